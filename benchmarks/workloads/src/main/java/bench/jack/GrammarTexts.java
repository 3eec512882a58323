package bench.jack;

/** The grammars, in the notation of {@link MetaGrammar}. */
final class GrammarTexts {

    /** The grammar of grammars itself. */
    static final String META = """
            grammar  = rule+ ;
            rule     = <ident> '=' choice ';' ;
            choice   = sequence ('|' sequence)* ;
            sequence = item* ;
            item     = primary suffix? ;
            suffix   = '*' | '+' | '?' ;
            primary  = <ident> | <string> | '<' <ident> '>' | '~' <string> | '^' <string>
                     | '(' choice ')' ;
            """;

    /** A small imperative language of expressions, assignments, prints and conditionals. */
    static final String CALC = """
            program        = statement* ;
            statement      = 'let' <ident> '=' expr ';'
                           | 'print' expr ';'
                           | 'if' expr ^'then' statement* else? ^'end'
                           | <ident> '=' expr ';' ;
            else           = ^'else' statement* ;
            expr           = comparison (logical comparison)* ;
            logical        = ^'and' | ^'or' ;
            comparison     = sum (relation sum)? ;
            relation       = '<' | '>' | '<=' | '>=' | '==' | '!=' ;
            sum            = term (additive term)* ;
            additive       = '+' | '-' ;
            term           = factor (multiplicative factor)* ;
            multiplicative = '*' | '/' | '%' ;
            factor         = '-' factor | atom ;
            atom           = <number> | <ident> arguments? | '(' expr ')' ;
            arguments      = '(' (expr (',' expr)*)? ')' ;
            """;

    /** A configuration format: sections of keyed values, lists, tables and raw text. */
    static final String CONFIG = """
            config  = section* ;
            section = '[' <ident> ']' entry* ;
            entry   = key '=' value ';' ;
            key     = <ident> ('.' <ident>)* ;
            value   = <string> | <number> | ^'true' | ^'false' | ^'none' | list | table | raw ;
            list    = '{' (value (',' value)*)? '}' ;
            table   = '(' entry* ')' ;
            raw     = '@' ~';'+ ;
            """;

    private GrammarTexts() {
    }
}
