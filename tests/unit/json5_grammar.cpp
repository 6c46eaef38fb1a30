// The JSON5 grammar as generated: LL(1) parser decisions, the byte stream's stand-ins for
// non-ASCII characters, and how the lexer splits tricky input into tokens.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "Json5Lexer.h"
#include "json5/char_stream.h"

using namespace llmfmt;
using namespace llmfmt::json5;

namespace {

// Token type names of `text`, EOF left out; hidden-channel tokens in brackets.
std::vector<std::string> tokens(std::string_view text) {
  Json5CharStream input;
  input.open(text);
  Json5Lexer lexer(&input);
  lexer.removeErrorListeners();
  std::vector<std::string> out;
  for (;;) {
    auto token = lexer.nextToken();
    if (token->getType() == antlr4::Token::EOF) break;
    std::string name = lexer.getVocabulary().getSymbolicName(token->getType());
    if (token->getChannel() != antlr4::Token::DEFAULT_CHANNEL) name = "(" + name + ")";
    out.push_back(name);
  }
  return out;
}

using V = std::vector<std::string>;

}  // namespace

TEST_CASE("grammar: every parser decision is LL(1)", "[json5][grammar]") {
  std::ifstream in(LLMFMT_SOURCE_DIR "/generated/json5/Json5Parser.cpp");
  REQUIRE(in);
  std::ostringstream text;
  text << in.rdbuf();
  CHECK(text.str().find("adaptivePredict") == std::string::npos);
}

TEST_CASE("grammar: rule contexts come from Json5Parser's own stack and exit through its exitRule()",
          "[json5][grammar]") {
  // The parse builds no tree and frees each context as its rule exits (Json5Parser.g4,
  // @parser::members): that works only while the generated rule functions name `_tracker` and
  // call `exitRule()` unqualified, as the 4.7.2 C++ target writes them.
  std::ifstream in(LLMFMT_SOURCE_DIR "/generated/json5/Json5Parser.cpp");
  REQUIRE(in);
  std::ostringstream text;
  text << in.rdbuf();
  const std::string code = text.str();
  std::size_t allocations = 0, exits = 0;
  for (std::size_t at = code.find("_tracker.createInstance<"); at != std::string::npos;
       at = code.find("_tracker.createInstance<", at + 1))
    ++allocations;
  for (std::size_t at = code.find("    exitRule();"); at != std::string::npos; at = code.find("    exitRule();", at + 1))
    ++exits;
  CHECK(allocations == 8);  // one per rule
  CHECK(exits == 8);
  CHECK(code.find("Parser::exitRule") == std::string::npos);
  CHECK(code.find("Parser::_tracker") == std::string::npos);
}

TEST_CASE("char stream: stand-ins for non-ASCII bytes", "[json5][grammar]") {
  // a, NBSP (2 bytes), é (2), U+2028 (3), raw 0x01, raw 0x03, U+FEFF (3), a bad byte, EOF
  Json5CharStream s;
  s.open("a\xC2\xA0\xC3\xA9\xE2\x80\xA8\x01\x03\xEF\xBB\xBF\xFF");
  std::vector<std::size_t> got;
  for (std::size_t i = 0; i < 15; ++i) {
    got.push_back(s.LA(1));
    s.consume();
  }
  const std::size_t eof = antlr4::IntStream::EOF;
  CHECK(got == std::vector<std::size_t>{'a', 2, 2, 1, 1, 3, 3, 3, 0, 0, 2, 2, 2, 1, eof});
  CHECK(s.LA(-1) == 1);  // looking back works too
  CHECK(s.getText(antlr4::misc::Interval(ssize_t{1}, ssize_t{4})) == "\xC2\xA0\xC3\xA9");  // the original bytes
}

TEST_CASE("lexer: literal names, identifiers and numbers", "[json5][grammar]") {
  CHECK(tokens("null nullable true Infinity NaN NaNa") ==
        V{"NULL_LITERAL", "IDENTIFIER", "TRUE_LITERAL", "INFINITY_LITERAL", "NAN_LITERAL", "IDENTIFIER"});
  CHECK(tokens("-Infinity +NaN -Infinityx - Infinity") == V{"NUMBER", "NUMBER", "INVALID_NUMBER", "INVALID_NUMBER"});
  CHECK(tokens("0 .5 5. 1e5 0x1F 01 1.2.3 0x 1e+ 12px") ==
        V{"NUMBER", "NUMBER", "NUMBER", "NUMBER", "NUMBER", "INVALID_NUMBER", "INVALID_NUMBER", "INVALID_NUMBER",
          "INVALID_NUMBER", "INVALID_NUMBER"});
  CHECK(tokens("- 1 -\n1") == V{"INVALID_NUMBER", "INVALID_NUMBER", "NUMBER"});  // blanks, not a line break
  CHECK(tokens("$a_1 \\u0061b caf\xC3\xA9 \xC3\xA9t\xC3\xA9") == V{"IDENTIFIER", "IDENTIFIER", "IDENTIFIER", "IDENTIFIER"});
}

TEST_CASE("lexer: strings, good, bad and unterminated", "[json5][grammar]") {
  CHECK(tokens(R"("a\"b" 'a\'b' "\x41\u0041\0\q")") == V{"STRING", "STRING", "STRING"});
  CHECK(tokens("'a\\\nb' 'a\\\r\nb' 'a\\\xE2\x80\xA8" "b'") == V{"STRING", "STRING", "STRING"});
  CHECK(tokens(R"("\x4" "\u12" "\1")") == V{"BAD_STRING", "BAD_STRING", "BAD_STRING"});
  CHECK(tokens("\"abc\n'def") == V{"UNTERMINATED_STRING", "UNTERMINATED_STRING"});
  CHECK(tokens("'a\xE2\x80\xA8" "b'") == V{"STRING"});  // U+2028 is allowed in strings
}

TEST_CASE("lexer: white space, comments and invalid characters", "[json5][grammar]") {
  // Comments are hidden tokens (an editor highlights them; the driver looks at where a block
  // comment ends); white space is skipped.
  CHECK(tokens("\xC2\xA0\xE2\x80\xA9\xEF\xBB\xBF\v\f 1 // c\n/* d */ 2") ==
        V{"NUMBER", "(LINE_COMMENT)", "(BLOCK_COMMENT)", "NUMBER"});
  CHECK(tokens("/* a /* b */ c */") ==
        V{"(BLOCK_COMMENT)", "IDENTIFIER", "(INVALID_CHARACTER)", "(INVALID_CHARACTER)"});  // no nesting
  CHECK(tokens("1 // c\xE2\x80\xA8 2") == V{"NUMBER", "(LINE_COMMENT)", "NUMBER"});  // U+2028 ends a line comment
  CHECK(tokens("1 /* c") == V{"NUMBER", "(UNTERMINATED_COMMENT)"});
  CHECK(tokens("/* a */ /* b") == V{"(BLOCK_COMMENT)", "(UNTERMINATED_COMMENT)"});
  CHECK(tokens("@#\x01/") ==
        V{"(INVALID_CHARACTER)", "(INVALID_CHARACTER)", "(INVALID_CHARACTER)", "(INVALID_CHARACTER)"});
}
