package rvm.interp.stack;

import org.objectweb.asm.Opcodes;
import rvm.core.model.ClassModel;
import rvm.core.model.GuestClass;
import rvm.core.model.GuestMethod;
import rvm.core.runtime.ExactCalls;
import rvm.core.stack.CallerLookup;

/**
 * The caller lookup of the profilers whose callers announce their calls: the exact profiler's call
 * site ({@link ExactCalls}) when it fits the callee, else a stack walk ({@link LiveGuestStack}); and
 * counter-based sampling's ({@code CbsCalls}), checked the same way ({@link #announcedCaller}).
 *
 * <p>An announcement fits when it names the callee (interpreted callers know it), or when the
 * site's symbolic target could have selected the callee: same name and descriptor, and the
 * callee's class related to the site's guest owner class (the same, a subclass that overrides, or a
 * superclass whose method is inherited). A site whose owner is a JDK class or interface
 * ({@code Object.equals}, {@code Runnable.run}) never fits on its own: the JDK method it names may
 * have run and called back a guest method of the same name, so those callees are walked. The last
 * callee a site was accepted for is remembered, so that a monomorphic site is checked once.
 *
 * <p>Known gap: a compiled call through a guest owner class that inherits the method from a JDK
 * class (a guest {@code List} extending {@code AbstractList}, called with {@code equals}) runs
 * JDK code, which may call back a same-named override in a related guest class (a subclass's
 * {@code equals}); that callback fits the announcement and is credited to the guest call site,
 * not to the JDK method. Interpreted callers name the method they selected, so they are exact.
 *
 * <p>Constraints: as {@link CallerLookup}; the cache of accepted callees is racy but only ever
 * holds accepted pairs.
 */
public final class AnnouncedCallers implements CallerLookup {

    private final LiveGuestStack walk;
    private final ClassModel model;
    /** Per site key: the last callee id accepted, plus 1 (0 for none). */
    private volatile int[] accepted = new int[256];

    public AnnouncedCallers(LiveGuestStack walk, ClassModel model) {
        this.walk = walk;
        this.model = model;
    }

    @Override
    public long callerOf(int calleeId) {
        long site = announced(calleeId);
        return site != NO_CALLER ? site : walk.callerOf(calleeId);
    }

    @Override
    public long callerOfInterpreted(int calleeId) {
        long site = announced(calleeId);
        return site != NO_CALLER ? site : walk.callerOfInterpreted(calleeId);
    }

    /** The announced call site, taken, when it fits {@code calleeId}; else {@link #NO_CALLER}. */
    private long announced(int calleeId) {
        long announced = ExactCalls.take();
        if (announced != 0) {
            int key = (int) (announced >>> 32);
            int known = (int) announced - 1;
            if (known >= 0 ? known == calleeId : fits(key, calleeId)) {
                ExactCalls.Site s = ExactCalls.site(key);
                return CallerLookup.pack(s.callerId(), s.bci());
            }
        }
        return NO_CALLER;
    }

    /** Counter-based sampling's announcements ({@code CbsCalls}), checked as compiled code's are here. */
    @Override
    public long announcedCaller(int siteKey, int calleeId) {
        if (siteKey <= 0 || !fits(siteKey, calleeId)) {
            return NO_CALLER;
        }
        ExactCalls.Site s = ExactCalls.site(siteKey);
        return CallerLookup.pack(s.callerId(), s.bci());
    }

    private boolean fits(int key, int calleeId) {
        int[] a = accepted;
        if (key < a.length && a[key] == calleeId + 1) {
            return true;
        }
        ExactCalls.Site s = ExactCalls.site(key);
        GuestMethod callee = model.method(calleeId);
        if (!callee.name().equals(s.name()) || !callee.descriptor().equals(s.descriptor())) {
            return false;
        }
        GuestClass owner = model.forName(s.owner());
        if (owner == null || owner.hostClass() == null) {
            return false;
        }
        Class<?> site = owner.hostClass();
        Class<?> target = callee.owner().hostClass();
        boolean related = s.opcode() == Opcodes.INVOKESTATIC || s.opcode() == Opcodes.INVOKESPECIAL
                ? target.isAssignableFrom(site)
                : target.isAssignableFrom(site) || site.isAssignableFrom(target);
        if (related) {
            remember(key, calleeId);
        }
        return related;
    }

    private synchronized void remember(int key, int calleeId) {
        int[] a = accepted;
        if (key >= a.length) {
            a = java.util.Arrays.copyOf(a, Math.max(key + 1, a.length * 2));
        }
        a[key] = calleeId + 1;
        accepted = a;
    }

    @Override
    public String name(int methodKey) {
        return walk.name(methodKey);
    }
}
