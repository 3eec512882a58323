package rvm.inliner;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.IincInsnNode;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.MethodNode;

/** Hand-built method bodies of a known estimated size, for the oracle's tests. */
final class Methods {

    private Methods() {
    }

    /**
     * A method whose body is {@code units} {@code iinc} instructions (1 unit each) and a return (0),
     * so that it estimates exactly {@code units} units (8 more when {@code access} is synchronized).
     */
    static MethodNode ofSize(int access, String name, String descriptor, int units) {
        MethodNode m = new MethodNode(Opcodes.ASM9, access, name, descriptor, null, null);
        for (int i = 0; i < units; i++) {
            m.instructions.add(new IincInsnNode(0, 1));
        }
        m.instructions.add(new InsnNode(Opcodes.RETURN));
        return m;
    }
}
