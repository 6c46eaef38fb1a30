// bench_gen_stf: writes a realistic STF chat transcript to stdout.
//
//   bench_gen_stf [--seed N] [--size BYTES] [--stats]
//
// The output is a function of (seed, size) only: its own splitmix64 PRNG and integer helpers, no
// <random> distributions, one random draw per statement. It writes messages until at least BYTES
// bytes (default 10,000,000) are out, then stops at the end of that message:
//   - a `;meta` block first; a `;sys` prompt; then user/assistant turns, with tool calls (an
//     assistant message with an `;extra` block naming the call, then a `;tool call_id=…` reply);
//   - long multi-line messages: paragraphs on one line each, lists, fenced code, blank lines;
//     about 5% of lines carry non-ASCII text;
//   - escapes: content lines starting with ';' written as ';;' (about 1% of lines);
//   - comments: `;# …` lines between messages, now and then a `;/* … ;*/` block;
//   - `name=` arguments, some quoted ("Ann B"), `id=` on some messages.
// --stats prints {"bytes":…,"messages":…,"extra_blocks":…} to stderr.
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

const char* const kWords[] = {"the", "model", "returns", "a", "list", "of", "messages", "and", "each", "one",
                              "has", "role", "content", "for", "parsing", "text", "format", "line", "value",
                              "file", "request", "response", "token", "stream", "buffer", "error", "check",
                              "simple", "when", "with", "without", "every", "number", "string", "object"};
const char* const kUnicode[] = {"café", "naïve", "Grüße", "東京", "日本語のテキスト", "Привет", "мир", "λόγος",
                                "한국어", "مرحبا", "🙂", "🚀", "déjà vu"};
const char* const kCode[] = {"int main() {", "  return 0;", "}", "def f(x):", "    return x * 2", "const a = [1, 2, 3];",
                             "for (auto& m : messages) count++;", "SELECT role, content FROM messages;", "echo \"$HOME\""};
const char* const kNames[] = {"Ann", "\"Ann B\"", "bob", "'C. D.'", "eve_2"};
const char* const kTools[] = {"weather", "search", "calculator", "read_file", "run"};

class Writer {
 public:
  Writer(std::uint64_t seed, std::size_t size) : rng_(seed), size_(size) {}

  /// Writes the transcript to stdout; returns its size in bytes.
  std::size_t run() {
    out_ += ";meta\n{\n  title: 'Benchmark transcript',\n  created: '2026-11-22',\n  tags: ['bench', 'stf'],\n}\n;end\n";
    out_ += ";sys\nYou are a helpful assistant. Answer briefly.\n";
    ++messages_;
    while (out_.size() < size_) turn();
    out_.finish();
    return out_.size();
  }

  std::size_t messages() const { return messages_; }
  std::size_t extra_blocks() const { return extras_; }

 private:
  void sentence(std::string& line) {
    const std::size_t n = 6 + rng_.below(14);
    for (std::size_t i = 0; i < n; ++i) {
      if (i > 0) line += ' ';
      if (rng_.chance(3))
        line += rng_.pick(kUnicode);
      else
        line += rng_.pick(kWords);
    }
    line += '.';
  }

  void paragraph() {
    std::string line;
    const std::size_t n = 1 + rng_.below(5);
    for (std::size_t i = 0; i < n; ++i) {
      if (i > 0) line += ' ';
      sentence(line);
    }
    if (rng_.chance(1)) line.insert(0, ";;");  // content that starts with ';'
    out_ += line;
    out_ += '\n';
  }

  void body(std::size_t blocks) {
    for (std::size_t b = 0; b < blocks; ++b) {
      if (b > 0) out_ += '\n';
      const std::size_t kind = rng_.below(10);
      if (kind < 6) {
        paragraph();
      } else if (kind < 8) {
        const std::size_t items = 2 + rng_.below(4);
        for (std::size_t i = 0; i < items; ++i) {
          out_ += "- ";
          std::string line;
          sentence(line);
          out_ += line;
          out_ += '\n';
        }
      } else {
        out_ += "```\n";
        const std::size_t lines = 2 + rng_.below(8);
        for (std::size_t i = 0; i < lines; ++i) {
          out_ += rng_.pick(kCode);
          out_ += '\n';
        }
        out_ += "```\n";
      }
    }
  }

  void command(const char* name) {
    out_ += name;
    if (rng_.chance(30)) {
      out_ += " name=";
      out_ += rng_.pick(kNames);
    }
    if (rng_.chance(20)) out_ += " id=m" + std::to_string(messages_);
    out_ += '\n';
    ++messages_;
  }

  void turn() {
    if (rng_.chance(10)) out_ += ";# turn " + std::to_string(messages_) + "\n";
    if (rng_.chance(2)) out_ += ";/*\nan edited-out draft\n;user\nignored\n;*/\n";
    command(";user");
    body(1 + rng_.below(3));
    if (rng_.chance(20)) {  // a tool call round trip
      command(";ai");
      out_ += "Let me look that up.\n";
      const std::string call = "call_" + std::to_string(messages_);
      out_ += ";extra\n{\n  tool_calls: [{id: '" + call + "', name: '" + rng_.pick(kTools) +
              "', arguments: '{\"q\": \"x\"}'}],\n  usage: {input: " + std::to_string(rng_.below(5000)) +
              ", output: " + std::to_string(rng_.below(900)) + "},\n}\n;end\n";
      ++extras_;
      out_ += ";tool call_id=" + call + "\n";
      ++messages_;
      body(1);
    }
    command(";ai");
    body(2 + rng_.below(6));
    if (rng_.chance(10)) {
      out_ += ";extra\n{model: 'bench-1', latency_ms: " + std::to_string(rng_.below(3000)) + "}\n;end\n";
      ++extras_;
    }
  }

  Rng rng_;
  std::size_t size_;
  llmfmt::bench::Sink out_{"bench_gen_stf"};
  std::size_t messages_ = 0;
  std::size_t extras_ = 0;
};

}  // namespace

int main(int argc, char** argv) {
  std::uint64_t seed = 20261122;
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
      std::fprintf(stderr, "usage: bench_gen_stf [--seed N] [--size BYTES] [--stats]\n");
      return 2;
    }
  }
  Writer w(seed, size);
  const std::size_t bytes = w.run();
  if (stats)
    std::fprintf(stderr, "{\"bytes\":%zu,\"seed\":%llu,\"messages\":%zu,\"extra_blocks\":%zu}\n", bytes,
                 static_cast<unsigned long long>(seed), w.messages(), w.extra_blocks());
  return 0;
}
