package rvm.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;

class KeptMethodsTest {

    private static ClassNode owner() {
        ClassNode c = new ClassNode();
        c.name = "app/Owner";
        c.fields.add(new FieldNode(Opcodes.ACC_STATIC | Opcodes.ACC_FINAL, "CONSTANT", "I", null, null));
        c.fields.add(new FieldNode(Opcodes.ACC_FINAL, "value", "I", null, null));
        c.fields.add(new FieldNode(Opcodes.ACC_STATIC, "plain", "I", null, null));
        return c;
    }

    private static MethodNode method(String name, AbstractInsnNode... code) {
        MethodNode m = new MethodNode(Opcodes.ACC_STATIC, name, "()V", null, null);
        for (AbstractInsnNode i : code) {
            m.instructions.add(i);
        }
        m.instructions.add(new InsnNode(Opcodes.RETURN));
        return m;
    }

    @Test
    void constructorsAndStaticInitialisersAreKept() {
        assertEquals("a constructor", KeptMethods.reason(owner(), method("<init>")));
        assertEquals("a static initialiser", KeptMethods.reason(owner(), method("<clinit>")));
    }

    @Test
    void aMethodStoringIntoItsClassesStaticFinalFieldIsKept() {
        MethodNode init0 = method("__init0", new InsnNode(Opcodes.ICONST_1),
                new FieldInsnNode(Opcodes.PUTSTATIC, "app/Owner", "CONSTANT", "I"));

        assertEquals("stores into the final field CONSTANT of its class", KeptMethods.reason(owner(), init0));
    }

    @Test
    void aMethodStoringIntoItsClassesInstanceFinalFieldIsKept() {
        MethodNode set = method("set", new InsnNode(Opcodes.ACONST_NULL), new InsnNode(Opcodes.ICONST_1),
                new FieldInsnNode(Opcodes.PUTFIELD, "app/Owner", "value", "I"));

        assertEquals("stores into the final field value of its class", KeptMethods.reason(owner(), set));
    }

    @Test
    void storesIntoOtherFieldsAndReadsOfFinalFieldsAreNotKept() {
        MethodNode m = method("m", new InsnNode(Opcodes.ICONST_1),
                new FieldInsnNode(Opcodes.PUTSTATIC, "app/Owner", "plain", "I"),
                new FieldInsnNode(Opcodes.GETSTATIC, "app/Owner", "CONSTANT", "I"),
                new FieldInsnNode(Opcodes.PUTSTATIC, "app/Other", "CONSTANT", "I"));

        assertNull(KeptMethods.reason(owner(), m));
    }

    @Test
    void aMethodCallingReflectionsAccessChecksIsKept() {
        MethodNode m = method("reflect", new MethodInsnNode(Opcodes.INVOKEVIRTUAL, "java/lang/reflect/Method", "invoke",
                "(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;", false));

        assertEquals("calls java.lang.reflect.Method.invoke, which checks access against its caller's class",
                KeptMethods.reason(owner(), m));
    }

    @Test
    void aMethodCallingMethodHandlesLookupIsKept() {
        MethodNode m = method("lookup", new MethodInsnNode(Opcodes.INVOKESTATIC, "java/lang/invoke/MethodHandles",
                "lookup", "()Ljava/lang/invoke/MethodHandles$Lookup;", false));

        assertEquals("calls java.lang.invoke.MethodHandles.lookup, which checks access against its caller's class",
                KeptMethods.reason(owner(), m));
    }

    @Test
    void registerAsParallelCapableIsKeptWhateverSubclassNamesIt() {
        MethodNode m = method("register", new MethodInsnNode(Opcodes.INVOKESTATIC, "app/MyLoader",
                "registerAsParallelCapable", "()Z", false));

        assertEquals("calls app.MyLoader.registerAsParallelCapable, which checks access against its caller's class",
                KeptMethods.reason(owner(), m));
    }

    @Test
    void callersOfOtherCallerSensitiveMethodsAreNotKept() {
        MethodNode m = method("plain", new MethodInsnNode(Opcodes.INVOKESTATIC, "java/lang/Class", "forName",
                "(Ljava/lang/String;)Ljava/lang/Class;", false),
                new MethodInsnNode(Opcodes.INVOKEVIRTUAL, "java/lang/reflect/Method", "getName",
                        "()Ljava/lang/String;", false));

        assertNull(KeptMethods.reason(owner(), m));
    }

    @Test
    void abstractAndNativeMethodsAreNotKept() {
        MethodNode m = new MethodNode(Opcodes.ACC_ABSTRACT, "a", "()V", null, null);

        assertNull(KeptMethods.reason(owner(), m));
    }
}
