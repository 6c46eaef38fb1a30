// The llmist driver: bytes → LineDriver (marker lines through the generated lexer, prose and
// value lines as one token per run) → one top-level item at a time (a block, or a run of prose)
// → generated parser → Builder.
//
// A stream keeps a window of the input: the open item, the incomplete last line and the lines a
// diagnostic may still quote. Each fed byte is appended once and scanned once; the window's
// consumed front is dropped when it is at least half of it, so the work stays linear.
#include <algorithm>
#include <cstring>
#include <stdexcept>

#include "llmist/lexer.h"
#include "LlmistParser.h"
#include "core/line_pipeline.h"
#include "llmist/builder.h"
#include "llmist/hidden_markers.h"

namespace llmfmt::llmist {
class StreamParser::Impl : LineDriver::Format {
 public:
  Impl(const Options& options, Handlers handlers)
      : options_(options),
        handlers_(std::move(handlers)),
        pipe_(*this, options_.reference_lexer),
        builder_(options_.markers, pipe_.driver, pipe_.diagnostics,
                 {[this](Call call) { deliver(std::move(call)); },
                  [this](TextSegment text) { deliver(std::move(text)); }}) {
    options_.validate();
    pipe_.lexer.markerAt = [this](std::size_t offset) {
      const Line line = pipe_.driver.line_at(offset, pipe_.lexer.getLine());
      const LlmistLexer::Marker marker = marker_of(line);
      // Reference mode: every line comes here, none through content_type.
      if (options_.reference_lexer) check_hidden_markers(line, pipe_.lexer.lineStart(marker));
      return marker;
    };
    pipe_.driver.set_memo(true);  // a line's tokens depend only on its bytes and mode (LlmistLexer.g4)
  }

  void feed(std::string_view chunk) {
    window_.append(chunk);
    pipe_.driver.view(window_, window_base_);
    pipe_.driver.scan(false);
    // Drop what no token, line or diagnostic needs any more, once it is half the window.
    std::size_t keep = std::min(pipe_.driver.first_needed(), pipe_.diagnostics.first_needed_offset());
    if (item_ != Item::none) keep = std::min(keep, item_start_);
    if (keep > window_base_ && keep - window_base_ >= window_.size() / 2) {
      window_.erase(0, keep - window_base_);
      window_base_ = keep;
    }
  }

  Result finish() {
    pipe_.driver.view(window_, window_base_);
    return end();
  }

  Result parse(std::string_view text) {
    pipe_.driver.view(text, 0);
    builder_.read_from(text);
    return end();
  }

  /// Keeps neither the calls nor the text segments, whatever the handlers (check()).
  void keep_nothing() { keep_calls_ = keep_text_ = false; }

 private:
  enum class Item { none, prose, block };

  Result end() {
    pipe_.driver.scan(true);
    close_item();
    builder_.flush_text();
    pipe_.diagnostics.finish();
    builder_.check_dependencies();
    Result out{std::move(document_), pipe_.take_diagnostics()};
    reset();
    return out;
  }

  void reset() {
    document_ = {};
    keep_calls_ = !handlers_.on_call;
    keep_text_ = !handlers_.on_text;
    window_.clear();
    window_base_ = 0;
    pipe_.driver.reset();
    item_ = Item::none;
    pipe_.run.clear();
    close_after_line_ = false;
    builder_.reset();
  }

  // The longest marker `line` begins with (DECISIONS §1: markers count only at a line's start).
  LlmistLexer::Marker marker_of(const Line& line) const {
    return marker_of(pipe_.driver.bytes(line.offset, line.end_offset()), line.terminated);
  }
  LlmistLexer::Marker marker_of(std::string_view bytes, bool terminated) const {
    const std::pair<const std::string*, std::size_t> markers[] = {
        {&options_.markers.start, LlmistLexer::START_MARKER},
        {&options_.markers.end, LlmistLexer::END_MARKER},
        {&options_.markers.arg, LlmistLexer::ARG_MARKER}};
    LlmistLexer::Marker best;
    best.complete = terminated;
    for (const auto& [marker, type] : markers)
      if (marker->size() > best.length && bytes.size() >= marker->size() &&
          std::memcmp(bytes.data(), marker->data(), marker->size()) == 0) {
        best.type = type;
        best.length = marker->size();
      }
    return best;
  }

  // A content line whose marker a Unicode space or a lone CR hides (hidden_markers.h). `start`:
  // what the line is; the lexer is still in the mode the line begins in.
  void check_hidden_markers(const Line& line, const LlmistLexer::LineStart& start) {
    if (LlmistLexer::isMarker(start.token)) return;
    if (!line.terminated)  // the last line, cut off on a marker?
      for (Diagnostic& d : truncated_marker(line, options_.markers, pipe_.lexer.mode == LlmistLexer::BLOCK,
                                            describe_token(start.token)))
        pipe_.diagnostics.report(std::move(d));
    if (!may_hide_marker(line.content)) return;
    const auto counting_marker = [&](std::size_t byte) -> std::string_view {
      Line rest = line;
      rest.offset += byte;
      rest.size -= byte;
      rest.content.remove_prefix(byte);
      const LlmistLexer::Marker marker = marker_of(rest);
      if (!LlmistLexer::isMarker(pipe_.lexer.lineStart(marker).token)) return {};
      return marker.type == LlmistLexer::START_MARKER ? options_.markers.start
             : marker.type == LlmistLexer::END_MARKER ? options_.markers.end
                                                      : options_.markers.arg;
    };
    if (std::optional<Diagnostic> d = hidden_markers(line, counting_marker)) pipe_.diagnostics.report(std::move(*d));
  }

  // LineDriver::Format: near misses. The probe asks for markers in the folded line it lexes.
  antlr4::Lexer* probe_lexer(antlr4::CharStream& input) override { return &pipe_.probe(input); }
  void sync_probe(antlr4::Lexer&, std::string_view folded) override {
    pipe_.probe().markerAt = [this, folded](std::size_t offset) {
      const std::string_view rest = folded.substr(std::min(offset, folded.size()));
      return marker_of(rest, rest.find('\n') != std::string_view::npos);
    };
  }
  bool markdown_hides(std::size_t content, std::size_t first) override {
    return (content == LlmistLexer::TEXT_LINE && first == LlmistLexer::START_MARKER) ||
           (content == LlmistLexer::VALUE_LINE && LlmistLexer::isMarker(first));
  }
  std::string describe_token(std::size_t type) override {
    switch (type) {
      case LlmistLexer::START_MARKER: return "a start marker line ('" + options_.markers.start + "')";
      case LlmistLexer::END_MARKER: return "an end marker line ('" + options_.markers.end + "')";
      case LlmistLexer::ARG_MARKER: return "an argument marker line ('" + options_.markers.arg + "')";
      case LlmistLexer::TEXT_LINE: return "prose";
      case LlmistLexer::VALUE_LINE: return "part of a parameter's value";
      default: return {};
    }
  }

  // LineDriver::Format: the lexer's own decision for the line (LlmistLexer.g4 lineStart).
  std::size_t content_type(const Line& line) override {
    const LlmistLexer::LineStart start = pipe_.lexer.lineStart(marker_of(line));
    if (LlmistLexer::isMarker(start.token)) return 0;
    check_hidden_markers(line, start);
    pipe_.lexer.setMode(start.mode);
    return start.token;
  }

  // Routes each token into the current top-level item (mirrors LlmistParser.g4 `document`).
  void take(std::unique_ptr<antlr4::Token> token) override {
    switch (token->getType()) {
      case LlmistLexer::START_MARKER:
        close_item();
        builder_.flush_text();  // the prose before this block is complete
        open_item(Item::block, *token);
        break;
      case LlmistLexer::TEXT_LINE:
        if (item_ == Item::block) close_item();
        if (item_ == Item::none) open_item(Item::prose, *token);
        break;
      case LlmistLexer::END_MARKER:
        close_after_line_ = true;
        break;
      default:  // the rest of a marker line, VALUE_LINE: only inside a block
        break;
    }
    pipe_.run.push_back(std::move(token));
  }

  void line_done(const Line&) override {
    if (close_after_line_) {
      close_after_line_ = false;
      close_item();
    }
  }

  void open_item(Item kind, const antlr4::Token& first) {
    item_ = kind;
    item_start_ = first.getStartIndex();
    pipe_.diagnostics.retain_from(first.getLine());
  }

  // Parses the tokens of the finished item and hands the tree to the builder.
  void close_item() {
    if (item_ == Item::none) return;
    item_ = Item::none;
    builder_.build(pipe_.load_run().document());  // (kept, with the tree, until the next item replaces them)
  }

  void deliver(Call call) {
    if (handlers_.on_call) handlers_.on_call(call);
    if (keep_calls_) document_.calls.push_back(std::move(call));
  }
  void deliver(TextSegment text) {
    if (handlers_.on_text) handlers_.on_text(text);
    if (keep_text_) document_.text.push_back(std::move(text));
  }

  Options options_;
  Handlers handlers_;
  LinePipeline<LlmistLexer, LlmistParser> pipe_;
  Builder builder_;

  Document document_;
  bool keep_calls_ = !handlers_.on_call;  // the item kinds no handler takes are kept
  bool keep_text_ = !handlers_.on_text;
  std::string window_;            // a stream's input from window_base_ on
  std::size_t window_base_ = 0;
  Item item_ = Item::none;
  std::size_t item_start_ = 0;    // offset of the open item's first token
  bool close_after_line_ = false;  // an END line: the block ends with it
};

void Options::validate() const {
  const Markers& m = markers;
  const std::pair<const char*, const std::string*> all[] = {{"start", &m.start}, {"end", &m.end}, {"arg", &m.arg}};
  for (const auto& [name, marker] : all) {
    if (marker->empty()) throw std::invalid_argument(std::string(name) + " marker is empty");
    if (marker->find_first_of("\r\n") != std::string::npos)
      throw std::invalid_argument(std::string(name) + " marker contains a line break");
  }
  if (m.start == m.end || m.start == m.arg || m.end == m.arg)
    throw std::invalid_argument("the start, end and arg markers must differ");
}

StreamParser::StreamParser(const Options& options, Handlers handlers)
    : impl_(std::make_unique<Impl>(options, std::move(handlers))) {}
StreamParser::~StreamParser() = default;
void StreamParser::feed(std::string_view chunk) { impl_->feed(chunk); }
Result StreamParser::finish() { return impl_->finish(); }

Result parse(std::string_view text, const Options& options) { return parse_each(text, {}, options); }

Result parse_each(std::string_view text, const Handlers& handlers, const Options& options) {
  StreamParser::Impl parser(options, handlers);
  return parser.parse(text);
}

std::vector<Diagnostic> check(std::string_view text, const Options& options) {
  StreamParser::Impl parser(options, {});
  parser.keep_nothing();
  return parser.parse(text).diagnostics;
}

}  // namespace llmfmt::llmist
