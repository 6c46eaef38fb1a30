/*
 * JSON5 — parser. The syntactic grammar of https://spec.json5.org (JSON5 1.0.0):
 *
 *   JSON5Text       : JSON5Value
 *   JSON5Value      : NullLiteral | BooleanLiteral | JSON5String | JSON5Number
 *                   | JSON5Object | JSON5Array
 *   JSON5Object     : '{' '}' | '{' JSON5MemberList ','? '}'
 *   JSON5MemberList : JSON5Member | JSON5MemberList ',' JSON5Member
 *   JSON5Member     : JSON5MemberName ':' JSON5Value
 *   JSON5MemberName : IdentifierName | JSON5String
 *   JSON5Array      : '[' ']' | '[' JSON5ElementList ','? ']'
 *   JSON5ElementList: JSON5Value | JSON5ElementList ',' JSON5Value
 *
 * written so that every decision needs one token of lookahead (LL(1): the generated parser has no
 * adaptivePredict, which a unit test checks). Two places accept more than JSON5, and the builder
 * (src/json5/builder.cpp) reports what strict JSON5 would reject — marked `error:` below:
 *
 *   - Lists are one loop of "element, optional comma". `(value (',' value)* ','?)?` would need two
 *     tokens of lookahead to tell a separating comma from the trailing one. The loop reads the same
 *     lists, plus lists with a missing comma (`[1 2]`), which the builder reports as MISSING_COMMA
 *     — with both values parsed, so the rest of the input is still checked.
 *   - An unquoted word where a value belongs (`True`, `None`, `hello`: INVALID_VALUE), and the
 *     lexer's error tokens (Json5Lexer.g4) where the JSON5 token they resemble would be: a
 *     malformed number, a string with a bad escape, an unterminated string.
 *
 * Any other mistake is a syntax error found by ANTLR's default recovery (src/json5/parser.cpp
 * maps it to UNEXPECTED_TOKEN, MISSING_COLON, UNEXPECTED_END, TRAILING_CONTENT or EMPTY_INPUT).
 * Nesting depth is limited as the lexer's brackets reach this parser and checked again on entering
 * each array or object (NESTING_TOO_DEEP), so the recursion through value → objectLiteral/array → value
 * is bounded.
 *
 * The base class: Json5ParserBase
 * -------------------------------
 * The grammar holds no target code. Its base class has no contract: a port may make it the
 * runtime's Parser and nothing else (tests/ports/antlr-python/Json5ParserBase.py). llmfmt's
 * (src/json5/parser_base.h) frees each rule context as its rule exits, after telling its driver,
 * which builds the value as the parse goes instead of a parse tree: memory stays the input plus the
 * value plus one context per open rule (the 4.9 C++ runtime keeps every context until reset).
 */
parser grammar Json5Parser;

options { tokenVocab = Json5Lexer; superClass = Json5ParserBase; }

// The whole input is one value; anything after it is TRAILING_CONTENT.
text : value EOF ;

value
    : objectLiteral
    | array
    | string
    | number
    | NULL_LITERAL
    | TRUE_LITERAL
    | FALSE_LITERAL
    | IDENTIFIER            // error: an unquoted word is not a value (INVALID_VALUE)
    ;

// (Not `object`: the Python3 target reserves the name.)
objectLiteral : '{' (member ','?)* '}' ;   // error: a missing ',' between members (MISSING_COMMA)

member : key ':' value ;

// IdentifierName includes the literal names: {null: 1, NaN: 2} has the keys "null" and "NaN".
key : IDENTIFIER | string | NULL_LITERAL | TRUE_LITERAL | FALSE_LITERAL | INFINITY_LITERAL | NAN_LITERAL ;

array : '[' (value ','?)* ']' ;     // error: a missing ',' between elements (MISSING_COMMA)

string
    : STRING
    | BAD_STRING            // error: INVALID_ESCAPE
    | UNTERMINATED_STRING   // error: UNTERMINATED_STRING
    ;

number
    : NUMBER
    | INFINITY_LITERAL
    | NAN_LITERAL
    | INVALID_NUMBER        // error: INVALID_NUMBER
    ;
