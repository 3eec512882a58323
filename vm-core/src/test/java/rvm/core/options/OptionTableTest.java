package rvm.core.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class OptionTableTest {

    private static final VmOption<String> MODE = new VmOption<>("mode", String.class, "fast", "MODE",
            List.of("fast", "slow"), "A mode.");
    private static final VmOption<Integer> DEPTH = new VmOption<>("depth", Integer.class, 3, "N", List.of(),
            "A depth.").onlyWith(MODE, "slow");

    @Test
    void ofKeepsThePartsInOrder() {
        OptionTable table = OptionTable.of(List.of(MODE), VmOptions.EXECUTION, List.of(DEPTH));

        List<String> names = table.options().stream().map(VmOption::name).toList();

        assertEquals(List.of("mode", "tier", "depth"), names);
        assertTrue(table.contains(DEPTH));
        assertFalse(table.contains(new VmOption<>("tier", String.class, null, "T", List.of(), "Another tier.")));
    }

    @Test
    void ofRefusesTwoOptionsOfOneName() {
        VmOption<String> other = new VmOption<>("mode", String.class, null, "X", List.of(), "Another mode.");

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> OptionTable.of(List.of(MODE), List.of(other)));

        assertEquals("option --mode is declared twice", e.getMessage());
    }

    @Test
    void ofRefusesAnOptionWhoseNeededOptionIsNotInTheTable() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OptionTable.of(List.of(DEPTH)));

        assertEquals("option --depth needs --mode, which is not in the table", e.getMessage());
    }

    @Test
    void ofRefusesANeedOfAValueTheNeededOptionCannotTake() {
        VmOption<Integer> wrong = new VmOption<>("wrong", Integer.class, 1, "N", List.of(), "Wrong.")
                .onlyWith(MODE, "medium");

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> OptionTable.of(List.of(MODE, wrong)));

        assertEquals("option --wrong needs --mode=medium, which is not one of its choices (fast, slow)",
                e.getMessage());
    }

    @Test
    void aNeedMayNameAnOptionOfAnotherPart() {
        OptionTable table = OptionTable.of(List.of(MODE), List.of(DEPTH));

        VmOptions options = new VmOptions(table).set(DEPTH, 5);

        assertEquals(List.of("--depth=5 has no effect with --mode=fast (it needs --mode=slow)"),
                options.withoutEffect());
    }
}
