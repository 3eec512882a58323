package rvm.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.model.GuestMethod;
import rvm.core.options.VmOptions;
import rvm.core.testing.JavaSources;
import rvm.interp.tier.MethodTier;

/**
 * A method runs interpreted, then at level 1, then recompiled at level 2 ({@code --level2-after}):
 * each time it answers as on the host, and its stack trace and a stack walk from inside it show the
 * host's frames.
 */
class RecompilationTest {

    private static final String GUEST = """
            public class Recompiled {
                static String where(int depth) {
                    if (depth > 0) {
                        return where(depth - 1);
                    }
                    StringBuilder s = new StringBuilder();
                    for (StackTraceElement e : new Throwable().getStackTrace()) {
                        if (e.getClassName().equals("Recompiled")) {
                            s.append(e.getMethodName()).append(':').append(e.getLineNumber()).append(' ');
                        }
                    }
                    s.append("| ");
                    StackWalker.getInstance().forEach(f -> {
                        if (f.getClassName().equals("Recompiled")) {
                            s.append(f.getMethodName()).append(':').append(f.getLineNumber()).append(' ');
                        }
                    });
                    return s.toString();
                }

                public static String call() {
                    return where(2);
                }
            }
            """;

    @TempDir
    static Path classes;
    private Vm vm;

    @BeforeAll
    static void compile() {
        JavaSources.compile(classes, List.of(), Map.of("Recompiled.java", GUEST));
    }

    @AfterEach
    void close() throws IOException {
        vm.loader().close();
    }

    @Test
    void aMethodRecompiledAtLevelTwoAnswersAndShowsItsFramesAsOnTheHost() throws Throwable {
        String host = onTheHost();
        VmOptions options = new VmOptions(ExecutionOptions.TABLE);
        options.set(VmOptions.TIER, "adaptive");
        options.set(ExecutionOptions.COMPILE_THRESHOLD, 1);
        options.set(ExecutionOptions.BATCH_COMPILATION, true);
        options.set(ExecutionOptions.LEVEL2_AFTER, 4);
        vm = new Vm(List.of(classes), options);
        Class<?> guest = vm.loadClass("Recompiled");
        MethodHandle call = MethodHandles.publicLookup().findStatic(guest, "call", MethodType.methodType(String.class));
        MethodTier where = vm.interpreter().code(method(guest, "where")).tier;

        String interpreted = (String) call.invokeExact();
        int levelAfterFirst = where.level();
        String atLevelOne = (String) call.invokeExact();
        int levelAfterSecond = where.level();
        String atLevelTwo = (String) call.invokeExact();

        assertEquals("where:7 where:4 where:4 call:22 | where:13 where:4 where:4 call:22 ", host, "the host's answer");
        assertEquals(host, interpreted);
        assertEquals(1, levelAfterFirst);
        assertEquals(host, atLevelOne);
        assertEquals(2, levelAfterSecond);
        assertEquals(host, atLevelTwo);
        assertEquals(2, where.level());
    }

    private GuestMethod method(Class<?> guest, String name) {
        for (GuestMethod m : vm.model().forHost(guest).methods()) {
            if (m.name().equals(name)) {
                return m;
            }
        }
        throw new AssertionError("no method " + name);
    }

    private static String onTheHost() throws Exception {
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, null)) {
            return (String) loader.loadClass("Recompiled").getMethod("call").invoke(null);
        }
    }
}
