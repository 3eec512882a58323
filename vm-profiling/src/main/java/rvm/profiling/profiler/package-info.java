/**
 * The call-graph profilers that run on the yieldpoints ({@code --profile=timer|cbs|exact}), in
 * Jikes RVM's split of listener, organizer and database.
 *
 * <pre>
 *  timer thread (rvm-timer)          guest threads                       organizer (rvm-organizer)
 *  or every N-th yieldpoint          yieldpoint slow path                drains full halves
 *  tick(): word 0 -> +1   -------->  CallEdgeProfiler.yieldpointTaken  ------> Organizer --> DcgRepository
 *                                      decides: TimerSampling / CbsWindow /       (names, counts,
 *                                               every prologue (exact)             decay)
 *                                      asks CallerLookup.callerOf(callee)
 *                                      writes (caller, bci, callee) into
 *                                      its thread's SampleBuffer
 * </pre>
 *
 * <p>The decision uses only the one overloaded control word: a tick sets +1; the timer sampler takes
 * one sample at the next prologue or epilogue that wins the word back to 0; counter-based sampling
 * opens a window (-1) in which every stride-th prologue or epilogue samples; the exact profiler
 * holds the word at -1 for the whole run and records every prologue. A sample at an epilogue names
 * the edge of the call that is returning.
 *
 * <p>{@link rvm.profiling.profiler.CallEdgeProfiler} is the entry point; the launcher builds its
 * {@link rvm.profiling.profiler.ProfilerSettings} from the run's options and writes its DCG when the
 * guest ends.
 */
package rvm.profiling.profiler;
