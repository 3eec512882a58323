package rvm.launcher.corpus;

import java.nio.ByteBuffer;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads the raw opcodes of every method in a class file, as they are in the file: unlike ASM,
 * which folds iload_0 into ILOAD 0, ldc_w into LDC and goto_w into GOTO, it sees each short form
 * and the wide prefix. The coverage tests use it to tell whether the corpus contains an opcode at
 * all, independently of what an interpreter executes.
 *
 * <p>A wide instruction contributes both {@code wide} and the opcode it modifies.
 */
final class RawBytecode {

    private static final int CONSTANT_UTF8 = 1;
    private static final int CONSTANT_LONG = 5;
    private static final int CONSTANT_DOUBLE = 6;

    private RawBytecode() {
    }

    /**
     * The raw opcodes of each method with code, keyed by name + descriptor (for example
     * {@code "main([Ljava/lang/String;)V"}), in class-file order.
     *
     * @throws IllegalArgumentException if the bytes are not a well-formed class file
     */
    static Map<String, BitSet> opcodesByMethod(byte[] classFile) {
        try {
            return read(ByteBuffer.wrap(classFile));
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("malformed class file: " + e, e);
        }
    }

    private static Map<String, BitSet> read(ByteBuffer in) {
        if (in.getInt() != 0xCAFEBABE) {
            throw new IllegalArgumentException("bad magic number");
        }
        in.getShort();
        in.getShort();
        String[] utf8 = readConstantPool(in);
        in.position(in.position() + 6);
        int interfaces = u2(in);
        in.position(in.position() + 2 * interfaces);
        int fields = u2(in);
        for (int i = 0; i < fields; i++) {
            in.position(in.position() + 6);
            skipAttributes(in);
        }
        Map<String, BitSet> methods = new LinkedHashMap<>();
        int methodCount = u2(in);
        for (int i = 0; i < methodCount; i++) {
            in.getShort();
            String name = utf8[u2(in)] + utf8[u2(in)];
            int attributes = u2(in);
            for (int a = 0; a < attributes; a++) {
                String attributeName = utf8[u2(in)];
                int length = in.getInt();
                int end = in.position() + length;
                if (attributeName.equals("Code")) {
                    in.position(in.position() + 4);
                    int codeLength = in.getInt();
                    methods.put(name, opcodes(in.slice(in.position(), codeLength), name));
                }
                in.position(end);
            }
        }
        return methods;
    }

    /** Returns the Utf8 entries by index (null for other kinds) and leaves {@code in} after the pool. */
    private static String[] readConstantPool(ByteBuffer in) {
        int count = u2(in);
        String[] utf8 = new String[count];
        for (int i = 1; i < count; i++) {
            int tag = in.get() & 0xFF;
            switch (tag) {
                case CONSTANT_UTF8 -> {
                    byte[] bytes = new byte[u2(in)];
                    in.get(bytes);
                    utf8[i] = decodeModifiedUtf8(bytes);
                }
                case 3, 4 -> in.getInt();
                case CONSTANT_LONG, CONSTANT_DOUBLE -> {
                    in.getLong();
                    i++;
                }
                case 7, 8, 16, 19, 20 -> in.getShort();
                case 15 -> {
                    in.get();
                    in.getShort();
                }
                case 9, 10, 11, 12, 17, 18 -> in.getInt();
                default -> throw new IllegalArgumentException("unknown constant pool tag " + tag + " at entry " + i);
            }
        }
        return utf8;
    }

    /** Good enough for names and descriptors: ASCII, plus the two-byte forms of modified UTF-8. */
    private static String decodeModifiedUtf8(byte[] bytes) {
        StringBuilder sb = new StringBuilder(bytes.length);
        for (int i = 0; i < bytes.length; i++) {
            int b = bytes[i] & 0xFF;
            if (b < 0x80) {
                sb.append((char) b);
            } else if ((b & 0xE0) == 0xC0) {
                sb.append((char) (((b & 0x1F) << 6) | (bytes[++i] & 0x3F)));
            } else {
                sb.append((char) (((b & 0x0F) << 12) | ((bytes[++i] & 0x3F) << 6) | (bytes[++i] & 0x3F)));
            }
        }
        return sb.toString();
    }

    private static void skipAttributes(ByteBuffer in) {
        int count = u2(in);
        for (int i = 0; i < count; i++) {
            in.getShort();
            int length = in.getInt();
            in.position(in.position() + length);
        }
    }

    private static BitSet opcodes(ByteBuffer code, String method) {
        BitSet seen = new BitSet(JvmOpcodes.COUNT);
        int pc = 0;
        while (pc < code.limit()) {
            int opcode = code.get(pc) & 0xFF;
            if (opcode >= JvmOpcodes.COUNT) {
                throw new IllegalArgumentException("Error at offset " + pc + " of " + method + ": opcode 0x"
                        + Integer.toHexString(opcode) + " is not a JVM opcode");
            }
            seen.set(opcode);
            if (opcode == JvmOpcodes.WIDE) {
                seen.set(code.get(pc + 1) & 0xFF);
            }
            pc += length(code, pc, opcode);
        }
        return seen;
    }

    /** The length in bytes of the instruction at {@code pc}, operands and switch padding included. */
    private static int length(ByteBuffer code, int pc, int opcode) {
        switch (opcode) {
            case 0x10, 0x12, 0x15, 0x16, 0x17, 0x18, 0x19, 0x36, 0x37, 0x38, 0x39, 0x3a, 0xa9, 0xbc:
                return 2;
            case 0x11, 0x13, 0x14, 0x84, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xbb, 0xbd, 0xc0, 0xc1, 0xc6,
                    0xc7:
                return 3;
            case 0xc5:
                return 4;
            case 0xb9, 0xba, 0xc8, 0xc9:
                return 5;
            case JvmOpcodes.WIDE:
                return (code.get(pc + 1) & 0xFF) == 0x84 ? 6 : 4;
            case 0xaa: {
                int base = (pc + 4) & ~3;
                int low = code.getInt(base + 4);
                int high = code.getInt(base + 8);
                return base + 12 + 4 * (high - low + 1) - pc;
            }
            case 0xab: {
                int base = (pc + 4) & ~3;
                int pairs = code.getInt(base + 4);
                return base + 8 + 8 * pairs - pc;
            }
            default:
                return opcode >= 0x99 && opcode <= 0xa8 ? 3 : 1;
        }
    }

    private static int u2(ByteBuffer in) {
        return in.getShort() & 0xFFFF;
    }
}
