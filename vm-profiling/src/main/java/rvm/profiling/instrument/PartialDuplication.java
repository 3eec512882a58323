package rvm.profiling.instrument;

import static org.objectweb.asm.Opcodes.*;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FrameNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LocalVariableNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import rvm.core.compile.Branches;
import rvm.core.compile.CompilationUnit;
import rvm.core.compile.InlineMap;

/**
 * Partial duplication (Arnold and Ryder, Section 3.1): only the part of the duplicated code that can
 * reach instrumentation, or be reached from it, is kept.
 *
 * <p>The checking code's basic blocks form a DAG once backedges are left out (every other edge,
 * fall-through, jump, switch or exception, goes forward in code order, so code order is a
 * topological order). A block with instrumentation is <em>instrumented</em>. A <em>top</em> block
 * is one without instrumentation whose every DAG predecessor is top (the DAG's entries, the method
 * entry and the loop heads, count only their forward predecessors): every path to it from an entry
 * passes no instrumentation, so its copy would run exactly as the checking code does. A
 * <em>bottom</em> block is one without instrumentation from which no instrumented block is reachable
 * in the DAG. Only the other blocks are copied. Then:
 * <ul>
 *   <li>a DAG entry keeps its check (on entry, or on its backedges) only if its block is copied;</li>
 *   <li>each edge from a top block to a copied block gets a check: jumps and fall-throughs go
 *       through a check block ({@code check; goto copy}, else on to the block), exceptions thrown
 *       in top blocks reach a copied handler through one (a try-catch entry of its own for the top
 *       blocks' instructions, just before the original);</li>
 *   <li>in the copy, an edge to a bottom block goes to that block in the checking code, and a
 *       backedge to its head's check (or, when the head is not copied, to the head).</li>
 * </ul>
 * Every path from a DAG entry crosses from top to non-top blocks at most once before its next
 * backedge or exit, so no more checks run than entries and backedges (Property 1), and a loop with
 * no instrumentation reachable gets no check at all.
 */
final class PartialDuplication {

    /** What the transform supplies: its checks and its instrumentation. */
    interface Code {
        /** Whether guest instruction {@code i} is instrumented. */
        boolean instrumented(AbstractInsnNode i);

        /** A check that falls through when it samples and jumps to {@code noSample} otherwise. */
        InsnList check(LabelNode noSample);

        /** The instrumentation of copied guest instruction {@code copy}, inserted before it. */
        void instrument(AbstractInsnNode copy);

        /** Attaches added code to guest instruction {@code owner} in the inline map. */
        void attach(InsnList code, AbstractInsnNode owner);
    }

    /** One basic block of the checking code: region positions {@code [start, end)}, beginning with a label. */
    private record Block(int start, int end, LabelNode label) {
    }

    private final CompilationUnit unit;
    private final Code code;
    private final List<AbstractInsnNode> region;
    private final Map<AbstractInsnNode, Integer> position = new IdentityHashMap<>();
    private final List<Block> blocks = new ArrayList<>();
    private final Map<LabelNode, Integer> blockOf = new IdentityHashMap<>();

    PartialDuplication(CompilationUnit unit, List<AbstractInsnNode> region, Code code) {
        this.unit = unit;
        this.region = new ArrayList<>(region);
        this.code = code;
    }

    /** The block sets of the method, for tests: which blocks are top, bottom and copied. */
    record Kinds(BitSet top, BitSet bottom, BitSet copied, int blocks) {
    }

    /**
     * Transforms the unit; returns what it found, or {@code null}, having changed nothing but added
     * labels, when an exception handler lies at or before code it covers (no javac output does; the
     * caller then duplicates fully).
     */
    Kinds apply() {
        splitIntoBlocks();
        int n = blocks.size();
        List<List<Integer>> succ = new ArrayList<>();
        List<List<Integer>> pred = new ArrayList<>();
        for (int b = 0; b < n; b++) {
            succ.add(new ArrayList<>());
            pred.add(new ArrayList<>());
        }
        BitSet heads = new BitSet();
        BitSet instrumented = new BitSet();
        List<TryCatchBlockNode> handlers = unit.body().tryCatchBlocks;
        for (int b = 0; b < n; b++) {
            Block block = blocks.get(b);
            AbstractInsnNode last = null;
            for (int p = block.start(); p < block.end(); p++) {
                AbstractInsnNode i = region.get(p);
                if (unit.map().isGuest(i) && code.instrumented(i)) {
                    instrumented.set(b);
                }
                if (i.getOpcode() >= 0) {
                    last = i;
                }
            }
            int lastAt = last == null ? block.start() : position.get(last);
            for (LabelNode t : last == null ? List.<LabelNode>of() : Branches.targets(last)) {
                int target = blockOf.get(t);
                if (blocks.get(target).start() <= lastAt) {
                    heads.set(target); // a backedge: not in the DAG
                } else {
                    edge(succ, pred, b, target);
                }
            }
            if (last == null || fallsThrough(last)) {
                if (b + 1 < n) {
                    edge(succ, pred, b, b + 1);
                }
            }
            for (TryCatchBlockNode t : handlers) {
                if (covers(t, block)) {
                    int h = blockOf.get(t.handler);
                    if (blocks.get(h).start() <= block.start()) {
                        return null; // a handler at or before its range: not a DAG; the caller duplicates fully
                    }
                    edge(succ, pred, b, h);
                }
            }
        }
        BitSet top = new BitSet();
        for (int b = 0; b < n; b++) { // code order is a topological order of the DAG
            boolean t = !instrumented.get(b);
            for (int p : pred.get(b)) {
                t &= top.get(p);
            }
            top.set(b, t);
        }
        BitSet bottom = new BitSet();
        for (int b = n - 1; b >= 0; b--) {
            boolean t = !instrumented.get(b);
            for (int s : succ.get(b)) {
                t &= bottom.get(s);
            }
            bottom.set(b, t);
        }
        BitSet copied = new BitSet();
        for (int b = 0; b < n; b++) {
            copied.set(b, !top.get(b) && !bottom.get(b));
        }
        if (!copied.isEmpty()) {
            rewrite(succ, heads, top, copied);
        }
        return new Kinds(top, bottom, copied, n);
    }

    private static void edge(List<List<Integer>> succ, List<List<Integer>> pred, int from, int to) {
        if (!succ.get(from).contains(to)) {
            succ.get(from).add(to);
            pred.get(to).add(from);
        }
    }

    private boolean covers(TryCatchBlockNode t, Block block) {
        Integer s = position.get(t.start);
        Integer e = position.get(t.end);
        return s != null && e != null && s <= block.start() && block.start() < e;
    }

    private static boolean fallsThrough(AbstractInsnNode i) {
        int op = i.getOpcode();
        return !(op == GOTO || op == ATHROW || (op >= IRETURN && op <= RETURN) || op == TABLESWITCH
                || op == LOOKUPSWITCH);
    }

    /** Blocks start at every label and after every jump, switch, return and throw; each gets a label first. */
    private void splitIntoBlocks() {
        InsnList body = unit.body().instructions;
        List<AbstractInsnNode> withLabels = new ArrayList<>();
        boolean startNext = true;
        for (AbstractInsnNode i : region) {
            if (startNext && !(i instanceof LabelNode)) {
                LabelNode l = new LabelNode();
                body.insertBefore(i, l);
                withLabels.add(l);
                startNext = false;
            }
            withLabels.add(i);
            if (i instanceof LabelNode) {
                startNext = false;
            } else if (i.getOpcode() >= 0) { // a line number or frame between a jump and what follows changes nothing
                startNext = !Branches.targets(i).isEmpty() || !fallsThrough(i);
            }
        }
        region.clear();
        region.addAll(withLabels);
        for (int p = 0; p < region.size(); p++) {
            position.put(region.get(p), p);
        }
        int start = 0;
        for (int p = 1; p <= region.size(); p++) {
            if (p == region.size() || region.get(p) instanceof LabelNode) {
                Block b = new Block(start, p, (LabelNode) region.get(start));
                for (int q = start; q < p; q++) {
                    if (region.get(q) instanceof LabelNode l) {
                        blockOf.put(l, blocks.size());
                    }
                }
                blocks.add(b);
                start = p;
            }
        }
    }

    private void rewrite(List<List<Integer>> succ, BitSet heads, BitSet top, BitSet copied) {
        InsnList body = unit.body().instructions;
        InlineMap map = unit.map();
        Map<LabelNode, LabelNode> copies = new HashMap<>();
        for (int b = copied.nextSetBit(0); b >= 0; b = copied.nextSetBit(b + 1)) {
            Block block = blocks.get(b);
            for (int p = block.start(); p < block.end(); p++) {
                if (region.get(p) instanceof LabelNode l) {
                    copies.put(l, new LabelNode());
                }
            }
        }
        // the checks of loop heads that are copied: their backward branches (from either copy) go through it
        Map<LabelNode, LabelNode> headChecks = new HashMap<>();
        for (int h = heads.nextSetBit(0); h >= 0; h = heads.nextSetBit(h + 1)) {
            if (copied.get(h)) {
                headChecks.put(blocks.get(h).label(), new LabelNode());
            }
        }
        // checks on the edges from top blocks into copied ones, one block of check code per target
        Map<Integer, LabelNode> edgeChecks = new LinkedHashMap<>();
        List<TryCatchBlockNode> handlers = unit.body().tryCatchBlocks;
        List<TryCatchBlockNode> originalHandlers = List.copyOf(handlers);
        for (int b = top.nextSetBit(0); b >= 0; b = top.nextSetBit(b + 1)) {
            Block block = blocks.get(b);
            AbstractInsnNode last = lastReal(block);
            int lastAt = last == null ? block.start() : position.get(last);
            if (last != null) {
                int from = b;
                Branches.retarget(last, t -> {
                    int target = blockOf.get(t);
                    if (blocks.get(target).start() > lastAt && copied.get(target)) {
                        return edgeChecks.computeIfAbsent(target, x -> new LabelNode());
                    }
                    return t;
                });
            }
            if ((last == null || fallsThrough(last)) && b + 1 < blocks.size() && copied.get(b + 1)) {
                LabelNode check = edgeChecks.computeIfAbsent(b + 1, x -> new LabelNode());
                InsnList jump = new InsnList();
                jump.add(new JumpInsnNode(GOTO, check));
                code.attach(jump, ownerFrom(block));
                body.insertBefore(blocks.get(b + 1).label(), jump);
            }
        }
        // exceptions thrown in top blocks whose handler is copied: a range of their own, to a check
        List<TryCatchBlockNode> added = new ArrayList<>();
        for (TryCatchBlockNode t : originalHandlers) {
            int h = blockOf.get(t.handler);
            if (!copied.get(h)) {
                continue;
            }
            for (int b = top.nextSetBit(0); b >= 0; b = top.nextSetBit(b + 1)) {
                if (covers(t, blocks.get(b))) {
                    LabelNode check = edgeChecks.computeIfAbsent(h, x -> new LabelNode());
                    LabelNode end = b + 1 < blocks.size() ? blocks.get(b + 1).label() : endOfRegion();
                    int at = handlers.indexOf(t);
                    handlers.add(at, new TryCatchBlockNode(blocks.get(b).label(), end, check, t.type));
                }
            }
        }
        // the checking code's backward branches to copied heads go through the head's check
        for (int p = 0; p < region.size(); p++) {
            int at = p;
            Branches.retarget(region.get(p), t -> {
                Integer q = position.get(t); // null: an edge check's label, set above
                return q != null && q <= at && headChecks.containsKey(t) ? headChecks.get(t) : t;
            });
        }
        // the copy
        CopyOrOriginal cloning = new CopyOrOriginal(copies);
        Map<LabelNode, LabelNode> originals = new IdentityHashMap<>();
        copies.forEach((original, c) -> originals.put(c, original));
        InsnList copy = new InsnList();
        List<AbstractInsnNode> copiedInsns = new ArrayList<>();
        Map<Integer, LabelNode[]> copyRange = new HashMap<>();
        for (int b = copied.nextSetBit(0); b >= 0; b = copied.nextSetBit(b + 1)) {
            Block block = blocks.get(b);
            AbstractInsnNode last = lastReal(block);
            for (int p = block.start(); p < block.end(); p++) {
                AbstractInsnNode n = region.get(p);
                if (n instanceof FrameNode) {
                    continue; // the compiler computes the frames
                }
                AbstractInsnNode c = n.clone(cloning);
                map.putCopy(c, n);
                int at = p;
                Branches.retarget(c, t -> {
                    LabelNode original = originals.getOrDefault(t, t); // a label of a block not copied is its own
                    Integer q = position.get(original); // null: a head's check, which the original already goes to
                    if (q != null && q <= at) { // a backedge: to its head's check, or the head
                        return headChecks.getOrDefault(original, original);
                    }
                    return t;
                });
                copy.add(c);
                copiedInsns.add(c);
            }
            if ((last == null || fallsThrough(last)) && b + 1 < blocks.size() && !copied.get(b + 1)) {
                InsnList jump = new InsnList();
                jump.add(new JumpInsnNode(GOTO, blocks.get(b + 1).label())); // on into a bottom block
                code.attach(jump, ownerFrom(block));
                copy.add(jump);
            }
            LabelNode end = new LabelNode();
            copy.add(end);
            copyRange.put(b, new LabelNode[] {copies.get(block.label()), end});
        }
        // the checks: of the entry, of copied heads (before the head, behind a goto), of the edges
        if (!unit.isOsr() && copied.get(0)) { // first: a head's check block at the start jumps over what follows it
            InsnList enter = new InsnList();
            LabelNode checked = new LabelNode();
            enter.add(code.check(checked));
            enter.add(new JumpInsnNode(GOTO, copies.get(blocks.get(0).label())));
            enter.add(checked);
            code.attach(enter, ownerFrom(blocks.get(0)));
            body.insertBefore(blocks.get(0).label(), enter);
        }
        for (Map.Entry<LabelNode, LabelNode> e : headChecks.entrySet()) {
            LabelNode h = e.getKey();
            InsnList block = new InsnList();
            block.add(new JumpInsnNode(GOTO, h));
            block.add(e.getValue());
            block.add(code.check(h));
            block.add(new JumpInsnNode(GOTO, copies.get(h)));
            code.attach(block, ownerFrom(blocks.get(blockOf.get(h))));
            body.insertBefore(h, block);
        }
        for (Map.Entry<Integer, LabelNode> e : edgeChecks.entrySet()) {
            Block target = blocks.get(e.getKey());
            InsnList block = new InsnList();
            block.add(e.getValue());
            block.add(code.check(target.label()));
            block.add(new JumpInsnNode(GOTO, copies.get(target.label())));
            code.attach(block, ownerFrom(target));
            copy.add(block);
        }
        // the copy's handlers: each range entry again for every copied block it covers, in table order
        for (TryCatchBlockNode t : originalHandlers) {
            for (int b = copied.nextSetBit(0); b >= 0; b = copied.nextSetBit(b + 1)) {
                if (covers(t, blocks.get(b))) {
                    LabelNode[] r = copyRange.get(b);
                    handlers.add(new TryCatchBlockNode(r[0], r[1], copies.getOrDefault(t.handler, t.handler), t.type));
                }
            }
        }
        if (unit.body().localVariables != null) {
            for (LocalVariableNode v : List.copyOf(unit.body().localVariables)) {
                for (int b = copied.nextSetBit(0); b >= 0; b = copied.nextSetBit(b + 1)) {
                    Integer s = position.get(v.start);
                    Integer e = position.get(v.end);
                    if (s != null && e != null && s <= blocks.get(b).start() && blocks.get(b).start() < e) {
                        LabelNode[] r = copyRange.get(b);
                        unit.body().localVariables.add(new LocalVariableNode(v.name, v.desc, v.signature, r[0], r[1],
                                v.index));
                    }
                }
            }
        }
        body.add(copy);
        for (AbstractInsnNode c : copiedInsns) {
            if (map.isGuest(c) && code.instrumented(c)) {
                code.instrument(c);
            }
        }
    }

    private AbstractInsnNode lastReal(Block block) {
        for (int p = block.end() - 1; p >= block.start(); p--) {
            if (region.get(p).getOpcode() >= 0) {
                return region.get(p);
            }
        }
        return null;
    }

    private LabelNode endOfRegion() {
        LabelNode end = new LabelNode();
        unit.body().instructions.insert(region.get(region.size() - 1), end);
        return end;
    }

    /** The first instruction standing for a guest one, from {@code block} on: what added code is attached to. */
    private AbstractInsnNode ownerFrom(Block block) {
        return SamplingTransform.ownerFrom(unit.map(), region.get(block.start()));
    }

    /** Label mapping for cloning: a label of a copied block maps to its copy, any other to itself. */
    private static final class CopyOrOriginal extends HashMap<LabelNode, LabelNode> {
        private final Map<LabelNode, LabelNode> copies;

        CopyOrOriginal(Map<LabelNode, LabelNode> copies) {
            this.copies = copies;
        }

        @Override
        public LabelNode get(Object key) {
            LabelNode c = copies.get(key);
            return c != null ? c : (LabelNode) key;
        }
    }
}
