// `llmfmt lsp`: a Language Server Protocol server for every llmfmt format (docs/editors.md). The
// server is a state machine over JSON-RPC messages: handle() takes parsed messages in batches,
// send() receives what goes back. No I/O here (src/cli/lsp_command.cpp reads and writes stdio),
// so tests and the fuzz target drive it directly.
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "llmfmt/core/json.h"
#include "llmfmt/llmfmt.h"
#include "lsp/text.h"

namespace llmfmt::lsp {

struct ServerOptions {
  Options parse;  ///< the formats' options (`llmfmt lsp --options`; initializationOptions may add)
  /// Where codeDescription links point: `<docs_base><format>.md#<anchor>` (initializationOptions
  /// `docsBaseUrl` replaces it). Empty: no links.
  std::string docs_base;
};

class Server {
 public:
  using Send = std::function<void(const Json&)>;
  Server(Send send, ServerOptions options);

  /// Handles a batch of messages that arrived together: a request cancelled ($/cancelRequest) by
  /// a later message of the batch is answered with RequestCancelled without being run. Documents
  /// changed by the batch are re-diagnosed once, at its end.
  void handle(const std::vector<Json>& messages);
  /// One message as JSON text: invalid JSON is answered with a ParseError.
  void handle_text(std::string_view body);
  /// A framing problem of the transport: logged to the client (window/logMessage).
  void framing_error(const std::string& problem);

  /// Whether there is work for when no message waits: the fix checks of documents diagnosed
  /// since (diagnostics are published first, without them: api/fix_checks.h).
  bool has_idle_work() const { return !fixes_unchecked_.empty(); }
  /// Does one piece of that work: the fix checks of one document, published again when they
  /// change what was shown (a JSON5 hint that waited for them).
  void idle();

  /// After `exit`: the process ends with exit_code().
  bool exited() const { return exited_; }
  int exit_code() const { return shutdown_ ? 0 : 1; }

 private:
  /// A document's diagnostics, as `llmfmt check` gives them once `fixes_checked` (before: with
  /// each fix untried, api/fix_checks.h), and for each the line of the TELT block it is in (0: none).
  struct Checked {
    std::vector<Diagnostic> diagnostics;
    std::vector<std::size_t> block_lines;
    bool fixes_checked = false;
    bool hints_held = false;  // published with hints the fix checks may take (diagnostic())
  };
  struct Document {
    std::string uri;
    std::optional<Format> format;
    Text text;
    long long version = 0;
    /// The text's diagnostics, until it changes: code actions and hovers (which editors ask for
    /// at every move of the cursor) reuse them instead of checking the document again.
    std::optional<Checked> checked;
  };

  void dispatch(const Json& message);
  Json request(const std::string& method, const Json& params);
  void notification(const std::string& method, const Json& params);
  void publish_diagnostics();

  Json initialize(const Json& params);
  void did_open(const Json& params);
  void did_change(const Json& params);
  void did_close(const Json& params);
  Json code_action(const Json& params);
  Json formatting(const Json& params);
  Json document_symbol(const Json& params);
  Json definition(const Json& params, bool references);
  Json hover(const Json& params);
  Json semantic_tokens(const Json& params);

  Document& document(const Json& params);
  Json range(const Text& text, std::size_t start, std::size_t end) const;
  Json diagnostic(const Document& doc, const Diagnostic& d, const std::optional<std::size_t>& block_line) const;
  const Checked& checked(Document& doc) const;
  /// checked(), its fixes checked: what code actions offer.
  const Checked& fixes_checked(Document& doc) const;
  std::vector<Json> diagnostics(Document& doc) const;
  void send_log(int type, const std::string& message);

  Send send_;
  ServerOptions options_;
  Encoding encoding_ = Encoding::utf16;
  bool initialized_ = false, shutdown_ = false, exited_ = false;
  std::map<std::string, Document> documents_;
  std::set<std::string> dirty_;      // documents to re-diagnose at the end of the batch
  std::set<std::string> fixes_unchecked_;  // documents published before their fix checks
  std::set<std::string> cancelled_;  // request ids (dumped) cancelled within the batch
};

/// What initialize answers when the client offers `encodings` (general.positionEncodings):
/// "utf-8" when offered, else "utf-16".
Encoding choose_encoding(const Json& client_capabilities);

}  // namespace llmfmt::lsp
