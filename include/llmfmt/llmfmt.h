// One entry point for every format: pick a format by name or file name, parse or check text,
// print a diagnostic as a compiler does. What `llmfmt parse` and `llmfmt check` do, as a library.
//
//   #include <llmfmt/llmfmt.h>
//
//   const llmfmt::Format format = *llmfmt::format_of_path("reply.llmist");
//   std::string json = llmfmt::parse_to_json(format, text);           // what `llmfmt parse` prints
//   for (const llmfmt::Diagnostic& d : llmfmt::check(format, text))   // what `llmfmt check` reports
//     std::cerr << llmfmt::format_diagnostic("reply.llmist", d);
//
// The per-format headers (llmist.h, stf.h, …) give the typed documents.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "llmfmt/core/diagnostic.h"
#include "llmfmt/dsl.h"
#include "llmfmt/garyml.h"
#include "llmfmt/json5.h"
#include "llmfmt/llmist.h"
#include "llmfmt/stf.h"
#include "llmfmt/telt.h"
#include "llmfmt/export.h"

LLMFMT_API_BEGIN
namespace llmfmt {

enum class Format { llmist, stf, json5, telt, garyml, dsl };

/// "llmist", "stf", "json5", "telt", "garyml", "dsl"; nullopt for any other name.
std::optional<Format> format_from_name(std::string_view name);
/// By extension: .llmist, .stf, .json5, .telt, .gml or .garyml, .dsl; nullopt otherwise.
std::optional<Format> format_of_path(std::string_view path);
/// The format's name, as format_from_name takes it.
const char* format_name(Format format);
/// Every name, comma-separated (for help texts).
std::string format_names();

/// The options of every format; each format reads its own.
struct Options {
  llmist::Options llmist;
  stf::Options stf;
  json5::Options json5;
  telt::Options telt;
  garyml::Options garyml;
  dsl::Options dsl;

  /// Throws std::invalid_argument for options a format would refuse (llmist markers, the DSL
  /// sigil), before anything is read.
  void validate() const;
};

/// Options from a JSON object (text): `start_prefix`, `end_prefix`, `arg_prefix` (llmist markers),
/// `default_role` (STF, a string or null), `max_depth` (JSON5, GaryML), `sigil` (DSL, a
/// one-character string), `reference_lexer` (every line format: the generated lexer over every line).
/// Empty text is no options. Throws std::invalid_argument on text that is not such an object
/// (unknown keys, wrong types, an invalid sigil or markers).
Options options_from_json(std::string_view json);

/// Writes what `llmfmt parse` prints: the format's JSON document with its diagnostics. `indent`
/// < 0 prints one line. llmist calls, STF messages, GaryML nodes and DSL steps are written one at
/// a time, so memory does not hold the whole JSON tree. Throws std::invalid_argument on invalid options.
void write_json(std::ostream& out, Format format, std::string_view text, const Options& options = {},
                int indent = -1);
/// The same, as a string.
std::string parse_to_json(Format format, std::string_view text, const Options& options = {}, int indent = -1);

/// The diagnostics of `text`, without building its JSON (and, where the format allows, without
/// keeping its document). TELT's levels lead the message ("command_error: …"), as `llmfmt check`
/// prints them. Throws std::invalid_argument on invalid options.
std::vector<Diagnostic> check(Format format, std::string_view text, const Options& options = {});

/// A diagnostic as compilers print one: `path:line:column: severity[CODE]: message`, the line, a
/// caret under the column and the fix hint, each line ending in LF.
std::string format_diagnostic(std::string_view path, const Diagnostic& diagnostic);
/// The same; with `color`, coloured with ANSI escapes as GCC and Clang do: bold location and code,
/// red `error`, magenta `warning`, cyan `info`, green caret and fix.
std::string format_diagnostic(std::string_view path, const Diagnostic& diagnostic, bool color);

}  // namespace llmfmt
LLMFMT_API_END
