#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "core/edit_distance.h"

using namespace llmfmt;

TEST_CASE("edit distances count insertions, deletions, substitutions, and transpositions apart",
          "[core][edit_distance]") {
  CHECK(edit_distance("", "") == 0);
  CHECK(edit_distance("FROM", "FORM") == 2);  // a swap is two edits here
  CHECK(transposition_distance("FROM", "FORM") == 1);  // and one here
  CHECK(edit_distance("kitten", "sitting") == 3);
  CHECK(transposition_distance("kitten", "sitting") == 3);
  CHECK(edit_distance("abc", "") == 3);
}

TEST_CASE("the nearest name follows the rule it is given", "[core][edit_distance]") {
  const std::vector<std::string_view> names = {"THEN", "FROM", "DEF", "TYPE"};
  const Nearness two{[](std::size_t, std::size_t) -> std::size_t { return 2; }};
  const Nearness one{[](std::size_t, std::size_t) -> std::size_t { return 1; }};

  SECTION("within the edits allowed, the fewest win") {
    CHECK(nearest_name("FORM", names, two) == std::optional<std::string>("FROM"));
    CHECK(nearest_name("FORM", names, one) == std::nullopt);
    CHECK(nearest_name("TYPO", names, two) == std::optional<std::string>("TYPE"));
    CHECK(nearest_name("XXXXXXX", names, two) == std::nullopt);
  }
  SECTION("a transposition is one edit only when the rule says so") {
    Nearness swap = one;
    swap.transpositions = true;
    CHECK(nearest_name("FORM", names, swap) == std::optional<std::string>("FROM"));
  }
  SECTION("the edits allowed may depend on the word's size or the candidate's") {
    const Nearness third_of_word{[](std::size_t word, std::size_t) { return word / 3; }};
    CHECK(nearest_name("DEX", names, third_of_word) == std::optional<std::string>("DEF"));  // 3 / 3 = 1
    CHECK(nearest_name("DX", names, third_of_word) == std::nullopt);                        // 2 / 3 = 0
    const Nearness third_of_name{[](std::size_t, std::size_t name) { return name / 3; }};
    CHECK(nearest_name("THEX", names, third_of_name) == std::optional<std::string>("THEN"));  // 4 / 3 = 1
    CHECK(nearest_name("DE", names, third_of_name) == std::optional<std::string>("DEF"));     // 3 / 3 = 1
    CHECK(nearest_name("DE", names, third_of_word) == std::nullopt);                          // 2 / 3 = 0
  }
  SECTION("words and candidates past the caps are no match") {
    Nearness capped = two;
    capped.max_word = 3;
    CHECK(nearest_name("FORM", names, capped) == std::nullopt);
    CHECK(nearest_name("DEX", names, capped) == std::optional<std::string>("DEF"));
    capped.max_word = 8;
    capped.max_candidate = 3;
    CHECK(nearest_name("FORM", names, capped) == std::nullopt);  // FROM is 4 bytes
  }
  SECTION("ties go to the first in the list, or to the first in byte order") {
    const std::vector<std::string_view> tied = {"bb", "ab", "cb"};
    CHECK(nearest_name("xb", tied, one) == std::optional<std::string>("bb"));
    Nearness smallest = one;
    smallest.ties_to_smallest = true;
    CHECK(nearest_name("xb", tied, smallest) == std::optional<std::string>("ab"));
  }
  SECTION("a C array of names is a list too") {
    const char* const types[] = {"nat", "str", "int"};
    CHECK(nearest_name("inr", types, one) == std::optional<std::string>("int"));
  }
}
