package rvm.profiling.instrument;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import rvm.core.model.ClassModel;
import rvm.core.model.GuestClass;
import rvm.core.model.GuestMethod;
import rvm.core.runtime.GuestPathMaps;
import rvm.core.runtime.ToolEvents;
import rvm.tool.Site;

/**
 * The method a call selects, as the JVM selects it: for a static or special call, the symbolic
 * reference resolved through the guest classes; for a virtual or interface call, the method the
 * receiver's class selects, which may be a JDK method (an {@code Object.hashCode} that no guest
 * class overrides). The instrumentation's call edges keep the guest targets; tools are told every
 * target ({@link #forTools}).
 *
 * <p>Constraints: thread-safe; tools' calls reach it from guest threads.
 */
final class CallTargets {

    private final ClassModel model;
    private final ConcurrentMap<Class<?>, ConcurrentMap<String, Boolean>> jdkDeclares = new ConcurrentHashMap<>();

    CallTargets(ClassModel model) {
        this.model = model;
    }

    /** What tools are told: the guest target, else the JDK method selected, else the symbolic reference. */
    ToolEvents.CallTargets forTools() {
        return (Site site, Class<?> receiver) -> {
            int dot = site.operand().indexOf('.');
            int paren = site.operand().indexOf('(', dot);
            String owner = site.operand().substring(0, dot);
            String name = site.operand().substring(dot + 1, paren);
            String desc = site.operand().substring(paren);
            String guest = receiver == null ? guestStatic(owner, name, desc)
                    : guestVirtual(owner, name, desc, receiver);
            if (guest != null) {
                return guest;
            }
            if (receiver != null) {
                for (Class<?> k = receiver; k != null; k = k.getSuperclass()) {
                    if (model.forHost(k) == null && jdkDeclares(k, name, desc)) {
                        return Type.getInternalName(k) + "." + name + desc;
                    }
                }
            }
            return site.operand();
        };
    }

    /** The guest method a static or special call of {@code owner.name desc} selects, or {@code null} when it is none. */
    String guestStatic(String ownerName, String name, String descriptor) {
        for (GuestClass g = model.forName(ownerName); g != null; g = g.superName() == null ? null
                : model.forName(g.superName())) {
            GuestMethod m = g.method(name, descriptor);
            if (m != null) {
                return m.jvmName();
            }
        }
        GuestClass owner = model.forName(ownerName); // a default method named through its interface
        GuestMethod m = owner == null ? null : fromInterfaces(owner, name, descriptor);
        return m == null ? null : m.jvmName();
    }

    /**
     * The guest method a virtual or interface call selects on a receiver of class {@code c}, or
     * {@code null} when it selects a JDK method.
     */
    String guestVirtual(String ownerName, String name, String descriptor, Class<?> c) {
        GuestClass owner = model.forName(ownerName);
        if (owner != null) {
            GuestMethod named = owner.method(name, descriptor);
            if (named != null && (named.access() & Opcodes.ACC_PRIVATE) != 0) {
                return named.jvmName(); // a private method of a nestmate: no selection
            }
        }
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            GuestClass g = model.forHost(k);
            if (g == null) {
                if (jdkDeclares(k, name, descriptor)) {
                    return null;
                }
                continue;
            }
            GuestMethod m = g.method(name, descriptor);
            if (m != null && m.hasBody() && !m.isStatic()) {
                return m.jvmName();
            }
        }
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            GuestClass g = model.forHost(k);
            if (g != null) {
                GuestMethod m = fromInterfaces(g, name, descriptor);
                if (m != null) {
                    return m.jvmName();
                }
            }
        }
        return null;
    }

    /** A default method {@code name descriptor} of the guest interfaces {@code g} implements, or {@code null}. */
    private GuestMethod fromInterfaces(GuestClass g, String name, String descriptor) {
        for (String i : g.interfaces()) {
            GuestClass gi = model.forName(i);
            if (gi == null) {
                continue;
            }
            GuestMethod m = gi.method(name, descriptor);
            if (m != null && m.hasBody() && !m.isStatic()) {
                return m;
            }
            GuestMethod deeper = fromInterfaces(gi, name, descriptor);
            if (deeper != null) {
                return deeper;
            }
        }
        return null;
    }

    /** Whether JDK class {@code k} declares a non-abstract instance method {@code name descriptor}. */
    private boolean jdkDeclares(Class<?> k, String name, String descriptor) {
        ConcurrentMap<String, Boolean> declared = GuestPathMaps.getOrCompute(jdkDeclares, k, x -> new ConcurrentHashMap<>());
        return GuestPathMaps.getOrCompute(declared, name + descriptor, x -> {
            for (Method m : k.getDeclaredMethods()) {
                if (m.getName().equals(name) && Type.getMethodDescriptor(m).equals(descriptor)
                        && !Modifier.isAbstract(m.getModifiers()) && !Modifier.isStatic(m.getModifiers())) {
                    return true;
                }
            }
            return false;
        });
    }
}
