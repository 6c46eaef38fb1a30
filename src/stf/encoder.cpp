// STF encoder (stf.md § Encoding, stf-commands.md § Encoder, DECISIONS §5) and the JSON5 writer
// its blocks use.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

#include "llmfmt/stf.h"
#include "stf/arguments.h"
#include "stf/line.h"

namespace llmfmt::stf {
namespace {

bool is_identifier_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$'; }
bool is_identifier_part(char c) { return is_identifier_start(c) || (c >= '0' && c <= '9'); }

// A key JSON5 reads without quotes (ASCII identifiers; the literal names are quoted to be safe).
bool bare_key(std::string_view key) {
  if (key.empty() || !is_identifier_start(key[0])) return false;
  for (char c : key)
    if (!is_identifier_part(c)) return false;
  return key != "true" && key != "false" && key != "null" && key != "Infinity" && key != "NaN";
}

// The shortest text that reads back as the same double, always with a '.' or an exponent so that
// it reads back as a double and not as an integer.
std::string format_double(double d) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "Infinity" : "-Infinity";
  char buf[40];
  for (int precision = 1; precision <= 17; ++precision) {
    std::snprintf(buf, sizeof buf, "%.*g", precision, d);
    if (std::strtod(buf, nullptr) == d) break;
  }
  std::string s = buf;
  const std::size_t e = s.find_first_of("eE");
  const std::string mantissa = s.substr(0, e);
  if (mantissa.find('.') == std::string::npos) s.insert(e == std::string::npos ? s.size() : e, ".0");
  return s;
}

void write(const Value& v, std::string& out, std::size_t indent) {
  switch (v.kind()) {
    case Value::Kind::null: out += "null"; return;
    case Value::Kind::boolean: out += v.as_bool() ? "true" : "false"; return;
    case Value::Kind::integer: out += std::to_string(v.as_int()); return;
    case Value::Kind::real: out += format_double(v.as_double()); return;
    case Value::Kind::string: out += quote_json5(v.as_string()); return;
    case Value::Kind::array: {
      const Array& a = v.as_array();
      if (a.empty()) {
        out += "[]";
        return;
      }
      out += "[\n";
      for (std::size_t i = 0; i < a.size(); ++i) {
        out.append(indent + 2, ' ');
        write(a[i], out, indent + 2);
        out += i + 1 < a.size() ? ",\n" : "\n";
      }
      out.append(indent, ' ');
      out += ']';
      return;
    }
    case Value::Kind::object: {
      const Object& o = v.as_object();
      if (o.empty()) {
        out += "{}";
        return;
      }
      out += "{\n";
      std::size_t i = 0;
      for (const auto& [key, item] : o) {
        out.append(indent + 2, ' ');
        out += bare_key(key) ? key : quote_json5(key);
        out += ": ";
        write(item, out, indent + 2);
        out += ++i < o.size() ? ",\n" : "\n";
      }
      out.append(indent, ' ');
      out += '}';
      return;
    }
  }
}

// Appends `text` as data lines: each line that starts with ';' is escaped as ";;".
void write_lines(std::string_view text, std::string& out) {
  for (std::size_t from = 0;;) {
    const std::size_t nl = text.find('\n', from);
    const std::string_view line = text.substr(from, nl == std::string_view::npos ? std::string_view::npos : nl - from);
    if (!line.empty() && line[0] == ';') out += ';';
    out += line;
    out += '\n';
    if (nl == std::string_view::npos) break;
    from = nl + 1;
  }
}

void write_block(const char* command, const Value& value, std::string& out) {
  out += command;
  out += '\n';
  write_lines(to_json5(value), out);
  out += ";end\n";
}

// DECISIONS §5: quoted when empty, with a blank, LF or CR, or starting or ending with a quote.
std::string argument_value(const std::string& s) {
  const bool quote = s.empty() || s.find_first_of(" \t\n\r") != std::string::npos || s.front() == '"' ||
                     s.front() == '\'' || s.back() == '"' || s.back() == '\'';
  return quote ? quote_json5(s) : s;
}

const char* short_command(const std::string& role) {
  if (role == "user") return ";user";
  if (role == "assistant") return ";ai";
  if (role == "system") return ";sys";
  if (role == "developer") return ";dev";
  if (role == "tool") return ";tool";
  return nullptr;
}

// Whether role commands, arguments, data lines and ;extra can carry every field of `m`.
bool commands_can_carry(const Object& m) {
  for (const auto& [key, value] : m) {
    if (key == "role" || key == "content" || key == "name" || key == "id" || key == "call_id") {
      if (value.kind() != Value::Kind::string) return false;
      // Text whose data lines would warn LONE_CR or MARKDOWN_PREFIX on decoding goes in the JSON5
      // body, as it is.
      if (key == "content" && (command_after_lone_cr(value.as_string()).first != std::string_view::npos ||
                               command_after_markdown(value.as_string())))
        return false;
    } else if (key != "extra") {
      return false;
    }
  }
  return true;
}

}  // namespace

std::optional<std::string> message_problem(const Value& message) {
  if (!message.is_object()) return std::string("a message must be an object");
  const Object& m = message.as_object();
  const Value* role = m.find("role");
  if (!role) return std::string("the message has no 'role'");
  if (role->kind() != Value::Kind::string) return std::string("'role' must be a string");
  const Value* content = m.find("content");
  if (!content) return std::string("the message has no 'content'");
  if (content->kind() != Value::Kind::string && !content->is_array())
    return std::string("'content' must be a string or an array of content parts");
  return std::nullopt;
}

std::string to_json5(const Value& value) {
  std::string out;
  write(value, out, 0);
  return out;
}

std::string encode(const std::vector<Value>& messages, const std::optional<Value>& metadata,
                   const EncodeOptions& options) {
  for (std::size_t i = 0; i < messages.size(); ++i)
    if (std::optional<std::string> problem = message_problem(messages[i]))
      throw std::invalid_argument("message " + std::to_string(i) + ": " + *problem);

  std::string out;
  if (metadata && options.metadata) write_block(";meta", *metadata, out);
  for (const Value& message : messages) {
    const Object& m = message.as_object();
    if (!commands_can_carry(m)) {
      Object body;
      for (const auto& [key, value] : m)
        if (options.extra || key != "extra") body.set(key, value);
      write_block(";raw", Value(std::move(body)), out);
      continue;
    }
    const std::string& role = m.find("role")->as_string();
    if (const char* command = short_command(role)) {
      out += command;
    } else {
      out += ";msg role=";
      out += argument_value(role);
    }
    for (const char* key : {"name", "id", "call_id"})
      if (const Value* v = m.find(key)) {
        out += ' ';
        out += key;
        out += '=';
        out += argument_value(v->as_string());
      }
    out += '\n';
    const std::string& content = m.find("content")->as_string();
    if (!content.empty()) write_lines(content, out);
    if (options.extra)
      if (const Value* extra = m.find("extra")) write_block(";extra", *extra, out);
  }
  return out;
}

std::string encode(const Document& document, const EncodeOptions& options) {
  return encode(document.messages, document.metadata, options);
}

}  // namespace llmfmt::stf
