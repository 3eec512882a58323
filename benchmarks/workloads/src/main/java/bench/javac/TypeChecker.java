package bench.javac;

/** Type checking: computes the type of every expression and checks every use against it. */
final class TypeChecker extends Visitor<Type> {

    private final Diagnostics diagnostics;
    private Type returnType;

    TypeChecker(Diagnostics diagnostics) {
        this.diagnostics = diagnostics;
    }

    @Override
    Type visitProgram(Program node) {
        for (Function function : node.functions) {
            function.accept(this);
        }
        return null;
    }

    @Override
    Type visitFunction(Function node) {
        returnType = node.returnType;
        node.body.accept(this);
        return null;
    }

    @Override
    Type visitParam(Param node) {
        return node.type;
    }

    @Override
    Type visitBlock(Stmt.Block node) {
        for (Stmt statement : node.statements) {
            statement.accept(this);
        }
        return null;
    }

    @Override
    Type visitVarDecl(Stmt.VarDecl node) {
        expect(node, node.declared, node.init.accept(this));
        return null;
    }

    @Override
    Type visitAssign(Stmt.Assign node) {
        expect(node, node.target.type(), node.value.accept(this));
        return null;
    }

    @Override
    Type visitIf(Stmt.If node) {
        expect(node, Type.BOOL, node.condition.accept(this));
        node.then.accept(this);
        if (node.otherwise != null) {
            node.otherwise.accept(this);
        }
        return null;
    }

    @Override
    Type visitWhile(Stmt.While node) {
        expect(node, Type.BOOL, node.condition.accept(this));
        node.body.accept(this);
        return null;
    }

    @Override
    Type visitReturn(Stmt.Return node) {
        expect(node, returnType, node.value.accept(this));
        return null;
    }

    @Override
    Type visitPrint(Stmt.Print node) {
        node.value.accept(this);
        return null;
    }

    @Override
    Type visitExprStmt(Stmt.ExprStmt node) {
        node.expr.accept(this);
        return null;
    }

    @Override
    Type visitIntLit(Expr.IntLit node) {
        return node.typed(Type.INT).type();
    }

    @Override
    Type visitBoolLit(Expr.BoolLit node) {
        return node.typed(Type.BOOL).type();
    }

    @Override
    Type visitVarRef(Expr.VarRef node) {
        return node.typed(node.local.type()).type();
    }

    @Override
    Type visitBinary(Expr.Binary node) {
        Operator operator = node.operator;
        expect(node, operator.operandType(), node.left.accept(this));
        expect(node, operator.operandType(), node.right.accept(this));
        return node.typed(operator.resultType()).type();
    }

    @Override
    Type visitUnary(Expr.Unary node) {
        Type type = node.negate ? Type.INT : Type.BOOL;
        expect(node, type, node.operand.accept(this));
        return node.typed(type).type();
    }

    @Override
    Type visitCall(Expr.Call node) {
        Param[] params = node.target.params;
        for (int i = 0; i < node.arguments.length; i++) {
            expect(node, params[i].type, node.arguments[i].accept(this));
        }
        return node.typed(node.target.returnType).type();
    }

    @Override
    Type visitConditional(Expr.Conditional node) {
        expect(node, Type.BOOL, node.condition.accept(this));
        Type type = node.then.accept(this);
        expect(node, type, node.otherwise.accept(this));
        return node.typed(type).type();
    }

    private void expect(Node node, Type expected, Type actual) {
        if (expected != actual && actual != Type.ERROR) {
            diagnostics.error(node, "expected " + expected.spelling() + ", found " + actual.spelling());
        }
    }
}
