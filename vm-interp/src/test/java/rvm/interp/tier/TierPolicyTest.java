package rvm.interp.tier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TierPolicyTest {

    @Test
    void adaptiveAsksForLevelOne_atTheThresholdthInterpretedCall() {
        TierPolicy policy = new TierPolicy(TierPolicy.Mode.ADAPTIVE, 3, 100, 0);
        MethodTier tier = new MethodTier(10);

        int first = policy.interpretedCall(tier);
        int second = policy.interpretedCall(tier);
        int third = policy.interpretedCall(tier);

        assertEquals(TierPolicy.STAY, first);
        assertEquals(TierPolicy.STAY, second);
        assertEquals(1, third);
    }

    @Test
    void adaptiveAsksForLevelOneAtTheThresholdthBackedge_andForOsrAtTheOsrThreshold() {
        TierPolicy policy = new TierPolicy(TierPolicy.Mode.ADAPTIVE, 2, 4, 0);
        MethodTier tier = new MethodTier(10);

        int first = policy.interpretedBackedge(tier);
        boolean osrAfterOne = policy.wantsOsr(tier);
        int second = policy.interpretedBackedge(tier);
        policy.interpretedBackedge(tier);
        policy.interpretedBackedge(tier);
        boolean osrAfterFour = policy.wantsOsr(tier);

        assertEquals(TierPolicy.STAY, first);
        assertFalse(osrAfterOne);
        assertEquals(1, second);
        assertTrue(osrAfterFour);
    }

    @Test
    void baselineAsksForLevelOneOnTheFirstInterpretedCall() {
        TierPolicy policy = new TierPolicy(TierPolicy.Mode.BASELINE, 50, 100, 0);

        int level = policy.interpretedCall(new MethodTier(10));

        assertEquals(1, level);
    }

    @Test
    void optAsksForLevelTwoOnTheFirstInterpretedCall_andNeverCounts() {
        TierPolicy policy = new TierPolicy(TierPolicy.Mode.OPT, 50, 100, 0);

        int level = policy.interpretedCall(new MethodTier(10));

        assertEquals(2, level);
        assertEquals(false, policy.countsCalls(2));
    }

    @Test
    void compiledCodeCountsItsCallsOnlyBelowLevelTwo_andOnlyWhenLevelTwoIsAskedFor() {
        TierPolicy never = new TierPolicy(TierPolicy.Mode.ADAPTIVE, 50, 100, 0);
        TierPolicy after5 = new TierPolicy(TierPolicy.Mode.ADAPTIVE, 50, 100, 5);

        assertFalse(never.countsCalls(1));
        assertTrue(after5.countsCalls(1));
        assertFalse(after5.countsCalls(2));
    }

    @Test
    void callsOfCodeNotAtLevelOne_askForNothing() {
        TierPolicy policy = new TierPolicy(TierPolicy.Mode.ADAPTIVE, 50, 100, 1);
        MethodTier interpreted = new MethodTier(10);

        int level = policy.compiledCall(interpreted);

        assertEquals(TierPolicy.STAY, level);
        assertEquals(0, interpreted.compiledCalls);
    }

    @Test
    void aLevelIsClaimedOnce_andALowerLevelNoLongerAfterAHigherOne() {
        MethodTier tier = new MethodTier(10);

        boolean first = tier.claim(1);
        boolean again = tier.claim(1);
        boolean higher = tier.claim(2);
        boolean lower = tier.claim(1);

        assertTrue(first);
        assertFalse(again);
        assertTrue(higher);
        assertFalse(lower);
    }
}
