package rvm.launcher.inline;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.objectweb.asm.Opcodes;
import rvm.inliner.Candidate;
import rvm.inliner.InlineDecision;
import rvm.inliner.InlineReport;
import rvm.inliner.InlineSite;

/**
 * What an {@code rvm-inline/1} file holds: the inlining trees of a run's level-2 compilations, in
 * compile order, with the options and the profile kind they were decided with. It is the {@link
 * InlineReport}s of the run as plain values: what the oracle knew of each callee's code is left
 * out, so that a file can be read back into the same values ({@link InlineReportReader}).
 *
 * @param profile      the kind of the profile the decisions read: the running profiler's
 *                     ({@code --profile}), or the one recorded in the {@code --inline-dcg} file;
 *                     {@code none} for static heuristics only; never null
 * @param options      the options in force, under their names ({@code level2-after} and the
 *                     oracle's {@code --inline-*}), in {@code --help} order
 * @param compilations the level-2 compilations, in compile order
 */
public record InlineReportFile(String profile, Map<String, Object> options, List<Compilation> compilations) {

    /** The {@code format} field of every inline report this version writes and reads. */
    public static final String FORMAT = "rvm-inline/1";

    /** Copies the options and the compilations. */
    public InlineReportFile {
        Objects.requireNonNull(profile, "profile");
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
        compilations = List.copyOf(compilations);
    }

    /** How many call sites the compilations decided on, nested ones included. */
    public int siteCount() {
        int n = 0;
        for (Compilation c : compilations) {
            n += count(c.sites());
        }
        return n;
    }

    /** How many of those call sites inlined a target (decided yes or guarded), nested ones included. */
    public int inlinedSiteCount() {
        int n = 0;
        for (Compilation c : compilations) {
            n += countInlined(c.sites());
        }
        return n;
    }

    private static int countInlined(List<Site> sites) {
        int n = 0;
        for (Site s : sites) {
            n += (s.decision() == Decision.NO ? 0 : 1) + countInlined(s.inlined());
        }
        return n;
    }

    private static int count(List<Site> sites) {
        int n = sites.size();
        for (Site s : sites) {
            n += count(s.inlined());
        }
        return n;
    }

    /**
     * One level-2 compilation's inlining tree ({@link InlineReport}).
     *
     * @param compileId    the compilation's id, as {@code --print-compilation} shows it
     * @param root         the compiled method, {@code pkg/Cls.name(Desc)Ret}; never null
     * @param rootSize     its estimated size in units
     * @param budget       the size the compilation could grow to
     * @param compiledSize its estimated size after inlining
     * @param sites        the root's call sites the oracle decided on, in bytecode order
     * @param refused      why the compilation was compiled without inlining (its cost over the
     *                     compiler's budget; then there are no sites), or {@code null}
     * @param why          why the compilation was asked for (the controller's event and estimates),
     *                     or {@code null} when the tier's counts asked for it
     */
    public record Compilation(int compileId, String root, int rootSize, int budget, int compiledSize,
                              List<Site> sites, String refused, String why) {

        /** Copies the sites. */
        public Compilation {
            Objects.requireNonNull(root, "root");
            sites = List.copyOf(sites);
        }

        /** A compilation that inlined as its sites say. */
        public Compilation(int compileId, String root, int rootSize, int budget, int compiledSize, List<Site> sites) {
            this(compileId, root, rootSize, budget, compiledSize, sites, null, null);
        }

        /** A compilation of {@code root} refused inlining for {@code reason}, and compiled without it. */
        public static Compilation refused(int compileId, String root, int rootSize, int budget, String reason,
                                          String why) {
            return new Compilation(compileId, root, rootSize, budget, rootSize, List.of(),
                    Objects.requireNonNull(reason, "reason"), why);
        }

        /** The values of {@code report}, compiled as compilation {@code compileId}. */
        public static Compilation of(int compileId, InlineReport report, String why) {
            List<Site> sites = new ArrayList<>();
            for (InlineReport.CallSite s : report.sites()) {
                sites.add(Site.of(s));
            }
            return new Compilation(compileId, report.root(), report.rootSize(), report.budget(),
                    report.compiledSize(), sites, null, why);
        }
    }

    /** The kind of a decision: {@link InlineDecision.No}, {@link InlineDecision.Yes} or {@link InlineDecision.Guarded}. */
    public enum Decision {
        /** The call stays a call. */
        NO("no", "not inlined"),
        /** One target inlined without a guard. */
        YES("yes", "inline"),
        /** Targets inlined behind exact-class guards, the call as the fallback. */
        GUARDED("guarded", "guarded inline");

        private final String jsonName;
        private final String text;

        Decision(String jsonName, String text) {
            this.jsonName = jsonName;
            this.text = text;
        }

        /** The name in the file: {@code no}, {@code yes} or {@code guarded}. */
        public String jsonName() {
            return jsonName;
        }

        /** As {@code --print-inlining} says it: {@code not inlined}, {@code inline}, {@code guarded inline}. */
        public String text() {
            return text;
        }

        /** The kind of {@code d}. */
        public static Decision of(InlineDecision d) {
            if (d instanceof InlineDecision.Yes) {
                return YES;
            }
            return d instanceof InlineDecision.Guarded ? GUARDED : NO;
        }

        /** The kind named {@code name} in a file, or {@code null}. */
        public static Decision fromJsonName(String name) {
            for (Decision d : values()) {
                if (d.jsonName.equals(name)) {
                    return d;
                }
            }
            return null;
        }
    }

    /**
     * The invoke instruction of a call site, as the class file names its method.
     *
     * @param opcode     {@code invokevirtual}, {@code invokespecial}, {@code invokestatic} or {@code invokeinterface}
     * @param owner      the internal name of the class or interface the instruction names
     * @param name       the named method's name
     * @param descriptor the named method's descriptor
     */
    public record Invoke(String opcode, String owner, String name, String descriptor) {

        /** The opcodes' names, by opcode less {@code INVOKEVIRTUAL}. */
        static final List<String> OPCODES = List.of("invokevirtual", "invokespecial", "invokestatic", "invokeinterface");

        /** Checks that nothing is null. */
        public Invoke {
            Objects.requireNonNull(opcode, "opcode");
            Objects.requireNonNull(owner, "owner");
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(descriptor, "descriptor");
        }

        /** The invoke of {@code site}. */
        public static Invoke of(InlineSite site) {
            return new Invoke(OPCODES.get(site.opcode() - Opcodes.INVOKEVIRTUAL), site.owner(), site.name(),
                    site.descriptor());
        }

        /** The method the instruction names, {@code owner.name(Desc)Ret}. */
        public String symbolic() {
            return owner + "." + name + descriptor;
        }
    }

    /**
     * One call site and its decision ({@link InlineReport.CallSite}).
     *
     * @param caller     the method holding the invoke (the inlined method, below the root); never null
     * @param bci        the invoke's bytecode index in the caller
     * @param path       the inline path, the methods from the root down to the caller
     * @param invoke     the invoke instruction
     * @param decision   the decision's kind
     * @param reason     the decision's reason; never null
     * @param candidates the targets weighed, heaviest first
     * @param inlined    the call sites of the inlined bodies, target by target, each in bytecode order
     */
    public record Site(String caller, int bci, List<String> path, Invoke invoke, Decision decision, String reason,
                       List<Target> candidates, List<Site> inlined) {

        /** Copies the lists. */
        public Site {
            Objects.requireNonNull(caller, "caller");
            Objects.requireNonNull(invoke, "invoke");
            Objects.requireNonNull(decision, "decision");
            Objects.requireNonNull(reason, "reason");
            path = List.copyOf(path);
            candidates = List.copyOf(candidates);
            inlined = List.copyOf(inlined);
        }

        /** The values of {@code s}. */
        public static Site of(InlineReport.CallSite s) {
            InlineDecision d = s.decision();
            List<Target> candidates = new ArrayList<>();
            for (Candidate c : d.candidates()) {
                candidates.add(Target.of(c));
            }
            List<Site> inlined = new ArrayList<>();
            for (InlineReport.CallSite n : s.inlined()) {
                inlined.add(of(n));
            }
            return new Site(s.site().caller(), s.site().bci(), s.path(), Invoke.of(s.site()), Decision.of(d),
                    d.reason(), candidates, inlined);
        }

        /** The methods the decision inlines, in the order of its guards. */
        public List<String> inlinedTargets() {
            return candidates.stream().filter(Target::inlined).map(Target::method).toList();
        }
    }

    /**
     * One target weighed at a call site ({@link Candidate}).
     *
     * @param method       the target, {@code pkg/Cls.name(Desc)Ret}; never null
     * @param weight       the weight of its edge in the profile; 0 when the profile does not know it
     * @param siteShare    that weight over the site's weight
     * @param graphShare   that weight over the whole profile's weight
     * @param size         its estimated size in units; -1 without code rvm could inline
     * @param limit        the size limit it was held to, guard included; -1 when not compared
     * @param inlined      whether the decision inlines it
     * @param reason       why, or why not; never null
     * @param guardClasses the classes its exact-class guard accepts; empty without a guard
     */
    public record Target(String method, double weight, double siteShare, double graphShare, int size, int limit,
                         boolean inlined, String reason, List<String> guardClasses) {

        /** Copies the guard classes. */
        public Target {
            Objects.requireNonNull(method, "method");
            Objects.requireNonNull(reason, "reason");
            guardClasses = List.copyOf(guardClasses);
        }

        /** The values of {@code c}. */
        public static Target of(Candidate c) {
            return new Target(c.method(), c.weight(), c.siteShare(), c.graphShare(), c.size(), c.limit(), c.inlined(),
                    c.reason(), c.guardClasses());
        }
    }
}
