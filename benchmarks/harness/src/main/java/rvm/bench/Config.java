package rvm.bench;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * A way to run the workloads: on the host {@code java} or under rvm, with extra options.
 *
 * <p>Written on the command line as {@code LABEL=KIND [OPTION...]}: {@code host=host},
 * {@code tier0=rvm --tier=interp}, {@code big=host -Xmx2g}. Host options go to the host
 * {@code java}; rvm options go to {@code rvm run}, except those that start with {@code -J}, which go
 * (without the {@code -J}) to the host JVM rvm runs on, after rvm's own flags:
 * {@code c1=rvm -J-XX:TieredStopAtLevel=1}. {@code rvm@DIR} runs the rvm built in another checkout,
 * {@code DIR} (a worktree with a patch applied, or an older commit), on the same workloads:
 * {@code patched=rvm@../rvm-patched --tier=opt}, so that a change and its base run in alternation
 * in one session.
 *
 * @param label the name in tables and files
 * @param kind host or rvm
 * @param options extra options, in order
 * @param tree for {@code rvm@DIR}, the other checkout; {@code null} for this one
 */
public record Config(String label, Kind kind, List<String> options, Path tree) {

    /** Where a workload runs. */
    public enum Kind { HOST, RVM }

    /** The host {@code java} with no extra options. */
    public static final Config HOST = new Config("host", Kind.HOST, List.of());

    /** rvm with its default options. */
    public static final Config RVM = new Config("rvm", Kind.RVM, List.of());

    public Config {
        if (!label.matches("[A-Za-z0-9_.+-]+")) {
            throw new IllegalArgumentException("configuration label '" + label
                    + "' must be letters, digits and _ . + - only");
        }
        options = List.copyOf(options);
        if (tree != null && kind != Kind.RVM) {
            throw new IllegalArgumentException("configuration '" + label + "': only rvm runs from another checkout");
        }
    }

    /** A configuration of this checkout. */
    public Config(String label, Kind kind, List<String> options) {
        this(label, kind, options, null);
    }

    /**
     * Parses {@code LABEL=KIND [OPTION...]}.
     *
     * @throws IllegalArgumentException with a message for the user
     */
    public static Config parse(String text) {
        int eq = text.indexOf('=');
        if (eq <= 0) {
            throw new IllegalArgumentException("configuration '" + text
                    + "' must be LABEL=host [JAVA-OPTION...], LABEL=rvm [RVM-OPTION...] or LABEL=rvm@DIR [RVM-OPTION...]");
        }
        List<String> words = Arrays.asList(text.substring(eq + 1).trim().split("\\s+"));
        String kindWord = words.get(0);
        Path tree = null;
        if (kindWord.startsWith("rvm@")) {
            if (kindWord.length() == 4) {
                throw new IllegalArgumentException("configuration '" + text + "': rvm@ needs the other checkout's "
                        + "directory, as rvm@DIR");
            }
            tree = Path.of(kindWord.substring(4));
            kindWord = "rvm";
        }
        Kind kind = switch (kindWord) {
            case "host" -> Kind.HOST;
            case "rvm" -> Kind.RVM;
            default -> throw new IllegalArgumentException("configuration '" + text
                    + "': the kind after '=' must be host, rvm or rvm@DIR, not '" + words.get(0) + "'");
        };
        return new Config(text.substring(0, eq), kind, words.subList(1, words.size()), tree);
    }

    /** This configuration with {@code more} options after its own ({@code --dcg-out=FILE}). */
    public Config withOptions(List<String> more) {
        List<String> all = new java.util.ArrayList<>(options);
        all.addAll(more);
        return new Config(label, kind, all, tree);
    }

    /** The options for the host JVM under rvm: the {@code -J} options, without {@code -J}. */
    public List<String> hostJvmOptions() {
        return kind == Kind.RVM ? options.stream().filter(Config::isHostJvmOption).map(o -> o.substring(2)).toList()
                : List.of();
    }

    /** The options for {@code rvm run} (all but the {@code -J} ones), or for the host {@code java}. */
    public List<String> runOptions() {
        return kind == Kind.RVM ? options.stream().filter(o -> !isHostJvmOption(o)).toList() : options;
    }

    private static boolean isHostJvmOption(String option) {
        return option.startsWith("-J") && option.length() > 2;
    }

    /** The configuration as {@link #parse} reads it. */
    @Override
    public String toString() {
        String spec = kind.name().toLowerCase(java.util.Locale.ROOT) + (tree == null ? "" : "@" + tree);
        return label + "=" + (options.isEmpty() ? spec : spec + " " + String.join(" ", options));
    }
}
