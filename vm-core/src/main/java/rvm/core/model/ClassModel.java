package rvm.core.model;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * The VM's model of every guest class loaded so far: classes by name, methods by id, and the
 * way back from a host class to its guest class.
 *
 * <p>Thread-safe: guest threads load classes concurrently.
 */
public final class ClassModel {

    private final Map<String, GuestClass> classes = new ConcurrentHashMap<>();
    private final List<GuestMethod> methods = new ArrayList<>();
    private volatile GuestMethod[] methodTable = new GuestMethod[0];
    private volatile MethodExecutor executor;
    private volatile CompiledCodeLinker compiledCodeLinker;
    private volatile Predicate<MethodInsnNode> intrinsics = m -> false;
    private volatile MethodHandles.Lookup anchor;
    private volatile MethodHandle trampoline;
    private final ClassValue<GuestClass> byHost = new ClassValue<>() {
        @Override
        protected GuestClass computeValue(Class<?> type) {
            GuestClass g = classes.get(type.getName().replace('.', '/'));
            return g != null && g.hostClass() == type ? g : null;
        }
    };

    /** Installs the executor that supplies the code behind entry slots. */
    public void setExecutor(MethodExecutor e) {
        executor = e;
    }

    /** The executor; fails if none was installed. */
    public MethodExecutor executor() {
        MethodExecutor e = executor;
        if (e == null) {
            throw new IllegalStateException("no method executor installed in the class model");
        }
        return e;
    }

    /** Installs the linker of the instructions compiled code routes through the VM. */
    public void setCompiledCodeLinker(CompiledCodeLinker l) {
        compiledCodeLinker = l;
    }

    /** The compiled-code linker; fails if none was installed (no code was compiled). */
    public CompiledCodeLinker compiledCodeLinker() {
        CompiledCodeLinker l = compiledCodeLinker;
        if (l == null) {
            throw new IllegalStateException("no compiled-code linker installed in the class model");
        }
        return l;
    }

    /**
     * Installs the test of which calls the VM answers itself (its intrinsics): code that stays the
     * guest's own bytecode (constructors, static initialisers) routes those calls to the VM, through
     * the {@linkplain #compiledCodeLinker() compiled-code linker}, as compiled code does. Set it before
     * any guest class is defined; until then no call is an intrinsic.
     */
    public void setIntrinsics(Predicate<MethodInsnNode> test) {
        intrinsics = test;
    }

    /** Whether the VM answers the call {@code m} itself (see {@link #setIntrinsics}). */
    public boolean isIntrinsic(MethodInsnNode m) {
        return intrinsics.test(m);
    }

    /**
     * Records the full-privilege lookup of the anchor class that the guest loader defines in its
     * own unnamed module; {@code privateLookupIn} from it gives full privilege on guest classes.
     */
    public void setAnchorLookup(MethodHandles.Lookup l) {
        anchor = l;
    }

    /**
     * {@code (MethodHandle, Object[])Object}: calls a spread handle from a method of a class the
     * guest loader defined. Executors call JDK code through it so that the nearest frame on the
     * stack below the JDK belongs to the guest loader, as it would on the host: the JDK looks there
     * for "the latest user-defined loader" ({@code ObjectInputStream.resolveClass} does).
     */
    public MethodHandle hostCallTrampoline() {
        MethodHandle t = trampoline;
        if (t == null) {
            MethodHandles.Lookup l = anchor;
            try {
                t = l.findStatic(l.lookupClass(), "invoke",
                        MethodType.methodType(Object.class, MethodHandle.class, Object[].class));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("the guest loader's anchor has no invoke method", e);
            }
            trampoline = t;
        }
        return t;
    }

    MethodHandles.Lookup anchorLookup(ClassLoader loader) {
        MethodHandles.Lookup l = anchor;
        if (l == null || l.lookupClass().getClassLoader() != loader) {
            throw new IllegalStateException("no anchor lookup for loader " + loader);
        }
        return l;
    }

    /**
     * Adds a class read from its class file. Methods get ids in class-file order.
     *
     * @param offsets per-method instruction offsets and raw opcodes, keyed by name + descriptor
     */
    public synchronized GuestClass add(ClassLoader loader, ClassNode node,
                                       Map<String, CodeOffsets.Method> offsets) {
        GuestClass g = new GuestClass(this, loader, node);
        for (MethodNode m : node.methods) {
            GuestMethod gm = new GuestMethod(methods.size(), g, m, offsets.get(m.name + m.desc));
            methods.add(gm);
            g.addMethod(gm);
        }
        methodTable = methods.toArray(new GuestMethod[0]);
        classes.put(node.name, g);
        return g;
    }

    /** Records the host class defined for a guest class. */
    public void defined(GuestClass g, Class<?> host) {
        g.setHostClass(host);
    }

    /** Forgets a class whose definition failed. */
    public void remove(GuestClass g) {
        classes.remove(g.name(), g);
    }

    /** The guest class with this internal name, or {@code null} if not loaded. */
    public GuestClass forName(String internalName) {
        return classes.get(internalName);
    }

    /** The guest class a host class stands for, or {@code null} for non-guest classes. */
    public GuestClass forHost(Class<?> host) {
        return byHost.get(host);
    }

    /**
     * The method of a loaded guest class named in JVM form, {@code pkg/Cls.name(Desc)Ret} (as
     * {@link GuestMethod#jvmName()} and the DCG name it), or {@code null} when its class is not
     * loaded, has no such method, or the name is not in that form.
     */
    public GuestMethod method(String jvmName) {
        int paren = jvmName.indexOf('(');
        int dot = paren < 0 ? -1 : jvmName.lastIndexOf('.', paren);
        if (dot < 0) {
            return null;
        }
        GuestClass c = forName(jvmName.substring(0, dot));
        return c == null ? null : c.method(jvmName.substring(dot + 1, paren), jvmName.substring(paren));
    }

    /** The method with this id. */
    public GuestMethod method(int id) {
        return methodTable[id];
    }

    /** Every loaded guest class. */
    public Collection<GuestClass> classes() {
        return classes.values();
    }

    /**
     * Records a guest class's own lookup, handed over by its static initialiser or by the bootstrap
     * of one of its entry stubs; a lookup without the ORIGINAL mode, or on another class, is ignored.
     */
    public void setOriginalLookup(MethodHandles.Lookup own) {
        if ((own.lookupModes() & MethodHandles.Lookup.ORIGINAL) == 0) {
            return;
        }
        GuestClass g = forHost(own.lookupClass());
        if (g != null) {
            g.setOriginalLookup(own);
        }
    }

    /** Called by a guest class's static initialiser when it completes normally. */
    public void markInitialized(Class<?> host) {
        GuestClass g = forHost(host);
        if (g != null) {
            g.markInitialized();
        }
    }
}
