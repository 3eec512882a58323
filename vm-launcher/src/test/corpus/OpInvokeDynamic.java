import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.Supplier;

/**
 * invokedynamic as javac emits it for Java 17: string concatenation (StringConcatFactory, with
 * every operand type and constants), lambdas (LambdaMetafactory; non-capturing, capturing locals
 * and this, primitive specialisations), method references (static, bound, unbound, constructor,
 * array constructor) and record toString / equals / hashCode (ObjectMethods). Each call site runs
 * several times so a cached call site is exercised as well as the bootstrap.
 */
public class OpInvokeDynamic {

    private final String tag;

    OpInvokeDynamic(String tag) {
        this.tag = tag;
    }

    public static void main(String[] args) {
        for (int round = 0; round < 3; round++) {
            System.out.println(concat(round, round * 1000000000000L, round / 4f, round / 8.0, (char) ('a' + round),
                    round == 1, null, (byte) -round, (short) (round * 300)));
        }
        System.out.println("lambdas: " + lambdas(7));
        System.out.println("capture this: " + new OpInvokeDynamic("T").captureThis());
        System.out.println("method refs: " + methodRefs());
        System.out.println("records: " + records());
    }

    static String concat(int i, long l, float f, double d, char c, boolean z, Object nothing, byte b, short s) {
        return "i=" + i + " l=" + l + " f=" + f + " d=" + d + " c=" + c + " z=" + z + " null=" + nothing
                + " b=" + b + " s=" + s + " const=" + 42 + '!';
    }

    static String lambdas(int k) {
        IntBinaryOperator add = (a, b) -> a + b;
        IntBinaryOperator addK = (a, b) -> a + b + k;
        Function<String, Integer> length = s -> s.length() * k;
        Supplier<List<String>> fresh = () -> new ArrayList<>(List.of("x", "y"));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 3; i++) {
            sb.append(add.applyAsInt(i, 10)).append(',').append(addK.applyAsInt(i, 10)).append(' ');
        }
        return sb.toString() + length.apply("four") + " " + fresh.get() + " " + (fresh.get() != fresh.get());
    }

    String captureThis() {
        Function<String, String> prefix = s -> tag + ":" + s;
        return prefix.apply("a") + " " + prefix.apply("b");
    }

    static String methodRefs() {
        Function<Integer, String> hex = Integer::toHexString;
        String base = "base";
        Function<String, String> bound = base::concat;
        Function<String, String> unbound = String::toUpperCase;
        Function<String, OpInvokeDynamic> ctor = OpInvokeDynamic::new;
        Function<Integer, int[]> arrayCtor = int[]::new;
        BiFunction<String, Integer, Character> charAt = String::charAt;
        return hex.apply(255) + " " + bound.apply("-x") + " " + unbound.apply("up") + " " + ctor.apply("c").tag
                + " " + arrayCtor.apply(4).length + " " + charAt.apply("hello", 1);
    }

    static String records() {
        OpInvokeDynamicPoint p = new OpInvokeDynamicPoint(1, -2, "p");
        OpInvokeDynamicPoint q = new OpInvokeDynamicPoint(1, -2, "p");
        OpInvokeDynamicPoint r = new OpInvokeDynamicPoint(1, 2, null);
        return p + " " + r + " " + p.equals(q) + " " + p.equals(r) + " " + (p.hashCode() == q.hashCode())
                + " " + r.equals(null);
    }
}

record OpInvokeDynamicPoint(int x, int y, String label) {
}
