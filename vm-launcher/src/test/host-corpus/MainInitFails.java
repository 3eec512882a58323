/** The main class's own static initialiser throws: the host shows no frame below it. */
public class MainInitFails {

    static final int VALUE = compute();

    static int compute() {
        throw new IllegalStateException("cannot initialise the main class");
    }

    public static void main(String[] args) {
        System.out.println("never reached " + VALUE);
    }
}
