package rvm.core.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.MethodInsnNode;

/**
 * The emitter's pseudo-instructions are told apart by their type: a copy of a body keeps them
 * what they are, with the place a transfer leaves for, and a real call that looks the same is not one.
 */
class MarkerInsnTest {

    @Test
    void aCopiedTransferAndCountdownStart_areStillMarkers_withTheirPlace() {
        InsnList body = new InsnList();
        body.add(new MarkerInsn.Transfer(3));
        body.add(new MarkerInsn.CountdownStart());
        InsnList copy = new InsnList();
        for (AbstractInsnNode i : body.toArray()) {
            copy.add(i.clone(new HashMap<>()));
        }
        AbstractInsnNode transfer = copy.getFirst();
        AbstractInsnNode start = transfer.getNext();
        assertTrue(transfer instanceof MarkerInsn.Transfer);
        assertEquals(3, ((MarkerInsn.Transfer) transfer).entry());
        assertTrue(start instanceof MarkerInsn.CountdownStart);
        assertEquals("()I", ((MethodInsnNode) start).desc); // an int on the stack, to ASM's analysers
    }

    @Test
    void aRealCallNamedLikeAMarker_isNoMarker() {
        AbstractInsnNode call = new MethodInsnNode(Opcodes.INVOKESTATIC, "rvm$compiled", "transfer", "()V", false);
        assertFalse(call instanceof MarkerInsn);
        assertFalse(call.clone(new HashMap<>()) instanceof MarkerInsn);
    }
}
