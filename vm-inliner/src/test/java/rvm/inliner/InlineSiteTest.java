package rvm.inliner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.MethodInsnNode;

class InlineSiteTest {

    @Test
    void of_takesTheInstructionsReference() {
        MethodInsnNode insn = new MethodInsnNode(Opcodes.INVOKEINTERFACE, "pkg/Shape", "area", "()D", true);

        InlineSite site = InlineSite.of("pkg/Main.run()V", 12, insn);

        assertEquals(new InlineSite("pkg/Main.run()V", 12, Opcodes.INVOKEINTERFACE, "pkg/Shape", "area", "()D"), site);
        assertEquals("pkg/Shape.area()D", site.symbolic());
        assertTrue(site.isVirtual());
    }

    @Test
    void staticAndSpecialCalls_areNotVirtual() {
        assertFalse(new InlineSite("pkg/M.m()V", 0, Opcodes.INVOKESTATIC, "pkg/A", "a", "()V").isVirtual());
        assertFalse(new InlineSite("pkg/M.m()V", 0, Opcodes.INVOKESPECIAL, "pkg/A", "a", "()V").isVirtual());
    }

    @Test
    void constructor_refusesInvokedynamic() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new InlineSite("pkg/M.m()V", 4, Opcodes.INVOKEDYNAMIC, "pkg/A", "a", "()V"));

        assertEquals("not an invokevirtual, invokespecial, invokestatic or invokeinterface (opcode 186) at bci 4 of "
                + "pkg/M.m()V", e.getMessage());
    }
}
