package rvm.core.model;

import java.util.HashMap;
import java.util.Map;
import org.objectweb.asm.ClassReader;

/**
 * Reads, straight from a class file, the bytecode index and raw opcode of every instruction of
 * every method.
 *
 * <p>ASM's tree API normalises instructions ({@code iload_0} becomes {@code iload 0},
 * {@code ldc_w} becomes {@code ldc}, {@code goto_w} becomes {@code goto}) and forgets offsets,
 * but keeps exactly one node per instruction, in order. Zipping this list with a method's
 * instruction nodes gives every node its original bytecode index (for call sites) and raw
 * opcode (for opcode statistics).
 */
public final class CodeOffsets {

    /**
     * Offsets and raw opcodes of one method's instructions, in order, and the length of its code
     * in bytes.
     */
    public record Method(int[] bcis, byte[] opcodes, int codeLength) {
    }

    private CodeOffsets() {
    }

    /** The instructions of each method with code, keyed by name + descriptor. */
    public static Map<String, Method> read(ClassReader reader) {
        Map<String, Method> result = new HashMap<>();
        char[] buf = new char[reader.getMaxStringLength()];
        int u = reader.header + 6;
        u += 2 + 2 * reader.readUnsignedShort(u);
        u = skipMembers(reader, u);
        int methodCount = reader.readUnsignedShort(u);
        u += 2;
        for (int i = 0; i < methodCount; i++) {
            String name = reader.readUTF8(u + 2, buf);
            String desc = reader.readUTF8(u + 4, buf);
            int attributes = reader.readUnsignedShort(u + 6);
            u += 8;
            for (int a = 0; a < attributes; a++) {
                String attr = reader.readUTF8(u, buf);
                int length = reader.readInt(u + 2);
                if (attr.equals("Code")) {
                    int codeLength = reader.readInt(u + 10);
                    result.put(name + desc, decode(reader, u + 14, codeLength));
                }
                u += 6 + length;
            }
        }
        return result;
    }

    private static int skipMembers(ClassReader reader, int u) {
        int count = reader.readUnsignedShort(u);
        u += 2;
        for (int i = 0; i < count; i++) {
            int attributes = reader.readUnsignedShort(u + 6);
            u += 8;
            for (int a = 0; a < attributes; a++) {
                u += 6 + reader.readInt(u + 2);
            }
        }
        return u;
    }

    private static Method decode(ClassReader reader, int start, int length) {
        int[] bcis = new int[Math.max(16, length / 2)];
        byte[] ops = new byte[bcis.length];
        int n = 0;
        int pc = 0;
        while (pc < length) {
            int op = reader.readByte(start + pc);
            if (n == bcis.length) {
                bcis = java.util.Arrays.copyOf(bcis, n * 2);
                ops = java.util.Arrays.copyOf(ops, n * 2);
            }
            bcis[n] = pc;
            ops[n] = (byte) op;
            n++;
            pc += length(reader, start, pc, op);
        }
        return new Method(java.util.Arrays.copyOf(bcis, n), java.util.Arrays.copyOf(ops, n), length);
    }

    /** The length in bytes of the instruction at {@code pc} whose opcode is {@code op}. */
    static int length(ClassReader reader, int start, int pc, int op) {
        switch (op) {
            case 0x10: case 0x12: case 0x15: case 0x16: case 0x17: case 0x18: case 0x19:
            case 0x36: case 0x37: case 0x38: case 0x39: case 0x3a: case 0xa9: case 0xbc:
                return 2;
            case 0x11: case 0x13: case 0x14: case 0x84: case 0xa7: case 0xa8:
            case 0xb2: case 0xb3: case 0xb4: case 0xb5: case 0xb6: case 0xb7: case 0xb8:
            case 0xbb: case 0xbd: case 0xc0: case 0xc1: case 0xc6: case 0xc7:
                return 3;
            case 0xc5:
                return 4;
            case 0xb9: case 0xba: case 0xc8: case 0xc9:
                return 5;
            case 0xaa: {
                int p = (pc + 4) & ~3;
                int low = reader.readInt(start + p + 4);
                int high = reader.readInt(start + p + 8);
                return p - pc + 12 + 4 * (high - low + 1);
            }
            case 0xab: {
                int p = (pc + 4) & ~3;
                int pairs = reader.readInt(start + p + 4);
                return p - pc + 8 + 8 * pairs;
            }
            case 0xc4:
                return reader.readByte(start + pc + 1) == 0x84 ? 6 : 4;
            default:
                if (op >= 0x99 && op <= 0xa6) {
                    return 3;
                }
                return 1;
        }
    }
}
