/**
 * JMH micro-benchmarks, one class per question: what a bytecode costs in the interpreter
 * ({@code InterpreterLoopBench}), what each kind of interpreted call costs
 * ({@code InterpretedCallBench}), what a backedge check costs in host-compiled code
 * ({@code YieldpointCheckBench}) and yieldpoints in rvm's compiled code
 * ({@code CompiledYieldpointBench}), and what a guest stack walk and a profiler's caller lookup
 * cost ({@code GuestStackWalkBench}). The guest kernels are {@code bench.micro.Kernels}, loaded
 * both by the host and by an rvm {@link rvm.interp.Vm} ({@code GuestKernels}). Run them with
 * {@code ./rvm jmh}.
 *
 * <p>Constraints: warm-up, measurement and forks are set explicitly on each class; every result
 * is returned or sunk so that the host JIT cannot remove the work; where a question compares rvm
 * with the host, both versions are benchmarks of the same class, measured in the same run.
 */
package rvm.bench.jmh;
