package rvm.core.loader;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;

/**
 * Super class and interface-ness of classes by internal name, without loading them: guest classes
 * are read from their class files, JDK classes asked of the platform loader. Frame computation
 * needs this while a class is being defined, when loading other guest classes could recurse.
 */
final class ClassHierarchy {

    /** What frame computation needs of one class. */
    record Info(String superName, boolean isInterface) {
    }

    private final GuestClassLoader loader;
    private final Map<String, Info> cache = new ConcurrentHashMap<>();

    ClassHierarchy(GuestClassLoader loader) {
        this.loader = loader;
    }

    /** The class's super name and interface flag; a class that cannot be found is Object-like. */
    Info info(String internalName) {
        return cache.computeIfAbsent(internalName, this::read);
    }

    private Info read(String internalName) {
        URL url = loader.findResource(internalName + ".class");
        if (url != null) {
            try (InputStream in = url.openStream()) {
                ClassReader r = new ClassReader(in);
                return new Info(r.getSuperName(), (r.getAccess() & Opcodes.ACC_INTERFACE) != 0);
            } catch (IOException | RuntimeException e) {
                return new Info("java/lang/Object", false);
            }
        }
        try {
            Class<?> c = Class.forName(internalName.replace('/', '.'), false, loader.getParent());
            Class<?> s = c.getSuperclass();
            return new Info(s == null ? null : s.getName().replace('.', '/'), c.isInterface());
        } catch (ClassNotFoundException | LinkageError e) {
            return new Info("java/lang/Object", false);
        }
    }

    /** Whether {@code sub} is {@code sup} or one of its subclasses. */
    boolean isSubclass(String sub, String sup) {
        for (String c = sub; c != null; c = info(c).superName()) {
            if (c.equals(sup)) {
                return true;
            }
        }
        return false;
    }
}
