#include "core/line_driver.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <typeinfo>

#include "core/antlr/line_token.h"
#include "core/characters.h"
#include "core/hints.h"
#include "core/fast_path.h"
#include "core/input_checks.h"
#include "core/look_alikes.h"
#include "core/utf8.h"

namespace llmfmt {
namespace {
LineDriver::LineBytes classify(std::string_view s) {
  LineDriver::LineBytes out;
  const auto look = [&](unsigned char b) {
    if (b >= 0x80) out.non_ascii = true;
    else if (b == '\r') out.cr = true;
    else if ((b < 0x20 && b != '\t' && b != '\n') || b == 0x7F) out.control = true;
  };
  std::size_t i = 0;
  for (; i + 8 <= s.size(); i += 8) {  // eight bytes at a time: most are printable ASCII
    std::uint64_t w;
    std::memcpy(&w, s.data() + i, 8);
    constexpr std::uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
    const std::uint64_t del = w ^ (ones * 0x7F);
    if (((w | ((w - ones * 0x20) & ~w) | ((del - ones) & ~del)) & highs) == 0) continue;
    for (std::size_t k = i; k < i + 8; ++k) look(static_cast<unsigned char>(s[k]));
  }
  for (; i < s.size(); ++i) look(static_cast<unsigned char>(s[i]));
  return out;
}
}  // namespace

Diagnostic near_miss_warning(const Line& line, const std::vector<const look_alikes::Folded*>& named,
                             const std::string& explanation) {
  Diagnostic d;
  d.code = "INVISIBLE_CHARACTER";
  d.severity = Severity::warning;
  d.span = {line.at(named.front()->offset), line.at(named.back()->offset + named.back()->length)};
  std::string fixed;
  std::size_t copied = 0;
  for (std::size_t k = 0; k < named.size(); ++k) {
    const look_alikes::Folded& f = *named[k];
    if (!f.ascii.empty()) d.code = "LOOK_ALIKE_CHARACTER";
    if (k > 0) d.message += k + 1 == named.size() ? " and " : ", ";
    d.message += look_alikes::describe(f, "column " + std::to_string(line.at(f.offset).column));
    fixed.append(line.content.substr(copied, f.offset - copied)).append(f.ascii);
    copied = f.offset + f.length;
    d.fix.push_back(Edit{{line.at(f.offset), line.at(f.offset + f.length)}, std::string(f.ascii)});
  }
  fixed.append(line.content.substr(copied));
  d.message += ": " + explanation;
  // An invisible character between ill-formed bytes (`\xF0\x9D\u200D\x92\x82`): deleting it
  // would join the bytes into a character the line does not hold, a guess: a hint only.
  if (utf8::ill_formed_count(fixed) < utf8::ill_formed_count(line.content)) d.fix.clear();
  d.fix_hint = std::move(fixed);
  return d;
}

bool is_pipeline_code(std::string_view code) {
  return code == "BOM_SKIPPED" || code == "INVALID_UTF8" || code == "FENCED_DOCUMENT" ||
         code == "LOOK_ALIKE_CHARACTER" || code == "INVISIBLE_CHARACTER" || code == "MARKDOWN_PREFIX";
}

LineDriver::LineDriver(antlr4::Lexer& lexer, ByteCharStream& input, DiagnosticCollector& diagnostics,
                       Format& format)
    : lexer_(lexer), diagnostics_(diagnostics), format_(format), input_(input), counts_(&fast_path::counts()) {
  lexer_.setTokenFactory(&token_factory_);
  diagnostics_.read_from(&input_);
}

void LineDriver::reset() {
  scanned_ = 0;
  no_lf_before_ = 0;
  line_ = 1;
  started_ = false;
  utf8_reported_ = false;
  lines_registered_ = 0;
  run_type_ = 0;
  fence_line_ = 0;
  first_line_ = 0;
  lexer_.setInputStream(&input_);  // resets the lexer (mode, line) as well
  diagnostics_.read_from(&input_);
}

void LineDriver::view(std::string_view bytes, std::size_t base) { input_.reset(bytes, base); }

Line LineDriver::line_at(std::size_t offset, std::size_t number) const {
  const std::string_view all = input_.bytes();
  return Line::first_of(all.substr(offset - input_.base()), offset, number, crlf_is_lf_);
}

void LineDriver::scan(bool at_end) {
  const std::string_view all = input_.bytes();
  const std::size_t base = input_.base();
  if (!started_ && (at_end || all.size() >= kUtf8Bom.size() || kUtf8Bom.substr(0, all.size()) != all)) {
    started_ = true;
    if (starts_with_bom(all)) {
      scanned_ = base + kUtf8Bom.size();
      diagnostics_.report(bom_skipped());
    }
  }
  if (!started_) return;  // too few bytes to tell whether they begin with a BOM
  const char* end = all.data() + all.size();
  for (;;) {
    const char* at = all.data() + (scanned_ - base);
    if (at == end) break;
    // (A stream's incomplete last line is searched for its LF only where it grew since last time.)
    const char* from = no_lf_before_ > scanned_ ? all.data() + (no_lf_before_ - base) : at;
    const void* lf = std::memchr(from, '\n', static_cast<std::size_t>(end - from));
    if (!lf && !at_end) {  // the last line is not complete yet
      no_lf_before_ = base + all.size();
      break;
    }
    const std::size_t size = lf ? static_cast<std::size_t>(static_cast<const char*>(lf) - at) + 1
                                : static_cast<std::size_t>(end - at);
    const Line line = Line::first_of(std::string_view(at, size), scanned_, line_, crlf_is_lf_);
    scanned_ += size;
    ++line_;
    read_line(line);  // (may rewind)
  }
  if (!at_end) return;
  flush_run();
  // An empty input (or only a BOM) still has a line 1 for diagnostics to quote: an empty one.
  if (line_ == 1) diagnostics_.add_line(scanned_, 0);
}

void LineDriver::rewind(std::size_t offset, std::size_t number) {
  run_type_ = 0;
  no_lf_before_ = 0;
  scanned_ = offset;
  line_ = number;
}

void LineDriver::read_line(const Line& line) {
  line_bytes_ = classify(line.content);
  if (line.number > lines_registered_) register_line(line);
  if (line.number == fence_line_ || line.number < first_line_) {  // a content run does not reach over it
    flush_run();
    return;
  }
  format_.line_read(line);
  // Near misses: the line read again with its look-alikes folded, before the line changes the
  // lexer's state (only lines with a non-ASCII byte or a control character pay for it).
  std::vector<Piece> folded;
  const bool near = (line_bytes_.non_ascii || line_bytes_.control) && format_.probe_lexer(probe_input_);
  // Markdown before syntax: only a line whose first character after blanks is a bullet, a digit,
  // '>', '#', a backslash, emphasis or a letter and ')' (markdown_prefix, markdown_emphasis).
  const std::string_view c = line.content;
  std::size_t at = 0;
  while (at < c.size() && (c[at] == ' ' || c[at] == '\t')) ++at;
  const char first = at < c.size() ? c[at] : '\n';
  const bool bulleted = first == '-' || first == '*' || first == '+' || first == '>' || first == '_' || first == '~' ||
                        first == '`' || first == '#' || first == '\\' || (first >= '0' && first <= '9') ||
                        (std::isalpha(static_cast<unsigned char>(first)) && at + 1 < c.size() && c[at + 1] == ')') ||
                        static_cast<unsigned char>(first) == 0xE2;  // (a rendered bullet, • …)
  std::size_t mode = 0;
  std::vector<std::size_t> mode_stack;
  if (near || bulleted) {
    mode = lexer_.mode;
    mode_stack = lexer_.modeStack;
  }
  const std::size_t type = reference_ ? 0 : format_.content_type(line);
  if (type == 0) {
    flush_run();
    // (A line with a Markdown prefix or emphasis before its first character is for the Markdown
    // check, which reads the lexer's tokens.)
    const auto markdown = [&] {
      std::size_t lead = 0;
      return markdown_prefix(line.content, format_.markdown_indent(), lead) != 0 ||
             markdown_emphasis(line.content, lead).length != 0;
    };
    if (fast_path() && !near && !(bulleted && markdown()) && format_.take_shape(line)) {
      ++counts_->shapes;
      format_.line_done(line);
      return;
    }
    ++counts_->lexed;
    record_ = near || bulleted;
    recorded_.clear();
    lex_line(line);
    record_ = false;
    format_.line_done(line);
    if (near) check_near_miss(line, mode, mode_stack, recorded_, 0);
    // A line the lexer made one content token (reference mode lexes every line) is checked as the
    // prescan checks a content line.
    if (bulleted && one_reading(recorded_, line) && format_.probe_lexer(probe_input_))
      check_markdown_prefix(line, recorded_[0].type, mode, mode_stack);
    return;
  }
  if (near) check_near_miss(line, mode, mode_stack, {{type, 0, line.size}}, type);
  if (bulleted && format_.probe_lexer(probe_input_)) check_markdown_prefix(line, type, mode, mode_stack);
  if (run_type_ != type) {
    flush_run();
    run_type_ = type;
    run_start_ = line.offset;
    run_line_ = line.number;
  }
  run_end_ = line.end_offset();
}

// Whether `tokens` cover the whole line from its first byte (one content token; DSL's text and
// reference tokens of a line with references in it): a line the format may ask markdown_hides
// about, by the type of its first token.
bool LineDriver::covers(const std::vector<Piece>& tokens, std::size_t size) {
  if (tokens.empty() || tokens.front().start != 0 || tokens.back().end != size) return false;
  for (std::size_t i = 1; i < tokens.size(); ++i)
    if (tokens[i].start != tokens[i - 1].end) return false;
  return true;
}

void LineDriver::register_line(const Line& line) {
  lines_registered_ = line.number;
  diagnostics_.add_line(line.offset, line.content.size());
  if (line.number == fence_line_) diagnostics_.report(fence_report_);
  if (!utf8_reported_ && line_bytes_.non_ascii) {
    const std::size_t bad = utf8::first_invalid(line.content);
    if (bad != std::string_view::npos) {
      utf8_reported_ = true;
      diagnostics_.report(invalid_utf8(line.at(bad), utf8::ill_formed_length(line.content, bad)));
    }
  }
}

void LineDriver::lex_line(const Line& line) {
  bool memo = memo_on_ && !reference_ && line.size <= kMemoLineBytes && lexer_.modeStack.empty();
  if (memo) {
    memo_key_.assign(1, static_cast<char>(lexer_.mode));
    memo_key_.append(bytes(line.offset, line.end_offset()));
    if (replay(line)) return;
  }
  input_.seek(line.offset);
  lexer_.hitEOF = false;  // a stream's last line may have been the end of the view
  lexer_.setLine(line.number);
  lexer_.setCharPositionInLine(0);
  const std::size_t last = line.end_offset() - 1;
  MemoEntry entry;
  for (;;) {
    std::unique_ptr<antlr4::Token> token = lexer_.nextToken();
    if (token->getType() == antlr4::Token::EOF) break;
    // (An empty token, such as a synthetic INDENT, has stop = start - 1: at offset 0 that wraps.)
    const std::size_t end = token->getStopIndex() + 1;
    // A replayed token is a LineToken whose text is its input range: a token of another kind, or
    // with text an action gave it, keeps its line from the memo.
    const antlr4::Token& made = *token;
    if (memo && (typeid(made) != typeid(LineToken) || static_cast<const LineToken&>(made).has_own_text())) memo = false;
    if (memo)
      entry.tokens.push_back({token->getType(), token->getChannel(), token->getStartIndex() - line.offset,
                              end - line.offset, token->getCharPositionInLine()});
    if (record_ && end > token->getStartIndex())
      recorded_.push_back({token->getType(), token->getStartIndex() - line.offset, end - line.offset});
    format_.take(std::move(token));
    if (end > last) break;
  }
  if (!memo || !lexer_.modeStack.empty()) return;
  if (memo_.size() >= kMemoEntries) memo_.clear();
  entry.mode_after = lexer_.mode;
  memo_.emplace(memo_key_, std::move(entry));
}

// The tokens of a line lexed before with the same bytes in the same mode (memo_key_), if any.
bool LineDriver::replay(const Line& line) {
  const auto found = memo_.find(memo_key_);
  if (found == memo_.end()) return false;
  std::pair<antlr4::TokenSource*, antlr4::CharStream*> source(&lexer_, &input_);
  for (const MemoToken& t : found->second.tokens) {
    if (record_ && t.stop_end > t.start) recorded_.push_back({t.type, t.start, t.stop_end});
    format_.take(std::make_unique<LineToken>(source, t.type, t.channel, line.offset + t.start,
                                             line.offset + t.stop_end - 1, line.number, t.column));
  }
  lexer_.setMode(found->second.mode_after);
  return true;
}

void LineDriver::flush_run() {
  if (!run_type_) return;
  const std::size_t type = run_type_;
  run_type_ = 0;
  format_.take(token(type, run_start_, run_end_, run_line_, 0));
}

std::unique_ptr<antlr4::Token> LineDriver::token(std::size_t type, std::size_t start, std::size_t end,
                                                 std::size_t number, std::size_t column) {
  std::pair<antlr4::TokenSource*, antlr4::CharStream*> source(&lexer_, &input_);
  return std::make_unique<LineToken>(source, type, antlr4::Token::DEFAULT_CHANNEL, start, end - 1, number, column);
}

}  // namespace llmfmt

namespace llmfmt {

std::vector<LineDriver::Piece> LineDriver::probe_tokens(std::string_view folded, std::size_t mode,
                                                        const std::vector<std::size_t>& mode_stack, std::size_t number) {
  antlr4::Lexer& lexer = *format_.probe_lexer(probe_input_);
  probe_input_.reset(folded, 0);
  lexer.reset();
  lexer.removeErrorListeners();  // what it cannot read is the real lexer's to report
  lexer.setMode(mode);
  lexer.modeStack = mode_stack;
  lexer.setLine(number);
  lexer.setCharPositionInLine(0);
  format_.sync_probe(lexer, folded);
  std::vector<Piece> out;
  for (std::size_t n = 0; n <= folded.size(); ++n) {  // (every token but an empty one moves on)
    const std::unique_ptr<antlr4::Token> token = lexer.nextToken();
    if (token->getType() == antlr4::Token::EOF) break;
    const std::size_t start = token->getStartIndex(), end = std::min<std::size_t>(token->getStopIndex() + 1, folded.size());
    if (end > start) out.push_back({token->getType(), start, end});
    if (end >= folded.size()) break;
  }
  return out;
}

LineDriver::Piece LineDriver::first_token(std::string_view text, std::size_t mode, std::size_t number) {
  if (!format_.probe_lexer(probe_input_)) return {0, 0, 0};
  const std::vector<Piece> tokens = probe_tokens(text, mode, {}, number);
  return tokens.empty() ? Piece{0, 0, 0} : tokens.front();
}

std::vector<LineDriver::Piece> LineDriver::probe(std::string_view folded, const std::vector<std::size_t>& origin,
                                                 std::size_t mode, const std::vector<std::size_t>& mode_stack,
                                                 std::size_t number) {
  std::vector<Piece> out = probe_tokens(folded, mode, mode_stack, number);
  for (Piece& p : out) p = {p.type, origin[p.start], origin[p.end]};
  return out;
}

namespace {

// Where, in the original, the folded text [.., end) ends: just past the character its last byte
// came from (a part that ends before a removed character ends before it, not after it).
std::size_t original_end(const look_alikes::Fold& fold, std::size_t end) {
  if (end == 0) return fold.origin[0];
  const std::size_t last = fold.origin[end - 1];
  const auto f = std::lower_bound(fold.changed.begin(), fold.changed.end(), last,
                                  [](const look_alikes::Folded& x, std::size_t at) { return x.offset < at; });
  return f != fold.changed.end() && f->offset == last ? f->offset + f->length : last + 1;
}

std::string_view trimmed(std::string_view s) {
  const std::size_t first = s.find_first_not_of(" \t\r\n;");
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t\r\n") + 1 - first);
}

// Tokens cover the line one after the other, so types and ends say it all (a start mapped back
// from the folded copy lands after an invisible character that was taken out before it).
bool same(const std::vector<LineDriver::Piece>& a, const std::vector<LineDriver::Piece>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].type != b[i].type || a[i].end != b[i].end) return false;
  return true;
}

// Parts are compared whole: a character that moves a part's start or end (an NBSP after a
// parameter's ':', an invisible character before a name) changes what the builder reads.
bool same_parts(const std::vector<LineDriver::Piece>& a, const std::vector<LineDriver::Piece>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].type != b[i].type || a[i].start != b[i].start || a[i].end != b[i].end) return false;
  return true;
}

}  // namespace

// Tokens as the comparison sees them: cut at the end of the line's content (a line end is no
// character of its own), each type as the format reads it, a run of one reading as one.
std::vector<LineDriver::Piece> LineDriver::readings(const std::vector<Piece>& pieces, std::size_t content) {
  std::vector<Piece> out;
  for (Piece p : pieces) {
    p.end = std::min(p.end, content);
    if (p.end <= p.start) continue;
    p.type = format_.reading(p.type);
    if (!out.empty() && out.back().type == p.type && out.back().end == p.start) out.back().end = p.end;
    else out.push_back(p);
  }
  return out;
}

LineDriver::Reading LineDriver::read_written(const Line& line, const std::vector<Piece>& written, std::size_t mode,
                                             const std::vector<std::size_t>& mode_stack) {
  Reading out;
  out.tokens = readings(written, line.content.size());
  const std::string_view text = bytes(line.offset, line.end_offset());
  format_.parts(text, written, out.parts);
  if (one_reading(written, line))
    out.hidden = markdown_hidden(text, line.size - line.content.size(), written.front().type, mode, mode_stack, line.number).type;
  return out;
}

LineDriver::Reading LineDriver::read_folded(const look_alikes::Fold& folded, std::size_t mode,
                                            const std::vector<std::size_t>& mode_stack, const Line& line,
                                            std::size_t content) {
  const std::size_t terminator = line.size - line.content.size();
  const std::vector<Piece> tokens =
      content != 0 && format_.content_type_of(folded.text, terminator, mode) == content
          ? std::vector<Piece>{{content, 0, folded.text.size()}}
          : probe_tokens(folded.text, mode, mode_stack, line.number);
  Reading out;
  format_.parts(folded.text, tokens, out.parts);
  if (covers(tokens, folded.text.size()))
    out.hidden = markdown_hidden(folded.text, terminator, tokens.front().type, mode, mode_stack, line.number).type;
  for (Piece& p : out.parts) p = {p.type, folded.origin[p.start], original_end(folded, p.end)};
  std::vector<Piece> mapped;
  mapped.reserve(tokens.size());
  for (const Piece& p : tokens) mapped.push_back({p.type, folded.origin[p.start], folded.origin[p.end]});
  out.tokens = readings(mapped, line.content.size());
  return out;
}

// A line whose look-alike or invisible characters, read as the ASCII they imitate, would make the
// grammar or the builder read it otherwise (another token, the same tokens cut elsewhere, a part
// of a token moved or of another kind): one warning naming each character that makes the
// difference at its column, with the edits that replace them. `written`: the line's tokens as
// the line was read.
void LineDriver::check_near_miss(const Line& line, std::size_t mode, const std::vector<std::size_t>& mode_stack,
                                 const std::vector<Piece>& written, std::size_t content) {
  const std::string_view bytes = this->bytes(line.offset, line.end_offset());
  // Not folded here: C0 controls and DEL (data a transcript may hold; text output shows them
  // escaped), and the Unicode spaces of the run of blanks and spaces that begins the line where
  // the format's UNICODE_SPACE check names them (a space for a space; a spec may make an indented
  // line content). An invisible character there is folded like any other: the line without it
  // may be syntax that no UNICODE_SPACE rule knows of (a comment, an escaped line, a START line
  // cut off inside a block), and where a format's check names it already, the warning is not
  // given twice.
  look_alikes::Fold fold = look_alikes::fold(line.content, false);
  // No format's UNICODE_SPACE check looks past a Markdown prefix (`NBSP - !!!GADGET_START`): spaces
  // before one are folded too.
  const bool before_markdown = markdown_prefix(fold.text, {std::string_view::npos, false}) != 0;
  const std::size_t indent = format_.checks_indentation(mode, fold.text) && !before_markdown
                                 ? characters::leading_spaces(line.content).end
                                 : 0;
  std::vector<look_alikes::Folded> changed = std::move(fold.changed);
  changed.erase(std::remove_if(changed.begin(), changed.end(),
                               [&](const look_alikes::Folded& f) {
                                 return (f.offset < indent && !f.ascii.empty()) || f.code_point < 0x20 ||
                                        f.code_point == 0x7F;
                               }),
                changed.end());
  if (changed.empty()) return;
  std::vector<const look_alikes::Folded*> every;
  for (const look_alikes::Folded& f : changed) every.push_back(&f);
  const Reading original = read_written(line, written, mode, mode_stack);
  const auto same_reading = [](const Reading& a, const Reading& b) {
    return same(a.tokens, b.tokens) && same_parts(a.parts, b.parts) && a.hidden == b.hidden;
  };
  Reading folded = read_folded(look_alikes::fold_only(bytes, every), mode, mode_stack, line, content);
  // An en or em dash that autocorrect made of two hyphens (`—END k7q—` for `--END k7q--`): where
  // the dashes read as one hyphen change nothing, the line is read again with each as `--`.
  const auto is_dash = [](const look_alikes::Folded& f) { return f.code_point == 0x2013 || f.code_point == 0x2014; };
  if (same_reading(folded, original) && std::any_of(changed.begin(), changed.end(), is_dash)) {
    std::vector<look_alikes::Folded> doubled = changed;
    for (look_alikes::Folded& f : doubled)
      if (is_dash(f)) f.ascii = "--";
    std::vector<const look_alikes::Folded*> all;
    for (const look_alikes::Folded& f : doubled) all.push_back(&f);
    Reading again = read_folded(look_alikes::fold_only(bytes, all), mode, mode_stack, line, content);
    if (!same_reading(again, original)) {
      changed = std::move(doubled);
      every.clear();
      for (const look_alikes::Folded& f : changed) every.push_back(&f);
      folded = std::move(again);
    }
  }
  if (same_reading(folded, original)) {
    std::vector<Piece> names = written;
    names.insert(names.end(), original.parts.begin(), original.parts.end());
    check_names(line, names, changed);
    return;
  }

  // Which characters make the difference: each alone, when that is cheap; else all of them.
  // (Whether the builder's parts stay the same with the character folded, for the test below.)
  static constexpr std::size_t kMaxProbes = 16;
  std::vector<const look_alikes::Folded*> culprits;
  std::vector<bool> culprit_parts_same;
  if (changed.size() > 1 && changed.size() <= kMaxProbes) {
    for (const look_alikes::Folded& f : changed) {
      const Reading alone = read_folded(look_alikes::fold_only(bytes, {&f}), mode, mode_stack, line, content);
      if (same_reading(alone, original)) continue;
      culprits.push_back(&f);
      culprit_parts_same.push_back(same_parts(alone.parts, original.parts));
    }
  }
  // The characters named must give the line the fold gives it (two invisible characters in a
  // row: either alone changes nothing), so that applying the fix leaves no near miss behind.
  if (!culprits.empty() && culprits.size() < every.size() &&
      !same_reading(read_folded(look_alikes::fold_only(bytes, culprits), mode, mode_stack, line, content), folded))
    culprits.clear();
  if (culprits.empty()) {
    culprits = every;
    culprit_parts_same.assign(every.size(), same_parts(folded.parts, original.parts));
  }

  // A token of the line as written that reads non-ASCII text in a way of its own (DSL's BAD_REF:
  // `@topic’s` is @topic and text) is the builder's to report, when the character is punctuation
  // after a name and the builder's parts are the same either way; one that would be part of a
  // name (a letter, a digit, '_') or invisible is not.
  const auto in_name = [](std::string_view ascii) {
    return ascii.empty() || std::isalnum(static_cast<unsigned char>(ascii[0])) || ascii[0] == '_';
  };
  const auto builders = [&](std::size_t k) {
    const look_alikes::Folded* f = culprits[k];
    for (const Piece& p : written)
      if (culprit_parts_same[k] && format_.reads_non_ascii(p.type) && f->offset >= p.start && f->offset < p.end &&
          !in_name(f->ascii))
        return true;
    return false;
  };
  std::vector<const look_alikes::Folded*> named;
  for (std::size_t k = 0; k < culprits.size(); ++k)
    if (!builders(k)) named.push_back(culprits[k]);
  if (named.empty()) return;
  // A character left out that lies in a name the folded line has, all ASCII once folded, would be
  // named by check_names once the fix is applied: it is named now, so that the fix leaves no near
  // miss behind (`id=\u2060𝒂 𝕥ag=x`: the 𝒂 with the others).
  for (const std::vector<Piece>* pieces : {&folded.tokens, &folded.parts})
    for (const Piece& p : *pieces) {
      if (!format_.is_name(p.type) || p.start >= line.content.size()) continue;
      const std::string_view text = line.content.substr(p.start, std::min(p.end, line.content.size()) - p.start);
      if (characters::first_non_ascii(look_alikes::fold(text).text) != std::string::npos) continue;
      for (const look_alikes::Folded& f : changed)
        if (f.offset >= p.start && f.offset < p.end && std::find(named.begin(), named.end(), &f) == named.end())
          named.push_back(&f);
    }
  std::sort(named.begin(), named.end(), [](const look_alikes::Folded* a, const look_alikes::Folded* b) { return a->offset < b->offset; });
  culprits = std::move(named);
  report_near_miss(line, culprits, "read as plain ASCII, " + difference(line, folded, original));
}

// What the folded line is, against what the line is: the first token, or else the first part,
// where they part.
std::string LineDriver::difference(const Line& line, const Reading& folded, const Reading& original) {
  const auto words = [&](std::size_t type, bool part) {
    std::string w = part ? format_.describe_part(type) : format_.describe_token(type);
    if (w.empty()) w = (part ? "part " : "token ") + std::string(part ? std::to_string(type) : lexer_.getVocabulary().getSymbolicName(type));
    return w;
  };
  const auto column = [&](std::size_t at) { return std::to_string(line.at(std::min(at, line.content.size())).column); };
  if (!same(folded.tokens, original.tokens)) {
    const std::vector<Piece>& f = folded.tokens;
    const std::vector<Piece>& o = original.tokens;
    std::size_t at = 0;
    while (at < f.size() && at < o.size() && f[at].type == o[at].type && f[at].end == o[at].end) ++at;
    const std::string would = at < f.size() ? words(f[at].type, false) : "nothing more";
    const std::string is = at < o.size() ? words(o[at].type, false) : "nothing more";
    const std::size_t from = at == 0 ? 0 : f[at - 1].end;
    const std::string where = at < f.size() && from < line.content.size() ? " at column " + column(from) : "";
    return "the grammar would read " + would + where + " here; as written, this is " + is;
  }
  if (same_parts(folded.parts, original.parts) && folded.hidden != original.hidden)
    return "the Markdown prefix would hide " + (folded.hidden ? words(folded.hidden, false) : "nothing") +
           " here; as written, it hides " + (original.hidden ? words(original.hidden, false) : "nothing");
  const std::vector<Piece>& f = folded.parts;
  const std::vector<Piece>& o = original.parts;
  std::size_t at = 0;
  while (at < f.size() && at < o.size() && f[at].type == o[at].type && f[at].start == o[at].start && f[at].end == o[at].end)
    ++at;
  // Each part quoted: the folded one with its characters as the fold makes them.
  const auto part = [&](const std::vector<Piece>& p, bool folded_text) {
    if (at >= p.size()) return std::string("nothing there");
    const std::size_t from = std::min(p[at].start, line.content.size()), to = std::min(p[at].end, line.content.size());
    const std::string_view text = line.content.substr(from, to - from);
    return words(p[at].type, true) + " at column " + column(from) + " as " +
           in_quotes(folded_text ? look_alikes::fold(text).text : std::string(text));
  };
  return "the builder would read " + part(f, true) + "; as written, it reads " + part(o, false);
}

// Up to `indent.max` blanks (more than 3: tabs too), then '>' markers, then a heading or an
// escape, or one of '- ', '* ', '+ ' (a task box after it), a number or a letter and '. ' or ') ',
// a rendered bullet, and the blanks after them.
std::size_t markdown_prefix(std::string_view s, LineDriver::Format::MarkdownIndent indent, std::size_t& lead) {
  std::size_t i = 0;
  const bool any = indent.max > 3;  // cosmetic indentation: tabs too
  while (i < s.size() && i < indent.max && (s[i] == ' ' || (any && s[i] == '\t'))) ++i;
  lead = i;
  const auto blanks = [&](std::size_t at) {
    std::size_t n = 0;
    while (at + n < s.size() && (s[at + n] == ' ' || s[at + n] == '\t')) ++n;
    return n;
  };
  std::size_t end = 0;
  while (i < s.size() && s[i] == '>') {  // quote markers
    i += 1 + blanks(i + 1);
    end = i;
  }
  std::size_t hashes = 0;  // a heading: 1 to 6 '#' and a blank
  while (indent.headings && i + hashes < s.size() && hashes < 7 && s[i + hashes] == '#') ++hashes;
  if (hashes > 0 && hashes <= 6 && i + hashes < s.size() && (s[i + hashes] == ' ' || s[i + hashes] == '\t')) {
    end = i + hashes + blanks(i + hashes);
    return end < s.size() ? end : 0;
  }
  // A backslash escaping the punctuation that begins the line (`\!!!GADGET_END`, `\/THEN`).
  if (i + 1 < s.size() && s[i] == '\\' && std::ispunct(static_cast<unsigned char>(s[i + 1])) && s[i + 1] != '\\')
    return i + 1;
  // The bullets rendered Markdown shows, as a copy of a rendered reply holds them: U+2022 •,
  // U+2023 ‣, U+25AA ▪, U+25E6 ◦.
  std::size_t rendered = 0;
  for (const std::string_view b : {"\u2022", "\u2023", "\u25AA", "\u25E6"})
    if (s.substr(i, b.size()) == b) rendered = b.size();
  if (i + 1 < s.size() && (s[i] == '-' || s[i] == '*' || s[i] == '+') && (s[i + 1] == ' ' || s[i + 1] == '\t')) {
    end = i + 1 + blanks(i + 1);
    // A task list item: `- [ ] `, `- [x] `.
    const std::string_view box = s.substr(end, 3);
    if ((box == "[ ]" || box == "[x]" || box == "[X]") && end + 3 < s.size() && (s[end + 3] == ' ' || s[end + 3] == '\t'))
      end += 3 + blanks(end + 3);
  } else if (rendered > 0 && i + rendered < s.size() && (s[i + rendered] == ' ' || s[i + rendered] == '\t')) {
    end = i + rendered + blanks(i + rendered);
  } else {
    std::size_t digits = 0;
    while (i + digits < s.size() && digits < 9 && s[i + digits] >= '0' && s[i + digits] <= '9') ++digits;
    // (or one ASCII letter before ')': a lettered list, `a) `)
    const bool letter = digits == 0 && i + 1 < s.size() && std::isalpha(static_cast<unsigned char>(s[i])) && s[i + 1] == ')';
    const std::size_t after = i + (letter ? 1 : digits);
    if ((digits > 0 || letter) && after + 1 < s.size() && (s[after] == '.' || s[after] == ')') &&
        (s[after + 1] == ' ' || s[after + 1] == '\t'))
      end = after + 1 + blanks(after + 1);
  }
  return end < s.size() ? end : 0;
}

MarkdownEmphasis markdown_emphasis(std::string_view s, std::size_t at) {
  if (at >= s.size()) return {};
  const char c = s[at];
  if (c != '*' && c != '_' && c != '~' && c != '`') return {};
  std::size_t run = 0;
  while (at + run < s.size() && s[at + run] == c) ++run;
  if (run > (c == '`' ? 2u : 3u) || (c == '~' && run != 2)) return {};  // (three backticks: a fence)
  if (at + run >= s.size() || s[at + run] == ' ' || s[at + run] == '\t') return {};
  // The closer: a run of as many, after a non-blank, and not inside a word (`GADGET_START`'s `_`).
  for (std::size_t i = at + run + 1; i < s.size(); ++i) {
    if (s[i] != c) continue;
    std::size_t n = 0;
    while (i + n < s.size() && s[i + n] == c) ++n;
    const bool word_after = i + n < s.size() && (std::isalnum(static_cast<unsigned char>(s[i + n])) || s[i + n] == '_');
    if (n == run && s[i - 1] != ' ' && s[i - 1] != '\t' && !word_after) return {run, i};
    i += n - 1;
  }
  return {};
}

LineDriver::Hidden LineDriver::markdown_hidden(std::string_view text, std::size_t terminator, std::size_t type,
                                               std::size_t mode, const std::vector<std::size_t>& mode_stack,
                                               std::size_t number) {
  const Format::MarkdownIndent indent = format_.markdown_indent();
  const std::string_view content = text.substr(0, text.size() - terminator);
  std::size_t lead = 0;
  std::size_t prefix = markdown_prefix(content, indent, lead);
  // Emphasis or code around the syntax, after the bullet or quote marker, or instead of one.
  const MarkdownEmphasis emphasis = markdown_emphasis(content, prefix > 0 ? prefix : lead);
  if (emphasis.length > 0) prefix = (prefix > 0 ? prefix : lead) + emphasis.length;
  if (prefix == 0) return {};
  if (!format_.markdown_may_hide(type, text.substr(prefix))) return {};
  // The line without the prefix (with its indentation, where the format keeps it) and the closer.
  const std::size_t kept = indent.kept ? lead : 0;
  const std::size_t closer = emphasis.length > 0 ? emphasis.closer : text.size();
  const std::size_t after = emphasis.length > 0 ? closer + emphasis.length : text.size();
  const std::string rest = std::string(text.substr(0, kept)) + std::string(text.substr(prefix, closer - prefix)) +
                           std::string(text.substr(after));
  std::vector<std::size_t> origin(rest.size() + 1);
  for (std::size_t i = 0; i <= rest.size(); ++i)
    origin[i] = i < kept ? i : i - kept + prefix < closer ? prefix + i - kept : after + (i - kept - (closer - prefix));
  const std::vector<Piece> pieces = probe(rest, origin, mode, mode_stack, number);
  if (pieces.empty() || !format_.markdown_hides(type, pieces.front().type, text.substr(0, prefix))) return {};
  Hidden out{pieces.front().type, kept, prefix};
  if (emphasis.length > 0) out.closer = closer, out.closer_length = emphasis.length;
  return out;
}

// A content line that begins with Markdown (a list bullet, a quote marker) before what the grammar
// would read as syntax on a line of its own: a model's formatting hid a marker, a header or a
// directive. The warning's fix deletes the prefix.
void LineDriver::check_markdown_prefix(const Line& line, std::size_t type, std::size_t mode,
                                       const std::vector<std::size_t>& mode_stack) {
  const Hidden hidden =
      markdown_hidden(bytes(line.offset, line.end_offset()), line.size - line.content.size(), type, mode, mode_stack, line.number);
  if (hidden.type == 0) return;
  const std::size_t kept = hidden.kept, prefix = hidden.prefix;
  const auto words = [&](std::size_t t) {
    std::string w = format_.describe_token(t);
    return w.empty() ? "token " + lexer_.getVocabulary().getSymbolicName(t) : w;
  };
  const std::string_view written = trimmed(line.content.substr(0, prefix));
  const bool around = hidden.closer != std::string_view::npos;  // emphasis or code, closed later
  const std::string_view closer = around ? line.content.substr(hidden.closer, hidden.closer_length) : "";
  const bool bullet = written.size() > closer.size() || !around;  // a bullet or quote marker before it
  const std::size_t marked = bullet ? written.find_first_not_of("> \t") : std::string_view::npos;
  const char mark = marked == std::string_view::npos ? '\0' : written[marked];  // after quote markers
  const std::string what = std::string(!bullet         ? ""
                                       : mark == '#'   ? "heading"
                                       : mark == '\\' ? "escape"
                                       : written[0] == '>' ? "quote marker"
                                                       : "list bullet") +
                           (bullet && around ? " and " : "") +
                           (around ? (closer[0] == '`' ? "code span" : "emphasis") : "");
  Diagnostic d;
  d.code = "MARKDOWN_PREFIX";
  d.severity = Severity::warning;
  d.span = {line.at(kept), line.at(prefix)};
  d.message = "'" + std::string(written) + "'" + (around ? " … '" + std::string(closer) + "'" : "") + " (Markdown " +
              what + ") " + (around ? "around" : "before") + " what the grammar reads as " + words(hidden.type) +
              " on a line of its own; as written, this line is " + words(type);
  d.fix_hint = std::string(line.content.substr(0, kept)) +
               std::string(line.content.substr(prefix, (around ? hidden.closer : line.content.size()) - prefix)) +
               (around ? std::string(line.content.substr(hidden.closer + hidden.closer_length)) : "");
  if (const std::string meaning = format_.markdown_hint_only(type); !meaning.empty()) {
    d.message += meaning;
  } else {
    d.fix.push_back(Edit{d.span, ""});
    if (around) d.fix.push_back(Edit{{line.at(hidden.closer), line.at(hidden.closer + hidden.closer_length)}, ""});
  }
  format_.fixed_line(line, *d.fix_hint);
  diagnostics_.report(std::move(d));
}

// A name (a token of a type the format says is one: a command or directive name) that is all
// ASCII once folded, while the grammar reads it as a name all the same (`;sуstem` with a Cyrillic
// 'у', `.Pl\u200Ban`): the name is not the one it looks like.
void LineDriver::check_names(const Line& line, const std::vector<Piece>& written,
                             const std::vector<look_alikes::Folded>& changed) {
  for (const Piece& p : written) {
    if (!format_.is_name(p.type) || p.start >= line.content.size()) continue;
    std::vector<const look_alikes::Folded*> inside;
    for (const look_alikes::Folded& f : changed)
      if (f.offset >= p.start && f.offset < p.end) inside.push_back(&f);
    if (inside.empty()) continue;
    const std::string_view text = trimmed(line.content.substr(p.start, std::min(p.end, line.content.size()) - p.start));
    const std::string ascii = look_alikes::fold(text).text;
    if (characters::first_non_ascii(ascii) != std::string::npos) continue;  // a name in another script
    report_near_miss(line, inside,
                     "the grammar reads '" + std::string(text) + "' as a name as it is, but read as plain ASCII it is '" +
                         ascii + "'");
  }
}

void LineDriver::report_near_miss(const Line& line, const std::vector<const look_alikes::Folded*>& named,
                                  const std::string& explanation) {
  // One warning: each character named at its column, the fix replacing exactly those
  // characters (all of them: one alone may not be the line the grammar would read).
  std::vector<DiagnosticCollector::NamedCharacter> characters;
  for (const look_alikes::Folded* f : named) {
    char code_point[16];
    std::snprintf(code_point, sizeof code_point, "U+%04X", static_cast<unsigned>(f->code_point));
    const bool punctuation = !f->ascii.empty() && std::ispunct(static_cast<unsigned char>(f->ascii[0])) && f->ascii[0] != '_';
    characters.push_back({line.offset + f->offset, code_point, punctuation});
  }
  Diagnostic d = near_miss_warning(line, named, explanation);
  format_.fixed_line(line, *d.fix_hint);
  diagnostics_.report_unless_named(std::move(d), std::move(characters));  // a format's own check may name them
}

}  // namespace llmfmt
