package rvm.interp.tier;

import java.util.Map;

/**
 * What the {@link Controller} reads of the running profile: how many samples it holds, and each
 * method's weight as a caller (the weight of its call sites: the hot call edges out of it) and as
 * a callee (the weight of the edges into it). The launcher adapts the profilers' DCG repository to
 * it; the controller does not see the repository itself.
 *
 * <p>Constraints: called on the controller's thread while the guest runs; each call returns a
 * snapshot that costs one entry per method, never a walk of the call sites.
 */
public interface Hotness {

    /** The samples the profile holds (calls, for the exact profiler), not decayed. */
    long samples();

    /** Each method's weight as a caller, by JVM name ({@code pkg/Cls.name(Desc)Ret}). */
    Map<String, Double> weightByCaller();

    /** Each method's weight as a callee, by JVM name. */
    Map<String, Double> weightByCallee();
}
