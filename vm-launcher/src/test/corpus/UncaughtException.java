/** Ends with an uncaught exception (exit 1): the default handler prints a guest-only trace with a cause. */
public class UncaughtException {
    static class ConfigException extends RuntimeException {
        ConfigException(String msg, Throwable cause) {
            super(msg, cause);
        }
    }

    static int parse(String s) {
        return Integer.parseInt(s.trim());
    }

    static void b(int depth) {
        System.out.println("b(" + depth + ")");
        RuntimeException root = new IllegalArgumentException("root cause at depth " + depth);
        throw new ConfigException("bad config value", root);
    }

    static void a(int depth) {
        try {
            System.out.println("a(" + depth + ") enter");
            b(depth + 1);
        } finally {
            System.out.println("a(" + depth + ") finally runs before the thread dies");
        }
    }

    public static void main(String[] args) {
        System.out.println("parsed " + parse(" 41 ") + 1);
        System.err.println("about to fail");
        a(1);
        System.out.println("not reached");
    }
}
