package rvm.interp;

import java.lang.invoke.CallSite;
import java.lang.invoke.MethodHandle;
import rvm.core.model.CompiledCodeLinker;
import rvm.core.model.GuestMethod;

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
        return linker.directHandle(interpreter.code(method), insnIndex);
    }

    @Override
    public CallSite invokeDynamic(GuestMethod method, int insnIndex) {
        return linker.callSite(interpreter.code(method), insnIndex);
    }

    @Override
    public Object constant(GuestMethod method, int insnIndex) {
        return linker.ldc(interpreter.code(method), insnIndex);
    }
}
