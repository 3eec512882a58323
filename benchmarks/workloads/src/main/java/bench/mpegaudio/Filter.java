package bench.mpegaudio;

/** A row of a filterbank's matrixing step: one weight per input, applied tap by tap. */
interface Filter {

    int length();

    /** Returns input {@code index}, valued {@code sample}, times its weight, unrounded (Q15). */
    long tap(int index, int sample);
}
