package rvm.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import rvm.core.testing.ClassFiles;

/**
 * The module graph (an acyclic graph: vm-tool-api below everything, vm-core below vm-inliner,
 * vm-profiling and vm-interp, those below vm-launcher, everything below benchmarks; the example
 * tools see the tool API alone), checked on the compiled classes: no class of a module refers to a
 * class of a module that is not below its own. vm-core sees none of the others but the tool API;
 * vm-inliner, vm-profiling and vm-interp see vm-core only (not each other); vm-launcher sees the four; none of
 * them sees the benchmarks' packages ({@code rvm.bench}, the workloads' {@code bench}).
 *
 * <p>Each module's classes are read from where the test class path has them (its
 * {@code target/classes} in a reactor build, its jar otherwise), found through one class of the
 * module, and every class name a class file mentions (supertypes, descriptors, signatures,
 * annotations, instructions, constants) is checked. The benchmark modules are built after this one,
 * so their own classes are not read here; nothing may depend on them anyway.
 */
class ModuleGraphTest {

    /** A module: the packages it owns (internal-name prefixes) and the modules below it, which it may see. */
    enum Module {
        TOOL_API("vm-tool-api", List.of("rvm/tool/")),
        CORE("vm-core", List.of("rvm/core/"), TOOL_API),
        INLINER("vm-inliner", List.of("rvm/inliner/"), TOOL_API, CORE),
        PROFILING("vm-profiling", List.of("rvm/profiling/"), TOOL_API, CORE),
        INTERP("vm-interp", List.of("rvm/interp/"), TOOL_API, CORE),
        LAUNCHER("vm-launcher", List.of("rvm/launcher/"), TOOL_API, CORE, INLINER, PROFILING, INTERP),
        /** The example tools: they see the tool API alone, and nothing of rvm sees them. */
        TOOLS("tools", List.of("rvm/tools/"), TOOL_API),
        BENCHMARKS("benchmarks", List.of("rvm/bench/", "bench/"), TOOL_API, CORE, INLINER, PROFILING, INTERP,
                LAUNCHER);

        final String directory;
        final List<String> packages;
        final Set<Module> below;

        Module(String directory, List<String> packages, Module... below) {
            this.directory = directory;
            this.packages = packages;
            this.below = Set.of(below);
        }

        boolean maySee(Module other) {
            return other == this || below.contains(other);
        }

        /** The module that owns the class {@code internalName}, or {@code null} (the JDK, a library). */
        static Module owning(String internalName) {
            for (Module m : values()) {
                for (String p : m.packages) {
                    if (internalName.startsWith(p)) {
                        return m;
                    }
                }
            }
            return null;
        }
    }

    /** One class of each module read here, by which the test class path's copy of the module is found. */
    private static final Map<Module, Class<?>> MEMBERS = new LinkedHashMap<>();

    static {
        MEMBERS.put(Module.TOOL_API, rvm.tool.Tool.class);
        MEMBERS.put(Module.TOOLS, rvm.tools.BytecodeCounts.class);
        MEMBERS.put(Module.CORE, rvm.core.options.VmOptions.class);
        MEMBERS.put(Module.INLINER, rvm.inliner.InlineOracle.class);
        MEMBERS.put(Module.PROFILING, rvm.profiling.profiler.ProfilingOptions.class);
        MEMBERS.put(Module.INTERP, rvm.interp.Vm.class);
        MEMBERS.put(Module.LAUNCHER, Main.class);
    }

    @Test
    void noClassRefersToAModuleAboveOrBesideItsOwn() throws IOException {
        List<String> violations = new ArrayList<>();
        Map<Module, Integer> classCounts = new LinkedHashMap<>();
        Map<Module, Integer> downwardReferences = new LinkedHashMap<>();

        for (Map.Entry<Module, Class<?>> e : MEMBERS.entrySet()) {
            Module module = e.getKey();
            Path location = ClassFiles.location(e.getValue());
            Map<String, byte[]> classes = ClassFiles.read(location);
            assertTrue(classes.containsKey(e.getValue().getName().replace('.', '/')),
                    module.directory + ": " + e.getValue().getName() + " not among the classes read from " + location);
            int down = 0;
            for (byte[] bytes : classes.values()) {
                violations.addAll(violations(module, bytes));
                down += (int) ClassFiles.referencedClasses(bytes).stream().map(Module::owning)
                        .filter(owner -> owner != null && module.below.contains(owner)).count();
            }
            classCounts.put(module, classes.size());
            downwardReferences.put(module, down);
        }

        String read = "classes read " + classCounts + ", references to the modules below " + downwardReferences;
        assertEquals(List.of(), violations, "classes that see a module above or beside their own; " + read);
        for (Module m : MEMBERS.keySet()) {
            assertTrue(classCounts.get(m) >= (m == Module.TOOLS ? 1 : 5), m.directory + " too few: " + read);
            assertTrue(m.below.isEmpty() || downwardReferences.get(m) > 0,
                    m.directory + " sees nothing below: " + read);
        }
    }

    @Test
    void aReferenceUpTheGraphIsReported_asIsAClassOutsideItsModulesPackages() {
        byte[] upward = classReferring("rvm/core/Upward", "rvm/launcher/Main");
        byte[] sideways = classReferring("rvm/interp/Sideways", "rvm/profiling/dcg/DcgProfile");
        byte[] bench = classReferring("rvm/launcher/Bench", "bench/Harness");
        byte[] misplaced = classReferring("rvm/launcher/Misplaced", "java/lang/String");
        byte[] down = classReferring("rvm/launcher/Down", "rvm/interp/Vm");

        assertEquals(List.of("rvm/core/Upward (vm-core) refers to rvm/launcher/Main (vm-launcher)"),
                violations(Module.CORE, upward));
        assertEquals(List.of("rvm/interp/Sideways (vm-interp) refers to rvm/profiling/dcg/DcgProfile (vm-profiling)"),
                violations(Module.INTERP, sideways));
        assertEquals(List.of("rvm/launcher/Bench (vm-launcher) refers to bench/Harness (benchmarks)"),
                violations(Module.LAUNCHER, bench));
        assertEquals(List.of("rvm/launcher/Misplaced is in vm-interp, outside its packages [rvm/interp/]"),
                violations(Module.INTERP, misplaced));
        assertEquals(List.of(), violations(Module.LAUNCHER, down));
    }

    /** What is wrong with one class file of {@code module}: each class it may not see, and a misplaced class. */
    private static List<String> violations(Module module, byte[] classFile) {
        ClassReader reader = new ClassReader(classFile);
        String self = reader.getClassName();
        List<String> out = new ArrayList<>();
        if (Module.owning(self) != module) {
            out.add(self + " is in " + module.directory + ", outside its packages " + module.packages);
        }
        for (String name : ClassFiles.referencedClasses(classFile)) {
            if (name.equals(self)) {
                continue;
            }
            Module owner = Module.owning(name);
            if (owner != null && !module.maySee(owner)) {
                out.add(self + " (" + module.directory + ") refers to " + name + " (" + owner.directory + ")");
            }
        }
        return out;
    }

    /** A class {@code name} with one field of type {@code referred}. */
    private static byte[] classReferring(String name, String referred) {
        ClassWriter w = new ClassWriter(0);
        w.visit(Opcodes.V17, Opcodes.ACC_PUBLIC, name, null, "java/lang/Object", null);
        w.visitField(Opcodes.ACC_PRIVATE, "f", "L" + referred + ";", null, null).visitEnd();
        w.visitEnd();
        return w.toByteArray();
    }
}
