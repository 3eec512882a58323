package rvm.interp.link;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.MethodInsnNode;
import rvm.core.runtime.HostThreads;

/**
 * How the guest ends the process: the shutdown hooks it registers, which the VM's own reports must
 * wait for, and {@code Runtime.halt}, which runs no hook at all.
 *
 * <p>The guest's calls of {@code Runtime.addShutdownHook}, {@code removeShutdownHook} and
 * {@code halt} are intrinsics ({@link Linker}): in every tier, and in constructors and static
 * initialisers, they come here. Each does what the JDK does, with the JDK's exceptions (it calls
 * the real method), and also records the hook, or runs the VM's {@linkplain #beforeHalt action}
 * before halting. A launcher's own shutdown hook calls {@link #awaitHooks} so that its reports
 * (a DCG above all) include what the guest's hooks did: the JDK starts every hook at once and
 * runs them concurrently.
 *
 * <p>Constraints: only calls made by guest code rvm loaded are seen; a hook registered through
 * reflection, a method handle, or by JDK code on the guest's behalf is not waited for.
 */
public final class GuestShutdown {

    /** The intrinsic calls, {@code Runtime} instance methods, by name and descriptor. */
    private static final List<String> CALLS = List.of("addShutdownHook(Ljava/lang/Thread;)V",
            "removeShutdownHook(Ljava/lang/Thread;)Z", "halt(I)V");

    /** How long a recorded hook may stay unstarted once the JDK runs hooks (it starts all in one loop). */
    private static final long START_WAIT_MILLIS = 5_000;

    private final Set<Thread> hooks = ConcurrentHashMap.newKeySet();
    private volatile Runnable beforeHalt;

    GuestShutdown() {
    }

    /** Whether {@code m} is one of the calls answered here. */
    static boolean isIntrinsic(MethodInsnNode m) {
        return m.getOpcode() == Opcodes.INVOKEVIRTUAL && m.owner.equals("java/lang/Runtime")
                && CALLS.contains(m.name + m.desc);
    }

    /** A direct handle for the intrinsic call {@code m}, of its natural type {@code (Runtime, args)ret}. */
    MethodHandle handle(MethodInsnNode m) throws NoSuchMethodException, IllegalAccessException {
        MethodType type = MethodType.fromMethodDescriptorString(m.desc, null).insertParameterTypes(0, Runtime.class);
        return MethodHandles.lookup().findVirtual(GuestShutdown.class, m.name, type).bindTo(this);
    }

    /** The guest's {@code runtime.addShutdownHook(hook)}: registered with the JDK, and recorded. */
    void addShutdownHook(Runtime runtime, Thread hook) {
        boolean added = hook != null && hooks.add(hook); // first, so a shutdown that starts meanwhile waits for it
        try {
            runtime.addShutdownHook(hook);
        } catch (RuntimeException | Error e) {
            if (added) {
                hooks.remove(hook);
            }
            throw e;
        }
    }

    /** The guest's {@code runtime.removeShutdownHook(hook)}. */
    boolean removeShutdownHook(Runtime runtime, Thread hook) {
        boolean removed = runtime.removeShutdownHook(hook);
        if (removed) {
            hooks.remove(hook);
        }
        return removed;
    }

    /** The guest's {@code runtime.halt(status)}: the VM's action, then the halt. */
    void halt(Runtime runtime, int status) {
        Runnable action = beforeHalt;
        if (action != null) {
            action.run();
        }
        runtime.halt(status);
    }

    /**
     * Sets what runs on the guest's thread when the guest calls {@code Runtime.halt}, before the
     * process halts (no shutdown hook runs then); {@code null} for nothing.
     */
    public void beforeHalt(Runnable action) {
        beforeHalt = action;
    }

    /**
     * Waits, during shutdown, until every hook the guest registered has been started by the JDK and
     * has ended. A hook the JDK never starts (its start loop failed) is given up after 5 s.
     */
    public void awaitHooks() {
        for (Thread hook : List.copyOf(hooks)) {
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(START_WAIT_MILLIS);
            while (hook.getState() == Thread.State.NEW && hooks.contains(hook) && System.nanoTime() < deadline) {
                try {
                    Thread.sleep(1);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
            HostThreads.joinUninterruptibly(hook);
        }
    }
}
