package rvm.profiling.sampling;

import java.util.concurrent.atomic.AtomicInteger;

/** A control word of the tests' own, so that tests of the samplers never touch the VM's. */
public final class TestWord implements ControlWord {

    private final AtomicInteger value = new AtomicInteger();

    @Override
    public int get() {
        return value.get();
    }

    @Override
    public void set(int v) {
        value.set(v);
    }

    @Override
    public boolean compareAndSet(int expected, int v) {
        return value.compareAndSet(expected, v);
    }
}
