package rvm.interp.compiler;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;

/**
 * HotSpot's huge-method limit: with {@code -XX:+DontCompileHugeMethods} (its default) HotSpot never
 * compiles a method of more than {@link BaselineCompiler#HUGE_METHOD_LIMIT} bytes of bytecode, and
 * only interprets it.
 */
public final class HugeMethods {

    private HugeMethods() {
    }

    /** Whether the host JVM keeps the limit; asked once, when a compiled method first exceeds it. */
    public static boolean skipped() {
        return Holder.SKIPPED;
    }

    private static final class Holder {
        static final boolean SKIPPED = hostSkipsHugeMethods();

        private static boolean hostSkipsHugeMethods() {
            try {
                return Boolean.parseBoolean(ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class)
                        .getVMOption("DontCompileHugeMethods").getValue());
            } catch (RuntimeException | LinkageError e) {
                return true; // not HotSpot, or no such option: assume the limit, as HotSpot has it by default
            }
        }
    }
}
