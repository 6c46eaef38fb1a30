// A JSON-like value: null, bool, int64, double, string, array, ordered object.
// Shared by every format that produces data (llmist parameters, STF messages, DSL variables…).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <variant>
#include <vector>

#include "llmfmt/export.h"

LLMFMT_API_BEGIN
namespace llmfmt {

class Value;
using Array = std::vector<Value>;

/// An object that keeps its keys in insertion order, with O(1) lookup by key: a short object is
/// searched in order, a long one gets a hash index (so a small object costs no more than its
/// entries, and a Value is 40 bytes).
class Object {
 public:
  using Entry = std::pair<std::string, Value>;

  Object() = default;
  Object(const Object& other);
  Object& operator=(const Object& other);
  Object(Object&&) noexcept = default;
  Object& operator=(Object&&) noexcept = default;
  ~Object();

  /// The value stored under `key`, or nullptr.
  Value* find(std::string_view key);
  const Value* find(std::string_view key) const;
  /// Inserts `key` at the end, or replaces the value of an existing key in place.
  Value& set(std::string key, Value value);
  /// Removes the most recently inserted entry.
  void pop_back();

  std::size_t size() const { return entries_.size(); }
  bool empty() const { return entries_.empty(); }
  auto begin() const { return entries_.begin(); }
  auto end() const { return entries_.end(); }

  /// Equal when they hold the same keys with equal values, in any order (as JSON objects).
  friend bool operator==(const Object& a, const Object& b);
  friend bool operator!=(const Object& a, const Object& b) { return !(a == b); }

 private:
  static constexpr std::size_t kIndexFrom = 16;  // entries from which an object has an index
  void build_index();

  std::vector<Entry> entries_;
  std::unique_ptr<std::unordered_map<std::string, std::size_t>> index_;  // key → entry; long objects only
};

class Value {
 public:
  enum class Kind { null, boolean, integer, real, string, array, object };

  Value() = default;
  Value(std::nullptr_t) {}
  Value(bool b) : v_(b) {}
  Value(std::int64_t i) : v_(i) {}
  Value(int i) : v_(std::int64_t{i}) {}
  Value(double d) : v_(d) {}
  Value(std::string s) : v_(std::move(s)) {}
  Value(const char* s) : v_(std::string(s)) {}
  Value(Array a) : v_(std::move(a)) {}
  Value(Object o) : v_(std::move(o)) {}

  Kind kind() const { return static_cast<Kind>(v_.index()); }
  bool is_null() const { return kind() == Kind::null; }
  bool is_array() const { return kind() == Kind::array; }
  bool is_object() const { return kind() == Kind::object; }

  // Typed access; calling the wrong one throws std::bad_variant_access.
  bool as_bool() const { return std::get<bool>(v_); }
  std::int64_t as_int() const { return std::get<std::int64_t>(v_); }
  double as_double() const { return std::get<double>(v_); }
  const std::string& as_string() const { return std::get<std::string>(v_); }
  const Array& as_array() const { return std::get<Array>(v_); }
  Array& as_array() { return std::get<Array>(v_); }
  const Object& as_object() const { return std::get<Object>(v_); }
  Object& as_object() { return std::get<Object>(v_); }

  /// Structural equality; an integer never equals a double (1 != 1.0), and NaN equals NaN so that
  /// round-trip tests can compare non-finite numbers.
  friend bool operator==(const Value& a, const Value& b);
  friend bool operator!=(const Value& a, const Value& b) { return !(a == b); }

 private:
  std::variant<std::monostate, bool, std::int64_t, double, std::string, Array, Object> v_;
};

}  // namespace llmfmt
LLMFMT_API_END
