// rvm-options: --main-stack-mb=4
import java.util.ArrayList;
import java.util.List;

/** Monitors and exceptions: locks are released on every exit path, reentrancy, synchronized methods that throw. */
public class SyncExceptions {
    static final Object LOCK = new Object();
    static int counter;

    static synchronized void staticThrows(int i) {
        counter++;
        if (i % 2 == 0) {
            throw new IllegalArgumentException("even " + i);
        }
    }

    synchronized int instanceThrows(int i) {
        if (i == 3) {
            throw new UnsupportedOperationException("three");
        }
        return i * 10;
    }

    static int blockThrows(int i) {
        synchronized (LOCK) {
            if (i > 2) {
                throw new ArithmeticException("too big " + i);
            }
            return i;
        }
    }

    static int nested(int depth) {
        synchronized (LOCK) {
            synchronized (SyncExceptions.class) {
                if (depth == 0) {
                    return Thread.holdsLock(LOCK) && Thread.holdsLock(SyncExceptions.class) ? 1 : -1;
                }
                return 1 + nested(depth - 1);
            }
        }
    }

    static String returnFromFinallyInSync() {
        StringBuilder sb = new StringBuilder();
        synchronized (LOCK) {
            try {
                sb.append("try ");
                throw new RuntimeException("x");
            } catch (RuntimeException e) {
                sb.append("catch ");
                return sb.append("return held=" + Thread.holdsLock(LOCK)).toString();
            } finally {
                sb.append(" finally");
            }
        }
    }

    static boolean otherThreadCanLock(Object o) throws InterruptedException {
        boolean[] got = new boolean[1];
        Thread t = new Thread(() -> {
            synchronized (o) {
                got[0] = true;
            }
        }, "checker");
        t.start();
        t.join(5000);
        return got[0] && !t.isAlive();
    }

    public static void main(String[] args) throws Exception {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            try {
                staticThrows(i);
                out.add(i + ":ok");
            } catch (IllegalArgumentException e) {
                out.add(i + ":" + e.getMessage());
            }
        }
        System.out.println(out + " counter=" + counter + " class lock free " + otherThreadCanLock(SyncExceptions.class)
                + " held now " + Thread.holdsLock(SyncExceptions.class));
        SyncExceptions s = new SyncExceptions();
        out.clear();
        for (int i = 2; i < 5; i++) {
            try {
                out.add("r" + s.instanceThrows(i));
            } catch (UnsupportedOperationException e) {
                out.add("ex:" + e.getMessage());
            }
        }
        System.out.println(out + " instance lock free " + otherThreadCanLock(s));
        out.clear();
        for (int i = 1; i < 5; i++) {
            try {
                out.add("b" + blockThrows(i));
            } catch (ArithmeticException e) {
                out.add("ex:" + e.getMessage() + " held=" + Thread.holdsLock(LOCK));
            }
        }
        System.out.println(out + " block lock free " + otherThreadCanLock(LOCK));
        System.out.println("nested " + nested(5) + " after held " + Thread.holdsLock(LOCK) + " free "
                + otherThreadCanLock(LOCK));
        System.out.println(returnFromFinallyInSync() + " | after held " + Thread.holdsLock(LOCK));
        try {
            synchronized (LOCK) {
                synchronized (s) {
                    Object o = null;
                    o.hashCode();
                }
            }
        } catch (NullPointerException e) {
            System.out.println("NPE inside two monitors: " + e.getClass().getName() + " held " + Thread.holdsLock(LOCK)
                    + Thread.holdsLock(s) + " free " + otherThreadCanLock(LOCK) + otherThreadCanLock(s));
        }
        // Stack overflow inside synchronized recursion releases every level.
        try {
            deepSync(0);
        } catch (StackOverflowError e) {
            System.out.println("StackOverflowError in synchronized recursion, held " + Thread.holdsLock(LOCK)
                    + " free " + otherThreadCanLock(LOCK));
        }
        // Two threads contending, each one's block throws half the time.
        int[] total = new int[1];
        List<Thread> ts = new ArrayList<>();
        for (int t = 0; t < 3; t++) {
            Thread th = new Thread(() -> {
                for (int i = 0; i < 2000; i++) {
                    try {
                        synchronized (total) {
                            total[0]++;
                            if ((i & 1) == 0) {
                                throw new IllegalStateException();
                            }
                        }
                    } catch (IllegalStateException e) {
                        // expected
                    }
                }
            });
            ts.add(th);
            th.start();
        }
        for (Thread th : ts) {
            th.join();
        }
        System.out.println("contended total " + total[0]);
    }

    static void deepSync(int n) {
        synchronized (LOCK) {
            deepSync(n + 1);
        }
    }
}
