package rvm.core.testing;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.BasicVerifier;
import org.objectweb.asm.util.CheckMethodAdapter;

/**
 * What the transforms' tests check of a body after each transform: ASM's {@code CheckMethodAdapter}
 * (well-formed instructions, operands, labels, handler and variable ranges), then ASM's verifier
 * over it (the operand stack and locals on every path).
 */
public final class TransformedCode {

    private TransformedCode() {
    }

    /**
     * Checks {@code body}, a method of class {@code owner} (internal name).
     *
     * @throws AnalyzerException    where the verifier finds the body wrong
     * @throws IllegalArgumentException or {@link IllegalStateException} where the adapter does
     */
    public static void check(String owner, MethodNode body) throws AnalyzerException {
        checkWellFormed(body);
        new Analyzer<>(new BasicVerifier()).analyze(owner, body);
    }

    /**
     * Checks {@code body} with ASM's {@code CheckMethodAdapter} alone: well-formed instructions and
     * operands, every label a jump, handler, line or variable names visited, ranges in order.
     *
     * @throws IllegalArgumentException or {@link IllegalStateException} where the adapter finds it wrong
     */
    public static void checkWellFormed(MethodNode body) {
        CheckMethodAdapter adapter = new CheckMethodAdapter(new MethodNode(body.access, body.name, body.desc, null,
                null));
        adapter.version = Opcodes.V17; // the compiled code's class version, at least 17
        body.accept(adapter);
    }
}
