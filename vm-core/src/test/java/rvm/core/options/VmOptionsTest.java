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
        VmOptions options = new VmOptions(TABLE);

        assertEquals("adaptive", options.get(VmOptions.TIER));
        assertEquals(50, options.get(COMPILE_THRESHOLD));
        assertEquals(10000, options.get(OSR_THRESHOLD));
        assertFalse(options.get(BATCH_COMPILATION));
        assertFalse(options.get(PRINT_COMPILATION));
        assertFalse(options.get(NO_COMPILED_YIELDPOINTS));
        assertNull(options.get(OPCODE_COUNTS));
        assertFalse(options.get(YIELDPOINT_STATS));
        assertEquals(64, options.get(MAIN_STACK_MB));
        assertFalse(options.get(PRINT_OPTIONS));
    }

    @Test
    void getReturnsWhatSetStored() {
        VmOptions options = new VmOptions(TABLE);

        VmOptions returned = options.set(MAIN_STACK_MB, 64)
                .set(OPCODE_COUNTS, Path.of("counts.txt"))
                .set(YIELDPOINT_STATS, true);

        assertSame(options, returned);
        assertEquals(64, options.get(MAIN_STACK_MB));
        assertEquals(Path.of("counts.txt"), options.get(OPCODE_COUNTS));
        assertEquals(true, options.get(YIELDPOINT_STATS));
    }

    @Test
    void setNullUnsetsAnOption() {
        VmOptions options = new VmOptions(TABLE).set(OPCODE_COUNTS, Path.of("counts.txt"));

        options.set(OPCODE_COUNTS, null);

        assertNull(options.get(OPCODE_COUNTS));
    }

    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void setRejectsAValueOfTheWrongType() {
        VmOptions options = new VmOptions(TABLE);
        VmOption raw = MAIN_STACK_MB;

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> options.set(raw, "64"));

        assertEquals("option --main-stack-mb takes an integer", e.getMessage());
        assertEquals(64, options.get(MAIN_STACK_MB));
    }

    @Test
    void setRejectsAValueOutsideTheChoices() {
        VmOptions options = new VmOptions(TABLE);

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> options.set(VmOptions.TIER, "jit"));

        assertEquals("invalid value for option --tier: 'jit' (expected one of interp, baseline, adaptive, opt)",
                e.getMessage());
        assertEquals("adaptive", options.get(VmOptions.TIER));
    }

    @Test
    void setRejectsAnIntegerBelowTheOptionsMinimum() {
        VmOptions options = new VmOptions(TABLE);

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> options.set(COMPILE_THRESHOLD, 0));

        assertEquals("invalid value for option --compile-threshold: '0' (expected at least 1)", e.getMessage());
        assertEquals(50, options.get(COMPILE_THRESHOLD));
    }

    @Test
    void describeListsEveryOptionInTableOrder() {
        VmOptions options = new VmOptions(TABLE);

        List<String> lines = options.describe();

        assertEquals(List.of("--tier=adaptive", "--compile-threshold=50", "--osr-threshold=10000",
                "--batch-compilation=false", "--print-compilation=false", "--no-compiled-yieldpoints=false",
                "--compiled-backedge-checks=strip", "--opcode-counts=(unset)", "--yieldpoint-stats=false",
                "--main-stack-mb=64", "--print-options=false"), lines);
    }

    @Test
    void describeFollowsTheOrderOfAnAssembledTable() {
        VmOptions options = new VmOptions(OptionTable.of(EARLIER, List.of(INLINE_DEPTH), LATER));

        List<String> lines = options.describe();

        assertEquals("--compiled-backedge-checks=strip", lines.get(EARLIER.size() - 1));
        assertEquals("--inline-depth=3", lines.get(EARLIER.size()));
        assertEquals("--opcode-counts=(unset)", lines.get(EARLIER.size() + 1));
    }

    @Test
    void describeShowsValuesInForce() {
        VmOptions options = new VmOptions(TABLE).set(OPCODE_COUNTS, Path.of("out", "c.txt"))
                .set(PRINT_OPTIONS, true);

        List<String> lines = options.describe();

        assertTrue(lines.contains("--opcode-counts=" + Path.of("out", "c.txt")), lines.toString());
        assertEquals("--print-options=true", lines.get(lines.size() - 1));
    }

    @Test
    void vmCoreDeclaresTheTierAlone() {
        assertEquals(List.of(VmOptions.TIER), VmOptions.TABLE.options());
        assertEquals(List.of("--tier=adaptive"), new VmOptions().describe());
    }

    @Test
    void inForceIsReadOnlyAndInTableOrder() {
        VmOptions options = new VmOptions(TABLE);

        List<VmOption<?>> keys = List.copyOf(options.inForce().keySet());

        assertEquals(TABLE.options(), keys);
        assertThrows(UnsupportedOperationException.class, () -> options.inForce().clear());
    }

    @Test
    void setRejectsAnIntegerAboveTheOptionsMaximum() {
        VmOptions options = new VmOptions(TABLE);

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> options.set(MAIN_STACK_MB, 1025));

        assertEquals("invalid value for option --main-stack-mb: '1025' (expected at most 1024)", e.getMessage());
        assertEquals(64, options.get(MAIN_STACK_MB));
    }

    @Test
    void getAndSetRefuseAnOptionOfAnotherTable() {
        VmOptions options = new VmOptions(TABLE);

        IllegalArgumentException get = assertThrows(IllegalArgumentException.class, () -> options.get(INLINE_DEPTH));
        IllegalArgumentException set = assertThrows(IllegalArgumentException.class,
                () -> options.set(INLINE_DEPTH, 2));

        assertEquals("option --inline-depth is not in this option table", get.getMessage());
        assertEquals("option --inline-depth is not in this option table", set.getMessage());
    }

    @Test
    void withoutEffect_namesEachSetOptionWhoseNeedsFail_withTheFirstFailingNeed() {
        VmOptions options = new VmOptions(TABLE).set(COMPILE_THRESHOLD, 5).set(VmOptions.TIER, "interp")
                .set(PRINT_COMPILATION, true).set(COMPILED_BACKEDGE_CHECKS, "every");

        List<String> lines = options.withoutEffect();

        assertEquals(List.of(
                "--compile-threshold=5 has no effect with --tier=interp (it needs --tier=adaptive)",
                "--print-compilation has no effect with --tier=interp",
                "--compiled-backedge-checks=every has no effect with --tier=interp"), lines);
    }

    @Test
    void withoutEffect_isEmptyWhenEveryNeedHolds_andIgnoresDefaultsAndFlagsSetOff() {
        VmOptions options = new VmOptions(TABLE).set(COMPILED_BACKEDGE_CHECKS, "every")
                .set(PRINT_COMPILATION, true).set(BATCH_COMPILATION, false)
                .set(NO_COMPILED_YIELDPOINTS, false).set(VmOptions.TIER, "baseline");

        assertEquals(List.of(), options.withoutEffect());
    }

    @Test
    void withoutEffect_followsLaterValuesOfTheNeededOption() {
        VmOptions options = new VmOptions(TABLE).set(COMPILED_BACKEDGE_CHECKS, "none")
                .set(VmOptions.TIER, "baseline").set(NO_COMPILED_YIELDPOINTS, true);

        List<String> lines = options.withoutEffect();

        assertEquals(List.of("--compiled-backedge-checks=none has no effect with --no-compiled-yieldpoints"), lines);
    }

    @Test
    void withoutEffect_checksNeedsOnTheOptionsOfAnotherModule() {
        VmOptions options = new VmOptions(OptionTable.of(EARLIER, List.of(INLINE_DEPTH), LATER))
                .set(INLINE_DEPTH, 5).set(VmOptions.TIER, "interp");

        List<String> lines = options.withoutEffect();

        assertEquals(List.of("--inline-depth=5 has no effect with --tier=interp"), lines);
    }

    // Options as the executor and the launcher declare theirs (rvm.interp.ExecutionOptions,
    // rvm.launcher.LauncherOptions), for the mechanism's tests: vm-core declares only the tier.
    static final VmOption<Integer> COMPILE_THRESHOLD = new VmOption<>("compile-threshold", Integer.class, 50, "N",
            List.of(), "Calls before a method is compiled.", 1).onlyWith(VmOptions.TIER, "adaptive");
    static final VmOption<Integer> OSR_THRESHOLD = new VmOption<>("osr-threshold", Integer.class, 10000, "N",
            List.of(), "Backedges before a loop moves into compiled code.", 1).onlyWith(VmOptions.TIER, "adaptive");
    static final VmOption<Boolean> BATCH_COMPILATION = new VmOption<>("batch-compilation", Boolean.class, false, null,
            List.of(), "Compile on the asking thread.").onlyWith(VmOptions.TIER, "adaptive");
    static final VmOption<Boolean> PRINT_COMPILATION = new VmOption<>("print-compilation", Boolean.class, false, null,
            List.of(), "Log compilations.").notWith(VmOptions.TIER, "interp");
    static final VmOption<Boolean> NO_COMPILED_YIELDPOINTS = new VmOption<>("no-compiled-yieldpoints", Boolean.class,
            false, null, List.of(), "Compiled code without yieldpoints.").notWith(VmOptions.TIER, "interp");
    static final VmOption<String> COMPILED_BACKEDGE_CHECKS = new VmOption<>("compiled-backedge-checks", String.class,
            "strip", "MODE", List.of("strip", "every", "none"), "How compiled backedges test the word.")
            .notWith(VmOptions.TIER, "interp").notWith(NO_COMPILED_YIELDPOINTS, true);
    static final VmOption<Path> OPCODE_COUNTS = new VmOption<>("opcode-counts", Path.class, null, "FILE", List.of(),
            "Where opcode counts go.");
    static final VmOption<Boolean> YIELDPOINT_STATS = new VmOption<>("yieldpoint-stats", Boolean.class, false, null,
            List.of(), "Count yieldpoints.");
    static final VmOption<Integer> MAIN_STACK_MB = new VmOption<>("main-stack-mb", Integer.class, 64, "MB", List.of(),
            "The main thread's stack.", 1).atMost(1024);
    static final VmOption<Boolean> PRINT_OPTIONS = new VmOption<>("print-options", Boolean.class, false, null,
            List.of(), "Print the options.");
    static final List<VmOption<?>> EARLIER = List.of(VmOptions.TIER, COMPILE_THRESHOLD, OSR_THRESHOLD,
            BATCH_COMPILATION, PRINT_COMPILATION, NO_COMPILED_YIELDPOINTS, COMPILED_BACKEDGE_CHECKS);
    static final List<VmOption<?>> LATER = List.of(OPCODE_COUNTS, YIELDPOINT_STATS, MAIN_STACK_MB, PRINT_OPTIONS);
    static final OptionTable TABLE = OptionTable.of(EARLIER, LATER);

    /** An option as another module would declare it, needing one of this module's. */
    static final VmOption<Integer> INLINE_DEPTH = new VmOption<>("inline-depth", Integer.class, 3, "N", List.of(),
            "Inline calls up to N deep.", 0).notWith(VmOptions.TIER, "interp");
}
