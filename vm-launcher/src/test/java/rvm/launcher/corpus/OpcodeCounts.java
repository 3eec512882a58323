package rvm.launcher.corpus;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * How many times a guest run executed each raw opcode, as rvm's {@code --opcode-counts=FILE}
 * writes it at guest exit: one line per opcode 0x00 .. 0xC9 in order, zero counts included,
 * each {@code 0x%02x MNEMONIC COUNT} with the lower-case mnemonic of the JVM specification, for
 * example {@code 0x13 ldc_w 42}. Immutable.
 */
final class OpcodeCounts {

    private final long[] counts;

    private OpcodeCounts(long[] counts) {
        this.counts = counts;
    }

    /** All zero: the identity of {@link #plus}. */
    static OpcodeCounts none() {
        return new OpcodeCounts(new long[JvmOpcodes.COUNT]);
    }

    /**
     * Parses an opcode-counts file. A final newline is optional; nothing else is lenient.
     *
     * @param source names the file in error messages
     * @throws IllegalArgumentException naming the source and line when the text is not exactly
     *     the 202 lines described above
     */
    static OpcodeCounts parse(String text, String source) {
        String body = text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
        String[] lines = body.isEmpty() ? new String[0] : body.split("\n", -1);
        if (lines.length != JvmOpcodes.COUNT) {
            throw new IllegalArgumentException(source + ": expected " + JvmOpcodes.COUNT + " lines, one per opcode 0x00..0xc9,"
                    + " but found " + lines.length);
        }
        long[] counts = new long[JvmOpcodes.COUNT];
        for (int opcode = 0; opcode < JvmOpcodes.COUNT; opcode++) {
            counts[opcode] = parseLine(lines[opcode], opcode, source + ":" + (opcode + 1));
        }
        return new OpcodeCounts(counts);
    }

    private static long parseLine(String line, int opcode, String location) {
        String prefix = JvmOpcodes.describe(opcode) + " ";
        if (!line.startsWith(prefix)) {
            throw new IllegalArgumentException(location + ": expected a line starting '" + prefix + "' but found '"
                    + line + "'");
        }
        String count = line.substring(prefix.length());
        if (count.isEmpty() || !count.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new IllegalArgumentException(location + ": bad count '" + count + "' for " + JvmOpcodes.describe(opcode));
        }
        try {
            return Long.parseLong(count);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(location + ": count '" + count + "' is out of range", e);
        }
    }

    /** How many times {@code opcode} was executed. */
    long count(int opcode) {
        return counts[opcode];
    }

    /** The opcode-wise sum of this and {@code other}. */
    OpcodeCounts plus(OpcodeCounts other) {
        long[] sum = Arrays.copyOf(counts, counts.length);
        for (int i = 0; i < sum.length; i++) {
            sum[i] += other.counts[i];
        }
        return new OpcodeCounts(sum);
    }

    /** The opcodes with a zero count, in ascending order. */
    List<Integer> neverExecuted() {
        List<Integer> missing = new ArrayList<>();
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] == 0) {
                missing.add(i);
            }
        }
        return missing;
    }
}
