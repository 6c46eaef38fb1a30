#include <catch2/catch.hpp>

#include <cctype>
#include <initializer_list>
#include <random>
#include <string>
#include <vector>

#include "core/characters.h"
#include "core/look_alikes.h"
#include "core/utf8.h"

using namespace llmfmt;

namespace {

// The UTF-8 of one code point (the tests name characters by code point, not by glyph).
std::string u(char32_t cp) {
  std::string s;
  utf8::append(s, cp);
  return s;
}

using CodePoints = std::initializer_list<char32_t>;

std::string ascii(char32_t cp) {
  const char* a = look_alikes::ascii_for(cp);
  return a ? a : "(not folded)";
}

}  // namespace

TEST_CASE("look-alikes fold to the ASCII they imitate", "[core][look_alikes]") {
  CHECK(ascii(0xFF1A) == ":");  // FULLWIDTH COLON (NFKC)
  CHECK(ascii(0xFF01) == "!");
  CHECK(ascii(0xFF5E) == "~");
  CHECK(ascii(0x0430) == "a");  // CYRILLIC SMALL LETTER A (confusable skeleton)
  CHECK(ascii(0x0421) == "C");  // CYRILLIC CAPITAL LETTER ES
  CHECK(ascii(0x0406) == "I");  // an uppercase letter: 'I', not 'l', '1' or '|' of the same skeleton
  CHECK(ascii(0x01C0) == "l");  // LATIN LETTER DENTAL CLICK: a caseless letter, the skeleton's own 'l'
  CHECK(ascii(0x0661) == "1");  // ARABIC-INDIC DIGIT ONE: a digit, '1'
  CHECK(ascii(0x05C0) == "|");  // HEBREW PUNCTUATION PASEQ: punctuation, '|'
  CHECK(ascii(0x039F) == "O");  // GREEK CAPITAL LETTER OMICRON
  CHECK(ascii(0x03BF) == "o");  // GREEK SMALL LETTER OMICRON
  for (char32_t quote : CodePoints{0x201C, 0x201D, 0x201E, 0x2033}) CHECK(ascii(quote) == "\"");
  for (char32_t quote : CodePoints{0x2018, 0x2019, 0x201A, 0x2032}) CHECK(ascii(quote) == "'");
  for (char32_t dash : CodePoints{0x2014, 0x2013, 0x2010, 0x2212, 0x2011, 0xFE58, 0xFF0D}) CHECK(ascii(dash) == "-");
  CHECK(ascii(0x2026) == "...");  // HORIZONTAL ELLIPSIS (NFKC)
  CHECK(ascii(0xFB01) == "fi");   // LATIN SMALL LIGATURE FI
  CHECK(ascii(0x00B2) == "2");    // SUPERSCRIPT TWO
}

TEST_CASE("invisible characters are removed and Unicode spaces become a space", "[core][look_alikes]") {
  for (char32_t removed : CodePoints{0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2060, 0xFEFF, 0x00AD, 0x202A, 0x202E,
                           0x2066, 0x2069, 0x034F, 0xFE0F, 0x0085, 0xE0041})
    CHECK(ascii(removed).empty());
  for (char32_t space : CodePoints{0x00A0, 0x2000, 0x2007, 0x200A, 0x202F, 0x205F, 0x3000}) CHECK(ascii(space) == " ");
}

TEST_CASE("letters with diacritics, other scripts and visible signs are not folded", "[core][look_alikes]") {
  // é ß ü Ж 名 ب, a Bengali four that looks like '8', Cyrillic ze that looks like '3',
  // the visible ARABIC NUMBER SIGN (a format character), LEFT-POINTING DOUBLE ANGLE QUOTATION MARK
  for (char32_t kept : CodePoints{0x00E9, 0x00DF, 0x00FC, 0x0416, 0x540D, 0x0628, 0x09EA, 0x0417, 0x0600, 0x00AB})
    CHECK(ascii(kept) == "(not folded)");
  CHECK(look_alikes::ascii_for('a') == nullptr);
  CHECK(look_alikes::ascii_for(0x1B) == nullptr);  // C0 controls are fold()'s, not the table's
}

TEST_CASE("every table entry is printable ASCII or empty", "[core][look_alikes]") {
  std::size_t entries = 0;
  for (char32_t cp = 0x80; cp <= 0x10FFFF; ++cp) {
    const char* a = look_alikes::ascii_for(cp);
    if (!a) continue;
    ++entries;
    for (const char* p = a; *p; ++p) REQUIRE((*p >= 0x20 && *p <= 0x7E));
  }
  CHECK(entries > 2000);  // 2494 from ICU 72.1; a broken lookup (unsorted table) finds far fewer
}

TEST_CASE("fold maps every folded byte back to the original", "[core][look_alikes]") {
  const std::string marker = "!!!GADGET_START" + u(0xFF1A) + "Search:s1";
  look_alikes::Fold f = look_alikes::fold(marker);
  CHECK(f.text == "!!!GADGET_START:Search:s1");
  REQUIRE(f.changed.size() == 1);
  CHECK(f.changed[0].offset == 15);
  CHECK(f.changed[0].length == 3);
  CHECK(f.changed[0].code_point == 0xFF1A);
  CHECK(f.changed[0].ascii == ":");
  REQUIRE(f.origin.size() == f.text.size() + 1);
  CHECK(f.origin[15] == 15);  // ':' comes from the full-width colon
  CHECK(f.origin[16] == 18);  // 'S' after it
  CHECK(f.origin.back() == marker.size());

  // A removed character leaves no byte; the next byte maps past it.
  f = look_alikes::fold("a" + u(0x200B) + "b");
  CHECK(f.text == "ab");
  CHECK(f.origin == std::vector<std::size_t>{0, 4, 5});
  REQUIRE(f.changed.size() == 1);
  CHECK(f.changed[0].offset == 1);
  CHECK(f.changed[0].length == 3);
  CHECK(f.changed[0].ascii.empty());

  // One character to several: each of "..." comes from the ellipsis.
  f = look_alikes::fold("x" + u(0x2026) + "y");
  CHECK(f.text == "x...y");
  CHECK(f.origin == std::vector<std::size_t>{0, 1, 1, 1, 4, 5});

  // A four-byte character and a kept non-ASCII letter.
  f = look_alikes::fold(u(0x1D400) + u(0x00E9) + u(0x2014));  // MATHEMATICAL BOLD CAPITAL A, é, EM DASH
  CHECK(f.text == "A" + u(0x00E9) + "-");
  CHECK(f.origin == std::vector<std::size_t>{0, 4, 5, 6, 9});
  REQUIRE(f.changed.size() == 2);
  CHECK(f.changed[1].offset == 6);
  CHECK(f.changed[1].code_point == 0x2014);

  // Quotes, a look-alike letter and NBSP in one line.
  f = look_alikes::fold(u(0x201C) + "b" + u(0x201D) + u(0x00A0) + "." + u(0x0421) + "ontext");
  CHECK(f.text == "\"b\" .Context");
  CHECK(f.changed.size() == 4);
}

TEST_CASE("fold removes C0 controls but TAB, LF and CR, and DEL", "[core][look_alikes]") {
  const look_alikes::Fold f = look_alikes::fold(std::string("a\x1B[31mb\x7F\tc\x00\r\n", 13));
  CHECK(f.text == "a[31mb\tc\r\n");
  REQUIRE(f.changed.size() == 3);
  CHECK(f.changed[0].code_point == 0x1B);
  CHECK(f.changed[1].code_point == 0x7F);
  CHECK(f.changed[2].code_point == 0x00);
  CHECK(f.changed[2].offset == 10);
  CHECK(f.origin == std::vector<std::size_t>{0, 2, 3, 4, 5, 6, 8, 9, 11, 12, 13});
}

TEST_CASE("fold keeps ill-formed UTF-8 bytes as they are", "[core][look_alikes]") {
  const std::string bad = "a\xFF" "b\xE2\x82" "c\xC0\xAF" + u(0xFF1A);  // stray, truncated, overlong
  const look_alikes::Fold f = look_alikes::fold(bad);
  CHECK(f.text == "a\xFF" "b\xE2\x82" "c\xC0\xAF:");
  CHECK(f.origin == std::vector<std::size_t>{0, 1, 2, 3, 4, 5, 6, 7, 8, 11});
  REQUIRE(f.changed.size() == 1);
  CHECK(f.changed[0].offset == 8);
  // a character cut at the end of the line is not half-folded
  CHECK(look_alikes::fold(u(0xFF1A).substr(0, 2)).text == u(0xFF1A).substr(0, 2));
}

TEST_CASE("may_fold is false exactly for ASCII without controls but TAB, LF and CR", "[core][look_alikes]") {
  CHECK_FALSE(look_alikes::may_fold(""));
  const std::string plain = "!!!GADGET_START:Search:s1 ~ key = \"value\"\t\r\n";
  CHECK_FALSE(look_alikes::may_fold(plain));
  std::string printable;
  for (char c = 0x20; c < 0x7F; ++c) printable += c;
  CHECK_FALSE(look_alikes::may_fold(printable));
  // each position of a line long enough for the word-at-a-time path and its tail
  for (std::size_t at = 0; at < plain.size(); ++at) {
    for (unsigned char b : std::initializer_list<unsigned char>{0x00, 0x01, 0x08, 0x0B, 0x0C, 0x1B, 0x1F, 0x7F}) {
      std::string s = plain;
      s[at] = static_cast<char>(b);
      CHECK(look_alikes::may_fold(s));
      CHECK(look_alikes::fold(s).text.size() == s.size() - 1);  // and fold removes it
    }
    for (unsigned char b : std::initializer_list<unsigned char>{0x80, 0xC3, 0xFF}) {  // ill-formed here: kept
      std::string s = plain;
      s[at] = static_cast<char>(b);
      CHECK(look_alikes::may_fold(s));
    }
    for (char b : {'\t', '\n', '\r', ' ', '~'}) {
      std::string s = plain;
      s[at] = b;
      CHECK_FALSE(look_alikes::may_fold(s));
    }
  }
  CHECK(look_alikes::may_fold(u(0x00E9)));  // any non-ASCII byte, folded or not
  CHECK(look_alikes::fold(plain).text == plain);
}

TEST_CASE("name gives the code point and its Unicode name", "[core][look_alikes]") {
  CHECK(look_alikes::name(0xFF1A) == "U+FF1A FULLWIDTH COLON");
  CHECK(look_alikes::name(0x200B) == "U+200B ZERO WIDTH SPACE");
  CHECK(look_alikes::name(0x00A0) == "U+00A0 NO-BREAK SPACE");
  CHECK(look_alikes::name(0x0421) == "U+0421 CYRILLIC CAPITAL LETTER ES");
  CHECK(look_alikes::name(0x201C) == "U+201C LEFT DOUBLE QUOTATION MARK");
  CHECK(look_alikes::name(0x1D400) == "U+1D400 MATHEMATICAL BOLD CAPITAL A");
  CHECK(look_alikes::name(0x1B) == "U+001B <control>");
  CHECK(look_alikes::name(0x7F) == "U+007F <control>");
  CHECK(look_alikes::name(0x540D) == "U+540D");  // not in the table: the code point alone
  CHECK(look_alikes::name('a') == "U+0061");
}

TEST_CASE("fold's changes and map agree on random input", "[core][look_alikes]") {
  // pieces: ASCII, controls, look-alikes, a kept letter, a four-byte character, cut and stray bytes
  const std::vector<std::string> pieces = {"a", ":", " ", "\t", "\r\n", std::string(1, '\0'), "\x1B", "\x7F",
                                           u(0xFF1A), u(0x200B), u(0x2026), u(0x0430), u(0x00A0), u(0x00E9),
                                           u(0x1D400), u(0xFEFF), "\xFF", "\xE2\x80", "\x80"};
  std::mt19937 random(31);
  for (int round = 0; round < 2000; ++round) {
    std::string s;
    const int length = static_cast<int>(random() % 12);
    for (int k = 0; k < length; ++k) s += pieces[random() % pieces.size()];
    const look_alikes::Fold f = look_alikes::fold(s);
    REQUIRE(f.origin.size() == f.text.size() + 1);
    CHECK(f.origin.back() == s.size());
    for (std::size_t i = 1; i < f.origin.size(); ++i) REQUIRE(f.origin[i - 1] <= f.origin[i]);
    // Replacing each changed character by its ASCII in the original gives the folded text, and
    // every folded byte maps to its own byte or to the character it came from.
    std::string rebuilt;
    std::size_t at = 0;
    for (const look_alikes::Folded& c : f.changed) {
      REQUIRE(c.offset >= at);
      rebuilt.append(s, at, c.offset - at);
      for (std::size_t k = 0; k < c.ascii.size(); ++k) CHECK(f.origin[rebuilt.size() + k] == c.offset);
      rebuilt += c.ascii;
      at = c.offset + c.length;
    }
    rebuilt.append(s, at, std::string::npos);
    CHECK(rebuilt == f.text);
    std::vector<bool> folded_at(s.size() + 1, false);
    for (const look_alikes::Folded& c : f.changed) folded_at[c.offset] = true;
    for (std::size_t i = 0; i < f.text.size(); ++i)
      if (!folded_at[f.origin[i]]) REQUIRE(f.text[i] == s[f.origin[i]]);  // a kept byte maps to itself
    if (!look_alikes::may_fold(s)) CHECK((f.text == s && f.changed.empty()));
  }
}

TEST_CASE("a name's look-alike letters become the letters they imitate, in every table entry", "[core][look_alikes]") {
  const auto alnum = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
  std::size_t letters = 0;
  for (char32_t cp = 0x80; cp <= 0x10FFFF; ++cp) {
    const char* a = look_alikes::ascii_for(cp);
    if (!a || (cp >= 0x100 && cp <= 0x17F)) continue;  // Latin Extended-A: the accents' table (ı → i)
    const std::string imitated = a;
    const bool letter = imitated.size() == 1 && alnum(imitated[0]);
    if (!letter && !imitated.empty()) continue;
    ++letters;
    // In a Latin name: the letter it imitates (an invisible one: nothing).
    CAPTURE(static_cast<unsigned>(cp));
    REQUIRE(characters::ascii_name("ab" + u(cp) + "cd", alnum) == "ab" + imitated + "cd");
    // In a name that holds a letter of another script the table does not fold (U+540D): '_'.
    REQUIRE(characters::ascii_name("ab" + u(cp) + u(0x540D), alnum) == "ab__");
  }
  CHECK(letters > 1000);
  // A look-alike of a character the name may not hold is '_' (a Unicode dash in a name of letters).
  CHECK(characters::ascii_name("a" + u(0x2013) + "b", alnum) == "a_b");
}

TEST_CASE("a name's Unicode spaces before and after it go, those inside are '_'", "[core][look_alikes]") {
  const auto alnum = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
  std::size_t spaces = 0;
  for (char32_t cp = 0x80; cp <= 0x10FFFF; ++cp) {
    const char* a = look_alikes::ascii_for(cp);
    if (!a || std::string(a) != " ") continue;
    ++spaces;
    CAPTURE(static_cast<unsigned>(cp));
    REQUIRE(characters::ascii_name(u(cp) + "path" + u(cp) + u(cp), alnum) == "path");
    REQUIRE(characters::ascii_name("pa" + u(cp) + "th", alnum) == "pa_th");
    REQUIRE(characters::ascii_name(u(cp), alnum) == "_");  // nothing left: a name needs a character
  }
  CHECK(spaces >= 15);  // NBSP, U+1680, U+2000–U+200A, U+202F, U+205F, U+3000
}
