package rvm.interp;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import rvm.core.model.CodeOffsets;
import rvm.interp.link.Linker;

/**
 * HotSpot does not JIT-compile a method whose bytecode exceeds 8000 bytes
 * ({@code DontCompileHugeMethods}); an interpreter loop above that runs 10-50x slower. The
 * interpreter's methods must stay below it.
 */
class DispatchLoopSizeTest {

    @Test
    void interpreterMethodsAreCompilable_whenBelowHugeMethodLimit() throws IOException {
        for (Class<?> c : new Class<?>[] {Interpreter.class, Ops.class, Linker.class}) {
            Map<String, CodeOffsets.Method> methods;
            try (InputStream in = c.getResourceAsStream(c.getSimpleName() + ".class")) {
                methods = CodeOffsets.read(new ClassReader(in));
            }

            methods.forEach((name, m) -> assertTrue(m.codeLength() < rvm.interp.compiler.BaselineCompiler.HUGE_METHOD_LIMIT,
                    c.getSimpleName() + "." + name + " has " + m.codeLength() + " bytes of bytecode"));
        }
    }

    @Test
    void dispatchLoopIsMeasured() throws IOException {
        Map<String, CodeOffsets.Method> methods;
        try (InputStream in = Interpreter.class.getResourceAsStream("Interpreter.class")) {
            methods = CodeOffsets.read(new ClassReader(in));
        }

        CodeOffsets.Method run = methods.entrySet().stream().filter(e -> e.getKey().startsWith("run("))
                .map(Map.Entry::getValue).findFirst().orElseThrow();

        assertTrue(run.codeLength() > 1000, "the dispatch loop is " + run.codeLength() + " bytes");
    }
}
