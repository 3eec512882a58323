package rvm.interp.link;

import static org.objectweb.asm.Opcodes.*;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import rvm.core.loader.ClassHierarchy;
import rvm.core.model.ClassModel;
import rvm.core.model.GuestClass;
import rvm.core.model.GuestMethod;
import rvm.core.runtime.ResolutionErrors;

/**
 * Resolves symbolic references of interpreted instructions on their first execution: classes,
 * fields, methods, constants and {@code invokedynamic} call sites, all through the calling guest
 * class's full-privilege lookup, so access checks and caller-sensitive JDK methods see the guest
 * class as the caller.
 *
 * <p>Resolution failures become the {@link LinkageError}s the JVM would raise at that instruction.
 */
public final class Linker {

    /** {@code clone()} of any array: method handle lookups do not find the arrays' own clone. */
    private static final MethodHandle ARRAY_CLONE;

    private static final MethodHandle IS_NULL;
    private static final MethodHandle NPE;

    static {
        try {
            ARRAY_CLONE = MethodHandles.lookup().findStatic(Linker.class, "cloneArray",
                    MethodType.methodType(Object.class, Object.class));
            IS_NULL = MethodHandles.lookup().findStatic(java.util.Objects.class, "isNull",
                    MethodType.methodType(boolean.class, Object.class));
            NPE = MethodHandles.lookup().findStatic(Linker.class, "npe",
                    MethodType.methodType(NullPointerException.class, Supplier.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final ClassModel model;
    private final StackIntrinsics stackWalker;
    private final FieldAccessors fieldAccessors = new FieldAccessors();
    private final FieldMethods fieldMethods = new FieldMethods();
    /** The first error of each class name that failed to resolve, by the resolving class's name and the name. */
    private final java.util.Map<String, LinkageError> failedClasses = new java.util.concurrent.ConcurrentHashMap<>();
    private final GuestShutdown shutdown = new GuestShutdown();
    private final CallerSensitiveCalls callerSensitive = new CallerSensitiveCalls();

    private static Object cloneArray(Object array) {
        int n = java.lang.reflect.Array.getLength(array);
        Object copy = java.lang.reflect.Array.newInstance(array.getClass().getComponentType(), n);
        System.arraycopy(array, 0, copy, 0, n);
        return copy;
    }

    /** A linker for the guest classes of {@code model}; the guest's stack walks go to {@code stackWalker}. */
    public Linker(ClassModel model, StackIntrinsics stackWalker) {
        this.model = model;
        this.stackWalker = stackWalker;
    }

    /** The guest's shutdown hooks and halt, which this linker's intrinsics record. */
    public GuestShutdown shutdown() {
        return shutdown;
    }

    // ---------------------------------------------------------------- classes

    /**
     * The class named by an internal name or array descriptor, as seen from {@code caller}. Once the
     * name failed to resolve from a class, it fails again without asking the loader, with the error
     * the JVM throws then ({@link ResolutionErrors#again}).
     */
    public Class<?> resolveClass(GuestClass caller, String internalName) {
        String key = caller.name() + " " + internalName;
        LinkageError failed = failedClasses.get(key);
        if (failed != null) {
            throw ResolutionErrors.again(failed);
        }
        try {
            return Class.forName(internalName.replace('/', '.'), false, caller.loader());
        } catch (ClassNotFoundException e) {
            NoClassDefFoundError error = new NoClassDefFoundError(internalName);
            error.initCause(e);
            failedClasses.putIfAbsent(key, error);
            throw error;
        } catch (LinkageError e) {
            failedClasses.putIfAbsent(key, e);
            throw e;
        }
    }

    /** The class of a type descriptor (primitive, array or class). */
    public Class<?> resolveType(GuestClass caller, Type type) {
        switch (type.getSort()) {
            case Type.BOOLEAN: return boolean.class;
            case Type.BYTE: return byte.class;
            case Type.CHAR: return char.class;
            case Type.SHORT: return short.class;
            case Type.INT: return int.class;
            case Type.LONG: return long.class;
            case Type.FLOAT: return float.class;
            case Type.DOUBLE: return double.class;
            case Type.VOID: return void.class;
            case Type.ARRAY: return resolveClass(caller, type.getDescriptor());
            default: return resolveClass(caller, type.getInternalName());
        }
    }

    private MethodType methodType(GuestClass caller, String descriptor) {
        try {
            return MethodType.fromMethodDescriptorString(descriptor, caller.loader());
        } catch (TypeNotPresentException e) {
            NoClassDefFoundError error = new NoClassDefFoundError(e.typeName().replace('.', '/'));
            error.initCause(e);
            throw error;
        }
    }

    /**
     * The error a refused lookup stands for. The JDK reports every resolution error of the JVM's own
     * as an {@link IllegalAccessException} whose cause is that error ({@link VerifyError} when the
     * class fails to link, {@link IncompatibleClassChangeError}, ...): the instruction throws the
     * cause, as it would on the host.
     */
    private static LinkageError accessError(IllegalAccessException e) {
        return e.getCause() instanceof LinkageError cause ? cause : new IllegalAccessError(e.getMessage());
    }

    // ---------------------------------------------------------------- fields

    public FieldSite field(GuestClass caller, FieldInsnNode f) {
        Class<?> owner = resolveClass(caller, f.owner);
        char kind = Descriptors.kind(f.desc);
        MethodHandle h = fieldHandle(caller, f);
        switch (f.getOpcode()) {
            case GETSTATIC:
                return new FieldSite(kind, true, Conversions.getter(h, kind), null);
            case PUTSTATIC:
                return new FieldSite(kind, true, null, Conversions.setter(h, kind));
            case GETFIELD:
                return withGeneratedAccess(new FieldSite(kind, false, Conversions.getter(h, kind), null), owner, f);
            default:
                return withGeneratedAccess(new FieldSite(kind, false, null, Conversions.setter(h, kind)), owner, f);
        }
    }

    /**
     * The direct handle of a field instruction, found with the guest class's lookup: a getter or a
     * setter. (Methods that store into their own class's final fields are kept as the class's own
     * bytecode: they never come here.)
     */
    private MethodHandle fieldHandle(GuestClass caller, FieldInsnNode f) {
        MethodHandles.Lookup lookup = caller.lookup();
        Class<?> owner = resolveClass(caller, f.owner);
        Class<?> type = resolveType(caller, Type.getType(f.desc));
        try {
            switch (f.getOpcode()) {
                case GETSTATIC: return lookup.findStaticGetter(owner, f.name, type);
                case PUTSTATIC: return lookup.findStaticSetter(owner, f.name, type);
                case GETFIELD: return lookup.findGetter(owner, f.name, type);
                default: return lookup.findSetter(owner, f.name, type);
            }
        } catch (NoSuchFieldException e) {
            throw new NoSuchFieldError(f.name);
        } catch (IllegalAccessException e) {
            throw accessError(e);
        }
    }

    /**
     * The site with the declaring guest class's generated {@link FieldAccessors field access} when it
     * serves this field (the handle found the field, so access is already checked), else as it is.
     */
    private FieldSite withGeneratedAccess(FieldSite site, Class<?> owner, FieldInsnNode f) {
        for (Class<?> c = owner; c != null; c = c.getSuperclass()) {
            GuestClass declaring = model.forHost(c);
            if (declaring == null) {
                return site;
            }
            int number = FieldAccessors.number(declaring, f.name, f.desc, false);
            if (number >= 0) {
                boolean isFinal = (declaring.node().fields.get(number).access & ACC_FINAL) != 0;
                if (site.set != null && isFinal) {
                    return site;
                }
                return new FieldSite(site.kind, false, site.get, site.set, fieldAccessors.of(declaring), number);
            }
        }
        return site;
    }

    // ---------------------------------------------------------------- methods

    public LinkedCall invoke(GuestClass caller, MethodInsnNode m) {
        MethodHandles.Lookup lookup = caller.lookup();
        Class<?> owner = resolveClass(caller, m.owner);
        int op = m.getOpcode();
        char[] kinds = Descriptors.argKinds(m.desc, op != INVOKESTATIC);
        MethodType type = methodType(caller, m.desc);
        try {
            MethodHandle intrinsic = intrinsic(caller, m, type);
            if (intrinsic != null) {
                return new LinkedCall(m.name, m.desc, kinds, null, spread(intrinsic), false);
            }
            switch (op) {
                case INVOKESTATIC: {
                    GuestMethod g = findInClassChain(m.owner, m.name, m.desc);
                    if (g != null && g.isExecuted() && g.isStatic()) {
                        return new LinkedCall(m.name, m.desc, kinds, g, null, false);
                    }
                    return new LinkedCall(m.name, m.desc, kinds, null,
                            spread(callerSensitive.asCalled(caller, m, lookup.findStatic(owner, m.name, type))), false);
                }
                case INVOKESPECIAL: {
                    if (m.name.equals("<init>")) {
                        MethodHandle ctor = lookup.findConstructor(owner, type);
                        return new LinkedCall(m.name, m.desc, kinds, null, spread(ctor), false);
                    }
                    GuestMethod g = findInClassChain(m.owner, m.name, m.desc);
                    if (g != null && g.isExecuted() && !g.isStatic()) {
                        return new LinkedCall(m.name, m.desc, kinds, g, null, false);
                    }
                    MethodHandle special = lookup.findSpecial(owner, m.name, type, caller.hostClass());
                    return new LinkedCall(m.name, m.desc, kinds, null, spread(special), false);
                }
                default: {
                    if (owner.isArray() && m.name.equals("clone") && m.desc.equals("()Ljava/lang/Object;")) {
                        return new LinkedCall(m.name, m.desc, kinds, null, spread(ARRAY_CLONE), false);
                    }
                    MethodHandle virtual = callerSensitive.asCalled(caller, m, lookup.findVirtual(owner, m.name, type));
                    GuestMethod g = findInClassChain(m.owner, m.name, m.desc);
                    if (g != null && g.isExecuted() && !g.isStatic() && isFinalTarget(g)) {
                        return new LinkedCall(m.name, m.desc, kinds, g, spread(virtual), false);
                    }
                    String packagePrivateIn = g != null && isPackagePrivate(g) ? packageOf(g.owner()) : null;
                    return new LinkedCall(m.name, m.desc, kinds, null, spread(virtual), true, packagePrivateIn);
                }
            }
        } catch (NoSuchMethodException e) {
            throw new NoSuchMethodError(describe(m));
        } catch (IllegalAccessException e) {
            throw accessError(e);
        }
    }

    /**
     * A handle, spread as {@link #spread} makes it, that calls {@code m}'s entry stub in its host class
     * exactly (no virtual selection): what a call from host code would enter. Executors call a method
     * this way while its class has not handed over its own lookup ({@link GuestClass#lookup()}): the
     * stub, as it links, does.
     */
    public MethodHandle stub(GuestMethod m) throws IllegalAccessException, NoSuchMethodException {
        GuestClass g = m.owner();
        Class<?> host = g.hostClass();
        MethodType type = methodType(g, m.descriptor());
        MethodHandles.Lookup lookup = g.lookup();
        return spread(m.isStatic() ? lookup.findStatic(host, m.name(), type)
                : lookup.findSpecial(host, m.name(), type, host));
    }

    /**
     * Calls the interpreter links to the VM instead of the JDK, because the JDK would answer for the
     * VM rather than for the guest: the guest's own stack walks ({@code StackWalker.walk/forEach/
     * getCallerClass}, {@code Thread.getStackTrace}, answered by {@link StackIntrinsics} with guest
     * frames) and the system class loader ({@code ClassLoader.getSystemClassLoader()} and
     * {@code getSystemResource*}), which for a guest is the loader of its class path, as on the host;
     * and the guest's shutdown hooks and {@code Runtime.halt} ({@link GuestShutdown}).
     *
     * @return a direct handle for the call, or {@code null} when the JDK should answer it
     */
    private MethodHandle intrinsic(GuestClass caller, MethodInsnNode m, MethodType type)
            throws IllegalAccessException, NoSuchMethodException {
        if (GuestShutdown.isIntrinsic(m)) {
            return shutdown.handle(m);
        }
        if (!isIntrinsic(m)) {
            return null;
        }
        String signature = m.name + m.desc;
        if (m.getOpcode() == INVOKESTATIC) {
            ClassLoader guest = caller.loader();
            MethodHandles.Lookup l = MethodHandles.lookup();
            switch (signature) {
                case "getSystemClassLoader()Ljava/lang/ClassLoader;":
                    return MethodHandles.constant(ClassLoader.class, guest);
                case "getSystemResource(Ljava/lang/String;)Ljava/net/URL;":
                    return l.findVirtual(ClassLoader.class, "getResource", type).bindTo(guest);
                case "getSystemResources(Ljava/lang/String;)Ljava/util/Enumeration;":
                    return l.findVirtual(ClassLoader.class, "getResources", type).bindTo(guest);
                default:
                    return l.findVirtual(ClassLoader.class, "getResourceAsStream", type).bindTo(guest);
            }
        }
        Class<?> receiver = m.owner.equals("java/lang/StackWalker") ? StackWalker.class : Thread.class;
        return MethodHandles.lookup().findVirtual(StackIntrinsics.class, m.name,
                type.insertParameterTypes(0, receiver)).bindTo(stackWalker);
    }

    private static final java.util.Set<String> SYSTEM_LOADER_CALLS = java.util.Set.of(
            "getSystemClassLoader()Ljava/lang/ClassLoader;",
            "getSystemResource(Ljava/lang/String;)Ljava/net/URL;",
            "getSystemResources(Ljava/lang/String;)Ljava/util/Enumeration;",
            "getSystemResourceAsStream(Ljava/lang/String;)Ljava/io/InputStream;");

    /** Whether the VM answers this call itself (see {@link #intrinsic}), in every tier. */
    public static boolean isIntrinsic(MethodInsnNode m) {
        if (GuestShutdown.isIntrinsic(m)) {
            return true;
        }
        if (m.getOpcode() == INVOKESTATIC) {
            return m.owner.equals("java/lang/ClassLoader") && SYSTEM_LOADER_CALLS.contains(m.name + m.desc);
        }
        if (m.getOpcode() != INVOKEVIRTUAL) {
            return false;
        }
        boolean walker = m.owner.equals("java/lang/StackWalker")
                && (m.name.equals("walk") || m.name.equals("forEach") || m.name.equals("getCallerClass"));
        boolean thread = m.owner.equals("java/lang/Thread")
                && (m.name + m.desc).equals("getStackTrace()[Ljava/lang/StackTraceElement;");
        return walker || thread;
    }

    /**
     * A direct handle, of the instruction's natural type, for an invoke or field instruction that
     * compiled code routes through the VM (see {@code rvm.interp.compiler.AccessRules}): resolved
     * with the guest class's lookup, so protected members and caller-sensitive methods see the guest
     * class as the caller, and super calls are special calls from it. An instance field's handle
     * throws for a null object a {@link NullPointerException} whose message {@code nullMessage}
     * gives, when thrown.
     */
    public MethodHandle directHandle(GuestClass caller, AbstractInsnNode insn, Supplier<String> nullMessage) {
        MethodHandles.Lookup lookup = caller.lookup();
        if (insn instanceof FieldInsnNode f) {
            return plainField(caller, f, fieldHandle(caller, f), nullMessage);
        }
        MethodInsnNode m = (MethodInsnNode) insn;
        Class<?> owner = resolveClass(caller, m.owner);
        MethodType type = methodType(caller, m.desc);
        try {
            MethodHandle intrinsic = intrinsic(caller, m, type);
            if (intrinsic != null) {
                return intrinsic;
            }
            switch (m.getOpcode()) {
                case INVOKESTATIC: return callerSensitive.asCalled(caller, m, lookup.findStatic(owner, m.name, type));
                case INVOKESPECIAL: return lookup.findSpecial(owner, m.name, type, caller.hostClass());
                default:
                    if (owner.isArray() && m.name.equals("clone") && m.desc.equals("()Ljava/lang/Object;")) {
                        return ARRAY_CLONE.asType(MethodType.methodType(Object.class, owner));
                    }
                    return callerSensitive.asCalled(caller, m, lookup.findVirtual(owner, m.name, type));
            }
        } catch (NoSuchMethodException e) {
            throw new NoSuchMethodError(describe(m));
        } catch (IllegalAccessException e) {
            throw accessError(e);
        }
    }

    /**
     * The handle of a field instruction that compiled code routes, of {@code direct}'s type: one
     * that does the plain instruction in a nestmate of the field's declaring guest class ({@link
     * FieldMethods}), or else {@code direct} with a null test; {@code direct} has resolved the field
     * and checked access.
     */
    private MethodHandle plainField(GuestClass caller, FieldInsnNode f, MethodHandle direct,
                                    Supplier<String> nullMessage) {
        boolean instance = f.getOpcode() == GETFIELD || f.getOpcode() == PUTFIELD;
        GuestClass declaring;
        try {
            declaring = model.forHost(caller.lookup().revealDirect(direct).getDeclaringClass());
        } catch (IllegalArgumentException e) {
            declaring = null;
        }
        MethodHandle plain = declaring == null ? null
                : fieldMethods.handle(declaring, f.getOpcode(), f.name, f.desc, nullMessage);
        if (plain != null) {
            return plain.asType(direct.type());
        }
        return instance ? nullChecked(direct, nullMessage) : direct;
    }

    /**
     * {@code h}, an instance field's handle, throwing for a null object the exception the host
     * throws, with {@code message}'s message; the handle alone would throw one without a message.
     */
    private static MethodHandle nullChecked(MethodHandle h, Supplier<String> message) {
        MethodType type = h.type();
        MethodHandle isNull = IS_NULL.asType(MethodType.methodType(boolean.class, type.parameterType(0)));
        MethodHandle thrower = MethodHandles.filterReturnValue(NPE.bindTo(message),
                MethodHandles.throwException(type.returnType(), NullPointerException.class));
        return MethodHandles.guardWithTest(isNull, MethodHandles.dropArguments(thrower, 0, type.parameterList()), h);
    }

    private static NullPointerException npe(Supplier<String> message) {
        return new NullPointerException(message.get());
    }

    private static String describe(MethodInsnNode m) {
        Type t = Type.getMethodType(m.desc);
        StringBuilder sb = new StringBuilder("'").append(t.getReturnType().getClassName()).append(' ')
                .append(m.owner.replace('/', '.')).append('.').append(m.name).append('(');
        Type[] args = t.getArgumentTypes();
        for (int i = 0; i < args.length; i++) {
            sb.append(i == 0 ? "" : ", ").append(args[i].getClassName());
        }
        return sb.append(")'").toString();
    }

    private static boolean isFinalTarget(GuestMethod g) {
        return (g.access() & (ACC_PRIVATE | ACC_FINAL)) != 0
                || (g.owner().node().access & ACC_FINAL) != 0;
    }

    /** The guest method a class (or interface) and its guest superclasses declare, or {@code null}. */
    private GuestMethod findInClassChain(String ownerName, String name, String desc) {
        for (String c = ownerName; c != null; ) {
            GuestClass g = model.forName(c);
            if (g == null) {
                return null;
            }
            GuestMethod m = g.method(name, desc);
            if (m != null) {
                return m;
            }
            if (g.isInterface()) {
                return null;
            }
            c = g.superName();
        }
        return null;
    }

    /**
     * Selects the target of a virtual or interface call for a receiver class (JVMS 5.4.6):
     * the guest method that overrides, or a single maximally-specific default method; or
     * {@link LinkedCall#HOST} whenever the host JVM must decide (non-guest receivers, overriding
     * across packages of package-private methods, JDK superclasses, ambiguous defaults). A
     * package-private method is overridden only by methods of its own package (all guest classes
     * share one loader, so a package is a runtime package).
     */
    public Object select(LinkedCall site, Class<?> receiverClass) {
        GuestClass g = model.forHost(receiverClass);
        if (g == null) {
            return LinkedCall.HOST;
        }
        for (GuestClass k = g; ; ) {
            GuestMethod m = k.method(site.name, site.descriptor);
            if (m != null && !m.isStatic() && (m.access() & ACC_PRIVATE) == 0) {
                boolean overrides = site.packagePrivateIn == null
                        ? !isPackagePrivate(m)
                        : packageOf(k).equals(site.packagePrivateIn);
                return overrides && m.isExecuted() ? m : LinkedCall.HOST;
            }
            String s = k.superName();
            GuestClass next = s == null ? null : model.forName(s);
            if (next == null) {
                if (s != null && !s.equals("java/lang/Object")) {
                    return LinkedCall.HOST;
                }
                break;
            }
            k = next;
        }
        if (declaredByObject(site)) {
            return LinkedCall.HOST;
        }
        List<GuestMethod> candidates = new ArrayList<>();
        for (GuestClass k = g; k != null; k = k.superName() == null ? null : model.forName(k.superName())) {
            collectDefaults(k, site, candidates);
        }
        List<GuestMethod> specific = new ArrayList<>();
        for (GuestMethod c : candidates) {
            boolean shadowed = false;
            for (GuestMethod other : candidates) {
                if (other != c && c.owner().hostClass().isAssignableFrom(other.owner().hostClass())) {
                    shadowed = true;
                }
            }
            if (!shadowed && !specific.contains(c)) {
                specific.add(c);
            }
        }
        return specific.size() == 1 && specific.get(0).isExecuted() ? specific.get(0) : LinkedCall.HOST;
    }

    private static boolean isPackagePrivate(GuestMethod m) {
        return (m.access() & (ACC_PUBLIC | ACC_PROTECTED | ACC_PRIVATE)) == 0;
    }

    private static String packageOf(GuestClass c) {
        return ClassHierarchy.packageOf(c.name());
    }

    private static boolean declaredByObject(LinkedCall site) {
        for (java.lang.reflect.Method m : Object.class.getMethods()) {
            if (m.getName().equals(site.name) && Type.getMethodDescriptor(m).equals(site.descriptor)) {
                return true;
            }
        }
        return false;
    }

    private void collectDefaults(GuestClass k, LinkedCall site, List<GuestMethod> out) {
        for (String i : k.interfaces()) {
            GuestClass gi = model.forName(i);
            if (gi == null) {
                continue;
            }
            GuestMethod m = gi.method(site.name, site.descriptor);
            if (m != null && !m.isStatic() && (m.access() & ACC_PRIVATE) == 0) {
                out.add(m);
            } else {
                collectDefaults(gi, site, out);
            }
        }
    }

    /**
     * A handle taking every argument boxed in one {@code Object[]} and returning a boxed result,
     * called through the guest loader's trampoline ({@link ClassModel#hostCallTrampoline()}).
     */
    public MethodHandle spread(MethodHandle h) {
        int n = h.type().parameterCount();
        MethodHandle spread = h.asFixedArity().asSpreader(Object[].class, n)
                .asType(MethodType.methodType(Object.class, Object[].class));
        return MethodHandles.insertArguments(model.hostCallTrampoline(), 0, spread);
    }

    // ---------------------------------------------------------------- constants and invokedynamic

    /** The value of an {@code ldc} of a class, method type, method handle or dynamic constant. */
    public Object ldc(GuestClass caller, LdcInsnNode insn) {
        return constant(caller, insn.cst);
    }

    private Object constant(GuestClass caller, Object cst) {
        if (cst instanceof Type) {
            Type t = (Type) cst;
            return t.getSort() == Type.METHOD ? methodType(caller, t.getDescriptor()) : resolveType(caller, t);
        }
        if (cst instanceof Handle) {
            return methodHandle(caller, (Handle) cst);
        }
        if (cst instanceof ConstantDynamic) {
            return dynamicConstant(caller, (ConstantDynamic) cst);
        }
        return cst;
    }

    private MethodHandle methodHandle(GuestClass caller, Handle h) {
        MethodHandles.Lookup l = caller.lookup();
        Class<?> owner = resolveClass(caller, h.getOwner());
        try {
            switch (h.getTag()) {
                case H_GETFIELD: return l.findGetter(owner, h.getName(), resolveType(caller, Type.getType(h.getDesc())));
                case H_GETSTATIC: return l.findStaticGetter(owner, h.getName(), resolveType(caller, Type.getType(h.getDesc())));
                case H_PUTFIELD: return l.findSetter(owner, h.getName(), resolveType(caller, Type.getType(h.getDesc())));
                case H_PUTSTATIC: return l.findStaticSetter(owner, h.getName(), resolveType(caller, Type.getType(h.getDesc())));
                case H_INVOKESTATIC: return l.findStatic(owner, h.getName(), methodType(caller, h.getDesc()));
                case H_INVOKESPECIAL:
                    return l.findSpecial(owner, h.getName(), methodType(caller, h.getDesc()), caller.hostClass());
                case H_NEWINVOKESPECIAL:
                    return l.findConstructor(owner, methodType(caller, h.getDesc()));
                default:
                    return l.findVirtual(owner, h.getName(), methodType(caller, h.getDesc()));
            }
        } catch (NoSuchMethodException e) {
            throw new NoSuchMethodError(h.getOwner() + "." + h.getName() + h.getDesc());
        } catch (NoSuchFieldException e) {
            throw new NoSuchFieldError(h.getName());
        } catch (IllegalAccessException e) {
            throw accessError(e);
        }
    }

    private Object dynamicConstant(GuestClass caller, ConstantDynamic cd) {
        MethodHandle bsm = methodHandle(caller, cd.getBootstrapMethod());
        Object[] args = new Object[3 + cd.getBootstrapMethodArgumentCount()];
        args[0] = caller.lookup();
        args[1] = cd.getName();
        args[2] = resolveType(caller, Type.getType(cd.getDescriptor()));
        for (int i = 0; i < cd.getBootstrapMethodArgumentCount(); i++) {
            args[3 + i] = constant(caller, cd.getBootstrapMethodArgument(i));
        }
        try {
            return bsm.invokeWithArguments(args);
        } catch (LinkageError e) {
            throw e;
        } catch (Throwable t) {
            throw new BootstrapMethodError("bootstrap method initialization exception", t);
        }
    }

    /**
     * Links an {@code invokedynamic}: runs its bootstrap method with the caller's lookup and returns
     * the call site's dynamic invoker, spread to take boxed arguments.
     */
    public MethodHandle invokeDynamic(GuestClass caller, InvokeDynamicInsnNode insn) {
        return spread(callSite(caller, insn).dynamicInvoker());
    }

    /** Runs an {@code invokedynamic}'s bootstrap method with the caller's lookup and returns its call site. */
    public java.lang.invoke.CallSite callSite(GuestClass caller, InvokeDynamicInsnNode n) {
        MethodHandle bsm = methodHandle(caller, n.bsm);
        Object[] args = new Object[3 + n.bsmArgs.length];
        args[0] = caller.lookup();
        args[1] = n.name;
        args[2] = methodType(caller, n.desc);
        for (int i = 0; i < n.bsmArgs.length; i++) {
            args[3 + i] = constant(caller, n.bsmArgs[i]);
        }
        Object site;
        try {
            site = bsm.invokeWithArguments(args);
        } catch (LinkageError e) {
            throw e;
        } catch (Throwable t) {
            throw new BootstrapMethodError("bootstrap method initialization exception", t);
        }
        if (!(site instanceof java.lang.invoke.CallSite)) {
            throw new BootstrapMethodError("bootstrap method did not return a LinkedCall: " + n.bsm);
        }
        java.lang.invoke.CallSite cs = (java.lang.invoke.CallSite) site;
        if (!cs.type().equals(args[2])) {
            throw new BootstrapMethodError("call site type " + cs.type() + " does not match " + args[2]);
        }
        return cs;
    }
}
