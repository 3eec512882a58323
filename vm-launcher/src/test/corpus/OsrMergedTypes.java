/**
 * Loops whose locals hold, on different paths, values of an interface type and of a class that
 * does not implement it: on-stack replacement must carry each value over as it is.
 */
public class OsrMergedTypes {

    interface Shape {
        String name();
    }

    static final class Square implements Shape {
        @Override
        public String name() {
            return "square";
        }

        @Override
        public String toString() {
            return name();
        }
    }

    static Shape shape() {
        return new Square();
    }

    static String mixed(int n) {
        Object last = null;
        int strings = 0;
        for (int i = 0; i < n; i++) {
            if (i % 3 == 1) {
                last = shape();
            } else {
                last = "text " + i;
            }
            if (last instanceof String) {
                strings++;
            }
        }
        return strings + " " + last;
    }

    static String mixedArrays(int n) {
        Object[] last = null;
        int shapes = 0;
        for (int i = 0; i < n; i++) {
            last = i % 2 == 0 ? new Shape[] {shape()} : new String[] {"s" + i};
            if (last instanceof Shape[]) {
                shapes++;
            }
        }
        return shapes + " " + last.getClass().getSimpleName() + " " + last[0];
    }

    public static void main(String[] args) {
        for (int round = 0; round < 3; round++) {
            System.out.println(mixed(4) + " | " + mixed(2000) + " | " + mixedArrays(5) + " | " + mixedArrays(3001));
        }
    }
}
