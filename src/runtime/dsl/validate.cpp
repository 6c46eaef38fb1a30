// Reply validation (spec §9–§10, DECISIONS §4): strict JSON, exact types, nothing converted.
#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

#include "core/fence.h"
#include "llmfmt/dsl_runtime.h"

namespace llmfmt::dsl {
namespace {

Validation fail(const char* code, std::string message, std::optional<std::string> out = std::nullopt) {
  Validation v;
  v.code = code;
  v.message = std::move(message);
  v.out = std::move(out);
  return v;
}

// A key or path for a message: JSON-quoted, ill-formed UTF-8 replaced.
std::string json_quoted(const std::string& s) { return Json(s).dump(-1, ' ', false, Json::error_handler_t::replace); }

// Whether s is exactly a JSON number token (RFC 8259 §6).
bool is_number_token(std::string_view s) {
  std::size_t i = 0;
  auto digits = [&] {
    const std::size_t from = i;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
    return i > from;
  };
  if (i < s.size() && s[i] == '-') ++i;
  if (i < s.size() && s[i] == '0') ++i;
  else if (!digits()) return false;
  if (i < s.size() && s[i] == '.') {
    ++i;
    if (!digits()) return false;
  }
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
    if (!digits()) return false;
  }
  return i == s.size();
}

// A number token a double cannot hold: beyond its range (1e999), or not zero but read as 0 (1e-400).
enum class Unrepresentable { no, too_large, too_small };

Unrepresentable representable(const std::string& token) {
  errno = 0;
  const double d = std::strtod(token.c_str(), nullptr);
  if (!std::isfinite(d)) return Unrepresentable::too_large;
  if (d == 0.0) {
    const std::size_t e = token.find_first_of("eE");
    if (token.substr(0, e).find_first_of("123456789") != std::string::npos) return Unrepresentable::too_small;
  }
  return Unrepresentable::no;
}

struct BadNumber {
  std::vector<std::string> path;  // object keys from the top; only numbers reached through objects alone
  std::string token;
  Unrepresentable why;
};

// Number tokens, in document order, that a double cannot hold; those beyond its range are replaced
// by `0` in `text`, which the JSON library would otherwise reject as a whole.
std::vector<std::pair<std::size_t, BadNumber>> prescan_numbers(std::string& text) {
  std::vector<std::pair<std::size_t, BadNumber>> bad;
  std::size_t ordinal = 0;
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (c == '"') {  // a string: skip to its end
      std::size_t j = i + 1;
      while (j < text.size() && text[j] != '"') j += text[j] == '\\' ? 2 : 1;
      j = std::min(j + 1, text.size());
      out.append(text, i, j - i);
      i = j;
      continue;
    }
    if (c == '-' || (c >= '0' && c <= '9')) {
      std::size_t j = i;
      while (j < text.size() && (text[j] == '-' || text[j] == '+' || text[j] == '.' || text[j] == 'e' ||
                                 text[j] == 'E' || (text[j] >= '0' && text[j] <= '9')))
        ++j;
      const std::string token = text.substr(i, j - i);
      const Unrepresentable why = is_number_token(token) ? representable(token) : Unrepresentable::no;
      if (why != Unrepresentable::no) bad.push_back({ordinal, BadNumber{{}, token, why}});
      out += why == Unrepresentable::too_large ? std::string("0") : token;
      ++ordinal;
      i = j;
      continue;
    }
    out += c;
    ++i;
  }
  text = std::move(out);
  return bad;
}

// Builds the reply's JSON value (nlohmann's DOM parser) and also: stops at a key repeated in one
// object, and records where the numbers found by prescan_numbers sit.
class ReplyParser : public nlohmann::detail::json_sax_dom_parser<Json> {
 public:
  using Base = nlohmann::detail::json_sax_dom_parser<Json>;
  ReplyParser(Json& result, std::vector<std::pair<std::size_t, BadNumber>>& bad) : Base(result, false), bad_(bad) {}

  bool number_integer(number_integer_t n) { return number() && Base::number_integer(n); }
  bool number_unsigned(number_unsigned_t n) { return number() && Base::number_unsigned(n); }
  bool number_float(number_float_t n, const string_t& s) { return number() && Base::number_float(n, s); }
  bool start_object(std::size_t n) {
    frames_.push_back({true, {}, {}});
    return Base::start_object(n);
  }
  bool end_object() {
    frames_.pop_back();
    return Base::end_object();
  }
  bool start_array(std::size_t n) {
    frames_.push_back({false, {}, {}});
    return Base::start_array(n);
  }
  bool end_array() {
    frames_.pop_back();
    return Base::end_array();
  }
  bool key(string_t& k) {
    Frame& f = frames_.back();
    if (!f.keys.insert(k).second) {
      std::string where = "the top-level object";
      if (frames_.size() > 1) {
        where = "the object at ";
        bool first = true;
        for (std::size_t i = 0; i + 1 < frames_.size(); ++i) {
          where += first ? "" : ".";
          where += frames_[i].object ? json_quoted(frames_[i].key) : std::string("[…]");
          first = false;
        }
      }
      duplicate_ = "the reply repeats the key " + json_quoted(k) + " in " + where +
                   "; every key may appear once in an object (the values would be ambiguous)";
      return false;
    }
    f.key = k;
    return Base::key(k);
  }
  bool parse_error(std::size_t position, const std::string& token, const nlohmann::detail::exception& e) {
    error_ = e.id == 406 ? "the reply is not valid JSON (at the number '" + token + "')"
                         : "the reply is not valid JSON: " + strip(e.what());
    error_position_ = position;
    return Base::parse_error(position, token, e);
  }

  const std::string& duplicate() const { return duplicate_; }
  const std::string& error() const { return error_; }

 private:
  struct Frame {
    bool object;
    std::string key;
    std::unordered_set<std::string> keys;
  };
  bool number() {
    if (next_bad_ < bad_.size() && bad_[next_bad_].first == count_) {
      BadNumber& b = bad_[next_bad_++].second;
      bool objects = true;
      for (const Frame& f : frames_) {
        objects = objects && f.object;
        b.path.push_back(f.key);
      }
      if (!objects || frames_.empty()) b.path.clear();
    }
    ++count_;
    return true;
  }
  static std::string strip(std::string what) {  // the library's "[json.exception.parse_error.101] " prefix
    if (!what.empty() && what[0] == '[') {
      const std::size_t close = what.find("] ");
      if (close != std::string::npos) what.erase(0, close + 2);
    }
    return what;
  }

  std::vector<std::pair<std::size_t, BadNumber>>& bad_;
  std::vector<Frame> frames_;
  std::string duplicate_, error_;
  std::size_t error_position_ = 0;
  std::size_t count_ = 0;
  std::size_t next_bad_ = 0;
};

bool is_int64(const Json& j) {
  if (j.is_number_integer() && !j.is_number_unsigned()) return true;
  return j.is_number_unsigned() && j.get<std::uint64_t>() <= static_cast<std::uint64_t>(INT64_MAX);
}

// Why `value` is not of `type`, or "" when it is.
std::string type_problem(const Json& value, VarType type) {
  switch (type) {
    case VarType::nat:
    case VarType::str: return value.is_string() ? "" : "a string";
    case VarType::boolean: return value.is_boolean() ? "" : "true or false";
    case VarType::integer:
      if (is_int64(value)) return "";
      if (value.is_number_unsigned() || (value.is_number_float() && std::isfinite(value.get<double>()) &&
                                         std::fabs(value.get<double>()) >= 9.2e18 &&
                                         std::trunc(value.get<double>()) == value.get<double>()))
        return "an integer within the 64-bit range";
      return "an integer written without fraction or exponent (12, not 12.0 or 1.2e1)";
    case VarType::real:
      if (value.is_number_float() && !std::isfinite(value.get<double>())) return "a number within the double range";
      return value.is_number() ? "" : "a number";
  }
  return "";
}

std::string kind_of(const Json& j) {
  switch (j.type()) {
    case Json::value_t::null: return "null";
    case Json::value_t::boolean: return "a boolean";
    case Json::value_t::string: return "a string";
    case Json::value_t::array: return "an array";
    case Json::value_t::object: return "an object";
    case Json::value_t::number_float: return "the number " + j.dump();
    default: return "the number " + j.dump();
  }
}

std::string kind_of(const BadNumber& b) {
  return "the number " + b.token +
         (b.why == Unrepresentable::too_large ? ", which is beyond the double range"
                                              : ", which is too small for a double (it would read as 0)");
}

}  // namespace

Validation validate_reply(std::string_view reply, const Step& step, const RunOptions& options) {
  // A reply in one fence (the models' commonest habit) is named as such: the JSON parser would
  // only say "invalid literal; last read: '`'". An unclosed fence is left to the JSON checks.
  const std::optional<DocumentFence> fence = find_document_fence(reply);
  if (fence && fence->closer) {
    const std::string_view inside = reply.substr(fence->opener.end_offset(), fence->inner_end - fence->opener.end_offset());
    if (!options.accept_fenced_reply) {
      const std::string opener = std::string(fence->marker) + std::string(fence->info);
      Validation v = fail("REPLY_FENCED", "the reply is wrapped in a Markdown code fence ('" + opener +
                                              "' on its first line and a closing fence on its last); the contract "
                                              "asks for the JSON object alone: drop the fence lines, or run with "
                                              "--accept-fenced-reply to read the inside");
      v.fix_hint = std::string(inside);
      return v;
    }
    reply = inside;
  }
  // Numbers a double cannot hold are found first (the library would reject the whole reply for
  // one beyond the range); they matter only where a value is checked (docs/decisions.md § DSL).
  std::string text(reply);
  std::vector<std::pair<std::size_t, BadNumber>> bad = prescan_numbers(text);
  Json j;
  ReplyParser parser(j, bad);
  bool parsed = false;
  try {
    parsed = Json::sax_parse(text.begin(), text.end(), &parser);
  } catch (const std::exception&) {  // not expected: the parser reports through parse_error
    return fail("INVALID_JSON", "the reply is not valid JSON");
  }
  if (!parser.duplicate().empty()) return fail("INVALID_JSON", parser.duplicate());
  if (!parsed) return fail("INVALID_JSON", parser.error().empty() ? "the reply is not valid JSON" : parser.error());
  auto bad_at = [&](std::initializer_list<std::string> path) -> const BadNumber* {
    for (const auto& entry : bad)
      if (std::equal(entry.second.path.begin(), entry.second.path.end(), path.begin(), path.end())) return &entry.second;
    return nullptr;
  };

  if (!j.is_object()) return fail("INVALID_JSON", "the reply is JSON but not an object");
  for (const char* key : {"error", "out"})
    if (!j.contains(key)) return fail("MISSING_KEY", std::string("the reply has no \"") + key + "\"");

  const Json& error = j.at("error");
  if (error.is_null()) return fail("NULL_VALUE", "\"error\" is null; it must be 0 or 1");
  if (const BadNumber* b = bad_at({"error"}))
    return fail("TYPE_MISMATCH", "\"error\" is " + kind_of(*b) + "; it must be the integer 0 or 1");
  if (!is_int64(error) || (error.get<std::int64_t>() != 0 && error.get<std::int64_t>() != 1))
    return fail("TYPE_MISMATCH", "\"error\" is " + kind_of(error) + "; it must be the integer 0 or 1");
  const Json& out = j.at("out");
  if (out.is_null()) return fail("NULL_VALUE", "\"out\" is null; it must be a string");
  if (!out.is_string()) {
    const BadNumber* b = bad_at({"out"});
    return fail("TYPE_MISMATCH", "\"out\" is " + (b ? kind_of(*b) : kind_of(out)) + "; it must be a string");
  }
  const std::string out_text = out.get<std::string>();
  if (error.get<std::int64_t>() == 1) return fail("STEP_FAILED", "the model reported error 1: " + out_text, out_text);

  Validation v;
  v.out = out_text;
  if (!step.defs.empty()) {
    if (!j.contains("vars")) return fail("MISSING_KEY", "the reply has no \"vars\" but the step has /DEF", out_text);
    const Json& vars = j.at("vars");
    if (vars.is_null()) return fail("NULL_VALUE", "\"vars\" is null; it must be an object", out_text);
    if (!vars.is_object()) {
      const BadNumber* b = bad_at({"vars"});
      return fail("TYPE_MISMATCH", "\"vars\" is " + (b ? kind_of(*b) : kind_of(vars)) + "; it must be an object", out_text);
    }
    for (const Def& d : step.defs) {
      if (!vars.contains(d.name)) return fail("MISSING_VAR", "\"vars\" has no " + json_quoted(d.name), out_text);
      const Json& value = vars.at(d.name);
      if (value.is_null()) return fail("NULL_VALUE", json_quoted(d.name) + " is null", out_text);
      if (const BadNumber* b = bad_at({"vars", d.name})) {
        // The value in `j` is a stand-in (0 for a number beyond the range, 0.0 for one that underflows).
        const std::string problem = d.type == VarType::real ? "a number a double can hold"
                                    : d.type == VarType::integer && b->why == Unrepresentable::too_large
                                        ? "an integer within the 64-bit range"
                                        : type_problem(value, d.type);
        return fail("TYPE_MISMATCH", json_quoted(d.name) + " is " + kind_of(*b) + "; as " + to_string(d.type) +
                                         " it must be " + problem,
                    out_text);
      }
      const std::string problem = type_problem(value, d.type);
      if (!problem.empty())
        return fail("TYPE_MISMATCH",
                    json_quoted(d.name) + " is " + kind_of(value) + "; as " + to_string(d.type) + " it must be " + problem,
                    out_text);
      v.vars.set(d.name, from_json(value));
    }
  }
  v.ok = true;
  return v;
}

}  // namespace llmfmt::dsl
