package rvm.launcher;
public class PcTime {
    public static void main(String[] a) throws Exception {
        long t0 = System.nanoTime();
        Class.forName("picocli.CommandLine");
        long t1 = System.nanoTime();
        Object spec = RunArguments.class.getDeclaredMethod("spec").invoke(null);
        long t2 = System.nanoTime();
        picocli.CommandLine cl = new picocli.CommandLine((picocli.CommandLine.Model.CommandSpec) spec);
        long t3 = System.nanoTime();
        RunArguments.parse(new String[] {"--tier=baseline", "-cp", "/tmp", "Hello"});
        long t4 = System.nanoTime();
        RunArguments.parse(new String[] {"--tier=baseline", "-cp", "/tmp", "Hello"});
        long t5 = System.nanoTime();
        System.out.printf("load %.1f spec %.1f commandline %.1f parse %.1f parse-again %.1f ms%n", (t1-t0)/1e6, (t2-t1)/1e6, (t3-t2)/1e6, (t4-t3)/1e6, (t5-t4)/1e6);
    }
}
