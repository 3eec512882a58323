import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Autoboxing and unboxing: every wrapper, caches via equals, arithmetic on boxes, unboxing null. */
public class Autoboxing {
    static Integer boxedField;
    static int counterCalls;

    static Integer next(Integer i) {
        counterCalls++;
        return i + 1;
    }

    static long widen(Long l) {
        return l * 2;
    }

    static Object box(Object o) {
        return o;
    }

    static String kind(Object o) {
        return o.getClass().getSimpleName() + "(" + o + ")";
    }

    public static void main(String[] args) {
        // Boxing of every primitive type into Object and back.
        Object[] boxes = {true, (byte) 7, 'c', (short) 300, 42, 1L << 40, 1.25f, 2.5};
        StringBuilder sb = new StringBuilder();
        for (Object o : boxes) {
            sb.append(kind(o)).append(' ');
        }
        System.out.println(sb.toString().trim());
        boolean z = (Boolean) boxes[0];
        byte b = (Byte) boxes[1];
        char c = (Character) boxes[2];
        short s = (Short) boxes[3];
        int i = (Integer) boxes[4];
        long l = (Long) boxes[5];
        float f = (Float) boxes[6];
        double d = (Double) boxes[7];
        System.out.println(z + " " + b + " " + c + " " + s + " " + i + " " + l + " " + f + " " + d);

        // Equality via equals(): the cache is an implementation detail, equals is not.
        Integer a1 = 127;
        Integer a2 = 127;
        Integer big1 = 1000;
        Integer big2 = 1000;
        System.out.println(a1.equals(a2) + " " + big1.equals(big2) + " " + (big1.intValue() == big2) + " "
                + big1.compareTo(big2) + " " + Integer.valueOf(5).equals(5) + " " + Long.valueOf(5).equals(5) + " "
                + Long.valueOf(5).equals(5L) + " " + new Object().equals(null));
        System.out.println("hashCodes " + Integer.valueOf(77).hashCode() + " " + Long.valueOf(1L << 33).hashCode() + " "
                + Boolean.TRUE.hashCode() + " " + Character.valueOf('A').hashCode() + " " + Double.valueOf(1.5).hashCode()
                + " " + Float.valueOf(1.5f).hashCode() + " " + Short.valueOf((short) -1).hashCode());

        // Arithmetic, compound assignment, increments on boxes.
        Integer acc = 0;
        for (int k = 0; k < 10; k++) {
            acc += k;
            acc++;
        }
        Integer n = 5;
        n = next(n);
        n *= 3;
        Double dd = 1.0;
        dd /= 4;
        Long lbox = 10L;
        lbox <<= 2;
        Character ch = 'a';
        ch++;
        System.out.println("acc=" + acc + " n=" + n + " dd=" + dd + " lbox=" + lbox + " ch=" + ch + " calls="
                + counterCalls + " widen=" + widen(7L) + " mixed=" + (acc + dd + lbox + ch));
        Integer cond = acc > 50 ? acc : null;
        System.out.println("conditional " + cond + " ternary mixed " + (true ? 1 : 2.0) + " " + (false ? 'a' : 98));

        // Collections of boxes.
        List<Integer> list = new ArrayList<>();
        for (int k = 0; k < 5; k++) {
            list.add(k * k);
        }
        list.remove(Integer.valueOf(9));  // remove(Object)
        list.remove(0);                    // remove(int index)
        int total = 0;
        for (int v : list) {
            total += v;
        }
        System.out.println("list " + list + " total " + total + " contains 16 " + list.contains(16));
        Map<Character, Integer> counts = new TreeMap<>();
        for (char x : "mississippi".toCharArray()) {
            counts.put(x, counts.getOrDefault(x, 0) + 1);
        }
        System.out.println("counts " + counts);
        Map<Long, String> hm = new HashMap<>();
        hm.put(1L, "one");
        System.out.println("Long key with int lookup: " + hm.get(1) + " with long: " + hm.get(1L));

        // Unboxing null throws NullPointerException.
        Integer nul = null;
        Map<String, Integer> empty = new HashMap<>();
        Runnable[] failing = {
            () -> System.out.println(nul + 1),
            () -> System.out.println((int) boxedField),
            () -> {
                int v = empty.get("missing");
                System.out.println(v);
            },
            () -> {
                Boolean flag = null;
                if (flag) {
                    System.out.println("no");
                }
            },
            () -> {
                Long lv = null;
                System.out.println(widen(lv));
            },
            () -> {
                Character cv = null;
                switch (cv) {
                    default -> System.out.println("no");
                }
            }
        };
        for (int k = 0; k < failing.length; k++) {
            try {
                failing[k].run();
                System.out.println(k + " no exception");
            } catch (NullPointerException e) {
                System.out.println(k + " " + e.getClass().getName());
            }
        }

        // Parsing, conversions and constants.
        System.out.println(Integer.parseInt("-42") + Integer.valueOf("8") + " " + Double.valueOf("2.5") + " "
                + Boolean.parseBoolean("TRUE") + " " + Long.decode("0x10") + " " + Integer.MAX_VALUE + 1 + " "
                + (Integer.MAX_VALUE + 1) + " " + Byte.MIN_VALUE + " " + (int) Character.MAX_VALUE + " " + Short.MAX_VALUE);
        System.out.println(Integer.compare(3, 7) + " " + Integer.signum(-9) + " " + Integer.bitCount(255) + " "
                + Integer.reverse(1) + " " + Long.numberOfTrailingZeros(64) + " " + Integer.toUnsignedString(-1) + " "
                + Integer.divideUnsigned(-1, 2) + " " + Double.compare(0.0, -0.0) + " " + Double.isNaN(0.0 / 0) + " "
                + Float.floatToIntBits(1.0f) + " " + Double.doubleToLongBits(-2.0) + " " + Character.isLetter('x'));
        Object o = box(3);
        Object o2 = box(3L);
        Object o3 = box('3');
        System.out.println(o.equals(o2) + " " + (o instanceof Integer) + " " + (o2 instanceof Long) + " "
                + (o3 instanceof Character) + " " + ((Integer) o + (Long) o2 + (Character) o3));
        Number num = 3.75;
        System.out.println(num.intValue() + " " + num.longValue() + " " + num.floatValue() + " " + num.byteValue()
                + " " + ((Number) 300).byteValue() + " " + ((Number) (short) -1).intValue());
    }
}
