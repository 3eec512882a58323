package bench.mpegaudio;

/** One step of the codec pipeline; stages keep their own state from frame to frame. */
interface Stage {

    void process(Frame frame);
}
