package rvm.inliner;

import java.util.List;
import java.util.Objects;

/**
 * The inlining tree of one compilation: the root method and, for each call site the oracle decided
 * on, its decision, with the call sites of the inlined bodies below it. What {@code
 * --print-inlining} prints ({@link InlineReportPrinter}) and what the launcher serialises.
 *
 * @param root     the compiled method, {@code pkg/Cls.name(Desc)Ret}; never null
 * @param rootSize its estimated size in units ({@link SizeEstimator})
 * @param budget   the size the compilation could grow to ({@link InlineOptions#budget})
 * @param sites    the call sites of the root method the oracle decided on, in bytecode order
 */
public record InlineReport(String root, int rootSize, int budget, List<CallSite> sites) {

    /**
     * Copies the sites and checks that they are the root's.
     *
     * @throws IllegalArgumentException when a site is not at depth 0 of this root
     */
    public InlineReport {
        Objects.requireNonNull(root, "root");
        sites = List.copyOf(sites);
        for (CallSite s : sites) {
            if (!s.path().equals(List.of(root))) {
                throw new IllegalArgumentException("site " + s.site().caller() + " @" + s.site().bci()
                        + " is not a call site of the root " + root);
            }
        }
    }

    /** The estimated size of the compilation after inlining: the root's plus every decision's growth. */
    public int compiledSize() {
        int size = rootSize;
        for (CallSite s : sites) {
            size += s.growth();
        }
        return size;
    }

    /**
     * One call site and what the oracle decided for it.
     *
     * @param site     the call, in the method that holds it
     * @param path     the inline path from the root down to the site's caller (the root alone for a
     *                 call of the root's own code)
     * @param decision the oracle's decision, with its reason and the candidates weighed (their weights,
     *                 shares, estimated sizes and guards)
     * @param inlined  the call sites of the inlined bodies the transform decided on, target by target in
     *                 the decision's order, each in bytecode order; empty when nothing was inlined
     */
    public record CallSite(InlineSite site, List<String> path, InlineDecision decision, List<CallSite> inlined) {

        /**
         * Copies the lists and checks that the nested sites are in the inlined targets.
         *
         * @throws IllegalArgumentException when the site's caller does not end the path, or a nested
         *                                  site is not in a target this decision inlined
         */
        public CallSite {
            Objects.requireNonNull(site, "site");
            Objects.requireNonNull(decision, "decision");
            path = List.copyOf(path);
            inlined = List.copyOf(inlined);
            if (path.isEmpty() || !path.get(path.size() - 1).equals(site.caller())) {
                throw new IllegalArgumentException("the inline path " + path + " does not end at the caller "
                        + site.caller());
            }
            for (CallSite s : inlined) {
                boolean inTarget = decision.inlined().stream().anyMatch(t -> t.method().equals(s.site().caller()));
                if (!inTarget || s.path().size() != path.size() + 1 || !s.path().subList(0, path.size()).equals(path)) {
                    throw new IllegalArgumentException("site " + s.site().caller() + " @" + s.site().bci()
                            + " is not in a target inlined at " + site.caller() + " @" + site.bci());
                }
            }
        }

        /** How many inlined frames deep the site's caller is: 0 in the root. */
        public int depth() {
            return path.size() - 1;
        }

        /** The units this decision and those below it add to the compilation. */
        public int growth() {
            int growth = decision.growth();
            for (CallSite s : inlined) {
                growth += s.growth();
            }
            return growth;
        }
    }
}
