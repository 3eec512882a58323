package rvm.profiling.instrument;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import rvm.core.model.GuestMethod;

/**
 * Which compiled methods instrumentation sampling instruments ({@code --instrument-methods}): all of
 * them, the hot ones (those the tier policy compiles at the optimising level, level 2), or those
 * whose name matches one of a list of patterns. A compilation is instrumented whole, with what was
 * inlined into it, when its root method is selected.
 *
 * <p>A pattern is matched against the method's {@code pkg.Cls.name} (dots, as Java names it; a
 * nested class as {@code Outer$Inner}); {@code *} matches any characters, everything else itself.
 */
public final class MethodSelection {

    /** Every compiled method. */
    public static final MethodSelection ALL = new MethodSelection("all", false, List.of());

    private final String spec;
    private final boolean hot;
    private final List<Pattern> patterns;

    private MethodSelection(String spec, boolean hot, List<Pattern> patterns) {
        this.spec = spec;
        this.hot = hot;
        this.patterns = patterns;
    }

    /**
     * The selection {@code spec} names: {@code all}, {@code hot}, or comma-separated patterns.
     *
     * @throws IllegalArgumentException for an empty pattern, with what is accepted
     */
    public static MethodSelection parse(String spec) {
        if (spec.equals("all")) {
            return ALL;
        }
        if (spec.equals("hot")) {
            return new MethodSelection(spec, true, List.of());
        }
        List<Pattern> patterns = new ArrayList<>();
        for (String p : spec.split(",", -1)) {
            String glob = p.trim();
            if (glob.isEmpty()) {
                throw new IllegalArgumentException("--instrument-methods: an empty pattern in '" + spec
                        + "' (expected all, hot, or comma-separated patterns such as bench.javac.*,*.parse*)");
            }
            patterns.add(Pattern.compile(toRegex(glob)));
        }
        return new MethodSelection(spec, false, List.copyOf(patterns));
    }

    private static String toRegex(String glob) {
        StringBuilder regex = new StringBuilder();
        String[] parts = glob.split("\\*", -1);
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) {
                regex.append(".*");
            }
            if (!parts[i].isEmpty()) {
                regex.append(Pattern.quote(parts[i]));
            }
        }
        return regex.toString();
    }

    /** Whether only the hot methods are selected. */
    public boolean hot() {
        return hot;
    }

    /**
     * Whether a compilation of {@code root}, at the optimising level when {@code optimizing}, is
     * instrumented.
     */
    public boolean selects(GuestMethod root, boolean optimizing) {
        if (hot) {
            return optimizing;
        }
        if (patterns.isEmpty()) {
            return true;
        }
        String name = root.owner().name().replace('/', '.') + "." + root.name();
        for (Pattern p : patterns) {
            if (p.matcher(name).matches()) {
                return true;
            }
        }
        return false;
    }

    /** As the option names it. */
    @Override
    public String toString() {
        return spec;
    }
}
