package rvm.bench.jmh;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
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
import rvm.core.runtime.YieldpointKind;
import rvm.core.runtime.YieldpointService;
import rvm.core.runtime.Yieldpoints;
import rvm.core.stack.CallerLookup;

/**
 * Question: what does one CBS sample's caller lookup cost when it is taken as a real one is: from a
 * guest method's prologue yieldpoint, through the slow path and the yieldpoint service, walking the
 * host stack (the slow path's and service's frames, the entry stubs' method-handle plumbing,
 * compiled or interpreted guest frames) to the call site below?
 *
 * <p>Guest code ({@code Kernels.nested3} -> {@code nested2} -> {@code nested1} -> probe) runs with
 * the yieldpoint word held at -1 (a CBS window open), so every prologue and epilogue yieldpoint
 * of the three takes the slow path. The installed service does nothing ({@code taken}), or looks
 * up the caller at {@code nested1}'s prologue as CBS does ({@code sample}). One sample's lookup
 * is {@code sample} minus {@code taken} of the same tier, in the same run; {@code taken} minus
 * {@code GuestStackWalkBench.noWalk} is what the six taken yieldpoints cost. The forks keep the
 * slow path out of line, as {@code ./rvm} does.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"-XX:+UnlockDiagnosticVMOptions", "-XX:CompileCommand=quiet",
        Yieldpoints.SLOW_PATH_NOT_INLINED})
public class CbsSampleBench {

    @Param({"baseline", "interp"})
    public String tier;

    private GuestKernels kernels;
    private MethodHandle nested3;
    private final IntSupplier probe = () -> 3;
    private int nested1;
    private CallerLookup lookup;
    /** Whether the service looks up the caller at {@code nested1}'s prologue. */
    private volatile boolean sampling;
    /** The last lookup's site, so that the lookup is not dead code. */
    private long site;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        kernels = new GuestKernels(tier);
        nested3 = kernels.guest("nested3", MethodType.methodType(int.class, IntSupplier.class));
        nested1 = kernels.vm().model().forName("bench/micro/Kernels")
                .method("nested1", "(Ljava/util/function/IntSupplier;)I").id();
        lookup = kernels.vm().callerLookup();
        YieldpointService service = new YieldpointService() {
            @Override
            public void yieldpointTaken(YieldpointKind kind, int methodId, int bci) {
                if (sampling && kind == YieldpointKind.PROLOGUE && methodId == nested1) {
                    site = lookup.callerOf(methodId);
                }
            }

            @Override
            public void interpretedYieldpointTaken(YieldpointKind kind, int methodId, int bci) {
                if (sampling && kind == YieldpointKind.PROLOGUE && methodId == nested1) {
                    site = lookup.callerOfInterpreted(methodId);
                }
            }
        };
        Yieldpoints.setService(service);
        Yieldpoints.set(-1);
    }

    @TearDown(Level.Trial)
    public void tearDown() throws Throwable {
        sampling = true;
        site = CallerLookup.NO_CALLER;
        int r = (int) nested3.invokeExact(probe);
        String caller = site == CallerLookup.NO_CALLER ? "none" : lookup.name(CallerLookup.methodKey(site));
        Yieldpoints.set(0);
        Yieldpoints.setService(null);
        if (r != 6 || !caller.startsWith("bench/micro/Kernels.nested2(") || CallerLookup.bci(site) < 0) {
            throw new AssertionError("the sample saw " + caller + " @ " + CallerLookup.bci(site) + " (result " + r + ")");
        }
    }

    @Benchmark
    public int taken() throws Throwable {
        sampling = false;
        return (int) nested3.invokeExact(probe);
    }

    @Benchmark
    public long sample() throws Throwable {
        sampling = true;
        return (int) nested3.invokeExact(probe) + site;
    }
}
// Run: ./rvm jmh CbsSampleBench
