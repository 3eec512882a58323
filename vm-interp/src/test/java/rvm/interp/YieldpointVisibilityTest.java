package rvm.interp;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import rvm.core.options.VmOptions;
import rvm.core.runtime.YieldpointKind;
import rvm.core.runtime.Yieldpoints;
import rvm.core.testing.JavaSources;

/**
 * A word set by another thread reaches compiled code that HotSpot has fully optimised: a call-free
 * loop, compiled while the word was always 0, still takes its backedge yieldpoint once a timer starts
 * ticking, with every backedge checked or strip-mined checks. (A plain read of the word would let C2
 * hoist it out of such a loop, and the loop would never see a tick.)
 */
class YieldpointVisibilityTest {

    private static final String SPIN = """
            public class Spin {
                static long spin(long n) {
                    long s = 0;
                    for (long i = 0; i < n; i++) {
                        s += i ^ (s >>> 3);
                    }
                    return s;
                }

                static int spinInt(int n) {
                    int s = 0;
                    for (int i = 0; i < n; i++) {
                        s += i ^ (s >>> 3);
                    }
                    return s;
                }
            }
            """;

    @TempDir
    Path classes;

    /** Thrown by the service to end the endless loop once it has seen enough ticks. */
    private static final class Enough extends RuntimeException {
        Enough() {
            super(null, null, false, false);
        }
    }

    @AfterEach
    void reset() {
        Yieldpoints.set(0);
        Yieldpoints.setService(null);
    }

    /**
     * Both loops: a {@code long} one, and an {@code int} one, which C2 turns into a counted loop (the
     * loop it optimises hardest: unrolled, strip-mined, with no safepoint poll of its own); a loop
     * that missed the ticks would end on its own, after 2^31 iterations, and fail the test.
     */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"every, long", "strip, long", "every, int", "strip, int"})
    void aLoopCompiledWhileTheWordWasZeroSeesLaterTicks(String backedgeChecks, String counter) throws Exception {
        JavaSources.compile(classes, List.of(), Map.of("Spin.java", SPIN));
        Vm vm = new Vm(List.of(classes), new VmOptions(ExecutionOptions.TABLE).set(VmOptions.TIER, "baseline")
                .set(ExecutionOptions.COMPILED_BACKEDGE_CHECKS, backedgeChecks));
        boolean isLong = counter.equals("long");
        Method spin = Class.forName("Spin", true, vm.loader())
                .getDeclaredMethod(isLong ? "spin" : "spinInt", isLong ? long.class : int.class);
        spin.setAccessible(true);
        for (int i = 0; i < 300; i++) {
            spin.invoke(null, isLong ? (Object) 100_000L : (Object) 100_000); // compiled, slow path never taken
        }
        AtomicInteger ticksSeen = new AtomicInteger();
        Yieldpoints.setService((YieldpointKind kind, int methodId, int bci) -> {
            Yieldpoints.set(0);
            if (kind == YieldpointKind.BACKEDGE && ticksSeen.incrementAndGet() == 20) {
                throw new Enough();
            }
        });
        Thread timer = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                Yieldpoints.set(1);
                try {
                    Thread.sleep(1);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "test-timer");
        timer.setDaemon(true);
        timer.start();
        try {
            InvocationTargetException e = assertTimeoutPreemptively(Duration.ofSeconds(30),
                    () -> assertThrows(InvocationTargetException.class,
                            () -> spin.invoke(null, isLong ? (Object) Long.MAX_VALUE : (Object) Integer.MAX_VALUE)));
            assertTrue(e.getCause() instanceof Enough, () -> String.valueOf(e.getCause()));
        } finally {
            timer.interrupt();
            vm.loader().close();
        }
    }
}
