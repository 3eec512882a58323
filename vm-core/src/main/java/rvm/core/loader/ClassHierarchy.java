package rvm.core.loader;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import rvm.core.runtime.GuestPathMaps;

/**
 * What the VM knows of classes by internal name without loading them: super class, interfaces,
 * and the access flags of declared fields and methods. Guest classes are read from their class
 * files on the guest class path; JDK classes are asked of the platform loader (loading a JDK class
 * has no effect a guest can see).
 *
 * <p>Frame computation needs this while a class is being defined, when loading other guest classes
 * could recurse; the compiler needs it to decide which member accesses its hidden classes may make
 * directly.
 *
 * <p>Thread-safe; answers are cached.
 */
public final class ClassHierarchy {

    /** The JDK's marker of methods that look at their caller's class. */
    private static final String CALLER_SENSITIVE = "jdk.internal.reflect.CallerSensitive";

    /**
     * What the VM knows of one class.
     *
     * @param superName   the super class's internal name, {@code null} for {@code java/lang/Object}
     * @param isInterface whether it is an interface
     * @param interfaces  the direct super interfaces
     * @param members     access flags of declared members by {@code name + descriptor}
     * @param guest       whether it comes from the guest class path
     * @param found       whether the class was found at all (an unknown class is Object-like)
     * @param isPublic    whether the class is {@code public}
     */
    record Info(String superName, boolean isInterface, List<String> interfaces, Map<String, Member> members,
                boolean guest, boolean found, boolean isPublic) {
    }

    /**
     * A resolved field or method.
     *
     * @param owner           the internal name of the declaring class
     * @param access          its access flags
     * @param callerSensitive whether it is a JDK method that looks at its caller's class
     * @param callerAdapter   whether the JDK also declares its caller-sensitive adapter: the same
     *                        method with the caller's class as an extra last parameter (JDK 18 and
     *                        later), which a method handle for the method calls instead of it, so
     *                        the method's own frame is missing under a handle
     */
    public record Member(String owner, int access, boolean callerSensitive, boolean callerAdapter) {

        /** Whether the member is {@code private}. */
        public boolean isPrivate() {
            return (access & Opcodes.ACC_PRIVATE) != 0;
        }

        /** Whether the member is {@code public}. */
        public boolean isPublic() {
            return (access & Opcodes.ACC_PUBLIC) != 0;
        }

        /** Whether the member is {@code protected}. */
        public boolean isProtected() {
            return (access & Opcodes.ACC_PROTECTED) != 0;
        }

        /** Whether the member is {@code final}. */
        public boolean isFinal() {
            return (access & Opcodes.ACC_FINAL) != 0;
        }
    }

    static {
        // the first reading of a caller-sensitive method's annotations defines and initialises the
        // marker's annotation proxy class: done here, since links can be resolved at the depth of a
        // guest's stack overflow, where that initialisation could fail and leave the class unusable
        try {
            isCallerSensitive(Class.class.getMethod("forName", String.class));
        } catch (NoSuchMethodException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private static final Info UNKNOWN = new Info("java/lang/Object", false, List.of(), Map.of(), false, false, false);

    /**
     * A walk up the super classes stops after this many steps. Class files read here are not checked
     * yet: one whose super chain loops (which the host refuses with a {@link ClassCircularityError}
     * only when it is loaded) must not hang a walk.
     */
    static final int MAX_DEPTH = 1024;

    private final GuestClassLoader loader;
    private final ConcurrentMap<String, Info> cache = new ConcurrentHashMap<>();

    ClassHierarchy(GuestClassLoader loader) {
        this.loader = loader;
    }

    /** The class's info; a class that cannot be found is Object-like. */
    Info info(String internalName) {
        return GuestPathMaps.getOrCompute(cache, internalName, this::read);
    }

    /** The internal name of the super class, {@code null} for Object (and Object-like unknown classes' super is Object). */
    public String superName(String internalName) {
        return info(internalName).superName();
    }

    /** Whether the class is an interface ({@code false} when unknown). */
    public boolean isInterface(String internalName) {
        return info(internalName).isInterface();
    }

    private Info read(String internalName) {
        URL url = loader.findResource(internalName + ".class");
        if (url != null) {
            try (InputStream in = url.openStream()) {
                return fromClassFile(new ClassReader(in));
            } catch (IOException | RuntimeException e) {
                return UNKNOWN;
            }
        }
        try {
            return fromHost(Class.forName(internalName.replace('/', '.'), false, loader.getParent()));
        } catch (ClassNotFoundException | LinkageError e) {
            return UNKNOWN;
        }
    }

    private static Info fromClassFile(ClassReader reader) {
        Map<String, Member> members = new HashMap<>();
        String owner = reader.getClassName();
        reader.accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public FieldVisitor visitField(int access, String name, String descriptor, String signature, Object value) {
                members.put(name + descriptor, new Member(owner, access, false, false));
                return null;
            }

            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                members.put(name + descriptor, new Member(owner, access, false, false));
                return null;
            }
        }, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        return new Info(reader.getSuperName(), (reader.getAccess() & Opcodes.ACC_INTERFACE) != 0,
                List.of(reader.getInterfaces()), members, true, true, (reader.getAccess() & Opcodes.ACC_PUBLIC) != 0);
    }

    private static Info fromHost(Class<?> c) {
        Map<String, Member> members = new HashMap<>();
        String owner = Type.getInternalName(c);
        for (Field f : c.getDeclaredFields()) {
            members.put(f.getName() + Type.getDescriptor(f.getType()), new Member(owner, f.getModifiers(), false, false));
        }
        for (java.lang.reflect.Constructor<?> k : c.getDeclaredConstructors()) {
            members.put("<init>" + Type.getConstructorDescriptor(k), new Member(owner, k.getModifiers(), false, false));
        }
        Method[] methods = c.getDeclaredMethods();
        for (Method m : methods) {
            boolean callerSensitive = isCallerSensitive(m);
            members.put(m.getName() + Type.getMethodDescriptor(m), new Member(owner, m.getModifiers(),
                    callerSensitive, callerSensitive && hasCallerAdapter(m, methods)));
        }
        List<String> interfaces = new ArrayList<>();
        for (Class<?> i : c.getInterfaces()) {
            interfaces.add(Type.getInternalName(i));
        }
        Class<?> s = c.getSuperclass();
        return new Info(s == null ? null : Type.getInternalName(s), c.isInterface(), interfaces, members, false, true,
                Modifier.isPublic(c.getModifiers()));
    }

    private static boolean isCallerSensitive(Method m) {
        for (java.lang.annotation.Annotation a : m.getDeclaredAnnotations()) {
            if (a.annotationType().getName().equals(CALLER_SENSITIVE)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code methods} holds {@code m}'s caller-sensitive adapter, found as the JDK's method
     * handles find it: same name, kind and return type, {@code m}'s parameters and a {@code Class}.
     */
    private static boolean hasCallerAdapter(Method m, Method[] methods) {
        Class<?>[] parameters = m.getParameterTypes();
        for (Method a : methods) {
            Class<?>[] p = a.getParameterTypes();
            if (a.getName().equals(m.getName()) && p.length == parameters.length + 1
                    && p[parameters.length] == Class.class
                    && Arrays.equals(p, 0, parameters.length, parameters, 0, parameters.length)
                    && a.getReturnType() == m.getReturnType()
                    && Modifier.isStatic(a.getModifiers()) == Modifier.isStatic(m.getModifiers())) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code sub} is {@code sup} or one of its subclasses. */
    public boolean isSubclass(String sub, String sup) {
        int depth = 0;
        for (String c = sub; c != null && depth++ < MAX_DEPTH; c = info(c).superName()) {
            if (c.equals(sup)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether code of class {@code from} may name class {@code internalName} (an internal name or an
     * array descriptor) in its constant pool, as JVMS 5.4.4 allows: a public class, or one of the
     * same package (of the same loader: both are guest classes or both are not); an array as its
     * element type, a primitive always. An unknown class is not accessible.
     */
    public boolean isAccessible(String internalName, String from) {
        String name = internalName;
        if (name.startsWith("[")) {
            Type element = Type.getType(name).getElementType();
            if (element.getSort() != Type.OBJECT) {
                return true;
            }
            name = element.getInternalName();
        }
        Info info = info(name);
        if (!info.found()) {
            return false;
        }
        return info.isPublic() || (packageOf(name).equals(packageOf(from)) && info.guest() == info(from).guest());
    }

    /**
     * Whether code of class {@code from} may use {@code member} other than as a subclass of its
     * owner (JVMS 5.4.4): a public one; a private one of {@code from} itself; a package-private or
     * protected one of {@code from}'s package.
     */
    public static boolean isReachable(Member member, String from) {
        if (member.isPublic()) {
            return true;
        }
        if (member.isPrivate()) {
            return member.owner().equals(from);
        }
        return packageOf(member.owner()).equals(packageOf(from));
    }

    /** The package of a class's internal name, {@code ""} for the unnamed package. */
    public static String packageOf(String internalName) {
        int slash = internalName.lastIndexOf('/');
        return slash < 0 ? "" : internalName.substring(0, slash);
    }

    /** Whether the class can be found, on the guest class path or the host's. */
    public boolean exists(String internalName) {
        return info(internalName).found();
    }

    /** Whether the class is on the guest class path. */
    public boolean isGuest(String internalName) {
        return info(internalName).guest();
    }

    /**
     * Resolves a field reference as JVMS 5.4.3.2 does: the class, its super interfaces, then its super
     * classes.
     *
     * @return the field, or {@code null} when it (or a class on the way) cannot be found
     */
    public Member resolveField(String owner, String name, String descriptor) {
        int depth = 0;
        for (String c = owner; c != null && depth++ < MAX_DEPTH; c = info(c).superName()) {
            Info i = info(c);
            if (!i.found()) {
                return null;
            }
            Member m = i.members().get(name + descriptor);
            if (m != null) {
                return m;
            }
            Member fromInterface = memberInInterfaces(i, name + descriptor, new HashSet<>());
            if (fromInterface != null) {
                return fromInterface;
            }
        }
        return null;
    }

    /** The member {@code key} of {@code i}'s super interfaces, depth first; {@code seen} keeps a cycle from looping. */
    private Member memberInInterfaces(Info i, String key, Set<String> seen) {
        for (String s : i.interfaces()) {
            if (!seen.add(s)) {
                continue;
            }
            Info si = info(s);
            Member m = si.members().get(key);
            if (m == null) {
                m = memberInInterfaces(si, key, seen);
            }
            if (m != null) {
                return m;
            }
        }
        return null;
    }

    /**
     * Resolves a method reference as JVMS 5.4.3.3/5.4.3.4 do: the class and its super classes, then
     * its super interfaces.
     *
     * @return the method, or {@code null} when it (or a class on the way) cannot be found
     */
    public Member resolveMethod(String owner, String name, String descriptor) {
        String key = name + descriptor;
        int depth = 0;
        for (String c = owner; c != null && depth++ < MAX_DEPTH; c = info(c).superName()) {
            Info i = info(c);
            if (!i.found()) {
                return null;
            }
            Member m = i.members().get(key);
            if (m != null) {
                return m;
            }
        }
        depth = 0;
        for (String c = owner; c != null && depth++ < MAX_DEPTH; c = info(c).superName()) {
            Member m = memberInInterfaces(info(c), key, new HashSet<>());
            if (m != null) {
                return m;
            }
        }
        return null;
    }
}
