// The TELT driver: bytes → LineDriver (syntax lines through the generated lexer, opaque runs of
// content as one token) → one block's tokens at a time → generated parser → Builder. Then every
// error gets its content, context window and block context.
//
// A block that is never closed but holds an `--END x--` line with another hash ends at that line
// (HASH_MISMATCH) and scanning resumes after it (DECISIONS §2), so that the blocks behind a hash
// typo survive. Such a block is cut as soon as its first foreign END is read when no `--END x--`
// with its own hash comes later in the input (one look-ahead pass over the lines that begin with
// `--END ` finds the last one of every hash), so the usual typo costs no re-reading. Re-reading is
// also bounded: once four times the input has been read, a block is no longer cut (it keeps its
// lines to the end), which keeps the cost linear.
#include <algorithm>
#include <cstring>
#include <functional>
#include <optional>
#include <unordered_map>

#include "telt/lexer.h"
#include "TeltParser.h"
#include "core/look_alikes.h"
#include "core/characters.h"
#include "core/fix_safety.h"
#include "core/input_checks.h"
#include "core/line_pipeline.h"
#include "telt/builder.h"
#include "telt/fix_checks.h"
#include "telt/shapes.h"

namespace llmfmt::telt {
namespace {

bool is_filler(std::size_t type) {
  return type == TeltLexer::CONTENT_LINE || type == TeltLexer::SKIPPED_LINE || type == TeltLexer::FOREIGN_END_LINE;
}

class Driver : LineDriver::Format {
 public:
  /// `keep_commands` false: each block's commands are dropped once it is checked (check()), or
  /// once `on_block` has had it (parse_each(): its result then keeps no block).
  /// `check_fixes` false: the fixes are not tried (the reading keep_safe_fixes does itself).
  Driver(std::string_view text, const Options& options, bool keep_commands = true,
         std::function<void(const Block&)> on_block = nullptr, bool check_fixes = true)
      : text_(text), options_(options), keep_commands_(keep_commands && !on_block), check_fixes_(check_fixes),
        on_block_(std::move(on_block)), pipe_(*this, options.reference_lexer) {}

  Result run() {
    const std::string_view whole = text_;
    text_ = pipe_.begin(whole);
    budget_ = 4 * text_.size() + (std::size_t{1} << 20);
    pipe_.driver.view(text_, 0);
    for (;;) {
      pipe_.driver.scan(true);
      if (pipe_.run.empty()) break;
      if (after_end_) {
        finish(Builder::Ending::closed);
        break;
      }
      if (!cut_off()) break;  // else read on from where the block was cut
    }
    for (Diagnostic& d : pipe_.internal_errors())
      builder_.report("INTERNAL_ERROR", d.span.start, std::move(d.message));
    submit_found();
    complete_errors();
    note_prose_around_fence(whole);
    // Fixes that would make the text worse lose their edits (src/core/fix_safety.h).
    if (check_fixes_) check_fixes(whole, options_, errors_);
    Result out;
    if (!on_block_) out.document = std::move(document_);  // (the blocks went to on_block)
    out.diagnostics = std::move(errors_);
    out.block_contexts = std::move(contexts_);
    return out;
  }

  // The last step of a check (api/fix_checks.h): fixes that would make the text worse lose their
  // edits (core/fix_safety.h).
  static void check_fixes(std::string_view whole, const Options& options, std::vector<Diagnostic>& diagnostics) {
    keep_safe_fixes(whole, diagnostics,
                    [&](std::string_view fixed) { return Driver(fixed, options, false, nullptr, false).run().diagnostics; });
  }

 private:
  // LineDriver::Format: the lexer's own decision by the line's first bytes (TeltLexer.g4).
  std::size_t content_type(const Line& line) override {
    if (pipe_.run.empty()) pipe_.diagnostics.retain_from(line.number);  // outside: no error looks back
    const std::string_view c = line.content;
    return pipe_.lexer.contentType(c.size() > 0 ? c[0] : '\0', c.size() > 1 ? c[1] : '\0');
  }
  std::size_t content_type_of(std::string_view text, std::size_t terminator, std::size_t mode) override {
    const std::string_view c = text.substr(0, text.size() - terminator);
    return TeltLexer::contentTypeIn(mode, c.size() > 0 ? c[0] : '\0', c.size() > 1 ? c[1] : '\0');
  }

  void line_done(const Line&) override {}

  // LineDriver::Format: the fast path. A header, command, delimiter, blank or comment line is one
  // token (telt/shapes.h): made here as the lexer would make it, with the mode and hash it sets.
  bool take_shape(const Line& line) override {
    const std::string_view bytes = pipe_.driver.bytes(line.offset, line.end_offset());
    const ShapeToken shape = read_shape(bytes, pipe_.lexer.mode, pipe_.lexer.blockHash());
    if (shape.type == 0) return false;
    if (shape.opens_block) pipe_.lexer.setBlockHash(bytes.data() + 20);
    pipe_.lexer.setMode(shape.mode);
    take(pipe_.driver.token(shape.type, line.offset, line.end_offset(), line.number, 0));
    return true;
  }

  // LineDriver::Format: near misses, read by a second lexer that knows the block's hash.
  antlr4::Lexer* probe_lexer(antlr4::CharStream& input) override { return &pipe_.probe(input); }
  void sync_probe(antlr4::Lexer&, std::string_view) override { pipe_.probe().setBlockHash(pipe_.lexer.blockHash()); }
  // Markdown before a header outside blocks; before a command or this block's delimiter where the
  // block reads text it skips (before its first command, after a command's END, after an error).
  // A value is a file's text, with Markdown of its own: there only before this block's delimiters,
  // whose hash no file's text holds by accident.
  bool markdown_hides(std::size_t content, std::size_t first, std::string_view /*prefix*/) override {
    using L = TeltLexer;
    switch (content) {
      case L::TEXT_LINE: return first == L::HEADER_LINE || first == L::COMMAND_LINE || first == L::CLOSE_LINE;
      case L::STRAY_LINE: case L::SKIPPED_LINE:
        return first == L::HEADER_LINE || first == L::COMMAND_LINE || first == L::END_LINE || first == L::CLOSE_LINE;
      case L::CONTENT_LINE: return first == L::END_LINE || first == L::PARAM_LINE;
      default: return false;
    }
  }
  bool markdown_may_hide(std::size_t content, std::string_view rest) override {  // `#!`, `===` or `--` begins each
    const bool delimiter = rest.substr(0, 2) == "--";
    return content == TeltLexer::CONTENT_LINE ? delimiter : delimiter || rest.substr(0, 2) == "#!" || rest.substr(0, 3) == "===";
  }
  std::string describe_token(std::size_t type) override {
    switch (type) {
      case TeltLexer::HEADER_LINE: return "a block header ('#!telt [3-char SHA: xyz]')";
      case TeltLexer::COMMAND_LINE: return "a command line ('=== NAME ===')";
      case TeltLexer::END_LINE: return "the command's END delimiter";
      case TeltLexer::CLOSE_LINE: return "the block's closing END delimiter";
      case TeltLexer::PARAM_LINE: return "a parameter delimiter of this block";
      case TeltLexer::CONTENT_LINE: return "part of a value";
      case TeltLexer::TEXT_LINE: return "text outside a block";
      case TeltLexer::COMMENT_LINE: return "a comment";
      case TeltLexer::BLANK_LINE: return "a blank line";
      default: return {};
    }
  }

  // `\u00A0=== CREATE_FILE ===`: a Unicode space (or several, blanks among them) before what has
  // the shape of a command, delimiter or header line makes it content, silently; say so.
  void line_read(const Line& line) override {
    if (pipe_.driver.line_bytes().cr) check_lone_crs(line);
    check_misspelled_header(line);
    check_command_outside(line);
    // Only a line that begins with a blank or a non-ASCII byte can be one (every line comes here).
    const unsigned char first = line.content.empty() ? 0 : static_cast<unsigned char>(line.content[0]);
    if (first != ' ' && first != '\t' && first < 0x80) return;
    if (std::optional<Hidden> hidden = hidden_syntax(line.content)) {
      builder_.report_hidden_syntax(line, hidden->first_space, hidden->syntax_at);
      submit_found();  // while the collector still holds the line
    }
  }

  // `#!TELT [3-char SHA: k7q]`, `#! telt …`: outside blocks, a line that is a `#!telt` line but
  // for the letter case of `telt` and blanks among `#`, `!` and it opens no block, as the grammar
  // says (the shape is exact), but never silently (MISSPELLED_HEADER, telt.md §2.1).
  void check_misspelled_header(const Line& line) {
    const std::string_view c = line.content;
    // Outside, or right after a command's END (where such text closes the block).
    if (c.empty() || (pipe_.lexer.mode != TeltLexer::DEFAULT_MODE && pipe_.lexer.mode != TeltLexer::AFTER_END)) return;
    if (c[0] != '#' && static_cast<unsigned char>(c[0]) < 0x80) return;
    // The bytes of `text` that are `#!telt` but for case and blanks, or 0.
    const auto misspelled = [](std::string_view text) -> std::size_t {
      std::size_t i = 1;
      const auto blanks = [&] { while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i; };
      if (text.empty() || text[0] != '#') return 0;
      blanks();
      if (i >= text.size() || text[i] != '!') return 0;
      ++i;
      blanks();
      if (text.size() < i + 4 || characters::ascii_lower(text.substr(i, 4)) != "telt" || text.substr(0, i + 4) == "#!telt") return 0;
      return i + 4;
    };
    std::size_t end = misspelled(c);
    std::string fixed;
    std::vector<look_alikes::Folded> folded;
    if (end) {
      fixed = "#!telt" + std::string(c.substr(end));
    } else if (look_alikes::may_fold(c.substr(0, 32))) {  // `#!TЕLT`: the same once folded
      const look_alikes::Fold fold = look_alikes::fold(c);
      const std::size_t at = misspelled(fold.text);
      if (!at) return;
      end = fold.origin[at];
      fixed = "#!telt" + fold.text.substr(at);
      for (const look_alikes::Folded& f : fold.changed)
        if (f.offset < end) folded.push_back(f);
    } else {
      return;
    }
    const std::size_t type = pipe_.driver.first_token(fixed, TeltLexer::DEFAULT_MODE, line.number).type;
    if (type != TeltLexer::HEADER_LINE && type != TeltLexer::BAD_HEADER_LINE) return;
    builder_.report_misspelled_header(line, end, fixed, folded);
    submit_found();  // while the collector still holds the line
  }

  // A command line of a known command outside any block (`=== CREATE_FILE ===` with no header
  // before it, or one written `#!TELT`, or after text closed the block) is text, as §2.1 says, and
  // never runs: a reply whose every command is lost so would pass as one without any. Named once
  // per stretch of text outside blocks, and not after a bad header there (INVALID_BLOCK_START
  // says why). (`=== Results ===` is a reply's heading, no command.)
  void check_command_outside(const Line& line) {
    if (pipe_.lexer.mode != TeltLexer::DEFAULT_MODE) {
      outside_named_ = false;  // in a block: the text after it is a stretch of its own
      return;
    }
    if (outside_named_) return;
    const std::size_t end = command_outside(line.content, line.number);
    if (end == 0) return;
    builder_.report_command_outside(line, line.content.substr(0, end));
    submit_found();  // while the collector still holds the line
    outside_named_ = true;
  }
  // The length of the known command's line that `text` (a line outside blocks) begins with, up
  // to a lone CR (what comes after one is no line of its own outside a block), or 0.
  std::size_t command_outside(std::string_view text, std::size_t number) {
    if (text.substr(0, 3) != "===") return 0;
    text = text.substr(0, text.find('\r'));
    text = text.substr(0, text.find_last_not_of(" \t") + 1);
    if (pipe_.driver.first_token(text, TeltLexer::INTRO, number).type != TeltLexer::COMMAND_LINE) return 0;
    return known_command(command_line_name(text)) ? text.size() : 0;
  }
  // LineDriver::Format: near misses. A line outside blocks that a look-alike keeps from being a
  // known command's (`=== CREATE＿FILE ===`) loses its COMMAND_OUTSIDE_BLOCK: a part of its own.
  static constexpr std::size_t kCommandOutsidePart = 1000;
  void parts(std::string_view line, const std::vector<LineDriver::Piece>& tokens, std::vector<LineDriver::Piece>& out) override {
    if (tokens.size() != 1 || tokens[0].type != TeltLexer::TEXT_LINE) return;
    if (const std::size_t end = command_outside(line, 0)) out.push_back({kCommandOutsidePart, 0, end});
  }
  std::string describe_part(std::size_t kind) override {
    return kind == kCommandOutsidePart ? "a known command's line outside any block" : std::string();
  }

  // A lone CR (one that ends no line) where a header, command or delimiter line of its own would
  // end or begin: `--COMMAND k7q--` CR `ls` is one content line, a BASH script. The line is read
  // as written, but never silently: each part between CRs is read by the probe lexer from the
  // line's mode; one that is such a line (the first: with text other than blanks and CRs after
  // its CR) makes the CR beside it LONE_CR (telt.md §1.3).
  void check_lone_crs(const Line& line) {
    using L = TeltLexer;
    const auto syntax = [](std::size_t type) {  // a line the block reads as more than text
      return type != 0 && type != L::CONTENT_LINE && type != L::TEXT_LINE && type != L::SKIPPED_LINE &&
             type != L::STRAY_LINE && type != L::BLANK_LINE && type != L::COMMENT_LINE;
    };
    const std::string_view c = line.content;
    const std::size_t mode = pipe_.lexer.mode;
    std::vector<std::size_t> crs;
    std::string_view shown;
    for (std::size_t from = 0; from <= c.size();) {
      const std::size_t cr = std::min(c.find('\r', from), c.size());
      const std::string_view part = c.substr(from, cr - from);
      // A first part that is such a line takes what follows its CR into it (a delimiter's trail,
      // a name); a later one is read as part of the line before it.
      if (!part.empty() && part.find_first_not_of(" \t") != std::string_view::npos) {
        const std::size_t type = read_alone(part, mode, line.number, syntax);
        // (outside blocks, a known command's line too: COMMAND_OUTSIDE_BLOCK's, when a line of its own)
        const bool outside_command = from > 0 && mode == L::DEFAULT_MODE && command_outside(part, line.number) > 0;
        const std::size_t beside = from > 0 ? from - 1 : cr;  // the CR before it, or (first part) after it
        // (the first part: only with text after its CR; CRs and blanks after it are a line's trail)
        const bool text_after = c.find_first_not_of(" \t\r", cr) != std::string_view::npos;
        if ((syntax(type) || outside_command) && (from > 0 || text_after) && (crs.empty() || crs.back() != beside)) {
          crs.push_back(beside);
          if (shown.empty()) shown = part;
        }
      }
      from = cr + 1;
    }
    if (crs.empty()) return;
    builder_.report_lone_crs(line, crs, shown);
    submit_found();  // while the collector still holds the line
  }

  // The first token of `part` read alone by the probe lexer; where that is no `syntax`, of
  // `part` with its look-alikes folded (and then with en and em dashes as `--`), as the near-miss
  // check reads a line: the CR hides a near miss too (`–FILE abc--` CR `a.txt`).
  template <class Syntax>
  std::size_t read_alone(std::string_view part, std::size_t mode, std::size_t number, const Syntax& syntax) {
    std::size_t type = pipe_.driver.first_token(part, mode, number).type;
    if (syntax(type) || !look_alikes::may_fold(part)) return type;
    const look_alikes::Fold folded = look_alikes::fold(part);
    type = pipe_.driver.first_token(folded.text, mode, number).type;
    if (syntax(type)) return type;
    std::string dashes;
    std::size_t copied = 0;
    for (const look_alikes::Folded& f : folded.changed) {
      dashes.append(part.substr(copied, f.offset - copied));
      dashes.append(f.code_point == 0x2013 || f.code_point == 0x2014 ? std::string_view("--") : f.ascii);
      copied = f.offset + f.length;
    }
    dashes.append(part.substr(copied));
    return dashes == folded.text ? type : pipe_.driver.first_token(dashes, mode, number).type;
  }

  // Routes each token into the open block, or reports it outside (mirrors TeltParser.g4 and the
  // modes of TeltLexer.g4).
  void take(std::unique_ptr<antlr4::Token> token) override {
    lexed_ += token->getStopIndex() + 1 - token->getStartIndex();
    take_token(std::move(token));
    submit_found();
  }

  void take_token(std::unique_ptr<antlr4::Token> token) {
    const std::size_t type = token->getType();
    if (type == TeltLexer::BAD_HEADER_LINE) outside_named_ = true;  // (INVALID_BLOCK_START's)
    const bool outside_line = type == TeltLexer::HEADER_LINE || type == TeltLexer::TEXT_LINE ||
                              type == TeltLexer::BAD_HEADER_LINE || type == TeltLexer::LATE_PARAM_LINE ||
                              type == TeltLexer::STRAY_END_LINE;
    if (!pipe_.run.empty()) {
      if (!outside_line) {
        in_block(std::move(token));
        return;
      }
      if (after_end_) {
        finish(Builder::Ending::closed);
        if (type == TeltLexer::LATE_PARAM_LINE) builder_.late_parameter(first_line(*token, text_));
      } else if (cut_off()) {  // a new header cut the block off: it is read again later
        return;
      }
    }
    switch (type) {
      case TeltLexer::HEADER_LINE:
        pipe_.diagnostics.retain_from(token->getLine());  // the block's errors may quote any of its lines
        pipe_.run.push_back(std::move(token));
        extendable_ = false;
        after_end_ = false;
        foreign_end_.reset();
        break;
      case TeltLexer::BAD_HEADER_LINE:
        pipe_.diagnostics.retain_from(token->getLine());
        builder_.bad_header(first_line(*token, text_));
        break;
      case TeltLexer::STRAY_END_LINE:
        pipe_.diagnostics.retain_from(token->getLine());
        builder_.stray_end(first_line(*token, text_));
        break;
      default:
        pipe_.diagnostics.retain_from(token->getLine());
        break;
    }
  }

  void in_block(std::unique_ptr<antlr4::Token> token) {
    const std::size_t type = token->getType();
    if (type != TeltLexer::BLANK_LINE && type != TeltLexer::COMMENT_LINE) after_end_ = type == TeltLexer::END_LINE;
    // The block's first `--END x--` with another hash: the block may be cut there.
    const bool cut_point =
        (type == TeltLexer::FOREIGN_END_LINE || type == TeltLexer::FOREIGN_CLOSE_LINE) && !foreign_end_;
    if (cut_point) {
      foreign_end_ = first_line(*token, text_);
      // The block can never close: cut it now. Scanning resumes where the driver is, so this
      // re-reads nothing and the budget in cut_off() never refuses it.
      if (!own_end_after(foreign_end_->offset)) {
        pipe_.run.push_back(std::move(token));
        cut_off();
        return;
      }
    }
    // A run of content (or skipped) lines is one token, whether the driver cut it out or the
    // lexer read it line by line: a block costs memory for its syntax lines only.
    const bool filler = is_filler(type) && !cut_point;
    if (filler && extendable_) {
      static_cast<antlr4::CommonToken*>(pipe_.run.back().get())->setStopIndex(token->getStopIndex());
      return;
    }
    extendable_ = filler;
    pipe_.run.push_back(std::move(token));
    if (type == TeltLexer::CLOSE_LINE) finish(Builder::Ending::closed);
  }

  // Whether an `--END x--` line with the open block's hash starts after byte `offset`.
  bool own_end_after(std::size_t offset) {
    if (!last_ends_) find_last_ends();
    const char* hash = pipe_.lexer.blockHash();
    const auto it = last_ends_->find(std::string(hash, 3));
    return it != last_ends_->end() && it->second > offset;
  }

  // Where the last END line of every hash starts: the lines that begin with `--END `, read by the
  // lexer's END_LOOKAHEAD mode (a lexer of its own: the driver's is in the middle of a line).
  void find_last_ends() {
    last_ends_.emplace();
    ByteCharStream stream;
    stream.reset(text_, 0);
    TeltLexer scout(&stream);
    scout.removeErrorListeners();
    constexpr std::string_view kEnd = "--END ";
    const std::size_t from = starts_with_bom(text_) ? kUtf8Bom.size() : 0;
    for (std::size_t at = text_.find(kEnd, from); at != std::string_view::npos; at = text_.find(kEnd, at + 1)) {
      if (at != from && text_[at - 1] != '\n') continue;  // only at the start of a line
      stream.seek(at);
      scout.hitEOF = false;
      scout.setMode(TeltLexer::END_LOOKAHEAD);
      if (scout.nextToken()->getType() == TeltLexer::ANY_END_LINE) (*last_ends_)[std::string(text_.substr(at + kEnd.size(), 3))] = at;
    }
  }

  // The open block ends before its commands were: at the end of input or at a new header. Returns
  // whether it was cut at its first foreign END and the driver now reads on after that line.
  bool cut_off() {
    if (!foreign_end_) {
      finish(Builder::Ending::unclosed);
      return false;
    }
    const Line at = *foreign_end_;
    if (lexed_ + (text_.size() - at.end_offset()) > budget_) {  // no more re-reading: the block keeps its lines
      finish(Builder::Ending::hash_mismatch);
      return false;
    }
    while (pipe_.run.back()->getLine() > at.number) pipe_.run.pop_back();
    // The mistyped END is read as the END it was meant to be: it ends the command, not its value.
    if (pipe_.run.back()->getType() == TeltLexer::FOREIGN_END_LINE)
      static_cast<antlr4::CommonToken*>(pipe_.run.back().get())->setType(TeltLexer::END_LINE);
    finish(Builder::Ending::hash_mismatch);
    pipe_.driver.rewind(at.end_offset(), at.number + 1);
    pipe_.lexer.setMode(antlr4::Lexer::DEFAULT_MODE);
    return true;
  }

  void finish(Builder::Ending ending) {
    const Line last = last_line(*pipe_.run.back(), text_);
    builder_.build(pipe_.load_run().block(), ending, last, foreign_end_);
    submit_found();  // before the collector may drop the block's lines
    command_counts_.push_back(document_.blocks.back().commands.size());
    // The block is final: what comes later only adds errors (ORPHANED_PARAMETER, STRAY_END) that
    // name it, never changes its commands or validity.
    if (on_block_) on_block_(document_.blocks.back());
    if (!keep_commands_) std::vector<Command>().swap(document_.blocks.back().commands);  // the values are most of the input
    foreign_end_.reset();
    after_end_ = false;
    extendable_ = false;
  }

  // Errors found since the last call go to the collector, which fills their content and context
  // window from the lines it keeps (those of the open block).
  void submit_found() {
    for (; submitted_ < found_.size(); ++submitted_) pipe_.diagnostics.report(found_[submitted_].error);
  }

  // Orders the errors by position, takes their content and context window from the collector
  // (the same order: by offset, ties in the order of reporting; the driver's own BOM_SKIPPED and
  // INVALID_UTF8 among them), and block contexts from their blocks.
  void complete_errors() {
    std::stable_sort(found_.begin(), found_.end(), [](const Found& a, const Found& b) {
      return a.error.span.start.offset < b.error.span.start.offset;
    });
    std::size_t next = 0;
    for (Diagnostic& d : pipe_.diagnostics.take()) {
      std::optional<std::size_t> block;
      if (!is_pipeline_code(d.code)) block = found_[next++].block;
      if (!block && d.code != "BOM_SKIPPED") block = block_at(d.span.start.line);
      std::optional<BlockContext>& context = contexts_.emplace_back();
      if (block) {
        const Block& b = document_.blocks[*block];
        context = BlockContext{b.start_line, b.end_line, b.hash, command_counts_[*block]};
      }
      errors_.push_back(std::move(d));
    }
  }

  // PROSE_AROUND_FENCE (syntax_info, no block) when a block failed and the input holds a fence
  // with prose around it (src/core/fence.h).
  void note_prose_around_fence(std::string_view whole) {
    std::vector<std::size_t> error_lines;
    for (const Diagnostic& e : errors_)
      if (e.severity == Severity::error) error_lines.push_back(e.span.start.line);
    std::optional<Diagnostic> prose = prose_around_fence(whole, error_lines);
    if (!prose) return;
    const auto at = std::upper_bound(errors_.begin(), errors_.end(), prose->span.start.offset,
                                     [](std::size_t offset, const Diagnostic& x) { return offset < x.span.start.offset; });
    contexts_.insert(contexts_.begin() + (at - errors_.begin()), std::nullopt);
    errors_.insert(at, std::move(*prose));
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
  Options options_;
  bool keep_commands_;
  bool check_fixes_;
  std::function<void(const Block&)> on_block_;
  LinePipeline<TeltLexer, TeltParser> pipe_;

  Document document_;
  std::vector<std::size_t> command_counts_;  // of each block, kept when its commands are not
  std::vector<Diagnostic> errors_;  // in source order, complete (complete_errors)
  std::vector<std::optional<BlockContext>> contexts_;  // beside errors_
  std::vector<Found> found_;
  std::size_t submitted_ = 0;  // found_[0, submitted_) have gone to diagnostics_
  Builder builder_{text_, document_, found_};
  std::optional<Line> foreign_end_;                            // its first `--END x--` with another hash
  bool extendable_ = false;                                    // its last token is a run that may grow
  bool after_end_ = false;  // its last line (but blank and `//` lines) ended a command: it may close
  bool outside_named_ = false;  // this stretch of text outside blocks says it holds no block
  std::size_t lexed_ = 0;   // bytes read so far, re-reads included
  std::size_t budget_ = 0;
  std::optional<std::unordered_map<std::string, std::size_t>> last_ends_;  // hash → offset of its last END line
};

}  // namespace

Result parse(std::string_view text, const Options& options) { return Driver(text, options).run(); }

Result parse_each(std::string_view text, const Handlers& handlers, const Options& options) {
  return Driver(text, options, true, handlers.on_block).run();
}

std::vector<Diagnostic> check(std::string_view text, const Options& options) {
  return Driver(text, options, false).run().diagnostics;
}

Result check_without_fix_checks(std::string_view text, const Options& options) {
  return Driver(text, options, false, nullptr, false).run();
}

void run_fix_checks(std::string_view text, const Options& options, std::vector<Diagnostic>& diagnostics) {
  Driver::check_fixes(text, options, diagnostics);
}

void lead_with_level(Diagnostic& d) { d.message = std::string(to_string(level_of(d.code))) + ": " + d.message; }

}  // namespace llmfmt::telt
