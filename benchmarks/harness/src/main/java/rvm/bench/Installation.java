package rvm.bench;

import java.io.File;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import rvm.launcher.Main;

/**
 * Where rvm and the workloads were built: the class paths of {@code vm-launcher} and of
 * {@code benchmarks/workloads} under an rvm checkout, the host JVM flags its rvm runs with, and the
 * command lines that run a workload.
 *
 * @param home         the rvm checkout ({@code rvm.home}, set by the {@code ./rvm} script)
 * @param java         the host {@code java} executable, for both sides
 * @param hostJvmFlags the host JVM flags rvm runs with, as that checkout's {@code ./rvm} script passes
 *                     them ({@code rvm.launcher.Main.HOST_JVM_FLAGS} of its build)
 */
public record Installation(Path home, String java, List<String> hostJvmFlags) {

    public Installation {
        hostJvmFlags = List.copyOf(hostJvmFlags);
    }

    /** The checkout of this harness, whose rvm runs with this build's host JVM flags. */
    public Installation(Path home, String java) {
        this(home, java, Main.HOST_JVM_FLAGS);
    }

    /**
     * The installation {@code config} runs rvm from: this one, or its {@code rvm@DIR} checkout's, with
     * the host JVM flags of DIR's own build.
     *
     * @throws IOException when DIR holds no built launcher to read its flags from
     */
    public Installation of(Config config) throws IOException {
        if (config.tree() == null) {
            return this;
        }
        Path tree = config.tree().toAbsolutePath().normalize();
        return new Installation(tree, java, hostJvmFlagsOf(tree));
    }

    /** {@code Main.HOST_JVM_FLAGS} as the launcher built in {@code tree} declares it. */
    private static List<String> hostJvmFlagsOf(Path tree) throws IOException {
        Path classes = tree.resolve("vm-launcher/target/classes");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
                ClassLoader.getPlatformClassLoader())) {
            Object flags = Class.forName("rvm.launcher.Main", true, loader).getField("HOST_JVM_FLAGS").get(null);
            return ((List<?>) flags).stream().map(String::valueOf).toList();
        } catch (ReflectiveOperationException | LinkageError | ClassCastException e) {
            throw new IOException("not built: no launcher's host JVM flags in " + classes + " (build with mvn -B "
                    + "-DskipTests install in " + tree + "): " + e);
        }
    }

    /** The class path rvm runs with: {@code vm-launcher/target/classes} plus its runtime class path. */
    public String rvmClassPath() throws IOException {
        return classPath("vm-launcher/target/classes", "vm-launcher/target/runtime-classpath.txt");
    }

    /** The guest class path of the workloads: their classes plus the third-party jars. */
    public String workloadClassPath() throws IOException {
        return classPath("benchmarks/workloads/target/classes", "benchmarks/workloads/target/workload-classpath.txt");
    }

    /**
     * The command that runs {@code workload} once under {@code config}.
     *
     * @param arguments the workload's own arguments ({@code small --iterations 1})
     */
    public List<String> command(Config config, WorkloadSpec workload, List<String> arguments) throws IOException {
        List<String> command = new ArrayList<>();
        if (config.kind() == Config.Kind.HOST) {
            command.add(java);
            command.addAll(config.options());
        } else {
            List<String> run = new ArrayList<>(List.of("run"));
            run.addAll(config.runOptions());
            command.addAll(of(config).rvmCommand(config.hostJvmOptions(), run));
        }
        command.add("-cp");
        command.add(workloadClassPath());
        command.add(workload.mainClass());
        command.addAll(arguments);
        return command;
    }

    /**
     * The command that runs {@code rvm ARGUMENTS} as the {@code ./rvm} script does ({@code rvm inline
     * diff A B}, {@code rvm run ...}), with {@code hostJvmOptions} after rvm's own host flags.
     */
    public List<String> rvmCommand(List<String> hostJvmOptions, List<String> arguments) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(java);
        command.addAll(hostJvmFlags);
        command.addAll(hostJvmOptions);
        command.add("-Drvm.home=" + home);
        command.add("-cp");
        command.add(rvmClassPath());
        command.add("rvm.launcher.Main");
        command.addAll(arguments);
        return command;
    }

    private String classPath(String classesDir, String listFileName) throws IOException {
        Path classes = home.resolve(classesDir);
        Path listFile = home.resolve(listFileName);
        if (!Files.isDirectory(classes) || !Files.isRegularFile(listFile)) {
            throw new IOException("not built: " + classes + " or " + listFile
                    + " is missing (build with mvn -B -DskipTests install in " + home + ")");
        }
        String rest = Files.readString(listFile, StandardCharsets.UTF_8).trim();
        return rest.isEmpty() ? classes.toString() : classes + File.pathSeparator + rest;
    }
}
