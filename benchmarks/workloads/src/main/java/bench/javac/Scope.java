package bench.javac;

import java.util.Arrays;

/** A block's scope: its locals in declaration order and the enclosing scope. */
final class Scope {

    private final Scope parent;
    private Local[] locals = new Local[4];
    private int size;

    Scope(Scope parent) {
        this.parent = parent;
    }

    Scope parent() {
        return parent;
    }

    /** Declares {@code local}; false when this scope already has a local of that name. */
    boolean declare(Local local) {
        if (findHere(local.name()) != null) {
            return false;
        }
        if (size == locals.length) {
            locals = Arrays.copyOf(locals, size * 2);
        }
        locals[size++] = local;
        return true;
    }

    /** The innermost local called {@code name}, or null. */
    Local lookup(String name) {
        for (Scope s = this; s != null; s = s.parent) {
            Local local = s.findHere(name);
            if (local != null) {
                return local;
            }
        }
        return null;
    }

    private Local findHere(String name) {
        for (int i = 0; i < size; i++) {
            if (locals[i].name().equals(name)) {
                return locals[i];
            }
        }
        return null;
    }
}
