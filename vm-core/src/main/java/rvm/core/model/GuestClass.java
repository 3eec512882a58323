package rvm.core.model;

import java.lang.invoke.MethodHandles;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.ClassNode;

/**
 * A guest class: the class file as the guest wrote it, its methods, and the host class that
 * stands for it (same name, fields, methods and attributes, whose method bodies are entry stubs).
 */
public final class GuestClass {

    private final ClassModel model;
    private final ClassLoader loader;
    private final ClassNode node;
    private final Map<String, GuestMethod> methods = new LinkedHashMap<>();
    private volatile Class<?> hostClass;
    private volatile MethodHandles.Lookup lookup;
    private volatile boolean initialized;

    GuestClass(ClassModel model, ClassLoader loader, ClassNode node) {
        this.model = model;
        this.loader = loader;
        this.node = node;
    }

    void addMethod(GuestMethod m) {
        methods.put(m.name() + m.descriptor(), m);
    }

    /** The model this class belongs to. */
    public ClassModel model() {
        return model;
    }

    /** The guest class loader that defined the host class. */
    public ClassLoader loader() {
        return loader;
    }

    /** The internal name, e.g. {@code java/util/ArrayList} form: {@code pkg/Cls}. */
    public String name() {
        return node.name;
    }

    /** The internal name of the superclass, or {@code null} for {@code java/lang/Object}. */
    public String superName() {
        return node.superName;
    }

    /** Internal names of the directly implemented interfaces. */
    public List<String> interfaces() {
        return Collections.unmodifiableList(node.interfaces);
    }

    /** Whether this is an interface. */
    public boolean isInterface() {
        return (node.access & Opcodes.ACC_INTERFACE) != 0;
    }

    /** The SourceFile attribute, or {@code null}. */
    public String sourceFile() {
        return node.sourceFile;
    }

    /** The original class as read from the class file (method bodies included). */
    public ClassNode node() {
        return node;
    }

    /** The method declared here with this name and descriptor, or {@code null}. */
    public GuestMethod method(String name, String descriptor) {
        return methods.get(name + descriptor);
    }

    /** Every method declared here, in class-file order. */
    public Iterable<GuestMethod> methods() {
        return Collections.unmodifiableCollection(methods.values());
    }

    /** The host class; {@code null} only while the class is being defined. */
    public Class<?> hostClass() {
        return hostClass;
    }

    void setHostClass(Class<?> c) {
        hostClass = c;
    }

    /**
     * A lookup with full privilege on the host class: what the class's own code gets from
     * {@code MethodHandles.lookup()}. Bootstrap methods and caller-sensitive JDK methods called
     * by the guest are resolved through it, so they see the guest class as their caller.
     *
     * <p>The class's static initialiser hands over its own lookup as it starts; before that (the
     * class is not initialised, so none of its methods runs yet) a lookup from
     * {@code privateLookupIn} stands in, which lacks only the ORIGINAL mode.
     */
    public MethodHandles.Lookup lookup() {
        MethodHandles.Lookup l = lookup;
        if (l == null) {
            try {
                l = MethodHandles.privateLookupIn(hostClass, model.anchorLookup(loader));
            } catch (IllegalAccessException e) {
                throw new IllegalStateException("no full-privilege lookup on " + node.name, e);
            }
            lookup = l;
        }
        return l;
    }

    void setLookup(MethodHandles.Lookup own) {
        lookup = own;
    }

    /**
     * Whether the class's static initialiser has completed normally. {@code false} while it
     * runs, so a caller that sees {@code false} must ask the host JVM to initialise the class.
     */
    public boolean isInitialized() {
        return initialized;
    }

    void markInitialized() {
        initialized = true;
    }

    @Override
    public String toString() {
        return node.name;
    }
}
