package rvm.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import rvm.core.options.OptionTable;
import rvm.core.options.VmOptions;
import rvm.inliner.InlinerOptions;

/** The launcher's options of a run with rvm's inliner: defaults, order, and when they have no effect. */
class InliningRunOptionsTest {

    private static VmOptions options() {
        return new VmOptions(OptionTable.of(VmOptions.EXECUTION, InlinerOptions.ALL, InliningRunOptions.ALL));
    }

    @Test
    void describeListsThemAfterTheInlinersOwn_withTheirDefaults() {
        List<String> lines = options().describe();

        int first = VmOptions.EXECUTION.size() + InlinerOptions.ALL.size();
        assertEquals(List.of("--inlined-yieldpoints=drop", "--inline-dcg=(unset)", "--inline-stress=false",
                "--print-inlining=false", "--inline-report=(unset)", "--level2-hot-share=0.005",
                "--level2-min-samples=1000"), lines.subList(first, lines.size()));
    }

    @Test
    void withoutRvmsInliner_theyHaveNoEffect() {
        VmOptions options = options().set(InliningRunOptions.PRINT_INLINING, true);

        assertEquals(List.of("--print-inlining has no effect with --inliner=host (it needs --inliner=rvm)"),
                options.withoutEffect());
        assertEquals(List.of(), options.set(InlinerOptions.INLINER, "rvm").withoutEffect());
    }

    @Test
    void theControllersHotShare_needsRvmsInliner_andTheAdaptiveTier() {
        VmOptions options = options().set(InlinerOptions.INLINER, "rvm").set(InliningRunOptions.LEVEL2_HOT_SHARE, 0.01)
                .set(VmOptions.TIER, "opt");

        assertEquals(List.of("--level2-hot-share=0.01 has no effect with --tier=opt (it needs --tier=adaptive)"),
                options.withoutEffect());
        assertEquals(List.of(), options.set(VmOptions.TIER, "adaptive").withoutEffect());
    }

    @Test
    void runArgumentsTable_holdsThemRightAfterTheInlinersOptions() {
        List<String> names = RunArguments.TABLE.options().stream().map(o -> o.name()).toList();

        int at = names.indexOf("inline-max-recursion") + 1;
        assertEquals(InliningRunOptions.ALL.stream().map(o -> o.name()).toList(),
                names.subList(at, at + InliningRunOptions.ALL.size()));
    }
}
