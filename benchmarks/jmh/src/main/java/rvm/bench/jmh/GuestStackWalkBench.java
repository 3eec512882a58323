package rvm.bench.jmh;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;

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
import rvm.core.stack.CallerLookup;
import rvm.core.stack.GuestFrame;

/**
 * Question: what does a walk of the top three guest frames cost, and what does the lookup a
 * call-edge sampler makes at a yieldpoint cost (the caller's call site only), when those frames
 * are compiled and when they are interpreted?
 *
 * <p>Guest code ({@code Kernels.nested3}) calls a probe from three guest frames deep; the probe
 * walks {@code vm.guestStack().walk(3)}, or asks {@code vm.callerLookup().callerOf(nested1)}, or
 * only returns. A walk's cost is {@code walkTop3} minus {@code noWalk} of the same tier, a
 * lookup's {@code callerOf} minus {@code noWalk}, measured in the same run.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class GuestStackWalkBench {

    @Param({"baseline", "interp"})
    public String tier;

    private GuestKernels kernels;
    private MethodHandle nested3;
    private IntSupplier walk;
    private IntSupplier noWalk;
    private IntSupplier callerOf;

    @Setup
    public void setUp() throws Exception {
        kernels = new GuestKernels(tier);
        nested3 = kernels.guest("nested3", MethodType.methodType(int.class, IntSupplier.class));
        walk = () -> kernels.vm().guestStack().walk(3).size();
        noWalk = () -> 3;
        int nested1 = kernels.vm().model().forName("bench/micro/Kernels")
                .method("nested1", "(Ljava/util/function/IntSupplier;)I").id();
        CallerLookup lookup = kernels.vm().callerLookup();
        callerOf = () -> CallerLookup.bci(lookup.callerOf(nested1));
    }

    @Benchmark
    public int walkTop3() throws Throwable {
        return (int) nested3.invokeExact(walk);
    }

    @Benchmark
    public int callerOf() throws Throwable {
        return (int) nested3.invokeExact(callerOf);
    }

    @Benchmark
    public int noWalk() throws Throwable {
        return (int) nested3.invokeExact(noWalk);
    }

    /**
     * The walk was done and saw the three guest frames, innermost first, of the expected kind; the
     * lookup named nested2's call site.
     */
    @TearDown(Level.Trial)
    public void check() throws Throwable {
        long[] site = new long[1];
        int r0 = (int) nested3.invokeExact((IntSupplier) () -> {
            site[0] = kernels.vm().callerLookup().callerOf(kernels.vm().model().forName("bench/micro/Kernels")
                    .method("nested1", "(Ljava/util/function/IntSupplier;)I").id());
            return 0;
        });
        String caller = site[0] == CallerLookup.NO_CALLER ? "none"
                : kernels.vm().callerLookup().name(CallerLookup.methodKey(site[0]));
        if (r0 != 3 || !caller.startsWith("bench/micro/Kernels.nested2(") || CallerLookup.bci(site[0]) < 0) {
            throw new AssertionError("lookup saw " + caller + " @ " + CallerLookup.bci(site[0]));
        }
        List<GuestFrame>[] seen = new List[1];
        int r = (int) nested3.invokeExact((IntSupplier) () -> {
            seen[0] = kernels.vm().guestStack().walk(3);
            return 0;
        });
        List<String> names = seen[0].stream().map(f -> f.method() == null ? "?" : f.method().name()).toList();
        GuestFrame.Kind kind = tier.equals("interp") ? GuestFrame.Kind.INTERPRETED : GuestFrame.Kind.COMPILED;
        if (r != 3 || !names.equals(List.of("nested1", "nested2", "nested3"))
                || seen[0].stream().anyMatch(f -> f.kind() != kind)) {
            throw new AssertionError("walk saw " + seen[0] + " (result " + r + ")");
        }
    }
}
// Run: ./rvm jmh GuestStackWalkBench
