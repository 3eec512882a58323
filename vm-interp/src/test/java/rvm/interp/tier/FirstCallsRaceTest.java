package rvm.interp.tier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.options.VmOptions;
import rvm.core.testing.JavaSources;
import rvm.interp.Vm;
import rvm.interp.ExecutionOptions;

/**
 * Threads that call different methods of one class for the first time at once, under
 * {@code --tier=baseline}: each first call creates the method's entry slot and compiles the whole
 * class, which retargets the other methods' slots. Creating a slot while holding its method's lock
 * deadlocked against a compilation retargeting that method from another thread (found as a hang of
 * the corpus program {@code OpObjects}, about one run in six).
 */
class FirstCallsRaceTest {

    private static final int METHODS = 4;
    private static final int ROUNDS = 40;

    @TempDir
    static Path classes;

    @BeforeAll
    static void compile() {
        StringBuilder source = new StringBuilder("public class Racing {\n");
        for (int i = 0; i < METHODS; i++) {
            source.append("    public static int m").append(i).append("(int x) { return x * ").append(i + 2)
                    .append(" + ").append(i).append("; }\n");
        }
        source.append("}\n");
        JavaSources.compile(classes, List.of(), Map.of("Racing.java", source.toString()));
    }

    @Test
    void firstCallsOfOneClassFromSeveralThreadsAllReturn() throws Exception {
        for (int round = 0; round < ROUNDS; round++) {
            VmOptions options = new VmOptions(ExecutionOptions.TABLE);
            options.set(VmOptions.TIER, "baseline");
            Vm vm = new Vm(List.of(classes), options);
            try {
                runRound(vm, round);
            } finally {
                vm.loader().close();
            }
        }
    }

    private static void runRound(Vm vm, int round) throws Exception {
        Class<?> racing = vm.loadClass("Racing");
        CyclicBarrier start = new CyclicBarrier(METHODS);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        int[] answers = new int[METHODS];
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < METHODS; i++) {
            int index = i;
            Method m = racing.getMethod("m" + i, int.class);
            Thread t = new Thread(() -> {
                try {
                    start.await();
                    answers[index] = (int) m.invoke(null, 10);
                } catch (InvocationTargetException e) {
                    failure.compareAndSet(null, e.getCause());
                } catch (Exception e) {
                    failure.compareAndSet(null, e);
                }
            }, "racing-" + i);
            t.setDaemon(true); // a deadlocked round must not keep the test JVM alive
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) {
            t.join(10_000);
            if (t.isAlive()) {
                fail("round " + round + ": " + t.getName() + " did not return (deadlocked first calls?):\n"
                        + stackOf(t));
            }
        }
        if (failure.get() != null) {
            throw new AssertionError("round " + round, failure.get());
        }
        for (int i = 0; i < METHODS; i++) {
            assertEquals(10 * (i + 2) + i, answers[i], "round " + round + ", m" + i);
        }
    }

    private static String stackOf(Thread t) {
        StringBuilder s = new StringBuilder();
        for (StackTraceElement e : t.getStackTrace()) {
            s.append("\tat ").append(e).append('\n');
        }
        return s.toString();
    }
}
