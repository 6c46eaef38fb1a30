// TELT lines as the generated lexer reads them (grammars/telt/TeltLexer.g4): the line shapes and
// the modes (the spec's state machine), what fixtures show only indirectly.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "telt/lexer.h"
#include "core/antlr/byte_char_stream.h"

using llmfmt::telt::TeltLexer;

namespace {

// The token types of `text`, lexed from outside a block, one per line.
std::vector<std::size_t> types(const std::string& text) {
  llmfmt::ByteCharStream input;
  input.reset(text, 0);
  TeltLexer lexer(&input);
  std::vector<std::size_t> out;
  for (auto t = lexer.nextToken(); t->getType() != antlr4::Token::EOF; t = lexer.nextToken()) out.push_back(t->getType());
  return out;
}

// The type of the last line of `lines` (joined with LF).
std::size_t last_type(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) text += line + "\n";
  const std::vector<std::size_t> all = types(text);
  return all.empty() ? 0 : all.back();
}

const std::string kHeader = "#!telt [3-char SHA: abc]";

}  // namespace

TEST_CASE("telt lines: the header") {
  CHECK(last_type({"#!telt [3-char SHA: a1z]"}) == TeltLexer::HEADER_LINE);
  CHECK(last_type({"#!telt [3-char SHA: a1z] // note "}) == TeltLexer::HEADER_LINE);
  CHECK(last_type({"#!telt [3-char SHA: A1Z]"}) == TeltLexer::BAD_HEADER_LINE);
  CHECK(last_type({"#!telt [3-char SHA: a1z]x"}) == TeltLexer::BAD_HEADER_LINE);
  CHECK(last_type({"#!teltish"}) == TeltLexer::BAD_HEADER_LINE);
  CHECK(last_type({" #!telt [3-char SHA: a1z]"}) == TeltLexer::TEXT_LINE);
}

TEST_CASE("telt lines: command lines where a command may start") {
  CHECK(last_type({kHeader, "=== BASH:5.0 ==="}) == TeltLexer::COMMAND_LINE);
  CHECK(last_type({kHeader, "=== X ===\t// why"}) == TeltLexer::COMMAND_LINE);
  CHECK(last_type({kHeader, "===  X ==="}) == TeltLexer::MALFORMED_LINE);
  CHECK(last_type({kHeader, "=== X ===="}) == TeltLexer::MALFORMED_LINE);
  CHECK(last_type({kHeader, "=== 1X ==="}) == TeltLexer::MALFORMED_LINE);
  CHECK(last_type({kHeader, "== X =="}) == TeltLexer::STRAY_LINE);
}

TEST_CASE("telt lines: delimiters, own and foreign") {
  const std::string command = "=== X ===";
  CHECK(last_type({kHeader, command, "--CONTENT abc--  "}) == TeltLexer::PARAM_LINE);
  CHECK(last_type({kHeader, command, "--END abc-- // x"}) == TeltLexer::END_LINE);
  CHECK(last_type({kHeader, command, "--END fake--"}) == TeltLexer::FOREIGN_END_LINE);
  CHECK(last_type({kHeader, command, "--CONTENT abd--"}) == TeltLexer::CONTENT_LINE);
  CHECK(last_type({kHeader, command, "--end abc--"}) == TeltLexer::CONTENT_LINE);
  CHECK(last_type({kHeader, command, "--END  abc--"}) == TeltLexer::CONTENT_LINE);
  CHECK(last_type({kHeader, command, "--END abc-- x"}) == TeltLexer::CONTENT_LINE);
  CHECK(last_type({kHeader, command, "--END abc--// x"}) == TeltLexer::CONTENT_LINE);
  CHECK(last_type({kHeader, "--FILE abd--"}) == TeltLexer::FOREIGN_LINE);
  CHECK(last_type({kHeader, "--END abd--"}) == TeltLexer::FOREIGN_CLOSE_LINE);
}

TEST_CASE("telt lines: blank and comment lines") {
  CHECK(last_type({kHeader, ""}) == TeltLexer::BLANK_LINE);
  CHECK(last_type({kHeader, " \t "}) == TeltLexer::BLANK_LINE);
  CHECK(last_type({kHeader, "\xC2\xA0"}) == TeltLexer::STRAY_LINE);  // NBSP is not blank
  CHECK(last_type({kHeader, "// x"}) == TeltLexer::COMMENT_LINE);
  CHECK(last_type({kHeader, " // x"}) == TeltLexer::STRAY_LINE);
}

TEST_CASE("telt modes: a command position only after the header or an END") {
  using L = TeltLexer;
  CHECK(types("=== BASH ===\n" + kHeader + "\n// hi\n=== BASH ===\n=== EXEC ===\n#!telt [3-char SHA: def]\n--END abd--\n"
              "--FILE abc--\n--END abc--\n\n=== EXEC ===\n--END abc--\n// a comment between commands\nprose closes\n"
              "=== BASH ===\n") ==
        std::vector<std::size_t>{L::TEXT_LINE, L::HEADER_LINE, L::COMMENT_LINE, L::COMMAND_LINE, L::CONTENT_LINE,
                                 L::CONTENT_LINE, L::FOREIGN_END_LINE, L::PARAM_LINE, L::END_LINE, L::BLANK_LINE,
                                 L::COMMAND_LINE, L::END_LINE, L::COMMENT_LINE, L::TEXT_LINE, L::TEXT_LINE});
}

TEST_CASE("telt modes: recovery skips to a sync point") {
  using L = TeltLexer;
  CHECK(types(kHeader + "\n--FILE abc--\nnot a sync point: content of nothing\n--CONTENT abc--\nx\n--END abc--\n"
                        "===bad===\n=== DELETE_FILE ===\n--END abc--\n--END abc--\n--FILE abc--\n") ==
        std::vector<std::size_t>{L::HEADER_LINE, L::ORPHAN_LINE, L::SKIPPED_LINE, L::SKIPPED_PARAM_LINE,
                                 L::SKIPPED_LINE, L::END_LINE, L::MALFORMED_LINE, L::COMMAND_LINE, L::END_LINE,
                                 L::CLOSE_LINE, L::TEXT_LINE});
  // A `===` line of another shape is a sync point too: a new skipped section (telt.md §6.1).
  CHECK(types(kHeader + "\n--FILE abc--\n=== a sync point: malformed\n--CONTENT abc--\nprose\n==== X ====\n=== X ===\n") ==
        std::vector<std::size_t>{L::HEADER_LINE, L::ORPHAN_LINE, L::MALFORMED_LINE, L::SKIPPED_PARAM_LINE,
                                 L::SKIPPED_LINE, L::MALFORMED_LINE, L::COMMAND_LINE});
  CHECK(types(kHeader + "\n=== X ===\n--END abc--\n--FILE abc--\n") ==
        std::vector<std::size_t>{L::HEADER_LINE, L::COMMAND_LINE, L::END_LINE, L::LATE_PARAM_LINE});
}

TEST_CASE("telt modes: opaque lines by their first bytes agree with the rules") {
  llmfmt::ByteCharStream input;
  input.reset("", 0);
  TeltLexer lexer(&input);
  CHECK(lexer.contentType('p', 'r') == TeltLexer::TEXT_LINE);
  CHECK(lexer.contentType('#', '!') == 0);
  lexer.setMode(TeltLexer::IN_COMMAND);
  CHECK(lexer.contentType('=', '=') == TeltLexer::CONTENT_LINE);
  CHECK(lexer.contentType('-', '-') == 0);
  lexer.setMode(TeltLexer::RECOVERING);
  CHECK(lexer.contentType('x', '\0') == TeltLexer::SKIPPED_LINE);
  CHECK(lexer.contentType('=', '=') == 0);
  lexer.setMode(TeltLexer::INTRO);
  CHECK(lexer.contentType('x', 'y') == 0);
  lexer.setMode(TeltLexer::AFTER_END);
  CHECK(lexer.contentType('=', '=') == 0);
  CHECK(lexer.contentType('\0', '\0') == 0);  // an empty line may be blank
  CHECK(lexer.contentType('p', 'r') == TeltLexer::TEXT_LINE);  // prose closes the block: outside from here
  CHECK(lexer.mode == antlr4::Lexer::DEFAULT_MODE);
}
