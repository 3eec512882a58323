package bench.jess;

import java.util.Arrays;

/** The variables bound during a join, so that backtracking can unbind them. */
final class Trail {

    private int[] variables = new int[16];
    private int size;

    int mark() {
        return size;
    }

    void push(int variable) {
        if (size == variables.length) {
            variables = Arrays.copyOf(variables, size * 2);
        }
        variables[size++] = variable;
    }

    /** Unbinds in {@code bindings} every variable pushed since {@code mark}. */
    void undo(int mark, Value[] bindings) {
        while (size > mark) {
            bindings[variables[--size]] = null;
        }
    }
}
