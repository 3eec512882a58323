package rvm.interp.link;

import java.lang.invoke.MethodHandle;

/**
 * A resolved field instruction: a getter and a setter adapted to the interpreter's two value
 * shapes, {@code long} (every primitive, floats and doubles as raw bits) and {@code Object}.
 *
 * <p>Instance handles take the receiver as {@code Object}. Static handles initialise the declaring
 * class on first use, as {@code getstatic}/{@code putstatic} must.
 */
public final class FieldSite {
    public final char kind;
    public final boolean isStatic;
    /** {@code (Object)long}, {@code (Object)Object}, {@code ()long} or {@code ()Object}. */
    public final MethodHandle get;
    /** {@code (Object,long)void}, {@code (Object,Object)void}, {@code (long)void} or {@code (Object)void}. */
    public final MethodHandle set;

    /** The declaring guest class's generated field access, or {@code null}: then the handles serve. */
    public final rvm.core.runtime.FieldAccess access;
    /** The field's number for {@link #access}. */
    public final int number;

    FieldSite(char kind, boolean isStatic, MethodHandle get, MethodHandle set) {
        this(kind, isStatic, get, set, null, -1);
    }

    FieldSite(char kind, boolean isStatic, MethodHandle get, MethodHandle set, rvm.core.runtime.FieldAccess access,
              int number) {
        this.kind = kind;
        this.isStatic = isStatic;
        this.get = get;
        this.set = set;
        this.access = access;
        this.number = number;
    }

    /** Whether the value is a reference. */
    public boolean isReference() {
        return kind == 'L';
    }

    /** Slots the value takes on the operand stack. */
    public int slots() {
        return Descriptors.size(kind);
    }
}
