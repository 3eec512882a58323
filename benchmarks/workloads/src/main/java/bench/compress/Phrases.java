package bench.compress;

import bench.Rng;

/**
 * The six kinds of text fragment (prose, code, tables, markup, headings, lists) and the small
 * writing helpers they share. The generator picks among them uniformly, so its
 * {@code Phrase.appendTo} call site is megamorphic.
 */
final class Phrases {

    private Phrases() {
    }

    /** Returns one instance of every kind. */
    static Phrase[] all() {
        return new Phrase[] {new Prose(), new Code(), new Table(), new Markup(), new Heading(),
            new ListItem()};
    }

    static void word(ByteSink out, byte[] word) {
        for (byte b : word) {
            out.write(b);
        }
    }

    static void capitalized(ByteSink out, byte[] word) {
        out.write(upper(word[0]));
        for (int i = 1; i < word.length; i++) {
            out.write(word[i]);
        }
    }

    static int upper(int b) {
        return b >= 'a' && b <= 'z' ? b - ('a' - 'A') : b;
    }

    static void ascii(ByteSink out, String text) {
        for (int i = 0; i < text.length(); i++) {
            out.write(text.charAt(i));
        }
    }

    static void number(ByteSink out, int value) {
        if (value >= 10) {
            number(out, value / 10);
        }
        out.write('0' + value % 10);
    }

    static final class Prose implements Phrase {
        @Override
        public void appendTo(ByteSink out, Vocabulary words, Rng rng) {
            capitalized(out, words.pick(rng));
            int count = 3 + rng.nextInt(10);
            for (int i = 0; i < count; i++) {
                out.write(i % 7 == 6 ? ',' : ' ');
                word(out, words.pick(rng));
            }
            ascii(out, ". ");
        }
    }

    static final class Code implements Phrase {
        @Override
        public void appendTo(ByteSink out, Vocabulary words, Rng rng) {
            ascii(out, "    ");
            word(out, words.pick(rng));
            capitalized(out, words.pick(rng));
            out.write('(');
            number(out, rng.nextInt(100));
            ascii(out, ", ");
            word(out, words.pick(rng));
            ascii(out, ");\n");
        }
    }

    static final class Table implements Phrase {
        @Override
        public void appendTo(ByteSink out, Vocabulary words, Rng rng) {
            out.write('|');
            for (int column = 0; column < 4; column++) {
                out.write(' ');
                number(out, rng.nextSkewed(5000));
                ascii(out, " |");
            }
            out.write('\n');
        }
    }

    static final class Markup implements Phrase {
        @Override
        public void appendTo(ByteSink out, Vocabulary words, Rng rng) {
            byte[] tag = words.pick(rng);
            out.write('<');
            word(out, tag);
            out.write('>');
            word(out, words.pick(rng));
            out.write(' ');
            word(out, words.pick(rng));
            ascii(out, "</");
            word(out, tag);
            ascii(out, ">\n");
        }
    }

    static final class Heading implements Phrase {
        @Override
        public void appendTo(ByteSink out, Vocabulary words, Rng rng) {
            ascii(out, "\n== ");
            capitalized(out, words.pick(rng));
            out.write(' ');
            capitalized(out, words.pick(rng));
            ascii(out, " ==\n");
        }
    }

    static final class ListItem implements Phrase {
        @Override
        public void appendTo(ByteSink out, Vocabulary words, Rng rng) {
            ascii(out, "  - ");
            word(out, words.pick(rng));
            ascii(out, ", ");
            word(out, words.pick(rng));
            ascii(out, "; ");
            word(out, words.pick(rng));
            out.write('\n');
        }
    }
}
