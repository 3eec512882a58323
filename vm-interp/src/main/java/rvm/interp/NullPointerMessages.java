package rvm.interp;

/**
 * The message of a {@link NullPointerException} the interpreter raises for a guest instruction.
 */
final class NullPointerMessages {

    private NullPointerMessages() {
    }

    /** The message for a null dereference by instruction {@code pc} of {@code code}. */
    static String describe(Code code, int pc) {
        return null;
    }
}
