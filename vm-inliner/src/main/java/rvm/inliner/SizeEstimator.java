package rvm.inliner;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * Estimates how big a guest method's code becomes when it is inlined, in <em>inlining units</em>:
 * Jikes RVM's estimate of the machine instructions its optimising compiler emits for each kind of
 * bytecode ({@code NormalMethod.computeSummary} and its {@code *_COST} constants). Every size limit of
 * the oracle ({@link InlineOptions}) is in these units.
 *
 * <p>The estimate is the sum, over the method's instructions, of:
 * <table>
 * <caption>Cost of each instruction kind, in units</caption>
 * <tr><th>units</th><th>instructions</th><th>Jikes RVM constant</th></tr>
 * <tr><td>0</td><td>local loads and stores, constants ({@code aconst_null}, {@code iconst_*},
 *     {@code bipush}, {@code sipush}, {@code ldc}), stack operations ({@code pop}, {@code dup*},
 *     {@code swap}), returns, {@code nop}, {@code ret}</td><td>(not counted)</td></tr>
 * <tr><td>1</td><td>{@code int}, {@code float} and {@code double} arithmetic ({@code iadd} ... {@code
 *     drem}, {@code ineg}, {@code fneg}, {@code dneg}), {@code int} shifts and logic, {@code lshr},
 *     {@code iinc}, {@code i2b}, {@code i2c}, {@code i2s}, the compares {@code lcmp}, {@code fcmp*},
 *     {@code dcmp*}, every conditional branch, {@code goto}, {@code getfield}, {@code putfield},
 *     {@code getstatic}, {@code putstatic}, {@code arraylength}</td>
 *     <td>{@code SIMPLE_OPERATION_COST}</td></tr>
 * <tr><td>2</td><td>{@code long} arithmetic and logic ({@code ladd}, {@code lsub}, {@code lmul},
 *     {@code ldiv}, {@code lrem}, {@code lneg}, {@code lshl}, {@code lushr}, {@code land}, {@code lor},
 *     {@code lxor}), {@code i2l}, {@code l2i}</td><td>{@code LONG_OPERATION_COST}</td></tr>
 * <tr><td>2</td><td>array loads ({@code iaload} ... {@code saload})</td><td>{@code ARRAY_LOAD_COST}</td></tr>
 * <tr><td>2</td><td>primitive array stores ({@code iastore} ... {@code sastore} but {@code aastore})</td>
 *     <td>{@code ARRAY_STORE_COST}</td></tr>
 * <tr><td>6</td><td>{@code aastore}</td><td>{@code ARRAY_STORE_COST + STORE_CHECK_COST}</td></tr>
 * <tr><td>2</td><td>{@code checkcast}, {@code instanceof}</td><td>{@code CLASS_CHECK_COST}</td></tr>
 * <tr><td>4</td><td>{@code new}, {@code newarray}, {@code anewarray}</td><td>{@code ALLOCATION_COST}</td></tr>
 * <tr><td>4</td><td>{@code monitorenter}, {@code monitorexit}</td><td>{@code SYNCH_COST}</td></tr>
 * <tr><td>5</td><td>{@code jsr}</td><td>{@code JSR_COST}</td></tr>
 * <tr><td>6</td><td>every invoke ({@code invokevirtual}, {@code invokespecial}, {@code invokestatic},
 *     {@code invokeinterface}, {@code invokedynamic}), the conversions to and from floating point
 *     ({@code i2f}, {@code i2d}, {@code l2f}, {@code l2d}, {@code f2i}, {@code f2l}, {@code f2d},
 *     {@code d2i}, {@code d2l}, {@code d2f}), {@code multianewarray}</td><td>{@code CALL_COST}</td></tr>
 * <tr><td>6</td><td>{@code athrow}</td><td>{@code THROW_COST}</td></tr>
 * <tr><td>6</td><td>{@code tableswitch}, {@code lookupswitch}</td><td>{@code SWITCH_COST}</td></tr>
 * </table>
 * plus 8 units ({@code 2 * SYNCH_COST}) for a {@code synchronized} method, whose monitor enter and
 * exit the inlined code must perform. The total is not scaled: a unit is one estimated machine
 * instruction, and the sum is the estimate. Labels, line numbers and stack map frames are not
 * instructions and cost nothing. A method without code (abstract, native) estimates as 0.
 *
 * <p>Where rvm departs from Jikes RVM, and why:
 * <ul>
 * <li>every {@code getstatic} costs 1. Jikes RVM does not charge one that reads a primitive from a
 *     {@code final} static field that is already resolved, expecting the compiler to fold it; javac
 *     already folds compile-time constants into {@code ldc}, and whether a field is resolved yet
 *     depends on timing, so rvm charges every one and the estimate depends on the bytecode alone;</li>
 * <li>{@code invokedynamic} costs a call: Jikes RVM never saw one;</li>
 * <li>no call costs 0: Jikes RVM's {@code MAGIC_COST} is for its own {@code Magic} intrinsics, which
 *     guest code does not have;</li>
 * <li>the sum is not capped: Jikes RVM stores it in a {@code char} and so saturates at 65535.</li>
 * </ul>
 * Jikes RVM's own grouping is kept where it looks accidental: {@code lshr} costs 1, like the
 * {@code int} shifts it is listed with there, while {@code lshl} and {@code lushr} cost 2.
 *
 * <p>Constraints: a pure function of the {@link MethodNode}'s instructions and access flags;
 * thread-safe.
 */
public final class SizeEstimator {

    /** A cheap ALU operation, a field access or a branch. */
    static final int SIMPLE_OPERATION_COST = 1;
    /** A {@code long} operation on a 32-bit machine. */
    static final int LONG_OPERATION_COST = 2;
    /** Null check, bounds check, index computation and load. */
    static final int ARRAY_LOAD_COST = 2;
    /** Null check, bounds check, index computation and store. */
    static final int ARRAY_STORE_COST = 2;
    /** The array store check of {@code aastore}. */
    static final int STORE_CHECK_COST = 4 * SIMPLE_OPERATION_COST;
    /** A {@code checkcast} or {@code instanceof}. */
    static final int CLASS_CHECK_COST = 2 * SIMPLE_OPERATION_COST;
    /** An allocation: dearer than this in fact, undercharged to favour inlining allocating methods. */
    static final int ALLOCATION_COST = 4;
    /** A monitor enter or exit. */
    static final int SYNCH_COST = 4 * SIMPLE_OPERATION_COST;
    /** A subroutine call. */
    static final int JSR_COST = 5;
    /** A call: the cost the inlining of a call site saves. */
    static final int CALL_COST = 6;
    /** A throw: just a call. */
    static final int THROW_COST = CALL_COST;
    /** A switch: a larger one makes the method too big to inline anyway. */
    static final int SWITCH_COST = CALL_COST;

    private SizeEstimator() {
    }

    /**
     * The estimated size of {@code method} inlined, in units (see the class comment).
     *
     * @param method a method read by ASM's tree API; never null
     * @return at least 0
     */
    public static int estimate(MethodNode method) {
        int size = (method.access & Opcodes.ACC_SYNCHRONIZED) != 0 ? 2 * SYNCH_COST : 0;
        for (AbstractInsnNode insn : method.instructions) {
            if (insn.getOpcode() >= 0) {
                size += cost(insn.getOpcode());
            }
        }
        return size;
    }

    /**
     * The cost of an exact-class guard testing the receiver against {@code classes} classes, with its
     * fallback call: the call it keeps ({@link #CALL_COST}), the load of the receiver's class, and a
     * compare and branch per class. One class costs 8 units, Jikes RVM's class-test guard
     * ({@code DefaultInlineOracle.inliningActionCost}: {@code CALL_COST + 2 * SIMPLE_OPERATION_COST}).
     */
    static int guardCost(int classes) {
        return CALL_COST + (1 + classes) * SIMPLE_OPERATION_COST;
    }

    /** The cost of one instruction by opcode, as the table of the class comment gives it. */
    static int cost(int opcode) {
        if (opcode >= Opcodes.IALOAD && opcode <= Opcodes.SALOAD) {
            return ARRAY_LOAD_COST;
        }
        if (opcode == Opcodes.AASTORE) {
            return ARRAY_STORE_COST + STORE_CHECK_COST;
        }
        if (opcode >= Opcodes.IASTORE && opcode <= Opcodes.SASTORE) {
            return ARRAY_STORE_COST;
        }
        if (opcode >= Opcodes.IADD && opcode <= Opcodes.DCMPG) {
            return arithmeticCost(opcode);
        }
        if (opcode >= Opcodes.IFEQ && opcode <= Opcodes.GOTO || opcode == Opcodes.IFNULL
                || opcode == Opcodes.IFNONNULL) {
            return SIMPLE_OPERATION_COST;
        }
        if (opcode >= Opcodes.INVOKEVIRTUAL && opcode <= Opcodes.INVOKEDYNAMIC) {
            return CALL_COST;
        }
        return otherCost(opcode);
    }

    /** Arithmetic, logic, shifts, conversions and compares: {@code iadd} (96) to {@code dcmpg} (152). */
    private static int arithmeticCost(int opcode) {
        switch (opcode) {
            case Opcodes.LADD: case Opcodes.LSUB: case Opcodes.LMUL: case Opcodes.LDIV: case Opcodes.LREM:
            case Opcodes.LNEG: case Opcodes.LSHL: case Opcodes.LUSHR: case Opcodes.LAND: case Opcodes.LOR:
            case Opcodes.LXOR: case Opcodes.I2L: case Opcodes.L2I:
                return LONG_OPERATION_COST;
            case Opcodes.I2F: case Opcodes.I2D: case Opcodes.L2F: case Opcodes.L2D: case Opcodes.F2I:
            case Opcodes.F2L: case Opcodes.F2D: case Opcodes.D2I: case Opcodes.D2L: case Opcodes.D2F:
                return CALL_COST;
            default: // int, float and double arithmetic, lshr, iinc, i2b, i2c, i2s, the compares
                return SIMPLE_OPERATION_COST;
        }
    }

    /** Everything outside the ranges {@link #cost} tests. */
    private static int otherCost(int opcode) {
        switch (opcode) {
            case Opcodes.GETSTATIC: case Opcodes.PUTSTATIC: case Opcodes.GETFIELD: case Opcodes.PUTFIELD:
            case Opcodes.ARRAYLENGTH:
                return SIMPLE_OPERATION_COST;
            case Opcodes.JSR:
                return JSR_COST;
            case Opcodes.TABLESWITCH: case Opcodes.LOOKUPSWITCH:
                return SWITCH_COST;
            case Opcodes.NEW: case Opcodes.NEWARRAY: case Opcodes.ANEWARRAY:
                return ALLOCATION_COST;
            case Opcodes.MULTIANEWARRAY:
                return CALL_COST;
            case Opcodes.ATHROW:
                return THROW_COST;
            case Opcodes.CHECKCAST: case Opcodes.INSTANCEOF:
                return CLASS_CHECK_COST;
            case Opcodes.MONITORENTER: case Opcodes.MONITOREXIT:
                return SYNCH_COST;
            default: // loads, stores, constants, stack operations, returns, nop, ret
                return 0;
        }
    }
}
