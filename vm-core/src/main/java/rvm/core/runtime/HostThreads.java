package rvm.core.runtime;

/** What the VM's own code does with host threads. */
public final class HostThreads {

    private HostThreads() {
    }

    /**
     * Waits for {@code t} to end, however often the waiting thread is interrupted meanwhile; an
     * interrupt is kept (the waiting thread's flag is set again afterwards), not lost.
     */
    public static void joinUninterruptibly(Thread t) {
        boolean interrupted = false;
        while (t.isAlive()) {
            try {
                t.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
