package rvm.core.compile;

import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.BasicValue;
import org.objectweb.asm.tree.analysis.Frame;
import org.objectweb.asm.tree.analysis.SimpleVerifier;
import rvm.core.loader.ClassHierarchy;
import rvm.core.model.GuestClass;

/**
 * The verifier's types of locals and operand stack in code of a guest class, under the VM's view of
 * the class hierarchy: what code that continues an activation elsewhere (an on-stack replacement
 * entry, a sampled copy's entry) must load to continue there.
 */
public final class FrameTypes {

    /** The type of the {@code null} constant in ASM's verifier. */
    public static final Type NULL = Type.getObjectType("null");

    private FrameTypes() {
    }

    /**
     * The frames of {@code code}, a method of {@code owner}, one per instruction node (null where the
     * code is unreachable), or {@code null} when it does not verify under the VM's view of the
     * hierarchy.
     *
     * <p>An object that {@code new} created but no constructor has yet initialised is a value of its
     * own ({@link UninitialisedObjects}): code must not take over from a frame that holds one
     * ({@link UninitialisedObjects#holdsAny}).
     */
    public static Frame<BasicValue>[] analyze(GuestClass owner, MethodNode code, ClassHierarchy hierarchy) {
        try {
            return UninitialisedObjects.analyze(owner.name(), code, new HierarchyVerifier(owner, hierarchy));
        } catch (AnalyzerException e) {
            return null;
        }
    }

    /**
     * The loadable type of each local slot of {@code f} ({@link #loadable}), {@code null} where the
     * slot holds nothing usable (unset, or the second half of a long or double).
     */
    public static List<Type> locals(Frame<BasicValue> f, ClassHierarchy hierarchy) {
        List<Type> locals = new ArrayList<>(f.getLocals());
        for (int i = 0; i < f.getLocals(); i++) {
            locals.add(loadable(usable(f.getLocal(i)), hierarchy));
        }
        return locals;
    }

    /** A value's type, or {@code null} for "nothing usable" (ASM's uninitialised value or a return address). */
    public static Type usable(BasicValue v) {
        if (v == null || v == BasicValue.UNINITIALIZED_VALUE || v == BasicValue.RETURNADDRESS_VALUE) {
            return null;
        }
        return v.getType();
    }

    /**
     * The type a slot is loaded as: an interface type (or an array of one) as {@code Object}. ASM's
     * verifier, like the JVM's, takes any reference as assignable to an interface, so where two
     * paths meet it may type a slot as an interface that the value in it does not implement (a
     * {@code String} in one path, a {@code Shape} in the other); a cast to it would fail. The JVM's
     * type checker treats interface types as {@code Object}, so loading the slot as that verifies.
     */
    public static Type loadable(Type t, ClassHierarchy hierarchy) {
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

    /** ASM's verifier, asking the VM's hierarchy instead of loading classes. */
    private static final class HierarchyVerifier extends SimpleVerifier {
        private final ClassHierarchy hierarchy;

        HierarchyVerifier(GuestClass owner, ClassHierarchy hierarchy) {
            super(Opcodes.ASM9, Type.getObjectType(owner.name()),
                    owner.superName() == null ? null : Type.getObjectType(owner.superName()),
                    owner.interfaces().stream().map(Type::getObjectType).toList(),
                    owner.isInterface());
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
