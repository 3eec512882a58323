package rvm.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import rvm.tool.Event;
import rvm.tool.Site;

class InvocationCountsTest {

    @Test
    void entriesCountPerMethod_evenFromTwoSitesOfOneMethod() {
        InvocationCounts tool = new InvocationCounts();
        Site f = new Site(0, Event.METHOD_ENTRY, "p/C", "f", "(I)I", 0, 3, 21, null, 1);
        Site g = new Site(1, Event.METHOD_ENTRY, "p/D", "g", "()V", 0, 9, 177, null, 1);
        Site fAgain = new Site(2, Event.METHOD_ENTRY, "p/C", "f", "(I)I", 0, 3, 21, null, 1);

        tool.methodEntry(f);
        tool.methodEntry(g);
        tool.methodEntry(fAgain);

        assertEquals(List.of(Map.entry("p/C.f(I)I", 2L), Map.entry("p/D.g()V", 1L)), tool.byMethod());
        assertEquals("3 invocations of 2 methods; the most of p/C.f(I)I (2)", tool.summary());
    }

    @Test
    void summary_ofOneInvocation_isSingular() {
        InvocationCounts tool = new InvocationCounts();

        tool.methodEntry(new Site(0, Event.METHOD_ENTRY, "p/C", "f", "(I)I", 0, 3, 21, null, 1));

        assertEquals("1 invocation of 1 method; the most of p/C.f(I)I (1)", tool.summary());
    }
}
