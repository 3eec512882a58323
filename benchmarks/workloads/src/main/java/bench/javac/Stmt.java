package bench.javac;

/** A statement. Assignments and declarations are the common ones in generated programs. */
abstract class Stmt extends Node {

    Stmt(int line) {
        super(line);
    }

    /** A braced sequence of statements, which opens a scope. */
    static final class Block extends Stmt {
        final Stmt[] statements;

        Block(int line, Stmt[] statements) {
            super(line);
            this.statements = statements;
        }

        @Override
        <R> R accept(Visitor<R> visitor) {
            return visitor.visitBlock(this);
        }
    }

    /** {@code var name: type = init;} */
    static final class VarDecl extends Stmt {
        final String name;
        final Type declared;
        final Expr init;
        Local local;

        VarDecl(int line, String name, Type declared, Expr init) {
            super(line);
            this.name = name;
            this.declared = declared;
            this.init = init;
        }

        @Override
        <R> R accept(Visitor<R> visitor) {
            return visitor.visitVarDecl(this);
        }
    }

    /** {@code name = value;} */
    static final class Assign extends Stmt {
        final String name;
        final Expr value;
        Local target;

        Assign(int line, String name, Expr value) {
            super(line);
            this.name = name;
            this.value = value;
        }

        @Override
        <R> R accept(Visitor<R> visitor) {
            return visitor.visitAssign(this);
        }
    }

    /** {@code if (condition) then else otherwise}; {@code otherwise} may be null. */
    static final class If extends Stmt {
        final Expr condition;
        final Block then;
        final Block otherwise;

        If(int line, Expr condition, Block then, Block otherwise) {
            super(line);
            this.condition = condition;
            this.then = then;
            this.otherwise = otherwise;
        }

        @Override
        <R> R accept(Visitor<R> visitor) {
            return visitor.visitIf(this);
        }
    }

    /** {@code while (condition) body} */
    static final class While extends Stmt {
        final Expr condition;
        final Block body;

        While(int line, Expr condition, Block body) {
            super(line);
            this.condition = condition;
            this.body = body;
        }

        @Override
        <R> R accept(Visitor<R> visitor) {
            return visitor.visitWhile(this);
        }
    }

    /** {@code return value;} */
    static final class Return extends Stmt {
        final Expr value;

        Return(int line, Expr value) {
            super(line);
            this.value = value;
        }

        @Override
        <R> R accept(Visitor<R> visitor) {
            return visitor.visitReturn(this);
        }
    }

    /** {@code print value;} */
    static final class Print extends Stmt {
        final Expr value;

        Print(int line, Expr value) {
            super(line);
            this.value = value;
        }

        @Override
        <R> R accept(Visitor<R> visitor) {
            return visitor.visitPrint(this);
        }
    }

    /** An expression evaluated for its effect, a call: {@code f(x);} */
    static final class ExprStmt extends Stmt {
        final Expr expr;

        ExprStmt(int line, Expr expr) {
            super(line);
            this.expr = expr;
        }

        @Override
        <R> R accept(Visitor<R> visitor) {
            return visitor.visitExprStmt(this);
        }
    }
}
