// bench_json5: throughput and peak memory of llmfmt's JSON5 parser.
//
//   bench_json5 FILE [--runs N]              run every mode, each in a fresh child process
//   bench_json5 FILE --mode parse [--runs N] run one mode in this process
//
// Mode:
//   parse   llmfmt::json5::parse(text): the whole value and the diagnostics (what `llmfmt check`
//           and the library do); the same work as bench/json5-js/bench.mjs times in npm json5
//
// The input is read into memory first; the timed region is the call above only (destroying the
// result is outside it); throughput = input bytes / 1e6 / median run time (N runs, default 5).
// Peak RSS is the child's ru_maxrss in MiB (bench_util.h), input buffer and process baseline
// included; `rss_before_parse_mb` is the same figure before the first parse. values / strings /
// numbers count the value's nodes as bench.mjs does (every array element, member value and the
// top value), after the last run, untimed. One JSON line per mode on stdout.
#include "bench_util.h"

#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "llmfmt/json5.h"

namespace {

using llmfmt::bench::Args;
using llmfmt::bench::median;
using llmfmt::bench::peak_rss_mib;
using Clock = std::chrono::steady_clock;

struct Counts {
  std::size_t values = 0, strings = 0, numbers = 0;
};

void count(const llmfmt::Value& v, Counts& c) {
  ++c.values;
  switch (v.kind()) {
    case llmfmt::Value::Kind::string: ++c.strings; break;
    case llmfmt::Value::Kind::integer:
    case llmfmt::Value::Kind::real: ++c.numbers; break;
    case llmfmt::Value::Kind::array:
      for (const llmfmt::Value& e : v.as_array()) count(e, c);
      break;
    case llmfmt::Value::Kind::object:
      for (const auto& [key, member] : v.as_object()) count(member, c);
      break;
    default: break;
  }
}

int run_mode(const Args& a) {
  const std::string text = llmfmt::bench::read_file("bench_json5", a.file);
  const double rss_before = peak_rss_mib();
  std::vector<double> seconds;
  Counts c;
  std::size_t diagnostics = 0;
  bool has_value = false;
  for (unsigned r = 0; r < a.runs; ++r) {
    const auto t0 = Clock::now();
    llmfmt::json5::Result result = llmfmt::json5::parse(text);
    const auto t1 = Clock::now();
    seconds.push_back(std::chrono::duration<double>(t1 - t0).count());
    diagnostics = result.diagnostics.size();
    has_value = result.document.value.has_value();
    if (r + 1 == a.runs && result.document.value) count(*result.document.value, c);
  }
  const double med = median(seconds);
  std::printf(
      "{\"impl\":\"llmfmt\",\"format\":\"json5\",\"mode\":\"%s\",\"mb_per_s\":%.2f,\"peak_rss_mb\":%.1f,"
      "\"values\":%zu,\"strings\":%zu,\"numbers\":%zu,\"has_value\":%s,\"diagnostics\":%zu,\"bytes\":%zu,"
      "\"runs\":%u,\"median_ms\":%.2f,\"min_ms\":%.2f,\"max_ms\":%.2f,\"rss_before_parse_mb\":%.1f}\n",
      a.mode.c_str(), static_cast<double>(text.size()) / 1e6 / med, peak_rss_mib(), c.values, c.strings, c.numbers,
      has_value ? "true" : "false", diagnostics, text.size(), a.runs, med * 1e3,
      *std::min_element(seconds.begin(), seconds.end()) * 1e3, *std::max_element(seconds.begin(), seconds.end()) * 1e3,
      rss_before);
  std::fflush(stdout);
  return 0;
}

}  // namespace

int main(int argc, char** argv) { return llmfmt::bench::main_with_modes("bench_json5", argc, argv, {"parse"}, run_mode); }
