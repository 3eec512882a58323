package bench.javac;

/**
 * Constant folding on a resolved, type-checked tree: operations on literals become literals,
 * {@code x + 0}, {@code x * 1} become {@code x}, and branches on constant conditions are
 * pruned. Returns a new tree that shares every unchanged subtree with the old one.
 */
final class ConstantFolder extends Visitor<Node> {

    private static final Stmt[] NO_STATEMENTS = {};

    private int folded;

    /** How many nodes this folder has replaced. */
    int folded() {
        return folded;
    }

    @Override
    Node visitProgram(Program node) {
        Function[] functions = new Function[node.functions.length];
        for (int i = 0; i < functions.length; i++) {
            functions[i] = (Function) node.functions[i].accept(this);
        }
        return new Program(node.line(), functions);
    }

    @Override
    Node visitFunction(Function node) {
        return node.withBody((Stmt.Block) node.body.accept(this));
    }

    @Override
    Node visitParam(Param node) {
        return node;
    }

    @Override
    Node visitBlock(Stmt.Block node) {
        Stmt[] statements = new Stmt[node.statements.length];
        boolean changed = false;
        for (int i = 0; i < statements.length; i++) {
            statements[i] = (Stmt) node.statements[i].accept(this);
            changed |= statements[i] != node.statements[i];
        }
        return changed ? new Stmt.Block(node.line(), statements) : node;
    }

    @Override
    Node visitVarDecl(Stmt.VarDecl node) {
        Expr init = fold(node.init);
        if (init == node.init) {
            return node;
        }
        Stmt.VarDecl copy = new Stmt.VarDecl(node.line(), node.name, node.declared, init);
        copy.local = node.local;
        return copy;
    }

    @Override
    Node visitAssign(Stmt.Assign node) {
        Expr value = fold(node.value);
        if (value == node.value) {
            return node;
        }
        Stmt.Assign copy = new Stmt.Assign(node.line(), node.name, value);
        copy.target = node.target;
        return copy;
    }

    @Override
    Node visitIf(Stmt.If node) {
        Expr condition = fold(node.condition);
        Stmt.Block then = (Stmt.Block) node.then.accept(this);
        Stmt.Block otherwise = node.otherwise == null ? null : (Stmt.Block) node.otherwise.accept(this);
        if (condition.isConstant()) {
            folded++;
            Stmt.Block taken = condition.constantValue() != 0 ? then : otherwise;
            return taken != null ? taken : new Stmt.Block(node.line(), NO_STATEMENTS);
        }
        if (condition == node.condition && then == node.then && otherwise == node.otherwise) {
            return node;
        }
        return new Stmt.If(node.line(), condition, then, otherwise);
    }

    @Override
    Node visitWhile(Stmt.While node) {
        Expr condition = fold(node.condition);
        if (condition.isConstant() && condition.constantValue() == 0) {
            folded++;
            return new Stmt.Block(node.line(), NO_STATEMENTS);
        }
        Stmt.Block body = (Stmt.Block) node.body.accept(this);
        if (condition == node.condition && body == node.body) {
            return node;
        }
        return new Stmt.While(node.line(), condition, body);
    }

    @Override
    Node visitReturn(Stmt.Return node) {
        Expr value = fold(node.value);
        return value == node.value ? node : new Stmt.Return(node.line(), value);
    }

    @Override
    Node visitPrint(Stmt.Print node) {
        Expr value = fold(node.value);
        return value == node.value ? node : new Stmt.Print(node.line(), value);
    }

    @Override
    Node visitExprStmt(Stmt.ExprStmt node) {
        Expr expr = fold(node.expr);
        return expr == node.expr ? node : new Stmt.ExprStmt(node.line(), expr);
    }

    @Override
    Node visitIntLit(Expr.IntLit node) {
        return node;
    }

    @Override
    Node visitBoolLit(Expr.BoolLit node) {
        return node;
    }

    @Override
    Node visitVarRef(Expr.VarRef node) {
        return node;
    }

    @Override
    Node visitBinary(Expr.Binary node) {
        Expr left = fold(node.left);
        Expr right = fold(node.right);
        Operator operator = node.operator;
        if (left.isConstant() && right.isConstant()) {
            return literal(node, operator.apply(left.constantValue(), right.constantValue()));
        }
        if (right.isConstant() && operator.isRightIdentity(right.constantValue())) {
            folded++;
            return left;
        }
        if (left == node.left && right == node.right) {
            return node;
        }
        return new Expr.Binary(node.line(), operator, left, right).typed(node.type());
    }

    @Override
    Node visitUnary(Expr.Unary node) {
        Expr operand = fold(node.operand);
        if (operand.isConstant()) {
            int value = operand.constantValue();
            return literal(node, node.negate ? -value : 1 - value);
        }
        if (operand == node.operand) {
            return node;
        }
        return new Expr.Unary(node.line(), node.negate, operand).typed(node.type());
    }

    @Override
    Node visitCall(Expr.Call node) {
        Expr[] arguments = new Expr[node.arguments.length];
        boolean changed = false;
        for (int i = 0; i < arguments.length; i++) {
            arguments[i] = fold(node.arguments[i]);
            changed |= arguments[i] != node.arguments[i];
        }
        if (!changed) {
            return node;
        }
        Expr.Call copy = new Expr.Call(node.line(), node.name, arguments).typed(node.type());
        copy.target = node.target;
        return copy;
    }

    @Override
    Node visitConditional(Expr.Conditional node) {
        Expr condition = fold(node.condition);
        Expr then = fold(node.then);
        Expr otherwise = fold(node.otherwise);
        if (condition.isConstant()) {
            folded++;
            return condition.constantValue() != 0 ? then : otherwise;
        }
        if (condition == node.condition && then == node.then && otherwise == node.otherwise) {
            return node;
        }
        return new Expr.Conditional(node.line(), condition, then, otherwise).typed(node.type());
    }

    private Expr fold(Expr expr) {
        return (Expr) expr.accept(this);
    }

    private Expr literal(Expr node, int value) {
        folded++;
        Expr literal = node.type() == Type.BOOL
                ? new Expr.BoolLit(node.line(), value != 0)
                : new Expr.IntLit(node.line(), value);
        return literal.typed(node.type());
    }
}
