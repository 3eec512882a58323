package rvm.profiling.instrument;

import java.util.SplittableRandom;
import rvm.core.compile.CodeGenConfig;
import rvm.core.runtime.SampledInstrumentation;
import rvm.core.runtime.YieldpointKind;
import rvm.core.runtime.YieldpointService;
import rvm.core.runtime.Yieldpoints;
import rvm.profiling.sampling.CbsWindow;
import rvm.profiling.sampling.ControlWord;

/**
 * The merged triggers of instrumentation sampling: the checking code's checks are rvm's own
 * yieldpoints (the paper's Section 4.5, Jalapeno's variant), so with nothing to sample the
 * checking code costs what yieldpoints cost (docs/decisions/012-merged-yieldpoint-trigger.md). This
 * is the yieldpoint service then; it owns the control word.
 *
 * <ul>
 *   <li>{@code yieldpoint}: a tick sets the word to +1; the first check of any thread that sees it
 *       (the prologue yieldpoint of an instrumented method, or a backedge yieldpoint of its
 *       checking code) puts it back to 0 and samples. Other yieldpoints that see it (epilogues,
 *       interpreted code, constructors) leave it for a check. With {@code --sample-skip=N} above 1,
 *       the tick first sets {@link Yieldpoints#skip} to a draw from 1..N, the checking code's checks
 *       that see the word count it down in the compiled code itself, and only the one that takes it
 *       to 0 asks here: the sample falls on a check drawn from those after the tick, not on the
 *       first, which a clock picks by the time spent before it (docs/decisions/014-sample-skip.md).
 *       Until the sample, {@link Yieldpoints#phase} is 1, so that strip-mined backedges test the
 *       word each time and count too.</li>
 *   <li>{@code cbs}: the counter-based sampling window of Arnold and Grove (CGO 2005) as the
 *       trigger, a hybrid neither paper measured: a tick sets +1, the first yieldpoint that sees it
 *       opens a window (the word becomes -1, which prologue and epilogue yieldpoints take and
 *       backedges do not), and every stride-th entry check in the window samples, until the
 *       window's samples are taken.</li>
 * </ul>
 *
 * <p>Constraints: called from yieldpoint slow paths on any guest thread, concurrently; no lock, and
 * no allocation but the window opener's random draw.
 */
public final class MergedTrigger implements YieldpointService {

    private final ControlWord word;
    /** The cbs trigger's window; {@code null} for the yieldpoint trigger. */
    private final CbsWindow window;
    /** The yieldpoint trigger's {@code --sample-skip}: checks drawn from 1..skip after each tick. */
    private final int skip;
    /** The skip's draws, under its own lock: with {@code --sample-timer=ticks:N} any guest thread may tick. */
    private final SplittableRandom draws = new SplittableRandom(0x5eed);

    /**
     * The trigger {@code settings} name, on {@code word}.
     *
     * @throws IllegalArgumentException when the settings' trigger is not a merged one
     */
    public MergedTrigger(InstrumentSettings settings, ControlWord word) {
        if (!settings.trigger().merged()) {
            throw new IllegalArgumentException("not a merged trigger: " + settings.trigger());
        }
        this.word = word;
        this.window = settings.trigger() == InstrumentSettings.Trigger.CBS
                ? new CbsWindow(settings.cbsStride(), settings.cbsSamples(), CbsWindow.Start.ROUND_ROBIN, 0, word)
                : null;
        this.skip = settings.skips() ? settings.skip() : 1;
    }

    /** A timer tick: asks for a sample (or a window) unless one is pending. */
    public void tick() {
        if (word.get() != 0) {
            return; // a sample pending, or a window open: its skip goes on
        }
        if (skip > 1) { // before the word, whose write publishes them
            synchronized (draws) {
                Yieldpoints.skip = 1 + draws.nextInt(skip);
            }
            Yieldpoints.phase = 1; // strip-mined backedges read the word at each backedge until the sample
        } else {
            Yieldpoints.skip = 1;
        }
        word.compareAndSet(0, 1);
    }

    @Override
    public void yieldpointTaken(YieldpointKind kind, int methodId, int bci) {
        if (window != null) {
            int seen = word.get();
            if (seen > 0) {
                window.taken(YieldpointKind.BACKEDGE, seen); // opens the window; only checks count in it
            }
        }
    }

    @Override
    public boolean checkingYieldpointTaken(YieldpointKind kind, int methodId, int bci) {
        int seen = word.get();
        boolean sample;
        if (window == null) {
            sample = seen > 0 && word.compareAndSet(1, 0);
            if (sample && skip > 1) {
                Yieldpoints.phase = CodeGenConfig.READ_INTERVAL;
            }
        } else {
            sample = window.taken(kind == YieldpointKind.PROLOGUE ? kind : YieldpointKind.BACKEDGE, seen);
        }
        if (sample) {
            SampledInstrumentation.countSample();
        }
        return sample;
    }
}
