package rvm.core.loader;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.commons.JSRInlinerAdapter;
import rvm.core.compile.CodeGenConfig;
import rvm.core.compile.YieldpointEmitter;
import rvm.core.model.GuestClass;
import rvm.core.model.GuestMethod;

/**
 * Writes the host class that stands for a guest class: the same name, super types, fields,
 * methods, flags and attributes (so reflection keeps working), with every method body that is
 * not a constructor or static initialiser replaced by an entry stub.
 *
 * <p>An entry stub loads its arguments and makes one {@code invokedynamic} whose bootstrap is
 * {@link rvm.core.runtime.EntrySlots#bootstrap}, bound to the method's entry slot. Constructors
 * and static initialisers stay real bytecode (the JVM allows {@code <init>} only through
 * {@code invokespecial}) with prologue, epilogue and backedge yieldpoints added; every static
 * initialiser ends by telling the model the class is initialised (one is added if the class had
 * none).
 *
 * <p>Class files older than version 51 are raised to 51 (stubs need {@code invokedynamic}): their
 * subroutines are inlined and their stack map frames computed.
 */
final class HostClassGenerator {

    /**
     * Constructors and static initialisers call the yieldpoints' full entry points, which test the
     * word and, with {@code --yieldpoint-stats}, count.
     */
    private static final CodeGenConfig.YieldpointCode FULL_ENTRY_POINTS = CodeGenConfig.YieldpointCode.COUNTING;
    private static final String RUNTIME = "rvm/core/runtime/GuestRuntime";
    private static final Handle BOOTSTRAP = new Handle(Opcodes.H_INVOKESTATIC,
            "rvm/core/runtime/EntrySlots", "bootstrap",
            "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;"
                    + "Ljava/lang/invoke/MethodType;I)Ljava/lang/invoke/CallSite;", false);
    /** {@code CompiledLinkage.member}: links one instruction (method id, instruction index) through the VM. */
    private static final Handle MEMBER = new Handle(Opcodes.H_INVOKESTATIC,
            "rvm/core/runtime/CompiledLinkage", "member",
            "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;"
                    + "Ljava/lang/invoke/MethodType;II)Ljava/lang/invoke/CallSite;", false);

    private final ClassHierarchy hierarchy;

    HostClassGenerator(ClassHierarchy hierarchy) {
        this.hierarchy = hierarchy;
    }

    /**
     * The bytes of the host class for {@code guest}, read from {@code original}. The host class starts
     * with a copy of the original's constant pool, although its stubs use little of it: every name the
     * guest's code mentions is then known to the host JVM, as it would be had the host loaded the
     * class itself (HotSpot's messages depend on it: a method handle lookup of a method whose name no
     * loaded class mentions fails with "method resolution failed" instead of naming the method).
     */
    byte[] generate(GuestClass guest, ClassReader original) {
        boolean upgrade = (guest.node().version & 0xffff) < Opcodes.V1_7;
        ClassWriter writer = upgrade
                ? new HierarchyClassWriter(original, ClassWriter.COMPUTE_FRAMES, hierarchy)
                : new ClassWriter(original, 0);
        StubAdapter adapter = new StubAdapter(writer, guest, upgrade, hierarchy);
        guest.node().accept(adapter);
        byte[] bytes = writer.toByteArray();
        for (YieldpointInserter i : adapter.inserters) {
            i.recordHostCalls();
        }
        return bytes;
    }

    /** Emits {@code GuestRuntime.classInitializing(MethodHandles.lookup())}: the class's own lookup. */
    private static void handOverLookup(MethodVisitor mv) {
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/invoke/MethodHandles", "lookup",
                "()Ljava/lang/invoke/MethodHandles$Lookup;", false);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, RUNTIME, "classInitializing",
                "(Ljava/lang/invoke/MethodHandles$Lookup;)V", false);
    }

    /** Replaces method bodies by stubs and instruments the methods kept as bytecode. */
    private static final class StubAdapter extends ClassVisitor {
        private final GuestClass guest;
        private final boolean upgrade;
        private boolean sawClinit;
        /** The instrumented methods, whose call offsets are known once the class is written. */
        final List<YieldpointInserter> inserters = new ArrayList<>();

        private final ClassHierarchy hierarchy;

        StubAdapter(ClassVisitor next, GuestClass guest, boolean upgrade, ClassHierarchy hierarchy) {
            super(Opcodes.ASM9, next);
            this.guest = guest;
            this.upgrade = upgrade;
            this.hierarchy = hierarchy;
        }

        @Override
        public void visit(int version, int access, String name, String signature, String superName,
                          String[] interfaces) {
            int v = upgrade ? Opcodes.V1_7 : version;
            super.visit(v, access, name, signature, superName, interfaces);
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                         String[] exceptions) {
            MethodVisitor next = super.visitMethod(access, name, descriptor, signature, exceptions);
            GuestMethod method = guest.method(name, descriptor);
            if (!method.hasBody()) {
                return next;
            }
            if (method.isKeptAsBytecode()) {
                boolean clinit = name.equals("<clinit>");
                sawClinit |= clinit;
                YieldpointInserter inserter = new YieldpointInserter(next, method, clinit, !upgrade, hierarchy);
                inserters.add(inserter);
                return upgrade
                        ? new JSRInlinerAdapter(inserter, access, name, descriptor, signature, exceptions)
                        : inserter;
            }
            return new StubWriter(next, method);
        }

        @Override
        public void visitEnd() {
            if (!sawClinit) {
                MethodVisitor mv = super.visitMethod(Opcodes.ACC_STATIC, "<clinit>", "()V", null, null);
                mv.visitCode();
                handOverLookup(mv);
                mv.visitLdcInsn(Type.getObjectType(guest.name()));
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, RUNTIME, "classInitialized",
                        "(Ljava/lang/Class;)V", false);
                mv.visitInsn(Opcodes.RETURN);
                mv.visitMaxs(1, 0);
                mv.visitEnd();
            }
            super.visitEnd();
        }
    }

    /** Keeps a method's annotations and parameters, and writes a stub instead of its code. */
    private static final class StubWriter extends MethodVisitor {
        private final MethodVisitor target;
        private final GuestMethod method;

        StubWriter(MethodVisitor next, GuestMethod method) {
            super(Opcodes.ASM9, next);
            this.target = next;
            this.method = method;
        }

        @Override
        public void visitCode() {
            target.visitCode();
            Type[] args = Type.getArgumentTypes(method.descriptor());
            int slot = 0;
            String desc = method.descriptor();
            if (!method.isStatic()) {
                target.visitVarInsn(Opcodes.ALOAD, 0);
                slot = 1;
                desc = "(" + Type.getObjectType(method.owner().name()).getDescriptor() + desc.substring(1);
            }
            for (Type t : args) {
                target.visitVarInsn(t.getOpcode(Opcodes.ILOAD), slot);
                slot += t.getSize();
            }
            target.visitInvokeDynamicInsn(method.name(), desc, BOOTSTRAP, method.id());
            Type ret = Type.getReturnType(method.descriptor());
            target.visitInsn(ret.getOpcode(Opcodes.IRETURN));
            target.visitMaxs(Math.max(slot, ret.getSize()), slot);
            mv = null; // drop the original code, its frames, tables and code annotations
        }

        @Override
        public void visitEnd() {
            target.visitEnd();
        }
    }

    /**
     * Adds yieldpoints to a method kept as real bytecode: a prologue on entry, an epilogue
     * before each return, and a backedge check before each branch to an already-visited label (a
     * loop head), reporting the head's bytecode index (for a switch with several, the first). Each
     * call is stack-neutral, so existing stack map frames stay valid.
     *
     * <p>Also reports every throwable the method constructs ({@code new T; dup; ...;
     * invokespecial T.<init>}, told apart from {@code super(...)}/{@code this(...)} calls by
     * counting the {@code new}s still waiting for their constructor call), and every exception a
     * handler that names a type catches; and routes the calls the VM answers itself
     * ({@link rvm.core.model.ClassModel#isIntrinsic}) to the VM, as compiled code does: an
     * {@code invokedynamic} bound by {@code CompiledLinkage.member} to the instruction's index in the
     * guest method. (In a raised class file whose method has subroutines, the inlined copies have no
     * such index, and those calls go to the JDK.)
     */
    private static final class YieldpointInserter extends MethodVisitor {
        private final GuestMethod method;
        private final boolean clinit;
        private final boolean exactIndices;
        private final ClassHierarchy hierarchy;
        /** Each label visited so far, and the index of the instruction it stands before. */
        private final Map<Label, Integer> seen = new HashMap<>();
        private int insn;
        private int pendingNews;
        /** Labels just before each invoke instruction, and the instructions' guest bytecode indexes. */
        private final List<Label> calls = new ArrayList<>();
        private final List<Integer> callBcis = new ArrayList<>();
        /** The handlers that name an exception type, and the type of their exception on entry. */
        private final Map<Label, String> handlerTypes = new HashMap<>();
        /** The type of the handler whose first instruction comes next, or {@code null}. */
        private String pendingHandler;
        /** A static initialiser's whole code, which a handler of any throwable covers, once started. */
        private Label initStart;
        private Label initEnd;
        private Label initHandler;
        /** Whether the instructions visited are the guest method's own, one for one (no subroutine inlined). */
        private final boolean sameInstructions;

        YieldpointInserter(MethodVisitor next, GuestMethod method, boolean clinit, boolean exactIndices,
                           ClassHierarchy hierarchy) {
            super(Opcodes.ASM9, next);
            this.method = method;
            this.clinit = clinit;
            this.exactIndices = exactIndices;
            this.hierarchy = hierarchy;
            this.sameInstructions = exactIndices || !hasSubroutines(method);
        }

        private static boolean hasSubroutines(GuestMethod method) {
            for (org.objectweb.asm.tree.AbstractInsnNode i : method.node().instructions) {
                if (i.getOpcode() == Opcodes.JSR) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public void visitCode() {
            super.visitCode();
            if (clinit) {
                handOverLookup(mv);
            }
            YieldpointEmitter.prologue(FULL_ENTRY_POINTS, method.id()).accept(mv);
        }

        @Override
        public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
            if (type != null) { // catch-any handlers (finally, synchronized) only rethrow
                handlerTypes.merge(handler, type, this::commonSuperClass);
            }
            super.visitTryCatchBlock(start, end, handler, type);
        }

        private String commonSuperClass(String a, String b) {
            for (String c = a; c != null; c = hierarchy.superName(c)) {
                if (hierarchy.isSubclass(b, c)) {
                    return c;
                }
            }
            return "java/lang/Throwable";
        }

        @Override
        public void visitLabel(Label label) {
            seen.put(label, insn);
            pendingHandler = handlerTypes.getOrDefault(label, pendingHandler);
            super.visitLabel(label);
        }

        /**
         * Before each instruction: at a handler's first one (after its stack map frame), reports the
         * exception it caught, as compiled code does ({@code GuestRuntime.exceptionCaught}), and goes on
         * with the exception that returns.
         */
        private void reportCaught() {
            if (clinit && initStart == null) {
                // after the guest's own handlers (the table is searched in order), around all its code
                initStart = new Label();
                initEnd = new Label();
                initHandler = new Label();
                super.visitTryCatchBlock(initStart, initEnd, initHandler, null);
                super.visitLabel(initStart);
            }
            if (pendingHandler != null) {
                super.visitLdcInsn(Type.getObjectType(method.owner().name()));
                super.visitMethodInsn(Opcodes.INVOKESTATIC, RUNTIME, "exceptionCaught",
                        "(Ljava/lang/Throwable;Ljava/lang/Class;)Ljava/lang/Throwable;", false);
                super.visitTypeInsn(Opcodes.CHECKCAST, pendingHandler);
                pendingHandler = null;
            }
        }

        @Override
        public void visitInsn(int opcode) {
            reportCaught();
            if (opcode >= Opcodes.IRETURN && opcode <= Opcodes.RETURN) {
                YieldpointEmitter.epilogue(FULL_ENTRY_POINTS, method.id()).accept(mv);
                if (clinit) {
                    super.visitLdcInsn(Type.getObjectType(method.owner().name()));
                    super.visitMethodInsn(Opcodes.INVOKESTATIC, RUNTIME, "classInitialized",
                            "(Ljava/lang/Class;)V", false);
                }
            }
            insn++;
            super.visitInsn(opcode);
        }

        @Override
        public void visitJumpInsn(int opcode, Label label) {
            reportCaught();
            if (opcode != Opcodes.JSR && seen.containsKey(label)) {
                backedge(seen.get(label));
            }
            insn++;
            super.visitJumpInsn(opcode, label);
        }

        @Override
        public void visitTableSwitchInsn(int min, int max, Label dflt, Label... labels) {
            reportCaught();
            int head = firstSeen(dflt, labels);
            if (head >= 0) {
                backedge(head);
            }
            insn++;
            super.visitTableSwitchInsn(min, max, dflt, labels);
        }

        @Override
        public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] labels) {
            reportCaught();
            int head = firstSeen(dflt, labels);
            if (head >= 0) {
                backedge(head);
            }
            insn++;
            super.visitLookupSwitchInsn(dflt, keys, labels);
        }

        /** The first instruction among a switch's targets that is already visited, or -1 if none is. */
        private int firstSeen(Label dflt, Label[] labels) {
            int head = seen.getOrDefault(dflt, -1);
            for (Label l : labels) {
                int i = seen.getOrDefault(l, -1);
                if (i >= 0 && (head < 0 || i < head)) {
                    head = i;
                }
            }
            return head;
        }

        /** The backedge yieldpoint of the loop whose head is instruction {@code head}. */
        private void backedge(int head) {
            YieldpointEmitter.backedge(FULL_ENTRY_POINTS, method.id(), exactIndices ? method.bciOf(head) : -1).accept(mv);
        }

        // every other instruction only advances the instruction index
        @Override public void visitIntInsn(int opcode, int operand) { reportCaught(); insn++; super.visitIntInsn(opcode, operand); }
        @Override public void visitVarInsn(int opcode, int var) { reportCaught(); insn++; super.visitVarInsn(opcode, var); }
        @Override public void visitTypeInsn(int opcode, String type) {
            reportCaught();
            insn++;
            if (opcode == Opcodes.NEW) {
                pendingNews++;
            }
            super.visitTypeInsn(opcode, type);
        }
        @Override public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
            reportCaught();
            insn++;
            super.visitFieldInsn(opcode, owner, name, descriptor);
        }
        @Override public void visitMethodInsn(int opcode, String owner, String name, String descriptor,
                                              boolean isInterface) {
            reportCaught();
            if (exactIndices) {
                Label call = new Label();
                super.visitLabel(call);
                calls.add(call);
                callBcis.add(method.bciOf(insn));
            }
            int index = insn++;
            if (sameInstructions && method.owner().model().isIntrinsic(
                    new org.objectweb.asm.tree.MethodInsnNode(opcode, owner, name, descriptor, isInterface))) {
                String type = opcode == Opcodes.INVOKESTATIC ? descriptor
                        : "(" + Type.getObjectType(owner).getDescriptor() + descriptor.substring(1);
                super.visitInvokeDynamicInsn(name, type, MEMBER, method.id(), index);
                return;
            }
            super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
            if (opcode == Opcodes.INVOKESPECIAL && name.equals("<init>") && pendingNews > 0) {
                pendingNews--;
                if (hierarchy.isSubclass(owner, "java/lang/Throwable")) {
                    super.visitInsn(Opcodes.DUP);
                    super.visitLdcInsn(Type.getObjectType(method.owner().name()));
                    super.visitMethodInsn(Opcodes.INVOKESTATIC, RUNTIME, "throwableConstructed",
                            "(Ljava/lang/Throwable;Ljava/lang/Class;)V", false);
                }
            }
        }
        @Override public void visitInvokeDynamicInsn(String name, String descriptor, Handle bsm, Object... args) {
            reportCaught();
            insn++;
            super.visitInvokeDynamicInsn(name, descriptor, bsm, args);
        }
        @Override public void visitLdcInsn(Object value) { reportCaught(); insn++; super.visitLdcInsn(value); }
        @Override public void visitIincInsn(int var, int increment) { reportCaught(); insn++; super.visitIincInsn(var, increment); }
        @Override public void visitMultiANewArrayInsn(String descriptor, int dims) {
            reportCaught();
            insn++;
            super.visitMultiANewArrayInsn(descriptor, dims);
        }

        /**
         * Ends a static initialiser with the handler of every throwable that leaves it: the host JVM
         * records the throwable of a failed initialisation, with its stack trace as it is then, and
         * shows that trace again in the {@code NoClassDefFoundError} of every later use of the class,
         * so it must show guest frames before it leaves (and the guest frames of that moment).
         */
        @Override
        public void visitMaxs(int maxStack, int maxLocals) {
            if (initStart != null) {
                super.visitLabel(initEnd);
                super.visitLabel(initHandler);
                super.visitFrame(Opcodes.F_FULL, 0, new Object[0], 1, new Object[] {"java/lang/Throwable"});
                super.visitLdcInsn(Type.getObjectType(method.owner().name()));
                super.visitMethodInsn(Opcodes.INVOKESTATIC, RUNTIME, "exceptionCaught",
                        "(Ljava/lang/Throwable;Ljava/lang/Class;)Ljava/lang/Throwable;", false);
                super.visitInsn(Opcodes.ATHROW);
            }
            super.visitMaxs(maxStack + 3, maxLocals);
        }

        /** Tells the method where its calls are in the host class; call once the class is written. */
        void recordHostCalls() {
            int[] offsets = new int[calls.size()];
            int[] bcis = new int[calls.size()];
            for (int i = 0; i < offsets.length; i++) {
                offsets[i] = calls.get(i).getOffset();
                bcis[i] = callBcis.get(i);
            }
            method.setHostCalls(offsets, bcis);
        }
    }
}
