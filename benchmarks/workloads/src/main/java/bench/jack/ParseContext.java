package bench.jack;

import java.util.Arrays;

/**
 * The state of one parse: the tokens, the stack of trees built so far, one shared leaf per
 * token, and the packrat memo (per production and position: the end, or failure, and the tree).
 */
final class ParseContext {

    private final Token[] tokens;
    private final Leaf[] leaves;
    private final int productions;
    private final int[] memoEnds;
    private final Branch[] memoTrees;
    private Tree[] stack = new Tree[64];
    private int size;

    ParseContext(Token[] tokens, int productions) {
        this.tokens = tokens;
        this.leaves = new Leaf[tokens.length];
        this.productions = productions;
        this.memoEnds = new int[tokens.length * productions];
        this.memoTrees = new Branch[tokens.length * productions];
    }

    Token token(int pos) {
        return tokens[pos];
    }

    /** The leaf of the token at {@code pos}, made once. */
    Leaf leaf(int pos) {
        Leaf leaf = leaves[pos];
        if (leaf == null) {
            leaf = new Leaf(tokens[pos]);
            leaves[pos] = leaf;
        }
        return leaf;
    }

    int mark() {
        return size;
    }

    void reset(int mark) {
        while (size > mark) {
            stack[--size] = null;
        }
    }

    void push(Tree tree) {
        if (size == stack.length) {
            stack = Arrays.copyOf(stack, size * 2);
        }
        stack[size++] = tree;
    }

    /** Removes and returns the trees pushed since {@code mark}, oldest first. */
    Tree[] popSince(int mark) {
        Tree[] trees = Arrays.copyOfRange(stack, mark, size);
        reset(mark);
        return trees;
    }

    boolean isMemoised(int production, int pos) {
        return memoEnds[pos * productions + production] != 0;
    }

    /** Replays a memoised result: pushes its tree, if it matched, and returns its end. */
    int replay(int production, int pos) {
        int slot = pos * productions + production;
        int end = memoEnds[slot] - 2;
        if (end != Rule.FAIL) {
            push(memoTrees[slot]);
        }
        return end;
    }

    void memoise(int production, int pos, int end, Branch tree) {
        int slot = pos * productions + production;
        memoEnds[slot] = end + 2;
        memoTrees[slot] = tree;
    }
}
