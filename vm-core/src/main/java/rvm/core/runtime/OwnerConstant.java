package rvm.core.runtime;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.MutableCallSite;

/**
 * A per-thread value that compiled code looks up, which is a constant of that code while only one
 * thread asks for it: the counter trigger's countdown slot ({@link SampledInstrumentation#slot}).
 *
 * <p>Why: a lookup by thread (its id, masked, as an index) is three dependent loads on every
 * compiled entry, and the countdown's read and write wait for them
 * (docs/decisions/029-counter-slot-constant-while-one-thread-runs.md; CBS's announcement slot,
 * read on taken paths only, measured slower this way and keeps its lookup).
 *
 * <p>How: one {@link MutableCallSite}, whose target changes at most twice after {@link #reset}.
 * First, the thread that asks first becomes the owner, and the target becomes
 * {@code currentThread() == owner ? ownersValue : switchToLookup()}: C2 compiles a compare with a
 * constant and a constant value. Then the first other thread to ask retargets it to the lookup,
 * for good; code compiled against the owner's form is deoptimised once. The owner's value is the
 * one the lookup gives its thread, so what the owner's running activations hold stays right.
 *
 * <p>Constraints: read through {@link #site}, held in a {@code static final} field, so that C2
 * compiles the site's current target into the caller; {@link #reset} only while no thread uses the
 * value.
 */
public final class OwnerConstant {

    private static final MethodHandle FIRST;
    private static final MethodHandle SWITCH;
    private static final MethodHandle IS_CURRENT;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            FIRST = l.findVirtual(OwnerConstant.class, "first", MethodType.methodType(Object.class));
            SWITCH = l.findVirtual(OwnerConstant.class, "switchToLookup", MethodType.methodType(Object.class));
            IS_CURRENT = l.findStatic(OwnerConstant.class, "isCurrent",
                    MethodType.methodType(boolean.class, Thread.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final MethodHandle lookup;
    private final MethodHandle first;
    private final MethodHandle switchToLookup;
    private final MutableCallSite site;

    /**
     * @param lookup the value for the current thread, {@code ()T} for a primitive or reference
     *        {@code T}: called by every thread once a second one asks, and by the owner once
     */
    public OwnerConstant(MethodHandle lookup) {
        if (lookup.type().parameterCount() != 0 || lookup.type().returnType() == void.class) {
            throw new IllegalArgumentException("a lookup takes nothing and returns a value: " + lookup.type());
        }
        this.lookup = lookup;
        MethodType type = lookup.type();
        this.first = FIRST.bindTo(this).asType(type);
        this.switchToLookup = SWITCH.bindTo(this).asType(type);
        this.site = new MutableCallSite(first);
    }

    /**
     * Where compiled code finds the value: keep it in a {@code static final} field and call
     * {@code (T) SITE.getTarget().invokeExact()}. C2 folds a constant call site's target into a
     * constant (and recompiles the code when it changes), whereas a call through
     * {@link MutableCallSite#dynamicInvoker} stays a virtual call of {@code getTarget}.
     */
    public MutableCallSite site() {
        return site;
    }

    /** Whether a second thread has asked, so that every thread looks its value up. */
    public boolean perThread() {
        return site.getTarget() == lookup;
    }

    /** Back to no owner: the next thread to ask becomes it. */
    public void reset() {
        synchronized (site) {
            retarget(first);
        }
    }

    private static boolean isCurrent(Thread t) {
        return Thread.currentThread() == t;
    }

    /** The first thread to ask: it becomes the owner (unless another got there first). */
    private Object first() throws Throwable {
        synchronized (site) {
            if (site.getTarget() == first) {
                Object mine = lookup.invoke();
                MethodHandle constant = MethodHandles.constant(lookup.type().returnType(), mine);
                MethodHandle isOwner = MethodHandles.insertArguments(IS_CURRENT, 0, Thread.currentThread());
                retarget(MethodHandles.guardWithTest(isOwner, constant, switchToLookup));
            }
        }
        return site.getTarget().invoke();
    }

    /** A thread other than the owner asks: every thread looks its value up from now on. */
    private Object switchToLookup() throws Throwable {
        synchronized (site) {
            if (site.getTarget() != lookup && site.getTarget() != first) {
                retarget(lookup);
            }
        }
        return site.getTarget().invoke();
    }

    private void retarget(MethodHandle target) {
        site.setTarget(target);
        MutableCallSite.syncAll(new MutableCallSite[] {site});
    }
}
