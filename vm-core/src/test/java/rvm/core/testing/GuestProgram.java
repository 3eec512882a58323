package rvm.core.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.tree.ClassNode;
import rvm.core.loader.GuestClassLoader;
import rvm.core.model.ClassModel;
import rvm.core.model.CodeOffsets;

/**
 * A directory of compiled classes read into a class model with a guest loader of their own, as the
 * compilation pipeline's transforms see them, and the same classes, some of them transformed,
 * defined in a plain loader of their own so that tests can run them.
 */
public final class GuestProgram implements AutoCloseable {

    private final GuestClassLoader loader;
    private final ClassModel model;
    private final Map<String, byte[]> bytes;

    private GuestProgram(GuestClassLoader loader, ClassModel model, Map<String, byte[]> bytes) {
        this.loader = loader;
        this.model = model;
        this.bytes = bytes;
    }

    /** Reads every class file under {@code classes} into a fresh model, in name order. */
    public static GuestProgram load(Path classes) throws IOException {
        ClassModel model = new ClassModel();
        GuestClassLoader loader = new GuestClassLoader(List.of(classes), model);
        Map<String, byte[]> bytes = new HashMap<>();
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".class")).sorted().toList()) {
                byte[] b = Files.readAllBytes(f);
                ClassReader reader = new ClassReader(b);
                ClassNode node = new ClassNode();
                reader.accept(node, 0);
                model.add(loader, node, CodeOffsets.read(reader));
                bytes.put(node.name, b);
            }
        }
        return new GuestProgram(loader, model, bytes);
    }

    /** The model the classes were read into. */
    public ClassModel model() {
        return model;
    }

    /** The guest loader of the model's classes. */
    public GuestClassLoader loader() {
        return loader;
    }

    /** The class file of class {@code internalName}, as compiled. */
    public byte[] bytes(String internalName) {
        return bytes.get(internalName);
    }

    /**
     * A new loader that defines the program's classes itself, those named in {@code replaced}
     * (internal names) from its bytes, and leaves every other class to {@code parent}.
     */
    public ClassLoader withReplaced(Map<String, byte[]> replaced, ClassLoader parent) {
        return new ClassLoader(parent) {
            @Override
            protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
                synchronized (getClassLoadingLock(name)) {
                    Class<?> c = findLoadedClass(name);
                    if (c == null) {
                        String internal = name.replace('.', '/');
                        byte[] b = replaced.getOrDefault(internal, bytes.get(internal));
                        if (b == null) {
                            return super.loadClass(name, resolve);
                        }
                        c = defineClass(name, b, 0, b.length);
                    }
                    return c;
                }
            }
        };
    }

    @Override
    public void close() throws IOException {
        loader.close();
    }
}
