package bench.javac;

/**
 * Name resolution: binds every variable use to its {@link Local} through nested block scopes,
 * numbers the frame slots of each function, and binds calls to functions.
 */
final class Resolver extends Visitor<Void> {

    private final Diagnostics diagnostics;
    private final NameTable<Function> functions = new NameTable<>();
    private Scope scope;
    private int nextSlot;
    private int frameSize;

    Resolver(Diagnostics diagnostics) {
        this.diagnostics = diagnostics;
    }

    @Override
    Void visitProgram(Program node) {
        for (int i = 0; i < node.functions.length; i++) {
            Function function = node.functions[i];
            if (functions.get(function.name) != null) {
                diagnostics.error(function, "duplicate function " + function.name);
            }
            function.index = i;
            functions.put(function.name, function);
        }
        for (Function function : node.functions) {
            function.accept(this);
        }
        return null;
    }

    @Override
    Void visitFunction(Function node) {
        scope = new Scope(null);
        nextSlot = 0;
        frameSize = 0;
        for (Param param : node.params) {
            param.accept(this);
        }
        node.body.accept(this);
        node.frameSize = frameSize;
        return null;
    }

    @Override
    Void visitParam(Param node) {
        node.local = declare(node, node.name, node.type);
        return null;
    }

    @Override
    Void visitBlock(Stmt.Block node) {
        scope = new Scope(scope);
        int slots = nextSlot;
        for (Stmt statement : node.statements) {
            statement.accept(this);
        }
        nextSlot = slots;
        scope = scope.parent();
        return null;
    }

    @Override
    Void visitVarDecl(Stmt.VarDecl node) {
        node.init.accept(this);
        node.local = declare(node, node.name, node.declared);
        return null;
    }

    @Override
    Void visitAssign(Stmt.Assign node) {
        node.value.accept(this);
        node.target = lookup(node, node.name);
        return null;
    }

    @Override
    Void visitIf(Stmt.If node) {
        node.condition.accept(this);
        node.then.accept(this);
        if (node.otherwise != null) {
            node.otherwise.accept(this);
        }
        return null;
    }

    @Override
    Void visitWhile(Stmt.While node) {
        node.condition.accept(this);
        node.body.accept(this);
        return null;
    }

    @Override
    Void visitReturn(Stmt.Return node) {
        node.value.accept(this);
        return null;
    }

    @Override
    Void visitPrint(Stmt.Print node) {
        node.value.accept(this);
        return null;
    }

    @Override
    Void visitExprStmt(Stmt.ExprStmt node) {
        node.expr.accept(this);
        return null;
    }

    @Override
    Void visitIntLit(Expr.IntLit node) {
        return null;
    }

    @Override
    Void visitBoolLit(Expr.BoolLit node) {
        return null;
    }

    @Override
    Void visitVarRef(Expr.VarRef node) {
        node.local = lookup(node, node.name);
        return null;
    }

    @Override
    Void visitBinary(Expr.Binary node) {
        node.left.accept(this);
        node.right.accept(this);
        return null;
    }

    @Override
    Void visitUnary(Expr.Unary node) {
        node.operand.accept(this);
        return null;
    }

    @Override
    Void visitCall(Expr.Call node) {
        for (Expr argument : node.arguments) {
            argument.accept(this);
        }
        node.target = functions.get(node.name);
        if (node.target == null) {
            diagnostics.error(node, "unknown function " + node.name);
        } else if (node.target.params.length != node.arguments.length) {
            diagnostics.error(node, node.name + " takes " + node.target.params.length + " arguments");
        }
        return null;
    }

    @Override
    Void visitConditional(Expr.Conditional node) {
        node.condition.accept(this);
        node.then.accept(this);
        node.otherwise.accept(this);
        return null;
    }

    private Local declare(Node node, String name, Type type) {
        Local local = new Local(name, type, nextSlot++);
        frameSize = Math.max(frameSize, nextSlot);
        if (!scope.declare(local)) {
            diagnostics.error(node, "duplicate variable " + name);
        }
        return local;
    }

    private Local lookup(Node node, String name) {
        Local local = scope.lookup(name);
        if (local == null) {
            diagnostics.error(node, "unknown variable " + name);
            return new Local(name, Type.ERROR, 0);
        }
        return local;
    }
}
