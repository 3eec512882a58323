// The seed of the mutant tests (rvm.launcher.mutants): Small.class beside it is this file compiled by
// JDK 17.0.15's javac with "javac -g --release 17", kept so that every mutant is the same bytes on
// every machine and JDK. Recompiling it changes the mutant set: record the new figures if you do.
public class Small implements Runnable {
    static final String GREETING = "hello";
    static int counter;
    private final int n;

    static {
        counter = 3;
    }

    Small(int n) {
        this.n = n;
    }

    int square() {
        return n * n;
    }

    @Override
    public void run() {
        counter += square();
    }

    public static void main(String[] args) {
        int sum = 0;
        for (int i = 0; i < 4; i++) {
            sum += new Small(i).square();
        }
        new Small(2).run();
        try {
            Object o = args.length > 5 ? null : "x";
            sum += o.hashCode() % 7;
        } catch (RuntimeException e) {
            sum = -1;
        }
        System.out.println(GREETING + " " + sum + " " + counter);
    }
}
