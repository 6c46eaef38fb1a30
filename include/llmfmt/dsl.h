// DSL v0.3: multi-step LLM tasks with typed variables (`dsl.md`, DECISIONS §4).
//
//   llmfmt::dsl::Result r = llmfmt::dsl::parse(text);  // r.document: the program (steps); r.diagnostics
//   if (!has_errors(r.diagnostics)) …          // only then may it run (llmfmt/dsl_runtime.h)
//
// A program is a list of steps separated by `/THEN` lines. Each step has its instruction text,
// an optional `/FROM` list, `/DEF`s and an optional `/OUT`. Instruction text and `/AS` payloads are
// Text: the payload as written plus its segments, plain text and embedded variable references
// (`@name`, the sigil configurable). Every node has a Span into the raw input.
#pragma once

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "llmfmt/core/diagnostic.h"
#include "llmfmt/core/json.h"
#include "llmfmt/core/result.h"
#include "llmfmt/core/span.h"
#include "llmfmt/export.h"

LLMFMT_API_BEGIN
namespace llmfmt::dsl {

/// The five variable types of spec §7.2.
enum class VarType { nat, str, integer, real, boolean };

/// "nat", "str", "int", "float", "bool".
const char* to_string(VarType type);
/// The type written `name` (exact, lower case), or nullopt.
std::optional<VarType> type_named(std::string_view name);

/// The read-only built-in variables (spec §4).
inline constexpr std::string_view kAll = "ALL";
inline constexpr std::string_view kChat = "CHAT";

/// True for a valid variable name: [A-Za-z_][A-Za-z0-9_]* (spec §5.2, DECISIONS §4).
bool is_valid_name(std::string_view name);

/// A piece of instruction text or of an `/AS` payload.
struct Segment {
  enum class Kind { text, reference };
  Kind kind = Kind::text;
  std::string text;  ///< the text, or the referenced variable's name (without the sigil)
  Span span;         ///< a reference's span covers the sigil and the name
};

/// Text that may embed variable references.
struct Text {
  std::string raw;                ///< as written: lines joined with "\n", blank ends trimmed
  std::vector<Segment> segments;  ///< raw, cut into text and references, in order
  Span span;
};

/// One comma-separated element of `/FROM` (spec §7.1).
struct FromItem {
  enum class Kind { variable, description };
  Kind kind = Kind::variable;
  std::string name;         ///< variable: the variable's name
  std::string description;  ///< description: its text (trimmed)
  std::string scope;        ///< description: the `/IN` variable, or "ALL" when there is none
  bool scoped = false;      ///< description: `/IN` was written
  Span span;
};

struct From {
  std::vector<FromItem> items;  ///< empty items (`@a,,@b`) are dropped; none: nothing accessible
  Span span;                    ///< the (first) `/FROM` line
};

/// `/DEF name [/TYPE t] [/AS description]` (spec §7.2).
struct Def {
  std::string name;
  VarType type = VarType::nat;  ///< nat when `/TYPE` is not given
  bool type_given = false;
  Text description;             ///< the `/AS` payload, or the name when `/AS` is not given
  bool description_given = false;
  Span span;                    ///< from `/DEF` to the end of its last line
};

/// `/OUT` (spec §7.3): plain text, no references.
struct Out {
  std::string text;
  Span span;
};

struct Step {
  Text instruction;
  std::optional<From> from;  ///< absent: everything is accessible (≡ `/FROM @ALL`)
  std::vector<Def> defs;
  std::optional<Out> out;
  Span span;  ///< from its first line (the `/THEN` line for steps after the first) to its last
};

struct Program {
  std::vector<Step> steps;
  char sigil = '@';
};

struct Options {
  /// The reference sigil: one ASCII character that is not a letter, digit, blank, '/' or ','
  /// (DECISIONS §4). parse() throws std::invalid_argument for another one.
  char sigil = '@';
  /// Every line through the generated lexer, none skipped as opaque text by the prescan: the
  /// same result, slower. For tests (the differential test of the two).
  bool reference_lexer = false;

  /// Throws std::invalid_argument for an invalid sigil (is_valid_sigil), as parse() does.
  void validate() const;
};

/// A DSL document is a program.
using Document = Program;

using Result = llmfmt::ParseResult<Document>;

/// True when `sigil` is allowed as Options::sigil.
bool is_valid_sigil(char sigil);

/// Parses and checks a program: any bytes. Never throws on input; every problem of spec §7.1,
/// §11 and DECISIONS §4 is a diagnostic (all in one pass), and the steps that could be read are
/// returned all the same.
Result parse(std::string_view text, const Options& options = {});

/// Where a reading delivers the steps, each once it is complete, in program order. With a handler
/// the steps go to it and are not kept in the result (llmist::Handlers says the rule every format
/// follows).
struct Handlers {
  std::function<void(const Step&)> on_step;
};

/// parse() for programs too big to hold: each step goes to `on_step` once it is complete and is
/// then dropped (the scope checks need only the names defined so far); the diagnostics are
/// complete.
Result parse_each(std::string_view text, const Handlers& handlers, const Options& options = {});

/// The diagnostics parse() gives, without keeping the steps: memory is the input, the lines a
/// diagnostic may still need and the names defined so far.
std::vector<Diagnostic> check(std::string_view text, const Options& options = {});

/// The program as JSON (docs/formats/dsl.md §5 JSON).
Json to_json(const Program& program);
/// One step, as in the program's "steps".
Json to_json(const Step& step);
/// {"format":"dsl","program":{…},"diagnostics":[…]}
Json to_json(const Result& result);
/// to_json(parse(text, options)).dump(indent), written step by step as the text is read: no
/// program is held.
void write_json(std::ostream& out, std::string_view text, const Options& options = {}, int indent = -1);

}  // namespace llmfmt::dsl
LLMFMT_API_END
