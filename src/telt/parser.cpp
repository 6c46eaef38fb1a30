// The TELT driver: bytes → generated lexer (one token per line, classified by the line state
// machine of lines.h) → one block's tokens at a time → generated parser → Builder. Then every
// error gets its content, context window and block context.
//
// A block that is never closed but holds an `--END x--` line with another hash ends at that line
// (HASH_MISMATCH) and scanning resumes after it (DECISIONS §2), so that the blocks behind a hash
// typo survive. Such a block is cut as soon as its first foreign END is read when no `--END x--`
// with its own hash comes later in the input (one pass finds the last one of every hash), so the
// usual typo costs no re-reading. Re-reading is also bounded: once the lexer has read four times
// the input, a block is no longer cut (it keeps its lines to the end), which keeps the cost linear.
#include <algorithm>
#include <cctype>
#include <optional>
#include <unordered_map>

#include "TeltLexer.h"
#include "TeltParser.h"
#include "core/byte_char_stream.h"
#include "core/diagnostic_collector.h"
#include "core/error_listener.h"
#include "core/fast_lexer_simulator.h"
#include "core/input_checks.h"
#include "core/token_runs.h"
#include "core/utf8.h"
#include "telt/builder.h"
#include "telt/lines.h"
#include "telt/validation.h"

namespace llmfmt::telt {
namespace {

// The content of the line at [start, stop): without "\n", or "\r\n".
std::string_view line_content(std::string_view line) {
  if (!line.empty() && line.back() == '\n') {
    line.remove_suffix(1);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  }
  return line;
}

class Driver {
 public:
  explicit Driver(std::string_view text) : text_(text), lexer_(&stream_), runs_(&lexer_), parser_(runs_.stream()) {
    lexer_.classify = [this](std::size_t start, std::size_t stop) {
      return machine_.next(line_content(text_.substr(start, stop - start)));
    };
    FastLexerATNSimulator::install(lexer_);
    listener_.attach(lexer_, parser_);
  }

  Document run() {
    std::size_t from = 0;
    if (starts_with_bom(text_)) {
      from = kUtf8Bom.size();
      Found f;
      f.error.diagnostic = bom_skipped();
      f.error.level = Level::syntax_info;
      found_.push_back(std::move(f));
    }
    check_utf8(from);
    find_last_ends(from);
    budget_ = 4 * text_.size() + (std::size_t{1} << 20);
    std::size_t line = 1;
    while (from < text_.size()) {
      const std::optional<Resume> resume = lex(from, line);
      if (!resume) break;
      from = resume->offset;
      line = resume->line;
    }
    for (Diagnostic& d : listener_.internal_errors())
      builder_.report("INTERNAL_ERROR", Level::block_fatal, d.position, std::move(d.message));
    complete_errors();
    return std::move(document_);
  }

 private:
  struct Resume {
    std::size_t offset;
    std::size_t line;
  };

  // Lexes from byte `from` (line `line`, outside any block) to the end, or until a block is cut
  // at a hash mismatch: then returns where to resume.
  std::optional<Resume> lex(std::size_t from, std::size_t line) {
    stream_.reset(text_.substr(from), from);
    lexer_.setInputStream(&stream_);
    lexer_.setLine(line);
    lexer_.setCharPositionInLine(0);
    machine_.reset();
    for (;;) {
      const LineMachine::State before = machine_.state();
      std::unique_ptr<antlr4::Token> token = lexer_.nextToken();
      if (token->getType() == antlr4::Token::EOF) break;
      lexed_ += token->getStopIndex() + 1 - token->getStartIndex();
      if (auto resume = take(std::move(token), before)) return resume;
    }
    if (block_tokens_.empty()) return std::nullopt;
    if (machine_.state() == LineMachine::State::after_end) {
      finish(Builder::Ending::closed);
      return std::nullopt;
    }
    return cut_off();
  }

  std::optional<Resume> take(std::unique_ptr<antlr4::Token> token, LineMachine::State before) {
    const std::size_t type = token->getType();
    const bool outside_line = type == TeltLexer::HEADER_LINE || type == TeltLexer::TEXT_LINE ||
                              type == TeltLexer::BAD_HEADER_LINE;
    if (!block_tokens_.empty()) {
      if (!outside_line) {
        // A run of content (or skipped) lines becomes one token: a block costs memory for its
        // syntax lines only. The first wrong-hash END stays a token of its own: the block may be
        // cut there.
        const bool cut_point = machine_.foreign_end() && !foreign_end_;
        if (cut_point) {
          foreign_end_ = Line::of(*token, text_);
          // The block can never close: cut it now. Scanning resumes where the lexer is, so this
          // re-reads nothing and the budget in cut_off() never refuses it.
          if (!own_end_after(foreign_end_->offset)) {
            block_tokens_.push_back(std::move(token));
            return cut_off();
          }
        }
        const bool run = type == TeltLexer::CONTENT_LINE || type == TeltLexer::SKIPPED_LINE;
        if (run && !cut_point && extendable_ && block_tokens_.back()->getType() == type) {
          static_cast<antlr4::CommonToken*>(block_tokens_.back().get())->setStopIndex(token->getStopIndex());
          return std::nullopt;
        }
        extendable_ = run && !cut_point;
        const bool closes = type == TeltLexer::CLOSE_LINE;
        block_tokens_.push_back(std::move(token));
        if (closes) finish(Builder::Ending::closed);
        return std::nullopt;
      }
      if (before == LineMachine::State::after_end) {
        finish(Builder::Ending::closed);
        check_stray_delimiter(Line::of(*token, text_));
      } else if (auto resume = cut_off()) {  // a new header cut the block off
        return resume;
      }
    }
    switch (type) {
      case TeltLexer::HEADER_LINE:
        block_tokens_.push_back(std::move(token));
        extendable_ = false;
        foreign_end_.reset();
        break;
      case TeltLexer::BAD_HEADER_LINE:
        invalid_header(Line::of(*token, text_));
        break;
      default:
        break;
    }
    return std::nullopt;
  }

  // Where the last `--END x--` line of every hash x starts (DECISIONS §2 shapes).
  void find_last_ends(std::size_t from) {
    for (std::size_t at = from; at < text_.size();) {
      const std::size_t newline = text_.find('\n', at);
      const std::size_t stop = newline == std::string_view::npos ? text_.size() : newline + 1;
      const Shape shape = shape_of(line_content(text_.substr(at, stop - at)));
      if (shape.kind == Shape::Kind::delimiter && shape.name == "END" && is_hash(shape.hash))
        last_end_[std::string(shape.hash)] = at;
      at = stop;
    }
  }

  // Whether an `--END x--` line with the open block's hash starts after byte `offset`.
  bool own_end_after(std::size_t offset) const {
    const auto it = last_end_.find(machine_.hash());
    return it != last_end_.end() && it->second > offset;
  }

  // The open block ends before its commands were: at the end of input or at a new header.
  std::optional<Resume> cut_off() {
    if (!foreign_end_) {
      finish(Builder::Ending::unclosed);
      return std::nullopt;
    }
    const Line at = *foreign_end_;
    const std::size_t resume = at.offset + at.size;
    if (lexed_ + (text_.size() - resume) > budget_) {  // no more re-reading: the block keeps its lines
      finish(Builder::Ending::hash_mismatch);
      return std::nullopt;
    }
    while (block_tokens_.back()->getLine() > at.number) block_tokens_.pop_back();
    // The mistyped END is read as the END it was meant to be: it ends the command, not its value.
    const std::size_t type = block_tokens_.back()->getType();
    if (type == TeltLexer::CONTENT_LINE || type == TeltLexer::SKIPPED_LINE)
      if (auto* token = dynamic_cast<antlr4::WritableToken*>(block_tokens_.back().get())) token->setType(TeltLexer::END_LINE);
    finish(Builder::Ending::hash_mismatch);
    return Resume{resume, at.number + 1};
  }

  void finish(Builder::Ending ending) {
    const Line last = Line::last_of(*block_tokens_.back(), text_);
    runs_.load(block_tokens_, parser_);
    builder_.build(parser_.block(), ending, last, foreign_end_);
    foreign_end_.reset();
  }

  // The line that closed a block is one of its parameters: the block was ended too early.
  void check_stray_delimiter(const Line& line) {
    const Shape shape = shape_of(line.content);
    if (shape.kind != Shape::Kind::delimiter || shape.hash != document_.blocks.back().hash) return;
    builder_.report("ORPHANED_PARAMETER", Level::parameter_warning, line.at(0),
                    "parameter " + in_quotes(shape.name) + " comes after its block was closed by the '--END " +
                        std::string(shape.hash) + "--' above; it is ignored (move that line below the parameter)",
                    std::nullopt, document_.blocks.size() - 1);
  }

  void invalid_header(const Line& line) {
    // The hash the header tried to give, if it can be read: the word after the last ':' (or the
    // last word), lower-cased.
    std::string_view core = syntax_part(line.content);
    const std::size_t colon = core.rfind(':');
    core = colon != std::string_view::npos ? core.substr(colon + 1) : core.substr(core.find_last_of(" [") + 1);
    core.remove_prefix(std::min(core.size(), core.find_first_not_of(" \t")));
    std::string hash;
    for (char c : core) {
      if (!std::isalnum(static_cast<unsigned char>(c))) break;
      hash += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    const bool known = is_hash(hash);
    builder_.report("INVALID_BLOCK_START", Level::block_fatal, line.at(0),
                    "a '#!telt' line must read exactly '#!telt [3-char SHA: xyz]' with xyz three lower-case letters or "
                    "digits; no block is opened here",
                    "#!telt [3-char SHA: " + (known ? hash : std::string("xyz")) + "]");
  }

  void check_utf8(std::size_t from) {
    const std::size_t bad = utf8::first_invalid(text_.substr(from));
    if (bad == std::string_view::npos) return;
    const std::size_t at = from + bad;
    const std::size_t line_start = text_.rfind('\n', at) == std::string_view::npos ? from : text_.rfind('\n', at) + 1;
    const std::size_t line = 1 + static_cast<std::size_t>(std::count(text_.begin() + static_cast<std::ptrdiff_t>(from),
                                                                     text_.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
    Found f;
    f.error.diagnostic = invalid_utf8({line, 1 + utf8::columns(text_.substr(line_start, at - line_start)), at});
    f.error.level = Level::parameter_warning;
    found_.push_back(std::move(f));
  }

  // Orders the errors by position, fills content and context window from the lines (one pass over
  // the input), and block contexts from their blocks.
  void complete_errors() {
    std::stable_sort(found_.begin(), found_.end(), [](const Found& a, const Found& b) {
      return a.error.diagnostic.position.offset < b.error.diagnostic.position.offset;
    });
    DiagnosticCollector collector;
    std::size_t next = 0, number = 0;
    std::size_t at = starts_with_bom(text_) ? kUtf8Bom.size() : 0;
    std::size_t through = 0;  // lines are read up to two past the last error's (its context)
    auto report_through = [&](std::size_t line) {
      for (; next < found_.size() && found_[next].error.diagnostic.position.line <= line; ++next) {
        collector.report(found_[next].error.diagnostic);
        through = std::max(through, found_[next].error.diagnostic.position.line + 2);
      }
      collector.retain_from(line + 1);
    };
    while (at < text_.size() && (next < found_.size() || number < through)) {
      const std::size_t newline = text_.find('\n', at);
      const std::size_t stop = newline == std::string_view::npos ? text_.size() : newline + 1;
      collector.add_line(line_content(text_.substr(at, stop - at)));
      report_through(++number);
      at = stop;
    }
    report_through(static_cast<std::size_t>(-1));
    std::vector<Diagnostic> completed = collector.take();
    for (std::size_t i = 0; i < found_.size(); ++i) {
      Error& e = found_[i].error;
      e.diagnostic = std::move(completed[i]);
      std::optional<std::size_t> block = found_[i].block;
      if (!block && e.diagnostic.code != "BOM_SKIPPED") block = block_at(e.diagnostic.position.line);
      if (block) {
        const Block& b = document_.blocks[*block];
        e.block_context = Error::BlockContext{b.start_line, b.end_line, b.hash, b.commands.size()};
      }
      document_.errors.push_back(std::move(e));
    }
  }

  // The block whose lines include `line` (blocks are in order and do not overlap).
  std::optional<std::size_t> block_at(std::size_t line) const {
    const auto& blocks = document_.blocks;
    auto it = std::upper_bound(blocks.begin(), blocks.end(), line,
                               [](std::size_t l, const Block& b) { return l < b.start_line; });
    if (it == blocks.begin() || line > std::prev(it)->end_line) return std::nullopt;
    return static_cast<std::size_t>(std::prev(it) - blocks.begin());
  }

  std::string_view text_;
  ByteCharStream stream_;
  TeltLexer lexer_;
  TokenRuns runs_;
  TeltParser parser_;
  CollectingErrorListener listener_;
  LineMachine machine_;

  Document document_;
  std::vector<Found> found_;
  Builder builder_{text_, document_, found_};
  std::vector<std::unique_ptr<antlr4::Token>> block_tokens_;  // the open block's lines
  std::optional<Line> foreign_end_;                            // its first `--END x--` with another hash
  bool extendable_ = false;                                    // its last token is a run that may grow
  std::size_t lexed_ = 0;                                      // bytes lexed so far, re-reads included
  std::size_t budget_ = 0;
  std::unordered_map<std::string, std::size_t> last_end_;  // hash → offset of its last END line
};

}  // namespace

Document parse(std::string_view text) { return Driver(text).run(); }

}  // namespace llmfmt::telt
