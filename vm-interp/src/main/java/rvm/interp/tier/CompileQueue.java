package rvm.interp.tier;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Consumer;
import rvm.core.model.GuestClass;
import rvm.core.runtime.VmThreads;
import rvm.interp.compiler.BaselineCompiler;
import rvm.interp.compiler.BaselineCompiler.Request;
import rvm.interp.compiler.BaselineCompiler.Result;

/**
 * Where compilation happens: one background thread that compiles what is queued together, one
 * hidden class per guest class, or (batch compilation) the thread that asked, which waits. Every
 * result, compiled or not, goes to the installer.
 *
 * <p>Constraints: {@link #submit} is called on guest threads and returns at once unless
 * compilation is batched; the compiler thread is a daemon started on the first request.
 */
final class CompileQueue {

    private final BaselineCompiler compiler;
    private final boolean batch;
    private final Consumer<Result> installer;
    private final LinkedBlockingQueue<Request> queue = new LinkedBlockingQueue<>();
    private volatile Thread compilerThread;

    CompileQueue(BaselineCompiler compiler, boolean batch, Consumer<Result> installer) {
        this.compiler = compiler;
        this.batch = batch;
        this.installer = installer;
    }

    /** Compiles {@code r} now (batch compilation) or queues it; the caller claimed it. */
    void submit(Request r) {
        if (batch) {
            compileNow(r.method().owner(), List.of(r));
        } else {
            startCompilerThread();
            queue.add(r);
        }
    }

    /** Compiles {@code requests}, all of methods of {@code owner}, now, on this thread. */
    void compileNow(GuestClass owner, List<Request> requests) {
        if (requests.isEmpty()) {
            return;
        }
        for (Result r : compiler.compile(owner, requests)) {
            installer.accept(r);
        }
    }

    private void startCompilerThread() {
        if (compilerThread != null) {
            return;
        }
        synchronized (this) {
            if (compilerThread == null) {
                Thread t = VmThreads.daemon("rvm-compiler", "taking compilations off its queue", this::compileLoop);
                t.start();
                compilerThread = t;
            }
        }
    }

    private void compileLoop() {
        List<Request> drained = new ArrayList<>();
        while (true) {
            try {
                drained.add(queue.take());
            } catch (InterruptedException e) {
                return;
            }
            queue.drainTo(drained);
            Map<GuestClass, List<Request>> byClass = new LinkedHashMap<>();
            for (Request r : drained) {
                byClass.computeIfAbsent(r.method().owner(), k -> new ArrayList<>()).add(r);
            }
            drained.clear();
            byClass.forEach((owner, requests) -> {
                try {
                    compileNow(owner, requests);
                } catch (RuntimeException | Error e) { // the compiler's own bug: those requests are abandoned
                    for (Request r : requests) {
                        installer.accept(new Result(r, null, "compiler failed: " + VmThreads.describe(e)));
                    }
                }
            });
        }
    }
}
