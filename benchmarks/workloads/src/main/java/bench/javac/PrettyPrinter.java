package bench.javac;

/**
 * Prints a tree back as source text that parses to the same tree: every binary operation and
 * conditional is parenthesised, a negative literal is printed as a subtraction from zero.
 */
final class PrettyPrinter extends Visitor<Void> {

    private final StringBuilder out = new StringBuilder();
    private int depth;

    String text() {
        return out.toString();
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
        out.append("fn ").append(node.name).append('(');
        for (int i = 0; i < node.params.length; i++) {
            if (i > 0) {
                out.append(", ");
            }
            node.params[i].accept(this);
        }
        out.append("): ").append(node.returnType.spelling()).append(' ');
        node.body.accept(this);
        out.append('\n');
        return null;
    }

    @Override
    Void visitParam(Param node) {
        out.append(node.name).append(": ").append(node.type.spelling());
        return null;
    }

    @Override
    Void visitBlock(Stmt.Block node) {
        out.append("{\n");
        depth++;
        for (Stmt statement : node.statements) {
            indent();
            statement.accept(this);
            out.append('\n');
        }
        depth--;
        indent();
        out.append('}');
        return null;
    }

    @Override
    Void visitVarDecl(Stmt.VarDecl node) {
        out.append("var ").append(node.name).append(": ").append(node.declared.spelling()).append(" = ");
        return statementEnd(node.init);
    }

    @Override
    Void visitAssign(Stmt.Assign node) {
        out.append(node.name).append(" = ");
        return statementEnd(node.value);
    }

    @Override
    Void visitIf(Stmt.If node) {
        out.append("if (");
        node.condition.accept(this);
        out.append(") ");
        node.then.accept(this);
        if (node.otherwise != null) {
            out.append(" else ");
            node.otherwise.accept(this);
        }
        return null;
    }

    @Override
    Void visitWhile(Stmt.While node) {
        out.append("while (");
        node.condition.accept(this);
        out.append(") ");
        node.body.accept(this);
        return null;
    }

    @Override
    Void visitReturn(Stmt.Return node) {
        out.append("return ");
        return statementEnd(node.value);
    }

    @Override
    Void visitPrint(Stmt.Print node) {
        out.append("print ");
        return statementEnd(node.value);
    }

    @Override
    Void visitExprStmt(Stmt.ExprStmt node) {
        return statementEnd(node.expr);
    }

    @Override
    Void visitIntLit(Expr.IntLit node) {
        if (node.value < 0) {
            out.append("(0 - ").append(-(long) node.value).append(')');
        } else {
            out.append(node.value);
        }
        return null;
    }

    @Override
    Void visitBoolLit(Expr.BoolLit node) {
        out.append(node.value);
        return null;
    }

    @Override
    Void visitVarRef(Expr.VarRef node) {
        out.append(node.name);
        return null;
    }

    @Override
    Void visitBinary(Expr.Binary node) {
        out.append('(');
        node.left.accept(this);
        out.append(' ').append(node.operator.symbol()).append(' ');
        node.right.accept(this);
        out.append(')');
        return null;
    }

    @Override
    Void visitUnary(Expr.Unary node) {
        out.append(node.negate ? '-' : '!');
        node.operand.accept(this);
        return null;
    }

    @Override
    Void visitCall(Expr.Call node) {
        out.append(node.name).append('(');
        for (int i = 0; i < node.arguments.length; i++) {
            if (i > 0) {
                out.append(", ");
            }
            node.arguments[i].accept(this);
        }
        out.append(')');
        return null;
    }

    @Override
    Void visitConditional(Expr.Conditional node) {
        out.append('(');
        node.condition.accept(this);
        out.append(" ? ");
        node.then.accept(this);
        out.append(" : ");
        node.otherwise.accept(this);
        out.append(')');
        return null;
    }

    private Void statementEnd(Expr expr) {
        expr.accept(this);
        out.append(';');
        return null;
    }

    private void indent() {
        for (int i = 0; i < depth; i++) {
            out.append("  ");
        }
    }
}
