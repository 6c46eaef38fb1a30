// Where a format writes its JSON shape (src/<format>/json.cpp), field by field and item by item:
// into a Json tree (JsonTreeOut: to_json of a result) or as text while the input is read
// (JsonTextOut: write_json, exactly as Json::dump(indent) would print the tree, so a big result is
// printed piece by piece instead of held twice, as values and as one JSON tree). Each format
// states its shape once, in one function over a JsonOut, and both outputs come from it.
#pragma once

#include <ostream>
#include <string_view>
#include <vector>

#include "llmfmt/core/json.h"

namespace llmfmt {

/// An object under construction (the outermost one is open from the start).
class JsonOut {
 public:
  virtual ~JsonOut() = default;

  virtual void field(std::string_view key, Json value) = 0;
  /// An object field whose fields follow; closed by end_object().
  virtual void begin_object(std::string_view key) = 0;
  /// An array field whose items follow; closed by end_array().
  virtual void begin_array(std::string_view key) = 0;
  virtual void item(Json value) = 0;
  /// An array item that is an object (fields follow; end_object()) or an array (items follow;
  /// end_array()).
  virtual void begin_item_object() = 0;
  virtual void begin_item_array() = 0;
  virtual void end_object() = 0;
  virtual void end_array() = 0;

  /// An array field of `items`, each written as `to_json(item)` gives it.
  template <class Items, class ToJson>
  void array(std::string_view key, const Items& items, ToJson to_json) {
    begin_array(key);
    for (const auto& i : items) item(to_json(i));
    end_array();
  }
};

/// Builds the Json tree.
class JsonTreeOut : public JsonOut {
 public:
  JsonTreeOut() : open_{&root_} {}

  void field(std::string_view key, Json value) override { (*open_.back())[std::string(key)] = std::move(value); }
  void begin_object(std::string_view key) override { open_.push_back(&((*open_.back())[std::string(key)] = Json::object())); }
  void begin_array(std::string_view key) override { open_.push_back(&((*open_.back())[std::string(key)] = Json::array())); }
  void item(Json value) override { open_.back()->push_back(std::move(value)); }
  void begin_item_object() override { open_.push_back(&open_.back()->emplace_back(Json::object())); }
  void begin_item_array() override { open_.push_back(&open_.back()->emplace_back(Json::array())); }
  void end_object() override { open_.pop_back(); }
  void end_array() override { open_.pop_back(); }

  /// The object, once every nested one is closed.
  Json take() { return std::move(root_); }

 private:
  Json root_ = Json::object();
  std::vector<Json*> open_;  // the innermost last (a member's address stays: no sibling is added while it is open)
};

/// Prints as it goes; end() closes the outermost object.
class JsonTextOut : public JsonOut {
 public:
  JsonTextOut(std::ostream& out, int indent) : out_(out), indent_(indent) { open_('{'); }

  void field(std::string_view key, Json value) override {
    key_(key);
    value_(value);
  }
  void begin_object(std::string_view key) override {
    key_(key);
    open_('{');
  }
  void begin_array(std::string_view key) override {
    key_(key);
    open_('[');
  }
  void item(Json value) override {
    separate_();
    value_(value);
  }
  void begin_item_object() override {
    separate_();
    open_('{');
  }
  void begin_item_array() override {
    separate_();
    open_('[');
  }
  void end_object() override { close_('}'); }
  void end_array() override { close_(']'); }
  /// Closes the outermost object.
  void end() { close_('}'); }

 private:
  void newline_(std::size_t level) {
    if (indent_ >= 0) out_ << '\n' << std::string(level * static_cast<std::size_t>(indent_), ' ');
  }
  void open_(char bracket) {
    out_ << bracket;
    members_.push_back(0);
  }
  void close_(char bracket) {
    const bool any = members_.back() > 0;
    members_.pop_back();
    if (any) newline_(members_.size());
    out_ << bracket;
  }
  // A comma after the previous member of the innermost object or array, and its line.
  void separate_() {
    out_ << (members_.back()++ ? "," : "");
    newline_(members_.size());
  }
  void key_(std::string_view key) {
    separate_();
    out_ << Json(key).dump() << (indent_ >= 0 ? ": " : ":");
  }
  // A value at the current nesting: its own lines indented to that level.
  void value_(const Json& value) {
    const std::string text = value.dump(indent_);
    if (indent_ < 0) {
      out_ << text;
      return;
    }
    const std::string pad(members_.size() * static_cast<std::size_t>(indent_), ' ');
    std::size_t from = 0;
    for (std::size_t lf; (lf = text.find('\n', from)) != std::string::npos; from = lf + 1)
      out_.write(text.data() + from, static_cast<std::streamsize>(lf + 1 - from)) << pad;
    out_.write(text.data() + from, static_cast<std::streamsize>(text.size() - from));
  }

  std::ostream& out_;
  int indent_;
  std::vector<std::size_t> members_;  // per open object or array: members written so far
};

}  // namespace llmfmt
