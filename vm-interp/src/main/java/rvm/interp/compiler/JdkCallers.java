package rvm.interp.compiler;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.MethodNode;
import rvm.core.model.GuestClass;
import rvm.core.model.GuestMethod;

/**
 * Which guest methods JDK code may call: those whose counter-based samples must walk for their
 * caller, because a JDK caller announces nothing (docs/decisions/024-cbs-samples-without-a-call.md).
 *
 * <p>A guest method may be called by JDK code when it overrides or implements a method of a JDK
 * class or interface ({@code hashCode} under a {@code HashMap}, {@code compare} under a sort,
 * {@code run} on a thread, a bridge method), when it is a lambda body ({@code lambda$...}), or when
 * an {@code invokedynamic} of its own class names it as a method handle (a method reference). A
 * method reference from another class, reflection and the launcher's call of {@code main} are not
 * seen: their calls from compiled code go unattributed.
 *
 * <p>Constraints: reads the guest class's defined host class by reflection, so only for a class
 * the VM has defined (every class it compiles).
 */
final class JdkCallers {

    /** Per guest class, its methods named by its own method handles: scanned once a class. */
    private static final Map<GuestClass, Set<String>> HANDLED = Collections.synchronizedMap(new WeakHashMap<>());

    private JdkCallers() {
    }

    /** Whether JDK code may call {@code m}. */
    static boolean mayCall(GuestMethod m) {
        if (m.name().startsWith("lambda$")) {
            return true;
        }
        if (m.name().startsWith("<")) {
            return false;
        }
        boolean overridable = !m.isStatic() && (m.access() & Opcodes.ACC_PRIVATE) == 0;
        return overridable && overridesJdkMethod(m) || namedByHandle(m);
    }

    private static boolean overridesJdkMethod(GuestMethod m) {
        Class<?> host = m.owner().hostClass();
        if (host == null) {
            return false;
        }
        Deque<Class<?>> todo = new ArrayDeque<>();
        Set<Class<?>> seen = new HashSet<>();
        todo.add(host);
        while (!todo.isEmpty()) {
            Class<?> c = todo.poll();
            if (!seen.add(c)) {
                continue;
            }
            if (c != host && isJdk(c) && declares(c, m.name(), m.descriptor())) {
                return true;
            }
            if (c.getSuperclass() != null) {
                todo.add(c.getSuperclass());
            }
            todo.addAll(java.util.List.of(c.getInterfaces()));
        }
        return false;
    }

    private static boolean isJdk(Class<?> c) {
        ClassLoader l = c.getClassLoader();
        return l == null || l == ClassLoader.getPlatformClassLoader();
    }

    private static boolean declares(Class<?> c, String name, String descriptor) {
        for (Method jdk : c.getDeclaredMethods()) {
            int mod = jdk.getModifiers();
            if (jdk.getName().equals(name) && !Modifier.isStatic(mod) && !Modifier.isPrivate(mod)
                    && Type.getMethodDescriptor(jdk).equals(descriptor)) {
                return true;
            }
        }
        return false;
    }

    private static boolean namedByHandle(GuestMethod m) {
        return HANDLED.computeIfAbsent(m.owner(), JdkCallers::handled).contains(m.name() + m.descriptor());
    }

    /** The methods of {@code c} that an {@code invokedynamic} of {@code c} names as method handles. */
    private static Set<String> handled(GuestClass c) {
        Set<String> named = new HashSet<>();
        for (MethodNode method : c.node().methods) {
            if (method.instructions == null) {
                continue;
            }
            for (AbstractInsnNode i : method.instructions) {
                if (i instanceof InvokeDynamicInsnNode indy) {
                    for (Object arg : indy.bsmArgs) {
                        if (arg instanceof Handle h && h.getOwner().equals(c.name())) {
                            named.add(h.getName() + h.getDesc());
                        }
                    }
                }
            }
        }
        return named;
    }
}
