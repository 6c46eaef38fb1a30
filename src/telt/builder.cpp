#include "telt/builder.h"

#include <algorithm>
#include <cctype>

#include "telt/lexer.h"
#include "core/antlr/byte_char_stream.h"
#include "core/characters.h"
#include "core/diagnostic_collector.h"
#include "core/edit_distance.h"
#include "core/lines.h"
#include "core/look_alikes.h"
#include "core/utf8.h"
#include "telt/validation.h"

namespace llmfmt::telt {
namespace {

// Whether turning a stray line into a comment is a fix, not a guess (docs/decisions.md § Fixes
// never make a file worse): not for a line with '==' (a command line broken some other way:
// commenting it out would orphan the parameters after it), nor for one with bytes that are not
// UTF-8 (the edit would have to write them).
bool comment_is_safe(std::string_view content) {
  return content.find("==") == std::string_view::npos && utf8::first_invalid(content) == std::string_view::npos;
}

}  // namespace

std::string_view command_line_name(std::string_view line) { return line.substr(4, line.find(' ', 4) - 4); }

namespace {

std::string delimiter(std::string_view name, std::string_view hash) {
  return "--" + std::string(name) + " " + std::string(hash) + "--";
}

// The pieces of well-formed lines, at the places TeltLexer.g4 spells out: `#!telt [3-char SHA: `
// is 20 bytes; `=== ` 4; a delimiter is `--NAME hash--`.
std::string_view header_hash(const Line& line) { return line.content.substr(20, 3); }
std::string_view command_name(const Line& line) { return command_line_name(line.content); }
std::string_view delimiter_name(const Line& line) { return line.content.substr(2, line.content.find(' ', 2) - 2); }
std::string_view delimiter_hash(const Line& line) {
  const std::size_t from = line.content.find(' ', 2) + 1;
  return line.content.substr(from, line.content.find('-', from) - from);
}

bool is_blank(std::string_view content) { return content.find_first_not_of(" \t") == std::string_view::npos; }

// Fix hints guess what a malformed line meant; they read it without a trailing ` // comment`
// and blanks, as the grammar reads syntax lines (TeltLexer.g4 TRAIL).
std::string_view without_trail(std::string_view line) {
  for (std::size_t at = line.find("//"); at != std::string_view::npos; at = line.find("//", at + 1))
    if (at > 0 && (line[at - 1] == ' ' || line[at - 1] == '\t')) {
      line = line.substr(0, at);
      break;
    }
  const std::size_t last = line.find_last_not_of(" \t\r");
  return last == std::string_view::npos ? std::string_view() : line.substr(0, last + 1);
}

// Whether the grammar reads `line`, alone and in lexer mode `mode`, as a token of type `type`: a
// fix hint is offered only when it is a well-formed line itself.
bool lexes_as(const std::string& line, std::size_t mode, std::size_t type) {
  ByteCharStream input;
  input.reset(line, 0);
  TeltLexer lexer(&input);
  lexer.removeErrorListeners();
  lexer.setMode(mode);
  return lexer.nextToken()->getType() == type;
}

// The name between the `=`s of a `===` line, without the `=`s and blanks around it.
std::string_view command_core(std::string_view line) {
  std::string_view core = without_trail(line);
  const std::size_t from = core.find_first_not_of("= \t");
  if (from == std::string_view::npos) return {};
  return core.substr(from, core.find_last_not_of("= \t") + 1 - from);
}

bool command_name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == ':' || c == '.' || c == '-';
}

// A `===` line as it should read: the name between the `=`s, inner blanks made `_`, letters with
// accents without them (CRÉATE_FILE → CREATE_FILE), any other non-ASCII character `_`.
std::optional<std::string> command_hint(std::string_view line) {
  const std::string_view core = command_core(line);
  if (core.empty()) return std::nullopt;
  std::string name = characters::ascii_name(core, [](char c) { return static_cast<unsigned char>(c) < 0x80; }, true);
  for (char& c : name)
    if (c == ' ' || c == '\t') c = '_';
  name.erase(std::unique(name.begin(), name.end(), [](char a, char b) { return a == '_' && b == '_'; }), name.end());
  std::string hint = "=== " + name + " ===";
  if (!lexes_as(hint, TeltLexer::INTRO, TeltLexer::COMMAND_LINE)) return std::nullopt;
  return hint;
}

// Why a `===` line is malformed when its name holds a character a name may not: that character
// by code point (a blank inside the name among them); empty when the shape is what is wrong.
std::string command_name_problem(std::string_view line) {
  const std::string_view core = command_core(line);
  const auto bad = std::find_if_not(core.begin(), core.end(), command_name_char);
  if (core.empty() || bad == core.end()) return {};
  return "command name " + in_quotes(core) + ": " + characters::describe(core, static_cast<std::size_t>(bad - core.begin())) +
         " is not allowed in it; ";
}

// The hash a malformed header tried to give, if it can be read: the word after the last ':' (or
// the last word), lower-cased; else "xyz".
std::string header_hint(std::string_view line) {
  std::string_view core = without_trail(line);
  const std::size_t colon = core.rfind(':');
  core = colon != std::string_view::npos ? core.substr(colon + 1) : core.substr(core.find_last_of(" [") + 1);
  core.remove_prefix(std::min(core.size(), core.find_first_not_of(" \t")));
  std::string hash;
  for (char c : core) {
    if (!std::isalnum(static_cast<unsigned char>(c))) break;
    hash += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  const std::string hint = "#!telt [3-char SHA: " + hash + "]";
  return lexes_as(hint, antlr4::Lexer::DEFAULT_MODE, TeltLexer::HEADER_LINE) ? hint : "#!telt [3-char SHA: xyz]";
}

// Whether a `--END hash--` line (hash: the one `header` gives) follows `line` before the next
// `#!telt` line. Only then is writing the header right a fix: with a hash that the block's
// delimiters do not use (a lower-cased or made-up one), the block it opens would swallow what
// follows and end unclosed.
bool closed_after(std::string_view input, const Line& line, std::string_view header) {
  const std::string end = delimiter("END", header.substr(header.rfind(' ') + 1, 3));
  for (std::size_t at = line.end_offset(); at < input.size();) {
    const Line next = Line::first_of(input.substr(at), at, line.number + 1);
    const std::string_view content = without_trail(next.content);
    if (content == end) return true;
    if (content.substr(0, 6) == "#!telt") return false;
    at = next.end_offset();
  }
  return false;
}

}  // namespace

Line first_line(const antlr4::Token& token, std::string_view input) {
  const std::size_t start = token.getStartIndex();
  return Line::first_of(input.substr(start, token.getStopIndex() + 1 - start), start, token.getLine());
}

Line last_line(const antlr4::Token& token, std::string_view input) {
  const std::size_t start = token.getStartIndex(), stop = token.getStopIndex() + 1;
  // The last line starts after the last newline before the token's final byte.
  const std::size_t newline = stop >= start + 2 ? input.rfind('\n', stop - 2) : std::string_view::npos;
  if (newline == std::string_view::npos || newline < start) return first_line(token, input);
  const std::size_t lines_before = static_cast<std::size_t>(
      std::count(input.begin() + static_cast<std::ptrdiff_t>(start), input.begin() + static_cast<std::ptrdiff_t>(newline) + 1, '\n'));
  return Line::first_of(input.substr(newline + 1, stop - newline - 1), newline + 1, token.getLine() + lines_before);
}

void Builder::report(const char* code, Position at, std::string message, std::optional<Hint> fix_hint,
                     std::optional<std::size_t> block) {
  Found f;
  f.error.code = code;
  f.error.severity = severity_of(level_of(code));
  f.error.span.start = at;
  f.error.message = std::move(message);
  if (fix_hint && fix_hint->replaces_line) {  // the line's content from `at`, not its terminator
    std::size_t end = std::min(input_.find('\n', at.offset), input_.size());
    if (end > at.offset && input_[end - 1] == '\r' && end < input_.size()) --end;
    const std::string_view replaced = input_.substr(at.offset, end - at.offset);
    const Position until{at.line, at.column + utf8::columns(replaced), end};
    f.error.fix = {Edit{{at, until}, fix_hint->line}};
  }
  // A hint as long as a huge line helps nobody and makes the diagnostic grow with the input.
  if (fix_hint && fix_hint->line.size() <= DiagnosticCollector::kMaxLineBytes) f.error.fix_hint = std::move(fix_hint->line);
  f.block = block;
  found_.push_back(std::move(f));
}

namespace {

// `line` when it is a proper prefix of a delimiter's shape (`--NAME xyz--`, TeltLexer.g4: NAME
// [A-Z_][A-Z0-9_]*, one space, a hash, `--`) that a cut-off reply leaves behind: `--`, then at
// least one letter of the name, then perhaps a space and part of the hash and the closing dashes.
// Empty otherwise.
std::string_view cut_delimiter(std::string_view line) {
  if (line.size() < 3 || line.substr(0, 2) != "--") return {};
  std::size_t i = 2;
  const auto name_char = [&](char c) { return (c >= 'A' && c <= 'Z') || c == '_' || (i > 2 && c >= '0' && c <= '9'); };
  while (i < line.size() && name_char(line[i])) ++i;
  if (i == 2) return {};
  if (i == line.size()) return line;  // `--CONTE`
  if (line[i++] != ' ') return {};
  std::size_t hash = 0;
  while (i < line.size() && hash < 3 && ((line[i] >= 'a' && line[i] <= 'z') || (line[i] >= '0' && line[i] <= '9'))) ++i, ++hash;
  if (i == line.size()) return line;  // `--END ab`
  if (hash < 3 || line[i] != '-') return {};
  return i + 1 == line.size() ? line : std::string_view();  // `--END abc-`
}

}  // namespace

void Builder::build(TeltParser::BlockContext* tree, Ending ending, const Line& last,
                    const std::optional<Line>& foreign_end) {
  block_ = document_.blocks.size();
  const std::size_t first_error = found_.size();
  Block block;
  const Line header = line_of(tree->HEADER_LINE()->getSymbol());
  block.hash = std::string(header_hash(header));
  block.start_line = header.number;
  std::size_t last_end = header.number;
  bool skipped_any = false;
  std::vector<std::size_t> mismatch_lines;  // HASH_MISMATCH reported already

  for (TeltParser::SectionContext* section : tree->section()) {
    antlr4::tree::TerminalNode* end = section->END_LINE();
    if (end) last_end = end->getSymbol()->getLine();
    if (TeltParser::CommandContext* ctx = section->command()) {
      Command command = read_command(ctx, block.hash, end ? end->getSymbol() : nullptr);
      command.span.end = end ? line_of(end->getSymbol()).end() : last_line_of(ctx->getStop()).end();
      block.commands.push_back(std::move(command));
    } else if (TeltParser::SkippedContext* ctx = section->skipped()) {
      skipped_any = true;
      const std::size_t before = found_.size();
      read_skipped(ctx, block.hash);
      for (std::size_t i = before; i < found_.size(); ++i)
        if (found_[i].error.code == "HASH_MISMATCH") mismatch_lines.push_back(found_[i].error.span.start.line);
    }
  }

  const Position start = header.at(0);
  switch (ending) {
    case Ending::closed:
      block.end_line = tree->CLOSE_LINE() ? tree->CLOSE_LINE()->getSymbol()->getLine() : last_end;
      if (block.commands.empty() && !skipped_any)
        report("EMPTY_BLOCK", start,
               "block " + in_quotes(block.hash) + " has no commands; add one as '=== COMMAND_NAME ===' after the header",
               std::nullopt, block_);
      break;
    case Ending::unclosed:
      block.end_line = last.number;
    {
      // Say what is lost: the input ends inside the last command (a reply cut off at its token
      // limit ends so), and a block that is never closed runs none of its commands.
      std::string lost;
      // A last line meant as the END delimiter but not one (`--END--`, `--END`, `--end abc--`):
      // the reply was not cut off, its END is malformed.
      const std::string_view tail = last.content.substr(0, last.content.find_last_not_of(" \t\r") + 1);
      const bool malformed_end = last.number > header.number && tail.size() >= 5 && cut_delimiter(last.content).empty() &&
                                 std::equal(tail.begin(), tail.begin() + 5, "--END", [](char a, char b) {
                                   return std::toupper(static_cast<unsigned char>(a)) == b;
                                 });
      if (!block.commands.empty()) {
        const Command& cut = block.commands.back();
        const std::size_t read = last.number - cut.span.start.line + 1;
        lost = "; the input ends inside " + in_quotes(cut.type) + " (line " + std::to_string(cut.span.start.line) +
               ", " + std::to_string(read) + (read == 1 ? " line" : " lines") + " read), so " +
               (malformed_end ? "" : "the reply was probably cut off, and ") +
               (block.commands.size() == 1 ? std::string("its one command does not run")
                                           : "none of its " + std::to_string(block.commands.size()) + " commands runs");
      } else {
        const std::size_t after = last.number - header.number;
        lost = "; the input ends " + (after == 0 ? std::string("right after it") :
                                      std::to_string(after) + (after == 1 ? " line" : " lines") + " after it") +
               ", before any well-formed command (a reply cut off?)";
      }
      // A last line cut short inside a delimiter (`--CONTE`, `--END ab`) was read as content.
      if (const std::string_view cut = cut_delimiter(last.content); !cut.empty() && last.number > header.number)
        lost += "; its last line, " + in_quotes(cut) + ", is a delimiter cut short (it was read as part of a value, " +
                "not as " + in_quotes(cut.substr(0, 5) == "--END" ? delimiter("END", block.hash) : "--NAME " + block.hash + "--") +
                ")";
      if (malformed_end)
        lost += "; its last line, " + in_quotes(utf8::truncate(tail, 40)) + " (line " + std::to_string(last.number) +
                "), is no END delimiter (that is " + in_quotes(delimiter("END", block.hash)) +
                ", with the block's hash), so it was read as part of a value";
      report("UNCLOSED_BLOCK", start,
             "block " + in_quotes(block.hash) + " opened at line " + std::to_string(header.number) +
                 " is never closed: " + (block.commands.empty() ? "it" : "its last command") + " needs a " +
                 in_quotes(delimiter("END", block.hash)) + " line" +
                 lost,
             delimiter("END", block.hash), block_);
    }
      break;
    case Ending::hash_mismatch: {
      block.end_line = last.number;
      const std::string_view written = delimiter_hash(*foreign_end);
      if (std::find(mismatch_lines.begin(), mismatch_lines.end(), foreign_end->number) == mismatch_lines.end())
        report("HASH_MISMATCH", foreign_end->at(0),
               "Block hash " + in_quotes(block.hash) + " doesn't match delimiter hash " + in_quotes(written) +
                   " (the block is never closed; this END line was probably meant to close it)",
               Hint(delimiter("END", block.hash), true), block_);
      break;
    }
  }

  // Validity: a block_fatal error sinks the block and every command in it.
  block.valid = std::none_of(found_.begin() + static_cast<std::ptrdiff_t>(first_error), found_.end(),
                             [](const Found& f) { return level_of(f.error.code) == Level::block_fatal; });
  for (Command& command : block.commands) command.valid = command.valid && block.valid;
  document_.blocks.push_back(std::move(block));
}

Command Builder::read_command(TeltParser::CommandContext* ctx, const std::string& hash, const antlr4::Token* after) {
  Command command;
  const Line first = line_of(ctx->COMMAND_LINE()->getSymbol());
  command.type = std::string(command_name(first));
  command.span.start = first.at(0);

  // Body: the lines before the first parameter, when any of them is not blank.
  std::optional<Line> first_text;
  for (auto it = ctx->body.begin(); it != ctx->body.end() && !first_text; ++it) {
    const std::size_t stop = (*it)->getStopIndex() + 1;
    for (Line line = line_of(*it);; line = Line::first_of(input_.substr(line.end_offset(), stop - line.end_offset()),
                                                         line.end_offset(), line.number + 1)) {
      if (!is_blank(line.content)) {
        first_text = line;
        break;
      }
      if (line.end_offset() >= stop) break;
    }
  }
  if (first_text) command.body = joined(ctx->body);

  const std::vector<TeltParser::ParameterContext*> parameters = ctx->parameter();
  for (std::size_t i = 0; i < parameters.size(); ++i) {
    TeltParser::ParameterContext* p = parameters[i];
    const Line delimiter_line = line_of(p->PARAM_LINE()->getSymbol());
    Param param;
    param.name = std::string(delimiter_name(delimiter_line));
    param.span.start = delimiter_line.at(0);
    param.value = joined(p->value);
    // The value ends where the next line of the block begins (no need to count its lines).
    const antlr4::Token* next = i + 1 < parameters.size() ? parameters[i + 1]->PARAM_LINE()->getSymbol() : after;
    if (p->value.empty())
      param.span.end = delimiter_line.end();
    else if (next)
      param.span.end = {next->getLine(), 1, next->getStartIndex()};
    else
      param.span.end = last_line_of(p->value.back()).end();
    command.params.push_back(std::move(param));
  }

  bool parse_ok = true;
  if (command.body && !command.params.empty()) {
    parse_ok = false;
    const Line first_param = line_of(ctx->parameter(0)->PARAM_LINE()->getSymbol());
    report("MIXED_BODY", first_text->at(0),
           "command " + in_quotes(command.type) + " has body text (from line " + std::to_string(first_text->number) +
               ") and parameters (from line " + std::to_string(first_param.number) +
               "); write either a body (BASH, EXEC) or parameters; the command is skipped",
           std::nullopt, block_);
  }
  if (first_text) misspelled_delimiters(ctx->body, hash, "part of the " + command.type + " body");
  for (std::size_t i = 0; i < parameters.size(); ++i)
    misspelled_delimiters(parameters[i]->value, hash, "part of " + command.params[i].name + "'s value");
  std::vector<bool> hidden(command.params.size());  // the paths HIDDEN_CHARACTER_IN_PATH names
  if (takes_parameters(command.type))
    for (std::size_t i = 0; i < parameters.size(); ++i)
      hidden[i] = path_param(command.params[i].name) && hidden_in_path(command, command.params[i], parameters[i]->value);
  validate(command, parse_ok, hash,
           [&](const char* code, Position at, std::string message, std::optional<Hint> hint) {
             report(code, at, std::move(message), std::move(hint), block_);
           },
           hidden);
  if (std::find(hidden.begin(), hidden.end(), true) != hidden.end()) command.valid = false;
  return command;
}

// A path is shown as it looks: a character a reader cannot see in it — an invisible or format
// character (U+200B, U+00AD, U+202E, …), a Unicode space (NBSP), a control, a lone CR — makes the
// file written or removed another than the one a reviewer sees (`src/ma\u200Bin.py`). Named by
// code point at its own place; the command is skipped. The fix deletes each invisible one (it
// stands for nothing); with a Unicode space among them it is a hint only (the path with a plain
// space), since which was meant, a space or none, is the writer's to say. Visible characters are
// the path's own, of any script.
bool Builder::hidden_in_path(const Command& command, const Param& param, const std::vector<antlr4::Token*>& lines) {
  if (lines.empty()) return false;
  const std::size_t start = lines.front()->getStartIndex();
  const std::string_view raw = input_.substr(start, lines.back()->getStopIndex() + 1 - start);
  if (!look_alikes::may_fold(raw) && raw.find('\r') == std::string_view::npos) return false;
  std::vector<Edit> fix;
  std::optional<Position> first;
  std::string first_named;
  Position first_end;
  std::string fixed;  // the value with the fix applied (the hint)
  for_each_line(raw, start, line_of(lines.front()).number, [&](const Line& line) {
    const look_alikes::Fold folded = look_alikes::fold(line.content);
    struct Hidden {
      std::size_t at, length;   // bytes of the line
      std::string_view becomes;  // "" (invisible, a lone CR) or " " (a Unicode space)
    };
    std::vector<Hidden> hidden;
    std::size_t cr = line.content.find('\r');
    for (const look_alikes::Folded& f : folded.changed) {
      for (; cr < f.offset; cr = line.content.find('\r', cr + 1)) hidden.push_back({cr, 1, ""});
      if (f.ascii.empty() || f.ascii == " ") hidden.push_back({f.offset, f.length, f.ascii});
    }
    for (; cr != std::string_view::npos; cr = line.content.find('\r', cr + 1)) hidden.push_back({cr, 1, ""});
    std::size_t copied = 0;
    if (!fixed.empty() || line.offset != start) fixed += '\n';
    for (const Hidden& h : hidden) {
      const std::size_t at = h.at;  // (a lambda below reads it)
      fix.push_back(Edit{{line.at(at), line.at(at + h.length)}, std::string(h.becomes)});
      if (!first) {
        first = fix.back().range.start;
        first_end = fix.back().range.end;
        first_named = at < line.content.size() && line.content[at] == '\r'
                          ? "U+000D (a lone CR) at column " + std::to_string(first->column)
                          : look_alikes::describe(*std::find_if(folded.changed.begin(), folded.changed.end(),
                                                                [&](const look_alikes::Folded& f) { return f.offset == at; }),
                                                  "column " + std::to_string(first->column));
      } else if (fix.back().range.start.line == first->line) {
        first_end = fix.back().range.end;
      }
      fixed.append(line.content.substr(copied, at - copied));
      fixed.append(h.becomes);
      copied = at + h.length;
    }
    fixed.append(line.content.substr(copied));
  });
  if (!first) return false;
  const std::size_t more = fix.size() - 1;
  report("HIDDEN_CHARACTER_IN_PATH", *first,
         command.type + " " + param.name + " " + in_quotes(param.value) + " holds " + first_named +
             (more > 0 ? " and " + std::to_string(more) + " more character" + (more > 1 ? "s" : "") + " a reader cannot see"
                       : std::string()) +
             ": the path shown is not the path written, so the command is skipped",
         Hint(fixed), block_);
  found_.back().error.span.end = first_end;
  if (std::all_of(fix.begin(), fix.end(), [](const Edit& e) { return e.text.empty(); }))
    found_.back().error.fix = std::move(fix);
  return true;
}

namespace {

// The own delimiter (`--NAME hash--`, NAME one of delimiter_names()) that `c` (a line, folded or
// not) is in another letter case (ASCII) or one edit from (a byte added, dropped or changed, or
// two swapped), its trail (§1.4) not compared, the hash itself intact: a delimiter with another
// hash is another block's, content by design (`--END v4t--` in a v3t block), while no file holds
// this block's hash by accident. `end`: the bytes compared.
std::optional<MeantDelimiter> nearest_delimiter(std::string_view c, const std::string& hash, bool& is_delimiter) {
  for (std::size_t at = c.find("//"); at != std::string_view::npos; at = c.find("//", at + 1))
    if (at > 0 && (c[at - 1] == ' ' || c[at - 1] == '\t')) {
      c = c.substr(0, at);
      break;
    }
  while (!c.empty() && (c.back() == ' ' || c.back() == '\t' || c.back() == '\r')) c.remove_suffix(1);
  // `--TO abc--` (10 bytes) to `--CONTENT abc--` (15), give or take the one edit.
  if (c.size() < 9 || c.size() > 16) return std::nullopt;
  const std::string lower = characters::ascii_lower(c);
  std::optional<MeantDelimiter> best;
  for (std::size_t h = lower.find(hash); h != std::string::npos; h = lower.find(hash, h + 1)) {
    const std::size_t tail = transposition_distance(std::string_view(lower).substr(h + hash.size()), "--");
    if (tail > 1) continue;
    for (std::string_view name : delimiter_names()) {
      const std::size_t d =
          tail + transposition_distance(std::string_view(lower).substr(0, h), "--" + characters::ascii_lower(name) + " ");
      if (d <= 1 && (!best || d < best->distance)) best = MeantDelimiter{"--" + std::string(name) + " " + hash + "--", d, c.size(), {}};
    }
  }
  // A blank inside the hash (`--END a bc--`) is the one edit: no block's hash holds one.
  for (std::size_t k = 1; !best && k + 1 < lower.size(); ++k) {
    if (lower[k] != ' ') continue;
    const std::string joined = lower.substr(0, k) + lower.substr(k + 1);
    const std::size_t h = joined.find(hash, k >= hash.size() ? k - hash.size() + 1 : 0);
    if (h == std::string::npos || h >= k || h + hash.size() <= k || joined.compare(h + hash.size(), std::string::npos, "--") != 0)
      continue;
    for (std::string_view name : delimiter_names())
      if (joined.compare(0, h, "--" + characters::ascii_lower(name) + " ") == 0)
        best = MeantDelimiter{"--" + std::string(name) + " " + hash + "--", 1, c.size(), {}};
  }
  // The delimiter itself (the lexer's; once folded, the near-miss check's), or after Unicode
  // spaces only (UNICODE_SPACE's).
  is_delimiter = best && c.substr(c.find_first_not_of(" \t")) == best->delimiter;
  return is_delimiter ? std::nullopt : best;
}

// Whether a line (or a part of one between lone CRs) may be one meant_delimiter finds: the cheap
// test every line of a value takes. One of its first two characters is '-' (or folds to it: an
// invisible one counts as none), since a delimiter begins `--` and one edit moves at most one of
// them; an ASCII line is compared in its first 17 bytes (16 and a blank of its trail), so the hash
// is there too.
bool may_misspell(std::string_view part, const std::string& hash) {
  if (hash.size() != 3 || part.size() < 9 || part[0] == ' ' || part[0] == '\t') return false;
  bool ascii = true, dash = false;
  for (std::size_t i = 0, seen = 0; i < part.size() && seen < 2 && !dash;) {
    const unsigned char b = static_cast<unsigned char>(part[i]);
    const std::optional<utf8::Decoded> d = b < 0x80 ? utf8::Decoded{b, 1} : utf8::decode(part, i);
    const char* folds = d && b >= 0x80 ? look_alikes::ascii_for(d->code_point) : nullptr;
    ascii = ascii && b >= 0x20 && b < 0x80;
    i += d ? d->length : 1;
    if ((folds && *folds == '\0') || (b < 0x20 && b != '\t')) continue;  // folded to nothing
    dash = b == '-' || (folds && *folds == '-');
    ++seen;
  }
  if (!dash) return false;
  const std::string_view head = part.substr(0, 17);
  for (const char c : head) ascii = ascii && static_cast<unsigned char>(c) >= 0x20 && static_cast<unsigned char>(c) < 0x80;
  if (!ascii) return true;
  const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
  const auto is = [&](std::size_t i, char h) { return i < head.size() && lower(head[i]) == h; };
  for (std::size_t i = 0; i + 3 <= head.size(); ++i)  // the hash, or the hash with a blank inside
    if (is(i, hash[0]) && ((is(i + 1, hash[1]) && is(i + 2, hash[2])) ||
                           (head[i + 1] == ' ' && is(i + 2, hash[1]) && is(i + 3, hash[2])) ||
                           (is(i + 1, hash[1]) && head[i + 2] == ' ' && is(i + 3, hash[2]))))
      return true;
  return false;
}

}  // namespace

// The line is compared with its look-alike and invisible characters folded (they are named too).
std::optional<MeantDelimiter> meant_delimiter(std::string_view content, const std::string& hash) {
  // A blank before it is the spec's own way of writing a delimiter as content (its examples 4
  // and 19: ` --END p5k--`): not a near miss.
  if (content.empty() || content[0] == ' ' || content[0] == '\t') return std::nullopt;
  bool is_delimiter = false;
  if (!look_alikes::may_fold(content)) return nearest_delimiter(content, hash, is_delimiter);
  // Folded as the near-miss check folds (§1.3): then, if that finds none, with each en or em
  // dash as the `--` autocorrect made it of.
  std::vector<look_alikes::Folded> changed = look_alikes::fold(content).changed;
  const auto is_dash = [](const look_alikes::Folded& f) { return f.code_point == 0x2013 || f.code_point == 0x2014; };
  for (int round = 0; round < 2; ++round) {
    if (round == 1) {
      if (is_delimiter || std::none_of(changed.begin(), changed.end(), is_dash)) break;
      for (look_alikes::Folded& f : changed)
        if (is_dash(f)) f.ascii = "--";
    }
    std::vector<const look_alikes::Folded*> use;
    for (const look_alikes::Folded& f : changed) use.push_back(&f);
    const look_alikes::Fold fold = look_alikes::fold_only(content, use);
    if (std::optional<MeantDelimiter> best = nearest_delimiter(fold.text, hash, is_delimiter)) {
      best->end = fold.origin[best->end];
      for (const look_alikes::Folded& f : changed)
        if (f.offset < best->end) best->folded.push_back(f);
      return best;
    }
  }
  return std::nullopt;
}

// A delimiter of the block written in another letter case (`--End k4p--`) or with one byte
// amiss (`--REPLACE k4p --`, `--FILE: k4p--`) is content, as the grammar says; here that is not
// silent. Only a hint: whether the line was meant to end the value is the writer's to say.
void Builder::misspelled_delimiters(const std::vector<antlr4::Token*>& lines, const std::string& hash,
                                    const std::string& read_as) {
  if (lines.empty()) return;
  const std::size_t start = lines.front()->getStartIndex();
  const std::string_view raw = input_.substr(start, lines.back()->getStopIndex() + 1 - start);
  const bool crs = raw.find('\r') != std::string_view::npos;
  std::size_t number = line_of(lines.front()).number;
  for (std::size_t at = 0; at < raw.size(); ++number) {
    const std::size_t lf = std::min(raw.find('\n', at), raw.size());
    std::string_view content = raw.substr(at, lf - at);
    if (crs && !content.empty() && content.back() == '\r' && lf < raw.size()) content.remove_suffix(1);  // CR LF
    // A lone CR is a line break to some readers (telt.md §1.3): each part between them is compared.
    for (std::size_t from = 0; from <= content.size();) {
      const std::size_t cr = crs ? std::min(content.find('\r', from), content.size()) : content.size();
      const std::string_view part = content.substr(from, cr - from);
      if (may_misspell(part, hash))
        if (const std::optional<MeantDelimiter> meant = meant_delimiter(part, hash))
          report_misspelled(Line::first_of(raw.substr(at), start + at, number), from, cr, *meant, read_as);
      from = cr + 1;
    }
    at = lf + 1;
  }
}

// MISSPELLED_DELIMITER for bytes [from, cr) of `line` (cr: a lone CR or the line's end).
void Builder::report_misspelled(const Line& line, std::size_t from, std::size_t cr, const MeantDelimiter& meant,
                                const std::string& read_as) {
  const bool cr_before = from > 0, cr_after = cr + 1 < line.content.size();
  std::string named;
  if (!meant.folded.empty()) {
    const look_alikes::Folded& first = meant.folded.front();
    const std::size_t more = meant.folded.size() - 1;
    named = ", " + look_alikes::describe(first, "column " + std::to_string(line.at(from + first.offset).column)) +
            (more > 0 ? " and " + std::to_string(more) + " more such character" + (more > 1 ? "s" : "") : std::string()) +
            " read as what " + (more > 0 ? "they imitate" : "it imitates");
  }
  const char* lone_cr = cr_before && cr_after ? " between lone CRs (U+000D)"
                        : cr_before            ? " after a lone CR (U+000D)"
                        : cr_after             ? " before a lone CR (U+000D)"
                                               : "";
  report("MISSPELLED_DELIMITER", line.at(cr_before ? from - 1 : from),
         in_quotes(std::string(line.content.substr(from, meant.end))) + lone_cr + " is not the delimiter " +
             in_quotes(meant.delimiter) + " but " +
             (meant.distance == 0 ? "the same in another letter case" : "one edit from it") + named +
             ": delimiters are matched exactly, so this line is " + read_as,
         // The line as it should be; beside lone CRs, the delimiter to write on a line of its own.
         cr_before || cr_after ? Hint(meant.delimiter)
                               : Hint(meant.delimiter + std::string(line.content.substr(meant.end)), true),
         block_);
  found_.back().error.span.end = line.at(cr_after ? cr + 1 : from + meant.end);
  found_.back().error.fix.clear();  // a hint: the line may be the value's own text
}

// The value rule (DECISIONS §2): the lines' contents joined with "\n". The lines are contiguous
// in the input, so that is one slice of it, with CRLF read as LF.
std::string Builder::joined(const std::vector<antlr4::Token*>& lines) const {
  if (lines.empty()) return std::string();
  const std::size_t start = lines.front()->getStartIndex();
  std::string_view raw = input_.substr(start, lines.back()->getStopIndex() + 1 - start);
  if (!raw.empty() && raw.back() == '\n') {  // the last line's terminator is not part of the value
    raw.remove_suffix(1);
    if (!raw.empty() && raw.back() == '\r') raw.remove_suffix(1);
  }
  std::string out;
  out.reserve(raw.size());
  append_lf(out, raw);
  return out;
}

namespace {
// What begins a skipped section, as a message names it.
const char* skipped_what(std::size_t type) {
  switch (type) {
    case TeltParser::MALFORMED_LINE: return "malformed command line";
    case TeltParser::ORPHAN_LINE: return "orphaned parameter";
    case TeltParser::STRAY_LINE: return "text before the first command";
    default: return "line that broke the block";  // a foreign delimiter or a misplaced header
  }
}
}  // namespace

void Builder::read_skipped(TeltParser::SkippedContext* ctx, const std::string& hash) {
  const Line line = line_of(ctx->getStart());
  // The skipped lines: one of them may be the block's own `--END` misspelled (`--End abc--`,
  // `--END abc--,`), which would have ended the skipping (§6.1); never silently.
  std::vector<antlr4::Token*> skipped;
  for (std::size_t i = 1; i < ctx->children.size(); ++i)
    if (auto* node = dynamic_cast<antlr4::tree::TerminalNode*>(ctx->children[i])) skipped.push_back(node->getSymbol());
  misspelled_delimiters(skipped, hash, "skipped, as the lines after the " + std::string(skipped_what(ctx->getStart()->getType())) + " are");
  switch (ctx->getStart()->getType()) {
    case TeltParser::MALFORMED_LINE:
      report("MALFORMED_COMMAND", line.at(0),
             std::string(line.terminated ? "malformed command line"
                                         : "malformed command line, cut off by the end of the input (a reply cut off?)") +
                 ": " + command_name_problem(line.content) +
                 "write it as '=== COMMAND_NAME ===' (name of ASCII letters, digits, _ : . -); "
                 "its lines are skipped up to the next command or " + in_quotes(delimiter("END", hash)),
             replacing_line(command_hint(line.content)), block_);
      break;
    case TeltParser::ORPHAN_LINE: {
      // The parameters of the orphaned run may name the command that was left out.
      std::vector<std::string_view> names = {delimiter_name(line)};
      for (antlr4::tree::TerminalNode* node : ctx->SKIPPED_PARAM_LINE()) names.push_back(delimiter_name(line_of(node->getSymbol())));
      const std::optional<std::string> command = command_taking(names);
      report("ORPHANED_PARAMETER", line.at(0),
             "parameter " + in_quotes(delimiter_name(line)) +
                 " comes before any command; it is skipped up to the next command or " + in_quotes(delimiter("END", hash)) +
                 " (add a '=== COMMAND_NAME ===' line above it)",
             command ? std::optional<std::string>("=== " + *command + " ===") : std::nullopt, block_);
      break;
    }
    case TeltParser::MISPLACED_HEADER_LINE:  // a second, broken header: the structure is lost
      report("INVALID_BLOCK_START", line.at(0),
             "a '#!telt' line must read exactly '#!telt [3-char SHA: xyz]'; this one, inside block " + in_quotes(hash) +
                 " before its first command, opens nothing and makes that block unusable",
             std::nullopt, block_);
      break;
    case TeltParser::FOREIGN_LINE:
    case TeltParser::FOREIGN_CLOSE_LINE:  // a delimiter with another hash: not content here
      report("HASH_MISMATCH", line.at(0),
             "Block hash " + in_quotes(hash) + " doesn't match delimiter hash " + in_quotes(delimiter_hash(line)),
             Hint(delimiter(delimiter_name(line), hash), true), block_);
      break;
    default:  // STRAY_LINE
      report("UNEXPECTED_CONTENT", line.at(0),
             "text before the block's first command is not part of any command; it is skipped up to the next "
             "command (comment lines start with '//')",
             hidden_syntax(line.content) || !comment_is_safe(line.content)
                 ? std::nullopt  // UNICODE_SPACE says what to do; or a comment would be a guess
                 : std::optional<Hint>(Hint("// " + std::string(line.content), true)),
             block_);
      break;
  }
}

void Builder::bad_header(const Line& line) {
  std::string hint = header_hint(line.content);
  const bool replaces_line = closed_after(input_, line, hint);  // else only a person can tell the hash
  report("INVALID_BLOCK_START", line.at(0),
         "a '#!telt' line must read exactly '#!telt [3-char SHA: xyz]' with xyz three lower-case letters or "
         "digits; no block is opened here",
         Hint(std::move(hint), replaces_line));
}

std::optional<Hidden> hidden_syntax(std::string_view c) {
  const characters::LeadingSpaces spaces = characters::leading_spaces(c);
  const std::size_t first = spaces.first_unicode, i = spaces.end;
  if (first == std::string_view::npos) return std::nullopt;
  std::string_view rest = c.substr(i);
  // A trailing ` // comment` (§1.4: a `//` after a blank) goes first, as on a syntax line.
  for (std::size_t slashes = rest.find("//"); slashes != std::string_view::npos; slashes = rest.find("//", slashes + 1))
    if (slashes > 0 && (rest[slashes - 1] == ' ' || rest[slashes - 1] == '\t')) {
      rest = rest.substr(0, slashes);
      break;
    }
  while (!rest.empty() && (rest.back() == ' ' || rest.back() == '\t' || rest.back() == '\r')) rest.remove_suffix(1);
  const auto starts = [&](std::string_view s) { return rest.substr(0, s.size()) == s; };
  const auto ends = [&](std::string_view s) { return rest.size() >= s.size() && rest.substr(rest.size() - s.size()) == s; };
  const bool shaped = (starts("===") && ends("===") && rest.size() > 6) ||
                      (starts("--") && ends("--") && rest.find(' ') != std::string_view::npos) || starts("#!telt");
  if (!shaped) return std::nullopt;
  return Hidden{first, i};
}

void Builder::report_hidden_syntax(const Line& line, std::size_t first_space, std::size_t syntax_at) {
  const std::string_view rest = line.content.substr(syntax_at);
  const std::string_view shown = rest.substr(0, std::min<std::size_t>(rest.size(), 40));
  report("UNICODE_SPACE", line.at(first_space),
         characters::describe(line.content, first_space) + " before " + in_quotes(shown) +
             ": command, delimiter and header lines begin at the first character of their line, so this one is "
             "read as text (content, or skipped), not as what it looks like",
         Hint(std::string(rest), false), std::nullopt);
  found_.back().error.fix = {Edit{{line.at(0), line.at(syntax_at)}, ""}};  // the line then begins with it
}

void Builder::report_command_outside(const Line& line, std::string_view shown) {
  report("COMMAND_OUTSIDE_BLOCK", line.at(0),
         in_quotes(utf8::truncate(shown, 40)) +
             " is a command line outside any block: it is text, and neither it nor what follows it runs; a block "
             "begins with a header line '#!telt [3-char SHA: xyz]', xyz the hash its delimiters carry",
         std::nullopt, std::nullopt);
}

void Builder::report_misspelled_header(const Line& line, std::size_t end, const std::string& fixed,
                                       const std::vector<look_alikes::Folded>& folded) {
  const std::string_view written = line.content.substr(0, end);
  std::string compact;  // without its blanks
  for (const char c : written)
    if (c != ' ' && c != '\t') compact += c;
  const bool blanks = compact.size() < written.size(), cased = compact != "#!telt";
  std::string how = blanks && cased ? "in another letter case and with blanks" : blanks ? "with blanks" : "in another letter case";
  if (!folded.empty()) {
    how = "the same once " + look_alikes::describe(folded.front(), "column " + std::to_string(line.at(folded.front().offset).column)) +
          (folded.size() > 1 ? " and " + std::to_string(folded.size() - 1) + " more such characters are" : std::string(" is")) +
          " read as ASCII";
  } else {
    how = "the same " + how;
  }
  report("MISSPELLED_HEADER", line.at(0),
         in_quotes(utf8::truncate(written, 40)) + " is not '#!telt' but " + how +
             ": a header is matched exactly, so this line opens no block and is text",
         Hint(fixed, true));
  found_.back().error.span.end = line.at(end);
  found_.back().error.fix.clear();  // a hint: the block was not reviewed as one
}

void Builder::report_lone_crs(const Line& line, const std::vector<std::size_t>& crs, std::string_view shown) {
  std::string fixed(line.content);
  std::vector<Edit> fix;
  for (auto cr = crs.rbegin(); cr != crs.rend(); ++cr) fixed[*cr] = '\n';
  for (const std::size_t cr : crs) fix.push_back(Edit{{line.at(cr), line.at(cr + 1)}, "\n"});
  const std::size_t more = crs.size() - 1;
  report("LONE_CR", line.at(crs.front()),
         "a lone CR (U+000D) ends no line (only LF does): " + in_quotes(utf8::truncate(shown, 40)) +
             " beside it is in the middle of line " + std::to_string(line.number) +
             ", so it is read as part of that line (content, or skipped), not as a line of its own" +
             (more > 0 ? " (and " + std::to_string(more) + " more such CR" + (more > 1 ? "s" : "") +
                             " on this line; the fix splits the line at each)"
                       : std::string()),
         Hint(fixed, false), std::nullopt);
  found_.back().error.fix = std::move(fix);
}

void Builder::late_parameter(const Line& line) {
  const std::string& hash = document_.blocks.back().hash;
  report("ORPHANED_PARAMETER", line.at(0),
         "parameter " + in_quotes(delimiter_name(line)) + " comes after its block was closed by the '--END " + hash +
             "--' above; it is ignored (move that line below the parameter)",
         std::nullopt, document_.blocks.size() - 1);
}

void Builder::stray_end(const Line& line) {
  if (document_.blocks.empty()) return;  // (the lexer knows a hash only from a header)
  const Block& block = document_.blocks.back();
  const std::size_t between = line.number > block.end_line + 1 ? line.number - block.end_line - 1 : 0;
  report("STRAY_END", line.at(0),
         "'--END " + block.hash + "--' closes nothing: the block with hash " + block.hash + " (line " +
             std::to_string(block.start_line) + ") was already closed at line " + std::to_string(block.end_line) +
             "; most likely the '--END " + block.hash + "--' there was meant as part of a command's body (a heredoc, a " +
             "file's content) and closed the block early, so the " + std::to_string(between) +
             (between == 1 ? " line between was" : " lines between were") + " read as text outside any block",
         "If the '--END " + block.hash + "--' at line " + std::to_string(block.end_line) +
             " belongs to a body, give the block another hash (in its header and every delimiter); if the lines " +
             "after it are meant as commands of the block, delete it",
         document_.blocks.size() - 1);
}

}  // namespace llmfmt::telt
