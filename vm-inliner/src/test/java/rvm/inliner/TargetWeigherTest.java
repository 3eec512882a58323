package rvm.inliner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TargetWeigherTest {

    @Test
    void percent_showsAtMostTwoDecimals_withoutTrailingZeros() {
        assertEquals("12.5%", TargetWeigher.percent(0.125));
        assertEquals("40%", TargetWeigher.percent(0.4));
        assertEquals("0.5%", TargetWeigher.percent(0.005));
        assertEquals("33.33%", TargetWeigher.percent(1.0 / 3));
        assertEquals("0%", TargetWeigher.percent(0));
        assertEquals("100%", TargetWeigher.percent(1));
    }
}
