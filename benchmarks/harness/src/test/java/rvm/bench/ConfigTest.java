package rvm.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

class ConfigTest {

    @Test
    void parse_readsLabelKindAndOptions() {
        Config c = Config.parse("tier0=rvm --tier=interp  --yieldpoint-stats");

        assertEquals(new Config("tier0", Config.Kind.RVM, List.of("--tier=interp", "--yieldpoint-stats")), c);
        assertEquals("tier0=rvm --tier=interp --yieldpoint-stats", c.toString());
    }

    @Test
    void rvmOptionsStartingWithJGoToTheHostJvm() {
        Config c = Config.parse("c1=rvm -J-XX:TieredStopAtLevel=1 --tier=baseline -J-Xmx2g");

        assertEquals(List.of("-XX:TieredStopAtLevel=1", "-Xmx2g"), c.hostJvmOptions());
        assertEquals(List.of("--tier=baseline"), c.runOptions());
    }

    @Test
    void hostOptionsAreAllForTheHostJava() {
        Config c = Config.parse("big=host -Xmx2g -J-odd");

        assertEquals(List.of(), c.hostJvmOptions());
        assertEquals(List.of("-Xmx2g", "-J-odd"), c.runOptions());
    }

    @Test
    void parse_readsAnotherCheckout_afterRvmAt() {
        Config c = Config.parse("patched=rvm@../rvm-patched --tier=opt");

        assertEquals(new Config("patched", Config.Kind.RVM, List.of("--tier=opt"), Path.of("../rvm-patched")), c);
        assertEquals("patched=rvm@../rvm-patched --tier=opt", c.toString());
    }

    @Test
    void parse_refusesRvmAtWithoutDirectory() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Config.parse("p=rvm@ --x"));

        assertEquals("configuration 'p=rvm@ --x': rvm@ needs the other checkout's directory, as rvm@DIR",
                e.getMessage());
    }

    @Test
    void installationOfThisCheckout_isItself() throws Exception {
        Installation here = new Installation(Path.of("here").toAbsolutePath(), "java");

        assertEquals(here, here.of(Config.parse("p=rvm --tier=opt")));
    }

    @Test
    void parse_acceptsHostWithoutOptions() {
        assertEquals(Config.HOST, Config.parse("host=host"));
    }

    @Test
    void parse_rejectsMissingLabel() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Config.parse("rvm"));

        assertEquals("configuration 'rvm' must be LABEL=host [JAVA-OPTION...], LABEL=rvm [RVM-OPTION...] or "
                + "LABEL=rvm@DIR [RVM-OPTION...]", e.getMessage());
    }

    @Test
    void parse_rejectsUnknownKind() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Config.parse("x=jvm -Xint"));

        assertEquals("configuration 'x=jvm -Xint': the kind after '=' must be host, rvm or rvm@DIR, not 'jvm'",
                e.getMessage());
    }

    @Test
    void parse_rejectsLabelWithSpaces() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Config.parse("a b=rvm"));

        assertEquals("configuration label 'a b' must be letters, digits and _ . + - only", e.getMessage());
    }
}
