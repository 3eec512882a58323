// rvm-options: --main-stack-mb=4
import java.util.ArrayList;
import java.util.List;

/** Exceptions the JVM raises, custom exceptions, finally ordering, try-with-resources, chaining, traces. */
public class Exceptions {
    static class AppException extends Exception {
        final int code;

        AppException(String msg, int code) {
            super(msg);
            this.code = code;
        }

        AppException(String msg, Throwable cause) {
            super(msg, cause);
            this.code = -1;
        }
    }

    static class DetailException extends AppException {
        DetailException(String msg) {
            super("detail: " + msg, 99);
        }
    }

    static class Res implements AutoCloseable {
        final String name;
        final boolean failOnClose;
        final List<String> log;

        Res(String name, boolean failOnClose, List<String> log) {
            this.name = name;
            this.failOnClose = failOnClose;
            this.log = log;
            log.add("open " + name);
        }

        @Override
        public void close() throws AppException {
            log.add("close " + name);
            if (failOnClose) {
                throw new AppException("close failed: " + name, 7);
            }
        }
    }

    static void p(String s) {
        System.out.println(s);
    }

    static String name(Throwable t) {
        return t.getClass().getName();
    }

    static void jvmRaised() {
        int zero = 0;
        long lzero = 0;
        Object[] cases = new Object[0];
        for (int i = 0; i < 16; i++) {
            try {
                switch (i) {
                    case 0 -> p("idiv " + (10 / zero));
                    case 1 -> p("irem " + (10 % zero));
                    case 2 -> p("ldiv " + (10L / lzero));
                    case 3 -> {
                        int[] arr = new int[3];
                        p("aload " + arr[zero + 5]);
                    }
                    case 4 -> {
                        String[] arr = new String[2];
                        arr[zero - 1] = "x";
                    }
                    case 5 -> p("newarray " + new long[zero - 1].length);
                    case 6 -> p("multi " + new int[2][zero - 2].length);
                    case 7 -> {
                        Object[] arr = new String[1];
                        arr[0] = Integer.valueOf(1);
                    }
                    case 8 -> {
                        Object o = "str";
                        p("cast " + (Integer) o);
                    }
                    case 9 -> {
                        String s = null;
                        p("npe call " + s.length());
                    }
                    case 10 -> {
                        int[] a = null;
                        p("npe arraylength " + a.length);
                    }
                    case 11 -> {
                        Res r = null;
                        p("npe getfield " + r.name);
                    }
                    case 12 -> {
                        Integer boxed = null;
                        int x = boxed;
                        p("npe unbox " + x);
                    }
                    case 13 -> {
                        RuntimeException re = null;
                        throw re;
                    }
                    case 14 -> {
                        Object lock = null;
                        synchronized (lock) {
                            p("unreachable");
                        }
                    }
                    case 15 -> p("charAt " + "abc".charAt(5));
                    default -> p("none");
                }
                p(i + ": no exception");
            } catch (ArithmeticException | ArrayIndexOutOfBoundsException | NegativeArraySizeException
                    | ArrayStoreException e) {
                p(i + ": " + name(e) + ": " + e.getMessage());
            } catch (ClassCastException | NullPointerException | StringIndexOutOfBoundsException e) {
                // Messages of these differ between JDK releases or name class loaders.
                p(i + ": " + name(e));
            }
        }
        if (cases.length != 0) {
            p("never");
        }
    }

    static int depth;

    static void recurse() {
        depth++;
        recurse();
    }

    static String order(int mode) {
        StringBuilder sb = new StringBuilder();
        try {
            sb.append("try ");
            if (mode == 1) {
                throw new IllegalStateException("m1");
            }
            if (mode == 2) {
                throw new AppException("m2", 2);
            }
            if (mode == 3) {
                return sb.append("return-in-try ").toString();
            }
            sb.append("end-try ");
        } catch (IllegalStateException e) {
            sb.append("catch-ISE(").append(e.getMessage()).append(") ");
        } catch (AppException e) {
            sb.append("catch-App(").append(e.code).append(") ");
        } finally {
            sb.append("finally");
        }
        return sb.toString();
    }

    @SuppressWarnings("finally")
    static int finallyOverrides(int mode) {
        int x = 1;
        try {
            if (mode == 0) {
                return x;
            }
            throw new RuntimeException("lost");
        } finally {
            x = 100;
            if (mode != 2) {
                return x + mode;
            }
        }
    }

    static int finallyDoesNotChangeReturned() {
        int x = 1;
        try {
            return x;
        } finally {
            x = 50;
        }
    }

    static String nested() {
        StringBuilder sb = new StringBuilder();
        try {
            try {
                try {
                    sb.append("a");
                    throw new IllegalArgumentException("inner");
                } finally {
                    sb.append("b");
                }
            } catch (IllegalStateException e) {
                sb.append("WRONG");
            } finally {
                sb.append("c");
            }
        } catch (IllegalArgumentException e) {
            sb.append("d(").append(e.getMessage()).append(")");
            try {
                throw new UnsupportedOperationException("again");
            } catch (RuntimeException e2) {
                sb.append("e(").append(name(e2)).append(")");
            }
        } finally {
            sb.append("f");
        }
        return sb.toString();
    }

    static void twr(boolean failBody, boolean failClose1, boolean failClose2) {
        List<String> log = new ArrayList<>();
        try (Res a = new Res("A", failClose1, log); Res b = new Res("B", failClose2, log)) {
            log.add("body " + a.name + b.name);
            if (failBody) {
                throw new IllegalStateException("body failed");
            }
        } catch (Exception e) {
            StringBuilder sb = new StringBuilder("caught " + e.getMessage());
            for (Throwable s : e.getSuppressed()) {
                sb.append(" [suppressed ").append(s.getMessage()).append("]");
            }
            log.add(sb.toString());
        } finally {
            log.add("finally");
        }
        p(String.join("; ", log));
    }

    static void rethrow(int v) throws AppException {
        try {
            if (v > 0) {
                throw new DetailException("v=" + v);
            }
            throw new AppException("plain", 0);
        } catch (final Exception e) {
            p("rethrowing " + e.getMessage());
            throw e; // precise rethrow: only AppException escapes
        }
    }

    static void level3(int x) throws AppException {
        try {
            int[] a = new int[2];
            a[x] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new AppException("level3 wrap", e);
        }
    }

    static void level2(int x) {
        try {
            level3(x);
        } catch (AppException e) {
            throw new RuntimeException("level2 wrap", e);
        }
    }

    static void printGuestTrace(Throwable t) {
        for (StackTraceElement el : t.getStackTrace()) {
            if (el.getClassName().startsWith("Exceptions")) {
                p("    at " + el.getClassName() + "." + el.getMethodName() + "(" + el.getFileName() + ":"
                        + el.getLineNumber() + ")");
            }
        }
    }

    public static void main(String[] args) {
        jvmRaised();

        try {
            recurse();
        } catch (StackOverflowError e) {
            p("StackOverflowError caught: " + name(e) + " deep=" + (depth > 50));
        }
        depth = 0;
        recurse2Safe();

        for (int m = 0; m < 4; m++) {
            p("order(" + m + ") = " + order(m));
        }
        p("finallyOverrides " + finallyOverrides(0) + " " + finallyOverrides(1) + " "
                + finallyDoesNotChangeReturned());
        try {
            finallyOverrides(2);
        } catch (RuntimeException e) {
            p("finallyOverrides(2) threw " + e.getMessage());
        }
        p("nested " + nested());

        twr(false, false, false);
        twr(true, false, false);
        twr(true, true, true);
        twr(false, true, false);
        twr(false, true, true);

        for (int v = 0; v < 2; v++) {
            try {
                rethrow(v);
            } catch (DetailException e) {
                p("got DetailException " + e.getMessage() + " code " + e.code);
            } catch (AppException e) {
                p("got AppException " + e.getMessage() + " code " + e.code);
            }
        }

        try {
            level2(5);
        } catch (RuntimeException e) {
            Throwable t = e;
            while (t != null) {
                p("chain: " + t);
                t = t.getCause();
            }
            p("root cause is AIOOBE: " + (e.getCause().getCause() instanceof ArrayIndexOutOfBoundsException));
            p("trace of " + e.getMessage() + ":");
            printGuestTrace(e);
            p("trace of cause " + e.getCause().getCause().getMessage() + ":");
            printGuestTrace(e.getCause().getCause());
        }

        Throwable custom = new Error("custom error", null);
        p(custom + " cause=" + custom.getCause());
        Exception withSupp = new Exception("main");
        withSupp.addSuppressed(new RuntimeException("s1"));
        withSupp.addSuppressed(new Error("s2"));
        p(withSupp.getSuppressed().length + " " + withSupp.getSuppressed()[1]);
        try {
            throw new AssertionError("assert " + 42);
        } catch (AssertionError e) {
            p(name(e) + ": " + e.getMessage());
        }
        p("done");
    }

    static void recurse2Safe() {
        // A second overflow after the first one still works.
        try {
            deepSum(1);
        } catch (StackOverflowError e) {
            p("second StackOverflowError caught: " + (depth > 50));
        }
    }

    static long deepSum(long n) {
        depth++;
        return n + deepSum(n + 1);
    }
}
