package rvm.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.Opcodes;

class RawOpcodesTest {

    @Test
    void namesTheShortAndWideFormsAsTheSpecificationDoes() {
        List<Integer> opcodes = List.of(0x00, 0x12, 0x13, 0x14, 0x1a, 0x2d, 0x3b, 0x4e, 0x84, 0xc4, 0xc8, 0xc9);

        List<String> names = opcodes.stream().map(RawOpcodes::name).toList();

        assertEquals(List.of("nop", "ldc", "ldc_w", "ldc2_w", "iload_0", "aload_3", "istore_0", "astore_3", "iinc",
                "wide", "goto_w", "jsr_w"), names);
    }

    @Test
    void namesAgreeWithAsmsOpcodeConstants() throws ReflectiveOperationException {
        List<String> asmNames = List.of("ILOAD", "LRETURN", "INVOKEDYNAMIC", "MULTIANEWARRAY", "IFNONNULL", "SWAP",
                "DUP2_X2", "LOOKUPSWITCH", "MONITOREXIT", "I2S", "DCMPG", "JSR", "RET", "ARRAYLENGTH");

        List<String> names = IntStream.range(0, asmNames.size()).mapToObj(i -> {
            try {
                return RawOpcodes.name(Opcodes.class.getField(asmNames.get(i)).getInt(null));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }).toList();

        assertEquals(asmNames.stream().map(String::toLowerCase).toList(), names);
    }

    @Test
    void countIsNopToJsrW_withEveryNameDistinct() {
        Set<String> names = new HashSet<>();

        IntStream.range(0, RawOpcodes.COUNT).forEach(op -> names.add(RawOpcodes.name(op)));

        assertEquals(0xca, RawOpcodes.COUNT);
        assertEquals(RawOpcodes.COUNT, names.size());
    }
}
