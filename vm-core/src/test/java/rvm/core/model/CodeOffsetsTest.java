package rvm.core.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.objectweb.asm.Opcodes.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodNode;
import rvm.core.testing.JavaSources;
import rvm.core.testing.Javap;
import rvm.core.testing.JvmMnemonics;

class CodeOffsetsTest {

    private static final int NOPS = 33_000;

    @TempDir
    static Path classes;

    @BeforeAll
    static void compileGuests() throws IOException {
        JavaSources.compile(classes, List.of("-g"), Map.of("Switches.java", SWITCHES));
        Files.write(classes.resolve("Hand.class"), handAssembled(3));
    }

    @Test
    void bcisAndRawOpcodesMatchJavap_forEveryMethodOfCompiledAndHandAssembledClasses() throws IOException {
        List<Path> files = classFiles();

        Map<String, List<String>> actual = new TreeMap<>();
        for (Path file : files) {
            ClassReader reader = new ClassReader(Files.readAllBytes(file));
            CodeOffsets.read(reader).forEach((method, offsets) ->
                    actual.put(reader.getClassName().replace('/', '.') + "." + method, lines(offsets)));
        }
        Map<String, List<String>> expected = new TreeMap<>();
        Javap.code(files).forEach((method, insns) -> expected.put(method, insns.stream()
                .map(i -> i.bci() + " " + JvmMnemonics.name(JvmMnemonics.rawOpcode(i.mnemonic())))
                .collect(Collectors.toList())));

        assertEquals(expected, actual);
    }

    @Test
    void guestsContainTheInstructionsWithUnusualEncodings() throws IOException {
        List<byte[]> guests = new ArrayList<>();
        for (Path file : classFiles()) {
            guests.add(Files.readAllBytes(file));
        }
        guests.add(handAssembled(NOPS));

        List<String> mnemonics = new ArrayList<>();
        for (byte[] guest : guests) {
            for (CodeOffsets.Method m : CodeOffsets.read(new ClassReader(guest)).values()) {
                for (byte op : m.opcodes()) {
                    mnemonics.add(JvmMnemonics.name(op & 0xff));
                }
            }
        }

        assertTrue(mnemonics.containsAll(List.of("tableswitch", "lookupswitch", "wide", "ldc_w", "ldc2_w", "goto_w",
                "iload_0", "astore_1")), "raw opcodes seen: " + new java.util.TreeSet<>(mnemonics));
    }

    @Test
    void instructionCountEqualsAsmRealInstructions_forEveryMethod() throws IOException {
        Map<String, byte[]> guests = new TreeMap<>();
        for (Path file : classFiles()) {
            guests.put(file.getFileName().toString(), Files.readAllBytes(file));
        }
        guests.put("Far.class", handAssembled(NOPS));

        Map<String, Integer> fromOffsets = new TreeMap<>();
        Map<String, Integer> fromAsm = new TreeMap<>();
        guests.forEach((name, bytes) -> {
            CodeOffsets.read(new ClassReader(bytes)).forEach((m, o) -> fromOffsets.put(name + " " + m, o.bcis().length));
            fromAsm.putAll(realInstructionCounts(name + " ", bytes));
        });

        assertEquals(fromAsm, fromOffsets);
    }

    @Test
    void handAssembledMethodHasTheBcisOfItsEncoding_withWideFormsLdcWAndGotoW() {
        byte[] bytes = handAssembled(NOPS);

        CodeOffsets.Method m = CodeOffsets.read(new ClassReader(bytes)).get("m(I)I");

        int[] head = {0, 4, 32, 38, 41, 42, 43, 68};
        int[] tail = {68 + NOPS - 1, 68 + NOPS, 68 + NOPS + 5, 68 + NOPS + 6};
        assertEquals(7 + NOPS + 3, m.bcis().length);
        assertEquals(68 + NOPS + 7, m.codeLength());
        assertArrayEquals(head, Arrays.copyOfRange(m.bcis(), 0, head.length));
        assertArrayEquals(tail, Arrays.copyOfRange(m.bcis(), m.bcis().length - tail.length, m.bcis().length));
        assertEquals(List.of("wide", "tableswitch", "wide", "ldc_w", "pop", "iload_0", "lookupswitch", "nop"),
                names(m, 0, head.length));
        assertEquals(List.of("nop", "goto_w", "iload_0", "ireturn"),
                names(m, m.bcis().length - tail.length, m.bcis().length));
    }

    @ParameterizedTest(name = "{0} nops before the switch")
    @CsvSource({"0, 24, 20", "1, 24, 20", "2, 24, 20", "3, 28, 24"}) // the switch sits at bci nops + 1
    void switchPaddingAlignsTheTableToFourBytes(int nops, int afterTableswitch, int afterLookupswitch) {
        byte[] bytes = switchClass(nops);

        Map<String, CodeOffsets.Method> methods = CodeOffsets.read(new ClassReader(bytes));

        assertEquals(nops + 3, methods.get("table(I)I").bcis().length);
        assertEquals(afterTableswitch, methods.get("table(I)I").bcis()[nops + 2]);
        assertEquals(afterLookupswitch, methods.get("lookup(I)I").bcis()[nops + 2]);
        assertEquals("ireturn", JvmMnemonics.name(methods.get("lookup(I)I").opcodes()[nops + 2] & 0xff));
        assertEquals(afterTableswitch + 1, methods.get("table(I)I").codeLength());
    }

    @Test
    void methodsWithoutCodeHaveNoEntry() {
        byte[] bytes = switchClass(0);

        Map<String, CodeOffsets.Method> methods = CodeOffsets.read(new ClassReader(bytes));

        assertFalse(methods.containsKey("none()V"));
        assertEquals(List.of("lookup(I)I", "table(I)I"), methods.keySet().stream().sorted().toList());
    }

    // ---------------------------------------------------------------- helpers

    private static List<Path> classFiles() throws IOException {
        try (Stream<Path> s = Files.list(classes)) {
            return s.filter(p -> p.toString().endsWith(".class")).sorted().toList();
        }
    }

    private static List<String> lines(CodeOffsets.Method m) {
        return IntStream.range(0, m.bcis().length)
                .mapToObj(i -> m.bcis()[i] + " " + JvmMnemonics.name(m.opcodes()[i] & 0xff))
                .collect(Collectors.toList());
    }

    private static List<String> names(CodeOffsets.Method m, int from, int to) {
        return IntStream.range(from, to).mapToObj(i -> JvmMnemonics.name(m.opcodes()[i] & 0xff)).toList();
    }

    private static Map<String, Integer> realInstructionCounts(String prefix, byte[] bytes) {
        ClassNode node = new ClassNode();
        new ClassReader(bytes).accept(node, 0);
        Map<String, Integer> counts = new TreeMap<>();
        for (MethodNode m : node.methods) {
            if (m.instructions.size() == 0) {
                continue;
            }
            int n = 0;
            for (AbstractInsnNode i : m.instructions) {
                if (i.getOpcode() >= 0) {
                    n++;
                }
            }
            counts.put(prefix + m.name + m.desc, n);
        }
        return counts;
    }

    /**
     * {@code m(I)I}: wide iload 300 @0; tableswitch @4 (3 padding bytes); wide iinc @32; ldc_w @38
     * (300 fields fill the constant pool first); pop @41; iload_0 @42; lookupswitch @43 (1 padding
     * byte); {@code nops} nops @68; a goto back to 0 (goto_w when the nops span more than 32 KiB);
     * iload_0; ireturn. Never loaded, so never verified.
     */
    private static byte[] handAssembled(int nopCount) {
        ClassWriter cw = new ClassWriter(0);
        cw.visit(V1_8, ACC_PUBLIC, "Hand", null, "java/lang/Object", null);
        for (int i = 0; i < 300; i++) {
            cw.visitField(ACC_STATIC, "f" + i, "I", null, null).visitEnd();
        }
        MethodVisitor mv = cw.visitMethod(ACC_STATIC, "m", "(I)I", null, null);
        mv.visitCode();
        Label head = new Label();
        Label one = new Label();
        Label two = new Label();
        Label dflt = new Label();
        Label nops = new Label();
        Label end = new Label();
        mv.visitLabel(head);
        mv.visitVarInsn(ILOAD, 300);
        mv.visitTableSwitchInsn(0, 2, dflt, one, two, dflt);
        mv.visitLabel(one);
        mv.visitIincInsn(300, 1000);
        mv.visitLabel(two);
        mv.visitLdcInsn("constant");
        mv.visitInsn(POP);
        mv.visitLabel(dflt);
        mv.visitVarInsn(ILOAD, 0);
        mv.visitLookupSwitchInsn(end, new int[] {-5, 7}, new Label[] {nops, nops});
        mv.visitLabel(nops);
        for (int i = 0; i < nopCount; i++) {
            mv.visitInsn(NOP);
        }
        mv.visitJumpInsn(GOTO, head);
        mv.visitLabel(end);
        mv.visitVarInsn(ILOAD, 0);
        mv.visitInsn(IRETURN);
        mv.visitMaxs(2, 301);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    /** {@code table(I)I} and {@code lookup(I)I}: {@code nops} nops, iload_0, a switch, ireturn; and an abstract method. */
    private static byte[] switchClass(int nops) {
        ClassWriter cw = new ClassWriter(0);
        cw.visit(V1_8, ACC_PUBLIC | ACC_ABSTRACT, "Pad", null, "java/lang/Object", null);
        for (String name : List.of("table", "lookup")) {
            MethodVisitor mv = cw.visitMethod(ACC_STATIC, name, "(I)I", null, null);
            mv.visitCode();
            for (int i = 0; i < nops; i++) {
                mv.visitInsn(NOP);
            }
            mv.visitVarInsn(ILOAD, 0);
            Label target = new Label();
            if (name.equals("table")) {
                mv.visitTableSwitchInsn(0, 1, target, target, target);
            } else {
                mv.visitLookupSwitchInsn(target, new int[] {9}, new Label[] {target});
            }
            mv.visitLabel(target);
            mv.visitInsn(IRETURN);
            mv.visitMaxs(1, 1);
            mv.visitEnd();
        }
        cw.visitMethod(ACC_ABSTRACT, "none", "()V", null, null).visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    // ---------------------------------------------------------------- guest sources

    private static final String SWITCHES = """
            public class Switches {
                static int dense(int x) {
                    int r;
                    switch (x) { case 1: r = 10; break; case 2: r = 20; break; case 3: r = 33; break; default: r = -1; }
                    return r;
                }
                static int denseAfterOneByte(int x) {
                    x++;
                    switch (x) { case 0: return 5; case 1: return 6; default: return 7; }
                }
                static long sparse(long acc, int x) {
                    switch (x) { case 100: acc++; break; case 5000: acc--; break; case -7: acc *= 2; break; }
                    return acc + 123456789012L;
                }
                static String strings(String s) {
                    switch (s) { case "a": return "A"; case "bb": return "B"; default: return s; }
                }
                double loops(double[] values) {
                    double sum = 2.5;
                    for (double v : values) { sum += v; }
                    int i = 0;
                    do { sum *= 1.5f; i++; } while (i < 3);
                    Object o = values;
                    synchronized (o) { sum += values.length; }
                    try { sum /= i; } catch (ArithmeticException e) { sum = -1; } finally { sum++; }
                    return sum;
                }
            }
            """;
}
