package rvm.inliner;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Where in one compilation the oracle is asked about a call site: the inline path from the compiled
 * (root) method down to the method holding the call, and how big the compilation has grown.
 *
 * <p>A compilation starts with {@link #root}; the transform {@linkplain #enter enters} each callee it
 * inlines to decide on the calls in its body, and {@linkplain #grow grows} the size by each
 * decision's {@link InlineDecision#growth()}.
 *
 * @param path         the methods from the root down to the caller, {@code pkg/Cls.name(Desc)Ret}; the
 *                     root first, never empty
 * @param compiledSize the estimated size, in units, of the compilation so far: the root's size plus
 *                     the growth of every inlining decided so far, anywhere in the compilation
 * @param rootSize     the estimated size, in units, of the root method alone
 */
public record InlineContext(List<String> path, int compiledSize, int rootSize) {

    /**
     * Copies the path and checks it is not empty.
     *
     * @throws IllegalArgumentException when the path is empty or a size is negative
     */
    public InlineContext {
        path = List.copyOf(path);
        if (path.isEmpty()) {
            throw new IllegalArgumentException("an inline path starts at the root method");
        }
        if (rootSize < 0) {
            throw new IllegalArgumentException("negative root size " + rootSize);
        }
    }

    /** The context of the calls in the root method itself, before any inlining. */
    public static InlineContext root(String method, int rootSize) {
        return new InlineContext(List.of(method), rootSize, rootSize);
    }

    /** The root method, the one being compiled. */
    public String root() {
        return path.get(0);
    }

    /** The method holding the calls decided on in this context: the last of the path. */
    public String caller() {
        return path.get(path.size() - 1);
    }

    /**
     * How many inlined frames deep the caller is: 0 in the root, 1 in a method inlined into the root,
     * and so on. A callee inlined here lands at {@code depth() + 1}.
     */
    public int depth() {
        return path.size() - 1;
    }

    /** How many times {@code method} is on the path, the root included. */
    public int occurrences(String method) {
        int n = 0;
        for (String m : path) {
            if (m.equals(method)) {
                n++;
            }
        }
        return n;
    }

    /** The context of the calls in {@code callee}'s body, once it is inlined here. */
    public InlineContext enter(String callee) {
        List<String> longer = new ArrayList<>(path);
        longer.add(Objects.requireNonNull(callee, "callee"));
        return new InlineContext(longer, compiledSize, rootSize);
    }

    /** This context after the compilation grew by {@code units} (negative when an inlining shrank it). */
    public InlineContext grow(int units) {
        return new InlineContext(path, compiledSize + units, rootSize);
    }
}
