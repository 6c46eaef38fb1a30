#include "json5/token_window.h"

#include <algorithm>
#include <utility>

#include "json5/literals.h"

namespace llmfmt::json5 {
namespace {

std::string show_character(std::string_view run) {
  const auto c = static_cast<unsigned char>(run[0]);
  if (c < 0x20 || c == 0x7F) {
    static const char* const kHex = "0123456789ABCDEF";
    return std::string("control character U+00") + kHex[c >> 4] + kHex[c & 0xF];
  }
  return (run.size() == 1 ? "character " : "characters ") + quote_for_message(run);
}

// What a character no token starts with is probably meant as: advice, and the exact replacement
// where it is clear.
std::pair<const char*, const char*> advice_for(char c) {
  switch (c) {
    case '#': return {"; comments start with '//'", "//"};
    case '=': return {"; a ':' separates a key from its value", ":"};
    case ';': return {"; a ',' separates elements", nullptr};
    case '`': return {"; strings are quoted with \" or '", nullptr};
    case '/': return {"; comments start with '//' or '/*'", nullptr};
    default: return {"", nullptr};
  }
}

// Reports into Reporter::Part::input, whatever part the parse is in.
class InputPart {
 public:
  explicit InputPart(Reporter& r) : r_(r), saved_(r.part()) { r_.set_part(Reporter::Part::input); }
  ~InputPart() { r_.set_part(saved_); }
  InputPart(const InputPart&) = delete;
  InputPart& operator=(const InputPart&) = delete;

 private:
  Reporter& r_;
  Reporter::Part saved_;
};

}  // namespace

void TokenWindow::open(std::string_view text, std::size_t max_depth) {
  text_ = text;
  max_depth_ = max_depth;
  depth_ = 0;
  open_.clear();
  hidden_errors_ = false;
  suspect_comments_.clear();
  eof_ = false;
  run_begin_ = run_end_ = 0;
  for (auto& slot : slots_) lexer_.recycle(std::move(slot));
  first_ = next_ = p_ = 0;
}

bool TokenWindow::after_value() const {
  using L = Json5Lexer;
  if (next_ == 0 || next_ - 1 < first_) return false;
  switch (slots_[(next_ - 1) % kSlots]->getType()) {
    case L::STRING: case L::NUMBER: case L::NULL_LITERAL: case L::TRUE_LITERAL: case L::FALSE_LITERAL:
    case L::INFINITY_LITERAL: case L::NAN_LITERAL: case L::RBRACE: case L::RBRACKET:
      return true;
    default:
      return false;
  }
}

bool TokenWindow::semicolon_for_comma(std::size_t next) const {
  using L = Json5Lexer;
  if (open_.empty() || !after_value()) return false;
  if (open_.back() == '{')  // then a key, or the object's end
    return next == L::IDENTIFIER || next == L::STRING || next == L::NULL_LITERAL || next == L::TRUE_LITERAL ||
           next == L::FALSE_LITERAL || next == L::INFINITY_LITERAL || next == L::NAN_LITERAL || next == L::RBRACE;
  return next == L::STRING || next == L::NUMBER || next == L::NULL_LITERAL || next == L::TRUE_LITERAL ||  // a value
         next == L::FALSE_LITERAL || next == L::INFINITY_LITERAL || next == L::NAN_LITERAL || next == L::LBRACE ||
         next == L::LBRACKET || next == L::RBRACKET;
}

TokenWindow::Backtick TokenWindow::backtick_string() const {
  // To the closing backtick, on this line or a later one (a template literal may span lines), or
  // to the line's end when there is none (a stray backtick: what follows is still no JSON5 of
  // its own).
  const std::size_t eol = std::min(text_.find_first_of("\r\n", run_end_), text_.size());
  const std::size_t close = text_.find('`', run_end_);
  Backtick out{close != std::string_view::npos ? close + 1 : eol, close != std::string_view::npos, std::nullopt};
  if (close == std::string_view::npos || close > eol) return out;
  // The "…" string it was meant as, where the text holds nothing a "…" string reads otherwise
  // (a backslash; a quote is escaped) and no interpolation (`${`).
  const std::string_view inside = text_.substr(run_end_, close - run_end_);
  if (inside.find('\\') != std::string_view::npos || inside.find("${") != std::string_view::npos ||
      inside.find("\xE2\x80\xA8") != std::string_view::npos || inside.find("\xE2\x80\xA9") != std::string_view::npos)
    return out;
  std::string quoted = "\"";
  for (const char c : inside) {
    if (c == '"') quoted += '\\';
    quoted += c;
  }
  out.quoted = quoted + "\"";
  return out;
}

bool TokenWindow::ends_document(std::size_t next) const {
  return open_.empty() && next == antlr4::Token::EOF && after_value();
}

void TokenWindow::flush_invalid_run(std::size_t next) {
  if (run_end_ == run_begin_) return;
  const std::string_view run = text_.substr(run_begin_, run_end_ - run_begin_);
  InputPart part(reporter_);
  reporter_.add_invalid_run(run_begin_, run_end_);
  auto [advice, replacement] = advice_for(run[0]);
  if (run == ";" && semicolon_for_comma(next)) replacement = ",";
  if (run == ";" && ends_document(next)) {  // `{…};`: a statement's end, as in JavaScript
    advice = " after the value: a JSON5 text is one value, with no ';' after it";
    replacement = "";
  }
  if (run == "`" && reporter_.inside_quoted_run(run_begin_)) advice = ", the end of a backtick string (a JavaScript template literal)";
  else if (run == "`") {
    const Backtick b = backtick_string();
    reporter_.error("INVALID_CHARACTER", run_begin_,
                    std::string("unexpected character '`': a backtick string (a JavaScript template literal) is no JSON5 "
                                "string") +
                        (b.closed ? "" : ", and this one is not closed") + "; strings are quoted with \" or '",
                    b.quoted ? reporter_.fixed_line(run_begin_, b.end - run_begin_, *b.quoted) : std::optional<LineFix>());
    reporter_.add_quoted_run(run_begin_, b.end);
    run_begin_ = run_end_ = 0;
    return;
  }
  reporter_.error("INVALID_CHARACTER", run_begin_, "unexpected " + show_character(run) + advice,
                  replacement && run.size() == 1 ? reporter_.fixed_line(run_begin_, 1, replacement)
                                                 : std::optional<LineFix>());
  run_begin_ = run_end_ = 0;
}

std::unique_ptr<antlr4::Token> TokenWindow::next_token() {
  for (;;) {
    std::unique_ptr<antlr4::Token> token = lexer_.nextToken();
    const size_t type = token->getType();
    if (type == Json5Lexer::INVALID_CHARACTER) {
      hidden_errors_ = true;
      if (token->getStartIndex() != run_end_ || run_end_ == run_begin_) {
        flush_invalid_run();
        run_begin_ = token->getStartIndex();
      }
      run_end_ = token->getStopIndex() + 1;
      continue;
    }
    flush_invalid_run(type);
    if (type == Json5Lexer::LINE_COMMENT) {
      lexer_.recycle(std::move(token));
      continue;
    }
    if (type == Json5Lexer::BLOCK_COMMENT) {
      const std::size_t start = token->getStartIndex(), end = token->getStopIndex() + 1;
      const std::string_view inside = text_.substr(start + 2, end - start - 4);
      if (suspect_comments_.size() < kMaxSuspectComments) {
        bool odd_double = false, odd_single = false, suspect = false;  // one pass over the text
        for (std::size_t i = 0; i < inside.size() && !suspect; ++i) {
          const char c = inside[i];
          odd_double ^= c == '"';
          odd_single ^= c == '\'';
          suspect = static_cast<unsigned char>(c) >= 0x80 || (c == '/' && i + 1 < inside.size() && inside[i + 1] == '*');
        }
        if (suspect || odd_double || odd_single) suspect_comments_.emplace_back(start, end);
      }
      lexer_.recycle(std::move(token));
      continue;
    }
    if (type == Json5Lexer::UNTERMINATED_COMMENT) {
      hidden_errors_ = true;
      // Closing it at the end of the input fixes this line when the comment starts on the last one.
      const std::size_t at = token->getStartIndex();
      const bool last_line = text_.find('\n', at) == std::string_view::npos;
      InputPart part(reporter_);
      reporter_.error("UNTERMINATED_COMMENT", at,
                      "the comment is not closed before the end of the input; close it with '*/'",
                      last_line ? reporter_.fixed_line(text_.size(), 0, "*/") : std::optional<LineFix>());
      continue;
    }
    if (type == Json5Lexer::LBRACE || type == Json5Lexer::LBRACKET) {
      if (++depth_ > max_depth_) throw TooDeep{token->getStartIndex(), true};
      open_.push_back(type == Json5Lexer::LBRACE ? '{' : '[');
    } else if ((type == Json5Lexer::RBRACE || type == Json5Lexer::RBRACKET) && depth_ > 0) {
      --depth_;
      open_.pop_back();
    }
    return token;
  }
}

void TokenWindow::fetch() {
  if (next_ - first_ == kSlots) throw antlr4::IllegalStateException("JSON5 token window: lookahead too far");
  std::unique_ptr<antlr4::Token> token = next_token();
  // The lexer's tokens come from its CommonTokenFactory.
  static_cast<antlr4::CommonToken*>(token.get())->setTokenIndex(next_);
  if (token->getType() == antlr4::Token::EOF) eof_ = true;
  slots_[next_ % kSlots] = std::move(token);
  ++next_;
}

void TokenWindow::drain() {
  while (!eof_) {
    if (next_ - first_ == kSlots) {  // nobody looks back any more
      lexer_.recycle(std::move(slots_[first_ % kSlots]));
      ++first_;
    }
    fetch();
  }
}

antlr4::Token* TokenWindow::LT(ssize_t k) {
  if (k == 0) return nullptr;
  if (k < 0) {
    const auto back = static_cast<std::size_t>(-k);
    if (back > p_ || p_ - back < first_) return nullptr;
    return slots_[(p_ - back) % kSlots].get();
  }
  std::size_t i = p_ + static_cast<std::size_t>(k) - 1;
  while (i >= next_ && !eof_) fetch();
  if (i >= next_) i = next_ - 1;  // past the end: EOF
  return slots_[i % kSlots].get();
}

size_t TokenWindow::LA(ssize_t i) {
  antlr4::Token* token = LT(i);
  return token ? token->getType() : antlr4::Token::INVALID_TYPE;
}

void TokenWindow::consume() {
  if (LA(1) == antlr4::Token::EOF) throw antlr4::IllegalStateException("cannot consume EOF");
  ++p_;
  while (first_ + kBehind < p_) {
    lexer_.recycle(std::move(slots_[first_ % kSlots]));
    ++first_;
  }
}

void TokenWindow::seek(size_t index) {
  if (index == p_) return;
  if (index < first_ || index > next_)
    throw antlr4::UnsupportedOperationException("JSON5 token window: cannot seek outside the window");
  p_ = index;
}

antlr4::Token* TokenWindow::get(size_t index) const {
  if (index < first_ || index >= next_)
    throw antlr4::IndexOutOfBoundsException("JSON5 token window: token " + std::to_string(index) + " is gone");
  return slots_[index % kSlots].get();
}

std::string TokenWindow::getText(antlr4::Token* start, antlr4::Token* stop) {
  if (!start || !stop || start->getType() == antlr4::Token::EOF) return "";
  const std::size_t from = start->getStartIndex();
  const std::size_t to = stop->getType() == antlr4::Token::EOF ? text_.size() : stop->getStopIndex() + 1;
  if (from >= text_.size() || to <= from) return "";
  return std::string(text_.substr(from, std::min(to, text_.size()) - from));
}

std::string TokenWindow::getText(const antlr4::misc::Interval& interval) {
  if (interval.a < 0 || interval.b < interval.a) return "";
  return getText(get(static_cast<size_t>(interval.a)), get(static_cast<size_t>(interval.b)));
}

std::string TokenWindow::getText(antlr4::RuleContext* ctx) { return getText(ctx->getSourceInterval()); }

}  // namespace llmfmt::json5
