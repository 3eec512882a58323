/** Calls System.exit(3) from a nested call: earlier output is flushed, finally blocks do not run, hooks do. */
public class SystemExit {
    static void shutdownFrom(int depth) {
        if (depth == 0) {
            System.out.println("exiting with status 3");
            System.err.println("stderr before exit");
            System.out.print("partial line without newline");
            System.exit(3);
        }
        try {
            shutdownFrom(depth - 1);
        } finally {
            System.out.println("finally at depth " + depth + " (must not print)");
        }
    }

    public static void main(String[] args) throws Exception {
        Thread hook = new Thread(() -> System.err.println("shutdown hook ran"), "exit-hook");
        Runtime.getRuntime().addShutdownHook(hook);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            sb.append(i * i).append(' ');
        }
        System.out.println("squares " + sb.toString().trim());
        try {
            shutdownFrom(3);
        } catch (Throwable t) {
            System.out.println("caught (must not print) " + t.getClass().getName());
        } finally {
            System.out.println("main finally (must not print)");
        }
        System.out.println("after exit (must not print)");
    }
}
