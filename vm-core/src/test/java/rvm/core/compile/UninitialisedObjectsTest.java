package rvm.core.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.objectweb.asm.Opcodes.*;

import org.objectweb.asm.Type;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.VarInsnNode;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.BasicInterpreter;
import org.objectweb.asm.tree.analysis.BasicValue;
import org.objectweb.asm.tree.analysis.Frame;
import org.objectweb.asm.tree.analysis.SimpleVerifier;
import org.junit.jupiter.api.Test;

class UninitialisedObjectsTest {

    private static final String SB = "java/lang/StringBuilder";

    private static MethodNode method(String desc, int maxLocals, int maxStack, InsnList code) {
        MethodNode m = new MethodNode(ACC_STATIC, "m", desc, null, null);
        m.instructions = code;
        m.maxLocals = maxLocals;
        m.maxStack = maxStack;
        return m;
    }

    private static MethodInsnNode init(String owner) {
        return new MethodInsnNode(INVOKESPECIAL, owner, "<init>", "()V", false);
    }

    /** new; dup; astore 1; dup; invokespecial init; pop; aload 1; areturn. */
    private static MethodNode storedThenInitialised() {
        InsnList c = new InsnList();
        c.add(new TypeInsnNode(NEW, SB));
        c.add(new InsnNode(DUP));
        c.add(new VarInsnNode(ASTORE, 1));
        c.add(new InsnNode(DUP));
        c.add(init(SB));
        c.add(new InsnNode(POP));
        c.add(new VarInsnNode(ALOAD, 1));
        c.add(new InsnNode(ARETURN));
        return method("(I)Ljava/lang/Object;", 2, 2, c);
    }

    @Test
    void anObjectIsUnderConstructionInEveryCopyUntilItsConstructorRuns_thenEveryCopyIsInitialised()
            throws AnalyzerException {
        MethodNode m = storedThenInitialised();

        Frame<BasicValue>[] f = UninitialisedObjects.analyze("T", m, new BasicInterpreter());

        assertFalse(UninitialisedObjects.holdsAny(f[0]), "before the new");
        assertTrue(UninitialisedObjects.isUninitialised(f[1].getStack(0)));
        Frame<BasicValue> atInit = f[4];
        assertTrue(UninitialisedObjects.isUninitialised(atInit.getLocal(1)), "the stored copy");
        assertSame(atInit.getLocal(1), atInit.getStack(0), "one value, however many copies");
        Frame<BasicValue> afterInit = f[5];
        assertFalse(UninitialisedObjects.holdsAny(afterInit));
        assertEquals(BasicValue.REFERENCE_VALUE, afterInit.getLocal(1));
    }

    @Test
    void theTypingInterpreterStillTypesEveryValue() throws AnalyzerException {
        MethodNode m = storedThenInitialised();

        Frame<BasicValue>[] f = UninitialisedObjects.analyze("T", m, new SimpleVerifier());

        assertEquals(Type.getObjectType(SB), f[4].getLocal(1).getType());
        assertTrue(UninitialisedObjects.isUninitialised(f[4].getLocal(1)));
        assertEquals(Type.getObjectType(SB), f[5].getLocal(1).getType());
        assertFalse(UninitialisedObjects.isUninitialised(f[5].getLocal(1)));
    }

    @Test
    void twoObjectsUnderConstructionMeetAsOneFromNoKnownSite_whichNoConstructorInitialises()
            throws AnalyzerException {
        LabelNode other = new LabelNode();
        LabelNode join = new LabelNode();
        InsnList c = new InsnList();
        c.add(new VarInsnNode(ILOAD, 0));
        c.add(new JumpInsnNode(IFEQ, other));
        c.add(new TypeInsnNode(NEW, SB));
        c.add(new JumpInsnNode(GOTO, join));
        c.add(other);
        c.add(new TypeInsnNode(NEW, SB));
        c.add(join);
        c.add(new InsnNode(DUP));
        c.add(init(SB));
        c.add(new InsnNode(ARETURN));
        MethodNode m = method("(I)Ljava/lang/Object;", 1, 2, c);

        Frame<BasicValue>[] f = UninitialisedObjects.analyze("T", m, new BasicInterpreter());

        int atJoin = m.instructions.indexOf(join);
        assertTrue(UninitialisedObjects.holdsAny(f[atJoin]));
        int atReturn = m.instructions.size() - 1;
        assertTrue(UninitialisedObjects.holdsAny(f[atReturn]),
                "which of the two the constructor initialised is not known, so neither counts as initialised");
    }

    @Test
    void codeWithoutNewHoldsNothingUnderConstruction() throws AnalyzerException {
        InsnList c = new InsnList();
        c.add(new VarInsnNode(ALOAD, 0));
        c.add(new InsnNode(ARETURN));
        MethodNode m = method("(Ljava/lang/Object;)Ljava/lang/Object;", 1, 1, c);

        for (Frame<BasicValue> frame : UninitialisedObjects.analyze("T", m, new BasicInterpreter())) {
            assertFalse(UninitialisedObjects.holdsAny(frame));
        }
    }
}
