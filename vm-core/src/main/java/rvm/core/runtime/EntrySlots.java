package rvm.core.runtime;

import java.lang.invoke.CallSite;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
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
        if (!method.owner().hasOriginalLookup()) {
            // the stub's own class's lookup: a method of the class can run before its initialiser
            // hands the lookup over (see GuestClass.lookup)
            method.owner().model().setOriginalLookup(caller);
        }
        CallSite slot = method.slot();
        if (!slot.type().equals(type)) {
            throw new IllegalStateException("entry stub type " + type + " does not match slot "
                    + slot.type() + " of " + method.jvmName());
        }
        return slot;
    }
}
