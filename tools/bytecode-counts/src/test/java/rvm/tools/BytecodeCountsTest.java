package rvm.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import rvm.tool.Event;
import rvm.tool.Site;

class BytecodeCountsTest {

    private static Site block(int id, String method, int bci, int instructions) {
        return new Site(id, Event.BASIC_BLOCK, "p/C", method, "()V", bci, -1, 0, null, instructions);
    }

    @Test
    void blocksAddTheirInstructionsToTheirMethod() {
        BytecodeCounts tool = new BytecodeCounts();
        Site a0 = block(0, "a", 0, 5);
        Site a7 = block(1, "a", 7, 2);
        Site b0 = block(2, "b", 0, 3);

        tool.basicBlock(a0);
        for (int i = 0; i < 10; i++) {
            tool.basicBlock(a7);
        }
        tool.basicBlock(b0);

        assertEquals(List.of(Map.entry("p/C.a()V", 25L), Map.entry("p/C.b()V", 3L)), tool.byMethod());
        assertEquals("28 bytecodes in 2 methods; the most in p/C.a()V (89.3%)", tool.summary());
    }

    @Test
    void nothingCounted_saysSo() {
        assertEquals("no bytecodes counted", new BytecodeCounts().summary());
    }
}
