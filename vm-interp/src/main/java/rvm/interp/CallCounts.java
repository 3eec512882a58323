package rvm.interp;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;

import org.objectweb.asm.tree.MethodInsnNode;
import rvm.core.model.GuestMethod;

/**
 * The interpreter's call counts per call edge (caller method, call-site bytecode index, callee),
 * kept only under {@code --call-counts}: a diagnostic that shows how call-dense a program is. It
 * sees every {@code invokevirtual/special/static/interface} that interpreted code executes, guest
 * and JDK callees alike; calls from constructors (host bytecode) and from the JDK into the guest
 * are not interpreted invokes and are not counted.
 *
 * <p>Constraints: a site's counter is updated under the site's own lock, so multi-threaded guests
 * lose no counts; this costs a lock per call, which is why it is off unless asked for.
 */
final class CallCounts {

    private final ConcurrentLinkedQueue<Site> sites = new ConcurrentLinkedQueue<>();

    /** The counters of one invoke instruction. */
    static final class Site {
        private final Code caller;
        private final int pc;
        /** Callee (a {@link GuestMethod}, or a {@code owner.name+desc} string for JDK methods) to count. */
        private final Map<Object, long[]> targets = new LinkedHashMap<>(2);

        private Site(Code caller, int pc) {
            this.caller = caller;
            this.pc = pc;
        }

        /** Counts one call to {@code target}, or to the JDK method the instruction names when null. */
        synchronized void count(GuestMethod target) {
            Object key = target;
            if (key == null) {
                MethodInsnNode insn = (MethodInsnNode) caller.insn[pc];
                key = insn.owner + "." + insn.name + insn.desc;
            }
            targets.computeIfAbsent(key, k -> new long[1])[0]++;
        }
    }

    /** A new site for instruction {@code pc} of {@code caller}, included in {@link #lines()}. */
    Site site(Code caller, int pc) {
        Site site = new Site(caller, pc);
        sites.add(site);
        return site;
    }

    /**
     * One line per call edge, {@code count caller bci callee}, methods in JVM form
     * ({@code pkg/Cls.name(Desc)Ret}); edges of one site are in first-seen order.
     */
    List<String> lines() {
        List<String> lines = new ArrayList<>();
        for (Site site : sites) {
            String caller = site.caller.method.jvmName();
            int bci = site.caller.method.bciOf(site.pc);
            synchronized (site) {
                site.targets.forEach((target, count) -> lines.add(count[0] + " " + caller + " " + bci + " "
                        + (target instanceof GuestMethod m ? m.jvmName() : target)));
            }
        }
        return lines;
    }
}
