package bench.jess;

/**
 * Family relations: a generated family tree of several generations, and rules that infer
 * ancestors (recursively), grandparents, siblings, brothers, sisters, uncles, aunts, cousins.
 */
final class FamilyProblem extends Problem {

    private final int generations;
    private final int width;
    private final Template person = template("person", 3);
    private final Template parent = template("parent", 2);
    private final Template ancestor = template("ancestor", 2);
    private final Template grandparent = template("grandparent", 2);
    private final Template sibling = template("sibling", 2);
    private final Template brother = template("brother", 2);
    private final Template sister = template("sister", 2);
    private final Template uncle = template("uncle", 2);
    private final Template aunt = template("aunt", 2);
    private final Template cousin = template("cousin", 2);
    private final Template young = template("young-grandchild", 2);
    private final SymbolValue male = symbol("male");
    private final SymbolValue female = symbol("female");

    FamilyProblem(SymbolTable symbols, long seed, int generations, int width) {
        super(symbols, seed);
        this.generations = generations;
        this.width = width;
    }

    @Override
    void install(Engine engine) {
        engine.addRule(new Rule("ancestor-base", 0, 2)
                .when(fact(parent).bind(0, A).bind(1, B))
                .asserting(ancestor, var(A), var(B)));
        engine.addRule(new Rule("ancestor-step", 0, 3)
                .when(fact(ancestor).bind(0, B).bind(1, C))
                .when(fact(parent).bind(0, A).bind(1, B))
                .asserting(ancestor, var(A), var(C)));
        engine.addRule(new Rule("grandparent", 0, 3)
                .when(fact(parent).bind(0, A).bind(1, B))
                .when(fact(parent).bind(0, B).bind(1, C))
                .asserting(grandparent, var(A), var(C)));
        engine.addRule(new Rule("sibling", 5, 3)
                .when(fact(parent).bind(0, C).bind(1, A))
                .when(fact(parent).bind(0, C).bind(1, B).where(new Test.SlotDiffers(1, A)))
                .asserting(sibling, var(A), var(B)));
        addGendered(engine, "brother", male, brother, uncle);
        addGendered(engine, "sister", female, sister, aunt);
        engine.addRule(new Rule("cousin", -5, 5)
                .when(fact(sibling).bind(0, C).bind(1, D))
                .when(fact(parent).bind(0, C).bind(1, A))
                .when(fact(parent).bind(0, D).bind(1, B))
                .asserting(cousin, var(A), var(B)));
        engine.addRule(new Rule("young-grandchild", -10, 4)
                .when(fact(grandparent).bind(0, A).bind(1, B))
                .when(fact(person).bind(0, B).bind(2, C).where(new Test.SlotBelow(2, 30)))
                .asserting(young, var(A), var(B)));
        assertFamily(engine);
    }

    private void addGendered(Engine engine, String name, SymbolValue gender, Template relation,
            Template parentsSibling) {
        engine.addRule(new Rule(name, 3, 2)
                .when(fact(sibling).bind(0, A).bind(1, B))
                .when(fact(person).bind(0, A).is(1, gender))
                .asserting(relation, var(A), var(B)));
        engine.addRule(new Rule(parentsSibling.name(), 0, 3)
                .when(fact(relation).bind(0, A).bind(1, B))
                .when(fact(parent).bind(0, B).bind(1, C))
                .asserting(parentsSibling, var(A), var(C)));
    }

    private void assertFamily(Engine engine) {
        for (int g = 0; g < generations; g++) {
            for (int k = 0; k < width; k++) {
                int id = g * width + k;
                int age = (generations - g) * 22 + random.nextInt(20);
                engine.assertFact(person, atom(id), k % 2 == 0 ? male : female, number(age));
                if (g > 0) {
                    int previous = (g - 1) * width;
                    int father = previous + 2 * random.nextInt(width / 2);
                    int mother = previous + 2 * random.nextInt(width / 2) + 1;
                    engine.assertFact(parent, atom(father), atom(id));
                    engine.assertFact(parent, atom(mother), atom(id));
                }
            }
        }
    }
}
