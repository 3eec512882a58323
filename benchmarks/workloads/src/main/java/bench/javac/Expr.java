package bench.javac;

/**
 * An expression; the type checker records its type. The generator makes most expressions
 * {@link Binary} operations and {@link VarRef}s, so {@code accept} on an expression is skewed
 * towards those two, while each {@code visitXxx} behind it is megamorphic over the passes.
 */
abstract class Expr extends Node {

    private Type type;

    Expr(int line) {
        super(line);
    }

    Type type() {
        return type;
    }

    <E extends Expr> E typed(Type t) {
        this.type = t;
        @SuppressWarnings("unchecked")
        E self = (E) this;
        return self;
    }

    /** True for a literal, whose value {@link #constantValue} gives. */
    boolean isConstant() {
        return false;
    }

    /** The value of a literal (booleans are 0 and 1). */
    int constantValue() {
        throw new IllegalStateException("not a constant at line " + line());
    }

    /** An integer literal. */
    static final class IntLit extends Expr {
        final int value;

        IntLit(int line, int value) {
            super(line);
            this.value = value;
        }

        @Override
        <R> R accept(Visitor<R> visitor) {
            return visitor.visitIntLit(this);
        }

        @Override
        boolean isConstant() {
            return true;
        }

        @Override
        int constantValue() {
            return value;
        }
    }

    /** {@code true} or {@code false}. */
    static final class BoolLit extends Expr {
        final boolean value;

        BoolLit(int line, boolean value) {
            super(line);
            this.value = value;
        }

        @Override
        <R> R accept(Visitor<R> visitor) {
            return visitor.visitBoolLit(this);
        }

        @Override
        boolean isConstant() {
            return true;
        }

        @Override
        int constantValue() {
            return value ? 1 : 0;
        }
    }

    /** A use of a variable; resolution binds it to a {@link Local}. */
    static final class VarRef extends Expr {
        final String name;
        Local local;

        VarRef(int line, String name) {
            super(line);
            this.name = name;
        }

        @Override
        <R> R accept(Visitor<R> visitor) {
            return visitor.visitVarRef(this);
        }
    }

    /** A binary operation. */
    static final class Binary extends Expr {
        final Operator operator;
        final Expr left;
        final Expr right;

        Binary(int line, Operator operator, Expr left, Expr right) {
            super(line);
            this.operator = operator;
            this.left = left;
            this.right = right;
        }

        @Override
        <R> R accept(Visitor<R> visitor) {
            return visitor.visitBinary(this);
        }
    }

    /** Negation ({@code -}) of an integer or complement ({@code !}) of a boolean. */
    static final class Unary extends Expr {
        final boolean negate;
        final Expr operand;

        Unary(int line, boolean negate, Expr operand) {
            super(line);
            this.negate = negate;
            this.operand = operand;
        }

        @Override
        <R> R accept(Visitor<R> visitor) {
            return visitor.visitUnary(this);
        }
    }

    /** A call of a function declared earlier; resolution binds it to the {@link Function}. */
    static final class Call extends Expr {
        final String name;
        final Expr[] arguments;
        Function target;

        Call(int line, String name, Expr[] arguments) {
            super(line);
            this.name = name;
            this.arguments = arguments;
        }

        @Override
        <R> R accept(Visitor<R> visitor) {
            return visitor.visitCall(this);
        }
    }

    /** {@code condition ? then : otherwise}. */
    static final class Conditional extends Expr {
        final Expr condition;
        final Expr then;
        final Expr otherwise;

        Conditional(int line, Expr condition, Expr then, Expr otherwise) {
            super(line);
            this.condition = condition;
            this.then = then;
            this.otherwise = otherwise;
        }

        @Override
        <R> R accept(Visitor<R> visitor) {
            return visitor.visitConditional(this);
        }
    }
}
