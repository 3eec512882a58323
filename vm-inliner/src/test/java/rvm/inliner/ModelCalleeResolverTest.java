package rvm.inliner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.objectweb.asm.Opcodes.INVOKESTATIC;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.testing.GuestProgram;
import rvm.core.testing.JavaSources;

/** A call whose class is not in the class model: JDK code, or a guest class not loaded yet. */
class ModelCalleeResolverTest {

    @TempDir
    Path classes;

    @Test
    void aGuestClassNotLoadedYet_resolvesToNothing_andAJdkMethodToHostCode() throws IOException {
        JavaSources.compile(classes, List.of(), Map.of("A.java", "public class A { }"));
        try (GuestProgram program = GuestProgram.load(classes)) {
            JavaSources.compile(classes, List.of(),
                    Map.of("Later.java", "public class Later { static int f() { return 1; } }"));
            ModelCalleeResolver resolver = new ModelCalleeResolver(program.model(), program.loader().hierarchy());

            Optional<Callee> later = resolver.resolve(INVOKESTATIC, "Later", "f", "()I");
            Callee abs = resolver.resolve(INVOKESTATIC, "java/lang/Math", "abs", "(I)I").orElseThrow();

            assertEquals(Optional.empty(), later);
            assertFalse(abs.guest());
            assertEquals("java/lang/Math.abs(I)I", abs.method());
        }
    }
}
