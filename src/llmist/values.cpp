#include "llmist/values.h"

#include <algorithm>
#include <cfloat>
#include <charconv>
#include <cmath>

#include "core/characters.h"
#include "core/utf8.h"

namespace llmfmt::llmist {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
// `-?(0|[1-9][0-9]*)(\.[0-9]+)?`; sets `fraction` when the dot part is there.
bool is_plain_number(std::string_view t, bool& fraction) {
  std::size_t i = 0;
  if (i < t.size() && t[i] == '-') ++i;
  const std::size_t int_start = i;
  while (i < t.size() && is_digit(t[i])) ++i;
  const std::size_t int_digits = i - int_start;
  if (int_digits == 0 || (int_digits > 1 && t[int_start] == '0')) return false;
  fraction = false;
  if (i < t.size() && t[i] == '.') {
    const std::size_t frac_start = ++i;
    while (i < t.size() && is_digit(t[i])) ++i;
    if (i == frac_start) return false;
    fraction = true;
  }
  return i == t.size();
}

// Digits from the first non-zero one to the last one written.
std::size_t significant_digits(std::string_view t) {
  std::size_t count = 0;
  bool started = false;
  for (char c : t) {
    if (!is_digit(c)) continue;
    if (c != '0') started = true;
    if (started) ++count;
  }
  return count;
}

PointerError pointer_error(const char* code, std::string message, std::size_t segment,
                           std::string replacement = {}) {
  return PointerError{code, std::move(message), segment, std::move(replacement)};
}

std::string holding(const Value& v) {
  return v.is_array() ? "an array" : v.is_object() ? "an object" : "a value";
}

}  // namespace

std::string nearest_identifier(std::string_view s) {
  // Latin letters lose their accents (Echö → Echo), anything else not allowed becomes '_'.
  return characters::ascii_name(s, [](char c) { return c == '_' || is_digit(c) || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); });
}

std::string why_not_identifier(std::string_view s) {
  const auto allowed = [](char c) { return c == '_' || is_digit(c) || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); };
  const auto bad = std::find_if_not(s.begin(), s.end(), allowed);
  if (bad != s.end())
    return characters::describe(s, static_cast<std::size_t>(bad - s.begin())) +
           " is not allowed in an identifier (ASCII letters, digits and '_')";
  if (!s.empty() && is_digit(s.front())) return "an identifier does not begin with a digit";
  return {};
}

std::string_view trim_blanks(std::string_view s) {
  const auto first = s.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

Value coerce(std::string_view value) {
  if (value.find('\n') != std::string_view::npos) return std::string(value);
  const std::string_view t = trim_blanks(value);
  if (t == "true") return true;
  if (t == "false") return false;
  bool fraction = false;
  if (!is_plain_number(t, fraction)) return std::string(value);
  if (!fraction) {
    std::int64_t i = 0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), i);
    if (ec == std::errc() && end == t.data() + t.size()) return i;
  }
  if (significant_digits(t) > 15) return std::string(value);  // a double would lose digits
  double d = 0;
  const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), d);
  // Below DBL_MIN a double is subnormal (fewer than 15 digits) or underflows to 0.
  if (ec != std::errc() || end != t.data() + t.size() || (d != 0 && std::fabs(d) < DBL_MIN))
    return std::string(value);
  return d;
}

std::optional<PointerError> place(Object& root, const std::vector<Segment>& segments, Value value) {
  constexpr std::size_t whole = static_cast<std::size_t>(-1);
  if (segments.size() > kMaxPointerDepth)
    return pointer_error("NESTING_TOO_DEEP",
                        "pointer has " + std::to_string(segments.size()) + " segments; at most " +
                            std::to_string(kMaxPointerDepth) + " are allowed",
                        whole);
  for (std::size_t i = 0; i < segments.size(); ++i) {
    const std::string_view s = segments[i].text;
    if (segments[i].kind == Segment::negative_index)
      return pointer_error("INVALID_ARRAY_INDEX", "negative array index '" + std::string(s) + "'", i);
    if (segments[i].kind == Segment::invalid)
      return pointer_error("INVALID_POINTER",
                          s.empty() ? std::string("empty pointer segment")
                                    : "pointer segment '" + std::string(s) +
                                          "' is neither an identifier nor an array index: " + why_not_identifier(s),
                          i);
  }

  // Containers made on the way are appended to their parent; on error the first one is popped
  // again so that `root` is unchanged.
  Object* undo_object = nullptr;
  Array* undo_array = nullptr;
  auto fail = [&](PointerError e) -> std::optional<PointerError> {
    if (undo_object) undo_object->pop_back();
    if (undo_array) undo_array->pop_back();
    return e;
  };
  auto new_container = [&](std::size_t next) -> Value {
    return segments[next].kind == Segment::index ? Value(Array{}) : Value(Object{});
  };

  Value* node = nullptr;  // the container the next segment applies to; nullptr = root
  for (std::size_t i = 0; i < segments.size(); ++i) {
    const std::string_view s = segments[i].text;
    const bool last = i + 1 == segments.size();
    Value* child = nullptr;
    if (!node || node->is_object()) {
      Object& object = node ? node->as_object() : root;
      child = object.find(s);
      if (!child) {
        const bool first_creation = !undo_object && !undo_array;
        child = &object.set(std::string(s), last ? std::move(value) : new_container(i + 1));
        if (first_creation && !last) undo_object = &object;
        if (last) return std::nullopt;
        node = child;
        continue;
      }
    } else {
      Array& array = node->as_array();
      if (segments[i].kind != Segment::index)
        return fail(pointer_error("INVALID_ARRAY_INDEX", "'" + std::string(s) + "' names a key of an array", i));
      if (s.size() > 1 && s[0] == '0') {
        const std::string_view digits = s.substr(std::min(s.find_first_not_of('0'), s.size() - 1));
        return fail(pointer_error("INVALID_ARRAY_INDEX", "array index '" + std::string(s) + "' has a leading zero", i,
                     std::string(digits)));
      }
      std::size_t index = 0;
      const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), index);
      if (ec != std::errc() || end != s.data() + s.size() || index > array.size())
        return fail(pointer_error("ARRAY_INDEX_GAP",
                     "array index gap: expected " + std::to_string(array.size()) + ", got " + std::string(s), i,
                     std::to_string(array.size())));
      if (index == array.size()) {
        const bool first_creation = !undo_object && !undo_array;
        array.push_back(last ? std::move(value) : new_container(i + 1));
        if (last) return std::nullopt;
        if (first_creation) undo_array = &array;
        node = &array.back();
        continue;
      }
      child = &array[index];
    }
    // The place exists already.
    if (last)
      return fail(pointer_error("TYPE_CONFLICT", "this place already holds " + holding(*child) + " made by another pointer", whole));
    if (!child->is_array() && !child->is_object())
      return fail(pointer_error("TYPE_CONFLICT", "'" + std::string(s) + "' already holds a value, so it cannot hold a deeper path", whole));
    node = child;
  }
  return std::nullopt;
}

}  // namespace llmfmt::llmist
