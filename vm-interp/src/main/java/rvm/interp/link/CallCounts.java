package rvm.interp.link;

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
public final class CallCounts {

    private final ConcurrentLinkedQueue<Site> sites = new ConcurrentLinkedQueue<>();

    /** The counters of one invoke instruction. */
    public static final class Site {
        private final GuestMethod caller;
        private final int bci;
        private final MethodInsnNode insn;
        /** Callee (a {@link GuestMethod}, or a {@code owner.name+desc} string for JDK methods) to count. */
        private final Map<Object, long[]> targets = new LinkedHashMap<>(2);

        private Site(GuestMethod caller, int bci, MethodInsnNode insn) {
            this.caller = caller;
            this.bci = bci;
            this.insn = insn;
        }

        /** Counts one call to {@code target}, or to the JDK method the instruction names when null. */
        public synchronized void count(GuestMethod target) {
            Object key = target;
            if (key == null) {
                key = insn.owner + "." + insn.name + insn.desc;
            }
            targets.computeIfAbsent(key, k -> new long[1])[0]++;
        }
    }

    /** A new call site to count: {@code insn}, at bytecode index {@code bci} of {@code caller}, included in {@link #lines()}. */
    public Site site(GuestMethod caller, int bci, MethodInsnNode insn) {
        Site site = new Site(caller, bci, insn);
        sites.add(site);
        return site;
    }

    /**
     * One line per call edge, {@code count caller bci callee}, methods in JVM form
     * ({@code pkg/Cls.name(Desc)Ret}); edges of one site are in first-seen order.
     */
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        for (Site site : sites) {
            String caller = site.caller.jvmName();
            int bci = site.bci;
            synchronized (site) {
                site.targets.forEach((target, count) -> lines.add(count[0] + " " + caller + " " + bci + " "
                        + (target instanceof GuestMethod m ? m.jvmName() : target)));
            }
        }
        return lines;
    }
}
