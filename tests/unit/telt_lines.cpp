// TELT line shapes and the line state machine (src/telt/lines.h): what fixtures show only
// indirectly.
#include <catch2/catch.hpp>

#include "TeltLexer.h"
#include "telt/lines.h"

using namespace llmfmt::telt;
using K = Shape::Kind;

TEST_CASE("telt shapes: header, command and delimiter lines") {
  CHECK(shape_of("#!telt [3-char SHA: a1z]").kind == K::header);
  CHECK(shape_of("#!telt [3-char SHA: a1z]").hash == "a1z");
  CHECK(shape_of("#!telt [3-char SHA: a1z] // note ").kind == K::header);
  CHECK(shape_of("#!telt [3-char SHA: A1Z]").kind == K::bad_header);
  CHECK(shape_of("#!telt [3-char SHA: a1z]x").kind == K::bad_header);
  CHECK(shape_of("#!teltish").kind == K::bad_header);
  CHECK(shape_of(" #!telt [3-char SHA: a1z]").kind == K::other);

  CHECK(shape_of("=== BASH:5.0 ===").kind == K::command);
  CHECK(shape_of("=== BASH:5.0 ===").name == "BASH:5.0");
  CHECK(shape_of("=== X ===\t// why").kind == K::command);
  CHECK(shape_of("===  X ===").kind == K::bad_command);
  CHECK(shape_of("=== X ====").kind == K::bad_command);
  CHECK(shape_of("=== 1X ===").kind == K::bad_command);
  CHECK(shape_of("== X ==").kind == K::other);

  const Shape d = shape_of("--CONTENT q2w--  ");
  CHECK(d.kind == K::delimiter);
  CHECK(d.name == "CONTENT");
  CHECK(d.hash == "q2w");
  CHECK(shape_of("--END fake--").hash == "fake");
  CHECK(shape_of("--end abc--").kind == K::other);
  CHECK(shape_of("--END  abc--").kind == K::other);
  CHECK(shape_of("--END abc-- x").kind == K::other);
  CHECK(shape_of("--END abc--// x").kind == K::other);
  CHECK(shape_of("--END abc-- // x").kind == K::delimiter);
}

TEST_CASE("telt shapes: blank and comment lines") {
  CHECK(shape_of("").kind == K::blank);
  CHECK(shape_of(" \t ").kind == K::blank);
  CHECK(shape_of("\xC2\xA0").kind == K::other);  // NBSP is not blank
  CHECK(shape_of("// x").kind == K::comment);
  CHECK(shape_of(" // x").kind == K::other);
  CHECK(syntax_part("a // b // c") == "a");
  CHECK(syntax_part("a//b  ") == "a//b");
}

TEST_CASE("telt machine: a command position only after the header or an END") {
  LineMachine m;
  CHECK(m.next("=== BASH ===") == TeltLexer::TEXT_LINE);
  CHECK(m.next("#!telt [3-char SHA: abc]") == TeltLexer::HEADER_LINE);
  CHECK(m.state() == LineMachine::State::intro);
  CHECK(m.next("// hi") == TeltLexer::COMMENT_LINE);
  CHECK(m.next("=== BASH ===") == TeltLexer::COMMAND_LINE);
  CHECK(m.next("=== EXEC ===") == TeltLexer::CONTENT_LINE);
  CHECK(m.next("#!telt [3-char SHA: def]") == TeltLexer::CONTENT_LINE);
  CHECK(m.next("--END abd--") == TeltLexer::CONTENT_LINE);
  CHECK(m.foreign_end());
  CHECK(m.next("--FILE abc--") == TeltLexer::PARAM_LINE);
  CHECK_FALSE(m.foreign_end());
  CHECK(m.next("--END abc--") == TeltLexer::END_LINE);
  CHECK(m.state() == LineMachine::State::after_end);
  CHECK(m.next("") == TeltLexer::BLANK_LINE);
  CHECK(m.next("=== EXEC ===") == TeltLexer::COMMAND_LINE);
  CHECK(m.next("--END abc--") == TeltLexer::END_LINE);
  CHECK(m.next("// a comment between commands") == TeltLexer::COMMENT_LINE);
  CHECK(m.state() == LineMachine::State::after_end);
  CHECK(m.next("prose closes") == TeltLexer::TEXT_LINE);
  CHECK(m.state() == LineMachine::State::outside);
}

TEST_CASE("telt machine: recovery skips to a sync point") {
  LineMachine m;
  m.next("#!telt [3-char SHA: abc]");
  CHECK(m.next("--FILE abc--") == TeltLexer::ORPHAN_LINE);
  CHECK(m.next("=== not a sync point: content of nothing") == TeltLexer::SKIPPED_LINE);
  CHECK(m.next("--CONTENT abc--") == TeltLexer::SKIPPED_LINE);
  CHECK(m.next("--END abc--") == TeltLexer::END_LINE);
  CHECK(m.next("===bad===") == TeltLexer::MALFORMED_LINE);
  CHECK(m.next("=== DELETE_FILE ===") == TeltLexer::COMMAND_LINE);
  CHECK(m.next("--END abc--") == TeltLexer::END_LINE);
  CHECK(m.next("--END abc--") == TeltLexer::CLOSE_LINE);
  CHECK(m.state() == LineMachine::State::outside);
}
