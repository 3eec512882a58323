package rvm.launcher;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import rvm.core.model.GuestClass;
import rvm.core.model.GuestMethod;
import rvm.core.options.VmOptions;
import rvm.inliner.InlineOptions;
import rvm.interp.Instrumentation;
import rvm.interp.Vm;
import rvm.interp.compiler.BaselineCompiler;
import rvm.interp.compiler.BaselineCompiler.Request;
import rvm.interp.compiler.BaselineCompiler.Result;
import rvm.interp.ExecutionOptions;

/**
 * Compiles the largest methods of a guest class path at level 2 with rvm's inliner in its stress
 * mode, without running the guest: every class of the jars is loaded (not initialised), then the
 * {@code N} methods with the most bytecode are compiled one by one. Prints one line per method,
 * {@code compiled}, {@code refused: REASON} or {@code failed: REASON}, then {@code done}. A test
 * runs it in a child JVM with a small heap ({@link LargestMethodsAtLevel2Test}).
 *
 * <p>Usage: {@code LargestMethodsAtLevel2 N JAR...}
 */
public final class LargestMethodsAtLevel2 {

    private LargestMethodsAtLevel2() {
    }

    public static void main(String[] args) throws IOException {
        int n = Integer.parseInt(args[0]);
        List<Path> jars = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            jars.add(Path.of(args[i]));
        }
        VmOptions options = new VmOptions(ExecutionOptions.TABLE);
        Inlining inlining = new Inlining(InlineOptions.DEFAULTS, null, false, true, false);
        Vm vm = new Vm(jars, options, Instrumentation.of(options), inlining);
        for (Path jar : jars) {
            loadAll(vm, jar);
        }
        List<GuestMethod> methods = new ArrayList<>();
        for (GuestClass c : vm.model().classes()) {
            for (GuestMethod m : c.methods()) {
                if (BaselineCompiler.canCompile(m)) {
                    methods.add(m);
                }
            }
        }
        methods.sort(Comparator.comparingInt(GuestMethod::codeLength).reversed()
                .thenComparing(GuestMethod::jvmName));
        for (GuestMethod m : methods.subList(0, Math.min(n, methods.size()))) {
            Result r = vm.compiler().compile(m.owner(), List.of(new Request(m, -1, BaselineCompiler.OPT_LEVEL, false)))
                    .get(0);
            String outcome = r.compiled() == null ? "failed: " + r.failure()
                    : r.refused() != null ? "refused: " + r.refused() : "compiled";
            System.out.println(m.codeLength() + " " + m.jvmName() + " " + outcome);
        }
        System.out.println("done");
    }

    /** Loads every class of {@code jar} without initialising it; a class the host refuses is skipped. */
    private static void loadAll(Vm vm, Path jar) throws IOException {
        try (JarFile f = new JarFile(jar.toFile())) {
            Enumeration<JarEntry> entries = f.entries();
            while (entries.hasMoreElements()) {
                String name = entries.nextElement().getName();
                if (name.endsWith(".class") && !name.contains("-") && !name.startsWith("META-INF/")) {
                    try {
                        vm.loadClass(name.substring(0, name.length() - ".class".length()).replace('/', '.'));
                    } catch (ClassNotFoundException | LinkageError e) {
                        // a class whose dependencies are absent: its methods are not candidates
                    }
                }
            }
        }
    }
}
