package rvm.tool;

/** An event a {@link Tool} can ask rvm to report, and the instructions of the guest's code that raise it. */
public enum Event {
    /** A method starts: before its first instruction (not when an OSR variant continues an activation). */
    METHOD_ENTRY,
    /** A method returns normally: at each of its return instructions (not when an exception leaves it). */
    METHOD_EXIT,
    /**
     * A basic block starts: before its first instruction. A block ends at a branch, a switch, a
     * return, a throw and before a branch target; its {@link Site#instructions()} are its bytecode
     * instructions, so a tool that adds them up counts the bytecodes executed (an exception thrown
     * inside a block leaves its remaining instructions counted).
     */
    BASIC_BLOCK,
    /** A call site calls: before the invoke, with the method it selects (invokedynamic is not reported). */
    CALL,
    /** A getfield, putfield, getstatic or putstatic runs: before it. */
    FIELD_ACCESS,
    /** An allocation: before a new, newarray, anewarray or multianewarray. */
    ALLOCATION,
    /** A conditional branch (if*, if_icmp*, if_acmp*, ifnull, ifnonnull) decides: before it, with its outcome. */
    BRANCH
}
