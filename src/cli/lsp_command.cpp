#include "cli/lsp_command.h"

#include <poll.h>
#include <signal.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <filesystem>
#include <iostream>
#include <vector>

#include "lsp/server.h"
#include "lsp/transport.h"

namespace llmfmt::cli {
namespace {

// A file:// URI of a directory (its path percent-encoded where a URI needs it), ending in '/'.
std::string file_uri(const std::filesystem::path& dir) {
  std::string uri = "file://";
  for (unsigned char c : dir.string()) {
    if (std::isalnum(c) || std::string_view("/-._~").find(static_cast<char>(c)) != std::string_view::npos) {
      uri += static_cast<char>(c);
    } else {
      static const char* hex = "0123456789ABCDEF";
      uri += '%';
      uri += hex[c >> 4];
      uri += hex[c & 15];
    }
  }
  if (uri.back() != '/') uri += '/';
  return uri;
}

// docs/formats/ as installed beside the executable (share/doc/llmfmt/formats), else the source
// tree's; empty when neither is there.
std::string default_docs_url() {
  std::error_code error;
  const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", error);
  if (!error) {
    const std::filesystem::path installed = exe.parent_path() / ".." / "share" / "doc" / "llmfmt" / "formats";
    if (std::filesystem::is_directory(installed, error)) return file_uri(std::filesystem::canonical(installed, error));
  }
  const std::filesystem::path source = LLMFMT_SOURCE_DOCS;
  if (std::filesystem::is_directory(source, error)) return file_uri(source);
  return {};
}

bool write_all(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

}  // namespace

CLI::App* add_lsp_command(CLI::App& app, LspArgs& args) {
  CLI::App* lsp = app.add_subcommand("lsp", "serve the Language Server Protocol on standard input and output (docs/editors.md)");
  lsp->add_option("--docs-url", args.docs_url,
                  "where diagnostic codes link: a URL prefix of docs/formats/ (default: the local copy, as file://)");
  lsp->add_option("--options", args.options,
                  "the formats' options as one JSON object (start_prefix, end_prefix, arg_prefix, default_role, "
                  "max_depth, sigil); a client's initializationOptions.options replaces it");
  return lsp;
}

int run_lsp_command(const LspArgs& args) {
  lsp::ServerOptions server_options;
  try {
    server_options.parse = options_from_json(args.options);
  } catch (const std::invalid_argument& e) {
    std::cerr << "llmfmt: --options: " << e.what() << '\n';
    return 2;
  }
  ::signal(SIGPIPE, SIG_IGN);  // a client gone away is a failed write, not a killed server
  server_options.docs_base = args.docs_url.empty() ? default_docs_url() : args.docs_url;
  bool output_failed = false;
  lsp::Server server(
      [&](const Json& message) {
        const std::string body = message.dump(-1, ' ', false, Json::error_handler_t::replace);
        if (!output_failed && !write_all(STDOUT_FILENO, lsp::frame(body))) output_failed = true;
      },
      server_options);
  lsp::FrameReader reader;
  std::vector<char> buffer(1 << 16);
  for (;;) {
    // Work left for a moment without messages (the fix checks of documents diagnosed), one piece
    // at a time while nothing waits on the input: an edit that arrives meanwhile goes first.
    while (server.has_idle_work()) {
      pollfd input{STDIN_FILENO, POLLIN, 0};
      if (::poll(&input, 1, 0) != 0) break;
      server.idle();
    }
    // Read what has arrived (waiting for the first bytes), then take every complete message as
    // one batch: a cancellation or an edit that follows a request is seen before it runs.
    bool eof = false;
    std::size_t taken = 0;
    do {
      const ssize_t n = ::read(STDIN_FILENO, buffer.data(), buffer.size());
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        eof = true;
        break;
      }
      reader.feed(std::string_view(buffer.data(), static_cast<std::size_t>(n)));
      taken += static_cast<std::size_t>(n);
      pollfd input{STDIN_FILENO, POLLIN, 0};
      if (::poll(&input, 1, 0) <= 0 || !(input.revents & (POLLIN | POLLHUP))) break;
    } while (taken < (8u << 20));
    std::vector<Json> batch;
    while (std::optional<lsp::FrameReader::Frame> frame = reader.next()) {
      if (!frame->error.empty()) {
        server.framing_error(frame->error);
        continue;
      }
      Json message = Json::parse(frame->body, nullptr, /*allow_exceptions=*/false);
      if (message.is_discarded()) server.handle_text(frame->body);  // answered with a ParseError
      else batch.push_back(std::move(message));
    }
    server.handle(batch);
    if (server.exited() || output_failed) return server.exit_code();
    if (eof) return server.exit_code();
  }
}

}  // namespace llmfmt::cli
