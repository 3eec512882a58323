package rvm.inliner;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The call edges the latest level-2 compilations inlined, for the oracle's rule that keeps a target
 * inlined at a site (after Jikes RVM's {@code DefaultInlineOracle}, which preserves the previous
 * inlining decisions of the root it compiles again). A sampled profile cannot keep those decisions
 * by itself: a call that was inlined runs no prologue, so it is no longer sampled, and its weight
 * falls while the targets left to the fallback call grow. Without the rule a recompilation inlines
 * what the last one left out and drops what it inlined, and a new root that inlines the same site
 * sees only the targets other code did not inline. So an edge counts here while the latest
 * compilation of any root inlined it, not only the root being compiled.
 *
 * <p>Constraints: thread-safe; {@link #record} replaces a root's edges with those of its latest
 * compilation.
 */
public final class InlineHistory {

    /** No history: every decision reads the profile alone. */
    public static final InlineHistory NONE = new InlineHistory();

    private final Map<String, Set<String>> inlinedByRoot = new HashMap<>();
    /** For each edge, how many roots' latest compilations inlined it. */
    private final Map<String, Integer> roots = new HashMap<>();

    /** Whether the latest compilation of some root inlined {@code callee} at {@code caller}'s {@code bci}. */
    public synchronized boolean inlinedBefore(String caller, int bci, String callee) {
        return roots.containsKey(key(caller, bci, callee));
    }

    /** Remembers what {@code report}'s compilation inlined, in place of its root's earlier compilation. */
    public synchronized void record(InlineReport report) {
        if (this == NONE) {
            throw new IllegalStateException("NONE records nothing");
        }
        Set<String> edges = new HashSet<>();
        collect(report.sites(), edges);
        Set<String> earlier = inlinedByRoot.put(report.root(), edges);
        for (String e : edges) {
            roots.merge(e, 1, Integer::sum);
        }
        if (earlier != null) {
            for (String e : earlier) {
                roots.computeIfPresent(e, (k, n) -> n == 1 ? null : n - 1);
            }
        }
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
