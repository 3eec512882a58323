package rvm.launcher.mutants;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import rvm.launcher.MainMethods;
import rvm.core.options.VmOptions;
import rvm.interp.Vm;
import rvm.interp.ExecutionOptions;

/**
 * How far the start of a run gets with a main class, inside the current JVM: loading the class
 * ({@code Class.forName(name, false, loader)}, as the java launcher loads it), then linking it and
 * looking up its main method ({@code getMethod("main", String[].class)}, which links the class);
 * with the error and its message where a step fails. Which main method the launcher then accepts is
 * not part of it: a missing or unsuitable main method counts as {@link Stage#LINKED}.
 *
 * @param stage   the step that failed, or {@code LINKED}
 * @param error   the error's class name, {@code null} when linked
 * @param message the error's message, {@code null} when linked or when it has none
 */
record LoadOutcome(Stage stage, String error, String message) {

    /** Where the start of a run stopped. */
    enum Stage {
        /** Loading the class failed. */
        LOAD,
        /** Linking the class (verification) or resolving its main method's types failed. */
        LINK,
        /** The class loaded and linked. */
        LINKED
    }

    static final LoadOutcome LINKED = new LoadOutcome(Stage.LINKED, null, null);

    static LoadOutcome failed(Stage stage, Throwable t) {
        return new LoadOutcome(stage, t.getClass().getName(), t.getMessage());
    }

    /** The outcome on the host: a plain class loader over {@code dir}, whose parent is the platform loader, as the app loader's is. */
    static LoadOutcome onHost(Path dir, String className) {
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()},
                ClassLoader.getPlatformClassLoader())) {
            Class<?> c;
            try {
                c = Class.forName(className, false, loader);
            } catch (Throwable t) {
                return failed(Stage.LOAD, t);
            }
            try {
                c.getMethod("main", String[].class);
            } catch (NoSuchMethodException e) {
                return LINKED;
            } catch (Throwable t) {
                return failed(Stage.LINK, t);
            }
            return LINKED;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The outcome under rvm: a {@link Vm} over {@code dir}, and the launcher's two steps, {@code loadClass} and {@code MainMethods.find}. */
    static LoadOutcome underRvm(Path dir, String className) {
        Vm vm = new Vm(List.of(dir), new VmOptions(ExecutionOptions.TABLE));
        try {
            Class<?> c;
            try {
                c = vm.loadClass(className);
            } catch (Throwable t) {
                return failed(Stage.LOAD, t);
            }
            try {
                MainMethods.find(vm, c);
            } catch (NoSuchMethodException | IllegalAccessException | MainMethods.LaunchException e) {
                return LINKED;
            } catch (Throwable t) {
                return failed(Stage.LINK, t);
            }
            return LINKED;
        } finally {
            try {
                vm.loader().close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    @Override
    public String toString() {
        return stage == Stage.LINKED ? "linked" : stage.name().toLowerCase(java.util.Locale.ROOT) + " " + error
                + (message == null ? "" : ": " + message.lines().findFirst().orElse(""));
    }
}
