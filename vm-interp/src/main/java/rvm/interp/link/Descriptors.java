package rvm.interp.link;

import org.objectweb.asm.Type;

/** Method descriptors reduced to what the interpreter moves: one kind character per value. */
public final class Descriptors {

    private Descriptors() {
    }

    /**
     * The kinds of a method's arguments: 'Z','B','C','S','I','F' (one slot), 'J','D' (two
     * slots), 'L' for references (arrays included); with a leading 'L' for the receiver.
     */
    public static char[] argKinds(String descriptor, boolean receiver) {
        Type[] args = Type.getArgumentTypes(descriptor);
        int off = receiver ? 1 : 0;
        char[] kinds = new char[args.length + off];
        if (receiver) {
            kinds[0] = 'L';
        }
        for (int i = 0; i < args.length; i++) {
            kinds[i + off] = kind(args[i]);
        }
        return kinds;
    }

    /** The kind of a method's return value, 'V' for void. */
    public static char returnKind(String descriptor) {
        return kind(Type.getReturnType(descriptor));
    }

    /** The kind of a type: its descriptor's first character, 'L' for arrays. */
    public static char kind(Type t) {
        char c = t.getDescriptor().charAt(0);
        return c == '[' ? 'L' : c;
    }

    /** The kind of a field or value descriptor. */
    public static char kind(String descriptor) {
        char c = descriptor.charAt(0);
        return c == '[' ? 'L' : c;
    }

    /** The number of slots values of these kinds take. */
    public static int slots(char[] kinds) {
        int n = 0;
        for (char k : kinds) {
            n += size(k);
        }
        return n;
    }

    /** Slots taken by one value of this kind (0 for void). */
    public static int size(char kind) {
        return kind == 'J' || kind == 'D' ? 2 : kind == 'V' ? 0 : 1;
    }
}
