package rvm.core.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class YieldpointsTest {

    private final List<String> events = new ArrayList<>();

    @AfterEach
    void reset() {
        Yieldpoints.set(0);
        Yieldpoints.setService(null);
    }

    @ParameterizedTest(name = "word {0}")
    @CsvSource(delimiter = '|', value = {
        " 0 | ''",
        "-1 | PROLOGUE 7 -1, EPILOGUE 7 -1",
        " 1 | PROLOGUE 7 -1, EPILOGUE 7 -1, BACKEDGE 7 42"})
    void prologueAndEpilogueTakenIffWordIsNotZero_backedgeIffWordIsPositive(int word, String expected) {
        Yieldpoints.setService(this::record);
        Yieldpoints.set(word);

        Yieldpoints.prologue(7);
        Yieldpoints.epilogue(7);
        Yieldpoints.backedge(7, 42);

        assertEquals(expected, String.join(", ", events));
    }

    @ParameterizedTest(name = "word {0}")
    @CsvSource(delimiter = '|', value = {
        " 0 | ''",
        "-1 | PROLOGUE 7 -1, EPILOGUE 7 -1",
        " 1 | PROLOGUE 7 -1, EPILOGUE 7 -1"})
    void compiledCodesChecksAreTakenIffWordIsNotZero(int word, String expected) {
        Yieldpoints.setService(this::record);
        Yieldpoints.set(word);

        Yieldpoints.prologueCheck(7);
        Yieldpoints.epilogueCheck(7);

        assertEquals(expected, String.join(", ", events));
    }

    @Test
    void takenPassesKindMethodIdAndBciToTheService() {
        Yieldpoints.setService(this::record);

        Yieldpoints.taken(YieldpointKind.BACKEDGE, 12, 345);
        Yieldpoints.taken(YieldpointKind.EPILOGUE, 3, -1);

        assertEquals(List.of("BACKEDGE 12 345", "EPILOGUE 3 -1"), events);
    }

    @Test
    void takenWithoutServiceDoesNothing() {
        Yieldpoints.set(1);

        Yieldpoints.prologue(1);
        Yieldpoints.backedge(1, 0);

        assertTrue(events.isEmpty());
    }

    @Test
    void removingTheServiceStopsCalls() {
        Yieldpoints.setService(this::record);
        Yieldpoints.set(1);
        Yieldpoints.prologue(1);

        Yieldpoints.setService(null);
        Yieldpoints.prologue(2);

        assertEquals(List.of("PROLOGUE 1 -1"), events);
    }

    @Test
    void kindOfOrdinalIsTheKindWithThatOrdinal() {
        List<YieldpointKind> kinds = List.of(YieldpointKind.of(0), YieldpointKind.of(1), YieldpointKind.of(2));

        assertEquals(List.of(YieldpointKind.PROLOGUE, YieldpointKind.EPILOGUE, YieldpointKind.BACKEDGE), kinds);
    }

    // ---------------------------------------------------------------- counting, on a fresh copy of the class

    @Test
    void countingIsOffByDefault_andCountsNothing() throws Throwable {
        try (FreshYieldpoints y = new FreshYieldpoints()) {
            y.setWord(1);

            y.prologue(1);
            y.countExecuted("EPILOGUE");

            assertFalse(y.isCounting());
            assertEquals(List.of(0L, 0L, 0L), y.executed());
            assertEquals(List.of(0L, 0L, 0L), y.taken());
        }
    }

    @Test
    void countsExecutedAndTakenPerKind_whenWordIsPositive() throws Throwable {
        try (FreshYieldpoints y = new FreshYieldpoints()) {
            y.enableCounting();
            y.setWord(1);

            y.prologue(1);
            y.prologue(1);
            y.epilogue(1);
            y.backedge(1, 5);
            y.backedge(1, 5);
            y.backedge(1, 5);

            assertTrue(y.isCounting());
            assertEquals(List.of(2L, 1L, 3L), y.executed());
            assertEquals(List.of(2L, 1L, 3L), y.taken());
        }
    }

    @Test
    void countsBackedgesExecutedButNotTaken_whenWordIsNegative() throws Throwable {
        try (FreshYieldpoints y = new FreshYieldpoints()) {
            y.enableCounting();
            y.setWord(-1);

            y.prologue(1);
            y.backedge(1, 5);
            y.backedge(1, 5);
            y.epilogue(1);

            assertEquals(List.of(1L, 1L, 2L), y.executed());
            assertEquals(List.of(1L, 1L, 0L), y.taken());
        }
    }

    @Test
    void countsNothingTaken_whenWordIsZero() throws Throwable {
        try (FreshYieldpoints y = new FreshYieldpoints()) {
            y.enableCounting();

            y.prologue(1);
            y.epilogue(1);
            y.backedge(1, 5);
            y.countExecuted("BACKEDGE");

            assertEquals(List.of(1L, 1L, 2L), y.executed());
            assertEquals(List.of(0L, 0L, 0L), y.taken());
        }
    }

    @Test
    void resetCountsClearsEveryKind() throws Throwable {
        try (FreshYieldpoints y = new FreshYieldpoints()) {
            y.enableCounting();
            y.setWord(1);
            y.prologue(1);
            y.backedge(1, 5);

            y.resetCounts();

            assertEquals(List.of(0L, 0L, 0L), y.executed());
            assertEquals(List.of(0L, 0L, 0L), y.taken());
        }
    }

    private void record(YieldpointKind kind, int methodId, int bci) {
        events.add(kind + " " + methodId + " " + bci);
    }

    /**
     * A copy of {@link Yieldpoints} in a loader of its own: counting, once enabled, stays on for the
     * life of the class, so tests of counting must not switch it on for every other test.
     */
    private static final class FreshYieldpoints implements AutoCloseable {
        private final URLClassLoader loader;
        private final Class<?> yieldpoints;
        private final Class<?> kind;
        private final MethodHandles.Lookup lookup = MethodHandles.publicLookup();

        FreshYieldpoints() throws IOException, ClassNotFoundException {
            URL classes = Yieldpoints.class.getProtectionDomain().getCodeSource().getLocation();
            loader = new URLClassLoader(new URL[] {classes}, ClassLoader.getPlatformClassLoader());
            yieldpoints = loader.loadClass(Yieldpoints.class.getName());
            kind = loader.loadClass(YieldpointKind.class.getName());
        }

        boolean isCounting() throws Throwable {
            return (boolean) handle("isCounting", boolean.class).invoke();
        }

        void enableCounting() throws Throwable {
            handle("enableCounting", void.class).invoke();
        }

        void resetCounts() throws Throwable {
            handle("resetCounts", void.class).invoke();
        }

        void setWord(int word) throws Throwable {
            handle("set", void.class, int.class).invoke(word);
        }

        void prologue(int id) throws Throwable {
            handle("prologue", void.class, int.class).invoke(id);
        }

        void epilogue(int id) throws Throwable {
            handle("epilogue", void.class, int.class).invoke(id);
        }

        void backedge(int id, int bci) throws Throwable {
            handle("backedge", void.class, int.class, int.class).invoke(id, bci);
        }

        void countExecuted(String kindName) throws Throwable {
            handle("countExecuted", void.class, kind).invoke(kind(kindName));
        }

        /** Executed counts of PROLOGUE, EPILOGUE, BACKEDGE. */
        List<Long> executed() throws Throwable {
            return counts("executed");
        }

        /** Taken counts of PROLOGUE, EPILOGUE, BACKEDGE. */
        List<Long> taken() throws Throwable {
            return counts("taken");
        }

        private List<Long> counts(String name) throws Throwable {
            MethodHandle h = handle(name, long.class, kind);
            List<Long> out = new ArrayList<>();
            for (String k : List.of("PROLOGUE", "EPILOGUE", "BACKEDGE")) {
                out.add((long) h.invoke(kind(k)));
            }
            return out;
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        private Object kind(String name) {
            return Enum.valueOf((Class) kind, name);
        }

        private MethodHandle handle(String name, Class<?> ret, Class<?>... params) throws ReflectiveOperationException {
            return lookup.findStatic(yieldpoints, name, MethodType.methodType(ret, params));
        }

        @Override
        public void close() throws IOException {
            loader.close();
        }
    }
}
