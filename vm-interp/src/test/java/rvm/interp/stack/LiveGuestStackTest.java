package rvm.interp.stack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.IntSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import rvm.core.options.VmOptions;
import rvm.core.runtime.YieldpointKind;
import rvm.core.runtime.Yieldpoints;
import rvm.core.stack.CallerLookup;
import rvm.core.stack.GuestFrame;
import rvm.core.testing.JavaSources;
import rvm.core.testing.Javap;
import rvm.interp.Vm;
import rvm.interp.ExecutionOptions;

/** The guest stack across tiers: interpreted, compiled and JDK frames, with the guest's call-site indices. */
class LiveGuestStackTest {

    private static final String PROBE = """
            import java.util.function.IntSupplier;
            public class Probe {
                public static int outer(IntSupplier p) {
                    return middle(p) + 1;
                }
                public static int middle(IntSupplier p) {
                    return inner(p) + 1;
                }
                public static int inner(IntSupplier p) {
                    return p.getAsInt() + 1;
                }
                public static int viaJdk(IntSupplier p) {
                    return java.util.stream.IntStream.of(1).map(x -> inner(p)).sum();
                }
                public static int viaJdkDirect(IntSupplier p) {
                    return java.util.stream.IntStream.of(1).map(x -> p.getAsInt()).sum();
                }
                public static int loop(IntSupplier p) {
                    int s = 0;
                    for (int i = 0; i < 3; i++) {
                        s += i;
                    }
                    return s;
                }
            }
            """;

    @TempDir
    static Path classes;
    private static Map<String, Javap.Method> javap;
    private Vm vm;

    @BeforeAll
    static void compile() {
        JavaSources.compile(classes, List.of(), Map.of("Probe.java", PROBE));
        javap = Javap.methods(classes.resolve("Probe.class"));
    }

    @AfterEach
    void close() throws IOException {
        vm.loader().close();
    }

    @Test
    void interpretedFramesCarryTheirCallSites() throws Throwable {
        List<GuestFrame> frames = walkFromOuter(new VmOptions(ExecutionOptions.TABLE).set(VmOptions.TIER, "interp"));

        assertEquals(List.of("INTERPRETED inner " + bci("inner", "invokeinterface"),
                "INTERPRETED middle " + bci("middle", "invokestatic"),
                "INTERPRETED outer " + bci("outer", "invokestatic")), describe(frames));
    }

    @Test
    void compiledFramesMapBackToTheGuestsCallSites() throws Throwable {
        List<GuestFrame> frames = walkFromOuter(new VmOptions(ExecutionOptions.TABLE).set(VmOptions.TIER, "baseline"));

        assertEquals(List.of("COMPILED inner " + bci("inner", "invokeinterface"),
                "COMPILED middle " + bci("middle", "invokestatic"),
                "COMPILED outer " + bci("outer", "invokestatic")), describe(frames));
    }

    @Test
    void mixedStackShowsEachFrameInItsTier() throws Throwable {
        vm = new Vm(List.of(classes), new VmOptions(ExecutionOptions.TABLE).set(VmOptions.TIER, "adaptive")
                .set(ExecutionOptions.COMPILE_THRESHOLD, 2).set(ExecutionOptions.BATCH_COMPILATION, true));
        MethodHandle inner = probe("inner");
        for (int i = 0; i < 3; i++) {
            int ignored = (int) inner.invokeExact((IntSupplier) () -> 0); // two interpreted calls compile inner
        }

        List<GuestFrame> frames = walk("outer", 3);

        assertEquals(List.of("COMPILED inner " + bci("inner", "invokeinterface"),
                "INTERPRETED middle " + bci("middle", "invokestatic"),
                "INTERPRETED outer " + bci("outer", "invokestatic")), describe(frames));
    }

    @Test
    void aJdkMethodCallingBackIntoTheGuestIsItsCaller() throws Throwable {
        vm = new Vm(List.of(classes), new VmOptions(ExecutionOptions.TABLE).set(VmOptions.TIER, "baseline"));

        List<GuestFrame> frames = walk("viaJdk", 3);

        assertEquals("COMPILED inner " + bci("inner", "invokeinterface"), describe(frames).get(0));
        assertEquals("lambda$viaJdk$0", frames.get(1).method().name());
        assertEquals(GuestFrame.Kind.HOST, frames.get(2).kind());
        assertEquals("java.util.stream.IntPipeline$4$1", frames.get(2).hostFrame().getClassName());
    }

    @ParameterizedTest
    @ValueSource(strings = {"interp", "baseline"})
    void aBackedgeYieldpointsFrameIsAtItsLoopHead(String tier) throws Throwable {
        // every: the three-iteration loop must take each backedge, not only every 1024th
        vm = new Vm(List.of(classes), new VmOptions(ExecutionOptions.TABLE).set(VmOptions.TIER, tier)
                .set(ExecutionOptions.COMPILED_BACKEDGE_CHECKS, "every"));
        MethodHandle loop = probe("loop");
        List<String> seen = new ArrayList<>();
        Yieldpoints.setService((kind, methodId, bci) -> {
            if (kind == YieldpointKind.BACKEDGE) {
                seen.add(bci + " " + describe(vm.guestStack().walk(1)).get(0));
            }
        });
        Yieldpoints.set(1);
        try {
            int ignored = (int) loop.invokeExact((IntSupplier) () -> 0);
        } finally {
            Yieldpoints.set(0);
            Yieldpoints.setService(null);
        }

        int head = Integer.parseInt(javap.get("loop(Ljava/util/function/IntSupplier;)I").first("goto").operands().trim());
        String kind = tier.equals("interp") ? "INTERPRETED" : "COMPILED";
        assertEquals(Collections.nCopies(3, head + " " + kind + " loop " + head), seen);
    }

    @ParameterizedTest
    @ValueSource(strings = {"interp", "baseline"})
    void callerOfNamesTheCallSiteBelowTheInnermostGuestFrame(String tier) throws Throwable {
        vm = new Vm(List.of(classes), new VmOptions(ExecutionOptions.TABLE).set(VmOptions.TIER, tier));
        MethodHandle outer = probe("outer");
        int innerId = method("inner").id();
        long[] seen = new long[2];

        int ignored = (int) outer.invokeExact((IntSupplier) () -> {
            seen[0] = vm.callerLookup().callerOf(innerId);
            seen[1] = vm.callerLookup().callerOf(method("outer").id());
            return 0;
        });

        assertEquals("Probe.middle(Ljava/util/function/IntSupplier;)I @" + bci("middle", "invokestatic"),
                site(seen[0]));
        assertEquals(CallerLookup.NO_CALLER, seen[1], "the innermost guest frame is not outer's");
    }

    @Test
    void anInterpretedYieldpointsCallerNeedsNoWalk_andIsTheWalksAnswer() throws Throwable {
        vm = new Vm(List.of(classes), new VmOptions(ExecutionOptions.TABLE).set(VmOptions.TIER, "interp"));
        MethodHandle outer = probe("outer");
        int innerId = method("inner").id();
        List<String> seen = new ArrayList<>();
        Yieldpoints.setService(new rvm.core.runtime.YieldpointService() {
            @Override
            public void yieldpointTaken(YieldpointKind kind, int methodId, int bci) {
                seen.add("not the interpreter's");
            }

            @Override
            public void interpretedYieldpointTaken(YieldpointKind kind, int methodId, int bci) {
                if (kind == YieldpointKind.PROLOGUE && methodId == innerId) {
                    seen.add(site(vm.callerLookup().callerOfInterpreted(methodId)) + " = "
                            + site(vm.callerLookup().callerOf(methodId)));
                }
            }
        });
        Yieldpoints.set(-1);
        try {
            int ignored = (int) outer.invokeExact((IntSupplier) () -> 0);
        } finally {
            Yieldpoints.set(0);
            Yieldpoints.setService(null);
        }

        String middle = "Probe.middle(Ljava/util/function/IntSupplier;)I @" + bci("middle", "invokestatic");
        assertEquals(List.of(middle + " = " + middle), seen);
    }

    @Test
    void callerOfNamesAJdkCallerWithItsOwnBytecodeIndex() throws Throwable {
        vm = new Vm(List.of(classes), new VmOptions(ExecutionOptions.TABLE).set(VmOptions.TIER, "baseline"));
        MethodHandle viaJdkDirect = probe("viaJdkDirect");
        int lambda = -1;
        for (rvm.core.model.GuestMethod m : vm.model().forName("Probe").methods()) {
            if (m.name().startsWith("lambda$viaJdkDirect$")) {
                lambda = m.id();
            }
        }
        int lambdaId = lambda;
        long[] seen = new long[1];

        int ignored = (int) viaJdkDirect.invokeExact((IntSupplier) () -> {
            seen[0] = vm.callerLookup().callerOf(lambdaId);
            return 0;
        });

        assertEquals("java/util/stream/IntPipeline$4$1.accept(I)V", site(seen[0]).split(" @")[0]);
        assertTrue(CallerLookup.bci(seen[0]) >= 0, site(seen[0]));
    }

    private GuestMethodRef method(String name) {
        return new GuestMethodRef(vm.model().forName("Probe").method(name, "(Ljava/util/function/IntSupplier;)I").id());
    }

    private record GuestMethodRef(int id) {
    }

    private String site(long s) {
        return s == CallerLookup.NO_CALLER ? "none"
                : vm.callerLookup().name(CallerLookup.methodKey(s)) + " @" + CallerLookup.bci(s);
    }

    private List<GuestFrame> walkFromOuter(VmOptions options) throws Throwable {
        vm = new Vm(List.of(classes), options);
        return walk("outer", 3);
    }

    private List<GuestFrame> walk(String entry, int limit) throws Throwable {
        List<GuestFrame>[] seen = new List[1];
        int r = (int) probe(entry).invokeExact((IntSupplier) () -> {
            seen[0] = vm.guestStack().walk(limit);
            return 0;
        });
        return seen[0];
    }

    private MethodHandle probe(String name) throws ReflectiveOperationException {
        Class<?> c = Class.forName("Probe", true, vm.loader());
        return MethodHandles.publicLookup().findStatic(c, name, MethodType.methodType(int.class, IntSupplier.class));
    }

    private static int bci(String method, String mnemonic) {
        return javap.get(method + "(Ljava/util/function/IntSupplier;)I").first(mnemonic).bci();
    }

    private static List<String> describe(List<GuestFrame> frames) {
        return frames.stream().map(f -> f.kind() + " " + (f.method() == null ? f.describe() : f.method().name())
                + " " + f.bci()).toList();
    }
}
