package rvm.launcher.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import rvm.core.model.GuestClass;
import rvm.core.model.GuestMethod;
import rvm.core.options.VmOptions;
import rvm.interp.Vm;
import rvm.interp.compiler.BaselineCompiler;
import rvm.interp.compiler.BaselineCompiler.Request;
import rvm.interp.compiler.BaselineCompiler.Result;
import rvm.interp.ExecutionOptions;

/**
 * {@code --compiled-frames=guest} (the default) on the whole corpus: every compilable method of every
 * program compiles with the guest's own stack map frames, without the compiler falling back to
 * computed frames (which it does, silently, when the guest's frames do not fit the translated code),
 * and compiles exactly when it compiles with computed frames. {@link CorpusTest} checks that the
 * compiled code then runs as the host JVM does.
 */
@Execution(ExecutionMode.CONCURRENT)
class GuestFramesTest {

    static Stream<CorpusProgram> programs() {
        return Corpus.shared().programs().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void everyMethodCompilesWithTheGuestsOwnFrames(CorpusProgram program) throws Exception {
        Path classes = Corpus.shared().build(program);

        List<String> withGuestFrames = new ArrayList<>();
        int refused = compileAll(classes, "guest", withGuestFrames);
        List<String> withComputedFrames = new ArrayList<>();
        compileAll(classes, "computed", withComputedFrames);

        assertEquals(0, refused, program + ": batches compiled with computed frames after the guest's did not fit");
        assertEquals(withComputedFrames, withGuestFrames, program + ": outcomes with guest and computed frames");
    }

    /**
     * Compiles every method of every class of {@code classes} in a fresh VM with {@code --compiled-frames=frames},
     * adding each method's outcome ("compiled" or the failure) to {@code outcomes}; returns the number of batches
     * the compiler refused the guest's frames for.
     */
    private static int compileAll(Path classes, String frames, List<String> outcomes) throws Exception {
        Vm vm = new Vm(List.of(classes), new VmOptions(ExecutionOptions.TABLE).set(VmOptions.TIER, "baseline")
                .set(ExecutionOptions.COMPILED_FRAMES, frames));
        try {
            int methods = 0;
            for (String name : classNames(classes)) {
                Class.forName(name.replace('/', '.'), false, vm.loader());
                GuestClass guest = vm.model().forName(name);
                List<Request> requests = new ArrayList<>();
                for (GuestMethod m : guest.methods()) {
                    if (BaselineCompiler.canCompile(m)) {
                        requests.add(Request.normal(m));
                    }
                }
                for (Result r : vm.compiler().compile(guest, requests)) {
                    outcomes.add(r.request() + ": " + (r.compiled() != null ? "compiled" : r.failure()));
                    methods++;
                }
            }
            assertTrue(methods > 0, "no method compiled in " + classes);
            outcomes.sort(null);
            return vm.compiler().guestFramesRefused();
        } finally {
            vm.loader().close();
        }
    }

    /** The internal names of the class files under {@code classes}. */
    private static List<String> classNames(Path classes) throws IOException {
        try (Stream<Path> files = Files.walk(classes)) {
            return files.filter(f -> f.toString().endsWith(".class"))
                    .map(f -> classes.relativize(f).toString().replace('\\', '/'))
                    .map(f -> f.substring(0, f.length() - ".class".length()))
                    .sorted()
                    .toList();
        }
    }
}
