import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Weak references clear once their referent's last use is over, whatever kind of frame used it: an
 * object must become unreachable under the VM exactly when it does on the host.
 */
public class WeakReferences {

    static final class Payload {
        final byte[] bytes = new byte[1024];
    }

    /**
     * Collects until {@code w} clears, at most a number of times, waiting a little longer after each
     * try: G1 skips a System.gc() while another thread is in a JNI critical region (under rvm its
     * compiler thread, unpacking classes from a jar) and collects when that thread leaves it.
     */
    static boolean clears(WeakReference<?> w) {
        for (int i = 0; i < 20 && w.get() != null; i++) {
            System.gc();
            if (w.get() != null) {
                try {
                    Thread.sleep(i);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
        }
        return w.get() == null;
    }

    static void check(String what, WeakReference<?> w) {
        System.out.println(what + ": " + (clears(w) ? "cleared" : "still reachable"));
    }

    static int use(Object a, Object b) {
        return (a.hashCode() ^ b.hashCode()) & 1;
    }

    static void useOnly(Object a, Object b, Object c) {
        if (a == null || b == null || c == null) {
            throw new IllegalStateException();
        }
    }

    static WeakReference<Payload> madeInACallee() {
        Payload p = new Payload();
        WeakReference<Payload> w = new WeakReference<>(p);
        useOnly(p, p, p);
        return w;
    }

    /** The referent was an argument of calls and a constructor; the local is cleared. */
    static void operandStack() {
        Payload p = new Payload();
        WeakReference<Payload> w = new WeakReference<>(p);
        useOnly(w, p, p);
        int sum = use(w, p);
        p = null;
        check("argument of calls and a constructor " + (sum >= 0), w);
    }

    /** The referent was stored into an array and a field, compared, and dropped. */
    static Object field;

    static void storesAndCompares() {
        Payload p = new Payload();
        WeakReference<Payload> w = new WeakReference<>(p);
        Object[] array = {null, null};
        array[1] = p;
        field = p;
        boolean same = array[1] == field;
        array = null;
        field = null;
        p = null;
        check("stored, compared and dropped " + same, w);
    }

    static void interpretedCallee() {
        check("made in a returned callee", madeInACallee());
    }

    /** A guest method called back by the JDK, which calls further guest methods, made the referent. */
    static void callback() {
        List<WeakReference<Payload>> refs = new ArrayList<>();
        Supplier<WeakReference<Payload>> maker = () -> {
            Payload p = new Payload();
            useOnly(p, p, p);
            WeakReference<Payload> w = madeInACallee();
            useOnly(w, p, w);
            return new WeakReference<>(p);
        };
        List.of(1).forEach(i -> refs.add(maker.get()));
        check("made in a JDK callback", refs.get(0));
    }

    static final class Holder {
        final WeakReference<Payload> ref;

        Holder() {
            Payload p = new Payload();
            useOnly(p, p, p); // a constructor calling guest methods
            ref = madeInACallee();
            useOnly(ref, p, p);
        }
    }

    static void constructor() {
        check("made by a constructor", new Holder().ref);
    }

    /** The referent lives across a long loop (compiled and entered by on-stack replacement), then is dropped. */
    static void longLoop() {
        Payload p = new Payload();
        WeakReference<Payload> w = new WeakReference<>(p);
        long sum = 0;
        for (int i = 0; i < 30_000; i++) {
            sum += (i ^ p.bytes.length) & 3;
        }
        p = null;
        check("kept across a long loop " + (sum > 0), w);
    }

    /** The referent was a caught exception's payload. */
    static void exception() {
        WeakReference<Payload> w;
        try {
            Payload p = new Payload();
            w = new WeakReference<>(p);
            throw new IllegalStateException(String.valueOf(p.bytes.length));
        } catch (IllegalStateException e) {
            w = new WeakReference<>(null);
        }
        WeakReference<IllegalStateException> thrown = thrownAndCaught();
        check("a caught exception", thrown);
    }

    static WeakReference<IllegalStateException> thrownAndCaught() {
        try {
            throw new IllegalStateException("caught");
        } catch (IllegalStateException e) {
            return new WeakReference<>(e);
        }
    }

    static synchronized void locked() {
        Payload p = new Payload();
        WeakReference<Payload> w = new WeakReference<>(p);
        lockBriefly(p, w);
        p = null;
        check("locked and unlocked", w);
    }

    /** Its monitor's object stays in a local of its own (javac's), which the host keeps until the frame ends. */
    static void lockBriefly(Payload p, Object other) {
        synchronized (p) {
            useOnly(p, other, p);
        }
    }

    public static void main(String[] args) {
        for (int round = 0; round < 3; round++) { // the first rounds run interpreted, the later compiled
            System.out.println("round " + round);
            operandStack();
            storesAndCompares();
            interpretedCallee();
            callback();
            constructor();
            exception();
            locked();
        }
        longLoop();
    }
}
