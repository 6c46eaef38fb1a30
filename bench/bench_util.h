// What both benchmarks need: the whole input in memory, the peak RSS, the median of runs.
#pragma once

#include <sys/resource.h>
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace llmfmt::bench {

inline double peak_rss_mib() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024.0;  // KiB on Linux
}

// Reads the whole file into a string of exactly its size (no growth by doubling, so the RSS before
// parsing is the process baseline plus the input).
inline std::string read_file(const char* tool, const std::string& path) {
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) {
    std::fprintf(stderr, "%s: cannot open %s: %s\n", tool, path.c_str(), std::strerror(errno));
    std::exit(2);
  }
  struct stat st {};
  std::string data;
  if (fstat(fileno(f), &st) == 0 && st.st_size > 0) data.resize(static_cast<std::size_t>(st.st_size));
  std::size_t got = data.empty() ? 0 : std::fread(&data[0], 1, data.size(), f);
  data.resize(got);
  char buf[1 << 16];  // whatever fstat did not announce (pipes, growing files)
  std::size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) data.append(buf, n);
  const bool failed = std::ferror(f) != 0;
  std::fclose(f);
  if (failed) {
    std::fprintf(stderr, "%s: error reading %s\n", tool, path.c_str());
    std::exit(2);
  }
  return data;
}

inline double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

}  // namespace llmfmt::bench
