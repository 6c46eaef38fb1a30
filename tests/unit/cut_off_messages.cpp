// What fixtures cannot pin (they never compare messages): a reply cut off inside an STF block,
// comment or quoted argument, inside a TELT block or a GaryML parameter's key, is told what was lost; JSON5 places inside
// an STF block body are the file's; llmist names the Unicode space or lone CR that hides a marker
// by code point
// (issue 15; docs/formats/stf.md §3.5, docs/formats/telt.md, docs/formats/llmist.md §3.4).
#include <catch2/catch.hpp>

#include <string>

#include "llmfmt/garyml.h"
#include "llmfmt/llmist.h"
#include "llmfmt/stf.h"
#include "llmfmt/telt.h"

using namespace llmfmt;

namespace {

// The message of the only diagnostic with `code`; "" when there is none or more than one.
template <class Result>
std::string message_of(const Result& r, const std::string& code) {
  std::string found;
  int n = 0;
  for (const Diagnostic& d : r.diagnostics)
    if (d.code == code) {
      found = d.message;
      ++n;
    }
  return n == 1 ? found : "";
}

bool has(const std::string& message, const std::string& part) { return message.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("stf: an unclosed block says which block, how many body lines, and whether they were used",
          "[stf][cut]") {
  const std::string used = message_of(stf::parse(";user\n;extra\n{a: 1}\n"), "UNCLOSED_BLOCK");
  CHECK(has(used, "the ';extra' block opened on line 2"));
  CHECK(has(used, "after its 1 body line"));
  CHECK(has(used, "it is read as the block's value"));

  const stf::Result cut = stf::parse(";user\nHi\n;meta\n{model: \"x\",\n  temp");
  CHECK_FALSE(cut.document.metadata.has_value());
  const std::string lost = message_of(cut, "UNCLOSED_BLOCK");
  CHECK(has(lost, "the ';meta' block opened on line 3"));
  CHECK(has(lost, "after its 2 body lines"));
  CHECK(has(lost, "so the ';meta' block is lost"));
  // The JSON5 error inside the body names the file's line of the '{', not the body's line 1.
  CHECK(has(message_of(cut, "UNEXPECTED_END"), "opened at line 4, column 1"));

  CHECK(has(message_of(stf::parse(";user\nHi\n;raw\n"), "UNCLOSED_BLOCK"), "right after it"));
}

TEST_CASE("stf: JSON5 places in an argument object are the file's", "[stf][cut]") {
  CHECK(has(message_of(stf::parse(";user\nHi\n;user {\"a\": 1,"), "UNEXPECTED_END"), "opened at line 3, column 7"));
  CHECK(has(message_of(stf::parse(";user {\"name\": \"a\", \"name\": \"b\"}\nx\n"), "DUPLICATE_KEY"),
            "already given at line 1, column 8"));
}

TEST_CASE("stf: a command name cut short suggests the command it begins", "[stf][cut]") {
  const std::string cut = message_of(stf::parse(";user\nHi\n;assis"), "UNKNOWN_COMMAND");
  CHECK(has(cut, "';assistant' begins so"));
  CHECK(has(cut, "the input ends on this line"));
  CHECK_FALSE(has(message_of(stf::parse(";assis\nHi\n"), "UNKNOWN_COMMAND"), "the input ends"));
}

TEST_CASE("stf: an unclosed comment says how many lines it hides", "[stf][cut]") {
  CHECK(has(message_of(stf::parse(";user\na\n;/*\nb\nc\n"), "UNCLOSED_COMMENT"), "hides all 2 lines after it"));
  CHECK(has(message_of(stf::parse(";user\na\n;/*\nb\nc"), "UNCLOSED_COMMENT"), "(line 4 on)"));
  CHECK(has(message_of(stf::parse(";user\na\n;/*"), "UNCLOSED_COMMENT"), "the input ends right after it"));
}

TEST_CASE("stf: a quoted argument cut off by the end of the input names the argument", "[stf][cut]") {
  const std::string cut = message_of(stf::parse(";assistant name=\"bo"), "UNTERMINATED_STRING");
  CHECK(has(cut, "the quoted value of 'name'"));
  CHECK(has(cut, "the input ends inside it"));
  const std::string mid = message_of(stf::parse(";assistant name=\"bo\nHi\n"), "UNTERMINATED_STRING");
  CHECK(has(mid, "the quoted value of 'name'"));
  CHECK_FALSE(has(mid, "the input ends"));
}

TEST_CASE("llmist: the character hiding a marker is named by code point", "[llmist][names]") {
  CHECK(has(message_of(llmist::parse("\xC2\xA0!!!GADGET_START:T\n"), "UNICODE_SPACE"),
            "U+00A0 (no-break space) before '!!!GADGET_START:'"));
  CHECK(has(message_of(llmist::parse("x\n\xE3\x80\x80!!!GADGET_START:T\n"), "UNICODE_SPACE"),
            "U+3000 (ideographic space)"));
  const std::string cr = message_of(llmist::parse("!!!GADGET_START:T\n!!!ARG:a\n1\r!!!ARG:b\r!!!ARG:c\n"), "LONE_CR");
  CHECK(has(cr, "U+000D"));
  CHECK(has(cr, "'!!!ARG:' after it is in the middle of line 3"));
  CHECK(has(cr, "and 1 more lone CR"));
}

TEST_CASE("telt: a block cut off before any well-formed command says so", "[telt][cut]") {
  const telt::Result cut = telt::parse("#!telt [3-char SHA: abc]\n=== CREATE_FI");
  const std::string unclosed = message_of(cut, "UNCLOSED_BLOCK");
  CHECK(has(unclosed, "is never closed: it needs a '--END abc--' line"));
  CHECK(has(unclosed, "the input ends 1 line after it, before any well-formed command"));
  CHECK(has(message_of(cut, "MALFORMED_COMMAND"), "cut off by the end of the input"));
  CHECK(has(message_of(telt::parse("#!telt [3-char SHA: abc]\n"), "UNCLOSED_BLOCK"), "the input ends right after it"));
  CHECK_FALSE(has(message_of(telt::parse("#!telt [3-char SHA: abc]\n=== CREATE_FI\n--END abc--\n"), "MALFORMED_COMMAND"),
                  "cut off"));
}

TEST_CASE("garyml: an indented word that ends the input is a parameter cut before its ':'", "[garyml][cut]") {
  const std::string cut = message_of(garyml::parse(".Execute\n  timeout: 30\n  timeo"), "UNEXPECTED_TEXT");
  CHECK(has(cut, "inside what may begin a parameter ('timeo…: value'; a reply cut off?)"));
  // Not cut: the line has its line end, or is no bare key (a sentence, a top-level word).
  for (const char* whole : {".Execute\n  timeout: 30\n  timeo\n", ".Execute\n  timeo ut", ".Execute\ntimeo"}) {
    INFO(whole);
    const std::string message = message_of(garyml::parse(whole), "UNEXPECTED_TEXT");
    CHECK(has(message, "neither a keyword"));
    CHECK_FALSE(has(message, "cut off"));
  }
}
