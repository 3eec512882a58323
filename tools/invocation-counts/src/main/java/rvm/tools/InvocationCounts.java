package rvm.tools;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import rvm.tool.Event;
import rvm.tool.Site;
import rvm.tool.SiteCounters;
import rvm.tool.Tool;

/**
 * Method invocation counts, one of BIT's examples (Lee and Zorn, 1997): each method entry counts
 * once for its method, whether the method was called or inlined into its caller.
 */
public final class InvocationCounts implements Tool {

    private final SiteCounters entries = new SiteCounters();

    @Override
    public Set<Event> events() {
        return Set.of(Event.METHOD_ENTRY);
    }

    @Override
    public void methodEntry(Site site) {
        entries.increment(site);
    }

    /** The invocations counted per method, the most first. */
    public List<Map.Entry<String, Long>> byMethod() {
        return entries.byMethod();
    }

    @Override
    public Object results() {
        List<Map.Entry<String, Long>> methods = byMethod();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("invocations", methods.stream().mapToLong(Map.Entry::getValue).sum());
        List<Map<String, Object>> rows = new ArrayList<>();
        for (Map.Entry<String, Long> e : methods) {
            Map<String, Object> row = new LinkedHashMap<>(); // a fixed key order: results diff well
            row.put("method", e.getKey());
            row.put("invocations", e.getValue());
            rows.add(row);
        }
        out.put("methods", rows);
        return out;
    }

    @Override
    public String summary() {
        List<Map.Entry<String, Long>> methods = byMethod();
        long total = methods.stream().mapToLong(Map.Entry::getValue).sum();
        if (total == 0) {
            return "no invocations counted";
        }
        return String.format("%,d invocation%s of %,d method%s; the most of %s (%,d)", total, total == 1 ? "" : "s",
                methods.size(), methods.size() == 1 ? "" : "s", methods.get(0).getKey(), methods.get(0).getValue());
    }
}
