// The one entry point of include/llmfmt/llmfmt.h: every format behind one switch.
#include "llmfmt/llmfmt.h"

#include <algorithm>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <utility>

#include "api/fix_checks.h"
#include "core/terminal_text.h"
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
std::vector<Diagnostic> telt_diagnostics(std::vector<Diagnostic> diagnostics) {
  for (Diagnostic& d : diagnostics) telt::lead_with_level(d);
  return diagnostics;
}

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
  switch (format) {  // each format's own writer: the shape of its to_json, item by item
    case Format::llmist: return llmist::write_json(out, text, options.llmist, indent);
    case Format::stf: return stf::write_json(out, text, options.stf, indent);
    case Format::json5: return json5::write_json(out, text, options.json5, indent);
    case Format::telt: return telt::write_json(out, text, options.telt, indent);
    case Format::garyml: return garyml::write_json(out, text, options.garyml, indent);
    case Format::dsl: return dsl::write_json(out, text, options.dsl, indent);
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
