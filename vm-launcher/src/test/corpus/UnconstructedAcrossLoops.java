/**
 * Objects under construction on the operand stack across loops: a constructor's argument is a
 * switch expression whose blocks loop, so the {@code new}'s two references sit under the loop's
 * values at every backedge. Long enough loops ask for on-stack replacement there, which must not
 * take over a frame holding such an object; instrumentation sampling's checks sit at those
 * backedges too, and the inliner sees the constructor's call under them.
 */
public class UnconstructedAcrossLoops {

    static final class Box {
        final long value;

        Box(long value) {
            this.value = value;
        }
    }

    static Box make(int n) {
        return new Box(switch (n & 1) {
            case 0 -> {
                long s = 0;
                for (int i = 0; i < n; i++) {
                    s = s * 31 + (i ^ s);
                }
                yield s;
            }
            default -> {
                long s = 1;
                int i = 0;
                while (i < n) {
                    s = s * 17 + i;
                    i++;
                }
                yield s;
            }
        });
    }

    static String label(int n) {
        return new StringBuilder(switch (n % 3) {
            case 0 -> {
                StringBuilder b = new StringBuilder();
                for (int i = 0; i < n % 7; i++) {
                    b.append((char) ('a' + i));
                }
                yield b.toString();
            }
            default -> "n" + n;
        }).reverse().toString();
    }

    public static void main(String[] args) {
        long total = 0;
        for (int k = 0; k < 3000; k++) {
            total += make(k % 700 + 1).value;
        }
        System.out.println(total);
        System.out.println(make(200_000).value);
        System.out.println(make(200_001).value);
        StringBuilder labels = new StringBuilder();
        for (int k = 0; k < 2000; k++) {
            labels.append(label(k)).append(k % 100 == 0 ? "\n" : "");
        }
        System.out.println(labels.length());
        System.out.print(labels.substring(0, 200));
        System.out.println();
    }
}
