// GaryML diagnostic messages that fixtures cannot pin (fixtures never compare messages), and
// Document::version() on each kind of value.
#include <catch2/catch.hpp>

#include <string>

#include "llmfmt/garyml.h"

using namespace llmfmt::garyml;

namespace {

// The message of the only diagnostic with `code`; "" when there is none or more than one.
std::string message_of(const Result& r, const std::string& code) {
  std::string found;
  int n = 0;
  for (const llmfmt::Diagnostic& d : r.diagnostics)
    if (d.code == code) {
      found = d.message;
      ++n;
    }
  return n == 1 ? found : "";
}

}  // namespace

TEST_CASE("INCONSISTENT_INDENT says why an indented line has no parent", "[garyml][indent]") {
  const std::string first = "the first line that is not blank or a comment is indented";
  CHECK(message_of(parse("  .Role: r\n  .Plan: p\n"), "INCONSISTENT_INDENT").rfind(first, 0) == 0);
  CHECK(message_of(parse("# note\n  key: v\n.Role: r\n"), "INCONSISTENT_INDENT").rfind(first, 0) == 0);
  CHECK(message_of(parse("\n# a\n\n  \"\"\"t\"\"\"\n"), "INCONSISTENT_INDENT").rfind(first, 0) == 0);

  const std::string leaf = "this line is indented under a line that cannot have children";
  const std::string under_param = message_of(parse(".Role: r\n  key: v\n    deeper: x\n"), "INCONSISTENT_INDENT");
  CHECK(under_param.rfind(leaf, 0) == 0);
  CHECK(under_param.find("belongs to the node above") != std::string::npos);
  const std::string under_stray = message_of(parse("hello\n  .Role: r\n"), "INCONSISTENT_INDENT");
  CHECK(under_stray.rfind(leaf, 0) == 0);
  CHECK(under_stray.find("top level") != std::string::npos);
}

TEST_CASE("Document::version() is the version's text", "[garyml][version]") {
  CHECK(parse(".GaryML version: \"1.0\"\n").document.version() == std::optional<std::string>("1.0"));
  CHECK(parse(".GaryML version: '2.0 beta'\n").document.version() == std::optional<std::string>("2.0 beta"));
  CHECK(parse(".GaryML version: 1.10\n").document.version() == std::optional<std::string>("1.10"));
  CHECK(parse(".GaryML version: 2\n").document.version() == std::optional<std::string>("2"));
  CHECK(parse(".GaryML version: v1\n").document.version() == std::optional<std::string>("v1"));
  CHECK(parse(".GaryML version: true\n").document.version() == std::optional<std::string>("true"));
  CHECK_FALSE(parse(".GaryML\n  version: 1\n  version: 2\n").document.version().has_value());
  CHECK_FALSE(parse(".GaryML\n").document.version().has_value());
  CHECK_FALSE(parse(".Role: r\n").document.version().has_value());
}

TEST_CASE("A quoted value cut off by the end of the input says so", "[garyml][cut]") {
  const std::string cut = message_of(parse(".Role\n  name: \"Bob"), "MALFORMED_VALUE");
  CHECK(cut.find("kept as written, quote included") != std::string::npos);
  CHECK(cut.find("the input ends inside it") != std::string::npos);
  const std::string mid = message_of(parse(".Role\n  name: \"Bob\n"), "MALFORMED_VALUE");
  CHECK(mid.find("kept as written") != std::string::npos);
  CHECK(mid.find("the input ends") == std::string::npos);
}

TEST_CASE("A closer too many is named as the likely cause of UNCLOSED_BLOCK", "[garyml][cut]") {
  const std::string stray = message_of(parse(".Role\n  \"\"\"\n  text\n  \"\"\"\n  \"\"\"\n"), "UNCLOSED_BLOCK");
  CHECK(stray.rfind("this \"\"\" right after the text block closed on line 4 closes nothing", 0) == 0);
  CHECK(stray.find("one closer too many") != std::string::npos);
  const std::string lost = message_of(parse(".Plan\n  \"\"\"\n  step one\n"), "UNCLOSED_BLOCK");
  CHECK(lost.rfind("text block opened here is never closed", 0) == 0);
}
