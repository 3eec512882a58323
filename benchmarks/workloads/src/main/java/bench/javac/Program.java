package bench.javac;

/** A compilation unit: functions, each of which may call only the ones before it. */
final class Program extends Node {

    final Function[] functions;

    Program(int line, Function[] functions) {
        super(line);
        this.functions = functions;
    }

    @Override
    <R> R accept(Visitor<R> visitor) {
        return visitor.visitProgram(this);
    }
}
