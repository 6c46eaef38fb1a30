// DSL parse trees → Program, with every parse-time check of spec §7.1, §11 and DECISIONS §4.
//
// The driver (parser.cpp) hands over one parse tree per run of whole steps (DslParser.g4
// `stepRun`). The grammar has found every piece of syntax (directives, markers, /FROM items,
// references); the builder reads the pieces from the tokens (and splits the well-formed coarse
// tokens THEN_LINE, FROM_LINE, DEF_LINE at the separators DslLexer.g4 spells), trims payloads and
// checks the semantics (names, types, duplicates, scopes). Steps are built and checked in order: the names defined by earlier steps
// are all the scope check needs, so nothing of a finished step is kept but the step itself.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "DslParser.h"
#include "core/diagnostic_collector.h"
#include "core/lines.h"
#include "dsl/reading.h"
#include "llmfmt/dsl.h"

namespace llmfmt::dsl {

using llmfmt::Line;

/// The line that begins at byte `start` of `input` and ends before `stop` (just past its LF), as
/// the lexer delivered it: its line end is an LF, a CR LF, or a CR that ends `stop` (the input's
/// last CR, DECISIONS §4).
Line line_at(std::string_view input, std::size_t start, std::size_t stop, std::size_t number);
/// The line `token` begins on (a TEXT_LINE token may hold a run of lines, parser.cpp).
Line line_at(const antlr4::Token& token, std::string_view input);

class Builder {
 public:
  /// `on_step`, when given, receives each step once it is final (its span too) and the builder
  /// keeps none: finish() then returns a program without steps. Without it, every step is kept.
  Builder(std::string_view input, char sigil, DiagnosticCollector& diagnostics,
          std::function<void(const Step&)> on_step = nullptr);

  /// Builds the steps of one run (DslParser.g4 `stepRun`; null for a run without tokens: one
  /// empty step), in input order. `continuation`: the run begins with a /THEN, so its first `step`
  /// (before that line) is empty and no step of the program.
  void add_run(DslParser::StepRunContext* run, bool continuation);
  /// A last line that no token stands for (see parser.cpp): the last step ends with it.
  void end_with(const Line& line);
  /// The program; call once, after the last run.
  Program finish();

 private:
  // A reference the lexer found (reading.h).
  using Mark = reading::Reference;
  // A piece of a payload: bytes [begin, end) of one line's content, and its references.
  struct Piece {
    Line line;
    std::size_t begin = 0, end = 0;
    std::vector<Mark> marks;
  };
  // A /TYPE or /AS marker (or the /TYPE, /AS that begins a line) and what follows it.
  struct Part {
    bool is_type = false;
    std::size_t begin = 0, end = 0;  // the marker's bytes
    DslParser::WordsContext* words = nullptr;    // /TYPE: the type
    DslParser::AsTextContext* text = nullptr;    // /AS: the description
  };
  // A word of a /FROM item (reading.h).
  using Word = reading::Word;
  // What continuation lines after a directive belong to.
  enum class Continues { nothing, out, as, absorbed };
  struct DefDraft {
    Def def;
    std::vector<Piece> as_pieces;
    std::optional<Position> as_at;  // where /AS was written
    std::optional<Line> as_line;    // the line of that /AS, and the end of its token there
    std::size_t as_end = 0;
    std::optional<Position> type_at;
    bool name_ok = false;
  };
  struct StepDraft {
    Step step;
    std::optional<Line> then_line;
    std::vector<Piece> instruction;
    std::vector<DefDraft> defs;
    std::vector<Piece> out;
    std::optional<Position> out_at;
    std::optional<Line> from_line;  // the first /FROM line
    std::size_t from_payload = 0;   // where its items begin
    std::optional<Line> first_directive;
    bool open_def = false;  // /TYPE and /AS lines still belong to the last /DEF
    Continues continues = Continues::nothing;
  };

  // Calls f(piece) for each text line among ctx's children [first, last) (text tokens, DslParser.g4
  // `step` and `directive`): the line, where its text begins and the references in it. Tokens on
  // line `skip` (the directive line the text follows) are left out; those on `seed`'s line (the
  // /THEN line) are added to *seed.
  template <typename F>
  void text_lines(antlr4::ParserRuleContext* ctx, std::size_t first, std::size_t last, std::size_t skip, Piece* seed, F f);
  void build_step(DslParser::ThenContext* then, DslParser::StepContext* step);
  void directive(StepDraft& s, DslParser::DirectiveContext* ctx, const Line& line);
  void add_parts(std::vector<Part>& parts, const Line& line, const std::vector<DslParser::DefPartContext*>& more) const;
  void continuation(StepDraft& s, const Piece& piece);
  /// SPACED_DIRECTIVE for a /TYPE or /AS mark spaced from its slash inside the description `text`.
  void spaced_marks(const Line& line, DslParser::AsTextContext* text);
  /// The /DEF name (and /TYPE) a name written in another language's way meant (`@notes`, `notes: str`).
  std::optional<std::string> name_meant(std::string_view written) const;
  /// VARIABLE_IN_DESCRIPTION for the first variable among words[0, count) of a /FROM element read as
  /// a description (`notes /in @a`, `notes / IN @a`, `notes in @a`: text, not a scope).
  void variable_in_description(const Line& line, const std::vector<Word>& words, std::size_t count);
  void from(StepDraft& s, const Line& line, std::size_t payload, DslParser::FromLineContext* ctx);
  void from_item(StepDraft& s, const Line& line, std::vector<Word> words);
  void def(StepDraft& s, const Line& line, std::size_t payload, DslParser::DefLineContext* ctx);
  // Applies the /TYPE and /AS parts to the draft; on a /DEF line, the variable's name is the
  // words before the first part, from byte `payload` on (`name`; null for a DEF_LINE's NAME).
  void markers(StepDraft& s, DefDraft& d, const Line& line, const std::vector<Part>& parts, bool def_line,
               DslParser::WordsContext* name, std::size_t payload);
  void name(StepDraft& s, DefDraft& d, const Line& line, std::size_t begin, std::size_t end,
            DslParser::WordsContext* words);
  void set_type(DefDraft& d, const Line& line, std::size_t begin, std::size_t end, DslParser::WordsContext* words);
  void finish_step(StepDraft& s);
  // A built step. The last one is held back until the next arrives, as end_with() may still
  // extend it and finish() drop it (a blank document); the earlier ones go to on_step_.
  void add_step(Step step);
  // The pieces joined with "\n", blank ends trimmed, cut into segments (references only when
  // `references`; `@1x` is reported there).
  Text make_text(const std::vector<Piece>& pieces, bool references);
  bool is_defined(const std::string& name) const;
  void check_scope(const StepDraft& s);
  // FOREIGN_REFERENCE: `{{name}}` and its kin in `pieces` (text that may hold references).
  void check_foreign_references(const std::vector<Piece>& pieces, const StepDraft& s);
  void check_references(const Text& text, const std::vector<std::string>& permitted, bool all_permitted,
                        const StepDraft& s);
  // The references among `tokens` (on `line`), in order.
  void add_marks(std::vector<Mark>& marks, const Line& line, const std::vector<antlr4::tree::ParseTree*>& tokens) const;
  void add_mark(std::vector<Mark>& marks, const Line& line, const antlr4::Token* token) const;
  // Bytes of `line` where `token` begins and where it ends without its trailing blanks.
  std::size_t begin_of(const antlr4::Token& token, const Line& line) const;
  std::size_t end_of(const antlr4::Token& token, const Line& line) const;

  void report(const char* code, Position at, std::string message, std::string fix_hint,
              Severity severity = Severity::error, std::vector<Edit> fix = {});
  // The edit that replaces content[begin, end) of `line` with `text`.
  static Edit edit(const Line& line, std::size_t begin, std::size_t end, std::string text);
  // docs/formats/dsl.md §1.5: a line that is a directive but for a Unicode space before it
  // (ODD_INDENT), or with a lone CR before a directive name. Reports it; true when the line
  // is a directive that lost its meaning (the caller then drops the line: one error, not two).
  bool unicode_space_before_directive(const Line& line);
  // INVALID_VARIABLE_NAME for the reference content[begin, end) of `line` (the sigil and a name
  // that cannot be one), with the fix `valid_reference`.
  void bad_reference(const Line& line, std::size_t begin, std::size_t end);
  // The reference most likely meant by an invalid name: the name made valid (é → e, others '_'),
  // or the nearest variable defined so far when that name is not one (two edits at most).
  std::string valid_reference(std::string_view name) const;
  /// The edit that writes reference `meant` (sigil included) over [begin, end) of `line`, when
  /// the variable it names is defined; none otherwise: the name alone would only trade this
  /// error for UNDEFINED_VARIABLE, so the hint says it and no edit is offered.
  std::vector<Edit> reference_fix(const Line& line, std::size_t begin, std::size_t end, const std::string& meant) const;
  void lone_cr_before_directive(const Line& line);
  Line line_of(const antlr4::Token* token) const { return line_at(*token, input_); }
  // Calls f(Line) for each physical line of `token`.
  template <typename F>
  void for_each_line(const antlr4::Token* token, F f) const;

  std::string_view input_;
  char sigil_;
  DiagnosticCollector& diagnostics_;
  Program program_;  // with on_step_: only the step held back
  std::function<void(const Step&)> on_step_;
  std::size_t steps_built_ = 0;
  std::unordered_map<std::string, std::size_t> defined_;  // name → line of its latest /DEF
  bool empty_first_ = false;  // the first step is blank (a blank document, or one that begins with /THEN)
};

}  // namespace llmfmt::dsl
