#include "runtime/telt/exec_program.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace llmfmt::telt::exec {
namespace {

using Clock = std::chrono::steady_clock;

struct Pipe {
  int read = -1, write = -1;
  ~Pipe() { close_both(); }
  void close_both() {
    if (read >= 0) ::close(read);
    if (write >= 0) ::close(write);
    read = write = -1;
  }
};

// Reads what is available; returns false at end of file.
bool drain(int fd, std::string& kept, std::size_t& total, std::size_t max_output) {
  char buffer[65536];
  for (;;) {
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return errno == EAGAIN || errno == EWOULDBLOCK;
    if (n == 0) return false;
    total += static_cast<std::size_t>(n);
    if (kept.size() < max_output) kept.append(buffer, std::min(static_cast<std::size_t>(n), max_output - kept.size()));
  }
}

}  // namespace

void run_program(ProgramRun& run, const std::string& cwd, std::chrono::milliseconds timeout, std::size_t max_output,
                 const std::atomic<bool>* interrupt) {
  Pipe out, err;
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  out.read = fds[0], out.write = fds[1];
  if (::pipe2(fds, O_CLOEXEC) != 0) throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  err.read = fds[0], err.write = fds[1];

  // Everything the child needs is prepared before fork: it only calls async-signal-safe functions.
  std::vector<char*> argv;
  for (std::string& a : run.argv) argv.push_back(a.data());
  argv.push_back(nullptr);
  static const char kExecFailed[] = "llmfmt: cannot start the program\n";

  const Clock::time_point start = Clock::now();
  const pid_t pid = ::fork();
  if (pid < 0) throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
  if (pid == 0) {
    ::setpgid(0, 0);
    const int null = ::open("/dev/null", O_RDONLY);
    if (null < 0 || ::dup2(null, 0) < 0 || ::dup2(out.write, 1) < 0 || ::dup2(err.write, 2) < 0 ||
        ::chdir(cwd.c_str()) != 0)
      ::_exit(126);
    ::close_range(3, ~0U, 0);  // nothing of ours (a log file, say) leaks into the program
    ::execvp(argv[0], argv.data());
    const ssize_t ignored = ::write(2, kExecFailed, sizeof kExecFailed - 1);
    (void)ignored;
    ::_exit(127);
  }
  ::setpgid(pid, pid);  // also in the parent, so the group exists before any kill below
  ::close(out.write), out.write = -1;
  ::close(err.write), err.write = -1;
  ::fcntl(out.read, F_SETFL, O_NONBLOCK);
  ::fcntl(err.read, F_SETFL, O_NONBLOCK);

  const Clock::time_point deadline = start + timeout;
  bool out_open = true, err_open = true;
  int status = 0;
  bool exited = false;
  for (;;) {
    if (::waitpid(pid, &status, WNOHANG) == pid) exited = true;
    if (exited || (interrupt && interrupt->load())) break;
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) {
      run.timed_out = true;
      break;
    }
    pollfd polls[2] = {{out_open ? out.read : -1, POLLIN, 0}, {err_open ? err.read : -1, POLLIN, 0}};
    ::poll(polls, 2, static_cast<int>(std::min<long long>(left, 50)));
    if (out_open) out_open = drain(out.read, run.stdout_text, run.stdout_bytes, max_output);
    if (err_open) err_open = drain(err.read, run.stderr_text, run.stderr_bytes, max_output);
  }
  // Whatever is left of its process group (background jobs, or all of it on timeout) is killed.
  ::kill(-pid, SIGKILL);
  if (!exited) ::waitpid(pid, &status, 0);
  if (out_open) drain(out.read, run.stdout_text, run.stdout_bytes, max_output);
  if (err_open) drain(err.read, run.stderr_text, run.stderr_bytes, max_output);
  run.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  if (run.timed_out) return;
  if (WIFEXITED(status)) run.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) run.signal = WTERMSIG(status);
}

}  // namespace llmfmt::telt::exec
