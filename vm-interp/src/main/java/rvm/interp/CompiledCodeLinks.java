package rvm.interp;

import java.lang.invoke.CallSite;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Objects;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
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
        AbstractInsnNode insn = code.insn[insnIndex];
        MethodHandle h = linker.directHandle(method.owner(), insn);
        int op = insn.getOpcode();
        return op == Opcodes.GETFIELD || op == Opcodes.PUTFIELD ? nullChecked(h, code, insnIndex) : h;
    }

    /**
     * {@code h}, a field instruction's handle, throwing for a null object the exception the host
     * throws at the instruction, with its helpful message ({@link NullPointerMessages}), made when
     * thrown: the handle alone would throw one without a message, or one that describes rvm's code.
     */
    private static MethodHandle nullChecked(MethodHandle h, Code code, int pc) {
        MethodType type = h.type();
        MethodHandle isNull = IS_NULL.asType(MethodType.methodType(boolean.class, type.parameterType(0)));
        MethodHandle thrower = MethodHandles.filterReturnValue(MethodHandles.insertArguments(NPE, 0, code, pc),
                MethodHandles.throwException(type.returnType(), NullPointerException.class));
        return MethodHandles.guardWithTest(isNull,
                MethodHandles.dropArguments(thrower, 0, type.parameterList()), h);
    }

    private static NullPointerException npe(Code code, int pc) {
        return new NullPointerException(NullPointerMessages.describe(code, pc));
    }

    private static final MethodHandle IS_NULL;
    private static final MethodHandle NPE;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            IS_NULL = lookup.findStatic(Objects.class, "isNull", MethodType.methodType(boolean.class, Object.class));
            NPE = lookup.findStatic(CompiledCodeLinks.class, "npe",
                    MethodType.methodType(NullPointerException.class, Code.class, int.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
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
