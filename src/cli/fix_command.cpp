#include "cli/fix_command.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/fixes.h"
#include "cli/inputs.h"
#include "core/terminal_text.h"

namespace llmfmt::cli {
namespace {

// ---- files -----------------------------------------------------------------------------------

// Writes `text` to `file` through a temporary file beside it and a rename, so that a reader sees
// the old file or the new one, never half of it; the file keeps its permissions, and a symbolic
// link stays a link (its target is written).
void write_atomically(const std::string& file, const std::string& text) {
  std::error_code error;
  const std::filesystem::path target = std::filesystem::canonical(file, error);
  const std::string path = error ? file : target.string();
  std::string temp = path + ".llmfmt-fix-XXXXXX";
  const int fd = mkstemp(temp.data());
  if (fd < 0) throw UsageError("cannot write beside '" + path + "': " + std::strerror(errno));
  struct stat st {};
  bool ok = ::stat(path.c_str(), &st) != 0 || fchmod(fd, st.st_mode & 07777) == 0;
  for (std::size_t done = 0; ok && done < text.size();) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    ok = n > 0;
    if (ok) done += static_cast<std::size_t>(n);
  }
  ok = ::close(fd) == 0 && ok;
  if (!ok || std::rename(temp.c_str(), path.c_str()) != 0) {
    const std::string why = std::strerror(errno);
    std::remove(temp.c_str());
    throw UsageError("cannot write '" + path + "': " + why);
  }
}

void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  out.close();
  if (!out) throw UsageError("cannot write '" + path + "'");
}

// "1 fix", "2 fixes", "0 errors".
std::string counted(std::size_t n, const std::string& word) {
  const bool es = !word.empty() && (word.back() == 'x' || word.back() == 's');
  return std::to_string(n) + " " + word + (n == 1 ? "" : es ? "es" : "s");
}

}  // namespace

void add_fix_options(CLI::App& fix, FixArgs& args) {
  fix.add_option("files", args.files, "input files, or - for standard input (the fixed text goes to standard output)")
      ->required();
  fix.add_flag("--diff", args.diff, "print what would change as a unified diff and write nothing");
  fix.add_option("-o,--output-file", args.output, "write the fixed text to this file (one input only)");
}

int run_fix_command(const FixArgs& args, const std::function<Format(const std::string&)>& format_for,
                    const Options& options) {
  if (!args.output.empty() && args.files.size() != 1) {
    std::cerr << "llmfmt: -o takes one input\n";
    return 2;
  }
  if (!args.output.empty() && args.diff) {
    std::cerr << "llmfmt: --diff writes nothing: leave out -o\n";
    return 2;
  }
  bool trouble = false, left = false;
  for (const std::string& path : args.files) {
    try {
      const Format format = format_for(path);
      const std::string original = read_input(path);
      FixRun run = fix_all(format, original, options);
      const std::string& text = run.text;
      const std::vector<Diagnostic>& diagnostics = run.diagnostics;
      const std::size_t applied = run.applied, skipped = run.skipped;
      const bool pending = std::any_of(diagnostics.begin(), diagnostics.end(), [](const Diagnostic& d) { return !d.fix.empty(); });
      if (has_errors(diagnostics) || pending) left = true;

      const std::string shown = path == "-" ? "<stdin>" : path;
      if (args.diff) {
        std::cout << unified_diff(shown, original, text, ::isatty(STDOUT_FILENO) != 0);
      } else if (!args.output.empty()) {
        write_file(args.output, text);
      } else if (path == "-") {
        std::cout << text;
      } else if (text != original) {
        write_atomically(path, text);
      }
      // What is left, as `check` shows it, then one line of counts.
      // What it could not fix: every error, every suggestion it would not apply (a hint without
      // an edit: the change would be a guess, docs/decisions.md), and every fix still pending.
      std::size_t by_hand = 0;
      for (const Diagnostic& d : diagnostics)
        if (d.severity == Severity::error || !d.fix.empty() || d.fix_hint) {
          std::cerr << format_diagnostic(shown, d);
          by_hand += d.fix.empty();
        }
      std::string line = shown + ": " + counted(applied, "fix") + " applied";
      if (skipped > 0) line += ", " + counted(skipped, "fix") + " skipped (overlapping another)";
      if (!run.converged) line += "; stopped after " + std::to_string(kMaxFixPasses) + " passes";
      std::size_t errors = 0;
      for (const Diagnostic& d : diagnostics) errors += d.severity == Severity::error;
      line += "; " + counted(errors, "error") + " left";
      if (by_hand > 0) line += "; " + std::to_string(by_hand) + " not fixed (no safe edit: see above)";
      std::cerr << terminal_safe(line) << '\n';
    } catch (const UsageError& e) {  // report it, fix the other inputs, exit 2 at the end
      std::cerr << "llmfmt: " << terminal_safe(e.what()) << '\n';
      trouble = true;
    }
  }
  std::cout.flush();
  if (!std::cout) {
    std::cerr << "llmfmt: error writing the output\n";
    return 2;
  }
  return trouble ? 2 : left ? 1 : 0;
}

}  // namespace llmfmt::cli
