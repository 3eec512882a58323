// args: Aa BB C#c hello
/** Switch on strings (with hash collisions), switch expressions, yield, int/char switches. */
public class StringSwitch {
    static String classic(String s) {
        switch (s) {
            case "Aa":
                return "Aa";
            case "BB":
                return "BB (same hash as Aa)";
            case "AaAa":
                return "AaAa";
            case "BBBB":
                return "BBBB";
            case "AaBB":
                return "AaBB";
            case "":
                return "empty";
            case "hello":
            case "hi":
                return "greeting";
            default:
                return "default(" + s + ")";
        }
    }

    static int arrow(String s) {
        return switch (s) {
            case "one", "uno", "eins" -> 1;
            case "two", "dos" -> 2;
            case "Aa", "BB" -> {
                int h = s.hashCode();
                yield h;
            }
            default -> {
                if (s.isEmpty()) {
                    yield 0;
                }
                yield -s.length();
            }
        };
    }

    static String fallThrough(String s) {
        StringBuilder sb = new StringBuilder();
        switch (s) {
            case "a":
                sb.append("a");
            case "b":
                sb.append("b");
                break;
            case "c":
                sb.append("c");
            default:
                sb.append("d");
        }
        return sb.toString();
    }

    static String yieldOld(String s) {
        // Old-style case labels in a switch expression, with yield.
        return switch (s.length()) {
            case 0:
                yield "zero";
            case 1:
            case 2:
                yield "short:" + s;
            default:
                String u = s.toUpperCase();
                yield "long:" + u;
        };
    }

    static String intSwitch(int i) {
        // A sparse switch (lookupswitch) and a dense one (tableswitch).
        String sparse = switch (i) {
            case -1000000 -> "minus-million";
            case 7 -> "seven";
            case 1 << 20 -> "2^20";
            case Integer.MAX_VALUE -> "max";
            case Integer.MIN_VALUE -> "min";
            default -> "?";
        };
        String dense;
        switch (i) {
            case 0: dense = "zero"; break;
            case 1: dense = "one"; break;
            case 2: dense = "two"; break;
            case 3: dense = "three"; break;
            case 4: dense = "four"; break;
            case 5: dense = "five"; break;
            default: dense = "many";
        }
        return sparse + "/" + dense;
    }

    static String charSwitch(char c) {
        switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u':
                return "vowel";
            case ' ':
                return "space";
            case '\u00e9':
                return "e-acute";
            default:
                return Character.isDigit(c) ? "digit" : "other";
        }
    }

    public static void main(String[] args) {
        System.out.println("hash Aa=" + "Aa".hashCode() + " BB=" + "BB".hashCode() + " AaAa=" + "AaAa".hashCode()
                + " BBBB=" + "BBBB".hashCode() + " AaBB=" + "AaBB".hashCode());
        String[] inputs = {"Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "", "hello", "hi", "HI", "one", "uno",
            "dos", "three"};
        for (String s : inputs) {
            System.out.println("[" + s + "] classic=" + classic(s) + " arrow=" + arrow(s) + " old=" + yieldOld(s));
        }
        for (String s : new String[] {"a", "b", "c", "z"}) {
            System.out.println(s + " -> " + fallThrough(s));
        }
        for (String a : args) {
            System.out.println("arg " + a + " -> " + classic(a) + " " + arrow(a));
        }
        int[] ints = {-1000000, 7, 1 << 20, Integer.MAX_VALUE, Integer.MIN_VALUE, 0, 3, 5, 6, -1};
        for (int i : ints) {
            System.out.println(i + " " + intSwitch(i));
        }
        StringBuilder sb = new StringBuilder();
        for (char c : "hi 2 \u00e9u!".toCharArray()) {
            sb.append(charSwitch(c)).append(',');
        }
        System.out.println(sb);
        try {
            String n = null;
            classic(n);
        } catch (NullPointerException e) {
            System.out.println("switch on null: " + e.getClass().getName());
        }
    }
}
