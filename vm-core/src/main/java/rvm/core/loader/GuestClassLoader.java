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
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.ClassNode;
import rvm.core.model.ClassModel;
import rvm.core.model.CodeOffsets;
import rvm.core.model.GuestClass;

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
 * <p>A class file that is malformed, truncated, misnamed or newer than the host supports gives the
 * guest the {@link LinkageError} the host would give, naming the class; the VM keeps running.
 */
public final class GuestClassLoader extends URLClassLoader {

    /** Classes in this package come from the VM's loader: generated guest code calls them. */
    public static final String RUNTIME_PACKAGE = "rvm.core.runtime.";
    /** The binary name of the anchor class each guest loader defines (see {@link #defineAnchor}). */
    public static final String ANCHOR = "rvm.anchor.GuestAnchor";

    static {
        registerAsParallelCapable();
    }

    private final ClassModel model;
    private final ClassHierarchy hierarchy;
    private final HostClassGenerator generator;
    private final int maxVersion = Runtime.version().feature() + 44;
    private final Map<URL, ProtectionDomain> domains = new ConcurrentHashMap<>();
    private final Map<URL, Manifest> manifests = new ConcurrentHashMap<>();

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
        URL url = findResource(path);
        if (url == null) {
            throw new ClassNotFoundException(name);
        }
        byte[] bytes;
        try (InputStream in = url.openStream()) {
            bytes = in.readAllBytes();
        } catch (IOException e) {
            throw new ClassNotFoundException(name + " (" + e.getMessage() + ")", e);
        }
        URL source = codeSource(url, path);
        definePackageFor(name, source);
        return defineGuestClass(name, bytes, domain(source));
    }

    /**
     * Defines one guest class from its class file bytes.
     *
     * @throws ClassFormatError              for a malformed or truncated class file
     * @throws UnsupportedClassVersionError  for a class file newer than the host supports
     * @throws NoClassDefFoundError          when the file holds a class of another name
     */
    public Class<?> defineGuestClass(String name, byte[] bytes, ProtectionDomain domain) {
        String internal = name.replace('.', '/');
        checkHeader(internal, bytes);
        ClassReader reader;
        ClassNode node = new ClassNode();
        Map<String, CodeOffsets.Method> offsets;
        try {
            reader = new ClassReader(bytes);
            reader.accept(node, 0);
            offsets = CodeOffsets.read(reader);
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new ClassFormatError("Truncated class file " + internal);
        } catch (RuntimeException e) {
            throw new ClassFormatError("Malformed class file " + internal + ": " + e);
        }
        if (!node.name.equals(internal)) {
            throw new NoClassDefFoundError(internal + " (wrong name: " + node.name + ")");
        }
        GuestClass guest = model.add(this, node, offsets);
        try {
            byte[] host = generator.generate(guest, reader);
            Class<?> c = defineClass(name, host, 0, host.length, domain);
            model.defined(guest, c);
            return c;
        } catch (RuntimeException | Error e) {
            model.remove(guest);
            throw e;
        }
    }

    private void checkHeader(String internal, byte[] b) {
        if (b.length < 10) {
            throw new ClassFormatError("Truncated class file " + internal);
        }
        long magic = ((b[0] & 0xffL) << 24) | ((b[1] & 0xff) << 16) | ((b[2] & 0xff) << 8) | (b[3] & 0xff);
        if (magic != 0xCAFEBABEL) {
            throw new ClassFormatError("Incompatible magic value " + magic + " in class file " + internal);
        }
        int minor = ((b[4] & 0xff) << 8) | (b[5] & 0xff);
        int major = ((b[6] & 0xff) << 8) | (b[7] & 0xff);
        if (major > maxVersion) {
            throw new UnsupportedClassVersionError(internal + " has been compiled by a more recent version"
                    + " of the Java Runtime (class file version " + major + "." + minor + "), this version"
                    + " of the Java Runtime only recognizes class file versions up to " + maxVersion + ".0");
        }
        if (major < 45) {
            throw new UnsupportedClassVersionError(internal + " (class file version " + major + "." + minor
                    + ") was compiled with an invalid major version");
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
        return domains.computeIfAbsent(source, u ->
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
        return manifests.computeIfAbsent(source, u -> {
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
