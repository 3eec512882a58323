package bench.jack;

import bench.Input;
import bench.Workload;
import java.util.Random;

/**
 * Resembles SPECjvm98 _228_jack, a parser generator: grammars are objects (a {@link Rule}
 * hierarchy), built from their text by a hand-made grammar of grammars (bootstrapped: the
 * grammar of grammars is rebuilt from its own text and must come out the same), analysed for
 * FIRST sets, and interpreted as packrat parsers over generated programs and configuration
 * files, whose parse trees are then walked (hashed, evaluated, summarised).
 *
 * <p>Call structure: {@link Rule#match}, called from {@link Sequence}, {@link Choice},
 * {@link Repeat}, {@link Option} and {@link NonTerminal}, is megamorphic over the rule classes
 * (in {@code Sequence.match}: NonTerminal 42%, Repeat 20%, Literal 16%, TokenClass 11%,
 * Option 11%); {@link Rule#computeFirst} likewise during analysis. {@link Terminal#accepts} is
 * skewed: {@link Literal} 95%, {@link Keyword} 4%, {@link NotLiteral} 1-2%.
 * {@link Tree#accept} is bimorphic ({@link Branch}, {@link Leaf}), and the {@link TreeVisitor}
 * methods behind it are called from two visitors.
 */
public final class Jack {

    private static final int SMALL_ROUNDS = 20;
    private static final int LARGE_ROUNDS = 1300;
    private static final int CALC_PROGRAMS = 3;
    private static final int CONFIG_FILES = 3;

    private Jack() {
    }

    public static void main(String[] args) {
        Workload.main("jack", args, Jack::run);
    }

    static long run(Input input) {
        int rounds = input == Input.SMALL ? SMALL_ROUNDS : LARGE_ROUNDS;
        long checksum = 0;
        for (int round = 0; round < rounds; round++) {
            checksum = checksum * 1_000_003 + round(new Random(228L * round + 3));
        }
        return checksum;
    }

    private static long round(Random random) {
        Symbols symbols = new Symbols();
        Grammar meta = bootstrap(symbols);
        Grammar calc = GrammarBuilder.build(meta.parse(GrammarTexts.CALC), symbols);
        Grammar config = GrammarBuilder.build(meta.parse(GrammarTexts.CONFIG), symbols);
        long sum = calc.firstSetSizes() * 31L + config.firstSetSizes();
        for (int i = 0; i < CALC_PROGRAMS; i++) {
            Branch tree = calc.parse(new CalcGenerator(random).program(120));
            sum = sum * 31 + TreeHasher.hash(tree) + new CalcEvaluator(calc, symbols).run(tree);
        }
        for (int i = 0; i < CONFIG_FILES; i++) {
            Branch tree = config.parse(new ConfigGenerator(random).file(40));
            sum = sum * 31 + TreeHasher.hash(tree) + new ConfigSummary(config).summarize(tree);
        }
        return sum;
    }

    /** The grammar of grammars, generated from its own text by the hand-built one. */
    private static Grammar bootstrap(Symbols symbols) {
        Grammar handBuilt = MetaGrammar.create(symbols);
        Branch tree = handBuilt.parse(GrammarTexts.META);
        Grammar generated = GrammarBuilder.build(tree, symbols);
        if (!generated.describe().equals(handBuilt.describe())
                || TreeHasher.hash(generated.parse(GrammarTexts.META)) != TreeHasher.hash(tree)) {
            throw new IllegalStateException("the grammar of grammars does not reproduce itself");
        }
        return generated;
    }
}
