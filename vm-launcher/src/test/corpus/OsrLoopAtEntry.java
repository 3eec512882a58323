/**
 * Loops whose head is the method's first instruction: an on-stack replacement there must enter the
 * loop, not the code that loads the interpreter's state (under the stress mode every method here
 * moves into compiled code at its first backedge).
 */
public class OsrLoopAtEntry {

    static int countUp(int[] cell, int limit) {
        while (cell[0] < limit) {
            cell[0]++;
        }
        return cell[0];
    }

    static long halveToOne(long n) {
        do {
            n = n % 2 == 0 ? n / 2 : 3 * n + 1;
        } while (n != 1);
        return n;
    }

    static final class Slot {
        private int count;

        synchronized int drain() {
            while (count > 0) {
                count--;
            }
            return count;
        }
    }

    public static void main(String[] args) {
        System.out.println("countUp " + countUp(new int[1], 100000));
        System.out.println("halveToOne " + halveToOne(27));
        Slot s = new Slot();
        s.count = 5000;
        System.out.println("drain " + s.drain());
    }
}
