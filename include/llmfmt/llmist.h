// llmist block format: gadget calls in LLM output (`llmist-block.md`).
//
//   llmfmt::llmist::Result r = llmfmt::llmist::parse(text);    // whole text: r.document, r.diagnostics
//
//   llmfmt::llmist::StreamParser stream(options, handlers);
//   stream.feed(chunk); …                               // any chunk sizes
//   llmfmt::llmist::Result r = stream.finish();              // same result as parse()
#pragma once

#include <cstddef>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "llmfmt/core/diagnostic.h"
#include "llmfmt/core/json.h"
#include "llmfmt/core/result.h"
#include "llmfmt/core/span.h"
#include "llmfmt/core/value.h"
#include "llmfmt/export.h"

LLMFMT_API_BEGIN
namespace llmfmt::llmist {

/// The three marker prefixes. Any non-empty strings without a line break, pairwise different.
struct Markers {
  std::string start = "!!!GADGET_START:";
  std::string end = "!!!GADGET_END";
  std::string arg = "!!!ARG:";
};

struct Options {
  Markers markers;
  /// For tests: run the generated lexer over every byte instead of only over marker lines (the
  /// reference mode of src/core/line_driver.h). Same result, slower.
  bool reference_lexer = false;

  /// Throws std::invalid_argument when the markers cannot be told apart: one is empty or holds a
  /// line break, or two are the same (what parse() and StreamParser throw for them).
  void validate() const;
};

/// One gadget invocation.
struct Call {
  std::string gadget_name;
  std::string invocation_id;              ///< explicit, or gadget_N
  std::vector<std::string> dependencies;  ///< invocation ids that must complete first
  std::optional<Value> parameters;        ///< the parameter object; empty exactly when parse_error is set
  std::optional<std::string> parse_error; ///< message of the block's first parse error
  std::string parameters_raw;             ///< the block's text between the header line and END
  Span span;                              ///< START line through END line (or the block's last line)
};

/// Prose outside blocks: a run of whole lines, exactly as written (CRLF read as LF).
struct TextSegment {
  std::string text;
  Span span;
};

/// What a reply holds: its calls and the prose around them, in document order.
struct Document {
  std::vector<Call> calls;
  std::vector<TextSegment> text;
};

using Result = llmfmt::ParseResult<Document>;

/// Where a reading delivers a document's items, each once it is final (no later byte can change
/// it), in document order. An item kind with a handler goes to it and is not kept in the result's
/// document; one without is kept (so parse(text) is parse_each(text, {})). Every format's
/// Handlers has this shape.
struct Handlers {
  std::function<void(const Call&)> on_call;         ///< a block was terminated
  std::function<void(const TextSegment&)> on_text;  ///< a prose segment is complete
};

/// Parses a whole text. Never throws on input; throws std::invalid_argument for bad Options.
Result parse(std::string_view text, const Options& options = {});

/// parse() for results too big to hold: each call and text segment goes to its handler once it
/// is final, in document order. Memory is the input, a window and what the document-level checks
/// keep of each call (8 bytes of id and 5 to 8 of id set per call, 12 bytes per dependency).
Result parse_each(std::string_view text, const Handlers& handlers, const Options& options = {});

/// The diagnostics parse() gives, without keeping the calls and text (parse_each with handlers
/// that drop them).
std::vector<Diagnostic> check(std::string_view text, const Options& options = {});

/// Incremental parser: feed chunks of any size; each feed does work proportional to its bytes
/// plus, once, the work of the items it completes, which go to the handlers as parse_each()
/// gives them.
class StreamParser {
 public:
  using Handlers = llmist::Handlers;

  explicit StreamParser(const Options& options = {}, Handlers handlers = {});
  ~StreamParser();
  StreamParser(const StreamParser&) = delete;
  StreamParser& operator=(const StreamParser&) = delete;

  void feed(std::string_view chunk);
  /// Ends the input: finishes an open block, runs the document-level checks (dependencies) and
  /// returns the result (the items without a handler, and every diagnostic). The parser is then
  /// ready for a new input.
  Result finish();

 private:
  class Impl;
  std::unique_ptr<Impl> impl_;
  friend Result parse_each(std::string_view text, const Handlers& handlers, const Options& options);
  friend std::vector<Diagnostic> check(std::string_view text, const Options& options);
};

/// The order in which a document's calls can run: wave k holds the calls (indices into `calls`,
/// in document order) whose dependencies all lie in earlier waves. A dependency on an id that no
/// call has counts as done (an earlier turn). Calls in a dependency cycle, or waiting on one,
/// are in no wave.
struct Plan {
  std::vector<std::vector<std::size_t>> waves;
  std::vector<std::size_t> blocked;              ///< in document order
  std::vector<std::vector<std::size_t>> cycles;  ///< each cycle's calls, in document order
};
Plan plan(const std::vector<Call>& calls);

/// {"format":"llmist","calls":[…],"text":[…],"diagnostics":[…]}
Json to_json(const Result& result);
/// to_json(parse(text, options)).dump(indent), written item by item as the text is read (the
/// segments' text read again from `text` after the last call): no document is held.
void write_json(std::ostream& out, std::string_view text, const Options& options = {}, int indent = -1);
Json to_json(const Call& call);
Json to_json(const TextSegment& segment);
/// {"waves":[[id…]…],"blocked":[id…]}
Json to_json(const Plan& plan, const std::vector<Call>& calls);

}  // namespace llmfmt::llmist
LLMFMT_API_END
