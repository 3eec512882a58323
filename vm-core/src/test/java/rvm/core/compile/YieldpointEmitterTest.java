package rvm.core.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import rvm.core.compile.CodeGenConfig.YieldpointCode;
import rvm.core.runtime.Yieldpoints;

/**
 * The yieldpoint emitter: every call it writes names a public static method of {@link Yieldpoints}
 * with the descriptor written, the arguments in order, and each form its own entry point.
 */
class YieldpointEmitterTest {

    private static final List<YieldpointCode> FORMS = List.of(YieldpointCode.INLINE, YieldpointCode.COUNTING);

    private static List<InsnList> everyCall() {
        List<InsnList> all = new ArrayList<>();
        for (YieldpointCode form : FORMS) {
            all.add(YieldpointEmitter.prologue(form, 7));
            all.add(YieldpointEmitter.epilogue(form, 7));
            all.add(YieldpointEmitter.inlined(form, true, 7, 12, 9));
            all.add(YieldpointEmitter.inlined(form, false, 7, 12, 9));
            all.add(YieldpointEmitter.backedge(form, 7, 3));
            all.add(YieldpointEmitter.backedgeSample(form, 7, 3));
            all.add(YieldpointEmitter.prologueSample(form, 7));
        }
        InsnList reads = new InsnList();
        reads.add(YieldpointEmitter.word());
        reads.add(YieldpointEmitter.opaqueWord());
        reads.add(YieldpointEmitter.phase());
        reads.add(YieldpointEmitter.skipDown(new LabelNode()));
        all.add(reads);
        return all;
    }

    @Test
    void everyCallAndField_existsInYieldpoints_withTheDescriptorWritten() throws ReflectiveOperationException {
        int calls = 0;
        for (InsnList code : everyCall()) {
            for (AbstractInsnNode i : code.toArray()) {
                if (i instanceof MethodInsnNode m) {
                    assertEquals(YieldpointEmitter.OWNER, m.owner);
                    Method target = find(m.name, m.desc);
                    assertTrue(Modifier.isStatic(target.getModifiers()) && Modifier.isPublic(target.getModifiers()),
                            m.name);
                    calls++;
                } else if (i instanceof FieldInsnNode f) {
                    assertEquals(YieldpointEmitter.OWNER, f.owner);
                    assertEquals(Type.getDescriptor(Yieldpoints.class.getField(f.name).getType()), f.desc);
                }
            }
        }
        assertEquals(2 * 7 + 1, calls);
    }

    @Test
    void theTwoFormsCallDifferentEntryPoints_andPassTheirArgumentsInOrder() {
        MethodInsnNode inline = last(YieldpointEmitter.inlined(YieldpointCode.INLINE, true, 7, 12, 9));
        MethodInsnNode counting = last(YieldpointEmitter.inlined(YieldpointCode.COUNTING, true, 7, 12, 9));
        assertEquals("inlinedPrologueCheck", inline.name);
        assertEquals("inlinedPrologue", counting.name);
        List<Object> args = new ArrayList<>();
        for (AbstractInsnNode i : YieldpointEmitter.inlined(YieldpointCode.INLINE, false, 7, 12, 9).toArray()) {
            if (i instanceof LdcInsnNode l) {
                args.add(l.cst);
            }
        }
        assertEquals(List.of(7, 12, 9), args);
    }

    @Test
    void aPrologueCall_isRecognisedWithItsForm_andNothingElseIs() {
        assertEquals(YieldpointCode.INLINE,
                YieldpointEmitter.prologueCall(last(YieldpointEmitter.prologue(YieldpointCode.INLINE, 1))));
        assertEquals(YieldpointCode.COUNTING,
                YieldpointEmitter.prologueCall(last(YieldpointEmitter.prologue(YieldpointCode.COUNTING, 1))));
        assertNull(YieldpointEmitter.prologueCall(last(YieldpointEmitter.epilogue(YieldpointCode.INLINE, 1))));
        assertNull(YieldpointEmitter.prologueCall(YieldpointEmitter.prologue(YieldpointCode.INLINE, 1).getFirst()));
    }

    private static MethodInsnNode last(InsnList code) {
        return (MethodInsnNode) code.getLast();
    }

    private static Method find(String name, String descriptor) throws NoSuchMethodException {
        for (Method m : Yieldpoints.class.getMethods()) {
            if (m.getName().equals(name) && Type.getMethodDescriptor(m).equals(descriptor)) {
                return m;
            }
        }
        throw new NoSuchMethodException(name + descriptor);
    }
}
