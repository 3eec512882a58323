/**
 * Adversaries of timer-based call-graph sampling: loops in which a long stretch without calls
 * (field reads and writes in {@code FieldRun}, the loop of Figure 1 of Arnold and Grove, CGO 2005;
 * allocation in {@code AllocThenCall}; native JDK code in {@code NativeThenCall}) is followed by
 * calls. A timer tick almost always arrives during the stretch, so the timer-only scheme gives
 * its sample to the first call after it, while the calls are in fact equally frequent; counter-based
 * sampling should not be fooled.
 *
 * <p>Constraints: the known true call frequencies are what make these programs useful: keep the
 * calls in the loop equally frequent, and keep calls and constructors out of the stretch.
 */
package bench.adversary;
