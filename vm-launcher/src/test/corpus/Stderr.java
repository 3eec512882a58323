import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** Writes to both System.out and System.err through several APIs, including printStackTrace. */
public class Stderr {
    static Exception make(String msg) {
        return new IllegalStateException(msg);
    }

    static void deeper(int n) throws Exception {
        if (n == 0) {
            throw new Exception("checked from deeper", make("inner"));
        }
        deeper(n - 1);
    }

    public static void main(String[] args) throws Exception {
        System.out.println("out: line 1");
        System.err.println("err: line 1");
        System.out.print("out: no newline, ");
        System.out.println("then newline");
        System.err.print('c');
        System.err.print(42);
        System.err.print(1.5);
        System.err.print(true);
        System.err.println(new char[] {'!', '?'});
        System.err.printf(Locale.ROOT, "err: printf %d %s %.2f%n", 7, "seven", 7.0);
        System.out.printf(Locale.ROOT, "out: printf %05d|%-4s|%n", 12, "ab");
        System.err.write("err: raw bytes\n".getBytes(StandardCharsets.US_ASCII));
        System.err.flush();
        System.out.write('X');
        System.out.write('\n');
        System.out.flush();
        PrintStream err = System.err;
        err.append("err: append ").append('a').append("bcdef", 1, 3).append('\n');
        System.err.format("err: format %s%n", "done");

        make("printed with printStackTrace").printStackTrace();
        try {
            deeper(2);
        } catch (Exception e) {
            e.printStackTrace();
            System.out.println("out: caught " + e.getMessage() + " / cause " + e.getCause().getMessage());
        }
        Exception s = new Exception("with suppressed");
        s.addSuppressed(make("suppressed one"));
        s.printStackTrace();
        System.err.println(String.join(",", "err", "last", "line"));
        System.out.println("out: last line");
    }
}
