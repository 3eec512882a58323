package rvm.core.runtime;

import static org.objectweb.asm.Opcodes.*;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import rvm.core.model.GuestMethod;
import rvm.tool.Event;
import rvm.tool.Site;
import rvm.tool.Tool;

/**
 * What compiled code instrumented for user tools ({@code --instrument=tool:TOOL.jar}) calls: each
 * event site is registered when the code is compiled ({@link #site}) and its key is a constant of
 * the code; each execution calls the tools that asked for the event ({@link #at}, {@link #call},
 * {@link #callStatic}, the {@code branch} methods, which evaluate the branch's condition on copies
 * of its operands).
 *
 * <p>A tool that throws is switched off and its exception kept ({@link #failures}); the guest runs
 * on as if nothing had been inserted. A {@link VirtualMachineError} (a stack overflow at the
 * guest's depth) propagates as it would have from the guest's next instruction.
 *
 * <p>Constraints: {@link #configure} before guest code runs; sites are registered from any thread.
 * A static class because compiled code calls it.
 */
public final class ToolEvents {

    /** How a call's target is found: the method the JVM selects for {@code site} on a receiver of class {@code receiver}. */
    public interface CallTargets {
        /**
         * The target in {@code pkg/Cls.name(Desc)Ret} form.
         *
         * @param receiver the receiver's class, or {@code null} for a static or special call
         */
        String select(Site site, Class<?> receiver);
    }

    /** A tool running, and the exception that switched it off, if any. */
    private static final class Running {
        final Tool tool;
        volatile Throwable failure;

        Running(Tool tool) {
            this.tool = tool;
        }
    }

    /** A call's target on receivers of one class. */
    private record Target(Class<?> receiver, String method) {
    }

    /** A site with its calls' targets by receiver class, the last one found at hand. */
    private static final class State {
        final Site site;
        volatile Target last;
        final ConcurrentMap<Class<?>, String> targets = new ConcurrentHashMap<>();

        State(Site site) {
            this.site = site;
        }
    }

    private record Key(Event event, int methodId, int bci, int instructions) {
    }

    private static volatile List<Running> all = List.of();
    private static volatile Map<Event, Running[]> byEvent = new EnumMap<>(Event.class);
    private static volatile CallTargets targets = (s, r) -> s.operand();
    private static final ConcurrentMap<Key, Integer> KEYS = new ConcurrentHashMap<>();
    private static volatile State[] sites = new State[64];
    private static int size;

    private ToolEvents() {
    }

    /** The tools to call from now on, and how their calls' targets are found. Call before guest code runs. */
    public static void configure(List<? extends Tool> tools, CallTargets callTargets) {
        List<Running> running = new ArrayList<>();
        Map<Event, Running[]> events = new EnumMap<>(Event.class);
        for (Tool t : tools) {
            Running r = new Running(t);
            running.add(r);
            for (Event e : t.events()) {
                Running[] had = events.getOrDefault(e, new Running[0]);
                Running[] more = java.util.Arrays.copyOf(had, had.length + 1);
                more[had.length] = r;
                events.put(e, more);
            }
        }
        all = List.copyOf(running);
        byEvent = events;
        targets = callTargets;
    }

    /** Whether some tool asked for {@code event}. */
    public static boolean wants(Event event) {
        return byEvent.containsKey(event);
    }

    /**
     * The key of the site of {@code event} at instruction {@code index} of {@code method}, registered
     * on first use; the same place always gets the same key.
     *
     * @param opcode       the instruction's opcode
     * @param operand      what it names ({@link Site#operand()}), or {@code null}
     * @param instructions a basic block's instructions; 1 for the other events
     */
    public static int site(Event event, GuestMethod method, int index, int opcode, String operand, int instructions) {
        int bci = method.bciOf(index);
        return GuestPathMaps.getOrComputeOnce(KEYS, new Key(event, method.id(), bci, instructions), ToolEvents.class,
                k -> {
                    State[] a = sites;
                    if (size == a.length) {
                        a = java.util.Arrays.copyOf(a, a.length * 2);
                    }
                    a[size] = new State(new Site(size, event, method.owner().name(), method.name(),
                            method.descriptor(), bci, method.lineAt(index), opcode, operand, instructions));
                    sites = a;
                    return size++;
                });
    }

    /** The site of {@code key}. */
    public static Site siteOf(int key) {
        return sites[key].site;
    }

    /** Every site registered so far, in key order. */
    public static synchronized List<Site> sites() {
        List<Site> out = new ArrayList<>(size);
        for (int k = 0; k < size; k++) {
            out.add(sites[k].site);
        }
        return out;
    }

    // ------------------------------------------------------------------ what compiled code calls

    /** Site {@code key} (a method entry or exit, a basic block, a field access or an allocation) runs. */
    public static void at(int key) {
        Site s = sites[key].site;
        dispatch(s.event(), s, null, false);
    }

    /**
     * Calls the tools that asked for {@code event} at {@code s} ({@code target} for a call,
     * {@code taken} for a branch); switches off a tool that throws.
     */
    private static void dispatch(Event event, Site s, String target, boolean taken) {
        for (Running r : byEvent.get(event)) {
            if (r.failure != null) {
                continue;
            }
            try {
                switch (event) {
                    case METHOD_ENTRY -> r.tool.methodEntry(s);
                    case METHOD_EXIT -> r.tool.methodExit(s);
                    case BASIC_BLOCK -> r.tool.basicBlock(s);
                    case FIELD_ACCESS -> r.tool.fieldAccess(s);
                    case ALLOCATION -> r.tool.allocation(s);
                    case CALL -> r.tool.call(s, target);
                    case BRANCH -> r.tool.branch(s, taken);
                }
            } catch (VirtualMachineError e) {
                throw e;
            } catch (Throwable e) {
                r.failure = e;
            }
        }
    }

    /** Call site {@code key} calls a virtual or interface method on {@code receiver}. */
    public static void call(Object receiver, int key) {
        State st = sites[key];
        String target = receiver == null ? null : targetOn(st, receiver.getClass());
        dispatch(Event.CALL, st.site, target, false);
    }

    /** Call site {@code key}, a static or special call, calls. */
    public static void callStatic(int key) {
        State st = sites[key];
        Target t = st.last;
        if (t == null) {
            t = new Target(null, targets.select(st.site, null));
            st.last = t;
        }
        dispatch(Event.CALL, st.site, t.method(), false);
    }

    private static String targetOn(State st, Class<?> c) {
        Target last = st.last;
        if (last != null && last.receiver() == c) {
            return last.method();
        }
        String t = GuestPathMaps.getOrCompute(st.targets, c, k -> targets.select(st.site, k));
        st.last = new Target(c, t);
        return t;
    }

    /** Branch site {@code key}, an {@code if<cond>} on {@code value}, decides. */
    public static void branch(int value, int key) {
        Site s = sites[key].site;
        branched(s, switch (s.opcode()) {
            case IFEQ -> value == 0;
            case IFNE -> value != 0;
            case IFLT -> value < 0;
            case IFGE -> value >= 0;
            case IFGT -> value > 0;
            case IFLE -> value <= 0;
            default -> throw new IllegalStateException("not an if<cond>: " + s);
        });
    }

    /** Branch site {@code key}, an {@code if_icmp<cond>} of {@code a} and {@code b}, decides. */
    public static void branch(int a, int b, int key) {
        Site s = sites[key].site;
        branched(s, switch (s.opcode()) {
            case IF_ICMPEQ -> a == b;
            case IF_ICMPNE -> a != b;
            case IF_ICMPLT -> a < b;
            case IF_ICMPGE -> a >= b;
            case IF_ICMPGT -> a > b;
            case IF_ICMPLE -> a <= b;
            default -> throw new IllegalStateException("not an if_icmp<cond>: " + s);
        });
    }

    /** Branch site {@code key}, an {@code ifnull} or {@code ifnonnull} on {@code value}, decides. */
    public static void branch(Object value, int key) {
        Site s = sites[key].site;
        branched(s, s.opcode() == IFNULL ? value == null : value != null);
    }

    /** Branch site {@code key}, an {@code if_acmp<cond>} of {@code a} and {@code b}, decides. */
    public static void branch(Object a, Object b, int key) {
        Site s = sites[key].site;
        branched(s, s.opcode() == IF_ACMPEQ ? a == b : a != b);
    }

    private static void branched(Site s, boolean taken) {
        dispatch(Event.BRANCH, s, null, taken);
    }

    // ------------------------------------------------------------------ results

    /** The exception that switched {@code tool} off, or {@code null} while it runs. */
    public static Throwable failure(Tool tool) {
        for (Running r : all) {
            if (r.tool == tool) {
                return r.failure;
            }
        }
        return null;
    }

    /** Forgets the tools, sites and keys (tests). */
    public static synchronized void reset() {
        configure(List.of(), (s, r) -> s.operand());
        KEYS.clear();
        sites = new State[64];
        size = 0;
    }
}
