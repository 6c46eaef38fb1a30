// bench_gen_dsl: writes a long, valid DSL v0.3 program to stdout.
//
//   bench_gen_dsl [--seed N] [--size BYTES]
//
// The output is a function of (seed, size) only (its own splitmix64, one draw per statement). It
// writes steps until at least BYTES bytes (default 10,000,000) are out: each step has one to three
// instruction lines with references to earlier variables (~3 % non-ASCII words), often a /FROM
// (variables, descriptions, `/IN` scopes), one to three /DEF (every type, /AS payloads, some over
// two lines, some /TYPE and /AS on their own lines), and sometimes a multi-line /OUT. Variables
// come from a pool of 300 names, so later steps overwrite earlier ones. It parses without
// diagnostics.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "bench_rng.h"
#include "bench_sink.h"

namespace {

using llmfmt::bench::Rng;

const char* const kWords[] = {"summarize", "the", "report", "and", "list", "every", "risk", "for", "each", "team",
                              "compare", "numbers", "with", "last", "year", "write", "a", "short", "answer",
                              "check", "facts", "in", "draft", "plan", "budget", "customer", "email", "tone"};
const char* const kUnicode[] = {"café", "naïve", "Grüße", "東京", "Привет", "λόγος", "🙂"};
const char* const kTypes[] = {"nat", "str", "int", "float", "bool"};

class Writer {
 public:
  Writer(std::uint64_t seed, std::size_t size) : rng_(seed), size_(size) {}

  void run() {
    for (std::size_t step = 0; out_.size() < size_; ++step) {
      if (step > 0) out_ += "/THEN ";
      write_step();
    }
    out_.finish();
  }

 private:
  std::string words(std::size_t n) {
    std::string s;
    for (std::size_t i = 0; i < n; ++i) {
      if (i > 0) s += ' ';
      s += rng_.chance(3) ? kUnicode[rng_.below(std::size(kUnicode))] : kWords[rng_.below(std::size(kWords))];
    }
    return s;
  }
  std::string known() { return "v" + std::to_string(defined_[rng_.below(defined_.size())]); }

  void write_step() {
    std::vector<std::string> used;  // embedded references, to list in /FROM
    const std::size_t lines = 1 + rng_.below(3);
    for (std::size_t l = 0; l < lines; ++l) {
      std::string line = words(4 + rng_.below(8));
      if (!defined_.empty() && rng_.chance(60)) {
        used.push_back(known());
        line += " @" + used.back();
      }
      out_ += line + "\n";
    }
    if (!defined_.empty() && rng_.chance(70)) {
      std::string from = "/FROM ";
      for (std::size_t i = 0; i < used.size(); ++i) from += (i ? ", @" : "@") + used[i];
      if (!used.empty()) from += ", ";
      from += rng_.chance(50) ? "@" + known() : words(2);
      if (rng_.chance(40)) from += ", " + words(2) + " /IN @" + known();
      out_ += from + "\n";
    }
    std::vector<std::size_t> defs;
    const std::size_t count = 1 + rng_.below(3);
    for (std::size_t d = 0; d < count; ++d) {
      std::size_t v = rng_.below(300);
      while (std::find(defs.begin(), defs.end(), v) != defs.end()) v = (v + 1) % 300;
      defs.push_back(v);
      const char* type = kTypes[rng_.below(std::size(kTypes))];
      switch (rng_.below(4)) {
        case 0: out_ += "/DEF v" + std::to_string(v) + " /TYPE " + type + "\n"; break;
        case 1: out_ += "/DEF v" + std::to_string(v) + " /TYPE " + type + " /AS " + words(6) + "\n"; break;
        case 2: out_ += "/DEF v" + std::to_string(v) + " /AS " + words(5) + "\n  " + words(5) + "\n/TYPE " + type + "\n"; break;
        default: out_ += "/DEF v" + std::to_string(v) + "\n"; break;
      }
    }
    if (rng_.chance(40)) out_ += "/OUT " + words(5) + "\n" + words(6) + "\n";
    out_ += "\n";
    for (std::size_t v : defs)
      if (std::find(defined_.begin(), defined_.end(), v) == defined_.end()) defined_.push_back(v);
  }

  Rng rng_;
  std::size_t size_;
  llmfmt::bench::Sink out_{"bench_gen_dsl"};
  std::vector<std::size_t> defined_;
};

}  // namespace

int main(int argc, char** argv) {
  std::uint64_t seed = 20261122;
  std::size_t size = 10000000;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (std::strcmp(argv[i], "--seed") == 0) seed = std::strtoull(argv[i + 1], nullptr, 10);
    else if (std::strcmp(argv[i], "--size") == 0) size = std::strtoull(argv[i + 1], nullptr, 10);
    else {
      std::fprintf(stderr, "usage: bench_gen_dsl [--seed N] [--size BYTES]\n");
      return 2;
    }
  }
  Writer(seed, size).run();
  return 0;
}
