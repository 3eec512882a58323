package rvm.interp;

import static org.objectweb.asm.Opcodes.*;

import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.LocalVariableNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.VarInsnNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.Frame;
import org.objectweb.asm.tree.analysis.SourceInterpreter;
import org.objectweb.asm.tree.analysis.SourceValue;

/**
 * The message of a {@link NullPointerException} the interpreter raises for a guest instruction,
 * worded as HotSpot's helpful messages (JEP 358): what could not be done, and, where the null value
 * has a single producer, what was null: {@code Cannot invoke "String.length()" because "<local1>"
 * is null}.
 *
 * <p>The producer of each stack value comes from ASM's {@link SourceInterpreter}, run once per
 * method on its first null dereference.
 */
final class NullPointerMessages {

    private static final int MAX_DETAIL = 5;

    private NullPointerMessages() {
    }

    /** Loads and initialises the classes the analysis uses (see {@code Interpreter} on why). */
    static void warmUp() {
        org.objectweb.asm.tree.MethodNode m = new org.objectweb.asm.tree.MethodNode(ACC_STATIC, "m", "()V", null, null);
        m.instructions.add(new org.objectweb.asm.tree.InsnNode(RETURN));
        m.maxLocals = 0;
        m.maxStack = 0;
        try {
            new Analyzer<>(new SourceInterpreter()).analyze("Warm", m);
        } catch (AnalyzerException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The message for a null dereference by instruction {@code pc} of {@code code}. */
    static String describe(Code code, int pc) {
        AbstractInsnNode insn = code.insn[pc];
        String action = action(insn);
        if (action == null) {
            return null;
        }
        Analysis analysis = Analysis.of(code);
        String cause = analysis == null ? null : analysis.cause(insn, nullSlot(insn));
        return cause == null ? action : action + cause;
    }

    private static String action(AbstractInsnNode insn) {
        switch (insn.getOpcode()) {
            case IALOAD: return "Cannot load from int array";
            case LALOAD: return "Cannot load from long array";
            case FALOAD: return "Cannot load from float array";
            case DALOAD: return "Cannot load from double array";
            case AALOAD: return "Cannot load from object array";
            case BALOAD: return "Cannot load from byte/boolean array";
            case CALOAD: return "Cannot load from char array";
            case SALOAD: return "Cannot load from short array";
            case IASTORE: return "Cannot store to int array";
            case LASTORE: return "Cannot store to long array";
            case FASTORE: return "Cannot store to float array";
            case DASTORE: return "Cannot store to double array";
            case AASTORE: return "Cannot store to object array";
            case BASTORE: return "Cannot store to byte/boolean array";
            case CASTORE: return "Cannot store to char array";
            case SASTORE: return "Cannot store to short array";
            case ARRAYLENGTH: return "Cannot read the array length";
            case ATHROW: return "Cannot throw exception";
            case MONITORENTER: return "Cannot enter synchronized block";
            case MONITOREXIT: return "Cannot exit synchronized block";
            case GETFIELD: return "Cannot read field \"" + ((FieldInsnNode) insn).name + "\"";
            case PUTFIELD: return "Cannot assign field \"" + ((FieldInsnNode) insn).name + "\"";
            case INVOKEVIRTUAL: case INVOKESPECIAL: case INVOKEINTERFACE:
                return "Cannot invoke \"" + methodName((MethodInsnNode) insn) + "\"";
            default: return null;
        }
    }

    /** Which stack word, counted from the top (0), holds the null reference. */
    private static int nullSlot(AbstractInsnNode insn) {
        switch (insn.getOpcode()) {
            case INVOKEVIRTUAL: case INVOKESPECIAL: case INVOKEINTERFACE:
                return (Type.getArgumentsAndReturnSizes(((MethodInsnNode) insn).desc) >> 2) - 1;
            case PUTFIELD: return Type.getType(((FieldInsnNode) insn).desc).getSize();
            case IALOAD: case LALOAD: case FALOAD: case DALOAD: case AALOAD: case BALOAD: case CALOAD:
            case SALOAD:
                return 1;
            case LASTORE: case DASTORE: return 3;
            case IASTORE: case FASTORE: case AASTORE: case BASTORE: case CASTORE: case SASTORE: return 2;
            default: return 0;
        }
    }

    /** {@code Cls.name(ParamTypes)} as HotSpot prints it: external names, Object and String short. */
    static String methodName(MethodInsnNode m) {
        StringBuilder sb = new StringBuilder(shortName(m.owner.replace('/', '.'))).append('.').append(m.name).append('(');
        Type[] args = Type.getArgumentTypes(m.desc);
        for (int i = 0; i < args.length; i++) {
            sb.append(i == 0 ? "" : ", ").append(parameterName(args[i].getClassName()));
        }
        return sb.append(')').toString();
    }

    /** A class name as HotSpot prints a method's class: only exactly Object and String are shortened. */
    private static String shortName(String external) {
        return external.equals("java.lang.Object") || external.equals("java.lang.String")
                ? external.substring("java.lang.".length()) : external;
    }

    /**
     * A parameter type as HotSpot prints it in a signature: "java.lang." is dropped before any name
     * that starts with Object or String (so {@code StringBuffer} too).
     */
    private static String parameterName(String external) {
        return external.startsWith("java.lang.Object") || external.startsWith("java.lang.String")
                ? external.substring("java.lang.".length()) : external;
    }

    /** The producers of every stack value of one method, and the description of a value. */
    private static final class Analysis {
        private final Code code;
        private final MethodNode node;
        private final Frame<SourceValue>[] frames;

        private Analysis(Code code, Frame<SourceValue>[] frames) {
            this.code = code;
            this.node = code.method.node();
            this.frames = frames;
        }

        static Analysis of(Code code) {
            Object cached = code.npeAnalysis;
            if (cached == null) {
                try {
                    cached = new Analysis(code, new Analyzer<>(new SourceInterpreter())
                            .analyze(code.method.owner().name(), code.method.node()));
                } catch (AnalyzerException | RuntimeException e) {
                    cached = Boolean.FALSE;
                }
                code.npeAnalysis = cached;
            }
            return cached instanceof Analysis ? (Analysis) cached : null;
        }

        /** " because ... is null", or {@code null} when the value cannot be described. */
        String cause(AbstractInsnNode insn, int slot) {
            AbstractInsnNode source = producer(insn, slot);
            if (source == null) {
                return null;
            }
            String d = describe(source, MAX_DETAIL, false);
            if (d == null) {
                return null;
            }
            if (isInvoke(source)) {
                return " because the return value of \"" + d + "\" is null";
            }
            return " because \"" + d + "\" is null";
        }

        private static boolean isInvoke(AbstractInsnNode n) {
            int op = n.getOpcode();
            return op == INVOKEVIRTUAL || op == INVOKESPECIAL || op == INVOKESTATIC || op == INVOKEINTERFACE;
        }

        /**
         * The single instruction that pushed stack word {@code slot} (from the top) before
         * {@code insn}, seen through {@code dup}s and {@code checkcast}s, which HotSpot's
         * analysis also treats as passing a value on unchanged.
         */
        private AbstractInsnNode producer(AbstractInsnNode insn, int slot) {
            AbstractInsnNode p = directProducer(insn, slot);
            while (p != null) {
                int op = p.getOpcode();
                if (op != DUP && op != DUP_X1 && op != DUP_X2 && op != CHECKCAST) {
                    break;
                }
                p = directProducer(p, 0);
            }
            return p;
        }

        private AbstractInsnNode directProducer(AbstractInsnNode insn, int slot) {
            Frame<SourceValue> f = frames[node.instructions.indexOf(insn)];
            if (f == null) {
                return null;
            }
            int words = 0;
            for (int i = f.getStackSize() - 1; i >= 0; i--) {
                SourceValue v = f.getStack(i);
                if (words == slot || (v.size == 2 && words + 1 == slot)) {
                    return v.insns.size() == 1 ? v.insns.iterator().next() : null;
                }
                words += v.size;
            }
            return null;
        }

        private String describe(AbstractInsnNode n, int detail, boolean inner) {
            if (detail <= 0) {
                return null;
            }
            int op = n.getOpcode();
            switch (op) {
                case ILOAD: case LLOAD: case FLOAD: case DLOAD: case ALOAD:
                    return local(n, ((VarInsnNode) n).var);
                case ACONST_NULL: return "null";
                case ICONST_M1: case ICONST_0: case ICONST_1: case ICONST_2: case ICONST_3: case ICONST_4:
                case ICONST_5:
                    return Integer.toString(op - ICONST_0);
                case BIPUSH: case SIPUSH: return Integer.toString(((IntInsnNode) n).operand);
                case IALOAD: case LALOAD: case FALOAD: case DALOAD: case AALOAD: case BALOAD: case CALOAD:
                case SALOAD: {
                    AbstractInsnNode arraySource = producer(n, 1);
                    AbstractInsnNode indexSource = producer(n, 0);
                    String array = arraySource == null ? null : describe(arraySource, detail - 1, inner);
                    String index = indexSource == null ? null : describe(indexSource, detail - 1, true);
                    return (array == null ? "<array>" : array) + "[" + (index == null ? "..." : index) + "]";
                }
                case GETSTATIC: {
                    FieldInsnNode fi = (FieldInsnNode) n;
                    return shortName(fi.owner.replace('/', '.')) + "." + fi.name;
                }
                case GETFIELD: {
                    AbstractInsnNode objectSource = producer(n, 0);
                    String object = objectSource == null ? null : describe(objectSource, detail - 1, true);
                    return (object == null ? "" : object + ".") + ((FieldInsnNode) n).name;
                }
                case INVOKEVIRTUAL: case INVOKESPECIAL: case INVOKESTATIC: case INVOKEINTERFACE:
                    return methodName((MethodInsnNode) n);
                default:
                    return null;
            }
        }

        private String local(AbstractInsnNode at, int slot) {
            int index = node.instructions.indexOf(at);
            if (node.localVariables != null) {
                for (LocalVariableNode lv : node.localVariables) {
                    if (lv.index == slot && node.instructions.indexOf(lv.start) <= index
                            && index < node.instructions.indexOf(lv.end)) {
                        return lv.name;
                    }
                }
            }
            boolean isStatic = code.isStatic;
            boolean written = writtenOnAPathTo(at, slot);
            if (!isStatic && slot == 0 && !written) {
                return "this";
            }
            int current = isStatic ? 0 : 1;
            int param = 1;
            for (Type t : Type.getArgumentTypes(node.desc)) {
                if (slot >= current && slot < current + t.getSize()) {
                    return written ? "<local" + slot + ">" : "<parameter" + param + ">";
                }
                current += t.getSize();
                param++;
            }
            return "<local" + slot + ">";
        }

        /**
         * Whether the local counts as written at {@code at}, decided as HotSpot's message builder
         * decides it: states flow along branches from the entry and from every handler (which start
         * with nothing written), in passes over the code in order, and the analysis stops once the
         * instruction has a state and the pass has reached it. A store later in a loop, or on a
         * branch that does not lead to the instruction, does not count.
         */
        private boolean writtenOnAPathTo(AbstractInsnNode at, int slot) {
            int target = indexOf(at);
            int n = code.insn.length;
            java.util.BitSet[] in = new java.util.BitSet[n];
            in[0] = new java.util.BitSet();
            for (Code.Handler h : code.handlers) {
                in[h.target] = new java.util.BitSet();
            }
            boolean changed = true;
            while (changed) {
                changed = false;
                for (int i = 0; i < n; i++) {
                    if (in[i] != null) {
                        java.util.BitSet out = (java.util.BitSet) in[i].clone();
                        int written = storedLocal(code.insn[i]);
                        if (written >= 0) {
                            out.set(written);
                        }
                        for (int next : successors(i)) {
                            if (in[next] == null) {
                                in[next] = (java.util.BitSet) out.clone();
                                changed = true;
                            } else if (!contains(in[next], out)) {
                                in[next].or(out);
                                changed = true;
                            }
                        }
                    }
                    if (i >= target && in[target] != null) {
                        return in[target].get(slot);
                    }
                }
            }
            return in[target] != null && in[target].get(slot);
        }

        private static boolean contains(java.util.BitSet set, java.util.BitSet subset) {
            java.util.BitSet missing = (java.util.BitSet) subset.clone();
            missing.andNot(set);
            return missing.isEmpty();
        }

        private static int storedLocal(AbstractInsnNode n) {
            int op = n.getOpcode();
            if (op >= ISTORE && op <= ASTORE) {
                return ((VarInsnNode) n).var;
            }
            return op == IINC ? ((org.objectweb.asm.tree.IincInsnNode) n).var : -1;
        }

        /** Instruction indices control can pass to from instruction {@code i} (no exception edges). */
        private int[] successors(int i) {
            int op = code.insn[i].getOpcode();
            switch (op) {
                case GOTO: return new int[] {code.a[i]};
                case TABLESWITCH: {
                    int[] t = (int[]) code.k[i];
                    int[] out = new int[t.length - 2];
                    out[0] = t[2];
                    System.arraycopy(t, 3, out, 1, t.length - 3);
                    return out;
                }
                case LOOKUPSWITCH: {
                    int[] t = (int[]) code.k[i];
                    int count = t[0];
                    int[] out = new int[count + 1];
                    out[0] = t[1];
                    System.arraycopy(t, 2 + count, out, 1, count);
                    return out;
                }
                case IRETURN: case LRETURN: case FRETURN: case DRETURN: case ARETURN: case RETURN: case ATHROW:
                case RET:
                    return new int[0];
                default:
                    if (code.insn[i] instanceof org.objectweb.asm.tree.JumpInsnNode) {
                        return i + 1 < code.insn.length ? new int[] {code.a[i], i + 1} : new int[] {code.a[i]};
                    }
                    return i + 1 < code.insn.length ? new int[] {i + 1} : new int[0];
            }
        }

        private int indexOf(AbstractInsnNode insn) {
            for (int i = 0; i < code.insn.length; i++) {
                if (code.insn[i] == insn) {
                    return i;
                }
            }
            throw new IllegalArgumentException("not an instruction of " + code.method);
        }
    }
}
