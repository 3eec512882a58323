package rvm.core.testing;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;

/**
 * The host's {@code javap -c -l}, run in process and parsed: an independent oracle for bytecode
 * indices, raw mnemonics, branch and switch targets, exception tables and line numbers. Shared by
 * the tests of every module (vm-core's test jar).
 */
public final class Javap {

    /** One instruction: bytecode index, mnemonic, operand text, and for switches {@code key -> target bci}. */
    public record Insn(int bci, String mnemonic, String operands, Map<String, Integer> cases) {
    }

    /** One exception table entry; {@code type} is {@code null} for {@code any}. */
    public record Handler(int from, int to, int target, String type) {
    }

    /** One method's code as javap shows it. */
    public record Method(List<Insn> insns, List<Handler> handlers, TreeMap<Integer, Integer> lineAtBci) {

        /** The instruction at a bytecode index. */
        public Insn at(int bci) {
            return insns.stream().filter(i -> i.bci() == bci).findFirst().orElseThrow();
        }

        /** The first instruction with this mnemonic. */
        public Insn first(String mnemonic) {
            return insns.stream().filter(i -> i.mnemonic().equals(mnemonic)).findFirst().orElseThrow(
                    () -> new IllegalArgumentException("no " + mnemonic + " in " + insns));
        }

        /** The position of the instruction at {@code bci} in the list, or the count for the end of the code. */
        public int indexOf(int bci) {
            for (int i = 0; i < insns.size(); i++) {
                if (insns.get(i).bci() == bci) {
                    return i;
                }
            }
            if (bci > insns.get(insns.size() - 1).bci()) {
                return insns.size();
            }
            throw new IllegalArgumentException("no instruction at bci " + bci);
        }
    }

    private static final Pattern CLASS = Pattern.compile("^(?:.* )?(?:class|interface) ([^ <{]+).*\\{$");
    private static final Pattern DESCRIPTOR = Pattern.compile("^\\s+descriptor: (\\S+)$");
    private static final Pattern INSN = Pattern.compile("^\\s+(\\d+): ([a-z][a-z0-9_]*)\\s*(.*)$");
    private static final Pattern CASE = Pattern.compile("^\\s+(-?\\d+|default): (\\d+)$");
    private static final Pattern HANDLER = Pattern.compile("^\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(?:Class (\\S+)|any)$");
    private static final Pattern LINE = Pattern.compile("^\\s+line (\\d+): (\\d+)$");

    private Javap() {
    }

    /**
     * The instructions of every method with code in some class files (one javap run), keyed by
     * {@code Class.name + descriptor} with the class's binary name (constructors {@code <init>},
     * static initialisers {@code <clinit>}), in javap's order.
     */
    public static Map<String, List<Insn>> code(List<Path> classFiles) {
        List<String> args = new ArrayList<>(List.of("-c", "-l", "-p", "-s"));
        classFiles.forEach(f -> args.add(f.toString()));
        Map<String, List<Insn>> code = new LinkedHashMap<>();
        parse(run(args.toArray(new String[0])), true).forEach((name, m) -> code.put(name, m.insns()));
        return code;
    }

    /** The methods with code of one class file, keyed by name + descriptor ({@code <init>}, {@code <clinit>}). */
    public static Map<String, Method> methods(Path classFile) {
        return parse(run("-c", "-l", "-p", "-s", classFile.toString()), false);
    }

    private static Map<String, Method> parse(String out, boolean qualified) {
        Map<String, Method> methods = new LinkedHashMap<>();
        String className = null;
        String header = null;
        Method current = null;
        Insn pendingSwitch = null;
        for (String line : out.split("\n")) {
            Matcher m;
            if ((m = CLASS.matcher(line)).matches()) {
                className = m.group(1);
            } else if (line.startsWith("  ") && !line.startsWith("   ") && line.endsWith(";")) {
                header = line.trim();
                current = null;
            } else if (header != null && (m = DESCRIPTOR.matcher(line)).matches()) {
                if (header.contains("(") || header.equals("static {};")) {
                    current = new Method(new ArrayList<>(), new ArrayList<>(), new TreeMap<>());
                    String name = name(header, className) + m.group(1);
                    methods.put(qualified ? className + "." + name : name, current);
                }
                header = null;
            } else if (current == null) {
                continue;
            } else if (pendingSwitch != null && (m = CASE.matcher(line)).matches()) {
                pendingSwitch.cases().put(m.group(1), Integer.parseInt(m.group(2)));
            } else if ((m = INSN.matcher(line)).matches()) {
                Insn insn = new Insn(Integer.parseInt(m.group(1)), m.group(2), m.group(3).trim(), new LinkedHashMap<>());
                current.insns().add(insn);
                pendingSwitch = insn.mnemonic().endsWith("switch") ? insn : null;
            } else if ((m = HANDLER.matcher(line)).matches()) {
                current.handlers().add(new Handler(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                        Integer.parseInt(m.group(3)), m.group(4)));
            } else if ((m = LINE.matcher(line)).matches()) {
                current.lineAtBci().put(Integer.parseInt(m.group(2)), Integer.parseInt(m.group(1)));
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
