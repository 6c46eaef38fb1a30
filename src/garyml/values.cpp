#include "garyml/values.h"

#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <memory>

#include "core/look_alikes.h"
#include "garyml/lexer.h"
#include "core/antlr/byte_char_stream.h"
#include "garyml/lines.h"

namespace llmfmt::garyml {
namespace {

// The generated lexer over a piece of text, started in a given mode (one per thread, reused).
class TextLexer {
 public:
  TextLexer() : lexer_(&input_) { lexer_.removeErrorListeners(); }

  std::vector<std::unique_ptr<antlr4::Token>> tokens(std::string_view text, std::size_t mode) {
    input_.reset(text, 0);
    lexer_.setInputStream(&input_);
    lexer_.source = text;
    lexer_.setMode(mode);
    std::vector<std::unique_ptr<antlr4::Token>> out;
    for (;;) {
      std::unique_ptr<antlr4::Token> token = lexer_.nextToken();
      if (token->getType() == antlr4::Token::EOF) return out;
      out.push_back(std::move(token));
    }
  }

 private:
  ByteCharStream input_;
  GarymlLexer lexer_;
};

TextLexer& text_lexer() {
  thread_local TextLexer lexer;
  return lexer;
}

// A value token (GarymlLexer.g4 `tokens`: TRUE … TEXT are declared in a row).
bool is_value(std::size_t type) {
  return (type >= GarymlLexer::TRUE && type <= GarymlLexer::TEXT) || type == GarymlLexer::EMPTY_VALUE;
}

std::string_view text_of(std::string_view text, const antlr4::Token& token) {
  return text.substr(token.getStartIndex(), token.getStopIndex() + 1 - token.getStartIndex());
}

}  // namespace

ParamValue coerce_value(std::size_t type, std::string_view text) {
  ParamValue v;
  v.type = ParamValue::Type::string;
  switch (type) {
    case GarymlLexer::TRUE:
    case GarymlLexer::FALSE:
      v.type = ParamValue::Type::boolean;
      v.boolean = type == GarymlLexer::TRUE;
      return v;
    case GarymlLexer::REFERENCE:
      v.type = ParamValue::Type::reference;
      v.text = std::string(text.substr(1));
      return v;
    case GarymlLexer::QUOTED:
      v.text = std::string(text.substr(1, text.size() - 2));
      return v;
    case GarymlLexer::INTEGER: {
      const std::string lexeme(text);
      errno = 0;
      const long long n = std::strtoll(lexeme.c_str(), nullptr, 10);
      if (errno == 0) {
        v.type = ParamValue::Type::integer;
        v.integer = n;
        return v;
      }
      [[fallthrough]];  // beyond int64: a decimal
    }
    case GarymlLexer::DECIMAL:
      v.type = ParamValue::Type::decimal;
      v.text = std::string(text);
      v.decimal = std::strtod(v.text.c_str(), nullptr);
      return v;
    default:  // TEXT, EMPTY_VALUE, and the malformed quoted values, kept whole
      v.text = std::string(text);
      return v;
  }
}

ParamValue type_value(std::string_view text, ValueProblem* problem) {
  if (problem) *problem = ValueProblem::none;
  const auto tokens = text_lexer().tokens(text, GarymlLexer::VALUE);
  // Text no line value could be (a leading blank, a line break) is a plain string.
  if (tokens.size() != 1 || tokens[0]->getStartIndex() != 0 || tokens[0]->getStopIndex() + 1 != text.size())
    return coerce_value(GarymlLexer::TEXT, text);
  const std::size_t type = tokens[0]->getType();
  if (problem && type == GarymlLexer::UNCLOSED_QUOTE) *problem = ValueProblem::unterminated_quote;
  if (problem && type == GarymlLexer::QUOTE_THEN_TEXT) *problem = ValueProblem::text_after_quote;
  return coerce_value(type, trim(text));
}

Inline read_inline(std::string_view after, std::size_t at) {
  Inline out;
  const auto tokens = text_lexer().tokens(after, GarymlLexer::INLINE);
  if (tokens.empty() || tokens[0]->getType() == GarymlLexer::NL) return out;
  auto value_after = [&](std::size_t i, std::string_view& value, std::size_t& value_at) {
    if (i + 1 < tokens.size() && is_value(tokens[i + 1]->getType())) {
      value = text_of(after, *tokens[i + 1]);
      value_at = at + tokens[i + 1]->getStartIndex();
    } else {
      value = std::string_view();
      value_at = at + tokens[i]->getStopIndex() + 1;
    }
  };
  switch (tokens[0]->getType()) {
    case GarymlLexer::CONTENT_COLON: {  // .X: value
      std::size_t value_at;
      std::string_view value;
      value_after(0, value, value_at);
      out.kind = Inline::Kind::content;
      out.content = trim(value);
      out.content_at = out.content.empty() ? at + after.size() : value_at;
      return out;
    }
    case GarymlLexer::INLINE_KEY: {  // .X key: value
      const std::string_view key_text = trim_left(text_of(after, *tokens[0]));
      Inline::Param p;
      p.key = key_text.substr(0, key_text.find_first_of(" \t:"));
      p.key_at = at + static_cast<std::size_t>(key_text.data() - after.data());
      value_after(0, p.value, p.value_at);
      p.value = trim(p.value);
      if (p.value.empty()) p.value_at = at + after.size();
      out.kind = Inline::Kind::parameters;
      out.params.push_back(p);
      return out;
    }
    default: break;
  }
  out.kind = Inline::Kind::parameters;
  for (std::size_t i = 0; i < tokens.size(); ++i) {  // .X k=v k2="v 2" …
    const std::size_t type = tokens[i]->getType();
    if (type == GarymlLexer::PAIR_KEY) {
      const std::string_view key_text = trim_left(text_of(after, *tokens[i]));
      Inline::Param p;
      p.key = key_text.substr(0, key_text.size() - 1);
      p.key_at = at + static_cast<std::size_t>(key_text.data() - after.data());
      value_after(i, p.value, p.value_at);
      out.params.push_back(p);
    } else if (type >= GarymlLexer::PAIR_TRUE && type <= GarymlLexer::PAIR_TEXT) {  // key=value, one token
      // (PAIR_TRUE … PAIR_TEXT are declared in a row in GarymlLexer.g4 `tokens`)
      const std::string_view pair = trim_left(text_of(after, *tokens[i]));
      Inline::Param p;
      p.key = key_in(pair);
      p.key_at = at + static_cast<std::size_t>(pair.data() - after.data());
      p.value = pair.substr(p.key.size() + 1);
      p.value_at = p.key_at + p.key.size() + 1;
      out.params.push_back(p);
    } else if (type == GarymlLexer::INLINE_JUNK || type == GarymlLexer::MALFORMED_REST) {
      out.kind = Inline::Kind::malformed;
      out.malformed_at = at + tokens[i]->getStartIndex();
      return out;
    }
  }
  return out;
}

std::string folded_value(std::string_view text) {
  return look_alikes::may_fold(text) ? look_alikes::fold(text).text : std::string(text);
}

const char* miscased_boolean(std::string_view folded) {
  if (folded.size() != 4 && folded.size() != 5) return nullptr;
  std::string lower(folded);
  for (char& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (folded == lower) return nullptr;
  return lower == "true" ? "true" : lower == "false" ? "false" : nullptr;
}

bool reads_as_pairs(std::string_view folded) {
  return !folded.empty() && folded[0] != '"' && folded[0] != '\'' && folded.find('=') != std::string_view::npos &&
         read_inline(" " + std::string(folded), 0).kind == Inline::Kind::parameters;
}

bool typed_but_for_separator(std::string_view folded) {
  if (folded.size() < 2 || (folded.back() != ',' && folded.back() != ';') || folded[0] == '"' || folded[0] == '\'')
    return false;
  return type_value(folded.substr(0, folded.size() - 1), nullptr).type != ParamValue::Type::string;
}

std::string value_source(const ParamValue& value, bool content) {
  switch (value.type) {
    case ParamValue::Type::integer: return std::to_string(value.integer);
    case ParamValue::Type::decimal: return value.text;
    case ParamValue::Type::boolean: return value.boolean ? "true" : "false";
    case ParamValue::Type::reference: return "@" + value.text;
    case ParamValue::Type::list: return "";  // written as repeated keys by the formatter
    case ParamValue::Type::string: break;
  }
  const std::string& s = value.text;
  if (!s.empty()) {
    ValueProblem problem;
    const ParamValue back = type_value(s, &problem);
    const std::string folded = folded_value(s);
    const bool warns = miscased_boolean(folded) != nullptr || typed_but_for_separator(folded) || (content && reads_as_pairs(folded));
    if (problem == ValueProblem::none && back.type == ParamValue::Type::string && back.text == s && trim(s) == s && !warns)
      return s;
  }
  if (s.find('"') == std::string::npos) return "\"" + s + "\"";
  if (s.find('\'') == std::string::npos) return "'" + s + "'";
  // Both quotes inside: only a value kept whole after MALFORMED_VALUE is like that, and written
  // as is it reads back the same (with the same diagnostic).
  return s;
}

}  // namespace llmfmt::garyml
