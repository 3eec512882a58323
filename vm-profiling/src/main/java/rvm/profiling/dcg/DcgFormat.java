package rvm.profiling.dcg;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The file formats a DCG can be written in. */
public enum DcgFormat {
    /** {@code rvm-dcg/1} JSON: the profile, its options and every edge; what the tools read back. */
    JSON,
    /** Graphviz: methods as nodes, edges labelled with call-site index and share. */
    DOT,
    /**
     * Collapsed stacks ({@code caller;callee weight} per line), for flame-graph tools: each edge is
     * a stack of two frames, weights rounded to whole numbers.
     */
    COLLAPSED;

    /** The format's name on the command line: {@code json}, {@code dot}, {@code collapsed}. */
    public String optionName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The format named {@code name} ({@link #optionName}).
     *
     * @throws IllegalArgumentException naming the formats there are, for any other name
     */
    public static DcgFormat fromName(String name) {
        for (DcgFormat f : values()) {
            if (f.optionName().equals(name)) {
                return f;
            }
        }
        throw new IllegalArgumentException("unknown DCG format '" + name + "' (formats: "
                + Arrays.stream(values()).map(DcgFormat::optionName).collect(Collectors.joining(", ")) + ")");
    }
}
