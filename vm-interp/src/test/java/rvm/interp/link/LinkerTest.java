package rvm.interp.link;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
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
import rvm.interp.Vm;
import rvm.interp.ExecutionOptions;

/**
 * Virtual selection of guest methods: package-private methods are overridden only within their
 * package, whatever path (interpreter or host) the call takes; the results must be the host's.
 */
class LinkerTest {

    @TempDir
    static Path classes;
    private Vm vm;

    @BeforeAll
    static void compile() {
        JavaSources.compile(classes, List.of(), Map.of(
                "a/Base.java", """
                        package a;
                        public class Base {
                            int which() { return 1; }
                            public int viaPackagePrivate() { return which(); }
                            public int shown() { return 10; }
                            public int viaPublic() { return shown(); }
                        }
                        """,
                "a/SamePackage.java", """
                        package a;
                        public class SamePackage extends Base {
                            int which() { return 2; }
                            public int shown() { return 20; }
                        }
                        """,
                "b/OtherPackage.java", """
                        package b;
                        public class OtherPackage extends a.Base {
                            int which() { return 3; }
                            public int shown() { return 30; }
                        }
                        """,
                "Run.java", """
                        public class Run {
                            public static String result;
                            public static void main(String[] args) {
                                StringBuilder sb = new StringBuilder();
                                for (a.Base x : new a.Base[] {new a.Base(), new a.SamePackage(), new b.OtherPackage()}) {
                                    sb.append(x.viaPackagePrivate()).append(':').append(x.viaPublic()).append(' ');
                                }
                                result = sb.toString().trim();
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
    void packagePrivateMethodIsOverriddenOnlyInItsPackage_asOnTheHost() throws Throwable {
        Class<?> run = vm.loadClass("Run");

        MethodHandles.publicLookup().findStatic(run, "main", MethodType.methodType(void.class, String[].class))
                .invokeExact(new String[0]);

        assertEquals("1:10 2:20 1:30", run.getField("result").get(null));
    }
}
