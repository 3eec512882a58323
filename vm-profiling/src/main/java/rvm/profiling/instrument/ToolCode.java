package rvm.profiling.instrument;

import static org.objectweb.asm.Opcodes.*;

import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MultiANewArrayInsnNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import org.objectweb.asm.tree.TypeInsnNode;
import rvm.core.compile.Branches;
import rvm.core.compile.CompilationUnit;
import rvm.core.compile.InlineMap;
import rvm.core.model.GuestMethod;
import rvm.core.runtime.GuestPathMaps;
import rvm.core.runtime.ToolEvents;
import rvm.tool.Event;

/**
 * The code that reports user tools' events ({@code --instrument=tool:TOOL.jar}) to
 * {@link ToolEvents}: which guest instructions report one, the code before each, and where methods
 * and basic blocks start. {@link SamplingTransform} places it in the duplicated code, under checks
 * of its own, or everywhere, as it places its own instrumentation.
 *
 * <p>Basic blocks are found in the compiled code: a block starts at the first guest instruction of
 * the code, after a label that something jumps to or that starts a handler, after any jump, switch,
 * return or throw, and where the guest method changes (inlined code). So a method inlined into
 * another reports its own blocks, entries and exits, and the invoke instruction that the inlined
 * body replaced is still counted, as a block of one instruction where the body starts.
 */
final class ToolCode {

    private static final String EVENTS = Type.getInternalName(ToolEvents.class);

    /**
     * The events before a guest instruction: a basic block's ({@code blockKey}), and where a method
     * inlined into the unit starts, at {@code entryAt}, its entry ({@code entryKey}) and the invoke
     * instruction it replaced, counted as a block of one instruction of the caller
     * ({@code invokeKey}); -1 for none of these.
     */
    record Leading(AbstractInsnNode entryAt, int entryKey, int invokeKey, int blockKey) {
    }

    private final Set<Event> events;
    private final ConcurrentMap<GuestMethod, BitSet> cleanups = new ConcurrentHashMap<>();

    ToolCode(Set<Event> events) {
        this.events = Set.copyOf(events);
    }

    /** Whether some tool asked for {@code e}. */
    boolean wants(Event e) {
        return events.contains(e);
    }

    /** Whether guest instruction {@code i} reports an event of its own (not a block's or an entry's). */
    boolean instrumented(InlineMap map, AbstractInsnNode i) {
        if (inCleanup(map.position(i))) {
            return false;
        }
        return i instanceof MethodInsnNode ? wants(Event.CALL)
                : i instanceof FieldInsnNode ? wants(Event.FIELD_ACCESS)
                : isAllocation(i) ? wants(Event.ALLOCATION)
                : isConditional(i) ? wants(Event.BRANCH)
                : isReturn(map, i) && wants(Event.METHOD_EXIT);
    }

    /**
     * The code that reports {@code i}'s own event, with the operand stack as it found it; a call's
     * event is {@link #call}'s.
     */
    InsnList instruction(InlineMap map, AbstractInsnNode i) {
        InlineMap.Position at = map.position(i);
        InsnList code = new InsnList();
        if (inCleanup(at)) {
            return code;
        }
        if (i instanceof FieldInsnNode f && wants(Event.FIELD_ACCESS)) {
            code.add(at(site(Event.FIELD_ACCESS, at, f.getOpcode(), f.owner + "." + f.name + ":" + f.desc, 1)));
        } else if (isAllocation(i) && wants(Event.ALLOCATION)) {
            code.add(at(site(Event.ALLOCATION, at, i.getOpcode(), allocated(i), 1)));
        } else if (isConditional(i) && wants(Event.BRANCH)) {
            code.add(branch((JumpInsnNode) i, site(Event.BRANCH, at, i.getOpcode(), null, 1)));
        } else if (isReturn(map, i) && wants(Event.METHOD_EXIT)) {
            code.add(at(site(Event.METHOD_EXIT, at, opcodeOf(map, i), null, 1)));
        }
        return code;
    }

    /** The key of call site {@code m}, or -1 when no tool asked for calls. */
    int callKey(InlineMap map, MethodInsnNode m) {
        return wants(Event.CALL) && !inCleanup(map.position(m)) ? site(Event.CALL, map.position(m), m.getOpcode(), m.owner + "." + m.name + m.desc, 1)
                : -1;
    }

    /** The code that reports call {@code key}: with the receiver on the stack for a virtual or interface call. */
    static InsnList call(int key, boolean withReceiver) {
        InsnList code = new InsnList();
        if (withReceiver) {
            code.add(new InsnNode(DUP));
        }
        code.add(new LdcInsnNode(key));
        code.add(new MethodInsnNode(INVOKESTATIC, EVENTS, withReceiver ? "call" : "callStatic",
                withReceiver ? "(Ljava/lang/Object;I)V" : "(I)V", false));
        return code;
    }

    /** The code that reports the root method's entry, or {@code null} when no tool asked for entries. */
    InsnList rootEntry(CompilationUnit unit, List<AbstractInsnNode> region) {
        if (!wants(Event.METHOD_ENTRY)) {
            return null;
        }
        int opcode = -1;
        for (AbstractInsnNode n : region) {
            InlineMap.Position p = unit.map().position(n);
            if (unit.map().isGuest(n) && p.caller() == null && p.index() == 0) {
                opcode = opcodeOf(unit.map(), n);
                break;
            }
        }
        return at(ToolEvents.site(Event.METHOD_ENTRY, unit.root(), 0, opcode, null, 1));
    }

    /** The code that reports {@code key}, a site whose event has no operands. */
    static InsnList at(int key) {
        InsnList code = new InsnList();
        code.add(new LdcInsnNode(key));
        code.add(new MethodInsnNode(INVOKESTATIC, EVENTS, "at", "(I)V", false));
        return code;
    }

    /**
     * The basic blocks and the entries of inlined methods in {@code region} (the code in order, before
     * it is duplicated or retargeted), by the guest instruction they come before; empty when no tool
     * asked for them.
     */
    Map<AbstractInsnNode, Leading> leading(CompilationUnit unit, List<AbstractInsnNode> region) {
        Map<AbstractInsnNode, Leading> out = new IdentityHashMap<>();
        boolean blocks = wants(Event.BASIC_BLOCK);
        boolean entries = wants(Event.METHOD_ENTRY);
        if (!blocks && !entries) {
            return out;
        }
        InlineMap map = unit.map();
        Set<LabelNode> targets = targets(unit);
        AbstractInsnNode start = null;
        int count = 0;
        boolean split = true;
        Map<AbstractInsnNode, AbstractInsnNode> entryAt = new IdentityHashMap<>();
        for (AbstractInsnNode n : region) {
            if (n instanceof LabelNode l) {
                split |= targets.contains(l);
                continue;
            }
            if (!map.isGuest(n)) {
                split |= endsBlock(n);
                continue;
            }
            InlineMap.Position p = map.position(n);
            boolean methodStarts = p.caller() != null && p.index() == 0;
            boolean cleanup = inCleanup(p);
            if (split || methodStarts || cleanup || start == null || !sameBody(p, map.position(start))) {
                if (start != null && blocks) {
                    out.put(start, new Leading(null, -1, -1, blockSite(map, start, count)));
                }
                start = cleanup ? null : n;
                count = 0;
            }
            if (methodStarts) {
                entryAt.put(n, entryAnchor(map, n, p));
            }
            count++;
            split = endsBlock(n) || cleanup;
        }
        if (start != null && blocks) {
            out.put(start, new Leading(null, -1, -1, blockSite(map, start, count)));
        }
        for (Map.Entry<AbstractInsnNode, AbstractInsnNode> e : entryAt.entrySet()) {
            InlineMap.Position p = map.position(e.getKey());
            InlineMap.Position call = p.caller();
            int entry = entries ? site(Event.METHOD_ENTRY, p, opcodeOf(map, e.getKey()), null, 1) : -1;
            int invoke = blocks ? site(Event.BASIC_BLOCK, call, call.method().rawOpcodeOf(call.index()), null, 1) : -1;
            Leading block = out.get(e.getKey());
            out.put(e.getKey(), new Leading(e.getValue(), entry, invoke, block == null ? -1 : block.blockKey()));
        }
        return out;
    }

    private static int blockSite(InlineMap map, AbstractInsnNode start, int instructions) {
        return site(Event.BASIC_BLOCK, map.position(start), opcodeOf(map, start), null, instructions);
    }

    /**
     * Whether the guest instruction at {@code p} lies in a handler that covers itself: javac's
     * cleanup of a synchronized block, whose handler releases the monitor and rethrows, and is
     * retried if that throws. A call placed there that overflowed the stack would be retried
     * forever, so such code reports nothing.
     */
    private boolean inCleanup(InlineMap.Position p) {
        return GuestPathMaps.getOrCompute(cleanups, p.method(), ToolCode::cleanups).get(p.index());
    }

    /** The instructions of {@code m} (by index) that lie in handlers covering themselves. */
    private static BitSet cleanups(GuestMethod m) {
        Map<LabelNode, Integer> at = new HashMap<>();
        int index = 0;
        for (AbstractInsnNode i = m.node().instructions.getFirst(); i != null; i = i.getNext()) {
            if (i instanceof LabelNode l) {
                at.put(l, index);
            } else if (i.getOpcode() >= 0) {
                index++;
            }
        }
        BitSet out = new BitSet();
        for (TryCatchBlockNode t : m.node().tryCatchBlocks) {
            int start = at.get(t.start);
            int end = at.get(t.end);
            int handler = at.get(t.handler);
            if (start <= handler && handler < end) {
                out.set(handler, end);
            }
        }
        return out;
    }

    /** The code of {@code leading}'s block event, or an empty list. */
    static InsnList block(Leading leading) {
        return leading.blockKey() >= 0 ? at(leading.blockKey()) : new InsnList();
    }

    /** The code of {@code leading}'s inlined method's start (its invoke's block, its entry), or an empty list. */
    static InsnList inlinedStart(Leading leading) {
        InsnList code = new InsnList();
        if (leading.invokeKey() >= 0) {
            code.add(at(leading.invokeKey()));
        }
        if (leading.entryKey() >= 0) {
            code.add(at(leading.entryKey()));
        }
        return code;
    }

    /**
     * Where the entry of the method inlined at {@code first} is reported: before the earliest of
     * the labels just before it that its own body jumps to (a loop at its start, whose backedges
     * must not report the entry again), else just before it.
     */
    private static AbstractInsnNode entryAnchor(InlineMap map, AbstractInsnNode first, InlineMap.Position at) {
        AbstractInsnNode anchor = first;
        for (AbstractInsnNode n = first.getPrevious(); n instanceof LabelNode || n != null && n.getOpcode() < 0;
             n = n.getPrevious()) {
            if (n instanceof LabelNode l && jumpedToFromBody(map, l, at)) {
                anchor = l;
            }
        }
        return anchor;
    }

    private static boolean jumpedToFromBody(InlineMap map, LabelNode l, InlineMap.Position at) {
        for (AbstractInsnNode n = l; n != null; n = n.getNext()) {
            InlineMap.Position p = map.position(n);
            if (p != null && sameBody(p, at) && Branches.targets(n).contains(l)) {
                return true;
            }
        }
        return false;
    }

    /** Whether two positions are in the same copy of the same method. */
    private static boolean sameBody(InlineMap.Position a, InlineMap.Position b) {
        return a.method() == b.method() && Objects.equals(a.caller(), b.caller());
    }

    private static Set<LabelNode> targets(CompilationUnit unit) {
        Set<LabelNode> targets = new HashSet<>();
        for (AbstractInsnNode n = unit.body().instructions.getFirst(); n != null; n = n.getNext()) {
            targets.addAll(Branches.targets(n));
        }
        for (TryCatchBlockNode t : unit.body().tryCatchBlocks) {
            targets.add(t.handler);
        }
        return targets;
    }

    private static boolean endsBlock(AbstractInsnNode n) {
        int op = n.getOpcode();
        return n instanceof JumpInsnNode || n instanceof TableSwitchInsnNode || n instanceof LookupSwitchInsnNode
                || op >= IRETURN && op <= RETURN || op == ATHROW;
    }

    private static int site(Event e, InlineMap.Position at, int opcode, String operand, int instructions) {
        return ToolEvents.site(e, at.method(), at.index(), opcode, operand, instructions);
    }

    /** The opcode of the guest instruction {@code i} stands for: an inlined return's, not its jump's. */
    private static int opcodeOf(InlineMap map, AbstractInsnNode i) {
        InlineMap.Position p = map.position(i);
        int raw = p.method().rawOpcodeOf(p.index());
        return raw >= IRETURN && raw <= RETURN ? raw : i.getOpcode();
    }

    /** Whether guest instruction {@code i} is a return: the root's own, or an inlined method's, which jumps. */
    private static boolean isReturn(InlineMap map, AbstractInsnNode i) {
        InlineMap.Position p = map.position(i);
        int raw = p.method().rawOpcodeOf(p.index());
        return raw >= IRETURN && raw <= RETURN;
    }

    private static boolean isConditional(AbstractInsnNode i) {
        int op = i.getOpcode();
        return i instanceof JumpInsnNode && op != GOTO && op != JSR;
    }

    private static boolean isAllocation(AbstractInsnNode i) {
        int op = i.getOpcode();
        return op == NEW || op == NEWARRAY || op == ANEWARRAY || op == MULTIANEWARRAY;
    }

    /** What an allocation makes: an internal name, or an array descriptor. */
    private static String allocated(AbstractInsnNode i) {
        if (i instanceof MultiANewArrayInsnNode m) {
            return m.desc;
        }
        if (i instanceof IntInsnNode n) {
            return "[" + switch (n.operand) {
                case T_BOOLEAN -> "Z";
                case T_CHAR -> "C";
                case T_FLOAT -> "F";
                case T_DOUBLE -> "D";
                case T_BYTE -> "B";
                case T_SHORT -> "S";
                case T_INT -> "I";
                case T_LONG -> "J";
                default -> throw new IllegalArgumentException("newarray of type " + n.operand);
            };
        }
        TypeInsnNode t = (TypeInsnNode) i;
        if (t.getOpcode() == NEW) {
            return t.desc;
        }
        return "[" + (t.desc.startsWith("[") ? t.desc : "L" + t.desc + ";");
    }

    /** A conditional branch's report: copies of its operands and the site to {@link ToolEvents}'s {@code branch}. */
    private static InsnList branch(JumpInsnNode j, int key) {
        int op = j.getOpcode();
        InsnList code = new InsnList();
        String desc;
        if (op >= IFEQ && op <= IFLE) {
            code.add(new InsnNode(DUP));
            desc = "(II)V";
        } else if (op >= IF_ICMPEQ && op <= IF_ICMPLE) {
            code.add(new InsnNode(DUP2));
            desc = "(III)V";
        } else if (op == IF_ACMPEQ || op == IF_ACMPNE) {
            code.add(new InsnNode(DUP2));
            desc = "(Ljava/lang/Object;Ljava/lang/Object;I)V";
        } else {
            code.add(new InsnNode(DUP));
            desc = "(Ljava/lang/Object;I)V";
        }
        code.add(new LdcInsnNode(key));
        code.add(new MethodInsnNode(INVOKESTATIC, EVENTS, "branch", desc, false));
        return code;
    }
}
