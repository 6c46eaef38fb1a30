// bench_gen_telt: writes LLM output with TELT blocks to stdout.
//
//   bench_gen_telt [--seed N] [--size BYTES] [--stats]
//
// The output is a function of (seed, size) only: its own splitmix64 PRNG, one draw per decision.
// It writes prose and blocks until at least BYTES bytes (default 10,000,000) are out, then stops
// after the current block:
//   - prose paragraphs between blocks (about 5 % non-ASCII words);
//   - blocks with a random [a-z0-9]{3} hash, a `//` comment, 1–4 commands: CREATE_FILE with large
//     multi-line CONTENT (code, markdown, blank lines, tabs), REPLACE_IN_FILE, DELETE_FILE,
//     MOVE_FILE, BASH bodies, RUN_COMMAND;
//   - decoy lines inside values: `--END xyz--` / `--FILE xyz--` with other hashes at column 0,
//     the block's own delimiters indented or mid-line, `=== CREATE_FILE ===` and `#!telt …`
//     headers at column 0, `//` lines;
//   - about 2 % of commands misspelt (CRAETE_FILE: UNKNOWN_COMMAND, never valid).
// --stats prints {"bytes":…,"blocks":…,"commands":…,"valid_commands":…} to stderr: the counts a
// correct parser must report.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "bench_rng.h"
#include "bench_sink.h"

namespace {

using llmfmt::bench::Rng;

const char* const kWords[] = {"the", "file", "function", "returns", "a", "list", "of", "paths", "and", "each",
                              "module", "imports", "config", "parser", "value", "test", "build", "error", "check",
                              "update", "rename", "helper", "when", "with", "without", "every", "string", "object"};
const char* const kUnicode[] = {"café", "naïve", "Grüße", "東京", "Привет", "λόγος", "🙂", "déjà vu"};
const char* const kCode[] = {"int main() {", "  return 0;", "}", "def f(x):", "    return x * 2",
                             "const a = [1, 2, 3];", "\tif (ok) count++;", "SELECT id FROM files;",
                             "echo \"$HOME\"", "// a code comment", "# a heading", "- item"};
const char* const kPaths[] = {"src/app.py", "src/util/strings.py", "README.md", "docs/guide.md", "lib/parser.js",
                              "tests/test_app.py", "Makefile", "config/settings.yml"};

class Writer {
 public:
  Writer(std::uint64_t seed, std::size_t size) : rng_(seed), size_(size) {}

  /// Writes the input to stdout; returns its size in bytes.
  std::size_t run() {
    while (out_.size() < size_) {
      prose();
      block();
    }
    out_.finish();
    return out_.size();
  }

  std::size_t blocks = 0, commands = 0, valid_commands = 0;

 private:
  void line(const std::string& s) {
    out_ += s;
    out_ += '\n';
  }

  std::string words(std::size_t n) {
    std::string s;
    for (std::size_t i = 0; i < n; ++i) {
      if (i) s += ' ';
      s += rng_.chance(5) ? rng_.pick(kUnicode) : rng_.pick(kWords);
    }
    return s;
  }

  std::string hash() {
    static const char kAlphabet[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    std::string h;
    for (int i = 0; i < 3; ++i) h += kAlphabet[rng_.below(36)];
    return h;
  }

  void prose() {
    const std::size_t n = 1 + rng_.below(4);
    for (std::size_t i = 0; i < n; ++i) line(words(5 + rng_.below(20)) + ".");
    line("");
  }

  // One value line: text, code, or a decoy that must stay content.
  std::string value_line(const std::string& h) {
    switch (rng_.below(20)) {
      case 0: {
        std::string other;
        do other = hash(); while (other == h);
        return (rng_.chance(50) ? "--END " : "--FILE ") + other + "--";
      }
      case 1: return "  --END " + h + "--";
      case 2: return "see --END " + h + "-- in the docs";
      case 3: return "=== CREATE_FILE ===";
      case 4: return "#!telt [3-char SHA: " + hash() + "]";
      case 5: return "";
      case 6:
      case 7:
      case 8: return rng_.pick(kCode);
      default: return words(4 + rng_.below(14));
    }
  }

  void value(const std::string& h, std::size_t lines) {
    for (std::size_t i = 0; i < lines; ++i) line(value_line(h));
  }

  void param(const char* name, const std::string& h, const std::string& v) {
    line(std::string("--") + name + " " + h + "--");
    line(v);
  }

  void command(const std::string& h) {
    ++commands;
    const bool typo = rng_.chance(2);
    if (!typo) ++valid_commands;
    switch (rng_.below(10)) {
      case 0:
        line(typo ? "=== CRAETE_FILE ===" : "=== DELETE_FILE ===");
        param("FILE", h, rng_.pick(kPaths));
        break;
      case 1:
        line(typo ? "=== CRAETE_FILE ===" : "=== MOVE_FILE ===");
        param("FROM", h, rng_.pick(kPaths));
        param("TO", h, rng_.pick(kPaths));
        break;
      case 2:
        line(typo ? "=== CRAETE_FILE ===" : "=== BASH ===");
        if (typo) line("--FILE " + h + "--");
        value(h, 1 + rng_.below(8));
        line(std::string(rng_.pick(kCode)));  // never blank: a body needs text
        break;
      case 3:
        line(typo ? "=== CRAETE_FILE ===" : "=== RUN_COMMAND ===");
        param("COMMAND", h, "npm test -- " + words(2));
        if (rng_.chance(50)) param("CWD", h, "web");
        break;
      case 4:
      case 5:
        line(typo ? "=== CRAETE_FILE ===" : "=== REPLACE_IN_FILE ===");
        param("FILE", h, rng_.pick(kPaths));
        line("--FIND " + h + "--");
        value(h, 1 + rng_.below(6));
        line("--REPLACE " + h + "--");
        value(h, 1 + rng_.below(12));
        break;
      default:
        line(typo ? "=== CRAETE_FILE ===" : "=== CREATE_FILE ===");
        param("FILE", h, rng_.pick(kPaths));
        line("--CONTENT " + h + "--");
        value(h, 20 + rng_.below(200));  // large contents
        break;
    }
    line("--END " + h + "--");
  }

  void block() {
    ++blocks;
    const std::string h = hash();
    line("#!telt [3-char SHA: " + h + "]");
    line("// " + words(4));
    const std::size_t n = 1 + rng_.below(4);
    for (std::size_t i = 0; i < n; ++i) {
      if (i && rng_.chance(50)) line("");
      command(h);
    }
    line("");
  }

  Rng rng_;
  std::size_t size_;
  llmfmt::bench::Sink out_{"bench_gen_telt"};
};

[[noreturn]] void usage(const char* message) {
  std::fprintf(stderr, "bench_gen_telt: %s\nusage: bench_gen_telt [--seed N] [--size BYTES] [--stats]\n", message);
  std::exit(2);
}

}  // namespace

int main(int argc, char** argv) {
  std::uint64_t seed = 20261123;
  std::size_t size = 10'000'000;
  bool stats = false;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--seed" && i + 1 < argc) {
      seed = std::strtoull(argv[++i], nullptr, 10);
    } else if (arg == "--size" && i + 1 < argc) {
      size = std::strtoull(argv[++i], nullptr, 10);
    } else if (arg == "--stats") {
      stats = true;
    } else {
      usage(("unexpected argument '" + arg + "'").c_str());
    }
  }
  Writer writer(seed, size);
  const std::size_t bytes = writer.run();
  if (stats)
    std::fprintf(stderr, "{\"bytes\":%zu,\"seed\":%llu,\"blocks\":%zu,\"commands\":%zu,\"valid_commands\":%zu}\n",
                 bytes, static_cast<unsigned long long>(seed), writer.blocks, writer.commands,
                 writer.valid_commands);
  return 0;
}
