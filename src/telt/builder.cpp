#include "telt/builder.h"

#include <algorithm>

#include "core/diagnostic_collector.h"
#include "core/utf8.h"
#include "telt/lines.h"
#include "telt/validation.h"

namespace llmfmt::telt {
namespace {

std::string delimiter(std::string_view name, std::string_view hash) {
  return "--" + std::string(name) + " " + std::string(hash) + "--";
}

Severity severity_of(Level level) {
  switch (level) {
    case Level::block_fatal:
    case Level::command_error: return Severity::error;
    case Level::parameter_warning: return Severity::warning;
    case Level::syntax_info: return Severity::info;
  }
  return Severity::error;
}

// A `===` line as it should read: the name between the `=`s, inner blanks made `_`.
std::optional<std::string> command_hint(std::string_view line) {
  std::string_view core = syntax_part(line);
  const std::size_t from = core.find_first_not_of("= \t");
  if (from == std::string_view::npos) return std::nullopt;
  core = core.substr(from, core.find_last_not_of("= \t") + 1 - from);
  std::string name(core);
  for (char& c : name)
    if (c == ' ' || c == '\t') c = '_';
  name.erase(std::unique(name.begin(), name.end(), [](char a, char b) { return a == '_' && b == '_'; }), name.end());
  if (!is_command_name(name)) return std::nullopt;
  return "=== " + name + " ===";
}

}  // namespace

Line Line::at_offset(std::string_view input, std::size_t offset, std::size_t stop, std::size_t number) {
  const std::size_t newline = input.find('\n', offset);
  const std::size_t end = newline == std::string_view::npos || newline >= stop ? stop : newline + 1;
  Line line;
  line.content = input.substr(offset, end - offset);
  line.size = line.content.size();
  line.terminated = !line.content.empty() && line.content.back() == '\n';
  if (line.terminated) {
    line.content.remove_suffix(1);
    if (!line.content.empty() && line.content.back() == '\r') line.content.remove_suffix(1);  // CRLF is LF
  }
  line.offset = offset;
  line.number = number;
  return line;
}

Line Line::of(const antlr4::Token& token, std::string_view input) {
  return at_offset(input, token.getStartIndex(), token.getStopIndex() + 1, token.getLine());
}

Line Line::last_of(const antlr4::Token& token, std::string_view input) {
  const std::size_t start = token.getStartIndex(), stop = token.getStopIndex() + 1;
  // The last line starts after the last newline before the token's final byte.
  const std::size_t newline = stop >= start + 2 ? input.rfind('\n', stop - 2) : std::string_view::npos;
  if (newline == std::string_view::npos || newline < start) return of(token, input);
  const std::size_t lines_before = static_cast<std::size_t>(
      std::count(input.begin() + static_cast<std::ptrdiff_t>(start), input.begin() + static_cast<std::ptrdiff_t>(newline) + 1, '\n'));
  return at_offset(input, newline + 1, stop, token.getLine() + lines_before);
}

Position Line::at(std::size_t byte) const {
  byte = std::min(byte, content.size());
  return {number, 1 + utf8::columns(std::string_view(content).substr(0, byte)), offset + byte};
}

Position Line::end() const {
  if (terminated) return {number + 1, 1, offset + size};
  return {number, 1 + utf8::columns(content), offset + size};
}

void Builder::report(const char* code, Level level, Position at, std::string message,
                     std::optional<std::string> fix_hint, std::optional<std::size_t> block) {
  Found f;
  f.error.level = level;
  f.error.diagnostic.code = code;
  f.error.diagnostic.severity = severity_of(level);
  f.error.diagnostic.position = at;
  f.error.diagnostic.message = std::move(message);
  // A hint as long as a huge line helps nobody and makes the diagnostic grow with the input.
  if (fix_hint && fix_hint->size() > DiagnosticCollector::kMaxLineBytes) fix_hint.reset();
  f.error.diagnostic.fix_hint = std::move(fix_hint);
  f.block = block;
  found_.push_back(std::move(f));
}

void Builder::build(TeltParser::BlockContext* tree, Ending ending, const Line& last,
                    const std::optional<Line>& foreign_end) {
  block_ = document_.blocks.size();
  const std::size_t first_error = found_.size();
  Block block;
  const Line header = line_of(tree->HEADER_LINE()->getSymbol());
  block.hash = std::string(shape_of(header.content).hash);
  block.start_line = header.number;
  std::size_t last_end = header.number;
  bool skipped_any = false;
  std::vector<std::size_t> mismatch_lines;  // HASH_MISMATCH reported already

  for (TeltParser::SectionContext* section : tree->section()) {
    antlr4::tree::TerminalNode* end = section->END_LINE();
    if (end) last_end = end->getSymbol()->getLine();
    if (TeltParser::CommandContext* ctx = section->command()) {
      Command command = read_command(ctx, block.hash);
      command.span.end = end ? line_of(end->getSymbol()).end() : last_line_of(ctx->getStop()).end();
      block.commands.push_back(std::move(command));
    } else if (TeltParser::SkippedContext* ctx = section->skipped()) {
      skipped_any = true;
      const std::size_t before = found_.size();
      read_skipped(ctx, block.hash);
      for (std::size_t i = before; i < found_.size(); ++i)
        if (found_[i].error.diagnostic.code == "HASH_MISMATCH") mismatch_lines.push_back(found_[i].error.diagnostic.position.line);
    }
  }

  const Position start = header.at(0);
  switch (ending) {
    case Ending::closed:
      block.end_line = tree->CLOSE_LINE() ? tree->CLOSE_LINE()->getSymbol()->getLine() : last_end;
      if (block.commands.empty() && !skipped_any)
        report("EMPTY_BLOCK", Level::syntax_info, start,
               "block " + in_quotes(block.hash) + " has no commands; add one as '=== COMMAND_NAME ===' after the header",
               std::nullopt, block_);
      break;
    case Ending::unclosed:
      block.end_line = last.number;
      report("UNCLOSED_BLOCK", Level::block_fatal, start,
             "block " + in_quotes(block.hash) + " opened at line " + std::to_string(header.number) +
                 " is never closed: its last command needs a " + in_quotes(delimiter("END", block.hash)) + " line",
             delimiter("END", block.hash), block_);
      break;
    case Ending::hash_mismatch: {
      block.end_line = last.number;
      const std::string_view written = shape_of(foreign_end->content).hash;
      if (std::find(mismatch_lines.begin(), mismatch_lines.end(), foreign_end->number) == mismatch_lines.end())
        report("HASH_MISMATCH", Level::block_fatal, foreign_end->at(0),
               "Block hash " + in_quotes(block.hash) + " doesn't match delimiter hash " + in_quotes(written) +
                   " (the block is never closed; this END line was probably meant to close it)",
               delimiter("END", block.hash), block_);
      break;
    }
  }

  // Validity: a block_fatal error sinks the block and every command in it.
  block.valid = std::none_of(found_.begin() + static_cast<std::ptrdiff_t>(first_error), found_.end(),
                             [](const Found& f) { return f.error.level == Level::block_fatal; });
  for (Command& command : block.commands) command.valid = command.valid && block.valid;
  document_.blocks.push_back(std::move(block));
}

Command Builder::read_command(TeltParser::CommandContext* ctx, const std::string& hash) {
  Command command;
  const Line first = line_of(ctx->COMMAND_LINE()->getSymbol());
  command.type = std::string(shape_of(first.content).name);
  command.span.start = first.at(0);

  // Body: the lines before the first parameter, when any of them is not blank.
  std::optional<Line> first_text;
  for (antlr4::Token* token : ctx->body) {
    for_each_line(*token, input_, [&](const Line& line) {
      if (!is_blank(line.content)) first_text = line;
      return !first_text;
    });
    if (first_text) break;
  }
  if (first_text) command.body = joined(ctx->body);

  for (TeltParser::ParameterContext* p : ctx->parameter()) {
    const Line delimiter_line = line_of(p->PARAM_LINE()->getSymbol());
    Param param;
    param.name = std::string(shape_of(delimiter_line.content).name);
    param.span.start = delimiter_line.at(0);
    std::vector<antlr4::Token*> lines;
    for (antlr4::tree::TerminalNode* node : p->CONTENT_LINE()) lines.push_back(node->getSymbol());
    param.value = joined(lines);
    param.span.end = lines.empty() ? delimiter_line.end() : last_line_of(lines.back()).end();
    command.params.push_back(std::move(param));
  }

  bool parse_ok = true;
  if (command.body && !command.params.empty()) {
    parse_ok = false;
    const Line first_param = line_of(ctx->parameter(0)->PARAM_LINE()->getSymbol());
    report("MIXED_BODY", Level::command_error, first_text->at(0),
           "command " + in_quotes(command.type) + " has body text (from line " + std::to_string(first_text->number) +
               ") and parameters (from line " + std::to_string(first_param.number) +
               "); write either a body (BASH, EXEC) or parameters; the command is skipped",
           std::nullopt, block_);
  }
  validate(command, parse_ok, hash,
           [&](const char* code, Level level, Position at, std::string message, std::optional<std::string> hint) {
             report(code, level, at, std::move(message), std::move(hint), block_);
           });
  return command;
}

// The value rule (DECISIONS §2): the lines' contents joined with "\n". The lines are contiguous
// in the input, so that is one slice of it, with CRLF read as LF.
std::string Builder::joined(const std::vector<antlr4::Token*>& lines) const {
  if (lines.empty()) return std::string();
  const Line last = last_line_of(lines.back());
  const std::size_t start = lines.front()->getStartIndex();
  const std::string_view raw = input_.substr(start, last.offset + last.content.size() - start);
  if (raw.find('\r') == std::string_view::npos) return std::string(raw);
  std::string out;
  out.reserve(raw.size());
  for (std::size_t i = 0; i < raw.size(); ++i)
    if (!(raw[i] == '\r' && i + 1 < raw.size() && raw[i + 1] == '\n')) out += raw[i];
  return out;
}

void Builder::read_skipped(TeltParser::SkippedContext* ctx, const std::string& hash) {
  const Line line = line_of(ctx->getStart());
  const Shape shape = shape_of(line.content);
  switch (ctx->getStart()->getType()) {
    case TeltParser::MALFORMED_LINE:
      report("MALFORMED_COMMAND", Level::command_error, line.at(0),
             "malformed command line: write it as '=== COMMAND_NAME ===' (name of letters, digits, _ : . -); "
             "its lines are skipped up to the next command or " + in_quotes(delimiter("END", hash)),
             command_hint(line.content), block_);
      break;
    case TeltParser::ORPHAN_LINE: {
      // The parameters of the orphaned run may name the command that was left out.
      std::vector<std::string_view> names = {shape.name};
      for (antlr4::tree::TerminalNode* node : ctx->SKIPPED_LINE())
        for_each_line(*node->getSymbol(), input_, [&](const Line& skipped_line) {
          const Shape skipped = shape_of(skipped_line.content);
          if (skipped.kind == Shape::Kind::delimiter && skipped.hash == hash) names.push_back(skipped.name);
          return true;
        });
      const std::optional<std::string> command = command_taking(names);
      report("ORPHANED_PARAMETER", Level::parameter_warning, line.at(0),
             "parameter " + in_quotes(shape.name) +
                 " comes before any command; it is skipped up to the next command or " + in_quotes(delimiter("END", hash)) +
                 " (add a '=== COMMAND_NAME ===' line above it)",
             command ? std::optional<std::string>("=== " + *command + " ===") : std::nullopt, block_);
      break;
    }
    default:  // STRAY_LINE
      if (shape.kind == Shape::Kind::bad_header) {  // a second, broken header: the structure is lost
        report("INVALID_BLOCK_START", Level::block_fatal, line.at(0),
               "a '#!telt' line must read exactly '#!telt [3-char SHA: xyz]'; this one, inside block " +
                   in_quotes(hash) + " before its first command, opens nothing and makes that block unusable",
               std::nullopt, block_);
      } else if (shape.kind == Shape::Kind::delimiter) {  // a delimiter with another hash: not content here
        report("HASH_MISMATCH", Level::block_fatal, line.at(0),
               "Block hash " + in_quotes(hash) + " doesn't match delimiter hash " + in_quotes(shape.hash),
               delimiter(shape.name, hash), block_);
      } else {
        report("UNEXPECTED_CONTENT", Level::parameter_warning, line.at(0),
               "text before the block's first command is not part of any command; it is skipped up to the next "
               "command (comment lines start with '//')",
               "// " + std::string(line.content), block_);
      }
      break;
  }
}

}  // namespace llmfmt::telt
