package rvm.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import rvm.bench.WorkloadSpec.Group;

/** The benchmark suite: every workload the harness knows, in the order it runs them. */
public final class Workloads {

    private static final List<WorkloadSpec> ALL = List.of(
            new WorkloadSpec("compress", "bench.compress.Compress", Group.SPEC,
                    "SPECjvm98 _201_compress: LZW compression and decompression of generated text"),
            new WorkloadSpec("jess", "bench.jess.Jess", Group.SPEC,
                    "SPECjvm98 _202_jess: forward-chaining rule engine matching patterns over facts"),
            new WorkloadSpec("db", "bench.db.Db", Group.SPEC,
                    "SPECjvm98 _209_db: in-memory database, sorting with comparators, query commands"),
            new WorkloadSpec("javac", "bench.javac.Javac", Group.SPEC,
                    "SPECjvm98 _213_javac: compiler front end (lexer, parser, AST visitors, type checker)"),
            new WorkloadSpec("mpegaudio", "bench.mpegaudio.MpegAudio", Group.SPEC,
                    "SPECjvm98 _222_mpegaudio: fixed-point audio/DSP pipeline of filter stages"),
            new WorkloadSpec("mtrt", "bench.mtrt.Mtrt", Group.SPEC,
                    "SPECjvm98 _227_mtrt: ray tracer over a scene graph, virtual intersect per shape"),
            new WorkloadSpec("jack", "bench.jack.Jack", Group.SPEC,
                    "SPECjvm98 _228_jack: grammar interpreter parsing a generated corpus"),
            new WorkloadSpec("rhino", "bench.thirdparty.RhinoBench", Group.THIRDPARTY,
                    "Mozilla Rhino 1.7.15 interpreting an object-oriented JavaScript program"),
            new WorkloadSpec("h2", "bench.thirdparty.H2Bench", Group.THIRDPARTY,
                    "H2 2.3.232 in-memory SQL database through JDBC"),
            new WorkloadSpec("xerces", "bench.thirdparty.XercesBench", Group.THIRDPARTY,
                    "Apache Xerces-J 2.12.2 parsing and validating generated XML (SAX and DOM)"),
            new WorkloadSpec("ecj", "bench.thirdparty.EcjBench", Group.THIRDPARTY,
                    "Eclipse compiler for Java 3.40.0 compiling generated sources"),
            new WorkloadSpec("fieldrun", "bench.adversary.FieldRun", Group.ADVERSARY,
                    "Arnold & Grove's Figure 1: long run of field accesses, then two short calls"),
            new WorkloadSpec("allocrun", "bench.adversary.AllocThenCall", Group.ADVERSARY,
                    "timer-sampling adversary: allocation-heavy stretch, then three short calls"),
            new WorkloadSpec("nativerun", "bench.adversary.NativeThenCall", Group.ADVERSARY,
                    "timer-sampling adversary: long native JDK stretch, then two short calls"),
            new WorkloadSpec("fib", "bench.micro.Fib", Group.MICRO,
                    "recursive static guest-to-guest calls"),
            new WorkloadSpec("sieve", "bench.micro.Sieve", Group.MICRO,
                    "int array loops without calls (a tight-loop case)"),
            new WorkloadSpec("nbody", "bench.micro.NBody", Group.MICRO,
                    "double arithmetic on object fields, few calls (a tight-loop case)"),
            new WorkloadSpec("strings", "bench.micro.Strings", Group.MICRO,
                    "calls into the JDK: StringBuilder, HashMap, boxing"),
            new WorkloadSpec("sort", "bench.micro.Sort", Group.MICRO,
                    "quicksort over int[], merge sort of guest objects through Comparators"));

    private Workloads() {
    }

    /** Every workload, in suite order. */
    public static List<WorkloadSpec> all() {
        return ALL;
    }

    /** The workload called {@code name}, if there is one. */
    public static Optional<WorkloadSpec> named(String name) {
        return ALL.stream().filter(w -> w.name().equals(name)).findFirst();
    }

    /**
     * The workloads called {@code names}, in the order given; all of them when {@code names} is empty.
     *
     * @throws IllegalArgumentException naming the first unknown workload
     */
    public static List<WorkloadSpec> select(List<String> names) {
        if (names.isEmpty()) {
            return ALL;
        }
        List<WorkloadSpec> selected = new ArrayList<>();
        for (String name : names) {
            selected.add(named(name).orElseThrow(() -> new IllegalArgumentException(
                    "unknown workload '" + name + "' (see ./rvm bench --list)")));
        }
        return selected;
    }
}
