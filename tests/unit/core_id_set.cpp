#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/id_set.h"

using namespace llmfmt;

TEST_CASE("an id set finds each item by its text, through growth", "[core][id_set]") {
  std::vector<std::string> texts;
  IdSet set;
  const auto text_of = [&](std::uint32_t item) { return std::string_view(texts[item]); };
  for (std::uint32_t i = 0; i < 10000; ++i) {  // many growths (it starts at 64 slots, grows by half)
    texts.push_back("id" + std::to_string(i));
    REQUIRE(set.find(texts.back(), text_of) == IdSet::kNone);
    set.insert(i, texts.back(), text_of);
  }
  CHECK(set.size() == 10000);
  CHECK(set.find("id0", text_of) == 0);
  CHECK(set.find("id9999", text_of) == 9999);
  CHECK(set.find("id10000", text_of) == IdSet::kNone);
  CHECK(set.find("", text_of) == IdSet::kNone);
  std::size_t seen = 0, sum = 0;
  set.for_each([&](std::uint32_t item) { ++seen; sum += item; });
  CHECK(seen == 10000);
  CHECK(sum == 10000u * 9999u / 2);
}

TEST_CASE("an id set's item can be replaced by another with the same text", "[core][id_set]") {
  std::vector<std::string> texts{"a", "b", "a"};
  IdSet set;
  const auto text_of = [&](std::uint32_t item) { return std::string_view(texts[item]); };
  set.insert(0, "a", text_of);
  set.insert(1, "b", text_of);
  set.replace(2, "a", text_of);
  CHECK(set.find("a", text_of) == 2);
  CHECK(set.find("b", text_of) == 1);
  CHECK(set.size() == 2);
  set.clear();
  CHECK(set.size() == 0);
  CHECK(set.find("a", text_of) == IdSet::kNone);
}
