package rvm.core.loader;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.security.CodeSigner;
import java.security.CodeSource;
import java.security.ProtectionDomain;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodNode;
import rvm.core.model.ClassModel;
import rvm.core.model.CodeOffsets;
import rvm.core.model.GuestClass;
import rvm.core.runtime.GuestPathMaps;

/**
 * Loads guest classes from the guest class path: reads each class file with ASM, records it in the
 * {@link ClassModel}, and defines a host class of the same shape whose method bodies are entry
 * stubs (see {@link HostClassGenerator}).
 *
 * <p>Delegation: the VM's runtime package ({@code rvm.core.runtime}, which stubs call) goes to
 * the VM's own loader; everything else asks the platform loader first (the JDK runs natively and
 * is never guest code), then the guest class path. The loader is named {@code app} so that JDK
 * messages naming it (class cast messages) read as they do on the host.
 *
 * <p>The host JVM itself judges every class file before its stub is defined (see
 * {@link CheckingClassLoader}): a class file that is malformed, truncated, misnamed, newer than the
 * host supports, or that fails verification gives the guest the {@link LinkageError} the host would
 * give, with the host's message, when the host would give it; the VM keeps running.
 */
public final class GuestClassLoader extends URLClassLoader {

    /** Classes in this package come from the VM's loader: generated guest code calls them. */
    public static final String RUNTIME_PACKAGE = "rvm.core.runtime.";
    /** The binary name of the anchor class each guest loader defines (see {@link #defineAnchor}). */
    public static final String ANCHOR = "rvm.anchor.GuestAnchor";
    /** The packages of the JDK's modules (see {@link #inJdkModule}). */
    private static final Set<String> JDK_PACKAGES = ModuleLayer.boot().modules().stream()
            .flatMap(m -> m.getPackages().stream()).collect(Collectors.toUnmodifiableSet());

    static {
        registerAsParallelCapable();
    }

    private final ClassModel model;
    private final ClassHierarchy hierarchy;
    private final HostClassGenerator generator;
    private final CheckingClassLoader checker = new CheckingClassLoader(this);
    private final ConcurrentMap<URL, ProtectionDomain> domains = new ConcurrentHashMap<>();
    private final ConcurrentMap<URL, Manifest> manifests = new ConcurrentHashMap<>();

    /**
     * A loader for the given class path entries (directories and jars) that records guest classes
     * in {@code model}.
     */
    public GuestClassLoader(List<Path> classPath, ClassModel model) {
        super("app", urls(classPath), ClassLoader.getPlatformClassLoader());
        this.model = model;
        this.hierarchy = new ClassHierarchy(this);
        this.generator = new HostClassGenerator(hierarchy);
        model.setAnchorLookup(defineAnchor());
    }

    private static URL[] urls(List<Path> classPath) {
        URL[] urls = new URL[classPath.size()];
        for (int i = 0; i < urls.length; i++) {
            try {
                urls[i] = classPath.get(i).toUri().toURL();
            } catch (MalformedURLException e) {
                throw new IllegalArgumentException("bad class path entry " + classPath.get(i), e);
            }
        }
        return urls;
    }

    /** The model of the classes this loader defined. */
    public ClassModel model() {
        return model;
    }

    /** What the VM knows of classes visible to this loader, read without loading them. */
    public ClassHierarchy hierarchy() {
        return hierarchy;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (name.startsWith(RUNTIME_PACKAGE)) {
            return GuestClassLoader.class.getClassLoader().loadClass(name);
        }
        return super.loadClass(name, resolve);
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        String path = name.replace('.', '/') + ".class";
        URL url = inJdkModule(name) ? null : findResource(path);
        if (url == null) {
            throw new ClassNotFoundException(name);
        }
        byte[] bytes;
        try {
            bytes = read(url);
        } catch (IOException e) {
            throw new ClassNotFoundException(name + " (" + e.getMessage() + ")", e);
        }
        URL source = codeSource(url, path);
        definePackageFor(name, source);
        return defineGuestClass(name, bytes, domain(source));
    }

    /** The class file of class {@code name} on the guest class path, or {@code null} if there is none or it cannot be read. */
    byte[] classFile(String name) {
        URL url = inJdkModule(name) ? null : findResource(name.replace('.', '/') + ".class");
        try {
            return url == null ? null : read(url);
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * Whether the class's package belongs to a module of the JDK (the boot layer). The host's
     * application class loader never looks for such a class on the class path (a
     * {@code java/lang/Foo.class} there is not found, rather than refused as a prohibited package).
     */
    private static boolean inJdkModule(String className) {
        int dot = className.lastIndexOf('.');
        return dot > 0 && JDK_PACKAGES.contains(className.substring(0, dot));
    }

    private static byte[] read(URL url) throws IOException {
        try (InputStream in = url.openStream()) {
            return in.readAllBytes();
        }
    }

    /**
     * Defines one guest class from its class file bytes. The host JVM judges the bytes first (see
     * {@link CheckingClassLoader}): what it refuses to load fails here with the host's own error, at
     * the time the host would fail. What it loads but refuses to link is defined unchanged, without
     * stubs, so that HotSpot refuses it again, with the same error, when and wherever the guest first
     * needs it linked (reflection, a subclass, initialisation); such a class never runs, and the class
     * model does not hold it. A class the host accepts but rvm cannot read runs unchanged too (see
     * {@link #defineUnchanged}).
     *
     * @throws LinkageError      the host's error for bytes the host refuses to load:
     *                           {@link ClassFormatError}, {@link UnsupportedClassVersionError},
     *                           {@link NoClassDefFoundError} (a misnamed file), {@link ClassCircularityError}, ...
     * @throws SecurityException for a class in a {@code java.*} package, as on the host
     */
    public Class<?> defineGuestClass(String name, byte[] bytes, ProtectionDomain domain) {
        Class<?> copy = checker.define(name, bytes);
        if (!CheckingClassLoader.links(copy)) {
            return defineClass(name, bytes, 0, bytes.length, domain);
        }
        GuestClass guest = null;
        try {
            ClassReader reader = new ClassReader(bytes);
            ClassNode node = new ClassNode();
            reader.accept(node, 0);
            normalizeClassInitializer(node);
            Map<String, CodeOffsets.Method> offsets = CodeOffsets.read(reader);
            guest = model.add(this, node, offsets);
            byte[] host = generator.generate(guest, reader);
            Class<?> c = defineClass(name, host, 0, host.length, domain);
            model.defined(guest, c);
            return c;
        } catch (RuntimeException | LinkageError e) {
            if (guest != null) {
                model.remove(guest);
            }
            return defineUnchanged(name, bytes, domain, e);
        }
    }

    /**
     * Defines a class the host accepts but rvm cannot make a stub of (ASM cannot read an attribute
     * HotSpot ignores, say, or a kept constructor outgrows 64 KiB with its yieldpoints): unchanged,
     * so that it runs on the host JVM, neither interpreted, compiled nor profiled, and says so on
     * stderr. If the unchanged class fails too, its error is the guest's and nothing is said.
     */
    private Class<?> defineUnchanged(String name, byte[] bytes, ProtectionDomain domain, Throwable why) {
        Class<?> c = defineClass(name, bytes, 0, bytes.length, domain);
        System.err.println("rvm: warning: class " + name + " runs unchanged on the host JVM, not under rvm"
                + " (rvm cannot make its stub: " + why + ")");
        return c;
    }

    /**
     * Gives the class's static initialiser the flags the host JVM gives it. HotSpot ignores the
     * flags of {@code <clinit>} but {@code ACC_STATIC} (and {@code ACC_STRICT}, up to version 60);
     * before version 51 it ignores that one too (JVMS 4.6). ASM keeps them all, and a
     * {@code <clinit>} that calls itself {@code native} or {@code abstract}, or is not
     * {@code static} in an old class file, would not be taken for the initialiser it is.
     */
    private static void normalizeClassInitializer(ClassNode node) {
        int version = node.version & 0xffff;
        for (MethodNode m : node.methods) {
            if (m.name.equals("<clinit>")) {
                m.access = version < Opcodes.V1_7 ? Opcodes.ACC_STATIC
                        : m.access & (Opcodes.ACC_STATIC | (version <= Opcodes.V16 ? Opcodes.ACC_STRICT : 0));
            }
        }
    }

    private static URL codeSource(URL resource, String path) {
        String s = resource.toString();
        try {
            if (s.startsWith("jar:")) {
                return new URL(s.substring(4, s.lastIndexOf("!/")));
            }
            return new URL(s.substring(0, s.length() - path.length()));
        } catch (MalformedURLException e) {
            return resource;
        }
    }

    private ProtectionDomain domain(URL source) {
        return GuestPathMaps.getOrCompute(domains, source, u ->
                new ProtectionDomain(new CodeSource(u, (CodeSigner[]) null), null, this, null));
    }

    private void definePackageFor(String className, URL source) {
        int dot = className.lastIndexOf('.');
        if (dot < 0) {
            return;
        }
        String pkg = className.substring(0, dot);
        if (getDefinedPackage(pkg) != null) {
            return;
        }
        Manifest manifest = manifest(source);
        try {
            if (manifest != null) {
                definePackage(pkg, manifest, source);
            } else {
                definePackage(pkg, null, null, null, null, null, null, null);
            }
        } catch (IllegalArgumentException raced) {
            // another thread defined it first
        }
    }

    private Manifest manifest(URL source) {
        if (!source.getPath().endsWith(".jar")) {
            return null;
        }
        return GuestPathMaps.getOrCompute(manifests, source, u -> {
            try (JarFile jar = new JarFile(Path.of(u.toURI()).toFile())) {
                Manifest m = jar.getManifest();
                return m == null ? new Manifest() : m;
            } catch (IOException | java.net.URISyntaxException | RuntimeException e) {
                return new Manifest();
            }
        });
    }

    /**
     * Defines a tiny class in this loader's unnamed module. Its {@code lookup()} returns its own
     * full-privilege lookup; {@code privateLookupIn} from it then has full privilege on every guest
     * class (same module), which lambda metafactories and hidden classes require. Its
     * {@code invoke(MethodHandle, Object[])} is the trampoline through which executors call host
     * code (see {@link ClassModel#hostCallTrampoline()}).
     */
    private MethodHandles.Lookup defineAnchor() {
        ClassWriter cw = new ClassWriter(0);
        String internal = ANCHOR.replace('.', '/');
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL | Opcodes.ACC_SUPER, internal, null,
                "java/lang/Object", null);
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "lookup",
                "()Ljava/lang/invoke/MethodHandles$Lookup;", null, null);
        mv.visitCode();
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/invoke/MethodHandles", "lookup",
                "()Ljava/lang/invoke/MethodHandles$Lookup;", false);
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitMaxs(1, 0);
        mv.visitEnd();
        // invoke(MethodHandle, Object[]): the frame executors call host code from
        mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "invoke",
                "(Ljava/lang/invoke/MethodHandle;[Ljava/lang/Object;)Ljava/lang/Object;", null,
                new String[] {"java/lang/Throwable"});
        mv.visitCode();
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitVarInsn(Opcodes.ALOAD, 1);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "java/lang/invoke/MethodHandle", "invokeExact",
                "([Ljava/lang/Object;)Ljava/lang/Object;", false);
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitMaxs(2, 2);
        mv.visitEnd();
        cw.visitEnd();
        byte[] b = cw.toByteArray();
        Class<?> anchor = defineClass(ANCHOR, b, 0, b.length);
        try {
            return (MethodHandles.Lookup) anchor.getMethod("lookup").invoke(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot create the guest loader's anchor", e);
        }
    }
}
