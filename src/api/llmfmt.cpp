// The one entry point of include/llmfmt/llmfmt.h: every format behind one switch.
#include "llmfmt/llmfmt.h"

#include <algorithm>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <utility>

#include "core/terminal_text.h"
#include "core/json_writer.h"
#include "core/utf8.h"
#include "llmfmt/core/json.h"
#include "llmfmt/telt.h"

namespace llmfmt {
namespace {

const std::pair<const char*, Format> kNames[] = {{"llmist", Format::llmist}, {"stf", Format::stf},
                                                 {"json5", Format::json5},   {"telt", Format::telt},
                                                 {"garyml", Format::garyml}, {"dsl", Format::dsl}};
const std::pair<const char*, Format> kExtensions[] = {{".llmist", Format::llmist}, {".stf", Format::stf},
                                                      {".json5", Format::json5},   {".telt", Format::telt},
                                                      {".gml", Format::garyml},    {".garyml", Format::garyml},
                                                      {".dsl", Format::dsl}};

[[noreturn]] void bad_option(const std::string& what) { throw std::invalid_argument("options: " + what); }

const std::string& string_option(const Json& value, const char* key) {
  if (!value.is_string()) bad_option(std::string(key) + " must be a string");
  return value.get_ref<const std::string&>();
}

std::size_t size_option(const Json& value, const char* key) {
  if (!value.is_number_unsigned()) bad_option(std::string(key) + " must be a non-negative integer");
  return value.get<std::size_t>();
}

bool bool_option(const Json& value, const char* key) {
  if (!value.is_boolean()) bad_option(std::string(key) + " must be true or false");
  return value.get<bool>();
}

// TELT's levels map to error (block_fatal, command_error), warning and info; the level also leads
// the message, so what `check` prints keeps it (docs/cli.md).
std::vector<Diagnostic> telt_diagnostics(const std::vector<telt::Error>& errors) {
  std::vector<Diagnostic> out;
  for (const telt::Error& e : errors) {
    Diagnostic d = e;
    d.message = std::string(telt::to_string(e.level)) + ": " + d.message;
    out.push_back(std::move(d));
  }
  return out;
}

// `value` as the field `key` (or, without a key, the next array item), written member by member
// down to its scalars, so that no JSON tree of the whole value is built (to_json(Value) gives the
// same text). An object with a key that is not valid UTF-8 is written as to_json() makes it, as
// two such keys may become one.
void write_value(JsonObjectWriter& writer, const std::optional<std::string_view>& key, const Value& value) {
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

// json5::parse_events' value into `writer` as the field `key`, piece by piece as write_value()
// writes a whole one.
class ValueWriter : public json5::ValueEvents {
 public:
  ValueWriter(JsonObjectWriter& writer, std::string_view key) : writer_(writer), key_(key) {}

  /// Whether the value has begun (parse_events gives one exactly when there is one).
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

  JsonObjectWriter& writer_;
  std::string_view key_;
  std::size_t depth_ = 0;
  bool written_ = false;
};

}  // namespace

std::optional<Format> format_from_name(std::string_view name) {
  for (const auto& [n, f] : kNames)
    if (name == n) return f;
  return std::nullopt;
}

std::optional<Format> format_of_path(std::string_view path) {
  for (const auto& [ext, f] : kExtensions) {
    const std::string_view e = ext;
    if (path.size() > e.size() && path.substr(path.size() - e.size()) == e) return f;
  }
  return std::nullopt;
}

const char* format_name(Format format) {
  for (const auto& [n, f] : kNames)
    if (f == format) return n;
  return "?";
}

std::string format_names() {
  std::string out;
  for (const auto& [n, f] : kNames) out += (out.empty() ? "" : ", ") + std::string(n);
  return out;
}

Options options_from_json(std::string_view text) {
  Options options;
  if (text.empty()) return options;
  Json json;
  try {
    json = Json::parse(text);
  } catch (const Json::parse_error& e) {
    bad_option(std::string("not JSON: ") + e.what());
  }
  if (!json.is_object()) bad_option("must be a JSON object");
  for (const auto& [key, value] : json.items()) {
    if (key == "start_prefix") {
      options.llmist.markers.start = string_option(value, "start_prefix");
    } else if (key == "end_prefix") {
      options.llmist.markers.end = string_option(value, "end_prefix");
    } else if (key == "arg_prefix") {
      options.llmist.markers.arg = string_option(value, "arg_prefix");
    } else if (key == "default_role") {
      if (!value.is_null()) options.stf.default_role = string_option(value, "default_role");
    } else if (key == "max_depth") {
      options.json5.max_depth = options.garyml.max_depth = size_option(value, "max_depth");
    } else if (key == "sigil") {
      const std::string& sigil = string_option(value, "sigil");
      if (sigil.size() != 1 || !dsl::is_valid_sigil(sigil[0]))
        bad_option("sigil must be one ASCII character other than a letter, digit, blank, '_', '/' or ','");
      options.dsl.sigil = sigil[0];
    } else if (key == "reference_lexer") {
      options.llmist.reference_lexer = options.stf.reference_lexer = options.garyml.reference_lexer =
          options.telt.reference_lexer = options.dsl.reference_lexer = bool_option(value, "reference_lexer");
    } else {
      bad_option("unknown key '" + key + "'");
    }
  }
  options.validate();
  return options;
}

void Options::validate() const {
  llmist.validate();
  dsl.validate();
}

void write_json(std::ostream& out, Format format, std::string_view text, const Options& options, int indent) {
  options.validate();  // throws before anything is written
  switch (format) {
    case Format::llmist: {  // call by call, then segment by segment
      JsonObjectWriter writer(out, indent);
      writer.field("format", "llmist");
      writer.begin_array("calls");
      bool in_text = false;  // the segments come after the last call
      const auto begin_text = [&] {
        if (in_text) return;
        in_text = true;
        writer.end_array();
        writer.begin_array("text");
      };
      const std::vector<Diagnostic> diagnostics = llmist::parse_each(
          text, [&](const llmist::Call& call) { writer.item(llmist::to_json(call)); },
          [&](const llmist::TextSegment& segment) {
            begin_text();
            writer.item(llmist::to_json(segment));
          },
          options.llmist);
      begin_text();
      writer.end_array();
      writer.field("diagnostics", to_json(diagnostics));
      writer.end();
      return;
    }
    case Format::stf: {  // message by message, each dropped once written (the shape of stf::to_json)
      JsonObjectWriter writer(out, indent);
      writer.field("format", "stf");
      writer.begin_array("messages");
      const stf::Result result =
          stf::decode_messages(text, [&](const Value& message) { writer.item(to_json(message)); }, options.stf);
      writer.end_array();
      if (result.document.metadata) writer.field("metadata", to_json(*result.document.metadata));
      writer.field("diagnostics", to_json(result.diagnostics));
      writer.end();
      return;
    }
    case Format::json5: {  // the value from its tape, no Value tree (the shape of json5::to_json)
      JsonObjectWriter writer(out, indent);
      writer.field("format", "json5");
      ValueWriter value(writer, "value");
      const json5::Result result = json5::parse_events(text, value, options.json5);
      if (!value.written()) writer.field("value", nullptr);
      writer.field("diagnostics", to_json(result.diagnostics));
      writer.end();
      return;
    }
    case Format::telt: {  // block by block, each dropped once written (the shape of telt::to_json)
      JsonObjectWriter writer(out, indent);
      writer.begin_array("blocks");
      telt::Summary summary;
      const telt::Result result = telt::parse_blocks(
          text,
          [&](const telt::Block& block) {
            writer.item(telt::to_json(block));
            summary.add(block);
          },
          options.telt);
      writer.end_array();
      writer.array("errors", result.diagnostics, [](const telt::Error& error) { return telt::to_json(error); });
      writer.field("summary", telt::to_json(summary));
      writer.end();
      return;
    }
    case Format::garyml: {  // top-level node by node, each dropped once written (the shape of garyml::to_json)
      JsonObjectWriter writer(out, indent);
      writer.field("format", "garyml");
      writer.begin_object("document");
      const garyml::Result result = garyml::parse_nodes(
          text,
          [&](const garyml::Result& start) {
            const std::optional<std::string> version = start.document.version();
            writer.field("version", version ? Json(to_valid_utf8(*version)) : Json(nullptr));
            writer.field("header", start.document.header ? garyml::to_json(*start.document.header) : Json(nullptr));
            writer.begin_array("nodes");
          },
          [&](const garyml::Node& node) { writer.item(garyml::to_json(node)); }, options.garyml);
      writer.end_array();
      writer.end_object();
      writer.field("diagnostics", to_json(result.diagnostics));
      writer.end();
      return;
    }
    case Format::dsl: {  // step by step, each dropped once written (the shape of dsl::to_json)
      JsonObjectWriter writer(out, indent);
      writer.field("format", "dsl");
      writer.begin_object("program");
      writer.field("sigil", std::string(1, options.dsl.sigil));
      writer.begin_array("steps");
      const dsl::Result result =
          dsl::parse_steps(text, [&](const dsl::Step& step) { writer.item(dsl::to_json(step)); }, options.dsl);
      writer.end_array();
      writer.end_object();
      writer.field("diagnostics", to_json(result.diagnostics));
      writer.end();
      return;
    }
  }
}

std::string parse_to_json(Format format, std::string_view text, const Options& options, int indent) {
  std::ostringstream out;
  write_json(out, format, text, options, indent);
  return std::move(out).str();
}

std::vector<Diagnostic> check(Format format, std::string_view text, const Options& options) {
  switch (format) {
    case Format::llmist: return llmist::check(text, options.llmist);
    case Format::stf: return stf::check(text, options.stf);
    case Format::json5: return json5::check(text, options.json5);
    case Format::telt: return telt_diagnostics(telt::check(text, options.telt));
    case Format::garyml: return garyml::check(text, options.garyml);
    case Format::dsl: return dsl::check(text, options.dsl);
  }
  return {};
}

std::string format_diagnostic(std::string_view path, const Diagnostic& d) { return format_diagnostic(path, d, false); }

std::string format_diagnostic(std::string_view path, const Diagnostic& d, bool color) {
  // SGR sequences as GCC's defaults (GCC_COLORS): locus and code bold, error bold red, warning
  // bold magenta, note bold cyan, caret bold green, fix-it green.
  const auto paint = [color](const char* sgr, std::string_view text) {
    return color ? std::string("\033[").append(sgr).append("m").append(text).append("\033[0m") : std::string(text);
  };
  static const char* const severity_sgr[] = {"1;31", "1;35", "1;36"};
  // Everything from the input (the path too) is made terminal_safe; the caret line counts the
  // columns of the line as shown, escapes included.
  std::string out;
  out.append(paint("1", terminal_safe(path) + ":" + std::to_string(d.span.start.line) + ":" +
                            std::to_string(d.span.start.column) + ":"));
  out.append(" ").append(paint(severity_sgr[static_cast<int>(d.severity)], to_string(d.severity)));
  out.append(paint("1", "[" + terminal_safe(d.code) + "]")).append(": ").append(terminal_safe(d.message)).append("\n");
  const std::string number = std::to_string(d.span.start.line);
  const std::string gutter(number.size(), ' ');
  out.append(" ").append(number).append(" | ").append(terminal_safe(d.content)).append("\n");
  std::string pad;
  std::size_t column = 1, i = 0;
  for (; i < d.content.size() && column < d.span.start.column; ++column) {
    const TerminalCell cell = terminal_cell(d.content, i);
    if (d.content[i] == '\t') pad += '\t';  // keep tabs so the caret lines up
    else pad.append(cell.columns, ' ');
    i += cell.bytes;
  }
  // Past the end of the shown line (a long line is cut at 500 bytes) the caret stands right after it.
  while (column++ < d.span.start.column && pad.size() <= d.content.size()) pad += ' ';
  // A stretch on one line is underlined as compilers do: '^' at its start, '~' under the rest of
  // it (bounded by the shown line).
  std::string marker = "^";
  if (d.span.end.line == d.span.start.line && d.span.end.column > d.span.start.column + 1) {
    std::size_t columns = 0;  // the stretch's width as shown, its first character excluded
    std::size_t at = d.span.start.column;
    if (i < d.content.size()) i += terminal_cell(d.content, i).bytes;  // the first, under '^'
    for (++at; i < d.content.size() && at < d.span.end.column; ++at) {
      const TerminalCell cell = terminal_cell(d.content, i);
      columns += cell.columns;
      i += cell.bytes;
    }
    marker.append(columns, '~');
  }
  out.append(" ").append(gutter).append(" | ").append(pad).append(paint("1;32", marker)).append("\n");
  if (d.fix_hint)
    out.append(" ").append(gutter).append(" = fix: ").append(paint("32", terminal_safe(*d.fix_hint))).append("\n");
  return out;
}

}  // namespace llmfmt
