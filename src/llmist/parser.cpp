// The llmist driver: bytes → generated lexer (one token per line) → one top-level item at a time
// → generated parser → Builder. parse() is one feed of a StreamParser, so whole-text and
// streamed results are the same by construction.
#include <stdexcept>

#include "LlmistLexer.h"
#include "LlmistParser.h"
#include "core/byte_char_stream.h"
#include "core/error_listener.h"
#include "core/fast_lexer_simulator.h"
#include "core/input_checks.h"
#include "core/token_runs.h"
#include "core/utf8.h"
#include "llmist/builder.h"

namespace llmfmt::llmist {
namespace {

void validate(const Markers& m) {
  const std::pair<const char*, const std::string*> all[] = {{"start", &m.start}, {"end", &m.end}, {"arg", &m.arg}};
  for (const auto& [name, marker] : all) {
    if (marker->empty()) throw std::invalid_argument(std::string(name) + " marker is empty");
    if (marker->find_first_of("\r\n") != std::string::npos)
      throw std::invalid_argument(std::string(name) + " marker contains a line break");
  }
  if (m.start == m.end || m.start == m.arg || m.end == m.arg)
    throw std::invalid_argument("the start, end and arg markers must differ");
}

}  // namespace

class StreamParser::Impl {
 public:
  Impl(const Options& options, Handlers handlers)
      : options_(options),
        handlers_(std::move(handlers)),
        lexer_(&input_),
        runs_(&lexer_),
        parser_(runs_.stream()),
        builder_(options_.markers, diagnostics_,
                 {[this](Call call) { deliver(std::move(call)); },
                  [this](TextSegment text) { deliver(std::move(text)); }}) {
    validate(options_.markers);
    lexer_.setTokenFactory(&copying_tokens_);  // tokens outlive the bytes of the feed they came in
    lexer_.markerAt = [this](std::size_t offset) { return marker_at(offset); };
    FastLexerATNSimulator::install(lexer_);
    errors_.attach(lexer_, parser_);
  }

  void feed(std::string_view chunk) {
    const std::size_t last_newline = chunk.rfind('\n');
    if (last_newline == std::string_view::npos) {
      pending_.append(chunk);
      return;
    }
    // Lex only complete lines; the rest waits for its newline.
    if (pending_.empty()) {
      lex(chunk.substr(0, last_newline + 1));
    } else {
      pending_.append(chunk.substr(0, last_newline + 1));
      std::string lines = std::move(pending_);
      pending_.clear();
      lex(lines);
    }
    pending_.assign(chunk.substr(last_newline + 1));
  }

  Document finish() {
    if (!pending_.empty()) {
      std::string last = std::move(pending_);
      pending_.clear();
      lex(last);
    }
    close_item();
    builder_.flush_text();
    diagnostics_.finish();
    builder_.check_dependencies(document_.calls);
    for (Diagnostic& d : errors_.internal_errors()) diagnostics_.report(std::move(d));
    document_.diagnostics = diagnostics_.take();
    Document out = std::move(document_);
    reset();
    return out;
  }

 private:
  enum class Item { none, prose, block };

  void reset() {
    document_ = {};
    pending_.clear();
    offset_ = 0;
    line_ = 1;
    mode_ = LlmistLexer::DEFAULT_MODE;
    bom_checked_ = false;
    utf8_reported_ = false;
    item_ = Item::none;
    item_tokens_.clear();
    errors_.errors.clear();
    builder_.reset();
  }

  // Lexes complete lines (the last one may lack its newline only at the end of the input).
  void lex(std::string_view lines) {
    std::size_t base = offset_;
    offset_ += lines.size();
    if (!bom_checked_) {
      bom_checked_ = true;
      if (starts_with_bom(lines)) {
        lines.remove_prefix(kUtf8Bom.size());
        base += kUtf8Bom.size();
        diagnostics_.report(bom_skipped());
      }
    }
    if (lines.empty()) return;  // the input was only a BOM
    input_.reset(lines, base);
    lexer_.setInputStream(&input_);  // resets the lexer: restore where the last feed left it
    lexer_.setMode(mode_);
    lexer_.setLine(line_);
    lexer_.setCharPositionInLine(0);
    for (;;) {
      std::unique_ptr<antlr4::Token> token = lexer_.nextToken();
      if (token->getType() == antlr4::Token::EOF) break;
      take(std::move(token));
    }
    mode_ = lexer_.mode;
    line_ = lexer_.getLine();
  }

  std::size_t marker_at(std::size_t offset) const {
    const std::string_view line = input_.bytes().substr(offset - input_.base());
    const std::pair<const std::string*, std::size_t> markers[] = {
        {&options_.markers.start, LlmistLexer::START_LINE},
        {&options_.markers.end, LlmistLexer::END_LINE},
        {&options_.markers.arg, LlmistLexer::ARG_LINE}};
    std::size_t best = 0, best_length = 0;  // the longest marker wins
    for (const auto& [marker, type] : markers)
      if (marker->size() > best_length && line.substr(0, marker->size()) == *marker) {
        best = type;
        best_length = marker->size();
      }
    return best;
  }

  // Routes one line token into the current top-level item (mirrors LlmistParser.g4 `document`).
  void take(std::unique_ptr<antlr4::Token> token) {
    const Line line = Line::of(*token);
    diagnostics_.add_line(line.content);
    check_utf8(line);
    switch (token->getType()) {
      case LlmistLexer::START_LINE:
        close_item();
        builder_.flush_text();  // the prose before this block is complete
        item_ = Item::block;
        diagnostics_.retain_from(line.number);
        break;
      case LlmistLexer::TEXT_LINE:
        if (item_ == Item::block) close_item();
        item_ = Item::prose;
        diagnostics_.retain_from(line.number);
        break;
      default:  // VALUE_LINE, ARG_LINE, END_LINE: the lexer emits them only inside a block
        break;
    }
    const bool ends_block = token->getType() == LlmistLexer::END_LINE;
    item_tokens_.push_back(std::move(token));
    if (ends_block) close_item();
  }

  void check_utf8(const Line& line) {
    if (utf8_reported_) return;
    const std::size_t bad = utf8::first_invalid(line.content);
    if (bad == std::string_view::npos) return;
    utf8_reported_ = true;
    diagnostics_.report(invalid_utf8(line.at(bad)));
  }

  // Parses the tokens of the finished item and hands the tree to the builder.
  void close_item() {
    if (item_ == Item::none) return;
    item_ = Item::none;
    runs_.load(item_tokens_, parser_);  // kept, with the tree, until the next item replaces them
    builder_.visitDocument(parser_.document());
  }

  void deliver(Call call) {
    if (handlers_.on_call) handlers_.on_call(call);
    document_.calls.push_back(std::move(call));
  }
  void deliver(TextSegment text) {
    if (handlers_.on_text) handlers_.on_text(text);
    document_.text.push_back(std::move(text));
  }

  Options options_;
  Handlers handlers_;
  ByteCharStream input_;
  antlr4::CommonTokenFactory copying_tokens_{true};
  LlmistLexer lexer_;
  TokenRuns runs_;
  LlmistParser parser_;
  CollectingErrorListener errors_;
  DiagnosticCollector diagnostics_;
  Builder builder_;

  Document document_;
  std::string pending_;        // the incomplete last line
  std::size_t offset_ = 0;     // bytes handed to the lexer so far
  std::size_t line_ = 1;       // the lexer's line at the end of the last feed
  std::size_t mode_ = LlmistLexer::DEFAULT_MODE;
  bool bom_checked_ = false;
  bool utf8_reported_ = false;
  Item item_ = Item::none;
  std::vector<std::unique_ptr<antlr4::Token>> item_tokens_;
};

StreamParser::StreamParser(const Options& options, Handlers handlers)
    : impl_(std::make_unique<Impl>(options, std::move(handlers))) {}
StreamParser::~StreamParser() = default;
void StreamParser::feed(std::string_view chunk) { impl_->feed(chunk); }
Document StreamParser::finish() { return impl_->finish(); }

Document parse(std::string_view text, const Options& options) {
  StreamParser parser(options);
  parser.feed(text);
  return parser.finish();
}

}  // namespace llmfmt::llmist
