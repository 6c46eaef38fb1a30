/*
 * JSON5 — lexer. The formal definition is https://spec.json5.org (JSON5 1.0.0), whose lexical
 * productions come from ECMAScript 5.1; the rule names below follow the spec's where they can.
 *
 * The driver (src/json5/parser.cpp) feeds this lexer bytes through Json5CharStream, which stands
 * non-ASCII bytes in for three ASCII control characters, one per byte:
 *
 *   U+0001  a byte of any non-ASCII character not listed below (letters, symbols, …)
 *   U+0002  a byte of a Unicode space: U+00A0, U+1680, U+2000–U+200A, U+202F, U+205F, U+3000
 *           (the Zs category) or U+FEFF — JSON5 white space
 *   U+0003  a byte of U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR — JSON5 line terminators
 *
 * and raw bytes 0x01–0x03 reach the lexer as U+0000, so they keep the meaning of any other control
 * character (allowed inside strings, invalid outside). Token texts are always the original bytes.
 * So non-ASCII text appears below only through those stand-ins or inside negated sets, and the
 * lexer stays on its cached DFA path for any text (docs/antlr-cpp.md §6).
 *
 * Tokens come in two kinds:
 *
 *   JSON5 tokens   the spec's punctuators, literal names, numbers, strings and identifier names;
 *   error tokens   INVALID_NUMBER, BAD_STRING, UNTERMINATED_STRING, UNTERMINATED_COMMENT and
 *                  INVALID_CHARACTER. Each is longer than any JSON5 token that could start at the
 *                  same place (the lexer takes the longest match; on a tie the rule listed first,
 *                  the JSON5 one, wins), so they match only text that is not JSON5. They let the
 *                  builder report the precise problem (docs/formats/json5.md §7 Diagnostics) and go
 *                  on parsing, instead of leaving ANTLR's generic recovery to guess.
 *
 * Strict JSON5 is this lexer without its error tokens.
 */
lexer grammar Json5Lexer;

// ---- Punctuators ---------------------------------------------------------------------------

LBRACE   : '{' ;
RBRACE   : '}' ;
LBRACKET : '[' ;
RBRACKET : ']' ;
COLON    : ':' ;
COMMA    : ',' ;

// ---- Literal names ---------------------------------------------------------------------------
// Listed before IDENTIFIER: `null` is NULL_LITERAL (a tie, the first rule wins), `nullable` an
// IDENTIFIER (longer). All five are also identifier names, so they may be unquoted object keys.
// (Named …_LITERAL because NULL, INFINITY and NAN are C macros.)

NULL_LITERAL     : 'null' ;
TRUE_LITERAL     : 'true' ;
FALSE_LITERAL    : 'false' ;
INFINITY_LITERAL : 'Infinity' ;
NAN_LITERAL      : 'NaN' ;

// ---- Numbers ---------------------------------------------------------------------------------
// JSON5Number :: ('+' | '-')? JSON5NumericLiteral, with JSON5NumericLiteral :: NumericLiteral |
// 'Infinity' | 'NaN'. Unsigned Infinity and NaN are the tokens above. The sign is part of the
// token: no space or comment may follow it. ES5 NumericLiteral: decimal (leading or trailing
// decimal point, optional exponent; no leading zeros) or hexadecimal.

NUMBER
    : [+-]? (DECIMAL_LITERAL | HEX_INTEGER_LITERAL)
    | [+-] ('Infinity' | 'NaN')
    ;

fragment DECIMAL_LITERAL
    : DECIMAL_INTEGER_LITERAL '.' DECIMAL_DIGIT* EXPONENT_PART?   // 1.5  5.  5.e3
    | '.' DECIMAL_DIGIT+ EXPONENT_PART?                           // .5
    | DECIMAL_INTEGER_LITERAL EXPONENT_PART?                      // 0  15  1e-7
    ;
fragment DECIMAL_INTEGER_LITERAL : '0' | [1-9] DECIMAL_DIGIT* ;
fragment EXPONENT_PART           : [eE] [+-]? DECIMAL_DIGIT+ ;
fragment HEX_INTEGER_LITERAL     : '0' [xX] HEX_DIGIT+ ;
fragment DECIMAL_DIGIT           : [0-9] ;
fragment HEX_DIGIT               : [0-9a-fA-F] ;

// Error token: ES5 forbids an identifier character or digit right after a numeric literal, so a
// run of number characters longer than any NUMBER is one malformed number: `007`, `1.2.3`, `0x`,
// `1e`, `12px`, `0x1G`, `+-1`, `-foo`. A sign alone, or apart from its number by blanks, is one
// too: `-`, `- 1`, `- Infinity`.
INVALID_NUMBER
    : [+-]* NUMBER_START NUMBER_PART*
    | [+-]+ IDENTIFIER_START IDENTIFIER_PART*
    | [+-]+ ([ \t]+ (NUMBER_START NUMBER_PART* | IDENTIFIER_START IDENTIFIER_PART*))?
    ;

fragment NUMBER_START : [0-9.] ;
fragment NUMBER_PART  : [0-9a-zA-Z$_.] | NON_ASCII | [eE] [+-] ;

// ---- Strings ---------------------------------------------------------------------------------
// JSON5String :: '"' JSON5DoubleStringCharacter* '"' | '\'' JSON5SingleStringCharacter* '\''.
// A character is anything but the quote, a backslash or a line terminator (U+2028 and U+2029
// are allowed, with a warning from the builder), or an escape sequence, or a line continuation.

STRING
    : '"' DOUBLE_STRING_CHARACTER* '"'
    | '\'' SINGLE_STRING_CHARACTER* '\''
    ;

fragment DOUBLE_STRING_CHARACTER : ~["\\\r\n] | '\\' ESCAPE_SEQUENCE | LINE_CONTINUATION ;
fragment SINGLE_STRING_CHARACTER : ~['\\\r\n] | '\\' ESCAPE_SEQUENCE | LINE_CONTINUATION ;

// After the backslash:
//   ' " \ b f n r t v        single-character escapes
//   0                        U+0000 — the builder reports `\0` followed by a digit (`\01`), which
//                            ES5 forbids, as INVALID_ESCAPE
//   xHH                      exactly two hex digits
//   uHHHH                    exactly four hex digits (a surrogate pair is two of them)
//   any other character      but a digit, x, u or a line terminator: stands for itself (`\A` = A)
fragment ESCAPE_SEQUENCE
    : ['"\\bfnrtv]
    | '0'
    | 'x' HEX_DIGIT HEX_DIGIT
    | 'u' HEX_DIGIT HEX_DIGIT HEX_DIGIT HEX_DIGIT
    | ~['"\\bfnrtv0-9xu\r\n\u0003]
    ;

// A backslash before a line terminator sequence: both vanish from the string.
fragment LINE_CONTINUATION : '\\' ('\n' | '\r' '\n'? | LINE_SEPARATOR) ;

// Error token: a complete string with a malformed escape (`\x4`, `\u12`, `\1`), checked by the
// builder as INVALID_ESCAPE.
BAD_STRING
    : '"' LOOSE_DOUBLE_CHARACTER* '"'
    | '\'' LOOSE_SINGLE_CHARACTER* '\''
    ;

// Error token: a string whose line (or the input) ends before the closing quote.
UNTERMINATED_STRING
    : '"' LOOSE_DOUBLE_CHARACTER* '\\'?
    | '\'' LOOSE_SINGLE_CHARACTER* '\\'?
    ;

fragment LOOSE_DOUBLE_CHARACTER : ~["\\\r\n] | '\\' ('\r\n' | .) ;
fragment LOOSE_SINGLE_CHARACTER : ~['\\\r\n] | '\\' ('\r\n' | .) ;

// ---- Identifier names (unquoted keys) --------------------------------------------------------
// ES5 IdentifierName: a letter, `$`, `_` or a \uHHHH escape, then those or digits. ES5 also
// allows every Unicode letter, combining mark, digit and connector punctuation, and ZWNJ/ZWJ;
// here every non-ASCII character but the spaces and line separators counts as one (a superset,
// documented in docs/formats/json5.md). The builder checks what a \u escape stands for.

IDENTIFIER : IDENTIFIER_START IDENTIFIER_PART* ;

fragment IDENTIFIER_START : [a-zA-Z$_] | '\\u' HEX_DIGIT HEX_DIGIT HEX_DIGIT HEX_DIGIT | NON_ASCII ;
fragment IDENTIFIER_PART  : IDENTIFIER_START | DECIMAL_DIGIT ;

// ---- White space and comments ----------------------------------------------------------------
// Tab, LF, VT, FF, CR, space, the Unicode spaces and U+FEFF, U+2028, U+2029.

WHITE_SPACE : ([\t\n\u000B\u000C\r ] | UNICODE_SPACE | LINE_SEPARATOR)+ -> skip ;

// Ends before its line terminator (LF, CR, U+2028, U+2029). Comments are on the hidden channel,
// not skipped (the parser never sees them; an editor highlights them).
LINE_COMMENT : '//' ~[\n\r\u0003]* -> channel(HIDDEN) ;

// Multi-line comments do not nest: the first `*/` ends one, even inside a quoted phrase of its
// text. The driver looks at where a comment that holds a quote or a `/*` ended (COMMENT_ENDED_EARLY,
// docs/formats/json5.md §3.2).
BLOCK_COMMENT : '/*' .*? '*/' -> channel(HIDDEN) ;

// Error token: `/*` without its `*/` (it runs to the end of the input, so it contains none).
UNTERMINATED_COMMENT : '/*' (~'*' | '*'+ ~[*/])* '*'* EOF -> channel(HIDDEN) ;

// Error token: a character no token can start with (`@`, `#`, `;`, a lone `/` or `\`, a raw
// control character). The driver reports each run of them once.
INVALID_CHARACTER : . -> channel(HIDDEN) ;

// ---- Stand-ins for non-ASCII bytes (see the top of this file) --------------------------------

fragment NON_ASCII      : '\u0001' ;
fragment UNICODE_SPACE  : '\u0002' ;
fragment LINE_SEPARATOR : '\u0003' ;
