/**
 * The sampling decisions as state machines on the one control word, apart from threads and
 * buffers: {@link rvm.profiling.sampling.TimerSampling} (the old Jikes RVM scheme, one sample per
 * tick) and {@link rvm.profiling.sampling.CbsWindow} (Arnold and Grove's counter-based sampling,
 * CGO 2005, Figure 3). They see the word through {@link rvm.profiling.sampling.ControlWord}, so
 * that tests can drive them on a word of their own.
 *
 * <p>Constraints: called in the yieldpoint slow path of a guest thread: no lock, no allocation,
 * no blocking. A tick only moves the word from 0 to +1; a tick that finds a request pending is
 * ignored (the CBS paper's overrun rule); {@code tick} says whether it took, and the profiler
 * counts the ticks that did not.
 */
package rvm.profiling.sampling;
