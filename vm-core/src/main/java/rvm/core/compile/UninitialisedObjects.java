package rvm.core.compile;

import static org.objectweb.asm.Opcodes.ASM9;
import static org.objectweb.asm.Opcodes.INVOKESPECIAL;
import static org.objectweb.asm.Opcodes.NEW;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.BasicValue;
import org.objectweb.asm.tree.analysis.Frame;
import org.objectweb.asm.tree.analysis.Interpreter;

/**
 * The one analysis of objects under construction that every transform shares (the inliner, on-stack
 * replacement, instrumentation sampling's separate copy): a data-flow analysis of a method's frames
 * in which an object that a {@code new} made is a value of its own until its constructor runs, when
 * every copy of it in the frame becomes a plain, initialised value (as the JVM verifier's
 * {@code uninitialized(offset)} types do). ASM's own interpreters do not tell such an object from an
 * initialised one, so code that moves values between frames (a call site inlined under them, an
 * interpreted frame continued in compiled code, a transfer into another method) would carry one
 * where the JVM refuses it.
 *
 * <p>Any ASM interpreter of {@link BasicValue}s does the typing ({@code BasicInterpreter},
 * {@code SimpleVerifier}); this one wraps it. Where two objects under construction, or one and
 * another reference, meet at a join, the result is under construction too, from an unknown site.
 * The receiver of a constructor ({@code uninitializedThis}) is not tracked.
 */
public final class UninitialisedObjects {

    private UninitialisedObjects() {
    }

    /** An object a {@code new} made whose constructor has not run: equal only to itself. */
    public static final class Value extends BasicValue {
        private final boolean known;

        Value(Type type, boolean known) {
            super(type);
            this.known = known;
        }

        @Override
        public boolean equals(Object o) {
            return this == o;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(this);
        }
    }

    /** Whether {@code v} is an object under construction. */
    public static boolean isUninitialised(BasicValue v) {
        return v instanceof Value;
    }

    /** Whether any local or operand stack value of {@code f} is an object under construction. */
    public static boolean holdsAny(Frame<BasicValue> f) {
        for (int k = 0; k < f.getLocals(); k++) {
            if (isUninitialised(f.getLocal(k))) {
                return true;
            }
        }
        for (int k = 0; k < f.getStackSize(); k++) {
            if (isUninitialised(f.getStack(k))) {
                return true;
            }
        }
        return false;
    }

    /**
     * The frames of {@code code}, a method of class {@code owner} (an internal name), one per
     * instruction node (null where unreachable), typed by {@code typing} with objects under
     * construction told apart.
     *
     * @throws AnalyzerException where {@code typing} rejects the code
     */
    public static Frame<BasicValue>[] analyze(String owner, MethodNode code, Interpreter<BasicValue> typing)
            throws AnalyzerException {
        Tracking tracking = new Tracking(typing);
        return new Analyzer<>(tracking) {
            @Override
            protected Frame<BasicValue> newFrame(int numLocals, int numStack) {
                return new Initializing(numLocals, numStack, typing);
            }

            @Override
            protected Frame<BasicValue> newFrame(Frame<? extends BasicValue> frame) {
                return new Initializing(frame, typing);
            }
        }.analyze(owner, code);
    }

    /** {@code typing}, but each {@code new} makes a {@link Value} of its own. */
    private static final class Tracking extends Interpreter<BasicValue> {
        private final Interpreter<BasicValue> typing;
        private final Map<AbstractInsnNode, Value> made = new HashMap<>();
        private final Value several = new Value(Type.getObjectType("java/lang/Object"), false);

        Tracking(Interpreter<BasicValue> typing) {
            super(ASM9);
            this.typing = typing;
        }

        @Override
        public BasicValue newValue(Type type) {
            return typing.newValue(type);
        }

        @Override
        public BasicValue newParameterValue(boolean isInstanceMethod, int local, Type type) {
            return typing.newParameterValue(isInstanceMethod, local, type);
        }

        @Override
        public BasicValue newReturnTypeValue(Type type) {
            return typing.newReturnTypeValue(type);
        }

        @Override
        public BasicValue newEmptyValue(int local) {
            return typing.newEmptyValue(local);
        }

        @Override
        public BasicValue newExceptionValue(TryCatchBlockNode tryCatch, Frame<BasicValue> handlerFrame, Type type) {
            return typing.newExceptionValue(tryCatch, handlerFrame, type);
        }

        @Override
        public BasicValue newOperation(AbstractInsnNode insn) throws AnalyzerException {
            if (insn.getOpcode() != NEW) {
                return typing.newOperation(insn);
            }
            BasicValue typed = typing.newOperation(insn);
            return made.computeIfAbsent(insn, i -> new Value(typed.getType(), true));
        }

        @Override
        public BasicValue copyOperation(AbstractInsnNode insn, BasicValue value) throws AnalyzerException {
            BasicValue copy = typing.copyOperation(insn, value); // its checks
            return isUninitialised(value) ? value : copy;
        }

        @Override
        public BasicValue unaryOperation(AbstractInsnNode insn, BasicValue value) throws AnalyzerException {
            return typing.unaryOperation(insn, value);
        }

        @Override
        public BasicValue binaryOperation(AbstractInsnNode insn, BasicValue v1, BasicValue v2) throws AnalyzerException {
            return typing.binaryOperation(insn, v1, v2);
        }

        @Override
        public BasicValue ternaryOperation(AbstractInsnNode insn, BasicValue v1, BasicValue v2, BasicValue v3)
                throws AnalyzerException {
            return typing.ternaryOperation(insn, v1, v2, v3);
        }

        @Override
        public BasicValue naryOperation(AbstractInsnNode insn, List<? extends BasicValue> values) throws AnalyzerException {
            return typing.naryOperation(insn, values);
        }

        @Override
        public void returnOperation(AbstractInsnNode insn, BasicValue value, BasicValue expected) throws AnalyzerException {
            typing.returnOperation(insn, value, expected);
        }

        @Override
        public BasicValue merge(BasicValue v, BasicValue w) {
            if (v == w) {
                return v;
            }
            if ((isUninitialised(v) || isUninitialised(w)) && v.isReference() && w.isReference()) {
                return several;
            }
            return typing.merge(v, w);
        }
    }

    /** A frame in which a constructor's call initialises every copy of its receiver. */
    private static final class Initializing extends Frame<BasicValue> {
        private final Interpreter<BasicValue> typing;

        Initializing(int numLocals, int numStack, Interpreter<BasicValue> typing) {
            super(numLocals, numStack);
            this.typing = typing;
        }

        Initializing(Frame<? extends BasicValue> frame, Interpreter<BasicValue> typing) {
            super(frame);
            this.typing = typing;
        }

        @Override
        public void execute(AbstractInsnNode insn, Interpreter<BasicValue> interpreter) throws AnalyzerException {
            BasicValue receiver = null;
            if (insn.getOpcode() == INVOKESPECIAL && insn instanceof MethodInsnNode m && m.name.equals("<init>")) {
                receiver = getStack(getStackSize() - 1 - Type.getArgumentTypes(m.desc).length);
            }
            super.execute(insn, interpreter);
            if (receiver instanceof Value v && v.known) {
                BasicValue initialised = typing.newValue(v.getType());
                for (int k = 0; k < getLocals(); k++) {
                    if (getLocal(k) == v) {
                        setLocal(k, initialised);
                    }
                }
                for (int k = 0; k < getStackSize(); k++) {
                    if (getStack(k) == v) {
                        setStack(k, initialised);
                    }
                }
            }
        }
    }
}
