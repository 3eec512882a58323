package rvm.core.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class VmOptionsTest {

    @Test
    void everyOptionStartsAtItsDefault() {
        VmOptions options = new VmOptions();

        assertEquals("adaptive", options.get(VmOptions.TIER));
        assertEquals(50, options.get(VmOptions.COMPILE_THRESHOLD));
        assertEquals(10000, options.get(VmOptions.OSR_THRESHOLD));
        assertFalse(options.get(VmOptions.BATCH_COMPILATION));
        assertFalse(options.get(VmOptions.PRINT_COMPILATION));
        assertFalse(options.get(VmOptions.NO_COMPILED_YIELDPOINTS));
        assertNull(options.get(VmOptions.OPCODE_COUNTS));
        assertFalse(options.get(VmOptions.YIELDPOINT_STATS));
        assertEquals(64, options.get(VmOptions.MAIN_STACK_MB));
        assertFalse(options.get(VmOptions.PRINT_OPTIONS));
    }

    @Test
    void getReturnsWhatSetStored() {
        VmOptions options = new VmOptions();

        VmOptions returned = options.set(VmOptions.MAIN_STACK_MB, 64)
                .set(VmOptions.OPCODE_COUNTS, Path.of("counts.txt"))
                .set(VmOptions.YIELDPOINT_STATS, true);

        assertSame(options, returned);
        assertEquals(64, options.get(VmOptions.MAIN_STACK_MB));
        assertEquals(Path.of("counts.txt"), options.get(VmOptions.OPCODE_COUNTS));
        assertEquals(true, options.get(VmOptions.YIELDPOINT_STATS));
    }

    @Test
    void setNullUnsetsAnOption() {
        VmOptions options = new VmOptions().set(VmOptions.OPCODE_COUNTS, Path.of("counts.txt"));

        options.set(VmOptions.OPCODE_COUNTS, null);

        assertNull(options.get(VmOptions.OPCODE_COUNTS));
    }

    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void setRejectsAValueOfTheWrongType() {
        VmOptions options = new VmOptions();
        VmOption raw = VmOptions.MAIN_STACK_MB;

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> options.set(raw, "64"));

        assertEquals("option --main-stack-mb takes an integer", e.getMessage());
        assertEquals(64, options.get(VmOptions.MAIN_STACK_MB));
    }

    @Test
    void setRejectsAValueOutsideTheChoices() {
        VmOptions options = new VmOptions();

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> options.set(VmOptions.TIER, "jit"));

        assertEquals("invalid value for option --tier: 'jit' (expected one of interp, baseline, adaptive, opt)",
                e.getMessage());
        assertEquals("adaptive", options.get(VmOptions.TIER));
    }

    @Test
    void setRejectsAnIntegerBelowTheOptionsMinimum() {
        VmOptions options = new VmOptions();

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> options.set(VmOptions.COMPILE_THRESHOLD, 0));

        assertEquals("invalid value for option --compile-threshold: '0' (expected at least 1)", e.getMessage());
        assertEquals(50, options.get(VmOptions.COMPILE_THRESHOLD));
    }

    @Test
    void describeListsEveryOptionInTableOrder() {
        VmOptions options = new VmOptions();

        List<String> lines = options.describe();

        assertEquals(List.of("--tier=adaptive", "--compile-threshold=50", "--osr-threshold=10000",
                "--batch-compilation=false", "--level2-after=0", "--print-compilation=false", "--no-compiled-yieldpoints=false",
                "--compiled-backedge-checks=strip", "--compiled-frames=guest", "--opcode-counts=(unset)",
                "--call-counts=(unset)", "--yieldpoint-stats=false", "--vm-stats=false", "--main-stack-mb=64", "--print-options=false"),
                lines);
    }

    @Test
    void describeFollowsTheOrderOfAnAssembledTable() {
        VmOptions options = new VmOptions(OptionTable.of(VmOptions.EXECUTION, List.of(INLINE_DEPTH), VmOptions.RUN));

        List<String> lines = options.describe();

        assertEquals("--compiled-frames=guest", lines.get(VmOptions.EXECUTION.size() - 1));
        assertEquals("--inline-depth=3", lines.get(VmOptions.EXECUTION.size()));
        assertEquals("--opcode-counts=(unset)", lines.get(VmOptions.EXECUTION.size() + 1));
    }

    @Test
    void describeShowsValuesInForce() {
        VmOptions options = new VmOptions().set(VmOptions.OPCODE_COUNTS, Path.of("out", "c.txt"))
                .set(VmOptions.PRINT_OPTIONS, true);

        List<String> lines = options.describe();

        assertTrue(lines.contains("--opcode-counts=" + Path.of("out", "c.txt")), lines.toString());
        assertEquals("--print-options=true", lines.get(lines.size() - 1));
    }

    @Test
    void inForceIsReadOnlyAndInTableOrder() {
        VmOptions options = new VmOptions();

        List<VmOption<?>> keys = List.copyOf(options.inForce().keySet());

        assertEquals(VmOptions.TABLE.options(), keys);
        assertThrows(UnsupportedOperationException.class, () -> options.inForce().clear());
    }

    @Test
    void setRejectsAnIntegerAboveTheOptionsMaximum() {
        VmOptions options = new VmOptions();

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> options.set(VmOptions.MAIN_STACK_MB, 1025));

        assertEquals("invalid value for option --main-stack-mb: '1025' (expected at most 1024)", e.getMessage());
        assertEquals(64, options.get(VmOptions.MAIN_STACK_MB));
    }

    @Test
    void getAndSetRefuseAnOptionOfAnotherTable() {
        VmOptions options = new VmOptions();

        IllegalArgumentException get = assertThrows(IllegalArgumentException.class, () -> options.get(INLINE_DEPTH));
        IllegalArgumentException set = assertThrows(IllegalArgumentException.class,
                () -> options.set(INLINE_DEPTH, 2));

        assertEquals("option --inline-depth is not in this option table", get.getMessage());
        assertEquals("option --inline-depth is not in this option table", set.getMessage());
    }

    @Test
    void withoutEffect_namesEachSetOptionWhoseNeedsFail_withTheFirstFailingNeed() {
        VmOptions options = new VmOptions().set(VmOptions.COMPILE_THRESHOLD, 5).set(VmOptions.TIER, "interp")
                .set(VmOptions.PRINT_COMPILATION, true).set(VmOptions.COMPILED_BACKEDGE_CHECKS, "every");

        List<String> lines = options.withoutEffect();

        assertEquals(List.of(
                "--compile-threshold=5 has no effect with --tier=interp (it needs --tier=adaptive)",
                "--print-compilation has no effect with --tier=interp",
                "--compiled-backedge-checks=every has no effect with --tier=interp"), lines);
    }

    @Test
    void withoutEffect_isEmptyWhenEveryNeedHolds_andIgnoresDefaultsAndFlagsSetOff() {
        VmOptions options = new VmOptions().set(VmOptions.COMPILED_BACKEDGE_CHECKS, "every")
                .set(VmOptions.PRINT_COMPILATION, true).set(VmOptions.BATCH_COMPILATION, false)
                .set(VmOptions.NO_COMPILED_YIELDPOINTS, false).set(VmOptions.TIER, "baseline");

        assertEquals(List.of(), options.withoutEffect());
    }

    @Test
    void withoutEffect_followsLaterValuesOfTheNeededOption() {
        VmOptions options = new VmOptions().set(VmOptions.COMPILED_BACKEDGE_CHECKS, "none")
                .set(VmOptions.TIER, "baseline").set(VmOptions.NO_COMPILED_YIELDPOINTS, true);

        List<String> lines = options.withoutEffect();

        assertEquals(List.of("--compiled-backedge-checks=none has no effect with --no-compiled-yieldpoints"), lines);
    }

    @Test
    void withoutEffect_checksNeedsOnTheOptionsOfAnotherModule() {
        VmOptions options = new VmOptions(OptionTable.of(VmOptions.EXECUTION, List.of(INLINE_DEPTH), VmOptions.RUN))
                .set(INLINE_DEPTH, 5).set(VmOptions.TIER, "interp");

        List<String> lines = options.withoutEffect();

        assertEquals(List.of("--inline-depth=5 has no effect with --tier=interp"), lines);
    }

    /** An option as another module would declare it, needing one of this module's. */
    static final VmOption<Integer> INLINE_DEPTH = new VmOption<>("inline-depth", Integer.class, 3, "N", List.of(),
            "Inline calls up to N deep.", 0).notWith(VmOptions.TIER, "interp");
}
