package bench.javac;

/**
 * A pass over the syntax tree, one method per node class. A node's {@code accept} calls the
 * method for its class; the passes ({@link Resolver}, {@link TypeChecker},
 * {@link ConstantFolder}, {@link PrettyPrinter}, {@link CodeGenerator}) each implement all of
 * them, so the call inside every {@code accept} is megamorphic over the passes.
 *
 * @param <R> what visiting a node yields
 */
abstract class Visitor<R> {

    abstract R visitProgram(Program node);

    abstract R visitFunction(Function node);

    abstract R visitParam(Param node);

    abstract R visitBlock(Stmt.Block node);

    abstract R visitVarDecl(Stmt.VarDecl node);

    abstract R visitAssign(Stmt.Assign node);

    abstract R visitIf(Stmt.If node);

    abstract R visitWhile(Stmt.While node);

    abstract R visitReturn(Stmt.Return node);

    abstract R visitPrint(Stmt.Print node);

    abstract R visitExprStmt(Stmt.ExprStmt node);

    abstract R visitIntLit(Expr.IntLit node);

    abstract R visitBoolLit(Expr.BoolLit node);

    abstract R visitVarRef(Expr.VarRef node);

    abstract R visitBinary(Expr.Binary node);

    abstract R visitUnary(Expr.Unary node);

    abstract R visitCall(Expr.Call node);

    abstract R visitConditional(Expr.Conditional node);
}
