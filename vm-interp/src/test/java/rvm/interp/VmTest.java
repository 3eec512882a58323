package rvm.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.options.VmOptions;
import rvm.core.testing.JavaSources;

class VmTest {

    @TempDir
    static Path classes;
    private Vm vm;

    @BeforeAll
    static void compile() {
        JavaSources.compile(classes, List.of(), Map.of(
                "Hello.java", """
                        public class Hello {
                            public static int runs;
                            public static String last;
                            static { last = "initialised"; }
                            public static void main(String[] args) {
                                runs = args.length;
                                last = args[args.length - 1];
                            }
                        }
                        """));
    }

    @BeforeEach
    void create() {
        vm = new Vm(List.of(classes), new VmOptions(ExecutionOptions.TABLE));
    }

    @AfterEach
    void close() throws IOException {
        vm.loader().close();
    }

    @Test
    void aGuestsMainRunsInTheInterpreter() throws Throwable {
        Class<?> hello = vm.loadClass("Hello");

        MethodHandles.publicLookup().findStatic(hello, "main", MethodType.methodType(void.class, String[].class))
                .invokeExact(new String[] {"a", "b"});

        assertEquals(2, hello.getField("runs").getInt(null));
        assertEquals("b", hello.getField("last").get(null));
    }

    @Test
    void loadClassDoesNotInitialise() throws Exception {
        Class<?> hello = vm.loadClass("Hello");

        boolean initialized = vm.model().forHost(hello).isInitialized();

        assertFalse(initialized);
        assertSame(vm.loader(), hello.getClassLoader());
    }

    @Test
    void optionsAreThoseTheVmWasCreatedWith() throws IOException {
        VmOptions options = new VmOptions(ExecutionOptions.TABLE).set(ExecutionOptions.COMPILE_THRESHOLD, 8);

        Vm other = new Vm(List.of(classes), options);

        assertSame(options, other.options());
        assertSame(other.interpreter(), other.model().executor());
        other.loader().close();
    }
}
