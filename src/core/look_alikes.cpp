#include "core/look_alikes.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iterator>
#include <numeric>
#include <optional>

#include "core/characters.h"
#include "core/utf8.h"

namespace llmfmt::look_alikes {

namespace {

struct FoldEntry {
  char32_t code_point;
  const char* ascii;
  const char* name;
};

#include "core/fold_table.inc"

// Lookups are binary searches.
template <std::size_t n>
constexpr bool strictly_sorted(const FoldEntry (&table)[n]) {
  for (std::size_t i = 1; i < n; ++i)
    if (!(table[i - 1].code_point < table[i].code_point)) return false;
  return true;
}
static_assert(strictly_sorted(kFoldTable) && strictly_sorted(kControls));

const FoldEntry* find(const FoldEntry* begin, const FoldEntry* end, char32_t code_point) {
  const FoldEntry* it = std::lower_bound(
      begin, end, code_point, [](const FoldEntry& e, char32_t cp) { return e.code_point < cp; });
  return it != end && it->code_point == code_point ? it : nullptr;
}

const FoldEntry* entry(char32_t code_point) {
  if (code_point < 0x80) return find(std::begin(kControls), std::end(kControls), code_point);
  return find(std::begin(kFoldTable), std::end(kFoldTable), code_point);
}

// A C0 control the fold removes: all but TAB, LF and CR; and DEL.
bool removed_control(unsigned char b) {
  return (b < 0x20 && b != '\t' && b != '\n' && b != '\r') || b == 0x7F;
}

// Whether any byte of an 8-byte word is >= 0x80, < 0x20 or 0x7F (the caller then looks closer:
// TAB, LF and CR set it too).
bool word_may_fold(std::uint64_t w) {
  constexpr std::uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
  const std::uint64_t below_space = (w - ones * 0x20) & ~w;  // high bit where a byte < 0x20
  const std::uint64_t x = w ^ (ones * 0x7F);                 // zero byte where a byte is DEL
  const std::uint64_t del = (x - ones) & ~x;
  return ((w | below_space | del) & highs) != 0;
}

// Appends bytes [from, from + length) of `s` to `out`, each byte's origin its own offset (none
// where `origin` is false).
void keep(Fold& out, std::string_view s, std::size_t from, std::size_t length, bool origin = true) {
  out.text.append(s.data() + from, length);
  if (!origin) return;
  const std::size_t at = out.origin.size();
  out.origin.resize(at + length);
  std::iota(out.origin.begin() + static_cast<std::ptrdiff_t>(at), out.origin.end(), from);
}

// Where the run of bytes from `i` on that the fold keeps as they are (ASCII, no removed control)
// ends: eight bytes at a time, as may_fold reads.
std::size_t plain_run_end(std::string_view s, std::size_t i) {
  for (; i + 8 <= s.size(); i += 8) {
    std::uint64_t w;
    std::memcpy(&w, s.data() + i, 8);
    if (word_may_fold(w)) break;
  }
  while (i < s.size() && static_cast<unsigned char>(s[i]) < 0x80 && !removed_control(static_cast<unsigned char>(s[i])))
    ++i;
  return i;
}

}  // namespace

Fold fold_only(std::string_view bytes, const std::vector<const Folded*>& use) {
  Fold out;
  out.text.reserve(bytes.size());
  out.origin.reserve(bytes.size() + 1);
  std::size_t copied = 0;
  for (const Folded* f : use) {
    keep(out, bytes, copied, f->offset - copied);
    out.text += f->ascii;
    out.origin.insert(out.origin.end(), f->ascii.size(), f->offset);
    copied = f->offset + f->length;
  }
  keep(out, bytes, copied, bytes.size() - copied);
  out.origin.push_back(bytes.size());
  out.changed.reserve(use.size());
  for (const Folded* f : use) out.changed.push_back(*f);
  return out;
}

bool may_fold(std::string_view s) { return plain_run_end(s, 0) < s.size(); }

Fold fold(std::string_view s, bool with_origin) {
  Fold out;
  out.text.reserve(s.size());
  if (with_origin) out.origin.reserve(s.size() + 1);
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t run = plain_run_end(s, i);  // plain ASCII is copied a run at a time
    if (run > i) {
      keep(out, s, i, run - i, with_origin);
      i = run;
      continue;
    }
    const std::optional<utf8::Decoded> d = utf8::decode(s, i);
    if (!d) {  // an ill-formed byte stays: reporting it is INVALID_UTF8's job
      keep(out, s, i, 1, with_origin);
      ++i;
      continue;
    }
    const FoldEntry* e = entry(d->code_point);
    if (!e) {
      keep(out, s, i, d->length, with_origin);
    } else {
      const std::string_view ascii = e->ascii;
      out.text += ascii;
      if (with_origin) out.origin.insert(out.origin.end(), ascii.size(), i);
      out.changed.push_back(Folded{i, d->length, d->code_point, ascii});
    }
    i += d->length;
  }
  if (with_origin) out.origin.push_back(s.size());
  return out;
}

std::string name(char32_t code_point) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "U+%04X", static_cast<unsigned>(code_point));
  std::string out = buffer;
  if (const FoldEntry* e = entry(code_point)) (out += ' ') += e->name;
  return out;
}

std::string describe(const Folded& f, const std::string& where) {
  return name(f.code_point) + " at " + where +
         (f.ascii.empty() ? std::string(" (invisible)") : " (looks like '" + std::string(f.ascii) + "')");
}

const char* ascii_for(char32_t code_point) {
  if (code_point < 0x80) return nullptr;
  const FoldEntry* e = entry(code_point);
  return e ? e->ascii : nullptr;
}

}  // namespace llmfmt::look_alikes
