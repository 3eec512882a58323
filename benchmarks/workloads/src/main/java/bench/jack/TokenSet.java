package bench.jack;

import java.util.Arrays;

/**
 * A FIRST set: token kinds and symbols (they share one numbering, see {@link Symbols#FIRST}),
 * or every token at all.
 */
final class TokenSet {

    private long[] words = new long[2];
    private boolean everything;

    /** True when a token of {@code token}'s kind or symbol is in the set. */
    boolean contains(Token token) {
        return everything || has(token.kind()) || has(token.symbol());
    }

    private boolean has(int key) {
        int word = key >>> 6;
        return word < words.length && (words[word] & (1L << key)) != 0;
    }

    /** Adds {@code key}; true when it was new. */
    boolean add(int key) {
        int word = key >>> 6;
        if (word >= words.length) {
            words = Arrays.copyOf(words, Math.max(word + 1, words.length * 2));
        }
        long old = words[word];
        words[word] |= 1L << key;
        return words[word] != old;
    }

    /** Makes this the set of all tokens; true when it was not. */
    boolean addEverything() {
        boolean changed = !everything;
        everything = true;
        return changed;
    }

    /** Adds every member of {@code other}; true when this set grew. */
    boolean addAll(TokenSet other) {
        boolean changed = other.everything && addEverything();
        if (other.words.length > words.length) {
            words = Arrays.copyOf(words, other.words.length);
        }
        for (int i = 0; i < other.words.length; i++) {
            long old = words[i];
            words[i] |= other.words[i];
            changed |= words[i] != old;
        }
        return changed;
    }

    /** The number of members (everything counts as one more). */
    int size() {
        int size = everything ? 1 : 0;
        for (long word : words) {
            size += Long.bitCount(word);
        }
        return size;
    }
}
