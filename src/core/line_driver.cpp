#include "core/line_driver.h"

#include <algorithm>
#include <cstring>
#include <typeinfo>

#include "core/input_checks.h"
#include "core/line_token.h"
#include "core/utf8.h"

namespace llmfmt {

Line Line::first_of(std::string_view bytes, std::size_t offset, std::size_t number, bool crlf_is_lf) {
  Line line;
  line.offset = offset;
  line.number = number;
  const void* lf = std::memchr(bytes.data(), '\n', bytes.size());
  if (lf) {
    line.size = static_cast<std::size_t>(static_cast<const char*>(lf) - bytes.data()) + 1;
    line.terminated = true;
    std::size_t length = line.size - 1;
    if (crlf_is_lf && length > 0 && bytes[length - 1] == '\r') --length;
    line.content = bytes.substr(0, length);
  } else {
    line.size = bytes.size();
    line.content = bytes;
  }
  return line;
}

Position Line::at(std::size_t byte) const {
  if (byte > content.size()) byte = content.size();
  return {number, 1 + utf8::columns(content.substr(0, byte)), offset + byte};
}

Position Line::end() const {
  if (terminated) return {number + 1, 1, offset + size};
  return {number, 1 + utf8::columns(content), offset + size};
}

Position end_of_run(std::string_view run, std::size_t offset, std::size_t number) {
  const std::size_t last_lf = run.rfind('\n', run.empty() ? 0 : run.size() - 1);
  const std::size_t lines = static_cast<std::size_t>(std::count(run.begin(), run.end(), '\n'));
  if (last_lf + 1 == run.size()) return {number + lines, 1, offset + run.size()};
  const std::string_view last = last_lf == std::string_view::npos ? run : run.substr(last_lf + 1);
  return {number + lines, 1 + utf8::columns(last), offset + run.size()};
}

void append_lf(std::string& out, std::string_view run) {
  for (;;) {
    const void* cr = std::memchr(run.data(), '\r', run.size());
    if (!cr) break;
    const std::size_t at = static_cast<std::size_t>(static_cast<const char*>(cr) - run.data());
    const bool crlf = at + 1 < run.size() && run[at + 1] == '\n';
    out.append(run.data(), crlf ? at : at + 1);
    run.remove_prefix(at + 1);
  }
  out.append(run);
}

LineDriver::LineDriver(antlr4::Lexer& lexer, ByteCharStream& input, DiagnosticCollector& diagnostics,
                       Format& format)
    : lexer_(lexer), diagnostics_(diagnostics), format_(format), input_(input) {
  lexer_.setTokenFactory(&token_factory_);
  diagnostics_.read_from(&input_);
}

void LineDriver::reset() {
  scanned_ = 0;
  line_ = 1;
  started_ = false;
  utf8_reported_ = false;
  lines_registered_ = 0;
  run_type_ = 0;
  fence_line_ = 0;
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
    const void* lf = std::memchr(at, '\n', static_cast<std::size_t>(end - at));
    if (!lf && !at_end) break;  // the last line is not complete yet
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
  scanned_ = offset;
  line_ = number;
}

void LineDriver::read_line(const Line& line) {
  if (line.number > lines_registered_) register_line(line);
  if (line.number == fence_line_) {  // a content run does not reach over it
    flush_run();
    return;
  }
  format_.line_read(line);
  const std::size_t type = reference_ ? 0 : format_.content_type(line);
  if (type == 0) {
    flush_run();
    lex_line(line);
    format_.line_done(line);
    return;
  }
  if (run_type_ != type) {
    flush_run();
    run_type_ = type;
    run_start_ = line.offset;
    run_line_ = line.number;
  }
  run_end_ = line.end_offset();
}

void LineDriver::register_line(const Line& line) {
  lines_registered_ = line.number;
  diagnostics_.add_line(line.offset, line.content.size());
  if (line.number == fence_line_) diagnostics_.report(fence_report_);
  if (!utf8_reported_) {
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
  std::pair<antlr4::TokenSource*, antlr4::CharStream*> source(&lexer_, &input_);
  format_.take(std::make_unique<LineToken>(source, type, antlr4::Token::DEFAULT_CHANNEL, run_start_, run_end_ - 1,
                                           run_line_, 0));
}

}  // namespace llmfmt
