// `llmfmt lsp`: the time from an edit of a large document to its new diagnostics (bench/lsp.sh,
// bench/RESULTS.md). Each file is opened in a lsp::Server; then, EDITS times, one character is
// inserted at the start of a pseudo-random line (and removed by the next edit), each as a
// didChange with a range, as an editor sends it. Timed: Server::handle of that change — applying
// the edit, checking the whole document, converting the diagnostics to LSP and serialising the
// publishDiagnostics message (what goes to the pipe, without the write). The fix checks, which
// the server leaves for a moment without messages (Server::idle, api/fix_checks.h), run after
// each timed edit and are timed apart ("idle"). Prints one JSON line per
// file: p50, p99 and max in milliseconds, of the wall time and of the thread's CPU time (which a
// busy machine inflates less).
//
//   bench_lsp FILE… [--edits N]
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "lsp/server.h"

using namespace llmfmt;

int main(int argc, char** argv) {
  std::vector<std::string> files;
  std::size_t edits = 200;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--edits") == 0 && i + 1 < argc) edits = std::strtoull(argv[++i], nullptr, 10);
    else files.emplace_back(argv[i]);
  }
  if (files.empty()) {
    std::fprintf(stderr, "usage: bench_lsp FILE... [--edits N]\n");
    return 2;
  }
  for (const std::string& path : files) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    const std::string text = buffer.str();
    std::size_t lines = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1;
    std::size_t published = 0, diagnostics = 0, bytes_out = 0;
    lsp::Server server(
        [&](const Json& m) {
          bytes_out += m.dump(-1, ' ', false, Json::error_handler_t::replace).size();
          if (m.value("method", "") == "textDocument/publishDiagnostics") {
            ++published;
            diagnostics = m["params"]["diagnostics"].size();
          }
        },
        {});
    const std::string uri = "file://" + path;
    server.handle({Json{{"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"}, {"params", {{"capabilities", Json::object()}}}}});
    server.handle({Json{{"jsonrpc", "2.0"},
                        {"method", "textDocument/didOpen"},
                        {"params", {{"textDocument", {{"uri", uri}, {"languageId", ""}, {"version", 1}, {"text", text}}}}}}});
    std::vector<double> ms, cpu_ms, idle_ms;
    auto cpu_now = [] {
      timespec t{};
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
      return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
    };
    std::uint64_t state = 42;
    std::size_t line = 0;
    for (std::size_t k = 0; k < edits; ++k) {
      Json range;
      std::string inserted;
      if (k % 2 == 0) {  // insert "x" at the start of a line …
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        line = static_cast<std::size_t>(state >> 33) % lines;
        range = {{"start", {{"line", line}, {"character", 0}}}, {"end", {{"line", line}, {"character", 0}}}};
        inserted = "x";
      } else {  // … and take it out again
        range = {{"start", {{"line", line}, {"character", 0}}}, {"end", {{"line", line}, {"character", 1}}}};
      }
      const Json change = {{"jsonrpc", "2.0"},
                           {"method", "textDocument/didChange"},
                           {"params",
                            {{"textDocument", {{"uri", uri}, {"version", static_cast<long long>(k) + 2}}},
                             {"contentChanges", Json::array({{{"range", range}, {"text", inserted}}})}}}};
      const auto start = std::chrono::steady_clock::now();
      const double cpu_start = cpu_now();
      server.handle({change});
      cpu_ms.push_back(cpu_now() - cpu_start);
      ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
      // Then the pause before the next edit: the fix checks left for it (Server::idle), timed apart.
      const auto idle_start = std::chrono::steady_clock::now();
      while (server.has_idle_work()) server.idle();
      idle_ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - idle_start).count());
    }
    std::sort(idle_ms.begin(), idle_ms.end());
    std::sort(ms.begin(), ms.end());
    std::sort(cpu_ms.begin(), cpu_ms.end());
    auto at = [](const std::vector<double>& v, double p) {
      return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
    };
    std::printf("{\"file\":\"%s\",\"bytes\":%zu,\"lines\":%zu,\"edits\":%zu,\"published\":%zu,\"diagnostics\":%zu,"
                "\"p50_ms\":%.2f,\"p99_ms\":%.2f,\"max_ms\":%.2f,\"cpu_p50_ms\":%.2f,\"cpu_p99_ms\":%.2f,"
                "\"idle_p50_ms\":%.2f,\"idle_p99_ms\":%.2f}\n",
                path.c_str(), text.size(), lines, edits, published, diagnostics, at(ms, 0.5), at(ms, 0.99), ms.back(),
                at(cpu_ms, 0.5), at(cpu_ms, 0.99), at(idle_ms, 0.5), at(idle_ms, 0.99));
  }
  return 0;
}
