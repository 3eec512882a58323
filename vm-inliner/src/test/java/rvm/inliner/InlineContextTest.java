package rvm.inliner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class InlineContextTest {

    @Test
    void root_isAtDepthZero_withTheRootsSizeSoFar() {
        InlineContext c = InlineContext.root("pkg/A.a()V", 12);

        assertEquals(List.of("pkg/A.a()V"), c.path());
        assertEquals(0, c.depth());
        assertEquals(12, c.compiledSize());
        assertEquals(12, c.rootSize());
    }

    @Test
    void enter_extendsThePath_andKeepsTheSizes() {
        InlineContext c = InlineContext.root("pkg/A.a()V", 12).grow(5).enter("pkg/B.b()V");

        assertEquals(List.of("pkg/A.a()V", "pkg/B.b()V"), c.path());
        assertEquals(1, c.depth());
        assertEquals("pkg/A.a()V", c.root());
        assertEquals("pkg/B.b()V", c.caller());
        assertEquals(17, c.compiledSize());
    }

    @Test
    void occurrences_countsTheRootToo() {
        InlineContext c = InlineContext.root("pkg/A.a()V", 1).enter("pkg/B.b()V").enter("pkg/A.a()V");

        assertEquals(2, c.occurrences("pkg/A.a()V"));
        assertEquals(1, c.occurrences("pkg/B.b()V"));
        assertEquals(0, c.occurrences("pkg/C.c()V"));
    }

    @Test
    void grow_acceptsShrinking() {
        assertEquals(8, InlineContext.root("pkg/A.a()V", 10).grow(-2).compiledSize());
    }

    @Test
    void constructor_refusesAnEmptyPath() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new InlineContext(List.of(), 0, 0));

        assertEquals("an inline path starts at the root method", e.getMessage());
    }
}
