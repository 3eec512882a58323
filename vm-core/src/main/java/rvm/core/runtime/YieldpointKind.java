package rvm.core.runtime;

/** Where a yieldpoint sits: method prologue, method epilogue, or loop backedge. */
public enum YieldpointKind {
    /** On method entry; taken when the control word is not 0. */
    PROLOGUE,
    /** Just before a method returns; taken when the control word is not 0. */
    EPILOGUE,
    /** On a branch to the same or an earlier bytecode index; taken only when the word is above 0. */
    BACKEDGE;

    private static final YieldpointKind[] VALUES = values();

    /** The kind with the given ordinal (generated code passes ordinals). */
    public static YieldpointKind of(int ordinal) {
        return VALUES[ordinal];
    }
}
