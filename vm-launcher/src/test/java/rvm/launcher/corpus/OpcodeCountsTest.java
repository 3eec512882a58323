package rvm.launcher.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class OpcodeCountsTest {

    private static final int LDC_W = 0x13;
    private static final int JSR_W = 0xc9;

    /** A counts file in rvm's format where opcode i was executed counts[i] times. */
    private static String countsFile(long... counts) {
        StringBuilder sb = new StringBuilder();
        for (int opcode = 0; opcode < JvmOpcodes.COUNT; opcode++) {
            sb.append(String.format("0x%02x %s %d", opcode, JvmOpcodes.mnemonic(opcode),
                    opcode < counts.length ? counts[opcode] : 0)).append('\n');
        }
        return sb.toString();
    }

    private static long[] allOnesExcept(int... zeros) {
        long[] counts = new long[JvmOpcodes.COUNT];
        Arrays.fill(counts, 1);
        for (int z : zeros) {
            counts[z] = 0;
        }
        return counts;
    }

    @Test
    void parseReadsEveryCount() {
        long[] counts = new long[JvmOpcodes.COUNT];
        counts[LDC_W] = 42;
        counts[JSR_W] = 9_000_000_000L;

        OpcodeCounts parsed = OpcodeCounts.parse(countsFile(counts), "counts.txt");

        assertEquals(42, parsed.count(LDC_W));
        assertEquals(9_000_000_000L, parsed.count(JSR_W));
        assertEquals(0, parsed.count(0));
    }

    @Test
    void parseAcceptsAMissingFinalNewline() {
        String text = countsFile(allOnesExcept());

        OpcodeCounts parsed = OpcodeCounts.parse(text.substring(0, text.length() - 1), "counts.txt");

        assertEquals(List.of(), parsed.neverExecuted());
    }

    @Test
    void parseRejectsAWrongMnemonic() {
        String text = countsFile().replace("0x13 ldc_w 0", "0x13 ldc 0");

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> OpcodeCounts.parse(text, "counts.txt"));

        assertEquals("counts.txt:20: expected a line starting '0x13 ldc_w ' but found '0x13 ldc 0'", e.getMessage());
    }

    @Test
    void parseRejectsAMissingLine() {
        String text = countsFile().replace("0x00 nop 0\n", "");

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> OpcodeCounts.parse(text, "counts.txt"));

        assertEquals("counts.txt: expected 202 lines, one per opcode 0x00..0xc9, but found 201", e.getMessage());
    }

    @Test
    void parseRejectsANegativeCount() {
        String text = countsFile().replace("0xc9 jsr_w 0", "0xc9 jsr_w -1");

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> OpcodeCounts.parse(text, "counts.txt"));

        assertEquals("counts.txt:202: bad count '-1' for 0xc9 jsr_w", e.getMessage());
    }

    @Test
    void plusAddsOpcodeWise_andNeverExecutedListsTheZeros() {
        OpcodeCounts a = OpcodeCounts.parse(countsFile(allOnesExcept(0x00, LDC_W, JSR_W)), "a");
        OpcodeCounts b = OpcodeCounts.parse(countsFile(allOnesExcept(0x00, LDC_W, 0x01)), "b");

        OpcodeCounts sum = a.plus(b);

        assertEquals(List.of(0x00, LDC_W), sum.neverExecuted());
        assertEquals(2, sum.count(0x02));
        assertEquals(1, sum.count(JSR_W));
    }
}
