package rvm.launcher.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.launcher.inline.InlineReportFile.Compilation;
import rvm.launcher.inline.InlineReportFile.Decision;
import rvm.launcher.inline.InlineReportFile.Invoke;
import rvm.launcher.inline.InlineReportFile.Site;
import rvm.launcher.inline.InlineReportFile.Target;

class InlineReportReaderTest {

    @TempDir
    Path dir;

    private Path written() throws IOException {
        Path f = dir.resolve("inline.json");
        InlineReportWriter.write(f, Reports.file());
        return f;
    }

    private InlineReportFileException refused(String content) throws IOException {
        Path f = Files.writeString(dir.resolve("bad.json"), content);
        return assertThrows(InlineReportFileException.class, () -> InlineReportReader.read(f));
    }

    @Test
    void read_givesBackWhatTheWriterWrote_everyDecisionKindAndNestedSite() throws IOException {
        Path f = written();

        InlineReportFile read = InlineReportReader.read(f);

        assertEquals(Reports.file(), read);
        assertEquals("cbs", read.profile());
        assertEquals(List.of("level2-after", "inline-max-size", "inline-hot-share"), List.copyOf(read.options().keySet()));
        assertEquals(List.of(2, 23, 0.01), List.copyOf(read.options().values()));
        Compilation c = read.compilations().get(0);
        assertEquals(List.of(7, Reports.ROOT, 25, 375, 31),
                List.of(c.compileId(), c.root(), c.rootSize(), c.budget(), c.compiledSize()));
        assertEquals(4, c.sites().size());

        Site sq = c.sites().get(0);
        assertEquals(new Site(Reports.ROOT, 3, List.of(Reports.ROOT), new Invoke("invokestatic", "p/Main", "sq", "(I)I"),
                Decision.YES, "trivial: 4 < 11 units", List.of(new Target(Reports.SQ, 0, 0, 0, 4, -1, true,
                "trivial: 4 < 11 units", List.of())), List.of()), sq);

        Site area = c.sites().get(1);
        assertEquals(new Invoke("invokeinterface", "p/Shape", "area", "()D"), area.invoke());
        assertEquals(Decision.GUARDED, area.decision());
        assertEquals("profile: 90.00% of the site's weight", area.reason());
        assertEquals(List.of(new Target(Reports.CIRCLE, 90, 0.9, 0.09, 9, 119, true, "small: 9 + 9 (guard) <= 119 units",
                        List.of("p/Circle", "p/Disc")),
                new Target(Reports.SQUARE, 10, 0.1, 0.01, 30, -1, false, "below the guard share: 10% < 40%", List.of())),
                area.candidates());
        assertEquals(List.of(new Site(Reports.CIRCLE, 2, List.of(Reports.ROOT, Reports.CIRCLE),
                new Invoke("invokevirtual", "p/Circle", "r", "()D"), Decision.YES, "trivial: 2 < 11 units",
                List.of(new Target(Reports.RADIUS, 0, 0, 0, 2, -1, true, "trivial: 2 < 11 units", List.of())), List.of())),
                area.inlined());

        Site big = c.sites().get(2);
        assertEquals(Decision.NO, big.decision());
        assertEquals(List.of(new Target(Reports.BIG, 5, 1, 0.005, 300, 23, false, "callee too big: 300 > 23 units",
                List.of())), big.candidates());

        Site length = c.sites().get(3);
        assertEquals(new Site(Reports.ROOT, 24, List.of(Reports.ROOT),
                new Invoke("invokevirtual", "java/lang/String", "length", "()I"), Decision.NO, "not guest code", List.of(),
                List.of()), length);
    }

    @Test
    void read_ofAReportWithoutCompilations_givesNone() throws IOException {
        Path f = dir.resolve("empty.json");
        InlineReportWriter.write(f, new InlineReportFile("none", Reports.options(), List.of()));

        InlineReportFile read = InlineReportReader.read(f);

        assertEquals(List.of(), read.compilations());
        assertEquals("none", read.profile());
    }

    @Test
    void read_ofAnotherFormat_namesTheFormatFound() throws IOException {
        InlineReportFileException e = refused("{\"format\": \"rvm-dcg/1\"}");

        assertEquals(dir.resolve("bad.json") + ": not an rvm inline report: \"format\" is \"rvm-dcg/1\", expected "
                + "\"rvm-inline/1\"", e.getMessage());
    }

    @Test
    void read_ofAFileWithoutFormat_saysItIsMissing() throws IOException {
        InlineReportFileException e = refused("{\"profile\": \"cbs\"}");

        assertEquals(dir.resolve("bad.json") + ": not an rvm inline report: \"format\" is missing, expected "
                + "\"rvm-inline/1\"", e.getMessage());
    }

    @Test
    void read_ofAnUnknownDecisionKind_namesTheSite() throws IOException {
        String text = Files.readString(written()).replace("\"decision\": \"no\"", "\"decision\": \"maybe\"");

        InlineReportFileException e = refused(text);

        assertEquals(dir.resolve("bad.json") + ": compilation 0: site 2: \"decision\" must be \"no\", \"yes\" or "
                + "\"guarded\": \"maybe\"", e.getMessage());
    }

    @Test
    void read_ofAPathThatDoesNotEndAtTheCaller_isRefused() throws IOException {
        String text = Files.readString(written()).replace("\"path\": [\"p/Main.run()V\", \"p/Circle.area()D\"]",
                "\"path\": [\"p/Main.run()V\"]");

        InlineReportFileException e = refused(text);

        assertEquals(dir.resolve("bad.json") + ": compilation 0: site 1: inlined site 0: \"path\" [\"p/Main.run()V\"] "
                + "must start with [p/Main.run()V] and end at the caller", e.getMessage());
    }

    @Test
    void read_ofAWeightThatIsNotANumber_namesTheCandidate() throws IOException {
        String text = Files.readString(written()).replace("\"weight\": 90,", "\"weight\": \"90\",");

        InlineReportFileException e = refused(text);

        assertEquals(dir.resolve("bad.json") + ": compilation 0: site 1: candidate 0: \"weight\" must be a number",
                e.getMessage());
    }

    @Test
    void read_ofAnUnknownOpcode_namesTheSite() throws IOException {
        String text = Files.readString(written()).replace("\"invokestatic\"", "\"invokedynamic\"");

        InlineReportFileException e = refused(text);

        assertEquals(dir.resolve("bad.json") + ": compilation 0: site 0: \"invoke\": \"opcode\" must be one of "
                + "[invokevirtual, invokespecial, invokestatic, invokeinterface]: \"invokedynamic\"", e.getMessage());
    }
}
