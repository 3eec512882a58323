package rvm.inliner;

import static org.objectweb.asm.Opcodes.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.FrameNode;
import org.objectweb.asm.tree.IincInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.LocalVariableNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.MultiANewArrayInsnNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.VarInsnNode;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.BasicInterpreter;
import org.objectweb.asm.tree.analysis.BasicValue;
import org.objectweb.asm.tree.analysis.Frame;
import rvm.core.compile.UninitialisedObjects;
import rvm.core.compile.YieldpointEmitter;
import rvm.core.compile.CodeGenConfig;
import rvm.core.compile.CompilationUnit;
import rvm.core.compile.InlineMap;
import rvm.core.compile.MethodTransform;
import rvm.core.model.GuestMethod;

/**
 * The inlining transform of the optimising level: asks the {@link InlineOracle} about every call of
 * the unit, depth first in code order, and copies the bodies it decides on into the unit, then
 * records the decisions ({@link InlineReport}) on the unit.
 *
 * <p>A call site {@code recv.m(a1..an)} with targets {@code T1..Tk} becomes:
 * <pre>
 *   store an..a1 into the site's parameter locals       (the receiver stays on the stack)
 *   dup; ifnull FALLBACK                                 (instance calls)
 *   dup; getClass; ldc C; if_acmpeq ENTER_i  ...         (guarded: each class that selects Ti)
 *   goto FALLBACK
 * ENTER_i:
 *   [checkcast Ti's class]; astore P0; [monitorenter]; Ti's body, its locals moved to the site's, each return a jump to AFTER
 *   [a catch-all handler that exits the monitor and rethrows]
 * FALLBACK:
 *   load a1..an; the original invoke                     (throws the host's NullPointerException,
 * AFTER:                                                   with its message, for a null receiver)
 * </pre>
 * A static call with a bound target has neither test nor fallback. The copied instructions keep
 * their line numbers and local variable names (with moved slots), and the inline map gives each the
 * callee and instruction it stands for, with the call's position as its caller; the tests, stores
 * and jumps added belong to the call; a callee's return becomes a jump that stands for that return.
 * The callee's exception handlers come before the unit's, so the innermost catches first, and
 * those of the unit that cover the call cover the copied body. At {@code AFTER} the site's
 * reference locals are cleared, so that nothing the callee held outlives the call, as on the host
 * where its frame goes (an exception leaving the copied body for a handler of the caller leaves them
 * set until they are reused or the method returns). Nothing is copied into an OSR variant.
 *
 * <p>Where the caller's operand stack holds values under the receiver and arguments and the callee
 * catches exceptions, is {@code synchronized} or has a loop, those values are stored in locals of
 * the site before the copy and loaded back under its result at {@code AFTER}: a handler entered in
 * the copy would clear them, and HotSpot cannot enter compiled code, by on-stack replacement, at a
 * loop head with values on the stack ("OSR starts with non-empty stack"; a long activation would stay
 * in its interpreter).
 *
 * <p>The transform refuses what the oracle allowed when the copy could not behave as the call
 * (the decision then becomes {@link InlineDecision.No} with the reason): such a callee over an object
 * under construction (a {@code new} whose constructor has not run, which may not sit in a local
 * across a loop), or over a caller whose code does not analyse; code that
 * names a class the compiled code's class may not name (its member instructions and
 * {@code invokedynamic}s included: a routed access's type names them), or calls a constructor it may not call (the VM can route field and method accesses,
 * but not {@code new} with its constructor; {@link Access}); a static callee whose class is not initialised yet (the call would
 * initialise it); subroutines ({@code jsr}/{@code ret}); a return that leaves values under its
 * result.
 *
 * <p>A copied body has no yieldpoints of its own (Jikes RVM's choice), unless it keeps them
 * ({@code --inlined-yieldpoints=keep}) and the compiled code has yieldpoints: then it starts with
 * {@code Yieldpoints.inlinedPrologueCheck(caller, bci, callee)} and each of its returns ends with the
 * epilogue's (before a synchronized callee's monitor is exited, as a return's epilogue check runs
 * before the return releases it), each naming the call edge the body stands for, so that a taken
 * one records the edge without a stack walk. The copied loops keep their backedge checks either way.
 * With the exact profiler ({@code CodeGenConfig.exactCalls}) every copy keeps its prologue's: no
 * call announces the edge it stands for, and the exact profiler's word always takes the check.
 */
public final class InliningTransform implements MethodTransform {


    /**
     * What the compiled code's class (a nestmate of the root method's class) may name itself; the
     * VM's class hierarchy answers.
     */
    public interface Access {

        /** Whether code of class {@code from} may name class {@code internalName} (or array descriptor). */
        boolean isAccessible(String internalName, String from);

        /** Whether the guest class {@code internalName} is initialised (or being initialised). */
        boolean isInitialized(String internalName);

        /**
         * Whether code of class {@code from} may call the constructor {@code descriptor} of class
         * {@code owner} ({@code new} then {@code invokespecial <init>}, which compiled code cannot
         * route through the VM): a public one, a package-private or protected one of the same
         * package, a private one of {@code from} itself.
         */
        boolean isConstructorAccessible(String owner, String descriptor, String from);
    }

    private final InlineOracle oracle;
    private final InlineOptions options;
    private final Function<String, GuestMethod> methods;
    private final Access access;
    private final boolean keepYieldpoints;

    /**
     * @param oracle          decides each call
     * @param options         the oracle's options (for the budget in the report)
     * @param methods         the loaded guest method of a JVM name ({@code pkg/Cls.name(Desc)Ret}), or null
     * @param access          what compiled code may name
     * @param keepYieldpoints whether copied bodies keep their prologue and epilogue yieldpoints
     *                        ({@code --inlined-yieldpoints=keep})
     */
    public InliningTransform(InlineOracle oracle, InlineOptions options, Function<String, GuestMethod> methods,
                             Access access, boolean keepYieldpoints) {
        this.oracle = Objects.requireNonNull(oracle, "oracle");
        this.options = Objects.requireNonNull(options, "options");
        this.methods = Objects.requireNonNull(methods, "methods");
        this.access = Objects.requireNonNull(access, "access");
        this.keepYieldpoints = keepYieldpoints;
    }

    @Override
    public void transform(CompilationUnit unit) {
        if (unit.isOsr()) {
            return;
        }
        GuestMethod root = unit.root();
        int rootSize = SizeEstimator.estimate(root.node());
        Run run = new Run(unit, rootSize);
        List<InlineReport.CallSite> sites = run.inline(calls(unit, unit.body().instructions.getFirst(), null),
                List.of(root.jvmName()), new Floor(unit.firstFreeLocal(), unit.body().maxStack));
        unit.addReport(new InlineReport(root.jvmName(), rootSize, options.budget(rootSize), sites));
    }

    /** Whether {@code code} branches back to the same or an earlier instruction. */
    static boolean hasLoop(MethodNode code) {
        InsnList insns = code.instructions;
        for (AbstractInsnNode i = insns.getFirst(); i != null; i = i.getNext()) {
            List<LabelNode> targets = new ArrayList<>();
            if (i instanceof JumpInsnNode j) {
                targets.add(j.label);
            } else if (i instanceof TableSwitchInsnNode s) {
                targets.add(s.dflt);
                targets.addAll(s.labels);
            } else if (i instanceof LookupSwitchInsnNode s) {
                targets.add(s.dflt);
                targets.addAll(s.labels);
            }
            for (LabelNode l : targets) {
                if (insns.indexOf(l) <= insns.indexOf(i)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The guest invoke instructions from {@code first} up to (not including) {@code end}, in code order. */
    private static List<MethodInsnNode> calls(CompilationUnit unit, AbstractInsnNode first, AbstractInsnNode end) {
        List<MethodInsnNode> calls = new ArrayList<>();
        for (AbstractInsnNode i = first; i != end && i != null; i = i.getNext()) {
            if (i instanceof MethodInsnNode m && unit.map().isGuest(i)) {
                calls.add(m);
            }
        }
        return calls;
    }

    /**
     * Where a call's inlined code starts: its first local, and the most its operand stack can
     * hold under the copied body's own values.
     */
    private record Floor(int local, int stack) {
    }

    /** A splice's copies' invoke instructions, per target, and the floor of the calls in them. */
    private record Splice(List<List<MethodInsnNode>> copies, Floor floor) {
    }

    /** One unit's inlining: the size so far, and the splices. */
    private final class Run {
        private final CompilationUnit unit;
        private final InlineMap map;
        private final int rootSize;
        private int compiledSize;
        /**
         * For each call of the unit that may be spliced, the values on the operand stack under its
         * receiver and arguments. A splice leaves the stack at the instructions around it as it was
         * (it takes the operands and leaves the result), so the root's calls are found by one
         * analysis of the body before any splice, and a copied call's are those under its site
         * (none, when they were spilled) and those of its own method's analysis at it.
         */
        private final Map<MethodInsnNode, Supplier<Under>> unders = new HashMap<>();
        /** Each copied callee's analysis, once per method. */
        private final Map<GuestMethod, Analysis> analyses = new HashMap<>();
        /**
         * For a call to be spliced with values under it on the operand stack, their types, bottom
         * first: the copy of a callee with a loop or a handler runs with an empty stack under its own
         * values, and they come back after it.
         */
        private final Map<MethodInsnNode, List<Type>> spills = new HashMap<>();

        Run(CompilationUnit unit, int rootSize) {
            this.unit = unit;
            this.map = unit.map();
            this.rootSize = rootSize;
            this.compiledSize = rootSize;
            Analysis root = new Analysis(unit.root().owner().name(), copyOf(unit.body()));
            int k = 0;
            for (AbstractInsnNode i = unit.body().instructions.getFirst(); i != null; i = i.getNext(), k++) {
                if (i instanceof MethodInsnNode m) {
                    int at = k;
                    unders.put(m, memo(() -> root.under(at, m, Under.NONE)));
                }
            }
        }

        /** The values under {@code call}'s operands. */
        private Under underOf(MethodInsnNode call) {
            Supplier<Under> u = unders.get(call);
            return u == null ? Under.UNKNOWN : u.get();
        }

        private static Supplier<Under> memo(Supplier<Under> compute) {
            Under[] value = new Under[1];
            return () -> value[0] != null ? value[0] : (value[0] = compute.get());
        }

        private static MethodNode copyOf(MethodNode body) {
            MethodNode copy = new MethodNode(body.access, body.name, body.desc, body.signature, null);
            body.accept(copy);
            return copy;
        }

        /**
         * Inlines at {@code calls}, and at the calls of what it inlined, depth first. Each inlined
         * body's locals start at {@code floor}'s: the bodies inlined one after the other share them
         * (a body's locals are dead once it is left, and it writes each before it reads it, as its
         * method did), and those inlined into a body start above its own; so does its operand stack.
         */
        List<InlineReport.CallSite> inline(List<MethodInsnNode> calls, List<String> path, Floor floor) {
            List<InlineReport.CallSite> sites = new ArrayList<>();
            for (MethodInsnNode call : calls) {
                InlineMap.Position at = map.position(call);
                InlineSite site = InlineSite.of(at.method().jvmName(), at.bci(), call);
                InlineDecision decision = oracle.decide(site, new InlineContext(path, compiledSize, rootSize));
                List<InlineReport.CallSite> nested = new ArrayList<>();
                List<Candidate> targets = decision.inlined();
                if (!targets.isEmpty()) {
                    String refusal = refusal(call, targets);
                    if (refusal != null) {
                        decision = new InlineDecision.No(refusal, refused(decision.candidates(), refusal));
                    } else {
                        compiledSize += decision.growth();
                        Splice splice = splice(call, at, targets, floor);
                        for (int k = 0; k < targets.size(); k++) {
                            List<String> longer = new ArrayList<>(path);
                            longer.add(targets.get(k).method());
                            nested.addAll(inline(splice.copies().get(k), longer, splice.floor()));
                        }
                    }
                }
                sites.add(new InlineReport.CallSite(site, path, decision, nested));
            }
            return sites;
        }

        // ------------------------------------------------------------------ what the copy cannot do

        /** The candidates, those the oracle took now refused for {@code reason}. */
        private static List<Candidate> refused(List<Candidate> candidates, String reason) {
            List<Candidate> out = new ArrayList<>();
            for (Candidate c : candidates) {
                out.add(!c.inlined() ? c : new Candidate(c.method(), c.callee(), c.weight(), c.siteShare(),
                        c.graphShare(), c.size(), c.needsGuard(), c.guardClasses(), c.limit(), false, reason));
            }
            return out;
        }

        private String refusal(MethodInsnNode call, List<Candidate> targets) {
            String caller = unit.root().owner().name();
            boolean guarded = targets.get(0).needsGuard();
            for (Candidate t : targets) {
                GuestMethod g = methods.apply(t.method());
                if (g == null || !g.hasBody()) {
                    return "not loaded: " + t.method();
                }
                MethodNode code = g.node();
                String owner = g.owner().name();
                if (!access.isAccessible(owner, caller)) {
                    return "class " + owner + " is not accessible from " + caller;
                }
                if (g.isStatic() && !owner.equals(caller) && !access.isInitialized(owner)) {
                    return "class " + owner + " is not initialised yet";
                }
                if (guarded) {
                    for (String c : t.guardClasses()) {
                        if (!access.isAccessible(c, caller)) {
                            return "guard class " + c + " is not accessible from " + caller;
                        }
                    }
                }
                String named = inaccessibleClass(code, caller);
                if (named != null) {
                    return t.method() + " names " + named + ", which " + caller + " may not name";
                }
                String linked = unreachableDynamic(code, caller);
                if (linked != null) {
                    return t.method() + " has an invokedynamic whose type names " + linked + ", which " + caller
                            + " may not name";
                }
                for (AbstractInsnNode i = code.instructions.getFirst(); i != null; i = i.getNext()) {
                    if (i.getOpcode() == JSR || i.getOpcode() == RET) {
                        return t.method() + " has subroutines (jsr/ret)";
                    }
                }
                // a handler would clear the caller's values; and HotSpot cannot enter compiled code at a
                // loop head with values on the operand stack ("OSR starts with non-empty stack"), so a
                // long activation would stay in its interpreter: the values under the call go to
                // locals around such a copy (spills)
                boolean handles = !code.tryCatchBlocks.isEmpty() || (code.access & ACC_SYNCHRONIZED) != 0;
                if (handles || hasLoop(code)) {
                    String why = !handles ? " has a loop"
                            : code.tryCatchBlocks.isEmpty() ? " is synchronized" : " catches exceptions";
                    Under under = underOf(call);
                    if (under.refusal() != null) {
                        return t.method() + why + " and " + under.refusal();
                    }
                    if (!under.types().isEmpty()) {
                        spills.put(call, under.types());
                    }
                }
                if (leavesValuesUnderResult(g)) {
                    return t.method() + " returns with values under its result";
                }
            }
            return null;
        }

        /**
         * The first class the call-site descriptor of an {@code invokedynamic} of {@code code} names
         * that {@code caller} may not name, or null. Compiled code links every guest
         * {@code invokedynamic} through the VM with the lookup of the class it came from (so a
         * lambda's private implementation method stays reachable), but the JVM resolves the call
         * site's own descriptor against the compiled code's class, with access checks.
         */
        private String unreachableDynamic(MethodNode code, String caller) {
            for (AbstractInsnNode i = code.instructions.getFirst(); i != null; i = i.getNext()) {
                if (i instanceof InvokeDynamicInsnNode d) {
                    String c = inaccessibleIn(Type.getMethodType(d.desc), caller);
                    if (c != null) {
                        return c;
                    }
                }
            }
            return null;
        }

        /**
         * The first class a member instruction needs {@code caller} to name, or null: a member the
         * compiled code cannot reach itself is routed through an {@code invokedynamic} whose type is
         * the instruction's stack effect (the receiver's class for an instance member, the classes of
         * the descriptor), which the JVM resolves with access checks. Named directly, a
         * package-private interface or nested class of another package (H2 and Xerces have them)
         * would fail with an {@code IllegalAccessError} where the original call does not.
         */
        private String memberTypes(boolean instance, String owner, Type descriptor, String caller) {
            if (instance && !owner.startsWith("[") && !access.isAccessible(owner, caller)) {
                return owner;
            }
            return inaccessibleIn(descriptor, caller);
        }

        /** The first class a type or method type names that {@code caller} may not name, or null. */
        private String inaccessibleIn(Type t, String caller) {
            List<Type> types = new ArrayList<>();
            if (t.getSort() == Type.METHOD) {
                types.addAll(List.of(t.getArgumentTypes()));
                types.add(t.getReturnType());
            } else {
                types.add(t);
            }
            for (Type x : types) {
                Type e = x.getSort() == Type.ARRAY ? x.getElementType() : x;
                if (e.getSort() == Type.OBJECT && !access.isAccessible(e.getInternalName(), caller)) {
                    return e.getInternalName();
                }
            }
            return null;
        }

        /** The first class {@code code} names outside member instructions that {@code caller} may not name. */
        private String inaccessibleClass(MethodNode code, String caller) {
            for (AbstractInsnNode i = code.instructions.getFirst(); i != null; i = i.getNext()) {
                String name = null;
                if (i instanceof TypeInsnNode t) {
                    name = t.desc;
                } else if (i instanceof MultiANewArrayInsnNode m) {
                    name = m.desc;
                } else if (i instanceof LdcInsnNode l && l.cst instanceof Type t
                        && (t.getSort() == Type.OBJECT || t.getSort() == Type.ARRAY)) {
                    name = t.getInternalName();
                } else if (i instanceof MethodInsnNode m && m.name.equals("<init>")) {
                    if (!access.isAccessible(m.owner, caller)) {
                        return m.owner;
                    }
                    if (!access.isConstructorAccessible(m.owner, m.desc, caller)) {
                        return "the constructor " + m.owner + ".<init>" + m.desc;
                    }
                } else if (i instanceof MethodInsnNode m) {
                    name = memberTypes(m.getOpcode() != INVOKESTATIC, m.owner, Type.getMethodType(m.desc), caller);
                } else if (i instanceof FieldInsnNode f) {
                    boolean instance = f.getOpcode() == GETFIELD || f.getOpcode() == PUTFIELD;
                    name = memberTypes(instance, f.owner, Type.getType(f.desc), caller);
                }
                if (name != null && !access.isAccessible(name, caller)) {
                    return name;
                }
            }
            for (TryCatchBlockNode t : code.tryCatchBlocks) {
                if (t.type != null && !access.isAccessible(t.type, caller)) {
                    return t.type;
                }
            }
            return null;
        }

        private boolean leavesValuesUnderResult(GuestMethod g) {
            return analysisOf(g).leavesValuesUnderResult();
        }

        /** {@code g}'s analysis, made once per compilation and method. */
        private Analysis analysisOf(GuestMethod g) {
            return analyses.computeIfAbsent(g, m -> new Analysis(m.owner().name(), m.node()));
        }

        // ------------------------------------------------------------------ the splice

        /**
         * Replaces {@code call} by the guarded copies of {@code targets}' bodies and the fallback call,
         * with the site's locals from {@code floor}'s on, and the copies' operand stack on at most
         * {@code floor}'s.
         *
         * @return for each target, the invoke instructions of its copy (for the next depth), and the
         *     floor of the calls in the copies
         */
        private Splice splice(MethodInsnNode call, InlineMap.Position at, List<Candidate> targets, Floor floor) {
            int base = floor.local();
            MethodNode body = unit.body();
            boolean instance = call.getOpcode() != INVOKESTATIC;
            boolean guarded = targets.get(0).needsGuard();
            boolean fallback = instance || guarded;
            Type[] args = Type.getArgumentTypes(call.desc);
            int width = 0;
            for (Candidate t : targets) {
                width = Math.max(width, methods.apply(t.method()).node().maxLocals + 1); // + the monitor's local
            }
            List<Type> under = spills.getOrDefault(call, List.of());
            Type result = Type.getReturnType(call.desc);
            int spillBase = base + width; // the receiver, the values under it, the result
            int[] spillSlots = new int[under.size()];
            int resultSlot = spillBase + 1;
            for (int k = 0; k < under.size(); k++) {
                spillSlots[k] = resultSlot;
                resultSlot += under.get(k).getSize();
            }
            int top = under.isEmpty() ? base + width : resultSlot + Math.max(result.getSize(), 1);
            unit.reuseLocals(base, top - base);
            int stack = floor.stack() + 3 + maxStack(targets); // a kept yieldpoint's three arguments on the result
            body.maxStack = Math.max(body.maxStack, stack);

            InsnList code = new InsnList();
            int[] slots = new int[args.length];
            int slot = base + (instance ? 1 : 0);
            for (int k = 0; k < args.length; k++) {
                slots[k] = slot;
                slot += args[k].getSize();
            }
            for (int k = args.length - 1; k >= 0; k--) {
                added(code, new VarInsnNode(args[k].getOpcode(ISTORE), slots[k]), call);
            }
            if (!under.isEmpty()) {
                if (instance) {
                    added(code, new VarInsnNode(ASTORE, spillBase), call);
                }
                for (int k = under.size() - 1; k >= 0; k--) {
                    added(code, new VarInsnNode(under.get(k).getOpcode(ISTORE), spillSlots[k]), call);
                }
                if (instance) {
                    added(code, new VarInsnNode(ALOAD, spillBase), call);
                }
            }
            LabelNode after = new LabelNode();
            LabelNode toFallback = fallback ? new LabelNode() : null;
            LabelNode[] enter = new LabelNode[targets.size()];
            if (instance) {
                added(code, new InsnNode(DUP), call);
                added(code, new JumpInsnNode(IFNULL, toFallback), call);
            }
            if (guarded) {
                for (int t = 0; t < targets.size(); t++) {
                    enter[t] = new LabelNode();
                    for (String c : targets.get(t).guardClasses()) {
                        added(code, new InsnNode(DUP), call);
                        added(code, new MethodInsnNode(INVOKEVIRTUAL, "java/lang/Object", "getClass",
                                "()Ljava/lang/Class;", false), call);
                        added(code, new LdcInsnNode(Type.getObjectType(c)), call);
                        added(code, new JumpInsnNode(IF_ACMPEQ, enter[t]), call);
                    }
                }
                added(code, new JumpInsnNode(GOTO, toFallback), call);
            }
            List<TryCatchBlockNode> handlers = new ArrayList<>();
            List<List<MethodInsnNode>> copies = new ArrayList<>();
            for (int t = 0; t < targets.size(); t++) {
                if (enter[t] != null) {
                    code.add(enter[t]);
                }
                GuestMethod g = methods.apply(targets.get(t).method());
                if (guarded) { // the receiver's static type is the call's; the body needs its own class
                    added(code, new TypeInsnNode(CHECKCAST, g.owner().name()), call);
                }
                if (instance) {
                    added(code, new VarInsnNode(ASTORE, base), call);
                }
                for (AbstractInsnNode i : yieldpoint(true, at, g).toArray()) {
                    added(code, i, call);
                }
                copies.add(copy(code, handlers, g, at, base, base + g.node().maxLocals, after, call,
                        under.isEmpty() ? unders.getOrDefault(call, () -> Under.UNKNOWN) : () -> Under.NONE));
            }
            if (fallback) {
                code.add(toFallback);
                for (int k = 0; k < args.length; k++) {
                    added(code, new VarInsnNode(args[k].getOpcode(ILOAD), slots[k]), call);
                }
            }
            InsnList tail = new InsnList();
            tail.add(after);
            if (!under.isEmpty()) { // the values under the call back under its result
                if (result.getSort() != Type.VOID) {
                    added(tail, new VarInsnNode(result.getOpcode(ISTORE), resultSlot), call);
                }
                for (int k = 0; k < under.size(); k++) {
                    added(tail, new VarInsnNode(under.get(k).getOpcode(ILOAD), spillSlots[k]), call);
                }
                if (result.getSort() != Type.VOID) {
                    added(tail, new VarInsnNode(result.getOpcode(ILOAD), resultSlot), call);
                }
                List<Integer> held = new ArrayList<>();
                if (instance) {
                    held.add(spillBase);
                }
                for (int k = 0; k < under.size(); k++) {
                    if (under.get(k).getSort() == Type.OBJECT) {
                        held.add(spillSlots[k]);
                    }
                }
                if (result.getSort() == Type.OBJECT || result.getSort() == Type.ARRAY) {
                    held.add(resultSlot);
                }
                for (int ref : held) {
                    added(tail, new InsnNode(ACONST_NULL), call);
                    added(tail, new VarInsnNode(ASTORE, ref), call);
                }
            }
            // the host drops the callee's frame here: its references must not outlive the call in
            // the site's locals (a weak reference would not clear; corpus WeakReferences)
            for (int ref : referenceSlots(call, targets, base, slots, args)) {
                added(tail, new InsnNode(ACONST_NULL), call);
                added(tail, new VarInsnNode(ASTORE, ref), call);
            }
            body.instructions.insertBefore(call, code);
            body.instructions.insert(call, tail);
            if (!fallback) {
                body.instructions.remove(call); // a static call with a bound target: nothing falls back to it
            }
            List<TryCatchBlockNode> all = new ArrayList<>(handlers);
            all.addAll(body.tryCatchBlocks);
            body.tryCatchBlocks = all;
            return new Splice(copies, new Floor(top, stack));
        }

        /**
         * The site's locals that may hold a reference once a copied body or the fallback is done:
         * the receiver, the reference arguments, every local a copied body stores a reference into,
         * and a synchronized callee's lock.
         */
        private java.util.SortedSet<Integer> referenceSlots(MethodInsnNode call, List<Candidate> targets, int base,
                                                            int[] argSlots, Type[] args) {
            java.util.SortedSet<Integer> refs = new java.util.TreeSet<>();
            if (call.getOpcode() != INVOKESTATIC) {
                refs.add(base);
            }
            for (int k = 0; k < args.length; k++) {
                if (args[k].getSort() == Type.OBJECT || args[k].getSort() == Type.ARRAY) {
                    refs.add(argSlots[k]);
                }
            }
            for (Candidate t : targets) {
                MethodNode callee = methods.apply(t.method()).node();
                for (AbstractInsnNode i = callee.instructions.getFirst(); i != null; i = i.getNext()) {
                    if (i.getOpcode() == ASTORE) {
                        refs.add(base + ((VarInsnNode) i).var);
                    }
                }
                if ((callee.access & ACC_SYNCHRONIZED) != 0) {
                    refs.add(base + callee.maxLocals);
                }
            }
            return refs;
        }

        private int maxStack(List<Candidate> targets) {
            int max = 0;
            for (Candidate t : targets) {
                max = Math.max(max, methods.apply(t.method()).node().maxStack);
            }
            return max;
        }

        /**
         * Appends a copy of {@code g}'s body to {@code code}: locals moved up by {@code base}, each
         * return a jump to {@code after} (exiting the monitor of a synchronized callee first), the
         * callee's handlers added to {@code handlers}.
         *
         * @return the copy's invoke instructions
         */
        private List<MethodInsnNode> copy(InsnList code, List<TryCatchBlockNode> handlers, GuestMethod g,
                                          InlineMap.Position at, int base, int lockLocal, LabelNode after,
                                          MethodInsnNode call, Supplier<Under> site) {
            Analysis analysis = analysisOf(g);
            MethodNode callee = g.node();
            boolean sync = (callee.access & ACC_SYNCHRONIZED) != 0;
            LabelNode syncStart = new LabelNode();
            LabelNode syncEnd = new LabelNode();
            LabelNode syncHandler = new LabelNode();
            if (sync) {
                if (g.isStatic()) {
                    added(code, new LdcInsnNode(Type.getObjectType(g.owner().name())), call);
                } else {
                    added(code, new VarInsnNode(ALOAD, base), call);
                }
                added(code, new InsnNode(DUP), call);
                added(code, new VarInsnNode(ASTORE, lockLocal), call);
                added(code, new InsnNode(MONITORENTER), call);
                code.add(syncStart);
            }
            Map<LabelNode, LabelNode> labels = new HashMap<>();
            for (AbstractInsnNode i = callee.instructions.getFirst(); i != null; i = i.getNext()) {
                if (i instanceof LabelNode l) {
                    labels.put(l, new LabelNode());
                }
            }
            List<MethodInsnNode> calls = new ArrayList<>();
            int index = 0;
            int node = -1; // the analysis's index of i
            for (AbstractInsnNode i = callee.instructions.getFirst(); i != null; i = i.getNext()) {
                node++;
                int op = i.getOpcode();
                if (i instanceof FrameNode) {
                    continue; // frames are computed for code with inlined bodies
                }
                if (op < 0) {
                    code.add(i.clone(labels)); // labels and line numbers
                    continue;
                }
                InlineMap.Position p = new InlineMap.Position(g, index++, at);
                AbstractInsnNode copy;
                if (op >= IRETURN && op <= RETURN) {
                    copy = new JumpInsnNode(GOTO, after);
                    InsnList exit = yieldpoint(false, at, g);
                    if (sync) {
                        exit.add(new VarInsnNode(ALOAD, lockLocal));
                        exit.add(new InsnNode(MONITOREXIT));
                    }
                    map.putGuest(copy, p);
                    for (AbstractInsnNode e : exit.toArray()) {
                        map.attach(e, copy);
                    }
                    code.add(exit);
                    code.add(copy);
                    continue;
                } else if (i instanceof VarInsnNode v) {
                    copy = new VarInsnNode(op, v.var + base);
                } else if (i instanceof IincInsnNode n) {
                    copy = new IincInsnNode(n.var + base, n.incr);
                } else {
                    copy = i.clone(labels);
                }
                map.putGuest(copy, p);
                code.add(copy);
                if (copy instanceof MethodInsnNode m) {
                    calls.add(m);
                    int in = node;
                    unders.put(m, memo(() -> analysis.under(in, m, site.get())));
                }
            }
            for (TryCatchBlockNode t : callee.tryCatchBlocks) {
                handlers.add(new TryCatchBlockNode(labels.get(t.start), labels.get(t.end), labels.get(t.handler),
                        t.type));
            }
            if (sync) {
                code.add(syncEnd);
                code.add(syncHandler);
                InsnList rethrow = new InsnList();
                rethrow.add(new VarInsnNode(ALOAD, lockLocal));
                rethrow.add(new InsnNode(MONITOREXIT));
                rethrow.add(new InsnNode(ATHROW));
                for (AbstractInsnNode e : rethrow.toArray()) {
                    map.attach(e, call);
                }
                code.add(rethrow);
                handlers.add(new TryCatchBlockNode(syncStart, syncEnd, syncHandler, null));
            }
            if (callee.localVariables != null) {
                if (unit.body().localVariables == null) {
                    unit.body().localVariables = new ArrayList<>();
                }
                for (LocalVariableNode v : callee.localVariables) {
                    unit.body().localVariables.add(new LocalVariableNode(v.name, v.desc, v.signature,
                            labels.get(v.start), labels.get(v.end), v.index + base));
                }
            }
            return calls;
        }

        /**
         * The prologue (or epilogue) yieldpoint a copy of {@code g} at {@code at} keeps, naming its
         * call edge; empty when copies drop theirs, the compiled code has no yieldpoints, or no
         * epilogue yieldpoints ({@link CodeGenConfig#epilogues}).
         */
        private InsnList yieldpoint(boolean prologue, InlineMap.Position at, GuestMethod g) {
            CodeGenConfig.YieldpointCode kind = unit.config().yieldpoints();
            boolean keep = keepYieldpoints || prologue && unit.config().exactCalls();
            if (!keep || kind == CodeGenConfig.YieldpointCode.NONE || !prologue && !unit.config().epilogues()) {
                return new InsnList();
            }
            return YieldpointEmitter.inlined(kind, prologue, at.method().id(), at.bci(), g.id());
        }

        private void added(InsnList code, AbstractInsnNode insn, AbstractInsnNode owner) {
            map.attach(insn, owner);
            code.add(insn);
        }
    }

    /**
     * The values on the operand stack under a call's receiver and arguments.
     *
     * @param types    their types, bottom first ({@code Object} for references)
     * @param refusal  why they cannot wait in locals, or null: one may be an object under
     *                 construction (the verifier lets no backward branch see one in a local) or a
     *                 subroutine's return address, or the code did not analyse
     */
    private record Under(List<Type> types, String refusal) {
        static final Under NONE = new Under(List.of(), null);
        static final Under UNKNOWN = new Under(List.of(), "the caller's code does not analyse");
    }

    /**
     * One method's operand stacks, analysed when first asked, with each object made by a
     * {@code new} told apart until its constructor has run ({@link UninitialisedObjects}).
     */
    private static final class Analysis {
        private final String owner;
        private final MethodNode code;
        private Frame<BasicValue>[] frames;
        private boolean failed;

        Analysis(String owner, MethodNode code) {
            this.owner = owner;
            this.code = code;
        }

        /** The values under call {@code m}, the instruction at {@code index}, with {@code site}'s below them. */
        Under under(int index, MethodInsnNode m, Under site) {
            if (site.refusal() != null || !analyse()) {
                return Under.UNKNOWN;
            }
            Frame<BasicValue> f = frames[index];
            if (f == null) {
                return site; // unreachable code
            }
            int operands = Type.getArgumentTypes(m.desc).length + (m.getOpcode() == INVOKESTATIC ? 0 : 1);
            List<Type> under = new ArrayList<>(site.types());
            for (int k = 0; k < f.getStackSize() - operands; k++) {
                BasicValue v = f.getStack(k);
                if (UninitialisedObjects.isUninitialised(v)) {
                    return new Under(List.of(),
                            "an object under construction is on the caller's operand stack at the call");
                }
                if (v == BasicValue.RETURNADDRESS_VALUE || v.getType() == null) {
                    return new Under(List.of(),
                            "a subroutine's return address is on the caller's operand stack at the call");
                }
                under.add(v.isReference() ? Type.getType(Object.class) : v.getType());
            }
            return new Under(List.copyOf(under), null);
        }

        /**
         * Whether a return leaves values under its result (or any, for a {@code void} one); true when
         * the method does not analyse, so that the call is left as it is.
         */
        boolean leavesValuesUnderResult() {
            if (!analyse()) {
                return true;
            }
            int k = 0;
            for (AbstractInsnNode i = code.instructions.getFirst(); i != null; i = i.getNext(), k++) {
                int op = i.getOpcode();
                if (op >= IRETURN && op <= ARETURN && frames[k] != null && frames[k].getStackSize() > 1) {
                    return true;
                }
                if (op == RETURN && frames[k] != null && frames[k].getStackSize() > 0) {
                    return true;
                }
            }
            return false;
        }

        private boolean analyse() {
            if (frames == null && !failed) {
                try {
                    frames = UninitialisedObjects.analyze(owner, code, new BasicInterpreter());
                } catch (AnalyzerException e) {
                    failed = true;
                }
            }
            return !failed;
        }
    }
}
