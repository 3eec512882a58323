package rvm.interp.link;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.objectweb.asm.Type;

class DescriptorsTest {

    @Test
    void argKindsOfAStaticMethodAreOnePerParameter_arraysAsReferences() {
        String descriptor = "(ZBCSIFJDLjava/lang/String;[I[[Ljava/lang/Object;)V";

        char[] kinds = Descriptors.argKinds(descriptor, false);

        assertArrayEquals("ZBCSIFJDLLL".toCharArray(), kinds);
    }

    @Test
    void argKindsOfAnInstanceMethodStartWithTheReceiver() {
        char[] kinds = Descriptors.argKinds("(JI)V", true);

        assertArrayEquals("LJI".toCharArray(), kinds);
    }

    @Test
    void argKindsOfANoArgumentMethodAreEmpty_orOnlyTheReceiver() {
        char[] none = Descriptors.argKinds("()I", false);
        char[] receiver = Descriptors.argKinds("()I", true);

        assertArrayEquals(new char[0], none);
        assertArrayEquals(new char[] {'L'}, receiver);
    }

    @ParameterizedTest
    @CsvSource({"()V, V", "()Z, Z", "()J, J", "()D, D", "()[J, L", "()Ljava/util/List;, L", "(I)F, F"})
    void returnKindIsTheReturnTypesKind(String descriptor, char expected) {
        char kind = Descriptors.returnKind(descriptor);

        assertEquals(expected, kind);
    }

    @ParameterizedTest
    @CsvSource({"I, I", "J, J", "D, D", "[D, L", "Ljava/lang/String;, L", "[[Z, L"})
    void kindOfAFieldDescriptorIsItsFirstCharacter_arraysAsReferences(String descriptor, char expected) {
        char fromString = Descriptors.kind(descriptor);
        char fromType = Descriptors.kind(Type.getType(descriptor));

        assertEquals(expected, fromString);
        assertEquals(expected, fromType);
    }

    @Test
    void slotsCountTwoForLongsAndDoubles_oneForEverythingElse_noneForVoid() {
        List<Character> kinds = List.of('Z', 'B', 'C', 'S', 'I', 'F', 'L', 'J', 'D', 'V');

        List<Integer> sizes = kinds.stream().map(Descriptors::size).toList();

        assertEquals(List.of(1, 1, 1, 1, 1, 1, 1, 2, 2, 0), sizes);
        assertEquals(1 + 2 + 1 + 2 + 1, Descriptors.slots(Descriptors.argKinds("(JIDLjava/lang/Object;)V", true)));
    }
}
