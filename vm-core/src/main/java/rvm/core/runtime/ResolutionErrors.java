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
        LinkageError again = sameClass(first, first.getMessage());
        if (again == null) {
            return first;
        }
        Throwable cause = first.getCause();
        if (cause != null) {
            Throwable causeAgain = sameClass(cause, cause.getMessage());
            again.initCause(causeAgain != null ? causeAgain : cause);
        }
        return again;
    }

    /**
     * A new throwable of {@code t}'s class with {@code message}, made with its public constructor from
     * a message, or {@code null} when its class has none.
     */
    @SuppressWarnings("unchecked")
    public static <T extends Throwable> T sameClass(T t, String message) {
        try {
            return (T) t.getClass().getConstructor(String.class).newInstance(message);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}
