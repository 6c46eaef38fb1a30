// Reply validation (spec §9–§10, DECISIONS §4): strict JSON, exact types, nothing converted.
#include <cmath>
#include <cstdint>

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

}  // namespace

Validation validate_reply(std::string_view reply, const Step& step) {
  Json j;
  try {
    j = Json::parse(reply.begin(), reply.end());
  } catch (const std::exception& e) {
    return fail("INVALID_JSON", std::string("the reply is not valid JSON: ") + e.what());
  }
  if (!j.is_object()) return fail("INVALID_JSON", "the reply is JSON but not an object");
  for (const char* key : {"error", "out"})
    if (!j.contains(key)) return fail("MISSING_KEY", std::string("the reply has no \"") + key + "\"");

  const Json& error = j.at("error");
  if (error.is_null()) return fail("NULL_VALUE", "\"error\" is null; it must be 0 or 1");
  if (!is_int64(error) || (error.get<std::int64_t>() != 0 && error.get<std::int64_t>() != 1))
    return fail("TYPE_MISMATCH", "\"error\" is " + kind_of(error) + "; it must be the integer 0 or 1");
  const Json& out = j.at("out");
  if (out.is_null()) return fail("NULL_VALUE", "\"out\" is null; it must be a string");
  if (!out.is_string()) return fail("TYPE_MISMATCH", "\"out\" is " + kind_of(out) + "; it must be a string");
  const std::string out_text = out.get<std::string>();
  if (error.get<std::int64_t>() == 1) return fail("STEP_FAILED", "the model reported error 1: " + out_text, out_text);

  Validation v;
  v.out = out_text;
  if (!step.defs.empty()) {
    if (!j.contains("vars")) return fail("MISSING_KEY", "the reply has no \"vars\" but the step has /DEF", out_text);
    const Json& vars = j.at("vars");
    if (vars.is_null()) return fail("NULL_VALUE", "\"vars\" is null; it must be an object", out_text);
    if (!vars.is_object()) return fail("TYPE_MISMATCH", "\"vars\" is " + kind_of(vars) + "; it must be an object", out_text);
    for (const Def& d : step.defs) {
      if (!vars.contains(d.name)) return fail("MISSING_VAR", "\"vars\" has no \"" + d.name + "\"", out_text);
      const Json& value = vars.at(d.name);
      if (value.is_null()) return fail("NULL_VALUE", "\"" + d.name + "\" is null", out_text);
      const std::string problem = type_problem(value, d.type);
      if (!problem.empty())
        return fail("TYPE_MISMATCH",
                    "\"" + d.name + "\" is " + kind_of(value) + "; as " + to_string(d.type) + " it must be " + problem,
                    out_text);
      v.vars.set(d.name, from_json(value));
    }
  }
  v.ok = true;
  return v;
}

}  // namespace llmfmt::dsl
