package rvm.profiling.profiler;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import rvm.profiling.dcg.DcgRepository;
import rvm.profiling.dcg.Edge;

class SampleBufferTest {

    private final DcgRepository repository = new DcgRepository();

    private Organizer organizer(double decay, long decayEvery) {
        return new Organizer(repository, key -> "m" + key, decay, decayEvery, null);
    }

    private List<String> edges() {
        return repository.edges().stream()
                .map((Edge e) -> e.caller() + "@" + e.bci() + "->" + e.callee() + "=" + e.weight()).toList();
    }

    @Test
    void lossyBufferDropsWhenBothHalvesWaitForTheOrganizer() {
        Organizer o = organizer(1, 1000);
        SampleBuffer b = new SampleBuffer(o, 2, false);
        o.register(b);

        for (int i = 0; i < 5; i++) {
            b.add(1, 10, 2);
        }
        o.stop();

        assertEquals(1, b.dropped());
        assertEquals(List.of("m1@10->m2=4.0"), edges());
        assertEquals(4, repository.samples());
    }

    @Test
    void losslessBufferHasTheOrganizerCatchUpOnTheGuestThread() {
        Organizer o = organizer(1, 1000);
        SampleBuffer b = new SampleBuffer(o, 2, true);
        o.register(b);

        for (int i = 0; i < 7; i++) {
            b.add(1, 10, 2 + i % 2);
        }
        o.stop();

        assertEquals(0, b.dropped());
        assertEquals(List.of("m1@10->m2=4.0", "m1@10->m3=3.0"), edges());
    }

    @Test
    void decayFallsBetweenTheSameSamplesHoweverTheyAreDrained() {
        Organizer o = organizer(0.5, 2);
        SampleBuffer b = new SampleBuffer(o, 3, false);
        o.register(b);

        b.add(1, 10, 2);
        b.add(1, 10, 2);
        b.add(1, 10, 3); // the first half is full: drained below, before the next samples
        o.drainFull();
        b.add(1, 10, 3);
        o.stop();

        // a decay after the 2nd sample (m2 2 -> 1) and after the 4th (m2 1 -> 0.5, m3 2 -> 1), though
        // the organizer drained the 3rd sample on its own, before the 4th was recorded
        assertEquals(List.of("m1@10->m3=1.0", "m1@10->m2=0.5"), edges());
    }
}
