package rvm.core.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.FrameNode;
import org.objectweb.asm.tree.IincInsnNode;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.VarInsnNode;
import rvm.core.model.ClassModel;
import rvm.core.model.GuestClass;
import rvm.core.testing.JavaSources;
import rvm.core.testing.JvmMnemonics;

class HostClassGeneratorTest {

    private static final String BOOTSTRAP = "rvm/core/runtime/EntrySlots.bootstrap";

    @TempDir
    static Path classes;
    private static URLClassLoader host;
    private static GuestClassLoader guest;

    @BeforeAll
    static void compileAndLoad() throws IOException {
        Map<String, String> sources = new java.util.HashMap<>(ShapeSources.SOURCES);
        sources.put("stub/Calc.java", CALC);
        sources.put("stub/Plain.java", "package stub;\npublic class Plain { int x; }\n");
        JavaSources.compile(classes, List.of("-g", "-parameters"), sources);
        Files.createDirectories(classes.resolve("old"));
        Files.write(classes.resolve("old/Legacy.class"), OldClassFiles.legacy());
        host = new URLClassLoader(new URL[] {classes.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
        guest = new GuestClassLoader(List.of(classes), new ClassModel());
    }

    @AfterAll
    static void close() throws IOException {
        host.close();
        guest.close();
    }

    static Stream<String> shapeClasses() {
        return ShapeSources.CLASSES.stream();
    }

    @ParameterizedTest
    @MethodSource("shapeClasses")
    void guestClassHasTheReflectiveShapeOfTheNativeClass(String name) throws ReflectiveOperationException {
        Class<?> nativeClass = Class.forName(name, false, host);

        Class<?> guestClass = Class.forName(name, false, guest);

        assertSame(guest, guestClass.getClassLoader());
        assertEquals(ReflectiveShape.describe(nativeClass), ReflectiveShape.describe(guestClass));
    }

    @Test
    void reflectiveShapeCoversParameterNamesDefaultsAndConstants() throws ReflectiveOperationException {
        Class<?> widget = Class.forName("shape.Widget", false, guest);

        List<String> shape = ReflectiveShape.describe(widget);

        assertTrue(shape.stream().anyMatch(l -> l.contains(" head named=true")), "parameter names: " + shape);
        assertTrue(shape.stream().anyMatch(l -> l.startsWith("field public static final int shape.Widget.ANSWER")
                && l.endsWith(" value 42")), "constants: " + shape);
        assertTrue(shape.stream().anyMatch(l -> l.contains(" bridge=true")), "bridges: " + shape);
        List<String> tag = ReflectiveShape.describe(Class.forName("shape.Tag", false, guest));
        assertTrue(tag.stream().anyMatch(l -> l.contains("Tag.numbers()") && l.contains(" default [[1, 2]] ")),
                "annotation defaults: " + tag);
    }

    @Test
    void stubOfAnInstanceMethodLoadsReceiverAndArgumentsAndInvokesItsEntrySlot() throws Exception {
        int id = methodId("stub/Calc", "mix", "(IJDLjava/lang/Object;)J");

        MethodNode mix = hostMethod("stub/Calc", "mix", "(IJDLjava/lang/Object;)J");

        assertEquals(List.of("aload 0", "iload 1", "lload 2", "dload 4", "aload 6",
                "invokedynamic mix(Lstub/Calc;IJDLjava/lang/Object;)J " + BOOTSTRAP + " [" + id + "]",
                "lreturn"), render(mix));
        assertEquals(7, mix.maxLocals);
        assertEquals(7, mix.maxStack);
    }

    @Test
    void stubsOfStaticMethodsPassTheirArgumentsAndReturnTheSlotsResult() throws Exception {
        int touch = methodId("stub/Calc", "touch", "()V");
        int half = methodId("stub/Calc", "half", "(F)D");

        List<String> touchCode = render(hostMethod("stub/Calc", "touch", "()V"));
        List<String> halfCode = render(hostMethod("stub/Calc", "half", "(F)D"));

        assertEquals(List.of("invokedynamic touch()V " + BOOTSTRAP + " [" + touch + "]", "return"), touchCode);
        assertEquals(List.of("fload 0", "invokedynamic half(F)D " + BOOTSTRAP + " [" + half + "]", "dreturn"),
                halfCode);
    }

    @Test
    void stubDropsTheOriginalCodesTablesButKeepsAccessFlags() throws Exception {
        MethodNode original = guestMethod("stub/Calc", "mix", "(IJDLjava/lang/Object;)J");

        MethodNode stub = hostMethod("stub/Calc", "mix", "(IJDLjava/lang/Object;)J");

        assertFalse(original.localVariables.isEmpty());
        assertEquals(List.of(), stub.localVariables);
        assertEquals(List.of(), stub.tryCatchBlocks);
        assertEquals(original.access, stub.access);
        assertEquals(0, Arrays.stream(stub.instructions.toArray())
                .filter(i -> i.getType() == AbstractInsnNode.LINE).count());
    }

    @Test
    void constructorKeepsItsCode_withYieldpointAndThrowableCallsAdded() throws Exception {
        List<String> original = render(guestMethod("stub/Calc", "<init>", "(I)V"));

        List<String> kept = render(hostMethod("stub/Calc", "<init>", "(I)V"));

        assertEquals(original, withoutVmCalls(kept));
        assertNotEquals(original, kept);
    }

    @Test
    void constructorYieldpointsSitAtEntryBeforeTheBackwardBranchAndBeforeReturn() throws Exception {
        int id = methodId("stub/Calc", "<init>", "(I)V");
        GuestClass calc = guest.model().forName("stub/Calc");
        int headBci = calc.method("<init>", "(I)V").bciOf(loopHeadIndex(guestMethod("stub/Calc", "<init>", "(I)V")));

        List<String> kept = render(hostMethod("stub/Calc", "<init>", "(I)V"));

        assertEquals(List.of("ldc " + id, "invokestatic rvm/core/runtime/Yieldpoints.prologue(I)V"), kept.subList(0, 2));
        int backedge = kept.indexOf("invokestatic rvm/core/runtime/Yieldpoints.backedge(II)V");
        assertEquals(List.of("ldc " + id, "ldc " + headBci, "invokestatic rvm/core/runtime/Yieldpoints.backedge(II)V",
                "goto"), kept.subList(backedge - 2, backedge + 2));
        assertEquals(List.of("ldc " + id, "invokestatic rvm/core/runtime/Yieldpoints.epilogue(I)V", "return"),
                kept.subList(kept.size() - 3, kept.size()));
    }

    @Test
    void constructorReportsEveryThrowableItConstructs() throws Exception {
        List<String> kept = render(hostMethod("stub/Calc", "<init>", "(I)V"));

        int init = kept.indexOf("invokespecial java/lang/IllegalArgumentException.<init>(Ljava/lang/String;)V");

        assertEquals(List.of("dup", "ldc Lstub/Calc;",
                "invokestatic rvm/core/runtime/GuestRuntime.throwableConstructed(Ljava/lang/Throwable;Ljava/lang/Class;)V",
                "athrow"), kept.subList(init + 1, init + 5));
    }

    @Test
    void staticInitializerHandsOverItsLookupAndReportsCompletionAndWhatLeavesIt() throws Exception {
        int id = methodId("stub/Calc", "<clinit>", "()V");

        MethodNode clinit = hostMethod("stub/Calc", "<clinit>", "()V");
        List<String> kept = render(clinit);

        assertEquals(List.of(
                "invokestatic java/lang/invoke/MethodHandles.lookup()Ljava/lang/invoke/MethodHandles$Lookup;",
                "invokestatic rvm/core/runtime/GuestRuntime.classInitializing(Ljava/lang/invoke/MethodHandles$Lookup;)V",
                "ldc " + id, "invokestatic rvm/core/runtime/Yieldpoints.prologue(I)V",
                "iconst_1", "putstatic stub/Calc.created I",
                "ldc " + id, "invokestatic rvm/core/runtime/Yieldpoints.epilogue(I)V",
                "ldc Lstub/Calc;", "invokestatic rvm/core/runtime/GuestRuntime.classInitialized(Ljava/lang/Class;)V",
                "return",
                "ldc Lstub/Calc;",
                "invokestatic rvm/core/runtime/GuestRuntime.exceptionCaught(Ljava/lang/Throwable;Ljava/lang/Class;)"
                        + "Ljava/lang/Throwable;",
                "athrow"), kept);
        assertEquals(1, clinit.tryCatchBlocks.size());
        assertEquals(null, clinit.tryCatchBlocks.get(0).type);
    }

    @Test
    void classWithoutStaticInitializerGetsOneThatOnlyReports() throws Exception {
        Class.forName("stub.Plain", false, guest);

        List<String> added = render(hostMethod("stub/Plain", "<clinit>", "()V"));

        assertEquals(List.of(
                "invokestatic java/lang/invoke/MethodHandles.lookup()Ljava/lang/invoke/MethodHandles$Lookup;",
                "invokestatic rvm/core/runtime/GuestRuntime.classInitializing(Ljava/lang/invoke/MethodHandles$Lookup;)V",
                "ldc Lstub/Plain;", "invokestatic rvm/core/runtime/GuestRuntime.classInitialized(Ljava/lang/Class;)V",
                "return"), added);
        assertEquals(null, guest.model().forName("stub/Plain").method("<clinit>", "()V"));
    }

    @Test
    void oldClassFileIsRaisedToVersion51_withSubroutinesInlinedAndFramesComputed() throws Exception {
        Class.forName("old.Legacy", false, guest);

        ClassNode legacy = hostClass("old/Legacy");

        MethodNode init = legacy.methods.stream().filter(m -> m.name.equals("<init>")).findFirst().orElseThrow();
        assertEquals(Opcodes.V1_7, legacy.version);
        List<String> code = realInstructions(init);
        assertFalse(code.contains("jsr") || code.contains("ret"), "subroutines left in " + code);
        assertTrue(Arrays.stream(init.instructions.toArray()).anyMatch(i -> i instanceof FrameNode),
                "no stack map frames in " + code);
    }

    @Test
    void backedgeOfAnUpgradedClassPassesAnUnknownBci() throws Exception {
        Class.forName("old.Legacy", false, guest);

        List<String> code = render(hostMethod("old/Legacy", "<init>", "()V"));

        int backedge = code.indexOf("invokestatic rvm/core/runtime/Yieldpoints.backedge(II)V");
        assertEquals("ldc -1", code.get(backedge - 1));
    }

    // ---------------------------------------------------------------- helpers

    private static int methodId(String className, String name, String descriptor) throws ClassNotFoundException {
        Class.forName(className.replace('/', '.'), false, guest);
        return guest.model().forName(className).method(name, descriptor).id();
    }

    private static MethodNode guestMethod(String className, String name, String descriptor) throws Exception {
        Class.forName(className.replace('/', '.'), false, guest);
        return guest.model().forName(className).method(name, descriptor).node();
    }

    private static ClassNode hostClass(String className) {
        GuestClass g = guest.model().forName(className);
        org.objectweb.asm.ClassWriter original = new org.objectweb.asm.ClassWriter(0);
        g.node().accept(original);
        byte[] bytes = new HostClassGenerator(new ClassHierarchy(guest)).generate(g, new ClassReader(original.toByteArray()));
        ClassNode node = new ClassNode();
        new ClassReader(bytes).accept(node, 0);
        return node;
    }

    private static MethodNode hostMethod(String className, String name, String descriptor) throws Exception {
        Class.forName(className.replace('/', '.'), false, guest);
        return hostClass(className).methods.stream()
                .filter(m -> m.name.equals(name) && m.desc.equals(descriptor)).findFirst().orElseThrow();
    }

    private static List<String> realInstructions(MethodNode m) {
        List<String> names = new ArrayList<>();
        for (AbstractInsnNode i : m.instructions) {
            if (i.getOpcode() >= 0) {
                names.add(JvmMnemonics.name(i.getOpcode()));
            }
        }
        return names;
    }

    /** Drops the calls the generator adds (and the constants or dup they consume). */
    private static List<String> withoutVmCalls(List<String> code) {
        List<String> out = new ArrayList<>(code);
        for (int i = out.size() - 1; i >= 0; i--) {
            String s = out.get(i);
            if (s.startsWith("invokestatic rvm/core/runtime/Yieldpoints.backedge")
                    || s.startsWith("invokestatic rvm/core/runtime/GuestRuntime.throwableConstructed")) {
                out.subList(i - 2, i + 1).clear(); // two pushes (id and bci, or dup and class), then the call
                i -= 2;
            } else if (s.startsWith("invokestatic rvm/core/runtime/")) {
                out.subList(i - 1, i + 1).clear();
                i -= 1;
            }
        }
        return out;
    }

    /** One line per real instruction, with its operands; jumps and switches without their targets. */
    static List<String> render(MethodNode m) {
        List<String> out = new ArrayList<>();
        for (AbstractInsnNode i : m.instructions) {
            if (i.getOpcode() < 0) {
                continue;
            }
            String name = JvmMnemonics.name(i.getOpcode());
            if (i instanceof VarInsnNode) {
                out.add(name + " " + ((VarInsnNode) i).var);
            } else if (i instanceof IntInsnNode) {
                out.add(name + " " + ((IntInsnNode) i).operand);
            } else if (i instanceof TypeInsnNode) {
                out.add(name + " " + ((TypeInsnNode) i).desc);
            } else if (i instanceof FieldInsnNode) {
                FieldInsnNode f = (FieldInsnNode) i;
                out.add(name + " " + f.owner + "." + f.name + " " + f.desc);
            } else if (i instanceof MethodInsnNode) {
                MethodInsnNode mi = (MethodInsnNode) i;
                out.add(name + " " + mi.owner + "." + mi.name + mi.desc);
            } else if (i instanceof InvokeDynamicInsnNode) {
                InvokeDynamicInsnNode d = (InvokeDynamicInsnNode) i;
                out.add(name + " " + d.name + d.desc + " " + d.bsm.getOwner() + "." + d.bsm.getName() + " "
                        + Arrays.toString(d.bsmArgs));
            } else if (i instanceof LdcInsnNode) {
                out.add(name + " " + ((LdcInsnNode) i).cst);
            } else if (i instanceof IincInsnNode) {
                out.add(name + " " + ((IincInsnNode) i).var + " " + ((IincInsnNode) i).incr);
            } else {
                out.add(name);
            }
        }
        return out;
    }

    private static final String CALC = """
            package stub;
            public class Calc {
                static int created;
                private long total;
                public Calc(int start) {
                    int i = 0;
                    while (i < start) {
                        total += i;
                        i++;
                    }
                    if (start < 0) {
                        throw new IllegalArgumentException("negative");
                    }
                }
                public long mix(int a, long b, double c, Object o) {
                    long local = a + b;
                    return local + (long) c + o.hashCode();
                }
                static void touch() {
                    created++;
                }
                static double half(float f) {
                    return f / 2;
                }
                static {
                    created = 1;
                }
            }
            """;

    /** The index (among real instructions) of the instruction the method's backward {@code goto} jumps to. */
    private static int loopHeadIndex(MethodNode m) {
        LabelNode head = null;
        for (AbstractInsnNode i : m.instructions) {
            if (i.getOpcode() == Opcodes.GOTO) {
                head = ((JumpInsnNode) i).label;
            }
        }
        int index = 0;
        for (AbstractInsnNode i = m.instructions.getFirst(); i != null; i = i.getNext()) {
            if (i == head) {
                return index;
            }
            if (i.getOpcode() >= 0) {
                index++;
            }
        }
        throw new AssertionError("no backward goto in " + m.name);
    }
}
