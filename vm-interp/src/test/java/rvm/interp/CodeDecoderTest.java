package rvm.interp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.objectweb.asm.Opcodes.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.tree.ClassNode;
import rvm.core.model.ClassModel;
import rvm.core.model.CodeOffsets;
import rvm.core.model.GuestClass;
import rvm.core.model.GuestMethod;
import rvm.core.testing.Javap;
import rvm.core.testing.JavaSources;

class CodeDecoderTest {

    private static final String DECODE = """
            public class Decode {
                static int loop(int n) {
                    int s = 0;
                    for (int i = 0; i < n; i++) {
                        s += i;
                    }
                    return s;
                }
                static double constants(float f, long l) {
                    int a = -1;
                    int b = 100;
                    int c = 1000;
                    int d = 100000;
                    float g = 1.0f;
                    float h = 2.5f;
                    long m = 1L;
                    long big = 1L << 40;
                    double x = 0.0;
                    double y = 3.5;
                    String s = "text";
                    Class<?> k = Runnable.class;
                    return a + b + c + d + g + h + m + big + x + y + s.length() + k.hashCode() + f + l;
                }
                static int switches(int x) {
                    switch (x) {
                        case 1: x += 10; break;
                        case 2: x += 20; break;
                        case 3: x += 30; break;
                        default: x = 0;
                    }
                    switch (x) {
                        case -100: return 1;
                        case 5000: return 2;
                        default: return x;
                    }
                }
                static int guarded(int[] a) {
                    try {
                        return a[0];
                    } catch (RuntimeException e) {
                        return -1;
                    } finally {
                        a = null;
                    }
                }
                synchronized double instance(double d, Object o) {
                    return d;
                }
            }
            """;

    @TempDir
    static Path classes;
    private static GuestClass decode;
    private static Map<String, Javap.Method> javap;

    @BeforeAll
    static void compile() throws IOException {
        JavaSources.compile(classes, List.of("-g"), Map.of("Decode.java", DECODE));
        Path file = classes.resolve("Decode.class");
        decode = guestClass(Files.readAllBytes(file));
        javap = Javap.methods(file);
    }

    @Test
    void decodesOneEntryPerRealInstruction_withItsRawOpcode() {
        GuestMethod m = decode.method("constants", "(FJ)D");

        Code code = CodeDecoder.decode(m);

        List<Javap.Insn> insns = javap.get("constants(FJ)D").insns();
        assertEquals(insns.size(), code.op.length);
        List<String> raw = new ArrayList<>();
        for (byte b : code.raw) {
            raw.add(RawOpcodes.name(b & 0xff));
        }
        assertEquals(insns.stream().map(Javap.Insn::mnemonic).toList(), raw);
    }

    @Test
    void branchTargetsAreInstructionIndices() {
        Javap.Method expected = javap.get("loop(I)I");

        Code code = CodeDecoder.decode(decode.method("loop", "(I)I"));

        Javap.Insn backward = expected.first("goto");
        Javap.Insn exit = expected.first("if_icmpge");
        int gotoIndex = expected.insns().indexOf(backward);
        int exitIndex = expected.insns().indexOf(exit);
        assertEquals(GOTO, code.op[gotoIndex]);
        assertEquals(expected.indexOf(Integer.parseInt(backward.operands())), code.a[gotoIndex]);
        assertEquals(IF_ICMPGE, code.op[exitIndex]);
        assertEquals(expected.indexOf(Integer.parseInt(exit.operands())), code.a[exitIndex]);
    }

    @Test
    void tableswitchIsMinMaxDefaultThenTargets_asInstructionIndices() {
        Javap.Method expected = javap.get("switches(I)I");
        Javap.Insn table = expected.first("tableswitch");
        int index = expected.insns().indexOf(table);

        Code code = CodeDecoder.decode(decode.method("switches", "(I)I"));

        assertEquals(TABLESWITCH, code.op[index]);
        assertArrayEquals(new int[] {1, 3, expected.indexOf(table.cases().get("default")),
            expected.indexOf(table.cases().get("1")), expected.indexOf(table.cases().get("2")),
            expected.indexOf(table.cases().get("3"))}, (int[]) code.k[index]);
    }

    @Test
    void lookupswitchIsCountDefaultKeysThenTargets_asInstructionIndices() {
        Javap.Method expected = javap.get("switches(I)I");
        Javap.Insn lookup = expected.first("lookupswitch");
        int index = expected.insns().indexOf(lookup);

        Code code = CodeDecoder.decode(decode.method("switches", "(I)I"));

        assertEquals(LOOKUPSWITCH, code.op[index]);
        assertArrayEquals(new int[] {2, expected.indexOf(lookup.cases().get("default")), -100, 5000,
            expected.indexOf(lookup.cases().get("-100")), expected.indexOf(lookup.cases().get("5000"))},
                (int[]) code.k[index]);
    }

    @Test
    void handlersCoverInstructionIndexRanges_withTheirCatchTypes() {
        Javap.Method expected = javap.get("guarded([I)I");

        Code code = CodeDecoder.decode(decode.method("guarded", "([I)I"));

        List<String> handlers = new ArrayList<>();
        for (Code.Handler h : code.handlers) {
            handlers.add(h.start + ".." + h.end + " -> " + h.target + " " + h.type);
        }
        assertEquals(expected.handlers().stream().map(h -> expected.indexOf(h.from()) + ".." + expected.indexOf(h.to())
                + " -> " + expected.indexOf(h.target()) + " " + h.type()).toList(), handlers);
        assertEquals("java/lang/RuntimeException", code.handlers[0].type);
        assertNull(code.handlers[code.handlers.length - 1].type);
    }

    @Test
    void everyInstructionHasTheLineOfTheLineNumberTable() {
        for (String method : List.of("loop(I)I", "constants(FJ)D", "switches(I)I", "guarded([I)I")) {
            Javap.Method expected = javap.get(method);
            Code code = CodeDecoder.decode(decode.method(method.substring(0, method.indexOf('(')),
                    method.substring(method.indexOf('('))));

            List<Integer> lines = new ArrayList<>();
            for (int line : code.line) {
                lines.add(line);
            }

            assertEquals(expected.insns().stream().map(i -> expected.lineAtBci().floorEntry(i.bci()).getValue())
                    .toList(), lines, method);
        }
    }

    @Test
    void intAndFloatConstantsFoldIntoOneImmediate_withFloatsAsRawBits() {
        Javap.Method expected = javap.get("constants(FJ)D");

        Code code = CodeDecoder.decode(decode.method("constants", "(FJ)D"));

        assertImmediate(code, expected.first("iconst_m1"), -1);
        assertImmediate(code, expected.first("bipush"), 100);
        assertImmediate(code, expected.first("sipush"), 1000);
        assertImmediate(code, expected.insns().stream().filter(i -> i.operands().endsWith("// int 100000"))
                .findFirst().orElseThrow(), 100000);
        assertImmediate(code, expected.first("fconst_1"), Float.floatToRawIntBits(1.0f));
        assertImmediate(code, expected.insns().stream().filter(i -> i.operands().endsWith("// float 2.5f"))
                .findFirst().orElseThrow(), Float.floatToRawIntBits(2.5f));
    }

    @Test
    void longAndDoubleConstantsFoldIntoRawBits() {
        Javap.Method expected = javap.get("constants(FJ)D");

        Code code = CodeDecoder.decode(decode.method("constants", "(FJ)D"));

        assertWide(code, expected.first("lconst_1"), 1L);
        assertWide(code, expected.insns().stream().filter(i -> i.operands().endsWith("// long 1099511627776l"))
                .findFirst().orElseThrow(), 1L << 40);
        assertWide(code, expected.first("dconst_0"), Double.doubleToRawLongBits(0.0));
        assertWide(code, expected.insns().stream().filter(i -> i.operands().endsWith("// double 3.5d"))
                .findFirst().orElseThrow(), Double.doubleToRawLongBits(3.5));
    }

    @Test
    void stringConstantIsTheInternedString_otherConstantsWaitForResolution() {
        Javap.Method expected = javap.get("constants(FJ)D");
        int string = expected.insns().indexOf(expected.insns().stream()
                .filter(i -> i.operands().endsWith("// String text")).findFirst().orElseThrow());
        int type = expected.insns().indexOf(expected.insns().stream()
                .filter(i -> i.operands().endsWith("// class java/lang/Runnable")).findFirst().orElseThrow());

        Code code = CodeDecoder.decode(decode.method("constants", "(FJ)D"));

        assertEquals(CodeDecoder.Q_ACONST, code.op[string]);
        assertSame("text", code.k[string]);
        assertEquals(CodeDecoder.Q_LDC, code.op[type]);
        assertNull(code.k[type]);
    }

    @Test
    void floatAndDoubleLocalsAndReturnsFoldIntoTheirIntAndLongForms() {
        Javap.Method expected = javap.get("constants(FJ)D");
        int fload = expected.insns().indexOf(expected.first("fload_0"));
        int dstore = expected.insns().indexOf(expected.insns().stream()
                .filter(i -> i.mnemonic().startsWith("dstore")).findFirst().orElseThrow());
        int dreturn = expected.insns().indexOf(expected.first("dreturn"));

        Code code = CodeDecoder.decode(decode.method("constants", "(FJ)D"));

        assertEquals(List.of(ILOAD, 0, "fload_0"), List.of(code.op[fload], code.a[fload], raw(code, fload)));
        assertEquals(LSTORE, code.op[dstore]);
        assertEquals(LRETURN, code.op[dreturn]);
    }

    @Test
    void frameShapeFollowsTheMethod() {
        GuestMethod m = decode.method("instance", "(DLjava/lang/Object;)D");

        Code code = CodeDecoder.decode(m);

        assertEquals(List.of(false, true, 'D', 4), List.of(code.isStatic, code.isSynchronized, code.returnKind,
                code.argSlots));
        assertArrayEquals(new char[] {'L', 'D', 'L'}, code.argKinds);
        assertEquals(m.node().maxLocals + m.node().maxStack + 2, code.frameSize);
        assertEquals(m.node().maxLocals, code.maxLocals);
    }

    @Test
    void instructionsBeforeTheFirstLineNumberTakeThatLine() {
        GuestClass g = guestClass(lineAfterFirstInstruction());

        Code code = CodeDecoder.decode(g.method("m", "()I"));

        assertArrayEquals(new int[] {10, 10, 11}, code.line);
    }

    @Test
    void methodWithoutLineNumbersHasUnknownLines() {
        GuestClass g = guestClass(withoutLineNumbers());

        Code code = CodeDecoder.decode(g.method("m", "()I"));

        assertArrayEquals(new int[] {-1, -1}, code.line);
    }

    // ---------------------------------------------------------------- helpers

    private static void assertImmediate(Code code, Javap.Insn insn, int value) {
        int i = javap.get("constants(FJ)D").insns().indexOf(insn);
        assertEquals(List.of(CodeDecoder.Q_ICONST, value), List.of(code.op[i], code.a[i]), insn.toString());
    }

    private static void assertWide(Code code, Javap.Insn insn, long bits) {
        int i = javap.get("constants(FJ)D").insns().indexOf(insn);
        assertEquals(List.of(CodeDecoder.Q_LCONST, bits), List.of(code.op[i], code.c[i]), insn.toString());
    }

    private static String raw(Code code, int index) {
        return RawOpcodes.name(code.raw[index] & 0xff);
    }

    /** A guest class in a model of its own, never defined as a host class. */
    private static GuestClass guestClass(byte[] bytes) {
        ClassReader reader = new ClassReader(bytes);
        ClassNode node = new ClassNode();
        reader.accept(node, 0);
        Map<String, CodeOffsets.Method> offsets = CodeOffsets.read(reader);
        return new ClassModel().add(ClassLoader.getPlatformClassLoader(), node, offsets);
    }

    /** {@code static int m()}: iconst_1; [line 10] iconst_2; iadd... with line 10 starting at the second instruction. */
    private static byte[] lineAfterFirstInstruction() {
        ClassWriter cw = new ClassWriter(0);
        cw.visit(V1_8, ACC_PUBLIC, "Lines", null, "java/lang/Object", null);
        MethodVisitor mv = cw.visitMethod(ACC_STATIC, "m", "()I", null, null);
        mv.visitCode();
        mv.visitInsn(ICONST_1);
        Label ten = new Label();
        mv.visitLabel(ten);
        mv.visitLineNumber(10, ten);
        mv.visitInsn(ICONST_2);
        Label eleven = new Label();
        mv.visitLabel(eleven);
        mv.visitLineNumber(11, eleven);
        mv.visitInsn(IADD);
        mv.visitMaxs(2, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    private static byte[] withoutLineNumbers() {
        ClassWriter cw = new ClassWriter(0);
        cw.visit(V1_8, ACC_PUBLIC, "NoLines", null, "java/lang/Object", null);
        MethodVisitor mv = cw.visitMethod(ACC_STATIC, "m", "()I", null, null);
        mv.visitCode();
        mv.visitInsn(ICONST_1);
        mv.visitInsn(IRETURN);
        mv.visitMaxs(1, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }
}
