package rvm.inliner;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What each root's latest level-2 compilation inlined, for the oracle's rule that keeps a target
 * inlined when the root is compiled again (Jikes RVM's {@code DefaultInlineOracle}: "preserve previous
 * inlining decisions"). A sampled profile cannot keep those decisions by itself: a call that was
 * inlined runs no prologue, so it is no longer sampled, and its weight falls while the targets left
 * to the fallback call grow; without the rule, each recompilation would inline what the last one
 * left out and drop what it inlined.
 *
 * <p>Constraints: thread-safe; {@link #record} replaces a root's edges with those of its latest
 * compilation.
 */
public final class InlineHistory {

    /** No history: every decision reads the profile alone. */
    public static final InlineHistory NONE = new InlineHistory();

    private final Map<String, Set<String>> inlinedByRoot = new ConcurrentHashMap<>();

    /** Whether the latest compilation of {@code root} inlined {@code callee} at {@code caller}'s {@code bci}. */
    public boolean inlinedBefore(String root, String caller, int bci, String callee) {
        Set<String> edges = inlinedByRoot.get(root);
        return edges != null && edges.contains(key(caller, bci, callee));
    }

    /** Remembers what {@code report}'s compilation inlined, in place of its root's earlier compilation. */
    public void record(InlineReport report) {
        if (this == NONE) {
            throw new IllegalStateException("NONE records nothing");
        }
        Set<String> edges = ConcurrentHashMap.newKeySet();
        collect(report.sites(), edges);
        inlinedByRoot.put(report.root(), edges);
    }

    private static void collect(Iterable<InlineReport.CallSite> sites, Set<String> edges) {
        for (InlineReport.CallSite s : sites) {
            for (Candidate c : s.decision().inlined()) {
                edges.add(key(s.site().caller(), s.site().bci(), c.method()));
            }
            collect(s.inlined(), edges);
        }
    }

    private static String key(String caller, int bci, String callee) {
        return caller + "@" + bci + ">" + callee;
    }
}
