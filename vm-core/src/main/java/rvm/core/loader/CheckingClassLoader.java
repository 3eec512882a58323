package rvm.core.loader;

/**
 * Defines the guest's class files unchanged, in a loader of their own, so that the host JVM judges
 * each one before the guest loader defines its stub: rvm does not re-implement HotSpot's checks,
 * it asks HotSpot. Defining a copy ({@link #define}) runs every check the host makes when it loads a
 * class (format, version, name, super class and interfaces, circularity, final and sealed super
 * types), and throws the host's own error with the host's own message; linking it ({@link #links})
 * runs the verifier.
 *
 * <p>The copies never run: nothing initialises them, and no guest code sees them. They form a
 * universe of their own, which mirrors the guest loader's view: {@code rvm.core.runtime} from the
 * VM's loader, then the platform loader, then the guest class path (read through the guest loader).
 * A copy's super types and the classes its verifier needs are copies too, loaded here on demand;
 * so judging a class never loads a guest class, and never changes the order in which the guest
 * loader loads anything.
 *
 * <p>The loader is named {@code app}, as the guest loader is, because the host's messages name it.
 * Constraints: parallel capable, and it never calls into the guest loader's class loading (only its
 * resources), so the two loaders' locks cannot deadlock.
 */
final class CheckingClassLoader extends ClassLoader {

    static {
        registerAsParallelCapable();
    }

    private final GuestClassLoader guest;

    CheckingClassLoader(GuestClassLoader guest) {
        super("app", ClassLoader.getPlatformClassLoader());
        this.guest = guest;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (name.startsWith(GuestClassLoader.RUNTIME_PACKAGE)) {
            return GuestClassLoader.class.getClassLoader().loadClass(name);
        }
        return super.loadClass(name, resolve);
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] bytes = guest.classFile(name);
        if (bytes == null) {
            throw new ClassNotFoundException(name);
        }
        return defineClass(name, bytes, 0, bytes.length);
    }

    /**
     * The copy of class {@code name} defined from {@code bytes}, or the copy this loader already
     * has (a copy's super type or a class its verifier needed, read from the same class path).
     *
     * @throws LinkageError       what the host throws when it loads these bytes: {@link ClassFormatError},
     *                            {@link UnsupportedClassVersionError}, {@link NoClassDefFoundError} (a
     *                            misnamed file or a missing super type), {@link ClassCircularityError},
     *                            {@link IncompatibleClassChangeError}, {@link VerifyError} (a final super
     *                            class or method), and the errors of loading its super types
     * @throws SecurityException  for a class in a {@code java.*} package, as on the host
     */
    Class<?> define(String name, byte[] bytes) {
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            return c != null ? c : defineClass(name, bytes, 0, bytes.length);
        }
    }

    /**
     * Whether the host links a copy: verifies it, after its super types. Linking is asked for by
     * {@link Class#getFields()}, which also loads the types of the copy's public fields; an error
     * there counts as a failure to link too, so a class in doubt is one the host is left to judge.
     */
    static boolean links(Class<?> copy) {
        try {
            copy.getFields();
            return true;
        } catch (LinkageError e) {
            return false;
        }
    }
}
