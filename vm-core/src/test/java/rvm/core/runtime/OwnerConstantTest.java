package rvm.core.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class OwnerConstantTest {

    private static final ThreadLocal<Object> MINE = ThreadLocal.withInitial(Object::new);
    private static final AtomicInteger LOOKUPS = new AtomicInteger();

    static Object mine() {
        LOOKUPS.incrementAndGet();
        return MINE.get();
    }

    private static MethodHandle lookup() throws ReflectiveOperationException {
        return MethodHandles.lookup().findStatic(OwnerConstantTest.class, "mine", MethodType.methodType(Object.class));
    }

    @Test
    void theOwnersValueIsLookedUpOnce_thenEachThreadLooksItsOwnUpOnceASecondAsks() throws Throwable {
        OwnerConstant c = new OwnerConstant(lookup());
        java.lang.invoke.MutableCallSite get = c.site();
        LOOKUPS.set(0);

        Object first = get.getTarget().invoke();
        for (int i = 0; i < 100; i++) {
            assertSame(first, get.getTarget().invoke());
        }
        assertSame(MINE.get(), first);
        assertEquals(1, LOOKUPS.get(), "the owner's value is a constant after its first lookup");
        assertFalse(c.perThread());

        Object[] other = new Object[2];
        Thread t = new Thread(() -> {
            try {
                other[0] = get.getTarget().invoke();
                other[1] = MINE.get();
            } catch (Throwable e) {
                throw new AssertionError(e);
            }
        });
        t.start();
        t.join();
        assertSame(other[1], other[0], "the second thread's own value");
        assertTrue(c.perThread());
        int before = LOOKUPS.get();
        assertSame(first, get.getTarget().invoke(), "the owner's value is still its own");
        assertEquals(before + 1, LOOKUPS.get(), "looked up now");

        c.reset();
        assertFalse(c.perThread());
        assertSame(first, get.getTarget().invoke());
        assertFalse(c.perThread());
    }

    @Test
    void threadsThatAskTogether_eachGetTheirOwnValue() throws Throwable {
        OwnerConstant c = new OwnerConstant(lookup());
        java.lang.invoke.MutableCallSite get = c.site();
        int n = 8;
        CountDownLatch go = new CountDownLatch(1);
        Thread[] threads = new Thread[n];
        boolean[] right = new boolean[n];
        for (int i = 0; i < n; i++) {
            int k = i;
            threads[i] = new Thread(() -> {
                try {
                    go.await();
                    boolean ok = true;
                    for (int j = 0; j < 1000; j++) {
                        ok &= get.getTarget().invoke() == MINE.get();
                    }
                    right[k] = ok;
                } catch (Throwable e) {
                    throw new AssertionError(e);
                }
            });
            threads[i].start();
        }
        go.countDown();
        for (Thread t : threads) {
            t.join();
        }
        for (int i = 0; i < n; i++) {
            assertTrue(right[i], "thread " + i);
        }
        assertTrue(c.perThread());
    }

    @Test
    void aLookupMustTakeNothingAndReturnAValue() {
        assertThrows(IllegalArgumentException.class,
                () -> new OwnerConstant(MethodHandles.identity(Object.class)));
        assertThrows(IllegalArgumentException.class,
                () -> new OwnerConstant(MethodHandles.empty(MethodType.methodType(void.class))));
    }
}
