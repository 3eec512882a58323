package rvm.profiling.instrument;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import rvm.tool.Event;
import rvm.tool.Tool;

/**
 * A user's instrumentation tool ({@code --instrument=tool:TOOL.jar}) and the jar it came from. The
 * jar's manifest names the class ({@code Rvm-Tool: pkg.MyTool}); it is loaded in a class loader of
 * its own whose parent is rvm's, so that it sees the tool API ({@code rvm.tool}) and the JDK.
 *
 * @param jar  the jar, as the user named it
 * @param tool the tool, constructed
 */
public record ToolJar(Path jar, Tool tool) {

    /** The manifest attribute that names the tool class. */
    public static final String MANIFEST_ATTRIBUTE = "Rvm-Tool";

    /**
     * Loads and constructs the tool of {@code jar} and asks for its events.
     *
     * @throws IllegalArgumentException when the jar is missing or unreadable, names no tool class, or
     *                                  the class cannot be loaded, is no {@link Tool}, cannot be
     *                                  constructed or asks for no events; the message says which
     */
    public static ToolJar load(Path jar) {
        String where = "--instrument=tool:" + jar + ": ";
        if (!Files.isRegularFile(jar)) {
            throw new IllegalArgumentException(where + "no such file");
        }
        String className;
        try (JarFile file = new JarFile(jar.toFile())) {
            Manifest manifest = file.getManifest();
            className = manifest == null ? null : manifest.getMainAttributes().getValue(MANIFEST_ATTRIBUTE);
        } catch (IOException e) {
            throw new IllegalArgumentException(where + "not a jar (" + e.getMessage() + ")");
        }
        if (className == null || className.isBlank()) {
            throw new IllegalArgumentException(where + "its manifest names no tool class (expected a line '"
                    + MANIFEST_ATTRIBUTE + ": pkg.MyTool')");
        }
        Tool tool = construct(where, loader(where, jar), className.trim());
        Set<Event> events;
        try {
            events = tool.events();
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(where + className + ".events() threw " + e);
        }
        if (events == null || events.isEmpty()) {
            throw new IllegalArgumentException(where + className + ".events() asks for no events");
        }
        return new ToolJar(jar, tool);
    }

    private static ClassLoader loader(String where, Path jar) {
        try {
            return new URLClassLoader("rvm-tool", new URL[] {jar.toUri().toURL()}, Tool.class.getClassLoader());
        } catch (MalformedURLException e) {
            throw new IllegalArgumentException(where + e.getMessage());
        }
    }

    private static Tool construct(String where, ClassLoader loader, String className) {
        Class<?> c;
        try {
            c = Class.forName(className, true, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new IllegalArgumentException(where + "cannot load " + className + " (" + e + ")");
        }
        if (!Tool.class.isAssignableFrom(c)) {
            throw new IllegalArgumentException(where + className + " does not implement " + Tool.class.getName());
        }
        try {
            return (Tool) c.getConstructor().newInstance();
        } catch (NoSuchMethodException | IllegalAccessException e) {
            throw new IllegalArgumentException(where + className + " has no public no-argument constructor");
        } catch (InvocationTargetException e) {
            throw new IllegalArgumentException(where + "constructing " + className + " threw " + e.getCause());
        } catch (InstantiationException e) {
            throw new IllegalArgumentException(where + className + " is abstract");
        }
    }

    /** The tool's name in rvm's output. */
    public String name() {
        return tool.name();
    }
}
