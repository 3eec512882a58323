package bench.thirdparty;

/**
 * Generates the Java sources compiled by {@link EcjBench}: a shared unit {@code gen/Model.java}
 * (a sealed expression tree of records with a visitor, and an abstract shape class) and
 * numbered units {@code gen/pN/PartK.java} that extend and visit it, use generics, lambdas,
 * method references, enums, switch expressions and anonymous classes, call the previous unit,
 * and carry random arithmetic methods. Each unit provokes a few warnings (raw types, an unused
 * local), and every ninth one a type error, so the compiler reports problems too.
 */
final class JavaSources {

    static final String MODEL_PATH = "gen/Model.java";

    static final String[] PACKAGES = {"gen", "gen.p0", "gen.p1", "gen.p2", "gen.p3"};

    static final String MODEL = """
            package gen;

            public interface Model {
                interface Visitor<R> {
                    R leaf(Leaf leaf);

                    R node(Node node);
                }

                sealed interface Tree permits Leaf, Node {
                    <R> R accept(Visitor<R> visitor);
                }

                record Leaf(int value) implements Tree {
                    public <R> R accept(Visitor<R> visitor) {
                        return visitor.leaf(this);
                    }
                }

                record Node(Tree left, Tree right, char op) implements Tree {
                    public <R> R accept(Visitor<R> visitor) {
                        return visitor.node(this);
                    }
                }

                abstract class Shape {
                    public abstract double area();

                    public String describe() {
                        return getClass().getSimpleName() + ":" + area();
                    }
                }
            }
            """;

    private static final String[] OPS = {" + ", " - ", " * ", " ^ ", " & ", " | "};

    private final StringBuilder out = new StringBuilder();
    private final int index;
    private long state;

    private JavaSources(int index) {
        this.index = index;
        this.state = 0x2545F4914F6CDD1DL * (index + 7);
    }

    /** The path of unit {@code index}, relative to the source root. */
    static String path(int index) {
        return "gen/p" + index % 4 + "/Part" + index + ".java";
    }

    /** The source text of unit {@code index} with {@code methods} random arithmetic methods. */
    static String unit(int index, int methods) {
        JavaSources source = new JavaSources(index);
        source.write(methods);
        return source.out.toString();
    }

    private void write(int methods) {
        String name = "Part" + index;
        out.append("package gen.p").append(index % 4).append(";\n\n")
                .append("import gen.Model;\nimport java.util.ArrayList;\nimport java.util.List;\n")
                .append("import java.util.Map;\nimport java.util.TreeMap;\n")
                .append("import java.util.function.IntBinaryOperator;\n\n")
                .append("public class ").append(name).append(" extends Model.Shape implements Comparable<")
                .append(name).append("> {\n")
                .append("    public static final int SEED = ").append(below(1000)).append(";\n")
                .append("    private final Map<String, Integer> counts = new TreeMap<>();\n")
                .append("    private final int weight;\n\n")
                .append("    enum Kind { RED, GREEN, BLUE; int code() { return ordinal() * ")
                .append(index).append(" + 1; } }\n\n")
                .append("    public ").append(name).append("(int weight) { this.weight = weight; }\n\n")
                .append("    @Override\n    public double area() { return weight * 1.5 + SEED; }\n\n")
                .append("    public int compareTo(").append(name)
                .append(" other) { return Integer.compare(weight, other.weight); }\n\n");
        fixedMembers();
        for (int m = 0; m < methods; m++) {
            method(m);
        }
        if (index > 0) {
            int prev = index - 1;
            out.append("    int chain() { return new gen.p").append(prev % 4).append(".Part").append(prev)
                    .append("(weight).f0(SEED, 2) + gen.p").append(prev % 4).append(".Part")
                    .append(prev).append(".SEED; }\n");
        }
        if (index % 9 == 8) {
            out.append("    int broken() { return \"text\" + weight; }\n");
        }
        out.append("}\n");
    }

    private void fixedMembers() {
        out.append("""
                    int eval(Model.Tree tree) {
                        return tree.accept(new Model.Visitor<Integer>() {
                            public Integer leaf(Model.Leaf leaf) { return leaf.value(); }

                            public Integer node(Model.Node node) {
                                int a = node.left().accept(this);
                                int b = node.right().accept(this);
                                return switch (node.op()) {
                                    case '+' -> a + b;
                                    case '*' -> a * b;
                                    default -> a - b;
                                };
                            }
                        });
                    }

                    String label(Kind kind) {
                        return switch (kind) {
                            case RED -> "r" + weight;
                            case GREEN -> "g" + SEED;
                            case BLUE -> "b" + counts.size();
                        };
                    }

                    IntBinaryOperator op() { return (x, y) -> f0(x, y) ^ SEED; }

                    void tally(String... words) {
                        for (String w : words) {
                            counts.merge(w, 1, Integer::sum);
                        }
                    }

                    List<String> labels() {
                        List<String> result = new ArrayList<>();
                        for (Kind kind : Kind.values()) {
                            result.add(label(kind) + kind.code());
                        }
                        result.sort(String::compareTo);
                        return result;
                    }

                    List rawCopy() {
                        List raw = new ArrayList(labels());
                        raw.add(weight);
                        int unused = raw.size();
                        return raw;
                    }

                """);
    }

    private void method(int m) {
        out.append("    public int f").append(m).append("(int a, int b) {\n")
                .append("        int acc = a * ").append(below(50)).append(" + b;\n")
                .append("        for (int i = 0; i < ").append(2 + below(9)).append("; i++) {\n")
                .append("            if (").append(expr(2)).append(" > ").append(expr(1)).append(") {\n")
                .append("                acc += ").append(expr(3)).append(";\n")
                .append("            } else {\n")
                .append("                b ^= ").append(expr(2)).append(";\n")
                .append("            }\n        }\n")
                .append("        return acc").append(OPS[below(OPS.length)]).append(expr(2)).append(";\n")
                .append("    }\n\n");
    }

    private String expr(int depth) {
        if (depth == 0 || below(4) == 0) {
            return switch (below(5)) {
                case 0 -> "a";
                case 1 -> "b";
                case 2 -> "acc";
                case 3 -> "weight";
                default -> Integer.toString(below(100));
            };
        }
        return "(" + expr(depth - 1) + OPS[below(OPS.length)] + expr(depth - 1) + ")";
    }

    private int below(int bound) {
        state = state * 6364136223846793005L + 1442695040888963407L;
        return (int) ((state >>> 33) % bound);
    }
}
