package rvm.core.runtime;

import java.util.concurrent.ConcurrentMap;
import java.util.function.Function;

/**
 * Memoising lookups in the VM's concurrent maps that guest threads reach at any depth (stack-trace
 * rewriting, linking, class loading, profilers' site keys).
 *
 * <p>{@link java.util.concurrent.ConcurrentHashMap#computeIfAbsent} parks a reservation in the
 * key's bin while its function runs. At the depth of a guest's stack overflow the function can
 * throw {@link StackOverflowError} and the {@code finally} that should clear the reservation can
 * overflow too; and a function that reaches the same map again (class loading that rewrites a
 * trace, say) finds its own reservation. Either way every later call for that bin throws
 * {@code IllegalStateException: Recursive update} and the VM stays broken for the rest of the run
 * (seen in the corpus program {@code StackOverflowFirst}, about one run in five under
 * {@code --tier=interp}). Here the function runs with nothing in the map: one that fails leaves
 * nothing behind, and one that re-enters only computes again.
 *
 * <p>Constraints: with {@link #getOrCompute}, two threads that miss at once both compute and the
 * first stored wins, so the function must be free of effects a second run would duplicate; a
 * function that gives out numbers uses {@link #getOrComputeOnce}.
 */
public final class GuestPathMaps {

    private GuestPathMaps() {
    }

    /** The value of {@code key} in {@code map}, computed by {@code compute} and stored when absent. */
    public static <K, V> V getOrCompute(ConcurrentMap<K, V> map, K key, Function<? super K, ? extends V> compute) {
        V v = map.get(key);
        if (v != null) {
            return v;
        }
        V computed = compute.apply(key);
        V raced = map.putIfAbsent(key, computed);
        return raced != null ? raced : computed;
    }

    /**
     * As {@link #getOrCompute}, computing at most once per key: a hit reads the map without a lock,
     * a miss computes holding {@code lock} (for functions with effects, such as giving out the next
     * number).
     */
    public static <K, V> V getOrComputeOnce(ConcurrentMap<K, V> map, K key, Object lock,
                                            Function<? super K, ? extends V> compute) {
        V v = map.get(key);
        if (v != null) {
            return v;
        }
        synchronized (lock) {
            return getOrCompute(map, key, compute);
        }
    }
}
