/**
 * tableswitch (dense keys, including a range that starts below zero) and lookupswitch (sparse keys
 * spanning the whole int range), each reached with keys on every case, between cases, below the
 * low key and above the high key. A switch on strings compiles to a lookupswitch on hash codes
 * followed by a tableswitch; fall-through is exercised too.
 */
public class OpSwitch {

    public static void main(String[] args) {
        StringBuilder dense = new StringBuilder();
        for (int k = -4; k <= 6; k++) {
            dense.append(dense(k)).append(' ');
        }
        System.out.println("tableswitch: " + dense.toString().trim());
        System.out.println("tableswitch extremes: " + dense(Integer.MIN_VALUE) + " " + dense(Integer.MAX_VALUE));
        int[] keys = {Integer.MIN_VALUE, -1000000, -1, 0, 1, 7, 1000, 1000000, Integer.MAX_VALUE, 2, -999999};
        StringBuilder sparse = new StringBuilder();
        for (int k : keys) {
            sparse.append(sparse(k)).append(' ');
        }
        System.out.println("lookupswitch: " + sparse.toString().trim());
        System.out.println("fall-through: " + fallThrough(0) + " " + fallThrough(1) + " " + fallThrough(2)
                + " " + fallThrough(3));
        String[] words = {"alpha", "beta", "gamma", "Aa", "BB", "delta", ""};
        StringBuilder strings = new StringBuilder();
        for (String w : words) {
            strings.append(strings(w)).append(' ');
        }
        System.out.println("string switch: " + strings.toString().trim());
        System.out.println("char switch: " + chars('a') + chars('e') + chars('z') + chars('?'));
    }

    static String dense(int k) {
        switch (k) {
            case -2:
                return "m2";
            case -1:
                return "m1";
            case 0:
                return "zero";
            case 1:
                return "one";
            case 2:
                return "two";
            case 4:
                return "four";
            default:
                return "d";
        }
    }

    static String sparse(int k) {
        switch (k) {
            case Integer.MIN_VALUE:
                return "min";
            case -1000000:
                return "-1e6";
            case 0:
                return "zero";
            case 7:
                return "seven";
            case 1000:
                return "1e3";
            case 1000000:
                return "1e6";
            case Integer.MAX_VALUE:
                return "max";
            default:
                return "d";
        }
    }

    static int fallThrough(int k) {
        int acc = 0;
        switch (k) {
            case 0:
                acc += 1;
            case 1:
                acc += 10;
            case 2:
                acc += 100;
                break;
            default:
                acc = -1;
        }
        return acc;
    }

    static int strings(String s) {
        switch (s) {
            case "alpha":
                return 1;
            case "beta":
                return 2;
            case "gamma":
                return 3;
            case "Aa":
                return 4;
            case "BB":
                return 5;
            default:
                return 0;
        }
    }

    static String chars(char c) {
        switch (c) {
            case 'a':
            case 'e':
            case 'i':
            case 'o':
            case 'u':
                return "V";
            default:
                return "c";
        }
    }
}
