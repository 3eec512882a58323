package rvm.bench;

import java.io.PrintStream;
import java.util.Locale;

import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Progress of a session on stderr: a progress bar when stderr is a terminal, one line per finished
 * run otherwise (logs, CI), or nothing.
 */
final class Progress implements AutoCloseable {

    /** How progress is shown. */
    enum Mode { BAR, LINES, NONE }

    private final String name;
    private final Mode mode;
    private final PrintStream err;
    private final long total;
    private final int warmup;
    private final ProgressBar bar;
    private long done;
    private boolean closed;

    /**
     * @param total the number of runs the session makes
     * @param warmup warm-up rounds per workload, so measured rounds are numbered from 1
     */
    Progress(Mode mode, long total, int warmup, PrintStream err) {
        this("bench", mode, total, warmup, err);
    }

    /**
     * @param name the command the lines and the bar are labelled with
     * @param total the number of runs the session makes
     * @param warmup warm-up rounds per workload, so measured rounds are numbered from 1
     */
    Progress(String name, Mode mode, long total, int warmup, PrintStream err) {
        this.name = name;
        this.mode = mode;
        this.err = err;
        this.total = total;
        this.warmup = warmup;
        this.bar = mode == Mode.BAR ? new ProgressBarBuilder().setTaskName(name).setInitialMax(total)
                .setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(500)
                .setConsumer(new ConsoleProgressBarConsumer(err)).build() : null;
    }

    /** Reports a finished run. */
    void finished(RunRecord r) {
        String what = r.workload() + " " + (r.phase() == Phase.REFERENCE ? "reference (host)"
                : r.config() + " " + r.phase().name().toLowerCase(Locale.ROOT) + " "
                        + (r.phase() == Phase.WARMUP ? r.round() + 1 : r.round() - warmup + 1));
        finished(what, r, "");
    }

    /**
     * Reports a finished run described as {@code what}, with {@code more} after its time on the
     * progress line.
     */
    synchronized void finished(String what, RunRecord r, String more) {
        done++;
        switch (mode) {
            case BAR -> {
                bar.stepTo(done);
                bar.setExtraMessage(what + (r.ok() ? "" : " FAILED"));
            }
            case LINES -> err.printf(Locale.ROOT, "rvm: %s: [%d/%d] %s %s%n", name, done, total, what,
                    r.ok() ? Output.number(r.wallSeconds()) + " s" + more : "FAILED: " + r.failure());
            case NONE -> { }
        }
        if (mode == Mode.BAR && !r.ok()) {
            err.println();
            err.println("rvm: " + name + ": " + what + " FAILED: " + r.failure());
        }
    }

    /**
     * Reports an error besides a run's ({@code rvm: NAME: error: MESSAGE}), on a line of its own under
     * the bar; in every mode, {@code none} included, since it is not progress.
     */
    synchronized void error(String message) {
        if (mode == Mode.BAR) {
            err.println();
        }
        err.println("rvm: " + name + ": error: " + message);
    }

    /** Ends the bar, if there is one; later calls do nothing. */
    @Override
    public synchronized void close() {
        if (bar != null && !closed) {
            closed = true;
            bar.close();
        }
    }
}
