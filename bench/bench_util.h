// What every benchmark needs: its arguments, the whole input in memory, the peak RSS, the median
// of runs, and one child process per mode.
#pragma once

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

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

// FILE [--runs N] [--mode M]: no mode means the parent, which runs every mode in a child.
struct Args {
  std::string file;
  std::string mode;
  unsigned runs = 5;
};

// Parses the arguments of a benchmark whose modes are `modes`; exits 2 with a usage line on
// anything else.
inline Args parse_args(const char* tool, int argc, char** argv, const std::vector<std::string>& modes) {
  std::string names;
  for (const std::string& m : modes) names += (names.empty() ? "" : "|") + m;
  auto usage_error = [&](const std::string& message) {
    std::fprintf(stderr, "%s: %s\nusage: %s FILE [--runs N] [--mode %s]\n", tool, message.c_str(), tool, names.c_str());
    std::exit(2);
  };
  Args a;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--runs" && i + 1 < argc) {
      const char* text = argv[++i];
      char* end = nullptr;
      errno = 0;
      const long v = std::strtol(text, &end, 10);
      if (errno != 0 || end == text || *end != '\0' || v <= 0) usage_error("--runs needs a positive integer");
      a.runs = static_cast<unsigned>(v);
    } else if (arg == "--mode" && i + 1 < argc) {
      a.mode = argv[++i];
    } else if (arg == "-h" || arg == "--help") {
      std::printf("usage: %s FILE [--runs N] [--mode %s]\n", tool, names.c_str());
      std::exit(0);
    } else if (!arg.empty() && arg[0] != '-' && a.file.empty()) {
      a.file = arg;
    } else {
      usage_error("unexpected argument '" + arg + "'");
    }
  }
  if (a.file.empty()) usage_error("missing input FILE");
  if (!a.mode.empty() && std::find(modes.begin(), modes.end(), a.mode) == modes.end())
    usage_error("--mode must be one of " + names);
  return a;
}

inline double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

// Runs this program once per mode (`FILE --mode M --runs N`), each in a fresh child process so
// that each child's peak RSS is its own mode's; the children print their own JSON lines.
inline int run_modes_in_children(const char* tool, const char* argv0, const std::string& file, unsigned runs,
                                 const std::vector<std::string>& modes) {
  if (access(file.c_str(), R_OK) != 0) {
    std::fprintf(stderr, "%s: cannot read %s: %s\n", tool, file.c_str(), std::strerror(errno));
    return 2;
  }
  const std::string runs_text = std::to_string(runs);
  int status_all = 0;
  for (const auto& mode : modes) {
    std::fflush(stdout);
    std::fflush(stderr);
    const pid_t pid = fork();
    if (pid < 0) {
      std::perror("fork");
      return 1;
    }
    if (pid == 0) {
      std::vector<const char*> args = {argv0, file.c_str(), "--mode", mode.c_str(), "--runs", runs_text.c_str(), nullptr};
      execv("/proc/self/exe", const_cast<char* const*>(args.data()));
      std::perror("exec /proc/self/exe");
      _exit(127);
    }
    int status = 0;
    while (waitpid(pid, &status, 0) < 0) {
      if (errno != EINTR) {
        std::perror("waitpid");
        return 1;
      }
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      if (WIFEXITED(status))
        std::fprintf(stderr, "%s: mode %s failed (exit %d)\n", tool, mode.c_str(), WEXITSTATUS(status));
      else
        std::fprintf(stderr, "%s: mode %s failed (signal %d)\n", tool, mode.c_str(), WTERMSIG(status));
      status_all = 1;
    }
  }
  return status_all;
}

// A benchmark's main(): one mode in this process, or every mode in children.
inline int main_with_modes(const char* tool, int argc, char** argv, const std::vector<std::string>& modes,
                           int (*run_mode)(const Args&)) {
  const Args a = parse_args(tool, argc, argv, modes);
  if (a.mode.empty()) return run_modes_in_children(tool, argv[0], a.file, a.runs, modes);
  return run_mode(a);
}

}  // namespace llmfmt::bench
