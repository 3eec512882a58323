package rvm.core.runtime;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Call sites announced to the exact profiler ({@code --profile=exact}): the caller, just before
 * it calls, tells its thread which call site is calling, so that the callee's prologue can name its
 * caller without a stack walk.
 *
 * <p>Interpreted code knows the method it is about to run and announces it too
 * ({@link #call(int, int)}); compiled code announces only the site ({@link #call(int)}) and the
 * profiler checks the callee against the site's symbolic target. A prologue that finds no
 * announcement, or one that does not fit it (a JDK method in between that called back into guest
 * code, a static initialiser run first), walks the stack instead. Every prologue takes the
 * announcement ({@link #take}), so a stale one is never read twice.
 *
 * <p>Calls made from guest constructors and static initialisers (host bytecode) are not announced.
 *
 * <p>Whether calls are announced is the executor's configuration (its {@code Instrumentation}):
 * nothing here switches it on.
 *
 * <p>Constraints: sites are registered from any thread; announcements are per thread. A static
 * class because compiled code calls it.
 */
public final class ExactCalls {

    /**
     * A registered call site.
     *
     * @param callerId   the guest method id of the caller
     * @param bci        the invoke instruction's bytecode index in the caller's class file
     * @param opcode     the invoke opcode
     * @param owner      the symbolic owner class, internal form
     * @param name       the symbolic method name
     * @param descriptor the symbolic method descriptor
     */
    public record Site(int callerId, int bci, int opcode, String owner, String name, String descriptor) {
    }

    private static final ThreadLocal<long[]> PENDING = ThreadLocal.withInitial(() -> new long[1]);
    private static final ConcurrentMap<Long, Integer> KEYS = new ConcurrentHashMap<>();
    private static final Object LOCK = new Object();
    /** Sites by key; key 0 is no site. Replaced, never changed in place, under {@link #LOCK}. */
    private static volatile Site[] sites = new Site[256];
    private static int count = 1;

    private ExactCalls() {
    }

    /** The key of a call site, registered on first use; the same site always gets the same key. */
    public static int register(int callerId, int bci, int opcode, String owner, String name, String descriptor) {
        Long id = ((long) callerId << 32) | (bci & 0xffffffffL);
        return GuestPathMaps.getOrComputeOnce(KEYS, id, LOCK, k -> {
            Site[] s = sites;
            if (count == s.length) {
                s = java.util.Arrays.copyOf(s, s.length * 2);
            }
            s[count] = new Site(callerId, bci, opcode, owner, name, descriptor);
            sites = s;
            return count++;
        });
    }

    /** The site of a key {@link #register} gave out. */
    public static Site site(int key) {
        return sites[key];
    }

    /** Compiled code is about to call through site {@code key}. */
    public static void call(int key) {
        PENDING.get()[0] = (long) key << 32;
    }

    /** Interpreted code is about to call guest method {@code calleeId} through site {@code key}. */
    public static void call(int key, int calleeId) {
        PENDING.get()[0] = ((long) key << 32) | (calleeId + 1L);
    }

    /** Interpreted code is about to call a JDK method: whatever it calls back is not announced. */
    public static void clear() {
        PENDING.get()[0] = 0;
    }

    /**
     * Takes the current thread's announcement: the site key in the high half, the callee id plus 1
     * (0 when the caller did not know it) in the low half; 0 when there is none.
     */
    public static long take() {
        long[] p = PENDING.get();
        long v = p[0];
        p[0] = 0;
        return v;
    }
}
