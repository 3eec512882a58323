package rvm.interp.link;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Adapts field handles to the interpreter's value shapes: every primitive travels as a
 * {@code long} (ints sign-extended, floats and doubles as raw bits), references as {@code Object}.
 */
final class Conversions {

    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();

    private Conversions() {
    }

    static long z2j(boolean v) {
        return v ? 1 : 0;
    }

    static long f2j(float v) {
        return Float.floatToRawIntBits(v);
    }

    static long d2j(double v) {
        return Double.doubleToRawLongBits(v);
    }

    static boolean j2z(long v) {
        return (v & 1) != 0;
    }

    static byte j2b(long v) {
        return (byte) v;
    }

    static char j2c(long v) {
        return (char) v;
    }

    static short j2s(long v) {
        return (short) v;
    }

    static int j2i(long v) {
        return (int) v;
    }

    static float j2f(long v) {
        return Float.intBitsToFloat((int) v);
    }

    static double j2d(long v) {
        return Double.longBitsToDouble(v);
    }

    private static MethodHandle find(String name, Class<?> ret, Class<?> arg) {
        try {
            return LOOKUP.findStatic(Conversions.class, name, MethodType.methodType(ret, arg));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A getter returning a value of {@code kind}, made to return the interpreter's shape. */
    static MethodHandle getter(MethodHandle g, char kind) {
        MethodHandle h;
        switch (kind) {
            case 'L':
                h = g.asType(g.type().changeReturnType(Object.class));
                break;
            case 'Z':
                h = MethodHandles.filterReturnValue(g, find("z2j", long.class, boolean.class));
                break;
            case 'F':
                h = MethodHandles.filterReturnValue(g, find("f2j", long.class, float.class));
                break;
            case 'D':
                h = MethodHandles.filterReturnValue(g, find("d2j", long.class, double.class));
                break;
            default:
                h = g.asType(g.type().changeReturnType(long.class));
        }
        return h.asType(h.type().erase());
    }

    /** A setter taking a value of {@code kind} as its last parameter, made to take the interpreter's shape. */
    static MethodHandle setter(MethodHandle s, char kind) {
        int last = s.type().parameterCount() - 1;
        MethodHandle h;
        switch (kind) {
            case 'L':
                h = s;
                break;
            case 'Z':
                h = MethodHandles.filterArguments(s, last, find("j2z", boolean.class, long.class));
                break;
            case 'B':
                h = MethodHandles.filterArguments(s, last, find("j2b", byte.class, long.class));
                break;
            case 'C':
                h = MethodHandles.filterArguments(s, last, find("j2c", char.class, long.class));
                break;
            case 'S':
                h = MethodHandles.filterArguments(s, last, find("j2s", short.class, long.class));
                break;
            case 'I':
                h = MethodHandles.filterArguments(s, last, find("j2i", int.class, long.class));
                break;
            case 'F':
                h = MethodHandles.filterArguments(s, last, find("j2f", float.class, long.class));
                break;
            case 'D':
                h = MethodHandles.filterArguments(s, last, find("j2d", double.class, long.class));
                break;
            default:
                h = s;
        }
        return h.asType(h.type().erase());
    }
}
