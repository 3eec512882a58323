package rvm.core.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

class GuestPathMapsTest {

    /** Two keys that share a bin of a small ConcurrentHashMap (same hash). */
    private record Key(String name) {
        @Override
        public int hashCode() {
            return 7;
        }
    }

    @Test
    void aComputationThatReachesTheSameMapAgainComputesInsteadOfFailing() {
        ConcurrentHashMap<Key, String> map = new ConcurrentHashMap<>();
        Key outer = new Key("outer");
        Key inner = new Key("inner");
        // the host's computeIfAbsent refuses this: its own reservation is in the bin
        assertThrows(IllegalStateException.class,
                () -> map.computeIfAbsent(outer, k -> map.computeIfAbsent(inner, i -> "i") + "o"));
        ConcurrentHashMap<Key, String> fresh = new ConcurrentHashMap<>();
        String v = GuestPathMaps.getOrCompute(fresh, outer, k -> GuestPathMaps.getOrCompute(fresh, inner, i -> "i") + "o");
        assertEquals("io", v);
        assertEquals("i", fresh.get(inner));
        assertEquals("io", fresh.get(outer));
    }

    @Test
    void aComputationThatFailsLeavesTheBinUsable() {
        ConcurrentHashMap<Key, String> map = new ConcurrentHashMap<>();
        Key a = new Key("a");
        assertThrows(StackOverflowError.class, () -> GuestPathMaps.getOrCompute(map, a, k -> {
            throw new StackOverflowError();
        }));
        assertEquals(0, map.size());
        assertEquals("b", GuestPathMaps.getOrCompute(map, new Key("b"), k -> "b"));
        assertEquals("a", GuestPathMaps.getOrCompute(map, a, k -> "a"));
    }

    @Test
    void aStoredValueIsReturnedWithoutComputing() {
        ConcurrentHashMap<String, String> map = new ConcurrentHashMap<>();
        map.put("k", "stored");
        assertEquals("stored", GuestPathMaps.getOrCompute(map, "k", k -> {
            throw new AssertionError("computed");
        }));
    }
}
