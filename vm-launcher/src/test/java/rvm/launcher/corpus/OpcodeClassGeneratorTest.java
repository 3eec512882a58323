package rvm.launcher.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OpcodeClassGeneratorTest {

    private static final int NOP = 0x00;
    private static final int POP2 = 0x58;
    private static final int DUP_X2 = 0x5b;
    private static final int DUP2_X1 = 0x5d;
    private static final int DUP2_X2 = 0x5e;
    private static final int SWAP = 0x5f;
    private static final int JSR = 0xa8;
    private static final int RET = 0xa9;
    private static final int GOTO_W = 0xc8;
    private static final int JSR_W = 0xc9;

    @Test
    void opJsrIsClassFileVersion49_becauseJsrAndRetAreIllegalFrom50() {
        byte[] classFile = OpcodeClassGenerator.program("OpJsr").get("OpJsr");

        int major = ((classFile[6] & 0xFF) << 8) | (classFile[7] & 0xFF);

        assertEquals(49, major);
    }

    @Test
    void farJumpsUsesJsrWAndGotoW_becauseItsJumpsSpanMoreThan32K() {
        Map<String, BitSet> methods = RawBytecode.opcodesByMethod(OpcodeClassGenerator.program("OpJsr").get("OpJsr"));

        BitSet farJumps = methods.get("farJumps(I)I");

        assertTrue(farJumps.get(JSR_W), "jsr_w in " + farJumps);
        assertTrue(farJumps.get(GOTO_W), "goto_w in " + farJumps);
    }

    @Test
    void wideRetUsesTheWidePrefixOnRet() {
        Map<String, BitSet> methods = RawBytecode.opcodesByMethod(OpcodeClassGenerator.program("OpJsr").get("OpJsr"));

        BitSet wideRet = methods.get("wideRet(I)I");

        assertTrue(wideRet.get(JvmOpcodes.WIDE) && wideRet.get(RET) && wideRet.get(JSR), "wide, ret, jsr in " + wideRet);
    }

    @Test
    void opRawFormsHasTheStackOpcodesJavacAvoids() {
        Map<String, BitSet> methods = RawBytecode.opcodesByMethod(
                OpcodeClassGenerator.program("OpRawForms").get("OpRawForms"));
        BitSet all = new BitSet();
        methods.values().forEach(all::or);

        for (int opcode : List.of(NOP, SWAP, POP2, DUP_X2, DUP2_X1, DUP2_X2)) {
            assertTrue(all.get(opcode), JvmOpcodes.describe(opcode) + " missing from OpRawForms");
        }
    }

    @Test
    void writeProgramWritesTheMainClassFile(@TempDir Path dir) throws IOException {
        OpcodeClassGenerator.writeProgram("OpRawForms", dir);

        assertTrue(Files.size(dir.resolve("OpRawForms.class")) > 0);
    }

    @Test
    void programRejectsAnUnknownName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> OpcodeClassGenerator.program("OpNoSuch"));

        assertEquals("no generated corpus program named OpNoSuch", e.getMessage());
    }
}
