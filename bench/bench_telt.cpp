// bench_telt: throughput and peak memory of llmfmt's TELT parser (parsing + validation).
//
//   bench_telt FILE [--runs N]               run every mode, each in a fresh child process
//   bench_telt FILE --mode parse|json [--runs N]
//
// Modes:
//   parse   llmfmt::telt::parse(text): blocks, commands, validation, errors with their context
//   json    parse, then telt::to_json(document).dump() (what `llmfmt parse --compact` prints)
//
// The input is read into memory first; the timed region is the call(s) above only; throughput =
// input bytes / 1e6 / median run time (N runs, default 5). Peak RSS is the child's ru_maxrss in
// MiB (bench_util.h), input buffer and process baseline included; `rss_before_mb` is the same
// figure before the first parse. One JSON line per mode on stdout.
#include "bench_util.h"

#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "llmfmt/telt.h"

namespace {

using llmfmt::bench::Args;

using Clock = std::chrono::steady_clock;
using llmfmt::bench::median;
using llmfmt::bench::peak_rss_mib;

int run_mode(const Args& a) {
  const std::string text = llmfmt::bench::read_file("bench_telt", a.file);
  const double rss_before = peak_rss_mib();
  std::vector<double> seconds;
  std::size_t blocks = 0, valid_blocks = 0, commands = 0, valid_commands = 0, errors = 0, json_bytes = 0;
  for (unsigned r = 0; r < a.runs; ++r) {
    const auto t0 = Clock::now();
    const llmfmt::telt::Result result = llmfmt::telt::parse(text);
    const llmfmt::telt::Document& doc = result.document;
    if (a.mode == "json") json_bytes = llmfmt::telt::to_json(result).dump().size();
    const auto t1 = Clock::now();
    seconds.push_back(std::chrono::duration<double>(t1 - t0).count());
    blocks = doc.blocks.size();
    valid_blocks = commands = valid_commands = 0;
    for (const auto& b : doc.blocks) {
      valid_blocks += b.valid;
      commands += b.commands.size();
      for (const auto& c : b.commands) valid_commands += c.valid;
    }
    errors = result.diagnostics.size();
  }
  const double med = median(seconds);
  std::printf(
      "{\"impl\":\"llmfmt\",\"format\":\"telt\",\"mode\":\"%s\",\"mb_per_s\":%.2f,\"peak_rss_mb\":%.1f,"
      "\"blocks\":%zu,\"valid_blocks\":%zu,\"commands\":%zu,\"valid_commands\":%zu,\"errors\":%zu,"
      "\"json_bytes\":%zu,\"input_bytes\":%zu,\"runs\":%u,\"median_ms\":%.2f,\"rss_before_mb\":%.1f}\n",
      a.mode.c_str(), static_cast<double>(text.size()) / 1e6 / med, peak_rss_mib(), blocks, valid_blocks, commands,
      valid_commands, errors, json_bytes, text.size(), a.runs, med * 1e3, rss_before);
  std::fflush(stdout);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  return llmfmt::bench::main_with_modes("bench_telt", argc, argv, {"parse", "json"}, run_mode);
}
