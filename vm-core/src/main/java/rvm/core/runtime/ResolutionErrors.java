package rvm.core.runtime;

/**
 * The errors of symbolic references that failed to resolve. The JVM resolves a reference once: when
 * that fails with a {@link LinkageError}, every later attempt fails with the same error (JVMS 5.4.3),
 * which HotSpot makes anew each time, of the first error's class and message, with a cause of the
 * first cause's class and message, and the stack trace of the new attempt.
 */
public final class ResolutionErrors {

    private ResolutionErrors() {
    }

    /** The error a later attempt to resolve the reference that failed with {@code first} throws. */
    public static LinkageError again(LinkageError first) {
        LinkageError again = copy(first);
        if (again == null) {
            return first;
        }
        Throwable cause = first.getCause();
        if (cause != null) {
            Throwable causeAgain = copy(cause);
            again.initCause(causeAgain != null ? causeAgain : cause);
        }
        return again;
    }

    /** A new throwable of {@code t}'s class and message, or {@code null} when its class cannot make one. */
    @SuppressWarnings("unchecked")
    private static <T extends Throwable> T copy(T t) {
        try {
            return (T) t.getClass().getConstructor(String.class).newInstance(t.getMessage());
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}
