package bench.jess;

import bench.Input;
import bench.Workload;

/**
 * Resembles SPECjvm98 _202_jess: a forward-chaining production system (facts as templates with
 * slots, rules with constant tests, variable bindings and joins, an agenda with conflict
 * resolution by salience and recency, actions that assert and retract facts) solving generated
 * problems: family-relations inference, task scheduling and shortest routes.
 *
 * <p>Call structure: {@link Value#equalsValue}, called by the join ({@code Pattern.unify}) millions
 * of times, is megamorphic: atoms take five value classes in turn ({@link AtomKind}) and numbers
 * are {@link IntValue}s; {@link Value#hash} (from {@link Fact#hashOf}) likewise. {@link Test#test}
 * is skewed: at {@code Pattern.accepts} about 90% of the calls go to {@link Test.SlotEquals},
 * the rest to {@link Test.SlotBelow}; at {@code Pattern.passesJoinTests} about 80% go to
 * {@link Test.SlotExceeds}, the rest to {@link Test.SlotDiffers}. {@link Expr#eval} (mostly
 * {@link Expr.Variable}) and {@link Action#execute} (mostly {@link Action.Assert}) are small
 * skewed sites; {@link Activation#precedes} and the accessors of facts, patterns and rules are
 * small monomorphic methods called very often.
 */
public final class Jess {

    private static final int SMALL_ROUNDS = 24;
    private static final int LARGE_ROUNDS = 1300;

    private Jess() {
    }

    public static void main(String[] args) {
        Workload.main("jess", args, Jess::run);
    }

    static long run(Input input) {
        int rounds = input == Input.SMALL ? SMALL_ROUNDS : LARGE_ROUNDS;
        long checksum = 0;
        for (int round = 0; round < rounds; round++) {
            SymbolTable symbols = new SymbolTable();
            Problem problem = problem(round, symbols);
            Engine engine = new Engine();
            problem.install(engine);
            engine.run(problem.fireLimit());
            checksum = checksum * 1_000_003 + engine.checksum();
        }
        return checksum;
    }

    private static Problem problem(int round, SymbolTable symbols) {
        long seed = 202L * round + 1;
        return switch (round % 3) {
            case 0 -> new FamilyProblem(symbols, seed, 4, 24);
            case 1 -> new ScheduleProblem(symbols, seed, 160);
            default -> new RouteProblem(symbols, seed, 80);
        };
    }
}
