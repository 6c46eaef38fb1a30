#include "cli/fixes.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <set>

#include "core/fix_safety.h"
#include "core/terminal_text.h"
#include "core/utf8.h"

namespace llmfmt::cli {
namespace {

// ---- applying edits --------------------------------------------------------------------------

bool overlaps(const Edit& a, const Edit& b) {
  const std::size_t as = a.range.start.offset, ae = a.range.end.offset;
  const std::size_t bs = b.range.start.offset, be = b.range.end.offset;
  if (as == bs) return true;  // two edits at one place: their order would be a guess
  return as < be && bs < ae;
}

// ---- unified diff ----------------------------------------------------------------------------

// The lines of `text`, each with its terminator ('\n'; the last may have none).
std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty()) {
    const std::size_t nl = text.find('\n');
    const std::size_t n = nl == std::string_view::npos ? text.size() : nl + 1;
    lines.push_back(text.substr(0, n));
    text.remove_prefix(n);
  }
  return lines;
}

enum class Op : char { same = ' ', removed = '-', added = '+' };
struct Step {
  Op op;
  std::size_t line;  // in `before` for same and removed, in `after` for added
};

// The shortest edit script from a to b (Myers' greedy algorithm, each round's frontier kept for
// the way back: memory grows with the square of the number of changed lines, which fixes keep
// small). Past kMaxRounds it gives up on finding the shortest: everything is removed then added.
std::vector<Step> edit_script(const std::vector<std::string_view>& a, const std::vector<std::string_view>& b) {
  constexpr long kMaxRounds = 2000;
  const long n = static_cast<long>(a.size()), m = static_cast<long>(b.size());
  std::vector<std::vector<long>> frontiers;  // round d: x for k = -d … d, at index (k + d)
  std::vector<long> v(1, 0);
  long found = -1;
  for (long d = 0; d <= n + m && d <= kMaxRounds; ++d) {
    std::vector<long> next(static_cast<std::size_t>(2 * d + 1));
    for (long k = -d; k <= d; k += 2) {
      // v holds round d-1: index (k + d - 1).
      auto prev = [&](long kk) { return v[static_cast<std::size_t>(kk + d - 1)]; };
      long x = (k == -d || (k != d && prev(k - 1) < prev(k + 1))) ? (d == 0 ? 0 : prev(k + 1)) : prev(k - 1) + 1;
      long y = x - k;
      while (x < n && y < m && a[static_cast<std::size_t>(x)] == b[static_cast<std::size_t>(y)]) ++x, ++y;
      next[static_cast<std::size_t>(k + d)] = x;
      if (x >= n && y >= m) found = d;
    }
    frontiers.push_back(next);
    v = std::move(next);
    if (found >= 0) break;
  }
  std::vector<Step> script;
  if (found < 0) {  // too many changes for the search: all of a out, all of b in
    for (long i = 0; i < n; ++i) script.push_back({Op::removed, static_cast<std::size_t>(i)});
    for (long j = 0; j < m; ++j) script.push_back({Op::added, static_cast<std::size_t>(j)});
    return script;
  }
  long x = n, y = m;
  for (long d = found; d > 0; --d) {
    const std::vector<long>& prev = frontiers[static_cast<std::size_t>(d - 1)];
    auto at = [&](long kk) { return prev[static_cast<std::size_t>(kk + d - 1)]; };
    const long k = x - y;
    const bool down = k == -d || (k != d && at(k - 1) < at(k + 1));  // came by an insertion
    const long pk = down ? k + 1 : k - 1;
    const long px = at(pk), py = px - pk;
    while (x > (down ? px : px + 1) && y > (down ? py + 1 : py)) script.push_back({Op::same, static_cast<std::size_t>(--x)}), --y;
    if (down)
      script.push_back({Op::added, static_cast<std::size_t>(--y)});
    else
      script.push_back({Op::removed, static_cast<std::size_t>(--x)});
  }
  while (x > 0) script.push_back({Op::same, static_cast<std::size_t>(--x)}), --y;
  std::reverse(script.begin(), script.end());
  return script;
}

// `terminal`: the line shown terminal-safe (docs/cli.md § Terminal output), its LF kept.
void add_line(std::string& out, char mark, std::string_view line, bool terminal) {
  out += mark;
  const bool lf = !line.empty() && line.back() == '\n';
  if (terminal) out += terminal_safe(lf ? line.substr(0, line.size() - 1) : line) + (lf ? "\n" : "");
  else out += line;
  if (!lf) out += "\n\\ No newline at end of file\n";
}

}  // namespace

FixPass apply_fixes(std::string_view text, const std::vector<Diagnostic>& diagnostics) {
  std::vector<const Edit*> taken;
  FixPass pass;
  for (const Diagnostic& d : diagnostics) {
    if (d.fix.empty()) continue;
    const bool fits = std::all_of(d.fix.begin(), d.fix.end(), [&](const Edit& e) {
      return e.range.start.offset <= e.range.end.offset && e.range.end.offset <= text.size() &&
             std::none_of(taken.begin(), taken.end(), [&](const Edit* t) { return overlaps(*t, e); });
    });
    // A diagnostic's own edits do not overlap (Diagnostic::fix); check rather than trust.
    bool own_overlap = false;
    for (std::size_t i = 0; i < d.fix.size(); ++i)
      for (std::size_t j = i + 1; j < d.fix.size(); ++j) own_overlap = own_overlap || overlaps(d.fix[i], d.fix[j]);
    if (!fits || own_overlap) {
      ++pass.skipped;
      continue;
    }
    for (const Edit& e : d.fix) taken.push_back(&e);
    ++pass.applied;
    pass.taken.push_back(static_cast<std::size_t>(&d - diagnostics.data()));
  }
  std::sort(taken.begin(), taken.end(),
            [](const Edit* a, const Edit* b) { return a->range.start.offset < b->range.start.offset; });
  std::size_t from = 0;
  for (const Edit* e : taken) {
    pass.text.append(text.substr(from, e->range.start.offset - from));
    pass.text += e->text;
    from = e->range.end.offset;
  }
  pass.text.append(text.substr(from));
  return pass;
}

// ---- the promises of fixes -----------------------------------------------------------------

// The table is the core's (src/core/fix_safety.h): the formats check their fixes with it too.
const std::vector<std::string>& may_unmask(const std::string& fixed) { return llmfmt::may_unmask(fixed); }

namespace {

bool is_error(const Diagnostic& d) { return d.severity == Severity::error; }

// Where offset `at` of the text before a pass lies after it: [low, high], the two differing only
// when an edit starts right there (the diagnostic may then sit before or after what it inserted).
std::pair<std::size_t, std::size_t> moved(std::size_t at, const std::vector<const Edit*>& edits) {
  long low = 0, high = 0;
  for (const Edit* e : edits) {
    const long delta = static_cast<long>(e->text.size()) -
                       static_cast<long>(e->range.end.offset - e->range.start.offset);
    if (e->range.end.offset <= at && e->range.start.offset < at) low += delta, high += delta;
    else if (e->range.start.offset == at) high += std::max(0L, delta);
  }
  return {static_cast<std::size_t>(static_cast<long>(at) + low), static_cast<std::size_t>(static_cast<long>(at) + high)};
}

std::string joined(const std::set<std::string>& codes) {
  std::string out;
  for (const std::string& c : codes) out += (out.empty() ? "" : ",") + c;
  return out;
}

std::string where(const Diagnostic& d) {
  return d.code + " at " + std::to_string(d.span.start.line) + ":" + std::to_string(d.span.start.column);
}

}  // namespace

FixRun fix_all(Format format, std::string_view text, const Options& options) {
  FixRun run;
  run.text = std::string(text);
  run.diagnostics = check(format, run.text, options);
  for (int passes = 0;; ++passes) {
    FixPass pass = apply_fixes(run.text, run.diagnostics);
    run.skipped = pass.skipped;
    if (pass.applied == 0 || pass.text == run.text) break;
    if (passes == kMaxFixPasses) {
      run.converged = false;
      break;
    }
    run.applied += pass.applied;
    std::vector<Diagnostic> next = check(format, pass.text, options);
    run.text = pass.text;
    run.rounds.push_back({std::move(run.diagnostics), std::move(pass)});
    run.diagnostics = std::move(next);
  }
  return run;
}

namespace {

// A near-miss warning (LOOK_ALIKE_CHARACTER, INVISIBLE_CHARACTER), or a BOM skipped, whose every named character
// ("U+FF1A" in its message) the original text holds: an error had hidden it from the check, and
// no fix wrote it (fixes write ASCII or the text's own characters), so it is not a problem the
// fixes made (docs/decisions.md § Fixes never make a file worse, promise 2).
bool names_original_characters(const Diagnostic& d, std::string_view original) {
  if (d.code != "LOOK_ALIKE_CHARACTER" && d.code != "INVISIBLE_CHARACTER" && d.code != "BOM_SKIPPED") return false;
  bool any = false;
  for (std::size_t at = d.message.find("U+"); at != std::string::npos; at = d.message.find("U+", at + 2)) {
    std::size_t end = at + 2;
    while (end < d.message.size() && std::isxdigit(static_cast<unsigned char>(d.message[end]))) ++end;
    if (end - at < 6) continue;
    std::string utf8;
    utf8::append(utf8, static_cast<char32_t>(std::stoul(d.message.substr(at + 2, end - at - 2), nullptr, 16)));
    if (original.find(utf8) == std::string_view::npos) return false;
    any = true;
  }
  return any;
}

}  // namespace

std::vector<std::string> fix_violations(Format format, std::string_view text, const Options& options) {
  std::vector<std::string> violations;
  const FixRun run = fix_all(format, text, options);
  if (run.rounds.empty()) return violations;
  const std::vector<Diagnostic>& first = run.rounds.front().diagnostics;
  std::set<std::string> codes_before, unmaskable, fixed_all;
  bool any_code = false;  // a fix was applied that may unmask any code: promises 2 and 3 do not apply
  std::size_t errors_before = 0;
  for (const Diagnostic& d : first) {
    codes_before.insert(d.code);
    errors_before += is_error(d);
  }
  for (std::size_t r = 0; r < run.rounds.size(); ++r) {
    const std::vector<Diagnostic>& before = run.rounds[r].diagnostics;
    const FixPass& pass = run.rounds[r].pass;
    const std::vector<Diagnostic>& after = r + 1 < run.rounds.size() ? run.rounds[r + 1].diagnostics : run.diagnostics;
    const std::string_view source = r == 0 ? text : std::string_view(run.rounds[r - 1].pass.text);
    std::vector<const Edit*> edits;
    std::size_t errors_fixed = 0;
    std::set<std::string> fixed_here;
    for (std::size_t i : pass.taken) fixed_here.insert(before[i].code), fixed_all.insert(before[i].code);
    const std::string fixed_codes = joined(fixed_here);
    for (std::size_t i : pass.taken) {
      const Diagnostic& d = before[i];
      for (const Edit& e : d.fix) {
        edits.push_back(&e);
        if (utf8::first_invalid(e.text) != std::string_view::npos)
          violations.push_back("edit not UTF-8: " + d.code + " | at " + where(d));
        if (source.substr(e.range.start.offset, e.range.end.offset - e.range.start.offset) == e.text)
          violations.push_back("edit changes nothing: " + d.code + " | at " + where(d));
      }
      for (const std::string& code : may_unmask(d.code)) unmaskable.insert(code);
      any_code = any_code || unmaskable.count("*") > 0;
    }
    for (std::size_t i : pass.taken) errors_fixed += is_error(before[i]) && !unmaskable.count(before[i].code);
    // Each fixed diagnostic is gone: no diagnostic of its code where it was.
    for (std::size_t i : pass.taken) {
      const Diagnostic& d = before[i];
      const auto [low, high] = moved(d.span.start.offset, edits);
      for (const Diagnostic& a : after)
        if (a.code == d.code && a.span.start.offset >= low && a.span.start.offset <= high) {
          violations.push_back("still reported after its fix: " + d.code + " | at " + where(d));
          break;
        }
    }
    // Fewer errors by at least the errors fixed, what a fix may unmask aside.
    std::size_t errors_now = 0, errors_after = 0;
    for (const Diagnostic& d : before) errors_now += is_error(d) && !unmaskable.count(d.code);
    for (const Diagnostic& a : after) errors_after += is_error(a) && !unmaskable.count(a.code);
    if (!any_code && errors_after + errors_fixed > errors_now)
      violations.push_back("errors not fewer by those fixed: " + fixed_codes + " | pass " + std::to_string(r + 1) + ": " +
                           std::to_string(errors_now) + " errors, " + std::to_string(errors_fixed) + " fixed, " +
                           std::to_string(errors_after) + " after");
  }
  // No code that was not there (what a fix may unmask aside), no more errors than there were.
  const std::string all_fixed = joined(fixed_all);
  std::size_t errors_left = 0;
  for (const Diagnostic& a : run.diagnostics) {
    if (any_code || unmaskable.count(a.code)) continue;
    if (!codes_before.count(a.code) && !names_original_characters(a, text))
      violations.push_back("new code: " + a.code + " after fixing " + all_fixed + " | at " + where(a));
    errors_left += is_error(a);
  }
  if (errors_left > errors_before)
    violations.push_back("more errors: " + all_fixed + " | " + std::to_string(errors_before) + " before the fixes, " +
                         std::to_string(errors_left) + " after");
  // Idempotent: fixing the fixed text changes nothing.
  if (!run.converged) violations.push_back("not idempotent: " + all_fixed + " | still fixing after " + std::to_string(kMaxFixPasses) + " passes");
  return violations;
}

bool only_listed_fixes(Format format, const std::vector<std::string>& violations, const std::set<std::string>& listed) {
  for (const std::string& v : violations) {
    // The fixed codes: after "after fixing " (new codes), else after "KIND: ".
    const std::string kind = v.substr(0, v.find(" | "));
    const std::size_t after = kind.find(" after fixing ");
    const std::size_t colon = kind.find(": ");
    const std::string codes = after != std::string::npos ? kind.substr(after + 14)
                              : colon != std::string::npos ? kind.substr(colon + 2)
                                                           : kind;
    bool found = false;
    for (std::size_t from = 0; from <= codes.size() && !found;) {
      const std::size_t comma = std::min(codes.find(',', from), codes.size());
      found = listed.count(std::string(format_name(format)) + " " + codes.substr(from, comma - from)) > 0;
      from = comma + 1;
    }
    if (!found) return false;
  }
  return true;
}

std::set<std::string> read_fix_list(const std::string& path) {
  std::set<std::string> listed;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') listed.insert(line);
  return listed;
}

std::string unified_diff(const std::string& path, std::string_view before, std::string_view after, bool terminal) {
  if (before == after) return {};
  const std::vector<std::string_view> a = lines_of(before), b = lines_of(after);
  const std::vector<Step> script = edit_script(a, b);
  constexpr std::size_t kContext = 3;
  const std::string label = terminal ? terminal_safe(path) : path;
  std::string out = "--- " + label + "\n+++ " + label + "\n";
  std::size_t i = 0;
  while (i < script.size()) {
    if (script[i].op == Op::same) {
      ++i;
      continue;
    }
    // A hunk: from kContext lines before this change to kContext after the last change that is
    // not more than 2 * kContext unchanged lines from the next.
    std::size_t begin = i;
    for (std::size_t c = 0; c < kContext && begin > 0 && script[begin - 1].op == Op::same; ++c) --begin;
    std::size_t end = i;
    for (;;) {
      while (end < script.size() && script[end].op != Op::same) ++end;
      std::size_t same = 0;
      while (end + same < script.size() && script[end + same].op == Op::same) ++same;
      if (end + same < script.size() && same <= 2 * kContext) {
        end += same;
        continue;
      }
      end += std::min(same, kContext);
      break;
    }
    // Line numbers (1-based) where the hunk starts in a and in b, and its lengths.
    std::size_t a_line = 0, b_line = 0;
    for (std::size_t s = 0; s < begin; ++s) {
      if (script[s].op != Op::added) ++a_line;
      if (script[s].op != Op::removed) ++b_line;
    }
    std::size_t a_count = 0, b_count = 0;
    std::string body;
    for (std::size_t s = begin; s < end; ++s) {
      const Step& step = script[s];
      if (step.op != Op::added) ++a_count;
      if (step.op != Op::removed) ++b_count;
      add_line(body, static_cast<char>(step.op), step.op == Op::added ? b[step.line] : a[step.line], terminal);
    }
    // As diff -u: an empty range is numbered by the line before it.
    out += "@@ -" + std::to_string(a_count ? a_line + 1 : a_line) + "," + std::to_string(a_count) + " +" +
           std::to_string(b_count ? b_line + 1 : b_line) + "," + std::to_string(b_count) + " @@\n" + body;
    i = end;
  }
  return out;
}

}  // namespace llmfmt::cli
