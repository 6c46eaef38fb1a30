// The llmist driver: bytes → LineDriver (marker lines through the generated lexer, prose and
// value lines as one token per run) → one top-level item at a time (a block, or a run of prose)
// → generated parser → Builder.
//
// The fast path (docs/architecture.md): a marker line of a well-formed shape (llmist/shapes.h) goes
// to the builder as its parts, and prose and value runs go to it as they come, so a document of
// such lines never reaches the generated lexer or parser. Any other marker line is lexed and
// parsed on its own by the rule of its kind (startLine, argLine, endLine), once the driver's
// checks of the line are done. With the fast path off (reference mode, tests), each item is
// parsed whole by `document`.
//
// A stream keeps a window of the input: the open item, the incomplete last line and the lines a
// diagnostic may still quote. Each fed byte is appended once and scanned once; the window's
// consumed front is dropped when it is at least half of it, so the work stays linear.
#include <algorithm>
#include <stdexcept>
#include <utility>

#include "llmist/lexer.h"
#include "LlmistParser.h"
#include "core/line_pipeline.h"
#include "llmist/builder.h"
#include "llmist/hidden_markers.h"
#include "llmist/shapes.h"

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
    for (const std::string* m : {&options_.markers.start, &options_.markers.end, &options_.markers.arg})
      marker_first_[static_cast<unsigned char>((*m)[0])] = true;
    pipe_.lexer.markerAt = [this](std::size_t offset) {
      const Line line = pipe_.driver.line_at(offset, pipe_.lexer.getLine());
      const LlmistLexer::Marker marker = marker_of(line);
      // Reference mode: every line comes here, none through content_type.
      if (options_.reference_lexer) check_hidden_markers(line, pipe_.lexer.lineStart(marker));
      return marker;
    };
    pipe_.driver.set_memo(true);  // a line's tokens depend only on its bytes and mode (LlmistLexer.g4)
    fast_ = pipe_.driver.fast_path();
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

  /// Keeps neither the calls nor the text segments, whatever the handlers (check()); without
  /// handlers, none are built.
  void keep_nothing() {
    keep_calls_ = keep_text_ = false;
    builder_.drop_values(!handlers_.on_call && !handlers_.on_text);
  }

 private:
  enum class Item { none, prose, block };

  Result end() {
    pipe_.driver.scan(true);
    settle();
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
    pending_line_ = false;
    builder_.reset();
    builder_.drop_values(false);
  }

  // The longest marker `line` begins with (DECISIONS §1: markers count only at a line's start).
  LlmistLexer::Marker marker_of(const Line& line) const {
    return marker_of(pipe_.driver.bytes(line.offset, line.end_offset()), line.terminated);
  }
  LlmistLexer::Marker marker_of(std::string_view bytes, bool terminated) const {
    if (bytes.empty() || !marker_first_[static_cast<unsigned char>(bytes[0])]) {  // most lines: one test
      LlmistLexer::Marker none;
      none.complete = terminated;
      return none;
    }
    return LlmistLexer::longestMarker(bytes, terminated, options_.markers.start, options_.markers.end,
                                      options_.markers.arg);
  }

  // A content line whose marker a Unicode space or a lone CR hides (hidden_markers.h). `start`:
  // what the line is; the lexer is still in the mode the line begins in.
  void check_hidden_markers(const Line& line, const LlmistLexer::LineStart& start) {
    if (LlmistLexer::isMarker(start.token)) {
      if (!line.terminated && start.token == LlmistLexer::ARG_MARKER)  // its pointer cut short?
        pipe_.diagnostics.report(truncated_arg_line(line, options_.markers));
      // A check of the line's name or pointer that names the CR too (INVALID_POINTER's `query_cats`)
      // keeps its fix only as a hint: the CR is the line end it looks like, as a look-alike of
      // punctuation is the syntax it imitates (DiagnosticCollector::report_unless_named).
      if (line.content.find('\r') != std::string_view::npos)
        if (std::optional<Diagnostic> d = lone_cr_in_marker_line(line, marker_of(line).length)) {
          const std::size_t cr = d->span.start.offset;
          pipe_.diagnostics.report_unless_named(std::move(*d), {{cr, "U+000D", true}});
        }
      return;
    }
    const bool in_block = pipe_.lexer.mode == LlmistLexer::BLOCK;
    if (!line.terminated)  // the last line, cut off on a marker?
      for (Diagnostic& d : truncated_marker(line, options_.markers, in_block, describe_token(start.token)))
        pipe_.diagnostics.report(std::move(d));
    if (!line.content.empty() && marker_first_[static_cast<unsigned char>(line.content[0])]) {
      std::vector<std::string_view> counting{options_.markers.start};  // END and ARG count only in a block
      if (in_block) counting.insert(counting.end(), {options_.markers.end, options_.markers.arg});
      if (std::optional<Diagnostic> d = misspelled_marker(line, counting, describe_token(start.token)))
        pipe_.diagnostics.report(std::move(*d));
    }
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
    if (std::optional<Diagnostic> d = hidden_markers(line, counting_marker)) {
      if (!d->fix.empty() && d->fix_hint) declares_ids(*d->fix_hint);
      pipe_.diagnostics.report(std::move(*d));
    }
  }

  // A fix makes the lines `fixed` of a line: the id of each START line among them is taken. The
  // id part as §5.1 splits a header (between its first two colons, trimmed of blanks), whether
  // or not the rest of the header is well formed: what the builder would register.
  void declares_ids(std::string_view fixed) {
    while (!fixed.empty()) {
      const std::size_t end = std::min(fixed.find('\n'), fixed.size());
      std::string_view line = fixed.substr(0, end);
      fixed.remove_prefix(std::min(end + 1, fixed.size()));
      if (marker_of(line, true).type != LlmistLexer::START_MARKER) continue;
      line.remove_prefix(options_.markers.start.size());
      const std::size_t colon = line.find(':');
      if (colon == std::string_view::npos) continue;
      std::string_view id = line.substr(colon + 1);
      id = id.substr(0, std::min(id.find(':'), id.size()));
      while (!id.empty() && (id.back() == ' ' || id.back() == '\t' || id.back() == '\r')) id.remove_suffix(1);
      while (!id.empty() && (id.front() == ' ' || id.front() == '\t')) id.remove_prefix(1);
      if (!id.empty()) builder_.fix_declares_id(id);
    }
  }
  void fixed_line(const Line&, std::string_view fixed) override { declares_ids(fixed); }

  // LineDriver::Format: near misses. The probe asks for markers in the folded line it lexes.
  antlr4::Lexer* probe_lexer(antlr4::CharStream& input) override { return &pipe_.probe(input); }
  void sync_probe(antlr4::Lexer&, std::string_view folded) override {
    pipe_.probe().markerAt = [this, folded](std::size_t offset) {
      const std::string_view rest = folded.substr(std::min(offset, folded.size()));
      return marker_of(rest, rest.find('\n') != std::string_view::npos);
    };
  }
  bool markdown_hides(std::size_t content, std::size_t first, std::string_view /*prefix*/) override {
    return (content == LlmistLexer::TEXT_LINE && first == LlmistLexer::START_MARKER) ||
           (content == LlmistLexer::VALUE_LINE && LlmistLexer::isMarker(first));
  }
  bool markdown_may_hide(std::size_t, std::string_view rest) override { return marker_of(rest, true).type != 0; }
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
    marker_ = marker_of(line);
    const LlmistLexer::LineStart start = pipe_.lexer.lineStart(marker_);
    if (LlmistLexer::isMarker(start.token)) {
      // (an ARG line cut off; a lone CR after the marker)
      if (!line.terminated || pipe_.driver.line_bytes().cr) check_hidden_markers(line, start);
      return 0;
    }
    // A marker can hide only behind a CR or a leading blank or non-ASCII character
    // (hidden_markers.h), or be misspelled on a line that begins as a marker does.
    const LineDriver::LineBytes& bytes = pipe_.driver.line_bytes();
    const char first = line.content.empty() ? '\0' : line.content[0];
    // (An unterminated line: the last, which may be a marker cut off.)
    if (bytes.cr || bytes.non_ascii || first == ' ' || first == '\t' || !line.terminated ||
        marker_first_[static_cast<unsigned char>(first)])
      check_hidden_markers(line, start);
    pipe_.lexer.setMode(start.mode);
    return start.token;
  }

  std::size_t content_type_of(std::string_view text, std::size_t terminator, std::size_t mode) override {
    const LlmistLexer::LineStart start = LlmistLexer::lineStart(marker_of(text, terminator > 0), mode);
    return LlmistLexer::isMarker(start.token) ? 0 : start.token;
  }

  // LineDriver::Format: the fast path. The line begins with marker_ (content_type); its rest,
  // when well formed, is the one token the lexer would read (LlmistLexer.g4 HEADER, POINTER_LINE,
  // blanks after END), and the lexer's mode is set as that token's rule sets it.
  bool take_shape(const Line& line) override {
    const std::string_view bytes = pipe_.driver.bytes(line.offset, line.end_offset());
    switch (pipe_.lexer.lineStart(marker_).token) {
      case LlmistLexer::START_MARKER:
        if (!read_header(bytes, marker_.length, header_)) return false;
        start_block(line.offset, line.number);
        builder_.begin_block(line, header_);
        pipe_.lexer.setMode(LlmistLexer::BLOCK);
        return true;
      case LlmistLexer::ARG_MARKER:
        if (!read_pointer(bytes, marker_.length, pointer_)) return false;
        builder_.parameter(line, marker_.length, pointer_);
        pipe_.lexer.setMode(LlmistLexer::BLOCK);
        return true;
      case LlmistLexer::END_MARKER:
        if (!read_blank_end(bytes, marker_.length)) return false;
        builder_.end_block(&line, std::string_view::npos);
        item_ = Item::none;
        pipe_.lexer.setMode(line.terminated ? std::size_t{LlmistLexer::DEFAULT_MODE} : std::size_t{LlmistLexer::AFTER_END});
        return true;
      default:
        return false;
    }
  }

  // Routes each token into the current top-level item (mirrors LlmistParser.g4 `document`; with
  // the fast path, `block` too: runs go to the builder as they come, and the tokens of a marker
  // line the fast path did not take are parsed as that line's rule).
  void take(std::unique_ptr<antlr4::Token> token) override {
    switch (token->getType()) {
      case LlmistLexer::START_MARKER:
        start_block(token->getStartIndex(), token->getLine());
        break;
      case LlmistLexer::TEXT_LINE:
        if (item_ == Item::block) close_item();
        if (item_ == Item::none) open_item(Item::prose, token->getStartIndex(), token->getLine());
        if (fast_) {
          builder_.text(run_of(*token));
          return;
        }
        break;
      case LlmistLexer::VALUE_LINE:  // only inside a block
        if (fast_) {
          builder_.value(run_of(*token));
          return;
        }
        break;
      case LlmistLexer::END_MARKER:
        close_after_line_ = !fast_;
        break;
      default:  // the rest of a marker line
        break;
    }
    pipe_.run.push_back(std::move(token));
  }

  void line_done(const Line&) override {
    if (fast_) {
      // A START or ARG line is parsed once the driver's checks of the line are done; an END line
      // now, which completes the block (the order in which the whole-item parse reports).
      pending_line_ = !pipe_.run.empty();
      if (pending_line_ && pipe_.run.front()->getType() == LlmistLexer::END_MARKER) settle();
      return;
    }
    if (close_after_line_) {
      close_after_line_ = false;
      close_item();
    }
  }
  void line_read(const Line&) override { settle(); }

  // A marker line the fast path did not take, lexed: parsed by the rule of its kind, and its
  // parts handed to the builder as the fast path hands over its shapes.
  void settle() {
    if (!pending_line_) return;
    pending_line_ = false;
    const std::size_t type = pipe_.run.front()->getType();
    LlmistParser& parser = pipe_.load_run();
    if (type == LlmistLexer::START_MARKER) {
      LlmistParser::StartLineContext* ctx = parser.startLine();
      const Line line = builder_.line_of(*ctx->marker);
      builder_.begin_block(line, builder_.header_of(ctx, line));
    } else if (type == LlmistLexer::ARG_MARKER) {
      LlmistParser::ArgLineContext* ctx = parser.argLine();
      const Line line = builder_.line_of(*ctx->marker);
      builder_.parameter(line, ctx->marker->getStopIndex() + 1 - line.offset, builder_.pointer_of(ctx, line));
    } else if (type == LlmistLexer::END_MARKER) {
      LlmistParser::EndLineContext* ctx = parser.endLine();
      const Line line = builder_.line_of(*ctx->marker);
      builder_.end_block(&line, builder_.text_after_end(ctx));
      item_ = Item::none;
    }
  }

  static Builder::Run run_of(const antlr4::Token& t) { return {t.getStartIndex(), t.getStopIndex() + 1, t.getLine()}; }

  // A START line: the item before it is complete, and so is the prose before this block.
  void start_block(std::size_t offset, std::size_t line) {
    close_item();
    builder_.flush_text();
    open_item(Item::block, offset, line);
  }

  void open_item(Item kind, std::size_t offset, std::size_t line) {
    item_ = kind;
    item_start_ = offset;
    pipe_.diagnostics.retain_from(line);
  }

  // The item is complete. Without the fast path: its tokens are parsed and the tree goes to the
  // builder. With it: a block without END ends here (implicit termination).
  void close_item() {
    if (item_ == Item::none) return;
    const Item kind = std::exchange(item_, Item::none);
    if (!fast_)
      builder_.build(pipe_.load_run().document());  // (kept, with the tree, until the next item replaces them)
    else if (kind == Item::block && builder_.in_block())
      builder_.end_block(nullptr, std::string_view::npos);
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
  bool marker_first_[256] = {};    // the first bytes of the markers
  // The fast path.
  bool fast_ = false;
  bool pending_line_ = false;      // pipe_.run holds a marker line's tokens, not yet parsed
  LlmistLexer::Marker marker_;     // of the line content_type saw last
  HeaderShape header_;             // (reused)
  PointerShape pointer_;
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
