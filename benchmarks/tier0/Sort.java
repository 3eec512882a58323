import java.util.Comparator;

/**
 * Tier-0 benchmark: virtual and interface calls. A guest quicksort over an {@code int[]} and a
 * guest merge sort over an array of guest objects ordered by guest {@link Comparator}s, whose
 * {@code compare} calls a virtual {@code key()} of an abstract guest class with two subclasses.
 *
 * <p>Usage: {@code Sort [ROUNDS]} (default 4); prints {@code checksum <digest>}.
 */
public class Sort {

    static final int INTS = 200_000;
    static final int ITEMS = 50_000;

    abstract static class Item {
        final int id;
        final int weight;

        Item(int id, int weight) {
            this.id = id;
            this.weight = weight;
        }

        abstract int key();
    }

    static final class Light extends Item {
        Light(int id, int weight) {
            super(id, weight);
        }

        @Override
        int key() {
            return weight;
        }
    }

    static final class Heavy extends Item {
        Heavy(int id, int weight) {
            super(id, weight);
        }

        @Override
        int key() {
            return weight * 2 + 1;
        }
    }

    static final class ByKey implements Comparator<Item> {
        @Override
        public int compare(Item a, Item b) {
            int c = Integer.compare(a.key(), b.key());
            return c != 0 ? c : Integer.compare(a.id, b.id);
        }
    }

    static final class ByIdDescending implements Comparator<Item> {
        @Override
        public int compare(Item a, Item b) {
            return Integer.compare(b.id, a.id);
        }
    }

    static int seed;

    static int next() {
        seed = seed * 1103515245 + 12345;
        return seed >>> 1;
    }

    static void quicksort(int[] a, int lo, int hi) {
        while (lo < hi) {
            int pivot = a[(lo + hi) >>> 1];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (a[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    int t = a[i];
                    a[i] = a[j];
                    a[j] = t;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                quicksort(a, lo, j);
                lo = i;
            } else {
                quicksort(a, i, hi);
                hi = j;
            }
        }
    }

    static void mergesort(Item[] a, Item[] tmp, int lo, int hi, Comparator<Item> cmp) {
        if (hi - lo < 2) {
            return;
        }
        int mid = (lo + hi) >>> 1;
        mergesort(a, tmp, lo, mid, cmp);
        mergesort(a, tmp, mid, hi, cmp);
        int i = lo;
        int j = mid;
        int k = lo;
        while (i < mid && j < hi) {
            tmp[k++] = cmp.compare(a[j], a[i]) < 0 ? a[j++] : a[i++];
        }
        while (i < mid) {
            tmp[k++] = a[i++];
        }
        while (j < hi) {
            tmp[k++] = a[j++];
        }
        System.arraycopy(tmp, lo, a, lo, hi - lo);
    }

    static long round() {
        int[] ints = new int[INTS];
        for (int i = 0; i < ints.length; i++) {
            ints[i] = next() % 1_000_000;
        }
        quicksort(ints, 0, ints.length - 1);
        long h = 0;
        for (int i = 0; i < ints.length; i += 97) {
            h = h * 31 + ints[i];
        }
        Item[] items = new Item[ITEMS];
        for (int i = 0; i < items.length; i++) {
            int w = next() % 10_000;
            items[i] = (w & 1) == 0 ? new Light(i, w) : new Heavy(i, w);
        }
        Item[] tmp = new Item[ITEMS];
        mergesort(items, tmp, 0, items.length, new ByKey());
        for (int i = 0; i < items.length; i += 31) {
            h = h * 31 + items[i].id;
        }
        mergesort(items, tmp, 0, items.length, new ByIdDescending());
        for (int i = 0; i < items.length; i += 31) {
            h = h * 31 + items[i].key();
        }
        return h;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        seed = 42;
        long sum = 0;
        for (int r = 0; r < rounds; r++) {
            sum = sum * 17 + round();
        }
        System.out.println("checksum " + sum);
    }
}
