package rvm.inliner;

import static org.objectweb.asm.Opcodes.*;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import rvm.core.loader.ClassHierarchy;
import rvm.core.model.ClassModel;
import rvm.core.model.GuestClass;
import rvm.core.model.GuestMethod;

/**
 * The oracle's {@link CalleeResolver} over the VM's class model (the loaded guest classes) and its
 * class hierarchy (which also reads JDK classes), and the {@link InliningTransform.Access} of the
 * same hierarchy.
 *
 * <p>Class hierarchy analysis enumerates the loaded guest classes that are the call's class or its
 * subtypes; it gives up (receivers unknown) when the call names a JDK class or interface, when a
 * package-private method meets a declaration in another package (whose overriding depends on
 * packages, JVMS 5.4.5), when a receiver class inherits the method from an interface (default
 * methods), or beyond {@link #MAX_RECEIVERS} classes.
 */
public final class ModelCalleeResolver implements CalleeResolver, InliningTransform.Access {

    /** Class hierarchy analysis gives up beyond this many receiver classes. */
    public static final int MAX_RECEIVERS = 64;

    private final ClassModel model;
    private final ClassHierarchy hierarchy;

    /** A resolver over the guest classes {@code model} holds, with {@code hierarchy} for JDK classes. */
    public ModelCalleeResolver(ClassModel model, ClassHierarchy hierarchy) {
        this.model = Objects.requireNonNull(model, "model");
        this.hierarchy = Objects.requireNonNull(hierarchy, "hierarchy");
    }

    @Override
    public Optional<Callee> resolve(int opcode, String owner, String name, String descriptor) {
        ClassHierarchy.Member m = hierarchy.resolveMethod(owner, name, descriptor);
        if (m == null) {
            return Optional.empty();
        }
        GuestClass declaring = model.forName(m.owner());
        if (declaring != null) {
            GuestMethod g = declaring.method(name, descriptor);
            if (g != null) {
                return Optional.of(callee(g));
            }
        } else if (hierarchy.isGuest(m.owner())) {
            return Optional.empty(); // a guest class not loaded yet: not a JDK method
        }
        return Optional.of(Callee.host(m.owner() + "." + name + descriptor, m.access(), false));
    }

    @Override
    public Optional<List<Dispatch>> dispatch(String owner, String name, String descriptor) {
        GuestClass top = model.forName(owner);
        if (top == null) {
            return Optional.empty();
        }
        ClassHierarchy.Member declared = hierarchy.resolveMethod(owner, name, descriptor);
        if (declared == null) {
            return Optional.empty();
        }
        String packagePrivateIn = (declared.access() & (ACC_PUBLIC | ACC_PROTECTED | ACC_PRIVATE)) == 0
                ? ClassHierarchy.packageOf(declared.owner()) : null;
        List<Dispatch> rows = new ArrayList<>();
        for (GuestClass c : model.classes()) {
            int access = c.node().access;
            if ((access & (ACC_ABSTRACT | ACC_INTERFACE)) != 0 || !isSubtype(c, owner, new HashSet<>())) {
                continue;
            }
            String target = select(c, name, descriptor, packagePrivateIn);
            if (target == null) {
                return Optional.empty();
            }
            rows.add(new Dispatch(c.name(), target));
            if (rows.size() > MAX_RECEIVERS) {
                return Optional.empty();
            }
        }
        return Optional.of(rows);
    }

    @Override
    public Optional<Callee> method(String method) {
        GuestMethod g = guestMethod(method);
        return g == null ? Optional.empty() : Optional.of(callee(g));
    }

    /** The loaded guest method named in JVM form {@code pkg/Cls.name(Desc)Ret}, or null. */
    public GuestMethod guestMethod(String method) {
        return model.method(method);
    }

    @Override
    public boolean isAccessible(String internalName, String from) {
        return hierarchy.isAccessible(internalName, from);
    }

    @Override
    public boolean isConstructorAccessible(String owner, String descriptor, String from) {
        ClassHierarchy.Member c = hierarchy.resolveMethod(owner, "<init>", descriptor);
        // no such constructor: the call fails to link, and stays a call
        return c != null && c.owner().equals(owner) && ClassHierarchy.isReachable(c, from);
    }

    @Override
    public boolean isInitialized(String internalName) {
        GuestClass c = model.forName(internalName);
        return c != null && c.isInitialized();
    }

    private static Callee callee(GuestMethod g) {
        boolean classFinal = (g.owner().node().access & ACC_FINAL) != 0;
        return new Callee(g.jvmName(), g.node().access, classFinal, true, g.hasBody() ? g.node() : null,
                g.keptReason());
    }

    /** Whether guest class {@code c} is {@code owner} or a subtype of it, through guest classes and interfaces. */
    private boolean isSubtype(GuestClass c, String owner, Set<String> seen) {
        if (c == null || !seen.add(c.name())) {
            return false;
        }
        if (c.name().equals(owner)) {
            return true;
        }
        for (String i : c.node().interfaces) {
            if (isSubtype(model.forName(i), owner, seen)) {
                return true;
            }
        }
        return c.node().superName != null && isSubtype(model.forName(c.node().superName), owner, seen);
    }

    /**
     * The method a virtual call of {@code name descriptor} selects on an instance of exactly
     * {@code c}: the first non-static declaration up its superclasses (JDK ones through the
     * hierarchy); null when it would come from an interface (a default method) or cannot be found, or
     * when the method is package-private in {@code packagePrivateIn} and a declaration of another
     * package is met.
     */
    private String select(GuestClass c, String name, String descriptor, String packagePrivateIn) {
        String k = c.name();
        for (int depth = 0; k != null && depth < 1024; depth++) {
            GuestClass g = model.forName(k);
            if (g != null) {
                GuestMethod m = g.method(name, descriptor);
                if (m != null && !m.isStatic()) {
                    if (packagePrivateIn != null && !ClassHierarchy.packageOf(g.name()).equals(packagePrivateIn)) {
                        return null;
                    }
                    return (m.node().access & ACC_ABSTRACT) != 0 ? null : m.jvmName();
                }
                k = g.node().superName;
            } else {
                ClassHierarchy.Member m = hierarchy.resolveMethod(k, name, descriptor);
                if (m == null || (m.access() & (ACC_STATIC | ACC_ABSTRACT)) != 0
                        || hierarchy.isInterface(m.owner())) {
                    return null;
                }
                return m.owner() + "." + name + descriptor;
            }
        }
        return null;
    }
}
