package rvm.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.nio.file.attribute.PosixFilePermission;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExperimentFolderTest {

    @TempDir
    Path dir;

    private static final String README = String.join("\n", "# The skip's length", "",
            "- **Question:** How long must the skip be",
            "  to be accurate?",
            "- **Commit:** `5bc7f67`",
            "- **Command:** `./rvm bench ...`",
            "- **Machine:** the 2-core EPYC",
            "- **Date:** 2026-11-28 (02:24-03:53 UTC)", "", "## Figures", "");

    @Test
    void read_takesTheTitleAndTheFields_withTheirContinuationLines() throws IOException {
        Path d = Files.createDirectories(dir.resolve("2026-11-28-skip-length"));
        Files.writeString(d.resolve("README.md"), README);

        ExperimentFolder e = ExperimentFolder.read(d);

        assertEquals("The skip's length", e.title());
        assertEquals("2026-11-28", e.date());
        assertEquals(Map.of("Question", "How long must the skip be to be accurate?", "Commit", "`5bc7f67`",
                "Command", "`./rvm bench ...`", "Machine", "the 2-core EPYC", "Date", "2026-11-28 (02:24-03:53 UTC)"),
                e.fields());
    }

    @Test
    void problems_noneForAWellShapedFolder() throws IOException {
        Path d = Files.createDirectories(dir.resolve("2026-11-28-skip-length"));
        Files.writeString(d.resolve("README.md"), README);
        Path rebuild = Files.writeString(d.resolve("rebuild"), "#!/bin/sh\n");
        Files.setPosixFilePermissions(rebuild, Set.of(PosixFilePermission.OWNER_READ,
                PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE));
        Files.createDirectories(d.resolve("tables"));

        assertEquals(List.of(), ExperimentFolder.read(d).problems());
    }

    @Test
    void problems_aDateOtherThanTheFoldersName() throws IOException {
        Path d = Files.createDirectories(dir.resolve("2026-11-21-tiers"));
        Files.writeString(d.resolve("README.md"), README);

        assertEquals("benchmarks/results/2026-11-21-tiers: README.md's date (2026-11-28 (02:24-03:53 UTC)) is not the "
                + "folder's (2026-11-21)", ExperimentFolder.read(d).problems().get(0));
    }

    @Test
    void problems_nameEachMissingPart() throws IOException {
        Path d = Files.createDirectories(dir.resolve("issue23-skip"));
        Files.writeString(d.resolve("README.md"), "Some notes\n- **Date:** 2026-11-27\n");

        assertEquals(List.of(
                "benchmarks/results/issue23-skip: the name is not YYYY-MM-DD-slug (lower-case words joined by '-')",
                "benchmarks/results/issue23-skip: README.md does not open with '# Title'",
                "benchmarks/results/issue23-skip: README.md has no '- **Question:** ...' line",
                "benchmarks/results/issue23-skip: README.md has no '- **Commit:** ...' line",
                "benchmarks/results/issue23-skip: README.md has no '- **Command:** ...' line",
                "benchmarks/results/issue23-skip: README.md has no '- **Machine:** ...' line",
                "benchmarks/results/issue23-skip: no executable rebuild script",
                "benchmarks/results/issue23-skip: no tables/ (what ./rebuild writes)"),
                ExperimentFolder.read(d).problems());
    }
}
