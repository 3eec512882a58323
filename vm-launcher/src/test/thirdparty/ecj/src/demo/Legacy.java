package demo;

import java.io.Serializable;

/** Old code kept for compatibility: its callers get deprecation warnings. */
class Legacy implements Serializable {

    /** @deprecated use {@link Inventory#report()} instead. */
    @Deprecated
    String oldTotal(int n) {
        Integer boxed = n;
        return "total " + boxed;
    }

    static class Nested {
        final Object lock = new Object();

        int compute(int x) {
            synchronized (lock) {
                return x * 2;
            }
        }
    }
}
