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
    /** The class's own lookup, with the ORIGINAL mode, once handed over. */
    private volatile MethodHandles.Lookup original;
    /** What stands in for {@link #original} before: a lookup from {@code privateLookupIn}. */
    private volatile MethodHandles.Lookup privateLookup;
    private volatile boolean initialized;
    /** The names of the methods kept as bytecode, made on first use. */
    private volatile java.util.Set<String> keptNames;

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

    /**
     * Whether a method named {@code name} that is kept as bytecode is declared here (see
     * {@link GuestMethod#isKeptAsBytecode()}): whether a host frame of this class and name may be the
     * method's own rather than an entry stub. Answered without a method descriptor, which a stack
     * walk is slow to get.
     */
    public boolean hasKeptMethodNamed(String name) {
        java.util.Set<String> names = keptNames;
        if (names == null) {
            names = new java.util.HashSet<>();
            for (GuestMethod m : methods.values()) {
                if (m.isKeptAsBytecode()) {
                    names.add(m.name());
                }
            }
            keptNames = names;
        }
        return names.contains(name);
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
     * A lookup with full privilege on the host class, through which the VM resolves the class's
     * members, bootstrap methods and the JDK methods its code calls on its behalf: the class's own
     * lookup (what its code gets from {@code MethodHandles.lookup()}, with the ORIGINAL access mode
     * that caller-sensitive JDK methods require), once the class has handed it over.
     *
     * <p>The class hands it over as its static initialiser starts, and as each of its entry stubs
     * links. A method of the class can run before its initialiser starts: while the JVM initialises
     * a class, it first initialises the superclass, whose static initialiser may call a static
     * method of the class. Such a call enters the class through a stub, so executors call a method
     * of a class that has not handed over its lookup through its stub ({@link #hasOriginalLookup()}).
     * Before the hand-over, a lookup from {@code privateLookupIn} stands in, which lacks only the
     * ORIGINAL mode.
     */
    public MethodHandles.Lookup lookup() {
        MethodHandles.Lookup l = original;
        if (l != null) {
            return l;
        }
        l = privateLookup;
        if (l == null) {
            try {
                l = MethodHandles.privateLookupIn(hostClass, model.anchorLookup(loader));
            } catch (IllegalAccessException e) {
                throw new IllegalStateException("no full-privilege lookup on " + node.name, e);
            }
            privateLookup = l;
        }
        return l;
    }

    /** Whether the class has handed over its own lookup (see {@link #lookup()}). */
    public boolean hasOriginalLookup() {
        return original != null;
    }

    /** Records the class's own lookup; the first one handed over stays (they are all alike). */
    void setOriginalLookup(MethodHandles.Lookup own) {
        if (original == null) {
            original = own;
        }
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
