package rvm.interp;

import java.lang.invoke.CallSite;
import java.lang.invoke.MethodHandle;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.LdcInsnNode;
import rvm.core.model.CompiledCodeLinker;
import rvm.core.model.GuestMethod;
import rvm.interp.link.Linker;

/**
 * Links the instructions compiled code routes through the VM, with the interpreter's {@link Linker}
 * and its decoded {@link Code} (whose instruction indices are the ones compiled code passes).
 */
final class CompiledCodeLinks implements CompiledCodeLinker {

    private final Interpreter interpreter;
    private final Linker linker;

    CompiledCodeLinks(Interpreter interpreter, Linker linker) {
        this.interpreter = interpreter;
        this.linker = linker;
    }

    @Override
    public MethodHandle member(GuestMethod method, int insnIndex) {
        Code code = interpreter.code(method);
        return linker.directHandle(method.owner(), code.insn[insnIndex],
                () -> NullPointerMessages.describe(code, insnIndex));
    }

    @Override
    public CallSite invokeDynamic(GuestMethod method, int insnIndex) {
        return linker.callSite(method.owner(), (InvokeDynamicInsnNode) interpreter.code(method).insn[insnIndex]);
    }

    @Override
    public Object constant(GuestMethod method, int insnIndex) {
        return linker.ldc(method.owner(), (LdcInsnNode) interpreter.code(method).insn[insnIndex]);
    }
}
