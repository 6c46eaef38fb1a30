#include <catch2/catch.hpp>

#include <string>

#include "core/line_driver.h"
#include "core/utf8.h"

using namespace llmfmt;

TEST_CASE("first_invalid finds the bad byte at every position (eight-byte ASCII steps)", "[core][utf8]") {
  for (std::size_t at = 0; at < 20; ++at) {
    std::string s(20, 'a');
    s[at] = '\xFF';
    CHECK(utf8::first_invalid(s) == at);
    std::string ok(20, 'a');
    ok.replace(at, 0, "\xC3\xA9");  // é spanning an eight-byte boundary somewhere
    CHECK(utf8::first_invalid(ok) == std::string_view::npos);
  }
}

TEST_CASE("a line ends at LF, CR LF is LF, a lone CR is data", "[core][lines]") {
  const Line a = Line::first_of("ab\r\ncd", 10, 3);
  CHECK(a.content == "ab");
  CHECK(a.size == 4);
  CHECK(a.terminated);
  CHECK(a.end() == Position{4, 1, 14});
  const Line b = Line::first_of("x\ry", 0, 1);
  CHECK(b.content == "x\ry");
  CHECK_FALSE(b.terminated);
  CHECK(b.end() == Position{1, 4, 3});
  CHECK(Line::first_of("h\xC3\xA9!\n", 0, 1).at(3) == Position{1, 3, 3});  // columns count code points
}

TEST_CASE("runs of lines: each line, the end, CR LF as LF", "[core][lines]") {
  std::string seen;
  for_each_line("a\r\nbb\n\nc", 5, 2, [&](const Line& l) {
    seen += std::to_string(l.number) + ":" + std::to_string(l.offset) + ":" + std::string(l.content) + ";";
  });
  CHECK(seen == "2:5:a;3:8:bb;4:11:;5:12:c;");
  CHECK(end_of_run("a\nb\n", 0, 1) == Position{3, 1, 4});
  CHECK(end_of_run("a\nb\xC3\xA9", 7, 1) == Position{2, 3, 12});
  std::string out;
  append_lf(out, "a\r\nb\rc\r\n\r");
  CHECK(out == "a\nb\rc\n\r");
}
