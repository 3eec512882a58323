package rvm.profiling.dcg;

import java.util.Objects;

/**
 * A call site of a dynamic call graph: the calling method and the bytecode index of the call in
 * it.
 *
 * @param caller the calling method in JVM form, {@code pkg/Cls.name(Desc)Ret}, a guest method or a
 *               JDK method that called back into guest code alike; never null
 * @param bci    the bytecode index of the invoke instruction in the caller's class file, or -1
 *               when unknown (a JDK caller whose frame has no index)
 */
public record CallSiteKey(String caller, int bci) implements Comparable<CallSiteKey> {

    public CallSiteKey {
        Objects.requireNonNull(caller, "caller");
    }

    @Override
    public int compareTo(CallSiteKey o) {
        int c = caller.compareTo(o.caller);
        return c != 0 ? c : Integer.compare(bci, o.bci);
    }

    @Override
    public String toString() {
        return caller + " @" + bci;
    }
}
