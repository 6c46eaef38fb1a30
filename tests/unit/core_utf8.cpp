#include <catch2/catch.hpp>

#include "core/utf8.h"
#include "llmfmt/core/json.h"

using namespace llmfmt;

TEST_CASE("well-formed sequences are recognised", "[core][utf8]") {
  CHECK(utf8::sequence_length("a", 0) == 1);
  CHECK(utf8::sequence_length("\xC3\xA9", 0) == 2);          // é
  CHECK(utf8::sequence_length("\xE2\x82\xAC", 0) == 3);      // €
  CHECK(utf8::sequence_length("\xF0\x9F\x98\x80", 0) == 4);  // 😀
}

TEST_CASE("ill-formed sequences are rejected byte by byte", "[core][utf8]") {
  CHECK(utf8::sequence_length("\x80", 0) == 0);              // stray continuation
  CHECK(utf8::sequence_length("\xC0\xAF", 0) == 0);          // overlong
  CHECK(utf8::sequence_length("\xED\xA0\x80", 0) == 0);      // surrogate
  CHECK(utf8::sequence_length("\xF4\x90\x80\x80", 0) == 0);  // above U+10FFFF
  CHECK(utf8::sequence_length("\xE2\x82", 0) == 0);          // truncated
  CHECK(utf8::first_invalid("ab\xC3\xA9\xFFz") == 4);
  CHECK(utf8::first_invalid("fine") == std::string_view::npos);
}

TEST_CASE("an ill-formed subsequence is its maximal subpart (WHATWG Encoding Standard)", "[core][utf8]") {
  CHECK(utf8::ill_formed_length("\xE2\x82z", 0) == 2);          // a truncated sequence: one
  CHECK(utf8::ill_formed_length("\xE2\x82", 0) == 2);           // ... at the end of the input too
  CHECK(utf8::ill_formed_length("\xF0\x9F\x98", 0) == 3);
  CHECK(utf8::ill_formed_length("\xC0\xAF", 0) == 1);           // C0 leads nothing
  CHECK(utf8::ill_formed_length("\xED\xA0\x80", 0) == 1);       // A0 cannot follow ED
  CHECK(utf8::ill_formed_length("\xE0\x80\x80", 0) == 1);       // 80 cannot follow E0
  CHECK(utf8::ill_formed_length("\xF4\x90\x80\x80", 0) == 1);   // 90 cannot follow F4
  CHECK(utf8::ill_formed_length("\x80\x80", 0) == 1);
  CHECK(utf8::ill_formed_length("\xFF", 0) == 1);
}

TEST_CASE("columns count code points, each ill-formed subsequence as one", "[core][utf8]") {
  CHECK(utf8::columns("") == 0);
  CHECK(utf8::columns("h\xC3\xA9llo") == 5);
  CHECK(utf8::columns("\xFF\xFE") == 2);
  CHECK(utf8::columns("\xE2\x82z") == 2);
}

TEST_CASE("truncate never splits a sequence", "[core][utf8]") {
  CHECK(utf8::truncate("\xE2\x82\xAC\xE2\x82\xAC", 4) == "\xE2\x82\xAC");
  CHECK(utf8::truncate("abc", 10) == "abc");
}

TEST_CASE("to_valid_utf8 puts one U+FFFD per maximal subpart", "[core][utf8]") {
  // Python's bytes.decode("utf-8", "replace") and JavaScript's TextDecoder give the same.
  const std::string fffd = "\xEF\xBF\xBD";
  CHECK(to_valid_utf8("a\xE2\x82z") == "a" + fffd + "z");
  CHECK(to_valid_utf8("\xC0\xAF") == fffd + fffd);
  CHECK(to_valid_utf8("\xED\xA0\x80") == fffd + fffd + fffd);
  CHECK(to_valid_utf8("\xF4\x90\x80\x80") == fffd + fffd + fffd + fffd);
  CHECK(to_valid_utf8("\xF0\x9F\x98") == fffd);
  CHECK(to_valid_utf8("ok") == "ok");
}
