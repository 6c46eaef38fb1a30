#include "llmfmt/core/value.h"

#include <cmath>

namespace llmfmt {

Object::Object(const Object& other) : entries_(other.entries_) {
  if (other.index_) build_index();
}

Object& Object::operator=(const Object& other) {
  if (this != &other) *this = Object(other);
  return *this;
}

Object::~Object() = default;

void Object::build_index() {
  index_ = std::make_unique<std::unordered_map<std::string, std::size_t>>();
  index_->reserve(entries_.size() * 2);
  for (std::size_t i = 0; i < entries_.size(); ++i) index_->emplace(entries_[i].first, i);
}

Value* Object::find(std::string_view key) {
  if (index_) {
    auto it = index_->find(std::string(key));
    return it == index_->end() ? nullptr : &entries_[it->second].second;
  }
  for (Entry& e : entries_)
    if (e.first == key) return &e.second;
  return nullptr;
}

const Value* Object::find(std::string_view key) const {
  return const_cast<Object*>(this)->find(key);
}

Value& Object::set(std::string key, Value value) {
  if (Value* existing = find(key)) return *existing = std::move(value);
  if (index_) index_->emplace(key, entries_.size());
  entries_.emplace_back(std::move(key), std::move(value));
  if (!index_ && entries_.size() > kIndexFrom) build_index();
  return entries_.back().second;
}

void Object::pop_back() {
  if (index_) index_->erase(entries_.back().first);
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
