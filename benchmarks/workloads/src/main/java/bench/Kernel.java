package bench;

/** One complete, deterministic run of a workload over an input. */
@FunctionalInterface
public interface Kernel {

    /**
     * Runs the workload once.
     *
     * @param input the input size
     * @return a checksum of everything the run computed; the same on every run and every VM
     * @throws Exception when the workload fails: the driver reports it and exits with 1
     */
    long run(Input input) throws Exception;
}
