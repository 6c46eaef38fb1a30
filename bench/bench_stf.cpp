// bench_stf: throughput and peak memory of llmfmt's STF decoder and encoder.
//
//   bench_stf FILE [--runs N]                    run every mode, each in a fresh child process
//   bench_stf FILE --mode decode|encode [--runs N]  run one mode in this process
//
// Modes:
//   decode   llmfmt::stf::parse(text) on the whole input; MB/s counts input bytes
//   encode   llmfmt::stf::encode(messages, metadata) of the input's decoded messages (decoded once,
//            outside the timed region); MB/s counts output bytes
//
// As bench_llmist: the input is read into memory first, each run is timed with steady_clock
// around the call only, throughput uses the median run; every mode runs in its own child process
// (fork + exec of /proc/self/exe --mode …) and reports ru_maxrss of that child in MiB, which
// includes the input buffer (and, for encode, the decoded messages). `rss_before_mb` is ru_maxrss
// just before the first timed run.
//
// Output: one JSON line per mode on stdout, e.g.
//   {"impl":"llmfmt","format":"stf","mode":"decode","mb_per_s":…,"peak_rss_mb":…,"messages":…,…}

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench_util.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "llmfmt/stf.h"

namespace {

using llmfmt::bench::Args;

using llmfmt::bench::median;
using llmfmt::bench::peak_rss_mib;

std::string read_file(const std::string& path) { return llmfmt::bench::read_file("bench_stf", path); }

using Clock = std::chrono::steady_clock;

// One mode, in this process.
int run_mode(const Args& a) {
  namespace S = llmfmt::stf;
  const std::string text = read_file(a.file);
  const bool decode = a.mode == "decode";
  S::Result decoded;
  if (!decode) decoded = S::parse(text);
  const double rss_before = peak_rss_mib();

  std::vector<double> seconds;
  std::size_t messages = 0, diagnostics = 0, bytes = 0;
  for (unsigned r = 0; r < a.runs; ++r) {
    if (decode) {
      const auto t0 = Clock::now();
      S::Result d = S::parse(text);
      const auto t1 = Clock::now();
      seconds.push_back(std::chrono::duration<double>(t1 - t0).count());
      messages = d.document.messages.size();
      diagnostics = d.diagnostics.size();
      bytes = text.size();
    } else {
      const auto t0 = Clock::now();
      const std::string out = S::encode(decoded.document);
      const auto t1 = Clock::now();
      seconds.push_back(std::chrono::duration<double>(t1 - t0).count());
      messages = decoded.document.messages.size();
      diagnostics = decoded.diagnostics.size();
      bytes = out.size();
    }
  }

  const double med = median(seconds);
  std::printf(
      "{\"impl\":\"llmfmt\",\"format\":\"stf\",\"mode\":\"%s\",\"mb_per_s\":%.2f,\"peak_rss_mb\":%.1f,"
      "\"messages\":%zu,\"diagnostics\":%zu,\"bytes\":%zu,\"input_bytes\":%zu,\"runs\":%u,\"median_ms\":%.2f,"
      "\"min_ms\":%.2f,\"rss_before_mb\":%.1f}\n",
      a.mode.c_str(), static_cast<double>(bytes) / 1e6 / med, peak_rss_mib(), messages, diagnostics, bytes,
      text.size(), a.runs, med * 1e3, *std::min_element(seconds.begin(), seconds.end()) * 1e3, rss_before);
  std::fflush(stdout);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  return llmfmt::bench::main_with_modes("bench_stf", argc, argv, {"decode", "encode"}, run_mode);
}
