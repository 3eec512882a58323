package bench.jess;

import java.util.Arrays;

/** The conflict set: a binary heap of activations ordered by {@link Activation#precedes}. */
final class Agenda {

    private Activation[] heap = new Activation[64];
    private int size;

    boolean isEmpty() {
        return size == 0;
    }

    void add(Activation activation) {
        if (size == heap.length) {
            heap = Arrays.copyOf(heap, size * 2);
        }
        int i = size++;
        while (i > 0) {
            int parent = (i - 1) >> 1;
            if (!activation.precedes(heap[parent])) {
                break;
            }
            heap[i] = heap[parent];
            i = parent;
        }
        heap[i] = activation;
    }

    /** Removes and returns the activation that should fire next. */
    Activation next() {
        Activation top = heap[0];
        Activation last = heap[--size];
        heap[size] = null;
        if (size > 0) {
            siftDown(last);
        }
        return top;
    }

    private void siftDown(Activation activation) {
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && heap[child + 1].precedes(heap[child])) {
                child++;
            }
            if (!heap[child].precedes(activation)) {
                break;
            }
            heap[i] = heap[child];
            i = child;
        }
        heap[i] = activation;
    }
}
