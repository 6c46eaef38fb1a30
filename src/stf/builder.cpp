#include "stf/builder.h"

#include <algorithm>

#include "core/characters.h"
#include "core/edit_distance.h"
#include "core/hints.h"
#include "core/utf8.h"
#include "json5/embedded.h"
#include "stf/tree.h"

namespace llmfmt::stf {
namespace {

bool is_blank_text(std::string_view s) { return s.find_first_not_of(" \t") == std::string_view::npos; }

// The command catalogue (stf-commands.md): name → canonical name and, for role commands, role.
struct CommandInfo {
  const char* name;
  const char* canonical;
  const char* role;  // role commands only
};
constexpr CommandInfo kCommands[] = {
    {"message", "message", nullptr}, {"msg", "message", nullptr},  {"system", "system", "system"},
    {"sys", "system", "system"},     {"developer", "developer", "developer"}, {"dev", "developer", "developer"},
    {"user", "user", "user"},        {"assistant", "assistant", "assistant"}, {"ai", "assistant", "assistant"},
    {"tool", "tool", "tool"},        {"raw", "raw", nullptr},       {"extra", "extra", nullptr},
    {"meta", "meta", nullptr},       {"flush", "flush", nullptr},   {"end", "end", nullptr},
};

const CommandInfo* find_command(std::string_view name) {
  for (const CommandInfo& c : kCommands)
    if (name == c.name) return &c;
  return nullptr;
}

// JSON5 diagnostics about the bytes themselves: the builder reports them once for the file.
bool file_level(std::string_view code) { return code == "INVALID_UTF8" || code == "BOM_SKIPPED"; }

const std::vector<std::string_view> kMessageKeys = {"role", "name", "id", "call_id"};
const std::vector<std::string_view> kRoleKeys = {"name", "id", "call_id"};
const std::vector<std::string_view> kNoKeys = {};

}  // namespace

Builder::Builder(const Options& options, DiagnosticCollector& diagnostics, bool keep_messages,
                 std::function<void(const Value&)> on_message)
    : options_(options),
      diagnostics_(diagnostics),
      keep_messages_(keep_messages || on_message),
      on_message_(std::move(on_message)) {}

void Builder::reset(std::string_view input) {
  input_ = input;
  messages_.clear();
  metadata_.reset();
  current_.reset();
  run_open_ = false;
  skipping_ = false;
  unterminated_block_.reset();
  cr_lines_ = 0;
  cr_snapshot_ = 0;
  cr_first_ = {};
}

void Builder::report(const char* code, Severity severity, Position at, std::string message,
                     std::optional<std::string> fix_hint) {
  report(std::string(code), severity, at, std::move(message), std::move(fix_hint));
}

void Builder::report(std::string code, Severity severity, Position at, std::string message,
                     std::optional<std::string> fix_hint, std::vector<Edit> fix) {
  Diagnostic d;
  d.fix = std::move(fix);
  d.code = std::move(code);
  d.severity = severity;
  d.span.start = at;
  d.message = std::move(message);
  d.fix_hint = std::move(fix_hint);
  diagnostics_.report(std::move(d));
}

// ---- lines -----------------------------------------------------------------------------------

void Builder::unicode_space_before_command(const Line& line) {
  const std::string_view c = line.content;
  const characters::LeadingSpaces spaces = characters::leading_spaces(c);
  const std::size_t first = spaces.first_unicode, i = spaces.end;
  const bool command = i + 1 < c.size() && c[i] == ';' && ((c[i + 1] >= 'a' && c[i + 1] <= 'z') || (c[i + 1] >= 'A' && c[i + 1] <= 'Z'));
  if (first == std::string_view::npos || !command) return;
  std::size_t name_end = i + 1;
  while (name_end < c.size() && std::isalnum(static_cast<unsigned char>(c[name_end]))) ++name_end;
  const std::string word(c.substr(i, name_end - i));
  report("UNICODE_SPACE", Severity::warning, line.at(first),
         characters::describe(c, first) + " before '" + word + "': a command's ';' must be the first character of " +
             "its line, so this line is read as text (message content or a block's body), not as that command",
         std::string(c.substr(i)), {Edit{{line.at(0), line.at(i)}, ""}});
}

void Builder::lone_cr_before_command(const Line& line, bool command_line) {
  // One per line (the first): the fix's next reading finds the others. A Markdown prefix after the
  // CR is MARKDOWN_PREFIX's once the line is split.
  const std::string_view c = line.content;
  auto [cr, at] = command_after_lone_cr(c);
  std::string what;
  if (cr != std::string_view::npos) {
    std::size_t name = at + 1, name_end;
    while (name < c.size() && (c[name] == ' ' || c[name] == '\t')) ++name;
    for (name_end = name; name_end < c.size() && std::isalnum(static_cast<unsigned char>(c[name_end]));) ++name_end;
    if (name_end == name) name_end = std::min(c.size(), at + 3);  // `;/*`, `;*/`, `;#`, `;//`, `;;`
    what = "'" + std::string(c.substr(at, name_end - at)) + "' after it is in the middle of line " +
           std::to_string(line.number) + ", so it is part of that line, not a line of its own";
  } else if (command_line) {  // what a CR in a command line is followed by is read into it
    for (cr = c.find('\r'); cr != std::string_view::npos; cr = c.find('\r', cr + 1)) {
      const std::string_view part = c.substr(cr + 1, c.find('\r', cr + 1) - (cr + 1));
      const std::size_t text = part.find_first_not_of(" \t");
      if (text == std::string_view::npos) continue;
      const std::string_view next = part.substr(text);
      what = "'" + std::string(utf8::truncate(next, 40)) + "' after it is in the middle of line " +
             std::to_string(line.number) + ", so it is read as part of that command line, not as a line of its own";
      break;
    }
  }
  if (what.empty()) return;
  std::string fixed(c);
  fixed[cr] = '\n';
  // Before a command the CR was a line end; inside a command line it may be one, or a stray
  // byte among the arguments (`name=a` CR ` id=b`): a guess, so a hint only.
  std::vector<Edit> fix;
  if (at != std::string_view::npos) fix.push_back(Edit{{line.at(cr), line.at(cr + 1)}, "\n"});
  report("LONE_CR", Severity::warning, line.at(cr), "a lone CR (U+000D) ends no line (only LF does): " + what,
         at != std::string_view::npos ? fixed
                                      : "Replace the CR with a line feed if what follows it is a line of its own, "
                                        "or delete it",
         std::move(fix));
}

void Builder::count_cr(const Line& line) {
  const std::string_view text = line.content;
  // (every command and comment line comes here; data and body lines call it themselves)
  if (const std::size_t cr = text.find('\r'); cr != std::string_view::npos && cr + 1 < text.size())
    lone_cr_before_command(line, true);
  if (text.empty() || text.back() != '\r') return;
  if (cr_lines_++ == 0) {
    cr_first_ = line.at(text.size() - 1);
    cr_snapshot_ = diagnostics_.snapshot(line.number);
  }
}

Builder::Command Builder::read_name(const Line& line, const antlr4::Token& head) {
  // The head is `;`, blanks, the name (StfLexer.g4: HEAD NAME).
  const std::string_view text = input_.substr(head.getStartIndex(), head.getStopIndex() + 1 - head.getStartIndex());
  const std::size_t start = text.find_first_not_of(" \t", 1);
  const std::string_view written = text.substr(start);
  std::string name(written);
  for (char& c : name)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  const std::string prefix(text.substr(0, start));
  if (const CommandInfo* info = find_command(name)) {
    if (name != written)
      report("UNKNOWN_COMMAND", Severity::error, line.at(0),
             "unknown command " + in_quotes(written) + "; command names are lower-case", prefix + name);
    return {info->canonical, std::string(text.substr(1)), true};
  }
  // At most two edits away (docs/formats/stf.md §3.6).
  static const Nearness kNear{[](std::size_t, std::size_t) -> std::size_t { return 2; }};
  std::vector<std::string_view> names;
  for (const CommandInfo& c : kCommands) names.push_back(c.name);
  std::optional<std::string> hint = nearest_name(name, names, kNear);
  // Another chat format's name of a role (`;human`, Gemini's `;model`): STF's command for it.
  static const std::pair<std::string_view, std::string_view> kOtherRoleNames[] = {
      {"human", "user"}, {"model", "ai"}, {"bot", "ai"}, {"function", "tool"}};
  std::string_view role_command;
  for (const auto& [other, command] : kOtherRoleNames)
    if (name == other) role_command = command, hint = std::string(command);
  if (hint) *hint = prefix + *hint;
  // `;usér`: the name as written (StfLexer.g4 NAME runs on over non-ASCII), the character named,
  // and the nearest command to the name made ASCII.
  const std::size_t bad = characters::first_non_ascii(written);
  if (bad != std::string_view::npos) {
    const std::string ascii = characters::ascii_name(name, [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }, true);
    for (const CommandInfo& c : kCommands)
      if (edit_distance(ascii, c.name) < 2) hint = prefix + c.name;
    report("UNKNOWN_COMMAND", Severity::error, line.at(0),
           "unknown command " + in_quotes(written) + ": " + characters::describe(written, bad) +
               " is not allowed in a command name (ASCII letters and digits)",
           hint);
    return {name, std::string(text.substr(1)), false};
  }
  // A name cut short (`;assis`: a reply cut off, most often) is the beginning of a known one; that
  // one is a better guess than a name a few edits away (`;ass` is not `;msg`).
  std::string message = "unknown command " + in_quotes(written);
  if (!role_command.empty())
    message += "; the role it names is written ';" + std::string(role_command) + "' in STF";
  else if (name.size() >= 2)
    for (const CommandInfo& c : kCommands)
      if (std::string_view(c.name).substr(0, name.size()) == name) {
        hint = prefix + c.name;
        message += "; ';" + std::string(c.name) + "' begins so";
        break;
      }
  if (!line.terminated && line.content.size() == text.size() + (head.getStartIndex() - line.offset))
    message += " (the input ends on this line: a reply cut off?)";
  report("UNKNOWN_COMMAND", Severity::error, line.at(0), std::move(message), hint);
  return {name, std::string(text.substr(1)), false};
}

std::vector<Argument> Builder::arguments(const Line& line, StfParser::ArgumentsContext* ctx,
                                         const std::vector<std::string_view>& known) {
  std::vector<ArgumentIssue> issues;
  std::vector<Argument> out = read_arguments(ctx, input_, known, issues);
  for (ArgumentIssue& issue : issues)
    if (issue.json5) {
      const std::size_t base = *issue.json5_base - line.offset;
      report_json5_near_miss(std::move(*issue.json5), [&](std::size_t o) { return std::make_pair(line, base + o); },
                             {Segment{0, line, base}});
    } else if (!file_level(issue.code))
      report(std::move(issue.code), issue.severity, line.at(issue.at - line.offset),
             issue.json5_base ? with_file_places(issue.message, {Segment{0, line, *issue.json5_base - line.offset}})
                              : std::move(issue.message),
             std::move(issue.fix_hint));
  return out;
}

// ---- the tree --------------------------------------------------------------------------------

void Builder::file(StfParser::DocumentContext* ctx) {
  for (StfParser::ItemContext* i : rules<StfParser::ItemContext>(ctx)) item(i);
}

void Builder::item(StfParser::ItemContext* ctx) {
  if (unterminated_block_) {  // this command line ended a block that had no `;end`
    const Line line = token_line(*ctx->getStart(), input_);
    report("COMMAND_IN_BLOCK", Severity::error, line.at(0),
           "a command line inside the block opened on line " + std::to_string(unterminated_block_->opener.number) +
               "; only data lines, ';;' lines and comments may stand before its ';end'",
           "Insert ';end' above this line");
    unterminated_block_.reset();
  }
  if (StfParser::BlockContext* b = first_rule<StfParser::BlockContext>(ctx)) return block(b);
  if (StfParser::CommentContext* c = first_rule<StfParser::CommentContext>(ctx)) return comment(first_token(c, StfParser::COMMENT_OPEN), rules<StfParser::CommentItemContext>(c), first_token(c, StfParser::COMMENT_CLOSE));
  if (StfParser::CommandContext* c = first_rule<StfParser::CommandContext>(ctx)) return command(c);
  if (StfParser::StrayEndContext* e = first_rule<StfParser::StrayEndContext>(ctx)) {
    const Line line = line_of(first_token(e, StfParser::STRAY_END));
    count_cr(line);
    read_name(line, *first_token(e, StfParser::STRAY_END)->getSymbol());
    report("END_WITHOUT_BLOCK", Severity::error, line.at(0), "';end' without an open ';raw', ';extra' or ';meta' block");
    return;
  }

  if (ctx->getStart()->getType() == StfParser::DATA_LINE) return data_run(*ctx->getStart());
  const Line line = token_line(*ctx->getStart(), input_);
  switch (ctx->getStart()->getType()) {
    case StfParser::ESCAPED_LINE: return data(line, 1);
    case StfParser::LINE_COMMENT: count_cr(line); return;
    case StfParser::BAD_LINE:
      count_cr(line);
      report("MALFORMED_COMMAND_LINE", Severity::error, line.at(0),
             "a line starting with ';' must be a command (';' then a lower-case name) or a comment; write ';;' for "
             "data that starts with ';'",
             ";" + std::string(line.content));
      return;
    case StfParser::STRAY_COMMENT_CLOSE:
      count_cr(line);
      report("UNEXPECTED_COMMENT_CLOSE", Severity::error, line.at(0), "';*/' without an open block comment");
      return;
    default: return;
  }
}

void Builder::comment(antlr4::tree::TerminalNode* open, const std::vector<StfParser::CommentItemContext*>& items,
                      antlr4::tree::TerminalNode* close) {
  const Line first = line_of(open);
  count_cr(first);  // the opening line is outside the comment; the lines inside are not read
  std::vector<Line> opens{first};
  for (StfParser::CommentItemContext* item : items) {
    if (antlr4::tree::TerminalNode* nested = first_token(item, StfParser::NESTED_OPEN)) {
      opens.push_back(line_of(nested));
    } else if (first_token(item, StfParser::NESTED_CLOSE) && opens.size() > 1) {
      opens.pop_back();
    }
  }
  if (close) return;
  for (const Line& o : opens) {  // open at the end of the input: it hides every line after it
    const std::string_view rest = input_.substr(std::min(o.end_offset(), input_.size()));
    const std::size_t hidden = static_cast<std::size_t>(std::count(rest.begin(), rest.end(), '\n')) +
                               (rest.empty() || rest.back() == '\n' ? 0 : 1);
    report("UNCLOSED_COMMENT", Severity::error, o.at(0),
           hidden == 0 ? std::string("this block comment is never closed (the input ends right after it)")
                       : "this block comment is never closed, so it hides all " + std::to_string(hidden) +
                             (hidden == 1 ? " line" : " lines") + " after it, to the end of the input (line " +
                             std::to_string(o.number + 1) + " on)",
           "Insert ';*/' where the comment ends");
  }
}

// ---- data and commands -----------------------------------------------------------------------

void Builder::data_run(const antlr4::Token& run) {
  const bool appended_whole = current_ && !skipping_;
  for_each_line_of(run, input_, [&](const Line& line) {
    // Only a line that begins with a blank or a non-ASCII byte can have a Unicode space before a `;`.
    const unsigned char first = line.content.empty() ? 0 : static_cast<unsigned char>(line.content[0]);
    if (first == ' ' || first == '\t' || first >= 0x80) unicode_space_before_command(line);
    if (line.content.find('\r') != std::string_view::npos) lone_cr_before_command(line);
    if (!appended_whole) data(line, 0);
  });
  if (!appended_whole) return;
  // Within a message the lines join with "\n" as they stand in the input (only LF ends an STF
  // line): the run, without its last LF, in one piece.
  const std::size_t at = std::min<std::size_t>(run.getStartIndex(), input_.size());
  const std::size_t end = std::min<std::size_t>(run.getStopIndex() + 1, input_.size());
  if (end <= at) return;  // no line
  std::string_view text = input_.substr(at, end - at);
  if (text.back() == '\n') text.remove_suffix(1);
  if (run_open_) current_->content += '\n';
  current_->content += text;
  run_open_ = true;
}

void Builder::data(const Line& line, std::size_t skip) {
  if (skipping_) return;
  const std::string_view text = line.content.substr(std::min(skip, line.content.size()));
  if (current_) {
    if (run_open_) current_->content += '\n';
    current_->content += text;
    run_open_ = true;
    return;
  }
  if (skip == 0 && is_blank_text(text)) return;  // nil state: blank lines are ignored
  if (options_.default_role) {
    start_message(*options_.default_role, {});
    current_->content.assign(text);
    run_open_ = true;
    return;
  }
  report("DATA_BEFORE_MESSAGE", Severity::error, line.at(0),
         "a data line outside any message; start a message first (the lines up to the next command line are "
         "dropped)",
         "Insert a command line such as ';user' above this line");
  skipping_ = true;
}

void Builder::command(StfParser::CommandContext* ctx) {
  const Line line = line_of(first_token(ctx, StfParser::COMMAND));
  count_cr(line);
  const Command cmd = read_name(line, *first_token(ctx, StfParser::COMMAND)->getSymbol());
  end_run();
  if (!cmd.known) {  // nothing to recover: its data lines cannot be placed
    end_message();
    skipping_ = true;
    return;
  }
  skipping_ = false;
  const CommandInfo* info = find_command(cmd.name);
  if (cmd.name == "message") {
    const std::vector<Argument> args = arguments(line, first_rule<StfParser::ArgumentsContext>(ctx), kMessageKeys);
    std::string role;
    auto given = std::find_if(args.begin(), args.end(), [](const Argument& a) { return a.key == "role"; });
    if (given != args.end()) {
      role = given->value;
    } else if (current_) {
      role = current_->role;
    } else {
      report("MISSING_ROLE", Severity::error, line.at(0),
             "';" + cmd.written +
                 "' without role= takes the role of the current message, and there is none",
             "Give the role, e.g. ';msg role=user'");
      skipping_ = true;
      return;
    }
    end_message();
    start_message(std::move(role), args);
  } else if (info->role) {
    const std::vector<Argument> args = arguments(line, first_rule<StfParser::ArgumentsContext>(ctx), kRoleKeys);
    end_message();
    start_message(info->role, args);
  } else {  // flush
    arguments(line, first_rule<StfParser::ArgumentsContext>(ctx), kNoKeys);
    end_message();
  }
}

void Builder::start_message(std::string role, const std::vector<Argument>& args) {
  current_ = Building{};
  current_->role = std::move(role);
  for (const Argument& a : args) {
    if (a.key == "name") current_->name = a.value;
    if (a.key == "id") current_->id = a.value;
    if (a.key == "call_id") current_->call_id = a.value;
  }
  run_open_ = false;
}

void Builder::end_message() {
  run_open_ = false;
  if (!current_) return;
  if (keep_messages_) {
    Object m;
    m.set("role", std::move(current_->role));
    m.set("content", std::move(current_->content));
    if (current_->name) m.set("name", std::move(*current_->name));
    if (current_->id) m.set("id", std::move(*current_->id));
    if (current_->call_id) m.set("call_id", std::move(*current_->call_id));
    if (current_->extra) m.set("extra", std::move(*current_->extra));
    commit(Value(std::move(m)));
  }
  current_.reset();
}

void Builder::commit(Value message) {
  if (on_message_)
    on_message_(message);
  else
    messages_.push_back(std::move(message));
}

void Builder::merge(std::optional<Value>& into, Value value) {
  if (into && into->is_object() && value.is_object()) {
    for (const auto& [key, item] : value.as_object()) into->as_object().set(key, item);
  } else {
    into = std::move(value);
  }
}

// ---- blocks ----------------------------------------------------------------------------------

void Builder::block(StfParser::BlockContext* ctx) {
  const Line opener = line_of(first_token(ctx, StfParser::BLOCK_COMMAND));
  count_cr(opener);
  const Command cmd = read_name(opener, *first_token(ctx, StfParser::BLOCK_COMMAND)->getSymbol());
  end_run();
  skipping_ = false;
  arguments(opener, first_rule<StfParser::ArgumentsContext>(ctx), kNoKeys);
  if (cmd.name == "raw") end_message();
  bool extra_ok = true;
  if (cmd.name == "extra" && !current_) {
    report("EXTRA_WITHOUT_MESSAGE", Severity::error, opener.at(0),
           "';extra' needs a current message (after a role command or ';msg', before ';flush' or ';raw')");
    extra_ok = false;
  }

  std::string body;
  std::vector<Segment> segments;
  for (StfParser::BodyItemContext* item : rules<StfParser::BodyItemContext>(ctx)) {
    if (StfParser::BodyCommentContext* c = first_rule<StfParser::BodyCommentContext>(item)) {
      comment(first_token(c, StfParser::BODY_COMMENT_OPEN), rules<StfParser::CommentItemContext>(c), first_token(c, StfParser::COMMENT_CLOSE));
      continue;
    }
    auto add = [&](const Line& line, std::size_t skip) {
      if (!segments.empty()) body += '\n';
      segments.push_back({body.size(), line, skip});
      body += line.content.substr(skip);
    };
    if (item->getStart()->getType() == StfParser::BODY_LINE) {  // a run of body lines
      for_each_line_of(*item->getStart(), input_, [&](const Line& line) {
        unicode_space_before_command(line);
        if (line.content.find('\r') != std::string_view::npos) lone_cr_before_command(line);
        add(line, 0);
      });
      continue;
    }
    const Line line = token_line(*item->getStart(), input_);
    switch (item->getStart()->getType()) {
      case StfParser::BODY_ESCAPED_LINE: add(line, 1); break;
      case StfParser::BODY_LINE_COMMENT: count_cr(line); break;
      case StfParser::BODY_BAD_LINE:
        count_cr(line);
        report("MALFORMED_COMMAND_LINE", Severity::error, line.at(0),
               "a line starting with ';' inside a block must be ';end', a comment, or data written with ';;'",
               ";" + std::string(line.content));
        break;
      case StfParser::BODY_STRAY_CLOSE:
        count_cr(line);
        report("UNEXPECTED_COMMENT_CLOSE", Severity::error, line.at(0), "';*/' without an open block comment");
        break;
      default: break;
    }
  }

  std::optional<Line> end;
  if (StfParser::BlockEndContext* e = first_rule<StfParser::BlockEndContext>(ctx)) {
    end = line_of(first_token(e, StfParser::BLOCK_END));
    count_cr(*end);
    read_name(*end, *first_token(e, StfParser::BLOCK_END)->getSymbol());
  }

  std::optional<Value> value;
  if (segments.empty()) {
    report("EMPTY_BLOCK", Severity::error, opener.at(0),
           "the ';" + cmd.name + "' block has no body; it needs one JSON5 value before ';end'");
  } else {
    value = parse_body(body, segments);
  }
  // Reported by the next item (a command line), or at the end, saying what was lost.
  if (!end) unterminated_block_ = OpenBlock{opener, cmd.name, segments.size(), value.has_value()};
  if (!value) return;

  if (cmd.name == "raw") {
    if (std::optional<std::string> problem = message_problem(*value)) {
      report("INVALID_RAW_MESSAGE", Severity::error, opener.at(0), "the ';raw' body is not a message: " + *problem);
      return;
    }
    if (keep_messages_) commit(std::move(*value));
  } else if (cmd.name == "extra") {
    if (extra_ok) merge(current_->extra, std::move(*value));
  } else {
    merge(metadata_, std::move(*value));
  }
}

// A JSON5 message names places in the body ("inside the object opened at line 1, column 1");
// each "line L, column C" becomes the file's place, body line L being `segments[L - 1]`.
std::string Builder::with_file_places(const std::string& message, const std::vector<Segment>& segments) {
  const std::string_view line_word = "line ", column_word = ", column ";
  const auto number_at = [&](std::size_t& at) {
    std::size_t n = 0;
    const std::size_t from = at;
    while (at < message.size() && message[at] >= '0' && message[at] <= '9') n = n * 10 + (message[at++] - '0');
    return at > from ? n : 0;
  };
  std::string out;
  std::size_t copied = 0;
  for (std::size_t l = message.find(line_word); l != std::string::npos; l = message.find(line_word, l + 1)) {
    std::size_t at = l + line_word.size();
    const std::size_t line = number_at(at);
    if (line == 0 || line > segments.size() || message.compare(at, column_word.size(), column_word) != 0) continue;
    at += column_word.size();
    const std::size_t column = number_at(at);
    if (column == 0) continue;
    const Segment& s = segments[line - 1];
    out.append(message, copied, l - copied);
    out += "line " + std::to_string(s.line.number) + ", column " + std::to_string(s.line.at(s.skip).column + column - 1);
    copied = at;
  }
  return out.append(message, copied, std::string::npos);
}

// Parses a block's joined body lines as JSON5; diagnostics move to their file positions.
std::optional<Value> Builder::parse_body(const std::string& body, const std::vector<Segment>& segments) {
  json5::Result r = json5::parse_embedded(body);
  bool errors = false;
  for (Diagnostic& d : r.diagnostics) {
    if (file_level(d.code)) continue;
    const std::size_t offset = d.span.start.offset;
    auto seg = std::upper_bound(segments.begin(), segments.end(), offset,
                                [](std::size_t o, const Segment& s) { return o < s.body_offset; });
    if (seg != segments.begin()) --seg;
    const std::size_t byte = seg->skip + (offset - std::min(offset, seg->body_offset));
    errors = errors || d.severity == Severity::error;
    if (d.code == "LOOK_ALIKE_CHARACTER" || d.code == "INVISIBLE_CHARACTER") {
      report_json5_near_miss(std::move(d), [&](std::size_t o) {
        auto s = std::upper_bound(segments.begin(), segments.end(), o,
                                  [](std::size_t at, const Segment& g) { return at < g.body_offset; });
        if (s != segments.begin()) --s;
        return std::make_pair(s->line, s->skip + (o - std::min(o, s->body_offset)));
      }, segments);
      continue;
    }
    report(std::move(d.code), d.severity, seg->line.at(byte), with_file_places(d.message, segments),
           std::move(d.fix_hint));
  }
  if (errors) return std::nullopt;
  return std::move(r.document.value);
}

// The warning names characters of one line of the file (a JSON5 text inside STF is one line, or a
// body's lines each holding whole characters), so its span and edits move there, and its hint is
// that line with the edits applied (§1.9, §7.1). Edits on more than one line: no fix.
void Builder::report_json5_near_miss(Diagnostic d, const std::function<std::pair<Line, std::size_t>(std::size_t)>& place,
                                     const std::vector<Segment>& segments) {
  const auto [line, start] = place(d.span.start.offset);
  const std::size_t end = place(d.span.end.offset).second;
  d.message = with_file_places(d.message, segments);
  d.content.clear();  // (the JSON5 text's line: the collector fills in the file's)
  d.context_window.clear();
  d.span = {line.at(start), line.at(std::max(start, end))};
  std::vector<Edit> edits;
  std::string fixed;
  std::size_t copied = 0;
  for (const Edit& e : d.fix) {
    const auto [at_line, from] = place(e.range.start.offset);
    const std::size_t to = place(e.range.end.offset).second;
    if (at_line.number != line.number || from < copied || to < from || to > line.content.size()) {
      edits.clear();
      break;
    }
    edits.push_back(Edit{{line.at(from), line.at(to)}, e.text});
    fixed.append(line.content.substr(copied, from - copied)).append(e.text);
    copied = to;
  }
  d.fix = std::move(edits);
  if (d.fix.empty()) {
    d.fix_hint.reset();
  } else {
    fixed.append(line.content.substr(copied));
    d.fix_hint = std::move(fixed);
  }
  diagnostics_.report(std::move(d));
}

// ---- the end ---------------------------------------------------------------------------------

Result Builder::finish() {
  if (unterminated_block_) {
    const OpenBlock& b = *unterminated_block_;
    const std::string block = "';" + b.name + "'";
    const std::string lines = std::to_string(b.body_lines) + (b.body_lines == 1 ? " body line" : " body lines");
    // Say what was lost: a reply cut off at its token limit ends inside its last block.
    std::string what = b.body_lines == 0 ? "right after it (a reply cut off?), so it has no body and no effect"
                       : b.value_read
                           ? "after its " + lines + " (a reply cut off?); " + (b.body_lines == 1 ? "it is" : "they are") +
                                 " read as the block's value, but whatever followed is lost"
                           : "after its " + lines + " (a reply cut off?), " + (b.body_lines == 1 ? "which is" : "which are") +
                                 " not a complete JSON5 value, so " +
                                 "the " + block + " block is lost";
    report("UNCLOSED_BLOCK", Severity::error, b.opener.at(0),
           "the " + block + " block opened on line " + std::to_string(b.opener.number) +
               " is never closed with ';end': the input ends " + what,
           "Insert ';end' after the block's last line");
    unterminated_block_.reset();
  }
  end_message();
  if (cr_lines_ > 0) {
    Diagnostic d = diagnostics_.snapshot_at(cr_snapshot_);
    d.code = "CR_IN_COMMAND_LINE";
    d.severity = Severity::error;
    d.span.start = cr_first_;
    d.message = cr_lines_ == 1 ? std::string("a command line ends in CR (U+000D; a CRLF line end?); STF ends lines with LF only")
                               : std::to_string(cr_lines_) +
                                     " command lines end in CR (U+000D; CRLF line ends?), this is the first; STF ends lines "
                                     "with LF only";
    d.fix_hint = "Convert the file's line ends to LF (e.g. dos2unix)";
    diagnostics_.report(std::move(d));
  }
  Result out;
  out.document.messages = std::move(messages_);
  out.document.metadata = std::move(metadata_);
  messages_.clear();
  metadata_.reset();
  return out;
}

}  // namespace llmfmt::stf
