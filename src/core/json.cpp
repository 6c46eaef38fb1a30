#include "llmfmt/core/json.h"

#include <cmath>

#include "core/utf8.h"

namespace llmfmt {

std::string to_valid_utf8(std::string_view bytes) {
  if (utf8::first_invalid(bytes) == std::string_view::npos) return std::string(bytes);
  std::string out;
  out.reserve(bytes.size() + 8);
  for (std::size_t i = 0; i < bytes.size();) {
    const std::size_t n = utf8::sequence_length(bytes, i);
    if (n == 0) {
      out += "\xEF\xBF\xBD";  // U+FFFD, once per maximal subpart (WHATWG Encoding Standard)
      i += utf8::ill_formed_length(bytes, i);
    } else {
      out.append(bytes, i, n);
      i += n;
    }
  }
  return out;
}

Json to_json(const Value& value) {
  switch (value.kind()) {
    case Value::Kind::null: return nullptr;
    case Value::Kind::boolean: return value.as_bool();
    case Value::Kind::integer: return value.as_int();
    case Value::Kind::real: {
      const double d = value.as_double();
      return std::isfinite(d) ? Json(d) : Json(nullptr);
    }
    case Value::Kind::string: return to_valid_utf8(value.as_string());
    case Value::Kind::array: {
      Json out = Json::array();
      for (const Value& item : value.as_array()) out.push_back(to_json(item));
      return out;
    }
    case Value::Kind::object: {
      Json out = Json::object();
      for (const auto& [key, item] : value.as_object()) out[to_valid_utf8(key)] = to_json(item);
      return out;
    }
  }
  return nullptr;
}

// Positions and spans are most of a parse's JSON (every segment, value and node has one): their
// fields are appended in order, not looked up by key as operator[] or an initializer list do.
Json to_json(const Position& position) {
  Json out(Json::value_t::object);
  Json::object_t& fields = out.get_ref<Json::object_t&>();
  fields.reserve(3);
  fields.emplace_back("line", position.line);
  fields.emplace_back("column", position.column);
  fields.emplace_back("offset", position.offset);
  return out;
}

Json to_json(const Span& span) {
  Json out(Json::value_t::object);
  Json::object_t& fields = out.get_ref<Json::object_t&>();
  fields.reserve(2);
  fields.emplace_back("start", to_json(span.start));
  fields.emplace_back("end", to_json(span.end));
  return out;
}

Json fix_json(const std::vector<Edit>& edits) {
  Json list = Json::array();
  for (const Edit& e : edits)
    list.push_back({{"start", to_json(e.range.start)}, {"end", to_json(e.range.end)}, {"text", to_valid_utf8(e.text)}});
  return {{"edits", list}};
}

Json to_json(const Diagnostic& d) {
  Json out = Json::object();
  out["code"] = d.code;
  out["message"] = to_valid_utf8(d.message);
  out["severity"] = to_string(d.severity);
  out["line"] = d.span.start.line;
  out["column"] = d.span.start.column;
  out["offset"] = d.span.start.offset;
  out["end"] = to_json(d.span.end);
  out["content"] = to_valid_utf8(d.content);
  out["context_window"] = to_valid_utf8(d.context_window);
  out["fix_hint"] = d.fix_hint ? Json(to_valid_utf8(*d.fix_hint)) : Json(nullptr);
  if (!d.fix.empty()) out["fix"] = fix_json(d.fix);
  return out;
}

Json to_json(const std::vector<Diagnostic>& diagnostics) {
  Json out = Json::array();
  for (const Diagnostic& d : diagnostics) out.push_back(to_json(d));
  return out;
}

Value from_json(const Json& json) {
  switch (json.type()) {
    case Json::value_t::boolean: return json.get<bool>();
    case Json::value_t::number_integer: return json.get<std::int64_t>();
    case Json::value_t::number_unsigned: {
      const auto u = json.get<std::uint64_t>();
      if (u <= static_cast<std::uint64_t>(INT64_MAX)) return static_cast<std::int64_t>(u);
      return static_cast<double>(u);
    }
    case Json::value_t::number_float: return json.get<double>();
    case Json::value_t::string: return json.get<std::string>();
    case Json::value_t::array: {
      Array out;
      for (const auto& item : json) out.push_back(from_json(item));
      return out;
    }
    case Json::value_t::object: {
      Object out;
      for (auto it = json.begin(); it != json.end(); ++it) out.set(it.key(), from_json(it.value()));
      return out;
    }
    default: return nullptr;
  }
}

}  // namespace llmfmt
