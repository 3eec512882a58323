import java.util.ArrayList;
import java.util.List;

/**
 * Type tests and exceptions and monitors: instanceof (true, false, null, arrays, interfaces),
 * checkcast (success, null, failure), athrow (caught locally, through several frames, rethrown
 * from catch and finally, with a cause), and monitorenter / monitorexit from synchronized blocks
 * (nested, re-entrant, left by an exception, shared with a second thread, used with wait/notify).
 */
public class OpObjects {

    public static void main(String[] args) throws InterruptedException {
        Object[] values = {"str", 12, null, new int[0], new String[0], new ArrayList<String>(), 'c'};
        for (Object v : values) {
            System.out.println("instanceof " + describe(v) + ": " + instanceOf(v));
        }
        for (Object v : values) {
            System.out.println("checkcast " + describe(v) + ": " + checkCast(v));
        }
        System.out.println("throw caught: " + throwCaught(3));
        System.out.println("throw deep: " + throwDeep());
        System.out.println("rethrow: " + rethrow());
        System.out.println("finally: " + finallyOrder() + " " + finallyOverrides());
        System.out.println("cause: " + withCause());
        System.out.println("custom: " + custom(5));
        System.out.println("monitors: " + monitors());
        System.out.println("monitor left by exception: " + monitorExceptionExit());
        System.out.println("two threads: " + twoThreads());
        System.out.println("wait/notify: " + waitNotify());
    }

    static String describe(Object v) {
        return v == null ? "null" : v.getClass().getSimpleName();
    }

    static String instanceOf(Object v) {
        return (v instanceof String) + " " + (v instanceof Number) + " " + (v instanceof Object[])
                + " " + (v instanceof int[]) + " " + (v instanceof List) + " " + (v instanceof Comparable)
                + " " + (v instanceof Object);
    }

    static String checkCast(Object v) {
        StringBuilder sb = new StringBuilder();
        try {
            String s = (String) v;
            sb.append("String ok ").append(s == null ? "null" : s.length());
        } catch (ClassCastException e) {
            sb.append("String CCE");
        }
        try {
            Comparable<?> c = (Comparable<?>) v;
            sb.append(", Comparable ok ").append(c != null);
        } catch (ClassCastException e) {
            sb.append(", Comparable CCE");
        }
        try {
            Object[] a = (Object[]) v;
            sb.append(", Object[] ok ").append(a == null ? -1 : a.length);
        } catch (ClassCastException e) {
            sb.append(", Object[] CCE");
        }
        return sb.toString();
    }

    static String throwCaught(int n) {
        try {
            if (n > 2) {
                throw new IllegalArgumentException("n=" + n);
            }
            return "not thrown";
        } catch (IllegalArgumentException e) {
            return "caught " + e.getMessage();
        }
    }

    static String throwDeep() {
        try {
            return "returned " + level1(0);
        } catch (UnsupportedOperationException e) {
            return "caught " + e.getMessage();
        }
    }

    static int level1(int x) {
        return level2(x + 1) + 1;
    }

    static int level2(int x) {
        return level3(x + 1) + 1;
    }

    static int level3(int x) {
        if (x == 2) {
            throw new UnsupportedOperationException("at depth " + x);
        }
        return x;
    }

    static String rethrow() {
        try {
            try {
                throw new IllegalStateException("inner");
            } catch (IllegalStateException e) {
                throw new RuntimeException("outer from " + e.getMessage());
            }
        } catch (RuntimeException e) {
            return e.getMessage();
        }
    }

    static String finallyOrder() {
        StringBuilder sb = new StringBuilder();
        try {
            try {
                sb.append("try ");
                throw new ArithmeticException("x");
            } finally {
                sb.append("finally ");
            }
        } catch (ArithmeticException e) {
            sb.append("catch");
        }
        return sb.toString();
    }

    @SuppressWarnings("finally")
    static String finallyOverrides() {
        try {
            throw new IllegalStateException("lost");
        } finally {
            return "finally wins";
        }
    }

    static String withCause() {
        try {
            try {
                Object o = "not a number";
                Integer i = (Integer) o;
                return "no " + i;
            } catch (ClassCastException e) {
                throw new IllegalStateException("wrapped", e);
            }
        } catch (IllegalStateException e) {
            return e.getMessage() + " <- " + e.getCause().getClass().getName();
        }
    }

    static String custom(int code) {
        try {
            throw new OpObjectsError(code);
        } catch (OpObjectsError e) {
            return e.getMessage() + " code " + e.code;
        }
    }

    static String monitors() {
        Object lock = new Object();
        StringBuilder sb = new StringBuilder();
        sb.append(Thread.holdsLock(lock));
        synchronized (lock) {
            sb.append(' ').append(Thread.holdsLock(lock));
            synchronized (lock) {
                sb.append(" reentrant ").append(Thread.holdsLock(lock));
                Object other = new Object();
                synchronized (other) {
                    sb.append(" nested ").append(Thread.holdsLock(other) && Thread.holdsLock(lock));
                }
            }
            sb.append(' ').append(Thread.holdsLock(lock));
        }
        sb.append(' ').append(Thread.holdsLock(lock));
        return sb.toString();
    }

    static String monitorExceptionExit() {
        Object lock = new Object();
        try {
            synchronized (lock) {
                throw new IllegalStateException("inside");
            }
        } catch (IllegalStateException e) {
            return e.getMessage() + " held " + Thread.holdsLock(lock);
        }
    }

    static int shared;

    static int twoThreads() throws InterruptedException {
        Object lock = new Object();
        shared = 0;
        Runnable work = () -> addMany(lock, 20000);
        Thread t1 = new Thread(work);
        Thread t2 = new Thread(work);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        return shared;
    }

    static void addMany(Object lock, int n) {
        for (int i = 0; i < n; i++) {
            synchronized (lock) {
                shared++;
            }
        }
    }

    static String waitNotify() throws InterruptedException {
        OpObjectsMailbox box = new OpObjectsMailbox();
        Thread producer = new Thread(() -> box.put("message"));
        producer.start();
        String got = box.take();
        producer.join();
        return got;
    }
}

class OpObjectsError extends RuntimeException {
    final int code;

    OpObjectsError(int code) {
        super("custom error");
        this.code = code;
    }
}

class OpObjectsMailbox {
    private String item;

    void put(String s) {
        synchronized (this) {
            item = s;
            notifyAll();
        }
    }

    String take() throws InterruptedException {
        synchronized (this) {
            while (item == null) {
                wait();
            }
            return item;
        }
    }
}
