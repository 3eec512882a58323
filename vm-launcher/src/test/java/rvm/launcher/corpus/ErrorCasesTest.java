package rvm.launcher.corpus;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import rvm.launcher.testing.GuestProcess;

/**
 * Golden files for the launcher, above all for bad input ({@code vm-launcher/src/test/errors}): each
 * {@code NAME.args} holds the arguments of one rvm command, one per line, and {@code NAME.expected}
 * the exact exit code, stdout and stderr the user must see (format of {@link ExpectedOutput}).
 *
 * <p>Placeholders, in arguments and expected text: {@code {classes}} is a directory with the
 * compiled {@code Hello}, {@code LoadsBroken} and {@code PrintProperty} fixtures; {@code {work}} the directory holding the
 * broken inputs this test makes: {@code truncated/}, {@code future/} (class file version 99) and
 * {@code bad-magic/} each with a broken {@code Hello.class}, {@code broken/} with broken
 * {@code Truncated}, {@code Future} and {@code BadMagic} classes and an {@code Unverifiable} one
 * that fails verification, {@code misnamed/} whose {@code Hello.class} holds {@code LoadsBroken},
 * {@code not-a-jar.jar},
 * {@code no-main-class.jar} and {@code hello.jar} (Main-Class {@code Hello}); {@code {maxVersion}} is the host's highest class file version.
 */
class ErrorCasesTest {

    private static final Path CASES = Path.of(System.getProperty("rvm.errors.dir"));
    private static final Path WORK = Path.of(System.getProperty("rvm.work.dir"), "errors").toAbsolutePath();
    private static final Path CLASSES = WORK.resolve("classes");
    private static final String MAX_VERSION = Integer.toString(Runtime.version().feature() + 44);

    static Stream<String> cases() throws IOException {
        try (Stream<Path> files = Files.list(CASES)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".args"))
                    .map(n -> n.substring(0, n.length() - ".args".length())).sorted().toList().stream();
        }
    }

    @BeforeAll
    static void makeInputs() throws IOException {
        Path compiled = WORK.resolve("compiled");
        Files.createDirectories(compiled);
        Files.createDirectories(CLASSES);
        List<String> javac = new ArrayList<>(List.of("--release", "17", "-d", compiled.toString()));
        try (Stream<Path> sources = Files.list(CASES.resolve("fixtures"))) {
            sources.map(Path::toString).filter(s -> s.endsWith(".java")).sorted().forEach(javac::add);
        }
        if (ToolProvider.getSystemJavaCompiler().run(null, null, null, javac.toArray(new String[0])) != 0) {
            throw new IllegalStateException("cannot compile " + CASES.resolve("fixtures"));
        }
        for (String good : List.of("Hello", "LoadsBroken", "PrintProperty")) {
            Files.copy(compiled.resolve(good + ".class"), CLASSES.resolve(good + ".class"),
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        byte[] hello = Files.readAllBytes(compiled.resolve("Hello.class"));
        write(WORK.resolve("truncated/Hello.class"), truncated(hello));
        write(WORK.resolve("future/Hello.class"), version99(hello));
        write(WORK.resolve("bad-magic/Hello.class"), badMagic(hello));
        write(WORK.resolve("broken/Truncated.class"), truncated(Files.readAllBytes(compiled.resolve("Truncated.class"))));
        write(WORK.resolve("broken/Future.class"), version99(Files.readAllBytes(compiled.resolve("Future.class"))));
        write(WORK.resolve("broken/BadMagic.class"), badMagic(Files.readAllBytes(compiled.resolve("BadMagic.class"))));
        write(WORK.resolve("broken/Unverifiable.class"),
                unverifiable(Files.readAllBytes(compiled.resolve("Unverifiable.class"))));
        write(WORK.resolve("misnamed/Hello.class"), Files.readAllBytes(compiled.resolve("LoadsBroken.class")));
        write(WORK.resolve("not-a-jar.jar"), "not a jar\n".getBytes(StandardCharsets.UTF_8));
        writeJar(WORK.resolve("no-main-class.jar"), hello, null);
        writeJar(WORK.resolve("hello.jar"), hello, "Hello");
    }

    private static void writeJar(Path file, byte[] helloClass, String mainClass) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().putValue("Manifest-Version", "1.0");
        if (mainClass != null) {
            manifest.getMainAttributes().putValue("Main-Class", mainClass);
        }
        try (OutputStream out = Files.newOutputStream(file);
             JarOutputStream jar = new JarOutputStream(out, manifest)) {
            jar.putNextEntry(new JarEntry("Hello.class"));
            jar.write(helloClass);
            jar.closeEntry();
        }
    }

    private static byte[] truncated(byte[] classFile) {
        return java.util.Arrays.copyOf(classFile, 100);
    }

    private static byte[] version99(byte[] classFile) {
        byte[] b = classFile.clone();
        b[6] = 0;
        b[7] = 99;
        return b;
    }

    private static byte[] badMagic(byte[] classFile) {
        byte[] b = classFile.clone();
        b[0] = (byte) 0xDE;
        b[1] = (byte) 0xAD;
        return b;
    }

    /** Unverifiable.answer's {@code bipush 42; ireturn} becomes {@code aconst_null; nop; ireturn}. */
    private static byte[] unverifiable(byte[] classFile) {
        byte[] code = {0x10, 42, (byte) 0xac};
        int at = -1;
        for (int i = 0; i + code.length <= classFile.length; i++) {
            if (java.util.Arrays.equals(classFile, i, i + code.length, code, 0, code.length)) {
                if (at >= 0) {
                    throw new IllegalStateException("bipush 42; ireturn twice in Unverifiable.class");
                }
                at = i;
            }
        }
        if (at < 0) {
            throw new IllegalStateException("no bipush 42; ireturn in Unverifiable.class");
        }
        byte[] b = classFile.clone();
        b[at] = 0x01;
        b[at + 1] = 0x00;
        return b;
    }

    private static void write(Path file, byte[] bytes) throws IOException {
        Files.createDirectories(file.getParent());
        Files.write(file, bytes);
    }

    private static String substitute(String text) {
        return text.replace("{classes}", CLASSES.toString()).replace("{work}", WORK.toString())
                .replace("{maxVersion}", MAX_VERSION);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void rvmReportsBadInputExactly(String name) throws IOException {
        List<String> args = Files.readAllLines(CASES.resolve(name + ".args"), StandardCharsets.UTF_8)
                .stream().map(ErrorCasesTest::substitute).toList();
        ExpectedOutput expected = ExpectedOutput.parse(
                substitute(Files.readString(CASES.resolve(name + ".expected"), StandardCharsets.UTF_8)),
                name + ".expected");

        GuestProcess.Result result = GuestProcess.rvm(args, WORK, Duration.ofSeconds(60),
                GuestProcess.HostJit.C1_ONLY);

        ExpectedOutput actual = new ExpectedOutput(result.exitCode(), result.stdout(), result.stderr());
        expected.describeMismatch(actual).ifPresent(m -> fail("rvm " + String.join(" ", args) + "\n" + m));
    }
}
