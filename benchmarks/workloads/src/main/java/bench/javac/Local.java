package bench.javac;

/** A parameter or local variable after name resolution: its type and frame slot. */
final class Local {

    private final String name;
    private final Type type;
    private final int slot;

    Local(String name, Type type, int slot) {
        this.name = name;
        this.type = type;
        this.slot = slot;
    }

    String name() {
        return name;
    }

    Type type() {
        return type;
    }

    int slot() {
        return slot;
    }
}
