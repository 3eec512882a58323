package rvm.launcher.corpus;

import java.util.List;

/**
 * The raw JVM opcodes 0x00 (nop) .. 0xC9 (jsr_w) as the class file spells them: every short form
 * (iload_0, ldc_w, goto_w, ...) and the wide prefix are opcodes of their own. Mnemonics are lower
 * case, as in chapter 6 of the JVM specification.
 */
final class JvmOpcodes {

    /** The number of opcodes, 0x00 .. 0xC9 inclusive. */
    static final int COUNT = 0xCA;

    /** The wide prefix. */
    static final int WIDE = 0xC4;

    private static final List<String> MNEMONICS = List.of(
            // 0x00
            "nop", "aconst_null", "iconst_m1", "iconst_0", "iconst_1", "iconst_2", "iconst_3", "iconst_4",
            "iconst_5", "lconst_0", "lconst_1", "fconst_0", "fconst_1", "fconst_2", "dconst_0", "dconst_1",
            // 0x10
            "bipush", "sipush", "ldc", "ldc_w", "ldc2_w", "iload", "lload", "fload",
            "dload", "aload", "iload_0", "iload_1", "iload_2", "iload_3", "lload_0", "lload_1",
            // 0x20
            "lload_2", "lload_3", "fload_0", "fload_1", "fload_2", "fload_3", "dload_0", "dload_1",
            "dload_2", "dload_3", "aload_0", "aload_1", "aload_2", "aload_3", "iaload", "laload",
            // 0x30
            "faload", "daload", "aaload", "baload", "caload", "saload", "istore", "lstore",
            "fstore", "dstore", "astore", "istore_0", "istore_1", "istore_2", "istore_3", "lstore_0",
            // 0x40
            "lstore_1", "lstore_2", "lstore_3", "fstore_0", "fstore_1", "fstore_2", "fstore_3", "dstore_0",
            "dstore_1", "dstore_2", "dstore_3", "astore_0", "astore_1", "astore_2", "astore_3", "iastore",
            // 0x50
            "lastore", "fastore", "dastore", "aastore", "bastore", "castore", "sastore", "pop",
            "pop2", "dup", "dup_x1", "dup_x2", "dup2", "dup2_x1", "dup2_x2", "swap",
            // 0x60
            "iadd", "ladd", "fadd", "dadd", "isub", "lsub", "fsub", "dsub",
            "imul", "lmul", "fmul", "dmul", "idiv", "ldiv", "fdiv", "ddiv",
            // 0x70
            "irem", "lrem", "frem", "drem", "ineg", "lneg", "fneg", "dneg",
            "ishl", "lshl", "ishr", "lshr", "iushr", "lushr", "iand", "land",
            // 0x80
            "ior", "lor", "ixor", "lxor", "iinc", "i2l", "i2f", "i2d",
            "l2i", "l2f", "l2d", "f2i", "f2l", "f2d", "d2i", "d2l",
            // 0x90
            "d2f", "i2b", "i2c", "i2s", "lcmp", "fcmpl", "fcmpg", "dcmpl",
            "dcmpg", "ifeq", "ifne", "iflt", "ifge", "ifgt", "ifle", "if_icmpeq",
            // 0xa0
            "if_icmpne", "if_icmplt", "if_icmpge", "if_icmpgt", "if_icmple", "if_acmpeq", "if_acmpne", "goto",
            "jsr", "ret", "tableswitch", "lookupswitch", "ireturn", "lreturn", "freturn", "dreturn",
            // 0xb0
            "areturn", "return", "getstatic", "putstatic", "getfield", "putfield", "invokevirtual", "invokespecial",
            "invokestatic", "invokeinterface", "invokedynamic", "new", "newarray", "anewarray", "arraylength", "athrow",
            // 0xc0
            "checkcast", "instanceof", "monitorenter", "monitorexit", "wide", "multianewarray", "ifnull", "ifnonnull",
            "goto_w", "jsr_w");

    private JvmOpcodes() {
    }

    /** The mnemonic of {@code opcode}, which must be in 0 .. {@link #COUNT} - 1. */
    static String mnemonic(int opcode) {
        return MNEMONICS.get(opcode);
    }

    /** {@code "0x13 ldc_w"}: how reports name an opcode. */
    static String describe(int opcode) {
        return String.format("0x%02x %s", opcode, mnemonic(opcode));
    }
}
