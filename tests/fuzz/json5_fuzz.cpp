// libFuzzer target for JSON5 (docs/formats/json5.md). Checks: the result's invariants (tests/
// fixture_support.h: a value exactly when there is no error, diagnostics ordered, complete and
// inside the input, JSON that serialises); and JSON5 is a superset of JSON: on every input
// nlohmann/json accepts as strict JSON, the JSON5 value equals nlohmann's.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>

#include "fixture_support.h"
#include "fuzz_support.h"

using namespace llmfmt;
using namespace llmfmt::fuzz;

namespace {

// `ours` equals nlohmann's `theirs`, numbers compared as docs/formats/json5.md §6.2 defines ours:
// an integer that fits int64 is an int64, any other integer the nearest double (nlohmann keeps
// 2^63…2^64−1 as uint64: we compare that with the double it rounds to), and a fraction or
// exponent a double (both sides use a correctly rounded conversion, so doubles compare exactly).
// Object keys compare as a set, values by key (both keep the last of repeated names).
bool same(const Value& ours, const nlohmann::json& theirs) {
  switch (theirs.type()) {
    case nlohmann::json::value_t::null:
      return ours.is_null();
    case nlohmann::json::value_t::boolean:
      return ours.kind() == Value::Kind::boolean && ours.as_bool() == theirs.get<bool>();
    case nlohmann::json::value_t::number_integer:
      return ours.kind() == Value::Kind::integer && ours.as_int() == theirs.get<std::int64_t>();
    case nlohmann::json::value_t::number_unsigned:
      if (theirs.get<std::uint64_t>() <= std::uint64_t(std::numeric_limits<std::int64_t>::max()))
        return ours.kind() == Value::Kind::integer && std::uint64_t(ours.as_int()) == theirs.get<std::uint64_t>();
      return ours.kind() == Value::Kind::real && ours.as_double() == static_cast<double>(theirs.get<std::uint64_t>());
    case nlohmann::json::value_t::number_float:
      return ours.kind() == Value::Kind::real && ours.as_double() == theirs.get<double>();
    case nlohmann::json::value_t::string:
      return ours.kind() == Value::Kind::string && ours.as_string() == theirs.get_ref<const std::string&>();
    case nlohmann::json::value_t::array: {
      if (!ours.is_array() || ours.as_array().size() != theirs.size()) return false;
      for (std::size_t i = 0; i < theirs.size(); ++i)
        if (!same(ours.as_array()[i], theirs[i])) return false;
      return true;
    }
    case nlohmann::json::value_t::object: {
      if (!ours.is_object() || ours.as_object().size() != theirs.size()) return false;
      for (const auto& [key, value] : theirs.items()) {
        const Value* mine = ours.as_object().find(key);
        if (mine == nullptr || !same(*mine, value)) return false;
      }
      return true;
    }
    default:  // binary, discarded: not produced by parse()
      return false;
  }
}

// Whether a JSON value nests deeper than `limit` ([[1]] has depth 2, a scalar 0), as
// json5::Options::max_depth counts; stops looking below the limit (the input may nest thousands deep).
bool deeper_than(const nlohmann::json& j, std::size_t limit) {
  if (!j.is_structured()) return false;
  if (limit == 0) return true;
  for (const auto& child : j)
    if (deeper_than(child, limit - 1)) return true;
  return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const json5::Options options;
  const json5::Result result = json5::parse(text, options);
  require_none(testing::json5_invariants(result, text), "json5");
  require_inside(result.diagnostics, text.size(), "json5::parse");

  const nlohmann::json strict = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  // Deeper than max_depth is NESTING_TOO_DEEP in JSON5 by design (§8), not a difference. nlohmann's
  // lexer takes a NUL byte for the end of the input (it accepts `[1] \0x`); ours reports it.
  if (!strict.is_discarded() && !deeper_than(strict, options.max_depth) && text.find('\0') == std::string::npos) {
    require(result.document.value.has_value(), "json5: strict JSON that nlohmann accepts has no JSON5 value");
    require(same(*result.document.value, strict), "json5: the value differs from nlohmann's: " + strict.dump());
  }

  require_public_api_sound(Format::json5, text);
  require_fixes_never_worse(Format::json5, text);
  return 0;
}
