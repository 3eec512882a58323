package rvm.inliner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import rvm.core.options.OptionTable;
import rvm.core.options.VmOptions;

class InlineOptionsTest {

    private static final InlineOptions JIKES = InlineOptions.DEFAULTS;

    @Test
    void defaults_areJikesRvmsValues_andOnePercentForTheGuardHotShare() {
        InlineOptions expected = new InlineOptions(11, 23, 119, 0.01, 0.4, 0.01, 2, 5, 15, 4096, 0);

        assertEquals(expected, InlineOptions.DEFAULTS);
    }

    @Test
    void fromOptions_readsEveryInlineOption() {
        VmOptions o = new VmOptions(OptionTable.of(VmOptions.EXECUTION, InlinerOptions.ALL)).set(InlinerOptions.ALWAYS_BELOW, 7)
                .set(InlinerOptions.MAX_SIZE, 30).set(InlinerOptions.HOT_MAX_SIZE, 200)
                .set(InlinerOptions.HOT_SHARE, 0.05).set(InlinerOptions.GUARD_SHARE, 0.25)
                .set(InlinerOptions.GUARD_HOT_SHARE, 0.5)
                .set(InlinerOptions.MAX_TARGETS, 3).set(InlinerOptions.MAX_DEPTH, 8)
                .set(InlinerOptions.BUDGET_FACTOR, 4).set(InlinerOptions.BUDGET_MAX, 1000)
                .set(InlinerOptions.MAX_RECURSION, 1);

        InlineOptions options = InlineOptions.fromOptions(o);

        assertEquals(new InlineOptions(7, 30, 200, 0.05, 0.25, 0.5, 3, 8, 4, 1000, 1), options);
    }

    @Test
    void sizeLimit_isThePlainLimit_forAnEdgeWithoutWeight() {
        assertEquals(23, JIKES.sizeLimit(0));
    }

    @Test
    void sizeLimit_risesLinearly_withTheEdgesShareOfTheProfile() {
        assertEquals(47, JIKES.sizeLimit(0.0025));
        assertEquals(71, JIKES.sizeLimit(0.005));
        assertEquals(95, JIKES.sizeLimit(0.0075));
    }

    @Test
    void sizeLimit_roundsTheRaiseDown() {
        assertEquals(32, JIKES.sizeLimit(0.001)); // 23 + 9.6
        assertEquals(109, JIKES.sizeLimit(0.009)); // 23 + 86.4
    }

    @Test
    void sizeLimit_isNotRoundedALowUnitByFloatingPoint() {
        assertEquals(73, JIKES.sizeLimit(1.0 / 192)); // 23 + 96 * 0.52083..., 49.99999999999999 in doubles
    }

    @Test
    void sizeLimit_isTheHotLimit_fromTheHotShareUp() {
        assertEquals(119, JIKES.sizeLimit(0.01));
        assertEquals(119, JIKES.sizeLimit(0.125));
        assertEquals(119, JIKES.sizeLimit(1));
    }

    @Test
    void budget_isFifteenTimesASmallRoot() {
        assertEquals(150, JIKES.budget(10));
        assertEquals(0, JIKES.budget(0));
    }

    @Test
    void budget_isTheRootPlus4096_forALargeRoot() {
        assertEquals(5096, JIKES.budget(1000));
    }

    @Test
    void budget_switchesFromTheFactorToTheCap_between292And293() {
        assertEquals(4380, JIKES.budget(292)); // 15 x 292 = 4380 < 292 + 4096 = 4388
        assertEquals(4389, JIKES.budget(293)); // 15 x 293 = 4395 > 293 + 4096 = 4389
    }

    @Test
    void budget_doesNotOverflow() {
        InlineOptions wide = new InlineOptions(11, 23, 119, 0.01, 0.4, 1.0, 2, 5, 1000, Integer.MAX_VALUE, 0);

        assertEquals(Integer.MAX_VALUE, wide.budget(Integer.MAX_VALUE / 2));
    }

    @Test
    void constructor_refusesAHotLimitBelowThePlainOne() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new InlineOptions(11, 23, 22, 0.01, 0.4, 1.0, 2, 5, 15, 4096, 0));

        assertEquals("--inline-hot-max-size must be at least --inline-max-size (23): 22", e.getMessage());
    }

    @Test
    void constructor_refusesAHotShareOfZero() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new InlineOptions(11, 23, 119, 0, 0.4, 1.0, 2, 5, 15, 4096, 0));

        assertEquals("--inline-hot-share must be in (0, 1]: 0.0", e.getMessage());
    }

    @Test
    void constructor_refusesAGuardShareAboveOne() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new InlineOptions(11, 23, 119, 0.01, 1.5, 1.0, 2, 5, 15, 4096, 0));

        assertEquals("--inline-guard-share must be in [0, 1]: 1.5", e.getMessage());
    }

    @Test
    void constructor_refusesAGuardHotShareOfZero() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new InlineOptions(11, 23, 119, 0.01, 0.4, 0, 2, 5, 15, 4096, 0));

        assertEquals("--inline-guard-hot-share must be in (0, 1]: 0.0", e.getMessage());
    }

    @Test
    void constructor_refusesABudgetFactorOfZero() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new InlineOptions(11, 23, 119, 0.01, 0.4, 1.0, 2, 5, 0, 4096, 0));

        assertEquals("--inline-budget-factor must be at least 1: 0", e.getMessage());
    }

    @Test
    void fromOptions_namesTheOptionOfAHotShareOutOfRange() {
        VmOptions o = new VmOptions(OptionTable.of(VmOptions.EXECUTION, InlinerOptions.ALL)).set(InlinerOptions.HOT_SHARE, 2.0);

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> InlineOptions.fromOptions(o));

        assertEquals("--inline-hot-share must be in (0, 1]: 2.0", e.getMessage());
    }
}
