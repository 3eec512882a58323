package bench.javac;

import java.util.Arrays;

/** The stack machine code of a program: one instruction array and each function's entry. */
final class Code {

    private int[] instructions = new int[1024];
    private int size;
    private final int[] entries;
    private final int[] frameSizes;
    private final int[] paramCounts;

    Code(int functions) {
        entries = new int[functions];
        frameSizes = new int[functions];
        paramCounts = new int[functions];
    }

    /** Appends one word; returns its address. */
    int emit(int word) {
        if (size == instructions.length) {
            instructions = Arrays.copyOf(instructions, size * 2);
        }
        instructions[size] = word;
        return size++;
    }

    void patch(int address, int word) {
        instructions[address] = word;
    }

    int size() {
        return size;
    }

    int at(int address) {
        return instructions[address];
    }

    void define(Function function, int entry) {
        entries[function.index] = entry;
        frameSizes[function.index] = function.frameSize;
        paramCounts[function.index] = function.params.length;
    }

    int entry(int function) {
        return entries[function];
    }

    int frameSize(int function) {
        return frameSizes[function];
    }

    int paramCount(int function) {
        return paramCounts[function];
    }

    int functions() {
        return entries.length;
    }

    /** A hash of all instructions. */
    long hash() {
        long h = size;
        for (int i = 0; i < size; i++) {
            h = h * 31 + instructions[i];
        }
        return h;
    }
}
