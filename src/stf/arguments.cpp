#include "stf/arguments.h"

#include <algorithm>

#include "core/characters.h"
#include "core/hints.h"
#include "json5/embedded.h"
#include "stf/tree.h"

namespace llmfmt::stf {
namespace {

using antlr4::Token;

bool is_near_miss(std::string_view code) { return code == "LOOK_ALIKE_CHARACTER" || code == "INVISIBLE_CHARACTER"; }

std::string lower(std::string_view s) { return characters::ascii_lower(s); }

class Reader {
 public:
  Reader(std::string_view input, const std::vector<std::string_view>& known, std::vector<ArgumentIssue>& issues)
      : input_(input), known_(known), issues_(issues) {}

  std::vector<Argument> read(StfParser::ArgumentsContext* ctx) {
    if (antlr4::tree::TerminalNode* object = first_token(ctx, StfParser::OBJECT)) {
      const std::vector<antlr4::tree::TerminalNode*> crs = tokens(ctx, StfParser::CR);
      read_object(object->getSymbol(), crs.empty() ? object->getSymbol() : crs.back()->getSymbol());
      return std::move(out_);
    }
    const std::vector<StfParser::ArgumentContext*> arguments = rules<StfParser::ArgumentContext>(ctx);
    for (std::size_t i = 0; i < arguments.size(); ++i) {
      StfParser::ArgumentContext* argument = arguments[i];
      const Token* first = argument->getStart();
      // Arguments are separated by blanks: is the next one right after this one?
      const bool next_adjacent =
          i + 1 < arguments.size() && arguments[i + 1]->getStart()->getStartIndex() == end(argument->getStop());
      switch (first->getType()) {
        case StfParser::PAIR:
        case StfParser::QUOTED_PAIR:
        case StfParser::QUOTE_ENDED_PAIR: {
          // KEY '=' value as one token (StfLexer.g4); a key has no '='.
          const std::string_view pair = text(first, argument->getStop());
          const std::size_t equals = pair.find('=');
          read_pair(first->getType(), pair.substr(0, equals), false, start(first), false, start(first) + equals + 1,
                    end(first), pair.substr(equals + 1), next_adjacent);
          break;
        }
        case StfParser::KEY:
        case StfParser::UPPER_KEY: {
          const std::string_view key = text(first, first);
          antlr4::tree::TerminalNode* equals = first_token(argument, StfParser::EQUALS) ? first_token(argument, StfParser::EQUALS) : first_token(argument, StfParser::SPACED_EQUALS);
          if (!equals) {  // what is glued to the key is skipped
            // `námé=x`: the key as written runs on in letters a key may not hold (StfLexer.g4
            // KEY_ is ASCII); name the first, and suggest the key made ASCII.
            const std::string_view written = text(first, argument->getStop());
            const std::string_view word = written.substr(0, written.find('='));
            const std::size_t bad = characters::first_non_ascii(word);
            if (bad != std::string_view::npos) {
              const std::string ascii = lower(characters::ascii_name(word, [](char c) {
                return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
              }));
              issue("MALFORMED_ARGUMENT", start(first),
                    "argument key " + in_quotes(word) + ": " + characters::describe(word, bad) +
                        " is not allowed in a key (ASCII letters, digits and '_'); the argument is skipped",
                    ascii + std::string(written.substr(word.size())));
              break;
            }
            issue("MALFORMED_ARGUMENT", start(first), "expected '=' after the argument key " + in_quotes(key),
                  std::nullopt);
            break;
          }
          StfParser::ValueContext* value = first_rule<StfParser::ValueContext>(argument);
          if (!value) {
            issue("MALFORMED_ARGUMENT", end(equals->getSymbol()) - 1,
                  "the argument " + in_quotes(key) + " has no value after '='", std::nullopt);
            break;
          }
          const bool blanks = first_token(argument, StfParser::SPACED_EQUALS) || first_token(argument, StfParser::VALUE_BLANKS);
          const Token* value_token = value->getStart();
          if (!read_pair(value_token->getType(), key, first->getType() == StfParser::UPPER_KEY, start(first), blanks,
                         start(value_token), end(value_token), text(value_token, value->getStop()), next_adjacent))
            return std::move(out_);
          break;
        }
        case StfParser::STRAY_EQUALS:
          issue("MALFORMED_ARGUMENT", start(first), "an argument has no key before '='", std::nullopt);
          break;
        default:  // JUNK and what is glued to it
          issue("MALFORMED_ARGUMENT", start(first),
                "expected key=value, found " + in_quotes(text(first, argument->getStop())), std::nullopt);
      }
    }
    return std::move(out_);
  }

 private:
  std::size_t start(const Token* t) const { return t->getStartIndex(); }
  std::size_t end(const Token* t) const { return t->getStopIndex() + 1; }
  std::string_view text(const Token* first, const Token* last) const {
    return input_.substr(start(first), end(last) - start(first));
  }

  void issue(const char* code, std::size_t at, std::string message, std::optional<std::string> hint,
             Severity severity = Severity::error) {
    issues_.push_back({code, severity, at, std::move(message), std::move(hint), std::nullopt, std::nullopt});
  }

  // Passes the JSON5 parser's diagnostics on, moved to `base`, where its text starts. Returns
  // whether any was an error.
  bool pass_on(const std::vector<Diagnostic>& diagnostics, std::size_t base) {
    bool errors = false;
    for (const Diagnostic& d : diagnostics) {
      issues_.push_back({d.code, d.severity, base + d.span.start.offset, d.message, d.fix_hint, base, std::nullopt});
      if (is_near_miss(d.code)) issues_.back().json5 = d;
      errors = errors || d.severity == Severity::error;
    }
    return errors;
  }

  bool is_known(std::string_view key) const { return std::find(known_.begin(), known_.end(), key) != known_.end(); }

  void add(std::string key, std::string value, std::size_t at) {
    if (!is_known(key)) {
      issue("UNKNOWN_ARGUMENT_KEY", at, "argument " + in_quotes(key) + " means nothing to this command; it is ignored",
            std::nullopt, Severity::warning);
      return;
    }
    for (const Argument& a : out_)
      if (a.key == key) {
        issue("DUPLICATE_ARGUMENT_KEY", at, "argument " + in_quotes(key) + " is given twice; the first one counts",
              std::nullopt);
        return;
      }
    out_.push_back({std::move(key), std::move(value), at});
  }

  // The object runs from `{` to the end of `last` (OBJECT, or the CRs after it, which the line's
  // final CR is not one of); trailing blanks are not part of it.
  void read_object(const Token* object, const Token* last) {
    std::string_view json = text(object, last);
    const std::size_t trimmed = json.find_last_not_of(" \t");
    json = json.substr(0, trimmed == std::string_view::npos ? 0 : trimmed + 1);
    const std::size_t at = start(object);
    const json5::Result r = json5::parse_embedded(json);
    if (pass_on(r.diagnostics, at) || !r.document.value) return;
    if (!r.document.value->is_object()) {  // cannot happen for text starting with '{', kept as a guard
      issue("MALFORMED_ARGUMENT", at, "the arguments are not a JSON5 object", std::nullopt);
      return;
    }
    for (const auto& [key, value] : r.document.value->as_object()) {
      if (value.kind() != Value::Kind::string) {
        if (is_known(key))
          issue("ARGUMENT_NOT_STRING", at, "argument " + in_quotes(key) + " must be a string", std::nullopt);
        else
          add(key, {}, at);  // reported as unknown
        continue;
      }
      add(key, value.as_string(), at);
    }
  }

  // The pair `key` = value, the value's kind given by its token type: the token spans bytes
  // [value_at, value_end) of the input, `value_text` is it and the CRs glued to it; `blanks`:
  // blanks around the `=`. Returns false when the rest of the line is lost (an unterminated
  // quoted value).
  bool read_pair(std::size_t kind, std::string_view key, bool upper_key, std::size_t key_at, bool blanks,
                 std::size_t value_at, std::size_t value_end, std::string_view value_text, bool next_adjacent) {
    std::string value;
    bool ok = true;
    switch (kind) {
      case StfParser::UNTERMINATED_STRING:
        // Say what is lost: the argument; at the end of the input, a reply cut off inside it.
        issue("UNTERMINATED_STRING", value_at,
              "the quoted value of " + in_quotes(key) + " has no closing " + std::string(1, value_text[0]) +
                  ", so the argument is not used" +
                  (input_.find('\n', value_at) == std::string_view::npos
                       ? " (the input ends inside it: a reply cut off?)"
                       : ""),
              std::nullopt);
        return false;
      case StfParser::QUOTED_PAIR:
      case StfParser::STRING: {
        const json5::Result r = json5::parse_embedded(value_text);
        if (pass_on(r.diagnostics, value_at) || !r.document.value || r.document.value->kind() != Value::Kind::string) {
          ok = false;
        } else {
          value = r.document.value->as_string();
        }
        if (next_adjacent)
          issue("MALFORMED_ARGUMENT", value_end, "expected a blank after the quoted value of " + in_quotes(key),
                std::string(input_.substr(key_at, value_end - key_at)) + " ");
        break;
      }
      case StfParser::QUOTE_ENDED_PAIR:
      case StfParser::QUOTE_ENDED: {
        issue("MALFORMED_ARGUMENT", value_end - 1, "an unquoted value cannot end with a quote",
              lower(key) + "=" + quote_json5(value_text));
        ok = false;
        break;
      }
      default:  // PAIR, BARE
        value = std::string(value_text);
    }

    std::string name = upper_key ? lower(key) : std::string(key);
    if (blanks) {
      issue("BLANK_AROUND_EQUALS", key_at, "blanks around '=' are not allowed in key=value arguments",
            name + "=" + std::string(value_text));
    } else if (upper_key) {
      issue("INVALID_ARGUMENT_KEY", key_at, "argument keys are lower-case", name + "=" + std::string(value_text));
    }
    if (ok) add(std::move(name), std::move(value), key_at);
    return true;
  }

  std::string_view input_;
  const std::vector<std::string_view>& known_;
  std::vector<ArgumentIssue>& issues_;
  std::vector<Argument> out_;
};

}  // namespace

std::vector<Argument> read_arguments(StfParser::ArgumentsContext* ctx, std::string_view input,
                                     const std::vector<std::string_view>& known, std::vector<ArgumentIssue>& issues) {
  return Reader(input, known, issues).read(ctx);
}

std::string quote_json5(std::string_view s) {
  std::string out;
  out.reserve(s.size() + 2);
  out += '"';
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          static const char hex[] = "0123456789abcdef";
          out += "\\u00";
          out += hex[(c >> 4) & 0xF];
          out += hex[c & 0xF];
        } else if (c == '\xE2' && i + 2 < s.size() && s[i + 1] == '\x80' && (s[i + 2] == '\xA8' || s[i + 2] == '\xA9')) {
          out += s[i + 2] == '\xA8' ? "\\u2028" : "\\u2029";  // line terminators in JSON5
          i += 2;
        } else {
          out += c;
        }
    }
  }
  out += '"';
  return out;
}

}  // namespace llmfmt::stf
