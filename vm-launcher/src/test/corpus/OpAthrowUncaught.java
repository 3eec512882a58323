/**
 * An athrow that nothing catches: the exception unwinds every interpreted frame, the JVM prints
 * the stack trace (guest frames only, with file names and line numbers, and the cause) to stderr
 * and exits with status 1. Output printed before the throw must be flushed.
 */
public class OpAthrowUncaught {

    public static void main(String[] args) {
        System.out.println("before");
        System.out.print("no newline yet");
        outer(3);
        System.out.println("never printed");
    }

    static void outer(int n) {
        try {
            inner(n);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("outer failed", e);
        }
    }

    static void inner(int n) {
        if (n > 0) {
            inner(n - 1);
            return;
        }
        throw new IllegalArgumentException("bottom reached");
    }
}
