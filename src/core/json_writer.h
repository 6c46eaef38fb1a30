// Writes a JSON object one field or array item at a time, exactly as Json::dump(indent) would
// print the whole object (indent < 0: compact), so a big result (a document's calls, messages,
// blocks…) is printed as it is made instead of held twice, as values and as a JSON tree.
#pragma once

#include <ostream>
#include <string_view>

#include "llmfmt/core/json.h"

namespace llmfmt {

class JsonObjectWriter {
 public:
  JsonObjectWriter(std::ostream& out, int indent) : out_(out), indent_(indent) { out_ << '{'; }

  void field(std::string_view key, const Json& value) {
    key_(key);
    value_(value, 1);
  }
  /// An array field whose items follow with item(); closed by end_array().
  void begin_array(std::string_view key) {
    key_(key);
    out_ << '[';
    items_ = 0;
  }
  void item(const Json& value) {
    out_ << (items_++ ? "," : "");
    newline_(2);
    value_(value, 2);
  }
  void end_array() {
    if (items_) newline_(1);
    out_ << ']';
  }
  /// Closes the object.
  void end() {
    if (fields_) newline_(0);
    out_ << '}';
  }

 private:
  void newline_(int level) {
    if (indent_ >= 0) out_ << '\n' << std::string(static_cast<std::size_t>(level * indent_), ' ');
  }
  void key_(std::string_view key) {
    out_ << (fields_++ ? "," : "");
    newline_(1);
    out_ << Json(key).dump() << (indent_ >= 0 ? ": " : ":");
  }
  // A value at nesting `level`: its own lines indented to that level.
  void value_(const Json& value, int level) {
    const std::string text = value.dump(indent_);
    if (indent_ < 0) {
      out_ << text;
      return;
    }
    const std::string pad(static_cast<std::size_t>(level * indent_), ' ');
    std::size_t from = 0;
    for (std::size_t lf; (lf = text.find('\n', from)) != std::string::npos; from = lf + 1)
      out_.write(text.data() + from, static_cast<std::streamsize>(lf + 1 - from)) << pad;
    out_.write(text.data() + from, static_cast<std::streamsize>(text.size() - from));
  }

  std::ostream& out_;
  int indent_;
  std::size_t fields_ = 0;
  std::size_t items_ = 0;
};

}  // namespace llmfmt
