package rvm.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultsIndexTest {

    @TempDir
    Path dir;

    private static ResultsIndex.Figure figure(String value, Boolean met, String experiment) {
        return new ResultsIndex.Figure("CBS accuracy", value, "80%", met, "idle", "2026-11-26", experiment);
    }

    private Path experiment(String name, String title) throws IOException {
        Path d = Files.createDirectories(dir.resolve("results").resolve(name));
        Files.writeString(d.resolve("README.md"), "# " + title + "\n\n- **Question:** Q?\n\nCBS reached 80.5%.\n");
        return d;
    }

    @Test
    void render_opensWithTheFiguresThenIndexesTheExperimentsNewestFirst() throws IOException {
        experiment("2026-11-21-old", "The old one");
        experiment("2026-11-28-new", "The new one");
        ResultsIndex.Figures figures = new ResultsIndex.Figures("the test machine",
                List.of(figure("80.5%", true, "2026-11-28-new")));

        String text = ResultsIndex.render(figures, ExperimentFolder.all(dir.resolve("results")));

        assertTrue(text.startsWith("# Results\n"), text);
        assertTrue(text.contains("Unless a row says otherwise, the machine is the test machine.\n"), text);
        assertTrue(text.contains("| CBS accuracy | 80.5% | 80% (met) | idle | 2026-11-26 | "
                + "[2026-11-28-new](results/2026-11-28-new/) |\n"), text);
        assertTrue(text.indexOf("[The new one](results/2026-11-28-new/)") < text.indexOf("[The old one]"), text);
        assertTrue(text.contains("| 2026-11-21 | [The old one](results/2026-11-21-old/) |\n"), text);
    }

    @Test
    void targetCell_saysWhetherMet_orNothingWithoutATarget() {
        assertEquals("80% (not met)", figure("1", false, "e").targetCell());
        assertEquals("80%", figure("1", null, "e").targetCell());
    }

    @Test
    void problems_tooManyRows_longCells_badDates_andMissingFolders() throws IOException {
        experiment("2026-11-28-new", "New");
        ResultsIndex.Figure ok = figure("80.5%", true, "2026-11-28-new");
        ResultsIndex.Figure longCell = figure("x".repeat(201), true, "2026-11-28-new");
        ResultsIndex.Figure noFolder = new ResultsIndex.Figure("m", "v", "t", null, "idle", "28 Nov", "gone");
        List<ResultsIndex.Figure> many = new java.util.ArrayList<>(Collections.nCopies(30, ok));
        many.add(longCell);
        many.add(noFolder);

        List<String> problems = ResultsIndex.problems(new ResultsIndex.Figures("m", many), dir.resolve("results"));

        assertEquals(List.of("benchmarks/figures.json: 32 current figures, at most 30",
                "benchmarks/figures.json, 'CBS accuracy': a cell of 201 characters, at most 200: "
                        + "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...",
                "benchmarks/figures.json, 'm': the date is not YYYY-MM-DD",
                "benchmarks/figures.json, 'm': no experiment folder benchmarks/results/gone"), problems);
    }

    @Test
    void aFigureWithAnInterval_isMetOnlyWhenTheIntervalsTopIsAtMostTheLimit() throws IOException {
        experiment("2026-11-28-new", "New");
        Path file = dir.resolve("figures.json");
        Files.writeString(file, "{\"machine\": \"m\", \"figures\": [{\"metric\": \"CBS cost\", \"value\": \"80.5%\", "
                + "\"target\": \"1%\", \"met\": true, \"machine\": \"idle\", \"date\": \"2026-11-28\", "
                + "\"experiment\": \"2026-11-28-new\", \"interval\": {\"low\": 0.998, \"high\": 1.031, \"limit\": 1.01}}]}");
        ResultsIndex.Figures read = ResultsIndex.read(file);
        ResultsIndex.Figure claimed = read.figures().get(0);
        assertEquals(new ResultsIndex.Interval(0.998, 1.031, 1.01), claimed.interval());

        ResultsIndex.Figure honest = new ResultsIndex.Figure(claimed.metric(), claimed.value(), claimed.target(), false,
                claimed.machine(), claimed.date(), claimed.experiment(), claimed.interval());
        ResultsIndex.Figure reversed = new ResultsIndex.Figure("r", "80.5%", "1%", false, "idle", "2026-11-28",
                "2026-11-28-new", new ResultsIndex.Interval(1.2, 1.1, 1.5));
        List<String> problems = ResultsIndex.problems(new ResultsIndex.Figures("m", List.of(claimed, honest, reversed)),
                dir.resolve("results"));

        assertEquals(List.of("benchmarks/figures.json, 'CBS cost': \"met\" is true, but the interval's top 1.031 is "
                        + "above the limit 1.01: a figure is met when its interval's top is at most the target",
                "benchmarks/figures.json, 'r': the interval's low 1.2 is above its high 1.1"), problems);
        assertTrue(new ResultsIndex.Interval(0.9, 1.0, 1.0).met());
    }

    @Test
    void unquoted_namesTheFiguresWhoseNumberNeitherTheReadmeNorTheTablesWrite() throws IOException {
        Path d = experiment("2026-11-28-skip", "Skip");
        Files.createDirectories(d.resolve("tables"));
        Files.writeString(d.resolve("tables/cost.md"), "| geomean | 1.032 | +13.6% | 12.5 |\n");

        List<String> missing = ResultsIndex.unquoted("80.5% at +13.6%; 1.032x, 2.5x, 2% and +3.2%", d);

        assertEquals(List.of("2.5x", "2%", "+3.2%"), missing);
    }

    @Test
    void read_namesAFigureThatLacksAField() throws IOException {
        Path file = Files.writeString(dir.resolve("figures.json"), "{\"machine\": \"m\", \"figures\": [{\"metric\": "
                + "\"x\", \"value\": \"1\", \"target\": \"none\", \"met\": null, \"machine\": \"idle\", "
                + "\"date\": \"2026-11-26\"}]}");

        IOException e = assertThrows(IOException.class, () -> ResultsIndex.read(file));

        assertEquals(file + ": figure 1 lacks one of metric, value, target, machine, date, experiment", e.getMessage());
    }

    @Test
    void read_refusesAFileThatIsNotAFiguresFile() throws IOException {
        Path bad = Files.writeString(dir.resolve("figures.json"), "{\"machine\": \"m\", \"rows\": []}");

        IOException e = assertThrows(IOException.class, () -> ResultsIndex.read(bad));

        assertTrue(e.getMessage().startsWith(bad + ": not a figures file: "), e.getMessage());
    }
}
