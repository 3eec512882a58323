/**
 * Not a benchmark: the cost of starting a JVM (and, on rvm, the VM) and running an empty
 * {@code main}. The harness reports it as the startup baseline.
 */
public class Empty {

    public static void main(String[] args) {
        System.out.println("checksum 0");
    }
}
