// JSON form of a JSON5 parse result.
#include "llmfmt/json5.h"

#include "core/json_writer.h"
#include "core/utf8.h"

namespace llmfmt::json5 {

namespace {

// `value` as the field `key` (or, without a key, the next array item), written member by member
// down to its scalars, so that no JSON tree of the whole value is built (to_json(Value) gives the
// same text). An object with a key that is not valid UTF-8 is written as to_json() makes it, as
// two such keys may become one.
void write_value(JsonOut& writer, const std::optional<std::string_view>& key, const Value& value) {
  const auto whole = [&] { key ? writer.field(*key, to_json(value)) : writer.item(to_json(value)); };
  if (value.is_array()) {
    key ? writer.begin_array(*key) : writer.begin_item_array();
    for (const Value& item : value.as_array()) write_value(writer, std::nullopt, item);
    writer.end_array();
  } else if (value.is_object()) {
    for (const auto& [k, v] : value.as_object())
      if (utf8::first_invalid(k) != std::string_view::npos) return whole();
    key ? writer.begin_object(*key) : writer.begin_item_object();
    for (const auto& [k, v] : value.as_object()) write_value(writer, std::string_view(k), v);
    writer.end_object();
  } else {
    whole();
  }
}

// parse_each's value into `writer` as the field `key`, piece by piece as write_value()
// writes a whole one.
class ValueWriter : public ValueEvents {
 public:
  ValueWriter(JsonOut& writer, std::string_view key) : writer_(writer), key_(key) {}

  /// Whether the value has begun (parse_each gives one exactly when there is one).
  bool written() const { return written_; }

  void begin_object(const std::optional<std::string_view>& key) override {
    const std::optional<std::string_view> k = field(key);
    k ? writer_.begin_object(*k) : writer_.begin_item_object();
    ++depth_;
  }
  void begin_array(const std::optional<std::string_view>& key) override {
    const std::optional<std::string_view> k = field(key);
    k ? writer_.begin_array(*k) : writer_.begin_item_array();
    ++depth_;
  }
  void end_object() override {
    writer_.end_object();
    --depth_;
  }
  void end_array() override {
    writer_.end_array();
    --depth_;
  }
  void value(const std::optional<std::string_view>& key, const Value& value) override {
    write_value(writer_, field(key), value);
  }

 private:
  // The value itself is the field `key_`; inside it, a member is a field and an item is not.
  std::optional<std::string_view> field(const std::optional<std::string_view>& key) {
    written_ = true;
    return depth_ == 0 ? std::optional<std::string_view>(key_) : key;
  }

  JsonOut& writer_;
  std::string_view key_;
  std::size_t depth_ = 0;
  bool written_ = false;
};

// The shape of a result, written once for to_json and write_json:
// {"format":"json5","value":…,"diagnostics":[…]}. `read` writes the value's field, if there is
// one, and returns the diagnostics.
template <class Read>
void write_result(JsonOut& out, Read read) {
  out.field("format", "json5");
  const auto& diagnostics = read();  // (a vector, or a reference to one)
  out.field("diagnostics", llmfmt::to_json(diagnostics));
}

}  // namespace

Json to_json(const Result& result) {
  JsonTreeOut out;
  write_result(out, [&]() -> const std::vector<Diagnostic>& {
    out.field("value", result.document.value ? llmfmt::to_json(*result.document.value) : Json(nullptr));
    return result.diagnostics;
  });
  return out.take();
}

void write_json(std::ostream& stream, std::string_view text, const Options& options, int indent) {
  JsonTextOut out(stream, indent);
  write_result(out, [&] {
    ValueWriter value(out, "value");
    Result result = parse_each(text, value, options);
    if (!value.written()) out.field("value", nullptr);
    return std::move(result.diagnostics);
  });
  out.end();
}

}  // namespace llmfmt::json5
