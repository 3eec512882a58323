package rvm.profiling.instrument;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.model.GuestMethod;
import rvm.core.testing.GuestProgram;
import rvm.core.testing.JavaSources;

class MethodSelectionTest {

    @TempDir
    static Path classes;
    private static GuestProgram program;

    @BeforeAll
    static void load() throws IOException {
        JavaSources.compile(classes, List.of(), Map.of("pkg/Parser.java", """
                package pkg;
                public class Parser {
                    static int parseExpr() { return 1; }
                    static int parseTerm() { return 2; }
                    static int emit() { return 3; }
                    static final class Inner { static int parseInner() { return 4; } }
                }
                """));
        program = GuestProgram.load(classes);
    }

    @AfterAll
    static void close() throws IOException {
        program.close();
    }

    private static GuestMethod method(String cls, String name) {
        for (GuestMethod m : program.model().forName(cls).methods()) {
            if (m.name().equals(name)) {
                return m;
            }
        }
        throw new IllegalArgumentException(cls + "." + name);
    }

    @Test
    void patternsMatchTheDottedClassAndMethodName_starMatchingAnything() {
        MethodSelection parse = MethodSelection.parse("*.parse*");
        assertTrue(parse.selects(method("pkg/Parser", "parseExpr"), false));
        assertTrue(parse.selects(method("pkg/Parser$Inner", "parseInner"), false));
        assertFalse(parse.selects(method("pkg/Parser", "emit"), true));
        MethodSelection two = MethodSelection.parse("pkg.Parser.emit, pkg.Parser.parseTerm");
        assertTrue(two.selects(method("pkg/Parser", "emit"), false));
        assertTrue(two.selects(method("pkg/Parser", "parseTerm"), false));
        assertFalse(two.selects(method("pkg/Parser", "parseExpr"), false));
        assertFalse(MethodSelection.parse("Parser.emit").selects(method("pkg/Parser", "emit"), false),
                "a pattern matches the whole name");
        assertTrue(MethodSelection.parse("pkg.*").selects(method("pkg/Parser", "emit"), false));
    }

    @Test
    void allSelectsEverything_hotOnlyOptimisingCompilations() {
        GuestMethod emit = method("pkg/Parser", "emit");
        assertTrue(MethodSelection.parse("all").selects(emit, false));
        assertFalse(MethodSelection.parse("hot").selects(emit, false));
        assertTrue(MethodSelection.parse("hot").selects(emit, true));
        assertTrue(MethodSelection.parse("hot").hot());
        assertEquals("*.parse*", MethodSelection.parse("*.parse*").toString());
    }

    @Test
    void anEmptyPatternIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MethodSelection.parse("a.*,"));
        assertTrue(e.getMessage().startsWith("--instrument-methods: an empty pattern"), e.getMessage());
    }
}
