package rvm.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PairedRunsTest {

    @TempDir
    Path dir;

    @Test
    void readsBenchRunsCsv_measuredRowsOnly() throws IOException {
        Path csv = Files.writeString(dir.resolve("runs.csv"), String.join("\n",
                "workload,config,phase,round,wall_s,cpu_s,steady_s,iteration_ms,exit,checksum,ok,failure,load1",
                "db,reference,reference,0,1.0,1.0,0.5,500,0,7,true,,1.0",
                "db,host,measured,0,1.5,1.6,0.4,600 400,0,7,true,,1.0",
                "db,rvm,measured,0,9.0,9.5,,,1,,false,exit 1,1.0", ""));

        List<PairedRuns.Run> runs = PairedRuns.read(List.of(csv));

        assertEquals(2, runs.size());
        PairedRuns.Run host = runs.get(0);
        assertEquals("host", host.config());
        assertTrue(host.ok());
        assertEquals(1.5, host.seconds(Metric.WALL, null));
        assertEquals(0.4, host.seconds(Metric.STEADY, null));
        assertEquals(List.of(600.0, 400.0), host.iterations());
        assertFalse(runs.get(1).ok());
    }

    @Test
    void readsJsonLines_withTheirShortNames() throws IOException {
        Path jsonl = Files.writeString(dir.resolve("runs.jsonl"),
                "{\"round\": 2, \"wl\": \"jess\", \"cfg\": \"none\", \"rc\": 0, \"steady\": 250.0, \"wall\": 9.5, "
                        + "\"iterations\": [300.0, 250.0]}\n\n"
                        + "{\"round\": 2, \"wl\": \"jess\", \"cfg\": \"skip\", \"rc\": 1, \"steady\": null}\n");

        List<PairedRuns.Run> runs = PairedRuns.read(List.of(jsonl));

        assertEquals(2, runs.size());
        assertEquals(new PairedRuns.Run("jess", "none", 0, 2, true, 9.5, Double.NaN, 0.25, List.of(300.0, 250.0)),
                runs.get(0));
        assertFalse(runs.get(1).ok());
    }

    @Test
    void steadyFromIterations_whenNotRecorded() throws IOException {
        Path csv = Files.writeString(dir.resolve("r.csv"), "workload,config,round,iteration_ms\nw,c,0,9 1 2 3 4\n");

        PairedRuns.Run r = PairedRuns.read(List.of(csv)).get(0);

        assertEquals(0.0035, r.seconds(Metric.STEADY, null), 1e-12);
    }

    @Test
    void filesAreNumberedInOrder() throws IOException {
        Path a = Files.writeString(dir.resolve("a.csv"), "workload,config,round,wall_s\nw,c,0,1\n");
        Path b = Files.writeString(dir.resolve("b.csv"), "workload,config,round,wall_s\nw,c,0,2\n");

        List<PairedRuns.Run> runs = PairedRuns.read(List.of(a, b));

        assertEquals(List.of(0, 1), runs.stream().map(PairedRuns.Run::file).toList());
    }

    @Test
    void badFiles_areNamedWithWhatIsWrong() throws IOException {
        Path noTime = Files.writeString(dir.resolve("n.csv"), "workload,config,round\nw,c,0\n");
        Path badJson = Files.writeString(dir.resolve("b.jsonl"), "{\"round\": 0}\n");
        Path text = Files.writeString(dir.resolve("t.txt"), "x");

        IOException e1 = assertThrows(IOException.class, () -> PairedRuns.read(List.of(noTime)));
        IOException e2 = assertThrows(IOException.class, () -> PairedRuns.read(List.of(badJson)));
        IOException e3 = assertThrows(IOException.class, () -> PairedRuns.read(List.of(text)));
        Path shortRow = Files.writeString(dir.resolve("s.csv"), "workload,config,round,wall_s\nw,c,0,1\nw,c\n");
        Path duplicate = Files.writeString(dir.resolve("d.csv"), "workload,config,round,round,wall_s\n");
        IOException e4 = assertThrows(IOException.class, () -> PairedRuns.read(List.of(shortRow)));
        IOException e5 = assertThrows(IOException.class, () -> PairedRuns.read(List.of(duplicate)));

        assertEquals(noTime + ": no time column (steady_s, wall_s, cpu_s or iteration_ms)", e1.getMessage());
        assertEquals(badJson + ", line 1: a run needs round, workload (or wl) and config (or cfg)", e2.getMessage());
        assertEquals(text + ": not a runs file (a .csv with a header, or .jsonl)", e3.getMessage());
        assertTrue(e4.getMessage().startsWith(shortRow + ", line 3: "), e4.getMessage());
        assertTrue(e5.getMessage().startsWith(duplicate + ": not a runs CSV: "), e5.getMessage());
    }
}
