package rvm.launcher.corpus;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Generates the corpus programs whose bytecode javac never emits: {@code OpJsr} (jsr, ret, wide
 * ret, jsr_w and goto_w, in a class of version 49 because jsr and ret are illegal from version
 * 50 on), {@code OpRawForms} (nop, swap, every form of the dup and pop2 opcodes, ldc of a
 * MethodType and a MethodHandle) and {@code FinalFieldStores} (stores into a class's own final
 * fields outside its initialisers, as compilers of other JVM languages emit them: allowed before
 * class file version 53, refused by the JVM from then on).
 *
 * <p>Every opcode runs in an ordinary static method, never in a constructor or a static
 * initialiser (those run as host bytecode under rvm and are not interpreted). The programs print
 * what they compute, so their {@code .expected} files come from the host JVM like every other
 * corpus program: the {@code regen} script compiles this file against ASM and runs its
 * {@link #main}; {@code CorpusTest} calls {@link #writeProgram} at test time.
 *
 * <p>This file must compile on its own against the JDK and ASM: the regen script compiles it
 * with plain javac.
 */
final class OpcodeClassGenerator {

    /** Bytes of dead nop padding in {@code OpJsr.farJumps}: more than a 16-bit jump offset reaches. */
    static final int FAR_PADDING = 33_000;

    private static final String OBJECT = "java/lang/Object";
    private static final String STRING = "java/lang/String";
    private static final String BUILDER = "java/lang/StringBuilder";

    private OpcodeClassGenerator() {
    }

    /**
     * Usage: {@code OpcodeClassGenerator --list} prints the program names, one a line;
     * {@code OpcodeClassGenerator OUT [NAME...]} writes each program's class files into
     * {@code OUT/NAME/} (all programs when no name is given) and prints the names written.
     */
    public static void main(String[] args) throws IOException {
        if (args.length == 1 && args[0].equals("--list")) {
            programNames().forEach(System.out::println);
            return;
        }
        if (args.length == 0) {
            System.err.println("usage: OpcodeClassGenerator --list | OUT_DIR [NAME...]");
            System.exit(2);
        }
        Path out = Path.of(args[0]);
        List<String> names = args.length > 1 ? List.of(args).subList(1, args.length) : programNames();
        for (String name : names) {
            writeProgram(name, out.resolve(name));
            System.out.println(name);
        }
    }

    /** The names of the generated programs, each also the name of its main class. */
    static List<String> programNames() {
        return List.of("OpJsr", "OpRawForms", "FinalFieldStores");
    }

    /** The class files of one program, by binary class name; throws for an unknown name. */
    static Map<String, byte[]> program(String name) {
        Map<String, byte[]> classes = new LinkedHashMap<>();
        switch (name) {
            case "OpJsr" -> classes.put("OpJsr", opJsr());
            case "OpRawForms" -> classes.put("OpRawForms", opRawForms());
            case "FinalFieldStores" -> {
                classes.put("FinalFieldStores", finalFieldStores());
                classes.put("FinalFieldStores$Modern", finalFieldStoresModern());
            }
            default -> throw new IllegalArgumentException("no generated corpus program named " + name);
        }
        return classes;
    }

    /** Writes the class files of program {@code name} into {@code dir}, creating it. */
    static void writeProgram(String name, Path dir) {
        try {
            Files.createDirectories(dir);
            for (Map.Entry<String, byte[]> e : program(name).entrySet()) {
                Files.write(dir.resolve(e.getKey() + ".class"), e.getValue());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ---------------------------------------------------------------- OpJsr

    private static byte[] opJsr() {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V1_5, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, "OpJsr", null, OBJECT, null);
        cw.visitSource("OpJsr.generated", null);
        cw.visitField(Opcodes.ACC_STATIC, "finallyRuns", "I", null, null).visitEnd();
        printHelpers(cw);
        jsrMain(cw);
        simpleSubroutine(cw);
        nestedSubroutines(cw);
        checkArgument(cw);
        finallySubroutine(cw);
        finallyOutcome(cw);
        wideRet(cw);
        farJumps(cw);
        cw.visitEnd();
        return cw.toByteArray();
    }

    private static void jsrMain(ClassWriter cw) {
        MethodVisitor mv = method(cw, "main", "([Ljava/lang/String;)V");
        printInt(mv, "OpJsr", "jsr/ret twice: ", "simpleSubroutine", 1);
        printInt(mv, "OpJsr", "nested jsr: ", "nestedSubroutines", 1);
        printString(mv, "OpJsr", "finally, normal: ", "finallyOutcome", 5);
        printString(mv, "OpJsr", "finally, thrown: ", "finallyOutcome", -1);
        mv.visitLdcInsn("finally subroutine runs: ");
        mv.visitFieldInsn(Opcodes.GETSTATIC, "OpJsr", "finallyRuns", "I");
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "OpJsr", "print", "(Ljava/lang/String;I)V", false);
        printInt(mv, "OpJsr", "wide ret: ", "wideRet", 7);
        printInt(mv, "OpJsr", "jsr_w/goto_w: ", "farJumps", 4);
        mv.visitInsn(Opcodes.RETURN);
        end(mv);
    }

    /** acc = x; jsr SUB; jsr SUB; return acc; SUB adds 10: returns x + 20. */
    private static void simpleSubroutine(ClassWriter cw) {
        MethodVisitor mv = method(cw, "simpleSubroutine", "(I)I");
        Label sub = new Label();
        mv.visitVarInsn(Opcodes.ILOAD, 0);
        mv.visitVarInsn(Opcodes.ISTORE, 1);
        mv.visitJumpInsn(Opcodes.JSR, sub);
        mv.visitJumpInsn(Opcodes.JSR, sub);
        mv.visitVarInsn(Opcodes.ILOAD, 1);
        mv.visitInsn(Opcodes.IRETURN);
        mv.visitLabel(sub);
        mv.visitVarInsn(Opcodes.ASTORE, 2);
        mv.visitIincInsn(1, 10);
        mv.visitVarInsn(Opcodes.RET, 2);
        end(mv);
    }

    /** A subroutine calling another: returns (x + 100) * 2 + 100. */
    private static void nestedSubroutines(ClassWriter cw) {
        MethodVisitor mv = method(cw, "nestedSubroutines", "(I)I");
        Label outer = new Label();
        Label inner = new Label();
        mv.visitVarInsn(Opcodes.ILOAD, 0);
        mv.visitVarInsn(Opcodes.ISTORE, 1);
        mv.visitJumpInsn(Opcodes.JSR, outer);
        mv.visitVarInsn(Opcodes.ILOAD, 1);
        mv.visitInsn(Opcodes.IRETURN);
        mv.visitLabel(outer);
        mv.visitVarInsn(Opcodes.ASTORE, 2);
        mv.visitIincInsn(1, 100);
        mv.visitJumpInsn(Opcodes.JSR, inner);
        mv.visitIincInsn(1, 100);
        mv.visitVarInsn(Opcodes.RET, 2);
        mv.visitLabel(inner);
        mv.visitVarInsn(Opcodes.ASTORE, 3);
        mv.visitVarInsn(Opcodes.ILOAD, 1);
        mv.visitInsn(Opcodes.ICONST_2);
        mv.visitInsn(Opcodes.IMUL);
        mv.visitVarInsn(Opcodes.ISTORE, 1);
        mv.visitVarInsn(Opcodes.RET, 3);
        end(mv);
    }

    /** Returns 2 * x, or throws IllegalArgumentException("negative") when x is negative. */
    private static void checkArgument(ClassWriter cw) {
        MethodVisitor mv = method(cw, "check", "(I)I");
        Label ok = new Label();
        mv.visitVarInsn(Opcodes.ILOAD, 0);
        mv.visitJumpInsn(Opcodes.IFGE, ok);
        mv.visitTypeInsn(Opcodes.NEW, "java/lang/IllegalArgumentException");
        mv.visitInsn(Opcodes.DUP);
        mv.visitLdcInsn("negative");
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/IllegalArgumentException", "<init>",
                "(Ljava/lang/String;)V", false);
        mv.visitInsn(Opcodes.ATHROW);
        mv.visitLabel(ok);
        mv.visitVarInsn(Opcodes.ILOAD, 0);
        mv.visitInsn(Opcodes.ICONST_2);
        mv.visitInsn(Opcodes.IMUL);
        mv.visitInsn(Opcodes.IRETURN);
        end(mv);
    }

    /**
     * try { r = check(x); } finally { finallyRuns++; } return r; compiled the way javac did before
     * Java 6: the finally block is a subroutine called with jsr from the normal path and from the
     * catch-any handler, which rethrows.
     */
    private static void finallySubroutine(ClassWriter cw) {
        MethodVisitor mv = method(cw, "finallySubroutine", "(I)I");
        Label tryStart = new Label();
        Label tryEnd = new Label();
        Label handler = new Label();
        Label fin = new Label();
        mv.visitTryCatchBlock(tryStart, tryEnd, handler, null);
        mv.visitLabel(tryStart);
        mv.visitVarInsn(Opcodes.ILOAD, 0);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "OpJsr", "check", "(I)I", false);
        mv.visitVarInsn(Opcodes.ISTORE, 1);
        mv.visitLabel(tryEnd);
        mv.visitJumpInsn(Opcodes.JSR, fin);
        mv.visitVarInsn(Opcodes.ILOAD, 1);
        mv.visitInsn(Opcodes.IRETURN);
        mv.visitLabel(handler);
        mv.visitVarInsn(Opcodes.ASTORE, 2);
        mv.visitJumpInsn(Opcodes.JSR, fin);
        mv.visitVarInsn(Opcodes.ALOAD, 2);
        mv.visitInsn(Opcodes.ATHROW);
        mv.visitLabel(fin);
        mv.visitVarInsn(Opcodes.ASTORE, 3);
        mv.visitFieldInsn(Opcodes.GETSTATIC, "OpJsr", "finallyRuns", "I");
        mv.visitInsn(Opcodes.ICONST_1);
        mv.visitInsn(Opcodes.IADD);
        mv.visitFieldInsn(Opcodes.PUTSTATIC, "OpJsr", "finallyRuns", "I");
        mv.visitVarInsn(Opcodes.RET, 3);
        end(mv);
    }

    /** String.valueOf(finallySubroutine(x)), or "caught " + message when it throws. */
    private static void finallyOutcome(ClassWriter cw) {
        MethodVisitor mv = method(cw, "finallyOutcome", "(I)Ljava/lang/String;");
        Label start = new Label();
        Label end = new Label();
        Label handler = new Label();
        mv.visitTryCatchBlock(start, end, handler, "java/lang/IllegalArgumentException");
        mv.visitLabel(start);
        mv.visitVarInsn(Opcodes.ILOAD, 0);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "OpJsr", "finallySubroutine", "(I)I", false);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, STRING, "valueOf", "(I)Ljava/lang/String;", false);
        mv.visitLabel(end);
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitLabel(handler);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "java/lang/Throwable", "getMessage", "()Ljava/lang/String;", false);
        mv.visitLdcInsn("caught ");
        mv.visitInsn(Opcodes.SWAP);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, STRING, "concat", "(Ljava/lang/String;)Ljava/lang/String;", false);
        mv.visitInsn(Opcodes.ARETURN);
        end(mv);
    }

    /**
     * A subroutine whose return address lives in local 300, so the astore and the ret that use it
     * carry the wide prefix, as do the load, store and iinc of the accumulator in local 290.
     * Returns x + 10.
     */
    private static void wideRet(ClassWriter cw) {
        MethodVisitor mv = method(cw, "wideRet", "(I)I");
        Label sub = new Label();
        mv.visitVarInsn(Opcodes.ILOAD, 0);
        mv.visitVarInsn(Opcodes.ISTORE, 290);
        mv.visitJumpInsn(Opcodes.JSR, sub);
        mv.visitJumpInsn(Opcodes.JSR, sub);
        mv.visitVarInsn(Opcodes.ILOAD, 290);
        mv.visitInsn(Opcodes.IRETURN);
        mv.visitLabel(sub);
        mv.visitVarInsn(Opcodes.ASTORE, 300);
        mv.visitIincInsn(290, 5);
        mv.visitVarInsn(Opcodes.RET, 300);
        end(mv);
    }

    /**
     * Jumps across {@link #FAR_PADDING} bytes of dead nops, further than a 16-bit offset reaches, so
     * ASM must write jsr_w for the forward jsr, goto_w for the forward goto and, for the backward
     * conditional branch that closes the loop, an inverted branch over a goto_w. Three trips round
     * the loop, each calling the subroutine that adds 7: returns x + 21.
     */
    private static void farJumps(ClassWriter cw) {
        MethodVisitor mv = method(cw, "farJumps", "(I)I");
        Label top = new Label();
        Label sub = new Label();
        Label tail = new Label();
        mv.visitInsn(Opcodes.ICONST_0);
        mv.visitVarInsn(Opcodes.ISTORE, 3);
        mv.visitVarInsn(Opcodes.ILOAD, 0);
        mv.visitVarInsn(Opcodes.ISTORE, 1);
        mv.visitLabel(top);
        mv.visitJumpInsn(Opcodes.JSR, sub);
        mv.visitIincInsn(3, 1);
        mv.visitJumpInsn(Opcodes.GOTO, tail);
        for (int i = 0; i < FAR_PADDING; i++) {
            mv.visitInsn(Opcodes.NOP);
        }
        mv.visitLabel(sub);
        mv.visitVarInsn(Opcodes.ASTORE, 2);
        mv.visitIincInsn(1, 7);
        mv.visitVarInsn(Opcodes.RET, 2);
        mv.visitLabel(tail);
        mv.visitVarInsn(Opcodes.ILOAD, 3);
        mv.visitInsn(Opcodes.ICONST_3);
        mv.visitJumpInsn(Opcodes.IF_ICMPLT, top);
        mv.visitVarInsn(Opcodes.ILOAD, 1);
        mv.visitInsn(Opcodes.IRETURN);
        end(mv);
    }

    // ---------------------------------------------------------------- OpRawForms

    /** A stack-form method: what it pushes, the opcode under test, the stack left behind. */
    private record Form(String name, String pushes, int opcode, String leaves) {
    }

    private static final List<Form> FORMS = List.of(
            new Form("dupX1", "II", Opcodes.DUP_X1, "III"),
            new Form("dupX2Form1", "III", Opcodes.DUP_X2, "IIII"),
            new Form("dupX2Form2", "IJI", Opcodes.DUP_X2, "IIJI"),
            new Form("dup2Form1", "II", Opcodes.DUP2, "IIII"),
            new Form("dup2Form2", "J", Opcodes.DUP2, "JJ"),
            new Form("dup2X1Form1", "III", Opcodes.DUP2_X1, "IIIII"),
            new Form("dup2X1Form2", "IJ", Opcodes.DUP2_X1, "JIJ"),
            new Form("dup2X2Form1", "IIII", Opcodes.DUP2_X2, "IIIIII"),
            new Form("dup2X2Form2", "IIJ", Opcodes.DUP2_X2, "JIIJ"),
            new Form("dup2X2Form3", "JII", Opcodes.DUP2_X2, "IIJII"),
            new Form("dup2X2Form4", "JJ", Opcodes.DUP2_X2, "JJJ"),
            new Form("pop2Form1", "III", Opcodes.POP2, "I"),
            new Form("pop2Form2", "IJ", Opcodes.POP2, "I"),
            new Form("swapInts", "II", Opcodes.SWAP, "II"));

    private static byte[] opRawForms() {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, "OpRawForms", null, OBJECT, null);
        cw.visitSource("OpRawForms.generated", null);
        printHelpers(cw);
        rawFormsMain(cw);
        for (Form form : FORMS) {
            stackForm(cw, form);
        }
        nops(cw);
        swapRefs(cw);
        ldcMethodType(cw);
        ldcMethodHandle(cw);
        cw.visitEnd();
        return cw.toByteArray();
    }

    private static void rawFormsMain(ClassWriter cw) {
        MethodVisitor mv = method(cw, "main", "([Ljava/lang/String;)V");
        for (Form form : FORMS) {
            mv.visitLdcInsn(form.name() + ": ");
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, "OpRawForms", form.name(), "()Ljava/lang/String;", false);
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, "OpRawForms", "print", "(Ljava/lang/String;Ljava/lang/String;)V",
                    false);
        }
        printInt(mv, "OpRawForms", "nops: ", "nops", 3);
        mv.visitLdcInsn("swap refs: ");
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "OpRawForms", "swapRefs", "()Ljava/lang/String;", false);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "OpRawForms", "print", "(Ljava/lang/String;Ljava/lang/String;)V", false);
        mv.visitLdcInsn("ldc MethodType: ");
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "OpRawForms", "ldcMethodType", "()Ljava/lang/String;", false);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "OpRawForms", "print", "(Ljava/lang/String;Ljava/lang/String;)V", false);
        printString(mv, "OpRawForms", "ldc MethodHandle: ", "ldcMethodHandle", 255);
        mv.visitInsn(Opcodes.RETURN);
        end(mv);
    }

    /**
     * Pushes small distinct constants of the form's types (1, 2, 3, ... as int, 10, 20, ... as
     * long), applies the opcode, then drains the stack into locals and returns it as a string,
     * bottom first: "3 1 2 3" for dup_x2 on 1 2 3.
     */
    private static void stackForm(ClassWriter cw, Form form) {
        MethodVisitor mv = method(cw, form.name(), "()Ljava/lang/String;");
        for (int i = 0; i < form.pushes().length(); i++) {
            if (form.pushes().charAt(i) == 'J') {
                mv.visitLdcInsn((long) (i + 1) * 10);
            } else {
                mv.visitIntInsn(Opcodes.BIPUSH, i + 1);
            }
        }
        mv.visitInsn(form.opcode());
        drainToString(mv, form.leaves());
        mv.visitInsn(Opcodes.ARETURN);
        end(mv);
    }

    /** Stores a stack of the given types (bottom first) into locals and pushes it as "a b c". */
    private static void drainToString(MethodVisitor mv, String types) {
        int[] slots = new int[types.length()];
        int next = 0;
        for (int i = 0; i < types.length(); i++) {
            slots[i] = next;
            next += types.charAt(i) == 'J' ? 2 : 1;
        }
        for (int i = types.length() - 1; i >= 0; i--) {
            mv.visitVarInsn(types.charAt(i) == 'J' ? Opcodes.LSTORE : Opcodes.ISTORE, slots[i]);
        }
        mv.visitTypeInsn(Opcodes.NEW, BUILDER);
        mv.visitInsn(Opcodes.DUP);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, BUILDER, "<init>", "()V", false);
        for (int i = 0; i < types.length(); i++) {
            if (i > 0) {
                mv.visitLdcInsn(" ");
                mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BUILDER, "append", "(Ljava/lang/String;)L" + BUILDER + ";",
                        false);
            }
            boolean isLong = types.charAt(i) == 'J';
            mv.visitVarInsn(isLong ? Opcodes.LLOAD : Opcodes.ILOAD, slots[i]);
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BUILDER, "append", (isLong ? "(J)L" : "(I)L") + BUILDER + ";",
                    false);
        }
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BUILDER, "toString", "()Ljava/lang/String;", false);
    }

    /** nop; nop; iload_0; nop; ireturn. */
    private static void nops(ClassWriter cw) {
        MethodVisitor mv = method(cw, "nops", "(I)I");
        mv.visitInsn(Opcodes.NOP);
        mv.visitInsn(Opcodes.NOP);
        mv.visitVarInsn(Opcodes.ILOAD, 0);
        mv.visitInsn(Opcodes.NOP);
        mv.visitInsn(Opcodes.IRETURN);
        end(mv);
    }

    /** "first" "second" swap concat: returns "secondfirst". */
    private static void swapRefs(ClassWriter cw) {
        MethodVisitor mv = method(cw, "swapRefs", "()Ljava/lang/String;");
        mv.visitLdcInsn("first");
        mv.visitLdcInsn("second");
        mv.visitInsn(Opcodes.SWAP);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, STRING, "concat", "(Ljava/lang/String;)Ljava/lang/String;", false);
        mv.visitInsn(Opcodes.ARETURN);
        end(mv);
    }

    /** ldc of a MethodType constant: returns "(int,long)String". */
    private static void ldcMethodType(ClassWriter cw) {
        MethodVisitor mv = method(cw, "ldcMethodType", "()Ljava/lang/String;");
        mv.visitLdcInsn(Type.getMethodType("(IJ)Ljava/lang/String;"));
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, OBJECT, "toString", "()Ljava/lang/String;", false);
        mv.visitInsn(Opcodes.ARETURN);
        end(mv);
    }

    /** ldc of a MethodHandle constant for Integer.toHexString, called with invokeExact. */
    private static void ldcMethodHandle(ClassWriter cw) {
        MethodVisitor mv = method(cw, "ldcMethodHandle", "(I)Ljava/lang/String;");
        mv.visitLdcInsn(new Handle(Opcodes.H_INVOKESTATIC, "java/lang/Integer", "toHexString",
                "(I)Ljava/lang/String;", false));
        mv.visitVarInsn(Opcodes.ILOAD, 0);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "java/lang/invoke/MethodHandle", "invokeExact",
                "(I)Ljava/lang/String;", false);
        mv.visitInsn(Opcodes.ARETURN);
        end(mv);
    }

    // ---------------------------------------------------------------- shared helpers

    /** Adds static print(String, int) and print(String, String), each printing label + value. */
    // ---------------------------------------------------------------- FinalFieldStores

    /**
     * Version 52: {@code static final String VALUE} set by {@code __init0()}, which the static
     * initialiser calls, and again by {@code reset()}; {@code final int count} set by
     * {@code setCount(int)}, which the constructor calls.
     */
    private static byte[] finalFieldStores() {
        String self = "FinalFieldStores";
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS | ClassWriter.COMPUTE_FRAMES);
        cw.visit(Opcodes.V1_8, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, self, null, OBJECT, null);
        cw.visitSource("FinalFieldStores.generated", null);
        cw.visitField(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC | Opcodes.ACC_FINAL, "VALUE", "Ljava/lang/String;",
                null, null).visitEnd();
        cw.visitField(Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL, "count", "I", null, null).visitEnd();
        printHelpers(cw);
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_STATIC, "<clinit>", "()V", null, null);
        mv.visitCode();
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, self, "__init0", "()V", false);
        mv.visitInsn(Opcodes.RETURN);
        end(mv);
        for (String[] setter : new String[][] {{"__init0", "set by __init0"}, {"reset", "set by reset"}}) {
            mv = method(cw, setter[0], "()V");
            mv.visitLdcInsn(setter[1]);
            mv.visitFieldInsn(Opcodes.PUTSTATIC, self, "VALUE", "Ljava/lang/String;");
            mv.visitInsn(Opcodes.RETURN);
            end(mv);
        }
        mv = cw.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "()V", null, null);
        mv.visitCode();
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, OBJECT, "<init>", "()V", false);
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitInsn(Opcodes.ICONST_3);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, self, "setCount", "(I)V", false);
        mv.visitInsn(Opcodes.RETURN);
        end(mv);
        mv = cw.visitMethod(Opcodes.ACC_PUBLIC, "setCount", "(I)V", null, null);
        mv.visitCode();
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitVarInsn(Opcodes.ILOAD, 1);
        mv.visitFieldInsn(Opcodes.PUTFIELD, self, "count", "I");
        mv.visitInsn(Opcodes.RETURN);
        end(mv);
        mv = method(cw, "modern", "()Ljava/lang/String;");
        Label start = new Label();
        Label endTry = new Label();
        Label handler = new Label();
        mv.visitTryCatchBlock(start, endTry, handler, "java/lang/LinkageError");
        mv.visitLabel(start);
        mv.visitFieldInsn(Opcodes.GETSTATIC, self + "$Modern", "VALUE", "Ljava/lang/String;");
        mv.visitLabel(endTry);
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitLabel(handler);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, OBJECT, "toString", "()Ljava/lang/String;", false);
        mv.visitInsn(Opcodes.ARETURN);
        end(mv);
        mv = method(cw, "main", "([Ljava/lang/String;)V");
        printStatic(mv, self, "VALUE: ", self, "VALUE");
        mv.visitLdcInsn("count: ");
        mv.visitTypeInsn(Opcodes.NEW, self);
        mv.visitInsn(Opcodes.DUP);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, self, "<init>", "()V", false);
        mv.visitFieldInsn(Opcodes.GETFIELD, self, "count", "I");
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, self, "print", "(Ljava/lang/String;I)V", false);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, self, "reset", "()V", false);
        printStatic(mv, self, "VALUE after reset: ", self, "VALUE");
        mv.visitLdcInsn("version 61: ");
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, self, "modern", "()Ljava/lang/String;", false);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, self, "print", "(Ljava/lang/String;Ljava/lang/String;)V", false);
        mv.visitInsn(Opcodes.RETURN);
        end(mv);
        cw.visitEnd();
        return cw.toByteArray();
    }

    /** Version 61: the same store from {@code init0()}, which the JVM refuses outside {@code <clinit>}. */
    private static byte[] finalFieldStoresModern() {
        String self = "FinalFieldStores$Modern";
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, self, null, OBJECT, null);
        cw.visitField(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC | Opcodes.ACC_FINAL, "VALUE", "Ljava/lang/String;",
                null, null).visitEnd();
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_STATIC, "<clinit>", "()V", null, null);
        mv.visitCode();
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, self, "init0", "()V", false);
        mv.visitInsn(Opcodes.RETURN);
        end(mv);
        mv = method(cw, "init0", "()V");
        mv.visitLdcInsn("set by init0");
        mv.visitFieldInsn(Opcodes.PUTSTATIC, self, "VALUE", "Ljava/lang/String;");
        mv.visitInsn(Opcodes.RETURN);
        end(mv);
        cw.visitEnd();
        return cw.toByteArray();
    }

    /** Emits print(label, owner.field) for a static String field. */
    private static void printStatic(MethodVisitor mv, String printer, String label, String owner, String field) {
        mv.visitLdcInsn(label);
        mv.visitFieldInsn(Opcodes.GETSTATIC, owner, field, "Ljava/lang/String;");
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, printer, "print", "(Ljava/lang/String;Ljava/lang/String;)V", false);
    }

    private static void printHelpers(ClassWriter cw) {
        for (String valueDesc : List.of("I", "Ljava/lang/String;")) {
            MethodVisitor mv = method(cw, "print", "(Ljava/lang/String;" + valueDesc + ")V");
            mv.visitFieldInsn(Opcodes.GETSTATIC, "java/lang/System", "out", "Ljava/io/PrintStream;");
            mv.visitTypeInsn(Opcodes.NEW, BUILDER);
            mv.visitInsn(Opcodes.DUP);
            mv.visitMethodInsn(Opcodes.INVOKESPECIAL, BUILDER, "<init>", "()V", false);
            mv.visitVarInsn(Opcodes.ALOAD, 0);
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BUILDER, "append", "(Ljava/lang/String;)L" + BUILDER + ";", false);
            mv.visitVarInsn(valueDesc.equals("I") ? Opcodes.ILOAD : Opcodes.ALOAD, 1);
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BUILDER, "append", "(" + valueDesc + ")L" + BUILDER + ";", false);
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BUILDER, "toString", "()Ljava/lang/String;", false);
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "java/io/PrintStream", "println", "(Ljava/lang/String;)V", false);
            mv.visitInsn(Opcodes.RETURN);
            end(mv);
        }
    }

    /** Emits print(label, owner.method(arg)) for a method of type (I)I. */
    private static void printInt(MethodVisitor mv, String owner, String label, String method, int arg) {
        mv.visitLdcInsn(label);
        mv.visitLdcInsn(arg);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, owner, method, "(I)I", false);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, owner, "print", "(Ljava/lang/String;I)V", false);
    }

    /** Emits print(label, owner.method(arg)) for a method of type (I)String. */
    private static void printString(MethodVisitor mv, String owner, String label, String method, int arg) {
        mv.visitLdcInsn(label);
        mv.visitLdcInsn(arg);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, owner, method, "(I)Ljava/lang/String;", false);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, owner, "print", "(Ljava/lang/String;Ljava/lang/String;)V", false);
    }

    private static MethodVisitor method(ClassWriter cw, String name, String descriptor) {
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, name, descriptor, null, null);
        mv.visitCode();
        return mv;
    }

    private static void end(MethodVisitor mv) {
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }
}
