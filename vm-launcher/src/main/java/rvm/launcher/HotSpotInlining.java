package rvm.launcher;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;

/**
 * Tells HotSpot what it may not inline of rvm's compiled guest code: a compiler directive, added
 * while the VM runs through HotSpot's diagnostic command MBean (what
 * {@code jcmd PID Compiler.directives_add FILE} does), in C1 and C2.
 *
 * <p>With {@code --inliner=rvm}, the inlining of optimised code is rvm's alone: nothing is inlined
 * into a method of a hidden class of optimised code ({@code *$$RvmOptimised*}), so each of its
 * calls that rvm's inliner left is a call. Level-1 code ({@code *$$RvmBaseline*}) is HotSpot's, as
 * any Java program is: HotSpot may inline into it level-1 code and optimised code alike, so that
 * recompiling a small method at level 2 does not turn it into a call in every level-1 caller that
 * HotSpot inlined it into before. With {@code --inliner=none}, no compiled guest code is inlined
 * anywhere. JDK code and rvm's own helpers (the yieldpoint checks, the runtime's entry points, the
 * field methods of {@code rvm.interp.link.FieldMethods}) stay inlinable, and so do the guest's entry
 * stubs; so a call between two compiled guest methods where the directive forbids it stays a call,
 * and so does a JDK method's call back into guest code under {@code --inliner=none}.
 */
final class HotSpotInlining {

    /** What every directive's inline list says of the yieldpoints' code: the slow path never, CBS's window always. */
    private static final String YIELDPOINTS = "\"-rvm/core/runtime/Yieldpoints.slowPath\", "
            + "\"+rvm/core/runtime/CbsCalls.*\"";

    /**
     * The directives. A directive with an inline list answers every inlining question of the
     * methods it matches by that list alone, and the first directive that matches a method applies:
     * HotSpot (17's {@code DirectiveSet::should_not_inline}) then no longer consults the
     * {@code -XX:CompileCommand=dontinline} that {@code ./rvm} gives for {@code Yieldpoints.slowPath},
     * so each directive must say it again, and the {@code inline} of {@code CbsCalls}' methods
     * (counter-based sampling's call-free window) too. Without the first, once a profiler has taken
     * yieldpoints, C2 inlines the whole sampling path (the profiler, the stack walk) into every method with a check,
     * and small guest methods grow too big to be inlined or their objects scalar-replaced
     * (docs/decisions/004-slow-path-out-of-line-and-compiled-early.md).
     */
    static final String RVM_DIRECTIVE = "[{ match: \"*$$RvmOptimised*.*\", inline: [\"-*$$RvmBaseline*.*\", "
            + "\"-*$$RvmOptimised*.*\", " + YIELDPOINTS + "] }, "
            + "{ match: \"*.*\", inline: [" + YIELDPOINTS + "] }]";
    /** {@code --inliner=none}'s directive: no compiled guest code is inlined into anything. */
    static final String NONE_DIRECTIVE = "[{ match: \"*.*\", inline: [\"-*$$RvmBaseline*.*\", "
            + "\"-*$$RvmOptimised*.*\", " + YIELDPOINTS + "] }]";

    private static final String MBEAN = "com.sun.management:type=DiagnosticCommand";

    private HotSpotInlining() {
    }

    /**
     * Adds {@code --inliner}'s directive.
     *
     * @param inliner {@code rvm} or {@code none}
     * @throws IllegalStateException when the host JVM has no diagnostic command MBean or refuses it
     */
    static void forbidGuestInlining(String inliner) {
        String directive = inliner.equals("none") ? NONE_DIRECTIVE : RVM_DIRECTIVE;
        Path file = null;
        try {
            file = Files.createTempFile("rvm-directives", ".json");
            Files.writeString(file, directive);
            Object out = invoke("compilerDirectivesAdd", file.toString());
            if (!String.valueOf(out).matches("(?s).*\\d+ compiler directives added.*")) {
                throw new IllegalStateException("HotSpot refused the compiler directive: " + String.valueOf(out).strip());
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot write the compiler directive: " + e.getMessage(), e);
        } finally {
            if (file != null) {
                try {
                    Files.deleteIfExists(file);
                } catch (IOException ignored) {
                    // a temporary file left behind does no harm
                }
            }
        }
    }

    /** The compiler directives in force, as {@code jcmd PID Compiler.directives_print} shows them. */
    static String directives() {
        return String.valueOf(invoke("compilerDirectivesPrint"));
    }

    private static Object invoke(String command, String... args) {
        try {
            MBeanServer server = ManagementFactory.getPlatformMBeanServer();
            return server.invoke(new ObjectName(MBEAN), command, new Object[] {args},
                    new String[] {String[].class.getName()});
        } catch (JMException | RuntimeException e) {
            throw new IllegalStateException("the host JVM has no usable diagnostic command " + command + ": " + e, e);
        }
    }
}
