#include "stf/arguments.h"

#include <algorithm>

#include "llmfmt/json5.h"

namespace llmfmt::stf {
namespace {

bool is_blank(char c) { return c == ' ' || c == '\t'; }
bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
bool is_letter(char c) { return is_lower(c) || (c >= 'A' && c <= 'Z'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_quote(char c) { return c == '"' || c == '\''; }

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

std::string in_quotes(std::string_view s) { return "'" + std::string(s) + "'"; }

class Reader {
 public:
  Reader(std::string_view line, const std::vector<std::string_view>& known, std::vector<ArgumentIssue>& issues)
      : line_(line), known_(known), issues_(issues) {}

  std::vector<Argument> read(std::size_t from) {
    std::size_t end = line_.size();
    while (end > from && is_blank(line_[end - 1])) --end;
    std::size_t i = from;
    while (i < end && is_blank(line_[i])) ++i;
    if (i == end) return {};
    end_ = end;
    if (line_[i] == '{') {
      read_object(i);
    } else {
      read_pairs(i);  // `;user_x` comes here too: `_x` is no key=value
    }
    return std::move(out_);
  }

 private:
  void issue(const char* code, std::size_t at, std::string message, std::optional<std::string> hint,
             Severity severity = Severity::error) {
    issues_.push_back({code, severity, at, std::move(message), std::move(hint)});
  }

  // Passes the JSON5 parser's diagnostics on, moved to where `text` starts in the line. Returns
  // whether any was an error.
  bool pass_on(const std::vector<Diagnostic>& diagnostics, std::size_t base) {
    bool errors = false;
    for (const Diagnostic& d : diagnostics) {
      issues_.push_back({d.code, d.severity, base + d.position.offset, d.message, d.fix_hint});
      errors = errors || d.severity == Severity::error;
    }
    return errors;
  }

  bool is_known(std::string_view key) const {
    return std::find(known_.begin(), known_.end(), key) != known_.end();
  }

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

  void read_object(std::size_t at) {
    const json5::Result r = json5::parse(line_.substr(at, end_ - at));
    if (pass_on(r.diagnostics, at) || !r.value) return;
    if (!r.value->is_object()) {  // cannot happen for text starting with '{', kept as a guard
      issue("MALFORMED_ARGUMENT", at, "the arguments are not a JSON5 object", std::nullopt);
      return;
    }
    for (const auto& [key, value] : r.value->as_object()) {
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

  std::size_t skip_blanks(std::size_t i) const {
    while (i < end_ && is_blank(line_[i])) ++i;
    return i;
  }
  std::size_t to_blank(std::size_t i) const {
    while (i < end_ && !is_blank(line_[i])) ++i;
    return i;
  }

  // The closing quote of the literal opening at `open`, or npos.
  std::size_t closing_quote(std::size_t open) const {
    const char q = line_[open];
    for (std::size_t i = open + 1; i < end_; ++i) {
      if (line_[i] == '\\') {
        ++i;
      } else if (line_[i] == q) {
        return i;
      }
    }
    return std::string_view::npos;
  }

  void read_pairs(std::size_t i) {
    for (i = skip_blanks(i); i < end_; i = skip_blanks(i)) {
      const std::size_t key_at = i;
      if (!is_letter(line_[i])) {
        const std::size_t stop = to_blank(i);
        const std::string_view bad = line_.substr(i, stop - i);
        issue("MALFORMED_ARGUMENT", i,
              line_[i] == '=' ? "an argument has no key before '='" : "expected key=value, found " + in_quotes(bad),
              std::nullopt);
        i = stop;
        continue;
      }
      while (i < end_ && (is_letter(line_[i]) || is_digit(line_[i]) || line_[i] == '_')) ++i;
      const std::string_view key = line_.substr(key_at, i - key_at);
      const std::size_t eq = skip_blanks(i);
      if (eq >= end_ || line_[eq] != '=') {
        issue("MALFORMED_ARGUMENT", key_at, "expected '=' after the argument key " + in_quotes(key), std::nullopt);
        i = to_blank(i);
        continue;
      }
      const bool blank_before = eq > i;
      const std::size_t value_at = skip_blanks(eq + 1);
      const bool blank_after = value_at > eq + 1;
      if (value_at >= end_) {
        issue("MALFORMED_ARGUMENT", eq, "the argument " + in_quotes(key) + " has no value after '='",
              std::nullopt);
        i = value_at;
        continue;
      }

      std::string value;
      std::size_t stop;
      bool ok = true;
      if (is_quote(line_[value_at])) {
        const std::size_t close = closing_quote(value_at);
        if (close == std::string_view::npos) {
          issue("UNTERMINATED_STRING", value_at, "the quoted value has no closing " + std::string(1, line_[value_at]),
                std::nullopt);
          return;  // the rest of the line is inside the string
        }
        stop = close + 1;
        const json5::Result r = json5::parse(line_.substr(value_at, stop - value_at));
        if (pass_on(r.diagnostics, value_at) || !r.value || r.value->kind() != Value::Kind::string) {
          ok = false;
        } else {
          value = r.value->as_string();
        }
        if (stop < end_ && !is_blank(line_[stop])) {
          issue("MALFORMED_ARGUMENT", stop, "expected a blank after the quoted value of " + in_quotes(key),
                std::string(line_.substr(key_at, stop - key_at)) + " ");
        }
      } else {
        stop = to_blank(value_at);
        const std::string_view raw = line_.substr(value_at, stop - value_at);
        if (is_quote(raw.back())) {
          issue("MALFORMED_ARGUMENT", stop - 1, "an unquoted value cannot end with a quote",
                lower(key) + "=" + quote_json5(raw));
          ok = false;
        } else {
          value = std::string(raw);
        }
      }
      const std::string_view value_text = line_.substr(value_at, stop - value_at);
      i = stop;

      std::string name(key);
      bool key_ok = true;
      for (std::size_t k = 0; k < key.size(); ++k)
        if (key[k] >= 'A' && key[k] <= 'Z') key_ok = false;
      if (!key_ok) name = lower(key);
      if (blank_before || blank_after) {
        issue("BLANK_AROUND_EQUALS", key_at, "blanks around '=' are not allowed in key=value arguments",
              name + "=" + std::string(value_text));
      } else if (!key_ok) {
        issue("INVALID_ARGUMENT_KEY", key_at, "argument keys are lower-case", name + "=" + std::string(value_text));
      }
      if (ok) add(std::move(name), std::move(value), key_at);
    }
  }

  std::string_view line_;
  std::size_t end_ = 0;
  const std::vector<std::string_view>& known_;
  std::vector<ArgumentIssue>& issues_;
  std::vector<Argument> out_;
};

}  // namespace

std::vector<Argument> read_arguments(std::string_view line, std::size_t from, const std::vector<std::string_view>& known,
                                     std::vector<ArgumentIssue>& issues) {
  return Reader(line, known, issues).read(from);
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
