// TELT: hash-delimited filesystem operations written by LLMs (`telt.md`,
// DECISIONS §2).
//
//   llmfmt::telt::Result r = llmfmt::telt::parse(text);   // r.document.blocks; r.diagnostics (levels)
//   llmfmt::Json out = llmfmt::telt::to_json(r);          // the spec's {"blocks","errors","summary"}
//
// Parsing and validation happen in one call: every Block and Command carries its validity, and
// every problem is a Diagnostic. Execution is separate and opt-in (llmfmt/telt_exec.h).
#pragma once

#include <cstddef>
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
namespace llmfmt::telt {

/// The spec's four severity levels, finer than llmfmt::Severity (DECISIONS §2).
enum class Level { block_fatal, command_error, parameter_warning, syntax_info };
const char* to_string(Level level);

/// One `--NAME xyz--` parameter and its value (lines joined with "\n", byte-exact).
struct Param {
  std::string name;
  std::string value;
  Span span;  ///< from the delimiter line to the end of the value's last line
};

struct Command {
  std::string type;                 ///< as written: "CREATE_FILE", "BASH:5.0", "CRAETE_FILE"
  std::vector<Param> params;        ///< in source order; a repeated name appears repeatedly
  std::optional<std::string> body;  ///< lines before any parameter (BASH, EXEC)
  Span span;                        ///< from the `=== NAME ===` line to the end of its `--END xyz--`
  /// Known command, required parameters present, no command_error: it may be executed.
  bool valid = false;

  /// The values of parameter `name` in source order (empty when absent).
  std::vector<std::string> values(std::string_view name) const;
  /// The value of a single-valued parameter (the first one), or nullopt.
  std::optional<std::string> value(std::string_view name) const;
};

struct Block {
  std::string hash;  ///< the 3-character hash of the header
  std::size_t start_line = 0;
  std::size_t end_line = 0;  ///< the line of the closing `--END xyz--` (or the last line read)
  std::vector<Command> commands;
  /// No block_fatal diagnostic: its valid commands may be executed.
  bool valid = false;
};

/// The spec's level of a diagnostic, given by its code (docs/formats/telt.md § Diagnostics):
/// the codes of the other formats' shared checks (fences, look-alikes, UTF-8) are
/// parameter_warning, but BOM_SKIPPED and PROSE_AROUND_FENCE, which are syntax_info. A
/// diagnostic's severity follows from it: block_fatal and command_error are errors.
Level level_of(std::string_view code);
Severity severity_of(Level level);

/// The block a diagnostic is about, as the spec's error format names it.
struct BlockContext {
  std::size_t start_line = 0;
  std::size_t end_line = 0;
  std::string block_hash;
  std::size_t commands_parsed = 0;
};

/// The blocks of a TELT text.
struct Document {
  std::vector<Block> blocks;
};

/// Every format's parse result (llmfmt::ParseResult), and beside the diagnostics the block each is
/// about.
struct Result : llmfmt::ParseResult<Document> {
  /// block_contexts[i]: the block diagnostics[i] is about (nothing for one outside every block).
  std::vector<std::optional<BlockContext>> block_contexts;
};

struct Options {
  /// Every line through the generated lexer, none skipped as opaque content by its first bytes:
  /// the same result, slower. For tests that hold the fast path to the grammar.
  bool reference_lexer = false;
};

/// Where a reading delivers the blocks, each once it is final (its closing line or its cut is
/// read, its validity decided; what comes later only adds diagnostics about it), in document order.
/// With a handler the blocks go to it and are not kept in the result (llmist::Handlers says the
/// rule every format follows).
struct Handlers {
  std::function<void(const Block&)> on_block;
};

/// Parses and validates TELT text: any bytes. Never throws on input.
Result parse(std::string_view text, const Options& options = {});

/// parse() for inputs too big to hold: each block goes to `on_block` once it is final; the
/// diagnostics and their block contexts are complete (Summary counts the blocks as they come).
/// Memory is the input, one block, and a few bytes per block for the block contexts.
Result parse_each(std::string_view text, const Handlers& handlers, const Options& options = {});

/// parse(text).diagnostics, without keeping the document: each block's commands (whose values
/// are most of the input) are dropped once the block is checked, so the memory is the input's and
/// a block's, not twice the input's.
std::vector<Diagnostic> check(std::string_view text, const Options& options = {});

/// The counts of the spec's "summary", added up block by block.
struct Summary {
  std::size_t blocks_parsed = 0;
  std::size_t blocks_valid = 0;
  std::size_t commands_found = 0;
  std::size_t commands_valid = 0;
  void add(const Block& block);
};

/// The spec's output: {"blocks":[…],"errors":[…],"summary":{blocks_parsed, blocks_valid,
/// commands_found, commands_valid}}.
Json to_json(const Result& result);
/// One block, as in "blocks"; one diagnostic and the block it is about, as in "errors"; the
/// "summary" of a result.
Json to_json(const Block& block);
Json error_json(const Diagnostic& diagnostic, const std::optional<BlockContext>& block);
/// to_json(parse(text, options)).dump(indent), written block by block as the text is read: no
/// document is held.
void write_json(std::ostream& out, std::string_view text, const Options& options = {}, int indent = -1);
Json summary_json(const Result& result);
Json to_json(const Summary& summary);

}  // namespace llmfmt::telt
LLMFMT_API_END
