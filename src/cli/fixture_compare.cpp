#include "cli/fixture_compare.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <tuple>

#include <nlohmann/json.hpp>

namespace llmfmt::cli {
namespace {

constexpr const char* kLevelNames[] = {"tokens", "structure", "diagnostics", "positions", "spans", "messages"};

// Equality that ignores object key order; numbers by value as IEEE 754 doubles, or (by_kind)
// exactly, telling integers from floating-point numbers and -0.0 from 0.
bool same(const Json& a, const Json& b, NumberRule numbers) {
  if (a.is_number() && b.is_number()) {
    if (numbers == NumberRule::by_value) return a.get<double>() == b.get<double>();
    if (a.is_number_float() != b.is_number_float()) return false;
    if (a.is_number_float())
      return a.get<double>() == b.get<double>() && std::signbit(a.get<double>()) == std::signbit(b.get<double>());
    return a == b;
  }
  if (a.type() != b.type()) return false;
  if (a.is_array()) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
      if (!same(a[i], b[i], numbers)) return false;
    return true;
  }
  if (a.is_object()) {
    if (a.size() != b.size()) return false;
    for (auto it = a.begin(); it != a.end(); ++it)
      if (!b.contains(it.key()) || !same(it.value(), b.at(it.key()), numbers)) return false;
    return true;
  }
  return a == b;
}

bool compared_whole(const std::string& key) {
  return key == "parameters" || key == "messages" || key == "metadata" || key == "value" || key == "params" ||
         key == "vars";
}

// The level a key's value belongs to, inside a value of level `outer`.
Level level_of_key(const std::string& key, Level outer) {
  Level own = Level::structure;
  if (key == "span" || key == "offset" || key == "end")  // "end": a diagnostic's end position
    own = Level::spans;
  else if (key == "line" || key == "column" || key == "line_number" || key == "start_line" || key == "end_line")
    own = Level::positions;
  else if (key == "fix_hint" || key == "message")  // prose: advice for people, compared only at `messages`
    own = Level::messages;
  return std::max(own, outer);
}

std::string cut(const std::string& s, std::size_t from, std::size_t width) {
  std::string out = from > 0 ? "…" : "";
  // Do not cut inside a UTF-8 sequence.
  while (from > 0 && from < s.size() && (static_cast<unsigned char>(s[from]) & 0xC0) == 0x80) --from;
  std::size_t to = std::min(s.size(), from + width);
  while (to < s.size() && (static_cast<unsigned char>(s[to]) & 0xC0) == 0x80) ++to;
  out += s.substr(from, to - from);
  if (to < s.size()) out += "…";
  return out;
}

struct Matcher {
  DataRule rule;
  Level strictest;
  NumberRule numbers;
  std::vector<Difference> out;

  void add(Level level, const std::string& path, const Json& expected, const Json& actual) {
    // Two long strings: show both from a little before where they part.
    if (expected.is_string() && actual.is_string()) {
      const std::string e = expected.dump(-1, ' ', false, Json::error_handler_t::replace);
      const std::string a = actual.dump(-1, ' ', false, Json::error_handler_t::replace);
      std::size_t at = 0;
      while (at < e.size() && at < a.size() && e[at] == a[at]) ++at;
      const std::size_t from = at > 40 ? at - 40 : 0;
      out.push_back({level, path, cut(e, from, 100), cut(a, from, 100), expected, actual});
      return;
    }
    out.push_back({level, path, show_short(expected), show_short(actual), expected, actual});
  }

  void match(const Json& expected, const Json& actual, const std::string& path, Level level) {
    if (expected.is_object() && actual.is_object()) {
      for (auto it = expected.begin(); it != expected.end(); ++it) {
        const std::string at = path.empty() ? it.key() : path + "." + it.key();
        // Diagnostics (and TELT's errors) belong to their level whole: a port that reports none
        // yet passes `structure`.
        const bool diagnostics = it.key() == "diagnostics" || (path.empty() && it.key() == "errors");
        const Level inner = diagnostics ? std::max(level, Level::diagnostics) : level_of_key(it.key(), level);
        if (!actual.contains(it.key())) {
          // A diagnostic's "fix": null pins that it has none (the output leaves the key out).
          if (it.key() == "fix" && it.value().is_null()) continue;
          out.push_back({inner, at, show_short(it.value()), "nothing (missing)", it.value(), Json()});
        } else if (rule == DataRule::whole_data && compared_whole(it.key())) {
          if (!same(it.value(), actual.at(it.key()), numbers)) add(inner, at, it.value(), actual.at(it.key()));
        } else if (it.key() == "diagnostics" && it.value().is_array() && actual.at(it.key()).is_array()) {
          match_diagnostics(it.value(), actual.at(it.key()), at, inner);
        } else if (diagnostics && it.key() == "errors" && it.value().is_array() && actual.at(it.key()).is_array()) {
          match_errors(it.value(), actual.at(it.key()), at, inner);
        } else {
          match(it.value(), actual.at(it.key()), at, inner);
        }
      }
      return;
    }
    if (expected.is_array() && actual.is_array()) {
      if (expected.size() != actual.size()) {
        out.push_back({level, path, std::to_string(expected.size()) + " items",
                       std::to_string(actual.size()) + " items: " + show_short(actual), expected, actual});
        return;
      }
      for (std::size_t i = 0; i < expected.size(); ++i)
        match(expected[i], actual[i], path + "[" + std::to_string(i) + "]", level);
      return;
    }
    if (!same(expected, actual, numbers)) add(level, path, expected, actual);
  }

  // TELT errors: a list in source order, errors at one position in any order among themselves.
  void match_errors(const Json& expected, const Json& actual, const std::string& path, Level level) {
    auto position = [](const Json& e) { return std::make_pair(e.value("line_number", 0), e.value("column", 0)); };
    auto in_order = [&](const Json& list) {
      std::vector<Json> items(list.begin(), list.end());
      std::stable_sort(items.begin(), items.end(), [&](const Json& a, const Json& b) {
        return std::make_tuple(position(a), a.value("code", std::string())) <
               std::make_tuple(position(b), b.value("code", std::string()));
      });
      return Json(items);
    };
    for (std::size_t i = 1; i < actual.size(); ++i)
      if (actual[i].is_object() && actual[i - 1].is_object() && position(actual[i]) < position(actual[i - 1])) {
        out.push_back({std::max(level, Level::positions), path + "[" + std::to_string(i) + "]",
                       "errors in source order (by line, column)", "one before its predecessor", expected, actual});
        break;
      }
    match(in_order(expected), in_order(actual), path, level);
  }

  // A multiset: the (code, severity) pairs first, so that a missing or extra diagnostic is a
  // diagnostics failure even when it shifts every pair after it; then one by one.
  void match_diagnostics(const Json& expected, const Json& actual, const std::string& path, Level level) {
    // Severities count where the fixture gives every one.
    const bool severities = std::all_of(expected.begin(), expected.end(), [](const Json& d) { return d.contains("severity"); });
    auto kinds = [&](const Json& list) {
      std::vector<std::string> out;
      for (const Json& d : list)
        out.push_back(d.value("code", std::string()) + (severities ? " " + d.value("severity", std::string()) : ""));
      std::sort(out.begin(), out.end());
      return out;
    };
    const std::vector<std::string> want = kinds(expected), have = kinds(actual);
    if (want != have) {
      auto list = [](const std::vector<std::string>& v) {
        std::string s = "[";
        for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + v[i];
        return s + "]";
      };
      std::vector<std::string> missing, extra;
      std::set_difference(want.begin(), want.end(), have.begin(), have.end(), std::back_inserter(missing));
      std::set_difference(have.begin(), have.end(), want.begin(), want.end(), std::back_inserter(extra));
      std::string got = cut(list(have), 0, 160);
      if (!missing.empty()) got += " (missing " + cut(list(missing), 0, 160) + ")";
      if (!extra.empty()) got += " (extra " + cut(list(extra), 0, 160) + ")";
      out.push_back({level, path, cut(list(want), 0, 160), got, expected, actual});
      return;
    }
    // Then one by one, paired by what they say (code, severity, the text of the fix's edits;
    // the hint only to break ties): a wrong fix is found at any level from diagnostics up.
    auto sorted = [](const Json& list, auto key) {
      std::vector<Json> items(list.begin(), list.end());
      std::stable_sort(items.begin(), items.end(), [&](const Json& a, const Json& b) { return key(a) < key(b); });
      return Json(items);
    };
    auto by_content = [](const Json& d) {
      std::string edits;
      if (d.contains("fix") && d.at("fix").is_object() && d.at("fix").contains("edits"))
        for (const Json& e : d.at("fix").at("edits")) edits += e.value("text", std::string()) + '\x1F';
      return std::make_tuple(d.value("code", std::string()), d.value("severity", std::string()), edits,
                             d.contains("fix_hint") ? d.at("fix_hint").dump() : std::string());
    };
    const std::size_t before = out.size();
    match(sorted(expected, by_content), sorted(actual, by_content), path, level);
    // Positions (and prose) are compared in the next step, paired by position.
    out.erase(std::remove_if(out.begin() + static_cast<std::ptrdiff_t>(before), out.end(),
                             [](const Difference& d) { return d.level >= Level::positions; }),
              out.end());
    if (out.size() > before || strictest < Level::positions) return;
    // Then paired by position: the same diagnostics, so whatever differs now is where they are.
    auto by_position = [](const Json& d) {
      return std::make_tuple(d.value("line", 0), d.value("column", 0), d.value("code", std::string()));
    };
    match(sorted(expected, by_position), sorted(actual, by_position), path, level);
    for (std::size_t i = before; i < out.size(); ++i) out[i].level = std::max(out[i].level, Level::positions);
  }
};

}  // namespace

const char* level_name(Level level) { return kLevelNames[static_cast<int>(level)]; }

std::optional<Level> level_from_name(std::string_view name) {
  for (int i = 0; i < 6; ++i)
    if (name == kLevelNames[i]) return static_cast<Level>(i);
  return std::nullopt;
}

std::string to_string(const Difference& d) { return d.path + ": expected " + d.expected + ", got " + d.actual; }

std::string show_short(const Json& value, std::size_t width) {
  return cut(value.dump(-1, ' ', false, Json::error_handler_t::replace), 0, width);
}

std::vector<Difference> compare_expected(const Json& expected, const Json& actual, DataRule rule, Level strictest,
                                         NumberRule numbers) {
  Matcher m{rule, strictest, numbers, {}};
  if (!actual.is_object()) {
    m.out.push_back({Level::structure, "", "a JSON object", show_short(actual), expected, actual});
    return m.out;
  }
  m.match(expected, actual, "", Level::structure);
  return m.out;
}

}  // namespace llmfmt::cli
