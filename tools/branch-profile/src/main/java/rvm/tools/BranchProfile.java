package rvm.tools;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import rvm.tool.Event;
import rvm.tool.Site;
import rvm.tool.SiteCounters;
import rvm.tool.Tool;

/**
 * A branch profile, one of BIT's examples (Lee and Zorn, 1997): how often each conditional branch
 * jumped and how often it fell through.
 */
public final class BranchProfile implements Tool {

    /** One branch site's outcomes. */
    public record Outcomes(Site site, long taken, long notTaken) {
    }

    private final SiteCounters taken = new SiteCounters();
    private final SiteCounters notTaken = new SiteCounters();

    @Override
    public Set<Event> events() {
        return Set.of(Event.BRANCH);
    }

    @Override
    public void branch(Site site, boolean jumped) {
        (jumped ? taken : notTaken).increment(site);
    }

    /** Every branch site seen, the most executed first. */
    public List<Outcomes> outcomes() {
        Map<Site, Outcomes> bySite = new LinkedHashMap<>();
        taken.counts().forEach((s, n) -> bySite.put(s, new Outcomes(s, n, 0)));
        notTaken.counts().forEach((s, n) -> bySite.merge(s, new Outcomes(s, 0, n),
                (a, b) -> new Outcomes(s, a.taken(), b.notTaken())));
        List<Outcomes> out = new ArrayList<>(bySite.values());
        out.sort(Comparator.comparingLong((Outcomes o) -> o.taken() + o.notTaken()).reversed()
                .thenComparingInt(o -> o.site().id()));
        return out;
    }

    @Override
    public Object results() {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (Outcomes o : outcomes()) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("method", o.site().method());
            row.put("bci", o.site().bci());
            row.put("line", o.site().line());
            row.put("taken", o.taken());
            row.put("notTaken", o.notTaken());
            rows.add(row);
        }
        return Map.of("branches", rows);
    }

    @Override
    public String summary() {
        List<Outcomes> all = outcomes();
        long t = all.stream().mapToLong(Outcomes::taken).sum();
        long n = all.stream().mapToLong(Outcomes::notTaken).sum();
        if (t + n == 0) {
            return "no branches counted";
        }
        return String.format("%,d branch sites, %,d decisions, %.1f%% taken", all.size(), t + n, 100.0 * t / (t + n));
    }
}
