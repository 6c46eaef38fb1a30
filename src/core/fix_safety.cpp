#include "core/fix_safety.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>

namespace llmfmt {
namespace {

// As `llmfmt fix` takes edits (src/cli/fixes.cpp apply_fixes): two at one place overlap.
bool overlaps(const std::vector<const Edit*>& taken, const Edit& e) {
  for (const Edit* t : taken) {
    const std::size_t a = t->range.start.offset, b = t->range.end.offset;
    const std::size_t c = e.range.start.offset, d = e.range.end.offset;
    if (a == c || (a < d && c < b)) return true;
  }
  return false;
}

// `text` with `edits` applied (they do not overlap).
std::string applied(std::string_view text, std::vector<const Edit*> edits) {
  std::sort(edits.begin(), edits.end(),
            [](const Edit* a, const Edit* b) { return a->range.start.offset < b->range.start.offset; });
  std::string out;
  std::size_t from = 0;
  for (const Edit* e : edits) {
    out.append(text.substr(from, e->range.start.offset - from));
    out += e->text;
    from = e->range.end.offset;
  }
  out.append(text.substr(from));
  return out;
}

// Where offset `at` lies once `edits` are applied: [low, high] (an edit that starts right there
// may put it before or after what it inserts).
std::pair<std::size_t, std::size_t> moved(std::size_t at, const std::vector<const Edit*>& edits) {
  long low = 0, high = 0;
  for (const Edit* e : edits) {
    const long delta = static_cast<long>(e->text.size()) - static_cast<long>(e->range.end.offset - e->range.start.offset);
    if (e->range.end.offset <= at && e->range.start.offset < at) low += delta, high += delta;
    else if (e->range.start.offset == at) high += std::max(0L, delta);
  }
  return {static_cast<std::size_t>(static_cast<long>(at) + low), static_cast<std::size_t>(static_cast<long>(at) + high)};
}

// The errors of `ds`, but those of the codes in `unmasked`.
std::size_t errors(const std::vector<Diagnostic>& ds, const std::vector<std::string>& unmasked) {
  return static_cast<std::size_t>(std::count_if(ds.begin(), ds.end(), [&](const Diagnostic& d) {
    return d.severity == Severity::error && std::find(unmasked.begin(), unmasked.end(), d.code) == unmasked.end();
  }));
}

}  // namespace

const std::vector<std::string>& may_unmask(const std::string& fixed) {
  // Each entry: an error of the first code kept the parser from checking what the others check.
  static const std::map<std::string, std::vector<std::string>> table = {
      // A line a near-miss fix makes syntax again (a marker, delimiter, directive, command, header
      // behind a look-alike, an invisible character, a Unicode space or a Markdown prefix) is read
      // by the grammar for the first time: whatever it says about it was hidden, of any code ("*").
      // These fixes are held to their own promise instead: the line folds to syntax in the same
      // grammar (the look-alike property test, docs/decisions.md "Near misses").
      {"LOOK_ALIKE_CHARACTER", {"*"}},
      {"INVISIBLE_CHARACTER", {"*"}},
      {"UNICODE_SPACE", {"*"}},
      {"LONE_CR", {"*"}},  // a marker or directive behind a lone CR: its fix makes it begin a line
      {"MARKDOWN_PREFIX", {"*"}},
      // A TELT header that reads again opens its block, and a block without a block_fatal hash
      // mismatch is usable again: the block is checked for the first time.
      {"INVALID_BLOCK_START", {"*"}},
      {"HASH_MISMATCH", {"*"}},
      // A TELT command whose name is fixed is now known, so its parameters are checked
      // (docs/formats/telt.md §5.2).
      {"UNKNOWN_COMMAND", {"MISSING_REQUIRED_PARAM", "UNKNOWN_PARAM"}},
      {"MALFORMED_COMMAND", {"MISSING_REQUIRED_PARAM", "UNKNOWN_PARAM", "UNKNOWN_COMMAND"}},
      // An llmist header that reads again has its dependencies resolved (docs/formats/llmist.md §4).
      {"INVALID_HEADER", {"UNKNOWN_DEPENDENCY", "DEPENDENCY_CYCLE", "DUPLICATE_ID"}},
      // An llmist block with an invalid pointer builds no parameters (docs/formats/llmist.md §8.3):
      // a fixed pointer has its block's parameters built, and what building checks is checked.
      {"INVALID_POINTER", {"ARRAY_INDEX_GAP", "INVALID_ARRAY_INDEX", "TYPE_CONFLICT", "NESTING_TOO_DEEP"}},
      // A GaryML name that is valid again is looked up among the known directives.
      {"INVALID_NAME", {"UNKNOWN_DIRECTIVE", "MISSING_REQUIRED_PARAM"}},
      // JSON5 `inf` → `Infinity`: a non-finite number, which always warns (json5.md §6.2); a word
      // quoted is a string, whose escapes and characters are then checked as a string's (§4.3).
      {"INVALID_VALUE", {"NON_FINITE_NUMBER", "LONE_SURROGATE", "LINE_SEPARATOR_IN_STRING"}},
      {"INVALID_NUMBER", {"NON_FINITE_NUMBER"}},  // `-inf` → `-Infinity`, as INVALID_VALUE's `inf`
  };
  static const std::vector<std::string> none;
  const auto found = table.find(fixed);
  return found == table.end() ? none : found->second;
}

bool makes_syntax_again(std::string_view code) {
  const std::vector<std::string>& unmasked = may_unmask(std::string(code));
  return std::find(unmasked.begin(), unmasked.end(), "*") != unmasked.end();
}

void keep_safe_fixes(std::string_view text, std::vector<Diagnostic>& diagnostics,
                     const std::function<std::vector<Diagnostic>(std::string_view)>& check) {
  if (std::none_of(diagnostics.begin(), diagnostics.end(),
                   [](const Diagnostic& d) { return !d.fix.empty() && !makes_syntax_again(d.code); }))
    return;  // nothing to check (the common case: no copy, no second reading)
  std::size_t budget = 4 * text.size() + 64 * 1024;  // bytes that may still be read again
  std::vector<const Edit*> taken;                     // what `llmfmt fix` applies in this pass, so far
  std::vector<Diagnostic> base = diagnostics;         // the diagnostics of `text` with `taken` applied
  bool base_known = true;
  std::set<std::string> codes;
  for (const Diagnostic& d : diagnostics) codes.insert(d.code);
  const auto overlapping = [&](const Diagnostic& d) {
    return std::any_of(d.fix.begin(), d.fix.end(), [&](const Edit& e) { return overlaps(taken, e); });
  };
  // The near-miss fixes first, as they are; then each other fix on top of them and of the ones
  // kept before it. One that overlaps a fix taken already loses its edits (`llmfmt fix` would
  // not apply it in this pass; the next pass decides anew).
  for (const Diagnostic& d : diagnostics) {
    if (d.fix.empty() || !makes_syntax_again(d.code) || overlapping(d)) continue;
    for (const Edit& e : d.fix) taken.push_back(&e);
    base_known = false;
  }
  for (Diagnostic& d : diagnostics) {
    if (d.fix.empty() || makes_syntax_again(d.code)) continue;
    if (overlapping(d)) {  // not applied in this pass, so not checked: the next pass decides
      d.fix.clear();
      continue;
    }
    const std::string before = applied(text, taken);
    std::vector<const Edit*> with = taken;
    for (const Edit& e : d.fix) with.push_back(&e);
    const std::string after = applied(text, with);
    if (before.size() + after.size() > budget) {
      d.fix.clear();
      continue;
    }
    if (!base_known) {
      budget -= before.size();
      base = check(before);
      for (const Diagnostic& b : base) codes.insert(b.code);
      base_known = true;
    }
    budget -= after.size();
    const std::vector<Diagnostic> fixed = check(after);
    const std::pair<std::size_t, std::size_t> at = moved(d.span.start.offset, with);  // (no structured binding: a lambda reads it)
    const bool gone = std::none_of(fixed.begin(), fixed.end(), [&](const Diagnostic& f) {
      return f.code == d.code && f.span.start.offset >= at.first && f.span.start.offset <= at.second;
    });
    // The promises of docs/decisions.md: what the fix may unmask aside, no new code, fewer errors.
    const std::vector<std::string>& unmasked = may_unmask(d.code);
    const bool no_new_code = std::all_of(fixed.begin(), fixed.end(), [&](const Diagnostic& f) {
      return codes.count(f.code) > 0 || std::find(unmasked.begin(), unmasked.end(), f.code) != unmasked.end();
    });
    const bool fewer = errors(fixed, unmasked) + (d.severity == Severity::error ? 1 : 0) <= errors(base, unmasked);
    if (!gone || !no_new_code || !fewer) {
      d.fix.clear();
      continue;
    }
    for (const Edit& e : d.fix) taken.push_back(&e);
    base = fixed;
  }
}

}  // namespace llmfmt
