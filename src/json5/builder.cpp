#include "json5/builder.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "core/utf8.h"

#include "json5/parser.h"

namespace llmfmt::json5 {
namespace {

// A word a model wrote in typographic quotes (“name”, ‘x’, „y“): the text between them, or
// nullopt when the word neither begins nor ends with one. JSON5 reads such a word as an unquoted
// identifier (every non-ASCII character is an identifier character, docs/formats/json5.md §4.4).
std::optional<std::string_view> inside_curly_quotes(std::string_view word) {
  static constexpr std::string_view kOpeners[] = {"\u201C", "\u2018", "\u201E"};
  static constexpr std::string_view kClosers[] = {"\u201D", "\u2019", "\u201C"};
  bool quoted = false;
  for (std::string_view q : kOpeners)
    if (word.size() >= q.size() && word.substr(0, q.size()) == q) {
      word.remove_prefix(q.size());
      quoted = true;
      break;
    }
  for (std::string_view q : kClosers)
    if (word.size() >= q.size() && word.substr(word.size() - q.size()) == q) {
      word.remove_suffix(q.size());
      quoted = true;
      break;
    }
  return quoted ? std::optional<std::string_view>(word) : std::nullopt;
}

// The typographic quotes at the ends of `word` (inside_curly_quotes found some), by code point, for a
// message: "U+201C and U+201D" (the near-miss check then does not name them again, §4.6).
std::string curly_code_points(std::string_view word) {
  std::vector<std::string> found;
  for (const std::size_t at : {std::size_t{0}, word.size() >= 3 ? word.size() - 3 : std::string_view::npos}) {
    if (at == std::string_view::npos) continue;
    const std::optional<utf8::Decoded> d = utf8::decode(word, at);
    if (!d || d->length != 3 || !(d->code_point == 0x201C || d->code_point == 0x201D || d->code_point == 0x2018 ||
                                  d->code_point == 0x2019 || d->code_point == 0x201E))
      continue;
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "U+%04X", static_cast<unsigned>(d->code_point));
    if (found.empty() || at > 0) found.push_back(buffer);
  }
  if (found.size() == 2 && word.size() == 3) found.pop_back();  // one quote alone
  std::string out;
  for (std::size_t i = 0; i < found.size(); ++i) out += (i > 0 ? " and " : "") + found[i];
  return out;
}

// The fix that writes a word in typographic quotes between ASCII ones: none for a word that is a
// stray quote alone (`“` before a name): what it was to enclose would be a guess, and `""` a key
// the text never had (docs/decisions.md § Fixes never make a file worse).
std::optional<LineFix> requoted(Reporter& reporter, std::size_t at, std::string_view word, std::string_view inside) {
  if (inside.empty() && word.size() <= 3) return std::nullopt;
  return reporter.fixed_line(at, word.size(), "\"" + std::string(inside) + "\"");
}

using P = Json5Parser;

std::size_t start_of(const TokenInfo& first) { return first.real ? first.start : 0; }

// Just past the element's last byte (its start when it consumed nothing).
std::size_t end_of(const TokenInfo& first, const TokenInfo& stop) {
  const std::size_t start = start_of(first);
  if (!stop.real || stop.stop + 1 < start) return start;
  return stop.stop + 1;
}

// Unquoted words a model may mean as a literal, and the literal.
const char* literal_for(std::string_view word) {
  std::string lower;
  for (char c : word) lower += static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
  if (lower == "true") return "true";
  if (lower == "false") return "false";
  if (lower == "null" || lower == "none" || lower == "nil" || lower == "undefined") return "null";
  if (lower == "infinity" || lower == "inf") return "Infinity";
  if (lower == "nan") return "NaN";
  return nullptr;
}

constexpr unsigned kNull = 1, kTrue = 2, kFalse = 4, kWord = 8;

}  // namespace

void Builder::report(const Problem& p, std::size_t base) {
  reporter_.report(p.code, p.severity, base + p.at, p.message,
                   p.fix ? reporter_.fixed_line(base + p.fix->at, p.fix->length, p.fix->text) : std::nullopt);
}

void Builder::start(std::string_view text, bool keep_values, ValueTape* tape) {
  text_ = text;
  keep_values_ = keep_values;
  depth_ = 0;
  result_ = Value();
  tape_ = tape;
  whole_objects_.clear();
  non_ascii_strings_.clear();
}

void Builder::record_key(std::size_t index) {
  if (index > 0 && frames_[index - 1].rule == P::RuleMember && frames_[index - 1].name)
    tape_->key(*frames_[index - 1].name);
}

Builder::Frame& Builder::push(std::size_t rule) {
  if (depth_ == frames_.size()) frames_.emplace_back();
  Frame& f = frames_[depth_++];
  f.rule = rule;
  f.value = Value();
  f.has_value = false;
  f.literals = 0;
  f.name.reset();
  f.has_child = f.has_string = f.has_key = false;
  f.key_stop_end.reset();
  f.open = false;
  f.key_offsets.clear();
  f.recorded = false;
  return f;
}

void Builder::enter(std::size_t rule, const TokenInfo& first) {
  if (depth_ > 0) {
    Frame& parent = frames_[depth_ - 1];
    if ((rule == P::RuleValue && parent.rule == P::RuleArray) || (rule == P::RuleMember && parent.rule == P::RuleObjectLiteral))
      element_starts(parent, first);
  }
  if (tape_ && (rule == P::RuleArray || rule == P::RuleObjectLiteral)) {
    record_key(depth_ - 1);  // the frame of its value
    rule == P::RuleArray ? tape_->begin_array() : tape_->begin_object(start_of(first));
  }
  Frame& f = push(rule);
  f.first = first;
  if (rule == P::RuleArray) f.value = Value(Array());
  if (rule == P::RuleObjectLiteral) f.value = Value(Object());
}

void Builder::token(const TokenInfo& token, bool recovering) {
  if (depth_ == 0) return;
  Frame& f = frames_[depth_ - 1];
  switch (f.rule) {
    case P::RuleValue:  // a literal alternative, or tokens skipped by recovery (error nodes)
      switch (token.type) {
        case P::NULL_LITERAL: f.literals |= kNull; break;
        case P::TRUE_LITERAL: f.literals |= kTrue; break;
        case P::FALSE_LITERAL: f.literals |= kFalse; break;
        case P::IDENTIFIER:
          if (!(f.literals & kWord)) f.word = token;
          f.literals |= kWord;
          break;
        default: break;
      }
      break;
    case P::RuleKey:
      f.has_child = true;
      if (token.type == P::IDENTIFIER && !(f.literals & kWord)) {
        f.word = token;
        f.literals |= kWord;
      }
      break;
    case P::RuleArray:
    case P::RuleObjectLiteral:
      if (!recovering && token.type == P::COMMA) f.open = false;
      break;
    default: break;
  }
}

void Builder::exit(const TokenInfo& stop) {
  if (depth_ == 0) return;
  Frame& f = frames_[--depth_];
  Frame* parent = depth_ > 0 ? &frames_[depth_ - 1] : nullptr;
  switch (f.rule) {
    case P::RuleText:
      result_ = f.has_value ? std::move(f.value) : Value();
      break;
    case P::RuleValue: {
      Value v = value_of(f);
      if (tape_ && !f.recorded) {  // a scalar (an array or object is recorded as it goes)
        record_key(depth_);
        tape_->scalar(v);
      }
      if (!keep_values_) v = Value();  // its diagnostics are out; check() needs no more of it
      if (!parent) break;
      if (parent->rule == P::RuleArray) {
        if (keep_values_) parent->value.as_array().push_back(std::move(v));
        element_ends(*parent, f, stop);
      } else {  // text, member
        parent->value = std::move(v);
        parent->has_value = true;
      }
      break;
    }
    case P::RuleObjectLiteral:
    case P::RuleArray:
      if (tape_) tape_->end();
      if (parent) {
        parent->value = std::move(f.value);
        parent->has_value = true;
        parent->recorded = tape_ != nullptr;
      }
      break;
    case P::RuleMember:
      if (parent && parent->rule == P::RuleObjectLiteral) {
        element_ends(*parent, f, stop);
        add_member(*parent, f);
      }
      break;
    case P::RuleKey:
      if (parent) {
        parent->name = key_of(f);
        parent->has_key = true;
        parent->key_start = start_of(f.first);
        if (stop.real) parent->key_stop_end = stop.stop + 1;
      }
      break;
    case P::RuleString: {
      std::string s = string_of(f.first);
      if (!parent) break;
      if (parent->rule == P::RuleKey) {
        parent->name = std::move(s);
        parent->has_string = true;
        parent->has_child = true;
      } else {
        parent->value = Value(std::move(s));
        parent->has_value = true;
      }
      break;
    }
    case P::RuleNumber:
      if (parent) {
        parent->value = number_of(f.first);
        parent->has_value = true;
      }
      break;
    default: break;
  }
}

std::vector<Builder::OpenList> Builder::open_lists() const {
  std::vector<OpenList> out;
  for (std::size_t i = depth_; i-- > 0;)
    if (frames_[i].rule == P::RuleArray || frames_[i].rule == P::RuleObjectLiteral)
      out.push_back({frames_[i].rule, frames_[i].first.start});
  return out;
}

std::optional<std::size_t> Builder::key_end() const {
  if (depth_ == 0 || frames_[depth_ - 1].rule != P::RuleMember || !frames_[depth_ - 1].has_key) return std::nullopt;
  return frames_[depth_ - 1].key_stop_end;
}

// MISSING_COMMA: an element of an array or object starts, and no ',' has followed the one before.
void Builder::element_starts(Frame& list, const TokenInfo& first) {
  if (list.open && !reporter_.invalid_between(list.open_end, start_of(first))) {
    reporter_.error("MISSING_COMMA", list.open_end, "a ',' must separate the elements of an array or object",
                    reporter_.fixed_line(list.open_end, 0, ","));
  }
}

void Builder::element_ends(Frame& list, const Frame& element, const TokenInfo& stop) {
  // An unterminated string swallows the rest of its line, ',' included: no second report.
  list.open = !(stop.real && stop.type == P::UNTERMINATED_STRING);
  list.open_end = end_of(element.first, stop);
}

void Builder::add_member(Frame& object, Frame& member) {
  if (!member.has_key || !member.name || !member.has_value) return;
  Object& out = object.value.as_object();
  const std::size_t before = out.size();
  if (tape_ && utf8::first_invalid(*member.name) != std::string_view::npos) whole_objects_.push_back(start_of(object.first));
  // A repeated key keeps its first place and takes the last value, as in JavaScript.
  Value& slot = out.set(std::move(*member.name), std::move(member.value));
  if (out.size() > before) {
    object.key_offsets.push_back(member.key_start);
    return;
  }
  if (tape_) whole_objects_.push_back(start_of(object.first));  // a repeated key
  std::size_t i = 0;
  auto it = out.begin();
  for (; it != out.end() && &it->second != &slot; ++it) ++i;
  if (it == out.end()) return;
  const Position first = reporter_.position(object.key_offsets[i]);
  reporter_.warning("DUPLICATE_KEY", member.key_start,
                    "key " + quote_for_message(it->first) + " was already given at line " + std::to_string(first.line) +
                        ", column " + std::to_string(first.column) + "; the last value wins");
}

Value Builder::value_of(Frame& f) {
  if (f.has_value) return std::move(f.value);  // an object, array, string or number
  if (f.literals & kNull) return Value();
  if (f.literals & kTrue) return Value(true);
  if (f.literals & kFalse) return Value(false);
  if (f.literals & kWord) unquoted_word(f.word);
  return Value();  // a syntax error left the value out
}

void Builder::unquoted_word(const TokenInfo& token) {
  const std::string_view word = text_.substr(token.start, token.stop + 1 - token.start);
  const std::size_t at = token.start;
  // A literal cut off by the end of the input (`tru`): a reply cut off, not a word to quote.
  if (token.stop + 1 == text_.size())
    for (const char* literal : {"true", "false", "null", "Infinity", "NaN"})
      if (word.size() < std::strlen(literal) && std::string_view(literal).substr(0, word.size()) == word) {
        reporter_.error("INVALID_VALUE", at,
                        "the input ends in " + quote_for_message(word) + ", the beginning of the literal '" + literal +
                            "': a reply cut off? What followed is lost");
        return;
      }
  if (const char* literal = literal_for(word)) {
    reporter_.error("INVALID_VALUE", at,
                    quote_for_message(word) + " is not a JSON5 value; the literal is '" + literal + "'",
                    reporter_.fixed_line(at, word.size(), literal));
  } else if (const auto inside = inside_curly_quotes(word)) {
    reporter_.error("INVALID_VALUE", at,
                    quote_for_message(word) + " is written in typographic quotes (" + curly_code_points(word) +
                        "), which are not string quotes; a "
                    "string needs ASCII quotes",
                    requoted(reporter_, at, word, *inside));
  } else {
    reporter_.error("INVALID_VALUE", at,
                    "unquoted word " + quote_for_message(word) + " is not a JSON5 value; a string needs quotes",
                    reporter_.fixed_line(at, word.size(), "\"" + std::string(word) + "\""));
  }
}

std::optional<std::string> Builder::key_of(Frame& f) {
  if (!f.has_child) return std::nullopt;  // a syntax error left the key out
  if (f.has_string) return std::move(f.name);
  if (f.literals & kWord) {
    const std::size_t base = f.word.start;
    const std::string_view word = text_.substr(base, f.word.stop + 1 - base);
    if (const auto inside = inside_curly_quotes(word))
      reporter_.warning("CURLY_QUOTES", base,
                        "the key " + quote_for_message(word) + " is written in typographic quotes (" + curly_code_points(word) +
                            "); JSON5 reads "
                        "them as part of an unquoted name, so the key keeps them. Use ASCII quotes if '" +
                        std::string(*inside) + "' is meant",
                        requoted(reporter_, base, word, *inside));
    return decode_identifier(word, [&](Problem p) { report(p, base); });
  }
  if (!f.first.real) return std::nullopt;  // null, true, false, Infinity, NaN: their own names
  return std::string(text_.substr(f.first.start, f.first.stop + 1 - f.first.start));
}

std::string Builder::string_of(const TokenInfo& token) {
  if (!token.real) return {};
  const std::string_view raw = text_.substr(token.start, token.stop + 1 - token.start);
  const std::size_t base = token.start;
  const bool terminated = token.type != P::UNTERMINATED_STRING;
  if (!terminated) {
    // Closing it where it stops is the exact fix (a lone '\' at its end would escape the quote).
    const std::size_t after = token.stop + 1;
    const std::string quote(1, raw[0]);
    std::size_t backslashes = 0;
    while (backslashes + 1 < raw.size() && raw[raw.size() - 1 - backslashes] == '\\') ++backslashes;
    const bool dangling = backslashes % 2 == 1;
    const std::optional<LineFix> fix = reporter_.fixed_line(after - (dangling ? 1 : 0), dangling ? 1 : 0, quote);
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
  if (token.type == P::STRING &&
      std::any_of(raw.begin(), raw.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; }))
    non_ascii_strings_.emplace_back(token.start, token.stop + 1);
  return decode_string(raw, terminated, [&](Problem p) { report(p, base); });
}

Value Builder::number_of(const TokenInfo& token) {
  if (!token.real) return Value();
  const std::string_view text = text_.substr(token.start, token.stop + 1 - token.start);
  const std::size_t at = token.start;
  if (token.type == P::INVALID_NUMBER) {
    report(explain_invalid_number(text), at);
    return Value();
  }
  Value v = decode_number(text);
  if (v.kind() == Value::Kind::real && !std::isfinite(v.as_double())) {
    const bool literal = text.find_first_of("IN") != std::string_view::npos;  // Infinity or NaN as written
    reporter_.warning("NON_FINITE_NUMBER", at,
                      literal ? quote_for_message(text) + " has no JSON form: the value keeps it, JSON output shows null"
                              : quote_for_message(text) +
                                    " is beyond the range of a double and reads as Infinity; JSON output shows null");
  }
  return v;
}

}  // namespace llmfmt::json5
