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
 * Dynamic bytecode counts per method, BIT's first example (Lee and Zorn, 1997): each basic block
 * adds its instructions to its method's count. Sampled by rvm's framework, the counts are those of
 * the samples, so compare methods by their shares; with {@code --instrument-exhaustive}, they are
 * every bytecode that compiled code ran.
 */
public final class BytecodeCounts implements Tool {

    private final SiteCounters blocks = new SiteCounters();

    @Override
    public Set<Event> events() {
        return Set.of(Event.BASIC_BLOCK);
    }

    @Override
    public void basicBlock(Site site) {
        blocks.add(site, site.instructions());
    }

    /** The bytecodes counted per method, the most first. */
    public List<Map.Entry<String, Long>> byMethod() {
        return blocks.byMethod();
    }

    @Override
    public Object results() {
        List<Map.Entry<String, Long>> methods = byMethod();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("bytecodes", methods.stream().mapToLong(Map.Entry::getValue).sum());
        List<Map<String, Object>> rows = new ArrayList<>();
        for (Map.Entry<String, Long> e : methods) {
            Map<String, Object> row = new LinkedHashMap<>(); // a fixed key order: results diff well
            row.put("method", e.getKey());
            row.put("bytecodes", e.getValue());
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
            return "no bytecodes counted";
        }
        Map.Entry<String, Long> top = methods.get(0);
        return String.format("%,d bytecodes in %,d methods; the most in %s (%.1f%%)", total, methods.size(),
                top.getKey(), 100.0 * top.getValue() / total);
    }
}
