package rvm.core.options;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * An ordered table of options, assembled from the option lists that the modules declare: what one
 * {@link VmOptions} holds values for, and what the launcher generates its command-line parser,
 * {@code --help} and {@code --print-options} from.
 *
 * <p>Each module declares the options it reads, in a list of its own (vm-core's and the executor's
 * in {@link VmOptions}, the inliner's in vm-inliner, the profilers' and instrumentation sampling's
 * in vm-profiling); the launcher, which sees every module, assembles them in help order. An option
 * may need an option of another module (see {@link VmOption#needs()}); assembling checks that every
 * option an option needs is in the table.
 *
 * <p>Constraints: immutable; option names are unique; every needed option is in the table, and every
 * value a need names is one of that option's choices when it has choices.
 */
public final class OptionTable {

    private final List<VmOption<?>> options;
    private final Map<String, VmOption<?>> byName;

    private OptionTable(List<VmOption<?>> options) {
        this.options = List.copyOf(options);
        this.byName = new HashMap<>();
        for (VmOption<?> o : this.options) {
            if (byName.put(o.name(), o) != null) {
                throw new IllegalArgumentException("option --" + o.name() + " is declared twice");
            }
        }
        for (VmOption<?> o : this.options) {
            for (VmOption.Needs n : o.needs()) {
                checkNeed(o, n);
            }
        }
    }

    private void checkNeed(VmOption<?> o, VmOption.Needs n) {
        if (byName.get(n.option().name()) != n.option()) {
            throw new IllegalArgumentException("option --" + o.name() + " needs --" + n.option().name()
                    + ", which is not in the table");
        }
        List<String> choices = n.option().choices();
        for (Object v : n.values()) {
            if (v != null && !choices.isEmpty() && !choices.contains(v)) {
                throw new IllegalArgumentException("option --" + o.name() + " needs --" + n.option().name() + "="
                        + v + ", which is not one of its choices (" + String.join(", ", choices) + ")");
            }
        }
    }

    /**
     * The table of the options of {@code parts}, in order: the first part's, then the second's, and
     * so on.
     *
     * @param parts option lists, each as a module declares them; none null
     * @throws IllegalArgumentException when two options share a name, or an option needs one that is
     *                                  not in the table or a value it cannot take
     */
    @SafeVarargs
    public static OptionTable of(List<VmOption<?>>... parts) {
        List<VmOption<?>> all = new ArrayList<>();
        for (List<VmOption<?>> part : parts) {
            all.addAll(Objects.requireNonNull(part, "part"));
        }
        return new OptionTable(all);
    }

    /** Every option, in table order (the order of {@code --help} and {@code --print-options}). */
    public List<VmOption<?>> options() {
        return options;
    }

    /** Whether {@code option} is in this table. */
    public boolean contains(VmOption<?> option) {
        return byName.get(option.name()) == option;
    }
}
