#include "lsp/server.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "api/fix_checks.h"
#include "cli/fixes.h"
#include "llmfmt/telt.h"
#include "llmfmt/version.h"
#include "lsp/code_docs.h"
#include "lsp/semantic_tokens.h"
#include "lsp/structure.h"

namespace llmfmt::lsp {
namespace {

// JSON-RPC and LSP error codes.
constexpr int kParseError = -32700, kInvalidRequest = -32600, kMethodNotFound = -32601, kInvalidParams = -32602,
              kInternalError = -32603, kServerNotInitialized = -32002, kRequestCancelled = -32800,
              kRequestFailed = -32803;

/// At most this many diagnostics are published per document (bounded messages on huge inputs).
constexpr std::size_t kMaxDiagnostics = 1000;

struct RequestError : std::runtime_error {
  RequestError(int code, const std::string& message) : std::runtime_error(message), code(code) {}
  int code;
};

[[noreturn]] void bad_params(const std::string& what) { throw RequestError(kInvalidParams, what); }

const Json& field(const Json& object, const char* key) {
  if (!object.is_object()) bad_params(std::string("expected an object holding \"") + key + "\"");
  const auto it = object.find(key);
  if (it == object.end()) bad_params(std::string("missing \"") + key + "\"");
  return *it;
}

const Json* optional_field(const Json& object, const char* key) {
  if (!object.is_object()) return nullptr;
  const auto it = object.find(key);
  return it == object.end() || it->is_null() ? nullptr : &*it;
}

std::string string_field(const Json& object, const char* key) {
  const Json& value = field(object, key);
  if (!value.is_string()) bad_params(std::string("\"") + key + "\" must be a string");
  return value.get<std::string>();
}

std::size_t uint_field(const Json& object, const char* key) {
  const Json& value = field(object, key);
  if (value.is_number_unsigned()) return value.get<std::size_t>();
  if (value.is_number_integer() && value.get<long long>() >= 0) return static_cast<std::size_t>(value.get<long long>());
  bad_params(std::string("\"") + key + "\" must be a non-negative integer");
}

Position position_of(const Json& json) { return {uint_field(json, "line"), uint_field(json, "character")}; }

Json response(const Json& id, Json result) { return Json{{"jsonrpc", "2.0"}, {"id", id}, {"result", std::move(result)}}; }

Json error_response(const Json& id, int code, const std::string& message) {
  return Json{{"jsonrpc", "2.0"}, {"id", id}, {"error", {{"code", code}, {"message", message}}}};
}

int lsp_severity(Severity severity) {
  switch (severity) {
    case Severity::error: return 1;
    case Severity::warning: return 2;
    case Severity::info: return 3;
  }
  return 1;
}

// The shortest replacement turning `before` into `after`: [start, end) of `before` → `text`.
// Its ends fall on character boundaries and never between CR and LF, so they convert exactly.
struct Replacement {
  std::size_t start, end;
  std::string text;
};
Replacement minimal_replacement(std::string_view before, std::string_view after) {
  std::size_t prefix = 0;
  const std::size_t most = std::min(before.size(), after.size());
  while (prefix < most && before[prefix] == after[prefix]) ++prefix;
  auto inside = [](std::string_view s, std::size_t i) {
    return i > 0 && i < s.size() && ((static_cast<unsigned char>(s[i]) & 0xC0) == 0x80 || (s[i - 1] == '\r' && s[i] == '\n'));
  };
  while (inside(before, prefix) || inside(after, prefix)) --prefix;
  std::size_t suffix = 0;
  while (suffix < most - prefix && before[before.size() - 1 - suffix] == after[after.size() - 1 - suffix]) ++suffix;
  while (suffix > 0 && (inside(before, before.size() - suffix) || inside(after, after.size() - suffix))) --suffix;
  return {prefix, before.size() - suffix, std::string(after.substr(prefix, after.size() - suffix - prefix))};
}

}  // namespace

Encoding choose_encoding(const Json& capabilities) {
  const Json* general = optional_field(capabilities, "general");
  const Json* offered = general ? optional_field(*general, "positionEncodings") : nullptr;
  const Json* clangd = optional_field(capabilities, "offsetEncoding");  // clangd's extension, before LSP 3.17
  for (const Json* list : {offered, clangd})
    if (list && list->is_array())
      for (const Json& e : *list)
        if (e == "utf-8") return Encoding::utf8;
  return Encoding::utf16;
}

Server::Server(Send send, ServerOptions options) : send_(std::move(send)), options_(std::move(options)) {}

// ---- messages ------------------------------------------------------------------------------------

void Server::handle_text(std::string_view body) {
  Json message = Json::parse(body, nullptr, /*allow_exceptions=*/false);
  if (message.is_discarded()) {
    send_(error_response(nullptr, kParseError, "the message is not JSON"));
    return;
  }
  handle({std::move(message)});
}

void Server::framing_error(const std::string& problem) { send_log(1, "llmfmt lsp: dropped input: " + problem); }

void Server::handle(const std::vector<Json>& messages) {
  cancelled_.clear();
  for (const Json& m : messages)
    if (m.is_object() && m.value("method", Json()) == "$/cancelRequest")
      if (const Json* params = optional_field(m, "params"))
        if (const Json* id = optional_field(*params, "id")) cancelled_.insert(id->dump());
  for (const Json& m : messages) {
    if (exited_) break;
    dispatch(m);
  }
  cancelled_.clear();
  if (!exited_) publish_diagnostics();
}

void Server::dispatch(const Json& message) {
  const Json* id = message.is_object() ? optional_field(message, "id") : nullptr;
  const bool valid_id = id && (id->is_string() || id->is_number_integer() || id->is_number_unsigned());
  if (!message.is_object() || !message.contains("method") || !message["method"].is_string()) {
    // A response to a request of ours (we send none but notifications) is ignored.
    if (message.is_object() && (message.contains("result") || message.contains("error"))) return;
    send_(error_response(valid_id ? *id : Json(nullptr), kInvalidRequest, "not a JSON-RPC request or notification"));
    return;
  }
  const std::string method = message["method"].get<std::string>();
  const Json params = message.contains("params") ? message["params"] : Json(nullptr);
  if (id && !valid_id) {
    send_(error_response(nullptr, kInvalidRequest, "a request id must be a number or a string"));
    return;
  }
  if (!id) {
    try {
      notification(method, params);
    } catch (const std::exception& e) {  // a notification has no answer: tell the log
      send_log(1, "llmfmt lsp: " + method + ": " + e.what());
    }
    return;
  }
  if (cancelled_.count(id->dump())) {
    send_(error_response(*id, kRequestCancelled, "cancelled"));
    return;
  }
  try {
    send_(response(*id, request(method, params)));
  } catch (const RequestError& e) {
    send_(error_response(*id, e.code, e.what()));
  } catch (const std::exception& e) {
    send_(error_response(*id, kInternalError, e.what()));
  }
}

Json Server::request(const std::string& method, const Json& params) {
  if (method == "initialize") {
    if (initialized_) throw RequestError(kInvalidRequest, "initialize was sent twice");
    return initialize(params);
  }
  if (!initialized_) throw RequestError(kServerNotInitialized, "initialize first");
  if (shutdown_) throw RequestError(kInvalidRequest, "the server is shut down");
  if (method == "shutdown") {
    shutdown_ = true;
    return nullptr;
  }
  if (method == "textDocument/codeAction") return code_action(params);
  if (method == "textDocument/formatting") return formatting(params);
  if (method == "textDocument/documentSymbol") return document_symbol(params);
  if (method == "textDocument/definition") return definition(params, false);
  if (method == "textDocument/references") return definition(params, true);
  if (method == "textDocument/hover") return hover(params);
  if (method == "textDocument/semanticTokens/full") return semantic_tokens(params);
  throw RequestError(kMethodNotFound, "unknown method " + method);
}

void Server::notification(const std::string& method, const Json& params) {
  if (method == "exit") {
    exited_ = true;
    return;
  }
  if (!initialized_ || shutdown_) return;  // dropped, as LSP says
  if (method == "textDocument/didOpen") did_open(params);
  else if (method == "textDocument/didChange") did_change(params);
  else if (method == "textDocument/didClose") did_close(params);
  // initialized, $/cancelRequest (handled per batch), $/setTrace, didSave, workspace/…: nothing to do
}

void Server::send_log(int type, const std::string& message) {
  send_(Json{{"jsonrpc", "2.0"}, {"method", "window/logMessage"}, {"params", {{"type", type}, {"message", message}}}});
}

// ---- lifecycle -------------------------------------------------------------------------------------

Json Server::initialize(const Json& params) {
  if (!params.is_object()) bad_params("initialize needs its params object");
  const Json* capabilities = optional_field(params, "capabilities");
  encoding_ = capabilities ? choose_encoding(*capabilities) : Encoding::utf16;
  if (const Json* init = optional_field(params, "initializationOptions")) {
    if (const Json* parse = optional_field(*init, "options")) {
      try {
        options_.parse = options_from_json(parse->dump());
      } catch (const std::invalid_argument& e) {
        throw RequestError(kInvalidParams, std::string("initializationOptions.options: ") + e.what());
      }
    }
    if (const Json* base = optional_field(*init, "docsBaseUrl"); base && base->is_string())
      options_.docs_base = base->get<std::string>();
  }
  initialized_ = true;
  const char* encoding = encoding_ == Encoding::utf8 ? "utf-8" : "utf-16";
  Json result = {
      {"capabilities",
       {{"positionEncoding", encoding},
        {"textDocumentSync", {{"openClose", true}, {"change", 2}}},
        {"codeActionProvider", {{"codeActionKinds", {"quickfix", "source.fixAll"}}}},
        {"documentFormattingProvider", true},
        {"documentSymbolProvider", true},
        {"definitionProvider", true},
        {"referencesProvider", true},
        {"hoverProvider", true},
        {"semanticTokensProvider", {{"legend", {{"tokenTypes", semantic_token_legend()}, {"tokenModifiers", Json::array()}}},
                                    {"full", true}}}}},
      {"serverInfo", {{"name", "llmfmt"}, {"version", LLMFMT_VERSION_STRING}}}};
  if (capabilities && optional_field(*capabilities, "offsetEncoding")) result["offsetEncoding"] = encoding;
  return result;
}

// ---- documents ----------------------------------------------------------------------------------

Server::Document& Server::document(const Json& params) {
  const std::string uri = string_field(field(params, "textDocument"), "uri");
  const auto it = documents_.find(uri);
  if (it == documents_.end()) throw RequestError(kInvalidParams, "the document is not open: " + uri);
  return it->second;
}

void Server::did_open(const Json& params) {
  const Json& item = field(params, "textDocument");
  Document doc;
  doc.uri = string_field(item, "uri");
  doc.text.assign(string_field(item, "text"));
  if (const Json* version = optional_field(item, "version"); version && version->is_number_integer())
    doc.version = version->get<long long>();
  const Json* language = optional_field(item, "languageId");
  if (language && language->is_string()) {
    const std::string id = language->get<std::string>();
    doc.format = id == "gml" ? std::optional<Format>(Format::garyml) : format_from_name(id);
  }
  if (!doc.format) doc.format = format_of_path(doc.uri);
  const std::string uri = doc.uri;
  documents_[uri] = std::move(doc);
  dirty_.insert(uri);
}

void Server::did_change(const Json& params) {
  Document& doc = document(params);
  const Json& changes = field(params, "contentChanges");
  if (!changes.is_array()) bad_params("\"contentChanges\" must be an array");
  // Before the first change: a bad one further on leaves the ones before it applied.
  doc.checked.reset();
  dirty_.insert(doc.uri);
  for (const Json& change : changes) {
    const std::string text = string_field(change, "text");
    if (const Json* range = optional_field(change, "range")) {
      const std::size_t from = doc.text.offset(position_of(field(*range, "start")), encoding_);
      const std::size_t to = doc.text.offset(position_of(field(*range, "end")), encoding_);
      doc.text.replace(std::min(from, to), std::max(from, to), text);
    } else {
      doc.text.assign(text);
    }
  }
  if (const Json* version = optional_field(field(params, "textDocument"), "version"); version && version->is_number_integer())
    doc.version = version->get<long long>();
}

void Server::did_close(const Json& params) {
  const std::string uri = string_field(field(params, "textDocument"), "uri");
  documents_.erase(uri);
  dirty_.erase(uri);
  // Its diagnostics go away with it.
  send_(Json{{"jsonrpc", "2.0"},
             {"method", "textDocument/publishDiagnostics"},
             {"params", {{"uri", uri}, {"diagnostics", Json::array()}}}});
}

// ---- diagnostics --------------------------------------------------------------------------------

Json Server::range(const Text& text, std::size_t start, std::size_t end) const {
  const Position s = text.position(start, encoding_), e = text.position(std::max(start, end), encoding_);
  return {{"start", {{"line", s.line}, {"character", s.character}}}, {"end", {{"line", e.line}, {"character", e.character}}}};
}

Json Server::diagnostic(const Document& doc, const Diagnostic& d, const std::optional<std::size_t>& block_line) const {
  const std::string& text = doc.text.str();
  std::size_t start = std::min(d.span.start.offset, text.size()), end = std::min(std::max(start, d.span.end.offset), text.size());
  // A diagnostic at a place (end = start) is shown on the character there, as a caret would be.
  if (end == start && start < text.size() && text[start] != '\n' && text[start] != '\r')
    end = start + char_size(text, start, Encoding::utf8).bytes;
  std::string message = d.message;
  // (A hint the fix checks may still take is shown once they have run: idle().)
  const bool hint_known = d.fix.empty() || (doc.checked && doc.checked->fixes_checked) ||
                          (doc.format && hints_survive_fix_checks(*doc.format));
  if (d.fix_hint && !d.fix_hint->empty() && hint_known) message += "\nfix: " + *d.fix_hint;
  Json out = {{"range", range(doc.text, start, end)},
              {"severity", lsp_severity(d.severity)},
              {"code", d.code},
              {"source", "llmfmt"},
              {"message", message}};
  if (doc.format && !options_.docs_base.empty())
    if (const std::optional<CodeDoc> docs = code_doc(*doc.format, d.code))
      out["codeDescription"] = {{"href", options_.docs_base + format_name(*doc.format) + ".md#" + docs->anchor}};
  if (block_line) {
    const std::size_t line = *block_line > 0 ? *block_line - 1 : 0;
    out["relatedInformation"] = Json::array(
        {{{"location", {{"uri", doc.uri}, {"range", range(doc.text, doc.text.line_start(line), doc.text.line_end(line))}}},
          {"message", "in the block that starts here"}}});
  }
  return out;
}

// The fix checks read the text again (up to 4 times): they wait for code actions or for a moment
// without messages (idle()), so that the diagnostics of an edit are not held up by them.
const Server::Checked& Server::checked(Document& doc) const {
  if (doc.checked) return *doc.checked;
  Checked c;
  if (doc.format == Format::telt) {  // TELT's diagnostics carry their level and block
    telt::Result r = telt::check_without_fix_checks(doc.text.str(), options_.parse.telt);
    for (std::size_t i = 0; i < r.diagnostics.size(); ++i) {
      Diagnostic& d = r.diagnostics[i];
      c.block_lines.push_back(r.block_contexts[i] ? r.block_contexts[i]->start_line : 0);
      telt::lead_with_level(d);
      c.diagnostics.push_back(std::move(d));
    }
  } else if (doc.format) {
    c.diagnostics = check_without_fix_checks(*doc.format, doc.text.str(), options_.parse);
    c.block_lines.assign(c.diagnostics.size(), 0);
  }
  c.fixes_checked = !doc.format;
  return *(doc.checked = std::move(c));
}

const Server::Checked& Server::fixes_checked(Document& doc) const {
  checked(doc);
  if (!doc.checked->fixes_checked) {
    run_fix_checks(*doc.format, doc.text.str(), options_.parse, doc.checked->diagnostics);
    doc.checked->fixes_checked = true;
  }
  return *doc.checked;
}

std::vector<Json> Server::diagnostics(Document& doc) const {
  std::vector<Json> out;
  const Checked& c = checked(doc);
  for (std::size_t i = 0; i < c.diagnostics.size() && out.size() < kMaxDiagnostics; ++i)
    out.push_back(diagnostic(doc, c.diagnostics[i], c.block_lines[i] ? std::optional<std::size_t>(c.block_lines[i]) : std::nullopt));
  return out;
}

void Server::publish_diagnostics() {
  for (const std::string& uri : dirty_) {
    const auto it = documents_.find(uri);
    if (it == documents_.end()) continue;
    Json params = {{"uri", uri}, {"version", it->second.version}, {"diagnostics", diagnostics(it->second)}};
    send_(Json{{"jsonrpc", "2.0"}, {"method", "textDocument/publishDiagnostics"}, {"params", std::move(params)}});
    Checked& c = *it->second.checked;
    c.hints_held = !c.fixes_checked && !hints_survive_fix_checks(*it->second.format) &&
                   std::any_of(c.diagnostics.begin(), c.diagnostics.end(),
                               [](const Diagnostic& d) { return !d.fix.empty() && d.fix_hint && !d.fix_hint->empty(); });
    if (!c.fixes_checked) fixes_unchecked_.insert(uri);
  }
  dirty_.clear();
}

void Server::idle() {
  if (fixes_unchecked_.empty()) return;
  const std::string uri = *fixes_unchecked_.begin();
  fixes_unchecked_.erase(fixes_unchecked_.begin());
  const auto it = documents_.find(uri);
  if (it == documents_.end() || !it->second.checked) return;
  Document& doc = it->second;
  fixes_checked(doc);  // (unless a code action has run them already)
  if (!doc.checked->hints_held) return;  // else the diagnostics shown are the same
  doc.checked->hints_held = false;
  Json params = {{"uri", uri}, {"version", doc.version}, {"diagnostics", diagnostics(doc)}};
  send_(Json{{"jsonrpc", "2.0"}, {"method", "textDocument/publishDiagnostics"}, {"params", std::move(params)}});
}

// ---- code actions and formatting -------------------------------------------------------------

Json Server::code_action(const Json& params) {
  Document& doc = document(params);
  Json actions = Json::array();
  if (!doc.format) return actions;
  // The fixes offered are those of the diagnostics on the requested range's lines: editors ask
  // with the cursor's position, which need not touch a diagnostic at a place.
  const Json& wanted = field(params, "range");
  const Position first = position_of(field(wanted, "start")), last = position_of(field(wanted, "end"));
  const std::size_t from = doc.text.line_start(std::min(first.line, last.line));
  const std::size_t to = doc.text.line_end(std::max(first.line, last.line));
  bool quickfix = true, fix_all = true;
  if (const Json* context = optional_field(params, "context"))
    if (const Json* only = optional_field(*context, "only"); only && only->is_array()) {
      auto asks = [&](std::string_view kind) {
        return std::any_of(only->begin(), only->end(), [&](const Json& k) {
          if (!k.is_string()) return false;
          const std::string s = k.get<std::string>();
          return kind == s || kind.rfind(s + ".", 0) == 0;  // "source" asks for "source.fixAll"
        });
      };
      quickfix = asks("quickfix");
      fix_all = asks("source.fixAll");
    }
  const std::string& text = doc.text.str();
  const std::vector<Diagnostic>& found = fixes_checked(doc).diagnostics;
  auto text_edit = [&](std::size_t start, std::size_t end, const std::string& replacement) {
    return Json{{"range", range(doc.text, start, end)}, {"newText", replacement}};
  };
  bool any_fix = false;
  for (const Diagnostic& d : found) {
    if (d.fix.empty()) continue;
    any_fix = true;
    if (!quickfix || actions.size() >= kMaxDiagnostics) continue;
    const std::size_t start = d.span.start.offset, end = std::max(start, d.span.end.offset);
    if (end < from || start > to) continue;  // not under the requested range
    // The edits as one pass of `llmfmt fix` would apply them (checked to fit the text).
    const cli::FixPass pass = cli::apply_fixes(text, {d});
    if (pass.applied != 1) continue;
    const Replacement r = minimal_replacement(text, pass.text);
    Json edits = Json::array({text_edit(r.start, r.end, r.text)});
    actions.push_back({{"title", "Fix " + d.code + (d.fix_hint ? ": " + *d.fix_hint : std::string())},
                       {"kind", "quickfix"},
                       {"diagnostics", Json::array({diagnostic(doc, d, std::nullopt)})},
                       {"isPreferred", true},
                       {"edit", {{"changes", {{doc.uri, std::move(edits)}}}}}});
  }
  if (fix_all && any_fix) {
    // As `llmfmt fix`: passes until nothing more applies (a fix may reveal another), bounded.
    std::string fixed = text;
    for (int pass = 0; pass < cli::kMaxFixPasses; ++pass) {
      const cli::FixPass step = cli::apply_fixes(fixed, pass == 0 ? found : check(*doc.format, fixed, options_.parse));
      if (step.applied == 0 || step.text == fixed) break;
      fixed = step.text;
    }
    if (fixed != text) {
      const Replacement r = minimal_replacement(text, fixed);
      actions.push_back({{"title", "Fix all llmfmt problems"},
                         {"kind", "source.fixAll"},
                         {"edit", {{"changes", {{doc.uri, Json::array({text_edit(r.start, r.end, r.text)})}}}}}});
    }
  }
  return actions;
}

Json Server::formatting(const Json& params) {
  Document& doc = document(params);
  if (doc.format != Format::garyml)
    throw RequestError(kRequestFailed, std::string("llmfmt: ") + (doc.format ? format_name(*doc.format) : "this file") +
                                           " has no canonical form (only GaryML is formatted)");
  const std::string& text = doc.text.str();
  const garyml::Result result = garyml::parse(text, options_.parse.garyml);
  // What an error made the parser leave out would vanish from the formatted text: refuse.
  if (has_errors(result.diagnostics))
    throw RequestError(kRequestFailed, "llmfmt: not formatted: the document has errors (formatting would drop what they leave out)");
  const std::string canonical = garyml::format(result.document);
  if (canonical == text) return Json::array();
  const Replacement r = minimal_replacement(text, canonical);
  return Json::array({{{"range", range(doc.text, r.start, r.end)}, {"newText", r.text}}});
}

// ---- structure ------------------------------------------------------------------------------------

Json Server::document_symbol(const Json& params) {
  Document& doc = document(params);
  Json out = Json::array();
  if (!doc.format) return out;
  const std::function<Json(const Symbol&)> convert = [&](const Symbol& s) {
    const std::size_t start = s.range.start, end = std::max(s.range.start, s.range.end);
    const std::size_t sel_start = std::clamp(s.selection.start, start, end);
    const std::size_t sel_end = std::clamp(s.selection.end, sel_start, end);
    Json j = {{"name", s.name.empty() ? std::string("(empty)") : s.name},
              {"kind", static_cast<int>(s.kind)},
              {"range", range(doc.text, start, end)},
              {"selectionRange", range(doc.text, sel_start, sel_end)}};
    if (!s.detail.empty()) j["detail"] = s.detail;
    if (!s.children.empty()) {
      Json children = Json::array();
      for (const Symbol& c : s.children) children.push_back(convert(c));
      j["children"] = std::move(children);
    }
    return j;
  };
  for (const Symbol& s : document_symbols(*doc.format, doc.text.str(), options_.parse)) out.push_back(convert(s));
  return out;
}

Json Server::definition(const Json& params, bool references) {
  Document& doc = document(params);
  if (!doc.format) return nullptr;
  const std::size_t at = doc.text.offset(position_of(field(params, "position")), encoding_);
  const std::vector<Name> names = document_names(*doc.format, doc.text.str(), options_.parse);
  // The name under the cursor: the innermost range holding it (its end included, as an editor's
  // cursor just after a word is still on it).
  std::optional<std::size_t> here;
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i].range.start <= at && at <= names[i].range.end &&
        (!here || names[i].range.end - names[i].range.start < names[*here].range.end - names[*here].range.start))
      here = i;
  if (!here) return references ? Json::array() : Json(nullptr);
  auto location = [&](const Name& n) { return Json{{"uri", doc.uri}, {"range", range(doc.text, n.range.start, n.range.end)}}; };
  // The definitions a name comes down to (a DSL use → its /FROM item → the /DEF); bounded depth.
  auto roots = [&](std::size_t i) {
    std::set<std::size_t> out, frontier{i};
    for (int depth = 0; depth < 8 && !frontier.empty(); ++depth) {
      std::set<std::size_t> next;
      for (std::size_t k : frontier) {
        if (names[k].role == Name::Role::definition) out.insert(k);
        for (std::size_t t : names[k].targets) next.insert(t);
      }
      frontier = std::move(next);
    }
    return out;
  };
  if (!references) {
    const Name& n = names[*here];
    if (n.role == Name::Role::definition) return Json::array({location(n)});
    Json out = Json::array();
    for (std::size_t t : n.targets) out.push_back(location(names[t]));
    return out.empty() ? Json(nullptr) : out;
  }
  bool declarations = true;
  if (const Json* context = optional_field(params, "context"))
    if (const Json* include = optional_field(*context, "includeDeclaration"); include && include->is_boolean())
      declarations = include->get<bool>();
  const std::set<std::size_t> mine = roots(*here);
  Json out = Json::array();
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (names[i].role == Name::Role::definition && !declarations) continue;
    const std::set<std::size_t> theirs = roots(i);
    const bool same = mine.empty() ? i == *here || (names[i].name == names[*here].name && theirs.empty())
                                   : std::any_of(theirs.begin(), theirs.end(), [&](std::size_t r) { return mine.count(r) > 0; });
    if (same) out.push_back(location(names[i]));
  }
  return out;
}

Json Server::hover(const Json& params) {
  Document& doc = document(params);
  if (!doc.format) return nullptr;
  const std::size_t at = doc.text.offset(position_of(field(params, "position")), encoding_);
  std::string markdown;
  std::optional<std::pair<std::size_t, std::size_t>> span;
  std::size_t shown = 0;
  for (const Diagnostic& d : checked(doc).diagnostics) {
    std::size_t start = d.span.start.offset, end = std::max(start, d.span.end.offset);
    if (end == start && start < doc.text.str().size()) end = start + char_size(doc.text.str(), start, Encoding::utf8).bytes;
    if (at < start || at >= std::max(end, start + 1)) continue;  // the cursor on one of its characters
    if (shown++ == 5) break;
    if (!markdown.empty()) markdown += "\n\n---\n\n";
    markdown += "**" + d.code + "** (" + to_string(d.severity) + "): " + d.message;
    if (const std::optional<CodeDoc> docs = code_doc(*doc.format, d.code)) {
      markdown += "\n\n" + docs->markdown;
      if (!options_.docs_base.empty())
        markdown += "\n\n[" + std::string(format_name(*doc.format)) + ".md#" + docs->anchor + "](" + options_.docs_base +
                    format_name(*doc.format) + ".md#" + docs->anchor + ")";
    }
    if (!span) span = std::make_pair(start, end);
  }
  if (markdown.empty()) {
    // A directive under the cursor: `.Name` (GaryML) or `/NAME` (DSL), a word and the mark before it.
    const std::string& text = doc.text.str();
    auto word_char = [&](std::size_t i) { return i < text.size() && std::isalpha(static_cast<unsigned char>(text[i])); };
    std::size_t start = at, end = at;
    while (start > 0 && word_char(start - 1) && at - start < 64) --start;
    while (word_char(end) && end - at < 64) ++end;
    if (start > 0 && (text[start - 1] == '.' || text[start - 1] == '/') && end > start) {
      --start;
      if (const std::optional<CodeDoc> docs = directive_doc(*doc.format, std::string_view(text).substr(start, end - start))) {
        markdown = docs->markdown;
        if (!options_.docs_base.empty())
          markdown += "\n\n[" + std::string(format_name(*doc.format)) + ".md#" + docs->anchor + "](" + options_.docs_base +
                      format_name(*doc.format) + ".md#" + docs->anchor + ")";
        span = std::make_pair(start, end);
      }
    }
  }
  if (markdown.empty()) return nullptr;
  return {{"contents", {{"kind", "markdown"}, {"value", markdown}}}, {"range", range(doc.text, span->first, span->second)}};
}

// ---- semantic tokens --------------------------------------------------------------------------

Json Server::semantic_tokens(const Json& params) {
  Document& doc = document(params);
  Json data = Json::array();
  if (!doc.format) return {{"data", data}};
  const std::string& text = doc.text.str();
  Position previous;
  // LSP tokens do not cross lines: a token over several is cut at each line's end.
  for (const LexedToken& token : lex_semantic_tokens(*doc.format, text, options_.parse)) {
    for (std::size_t from = token.start; from < token.end;) {
      const Position start = doc.text.position(from, encoding_);
      const std::size_t line_end = doc.text.line_end(start.line);
      const std::size_t to = std::min(token.end, line_end);
      if (to > from) {
        const Position end = doc.text.position(to, encoding_);
        data.push_back(start.line - previous.line);
        data.push_back(start.line == previous.line ? start.character - previous.character : start.character);
        data.push_back(end.character - start.character);
        data.push_back(token.type);
        data.push_back(0);
        previous = start;
      }
      const std::size_t next = doc.text.line_start(start.line + 1);
      if (next <= from) break;
      from = next;
    }
  }
  return {{"data", std::move(data)}};
}

}  // namespace llmfmt::lsp
