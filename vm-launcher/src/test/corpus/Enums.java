import java.util.Arrays;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;

/** Enums: values, valueOf, ordinal, switch on enum, constant-specific bodies, fields, EnumMap/EnumSet. */
public class Enums {
    enum Color {
        RED, GREEN, BLUE
    }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6),
        EARTH(5.976e+24, 6.37814e6),
        JUPITER(1.9e+27, 7.1492e7);

        private final double mass;
        private final double radius;
        private static int constructed;

        Planet(double mass, double radius) {
            this.mass = mass;
            this.radius = radius;
        }

        static {
            constructed = values().length;
        }

        long gravityScaled() {
            return Math.round(6.67300E-11 * mass / (radius * radius) * 1000);
        }
    }

    enum Op {
        ADD("+") {
            int apply(int a, int b) {
                return a + b;
            }
        },
        SUB("-") {
            int apply(int a, int b) {
                return a - b;
            }
        },
        MUL("*") {
            int apply(int a, int b) {
                return a * b;
            }

            @Override
            String describe() {
                return "times " + super.describe();
            }
        },
        DIV("/") {
            int apply(int a, int b) {
                return a / b;
            }
        };

        final String sym;

        Op(String sym) {
            this.sym = sym;
        }

        abstract int apply(int a, int b);

        String describe() {
            return name() + "(" + sym + ")#" + ordinal();
        }
    }

    interface Shape {
        int sides();
    }

    enum Poly implements Shape {
        TRI {
            public int sides() {
                return 3;
            }
        },
        QUAD {
            public int sides() {
                return 4;
            }
        };
    }

    enum Day {
        MON, TUE, WED, THU, FRI, SAT, SUN;

        boolean weekend() {
            return switch (this) {
                case SAT, SUN -> true;
                default -> false;
            };
        }

        Day next() {
            return values()[(ordinal() + 1) % values().length];
        }
    }

    static String classic(Color c) {
        switch (c) {
            case RED:
                return "stop";
            case GREEN:
                return "go";
            default:
                return "other:" + c;
        }
    }

    static int fallThrough(Day d) {
        int n = 0;
        switch (d) {
            case MON:
                n += 1;
            case TUE:
                n += 10;
                break;
            case WED:
                n += 100;
            case THU:
            case FRI:
                n += 1000;
                break;
            default:
                n = -1;
        }
        return n;
    }

    public static void main(String[] args) {
        System.out.println(Arrays.toString(Color.values()));
        for (Color c : Color.values()) {
            System.out.println(c + " " + c.name() + " " + c.ordinal() + " " + classic(c) + " cmp RED " + c.compareTo(Color.RED));
        }
        System.out.println(Color.valueOf("GREEN") + " " + (Color.valueOf("GREEN") == Color.GREEN) + " "
                + Enum.valueOf(Color.class, "BLUE"));
        try {
            Color.valueOf("PINK");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        for (Planet p : Planet.values()) {
            System.out.println(p + " g*1000=" + p.gravityScaled());
        }
        System.out.println("constructed " + Planet.constructed);

        for (Op op : Op.values()) {
            System.out.println(op.describe() + " 12 " + op.sym + " 4 = " + op.apply(12, 4)
                    + " class=" + op.getDeclaringClass().getSimpleName()
                    + " body=" + (op.getClass() != Op.class));
        }
        try {
            Op.DIV.apply(1, 0);
        } catch (ArithmeticException e) {
            System.out.println("DIV " + e.getMessage());
        }
        for (Poly p : Poly.values()) {
            Shape s = p;
            System.out.println(p + " sides " + s.sides());
        }

        StringBuilder sb = new StringBuilder();
        for (Day d : Day.values()) {
            sb.append(d).append(d.weekend() ? "*" : "").append("->").append(d.next()).append(':')
                    .append(fallThrough(d)).append(' ');
        }
        System.out.println(sb.toString().trim());

        EnumMap<Day, Integer> hours = new EnumMap<>(Day.class);
        hours.put(Day.FRI, 6);
        hours.put(Day.MON, 8);
        hours.put(Day.WED, 7);
        hours.merge(Day.MON, 1, Integer::sum);
        System.out.println(hours + " size " + hours.size() + " has SUN " + hours.containsKey(Day.SUN));
        int total = 0;
        for (Map.Entry<Day, Integer> e : hours.entrySet()) {
            total += e.getValue() * (e.getKey().ordinal() + 1);
        }
        System.out.println("weighted " + total);

        EnumSet<Day> weekend = EnumSet.of(Day.SAT, Day.SUN);
        EnumSet<Day> work = EnumSet.complementOf(weekend);
        EnumSet<Day> mid = EnumSet.range(Day.TUE, Day.THU);
        System.out.println(weekend + " " + work + " " + mid + " " + EnumSet.noneOf(Day.class) + " "
                + EnumSet.allOf(Color.class));
        work.removeAll(mid);
        System.out.println(work + " " + work.contains(Day.MON) + " " + work.contains(Day.WED));

        // Enum switch expression with yield.
        for (Color c : Color.values()) {
            int code = switch (c) {
                case RED -> 0xff0000;
                case GREEN -> {
                    int g = 0xff;
                    yield g << 8;
                }
                case BLUE -> 0xff;
            };
            System.out.println(c + "=" + Integer.toHexString(code));
        }
        System.out.println(Color.RED.getClass().isEnum() + " " + Op.ADD.getClass().isEnum() + " "
                + Op.class.isEnum() + " " + Color.class.getEnumConstants().length);
    }
}
