package bench.jack;

/** Any token of one kind: {@code <ident>}, {@code <number>} or {@code <string>}. */
final class TokenClass extends Rule {

    private final int kind;
    private final String name;
    private boolean computed;

    TokenClass(int kind, String name) {
        this.kind = kind;
        this.name = name;
    }

    /** The class called {@code name}, or null. */
    static TokenClass named(String name) {
        return switch (name) {
            case "ident" -> new TokenClass(Token.IDENT, name);
            case "number" -> new TokenClass(Token.NUMBER, name);
            case "string" -> new TokenClass(Token.STRING, name);
            default -> null;
        };
    }

    @Override
    int match(ParseContext context, int pos) {
        if (context.token(pos).kind() != kind) {
            return FAIL;
        }
        context.push(context.leaf(pos));
        return pos + 1;
    }

    @Override
    boolean computeFirst() {
        if (computed) {
            return false;
        }
        computed = true;
        first.add(kind);
        return true;
    }

    @Override
    void describe(StringBuilder out) {
        out.append('<').append(name).append('>');
    }
}
