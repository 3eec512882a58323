package rvm.core.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A VM thread's failure is recorded once, with the thread, what it was doing and where it was thrown. */
class VmThreadsTest {

    private static List<String> failuresOf(String thread) {
        return VmThreads.failures().stream().filter(f -> f.startsWith("VM thread " + thread + " ")).toList();
    }

    @Test
    void throwableEndingADaemon_isRecordedWithTheThreadAndWhatItDid() throws InterruptedException {
        Thread t = VmThreads.daemon("rvm-test-a", "testing", () -> {
            throw new IllegalStateException("broken\nsecond line");
        });
        t.setUncaughtExceptionHandler((thread, e) -> { }); // the host's default would print the trace

        t.start();
        t.join();

        assertTrue(t.isDaemon());
        List<String> failures = failuresOf("rvm-test-a");
        assertEquals(1, failures.size());
        assertTrue(failures.get(0).startsWith(
                "VM thread rvm-test-a stopped while testing: IllegalStateException: broken (at rvm.core.runtime."),
                failures.get(0));
    }

    @Test
    void guardedTask_rethrows_andASecondFailureOfTheSameThreadIsNotRecordedAgain() {
        OutOfMemoryError first = new OutOfMemoryError("Java heap space");
        Runnable task = VmThreads.guarded("rvm-test-b", "ticking", () -> {
            throw first;
        });

        OutOfMemoryError thrown = assertThrows(OutOfMemoryError.class, task::run);
        assertThrows(OutOfMemoryError.class, task::run);

        assertSame(first, thrown);
        assertEquals(1, failuresOf("rvm-test-b").size());
        assertTrue(failuresOf("rvm-test-b").get(0).startsWith(
                "VM thread rvm-test-b stopped while ticking: OutOfMemoryError: Java heap space"));
    }

    @Test
    void describe_givesClassMessageAndFrame_inOneLine() {
        Throwable t = new RuntimeException("a\nb");
        t.setStackTrace(new StackTraceElement[] {new StackTraceElement("p.C", "m", "C.java", 7)});

        assertEquals("RuntimeException: a (at p.C.m(C.java:7))", VmThreads.describe(t));
    }
}
