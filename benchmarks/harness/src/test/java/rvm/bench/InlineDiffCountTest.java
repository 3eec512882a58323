package rvm.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The count line of {@code rvm inline diff}, as the harness reads it back. */
class InlineDiffCountTest {

    private static final String OUTPUT = """
            A: static.json (profile none, 40 compilations, 312 call sites)
            B: cbs.json (profile none, 40 compilations, 316 call sites)
            Options that differ: --inline-dcg unset in A, cbs-dcg.json in B

            Call sites decided differently:
              bench/Db.run(Lbench/Input;)J @12 invokevirtual bench/Table.find(I)I
                A: not inlined (callee too big: 40 units over 23)
                   edge weights: no target weighed
                B: inline bench/Table.find(I)I (hot edge)
                   edge weights: bench/Table.find(I)I 1,200 (100.00%)

            same 300, different 12, only in A 0, only in B 4
            """;

    @Test
    void parse_readsTheCountLine() {
        InlineDiffCount c = InlineDiffCount.parse(OUTPUT).orElseThrow();

        assertEquals(new InlineDiffCount(300, 12, 0, 4), c);
        assertEquals(312, c.both());
    }

    @Test
    void parse_isEmpty_withoutACountLine() {
        assertEquals(Optional.empty(), InlineDiffCount.parse("rvm: error: cbs.json: not valid JSON\n"));
    }

    @Test
    void read_isEmpty_forAMissingFile(@TempDir Path dir) throws IOException {
        assertTrue(InlineDiffCount.read(dir.resolve("none.txt")).isEmpty());
        Files.writeString(dir.resolve("d.txt"), OUTPUT);
        assertEquals(12, InlineDiffCount.read(dir.resolve("d.txt")).orElseThrow().different());
    }
}
