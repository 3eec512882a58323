package rvm.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The runnable examples of a Markdown document: each fenced block that follows a line
 * {@code <!-- example -->} (or {@code <!-- example: exit=N -->} when its last command exits with N).
 *
 * <p>In a block with {@code $ } prompts, each prompt line is a command (a here-document
 * {@code <<'EOF'} continues it to its {@code EOF} line) and the lines after it are the output it
 * shows: their shape is what the test checks, in order, each line's numbers standing for any
 * number, {@code ...} for any lines. A block without prompts is a list of commands.
 */
final class DocExamples {

    /** One command of an example, what it shows of its output, and the exit code it must have. */
    record Command(String text, List<String> shown, int exit, int line) {
    }

    private static final Pattern MARKER = Pattern.compile("<!-- example(?:: exit=(\\d+))? -->");
    private static final Pattern HEREDOC = Pattern.compile("<<'?(\\w+)'?\\s*$");

    private DocExamples() {
    }

    /** The commands of every example of {@code lines}, in document order. */
    static List<Command> commands(List<String> lines) {
        List<Command> commands = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher marker = MARKER.matcher(lines.get(i).trim());
            if (!marker.matches()) {
                continue;
            }
            int exit = marker.group(1) == null ? 0 : Integer.parseInt(marker.group(1));
            int open = i + 1;
            if (open >= lines.size() || !lines.get(open).startsWith("```")) {
                throw new IllegalArgumentException("line " + (i + 1) + ": an example marker not followed by a code block");
            }
            int close = open + 1;
            while (close < lines.size() && !lines.get(close).startsWith("```")) {
                close++;
            }
            List<Command> block = block(lines.subList(open + 1, close), open + 2);
            if (!block.isEmpty() && exit != 0) {
                Command last = block.remove(block.size() - 1);
                block.add(new Command(last.text(), last.shown(), exit, last.line()));
            }
            commands.addAll(block);
            i = close;
        }
        return commands;
    }

    private static List<Command> block(List<String> body, int firstLine) {
        boolean prompts = body.stream().anyMatch(l -> l.startsWith("$ "));
        List<Command> commands = new ArrayList<>();
        for (int i = 0; i < body.size(); i++) {
            String line = body.get(i);
            if (prompts && !line.startsWith("$ ")) {
                continue;
            }
            if (!prompts && (line.isBlank() || line.trim().startsWith("#"))) {
                continue;
            }
            StringBuilder text = new StringBuilder(prompts ? line.substring(2) : line);
            int start = i;
            Matcher heredoc = HEREDOC.matcher(text);
            if (heredoc.find()) {
                String end = heredoc.group(1);
                while (++i < body.size() && !body.get(i).equals(end)) {
                    text.append('\n').append(body.get(i));
                }
                text.append('\n').append(end);
            }
            while (text.toString().endsWith("\\") && i + 1 < body.size()) {
                text.append('\n').append(body.get(++i));
            }
            List<String> shown = new ArrayList<>();
            while (prompts && i + 1 < body.size() && !body.get(i + 1).startsWith("$ ")) {
                shown.add(body.get(++i));
            }
            commands.add(new Command(text.toString(), shown, 0, firstLine + start));
        }
        return commands;
    }

    /**
     * The shown lines that {@code output} lacks: each shown line must match an output line after the
     * previous one matched, its numbers standing for any number; {@code ...} lines are skipped.
     */
    static List<String> missing(List<String> shown, List<String> output) {
        List<String> missing = new ArrayList<>();
        int at = 0;
        for (String s : shown) {
            if (s.trim().equals("...") || s.isBlank()) {
                continue;
            }
            Pattern p = shape(s);
            int found = -1;
            for (int j = at; j < output.size(); j++) {
                if (p.matcher(output.get(j)).matches()) {
                    found = j;
                    break;
                }
            }
            if (found < 0) {
                missing.add(s);
            } else {
                at = found + 1;
            }
        }
        return missing;
    }

    /** A line's shape: the text as it is, but any number for each number and any run of blanks for one. */
    static Pattern shape(String line) {
        StringBuilder regex = new StringBuilder();
        Matcher m = Pattern.compile("\\d+(?:[.,]\\d+)*|\\s+").matcher(line.strip());
        int last = 0;
        while (m.find()) {
            regex.append(Pattern.quote(line.strip().substring(last, m.start())));
            regex.append(Character.isWhitespace(m.group().charAt(0)) ? "\\s+" : "\\d+(?:[.,]\\d+)*");
            last = m.end();
        }
        regex.append(Pattern.quote(line.strip().substring(last)));
        return Pattern.compile("\\s*" + regex + "\\s*");
    }
}
