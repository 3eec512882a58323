package rvm.inliner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.objectweb.asm.Opcodes.*;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.Label;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.FrameNode;
import org.objectweb.asm.tree.IincInsnNode;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.VarInsnNode;

class SizeEstimatorTest {

    /** Jikes RVM's cost of every opcode ASM's tree API can hold, written out group by group. */
    private static Map<Integer, Integer> expectedCosts() {
        Map<Integer, Integer> m = new LinkedHashMap<>();
        for (int op : new int[] {NOP, ACONST_NULL, ICONST_M1, ICONST_0, ICONST_1, ICONST_2, ICONST_3, ICONST_4,
                ICONST_5, LCONST_0, LCONST_1, FCONST_0, FCONST_1, FCONST_2, DCONST_0, DCONST_1, BIPUSH, SIPUSH, LDC,
                ILOAD, LLOAD, FLOAD, DLOAD, ALOAD, ISTORE, LSTORE, FSTORE, DSTORE, ASTORE, POP, POP2, DUP, DUP_X1,
                DUP_X2, DUP2, DUP2_X1, DUP2_X2, SWAP, IRETURN, LRETURN, FRETURN, DRETURN, ARETURN, RETURN, RET}) {
            m.put(op, 0);
        }
        for (int op : new int[] {IADD, FADD, DADD, ISUB, FSUB, DSUB, IMUL, FMUL, DMUL, IDIV, FDIV, DDIV, IREM, FREM,
                DREM, INEG, FNEG, DNEG, ISHL, ISHR, LSHR, IUSHR, IAND, IOR, IXOR, IINC, I2B, I2C, I2S, LCMP, FCMPL,
                FCMPG, DCMPL, DCMPG, IFEQ, IFNE, IFLT, IFGE, IFGT, IFLE, IF_ICMPEQ, IF_ICMPNE, IF_ICMPLT, IF_ICMPGE,
                IF_ICMPGT, IF_ICMPLE, IF_ACMPEQ, IF_ACMPNE, IFNULL, IFNONNULL, GOTO, GETSTATIC, PUTSTATIC, GETFIELD,
                PUTFIELD, ARRAYLENGTH}) {
            m.put(op, 1);
        }
        for (int op : new int[] {LADD, LSUB, LMUL, LDIV, LREM, LNEG, LSHL, LUSHR, LAND, LOR, LXOR, I2L, L2I,
                IALOAD, LALOAD, FALOAD, DALOAD, AALOAD, BALOAD, CALOAD, SALOAD, IASTORE, LASTORE, FASTORE, DASTORE,
                BASTORE, CASTORE, SASTORE, CHECKCAST, INSTANCEOF}) {
            m.put(op, 2);
        }
        for (int op : new int[] {NEW, NEWARRAY, ANEWARRAY, MONITORENTER, MONITOREXIT}) {
            m.put(op, 4);
        }
        m.put(JSR, 5);
        for (int op : new int[] {AASTORE, INVOKEVIRTUAL, INVOKESPECIAL, INVOKESTATIC, INVOKEINTERFACE, INVOKEDYNAMIC,
                I2F, I2D, L2F, L2D, F2I, F2L, F2D, D2I, D2L, D2F, MULTIANEWARRAY, ATHROW, TABLESWITCH, LOOKUPSWITCH}) {
            m.put(op, 6);
        }
        return m;
    }

    @Test
    void expectedCosts_coverEveryOpcodeOfAsmsTreeApi() {
        // 202 JVM opcodes (0..201) less the forms ASM reads into others: ldc_w, ldc2_w, the 20 xload_n,
        // the 20 xstore_n, wide, goto_w and jsr_w.
        assertEquals(157, expectedCosts().size());
    }

    @Test
    void cost_isJikesRvmsForEveryOpcode() {
        Map<Integer, Integer> expected = new TreeMap<>(expectedCosts());
        Map<Integer, Integer> actual = new TreeMap<>();
        for (int op : expected.keySet()) {
            actual.put(op, SizeEstimator.cost(op));
        }

        assertEquals(expected, actual);
    }

    @Test
    void estimate_ofAnEmptyVoidMethod_isZero() {
        MethodNode m = method(ACC_PUBLIC);
        m.instructions.add(new InsnNode(RETURN));

        assertEquals(0, SizeEstimator.estimate(m));
    }

    @Test
    void estimate_ofAnAbstractMethod_isZero() {
        assertEquals(0, SizeEstimator.estimate(method(ACC_PUBLIC | ACC_ABSTRACT)));
    }

    @Test
    void estimate_ofAGetter_isOneFieldRead() {
        MethodNode m = method(ACC_PUBLIC);
        m.instructions.add(new VarInsnNode(ALOAD, 0));
        m.instructions.add(new FieldInsnNode(GETFIELD, "pkg/A", "x", "I"));
        m.instructions.add(new InsnNode(IRETURN));

        assertEquals(1, SizeEstimator.estimate(m));
    }

    @Test
    void estimate_ofASynchronizedGetter_addsTwoMonitorOperations() {
        MethodNode m = method(ACC_PUBLIC | ACC_SYNCHRONIZED);
        m.instructions.add(new VarInsnNode(ALOAD, 0));
        m.instructions.add(new FieldInsnNode(GETFIELD, "pkg/A", "x", "I"));
        m.instructions.add(new InsnNode(IRETURN));

        assertEquals(9, SizeEstimator.estimate(m));
    }

    @Test
    void estimate_ofAnArraySumLoop_countsLengthBranchesLoadAddAndIncrement() {
        // int sum(int[] a) { int s = 0; for (int i = 0; i < a.length; i++) s += a[i]; return s; }
        MethodNode m = method(ACC_STATIC);
        LabelNode test = new LabelNode(new Label());
        LabelNode done = new LabelNode(new Label());
        m.instructions.add(new InsnNode(ICONST_0));
        m.instructions.add(new VarInsnNode(ISTORE, 1));
        m.instructions.add(new InsnNode(ICONST_0));
        m.instructions.add(new VarInsnNode(ISTORE, 2));
        m.instructions.add(test);
        m.instructions.add(new LineNumberNode(3, test));
        m.instructions.add(new FrameNode(F_SAME, 0, null, 0, null));
        m.instructions.add(new VarInsnNode(ILOAD, 2));
        m.instructions.add(new VarInsnNode(ALOAD, 0));
        m.instructions.add(new InsnNode(ARRAYLENGTH));                 // 1
        m.instructions.add(new JumpInsnNode(IF_ICMPGE, done));         // 1
        m.instructions.add(new VarInsnNode(ILOAD, 1));
        m.instructions.add(new VarInsnNode(ALOAD, 0));
        m.instructions.add(new VarInsnNode(ILOAD, 2));
        m.instructions.add(new InsnNode(IALOAD));                      // 2
        m.instructions.add(new InsnNode(IADD));                        // 1
        m.instructions.add(new VarInsnNode(ISTORE, 1));
        m.instructions.add(new IincInsnNode(2, 1));                    // 1
        m.instructions.add(new JumpInsnNode(GOTO, test));              // 1
        m.instructions.add(done);
        m.instructions.add(new VarInsnNode(ILOAD, 1));
        m.instructions.add(new InsnNode(IRETURN));

        assertEquals(7, SizeEstimator.estimate(m));
    }

    @Test
    void estimate_ofAFactoryMethod_countsAllocationCallsAndStoreCheck() {
        // static Object[] make(int n) { Object[] a = new Object[n]; a[0] = new StringBuilder(); helper(a); return a; }
        MethodNode m = method(ACC_STATIC);
        m.instructions.add(new VarInsnNode(ILOAD, 0));
        m.instructions.add(new TypeInsnNode(ANEWARRAY, "java/lang/Object"));                    // 4
        m.instructions.add(new VarInsnNode(ASTORE, 1));
        m.instructions.add(new VarInsnNode(ALOAD, 1));
        m.instructions.add(new InsnNode(ICONST_0));
        m.instructions.add(new TypeInsnNode(NEW, "java/lang/StringBuilder"));                   // 4
        m.instructions.add(new InsnNode(DUP));
        m.instructions.add(new MethodInsnNode(INVOKESPECIAL, "java/lang/StringBuilder", "<init>", "()V")); // 6
        m.instructions.add(new InsnNode(AASTORE));                                              // 6
        m.instructions.add(new VarInsnNode(ALOAD, 1));
        m.instructions.add(new MethodInsnNode(INVOKESTATIC, "pkg/A", "helper", "([Ljava/lang/Object;)V")); // 6
        m.instructions.add(new IntInsnNode(BIPUSH, 7));
        m.instructions.add(new InsnNode(POP));
        m.instructions.add(new VarInsnNode(ALOAD, 1));
        m.instructions.add(new InsnNode(ARETURN));

        assertEquals(26, SizeEstimator.estimate(m));
    }

    @Test
    void guardCost_isJikesRvmsClassTestForOneClass_andOneMorePerClass() {
        assertEquals(8, SizeEstimator.guardCost(1));
        assertEquals(9, SizeEstimator.guardCost(2));
        assertEquals(11, SizeEstimator.guardCost(4));
    }

    private static MethodNode method(int access) {
        return new MethodNode(Opcodes.ASM9, access, "m", "()V", null, null);
    }
}
