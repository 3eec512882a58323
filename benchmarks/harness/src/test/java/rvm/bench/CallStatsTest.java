package rvm.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CallStatsTest {

    @TempDir
    Path dir;

    @Test
    void read_countsCallsEdgesSitesAndPolymorphism() throws IOException {
        Path calls = Files.write(dir.resolve("calls.txt"), List.of(
                "10 p/A.m()V 3 p/B.f()V",
                "5 p/A.m()V 7 p/S.area()I",
                "3 p/A.m()V 7 p/T.area()I",
                "1 p/A.m()V 7 p/U.area()I",
                "1 p/A.m()V 7 p/V.area()I",
                "20 p/A.m()V 9 java/lang/Math.abs(I)I"));
        Path opcodes = Files.write(dir.resolve("opcodes.txt"), List.of("0x00 nop 0", "0x01 aconst_null 400",
                "0xb8 invokestatic 600"));

        CallStats s = CallStats.read(calls, opcodes);

        assertEquals(new CallStats(1000, 40, 20, 6, 5, 3, 1, 1), s);
        assertEquals(40.0, s.callsPerKiloBytecode());
    }

    @Test
    void read_rejectsAMalformedLine() throws IOException {
        Path calls = Files.write(dir.resolve("calls.txt"), List.of("10 p/A.m()V 3"));
        Path opcodes = Files.write(dir.resolve("opcodes.txt"), List.of("0x00 nop 0"));

        IOException e = assertThrows(IOException.class, () -> CallStats.read(calls, opcodes));

        assertEquals(calls + ": malformed line '10 p/A.m()V 3'", e.getMessage());
    }
}
