package bench.javac;

/** A parameter declaration {@code name: type}. */
final class Param extends Node {

    final String name;
    final Type type;
    Local local;

    Param(int line, String name, Type type) {
        super(line);
        this.name = name;
        this.type = type;
    }

    @Override
    <R> R accept(Visitor<R> visitor) {
        return visitor.visitParam(this);
    }
}
