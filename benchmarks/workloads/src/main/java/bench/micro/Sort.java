package bench.micro;

import bench.Input;
import bench.Workload;
import java.util.Comparator;

/**
 * Micro workload: virtual and interface calls in sorting. A guest quicksort over an {@code int[]}
 * and a guest merge sort over an array of guest objects ordered by guest {@link Comparator}s,
 * whose {@code compare} calls a virtual {@code key()} of an abstract guest class with two
 * subclasses.
 *
 * <p>Call structure: {@code cmp.compare} in {@code mergesort} is an interface site with two
 * receivers ({@code ByKey}, then {@code ByIdDescending}); {@code key()} in {@code ByKey.compare}
 * is a virtual site split about evenly between {@code Light} and {@code Heavy}.
 */
public final class Sort {

    static final int INTS = 200_000;
    static final int ITEMS = 50_000;

    private Sort() {
    }

    public static void main(String[] args) {
        Workload.main("sort", args, Sort::run);
    }

    static long run(Input input) {
        int rounds = switch (input) {
            case SMALL -> 8;
            case LARGE -> 180;
        };
        Lcg rng = new Lcg(42);
        long sum = 0;
        for (int r = 0; r < rounds; r++) {
            sum = sum * 17 + round(rng);
        }
        return sum;
    }

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

    /** The linear congruential generator of the C standard's example {@code rand}. */
    static final class Lcg {
        private int seed;

        Lcg(int seed) {
            this.seed = seed;
        }

        int next() {
            seed = seed * 1103515245 + 12345;
            return seed >>> 1;
        }
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

    static long round(Lcg rng) {
        int[] ints = new int[INTS];
        for (int i = 0; i < ints.length; i++) {
            ints[i] = rng.next() % 1_000_000;
        }
        quicksort(ints, 0, ints.length - 1);
        long h = 0;
        for (int i = 0; i < ints.length; i += 97) {
            h = h * 31 + ints[i];
        }
        Item[] items = new Item[ITEMS];
        for (int i = 0; i < items.length; i++) {
            int w = rng.next() % 10_000;
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
}
