package rvm.interp.compiler;

import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.BasicValue;
import org.objectweb.asm.tree.analysis.Frame;
import org.objectweb.asm.tree.analysis.SimpleVerifier;
import rvm.core.loader.ClassHierarchy;
import rvm.core.model.GuestMethod;

/**
 * The verifier's types of the locals and operand stack at one instruction of a guest method: what an
 * on-stack replacement entry must load from an interpreter frame to continue there in compiled code.
 *
 * @param locals one type per local slot: a JVM type, or {@code null} where the slot holds nothing
 *               usable (unset, or the second half of a long or double)
 * @param stack  the types of the operand stack, bottom first
 */
record OsrState(List<Type> locals, List<Type> stack) {

    /** The type of the {@code null} constant in ASM's verifier. */
    static final Type NULL = Type.getObjectType("null");

    /**
     * The state at real instruction {@code insnIndex} of {@code method}.
     *
     * <p>ASM's verifier does not tell an object that {@code new} created but no constructor has yet
     * initialised from an initialised one: the caller must not take over while the frame holds one.
     *
     * @return the state, or {@code null} when compiled code cannot take over there: the method does
     *         not verify under the VM's view of the hierarchy
     */
    static OsrState at(GuestMethod method, int insnIndex, ClassHierarchy hierarchy) {
        Frame<BasicValue>[] frames;
        try {
            frames = new Analyzer<>(new HierarchyVerifier(method, hierarchy))
                    .analyze(method.owner().name(), method.node());
        } catch (AnalyzerException e) {
            return null;
        }
        int node = nodeIndex(method, insnIndex);
        Frame<BasicValue> f = node < 0 ? null : frames[node];
        if (f == null) {
            return null;
        }
        List<Type> locals = new ArrayList<>();
        for (int i = 0; i < f.getLocals(); i++) {
            locals.add(loadable(usable(f.getLocal(i)), hierarchy));
        }
        List<Type> stack = new ArrayList<>();
        for (int i = 0; i < f.getStackSize(); i++) {
            Type t = usable(f.getStack(i));
            if (t == null) {
                return null;
            }
            stack.add(loadable(t, hierarchy));
        }
        return new OsrState(locals, stack);
    }

    /**
     * The type a slot is loaded as: an interface type (or an array of one) as {@code Object}. ASM's
     * verifier, like the JVM's, takes any reference as assignable to an interface, so where two
     * paths meet it may type a slot as an interface that the value in it does not implement (a
     * {@code String} in one path, a {@code Shape} in the other); a cast to it would fail. The JVM's
     * type checker treats interface types as {@code Object}, so loading the slot as that verifies.
     */
    private static Type loadable(Type t, ClassHierarchy hierarchy) {
        if (t == null || t.equals(NULL)) {
            return t;
        }
        Type element = t.getSort() == Type.ARRAY ? t.getElementType() : t;
        if (element.getSort() != Type.OBJECT || !hierarchy.isInterface(element.getInternalName())) {
            return t;
        }
        return t.getSort() == Type.ARRAY
                ? Type.getType("[".repeat(t.getDimensions()) + "Ljava/lang/Object;")
                : Type.getObjectType("java/lang/Object");
    }

    /** A value's type, or {@code null} for "nothing usable" (ASM's uninitialised value or a return address). */
    private static Type usable(BasicValue v) {
        if (v == null || v == BasicValue.UNINITIALIZED_VALUE || v == BasicValue.RETURNADDRESS_VALUE) {
            return null;
        }
        return v.getType();
    }

    private static int nodeIndex(GuestMethod method, int insnIndex) {
        int real = 0;
        int node = 0;
        for (AbstractInsnNode i = method.node().instructions.getFirst(); i != null; i = i.getNext(), node++) {
            if (i.getOpcode() >= 0) {
                if (real == insnIndex) {
                    return node;
                }
                real++;
            }
        }
        return -1;
    }

    /** ASM's verifier, asking the VM's hierarchy instead of loading classes. */
    private static final class HierarchyVerifier extends SimpleVerifier {
        private final ClassHierarchy hierarchy;

        HierarchyVerifier(GuestMethod method, ClassHierarchy hierarchy) {
            super(Opcodes.ASM9, Type.getObjectType(method.owner().name()),
                    method.owner().superName() == null ? null : Type.getObjectType(method.owner().superName()),
                    method.owner().interfaces().stream().map(Type::getObjectType).toList(),
                    method.owner().isInterface());
            this.hierarchy = hierarchy;
        }

        @Override
        protected boolean isInterface(Type type) {
            return type.getSort() == Type.OBJECT && hierarchy.isInterface(type.getInternalName());
        }

        @Override
        protected Type getSuperClass(Type type) {
            if (type.getSort() != Type.OBJECT) {
                return Type.getObjectType("java/lang/Object");
            }
            String s = hierarchy.superName(type.getInternalName());
            return s == null ? null : Type.getObjectType(s);
        }

        @Override
        protected boolean isAssignableFrom(Type to, Type from) {
            if (to.equals(from) || to.getInternalName().equals("java/lang/Object")) {
                return true;
            }
            if (to.getSort() == Type.ARRAY) {
                if (from.getSort() != Type.ARRAY || from.getDimensions() < to.getDimensions()) {
                    return false;
                }
                Type te = to.getElementType();
                Type fe = from.getDimensions() == to.getDimensions() ? from.getElementType()
                        : Type.getType(from.getDescriptor().substring(to.getDimensions()));
                if (te.getSort() != Type.OBJECT || fe.getSort() < Type.ARRAY) {
                    return te.equals(fe);
                }
                return isAssignableFrom(te, fe);
            }
            if (from.getSort() == Type.ARRAY) {
                String n = to.getInternalName();
                return n.equals("java/lang/Cloneable") || n.equals("java/io/Serializable");
            }
            if (isInterface(to)) {
                return true; // the JVM's type checker treats interfaces as Object
            }
            return hierarchy.isSubclass(from.getInternalName(), to.getInternalName());
        }
    }
}
