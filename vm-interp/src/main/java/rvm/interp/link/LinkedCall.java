package rvm.interp.link;

import java.lang.invoke.MethodHandle;
import rvm.core.model.GuestMethod;

/**
 * A resolved invoke instruction. A guest method that needs no selection ({@code invokestatic},
 * {@code invokespecial}, private and final targets) is {@link #direct}; a virtual or interface call
 * on a guest receiver selects its target per receiver class (inline cache); everything else goes
 * through {@link #host}, a method handle the host JVM dispatches.
 */
public final class LinkedCall {

    /** Receiver classes whose target is not interpretable guest code take this target. */
    public static final Object HOST = new Object();

    public final String name;
    public final String descriptor;
    /** Argument kinds in slot order (receiver first when there is one). */
    public final char[] argKinds;
    public final int argSlots;
    public final char returnKind;
    public final int returnSlots;
    /** 1 when the call returns a reference (into the first argument's slot), else 0. */
    public final int returnRefs;
    /** The target when no selection is needed, else {@code null}. */
    public final GuestMethod direct;
    /** A host handle taking all arguments boxed in an {@code Object[]} and returning a boxed result. */
    public final MethodHandle host;
    /** Whether this call needs virtual selection on the receiver's class. */
    public final boolean virtual;
    /**
     * The package of the resolved method when it is a package-private guest method (only methods of
     * the same package can override it), else {@code null}.
     */
    public final String packagePrivateIn;
    /** Whether the call has a receiver that must not be null (any instance call but a constructor's). */
    public final boolean hasReceiver;
    /** Whether the callee is {@code fillInStackTrace}, after which the trace shows VM frames again. */
    public final boolean refillsStackTrace;
    /** The monomorphic inline cache: the last receiver class and its target. */
    public volatile Cached cached;
    /**
     * This site's key in the call announcements' registry ({@code ExactCalls.register}: the exact
     * profiler's and counter-based sampling's), 0 until its first announced call.
     */
    public int exactKey;
    /** This site's call counts under {@code --call-counts}, else {@code null}. */
    public CallCounts.Site counts;

    /** One inline-cache entry. */
    public record Cached(Class<?> receiverClass, Object target) {
    }

    LinkedCall(String name, String descriptor, char[] argKinds, GuestMethod direct, MethodHandle host,
             boolean virtual) {
        this(name, descriptor, argKinds, direct, host, virtual, null);
    }

    LinkedCall(String name, String descriptor, char[] argKinds, GuestMethod direct, MethodHandle host,
             boolean virtual, String packagePrivateIn) {
        this.name = name;
        this.descriptor = descriptor;
        this.argKinds = argKinds;
        this.argSlots = Descriptors.slots(argKinds);
        this.returnKind = Descriptors.returnKind(descriptor);
        this.returnSlots = Descriptors.size(returnKind);
        this.returnRefs = returnKind == 'L' ? 1 : 0;
        this.direct = direct;
        this.host = host;
        this.virtual = virtual;
        this.packagePrivateIn = packagePrivateIn;
        this.hasReceiver = argKinds.length > org.objectweb.asm.Type.getArgumentTypes(descriptor).length
                && !name.equals("<init>");
        this.refillsStackTrace = name.equals("fillInStackTrace") && descriptor.equals("()Ljava/lang/Throwable;");
    }
}
