package rvm.core.runtime;

import java.lang.invoke.CallSite;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import rvm.core.loader.GuestClassLoader;
import rvm.core.model.GuestMethod;

/**
 * The bootstrap method of every entry stub: binds the stub's {@code invokedynamic} to its
 * method's entry slot.
 *
 * <p>Each stub passes its method's id as the static argument; the slot is a
 * {@link java.lang.invoke.MutableCallSite} whose target is the method's current tier, so
 * HotSpot inlines through it and deoptimises only when the tier changes.
 */
public final class EntrySlots {

    /**
     * {@link #bootstrap} as the bootstrap handle of an {@code invokedynamic}: every entry stub's,
     * and compiled code's direct static calls (whose descriptor is the callee's, as the stub's is).
     */
    public static final Handle BOOTSTRAP = new Handle(Opcodes.H_INVOKESTATIC,
            "rvm/core/runtime/EntrySlots", "bootstrap",
            "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;"
                    + "Ljava/lang/invoke/MethodType;I)Ljava/lang/invoke/CallSite;", false);

    private EntrySlots() {
    }

    /** Bootstrap: returns the entry slot of method {@code methodId} of the caller's model. */
    public static CallSite bootstrap(MethodHandles.Lookup caller, String name, MethodType type,
                                     int methodId) {
        ClassLoader loader = caller.lookupClass().getClassLoader();
        if (!(loader instanceof GuestClassLoader)) {
            throw new IllegalStateException("entry stub outside a guest class: " + caller.lookupClass());
        }
        GuestMethod method = ((GuestClassLoader) loader).model().method(methodId);
        CallSite slot = method.slot();
        if (!slot.type().equals(type)) {
            throw new IllegalStateException("entry stub type " + type + " does not match slot "
                    + slot.type() + " of " + method.jvmName());
        }
        return slot;
    }
}
