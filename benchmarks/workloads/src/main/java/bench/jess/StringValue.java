package bench.jess;

/** A string value, compared by contents (not interned). */
final class StringValue extends Value {

    private final String text;

    StringValue(String text) {
        this.text = text;
    }

    @Override
    boolean equalsValue(Value other) {
        return other instanceof StringValue o && o.text.equals(text);
    }

    @Override
    int hash() {
        return text.hashCode() * 31 + 7;
    }

    @Override
    public String toString() {
        return '"' + text + '"';
    }
}
