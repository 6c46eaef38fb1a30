#include "json5/builder.h"

#include <cmath>
#include <unordered_map>

#include "json5/literals.h"

namespace llmfmt::json5 {
namespace {

constexpr std::size_t kNoIndex = static_cast<std::size_t>(-1);  // antlr4::INVALID_INDEX

bool is_real(antlr4::Token* token) {
  return token && token->getType() != antlr4::Token::EOF && token->getTokenIndex() != kNoIndex &&
         token->getStartIndex() != kNoIndex;
}

std::size_t start_of(antlr4::ParserRuleContext* ctx) {
  antlr4::Token* start = ctx->getStart();
  return is_real(start) ? start->getStartIndex() : 0;
}

// Just past the element's last byte (its start when it consumed nothing).
std::size_t end_of(antlr4::ParserRuleContext* ctx) {
  antlr4::Token* stop = ctx->getStop();
  const std::size_t start = start_of(ctx);
  if (!is_real(stop) || stop->getStopIndex() + 1 < start) return start;
  return stop->getStopIndex() + 1;
}

// Unquoted words a model may mean as a literal, and the literal.
const char* literal_for(const std::string& word) {
  std::string lower;
  for (char c : word) lower += static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
  if (lower == "true") return "true";
  if (lower == "false") return "false";
  if (lower == "null" || lower == "none" || lower == "nil" || lower == "undefined") return "null";
  if (lower == "infinity" || lower == "inf") return "Infinity";
  if (lower == "nan") return "NaN";
  return nullptr;
}

}  // namespace

void Builder::report(const Problem& p, std::size_t base) {
  reporter_.report(p.code, p.severity, base + p.at, p.message,
                   p.fix ? reporter_.fixed_line(base + p.fix->at, p.fix->length, p.fix->text) : std::nullopt);
}

Value Builder::build(Json5Parser::TextContext* ctx, std::string_view text) {
  text_ = text;
  value_ = Value();
  visitText(ctx);
  return std::move(value_);
}

antlrcpp::Any Builder::visitText(Json5Parser::TextContext* ctx) {
  if (Json5Parser::ValueContext* v = ctx->value()) value_ = value(v);
  return nullptr;
}

Value Builder::value(Json5Parser::ValueContext* ctx) {
  if (auto* o = ctx->object()) return object(o);
  if (auto* a = ctx->array()) return array(a);
  if (auto* s = ctx->string()) return Value(string(s));
  if (auto* n = ctx->number()) return number(n);
  if (ctx->NULL_LITERAL()) return Value();
  if (ctx->TRUE_LITERAL()) return Value(true);
  if (ctx->FALSE_LITERAL()) return Value(false);
  if (auto* word = ctx->IDENTIFIER()) return unquoted_word(word->getSymbol());
  return Value();  // a syntax error left the value out
}

Value Builder::unquoted_word(antlr4::Token* token) {
  const std::string word = token->getText();
  const std::size_t at = token->getStartIndex();
  if (const char* literal = literal_for(word)) {
    reporter_.error("INVALID_VALUE", at,
                    quote_for_message(word) + " is not a JSON5 value; the literal is '" + literal + "'",
                    reporter_.fixed_line(at, word.size(), literal));
  } else {
    reporter_.error("INVALID_VALUE", at,
                    "unquoted word " + quote_for_message(word) + " is not a JSON5 value; a string needs quotes",
                    reporter_.fixed_line(at, word.size(), "\"" + word + "\""));
  }
  return Value();
}

void Builder::check_commas(antlr4::ParserRuleContext* list) {
  bool open = false;  // an element that no ',' has followed yet
  std::size_t open_end = 0;
  for (antlr4::tree::ParseTree* child : list->children) {
    if (auto* element = dynamic_cast<antlr4::ParserRuleContext*>(child)) {
      if (open && !reporter_.invalid_between(open_end, start_of(element))) {
        reporter_.error("MISSING_COMMA", open_end, "a ',' must separate the elements of an array or object",
                        reporter_.fixed_line(open_end, 0, ","));
      }
      // An unterminated string swallows the rest of its line, ',' included: no second report.
      antlr4::Token* stop = element->getStop();
      open = !(is_real(stop) && stop->getType() == Json5Parser::UNTERMINATED_STRING);
      open_end = end_of(element);
    } else if (dynamic_cast<antlr4::tree::ErrorNode*>(child) == nullptr) {
      auto* terminal = dynamic_cast<antlr4::tree::TerminalNode*>(child);
      if (terminal && terminal->getSymbol()->getType() == Json5Parser::COMMA) open = false;
    }
  }
}

Value Builder::object(Json5Parser::ObjectContext* ctx) {
  check_commas(ctx);
  Object out;
  std::unordered_map<std::string, std::size_t> first_at;  // key → offset of its first occurrence
  for (Json5Parser::MemberContext* member : ctx->member()) {
    Json5Parser::KeyContext* key_ctx = member->key();
    std::optional<std::string> name = key_ctx ? key(key_ctx) : std::nullopt;
    Json5Parser::ValueContext* value_ctx = member->value();
    Value v = value_ctx ? value(value_ctx) : Value();
    if (!name || !value_ctx) continue;
    const std::size_t at = start_of(key_ctx);
    auto [it, inserted] = first_at.emplace(*name, at);
    if (!inserted) {
      const Position first = reporter_.position(it->second);
      reporter_.warning("DUPLICATE_KEY", at,
                        "key " + quote_for_message(*name) + " was already given at line " + std::to_string(first.line) +
                            ", column " + std::to_string(first.column) + "; the last value wins");
    }
    out.set(std::move(*name), std::move(v));  // a repeated key keeps its first place, as in JavaScript
  }
  return Value(std::move(out));
}

Value Builder::array(Json5Parser::ArrayContext* ctx) {
  check_commas(ctx);
  Array out;
  for (Json5Parser::ValueContext* element : ctx->value()) out.push_back(value(element));
  return Value(std::move(out));
}

std::optional<std::string> Builder::key(Json5Parser::KeyContext* ctx) {
  if (ctx->children.empty()) return std::nullopt;  // a syntax error left the key out
  if (auto* s = ctx->string()) return string(s);
  if (auto* id = ctx->IDENTIFIER()) {
    antlr4::Token* token = id->getSymbol();
    const std::size_t base = token->getStartIndex();
    return decode_identifier(token->getText(), [&](Problem p) { report(p, base); });
  }
  antlr4::Token* token = ctx->getStart();  // null, true, false, Infinity, NaN: their own names
  if (!is_real(token)) return std::nullopt;
  return token->getText();
}

std::string Builder::string(Json5Parser::StringContext* ctx) {
  antlr4::Token* token = ctx->getStart();
  if (!is_real(token)) return {};
  const std::string raw = token->getText();
  const std::size_t base = token->getStartIndex();
  const bool terminated = token->getType() != Json5Parser::UNTERMINATED_STRING;
  if (!terminated) {
    // Closing it where it stops is the exact fix (a lone '\' at its end would escape the quote).
    const std::size_t after = token->getStopIndex() + 1;
    const std::string quote(1, raw[0]);
    std::size_t backslashes = 0;
    while (backslashes + 1 < raw.size() && raw[raw.size() - 1 - backslashes] == '\\') ++backslashes;
    const bool dangling = backslashes % 2 == 1;
    const std::optional<std::string> fix = reporter_.fixed_line(after - (dangling ? 1 : 0), dangling ? 1 : 0, quote);
    const std::string close = "close it with its opening quote (" + quote + ")";
    if (after >= text_.size())
      reporter_.error("UNTERMINATED_STRING", base, "the string is not closed before the end of the input; " + close,
                      fix);
    else
      reporter_.error("UNTERMINATED_STRING", base,
                      "the string is not closed before the end of its line; " + close +
                          ", or end the line with '\\' to continue the string on the next one",
                      fix);
  }
  return decode_string(raw, terminated, [&](Problem p) { report(p, base); });
}

Value Builder::number(Json5Parser::NumberContext* ctx) {
  antlr4::Token* token = ctx->getStart();
  if (!is_real(token)) return Value();
  const std::string text = token->getText();
  const std::size_t at = token->getStartIndex();
  if (token->getType() == Json5Parser::INVALID_NUMBER) {
    report(explain_invalid_number(text), at);
    return Value();
  }
  Value v = decode_number(text);
  if (v.kind() == Value::Kind::real && !std::isfinite(v.as_double())) {
    const bool literal = text.find_first_of("IN") != std::string::npos;  // Infinity or NaN as written
    reporter_.warning("NON_FINITE_NUMBER", at,
                      literal ? quote_for_message(text) + " has no JSON form: the value keeps it, JSON output shows null"
                              : quote_for_message(text) +
                                    " is beyond the range of a double and reads as Infinity; JSON output shows null");
  }
  return v;
}

}  // namespace llmfmt::json5
