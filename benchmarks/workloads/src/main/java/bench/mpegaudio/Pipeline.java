package bench.mpegaudio;

/** The chain of stages every frame goes through, in order. */
final class Pipeline {

    private final Stage[] stages;

    Pipeline(Stage... stages) {
        this.stages = stages;
    }

    void process(Frame frame) {
        for (Stage stage : stages) {
            stage.process(frame);
        }
    }
}
