package bench.jess;

/**
 * The inference engine: working memory, alpha memories per pattern, an agenda, and the
 * match-resolve-act cycle. Matching is incremental: asserting a fact joins it, at each position
 * where its template occurs, with the alpha memories of the rule's other patterns (nested-loop
 * joins, as in early Jess). A retracted fact leaves the alpha memories at once and invalidates
 * its activations lazily.
 */
final class Engine {

    private final FactTable facts = new FactTable();
    private final Agenda agenda = new Agenda();
    private final Trail trail = new Trail();
    private int clock;
    private int serial;
    private long fired;
    private long trace;

    /** Makes {@code rule} part of the rule base; must precede the facts it should see. */
    void addRule(Rule rule) {
        for (int i = 0; i < rule.size(); i++) {
            Pattern pattern = rule.pattern(i);
            pattern.attach(rule, i);
            pattern.template().addPattern(pattern);
        }
    }

    /** Asserts a fact unless an equal one is live; returns the live fact. */
    Fact assertFact(Template template, Value... slots) {
        int hash = Fact.hashOf(template, slots);
        Fact existing = facts.find(template, slots, hash);
        if (existing != null) {
            return existing;
        }
        Fact fact = new Fact(template, slots, hash, ++clock);
        facts.add(fact);
        for (Pattern pattern : template.patterns()) {
            if (pattern.accepts(fact)) {
                pattern.memory().add(fact);
                activate(pattern, fact);
            }
        }
        return fact;
    }

    /** Removes a live fact from working memory. */
    void retract(Fact fact) {
        if (!fact.isLive()) {
            return;
        }
        fact.kill();
        facts.remove(fact);
        for (Pattern pattern : fact.template().patterns()) {
            pattern.memory().remove(fact);
        }
    }

    /** Fires activations until the agenda is empty or {@code limit} rules have fired. */
    void run(long limit) {
        while (!agenda.isEmpty() && fired < limit) {
            Activation activation = agenda.next();
            if (activation.isValid()) {
                fired++;
                trace = trace * 31 + activation.rule().name().hashCode() + clock;
                activation.rule().fire(this, activation);
            }
        }
    }

    /** A checksum of the rules fired, in order, and of the final working memory. */
    long checksum() {
        return trace + fired * 1_000_003L + facts.size() * 7919L + facts.contentHash();
    }

    private void activate(Pattern pattern, Fact fact) {
        Rule rule = pattern.rule();
        Value[] bindings = new Value[rule.variables()];
        Fact[] tuple = new Fact[rule.size()];
        int mark = trail.mark();
        if (pattern.bind(fact, bindings, trail)) {
            tuple[pattern.position()] = fact;
            extend(rule, 0, pattern.position(), tuple, bindings);
        }
        trail.undo(mark, bindings);
    }

    private void extend(Rule rule, int position, int fixed, Fact[] tuple, Value[] bindings) {
        if (position == rule.size()) {
            agenda.add(new Activation(rule, tuple.clone(), bindings.clone(), ++serial));
        } else if (position == fixed) {
            if (rule.pattern(fixed).passesJoinTests(tuple[fixed], bindings)) {
                extend(rule, position + 1, fixed, tuple, bindings);
            }
        } else {
            Pattern pattern = rule.pattern(position);
            FactList memory = pattern.memory();
            for (int i = 0; i < memory.size(); i++) {
                Fact candidate = memory.get(i);
                int mark = trail.mark();
                if (pattern.bind(candidate, bindings, trail)
                        && pattern.passesJoinTests(candidate, bindings)) {
                    tuple[position] = candidate;
                    extend(rule, position + 1, fixed, tuple, bindings);
                }
                trail.undo(mark, bindings);
            }
        }
    }
}
