package rvm.bench;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where rvm and the workloads were built: the class paths of {@code vm-launcher} and of
 * {@code benchmarks/workloads} under an rvm checkout, and the command lines that run a workload.
 *
 * @param home the rvm checkout ({@code rvm.home}, set by the {@code ./rvm} script)
 * @param java the host {@code java} executable, for both sides
 */
public record Installation(Path home, String java) {

    /**
     * The host JVM flags rvm runs with, as the {@code rvm} script passes them: the same list as
     * {@code rvm.launcher.Main.HOST_JVM_FLAGS}, which is not on this class path (a test
     * checks they agree).
     */
    public static final List<String> RVM_JVM_FLAGS = List.of("-Xss16m", "-XX:+UnlockDiagnosticVMOptions",
            "-XX:+ShowHiddenFrames", "-XX:-OmitStackTraceInFastThrow", "-XX:CompileCommand=quiet",
            "-XX:CompileCommand=dontinline,rvm.core.runtime.Yieldpoints::slowPath",
            "-XX:CompileCommand=CompileThresholdScaling,rvm.core.runtime.Yieldpoints::*,0.02",
            "-XX:CompileCommand=CompileThresholdScaling,rvm.profiling.profiler.*::*,0.02",
            "-XX:CompileCommand=CompileThresholdScaling,rvm.profiling.sampling.*::*,0.02",
            "-XX:CompileCommand=CompileThresholdScaling,rvm.interp.stack.LiveGuestStack::*,0.02",
            "-XX:CompileCommand=CompileThresholdScaling,rvm.interp.stack.StackTraces::*,0.02",
            "-XX:CompileCommand=CompileThresholdScaling,rvm.interp.stack.HiddenMethods::*,0.02",
            "-XX:CompileCommand=CompileThresholdScaling,rvm.interp.compiler.CompiledMethod::*,0.02",
            "-XX:CompileCommand=CompileThresholdScaling,rvm.interp.compiler.BaselineCompiler::*,0.02",
            "-XX:CompileCommand=CompileThresholdScaling,rvm.core.compile.InlineMap::*,0.02",
            "-XX:CompileCommand=CompileThresholdScaling,java.lang.StackStreamFactory*::*,0.02",
            "-XX:CompileCommand=CompileThresholdScaling,java.lang.StackFrameInfo::*,0.02",
            "-XX:CompileCommand=CompileThresholdScaling,java.lang.StackWalker::*,0.02",
            "-XX:CompileCommand=CompileThresholdScaling,*::*$sampled$*,0.02",
            "-Xlog:disable", "-Xlog:all=warning:stderr");

    /** The installation {@code config} runs rvm from: this one, or its {@code rvm@DIR} checkout's. */
    public Installation of(Config config) {
        return config.tree() == null ? this : new Installation(config.tree().toAbsolutePath().normalize(), java);
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
     * diff A B}, {@code rvm run ...}), with {@code hostJvmOptions} after rvm's own host flags. The
     * host flags are this harness's: a checkout whose {@code ./rvm} script passes other flags runs
     * with these.
     */
    public List<String> rvmCommand(List<String> hostJvmOptions, List<String> arguments) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(java);
        command.addAll(RVM_JVM_FLAGS);
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
