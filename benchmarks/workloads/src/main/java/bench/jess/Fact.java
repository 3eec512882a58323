package bench.jess;

/** A fact of working memory: a template and its slot values, stamped when asserted. */
final class Fact {

    private final Template template;
    private final Value[] slots;
    private final int hash;
    private final int timestamp;
    private boolean live = true;
    Fact next;

    Fact(Template template, Value[] slots, int hash, int timestamp) {
        this.template = template;
        this.slots = slots;
        this.hash = hash;
        this.timestamp = timestamp;
    }

    /** The hash of a fact of {@code template} with {@code slots}, as {@link FactTable} uses. */
    static int hashOf(Template template, Value[] slots) {
        int h = template.id();
        for (Value slot : slots) {
            h = h * 31 + slot.hash();
        }
        return h ^ (h >>> 15);
    }

    Template template() {
        return template;
    }

    Value slot(int index) {
        return slots[index];
    }

    int hash() {
        return hash;
    }

    int timestamp() {
        return timestamp;
    }

    boolean isLive() {
        return live;
    }

    void kill() {
        live = false;
    }

    /** True when this fact has {@code template} and slot values equal to {@code values}. */
    boolean sameAs(Template other, Value[] values) {
        if (other != template) {
            return false;
        }
        for (int i = 0; i < values.length; i++) {
            if (!slots[i].equalsValue(values[i])) {
                return false;
            }
        }
        return true;
    }
}
