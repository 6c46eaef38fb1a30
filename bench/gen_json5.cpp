// bench_gen_json5: writes a JSON-compatible JSON5 file (plain JSON, which every JSON5 parser reads)
// to stdout: a top-level array of records, as an API dump or a data export would hold them.
//
//   bench_gen_json5 [--seed N] [--size BYTES] [--minify] [--stats]
//
// The output is a function of (seed, size, --minify) only: its own splitmix64 PRNG
// (bench_rng.h), one draw per decision. It writes records until at least BYTES bytes (default
// 10,000,000) are out, then closes the array. Each record is an object of 8–14 members:
//   - integers (ids, counts, negative offsets), decimals (scores, prices, coordinates), numbers
//     with exponents (1.5e-7), true/false/null;
//   - short strings (names, e-mail addresses, ISO dates, URLs, enum-like states) and longer text
//     (sentences; about 5 % of words non-ASCII: accented Latin, Greek, Cyrillic, CJK, emoji) with
//     escapes: \n, \t, \", \\, \/, \u00e9, \u2603, now and then a surrogate pair \ud83d\ude00;
//   - nested objects (an address with a geo point, settings two levels deep), arrays of strings,
//     of numbers, of small objects (events), and a small matrix (arrays of arrays).
// Pretty-printed with two spaces per level, as JSON.stringify(value, null, 2) writes it; --minify
// writes it on one line without blanks.
// --stats prints {"bytes":…,"seed":…,"records":…,"values":…,"strings":…,"numbers":…,"max_depth":…}
// to stderr: the counts a parser reading the whole value sees (values counts every array element,
// member value and the top-level array).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "bench_rng.h"
#include "bench_sink.h"

namespace {

using llmfmt::bench::Rng;

const char* const kWords[] = {"the", "order", "was", "shipped", "to", "a", "customer", "and", "each", "item",
                              "has", "its", "own", "price", "list", "of", "values", "for", "parsing", "text",
                              "with", "without", "every", "number", "string", "object", "request", "update"};
const char* const kUnicode[] = {"café", "naïve", "Grüße", "東京", "日本語", "Привет", "λόγος", "한국어", "🙂", "déjà vu"};
const char* const kEscapes[] = {"\\n", "\\t", "\\\"", "\\\\", "\\/", "\\u00e9", "\\u2603", "\\ud83d\\ude00"};
const char* const kFirst[] = {"Ann", "Bob", "Chloé", "Dmitri", "Eve", "Fatima", "Günter", "Hana", "Ivan", "Jun"};
const char* const kLast[] = {"Smith", "Müller", "Tanaka", "Nguyen", "García", "O'Brien", "Kowalski", "Lee"};
const char* const kCities[] = {"Berlin", "São Paulo", "Tōkyō", "New York", "Zürich", "Kraków", "Lyon", "Oslo"};
const char* const kStates[] = {"pending", "active", "shipped", "cancelled", "returned", "archived"};
const char* const kTags[] = {"new", "priority", "gift", "bulk", "fragile", "express", "eu", "us", "b2b"};
const char* const kEvents[] = {"created", "paid", "packed", "shipped", "delivered", "refunded"};

class Writer {
 public:
  Writer(std::uint64_t seed, std::size_t size, bool minify) : rng_(seed), size_(size), minify_(minify) {}

  /// Writes the file to stdout; returns its size in bytes.
  std::size_t run() {
    open('[');
    ++values;
    bool first = true;
    while (out_.size() < size_) {
      element(first);
      record();
    }
    close(']');
    out_ += '\n';
    out_.finish();
    return out_.size();
  }

  std::size_t records = 0, values = 0, strings = 0, numbers = 0, max_depth = 0;

 private:
  void newline() {
    if (minify_) return;
    out_ += '\n';
    out_.append(2 * depth_, ' ');
  }
  void open(char c) {
    out_ += c;
    ++depth_;
    if (depth_ > max_depth) max_depth = depth_;
  }
  void close(char c) {
    --depth_;
    newline();
    out_ += c;
  }
  // Before an element of an array or object: the comma after the previous one, a line break.
  void element(bool& first) {
    if (!first) out_ += ',';
    first = false;
    newline();
  }
  void key(bool& first, const char* name) {
    element(first);
    out_ += '"';
    out_ += name;
    out_ += minify_ ? "\":" : "\": ";
    ++values;
  }

  void str(const std::string& s) {
    out_ += '"';
    out_ += s;
    out_ += '"';
    ++strings;
  }
  void num(const std::string& s) {
    out_ += s;
    ++numbers;
  }
  void integer(std::int64_t v) { num(std::to_string(v)); }
  // A decimal with `places` digits after the point, from an integer count of units.
  void decimal(std::int64_t units, int places) {
    std::string s = std::to_string(units < 0 ? -units : units);
    while (static_cast<int>(s.size()) <= places) s.insert(s.begin(), '0');
    s.insert(s.end() - places, '.');
    num((units < 0 ? "-" : "") + s);
  }

  std::string sentence(std::size_t n) {
    std::string s;
    for (std::size_t i = 0; i < n; ++i) {
      if (i > 0) s += ' ';
      const std::size_t r = rng_.below(100);
      if (r < 5)
        s += rng_.pick(kUnicode);
      else if (r < 8)
        s += rng_.pick(kEscapes);
      else
        s += rng_.pick(kWords);
    }
    return s;
  }

  std::string name() {
    std::string s = rng_.pick(kFirst);
    s += ' ';
    const char* last = rng_.pick(kLast);
    s += last;
    return s;
  }

  void address(bool& first) {
    key(first, "address");
    open('{');
    bool f = true;
    key(f, "street");
    str(std::to_string(1 + rng_.below(300)) + " " + rng_.pick(kWords) + " street");
    key(f, "city");
    str(rng_.pick(kCities));
    key(f, "zip");
    str(std::to_string(10000 + rng_.below(90000)));
    key(f, "geo");
    open('{');
    bool g = true;
    key(g, "lat");
    decimal(static_cast<std::int64_t>(rng_.below(180000000)) - 90000000, 6);
    key(g, "lng");
    decimal(static_cast<std::int64_t>(rng_.below(360000000)) - 180000000, 6);
    close('}');
    close('}');
  }

  void tags(bool& first) {
    key(first, "tags");
    open('[');
    const std::size_t n = rng_.below(5);
    bool f = true;
    for (std::size_t i = 0; i < n; ++i) {
      element(f);
      ++values;
      str(rng_.pick(kTags));
    }
    if (n == 0) {  // [] on one line, as JSON.stringify writes it
      --depth_;
      out_ += ']';
    } else {
      close(']');
    }
  }

  void metrics(bool& first) {
    key(first, "metrics");
    open('[');
    const std::size_t n = 2 + rng_.below(7);
    bool f = true;
    for (std::size_t i = 0; i < n; ++i) {
      element(f);
      ++values;
      switch (rng_.below(4)) {
        case 0: integer(static_cast<std::int64_t>(rng_.below(100000))); break;
        case 1: decimal(static_cast<std::int64_t>(rng_.below(2000000)) - 1000000, 3); break;
        case 2: num(std::to_string(1 + rng_.below(9)) + "." + std::to_string(rng_.below(10)) + "e-" +
                    std::to_string(1 + rng_.below(12))); break;
        default: integer(-static_cast<std::int64_t>(rng_.below(1000))); break;
      }
    }
    close(']');
  }

  void events(bool& first) {
    key(first, "events");
    open('[');
    const std::size_t n = 1 + rng_.below(4);
    bool f = true;
    for (std::size_t i = 0; i < n; ++i) {
      element(f);
      ++values;
      open('{');
      bool e = true;
      key(e, "type");
      str(rng_.pick(kEvents));
      key(e, "at");
      str("2026-" + two(1 + rng_.below(12)) + "-" + two(1 + rng_.below(28)) + "T" + two(rng_.below(24)) + ":" +
          two(rng_.below(60)) + ":" + two(rng_.below(60)) + "Z");
      if (rng_.chance(40)) {
        key(e, "note");
        str(sentence(3 + rng_.below(8)));
      }
      close('}');
    }
    close(']');
  }

  void matrix(bool& first) {
    key(first, "matrix");
    open('[');
    bool f = true;
    for (int i = 0; i < 2; ++i) {
      element(f);
      ++values;
      open('[');
      bool r = true;
      for (int j = 0; j < 3; ++j) {
        element(r);
        ++values;
        integer(static_cast<std::int64_t>(rng_.below(10)));
      }
      close(']');
    }
    close(']');
  }

  void settings(bool& first) {
    key(first, "settings");
    open('{');
    bool f = true;
    key(f, "notify");
    out_ += rng_.chance(50) ? "true" : "false";
    key(f, "theme");
    str(rng_.chance(50) ? "dark" : "light");
    key(f, "limits");
    open('{');
    bool l = true;
    key(l, "daily");
    integer(static_cast<std::int64_t>(rng_.below(1000)));
    key(l, "ratio");
    decimal(static_cast<std::int64_t>(rng_.below(1000)), 2);
    close('}');
    close('}');
  }

  static std::string two(std::size_t v) { return (v < 10 ? "0" : "") + std::to_string(v); }

  void record() {
    ++records;
    ++values;
    open('{');
    bool f = true;
    key(f, "id");
    integer(static_cast<std::int64_t>(100000 + records));
    key(f, "name");
    str(name());
    key(f, "email");
    str("user" + std::to_string(rng_.below(100000)) + "@example.com");
    key(f, "active");
    out_ += rng_.chance(70) ? "true" : "false";
    key(f, "state");
    str(rng_.pick(kStates));
    key(f, "score");
    decimal(static_cast<std::int64_t>(rng_.below(100000)), 2);
    key(f, "created");
    str("2026-" + two(1 + rng_.below(12)) + "-" + two(1 + rng_.below(28)));
    if (rng_.chance(60)) {
      key(f, "description");
      str(sentence(8 + rng_.below(30)));
    }
    if (rng_.chance(20)) {
      key(f, "parent");
      out_ += "null";
    }
    if (rng_.chance(70)) address(f);
    if (rng_.chance(80)) tags(f);
    if (rng_.chance(60)) metrics(f);
    if (rng_.chance(50)) events(f);
    if (rng_.chance(20)) matrix(f);
    if (rng_.chance(30)) settings(f);
    if (rng_.chance(30)) {
      key(f, "url");
      str("https:\\/\\/example.com\\/items\\/" + std::to_string(rng_.below(1000000)) + "?ref=bench");
    }
    close('}');
  }

  Rng rng_;
  std::size_t size_;
  bool minify_;
  std::size_t depth_ = 0;
  llmfmt::bench::Sink out_{"bench_gen_json5"};
};

}  // namespace

int main(int argc, char** argv) {
  std::uint64_t seed = 20261125;
  std::size_t size = 10000000;
  bool stats = false, minify = false;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
      seed = std::strtoull(argv[++i], nullptr, 10);
    } else if (std::strcmp(argv[i], "--size") == 0 && i + 1 < argc) {
      size = std::strtoull(argv[++i], nullptr, 10);
    } else if (std::strcmp(argv[i], "--minify") == 0) {
      minify = true;
    } else if (std::strcmp(argv[i], "--stats") == 0) {
      stats = true;
    } else {
      std::fprintf(stderr, "usage: bench_gen_json5 [--seed N] [--size BYTES] [--minify] [--stats]\n");
      return 2;
    }
  }
  Writer w(seed, size, minify);
  const std::size_t bytes = w.run();
  if (stats)
    std::fprintf(stderr,
                 "{\"bytes\":%zu,\"seed\":%llu,\"minify\":%s,\"records\":%zu,\"values\":%zu,\"strings\":%zu,"
                 "\"numbers\":%zu,\"max_depth\":%zu}\n",
                 bytes, static_cast<unsigned long long>(seed), minify ? "true" : "false", w.records, w.values,
                 w.strings, w.numbers, w.max_depth);
  return 0;
}
