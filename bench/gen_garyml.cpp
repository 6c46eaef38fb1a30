// bench_gen_garyml: writes a realistic GaryML document to stdout.
//
//   bench_gen_garyml [--seed N] [--size BYTES] [--stats]
//
// The output is a function of (seed, size) only (its own splitmix64 PRNG, one draw per statement).
// It writes agent tasks until at least BYTES bytes (default 10,000,000) are out, each one:
//   - a `# task N` comment; `.Role: "…"`; a `.Context id=ctxN …` with a fenced code block;
//   - `.Instructions` and `.Plan` text blocks (relative indentation, blank lines, ~5% non-ASCII);
//   - `.Execute` with 1–4 commands, each with 1–5 `key: value` parameters of every value type and
//     references to the task's context and diff (some forward), repeated keys (lists);
//   - a `.Diff id=diffN format=unified` text block; now and then `.Examples` nested two levels and
//     a `.Documentation` with `.Section`s of one-line commands.
// The document is valid: parsing it gives no diagnostics.
// --stats prints {"bytes":…,"tasks":…,"lines":…} to stderr.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "bench_rng.h"
#include "bench_sink.h"

namespace {

using llmfmt::bench::Rng;

const char* const kWords[] = {"the", "handler", "returns", "a", "list", "of", "users", "and", "each", "one",
                              "has", "an", "name", "for", "parsing", "input", "format", "line", "value", "file",
                              "request", "response", "token", "stream", "buffer", "error", "check", "keep",
                              "simple", "when", "with", "without", "every", "test", "package", "module"};
const char* const kUnicode[] = {"café", "naïve", "Grüße", "東京", "日本語", "Привет", "λόγος", "한국어", "🚀"};
const char* const kCode[] = {"func main() {", "    fmt.Println(\"hi\")", "}", "def f(x):", "    return x * 2",
                             "const a = [1, 2, 3];", "for (auto& m : items) count++;", "SELECT id FROM users;",
                             "\tindented with a tab", "if err != nil {", "    return err", "}"};
const char* const kRoles[] = {"\"Go Scaffolder\"", "Senior reviewer", "\"Test writer\"", "Refactoring assistant"};
const char* const kCommands[] = {"scaffold", "test", "lint", "refactor", "applyPatch", "go-api", "log", "build"};
const char* const kLanguages[] = {"go", "python", "typescript", "sql", ""};

class Writer {
 public:
  Writer(std::uint64_t seed, std::size_t size) : rng_(seed), size_(size) {}

  /// Writes the document to stdout; returns its size in bytes.
  std::size_t run() {
    out_ += ".GaryML version: 1.0\n";
    while (out_.size() < size_) task();
    out_.finish();
    return out_.size();
  }
  std::size_t lines() const { return out_.lines(); }
  std::size_t tasks() const { return tasks_; }

 private:
  std::string words(std::size_t n) {
    std::string s;
    for (std::size_t i = 0; i < n; ++i) {
      if (i) s += ' ';
      s += rng_.chance(5) ? rng_.pick(kUnicode) : rng_.pick(kWords);
    }
    return s;
  }

  void text_block(const char* indent, std::size_t lines) {
    out_ += indent;
    out_ += "\"\"\"\n";
    for (std::size_t i = 0; i < lines; ++i) {
      if (rng_.chance(10)) {
        out_ += '\n';
        continue;
      }
      out_ += indent;
      if (rng_.chance(20)) out_ += "  ";
      out_ += words(4 + rng_.below(10)) + "\n";
    }
    out_ += indent;
    out_ += "\"\"\"\n";
  }

  void value() {
    switch (rng_.below(7)) {
      case 0: out_ += std::to_string(rng_.below(100000)); break;
      case 1: out_ += std::to_string(rng_.below(1000)) + "." + std::to_string(rng_.below(100)); break;
      case 2: out_ += rng_.chance(50) ? "true" : "false"; break;
      case 3: out_ += "\"" + words(1 + rng_.below(4)) + "\""; break;
      case 4: out_ += "@ctx" + std::to_string(tasks_); break;
      case 5: out_ += "pkg/" + std::string(rng_.pick(kWords)) + "/" + rng_.pick(kWords) + ".go"; break;
      default: out_ += words(1 + rng_.below(5)); break;
    }
  }

  void task() {
    ++tasks_;
    const std::string n = std::to_string(tasks_);
    out_ += "# task " + n + "\n";
    out_ += ".Role: " + std::string(rng_.pick(kRoles)) + "\n";
    out_ += ".Context id=ctx" + n + " type=file path=src/" + rng_.pick(kWords) + ".go\n";
    out_ += "  ```" + std::string(rng_.pick(kLanguages)) + "\n";
    for (std::size_t i = 0, lines = 3 + rng_.below(12); i < lines; ++i) out_ += "  " + std::string(rng_.pick(kCode)) + "\n";
    out_ += "  ```\n";
    out_ += ".Instructions\n";
    text_block("  ", 2 + rng_.below(8));
    if (rng_.chance(50)) {
      out_ += ".Plan\n";
      text_block("  ", 2 + rng_.below(5));
    }
    out_ += ".Execute\n";
    for (std::size_t c = 0, commands = 1 + rng_.below(4); c < commands; ++c) {
      out_ += "  ." + std::string(rng_.pick(kCommands)) + "\n";
      out_ += "    diff: @diff" + n + "\n";  // a forward reference
      for (std::size_t p = 0, params = 1 + rng_.below(5); p < params; ++p) {
        out_ += "    " + std::string(rng_.chance(30) ? "file" : rng_.pick(kWords)) + ": ";
        value();
        out_ += '\n';
      }
    }
    out_ += ".Diff id=diff" + n + " format=unified\n";
    out_ += "  \"\"\"\n  --- a/src/x.go\n  +++ b/src/x.go\n";
    for (std::size_t i = 0, lines = 2 + rng_.below(6); i < lines; ++i)
      out_ += std::string("  ") + (rng_.chance(50) ? "+" : "-") + rng_.pick(kCode) + "\n";
    out_ += "  \"\"\"\n";
    if (rng_.chance(15)) {
      out_ += ".Examples\n  .Query: \"" + words(5) + "\"\n  .Execute\n    .test\n      package: ./...\n";
    }
    if (rng_.chance(5)) {
      out_ += ".Documentation title: \"Commands " + n + "\"\n  .Section title: \"" + words(2) + "\"\n";
      for (std::size_t i = 0; i < 4; ++i) out_ += "    ." + std::string(rng_.pick(kCommands)) + ": \"" + words(6) + "\"\n";
    }
  }

  Rng rng_;
  std::size_t size_;
  std::size_t tasks_ = 0;
  llmfmt::bench::Sink out_{"bench_gen_garyml"};
};

}  // namespace

int main(int argc, char** argv) {
  std::uint64_t seed = 20261123;
  std::size_t size = 10000000;
  bool stats = false;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
      seed = std::strtoull(argv[++i], nullptr, 10);
    } else if (std::strcmp(argv[i], "--size") == 0 && i + 1 < argc) {
      size = std::strtoull(argv[++i], nullptr, 10);
    } else if (std::strcmp(argv[i], "--stats") == 0) {
      stats = true;
    } else {
      std::fprintf(stderr, "usage: bench_gen_garyml [--seed N] [--size BYTES] [--stats]\n");
      return 2;
    }
  }
  Writer w(seed, size);
  const std::size_t bytes = w.run();
  if (stats)
    std::fprintf(stderr, "{\"bytes\":%zu,\"seed\":%llu,\"tasks\":%zu,\"lines\":%zu}\n", bytes,
                 static_cast<unsigned long long>(seed), w.tasks(), w.lines());
  return 0;
}
