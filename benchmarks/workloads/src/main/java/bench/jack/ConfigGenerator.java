package bench.jack;

import java.util.Random;

/**
 * Generates files of the {@link GrammarTexts#CONFIG} format: sections of entries with dotted
 * keys whose values are strings, numbers, booleans, nested lists and tables, or raw text.
 */
final class ConfigGenerator {

    private static final String[] WORDS = {
        "host", "port", "path", "user", "mode", "size", "limit", "cache", "retry", "level"};

    private static final String[] CONSTANTS = {"true", "false", "TRUE", "False", "none"};

    private final Random random;
    private final StringBuilder out = new StringBuilder();

    ConfigGenerator(Random random) {
        this.random = random;
    }

    /** A file of {@code sections} sections. */
    String file(int sections) {
        for (int s = 0; s < sections; s++) {
            out.append("[section").append(s).append("]\n");
            int entries = 3 + random.nextInt(8);
            for (int e = 0; e < entries; e++) {
                entry(0);
            }
        }
        return out.toString();
    }

    private void entry(int depth) {
        out.append(word());
        int parts = random.nextInt(3);
        for (int i = 0; i < parts; i++) {
            out.append('.').append(word());
        }
        out.append(" = ");
        if (depth == 0 && random.nextInt(20) == 0) {
            raw();
        } else {
            value(depth);
        }
        out.append(";\n");
    }

    private void value(int depth) {
        int choice = depth > 1 ? random.nextInt(70) : random.nextInt(100);
        if (choice < 30) {
            out.append('"').append(word()).append('/').append(random.nextInt(100)).append('"');
        } else if (choice < 60) {
            out.append(random.nextInt(65_536));
        } else if (choice < 70) {
            out.append(CONSTANTS[random.nextInt(CONSTANTS.length)]);
        } else if (choice < 88) {
            list(depth);
        } else {
            out.append("( ");
            int entries = 1 + random.nextInt(3);
            for (int i = 0; i < entries; i++) {
                entry(depth + 1);
            }
            out.append(')');
        }
    }

    private void list(int depth) {
        out.append('{');
        int count = random.nextInt(5);
        for (int i = 0; i < count; i++) {
            if (i > 0) {
                out.append(", ");
            }
            value(depth + 1);
        }
        out.append('}');
    }

    private void raw() {
        out.append('@');
        int count = 1 + random.nextInt(6);
        for (int i = 0; i < count; i++) {
            out.append(' ').append(random.nextBoolean() ? word() : String.valueOf(random.nextInt(10)));
        }
    }

    private String word() {
        return WORDS[random.nextInt(WORDS.length)];
    }
}
