// The JSON5 driver: bytes → Json5CharStream → generated lexer → TokenWindow (a few tokens at a
// time; lexer errors and the bracket count on the way) → generated parser, building no tree →
// Builder (the value as the parse goes) → Value + diagnostics.
//
// Memory is the input, the value and a bounded window: the parser keeps one rule context per open
// rule (ContextStack, see Json5Parser.g4), the window a few tokens, the builder one frame per open
// rule. No token buffer and no parse tree of the whole input.
//
// The parser is LL(1) and recursive: value → object/array → value. Its depth is bounded twice: by
// counting brackets as the lexer produces them (the first '[' or '{' past the limit stops
// everything, so a million `[` are one NESTING_TOO_DEEP and one short recursion), and by a check on
// entering each array or object (ANTLR's error recovery may nest where the brackets do not, e.g.
// `{a:} {a:} …` when it deletes the `}`s).
//
// The diagnostics are those of a whole-input pass: lexer errors of the whole input (the rest is
// lexed after a parse that stopped early); with brackets nested too deep, only the lexer errors
// before that bracket and NESTING_TOO_DEEP; syntax errors; and what the builder finds, unless the
// parse was cut short (Reporter::Part).
#include <algorithm>
#include <cstdint>
#include <exception>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "Json5Lexer.h"
#include "json5/parser.h"
#include "core/antlr/error_listener.h"
#include "core/fence.h"
#include "core/input_checks.h"
#include "core/utf8.h"
#include "json5/builder.h"
#include "json5/char_stream.h"
#include "json5/lexer.h"
#include "json5/embedded.h"
#include "json5/fix_checks.h"
#include "json5/near_miss.h"
#include "json5/literals.h"
#include "json5/reporter.h"
#include "json5/token_window.h"
#include "json5/value_tape.h"
#include "llmfmt/json5.h"

namespace llmfmt::json5 {
namespace {

constexpr std::size_t kNoIndex = static_cast<std::size_t>(-1);  // antlr4::INVALID_INDEX

TokenInfo info(antlr4::Token* t) {
  TokenInfo i;
  if (!t) return i;
  i.type = t->getType();
  i.start = t->getStartIndex();
  i.stop = t->getStopIndex();
  i.real = i.type != antlr4::Token::EOF && t->getTokenIndex() != kNoIndex && i.start != kNoIndex;
  return i;
}

// The generated parser with the builder fed from its rule entries, consumed tokens and rule exits.
class BuildingParser : public Json5Parser {
 public:
  BuildingParser(antlr4::TokenStream* input, Builder& builder) : Json5Parser(input), builder_(builder) {}

  std::size_t max_depth = 256;
  std::size_t lists = 0;  // open arrays and objects

  void enterRule(antlr4::ParserRuleContext* ctx, size_t state, size_t rule) override {
    const bool list = rule == RuleArray || rule == RuleObjectLiteral;
    if (list && lists + 1 > max_depth) {
      antlr4::Token* token = getCurrentToken();
      throw TooDeep{token ? token->getStartIndex() : 0, false};
    }
    Json5Parser::enterRule(ctx, state, rule);
    if (list) ++lists;
    builder_.enter(rule, info(ctx->start));
  }

  antlr4::Token* consume() override {
    const bool recovering = _errHandler->inErrorRecoveryMode(this);
    antlr4::Token* token = Json5Parser::consume();  // no tree: adds no node
    builder_.token(info(token), recovering);
    return token;
  }

  void ruleExited(antlr4::ParserRuleContext* done) noexcept override {
    const size_t rule = done->getRuleIndex();
    if (rule == RuleArray || rule == RuleObjectLiteral) --lists;
    // Unwinding from TooDeep: the parse is abandoned, and so is its value.
    if (std::uncaught_exceptions() == 0) builder_.exit(info(done->stop));
  }

 private:
  Builder& builder_;
};

// DefaultErrorStrategy's recovery, with each report handed to the driver as it happens (the rule
// contexts it concerns live only until their rule exits), and a faster sync().
class ReportingErrorStrategy : public antlr4::DefaultErrorStrategy {
 public:
  using Sink = std::function<void(antlr4::Token*, const antlr4::misc::IntervalSet&, bool unwanted)>;
  Sink sink;

  // DefaultErrorStrategy::sync() copies the state's follow set on every call; this answers its
  // first question (nothing to do: the next token or nothing at all can follow here) from a bit
  // mask per ATN state, and leaves everything else to it.
  void sync(antlr4::Parser* recognizer) override {
    if (inErrorRecoveryMode(recognizer)) return;
    const size_t state = recognizer->getState();
    if (masks_.empty()) init_masks(recognizer->getATN());
    if (state < masks_.size()) {
      const std::uint64_t mask = masks_[state];
      if (mask & kEpsilon) return;
      const size_t la = recognizer->getTokenStream()->LA(1);
      if (la == antlr4::Token::EOF ? (mask & kEof) != 0 : la < 62 && ((mask >> la) & 1) != 0) return;
    }
    DefaultErrorStrategy::sync(recognizer);
  }

 protected:
  void reportNoViableAlternative(antlr4::Parser*, const antlr4::NoViableAltException& e) override {
    sink(e.getOffendingToken(), e.getExpectedTokens(), false);
  }
  void reportInputMismatch(antlr4::Parser*, const antlr4::InputMismatchException& e) override {
    sink(e.getOffendingToken(), e.getExpectedTokens(), false);
  }
  void reportUnwantedToken(antlr4::Parser* parser) override {
    if (inErrorRecoveryMode(parser)) return;
    beginErrorCondition(parser);
    sink(parser->getCurrentToken(), getExpectedTokens(parser), true);
  }
  void reportMissingToken(antlr4::Parser* parser) override {
    if (inErrorRecoveryMode(parser)) return;
    beginErrorCondition(parser);
    sink(parser->getCurrentToken(), getExpectedTokens(parser), false);
  }

 private:
  static constexpr std::uint64_t kEpsilon = std::uint64_t{1} << 63;
  static constexpr std::uint64_t kEof = std::uint64_t{1} << 62;

  void init_masks(const antlr4::atn::ATN& atn) {
    masks_.assign(atn.states.size(), 0);
    for (std::size_t s = 0; s < atn.states.size(); ++s) {
      if (!atn.states[s]) continue;
      const antlr4::misc::IntervalSet next = atn.nextTokens(atn.states[s]);
      std::uint64_t mask = 0;
      if (next.contains(antlr4::Token::EPSILON)) mask |= kEpsilon;
      if (next.contains(antlr4::Token::EOF)) mask |= kEof;
      for (size_t t = 0; t < 62; ++t)
        if (next.contains(t)) mask |= std::uint64_t{1} << t;
      masks_[s] = mask;
    }
  }

  std::vector<std::uint64_t> masks_;
};

char closer_of(std::size_t list_rule) { return list_rule == Json5Parser::RuleArray ? ']' : '}'; }
size_t closer_token(char closer) { return closer == ']' ? Json5Parser::RBRACKET : Json5Parser::RBRACE; }
const char* name_of(std::size_t list_rule) { return list_rule == Json5Parser::RuleArray ? "array" : "object"; }

// "a value or ']'" for a set of expected tokens.
std::string describe(const antlr4::misc::IntervalSet& expected) {
  using P = Json5Parser;
  static const std::vector<size_t> kValueStart = {P::LBRACE, P::LBRACKET, P::STRING, P::BAD_STRING,
                                                 P::UNTERMINATED_STRING, P::NUMBER, P::INVALID_NUMBER,
                                                 P::INFINITY_LITERAL, P::NAN_LITERAL, P::NULL_LITERAL,
                                                 P::TRUE_LITERAL, P::FALSE_LITERAL, P::IDENTIFIER};
  static const std::vector<size_t> kKeyStart = {P::IDENTIFIER, P::STRING, P::BAD_STRING, P::UNTERMINATED_STRING,
                                               P::NULL_LITERAL, P::TRUE_LITERAL, P::FALSE_LITERAL,
                                               P::INFINITY_LITERAL, P::NAN_LITERAL};
  auto all_in = [&](const std::vector<size_t>& group) {
    return std::all_of(group.begin(), group.end(), [&](size_t t) { return expected.contains(t); });
  };
  std::vector<std::string> parts;
  const bool value = all_in(kValueStart);
  if (value)
    parts.push_back("a value");
  else if (all_in(kKeyStart))
    parts.push_back("a key");
  const std::pair<size_t, const char*> kPunctuation[] = {{P::COLON, "':'"},    {P::COMMA, "','"},
                                                         {P::RBRACKET, "']'"}, {P::RBRACE, "'}'"},
                                                         {P::LBRACE, "'{'"},   {P::LBRACKET, "'['"}};
  for (const auto& [type, name] : kPunctuation)
    if (expected.contains(type) && !(value && (type == P::LBRACE || type == P::LBRACKET)))
      parts.emplace_back(name);
  if (expected.contains(antlr4::Token::EOF)) parts.emplace_back("the end of the input");
  if (parts.empty()) return "something else";
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) out += i + 1 == parts.size() ? " or " : ", ";
    out += parts[i];
  }
  return out;
}

}  // namespace

// Declared in json5/parser_base.h: Parser::exitRule() of the 4.9 runtime (without its dynamic_cast
// of the parent context), then ruleExited(), then the context is freed.
void Json5ParserBase::exitRule() {
  antlr4::ParserRuleContext* done = _ctx;
  done->stop = _matchedEOF ? _input->LT(1) : _input->LT(-1);  // after EOF, LT(1) is EOF
  if (!_parseListeners.empty()) triggerExitRuleEvent();
  setState(done->invokingState);
  _ctx = static_cast<antlr4::ParserRuleContext*>(done->parent);
  ruleExited(done);
  if (!keepContexts) _tracker.release(done);
}

namespace {
// Set by parse_embedded (embedded.h): the text is part of another format's file, not a reply.
thread_local bool g_embedded = false;
// Set by check_without_fix_checks (fix_checks.h): the fix checks are left to run_fix_checks.
thread_local bool g_without_fix_checks = false;
}  // namespace

class Parser::Impl {
 public:
  Impl() : lexer_(&input_), window_(lexer_, reporter_), parser_(&window_, builder_) {
    listener_.attach(lexer_, parser_);
    parser_.setBuildParseTree(false);
    strategy_->sink = [this](antlr4::Token* token, const antlr4::misc::IntervalSet& expected, bool unwanted) {
      report_syntax_error(token, expected, unwanted);
    };
    parser_.setErrorHandler(strategy_);
  }

  Result parse(std::string_view whole, const Options& options, bool keep_value = true, ValueTape* tape = nullptr) {
    keep_value_ = keep_value;
    recording_ = tape;
    Result result = parse_document(whole, options);
    note_prose_around_fence(whole, result.diagnostics);
    note_near_misses(whole, options, result, non_ascii_strings_);
    note_comments_ended_early(whole, options, result, suspect_comments_);
    note_unescaped_quotes(whole, options, result);
    note_line_breaks_in_strings(whole, options, result);
    if (!g_embedded) note_prose_around_value(whole, options, result);
    if (!g_without_fix_checks) keep_sound_fixes(whole, options, result.diagnostics);
    return result;
  }

  // The value may go out only once the whole text is known to hold no error (it is null
  // otherwise): it is recorded on a tape as check() reads the text, and replayed at the end.
  Result parse_each(std::string_view whole, const Options& options, ValueEvents& events) {
    tape_.clear();  // (after an exception of `events` in an earlier call)
    Result result = parse(whole, options, false, &tape_);
    result.document.value.reset();  // (a check's null)
    recording_ = nullptr;
    if (value_ok_) {
      std::sort(whole_objects_.begin(), whole_objects_.end());
      tape_.replay(events, whole_objects_);
    }
    tape_.clear();
    return result;
  }

 private:
  // A fenced document (src/core/fence.h) is read from after its opener to its closer: the rest of
  // the parse sees only the text up to the closer, so its end is the document's end.
  Result parse_document(std::string_view whole, const Options& options) {
    const std::optional<DocumentFence> fence = find_document_fence(whole);
    const std::string_view text = fence ? whole.substr(0, fence->inner_end) : whole;
    const std::size_t max_depth = std::min(options.max_depth, kMaxDepthLimit);
    const std::size_t body_start = starts_with_bom(text) ? kUtf8Bom.size() : 0;
    reporter_.start(text, body_start);
    text_ = text;
    end_reported_ = false;
    syntax_errors_ = 0;
    if (body_start > 0)
      reporter_.report("BOM_SKIPPED", Severity::info, 0, bom_skipped().message);
    const std::size_t bad = utf8::first_invalid(text.substr(body_start));
    if (bad != std::string_view::npos)
      reporter_.warning("INVALID_UTF8", body_start + bad, invalid_utf8({}).message);

    if (fence) reporter_.add(fenced_document(*fence));
    const std::size_t lexed_from = fence ? fence->opener.end_offset() : body_start;
    input_.open(text.substr(lexed_from), lexed_from);
    lexer_.setInputStream(&input_);
    window_.open(text, max_depth);
    builder_.start(text, keep_value_, recording_);
    listener_.errors.clear();

    Result result;
    bool parsed = false;  // the parse ran to its end: the value and the builder's reports stand
    try {
      if (window_.LA(1) == antlr4::Token::EOF) {  // the whole input lexed: only EOF
        if (!window_.hidden_errors())
          reporter_.error("EMPTY_INPUT", text.size(),
                          "the input holds no JSON5 value (only white space and comments, or nothing)");
        finish(result, false);
        return result;
      }
      parser_.setTokenStream(&window_);  // resets the parser and its error strategy
      parser_.max_depth = max_depth;
      parser_.lists = 0;
      reporter_.set_part(Reporter::Part::meaning);
      try {
        parser_.text();
        parsed = true;
      } catch (const TooDeep& e) {
        if (e.brackets) throw;
        reporter_.set_part(Reporter::Part::outcome);
        too_deep(e.offset, max_depth);
      } catch (const antlr4::RuntimeException& e) {
        reporter_.set_part(Reporter::Part::outcome);
        reporter_.error("INTERNAL_ERROR", 0, std::string("parser: ") + e.what());
      }
      window_.drain();  // lexer errors after where the parse stopped; brackets nested too deep
    } catch (const TooDeep& e) {
      // Brackets nested too deep: nothing is parsed (the lexer's reports before them stand).
      reporter_.drop(Reporter::Part::outcome);
      reporter_.drop(Reporter::Part::syntax);
      reporter_.drop(Reporter::Part::meaning);
      reporter_.set_part(Reporter::Part::outcome);
      too_deep(e.offset, max_depth);
      finish(result, false);
      return result;
    }
    reporter_.set_part(Reporter::Part::syntax);
    for (const auto& e : listener_.errors)  // the lexer matches every input; kept as a guard
      reporter_.error("INTERNAL_ERROR", e.offset, "parser: " + e.message);
    if (!parsed) reporter_.drop(Reporter::Part::meaning);
    finish(result, parsed);
    return result;
  }

  void too_deep(std::size_t offset, std::size_t max_depth) {
    reporter_.error("NESTING_TOO_DEEP", offset,
                    "arrays and objects nest deeper than " + std::to_string(max_depth) + " levels here");
  }

  std::vector<std::pair<std::size_t, std::size_t>> non_ascii_strings_;  // the builder's, for note_near_misses
  std::vector<std::pair<std::size_t, std::size_t>> suspect_comments_;  // the window's, for note_comments_ended_early

  void finish(Result& result, bool parsed) {
    Value value = parsed ? builder_.take_value() : Value();
    const bool ok = parsed && !reporter_.has_errors();
    value_ok_ = ok;
    whole_objects_ = builder_.take_whole_objects();
    non_ascii_strings_ = builder_.take_non_ascii_strings();
    suspect_comments_ = window_.take_suspect_comments();
    builder_.start({});
    window_.open({}, 0);               // frees the tokens
    parser_.setTokenStream(&window_);  // resets the parser
    parser_._tracker.clear();          // contexts left by an abandoned parse
    result.diagnostics = reporter_.finish(!reading_again());
    if (ok) result.document.value = std::move(value);
  }

  // Maps one of ANTLR's syntax errors to a diagnostic, as it is found: `token` is the current
  // token (LT(1)), and the open rules are the builder's.
  void report_syntax_error(antlr4::Token* token, const antlr4::misc::IntervalSet& expected, bool unwanted) {
    if (!token) return;
    const Reporter::Part saved = reporter_.part();
    reporter_.set_part(Reporter::Part::syntax);
    map_syntax_error(token, expected, unwanted);
    reporter_.set_part(saved);
  }

  void map_syntax_error(antlr4::Token* token, const antlr4::misc::IntervalSet& expected, bool unwanted) {
    const std::vector<Builder::OpenList> lists = builder_.open_lists();  // innermost first
    const Builder::OpenList* list = lists.empty() ? nullptr : &lists[0];
    if (token->getType() == antlr4::Token::EOF) {
      if (end_reported_) return;
      end_reported_ = true;
      std::string message = "the input ends";
      std::optional<LineFix> hint;
      if (list) {
        const Position opened = reporter_.position(list->start);
        const std::string where = std::string(name_of(list->rule)) + " opened at line " + std::to_string(opened.line) +
                                  ", column " + std::to_string(opened.column);
        if (expected.contains(closer_token(closer_of(list->rule)))) {
          message += " before the " + where + " is closed";
          std::string closers;
          for (const Builder::OpenList& l : lists) closers += closer_of(l.rule);
          message += "; add '" + closers + "' at the end";
          // Inside a string cut off by the end, the closers go after its closing quote.
          std::size_t replace = 0;
          const std::size_t index = token->getTokenIndex();
          antlr4::Token* last = index != kNoIndex && index > 0 ? window_.get(index - 1) : nullptr;
          if (last && last->getType() == Json5Parser::UNTERMINATED_STRING && last->getStopIndex() + 1 == text_.size()) {
            const std::string_view raw = text_.substr(last->getStartIndex(), last->getStopIndex() + 1 - last->getStartIndex());
            std::size_t backslashes = 0;
            while (backslashes + 1 < raw.size() && raw[raw.size() - 1 - backslashes] == '\\') ++backslashes;
            replace = backslashes % 2;  // a dangling '\' would escape the quote
            closers.insert(closers.begin(), raw[0]);
          }
          hint = reporter_.fixed_line(text_.size() - replace, replace, closers);
        } else {
          message += " where " + describe(expected) + " is expected, inside the " + where;
        }
      } else {
        message += " where " + describe(expected) + " is expected";
      }
      message += " (a reply cut off? what followed is lost)";
      reporter_.error("UNEXPECTED_END", text_.size(), std::move(message), std::move(hint));
      return;
    }
    const std::size_t at = token->getStartIndex();
    if (expected.size() == 1 && expected.contains(antlr4::Token::EOF)) {
      // After a syntax error, recovery may have closed an array or object early (`[1}` closes
      // the enclosing object with its '}'); what is left over is a consequence, not reported.
      if (syntax_errors_ > 0) return;
      // Deleting the rest is the exact fix when it all stands on this line.
      // (with the blanks before it, which would be left at the line's end)
      std::optional<LineFix> fix;
      if (text_.find('\n', at) == std::string_view::npos) {
        std::size_t from = at;
        while (from > 0 && (text_[from - 1] == ' ' || text_[from - 1] == '\t' || text_[from - 1] == '\r')) --from;
        fix = reporter_.fixed_line(from, text_.size() - from, "");
      }
      reporter_.error("TRAILING_CONTENT", at,
                      "the JSON5 value has ended, but " + found(token) +
                          " follows it; a JSON5 text is one value: delete the rest, or put all the values in an array",
                      std::move(fix));
      return;
    }
    // A syntax error right after characters no token starts with is their consequence.
    const std::size_t index = token->getTokenIndex();
    if (index != kNoIndex && index > 0 && reporter_.invalid_between(window_.get(index - 1)->getStopIndex() + 1, at))
      return;
    if (builder_.current_rule() == Json5Parser::RuleMember && expected.contains(static_cast<size_t>(Json5Parser::COLON))) {
      const std::size_t after_key = builder_.key_end().value_or(at);
      ++syntax_errors_;
      reporter_.error("MISSING_COLON", after_key, "a ':' must follow the key, but " + found(token) + " does",
                      reporter_.fixed_line(after_key, 0, ":"));
      return;
    }
    ++syntax_errors_;
    std::optional<LineFix> hint;
    const size_t type = token->getType();
    if (list && (type == Json5Parser::RBRACE || type == Json5Parser::RBRACKET) &&
        expected.contains(closer_token(closer_of(list->rule))) && type != closer_token(closer_of(list->rule))) {
      hint = reporter_.fixed_line(at, 1, std::string(1, closer_of(list->rule)));
    } else if (type == Json5Parser::COMMA && unwanted) {
      hint = reporter_.fixed_line(at, 1, "");
    }
    reporter_.error("UNEXPECTED_TOKEN", at, "expected " + describe(expected) + " but found " + found(token),
                    std::move(hint));
  }

  std::string found(antlr4::Token* token) const {
    if (token->getType() == antlr4::Token::EOF) return "the end of the input";
    return quote_for_message(text_.substr(token->getStartIndex(), token->getStopIndex() + 1 - token->getStartIndex()));
  }

  Json5CharStream input_;
  FastJson5Lexer lexer_;
  Reporter reporter_;
  Builder builder_{reporter_};
  TokenWindow window_;
  BuildingParser parser_;
  CollectingErrorListener listener_;
  std::shared_ptr<ReportingErrorStrategy> strategy_ = std::make_shared<ReportingErrorStrategy>();

  std::string_view text_;
  bool keep_value_ = true;  // false: check(), diagnostics only
  bool value_ok_ = false;   // the last parse has a value (no error)
  ValueTape tape_;                  // parse_each(): the value, recorded by the builder
  ValueTape* recording_ = nullptr;  // the tape of the parse under way, if any
  std::vector<std::size_t> whole_objects_;  // of the last text (Builder::take_whole_objects)
  bool end_reported_ = false;
  std::size_t syntax_errors_ = 0;  // UNEXPECTED_TOKEN and MISSING_COLON reported so far
};

Parser::Parser() : impl_(std::make_unique<Impl>()) {}
Parser::~Parser() = default;
Result Parser::parse(std::string_view text, const Options& options) { return impl_->parse(text, options); }
std::vector<Diagnostic> Parser::check(std::string_view text, const Options& options) {
  return impl_->parse(text, options, false).diagnostics;
}
Result Parser::parse_each(std::string_view text, ValueEvents& events, const Options& options) {
  return impl_->parse_each(text, options, events);
}

Result parse(std::string_view text, const Options& options) {
  thread_local Parser parser;
  return parser.parse(text, options);
}

std::vector<Diagnostic> check(std::string_view text, const Options& options) {
  thread_local Parser parser;
  return parser.check(text, options);
}

Result parse_each(std::string_view text, ValueEvents& events, const Options& options) {
  thread_local Parser parser;
  return parser.parse_each(text, events, options);
}

std::vector<Diagnostic> check_without_fix_checks(std::string_view text, const Options& options) {
  struct Without {  // (reset on the way out, should the parse throw bad_alloc)
    Without() { g_without_fix_checks = true; }
    ~Without() { g_without_fix_checks = false; }
  } without;
  return check(text, options);
}

void run_fix_checks(std::string_view text, const Options& options, std::vector<Diagnostic>& diagnostics) {
  keep_sound_fixes(text, options, diagnostics);
}

Result parse_embedded(std::string_view text) {
  struct Embedded {  // (reset on the way out, should the parse throw bad_alloc)
    Embedded() { g_embedded = true; }
    ~Embedded() { g_embedded = false; }
  } embedded;
  return parse(text);
}

}  // namespace llmfmt::json5
