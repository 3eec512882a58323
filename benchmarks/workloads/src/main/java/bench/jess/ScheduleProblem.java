package bench.jess;

/**
 * Planning by topological sort: tasks with prerequisites, a clock, and rules that start a task
 * whose prerequisites are all done, release the tasks waiting on a finished one, and check
 * afterwards that every task started after its prerequisites.
 */
final class ScheduleProblem extends Problem {

    private final int tasks;
    private final Template task = template("task", 3);
    private final Template dependency = template("dependency", 2);
    private final Template requires = template("requires", 2);
    private final Template clock = template("clock", 1);
    private final Template ordered = template("ordered", 2);
    private final SymbolValue pending = symbol("pending");
    private final SymbolValue done = symbol("done");

    ScheduleProblem(SymbolTable symbols, long seed, int tasks) {
        super(symbols, seed);
        this.tasks = tasks;
    }

    @Override
    void install(Engine engine) {
        engine.addRule(new Rule("release", 20, 4)
                .when(fact(dependency).bind(0, A).bind(1, B))
                .when(fact(task).bind(0, A).is(1, done).bind(2, C))
                .when(fact(task).bind(0, B).is(1, pending).bind(2, D))
                .retracting(0)
                .retracting(2)
                .asserting(task, var(B), new Expr.Constant(pending), plus(D, -1)));
        engine.addRule(new Rule("start", 10, 2)
                .when(fact(task).bind(0, A).is(1, pending).is(2, number(0)))
                .when(fact(clock).bind(0, B))
                .retracting(0)
                .retracting(1)
                .asserting(task, var(A), new Expr.Constant(done), var(B))
                .asserting(clock, plus(B, 1)));
        engine.addRule(new Rule("check", 5, 4)
                .when(fact(requires).bind(0, A).bind(1, B))
                .when(fact(task).bind(0, A).is(1, done).bind(2, C))
                .when(fact(task).bind(0, B).is(1, done).bind(2, D).where(new Test.SlotExceeds(2, var(C))))
                .asserting(ordered, var(A), var(B)));
        assertTasks(engine);
    }

    private void assertTasks(Engine engine) {
        engine.assertFact(clock, number(1));
        for (int t = 0; t < tasks; t++) {
            int[] before = prerequisites(t);
            for (int b : before) {
                engine.assertFact(dependency, atom(b), atom(t));
                engine.assertFact(requires, atom(b), atom(t));
            }
            engine.assertFact(task, atom(t), pending, number(before.length));
        }
    }

    /** One to three distinct earlier tasks, mostly recent ones; none for the first task. */
    private int[] prerequisites(int t) {
        int count = t == 0 ? 0 : 1 + random.nextInt(Math.min(t, 3));
        int[] chosen = new int[count];
        for (int k = 0; k < count; k++) {
            int candidate = t - 1 - random.nextInt(Math.min(t, 12));
            while (contains(chosen, k, candidate)) {
                candidate = candidate == 0 ? t - 1 : candidate - 1;
            }
            chosen[k] = candidate;
        }
        return chosen;
    }

    private static boolean contains(int[] values, int count, int value) {
        for (int i = 0; i < count; i++) {
            if (values[i] == value) {
                return true;
            }
        }
        return false;
    }
}
