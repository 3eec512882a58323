/**
 * Guest exceptions whose getMessage, getCause or toString are their own code, even code that
 * throws: the VM must not call them when it looks at an exception the guest catches.
 */
public class GuestExceptionMessages {

    static final class Picky extends Exception {
        @Override
        public String getMessage() {
            throw new IllegalStateException("getMessage called");
        }
    }

    static final class OwnCause extends RuntimeException {
        @Override
        public synchronized Throwable getCause() {
            throw new IllegalStateException("getCause called");
        }
    }

    static void throwPicky() throws Picky {
        throw new Picky();
    }

    static void throwOwnCause() {
        throw new OwnCause();
    }

    static int caught(int rounds) {
        int n = 0;
        for (int i = 0; i < rounds; i++) {
            try {
                throwPicky();
            } catch (Picky e) {
                n++;
            }
            try {
                throwOwnCause();
            } catch (OwnCause e) {
                n++;
            }
        }
        return n;
    }

    public static void main(String[] args) {
        System.out.println("caught " + caught(1) + ", then " + caught(500));
        try {
            throwPicky();
        } catch (Exception e) {
            System.out.println("caught as Exception: " + e.getClass().getSimpleName());
        }
    }
}
