package rvm.inliner;

import java.util.Objects;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.MethodInsnNode;

/**
 * A call site the inline oracle decides on: the invoke instruction at bytecode index {@code bci} of
 * {@code caller}, with its symbolic reference.
 *
 * @param caller     the method holding the invoke, {@code pkg/Cls.name(Desc)Ret}; when the caller was
 *                   itself inlined, the inlined method, not the root; never null
 * @param bci        the invoke's bytecode index in the caller's class file, the index the DCG keys
 *                   the site by
 * @param opcode     {@code INVOKEVIRTUAL}, {@code INVOKESPECIAL}, {@code INVOKESTATIC} or {@code
 *                   INVOKEINTERFACE} ({@code invokedynamic} is not a site the oracle decides on)
 * @param owner      the internal name of the class or interface the instruction names
 * @param name       the named method's name
 * @param descriptor the named method's descriptor
 */
public record InlineSite(String caller, int bci, int opcode, String owner, String name, String descriptor) {

    /**
     * Checks the opcode and that nothing is null.
     *
     * @throws IllegalArgumentException when the opcode is not one of the four invokes the oracle
     *                                  decides on, or the bci is negative
     */
    public InlineSite {
        Objects.requireNonNull(caller, "caller");
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(descriptor, "descriptor");
        if (opcode < Opcodes.INVOKEVIRTUAL || opcode > Opcodes.INVOKEINTERFACE) {
            throw new IllegalArgumentException("not an invokevirtual, invokespecial, invokestatic or "
                    + "invokeinterface (opcode " + opcode + ") at bci " + bci + " of " + caller);
        }
        if (bci < 0) {
            throw new IllegalArgumentException("negative bci " + bci + " in " + caller);
        }
    }

    /** The site of {@code insn}, found at bytecode index {@code bci} of {@code caller}. */
    public static InlineSite of(String caller, int bci, MethodInsnNode insn) {
        return new InlineSite(caller, bci, insn.getOpcode(), insn.owner, insn.name, insn.desc);
    }

    /** The method the instruction names, {@code owner.name(Desc)Ret}. */
    public String symbolic() {
        return owner + "." + name + descriptor;
    }

    /** Whether the call selects its method by the receiver's class ({@code invokevirtual}, {@code invokeinterface}). */
    public boolean isVirtual() {
        return opcode == Opcodes.INVOKEVIRTUAL || opcode == Opcodes.INVOKEINTERFACE;
    }
}
