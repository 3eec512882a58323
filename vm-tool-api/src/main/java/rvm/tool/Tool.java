package rvm.tool;

import java.util.Set;

/**
 * An instrumentation tool: rvm inserts calls to it into the code it compiles, at the events the
 * tool asks for, and Arnold and Ryder's framework samples them as it samples its own
 * instrumentation ({@code --instrument=tool:TOOL.jar}; with {@code --instrument-exhaustive}, every
 * execution reports). Nothing is added to the guest's class files.
 *
 * <p>Lifecycle: rvm loads the class the jar's manifest names ({@code Rvm-Tool: pkg.MyTool}) with
 * its public no-argument constructor, asks it for its {@link #events()} once, before any guest
 * code runs, and then calls the event methods from whichever guest thread runs the code. When the
 * guest ends, however it ends, it asks for {@link #results()} (into {@code --instrument-out}) and
 * {@link #summary()} (printed).
 *
 * <p>Constraints: the event methods run on guest threads, concurrently, in the middle of the
 * guest's code: they must be thread-safe, quick, and must not call back into the guest. A tool
 * that throws is switched off; rvm reports the exception when the guest ends, and the guest runs
 * on unaffected. Only code that rvm compiles reports events: with {@code --tier=adaptive},
 * interpreted code does not.
 */
public interface Tool {

    /** The events the tool wants; rvm inserts calls for these only. Never empty. */
    Set<Event> events();

    /** The tool's name in rvm's output: the class's simple name unless it says otherwise. */
    default String name() {
        return getClass().getSimpleName();
    }

    /** {@link Event#METHOD_ENTRY}: the method of {@code site} starts. */
    default void methodEntry(Site site) {
    }

    /** {@link Event#METHOD_EXIT}: the return instruction at {@code site} returns. */
    default void methodExit(Site site) {
    }

    /** {@link Event#BASIC_BLOCK}: the basic block starting at {@code site} runs its {@link Site#instructions()}. */
    default void basicBlock(Site site) {
    }

    /**
     * {@link Event#CALL}: the call site calls {@code target}, the method the JVM selects for it, in
     * {@link Site#method()} form: for a virtual or interface call, chosen by the receiver's class
     * (possibly a JDK method); {@code null} when the receiver is null (the call throws).
     */
    default void call(Site site, String target) {
    }

    /** {@link Event#FIELD_ACCESS}: the field access at {@code site} runs. */
    default void fieldAccess(Site site) {
    }

    /** {@link Event#ALLOCATION}: the allocation at {@code site} runs. */
    default void allocation(Site site) {
    }

    /** {@link Event#BRANCH}: the conditional branch at {@code site} jumps ({@code taken}) or falls through. */
    default void branch(Site site, boolean taken) {
    }

    /**
     * What the tool found, written to {@code --instrument-out} under its name: made of maps, lists,
     * strings, numbers and booleans (as JSON has them), or {@code null} for nothing.
     */
    default Object results() {
        return null;
    }

    /** One line for the user when the guest ends, or {@code null} for none. */
    default String summary() {
        return null;
    }
}
