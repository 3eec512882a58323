package rvm.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import rvm.interp.launcher.Main;

class InstallationTest {

    @Test
    void runsRvmWithTheLaunchersHostFlags() {
        assertEquals(Main.HOST_JVM_FLAGS, Installation.RVM_JVM_FLAGS);
    }
}
