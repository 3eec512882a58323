package bench.javac;

/** {@code fn name(params): type block}; resolution numbers it and counts its frame slots. */
final class Function extends Node {

    final String name;
    final Param[] params;
    final Type returnType;
    final Stmt.Block body;
    int index;
    int frameSize;

    Function(int line, String name, Param[] params, Type returnType, Stmt.Block body) {
        super(line);
        this.name = name;
        this.params = params;
        this.returnType = returnType;
        this.body = body;
    }

    /** The same declaration with another body (the folder's result), keeping its resolution. */
    Function withBody(Stmt.Block newBody) {
        Function copy = new Function(line(), name, params, returnType, newBody);
        copy.index = index;
        copy.frameSize = frameSize;
        return copy;
    }

    @Override
    <R> R accept(Visitor<R> visitor) {
        return visitor.visitFunction(this);
    }
}
