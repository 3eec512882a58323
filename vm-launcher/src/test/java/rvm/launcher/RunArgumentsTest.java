package rvm.launcher;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.options.VmOption;
import rvm.core.options.VmOptions;
import rvm.profiling.profiler.ProfileKind;
import rvm.profiling.profiler.ProfilingOptions;
import rvm.interp.ExecutionOptions;

class RunArgumentsTest {

    @TempDir
    Path dir;

    // ---------------------------------------------------------------- parse: the split

    @Test
    void optionsBeforeTheMainClassAreTheVmsAndEverythingAfterIsTheGuests() throws UsageException {
        String[] argv = {"--yieldpoint-stats", "-cp", "a" + java.io.File.pathSeparator + "b", "app.Main", "x",
            "--tier", "-cp", "-jar", "-Dk=v"};

        RunArguments args = RunArguments.parse(argv);

        assertTrue(args.options.get(ExecutionOptions.YIELDPOINT_STATS));
        assertEquals(List.of(Path.of("a"), Path.of("b")), args.classPath);
        assertEquals("app.Main", args.mainClass);
        assertArrayEquals(new String[] {"x", "--tier", "-cp", "-jar", "-Dk=v"}, args.guestArgs);
        assertEquals(Map.of(), args.systemProperties);
        assertNull(args.jar);
    }

    @Test
    void separateValuesOfVmOptionsAreNotMistakenForTheMainClass() throws UsageException {
        String[] argv = {"--main-stack-mb", "64", "--opcode-counts", "counts.txt", "--tier", "interp", "Main"};

        RunArguments args = RunArguments.parse(argv);

        assertEquals("Main", args.mainClass);
        assertEquals(64, args.options.get(LauncherOptions.MAIN_STACK_MB));
        assertEquals(Path.of("counts.txt"), args.options.get(ExecutionOptions.OPCODE_COUNTS));
        assertEquals("interp", args.options.get(VmOptions.TIER));
        assertArrayEquals(new String[0], args.guestArgs);
    }

    @Test
    void optionsWithAttachedValuesParse() throws UsageException {
        String[] argv = {"--main-stack-mb=16", "--class-path=lib", "Main"};

        RunArguments args = RunArguments.parse(argv);

        assertEquals(16, args.options.get(LauncherOptions.MAIN_STACK_MB));
        assertEquals(List.of(Path.of("lib")), args.classPath);
    }

    @Test
    void classPathDefaultsToTheCurrentDirectory_andEmptyEntriesMeanIt() throws UsageException {
        RunArguments plain = RunArguments.parse(new String[] {"Main"});
        RunArguments empty = RunArguments.parse(new String[] {"-classpath", java.io.File.pathSeparator + "lib", "Main"});

        assertEquals(List.of(Path.of(".")), plain.classPath);
        assertEquals(List.of(Path.of("."), Path.of("lib")), empty.classPath);
    }

    @Test
    void jarTakesTheNextWordAndLeavesTheRestToTheGuest() throws UsageException {
        String[] argv = {"--print-options", "-jar", "app.jar", "one", "--yieldpoint-stats"};

        RunArguments args = RunArguments.parse(argv);

        assertEquals(Path.of("app.jar"), args.jar);
        assertNull(args.mainClass);
        assertArrayEquals(new String[] {"one", "--yieldpoint-stats"}, args.guestArgs);
        assertTrue(args.options.get(LauncherOptions.PRINT_OPTIONS));
        assertFalse(args.options.get(ExecutionOptions.YIELDPOINT_STATS));
    }

    @Test
    void systemPropertiesComeFromDashD() throws UsageException {
        String[] argv = {"-Dalpha=1", "-Dbeta=two=2", "-Dempty=", "Main"};

        RunArguments args = RunArguments.parse(argv);

        assertEquals(Map.of("alpha", "1", "beta", "two=2", "empty", ""), args.systemProperties);
        assertEquals("Main", args.mainClass);
    }

    @Test
    void dashDWithASeparateValueIsAUsageError_becauseTheValueIsTakenForTheMainClass() {
        UsageException e = assertThrows(UsageException.class,
                () -> RunArguments.parse(new String[] {"-D", "gamma=3", "Main"}));

        assertEquals(ExitCode.USAGE, e.exitCode());
        assertEquals("-D needs a property name: -DNAME=VALUE", e.getMessage());
    }

    @Test
    void dashDWithoutAValueSetsTheEmptyString_andALaterSettingWins_asForJava() throws UsageException {
        String[] argv = {"-Dflag", "-Dtwice=1", "-Dtwice=2", "Main"};

        RunArguments args = RunArguments.parse(argv);

        assertEquals(Map.of("flag", "", "twice", "2"), args.systemProperties);
    }

    @Test
    void inlinerValuesTheOracleOrTheLevel2TriggerCannotUse_areUsageErrors_notCrashesWhenTheGuestStarts() {
        String[][] cases = {
                {"--inline-hot-share=2", "--inline-hot-share must be in (0, 1]: 2.0"},
                {"--inline-hot-max-size=3", "--inline-hot-max-size must be at least --inline-max-size (23): 3"},
                {"--level2-hot-share=-0.5", "--level2-hot-share must be in [0, 1]: -0.5"},
        };
        for (String[] c : cases) {
            String[] argv = {"--inliner=rvm", c[0], "Main"};

            UsageException e = assertThrows(UsageException.class, () -> RunArguments.parse(argv), c[0]);

            assertEquals(ExitCode.USAGE, e.exitCode());
            assertEquals(c[1], e.getMessage());
        }
    }

    @Test
    void everyFileOptionIsCheckedBeforeTheRun_asAUsageError() throws IOException {
        Path file = Files.writeString(dir.resolve("file"), "a regular file");
        for (VmOption<?> o : RunArguments.TABLE.options()) {
            if (o.type() != Path.class) {
                continue;
            }
            String[] argv = {"--profile=exact", "--" + o.name() + "=" + file + "/out.txt", "Main"};

            UsageException e = assertThrows(UsageException.class, () -> RunArguments.parse(argv), o.name());

            assertEquals(ExitCode.USAGE, e.exitCode());
            assertEquals("cannot write --" + o.name() + "=" + file + "/out.txt: " + file + ": Not a directory",
                    e.getMessage());
        }
    }

    @Test
    void fileOptionsThatCanBeWrittenPass_andNothingIsCreated() throws Exception {
        String[] argv = {"--profile=exact", "--dcg-out=" + dir.resolve("new/dcg.json"),
            "--opcode-counts=" + dir.resolve("counts.txt"), "--inliner=rvm", "--level2-after=2",
            "--inline-report=" + dir.resolve("new/inline.json"), "Main"};

        RunArguments.parse(argv);

        try (var entries = Files.list(dir)) {
            assertEquals(List.of(), entries.toList());
        }
    }

    @Test
    void optionsSetToNoEffectAreWarnings_notErrors() throws UsageException {
        String[] argv = {"--dcg-format=dot", "--tier=interp", "--compile-threshold=5", "Main"};

        RunArguments args = RunArguments.parse(argv);

        assertEquals(List.of("--compile-threshold=5 has no effect with --tier=interp (it needs --tier=adaptive)",
                "--dcg-format=dot has no effect without --dcg-out"), args.warnings);
    }

    @Test
    void helpNeedsNoMainClass() throws UsageException {
        RunArguments args = RunArguments.parse(new String[] {"--help"});

        assertTrue(args.helpRequested);
        assertNull(args.mainClass);
    }

    // ---------------------------------------------------------------- parse: usage errors

    @Test
    void thresholdBelowOneIsAUsageError() {
        UsageException e = assertThrows(UsageException.class,
                () -> RunArguments.parse(new String[] {"--osr-threshold=0", "Main"}));

        assertEquals(ExitCode.USAGE, e.exitCode());
        assertEquals("invalid value for option --osr-threshold: '0' (expected at least 1)", e.getMessage());
    }

    @Test
    void badTierIsAUsageError_listingTheChoices() {
        UsageException e = assertThrows(UsageException.class,
                () -> RunArguments.parse(new String[] {"--tier", "turbo", "Main"}));

        assertEquals(ExitCode.USAGE, e.exitCode());
        assertEquals("invalid value for option --tier: 'turbo' (expected one of interp, baseline, adaptive, opt)", e.getMessage());
    }

    @Test
    void badNumberIsAUsageError() {
        UsageException e = assertThrows(UsageException.class,
                () -> RunArguments.parse(new String[] {"--main-stack-mb", "lots", "Main"}));

        assertEquals(ExitCode.USAGE, e.exitCode());
        assertEquals("Invalid value for option '--main-stack-mb': 'lots' is not an int", e.getMessage());
    }

    @Test
    void profilerOptionsBecomeOneSetting() throws UsageException {
        RunArguments args = RunArguments.parse(new String[] {"--profile=cbs", "--timer=ticks:500", "--cbs-stride",
                "7", "--dcg-out=g.json", "Main"});

        assertEquals(ProfileKind.CBS, args.profiler.kind());
        assertEquals(500, args.profiler.trigger().yieldpoints());
        assertEquals(7, args.profiler.stride());
    }

    @Test
    void profilerValuesOnlyAProfilerCanJudgeAreUsageErrors() {
        UsageException timer = assertThrows(UsageException.class,
                () -> RunArguments.parse(new String[] {"--profile=cbs", "--timer=ticks:0", "Main"}));
        UsageException decay = assertThrows(UsageException.class,
                () -> RunArguments.parse(new String[] {"--profile=cbs", "--dcg-decay=1.5", "Main"}));
        UsageException out = assertThrows(UsageException.class,
                () -> RunArguments.parse(new String[] {"--dcg-out=g.json", "Main"}));

        assertEquals(ExitCode.USAGE, timer.exitCode());
        assertEquals("--timer=ticks:N needs N of at least 1: 0", timer.getMessage());
        assertEquals("--dcg-decay must be in (0, 1]: 1.5", decay.getMessage());
        assertEquals("--dcg-out needs a profiler: add --profile=timer, cbs or exact", out.getMessage());
    }

    @Test
    void aProfilerWithoutCompiledYieldpointsIsAUsageError() {
        UsageException e = assertThrows(UsageException.class,
                () -> RunArguments.parse(new String[] {"--profile=exact", "--no-compiled-yieldpoints", "Main"}));

        assertEquals(ExitCode.USAGE, e.exitCode());
        assertEquals("--profile=exact needs yieldpoints in compiled code: drop --no-compiled-yieldpoints",
                e.getMessage());
    }

    @Test
    void unknownOptionIsAUsageError() {
        UsageException e = assertThrows(UsageException.class,
                () -> RunArguments.parse(new String[] {"--frobnicate", "Main"}));

        assertEquals(ExitCode.USAGE, e.exitCode());
        assertEquals("Unknown option: '--frobnicate'", e.getMessage());
    }

    @Test
    void missingMainClassIsAUsageError() {
        UsageException e = assertThrows(UsageException.class,
                () -> RunArguments.parse(new String[] {"--yieldpoint-stats", "-cp", "lib"}));

        assertEquals(ExitCode.USAGE, e.exitCode());
        assertEquals("no main class given (rvm run [OPTIONS] -cp PATH MAINCLASS [ARGS...] or rvm run [OPTIONS] "
                + "-jar APP.jar [ARGS...])", e.getMessage());
    }

    @Test
    void jarWithoutAFileIsAUsageError() {
        UsageException e = assertThrows(UsageException.class, () -> RunArguments.parse(new String[] {"-jar"}));

        assertEquals(ExitCode.USAGE, e.exitCode());
        assertEquals("-jar requires a jar file", e.getMessage());
    }

    @Test
    void classPathWithoutAValueIsAUsageError() {
        UsageException e = assertThrows(UsageException.class, () -> RunArguments.parse(new String[] {"-cp"}));

        assertEquals(ExitCode.USAGE, e.exitCode());
        assertEquals("Missing required parameter for option '--class-path' (PATH)", e.getMessage());
    }

    // ---------------------------------------------------------------- resolveInputs

    @Test
    void existingDirectoriesAndJarsResolve() throws Exception {
        Path jar = jar("lib.jar", null);
        RunArguments args = RunArguments.parse(new String[] {"-cp", dir + java.io.File.pathSeparator + jar, "Main"});

        args.resolveInputs();

        assertEquals(List.of(dir, jar), args.classPath);
    }

    @Test
    void missingClassPathEntryIsBadInput() throws UsageException {
        Path missing = dir.resolve("missing");
        RunArguments args = RunArguments.parse(new String[] {"-cp", missing.toString(), "Main"});

        UsageException e = assertThrows(UsageException.class, args::resolveInputs);

        assertEquals(ExitCode.BAD_INPUT, e.exitCode());
        assertEquals("class path entry not found: " + missing, e.getMessage());
    }

    @Test
    void classPathFileThatIsNotAJarIsBadInput() throws Exception {
        Path text = Files.writeString(dir.resolve("notes.txt"), "not a jar");
        RunArguments args = RunArguments.parse(new String[] {"-cp", text.toString(), "Main"});

        UsageException e = assertThrows(UsageException.class, args::resolveInputs);

        assertEquals(ExitCode.BAD_INPUT, e.exitCode());
        assertEquals("class path entry is not a readable jar file: " + text, e.getMessage());
    }

    @Test
    void missingJarIsBadInput() throws UsageException {
        Path missing = dir.resolve("gone.jar");
        RunArguments args = RunArguments.parse(new String[] {"-jar", missing.toString()});

        UsageException e = assertThrows(UsageException.class, args::resolveInputs);

        assertEquals(ExitCode.BAD_INPUT, e.exitCode());
        assertEquals("jar file not found: " + missing, e.getMessage());
    }

    @Test
    void jarThatIsNotAZipIsBadInput() throws Exception {
        Path fake = Files.writeString(dir.resolve("fake.jar"), "not a zip");
        RunArguments args = RunArguments.parse(new String[] {"-jar", fake.toString()});

        UsageException e = assertThrows(UsageException.class, args::resolveInputs);

        assertEquals(ExitCode.BAD_INPUT, e.exitCode());
        assertEquals("cannot read jar file " + fake + ": zip END header not found", e.getMessage());
    }

    @Test
    void jarWithoutMainClassIsBadInput() throws Exception {
        Path noMain = jar("nomain.jar", manifest(Map.of()));
        Path noManifest = jar("nomanifest.jar", null);
        RunArguments withManifest = RunArguments.parse(new String[] {"-jar", noMain.toString()});
        RunArguments withoutManifest = RunArguments.parse(new String[] {"-jar", noManifest.toString()});

        UsageException first = assertThrows(UsageException.class, withManifest::resolveInputs);
        UsageException second = assertThrows(UsageException.class, withoutManifest::resolveInputs);

        assertEquals(ExitCode.BAD_INPUT, first.exitCode());
        assertEquals("no Main-Class in the manifest of " + noMain, first.getMessage());
        assertEquals("no Main-Class in the manifest of " + noManifest, second.getMessage());
    }

    @Test
    void jarGivesTheMainClassAndTheClassPath_withManifestClassPathEntriesThatExist() throws Exception {
        Files.createDirectories(dir.resolve("lib"));
        Path dependency = jar("lib/dep.jar", null);
        Path app = jar("app.jar", manifest(Map.of(Attributes.Name.MAIN_CLASS, " app.Main ",
                Attributes.Name.CLASS_PATH, "lib/dep.jar  missing.jar classes/")));
        Files.createDirectories(dir.resolve("classes"));
        RunArguments args = RunArguments.parse(new String[] {"-cp", "ignored", "-jar", app.toString(), "a"});

        args.resolveInputs();

        assertEquals("app.Main", args.mainClass);
        assertEquals(List.of(app, dependency.toAbsolutePath(), dir.resolve("classes").toAbsolutePath()),
                args.classPath);
        assertArrayEquals(new String[] {"a"}, args.guestArgs);
    }

    @Test
    void manifestClassPathEntriesAreRelativeUrls_asForJavaDashJar() throws Exception {
        Path dependency = jar("my lib.jar", null);
        Path app = jar("app.jar", manifest(Map.of(Attributes.Name.MAIN_CLASS, "app.Main",
                Attributes.Name.CLASS_PATH, "my%20lib.jar")));
        RunArguments args = RunArguments.parse(new String[] {"-jar", app.toString()});

        args.resolveInputs();

        assertEquals(List.of(app, dependency.toAbsolutePath()), args.classPath);
    }

    // ---------------------------------------------------------------- help

    @Test
    void tableAssemblesEveryModulesOptions_inTheOrderOfHelpAndPrintOptions() {
        List<String> names = RunArguments.TABLE.options().stream().map(VmOption::name).toList();

        assertEquals(List.of("tier", "compile-threshold", "osr-threshold", "batch-compilation", "level2-after",
                "print-compilation",
                "no-compiled-yieldpoints", "compiled-backedge-checks", "compiled-frames", "inliner", "inline-always-below",
                "inline-max-size", "inline-hot-max-size", "inline-hot-share", "inline-guard-share", "inline-guard-hot-share",
                "inline-max-targets",
                "inline-max-depth", "inline-budget-factor", "inline-budget-max", "inline-max-recursion", "inlined-yieldpoints",
                "inline-dcg", "inline-stress",
                "print-inlining",
                "inline-report", "level2-hot-share", "level2-min-samples", "level2-speedup", "hot-edge-boost",
                "level2-compile-rate", "level2-host-compile-rate", "controller-period-ms", "reprofile-growth",
                "max-level2-compilations",
                "profile", "timer", "timer-ms",
                "cbs-stride", "cbs-samples", "cbs-start", "cbs-seed", "cbs-callers", "dcg-out", "dcg-format", "dcg-decay",
                "dcg-decay-every", "instrument", "instrument-exhaustive", "duplication", "sampled-copy", "sample-trigger",
                "sample-interval", "sample-timer", "sample-timer-ms", "sample-skip", "sample-cbs-stride",
                "sample-cbs-samples", "instrument-methods", "instrument-out", "opcode-counts", "call-counts",
                "yieldpoint-stats", "vm-stats", "main-stack-mb", "print-options"),
                names);
    }

    @Test
    void optionsOfEveryModuleParse_intoOneSetOfValues() throws UsageException {
        String[] argv = {"--tier=baseline", "--profile=cbs", "--cbs-stride", "5", "--yieldpoint-stats", "Main"};

        RunArguments args = RunArguments.parse(argv);

        assertEquals("baseline", args.options.get(VmOptions.TIER));
        assertEquals("cbs", args.options.get(ProfilingOptions.PROFILE));
        assertEquals(5, args.options.get(ProfilingOptions.CBS_STRIDE));
        assertTrue(args.options.get(ExecutionOptions.YIELDPOINT_STATS));
        assertEquals(5, args.profiler.stride());
    }

    @Test
    void usageSpellsDashDAndDashJarAsJavaDoes_andListsEveryOption() {
        String usage = RunArguments.usage();

        assertTrue(usage.contains("-DNAME=VALUE"), usage);
        assertTrue(usage.contains("-jar APP.jar"), usage);
        assertFalse(usage.contains("-D=NAME=VALUE"), usage);
        for (var o : RunArguments.TABLE.options()) {
            assertTrue(usage.contains("--" + o.name()), o.name() + " in " + usage);
        }
    }

    @Test
    void usageWritesPercentSignsAsThey_withoutPicocliWarnings() {
        java.io.PrintStream err = System.err;
        java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
        String usage;
        System.setErr(new java.io.PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            usage = RunArguments.usage();
        } finally {
            System.setErr(err);
        }

        assertEquals("", captured.toString(StandardCharsets.UTF_8));
        assertTrue(usage.contains("flags (% on-stack"), usage);
    }

    // ---------------------------------------------------------------- helpers

    private static Manifest manifest(Map<Attributes.Name, String> attributes) {
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        attributes.forEach((k, v) -> m.getMainAttributes().put(k, v));
        return m;
    }

    private Path jar(String name, Manifest manifest) throws IOException {
        Path jar = dir.resolve(name);
        try (OutputStream file = Files.newOutputStream(jar);
             JarOutputStream out = manifest == null ? new JarOutputStream(file) : new JarOutputStream(file, manifest)) {
            out.putNextEntry(new JarEntry("readme.txt"));
            out.write("content".getBytes(StandardCharsets.UTF_8));
        }
        return jar;
    }
}
