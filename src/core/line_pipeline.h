// The line pipeline of one line format, in one place (docs/architecture.md):
//
//   bytes → LineDriver (lines; content lines cut out at memchr speed, syntax lines through the
//   generated lexer) → the format's hooks group the tokens into runs of whole items → the
//   generated parser → the format's builder → AST and diagnostics.
//
// A format's driver (src/<format>/parser.cpp) holds one LinePipeline and supplies what only it
// knows: its LineDriver::Format hooks (which lines are content, where an item ends, what its
// probe lexer needs for near misses) and its builder. Everything else is here: the byte stream,
// the generated lexer and parser with the runtime's overheads taken out (src/core/antlr/), the
// collector, the token runs, the error listener and its no-sync strategy, fenced documents and
// reference mode.
#pragma once

#include <memory>
#include <string_view>
#include <utility>
#include <vector>

#include <antlr4-runtime.h>

#include "core/antlr/byte_char_stream.h"
#include "core/antlr/error_listener.h"
#include "core/antlr/fast_lexer.h"
#include "core/antlr/token_runs.h"
#include "core/antlr/tree_parser.h"
#include "core/diagnostic_collector.h"
#include "core/fast_path.h"
#include "core/fence.h"
#include "core/line_driver.h"

namespace llmfmt {

template <class GeneratedLexer, class GeneratedParser>
class LinePipeline {
 public:
  using Lexer = FastLexer<GeneratedLexer>;

  /// `format`: the hooks, called while scan() reads; `reference`: every line through the lexer
  /// and the fast path off (LineDriver::set_reference; for the differential tests).
  LinePipeline(LineDriver::Format& format, bool reference)
      : lexer(&input), driver(lexer, input, diagnostics, format), runs_(&lexer), parser(runs_.stream()) {
    errors_.attach(lexer, parser);
    driver.set_reference(reference);
    driver.set_fast_path(fast_path::enabled());
  }

  // What the format's hooks and builder use (declared in the order they are made).
  ByteCharStream input;
  Lexer lexer;
  DiagnosticCollector diagnostics;
  LineDriver driver;

 private:
  TokenRuns runs_;

 public:
  TreeParser<GeneratedParser> parser;
  /// The tokens taken since the last load_run(): the next run of whole items.
  std::vector<std::unique_ptr<antlr4::Token>> run;

  /// A new document, `whole`: what the format reads of it (read_unfenced: a fenced document
  /// without its fence lines; with `syntax`, a document wrapped in text and a fence without them).
  /// take_diagnostics() then adds PROSE_AROUND_FENCE where it applies.
  std::string_view begin(std::string_view whole, const DocumentSyntax* syntax = nullptr) {
    whole_ = whole;
    driver.reset();
    bool wrapped = false;
    const std::string_view text = read_unfenced(whole, driver, syntax, &wrapped);
    fenced_ = !wrapped;
    prose_fix_ = syntax == nullptr;
    return text;
  }

  /// Makes `run` the parser's input, freeing the last run's tokens and parse tree; call the
  /// rule that parses it on the result.
  GeneratedParser& load_run() {
    runs_.load(run, parser);
    return parser;
  }

  /// A second lexer of the format's class over `probe_input`, made on first use
  /// (LineDriver::Format::probe_lexer).
  Lexer& probe(antlr4::CharStream& probe_input) {
    if (!probe_) probe_ = std::make_unique<Lexer>(&probe_input);
    return *probe_;
  }
  /// The probe, once probe() has made it.
  Lexer& probe() { return *probe_; }

  /// Syntax errors of the generated lexer or parser: none, as our grammars accept every input
  /// (INTERNAL_ERROR, kept as a guard against a grammar bug).
  std::vector<Diagnostic> internal_errors() const { return errors_.internal_errors(); }

  /// Every diagnostic of the document, in order (the collector and the error listener are reset):
  /// the internal errors among them, and PROSE_AROUND_FENCE for a document read through begin().
  std::vector<Diagnostic> take_diagnostics() {
    for (Diagnostic& d : internal_errors()) diagnostics.report(std::move(d));
    errors_.errors.clear();
    std::vector<Diagnostic> out = diagnostics.take();
    if (fenced_) note_prose_around_fence(whole_, out, prose_fix_);
    return out;
  }

 private:
  CollectingErrorListener errors_;
  std::unique_ptr<Lexer> probe_;
  std::string_view whole_;  // the document begin() was given
  bool fenced_ = false;
  bool prose_fix_ = true;  // PROSE_AROUND_FENCE with its fix (not where text around a fence can be a wrapped document)
};

}  // namespace llmfmt
