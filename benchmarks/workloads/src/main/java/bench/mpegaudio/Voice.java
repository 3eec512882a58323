package bench.mpegaudio;

/** One synthesized instrument of the test signal, advanced one sample at a time. */
interface Voice {

    /** Returns the next sample, in the 16-bit range. */
    int next();
}
