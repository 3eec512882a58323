package rvm.launcher;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class HostJvmFlagsTest {

    @Test
    void theRvmScriptPassesEveryHostFlag() throws IOException {
        String script = Files.readString(Path.of("..", "rvm"));
        for (String flag : Main.HOST_JVM_FLAGS) {
            assertTrue(script.contains(" " + flag + " "), "./rvm does not pass " + flag);
        }
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
