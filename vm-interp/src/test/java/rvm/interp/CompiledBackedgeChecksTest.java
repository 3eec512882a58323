package rvm.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.options.VmOptions;
import rvm.core.runtime.YieldpointKind;
import rvm.core.runtime.Yieldpoints;
import rvm.core.testing.JavaSources;

/**
 * {@code --compiled-backedge-checks}: with the word held at +1, a compiled loop of 3000 iterations
 * takes its backedge yieldpoint on every iteration ({@code every}), on the 1024th and 2048th
 * ({@code strip}), or never ({@code none}); its prologue and epilogue yieldpoints are taken in all
 * three. With the word held at -1 (a sampling window) it takes no backedge yieldpoint.
 */
class CompiledBackedgeChecksTest {

    private static final String LOOP = """
            public class Loop {
                static int run(int n) {
                    int s = 0;
                    for (int i = 0; i < n; i++) {
                        s += i;
                    }
                    return s;
                }
            }
            """;

    @TempDir
    Path classes;

    @AfterEach
    void reset() {
        Yieldpoints.set(0);
        Yieldpoints.setService(null);
    }

    private List<String> taken(String mode) throws Exception {
        return taken(mode, 1);
    }

    /** What a compiled run of the loop takes with the word held at {@code word}. */
    private List<String> taken(String mode, int word) throws Exception {
        JavaSources.compile(classes, List.of(), Map.of("Loop.java", LOOP));
        VmOptions options = new VmOptions(ExecutionOptions.TABLE).set(VmOptions.TIER, "baseline");
        Vm vm = new Vm(List.of(classes), mode == null ? options : options.set(ExecutionOptions.COMPILED_BACKEDGE_CHECKS, mode));
        try {
            Method run = Class.forName("Loop", true, vm.loader()).getDeclaredMethod("run", int.class);
            run.setAccessible(true);
            List<String> seen = Collections.synchronizedList(new ArrayList<>());
            Yieldpoints.setService((YieldpointKind kind, int methodId, int bci) -> seen.add(kind + " " + bci));
            Yieldpoints.set(word);
            try {
                assertEquals(3000 * 2999 / 2, run.invoke(null, 3000));
            } finally {
                Yieldpoints.set(0);
                Yieldpoints.setService(null);
            }
            return seen;
        } finally {
            vm.loader().close();
        }
    }

    private static List<String> expected(int backedges, int head) {
        List<String> e = new ArrayList<>();
        e.add("PROLOGUE -1");
        e.addAll(Collections.nCopies(backedges, "BACKEDGE " + head));
        e.add("EPILOGUE -1");
        return e;
    }

    private static int loopHead(List<String> seen) {
        return seen.stream().filter(s -> s.startsWith("BACKEDGE")).map(s -> Integer.parseInt(s.split(" ")[1]))
                .findFirst().orElse(-1);
    }

    @Test
    void everyTakesEachBackedge() throws Exception {
        List<String> seen = taken("every");
        assertEquals(expected(3000, loopHead(seen)), seen); // javac's goto back to the test: 3000 times
    }

    @Test
    void stripTakesEveryInterval() throws Exception {
        List<String> seen = taken("strip");
        assertEquals(expected(3000 / 1024, loopHead(seen)), seen);
    }

    @Test
    void defaultIsStrip() throws Exception {
        List<String> seen = taken(null);
        assertEquals(expected(3000 / 1024, loopHead(seen)), seen);
    }

    @Test
    void noBackedgeIsTakenInASamplingWindow() throws Exception {
        // -1: a sampling window, which prologues and epilogues take and backedges do not
        assertEquals(expected(0, -1), taken("strip", -1));
        assertEquals(expected(0, -1), taken("every", -1));
    }

    @Test
    void noneTakesNoBackedge() throws Exception {
        assertEquals(expected(0, -1), taken("none"));
    }

    @Test
    void stripAndEveryReportTheSameLoopHead() throws Exception {
        int every = loopHead(taken("every"));
        assertEquals(every, loopHead(taken("strip")));
    }
}
