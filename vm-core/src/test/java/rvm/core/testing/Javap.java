package rvm.core.testing;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;

/**
 * The host's {@code javap -c}, run in process and parsed: an independent oracle for bytecode
 * indices and raw mnemonics.
 */
public final class Javap {

    /** One instruction as javap prints it: its bytecode index and mnemonic ({@code iload_w} for wide forms). */
    public record Insn(int bci, String mnemonic) {
    }

    private static final Pattern INSN = Pattern.compile("^\\s+(\\d+): ([a-z][a-z0-9_]*)\\b.*");
    private static final Pattern CLASS = Pattern.compile("^(?:.* )?(?:class|interface) ([^ <{]+).*\\{$");
    private static final Pattern DESCRIPTOR = Pattern.compile("^\\s+descriptor: (\\S+)$");

    private Javap() {
    }

    /**
     * The instructions of every method with code in some class files (one javap run), keyed by
     * {@code Class.name + descriptor} with the class's binary name (constructors {@code <init>},
     * static initialisers {@code <clinit>}), in javap's order.
     */
    public static Map<String, List<Insn>> code(List<Path> classFiles) {
        List<String> args = new ArrayList<>(List.of("-c", "-p", "-s"));
        classFiles.forEach(f -> args.add(f.toString()));
        String out = run(args.toArray(new String[0]));
        Map<String, List<Insn>> methods = new LinkedHashMap<>();
        String className = null;
        String header = null;
        List<Insn> current = null;
        for (String line : out.split("\n")) {
            Matcher c = CLASS.matcher(line);
            Matcher d = DESCRIPTOR.matcher(line);
            if (c.matches()) {
                className = c.group(1);
            } else if (line.startsWith("  ") && !line.startsWith("   ") && line.endsWith(";")) {
                header = line.trim();
                current = null;
            } else if (header != null && d.matches()) {
                if (header.contains("(") || header.equals("static {};")) {
                    current = new ArrayList<>();
                    methods.put(className + "." + name(header, className) + d.group(1), current);
                }
                header = null;
            } else if (current != null) {
                Matcher m = INSN.matcher(line);
                if (m.matches()) {
                    current.add(new Insn(Integer.parseInt(m.group(1)), m.group(2)));
                }
            }
        }
        return methods;
    }

    private static String name(String header, String className) {
        if (header.equals("static {};")) {
            return "<clinit>";
        }
        String beforeParen = header.substring(0, header.indexOf('('));
        String name = beforeParen.substring(beforeParen.lastIndexOf(' ') + 1);
        return name.equals(className) ? "<init>" : name;
    }

    private static String run(String... args) {
        ToolProvider javap = ToolProvider.findFirst("javap")
                .orElseThrow(() -> new IllegalStateException("no javap in this JDK"));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int rc = javap.run(new PrintWriter(out), new PrintWriter(err), args);
        if (rc != 0) {
            throw new IllegalStateException("javap failed (" + rc + "): " + err);
        }
        return out.toString();
    }
}
