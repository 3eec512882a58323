package rvm.core.model;

/**
 * A call site: an invoke instruction of a guest method, identified by the method and the
 * instruction's bytecode index in the original class file. This is the key under which call-graph
 * profiles record edges; it prints as {@code pkg/Cls.name(Desc)Ret@bci}.
 *
 * @param caller   the method containing the invoke instruction
 * @param bci      the instruction's bytecode index in the class file
 * @param opcode   the raw opcode: invokevirtual, invokespecial, invokestatic, invokeinterface or
 *                 invokedynamic
 * @param target   the symbolic target as written in the instruction, {@code owner.name(Desc)Ret} in
 *                 internal form ({@code name(Desc)Ret} for invokedynamic)
 */
public record GuestCallSite(GuestMethod caller, int bci, int opcode, String target) {

    @Override
    public String toString() {
        return caller.jvmName() + "@" + bci;
    }
}
