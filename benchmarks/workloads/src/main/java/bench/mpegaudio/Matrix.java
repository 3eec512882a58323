package bench.mpegaudio;

/** The matrixing step of a filterbank: one {@link Filter} per output, each a dot product. */
final class Matrix {

    private final Filter[] rows;
    private final int shift;

    /** Outputs are the dot products divided by 2^{@code shift}. */
    Matrix(Filter[] rows, int shift) {
        this.rows = rows;
        this.shift = shift;
    }

    void apply(int[] input, int[] output) {
        for (int row = 0; row < rows.length; row++) {
            output[row] = Fixed.round(dot(rows[row], input), shift);
        }
    }

    private static long dot(Filter filter, int[] input) {
        long sum = 0;
        int length = filter.length();
        for (int i = 0; i < length; i++) {
            sum += filter.tap(i, input[i]);
        }
        return sum;
    }
}
