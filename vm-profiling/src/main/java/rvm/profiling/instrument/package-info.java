/**
 * Instrumentation sampling (Arnold and Ryder, "A Framework for Reducing the Cost of Instrumented
 * Code", PLDI 2001): the options ({@link rvm.profiling.instrument.InstrumentOptions},
 * {@link rvm.profiling.instrument.InstrumentSettings}), the transform of compiled code into
 * checking and duplicated code ({@link rvm.profiling.instrument.SamplingTransform}, with
 * {@link rvm.profiling.instrument.PartialDuplication} for {@code --duplication=partial}), which the
 * launcher hands to the compiler, the choice of instrumented methods
 * ({@link rvm.profiling.instrument.MethodSelection}), the merged triggers' yieldpoint service
 * ({@link rvm.profiling.instrument.MergedTrigger}), users' tools ({@link rvm.profiling.instrument.ToolJar}
 * loads one, {@link rvm.profiling.instrument.ToolCode} makes the calls to it) and the results file
 * ({@link rvm.profiling.instrument.InstrumentResults}, with the selection of a call's target in
 * {@link rvm.profiling.instrument.CallTargets}). The counters the instrumented code runs are
 * vm-core's {@link rvm.core.runtime.SampledInstrumentation}, and the tools' events go through
 * {@link rvm.core.runtime.ToolEvents}. Design: {@code docs/ARCHITECTURE.md},
 * "Instrumentation sampling".
 */
package rvm.profiling.instrument;
