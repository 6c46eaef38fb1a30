// Applying diagnostics' fixes and the unified diff of `llmfmt fix` (src/cli/fixes.h).
#include <catch2/catch.hpp>

#include <tuple>

#include "cli/fixes.h"

using namespace llmfmt;
using namespace llmfmt::cli;

namespace {

// A diagnostic whose fix is the given edits, each (from, to, text) in byte offsets.
Diagnostic with_fix(std::vector<std::tuple<std::size_t, std::size_t, std::string>> edits) {
  Diagnostic d;
  d.code = "X";
  for (auto& [from, to, text] : edits) {
    Edit e;
    e.range.start.offset = from;
    e.range.end.offset = to;
    e.text = text;
    d.fix.push_back(e);
  }
  return d;
}

}  // namespace

TEST_CASE("apply_fixes: every diagnostic's edits, whatever the order they come in") {
  Diagnostic plain;  // no fix: ignored
  const FixPass pass = apply_fixes("[1 2 3]", {with_fix({{4, 4, ","}}), plain, with_fix({{2, 2, ","}})});
  CHECK(pass.text == "[1, 2, 3]");
  CHECK(pass.applied == 2);
  CHECK(pass.skipped == 0);
}

TEST_CASE("apply_fixes: a diagnostic's edits go in together, replace, insert and delete") {
  const FixPass pass = apply_fixes("abcdef", {with_fix({{0, 1, "A"}, {3, 3, "-"}, {4, 6, ""}})});
  CHECK(pass.text == "Abc-d");
  CHECK(pass.applied == 1);
}

TEST_CASE("apply_fixes: a fix that overlaps one taken already is skipped whole, the first kept") {
  // The second overlaps [1,3); its other edit (at 5) is not applied either.
  const FixPass pass =
      apply_fixes("abcdef", {with_fix({{1, 3, "X"}}), with_fix({{2, 4, "Y"}, {5, 5, "!"}}), with_fix({{4, 5, "E"}})});
  CHECK(pass.text == "aXdEf");
  CHECK(pass.applied == 2);
  CHECK(pass.skipped == 1);
}

TEST_CASE("apply_fixes: two insertions at one place overlap (their order would be a guess)") {
  const FixPass pass = apply_fixes("ab", {with_fix({{1, 1, "1"}}), with_fix({{1, 1, "2"}})});
  CHECK(pass.text == "a1b");
  CHECK(pass.skipped == 1);
  // An insertion right where a replacement ends does not overlap it.
  CHECK(apply_fixes("ab", {with_fix({{0, 1, "A"}}), with_fix({{1, 1, "+"}})}).text == "A+b");
}

TEST_CASE("apply_fixes: edits outside the text are skipped, not applied or trusted") {
  const FixPass pass = apply_fixes("ab", {with_fix({{1, 5, "x"}}), with_fix({{2, 1, "y"}})});
  CHECK(pass.text == "ab");
  CHECK(pass.applied == 0);
  CHECK(pass.skipped == 2);
}

TEST_CASE("unified_diff: nothing for equal texts, one hunk with 3 lines of context") {
  CHECK(unified_diff("f", "a\n", "a\n").empty());
  const std::string before = "1\n2\n3\n4\n5\n6\n7\n8\n9\n";
  const std::string after = "1\n2\n3\n4\nfive\n6\n7\n8\n9\n";
  CHECK(unified_diff("f.json5", before, after) ==
        "--- f.json5\n+++ f.json5\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n");
}

TEST_CASE("unified_diff: changes more than 6 lines apart are two hunks, nearer ones one") {
  std::string before, after;
  for (int i = 1; i <= 20; ++i) {
    before += std::to_string(i) + "\n";
    after += (i == 2 || i == 15 ? "x" : std::to_string(i)) + "\n";
  }
  CHECK(unified_diff("f", before, after) ==
        "--- f\n+++ f\n"
        "@@ -1,5 +1,5 @@\n 1\n-2\n+x\n 3\n 4\n 5\n"
        "@@ -12,7 +12,7 @@\n 12\n 13\n 14\n-15\n+x\n 16\n 17\n 18\n");
  // 6 unchanged lines between two changes: one hunk.
  std::string near;
  for (int i = 1; i <= 9; ++i) near += (i == 1 || i == 8 ? "x" : std::to_string(i)) + "\n";
  CHECK(unified_diff("f", "1\n2\n3\n4\n5\n6\n7\n8\n9\n", near) ==
        "--- f\n+++ f\n@@ -1,9 +1,9 @@\n-1\n+x\n 2\n 3\n 4\n 5\n 6\n 7\n-8\n+x\n 9\n");
}

TEST_CASE("unified_diff: added and removed lines, a missing final newline marked as diff -u does") {
  CHECK(unified_diff("f", "a\nb\n", "a\nnew\nb\n") == "--- f\n+++ f\n@@ -1,2 +1,3 @@\n a\n+new\n b\n");
  CHECK(unified_diff("f", "a\nb\nc\n", "a\nc\n") == "--- f\n+++ f\n@@ -1,3 +1,2 @@\n a\n-b\n c\n");
  CHECK(unified_diff("f", "[1 2]", "[1, 2]") ==
        "--- f\n+++ f\n@@ -1,1 +1,1 @@\n-[1 2]\n\\ No newline at end of file\n+[1, 2]\n\\ No newline at end of file\n");
  // From nothing: the empty range is numbered 0.
  CHECK(unified_diff("f", "", "a\n") == "--- f\n+++ f\n@@ -0,0 +1,1 @@\n+a\n");
}
