package rvm.launcher.mutants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Loads and links the first {@code COUNT} mutants of the seeded set ({@link MutantSet}), 1,000 unless
 * the system property {@code rvm.mutants.count} says otherwise, as a main class, once on the host's own class loading and once through rvm's launcher steps, in this JVM,
 * and requires the same outcome from both: the same step failing with the same error class and the
 * same message, or both linked. The same set run as whole processes, with what each mutant then
 * does when it runs, is {@link MutantCensus}'s.
 */
class MutantLoadingTest {

    static final int COUNT = Integer.getInteger("rvm.mutants.count", 1000);

    @TempDir
    Path work;

    @Test
    void everyMutantLoadsAndLinks_orFailsWithTheHostsErrorAndMessage() {
        MutantSet set = MutantSet.ofSeedClass(MutantSet.DEFAULT_SEED);
        List<String> differences = new ArrayList<>();
        Map<LoadOutcome.Stage, Integer> stages = new EnumMap<>(LoadOutcome.Stage.class);

        for (int i = 0; i < COUNT; i++) {
            MutantSet.Mutant m = set.mutant(i);
            Path dir = m.writeTo(work.resolve("m" + i));
            LoadOutcome host = LoadOutcome.onHost(dir, MutantSet.CLASS_NAME);
            LoadOutcome rvm = LoadOutcome.underRvm(dir, MutantSet.CLASS_NAME);
            stages.merge(host.stage(), 1, Integer::sum);
            if (!host.equals(rvm)) {
                differences.add("#" + i + " (" + m.describeFlips() + ")\n  host: " + host + "\n  rvm:  " + rvm);
            }
        }

        assertEquals(List.of(), differences, differences.size() + " of " + COUNT + " mutants differ:\n"
                + String.join("\n", differences));
        // the set exercises all three outcomes, so that agreeing is not trivial
        assertTrue(stages.getOrDefault(LoadOutcome.Stage.LOAD, 0) > COUNT / 2, stages.toString());
        assertTrue(stages.getOrDefault(LoadOutcome.Stage.LINK, 0) >= 10, stages.toString());
        assertTrue(stages.getOrDefault(LoadOutcome.Stage.LINKED, 0) >= 10, stages.toString());
    }
}
