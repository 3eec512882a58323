import java.util.ArrayList;
import java.util.List;

/**
 * Code shapes whose stack map frames the compiler must extend with its own locals (the lock of a
 * synchronized method, the backedge countdown) rather than compute: loops in synchronized methods,
 * objects under construction on the operand stack across branches, long and double locals that
 * come and go, a loop head at the first instruction, exception handlers inside loops and as loop
 * heads, switches that branch backward. Each method runs often enough to be compiled by the
 * adaptive tier and to enter compiled loops by on-stack replacement.
 */
public class StackMapFrames {

    private int total;

    static final class Pair {
        final String s;
        final long n;

        Pair(String s, long n) {
            this.s = s;
            this.n = n;
        }
    }

    /** A synchronized method with a loop, a handler inside it, and a return from inside the loop. */
    synchronized int addAll(int[] values, int stopAt) {
        for (int i = 0; i < values.length; i++) {
            try {
                if (values[i] == stopAt) {
                    return total;
                }
                total += 100 / values[i];
            } catch (ArithmeticException e) {
                total -= 1;
            }
        }
        return total;
    }

    static int staticCount;

    static synchronized int countDown(int n) {
        int c = 0;
        while (n-- > 0) {
            c += n & 3;
        }
        staticCount += c;
        return c;
    }

    /** Objects under construction on the stack while branches join. */
    static long pairs(int n) {
        long sum = 0;
        List<Pair> kept = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Pair p = new Pair(i % 3 == 0 ? "three" : i % 2 == 0 ? "even" : "odd", i > n / 2 ? 1L : (long) i * i);
            sum += p.n + p.s.length();
            if (i % 100 == 0) {
                kept.add(p);
            }
        }
        return sum + kept.size();
    }

    /** Long and double locals in nested scopes: frames that append and chop two-slot locals. */
    static double scopes(int n) {
        double result = 0;
        for (int i = 0; i < n; i++) {
            if ((i & 1) == 0) {
                long a = i * 3L;
                double b = a / 2.0;
                result += b;
            } else {
                int c = i;
                long d = c - 1L;
                result -= d;
            }
            {
                double e = result * 0.5;
                if (e > 1e12) {
                    result = e;
                }
            }
        }
        return result;
    }

    /** The first instruction is a loop head. */
    static int firstIsLoopHead(int n) {
        while (true) {
            if (--n < 0) {
                return n;
            }
        }
    }

    /** A handler inside a loop that continues the loop, and a throw with a message chosen by a branch. */
    static int handlersInLoop(int n) {
        int caught = 0;
        for (int i = 0; i < n; i++) {
            try {
                if (i % 7 == 0) {
                    throw new IllegalStateException(i % 14 == 0 ? "fourteen" : "seven");
                }
            } catch (IllegalStateException e) {
                caught += e.getMessage().length();
                continue;
            }
            caught++;
        }
        return caught;
    }

    /** A state machine: a switch whose cases branch back to the loop head. */
    static int states(int steps) {
        int state = 0;
        int visits = 0;
        int i = 0;
        loop:
        while (true) {
            if (i++ >= steps) {
                break;
            }
            switch (state) {
                case 0:
                    state = 1;
                    visits += 1;
                    continue loop;
                case 1:
                    state = 2;
                    visits += 10;
                    continue loop;
                case 2:
                    state = 0;
                    visits += 100;
                    continue loop;
                default:
                    break loop;
            }
        }
        return visits;
    }

    /** A synchronized method whose try/finally returns from inside the loop. */
    synchronized String joined(List<String> parts, String stop) {
        StringBuilder b = new StringBuilder();
        try {
            for (String p : parts) {
                if (p.equals(stop)) {
                    return b.toString();
                }
                b.append(p).append(',');
            }
        } finally {
            total++;
        }
        return b.toString();
    }

    public static void main(String[] args) {
        StackMapFrames f = new StackMapFrames();
        int[] values = {5, 0, 4, 2, 0, 1, 10};
        long check = 0;
        for (int round = 0; round < 300; round++) {
            check += f.addAll(values, round % 50 == 0 ? 4 : -1);
            check += countDown(round);
            check += pairs(200);
            check += (long) scopes(round);
            check += firstIsLoopHead(round);
            check += handlersInLoop(round);
            check += states(round);
            check += f.joined(List.of("a", "b", "c", "d"), round % 2 == 0 ? "c" : "none").length();
            if (round % 100 == 0) {
                System.out.println("round " + round + ": " + check);
            }
        }
        System.out.println("addAll " + f.addAll(values, -1));
        System.out.println("countDown " + countDown(1000) + " staticCount " + staticCount);
        System.out.println("pairs " + pairs(5000));
        System.out.println("scopes " + scopes(5000));
        System.out.println("firstIsLoopHead " + firstIsLoopHead(5000));
        System.out.println("handlersInLoop " + handlersInLoop(5000));
        System.out.println("states " + states(5000));
        System.out.println("joined " + f.joined(List.of("x", "y", "z"), "z") + " total " + f.total);
        System.out.println("check " + check);
    }
}
