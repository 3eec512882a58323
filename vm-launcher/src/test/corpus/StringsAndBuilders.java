import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;
import java.util.TreeMap;

/** Strings: indy concatenation of every type, StringBuilder, String.format, and text processing. */
public class StringsAndBuilders {
    static final String CONST = "const";

    static String concatAll(boolean z, byte b, char c, short s, int i, long l, float f, double d, Object o,
            String str, int[] nullArr) {
        return "z=" + z + " b=" + b + " c=" + c + " s=" + s + " i=" + i + " l=" + l + " f=" + f + " d=" + d
                + " o=" + o + " str=" + str + " null=" + nullArr + " " + CONST + c + i;
    }

    static String caesar(String s, int k) {
        StringBuilder sb = new StringBuilder(s.length());
        for (char ch : s.toCharArray()) {
            if (Character.isUpperCase(ch)) {
                sb.append((char) ('A' + (ch - 'A' + k) % 26));
            } else if (Character.isLowerCase(ch)) {
                sb.append((char) ('a' + (ch - 'a' + k) % 26));
            } else {
                sb.append(ch);
            }
        }
        return sb.toString();
    }

    static boolean isPalindrome(String s) {
        String clean = s.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
        return new StringBuilder(clean).reverse().toString().equals(clean);
    }

    static String rle(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length();) {
            int j = i;
            while (j < s.length() && s.charAt(j) == s.charAt(i)) {
                j++;
            }
            sb.append(j - i).append(s.charAt(i));
            i = j;
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        // Concatenation of every primitive type, null, objects and constants.
        System.out.println(concatAll(true, (byte) -128, 'Q', (short) -32768, Integer.MIN_VALUE, Long.MAX_VALUE,
                1.0f / 3, Math.PI, List.of(1, 2), null, null));
        System.out.println(concatAll(false, (byte) 127, '\t', (short) 0, 0, -1L, Float.NaN, Double.NEGATIVE_INFINITY,
                'c', "", null));
        char[] chars = {'x', 'y'};
        String s = "" + 1 + 2 + '3' + (1 + 2) + 1.5f + null + true;
        System.out.println(s + " " + ('a' + 'b') + " " + (char) ('a' + 1) + " " + String.valueOf(chars) + " "
                + 0.1f + " " + 1e-5 + " " + 100.0 + " " + 1e21 + " " + -0.0 + " " + (float) 1e10);
        String acc = "";
        for (int i = 0; i < 5; i++) {
            acc += i + ",";
        }
        acc += 'x';
        System.out.println(acc);

        // StringBuilder operations.
        StringBuilder sb = new StringBuilder("hello");
        sb.append(' ').append("world").append(42).append('!').append(3.5).append(true).append((Object) null)
                .append(new char[] {'a', 'b'}).append(7L);
        System.out.println(sb + " len=" + sb.length());
        sb.insert(0, "<<").insert(7, '_').replace(2, 7, "HELLO").deleteCharAt(sb.length() - 1).delete(0, 2);
        System.out.println(sb + " idx=" + sb.indexOf("world") + " last=" + sb.lastIndexOf("l") + " charAt5="
                + sb.charAt(5));
        sb.setCharAt(0, 'J');
        sb.setLength(11);
        System.out.println(sb + " rev=" + new StringBuilder(sb).reverse() + " cmp="
                + Integer.signum(sb.compareTo(new StringBuilder("J"))) + " cap>=len " + (sb.capacity() >= sb.length()));
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 1000; i++) {
            big.append(i % 10);
        }
        System.out.println("big len " + big.length() + " hash " + big.toString().hashCode() + " sub "
                + big.substring(995));
        StringBuilder surrogate = new StringBuilder().appendCodePoint(0x1F600).append("x");
        System.out.println("code points " + surrogate.length() + " " + surrogate.codePointCount(0, surrogate.length())
                + " " + Integer.toHexString(surrogate.codePointAt(0)));

        // String.format (fixed locale).
        System.out.println(String.format(Locale.ROOT, "%d|%5d|%-5d|%05d|%x|%X|%o|%,d", 42, 42, 42, 42, 255, 255, 8,
                1234567));
        System.out.println(String.format(Locale.ROOT, "%.3f|%10.2f|%e|%.0f|%g|%s|%S|%c|%b|%%|%n", Math.E, -3.14159,
                12345.678, 2.5, 0.00012345, "str", "up", 'c', null).trim());
        System.out.println(String.format(Locale.ROOT, "%2$s-%1$s %3$08.3f [%-6s] [%6s] %h", "a", "b", 3.14159, "l",
                "r", "hi"));
        System.out.println("%s=%d".formatted("x", 5) + " " + String.format(Locale.ROOT, "%,.2f", 9876543.219));

        // String methods.
        String text = "  The Quick brown fox, the lazy dog; THE end.  ";
        System.out.println("[" + text.trim() + "] [" + text.strip() + "] blank=" + "  ".isBlank() + " empty="
                + "".isEmpty());
        System.out.println(text.toUpperCase(Locale.ROOT).trim() + " | " + text.toLowerCase(Locale.ROOT).trim());
        System.out.println(text.indexOf("the") + " " + text.lastIndexOf("the") + " " + text.indexOf('Q') + " "
                + text.contains("fox") + " " + text.trim().startsWith("The") + " " + text.trim().endsWith("end.")
                + " " + "abc".compareTo("abd") + " " + "B".compareToIgnoreCase("a") + " " + "Hello".equalsIgnoreCase("hELLO"));
        System.out.println(Arrays.toString(text.trim().split("[ ,;.]+")) + " " + Arrays.toString("a:b::c".split(":"))
                + " " + Arrays.toString("a:b::c:".split(":", -1)) + " " + Arrays.toString("a1b2c3".split("\\d", 2)));
        System.out.println(text.replace("the", "a").trim() + " | " + text.replaceAll("(?i)the", "X").trim() + " | "
                + text.trim().replaceFirst("\\w+", "A") + " | " + "a.b.c".replace('.', '/'));
        System.out.println("ab".repeat(3) + " " + String.join("-", "x", "y", "z") + " " + "Java".chars().sum() + " "
                + "line1\nline2\r\nline3".lines().count() + " " + "  indented".stripLeading() + "|"
                + "Tab\t".stripTrailing() + "|" + "x".concat("y") + " " + "hello".substring(1, 3) + " "
                + "hello".charAt(4) + " " + "a,b".toCharArray().length + " " + String.valueOf(3.0f) + " "
                + "abc".hashCode() + " " + "".hashCode() + " " + "x".intern().equals("x"));

        // Text processing: word frequencies, caesar, palindromes, run-length encoding.
        String para = "It was the best of times it was the worst of times it was the age of wisdom";
        TreeMap<String, Integer> freq = new TreeMap<>();
        for (String w : para.toLowerCase(Locale.ROOT).split(" ")) {
            freq.merge(w, 1, Integer::sum);
        }
        System.out.println(freq);
        String enc = caesar("Hello, World! xyz", 3);
        System.out.println(enc + " -> " + caesar(enc, 23));
        for (String p : new String[] {"A man, a plan, a canal: Panama", "racecar", "not one", ""}) {
            System.out.print(isPalindrome(p) + " ");
        }
        System.out.println();
        System.out.println(rle("aaabccddddde") + " " + rle("") + " " + rle("z"));
        StringJoiner sj = new StringJoiner(", ", "{", "}");
        sj.setEmptyValue("EMPTY");
        System.out.println(sj);
        sj.add("one").add("two");
        System.out.println(sj + " " + sj.length());
        List<String> parts = new ArrayList<>();
        for (String line : "k1=v1;k2=v2;;k3=".split(";")) {
            int eq = line.indexOf('=');
            parts.add(eq < 0 ? "(" + line + ")" : line.substring(0, eq).toUpperCase(Locale.ROOT) + "->" + line.substring(eq + 1));
        }
        System.out.println(parts);
        System.out.println(Integer.toBinaryString(42) + " " + Integer.toHexString(-1) + " " + Long.toString(255, 36)
                + " " + Integer.parseInt("-7f", 16) + " " + Double.parseDouble("1e3") + " " + Integer.valueOf("12")
                + " " + Character.getNumericValue('9') + " " + Character.toChars(65)[0] + " " + (int) Character.forDigit(11, 16));
        try {
            Integer.parseInt("12x");
        } catch (NumberFormatException e) {
            System.out.println("NFE " + e.getMessage());
        }
        String textBlock = """
            {
              "name": "rvm",
              "tiers": [0, 1, 2]
            }\
            """;
        System.out.println(textBlock + " lines=" + textBlock.lines().count());
    }
}
