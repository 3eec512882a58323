package bench.micro;

import bench.Input;
import bench.Workload;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Micro workload: JDK calls from guest loops. Builds words with a {@link StringBuilder}, counts
 * them in a {@link HashMap} (boxing the counts), keeps them in an {@link ArrayList} and walks the
 * list; the work inside the JDK is small, so the time goes to the guest's calls into JDK methods.
 *
 * <p>Call structure: monomorphic calls from guest code into the JDK ({@code StringBuilder.append},
 * {@code HashMap.get/put}, {@code Integer.valueOf}, {@code List.get}). The map is only looked up,
 * never iterated, so the result does not depend on hash iteration order.
 */
public final class Strings {

    static final int WORDS = 20_000;

    private Strings() {
    }

    public static void main(String[] args) {
        Workload.main("strings", args, Strings::run);
    }

    static long run(Input input) {
        int rounds = switch (input) {
            case SMALL -> 140;
            case LARGE -> 3000;
        };
        long sum = 0;
        for (int r = 0; r < rounds; r++) {
            sum = sum * 17 + round(r);
        }
        return sum;
    }

    static String word(StringBuilder sb, int seed) {
        sb.setLength(0);
        int x = seed;
        int len = 3 + (x & 3);
        for (int i = 0; i < len; i++) {
            sb.append((char) ('a' + x % 7));
            x = x / 7 + i;
        }
        return sb.toString();
    }

    static long round(int round) {
        StringBuilder sb = new StringBuilder();
        Map<String, Integer> counts = new HashMap<>();
        List<String> words = new ArrayList<>();
        int seed = round * 7919 + 1;
        for (int i = 0; i < WORDS; i++) {
            seed = seed * 1103515245 + 12345;
            String w = word(sb, (seed >>> 8) & 0xffff);
            words.add(w);
            Integer old = counts.get(w);
            counts.put(w, old == null ? 1 : old + 1);
        }
        long h = counts.size();
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            h = h * 31 + w.length() * counts.get(w) + w.charAt(0);
        }
        return h;
    }
}
