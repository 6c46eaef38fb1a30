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

std::string applied_edits(std::string_view text, std::vector<const Edit*> edits) {
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
      {"SPACED_DIRECTIVE", {"*"}},  // a DSL directive a blank after its '/' hid (`/ THEN`)
      {"INDENTED_MARKER", {"*"}},  // an llmist marker behind plain blanks: its fix makes it begin a line
      // A TELT header that reads again opens its block, and a block without a block_fatal hash
      // mismatch is usable again: the block is checked for the first time.
      {"INVALID_BLOCK_START", {"*"}},
      {"HASH_MISMATCH", {"*"}},
      // A TELT command whose name is fixed is now known, so its parameters are checked
      // (docs/formats/telt.md §5.2).
      {"UNKNOWN_COMMAND", {"MISSING_REQUIRED_PARAM", "UNKNOWN_PARAM", "DUPLICATE_PARAM", "RESERVED_PATH",
                           "HIDDEN_CHARACTER_IN_PATH", "INVALID_PATH"}},
      {"MALFORMED_COMMAND", {"MISSING_REQUIRED_PARAM", "UNKNOWN_PARAM", "DUPLICATE_PARAM", "RESERVED_PATH",
                             "HIDDEN_CHARACTER_IN_PATH", "INVALID_PATH", "UNKNOWN_COMMAND"}},
      // TELT text before a block's first command skips the lines after it up to the next command
      // (docs/formats/telt.md §6.1): commented out, they are read for the first time.
      {"UNEXPECTED_CONTENT", {"ORPHANED_PARAMETER", "INVALID_BLOCK_START", "HASH_MISMATCH", "UNICODE_SPACE"}},
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
      // JSON5 COMMENT_ENDED_EARLY holds only when the text read with the comment running on has no
      // error the text lacks (json5.md §3.2): trailing content deleted is not read there either
      // (`*/* a /* b */ c */ 1"`: the `1"` kept it from holding).
      {"TRAILING_CONTENT", {"COMMENT_ENDED_EARLY"}},
  };
  static const std::vector<std::string> none;
  const auto found = table.find(fixed);
  return found == table.end() ? none : found->second;
}

namespace {
// The driver's near-miss warnings (src/core/line_driver.h), whose fixes the look-alike property
// test holds to their promise.
bool is_near_miss(std::string_view code) {
  return code == "LOOK_ALIKE_CHARACTER" || code == "INVISIBLE_CHARACTER" || code == "UNICODE_SPACE" ||
         code == "LONE_CR" || code == "MARKDOWN_PREFIX" || code == "INDENTED_MARKER";
}
}  // namespace

bool makes_syntax_again(std::string_view code) {
  const std::vector<std::string>& unmasked = may_unmask(std::string(code));
  return std::find(unmasked.begin(), unmasked.end(), "*") != unmasked.end();
}

void keep_safe_fixes(std::string_view text, std::vector<Diagnostic>& diagnostics,
                     const std::function<std::vector<Diagnostic>(std::string_view)>& check) {
  // Nothing to check (the common case: no copy, no second reading): no fix, or near misses' only.
  if (std::all_of(diagnostics.begin(), diagnostics.end(), [](const Diagnostic& d) { return d.fix.empty() || is_near_miss(d.code); }))
    return;
  std::size_t budget = 4 * text.size() + 64 * 1024;  // bytes that may still be read again
  std::vector<const Edit*> taken;                     // what `llmfmt fix` applies in this pass, so far
  std::vector<Diagnostic> base = diagnostics;         // the diagnostics of `text` with `taken` applied
  bool base_known = true;
  std::set<std::string> codes;
  for (const Diagnostic& d : diagnostics) codes.insert(d.code);
  const auto overlapping = [&](const Diagnostic& d) {
    return std::any_of(d.fix.begin(), d.fix.end(), [&](const Edit& e) { return overlaps(taken, e); });
  };
  // The fixes that make lines syntax again first (the near misses, a TELT header or hash); then
  // each other fix on top of them and of the ones kept before it. One that overlaps a fix taken
  // already loses its edits (`llmfmt fix` would not apply it in this pass; the next pass decides
  // anew).
  std::vector<Diagnostic*> again;  // the fixes that make lines syntax again, taken
  for (Diagnostic& d : diagnostics) {
    if (d.fix.empty() || !makes_syntax_again(d.code) || overlapping(d)) continue;
    for (const Edit& e : d.fix) taken.push_back(&e);
    again.push_back(&d);
    base_known = false;
  }
  // They are not held to the promises (what they bring back is the text's own), but each one's
  // own diagnostic must be gone once they are all applied: one that still stands where it was (a
  // TELT END line written with the hash of the block that a near miss's fix then cuts short, or a
  // header inside it opens) loses its edits, and the rest are read again. Only when one of them
  // is no near miss's: those answer to the look-alike property (tests/look_alike_property.cpp),
  // and a text whose other fixes are all near misses' is not read again.
  const auto still_there = [](const Diagnostic& d, const std::vector<const Edit*>& with, const std::vector<Diagnostic>& fixed) {
    const std::pair<std::size_t, std::size_t> at = moved(d.span.start.offset, with);
    return std::any_of(fixed.begin(), fixed.end(), [&](const Diagnostic& f) {
      return f.code == d.code && f.span.start.offset >= at.first && f.span.start.offset <= at.second;
    });
  };
  while (std::any_of(again.begin(), again.end(), [](const Diagnostic* d) { return !is_near_miss(d->code); })) {
    const std::string after = applied_edits(text, taken);
    if (after.size() > budget) break;
    budget -= after.size();
    std::vector<Diagnostic> fixed = check(after);
    std::vector<Diagnostic*> kept;
    for (Diagnostic* d : again)
      if (still_there(*d, taken, fixed)) {
        taken.erase(std::remove_if(taken.begin(), taken.end(),
                                   [&](const Edit* e) { return e >= d->fix.data() && e < d->fix.data() + d->fix.size(); }),
                    taken.end());
        d->fix.clear();
      } else {
        kept.push_back(d);
      }
    if (kept.size() == again.size()) {  // the reading of the text with them: the base of the rest
      base = std::move(fixed);
      for (const Diagnostic& b : base) codes.insert(b.code);
      base_known = true;
      break;
    }
    again = std::move(kept);
  }
  const std::vector<const Diagnostic*> taken_again(again.begin(), again.end());
  const auto promises_kept = [&](const std::vector<const Diagnostic*>& tried, const std::vector<const Edit*>& with,
                                 const std::vector<Diagnostic>& fixed) {
    std::vector<std::string> unmasked;
    std::size_t fixed_errors = 0;
    for (const Diagnostic* d : tried) {
      const std::vector<std::string>& more = may_unmask(d->code);
      unmasked.insert(unmasked.end(), more.begin(), more.end());
    }
    // (Errors of the codes unmasked are counted on neither side: a fixed one of them neither.)
    for (const Diagnostic* d : tried)
      if (d->severity == Severity::error && std::find(unmasked.begin(), unmasked.end(), d->code) == unmasked.end())
        ++fixed_errors;
    for (const std::vector<const Diagnostic*>* fixes : {&tried, &taken_again})  // theirs and the near misses'
      for (const Diagnostic* d : *fixes)
        if (still_there(*d, with, fixed)) return false;
    // The promises of docs/decisions.md: what the fixes may unmask aside, no new code, fewer errors.
    const bool no_new_code = std::all_of(fixed.begin(), fixed.end(), [&](const Diagnostic& f) {
      return codes.count(f.code) > 0 || std::find(unmasked.begin(), unmasked.end(), f.code) != unmasked.end();
    });
    return no_new_code && errors(fixed, unmasked) + fixed_errors <= errors(base, unmasked);
  };
  const auto read_base = [&](const std::string& before) {
    if (base_known) return;
    budget -= before.size();
    base = check(before);
    for (const Diagnostic& b : base) codes.insert(b.code);
    base_known = true;
  };

  // Most texts' fixes are independent (a typo here, a missing delimiter there): all of them at
  // once, read once, keep each one's promise, and none needs a reading of its own. Only when they
  // do not is each tried in turn, on top of those kept before it.
  {
    std::vector<const Diagnostic*> tried;
    std::vector<const Edit*> with = taken;
    for (const Diagnostic& d : diagnostics) {
      if (d.fix.empty() || makes_syntax_again(d.code)) continue;
      if (std::any_of(d.fix.begin(), d.fix.end(), [&](const Edit& e) { return overlaps(with, e); })) continue;
      tried.push_back(&d);
      for (const Edit& e : d.fix) with.push_back(&e);
    }
    const std::string before = applied_edits(text, taken), after = applied_edits(text, with);
    if (tried.size() > 1 && before.size() + after.size() <= budget) {
      read_base(before);
      budget -= after.size();
      if (promises_kept(tried, with, check(after))) {
        for (Diagnostic& d : diagnostics)  // those that overlap one tried: not applied in this pass
          if (!d.fix.empty() && !makes_syntax_again(d.code) && std::find(tried.begin(), tried.end(), &d) == tried.end())
            d.fix.clear();
        return;
      }
    }
  }
  for (Diagnostic& d : diagnostics) {
    if (d.fix.empty() || makes_syntax_again(d.code)) continue;
    if (overlapping(d)) {  // not applied in this pass, so not checked: the next pass decides
      d.fix.clear();
      continue;
    }
    const std::string before = applied_edits(text, taken);
    std::vector<const Edit*> with = taken;
    for (const Edit& e : d.fix) with.push_back(&e);
    const std::string after = applied_edits(text, with);
    if (before.size() + after.size() > budget) {
      d.fix.clear();
      continue;
    }
    read_base(before);
    budget -= after.size();
    std::vector<Diagnostic> fixed = check(after);
    if (!promises_kept({&d}, with, fixed)) {
      d.fix.clear();
      continue;
    }
    for (const Edit& e : d.fix) taken.push_back(&e);
    base = std::move(fixed);
    for (const Diagnostic& b : base) codes.insert(b.code);  // (what it unmasked is the text's now)
  }
}

}  // namespace llmfmt
