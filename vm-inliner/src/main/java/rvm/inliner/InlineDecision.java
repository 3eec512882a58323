package rvm.inliner;

import java.util.List;
import java.util.Objects;

/**
 * What the oracle decided for one call site, with its reason: {@link No}, {@link Yes} (inline one
 * target without a guard) or {@link Guarded} (inline targets behind exact-class guards, the original
 * call as the fallback). Reasons are fixed, human-readable strings, for the inline report.
 *
 * <p>Every decision carries the {@linkplain #candidates() candidates} it weighed, each with its own
 * verdict, so that the report can say why each target was or was not taken.
 */
public sealed interface InlineDecision permits InlineDecision.No, InlineDecision.Yes, InlineDecision.Guarded {

    /** Why the oracle decided so; never null. */
    String reason();

    /** Every target the oracle weighed, heaviest first; empty when it stopped before weighing any. */
    List<Candidate> candidates();

    /** The targets the decision inlines, in the order their guards are tested; empty for {@link No}. */
    List<Candidate> inlined();

    /**
     * How many units the decision adds to the compilation ({@link InlineContext#grow}): the sum of the
     * inlined targets' {@link Candidate#growth()}; 0 for {@link No}.
     */
    default int growth() {
        int growth = 0;
        for (Candidate c : inlined()) {
            growth += c.growth();
        }
        return growth;
    }

    /**
     * Do not inline: the call stays a call.
     *
     * @param reason     why; never null
     * @param candidates the targets weighed and refused, heaviest first
     */
    record No(String reason, List<Candidate> candidates) implements InlineDecision {

        /** Copies the candidates and checks that none was inlined. */
        public No {
            Objects.requireNonNull(reason, "reason");
            candidates = List.copyOf(candidates);
            if (candidates.stream().anyMatch(Candidate::inlined)) {
                throw new IllegalArgumentException("a No decision inlines no candidate");
            }
        }

        /** Refusal before any target was weighed. */
        public No(String reason) {
            this(reason, List.of());
        }

        /** None. */
        @Override
        public List<Candidate> inlined() {
            return List.of();
        }
    }

    /**
     * Inline {@code target} in place of the call, without a guard: the call can reach no other method
     * (an {@code invokestatic} or {@code invokespecial}, or a private or final method, or one of a
     * final class). When {@link Candidate#keepsMonitor()}, the inlined code keeps the callee's monitor.
     *
     * @param target     the inlined target; inlined, with a callee and without guard classes
     * @param reason     why; never null
     * @param candidates every target weighed, {@code target} among them
     */
    record Yes(Candidate target, String reason, List<Candidate> candidates) implements InlineDecision {

        /** Copies the candidates and checks the target. */
        public Yes {
            Objects.requireNonNull(reason, "reason");
            candidates = List.copyOf(candidates);
            if (!target.inlined() || target.needsGuard() || !candidates.contains(target)) {
                throw new IllegalArgumentException("a Yes decision inlines one of its candidates without a guard: "
                        + target.method());
            }
        }

        /** The one target. */
        @Override
        public List<Candidate> inlined() {
            return List.of(target);
        }
    }

    /**
     * Inline each of {@code targets} behind a guard, and keep the original call as the fallback: the
     * code tests the receiver's exact class, {@code receiver.getClass()}, against each target's
     * {@link Candidate#guardClasses()} in turn, runs the inlined body of the first target whose test
     * passes, and makes the original virtual call when none does. The guard is always an exact-class
     * test and the fallback always the call: rvm cannot deoptimise, so it can neither patch a guard
     * away nor replace the fallback by an exit to the interpreter. A target that {@link
     * Candidate#keepsMonitor()} keeps its monitor in its inlined body.
     *
     * @param targets    the inlined targets, heaviest first, each with its weight, shares and guard
     *                   classes; never empty
     * @param reason     why; never null
     * @param candidates every target weighed, {@code targets} among them
     */
    record Guarded(List<Candidate> targets, String reason, List<Candidate> candidates) implements InlineDecision {

        /** Copies the lists and checks the targets. */
        public Guarded {
            Objects.requireNonNull(reason, "reason");
            targets = List.copyOf(targets);
            candidates = List.copyOf(candidates);
            if (targets.isEmpty()) {
                throw new IllegalArgumentException("a Guarded decision inlines at least one target");
            }
            for (Candidate t : targets) {
                if (!t.inlined() || !t.needsGuard() || !candidates.contains(t)) {
                    throw new IllegalArgumentException("a Guarded decision inlines candidates that need a guard: "
                            + t.method());
                }
            }
        }

        /** The guarded targets. */
        @Override
        public List<Candidate> inlined() {
            return targets;
        }
    }
}
