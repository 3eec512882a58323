package rvm.interp.compiler;

import java.util.List;
import rvm.core.compile.MethodTransform;
import rvm.core.loader.ClassHierarchy;
import rvm.core.model.GuestClass;
import rvm.core.model.GuestMethod;

/**
 * What the optimising level ({@link BaselineCompiler#OPT_LEVEL}) adds to a compilation, supplied by
 * a module above this one (the launcher hands in the inliner): transforms that run before the
 * baseline's, on every level-2 compilation that is not an OSR variant.
 *
 * <p>A level-2 compilation with an optimizer gets its own hidden class and frames computed by ASM
 * (code copied from other methods has no guest frames), and its line numbers name positions
 * ({@link CompiledMethod#linesArePositions}) once methods were inlined into it.
 */
public interface Optimizer {

    /** No optimising transforms: level 2 compiles as level 1 does. */
    Optimizer NONE = (owner, hierarchy) -> List.of();

    /**
     * The transforms for one compilation of a method of {@code owner}, in order; called afresh per
     * compilation (they may read a profile that changes as the guest runs).
     *
     * @param hierarchy the class hierarchy of {@code owner}'s loader
     */
    List<MethodTransform> transforms(GuestClass owner, ClassHierarchy hierarchy);

    /**
     * Hears of each method compiled with this optimizer's transforms, before it is installed (its
     * {@link CompiledMethod#reports} hold what the transforms recorded); by default nothing.
     *
     * @param why why the compilation was asked for (the controller's event and estimates), or
     *            {@code null} when the tier policy's counts asked for it
     */
    default void compiled(CompiledMethod method, String why) {
    }

    /**
     * Hears of each level-2 compilation whose transforms were refused, its cost over the compiler's
     * budget, and which was compiled without them as {@code method}; by default nothing.
     *
     * @param reason why, with the figures
     * @param why    why the compilation was asked for, or {@code null}
     */
    default void refused(CompiledMethod method, String reason, String why) {
    }

    /**
     * Whether compiling {@code method} with this optimizer's transforms would make it faster now, as
     * far as can be told before compiling (the recompilation controller plans no compilation that
     * would not); by default true.
     *
     * @param hierarchy the class hierarchy of {@code method}'s loader
     */
    default boolean gains(GuestMethod method, ClassHierarchy hierarchy) {
        return true;
    }
}
