package rvm.interp;

import static org.objectweb.asm.Opcodes.*;

/**
 * The interpreter's less frequent instructions, kept out of the dispatch loop so that loop stays
 * small enough for HotSpot to compile: long, float and double arithmetic, conversions, narrow
 * array accesses, stack shuffles, switches.
 *
 * <p>Slot conventions as in {@link Frame}: an int is held sign-extended in a {@code long}, a
 * float as its raw bits, a long or double in the first of its two slots.
 */
final class Ops {

    private Ops() {
    }

    static float f(long bits) {
        return Float.intBitsToFloat((int) bits);
    }

    static long fb(float v) {
        return Float.floatToRawIntBits(v);
    }

    static double d(long bits) {
        return Double.longBitsToDouble(bits);
    }

    static long db(double v) {
        return Double.doubleToRawLongBits(v);
    }

    static int longArith(int op, long[] p, int sp) {
        switch (op) {
            case LADD: p[sp - 4] += p[sp - 2]; return sp - 2;
            case LSUB: p[sp - 4] -= p[sp - 2]; return sp - 2;
            case LMUL: p[sp - 4] *= p[sp - 2]; return sp - 2;
            case LDIV: p[sp - 4] /= p[sp - 2]; return sp - 2;
            case LREM: p[sp - 4] %= p[sp - 2]; return sp - 2;
            case LNEG: p[sp - 2] = -p[sp - 2]; return sp;
            case LSHL: p[sp - 3] <<= (int) p[sp - 1]; return sp - 1;
            case LSHR: p[sp - 3] >>= (int) p[sp - 1]; return sp - 1;
            case LUSHR: p[sp - 3] >>>= (int) p[sp - 1]; return sp - 1;
            case LAND: p[sp - 4] &= p[sp - 2]; return sp - 2;
            case LOR: p[sp - 4] |= p[sp - 2]; return sp - 2;
            case LXOR: p[sp - 4] ^= p[sp - 2]; return sp - 2;
            default: // LCMP
                p[sp - 4] = Long.compare(p[sp - 4], p[sp - 2]);
                return sp - 3;
        }
    }

    static int floatArith(int op, long[] p, int sp) {
        switch (op) {
            case FADD: p[sp - 2] = fb(f(p[sp - 2]) + f(p[sp - 1])); return sp - 1;
            case FSUB: p[sp - 2] = fb(f(p[sp - 2]) - f(p[sp - 1])); return sp - 1;
            case FMUL: p[sp - 2] = fb(f(p[sp - 2]) * f(p[sp - 1])); return sp - 1;
            case FDIV: p[sp - 2] = fb(f(p[sp - 2]) / f(p[sp - 1])); return sp - 1;
            case FREM: p[sp - 2] = fb(f(p[sp - 2]) % f(p[sp - 1])); return sp - 1;
            case FNEG: p[sp - 1] = fb(-f(p[sp - 1])); return sp;
            case FCMPL: case FCMPG: {
                float x = f(p[sp - 2]);
                float y = f(p[sp - 1]);
                p[sp - 2] = x > y ? 1 : x == y ? 0 : x < y ? -1 : op == FCMPG ? 1 : -1;
                return sp - 1;
            }
            case DADD: p[sp - 4] = db(d(p[sp - 4]) + d(p[sp - 2])); return sp - 2;
            case DSUB: p[sp - 4] = db(d(p[sp - 4]) - d(p[sp - 2])); return sp - 2;
            case DMUL: p[sp - 4] = db(d(p[sp - 4]) * d(p[sp - 2])); return sp - 2;
            case DDIV: p[sp - 4] = db(d(p[sp - 4]) / d(p[sp - 2])); return sp - 2;
            case DREM: p[sp - 4] = db(d(p[sp - 4]) % d(p[sp - 2])); return sp - 2;
            case DNEG: p[sp - 2] = db(-d(p[sp - 2])); return sp;
            default: { // DCMPL, DCMPG
                double x = d(p[sp - 4]);
                double y = d(p[sp - 2]);
                p[sp - 4] = x > y ? 1 : x == y ? 0 : x < y ? -1 : op == DCMPG ? 1 : -1;
                return sp - 3;
            }
        }
    }

    static int convert(int op, long[] p, int sp) {
        switch (op) {
            case I2L: p[sp - 1] = (int) p[sp - 1]; return sp + 1;
            case I2F: p[sp - 1] = fb((int) p[sp - 1]); return sp;
            case I2D: p[sp - 1] = db((int) p[sp - 1]); return sp + 1;
            case L2I: p[sp - 2] = (int) p[sp - 2]; return sp - 1;
            case L2F: p[sp - 2] = fb(p[sp - 2]); return sp - 1;
            case L2D: p[sp - 2] = db(p[sp - 2]); return sp;
            case F2I: p[sp - 1] = (int) f(p[sp - 1]); return sp;
            case F2L: p[sp - 1] = (long) f(p[sp - 1]); return sp + 1;
            case F2D: p[sp - 1] = db(f(p[sp - 1])); return sp + 1;
            case D2I: p[sp - 2] = (int) d(p[sp - 2]); return sp - 1;
            case D2L: p[sp - 2] = (long) d(p[sp - 2]); return sp;
            case D2F: p[sp - 2] = fb((float) d(p[sp - 2])); return sp - 1;
            case I2B: p[sp - 1] = (byte) p[sp - 1]; return sp;
            case I2C: p[sp - 1] = (char) p[sp - 1]; return sp;
            default: p[sp - 1] = (short) p[sp - 1]; return sp; // I2S
        }
    }

    static int arrayLoad(int op, long[] p, Object[] r, int sp) {
        Object array = r[sp - 2];
        int i = (int) p[sp - 1];
        r[sp - 2] = null;
        switch (op) {
            case LALOAD: p[sp - 2] = ((long[]) array)[i]; return sp;
            case DALOAD: p[sp - 2] = db(((double[]) array)[i]); return sp;
            case FALOAD: p[sp - 2] = fb(((float[]) array)[i]); return sp - 1;
            case BALOAD:
                if (array instanceof boolean[]) {
                    p[sp - 2] = ((boolean[]) array)[i] ? 1 : 0;
                } else {
                    p[sp - 2] = ((byte[]) array)[i];
                }
                return sp - 1;
            case CALOAD: p[sp - 2] = ((char[]) array)[i]; return sp - 1;
            default: p[sp - 2] = ((short[]) array)[i]; return sp - 1; // SALOAD
        }
    }

    static int arrayStore(int op, long[] p, Object[] r, int sp) {
        if (op == LASTORE || op == DASTORE) {
            Object array = r[sp - 4];
            int i = (int) p[sp - 3];
            if (op == LASTORE) {
                ((long[]) array)[i] = p[sp - 2];
            } else {
                ((double[]) array)[i] = d(p[sp - 2]);
            }
            r[sp - 4] = null;
            return sp - 4;
        }
        Object array = r[sp - 3];
        int i = (int) p[sp - 2];
        long v = p[sp - 1];
        switch (op) {
            case FASTORE: ((float[]) array)[i] = f(v); break;
            case BASTORE:
                if (array instanceof boolean[]) {
                    ((boolean[]) array)[i] = (v & 1) != 0;
                } else {
                    ((byte[]) array)[i] = (byte) v;
                }
                break;
            case CASTORE: ((char[]) array)[i] = (char) v; break;
            default: ((short[]) array)[i] = (short) v; // SASTORE
        }
        r[sp - 3] = null;
        return sp - 3;
    }

    // ------------------------------------------------------------------ references leaving the operand stack
    // A reference popped from the operand stack must not stay in its slot: the host would no longer
    // keep the object alive (a weak reference to it must clear), the interpreter's frame would.

    /** Pops {@code n} slots: returns the new stack pointer, with the popped reference slots cleared. */
    static int drop(Object[] r, int sp, int n) {
        for (int i = sp - n; i < sp; i++) {
            r[i] = null;
        }
        return sp - n;
    }

    /** Clears the reference slots {@code from} (inclusive) to {@code to} (exclusive). */
    static void clear(Object[] r, int from, int to) {
        for (int i = from; i < to; i++) {
            r[i] = null;
        }
    }

    /** {@code if_acmp}: whether the two references at {@code at} and {@code at + 1} are the same; clears both. */
    static boolean popSame(Object[] r, int at) {
        boolean same = r[at] == r[at + 1];
        r[at] = null;
        r[at + 1] = null;
        return same;
    }

    /** {@code ifnull}: whether the reference at {@code at} is null; clears it. */
    static boolean popNull(Object[] r, int at) {
        boolean isNull = r[at] == null;
        r[at] = null;
        return isNull;
    }

    private static void copy(long[] p, Object[] r, int to, int from) {
        p[to] = p[from];
        r[to] = r[from];
    }

    /** The stack shuffles, moving slots in both arrays so types never matter. */
    static int stack(int op, long[] p, Object[] r, int sp) {
        switch (op) {
            case DUP_X1: // ..., v2, v1 -> ..., v1, v2, v1
                copy(p, r, sp, sp - 1);
                copy(p, r, sp - 1, sp - 2);
                copy(p, r, sp - 2, sp);
                return sp + 1;
            case DUP_X2: // ..., v3, v2, v1 -> ..., v1, v3, v2, v1
                copy(p, r, sp, sp - 1);
                copy(p, r, sp - 1, sp - 2);
                copy(p, r, sp - 2, sp - 3);
                copy(p, r, sp - 3, sp);
                return sp + 1;
            case DUP2: // ..., v2, v1 -> ..., v2, v1, v2, v1
                copy(p, r, sp, sp - 2);
                copy(p, r, sp + 1, sp - 1);
                return sp + 2;
            case DUP2_X1: // ..., v3, v2, v1 -> ..., v2, v1, v3, v2, v1
                copy(p, r, sp + 1, sp - 1);
                copy(p, r, sp, sp - 2);
                copy(p, r, sp - 1, sp - 3);
                copy(p, r, sp - 3, sp);
                copy(p, r, sp - 2, sp + 1);
                return sp + 2;
            case DUP2_X2: // ..., v4, v3, v2, v1 -> ..., v2, v1, v4, v3, v2, v1
                copy(p, r, sp + 1, sp - 1);
                copy(p, r, sp, sp - 2);
                copy(p, r, sp - 1, sp - 3);
                copy(p, r, sp - 2, sp - 4);
                copy(p, r, sp - 4, sp);
                copy(p, r, sp - 3, sp + 1);
                return sp + 2;
            default: { // SWAP
                long tp = p[sp - 1];
                Object tr = r[sp - 1];
                copy(p, r, sp - 1, sp - 2);
                p[sp - 2] = tp;
                r[sp - 2] = tr;
                return sp;
            }
        }
    }

    static int tableSwitch(int[] t, int key) {
        return key >= t[0] && key <= t[1] ? t[3 + key - t[0]] : t[2];
    }

    static int lookupSwitch(int[] t, int key) {
        int n = t[0];
        int i = java.util.Arrays.binarySearch(t, 2, 2 + n, key);
        return i >= 0 ? t[i + n] : t[1];
    }

    static Object newPrimitiveArray(int type, int length) {
        switch (type) {
            case T_BOOLEAN: return new boolean[length];
            case T_CHAR: return new char[length];
            case T_FLOAT: return new float[length];
            case T_DOUBLE: return new double[length];
            case T_BYTE: return new byte[length];
            case T_SHORT: return new short[length];
            case T_INT: return new int[length];
            default: return new long[length];
        }
    }

    /** HotSpot's wording for a failed cast, naming modules and loaders as the host does. */
    static String classCastMessage(Class<?> from, Class<?> to) {
        String a = from.getName();
        String b = to.getName();
        String da = location(from);
        String db = location(to);
        if (da.equals(db)) {
            return "class " + a + " cannot be cast to class " + b + " (" + a + " and " + b + " are in " + da + ")";
        }
        return "class " + a + " cannot be cast to class " + b + " (" + a + " is in " + da + "; " + b + " is in " + db + ")";
    }

    private static String location(Class<?> c) {
        while (c.isArray()) {
            c = c.getComponentType();
        }
        Module m = c.getModule();
        String module = m.isNamed() ? "module " + m.getName() : "unnamed module";
        ClassLoader l = c.getClassLoader();
        String loader;
        if (l == null) {
            loader = "'bootstrap'";
        } else if (l.getName() != null) {
            loader = "'" + l.getName() + "'";
        } else {
            loader = l.getClass().getName();
        }
        return module + " of loader " + loader;
    }
}
