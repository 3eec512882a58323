package rvm.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.loader.GuestClassLoader;
import rvm.core.testing.JavaSources;
import rvm.core.testing.Javap;

/** Guest methods as the model records them: names in JVM form and call sites by bytecode index. */
class GuestMethodTest {

    @TempDir
    static Path classes;

    @BeforeAll
    static void compile() {
        JavaSources.compile(classes, List.of(), Map.of("app/Calls.java", """
                package app;
                import java.util.List;
                public class Calls {
                    static int twice(int x) { return 2 * x; }
                    public String run(List<String> names) {
                        int total = twice(names.size());
                        Runnable r = () -> { };
                        r.run();
                        return "n=" + total + names.get(0).trim();
                    }
                }
                """));
    }

    private static GuestMethod method(String name) throws Exception {
        ClassModel model = new ClassModel();
        try (GuestClassLoader loader = new GuestClassLoader(List.of(classes), model)) {
            Class.forName("app.Calls", false, loader);
            for (GuestMethod m : model.forName("app/Calls").methods()) {
                if (m.name().equals(name)) {
                    return m;
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        throw new IllegalArgumentException("no method " + name);
    }

    @Test
    void jvmNameIsOwnerDotNameAndDescriptor() throws Exception {
        GuestMethod run = method("run");

        String name = run.jvmName();

        assertEquals("app/Calls.run(Ljava/util/List;)Ljava/lang/String;", name);
    }
}
