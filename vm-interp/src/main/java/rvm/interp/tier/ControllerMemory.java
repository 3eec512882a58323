package rvm.interp.tier;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import rvm.core.model.GuestMethod;
import rvm.interp.compiler.BaselineCompiler.Result;

/**
 * The controller's plans, as Jikes RVM's {@code ControllerMemory}: what it asked to compile, at
 * which level, why, with which share of the profile, and how it ended. A method is recompiled again
 * only when its profile has changed enough since its last plan, and never while a plan of it is
 * under way.
 *
 * <p>Constraints: the controller's thread adds and reads plans; the compiling threads end them
 * ({@link #ended}); every method is synchronized.
 */
public final class ControllerMemory {

    /** How a plan stands. */
    public enum Status { QUEUED, COMPILED, NOT_OPTIMISED, FAILED }

    /**
     * One decision to compile.
     *
     * @param event    what made the controller look: {@code hot method}, {@code hot edges}, {@code profile changed}
     * @param share    the method's share of the profile's call weight as a caller when decided
     * @param estimate the model's figures
     */
    public record Plan(GuestMethod method, int level, String event, double share, AnalyticModel.Estimate estimate,
                       Status status, int compileId) {

        /** Why, in one line: what {@code --print-compilation} and the inline report show. */
        public String why() {
            return String.format("%s (call weight %.2f%%): %s", event, share * 100, estimate);
        }

        Plan ended(Status s, int id) {
            return new Plan(method, level, event, share, estimate, s, id);
        }
    }

    private final Map<GuestMethod, List<Plan>> plans = new HashMap<>();

    /** Records a plan just queued. */
    synchronized void add(Plan plan) {
        plans.computeIfAbsent(plan.method(), k -> new ArrayList<>()).add(plan);
    }

    /** Forgets {@code plan}, which could not be queued. */
    synchronized void remove(Plan plan) {
        List<Plan> list = plans.get(plan.method());
        if (list != null && list.remove(plan) && list.isEmpty()) {
            plans.remove(plan.method());
        }
    }

    /** The last plan of {@code m}, or {@code null}. */
    synchronized Plan latest(GuestMethod m) {
        List<Plan> list = plans.get(m);
        return list == null ? null : list.get(list.size() - 1);
    }

    /** How many plans {@code m} has had. */
    synchronized int count(GuestMethod m) {
        List<Plan> list = plans.get(m);
        return list == null ? 0 : list.size();
    }

    /** Ends the queued plan {@code r} was compiled for, if the controller made one. */
    void ended(Result r) {
        if (r.request().osrTarget() < 0) {
            end(r.request().method(), r.request().level(), r.compiled() == null ? Status.FAILED
                    : r.refused() != null ? Status.NOT_OPTIMISED : Status.COMPILED,
                    r.compiled() == null ? -1 : r.compiled().compileId());
        }
    }

    /** Ends {@code m}'s queued plan at {@code level}, if there is one, as {@code status}. */
    synchronized void end(GuestMethod m, int level, Status status, int compileId) {
        List<Plan> list = plans.get(m);
        if (list == null) {
            return;
        }
        for (int i = list.size() - 1; i >= 0; i--) {
            Plan p = list.get(i);
            if (p.status() == Status.QUEUED && p.level() == level) {
                list.set(i, p.ended(status, compileId));
                return;
            }
        }
    }

    /** The summary's lines: plans by event and by how they ended. */
    public synchronized List<String> lines() {
        Map<String, Map<Status, Integer>> byEvent = new TreeMap<>();
        plans.values().forEach(list -> list.forEach(p -> byEvent.computeIfAbsent(p.event(), k -> new TreeMap<>())
                .merge(p.status(), 1, Integer::sum)));
        List<String> lines = new ArrayList<>();
        byEvent.forEach((event, statuses) -> lines.add("controller: " + event + ": " + statuses.entrySet().stream()
                .map(e -> e.getValue() + " " + e.getKey().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '))
                .collect(Collectors.joining(", "))));
        return lines;
    }
}
