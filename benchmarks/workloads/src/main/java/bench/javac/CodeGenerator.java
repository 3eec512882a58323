package bench.javac;

/** Compiles a resolved tree to {@link Machine} code. */
final class CodeGenerator extends Visitor<Void> {

    private final Code code;

    CodeGenerator(int functions) {
        this.code = new Code(functions);
    }

    Code code() {
        return code;
    }

    @Override
    Void visitProgram(Program node) {
        for (Function function : node.functions) {
            function.accept(this);
        }
        return null;
    }

    @Override
    Void visitFunction(Function node) {
        code.define(node, code.size());
        node.body.accept(this);
        code.emit(Machine.CONST);
        code.emit(0);
        code.emit(Machine.RET);
        return null;
    }

    @Override
    Void visitParam(Param node) {
        return null;
    }

    @Override
    Void visitBlock(Stmt.Block node) {
        for (Stmt statement : node.statements) {
            statement.accept(this);
        }
        return null;
    }

    @Override
    Void visitVarDecl(Stmt.VarDecl node) {
        node.init.accept(this);
        return emit(Machine.STORE, node.local.slot());
    }

    @Override
    Void visitAssign(Stmt.Assign node) {
        node.value.accept(this);
        return emit(Machine.STORE, node.target.slot());
    }

    @Override
    Void visitIf(Stmt.If node) {
        node.condition.accept(this);
        int toElse = jump(Machine.JUMP_FALSE);
        node.then.accept(this);
        if (node.otherwise == null) {
            code.patch(toElse, code.size());
            return null;
        }
        int toEnd = jump(Machine.JUMP);
        code.patch(toElse, code.size());
        node.otherwise.accept(this);
        code.patch(toEnd, code.size());
        return null;
    }

    @Override
    Void visitWhile(Stmt.While node) {
        int start = code.size();
        node.condition.accept(this);
        int toEnd = jump(Machine.JUMP_FALSE);
        node.body.accept(this);
        emit(Machine.JUMP, start);
        code.patch(toEnd, code.size());
        return null;
    }

    @Override
    Void visitReturn(Stmt.Return node) {
        node.value.accept(this);
        code.emit(Machine.RET);
        return null;
    }

    @Override
    Void visitPrint(Stmt.Print node) {
        node.value.accept(this);
        code.emit(Machine.PRINT);
        return null;
    }

    @Override
    Void visitExprStmt(Stmt.ExprStmt node) {
        node.expr.accept(this);
        code.emit(Machine.POP);
        return null;
    }

    @Override
    Void visitIntLit(Expr.IntLit node) {
        return emit(Machine.CONST, node.value);
    }

    @Override
    Void visitBoolLit(Expr.BoolLit node) {
        return emit(Machine.CONST, node.value ? 1 : 0);
    }

    @Override
    Void visitVarRef(Expr.VarRef node) {
        return emit(Machine.LOAD, node.local.slot());
    }

    @Override
    Void visitBinary(Expr.Binary node) {
        node.left.accept(this);
        node.right.accept(this);
        code.emit(node.operator.opcode());
        return null;
    }

    @Override
    Void visitUnary(Expr.Unary node) {
        node.operand.accept(this);
        code.emit(node.negate ? Machine.NEG : Machine.NOT);
        return null;
    }

    @Override
    Void visitCall(Expr.Call node) {
        for (Expr argument : node.arguments) {
            argument.accept(this);
        }
        return emit(Machine.CALL, node.target.index);
    }

    @Override
    Void visitConditional(Expr.Conditional node) {
        node.condition.accept(this);
        int toElse = jump(Machine.JUMP_FALSE);
        node.then.accept(this);
        int toEnd = jump(Machine.JUMP);
        code.patch(toElse, code.size());
        node.otherwise.accept(this);
        code.patch(toEnd, code.size());
        return null;
    }

    private Void emit(int opcode, int operand) {
        code.emit(opcode);
        code.emit(operand);
        return null;
    }

    /** Emits a jump with a placeholder target; returns the target's address for patching. */
    private int jump(int opcode) {
        code.emit(opcode);
        return code.emit(-1);
    }
}
