#include "fixture_support.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <tuple>

namespace llmfmt::testing {
namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

std::string base64_decode(const std::string& in) {
  auto value = [](char c) -> int {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
  };
  std::string out;
  unsigned bits = 0;
  int count = 0;
  for (char c : in) {
    const int v = value(c);
    if (v < 0) continue;  // padding, whitespace
    bits = (bits << 6) | static_cast<unsigned>(v);
    count += 6;
    if (count >= 8) {
      count -= 8;
      out += static_cast<char>((bits >> count) & 0xFF);
    }
  }
  return out;
}

std::string show(const Json& j) {
  std::string s = j.dump(-1, ' ', false, Json::error_handler_t::replace);
  return s.size() > 300 ? s.substr(0, 300) + "…" : s;
}

// Exact equality that tells integers from floating-point numbers and ignores object key order.
bool same(const Json& a, const Json& b) {
  if (a.is_number() && b.is_number()) {
    if (a.is_number_float() != b.is_number_float()) return false;
    if (a.is_number_float()) return a.get<double>() == b.get<double>() && std::signbit(a.get<double>()) == std::signbit(b.get<double>());
    return a == b;
  }
  if (a.type() != b.type()) return false;
  if (a.is_array()) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
      if (!same(a[i], b[i])) return false;
    return true;
  }
  if (a.is_object()) {
    if (a.size() != b.size()) return false;
    for (auto it = a.begin(); it != a.end(); ++it)
      if (!b.contains(it.key()) || !same(it.value(), b.at(it.key()))) return false;
    return true;
  }
  return a == b;
}

// `expected` is a pattern: objects need only the keys it gives; lists match in length and order;
// "parameters" (data) compare whole.
void match(const Json& expected, const Json& actual, const std::string& where, std::vector<std::string>& out) {
  if (expected.is_object() && actual.is_object()) {
    for (auto it = expected.begin(); it != expected.end(); ++it) {
      const std::string at = where.empty() ? it.key() : where + "." + it.key();
      if (!actual.contains(it.key())) {
        out.push_back(at + ": missing");
      } else if (it.key() == "parameters") {
        if (!same(it.value(), actual.at(it.key())))
          out.push_back(at + ": expected " + show(it.value()) + ", got " + show(actual.at(it.key())));
      } else {
        match(it.value(), actual.at(it.key()), at, out);
      }
    }
    return;
  }
  if (expected.is_array() && actual.is_array()) {
    if (expected.size() != actual.size()) {
      out.push_back(where + ": expected " + std::to_string(expected.size()) + " items, got " +
                    std::to_string(actual.size()) + ": " + show(actual));
      return;
    }
    for (std::size_t i = 0; i < expected.size(); ++i)
      match(expected[i], actual[i], where + "[" + std::to_string(i) + "]", out);
    return;
  }
  if (!same(expected, actual)) out.push_back(where + ": expected " + show(expected) + ", got " + show(actual));
}

Json sorted_diagnostics(const Json& list) {
  std::vector<Json> items(list.begin(), list.end());
  auto key = [](const Json& d) {
    return std::make_tuple(d.value("line", 0), d.value("column", 0), d.value("code", std::string()));
  };
  std::stable_sort(items.begin(), items.end(), [&](const Json& a, const Json& b) { return key(a) < key(b); });
  Json out = Json::array();
  for (Json& d : items) out.push_back(std::move(d));
  return out;
}

}  // namespace

Fixture load_fixture(const std::string& path) {
  Fixture f;
  f.path = path;
  f.json = Json::parse(read_file(path));
  if (f.json.contains("input_base64")) {
    f.input = base64_decode(f.json.at("input_base64").get<std::string>());
  } else if (f.json.at("input").is_array()) {
    bool first = true;
    for (const Json& line : f.json.at("input")) {
      if (!first) f.input += '\n';
      f.input += line.get<std::string>();
      first = false;
    }
  } else {
    f.input = f.json.at("input").get<std::string>();
  }
  return f;
}

std::vector<std::string> fixture_files(const std::string& dir) {
  std::vector<std::string> out;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir))
    if (entry.is_regular_file() && entry.path().extension() == ".json") out.push_back(entry.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

llmist::Options llmist_options(const Fixture& fixture) {
  llmist::Options options;
  if (!fixture.json.contains("options")) return options;
  const Json& o = fixture.json.at("options");
  if (o.contains("startPrefix")) options.markers.start = o.at("startPrefix").get<std::string>();
  if (o.contains("endPrefix")) options.markers.end = o.at("endPrefix").get<std::string>();
  if (o.contains("argPrefix")) options.markers.arg = o.at("argPrefix").get<std::string>();
  return options;
}

std::vector<std::string> compare(const Json& expected, const Json& actual) {
  std::vector<std::string> out;
  for (auto it = expected.begin(); it != expected.end(); ++it) {
    if (!actual.contains(it.key())) {
      out.push_back(it.key() + ": missing");
    } else if (it.key() == "diagnostics") {
      match(sorted_diagnostics(it.value()), sorted_diagnostics(actual.at(it.key())), "diagnostics", out);
    } else {
      match(it.value(), actual.at(it.key()), it.key(), out);
    }
  }
  return out;
}

std::vector<std::string> llmist_invariants(const llmist::Document& document) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < document.calls.size(); ++i) {
    const llmist::Call& call = document.calls[i];
    if (call.parameters.has_value() == call.parse_error.has_value())
      out.push_back("calls[" + std::to_string(i) + "]: parameters must be null exactly when parseError is set");
    if (call.parameters && !call.parameters->is_object())
      out.push_back("calls[" + std::to_string(i) + "]: parameters is not an object");
    if (call.span.end.offset < call.span.start.offset)
      out.push_back("calls[" + std::to_string(i) + "]: span ends before it starts");
  }
  std::size_t last = 0;
  for (const Diagnostic& d : document.diagnostics) {
    if (d.position.offset < last) out.push_back("diagnostics are not ordered by offset");
    last = d.position.offset;
    if (d.code.empty() || d.message.empty()) out.push_back("a diagnostic lacks its code or message");
    if (d.position.line == 0 || d.position.column == 0) out.push_back("a diagnostic has a 0 line or column");
  }
  return out;
}

std::vector<std::string> random_chunks(const std::string& text, unsigned long long seed, std::size_t max_chunk) {
  std::vector<std::string> out;
  SplitMix64 rng{seed};
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t n = 1 + rng.below(max_chunk);
    out.push_back(text.substr(at, n));
    at += n;
  }
  return out;
}

llmist::Document parse_chunked(const std::vector<std::string>& chunks, const llmist::Options& options) {
  llmist::StreamParser parser(options);
  for (const std::string& chunk : chunks) parser.feed(chunk);
  return parser.finish();
}

}  // namespace llmfmt::testing
