/**
 * Implicit exceptions keep their messages after many others were thrown. In the interpreter every
 * guest array access, division and cast is the same few host instructions, so a guest loop that
 * throws at one site a hundred thousand times makes those host instructions "hot throwers"; HotSpot
 * would then throw preallocated exceptions without message or stack trace there
 * (OmitStackTraceInFastThrow) at every other guest site too. On the host each site stands alone,
 * and the cold sites below keep their messages.
 */
public class HotThrowSites {

    static int index(int[] a, int i) {
        return a[i];
    }

    static int divide(int a, int b) {
        return a / b;
    }

    static String cast(Object o) {
        return (String) o;
    }

    static int length(int[] a) {
        return a.length;
    }

    public static void main(String[] args) {
        int[] two = new int[2];
        Object notAString = Integer.valueOf(7);
        int caught = 0;
        for (int i = 0; i < 100_000; i++) {
            try {
                caught += two[i % 5 + 2]; // always out of bounds: the hot site
            } catch (ArrayIndexOutOfBoundsException e) {
                caught++;
            }
            try {
                caught += 10 / (i & 0); // always a division by zero
            } catch (ArithmeticException e) {
                caught++;
            }
            try {
                caught += ((String) notAString).length();
            } catch (ClassCastException e) {
                caught++;
            }
            try {
                caught += ((int[]) null).length;
            } catch (NullPointerException e) {
                caught++;
            }
        }
        System.out.println("caught " + caught);
        // cold sites, one throw each: the messages must be there
        try {
            index(two, 5);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
            System.out.println("trace starts in " + e.getStackTrace()[0].getMethodName());
        }
        try {
            divide(1, 0);
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        try {
            cast(notAString);
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
        try {
            length(null);
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
    }
}
