package rvm.interp;

import static org.objectweb.asm.Opcodes.*;

import java.util.IdentityHashMap;
import java.util.Map;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.IincInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.MultiANewArrayInsnNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import org.objectweb.asm.tree.VarInsnNode;
import rvm.core.model.GuestMethod;

/**
 * Turns a guest method's ASM nodes into {@link Code}: real instructions only, labels resolved to
 * instruction indices, constants decoded, type-agnostic variants folded together (a float load
 * moves the same bits as an int load).
 */
final class CodeDecoder {

    /** Push an int (or float bits) held in {@code a}. */
    static final int Q_ICONST = 0xCB;
    /** Push a long or double held (as raw bits) in {@code c}. */
    static final int Q_LCONST = 0xCC;
    /** Push the reference held in {@code k}. */
    static final int Q_ACONST = 0xCD;
    /** An {@code ldc} of a class, method type, method handle or dynamic constant, not yet resolved. */
    static final int Q_LDC = 0xCE;

    private CodeDecoder() {
    }

    static Code decode(GuestMethod method) {
        MethodNode node = method.node();
        InsnList list = node.instructions;
        Map<LabelNode, Integer> labels = new IdentityHashMap<>();
        int n = 0;
        for (AbstractInsnNode i = list.getFirst(); i != null; i = i.getNext()) {
            if (i instanceof LabelNode) {
                labels.put((LabelNode) i, n);
            } else if (i.getOpcode() >= 0) {
                n++;
            }
        }
        Code.Handler[] handlers = new Code.Handler[node.tryCatchBlocks.size()];
        for (int h = 0; h < handlers.length; h++) {
            TryCatchBlockNode t = node.tryCatchBlocks.get(h);
            handlers[h] = new Code.Handler(labels.get(t.start), labels.get(t.end), labels.get(t.handler), t.type);
        }
        Code code = new Code(method, n, node.maxLocals, node.maxStack, handlers);
        boolean exactRaw = method.instructionCount() == n;
        int index = 0;
        int line = -1;
        for (AbstractInsnNode i = list.getFirst(); i != null; i = i.getNext()) {
            if (i instanceof LineNumberNode) {
                line = ((LineNumberNode) i).line;
                continue;
            }
            if (i.getOpcode() < 0) {
                continue;
            }
            code.insn[index] = i;
            code.line[index] = line;
            code.raw[index] = (byte) (exactRaw ? method.rawOpcodeOf(index) : i.getOpcode());
            decode(code, index, i, labels);
            index++;
        }
        fixLinesBeforeFirstLineNumber(code);
        return code;
    }

    /** Line number entries start at labels before their instruction; none may precede line 1. */
    private static void fixLinesBeforeFirstLineNumber(Code code) {
        int first = -1;
        for (int l : code.line) {
            if (l >= 0) {
                first = l;
                break;
            }
        }
        for (int i = 0; i < code.line.length && code.line[i] < 0; i++) {
            code.line[i] = first;
        }
    }

    private static void decode(Code code, int index, AbstractInsnNode i, Map<LabelNode, Integer> labels) {
        int op = i.getOpcode();
        int[] a = code.a;
        switch (op) {
            case ICONST_M1: case ICONST_0: case ICONST_1: case ICONST_2: case ICONST_3: case ICONST_4:
            case ICONST_5:
                set(code, index, Q_ICONST, op - ICONST_0);
                return;
            case FCONST_0: case FCONST_1: case FCONST_2:
                set(code, index, Q_ICONST, Float.floatToRawIntBits(op - FCONST_0));
                return;
            case LCONST_0: case LCONST_1:
                code.op[index] = Q_LCONST;
                code.c[index] = op - LCONST_0;
                return;
            case DCONST_0: case DCONST_1:
                code.op[index] = Q_LCONST;
                code.c[index] = Double.doubleToRawLongBits(op - DCONST_0);
                return;
            case BIPUSH: case SIPUSH:
                set(code, index, Q_ICONST, ((IntInsnNode) i).operand);
                return;
            case NEWARRAY:
                set(code, index, NEWARRAY, ((IntInsnNode) i).operand);
                return;
            case LDC:
                decodeLdc(code, index, ((LdcInsnNode) i).cst);
                return;
            case ILOAD: case FLOAD:
                set(code, index, ILOAD, ((VarInsnNode) i).var);
                return;
            case LLOAD: case DLOAD:
                set(code, index, LLOAD, ((VarInsnNode) i).var);
                return;
            case ISTORE: case FSTORE:
                set(code, index, ISTORE, ((VarInsnNode) i).var);
                return;
            case LSTORE: case DSTORE:
                set(code, index, LSTORE, ((VarInsnNode) i).var);
                return;
            case ALOAD: case ASTORE: case RET:
                set(code, index, op, ((VarInsnNode) i).var);
                return;
            case IINC:
                set(code, index, IINC, ((IincInsnNode) i).var);
                code.b[index] = ((IincInsnNode) i).incr;
                return;
            case FRETURN:
                code.op[index] = IRETURN;
                return;
            case DRETURN:
                code.op[index] = LRETURN;
                return;
            case TABLESWITCH: {
                TableSwitchInsnNode t = (TableSwitchInsnNode) i;
                int[] table = new int[3 + t.labels.size()];
                table[0] = t.min;
                table[1] = t.max;
                table[2] = labels.get(t.dflt);
                for (int j = 0; j < t.labels.size(); j++) {
                    table[3 + j] = labels.get(t.labels.get(j));
                }
                code.op[index] = TABLESWITCH;
                code.k[index] = table;
                return;
            }
            case LOOKUPSWITCH: {
                LookupSwitchInsnNode l = (LookupSwitchInsnNode) i;
                int count = l.keys.size();
                int[] table = new int[2 + 2 * count];
                table[0] = count;
                table[1] = labels.get(l.dflt);
                for (int j = 0; j < count; j++) {
                    table[2 + j] = l.keys.get(j);
                    table[2 + count + j] = labels.get(l.labels.get(j));
                }
                code.op[index] = LOOKUPSWITCH;
                code.k[index] = table;
                return;
            }
            case MULTIANEWARRAY:
                set(code, index, MULTIANEWARRAY, ((MultiANewArrayInsnNode) i).dims);
                return;
            default:
                if (i instanceof JumpInsnNode) {
                    set(code, index, op, labels.get(((JumpInsnNode) i).label));
                    return;
                }
                code.op[index] = op;
        }
    }

    private static void decodeLdc(Code code, int index, Object cst) {
        if (cst instanceof Integer) {
            set(code, index, Q_ICONST, (Integer) cst);
        } else if (cst instanceof Float) {
            set(code, index, Q_ICONST, Float.floatToRawIntBits((Float) cst));
        } else if (cst instanceof Long) {
            code.op[index] = Q_LCONST;
            code.c[index] = (Long) cst;
        } else if (cst instanceof Double) {
            code.op[index] = Q_LCONST;
            code.c[index] = Double.doubleToRawLongBits((Double) cst);
        } else if (cst instanceof String) {
            code.op[index] = Q_ACONST;
            code.k[index] = ((String) cst).intern(); // ldc strings are interned, as the JVM's are
        } else {
            code.op[index] = Q_LDC;
        }
    }

    private static void set(Code code, int index, int op, int a) {
        code.op[index] = op;
        code.a[index] = a;
    }
}
