package rvm.launcher.inline;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import rvm.launcher.inline.InlineReportFile.Compilation;
import rvm.launcher.inline.InlineReportFile.Site;

/**
 * The call sites two inline reports decided alike, differently, or only one of them decided on.
 *
 * <p>A site is matched across the reports by its {@link Key}: the caller, the invoke's bytecode
 * index and the inline path from the compiled method down to the caller. The same call inlined into
 * two compiled methods is two sites (their paths start at different roots); a call at the root of
 * one compilation and the same call inlined into another are two sites too. Two decisions are the
 * same when they are of the same kind and inline the same set of targets; their reasons, weights and
 * sizes may differ (they are what the reports are compared for).
 *
 * <p>A key is counted once per report. Where one report decided the same key more than once (two
 * class loaders' classes of the same name, each method compiled at level 2), the first decision in
 * compile order stands for it.
 *
 * @param same      how many sites both reports decided alike
 * @param different the sites both decided, differently, in A's order
 * @param onlyInA   the sites only A decided on, in A's order
 * @param onlyInB   the sites only B decided on, in B's order
 */
public record InlineDiff(int same, List<Pair> different, List<Pair> onlyInA, List<Pair> onlyInB) {

    /** Copies the lists. */
    public InlineDiff {
        different = List.copyOf(different);
        onlyInA = List.copyOf(onlyInA);
        onlyInB = List.copyOf(onlyInB);
    }

    /**
     * What identifies a call site across reports.
     *
     * @param caller the method holding the invoke
     * @param bci    the invoke's bytecode index in the caller
     * @param path   the inline path, from the compiled method down to the caller
     */
    public record Key(String caller, int bci, List<String> path) {

        /** Copies the path. */
        public Key {
            Objects.requireNonNull(caller, "caller");
            path = List.copyOf(path);
        }

        /** The key of {@code s}. */
        public static Key of(Site s) {
            return new Key(s.caller(), s.bci(), s.path());
        }
    }

    /**
     * One site as each report decided it.
     *
     * @param key the site
     * @param a   A's decision, or {@code null} when only B decided on the site
     * @param b   B's decision, or {@code null} when only A decided on the site
     */
    public record Pair(Key key, Site a, Site b) {
    }

    /** Compares the decisions of {@code a} and {@code b}. */
    public static InlineDiff of(InlineReportFile a, InlineReportFile b) {
        Map<Key, Site> inA = sites(a);
        Map<Key, Site> inB = sites(b);
        int same = 0;
        List<Pair> different = new ArrayList<>();
        List<Pair> onlyInA = new ArrayList<>();
        for (Map.Entry<Key, Site> e : inA.entrySet()) {
            Site other = inB.get(e.getKey());
            if (other == null) {
                onlyInA.add(new Pair(e.getKey(), e.getValue(), null));
            } else if (sameDecision(e.getValue(), other)) {
                same++;
            } else {
                different.add(new Pair(e.getKey(), e.getValue(), other));
            }
        }
        List<Pair> onlyInB = new ArrayList<>();
        for (Map.Entry<Key, Site> e : inB.entrySet()) {
            if (!inA.containsKey(e.getKey())) {
                onlyInB.add(new Pair(e.getKey(), null, e.getValue()));
            }
        }
        return new InlineDiff(same, different, onlyInA, onlyInB);
    }

    /** Whether {@code a} and {@code b} are of the same kind and inline the same targets. */
    public static boolean sameDecision(Site a, Site b) {
        return a.decision() == b.decision() && new HashSet<>(a.inlinedTargets()).equals(new HashSet<>(b.inlinedTargets()));
    }

    /**
     * Every site of {@code report} by its key, in compile order and, within a compilation, in tree
     * order (a site before the sites of the bodies it inlined); the first decision of a key stands.
     */
    public static Map<Key, Site> sites(InlineReportFile report) {
        Map<Key, Site> map = new LinkedHashMap<>();
        for (Compilation c : report.compilations()) {
            add(map, c.sites());
        }
        return map;
    }

    private static void add(Map<Key, Site> map, List<Site> sites) {
        for (Site s : sites) {
            map.putIfAbsent(Key.of(s), s);
            add(map, s.inlined());
        }
    }
}
