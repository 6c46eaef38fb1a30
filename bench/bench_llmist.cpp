// bench_llmist: throughput and peak memory of llmfmt's llmist block parser.
//
//   bench_llmist FILE [--runs N] [--chunk BYTES]      run every mode, each in a fresh child process
//   bench_llmist FILE --mode whole|streamN|replies2k [--runs N]   run one mode in this process
//
// Modes:
//   whole     llmfmt::llmist::parse(text) on the whole input
//   streamN   StreamParser: feed() in chunks of N bytes (N = --chunk, default 64), then finish()
//   replies2k the input cut into replies of about 2 KB (each ends at the first LF at or after its
//             2048th byte), llmfmt::llmist::parse() of each in turn: the library's usual work, one
//             model reply per call (calls and segments are the sums)
//
// For each mode the input is read into memory first; then the parse is run N times (--runs,
// default 5). Each run is timed with std::chrono::steady_clock around the parse only (for
// streaming: constructing the parser, every feed(), finish()); destroying the result is outside
// the timed region. Throughput = input bytes / 1e6 / median run time.
//
// Peak RSS: each mode runs in its own child process (fork + exec of /proc/self/exe with --mode) so
// one mode's memory does not show up in the other's. The child reads ru_maxrss from
// getrusage(RUSAGE_SELF) at the end and reports it in MiB (ru_maxrss is in KiB on Linux). It
// includes the process baseline and the input buffer; `rss_before_parse_mb` is the same figure
// taken after reading the input and before the first parse.
//
// Output: one JSON line per mode on stdout, for example
//   {"impl":"llmfmt","mode":"whole","mb_per_s":123.4,"peak_rss_mb":56.7,"calls":17014,
//    "text_segments":7836, …extra fields…}

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

#include "llmfmt/llmist.h"

namespace {

using llmfmt::bench::median;
using llmfmt::bench::peak_rss_mib;

std::string read_file(const std::string& path) { return llmfmt::bench::read_file("bench_llmist", path); }

using Clock = std::chrono::steady_clock;

struct Args {
  std::string file;
  std::string mode;  // empty: parent, run all modes in children
  unsigned runs = 5;
  std::size_t chunk = 64;
};

[[noreturn]] void usage_error(const char* message) {
  std::fprintf(stderr,
               "bench_llmist: %s\n"
               "usage: bench_llmist FILE [--runs N] [--chunk BYTES] [--mode whole|streamN|replies2k]\n",
               message);
  std::exit(2);
}

unsigned long parse_positive(const char* flag, const char* s) {
  char* end = nullptr;
  errno = 0;
  const unsigned long v = std::strtoul(s, &end, 10);
  if (errno != 0 || end == s || *end != '\0' || s[0] == '-' || v == 0) {
    std::string m = std::string(flag) + " needs a positive integer";
    usage_error(m.c_str());
  }
  return v;
}

Args parse_args(int argc, char** argv) {
  Args a;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has_value = i + 1 < argc;
    if (arg == "--runs" && has_value) {
      a.runs = static_cast<unsigned>(parse_positive("--runs", argv[++i]));
    } else if (arg == "--chunk" && has_value) {
      a.chunk = parse_positive("--chunk", argv[++i]);
    } else if (arg == "--mode" && has_value) {
      a.mode = argv[++i];
    } else if (arg == "-h" || arg == "--help") {
      std::printf("usage: bench_llmist FILE [--runs N] [--chunk BYTES] [--mode whole|streamN|replies2k]\n");
      std::exit(0);
    } else if (!arg.empty() && arg[0] != '-' && a.file.empty()) {
      a.file = arg;
    } else {
      std::string m = "unexpected argument '" + arg + "'";
      usage_error(m.c_str());
    }
  }
  if (a.file.empty()) usage_error("missing input FILE");
  if (!a.mode.empty() && a.mode != "whole" && a.mode != "replies2k") {
    if (a.mode.rfind("stream", 0) != 0 || a.mode.size() == 6) usage_error("--mode must be whole, streamN or replies2k");
    a.chunk = parse_positive("--mode streamN", a.mode.c_str() + 6);
  }
  return a;
}

// The input cut into replies: each ends at the first LF at or after its 2048th byte (bench.mjs cuts
// the same bytes).
std::vector<std::string_view> replies(std::string_view text) {
  std::vector<std::string_view> out;
  for (std::size_t at = 0; at < text.size();) {
    std::size_t end = at + 2048 > text.size() ? text.size() : text.find('\n', at + 2047);
    end = end == std::string_view::npos ? text.size() : std::min(text.size(), end + 1);
    out.push_back(text.substr(at, end - at));
    at = end;
  }
  return out;
}

// One mode, in this process.
int run_mode(const Args& a) {
  namespace L = llmfmt::llmist;
  const std::string text = read_file(a.file);
  const double rss_loaded = peak_rss_mib();
  const bool whole = a.mode == "whole";

  std::vector<double> seconds;
  std::size_t calls = 0, segments = 0, diagnostics = 0;
  const std::vector<std::string_view> pieces = a.mode == "replies2k" ? replies(text) : std::vector<std::string_view>();
  for (unsigned r = 0; r < a.runs; ++r) {
    if (!pieces.empty()) {
      calls = segments = diagnostics = 0;
      const auto t0 = Clock::now();
      for (const std::string_view reply : pieces) {
        const L::Result result = L::parse(reply);
        calls += result.document.calls.size();
        segments += result.document.text.size();
        diagnostics += result.diagnostics.size();
      }
      const auto t1 = Clock::now();
      seconds.push_back(std::chrono::duration<double>(t1 - t0).count());
    } else if (whole) {
      const auto t0 = Clock::now();
      L::Result result = L::parse(text);
      const auto t1 = Clock::now();
      seconds.push_back(std::chrono::duration<double>(t1 - t0).count());
      calls = result.document.calls.size();
      segments = result.document.text.size();
      diagnostics = result.diagnostics.size();
    } else {
      std::size_t event_calls = 0, event_text = 0;
      L::Handlers handlers;
      handlers.on_call = [&event_calls](const L::Call&) { ++event_calls; };
      handlers.on_text = [&event_text](const L::TextSegment&) { ++event_text; };
      const std::string_view view(text);

      const auto t0 = Clock::now();
      L::StreamParser stream(L::Options{}, handlers);
      for (std::size_t off = 0; off < view.size(); off += a.chunk) stream.feed(view.substr(off, a.chunk));
      L::Result result = stream.finish();
      const auto t1 = Clock::now();

      seconds.push_back(std::chrono::duration<double>(t1 - t0).count());
      // The handlers take every call and segment: finish() keeps none (llmfmt/llmist.h).
      calls = event_calls;
      segments = event_text;
      diagnostics = result.diagnostics.size();
      if (!result.document.calls.empty() || !result.document.text.empty())
        std::fprintf(stderr, "bench_llmist: %s: finish() kept items the handlers took\n", a.mode.c_str());
    }
  }

  const double med = median(seconds);
  const double mb = static_cast<double>(text.size()) / 1e6;
  std::printf(
      "{\"impl\":\"llmfmt\",\"mode\":\"%s\",\"mb_per_s\":%.2f,\"peak_rss_mb\":%.1f,\"calls\":%zu,"
      "\"text_segments\":%zu,\"diagnostics\":%zu,\"bytes\":%zu,\"runs\":%u,\"median_ms\":%.2f,"
      "\"min_ms\":%.2f,\"rss_before_parse_mb\":%.1f}\n",
      a.mode.c_str(), mb / med, peak_rss_mib(), calls, segments, diagnostics, text.size(), a.runs, med * 1e3,
      *std::min_element(seconds.begin(), seconds.end()) * 1e3, rss_loaded);
  std::fflush(stdout);
  return 0;
}

int run_children(const Args& a, const char* argv0) {
  return llmfmt::bench::run_modes_in_children("bench_llmist", argv0, a.file, a.runs,
                                              {"whole", "stream" + std::to_string(a.chunk), "replies2k"});
}

}  // namespace

int main(int argc, char** argv) {
  const Args a = parse_args(argc, argv);
  if (a.mode.empty()) return run_children(a, argv[0]);
  return run_mode(a);
}
