package rvm.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import rvm.launcher.testing.GuestProcess;

class MainTest {

    /**
     * The commands the {@code rvm} script runs itself, before it starts the launcher: those it tests
     * with {@code [ "$1" = NAME ]} and those of its {@code case} of harness commands ({@code NAME) main=...}).
     */
    private static Set<String> scriptCommands() throws IOException {
        String script = Files.readString(Path.of("..", "rvm"));
        Matcher m = Pattern.compile("\\[ \"\\$\\{?1(?::-)?}?\" = ([a-z][a-z-]*) ]|(?m)^\\s+([a-z][a-z0-9-]*)\\) main=")
                .matcher(script);
        Set<String> names = new TreeSet<>();
        while (m.find()) {
            names.add(m.group(1) != null ? m.group(1) : m.group(2));
        }
        return names;
    }

    @Test
    void helpListsEveryCommand_includingThoseTheScriptRuns() throws IOException {
        Set<String> commands = new TreeSet<>(scriptCommands());
        assertTrue(commands.containsAll(Set.of("jmh", "bench", "results", "docs")), "./rvm's commands: " + commands);
        commands.addAll(Set.of("run", "demo", "dcg", "inline"));

        GuestProcess.Result r = GuestProcess.rvm(List.of("--help"), Path.of("."), Duration.ofSeconds(30));

        assertEquals(0, r.exitCode(), r.describe());
        for (String c : commands) {
            assertTrue(r.stdout().contains("\n  " + c + " "), "rvm --help does not list " + c + ":\n" + r.stdout());
        }
    }
}
