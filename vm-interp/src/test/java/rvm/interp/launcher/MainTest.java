package rvm.interp.launcher;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class MainTest {

    /** The commands the {@code rvm} script runs itself, before it starts the launcher: {@code [ "$1" = NAME ]}. */
    private static Set<String> scriptCommands() throws IOException {
        String script = Files.readString(Path.of("..", "rvm"));
        Matcher m = Pattern.compile("\\[ \"\\$\\{?1(?::-)?}?\" = ([a-z][a-z-]*) ]").matcher(script);
        Set<String> names = new TreeSet<>();
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    @Test
    void topHelpListsEveryCommand_includingThoseTheScriptRuns() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Main.printTopHelp(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String help = bytes.toString(StandardCharsets.UTF_8);
        Set<String> commands = new TreeSet<>(scriptCommands());

        assertFalse(commands.isEmpty(), "no command found in ./rvm");
        commands.addAll(Set.of("run", "demo", "dcg"));
        for (String c : commands) {
            assertTrue(help.contains("\n  " + c + " "), "rvm --help does not list " + c + ":\n" + help);
        }
    }
}
