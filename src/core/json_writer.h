// Writes a JSON object one field, nested object or array item at a time, exactly as
// Json::dump(indent) would print the whole object (indent < 0: compact), so a big result (a
// document's calls, messages, nodes…) is printed piece by piece instead of held twice, as values
// and as one JSON tree.
#pragma once

#include <ostream>
#include <string_view>
#include <vector>

#include "llmfmt/core/json.h"

namespace llmfmt {

class JsonObjectWriter {
 public:
  JsonObjectWriter(std::ostream& out, int indent) : out_(out), indent_(indent) { open_('{'); }

  void field(std::string_view key, const Json& value) {
    key_(key);
    value_(value);
  }
  /// An object field whose fields follow; closed by end_object().
  void begin_object(std::string_view key) {
    key_(key);
    open_('{');
  }
  void end_object() { close_('}'); }
  /// An array field whose items follow with item(); closed by end_array().
  void begin_array(std::string_view key) {
    key_(key);
    open_('[');
  }
  void item(const Json& value) {
    separate_();
    value_(value);
  }
  /// An array item that is an object (fields follow; end_object()) or an array (items follow;
  /// end_array()).
  void begin_item_object() {
    separate_();
    open_('{');
  }
  void begin_item_array() {
    separate_();
    open_('[');
  }
  void end_array() { close_(']'); }
  /// An array field of `items`, each written as `to_json(item)` gives it.
  template <class Items, class ToJson>
  void array(std::string_view key, const Items& items, ToJson to_json) {
    begin_array(key);
    for (const auto& i : items) item(to_json(i));
    end_array();
  }
  /// Closes the object.
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
