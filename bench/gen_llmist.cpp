// bench_gen_llmist: writes realistic LLM output containing llmist gadget blocks to stdout.
//
//   bench_gen_llmist [--seed N] [--size BYTES] [--stats]
//
// The output is a function of (seed, size) only: it uses its own PRNG (splitmix64) and its own
// integer/choice helpers, never <random> distributions (their results differ between standard
// libraries), and every random draw is its own statement (C++ leaves the evaluation order of
// function arguments and of `a + b` unspecified).
//
// What it writes, turn after turn until at least BYTES bytes are out (it stops at the first turn
// boundary past BYTES):
//   - prose: paragraphs written on one line each, as LLMs do, markdown headings, bullet and numbered
//     lists, tables, block quotes, fenced code; about 5% of prose lines carry non-ASCII text
//     (accented Latin, Greek, Cyrillic, CJK, Korean, Arabic, emoji);
//   - batches of 1-4 gadget blocks with the default markers only: explicit ids (`fetch_12`) or
//     auto ids (name only), 0-3 dependencies on earlier explicit ids, several parameters:
//     single-line values that coerce (integers, decimals, negatives, true/false), file paths, URLs,
//     commands, multi-line code/JSON/YAML/markdown values, nested pointers (`config/timeout`,
//     `items/0/name`, `headers/accept`, `to/1`);
//   - about 12% of blocks have no END marker (implicit termination by the next START, by following
//     prose, which then belongs to the block's last value, or by the end of the input);
//   - about 1% of lines end in CRLF instead of LF.
// Markers only ever appear at the start of a line, so a line-anchored parser and a substring-based
// one (npm llmist) see the same blocks.
//
// --stats prints one JSON line to stderr describing what was generated, including the number of
// calls and of text segments a parser following DECISIONS §1 should report.

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cerrno>
#include <cstring>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "bench_sink.h"

namespace {

// ---------------------------------------------------------------------------------------------
// PRNG

class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next() {  // splitmix64
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  /// Uniform in [0, n); the modulo bias is below 2^-50 for the small n used here.
  std::uint64_t below(std::uint64_t n) { return next() % n; }
  /// Uniform in [lo, hi].
  int range(int lo, int hi) { return lo + static_cast<int>(below(static_cast<std::uint64_t>(hi - lo + 1))); }
  /// True with probability permille / 1000.
  bool chance(unsigned permille) { return below(1000) < permille; }
  template <typename T, std::size_t N>
  const T& pick(const T (&items)[N]) {
    return items[below(N)];
  }

 private:
  std::uint64_t state_;
};

/// Concatenation whose pieces are evaluated left to right (a braced list guarantees that order;
/// `a + b` and function arguments do not), so several random draws can sit in one expression.
std::string cat(std::initializer_list<std::string_view> pieces) {
  std::string s;
  for (auto p : pieces) s.append(p.data(), p.size());
  return s;
}

// ---------------------------------------------------------------------------------------------
// Word lists

const char* const kNouns[] = {
    "parser",        "config loader",   "retry logic",    "cache layer",      "HTTP client",
    "request handler", "test suite",    "build script",   "router",           "session store",
    "rate limiter",  "token counter",   "logger",         "error formatter",  "database pool",
    "migration",     "CLI entry point", "event emitter",  "stream reader",    "schema validator",
    "auth middleware", "job queue",     "metrics exporter", "file watcher",   "dependency graph",
};
const char* const kProblems[] = {
    "timeout errors",        "off-by-one error",   "memory leak",         "race condition",
    "flaky test",            "null dereference",   "encoding issue",      "slow startup",
    "duplicate requests",    "missing import",     "wrong exit code",     "stale cache entries",
    "unhandled rejection",   "deadlock",           "broken pagination",   "type error",
};
const char* const kVerbs[] = {
    "calls",   "wraps",    "reads",   "validates", "caches", "retries", "serialises",
    "ignores", "swallows", "parses",  "returns",   "logs",   "buffers", "overwrites",
};
const char* const kAdverbs[] = {"correctly", "lazily", "once", "in parallel", "asynchronously",
                                "without blocking", "on every request", "at startup"};
const char* const kIdentA[] = {"parse",  "load",   "fetch", "build",  "read",   "write",  "handle",
                               "update", "create", "merge", "resolve", "format", "validate", "flush"};
const char* const kIdentB[] = {"Config", "Request", "Token",  "Header", "Record", "Cache", "Queue",
                               "Item",   "User",    "Result", "Batch",  "Entry",  "Stream", "Report"};
const char* const kVars[] = {"value", "count", "total", "items", "result", "buffer", "offset",
                             "limit", "retries", "delay", "index", "key", "entry", "payload"};
const char* const kDirs[] = {"src",       "lib",        "tests",         "app",    "packages/core/src",
                             "scripts",   "config",     "docs",          "src/api", "src/utils",
                             "tests/unit", "internal/server", "cmd/tool", "src/components"};
const char* const kFileStems[] = {"parser", "client", "utils",   "server", "config", "index",
                                  "handler", "cache", "router",  "models", "routes", "session",
                                  "queue",   "retry", "metrics", "schema", "main",   "logger"};
const char* const kHosts[] = {"api.example.com", "internal.example.org", "localhost:8080",
                              "status.example.net", "registry.example.io"};
const char* const kUrlPaths[] = {"users", "orders", "v1/items", "v2/reports/daily", "health",
                                 "search", "metrics", "v1/sessions", "invoices/2024"};
const char* const kCommands[] = {
    "npm test -- --watch=false",     "pytest -q tests/unit",           "cargo build --release",
    "make -j2 all",                  "go test ./...",                  "git status --short",
    "ls -la src",                    "npx tsc --noEmit",               "grep -rn TODO src",
    "docker compose up -d db",       "python3 scripts/migrate.py --dry-run", "ctest --output-on-failure",
};
const char* const kNonAscii[] = {
    "Hinweis: Die Konfigurationsdatei wird beim Start gelesen – Änderungen erfordern einen Neustart.",
    "Remarque : le délai d’attente par défaut est de 30 secondes, voilà pourquoi ça échoue.",
    "Uwaga: ta funkcja zwraca błąd, gdy plik nie istnieje — sprawdź ścieżkę.",
    "注意：此函数在文件不存在时返回错误，请先检查路径。",
    "ファイルを読み込んでから、必要な変更を加えます。",
    "Примечание: значение тайм-аута указано в миллисекундах, а не в секундах.",
    "✅ All checks passed 🎉 — the build is green again.",
    "Résumé des modifications ✨ : trois fichiers, aucun changement d’API.",
    "Ταχύτητα: περίπου 3× γρηγορότερο μετά την αλλαγή.",
    "El parámetro «retries» controla cuántas veces se reintenta la petición.",
    "مرحبا! تم تحديث الملف بنجاح.",
    "한국어 설명: 이 함수는 캐시를 비우고 다시 채웁니다.",
    "Naïve café-style façade: the coördinator now handles “smart quotes” → ASCII.",
    "Temperature stays at 21 °C ± 0.5 °C; throughput ≈ 1.2 GB/s ≥ target 🚀",
};
const char* const kOpeners[] = {
    "Sure!", "Got it.", "Good catch.", "Understood.", "Let me take a look.", "Okay, here's the plan.",
    "Thanks for the details.", "I see the issue.",
};
const char* const kLangs[] = {"ts", "py", "cpp", "json", "yaml", "sh", "md", "go"};

// ---------------------------------------------------------------------------------------------
// Output with optional CRLF line ends and statistics

struct Stats {
  std::uint64_t lines = 0, crlf_lines = 0, prose_lines = 0, non_ascii_prose_lines = 0;
  std::uint64_t blocks = 0, blocks_without_end = 0, explicit_ids = 0, auto_ids = 0;
  std::uint64_t deps[4] = {0, 0, 0, 0};
  std::uint64_t params = 0, multiline_params = 0, nested_params = 0;
  std::uint64_t text_segments = 0;  // as DECISIONS §1 counts them (line-anchored)
};

class Out {
 public:
  Out(Rng& rng, Stats& stats) : rng_(rng), stats_(stats) {}

  /// Appends one line and its terminator (LF, or CRLF about 1% of the time).
  void line(std::string_view s) {
    buf_ += s;
    const bool crlf = rng_.chance(10);
    if (crlf) {
      buf_ += "\r\n";
      ++stats_.crlf_lines;
    } else {
      buf_ += '\n';
    }
    ++stats_.lines;
    if (s.find_first_not_of(" \t") != std::string_view::npos) line_nonblank_ = true;
  }
  void lines(const std::vector<std::string>& ls) {
    for (const auto& l : ls) line(l);
  }

  // Text-segment bookkeeping (line-anchored semantics): prose after the input start or after an
  // END line is a text segment; prose after a block without END belongs to that block's value.
  void begin_prose() { line_nonblank_ = false; }
  void end_prose() {
    if (in_text_region_ && line_nonblank_) pending_text_ = true;
  }
  void block_starts() {
    if (pending_text_) ++stats_.text_segments;
    pending_text_ = false;
  }
  void block_ends(bool with_end) { in_text_region_ = with_end; }
  /// Ends the text-segment bookkeeping and writes what is still buffered.
  void finish() {
    if (pending_text_) ++stats_.text_segments;
    pending_text_ = false;
    buf_.finish();
  }

  std::size_t size() const { return buf_.size(); }

 private:
  Rng& rng_;
  Stats& stats_;
  llmfmt::bench::Sink buf_{"bench_gen_llmist"};
  bool line_nonblank_ = false;
  bool in_text_region_ = true;
  bool pending_text_ = false;
};

// ---------------------------------------------------------------------------------------------
// Small pieces

std::string number_str(Rng& rng) {
  const int kind = rng.range(0, 9);
  if (kind <= 4) return std::to_string(rng.range(1, 5000));             // 1 … 5000
  if (kind == 5) return std::to_string(-rng.range(1, 500));             // -5
  if (kind == 6) return "0";
  // decimals: 3.14, 0.75, -2.5
  const int whole = rng.range(0, 99);
  const int frac = rng.range(1, 99);
  std::string s = std::to_string(whole);
  s += '.';
  if (frac < 10) s += '0';
  s += std::to_string(frac);
  if (kind == 9) s.insert(0, "-");
  return s;
}

std::string bool_str(Rng& rng) { return rng.chance(500) ? "true" : "false"; }

std::string ident(Rng& rng) {
  std::string s = rng.pick(kIdentA);
  s += rng.pick(kIdentB);
  return s;
}

std::string path_with_ext(Rng& rng, const std::string& ext) {
  std::string s = rng.pick(kDirs);
  s += '/';
  s += rng.pick(kFileStems);
  if (rng.chance(200)) {
    s += '_';
    s += std::to_string(rng.range(2, 9));
  }
  s += '.';
  s += ext;
  return s;
}

std::string ext_of(const std::string& lang) {
  if (lang == "py") return "py";
  if (lang == "cpp") return "cpp";
  if (lang == "json") return "json";
  if (lang == "yaml") return "yaml";
  if (lang == "sh") return "sh";
  if (lang == "md") return "md";
  if (lang == "go") return "go";
  return "ts";
}

std::string any_path(Rng& rng) {
  const std::string lang = rng.pick(kLangs);
  return path_with_ext(rng, ext_of(lang));
}

std::string url(Rng& rng) {
  std::string s = "https://";
  s += rng.pick(kHosts);
  s += '/';
  s += rng.pick(kUrlPaths);
  if (rng.chance(300)) {
    s += "?page=";
    s += std::to_string(rng.range(1, 40));
    s += "&limit=";
    s += std::to_string(rng.range(10, 100));
  }
  return s;
}

// One prose sentence, ASCII, with inline markdown now and then.
std::string sentence(Rng& rng) {
  std::string s;
  switch (rng.below(14)) {
    case 0:
      s = "I'll start by reading `";
      s += any_path(rng);
      s += "` to understand how the ";
      s += rng.pick(kNouns);
      s += " is structured.";
      break;
    case 1:
      s = "The ";
      s += rng.pick(kNouns);
      s += " currently ";
      s += rng.pick(kVerbs);
      s += " the ";
      s += rng.pick(kNouns);
      s += ", which explains the ";
      s += rng.pick(kProblems);
      s += ".";
      break;
    case 2:
      s = "Next, I'll update `";
      s += any_path(rng);
      s += "` so that the ";
      s += rng.pick(kNouns);
      s += " runs ";
      s += rng.pick(kAdverbs);
      s += ".";
      break;
    case 3:
      s = "This should fix the ";
      s += rng.pick(kProblems);
      s += " you reported.";
      break;
    case 4:
      s = "These calls are independent, so they can run in parallel; the last one waits for both.";
      break;
    case 5:
      s = "The tests pass now: ";
      s += std::to_string(rng.range(3, 400));
      s += " passed, 0 failed, ";
      s += std::to_string(rng.range(0, 5));
      s += " skipped.";
      break;
    case 6:
      s = "Note that `";
      s += ident(rng);
      s += "()` is only called from `";
      s += ident(rng);
      s += "()`, so the change is **safe**.";
      break;
    case 7:
      s = "I couldn't find any other place where the ";
      s += rng.pick(kNouns);
      s += " is configured.";
      break;
    case 8:
      s = "*Important:* the default timeout is ";
      s += std::to_string(rng.range(1, 120));
      s += " seconds, and `retries` defaults to ";
      s += std::to_string(rng.range(0, 5));
      s += ".";
      break;
    case 9:
      s = "Looking at the stack trace, the ";
      s += rng.pick(kProblems);
      s += " comes from the ";
      s += rng.pick(kNouns);
      s += " in `";
      s += any_path(rng);
      s += "`.";
      break;
    case 10:
      s = "If you prefer, I can also add a regression test for the ";
      s += rng.pick(kProblems);
      s += ".";
      break;
    case 11:
      s = "The endpoint `";
      s += url(rng);
      s += "` returned ";
      s += std::to_string(rng.range(200, 504));
      s += " after ";
      s += std::to_string(rng.range(12, 3000));
      s += " ms.";
      break;
    case 12:
      s = "Let me know if you'd like me to refactor the ";
      s += rng.pick(kNouns);
      s += " as well.";
      break;
    default:
      s = "Once that is done, the ";
      s += rng.pick(kNouns);
      s += " no longer ";
      s += rng.pick(kVerbs);
      s += " stale data.";
      break;
  }
  return s;
}

// Counts a prose line (`stats` is null for lines inside values) and gives about 5% of them
// non-ASCII text: appended, or instead of the line.
std::string with_non_ascii(Rng& rng, Stats* stats, std::string s) {
  const bool non_ascii = rng.chance(58);
  if (stats) {
    ++stats->prose_lines;
    if (non_ascii) ++stats->non_ascii_prose_lines;
  }
  if (non_ascii) {
    const bool alone = rng.chance(300);
    if (alone) {
      s = rng.pick(kNonAscii);
    } else {
      s += ' ';
      s += rng.pick(kNonAscii);
    }
  }
  return s;
}

// One paragraph on one line, as LLMs write them.
std::string paragraph_line(Rng& rng, Stats* stats) {
  std::string s;
  const int n = rng.range(1, 4);
  for (int i = 0; i < n; ++i) {
    if (i) s += ' ';
    s += sentence(rng);
  }
  return with_non_ascii(rng, stats, std::move(s));
}

// ---------------------------------------------------------------------------------------------
// Multi-line code and content

std::vector<std::string> code_ts(Rng& rng) {
  std::vector<std::string> out;
  if (rng.chance(600)) {
    out.push_back("import { " + std::string(rng.pick(kIdentA)) + "Helper } from \"./utils\";");
    out.push_back("");
  }
  const int fns = rng.range(1, 3);
  for (int f = 0; f < fns; ++f) {
    const std::string name = ident(rng);
    const std::string a = rng.pick(kVars);
    const std::string b = rng.pick(kVars);
    const int k = rng.range(2, 64);
    const int lim = rng.range(10, 10000);
    if (f) out.push_back("");
    out.push_back(cat({"/** ", rng.pick(kVerbs), " the ", rng.pick(kNouns), ". */"}));
    out.push_back("export function " + name + "(" + a + "In: number, " + b + "Max = " + std::to_string(lim) +
                  "): number {");
    out.push_back("  const scaled = " + a + "In * " + std::to_string(k) + ";");
    out.push_back("  if (scaled > " + b + "Max) {");
    out.push_back("    throw new RangeError(`" + name + ": ${scaled} exceeds ${" + b + "Max}`);");
    out.push_back("  }");
    if (rng.chance(500)) {
      out.push_back("  for (let i = 0; i < " + std::to_string(rng.range(2, 9)) + "; i++) {");
      out.push_back("    console.debug(\"step\", i, scaled);");
      out.push_back("  }");
    }
    out.push_back("  return scaled + " + std::to_string(rng.range(0, 99)) + ";");
    out.push_back("}");
  }
  return out;
}

std::vector<std::string> code_py(Rng& rng) {
  std::vector<std::string> out;
  out.push_back("import json");
  out.push_back("from pathlib import Path");
  out.push_back("");
  const int fns = rng.range(1, 3);
  for (int f = 0; f < fns; ++f) {
    const std::string name = cat({rng.pick(kIdentA), "_", rng.pick(kVars)});
    const std::string v = rng.pick(kVars);
    out.push_back("");
    out.push_back("def " + name + "(path: Path, " + v + ": int = " + std::to_string(rng.range(0, 100)) +
                  ") -> dict:");
    out.push_back(cat({"    \"\"\"", rng.pick(kVerbs), " the ", rng.pick(kNouns), ".\"\"\""}));
    out.push_back("    with path.open(encoding=\"utf-8\") as fh:");
    out.push_back("        data = json.load(fh)");
    out.push_back("    if " + v + " < 0:");
    out.push_back("        raise ValueError(f\"" + v + " must be >= 0, got {" + v + "}\")");
    if (rng.chance(300)) out.push_back("    # Kommentar: Werte über 100 werden gekürzt");
    out.push_back("    return {k: val for k, val in data.items() if len(k) > " + v + "}");
  }
  return out;
}

std::vector<std::string> code_cpp(Rng& rng) {
  std::vector<std::string> out;
  out.push_back("#include <string>");
  out.push_back("#include <vector>");
  out.push_back("");
  const std::string name = ident(rng);
  out.push_back("std::vector<std::string> " + name + "(const std::string& input) {");
  out.push_back("  std::vector<std::string> parts;");
  out.push_back("  std::size_t start = 0;");
  out.push_back("  for (std::size_t i = 0; i <= input.size(); ++i) {");
  out.push_back("    if (i == input.size() || input[i] == ',') {");
  out.push_back("      parts.emplace_back(input.substr(start, i - start));");
  out.push_back("      start = i + 1;");
  out.push_back("    }");
  out.push_back("  }");
  out.push_back("  return parts;  // at most " + std::to_string(rng.range(2, 512)) + " parts expected");
  out.push_back("}");
  return out;
}

std::vector<std::string> code_json(Rng& rng) {
  std::vector<std::string> out;
  out.push_back("{");
  out.push_back("  \"name\": \"" + std::string(rng.pick(kFileStems)) + "\",");
  out.push_back(cat({"  \"version\": \"", std::to_string(rng.range(0, 9)), ".", std::to_string(rng.range(0, 30)), ".",
                     std::to_string(rng.range(0, 9)), "\","}));
  out.push_back("  \"timeout\": " + std::to_string(rng.range(1, 300)) + ",");
  out.push_back("  \"retry\": { \"attempts\": " + std::to_string(rng.range(0, 9)) + ", \"backoff\": \"exponential\" },");
  out.push_back(cat({"  \"tags\": [\"", rng.pick(kVars), "\", \"", rng.pick(kVars), "\"],"}));
  out.push_back("  \"enabled\": " + bool_str(rng));
  out.push_back("}");
  return out;
}

std::vector<std::string> code_yaml(Rng& rng) {
  std::vector<std::string> out;
  out.push_back("service:");
  out.push_back("  name: " + std::string(rng.pick(kFileStems)));
  out.push_back("  replicas: " + std::to_string(rng.range(1, 12)));
  out.push_back("  env:");
  out.push_back("    LOG_LEVEL: " + std::string(rng.chance(500) ? "debug" : "info"));
  out.push_back("    TIMEOUT_MS: \"" + std::to_string(rng.range(100, 60000)) + "\"");
  out.push_back("  ports:");
  out.push_back("    - " + std::to_string(rng.range(1024, 9999)));
  return out;
}

std::vector<std::string> code_sh(Rng& rng) {
  std::vector<std::string> out;
  out.push_back("#!/usr/bin/env bash");
  out.push_back("set -euo pipefail");
  out.push_back("");
  out.push_back("BUILD_DIR=\"${BUILD_DIR:-build}\"");
  out.push_back(std::string(rng.pick(kCommands)));
  out.push_back("for f in " + std::string(rng.pick(kDirs)) + "/*; do");
  out.push_back("  echo \"checking $f\"");
  out.push_back("done");
  return out;
}

std::vector<std::string> code_go(Rng& rng) {
  std::vector<std::string> out;
  const std::string name = ident(rng);
  out.push_back("package " + std::string(rng.pick(kFileStems)));
  out.push_back("");
  out.push_back("import \"fmt\"");
  out.push_back("");
  out.push_back("func " + name + "(n int) (int, error) {");
  out.push_back("\tif n < 0 {");
  out.push_back("\t\treturn 0, fmt.Errorf(\"negative input: %d\", n)");
  out.push_back("\t}");
  out.push_back("\treturn n * " + std::to_string(rng.range(2, 99)) + ", nil");
  out.push_back("}");
  return out;
}

// Markdown content; sometimes ends with a code fence (llmist strips a trailing fence from the last
// value, a known difference).
std::vector<std::string> content_md(Rng& rng) {
  std::vector<std::string> out;
  out.push_back("# " + std::string(rng.pick(kIdentB)) + " notes");
  out.push_back("");
  out.push_back(paragraph_line(rng, nullptr));
  out.push_back("");
  out.push_back("- " + sentence(rng));
  out.push_back("- " + sentence(rng));
  if (rng.chance(400)) {
    out.push_back("");
    out.push_back("```bash");
    out.push_back(rng.pick(kCommands));
    out.push_back("```");
  }
  return out;
}

std::vector<std::string> code_for(Rng& rng, const std::string& lang) {
  if (lang == "py") return code_py(rng);
  if (lang == "cpp") return code_cpp(rng);
  if (lang == "json") return code_json(rng);
  if (lang == "yaml") return code_yaml(rng);
  if (lang == "sh") return code_sh(rng);
  if (lang == "md") return content_md(rng);
  if (lang == "go") return code_go(rng);
  return code_ts(rng);
}

// ---------------------------------------------------------------------------------------------
// Prose units

void prose_unit(Rng& rng, Out& out, Stats& stats) {
  out.begin_prose();
  switch (rng.below(10)) {
    case 0: {  // heading + paragraph
      std::string h = rng.chance(500) ? "## " : "### ";
      h += rng.chance(500) ? "Summary of changes" : "Next steps";
      out.line(h);
      out.line("");
      out.line(paragraph_line(rng, &stats));
      break;
    }
    case 1: {  // bullet list
      const int n = rng.range(2, 5);
      for (int i = 0; i < n; ++i) {
        std::string l = "- **";
        l += rng.pick(kIdentB);
        l += "**: ";
        l += sentence(rng);
        out.line(with_non_ascii(rng, &stats, std::move(l)));
      }
      break;
    }
    case 2: {  // numbered list
      const int n = rng.range(2, 4);
      for (int i = 1; i <= n; ++i) {
        std::string l = std::to_string(i) + ". ";
        l += sentence(rng);
        out.line(with_non_ascii(rng, &stats, std::move(l)));
      }
      break;
    }
    case 3: {  // fenced code in prose
      const std::string lang = rng.pick(kLangs);
      out.line(paragraph_line(rng, &stats));
      out.line("");
      out.line("```" + (lang == "md" ? std::string("markdown") : lang));
      out.lines(code_for(rng, lang));
      out.line("```");
      break;
    }
    case 4: {  // table
      out.line("| File | Change |");
      out.line("|------|--------|");
      const int n = rng.range(2, 4);
      for (int i = 0; i < n; ++i) {
        std::string l = "| `";
        l += any_path(rng);
        l += "` | ";
        l += rng.pick(kVerbs);
        l += " the ";
        l += rng.pick(kNouns);
        l += " |";
        ++stats.prose_lines;
        out.line(l);
      }
      break;
    }
    case 5: {  // quote
      out.line("> " + paragraph_line(rng, &stats));
      break;
    }
    default: {  // plain paragraph
      out.line(paragraph_line(rng, &stats));
      break;
    }
  }
  out.end_prose();
}

// ---------------------------------------------------------------------------------------------
// Gadget blocks

struct Param {
  std::string pointer;
  std::vector<std::string> value;  // lines
};

void single(std::vector<Param>& ps, std::string pointer, std::string value) {
  ps.push_back(Param{std::move(pointer), {std::move(value)}});
}

struct Gadget {
  std::string name;
  std::string id_prefix;
  std::vector<Param> params;
};

Gadget make_gadget(Rng& rng) {
  Gadget g;
  auto& ps = g.params;
  switch (rng.below(12)) {
    case 0:
      g.name = "ReadFile";
      g.id_prefix = "read";
      single(ps, "filePath", any_path(rng));
      if (rng.chance(400)) {
        const int from = rng.range(1, 400);
        const int len = rng.range(10, 200);
        single(ps, "startLine", std::to_string(from));
        single(ps, "endLine", std::to_string(from + len));
      }
      break;
    case 1:
    case 2: {
      g.name = "WriteFile";
      g.id_prefix = "write";
      const std::string lang = rng.pick(kLangs);
      single(ps, "filePath", path_with_ext(rng, ext_of(lang)));
      ps.push_back(Param{"content", code_for(rng, lang)});
      if (rng.chance(150)) single(ps, "overwrite", bool_str(rng));
      break;
    }
    case 3: {
      g.name = "EditFile";
      g.id_prefix = "edit";
      const std::string lang = rng.chance(500) ? "ts" : "py";
      single(ps, "filePath", path_with_ext(rng, ext_of(lang)));
      auto search = code_for(rng, lang);
      if (search.size() > 4) search.resize(4);
      ps.push_back(Param{"search", search});
      ps.push_back(Param{"replace", code_for(rng, lang)});
      if (rng.chance(300)) single(ps, "replaceAll", bool_str(rng));
      break;
    }
    case 4:
      g.name = "RunCommand";
      g.id_prefix = "run";
      single(ps, "command", rng.pick(kCommands));
      single(ps, "timeout", std::to_string(rng.range(5, 600)));
      if (rng.chance(500)) single(ps, "cwd", rng.pick(kDirs));
      if (rng.chance(300)) {
        single(ps, "env/NODE_ENV", rng.chance(500) ? "test" : "production");
        single(ps, "env/CI", "true");
      }
      break;
    case 5: {
      g.name = rng.chance(500) ? "FetchData" : "HttpRequest";
      g.id_prefix = "fetch";
      single(ps, "url", url(rng));
      const bool post = rng.chance(400);
      single(ps, "method", post ? "POST" : "GET");
      single(ps, "headers/accept", "application/json");
      if (rng.chance(500)) single(ps, "headers/authorization", "Bearer sk-test-" + std::to_string(rng.next() % 1000000007ull));
      if (post) ps.push_back(Param{"body", code_json(rng)});
      single(ps, "retries", std::to_string(rng.range(0, 5)));
      single(ps, "verbose", bool_str(rng));
      break;
    }
    case 6:
      g.name = "Configure";
      g.id_prefix = "cfg";
      single(ps, "config/timeout", number_str(rng));
      single(ps, "config/retries", std::to_string(rng.range(0, 10)));
      single(ps, "config/enabled", bool_str(rng));
      single(ps, "config/name", rng.pick(kFileStems));
      if (rng.chance(500)) single(ps, "config/limits/maxTokens", std::to_string(rng.range(256, 200000)));
      if (rng.chance(500)) single(ps, "config/limits/temperature", "0." + std::to_string(rng.range(0, 9)));
      break;
    case 7: {
      g.name = "TodoWrite";
      g.id_prefix = "todo";
      const int n = rng.range(1, 4);
      for (int i = 0; i < n; ++i) {
        const std::string base = "items/" + std::to_string(i) + "/";
        std::string task = rng.pick(kIdentA);
        task += " the ";
        task += rng.pick(kNouns);
        if (rng.chance(80)) {
          task += " — ";
          task += rng.pick(kNonAscii);
        }
        single(ps, base + "name", task);
        single(ps, base + "priority", std::to_string(rng.range(1, 5)));
        single(ps, base + "done", bool_str(rng));
        if (rng.chance(300)) {
          single(ps, base + "tags/0", rng.pick(kVars));
          single(ps, base + "tags/1", rng.pick(kVars));
        }
      }
      break;
    }
    case 8:
      g.name = "Search";
      g.id_prefix = "search";
      single(ps, "pattern", ident(rng));
      single(ps, "path", rng.pick(kDirs));
      single(ps, "caseSensitive", bool_str(rng));
      single(ps, "maxResults", std::to_string(rng.range(5, 200)));
      break;
    case 9: {
      g.name = "Calculator";
      g.id_prefix = "calc";
      static const char* const ops[] = {"add", "subtract", "multiply", "divide"};
      single(ps, "a", number_str(rng));
      single(ps, "b", number_str(rng));
      single(ps, "operation", rng.pick(ops));
      break;
    }
    case 10: {
      g.name = "SendEmail";
      g.id_prefix = "mail";
      const int to = rng.range(1, 3);
      for (int i = 0; i < to; ++i) single(ps, "to/" + std::to_string(i), std::string(rng.pick(kVars)) + "@example.com");
      single(ps, "subject", "Status: " + std::string(rng.pick(kProblems)));
      std::vector<std::string> body;
      body.push_back("Hi team,");
      body.push_back("");
      const int n = rng.range(1, 3);
      for (int i = 0; i < n; ++i) body.push_back(paragraph_line(rng, nullptr));
      body.push_back("");
      body.push_back("Best,");
      body.push_back("The assistant");
      ps.push_back(Param{"body", body});
      break;
    }
    default: {
      g.name = "TellUser";
      g.id_prefix = "tell";
      ps.push_back(Param{"message", content_md(rng)});
      single(ps, "done", bool_str(rng));
      if (rng.chance(500)) std::swap(ps[0], ps[1]);  // markdown value last now and then
      break;
    }
  }
  return g;
}

class BlockWriter {
 public:
  BlockWriter(Rng& rng, Out& out, Stats& stats) : rng_(rng), out_(out), stats_(stats) {}

  /// Writes one block; returns whether it has an END line.
  bool write() {
    Gadget g = make_gadget(rng_);
    std::string header = "!!!GADGET_START:" + g.name;
    const bool explicit_id = rng_.chance(650);
    if (explicit_id) {
      const std::string id = g.id_prefix + "_" + std::to_string(++id_counter_);
      header += ':';
      header += id;
      int ndeps = 0;
      const unsigned r = static_cast<unsigned>(rng_.below(100));
      if (r >= 55) ndeps = 1;
      if (r >= 78) ndeps = 2;
      if (r >= 92) ndeps = 3;
      if (ndeps > static_cast<int>(recent_ids_.size())) ndeps = static_cast<int>(recent_ids_.size());
      std::vector<std::size_t> chosen;
      for (int i = 0; i < ndeps; ++i) {
        // distinct among the last (up to) 12 explicit ids
        const std::size_t window = recent_ids_.size() < 12 ? recent_ids_.size() : 12;
        std::size_t k = recent_ids_.size() - 1 - rng_.below(window);
        bool dup = false;
        for (auto c : chosen) dup = dup || c == k;
        if (!dup) chosen.push_back(k);
      }
      stats_.deps[chosen.size()]++;
      for (std::size_t i = 0; i < chosen.size(); ++i) {
        header += i ? ',' : ':';
        header += recent_ids_[chosen[i]];
      }
      recent_ids_.push_back(id);
      if (recent_ids_.size() > 64) recent_ids_.erase(recent_ids_.begin(), recent_ids_.begin() + 32);
      ++stats_.explicit_ids;
    } else {
      ++stats_.auto_ids;
      stats_.deps[0]++;
    }

    out_.block_starts();
    out_.line(header);
    for (const auto& p : g.params) {
      ++stats_.params;
      if (p.value.size() > 1) ++stats_.multiline_params;
      if (p.pointer.find('/') != std::string::npos) ++stats_.nested_params;
      out_.line("!!!ARG:" + p.pointer);
      out_.lines(p.value);
      if (p.value.size() > 1 && rng_.chance(30)) out_.line("");  // value ending in a newline
    }
    const bool with_end = !rng_.chance(120);
    if (with_end) {
      out_.line("!!!GADGET_END");
    } else {
      ++stats_.blocks_without_end;
    }
    ++stats_.blocks;
    out_.block_ends(with_end);
    return with_end;
  }

 private:
  Rng& rng_;
  Out& out_;
  Stats& stats_;
  std::uint64_t id_counter_ = 0;
  std::vector<std::string> recent_ids_;
};

// ---------------------------------------------------------------------------------------------

std::uint64_t parse_u64(const char* flag, const char* s) {
  char* end = nullptr;
  errno = 0;
  const unsigned long long v = std::strtoull(s, &end, 10);
  if (errno != 0 || end == s || *end != '\0' || s[0] == '-') {
    std::fprintf(stderr, "bench_gen_llmist: %s needs a non-negative integer, got '%s'\n", flag, s);
    std::exit(2);
  }
  return v;
}

void usage(std::FILE* f) {
  std::fprintf(f,
               "usage: bench_gen_llmist [--seed N] [--size BYTES] [--stats]\n"
               "  Writes realistic LLM output with llmist gadget blocks to stdout.\n"
               "  --seed N      PRNG seed (default 20240601); same seed and size, same bytes\n"
               "  --size BYTES  stop at the first turn boundary at or past BYTES (default 10000000)\n"
               "  --stats       print a JSON summary of what was generated to stderr\n");
}

}  // namespace

int main(int argc, char** argv) {
  std::uint64_t seed = 20240601;
  std::uint64_t size = 10ull * 1000 * 1000;
  bool want_stats = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if ((a == "--seed" || a == "--size") && i + 1 < argc) {
      const std::uint64_t v = parse_u64(argv[i], argv[i + 1]);
      (a == "--seed" ? seed : size) = v;
      ++i;
    } else if (a == "--stats") {
      want_stats = true;
    } else if (a == "-h" || a == "--help") {
      usage(stdout);
      return 0;
    } else {
      usage(stderr);
      return 2;
    }
  }

  Rng rng(seed);
  Stats stats;
  Out out(rng, stats);
  BlockWriter blocks(rng, out, stats);

  while (out.size() < size) {
    // One assistant turn: some prose, a batch of blocks (with short prose between now and then),
    // maybe a closing remark. A blank line separates prose units from each other and from blocks.
    if (rng.chance(300)) {
      out.begin_prose();
      out.line(with_non_ascii(rng, &stats, rng.pick(kOpeners)));
      out.line("");
      out.end_prose();
    }
    const int intro = rng.range(0, 3);
    for (int i = 0; i < intro; ++i) {
      prose_unit(rng, out, stats);
      out.begin_prose();
      out.line("");
      out.end_prose();
    }
    const int batch = rng.range(1, 4);
    for (int b = 0; b < batch; ++b) {
      const bool with_end = blocks.write();
      if (b + 1 < batch && rng.chance(250)) {
        out.begin_prose();
        if (with_end) out.line("");
        out.line(paragraph_line(rng, &stats));
        out.line("");
        out.end_prose();
      }
    }
    if (rng.chance(600)) {
      out.begin_prose();
      out.line("");
      out.end_prose();
      prose_unit(rng, out, stats);
    }
    out.begin_prose();
    out.line("");
    out.end_prose();
  }
  out.finish();

  if (want_stats) {
    std::fprintf(stderr,
                 "{\"seed\":%llu,\"bytes\":%zu,\"lines\":%llu,\"crlf_lines\":%llu,\"prose_lines\":%llu,"
                 "\"non_ascii_prose_lines\":%llu,\"blocks\":%llu,\"blocks_without_end\":%llu,"
                 "\"explicit_ids\":%llu,\"auto_ids\":%llu,\"deps\":[%llu,%llu,%llu,%llu],\"params\":%llu,"
                 "\"multiline_params\":%llu,\"nested_params\":%llu,\"expected_calls\":%llu,"
                 "\"expected_text_segments\":%llu}\n",
                 static_cast<unsigned long long>(seed), out.size(),
                 static_cast<unsigned long long>(stats.lines), static_cast<unsigned long long>(stats.crlf_lines),
                 static_cast<unsigned long long>(stats.prose_lines),
                 static_cast<unsigned long long>(stats.non_ascii_prose_lines),
                 static_cast<unsigned long long>(stats.blocks),
                 static_cast<unsigned long long>(stats.blocks_without_end),
                 static_cast<unsigned long long>(stats.explicit_ids), static_cast<unsigned long long>(stats.auto_ids),
                 static_cast<unsigned long long>(stats.deps[0]), static_cast<unsigned long long>(stats.deps[1]),
                 static_cast<unsigned long long>(stats.deps[2]), static_cast<unsigned long long>(stats.deps[3]),
                 static_cast<unsigned long long>(stats.params),
                 static_cast<unsigned long long>(stats.multiline_params),
                 static_cast<unsigned long long>(stats.nested_params),
                 static_cast<unsigned long long>(stats.blocks),
                 static_cast<unsigned long long>(stats.text_segments));
  }
  return 0;
}
