package rvm.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.model.ClassModel;
import rvm.core.model.GuestMethod;
import rvm.core.options.VmOptions;
import rvm.core.runtime.YieldpointKind;
import rvm.core.runtime.Yieldpoints;
import rvm.core.testing.Javap;
import rvm.core.testing.JavaSources;

/**
 * Yieldpoints of interpreted code, seen by a recording service. Subclasses run the same cases on the
 * compiled tiers, which must take exactly the same yieldpoints.
 */
class InterpreterTest {

    /** The options of the VM under test: the interpreter alone. */
    VmOptions options() {
        return new VmOptions(ExecutionOptions.TABLE).set(VmOptions.TIER, "interp");
    }

    private static final String LOOPS = """
            public class Loops {
                public static int sum(int n) {
                    int s = 0;
                    for (int i = 0; i < n; i++) {
                        s += twice(i);
                    }
                    return s;
                }
                static int twice(int x) {
                    return x * 2;
                }
                public static int countUp(int n) {
                    int i = 0;
                    do {
                        i++;
                    } while (i < n);
                    return i;
                }
            }
            """;

    @TempDir
    static Path classes;
    /** The loop heads: the targets of {@code sum}'s backward {@code goto} and {@code countUp}'s {@code if_icmplt}. */
    private static int sumLoopHead;
    private static int countUpLoopHead;

    private final List<String> events = Collections.synchronizedList(new ArrayList<>());
    private final List<Integer> ids = Collections.synchronizedList(new ArrayList<>());
    private Vm vm;
    private Class<?> loops;

    @BeforeAll
    static void compile() {
        JavaSources.compile(classes, List.of(), Map.of("Loops.java", LOOPS));
        Map<String, Javap.Method> javap = Javap.methods(classes.resolve("Loops.class"));
        sumLoopHead = Integer.parseInt(javap.get("sum(I)I").first("goto").operands().trim());
        countUpLoopHead = Integer.parseInt(javap.get("countUp(I)I").first("if_icmplt").operands().trim());
    }

    @BeforeEach
    void load() throws Exception {
        vm = new Vm(List.of(classes), options());
        loops = Class.forName("Loops", true, vm.loader());
    }

    @AfterEach
    void reset() throws IOException {
        Yieldpoints.set(0);
        Yieldpoints.setService(null);
        vm.loader().close();
    }

    @Test
    void loopRunsWithoutTakingYieldpoints_whenWordIsZero() throws Exception {
        Object result = call("sum", 3, 0);

        assertEquals(6, result);
        assertEquals(List.of(), events);
    }

    @Test
    void loopTakesProloguesAndEpiloguesOnly_whenWordIsMinusOne() throws Exception {
        Object result = call("sum", 3, -1);

        assertEquals(6, result);
        List<String> expected = new ArrayList<>(List.of("PROLOGUE Loops.sum(I)I -1"));
        for (int i = 0; i < 3; i++) {
            expected.addAll(List.of("PROLOGUE Loops.twice(I)I -1", "EPILOGUE Loops.twice(I)I -1"));
        }
        expected.add("EPILOGUE Loops.sum(I)I -1");
        assertEquals(expected, events);
    }

    @Test
    void loopTakesEveryYieldpoint_withTheBciOfTheLoopHead_whenWordIsOne() throws Exception {
        Object result = call("sum", 3, 1);

        assertEquals(6, result);
        List<String> expected = new ArrayList<>(List.of("PROLOGUE Loops.sum(I)I -1"));
        for (int i = 0; i < 3; i++) {
            expected.addAll(List.of("PROLOGUE Loops.twice(I)I -1", "EPILOGUE Loops.twice(I)I -1",
                    "BACKEDGE Loops.sum(I)I " + sumLoopHead));
        }
        expected.add("EPILOGUE Loops.sum(I)I -1");
        assertEquals(expected, events);
    }

    @Test
    void conditionalBackwardBranchTakesABackedgeOnlyWhenItJumps() throws Exception {
        Object result = call("countUp", 3, 1);

        assertEquals(3, result);
        assertEquals(List.of("PROLOGUE Loops.countUp(I)I -1", "BACKEDGE Loops.countUp(I)I " + countUpLoopHead,
                "BACKEDGE Loops.countUp(I)I " + countUpLoopHead, "EPILOGUE Loops.countUp(I)I -1"), events);
    }

    @Test
    void methodIdsOfTheEventsAreThoseOfTheModel() throws Exception {
        ClassModel model = vm.model();

        call("sum", 1, 1);

        GuestMethod sum = model.forName("Loops").method("sum", "(I)I");
        GuestMethod twice = model.forName("Loops").method("twice", "(I)I");
        assertEquals(List.of(sum.id(), twice.id(), twice.id(), sum.id(), sum.id()), ids);
        assertSame(sum, model.method(ids.get(0)));
        assertSame(twice, model.method(ids.get(1)));
    }

    /** Calls {@code Loops.name(arg)} with the word set and the recording service installed for the call only. */
    private Object call(String name, int arg, int word) throws Exception {
        Method m = loops.getMethod(name, int.class);
        m.invoke(null, 1); // links the stub, decodes or compiles the code before recording
        m.invoke(null, 2);
        Yieldpoints.setService(this::record);
        Yieldpoints.set(word);
        try {
            return m.invoke(null, arg);
        } finally {
            Yieldpoints.set(0);
            Yieldpoints.setService(null);
        }
    }

    private void record(YieldpointKind kind, int methodId, int bci) {
        ids.add(methodId);
        events.add(kind + " " + vm.model().method(methodId).jvmName() + " " + bci);
    }
}
