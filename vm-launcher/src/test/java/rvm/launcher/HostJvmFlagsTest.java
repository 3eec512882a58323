package rvm.launcher;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class HostJvmFlagsTest {

    /** The flags are written once: the script reads the file Main reads, and names no flag of its own. */
    @Test
    void theRvmScriptPassesTheFlagsOfTheFileMainReads() throws IOException {
        String script = Files.readString(Path.of("..", "rvm"));

        assertTrue(script.contains("\"$home/vm-launcher/src/main/resources/rvm/launcher/" + Main.HOST_JVM_FLAGS_FILE
                + "\""), script);
        assertTrue(script.contains("exec \"$java\" \"${flags[@]}\" ${RVM_JAVA_OPTS:-}"), script);
        for (String flag : Main.HOST_JVM_FLAGS) {
            assertFalse(flag.startsWith("-XX:") && script.contains(flag), "./rvm names " + flag + " itself");
        }
        assertTrue(Main.HOST_JVM_FLAGS.contains("-Xss16m"), Main.HOST_JVM_FLAGS.toString());
        assertTrue(Main.HOST_JVM_FLAGS.contains(Main.SLOW_PATH_NOT_INLINED), Main.HOST_JVM_FLAGS.toString());
    }

    /**
     * A CompileCommand naming a class that does not exist is silently ignored by HotSpot: each
     * class the sampling path's flags name exists ({@code Cls*} names {@code Cls} and its nested
     * classes; a package pattern {@code pkg.*} is not checked).
     */
    @Test
    void theClassesCompiledEarlyExist() throws ClassNotFoundException {
        int checked = 0;
        for (String flag : Main.HOST_JVM_FLAGS) {
            if (flag.startsWith("-XX:CompileCommand=CompileThresholdScaling,")) {
                String pattern = flag.substring(flag.indexOf(',') + 1, flag.indexOf("::"));
                if (!pattern.endsWith(".*") && !pattern.equals("*")) { // not a package, not any class
                    Class.forName(pattern.endsWith("*") ? pattern.substring(0, pattern.length() - 1) : pattern);
                    checked++;
                }
            }
        }
        assertTrue(checked >= 8, "classes checked: " + checked);
    }

    /** A CompileCommand naming a method that does not exist is silently ignored by HotSpot. */
    @Test
    void theMethodKeptOutOfLineExists() throws ClassNotFoundException {
        String target = Main.SLOW_PATH_NOT_INLINED.substring(Main.SLOW_PATH_NOT_INLINED.indexOf(',') + 1);
        String className = target.substring(0, target.indexOf("::"));
        String methodName = target.substring(target.indexOf("::") + 2);
        Method[] methods = Class.forName(className).getDeclaredMethods();
        assertTrue(Arrays.stream(methods).anyMatch(m -> m.getName().equals(methodName)), target);
    }
}
