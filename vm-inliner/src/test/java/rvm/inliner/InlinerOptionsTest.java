package rvm.inliner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import rvm.core.options.OptionTable;
import rvm.core.options.VmOptions;

class InlinerOptionsTest {

    @Test
    void describeListsTheInlinerOptionsWithTheirDefaults() {
        VmOptions options = new VmOptions(OptionTable.of(VmOptions.EXECUTION, InlinerOptions.ALL));

        List<String> lines = options.describe();

        assertEquals(List.of("--inliner=host", "--inline-always-below=11", "--inline-max-size=23", "--inline-hot-max-size=119",
                "--inline-hot-share=0.01", "--inline-guard-share=0.4", "--inline-guard-hot-share=0.01",
                "--inline-max-targets=2", "--inline-max-depth=5",
                "--inline-budget-factor=15", "--inline-budget-max=4096", "--inline-max-recursion=0"),
                lines.subList(VmOptions.EXECUTION.size(), lines.size()));
    }

    @Test
    void withoutEffect_namesTheInlinerOptionsSetWithoutRvmsInliner() {
        VmOptions options = new VmOptions(OptionTable.of(VmOptions.EXECUTION, InlinerOptions.ALL))
                .set(InlinerOptions.MAX_SIZE, 30).set(InlinerOptions.MAX_DEPTH, 3);

        assertEquals(List.of("--inline-max-size=30 has no effect with --inliner=host (it needs --inliner=rvm)",
                "--inline-max-depth=3 has no effect with --inliner=host (it needs --inliner=rvm)"), options.withoutEffect());
        assertEquals(List.of(), options.set(InlinerOptions.INLINER, "rvm").withoutEffect());
    }

    @Test
    void theOptionsAssembleWithVmCoresIntoOneTable() {
        OptionTable table = OptionTable.of(VmOptions.EXECUTION, InlinerOptions.ALL);

        assertEquals(VmOptions.EXECUTION.size() + 12, table.options().size());
    }

    @Test
    void theOracleOptions_areTheOnesInlineOptionsReads_inHelpOrder() {
        List<String> oracle = InlinerOptions.ORACLE.stream().map(o -> o.name()).toList();
        List<String> all = InlinerOptions.ALL.stream().map(o -> o.name()).toList();

        assertEquals(List.of("inline-always-below", "inline-max-size", "inline-hot-max-size", "inline-hot-share",
                "inline-guard-share", "inline-guard-hot-share", "inline-max-targets", "inline-max-depth",
                "inline-budget-factor",
                "inline-budget-max", "inline-max-recursion"), oracle);
        assertEquals(oracle, all.subList(1, 1 + oracle.size()));
    }

    @Test
    void set_refusesANegativeDepth() {
        VmOptions options = new VmOptions(OptionTable.of(VmOptions.EXECUTION, InlinerOptions.ALL));

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> options.set(InlinerOptions.MAX_DEPTH, -1));

        assertEquals("invalid value for option --inline-max-depth: '-1' (expected at least 0)", e.getMessage());
    }

    @Test
    void set_refusesABudgetFactorOfZero() {
        VmOptions options = new VmOptions(OptionTable.of(VmOptions.EXECUTION, InlinerOptions.ALL));

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> options.set(InlinerOptions.BUDGET_FACTOR, 0));

        assertEquals("invalid value for option --inline-budget-factor: '0' (expected at least 1)", e.getMessage());
    }
}
