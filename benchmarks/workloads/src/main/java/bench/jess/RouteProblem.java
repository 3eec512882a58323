package bench.jess;

/**
 * Shortest routes by rule-based relaxation: a random road network, a distance fact per place,
 * a rule that replaces a distance by a shorter one through a road, and a rule that marks the
 * places within reach of a budget.
 */
final class RouteProblem extends Problem {

    private static final int UNKNOWN = 1_000_000;
    private static final int BUDGET = 40;

    private final int places;
    private final Template road = template("road", 3);
    private final Template distance = template("distance", 2);
    private final Template reachable = template("reachable", 1);

    RouteProblem(SymbolTable symbols, long seed, int places) {
        super(symbols, seed);
        this.places = places;
    }

    @Override
    void install(Engine engine) {
        engine.addRule(new Rule("relax", 10, 5)
                .when(fact(road).bind(0, A).bind(1, B).bind(2, C))
                .when(fact(distance).bind(0, A).bind(1, D))
                .when(fact(distance).bind(0, B).bind(1, E)
                        .where(new Test.SlotExceeds(1, new Expr.Sum(var(D), var(C)))))
                .retracting(2)
                .asserting(distance, var(B), new Expr.Sum(var(D), var(C))));
        engine.addRule(new Rule("reachable", -10, 2)
                .when(fact(distance).bind(0, A).bind(1, B).where(new Test.SlotBelow(1, BUDGET)))
                .asserting(reachable, var(A)));
        assertNetwork(engine);
    }

    private void assertNetwork(Engine engine) {
        for (int p = 0; p < places; p++) {
            engine.assertFact(road, atom(p), atom((p + 1) % places), number(20 + random.nextInt(10)));
            for (int k = 0; k < 2; k++) {
                int to = random.nextInt(places);
                engine.assertFact(road, atom(p), atom(to), number(1 + random.nextInt(20)));
            }
        }
        for (int p = 0; p < places; p++) {
            engine.assertFact(distance, atom(p), number(p == 0 ? 0 : UNKNOWN));
        }
    }
}
