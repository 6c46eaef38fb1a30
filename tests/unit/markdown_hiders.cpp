// Markdown before syntax, and what may hide the Markdown itself (issue 31): every bullet, quote
// marker, heading, task box and lettered-list form (rendered bullets too), bare, after a Unicode
// space or after a lone CR, and emphasis or
// code around the syntax, before a marker, directive, command
// or header of each format (GaryML: a keyword or parameter line). The line is read as written, never silently: a diagnostic on that line
// names what hides the syntax (MARKDOWN_PREFIX; a Unicode space or the CR by code point).
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "llmfmt/llmfmt.h"

namespace {

struct Case {
  llmfmt::Format format;
  std::string before;  // the document up to the line
  std::string syntax;  // what the line hides
  bool lone_cr;        // the format reports a lone CR before it
};

}  // namespace

TEST_CASE("a Markdown prefix, bare or behind a Unicode space or a lone CR, is never silent", "[core][markdown]") {
  using llmfmt::Format;
  const std::vector<Case> cases = {
      {Format::llmist, "!!!GADGET_START:W:w1\n!!!ARG:p\n", "!!!GADGET_END", true},
      {Format::llmist, "Sure.\n", "!!!GADGET_START:W:w1", true},
      {Format::dsl, "Say hi\n", "/DEF x", true},
      {Format::stf, ";user\nhi\n", ";assistant", true},
      {Format::telt, "Done.\n", "#!telt [3-char SHA: k7q]", false},
      {Format::garyml, ".Role: \"R\"\n", ".Instructions: \"x\"", true},
      {Format::garyml, ".Execute\n  .test\n", "    timeout: 30", true},
  };
  const std::vector<std::string> prefixes = {"- ",     "* ",       "+ ",      "1. ",  "2) ",   "> ",   "> - ",
                                            "  - ",   "-\t",      "\u2022 ", "\u25E6 ", "> \u2022 ", "# ", "## ",
                                            "###### ", "> ## ",   "- [ ] ",  "* [x] ", "a) ",  "B) ",
                                            "    - ", "\t- ",     "\t\t* "};
  // What comes before the prefix, and what the diagnostic must then name.
  const std::vector<std::pair<std::string, std::string>> hiders = {
      {"", "MARKDOWN_PREFIX"}, {"\xC2\xA0", "U+00A0"}, {"\xE3\x80\x80", "U+3000"}, {"x\r", "U+000D"}};
  for (const Case& c : cases)
    for (const std::string& prefix : prefixes)
      for (const auto& [hider, named] : hiders) {
        if (hider == "x\r" && !c.lone_cr) continue;
        // (in GaryML a line that begins with '#' is a comment, heading or not: garyml.md §2.3)
        if (c.format == Format::garyml && prefix.find('#') != std::string::npos) continue;
        const std::string text = c.before + hider + prefix + c.syntax + "\n";
        CAPTURE(text);
        std::size_t line = 1;
        for (char ch : c.before) line += ch == '\n';
        bool found = false;
        for (const llmfmt::Diagnostic& d : llmfmt::check(c.format, text, {}))
          found = found || (d.span.start.line == line && (d.code == named || d.message.find(named) != std::string::npos));
        CHECK(found);
      }
  // Emphasis or code around the syntax, alone or after a bullet: MARKDOWN_PREFIX names it.
  const std::vector<std::pair<std::string, std::string>> around = {
      {"**", "**"}, {"__", "__"}, {"*", "*"},     {"_", "_"},         {"`", "`"},   {"~~", "~~"},
      {"***", "***"}, {"___", "___"}, {"``", "``"}, {"- **", "**"}, {"> `", "`"}, {"## **", "**"}};
  for (const Case& c : cases)
    for (const auto& [open, close] : around) {
      if (c.syntax[0] == ' ') continue;  // (an opener before a blank is no emphasis)
      if (c.format == Format::garyml && open[0] == '#') continue;  // (a comment, above)
      const std::string text = c.before + open + c.syntax + close + "\n";
      CAPTURE(text);
      std::size_t line = 1;
      for (char ch : c.before) line += ch == '\n';
      bool found = false;
      for (const llmfmt::Diagnostic& d : llmfmt::check(c.format, text, {}))
        found = found || (d.span.start.line == line && d.code == "MARKDOWN_PREFIX" && d.fix.size() == 2);
      CHECK(found);
    }
}
