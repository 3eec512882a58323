package rvm.inliner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class CallProfileTest {

    @Test
    void empty_hasNoWeightAndNoTargets() {
        assertEquals(0.0, CallProfile.EMPTY.totalWeight());
        assertEquals(List.of(), CallProfile.EMPTY.targets("pkg/Main.run()V", 3));
    }

    @Test
    void target_refusesANegativeWeight() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new CallProfile.Target("pkg/A.a()V", -1));

        assertEquals("weight must be a number at least 0: -1.0", e.getMessage());
    }

    @Test
    void target_refusesNaN() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new CallProfile.Target("pkg/A.a()V", Double.NaN));

        assertEquals("weight must be a number at least 0: NaN", e.getMessage());
    }
}
