package bench;

/** The two input sizes of every workload: small (about 0.5-2 s on the host), large (5-20 s). */
public enum Input {
    SMALL, LARGE;

    /** Parses {@code small} or {@code large}, in any case. */
    static Input parse(String text) {
        for (Input input : values()) {
            if (input.name().equalsIgnoreCase(text)) {
                return input;
            }
        }
        throw new IllegalArgumentException("unknown input '" + text + "' (expected small or large)");
    }
}
