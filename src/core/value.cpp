#include "llmfmt/core/value.h"

#include <cmath>

namespace llmfmt {

Value* Object::find(std::string_view key) {
  auto it = index_.find(std::string(key));
  return it == index_.end() ? nullptr : &entries_[it->second].second;
}

const Value* Object::find(std::string_view key) const {
  return const_cast<Object*>(this)->find(key);
}

Value& Object::set(std::string key, Value value) {
  auto [it, inserted] = index_.emplace(key, entries_.size());
  if (!inserted) return entries_[it->second].second = std::move(value);
  entries_.emplace_back(std::move(key), std::move(value));
  return entries_.back().second;
}

void Object::pop_back() {
  index_.erase(entries_.back().first);
  entries_.pop_back();
}

bool operator==(const Object& a, const Object& b) {
  if (a.size() != b.size()) return false;
  for (const auto& [key, value] : a.entries_) {
    const Value* other = b.find(key);
    if (!other || *other != value) return false;
  }
  return true;
}

bool operator==(const Value& a, const Value& b) {
  if (a.kind() != b.kind()) return false;
  if (a.kind() == Value::Kind::real) {
    const double x = a.as_double(), y = b.as_double();
    if (std::isnan(x) && std::isnan(y)) return true;
    return x == y && std::signbit(x) == std::signbit(y);
  }
  return a.v_ == b.v_;
}

}  // namespace llmfmt
