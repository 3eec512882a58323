package bench.jess;

/** A rule instantiated on a tuple of facts, waiting on the agenda. */
final class Activation {

    private final Rule rule;
    private final Fact[] facts;
    private final Value[] bindings;
    private final int recency;
    private final int serial;

    Activation(Rule rule, Fact[] facts, Value[] bindings, int serial) {
        this.rule = rule;
        this.facts = facts;
        this.bindings = bindings;
        this.serial = serial;
        int newest = 0;
        for (Fact fact : facts) {
            newest = Math.max(newest, fact.timestamp());
        }
        this.recency = newest;
    }

    Rule rule() {
        return rule;
    }

    Fact fact(int position) {
        return facts[position];
    }

    Value[] bindings() {
        return bindings;
    }

    /** False once one of its facts has been retracted. */
    boolean isValid() {
        for (Fact fact : facts) {
            if (!fact.isLive()) {
                return false;
            }
        }
        return true;
    }

    /** Conflict resolution: higher salience first, then the newest facts, then the newest. */
    boolean precedes(Activation other) {
        if (rule.salience() != other.rule.salience()) {
            return rule.salience() > other.rule.salience();
        }
        if (recency != other.recency) {
            return recency > other.recency;
        }
        return serial > other.serial;
    }
}
