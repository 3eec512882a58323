package rvm.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import rvm.core.testing.ClassFiles;
import rvm.interp.stack.StackTraces;

/**
 * The layers of vm-interp's packages, checked on the compiled classes: each package sees only the
 * packages below it, so that the compiler, linking and the guest stacks can be read and changed
 * without the interpreter. From the bottom: {@code compiler}; {@code tier} and {@code link} on it;
 * {@code stack} on {@code compiler} and {@code link}; the interpreter and {@code Vm}
 * ({@code rvm.interp} itself) on all of them.
 */
class PackageLayersTest {

    /** Each package (internal name) and the packages of this module it may see besides its own. */
    private static final Map<String, Set<String>> MAY_SEE = new LinkedHashMap<>();

    static {
        MAY_SEE.put("rvm/interp/compiler", Set.of());
        MAY_SEE.put("rvm/interp/tier", Set.of("rvm/interp/compiler"));
        MAY_SEE.put("rvm/interp/link", Set.of("rvm/interp/compiler"));
        MAY_SEE.put("rvm/interp/stack", Set.of("rvm/interp/compiler", "rvm/interp/link"));
        MAY_SEE.put("rvm/interp", Set.of("rvm/interp/compiler", "rvm/interp/tier", "rvm/interp/link",
                "rvm/interp/stack"));
    }

    @Test
    void eachPackageSeesOnlyThePackagesBelowIt() throws IOException {
        Map<String, byte[]> classes = ClassFiles.ofModuleOf(Vm.class);
        List<String> violations = new ArrayList<>();
        Map<String, Integer> counts = new LinkedHashMap<>();

        for (Map.Entry<String, byte[]> e : classes.entrySet()) {
            String pkg = packageOf(e.getKey());
            assertTrue(MAY_SEE.containsKey(pkg), "a package the layers do not name: " + pkg);
            counts.merge(pkg, 1, Integer::sum);
            for (String name : ClassFiles.referencedClasses(e.getValue())) {
                String other = packageOf(name);
                if (MAY_SEE.containsKey(other) && !other.equals(pkg) && !MAY_SEE.get(pkg).contains(other)) {
                    violations.add(e.getKey() + " refers to " + name);
                }
            }
        }

        assertEquals(List.of(), violations, "classes read per package: " + counts);
        assertEquals(MAY_SEE.keySet(), counts.keySet(), "packages with classes");
    }

    @Test
    void theGuestStacksKnowTheInterpretersClassByName() {
        assertEquals(Interpreter.class.getName(), StackTraces.INTERPRETER);
    }

    private static String packageOf(String internalName) {
        int slash = internalName.lastIndexOf('/');
        return slash < 0 ? "" : internalName.substring(0, slash);
    }
}
