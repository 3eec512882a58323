package rvm.bench.jmh;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import rvm.core.runtime.CbsCalls;
import rvm.core.runtime.Yieldpoints;

/**
 * Question: what does one counter-based sample cost the guest thread when its caller is announced
 * ({@code --cbs-callers=announced}): the caller's announcement and the callee's compiled prologue
 * check, inlined as compiled guest code inlines them, with a window open whose every prologue
 * samples ({@code window}: the countdown, the slot's read and clear, the ring's write, the count of
 * samples left) against the
 * same two calls with the word at 0 ({@code closed}: a load and a test each)? One sample is
 * {@code window} minus {@code closed}. What the organizer then does with the sample is off the
 * guest thread. The forks give HotSpot the inline command that {@code ./rvm} gives it.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"-XX:+UnlockDiagnosticVMOptions", "-XX:CompileCommand=quiet",
        "-XX:CompileCommand=inline,rvm.core.runtime.CbsCalls::*", Yieldpoints.SLOW_PATH_NOT_INLINED})
public class CbsAnnouncedSampleBench {

    @Param({"window", "closed"})
    public String word;

    private int site = 7;
    private int callee = 42;
    /** Whether a window is kept open: it closes after its 2^31 - 1 samples, about a second here. */
    private boolean window;

    @Setup(Level.Trial)
    public void open() {
        CbsCalls.enable(1);
        window = word.equals("window");
    }

    @TearDown(Level.Trial)
    public void close() {
        CbsCalls.disable();
        Yieldpoints.set(0);
    }

    /**
     * A compiled call's announcement, then the callee's prologue check; with {@code window}, the
     * window reopened when its samples have run out (both forms run the test).
     */
    @Benchmark
    public void announcedCall() {
        if (window && Yieldpoints.word == 0) {
            CbsCalls.open(1, Integer.MAX_VALUE); // stride 1: every prologue samples
        }
        CbsCalls.announce(site);
        Yieldpoints.prologueCheck(callee);
    }
}
