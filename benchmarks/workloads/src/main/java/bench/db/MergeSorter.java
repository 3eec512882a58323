package bench.db;

import java.util.Arrays;
import java.util.Comparator;

/** A stable top-down merge sort with insertion sort for short runs, in guest code. */
final class MergeSorter {

    private static final int INSERTION_LIMIT = 7;

    private MergeSorter() {
    }

    /** Sorts the first {@code count} elements of {@code items} by {@code order}. */
    static void sort(Record[] items, int count, Comparator<Record> order) {
        Record[] scratch = Arrays.copyOf(items, count);
        sort(scratch, items, 0, count, order);
    }

    private static void sort(Record[] source, Record[] target, int low, int high,
            Comparator<Record> order) {
        if (high - low <= INSERTION_LIMIT) {
            insertionSort(target, low, high, order);
            return;
        }
        int middle = (low + high) >>> 1;
        sort(target, source, low, middle, order);
        sort(target, source, middle, high, order);
        merge(source, target, low, middle, high, order);
    }

    private static void insertionSort(Record[] items, int low, int high, Comparator<Record> order) {
        for (int i = low + 1; i < high; i++) {
            Record item = items[i];
            int j = i;
            while (j > low && order.compare(items[j - 1], item) > 0) {
                items[j] = items[j - 1];
                j--;
            }
            items[j] = item;
        }
    }

    private static void merge(Record[] source, Record[] target, int low, int middle, int high,
            Comparator<Record> order) {
        int left = low;
        int right = middle;
        for (int i = low; i < high; i++) {
            boolean takeLeft = right >= high
                    || left < middle && order.compare(source[left], source[right]) <= 0;
            target[i] = takeLeft ? source[left++] : source[right++];
        }
    }
}
