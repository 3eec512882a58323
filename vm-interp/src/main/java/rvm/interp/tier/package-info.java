/**
 * Tiering: which level each guest method runs at, and moving it up. {@link rvm.interp.tier.Tiers}
 * is the controller the executors report interpreted calls and backedges (and, in code compiled to
 * be recompiled, compiled calls) to; {@link rvm.interp.tier.TierPolicy} decides the level a method
 * should run at next (0 the interpreter, 1 the baseline compiler, 2 the optimising level);
 * {@code CompileQueue} compiles, on its thread or the asking one; {@code Installer} makes the code
 * run and logs it ({@code --print-compilation}). Each method's state is a
 * {@link rvm.interp.tier.MethodTier}. Design: {@code docs/ARCHITECTURE.md}, "The tier policy".
 *
 * <p>Constraints: the reporting methods run on guest threads in the interpreter's call and branch
 * paths: they count racily (as HotSpot does), claim each level's compilation once, and block only
 * when compilation is batched. An entry slot is retargeted once per level, only upwards, never back
 * to the interpreter. The package sees the interpreter only through a method's {@code MethodTier}.
 */
package rvm.interp.tier;
