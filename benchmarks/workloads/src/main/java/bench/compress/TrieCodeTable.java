package bench.compress;

import java.util.Arrays;

/** A trie kept as first-child and next-sibling links per code: the rarely used table. */
final class TrieCodeTable implements CodeTable {

    private final int[] firstChild;
    private final int[] nextSibling;
    private final int[] symbols;

    TrieCodeTable(int capacity) {
        firstChild = new int[capacity];
        nextSibling = new int[capacity];
        symbols = new int[capacity];
        clear();
    }

    @Override
    public int find(int prefix, int symbol) {
        for (int child = firstChild[prefix]; child != NONE; child = nextSibling[child]) {
            if (symbols[child] == symbol) {
                return child;
            }
        }
        return NONE;
    }

    @Override
    public void put(int prefix, int symbol, int code) {
        symbols[code] = symbol;
        firstChild[code] = NONE;
        nextSibling[code] = firstChild[prefix];
        firstChild[prefix] = code;
    }

    @Override
    public void clear() {
        Arrays.fill(firstChild, NONE);
    }
}
