package rvm.inliner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.objectweb.asm.Opcodes;

class CalleeTest {

    @Test
    void nameParts_comeFromTheJvmForm() {
        Callee c = Callee.host("java/util/Map$Entry.getKey()Ljava/lang/Object;", Opcodes.ACC_PUBLIC, false);

        assertEquals("java/util/Map$Entry", c.owner());
        assertEquals("getKey", c.name());
        assertEquals("()Ljava/lang/Object;", c.descriptor());
    }

    @Test
    void flags_areReadFromTheAccessFlags() {
        int access = Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_SYNCHRONIZED;
        Callee c = Callee.host("pkg/A.m()V", access, false);

        assertTrue(c.isPrivate());
        assertTrue(c.isStatic());
        assertTrue(c.isSynchronized());
        assertFalse(c.isFinal());
        assertFalse(c.isNative());
        assertFalse(c.isAbstract());
    }

    @Test
    void guestMethodWithABody_needsItsCode() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Callee("pkg/A.m()V", Opcodes.ACC_PUBLIC, false, true, null, null));

        assertEquals("guest method pkg/A.m()V has a body but no code", e.getMessage());
    }

    @Test
    void constructor_refusesANameNotInJvmForm() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Callee.host("m()V", Opcodes.ACC_PUBLIC, false));

        assertEquals("not a method in JVM form pkg/Cls.name(Desc)Ret: m()V", e.getMessage());
    }
}
