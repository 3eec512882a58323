package bench.javac;

import java.util.ArrayList;
import java.util.List;

/** A recursive-descent parser; binary operators by precedence climbing. */
final class Parser {

    private final List<Token> tokens;
    private int pos;

    Parser(List<Token> tokens) {
        this.tokens = tokens;
    }

    Program parseProgram() {
        List<Function> functions = new ArrayList<>();
        while (!peek().is(Token.EOF)) {
            functions.add(parseFunction());
        }
        return new Program(1, functions.toArray(new Function[0]));
    }

    private Function parseFunction() {
        int line = expect(Token.FN, "'fn'").line();
        String name = expect(Token.IDENT, "a function name").text();
        expect(Token.LPAREN, "'('");
        List<Param> params = new ArrayList<>();
        while (!peek().is(Token.RPAREN)) {
            if (!params.isEmpty()) {
                expect(Token.COMMA, "','");
            }
            Token id = expect(Token.IDENT, "a parameter name");
            expect(Token.COLON, "':'");
            params.add(new Param(id.line(), id.text(), parseType()));
        }
        expect(Token.RPAREN, "')'");
        expect(Token.COLON, "':'");
        Type returnType = parseType();
        return new Function(line, name, params.toArray(new Param[0]), returnType, parseBlock());
    }

    private Type parseType() {
        Token token = next();
        if (token.is(Token.INT)) {
            return Type.INT;
        }
        if (token.is(Token.BOOL)) {
            return Type.BOOL;
        }
        throw error(token, "a type");
    }

    private Stmt.Block parseBlock() {
        int line = expect(Token.LBRACE, "'{'").line();
        List<Stmt> statements = new ArrayList<>();
        while (!peek().is(Token.RBRACE)) {
            statements.add(parseStatement());
        }
        next();
        return new Stmt.Block(line, statements.toArray(new Stmt[0]));
    }

    private Stmt parseStatement() {
        Token token = peek();
        return switch (token.kind()) {
            case Token.VAR -> parseVarDecl();
            case Token.IF -> parseIf();
            case Token.WHILE -> parseWhile();
            case Token.RETURN -> new Stmt.Return(next().line(), endStatement(parseExpr()));
            case Token.PRINT -> new Stmt.Print(next().line(), endStatement(parseExpr()));
            case Token.LBRACE -> parseBlock();
            default -> parseAssignOrCall(token);
        };
    }

    private Stmt parseVarDecl() {
        int line = next().line();
        String name = expect(Token.IDENT, "a variable name").text();
        expect(Token.COLON, "':'");
        Type type = parseType();
        expect(Token.ASSIGN, "'='");
        return new Stmt.VarDecl(line, name, type, endStatement(parseExpr()));
    }

    private Stmt parseIf() {
        int line = next().line();
        Expr condition = parseCondition();
        Stmt.Block then = parseBlock();
        Stmt.Block otherwise = null;
        if (peek().is(Token.ELSE)) {
            next();
            otherwise = parseBlock();
        }
        return new Stmt.If(line, condition, then, otherwise);
    }

    private Stmt parseWhile() {
        int line = next().line();
        Expr condition = parseCondition();
        return new Stmt.While(line, condition, parseBlock());
    }

    private Expr parseCondition() {
        expect(Token.LPAREN, "'('");
        Expr condition = parseExpr();
        expect(Token.RPAREN, "')'");
        return condition;
    }

    private Stmt parseAssignOrCall(Token token) {
        if (token.is(Token.IDENT) && tokens.get(pos + 1).is(Token.ASSIGN)) {
            pos += 2;
            return new Stmt.Assign(token.line(), token.text(), endStatement(parseExpr()));
        }
        return new Stmt.ExprStmt(token.line(), endStatement(parseExpr()));
    }

    private Expr endStatement(Expr expr) {
        expect(Token.SEMICOLON, "';'");
        return expr;
    }

    private Expr parseExpr() {
        Expr condition = parseBinary(1);
        if (!peek().is(Token.QUESTION)) {
            return condition;
        }
        int line = next().line();
        Expr then = parseExpr();
        expect(Token.COLON, "':'");
        return new Expr.Conditional(line, condition, then, parseExpr());
    }

    private Expr parseBinary(int minPrecedence) {
        Expr left = parseUnary();
        while (true) {
            Token token = peek();
            Operator operator = token.is(Token.OPERATOR) ? Operator.binary(token.text()) : null;
            if (operator == null || operator.precedence() < minPrecedence) {
                return left;
            }
            next();
            Expr right = parseBinary(operator.precedence() + 1);
            left = new Expr.Binary(token.line(), operator, left, right);
        }
    }

    private Expr parseUnary() {
        Token token = peek();
        if (token.is(Token.NOT) || token.is(Token.OPERATOR) && token.text().equals("-")) {
            next();
            return new Expr.Unary(token.line(), token.is(Token.OPERATOR), parseUnary());
        }
        return parsePrimary();
    }

    private Expr parsePrimary() {
        Token token = next();
        switch (token.kind()) {
            case Token.NUMBER:
                return new Expr.IntLit(token.line(), token.value());
            case Token.TRUE:
            case Token.FALSE:
                return new Expr.BoolLit(token.line(), token.is(Token.TRUE));
            case Token.IDENT:
                if (peek().is(Token.LPAREN)) {
                    return parseCall(token);
                }
                return new Expr.VarRef(token.line(), token.text());
            case Token.LPAREN:
                Expr inner = parseExpr();
                expect(Token.RPAREN, "')'");
                return inner;
            default:
                throw error(token, "an expression");
        }
    }

    private Expr parseCall(Token name) {
        next();
        List<Expr> arguments = new ArrayList<>();
        while (!peek().is(Token.RPAREN)) {
            if (!arguments.isEmpty()) {
                expect(Token.COMMA, "','");
            }
            arguments.add(parseExpr());
        }
        next();
        return new Expr.Call(name.line(), name.text(), arguments.toArray(new Expr[0]));
    }

    private Token peek() {
        return tokens.get(pos);
    }

    private Token next() {
        return tokens.get(pos++);
    }

    private Token expect(int kind, String what) {
        Token token = next();
        if (!token.is(kind)) {
            throw error(token, what);
        }
        return token;
    }

    private static IllegalStateException error(Token token, String expected) {
        return new IllegalStateException("line " + token.line() + ": expected " + expected);
    }
}
