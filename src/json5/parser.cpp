// The JSON5 driver: bytes → Json5CharStream → generated lexer (all tokens, with the nesting
// limit checked on the way) → generated parser → Builder → Value + diagnostics.
//
// The parser is LL(1) and recursive: value → object/array → value. Its depth is bounded twice:
// before the parse, by counting brackets over the tokens (so a million `[` are one
// NESTING_TOO_DEEP and no parse at all), and during it, by a check on entering each array or
// object (ANTLR's error recovery may nest where the brackets do not, e.g. `{a:} {a:} …` when it
// deletes the `}`s).
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "Json5Lexer.h"
#include "Json5Parser.h"
#include "core/error_listener.h"
#include "core/fast_lexer_simulator.h"
#include "core/input_checks.h"
#include "core/utf8.h"
#include "json5/builder.h"
#include "json5/char_stream.h"
#include "json5/literals.h"
#include "json5/reporter.h"
#include "llmfmt/json5.h"

namespace llmfmt::json5 {
namespace {


// Thrown out of the parse when arrays and objects nest deeper than allowed.
struct TooDeep {
  std::size_t offset;
};

class DepthLimitedParser : public Json5Parser {
 public:
  using Json5Parser::Json5Parser;

  std::size_t max_depth = 256;

  void enterRule(antlr4::ParserRuleContext* ctx, size_t state, size_t rule) override {
    if (rule == RuleArray || rule == RuleObject) {
      std::size_t depth = 0;
      for (antlr4::tree::ParseTree* p = ctx; p; p = p->parent) {
        const size_t r = static_cast<antlr4::RuleContext*>(p)->getRuleIndex();
        if ((r == RuleArray || r == RuleObject) && ++depth > max_depth) {
          antlr4::Token* token = getCurrentToken();
          throw TooDeep{token ? token->getStartIndex() : 0};
        }
      }
    }
    Json5Parser::enterRule(ctx, state, rule);
  }
};

// A syntax error as ANTLR's default recovery finds it, kept for mapping to our codes.
struct SyntaxError {
  antlr4::Token* token;  // the offending token
  antlr4::misc::IntervalSet expected;
  antlr4::ParserRuleContext* context;  // the rule being parsed (valid until the parser resets)
  bool unwanted;                       // the token was deleted as extraneous
};

// DefaultErrorStrategy's recovery, with the reports recorded instead of printed.
class RecordingErrorStrategy : public antlr4::DefaultErrorStrategy {
 public:
  std::vector<SyntaxError> errors;

 protected:
  void reportNoViableAlternative(antlr4::Parser* parser, const antlr4::NoViableAltException& e) override {
    errors.push_back({e.getOffendingToken(), e.getExpectedTokens(), parser->getContext(), false});
  }
  void reportInputMismatch(antlr4::Parser* parser, const antlr4::InputMismatchException& e) override {
    errors.push_back({e.getOffendingToken(), e.getExpectedTokens(), parser->getContext(), false});
  }
  void reportUnwantedToken(antlr4::Parser* parser) override {
    if (inErrorRecoveryMode(parser)) return;
    beginErrorCondition(parser);
    errors.push_back({parser->getCurrentToken(), getExpectedTokens(parser), parser->getContext(), true});
  }
  void reportMissingToken(antlr4::Parser* parser) override {
    if (inErrorRecoveryMode(parser)) return;
    beginErrorCondition(parser);
    errors.push_back({parser->getCurrentToken(), getExpectedTokens(parser), parser->getContext(), false});
  }
};

bool is_list(antlr4::RuleContext* ctx) {
  const size_t r = ctx->getRuleIndex();
  return r == Json5Parser::RuleArray || r == Json5Parser::RuleObject;
}

// The innermost array or object around `ctx` (itself included), or null.
antlr4::ParserRuleContext* innermost_list(antlr4::ParserRuleContext* ctx) {
  for (antlr4::tree::ParseTree* p = ctx; p; p = p->parent)
    if (is_list(static_cast<antlr4::RuleContext*>(p))) return static_cast<antlr4::ParserRuleContext*>(p);
  return nullptr;
}

char closer_of(antlr4::RuleContext* list) { return list->getRuleIndex() == Json5Parser::RuleArray ? ']' : '}'; }
size_t closer_token(char closer) { return closer == ']' ? Json5Parser::RBRACKET : Json5Parser::RBRACE; }
const char* name_of(antlr4::RuleContext* list) {
  return list->getRuleIndex() == Json5Parser::RuleArray ? "array" : "object";
}

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

std::string found(antlr4::Token* token) {
  if (token->getType() == antlr4::Token::EOF) return "the end of the input";
  return quote_for_message(token->getText());
}

std::string show_character(std::string_view run) {
  const auto c = static_cast<unsigned char>(run[0]);
  if (c < 0x20 || c == 0x7F) {
    static const char* const kHex = "0123456789ABCDEF";
    return std::string("control character U+00") + kHex[c >> 4] + kHex[c & 0xF];
  }
  return (run.size() == 1 ? "character " : "characters ") + quote_for_message(run);
}

// What a character no token starts with is probably meant as: advice, and the exact replacement
// where it is clear.
std::pair<const char*, const char*> advice_for(char c) {
  switch (c) {
    case '#': return {"; comments start with '//'", "//"};
    case '=': return {"; a ':' separates a key from its value", ":"};
    case ';': return {"; a ',' separates elements", nullptr};
    case '`': return {"; strings are quoted with \" or '", nullptr};
    case '/': return {"; comments start with '//' or '/*'", nullptr};
    default: return {"", nullptr};
  }
}

}  // namespace

class Parser::Impl {
 public:
  Impl() : lexer_(&input_), tokens_(&lexer_), parser_(&tokens_) {
    FastLexerATNSimulator::install(lexer_);
    listener_.attach(lexer_, parser_);
    parser_.setErrorHandler(strategy_);
  }

  Result parse(std::string_view text, const Options& options) {
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

    Result result;
    std::vector<std::unique_ptr<antlr4::Token>> tokens;
    if (!lex(text, body_start, max_depth, tokens)) {
      result.diagnostics = reporter_.finish();  // NESTING_TOO_DEEP: no parse
      return result;
    }
    if (tokens.size() == 1) {  // only EOF
      if (!hidden_errors_)
        reporter_.error("EMPTY_INPUT", text.size(),
                        "the input holds no JSON5 value (only white space and comments, or nothing)");
      result.diagnostics = reporter_.finish();
      return result;
    }

    antlr4::ListTokenSource source(std::move(tokens));
    tokens_.setTokenSource(&source);
    parser_.setTokenStream(&tokens_);  // resets the parser and its error strategy
    parser_.max_depth = max_depth;
    strategy_->errors.clear();
    listener_.errors.clear();
    Json5Parser::TextContext* tree = nullptr;
    try {
      tree = parser_.text();
    } catch (const TooDeep& e) {
      reporter_.error("NESTING_TOO_DEEP", e.offset,
                      "arrays and objects nest deeper than " + std::to_string(max_depth) + " levels here");
    } catch (const antlr4::RuntimeException& e) {
      reporter_.error("INTERNAL_ERROR", 0, std::string("parser: ") + e.what());
    }
    for (const SyntaxError& e : strategy_->errors) report(e);
    for (const auto& e : listener_.errors)  // the lexer matches every input; kept as a guard
      reporter_.error("INTERNAL_ERROR", e.offset, "parser: " + e.message);
    Value value;
    if (tree) value = builder_.build(tree, text);
    const bool ok = tree && !reporter_.has_errors();

    parser_.reset();                 // frees the tree
    tokens_.setTokenSource(&lexer_);  // and the tokens
    result.diagnostics = reporter_.finish();
    if (ok) result.value = std::move(value);
    return result;
  }

 private:
  // Lexes the whole input into `tokens` (default channel, EOF last) and reports the hidden error
  // tokens. False when the nesting limit is exceeded (the rest is not lexed).
  bool lex(std::string_view text, std::size_t body_start, std::size_t max_depth,
           std::vector<std::unique_ptr<antlr4::Token>>& tokens) {
    input_.open(text.substr(body_start), body_start);
    lexer_.setInputStream(&input_);
    hidden_errors_ = false;
    std::size_t depth = 0;
    std::size_t run_begin = 0, run_end = 0;  // a run of INVALID_CHARACTER tokens not yet reported
    auto flush_run = [&] {
      if (run_end == run_begin) return;
      const std::string_view run = text.substr(run_begin, run_end - run_begin);
      reporter_.add_invalid_run(run_begin, run_end);
      const auto [advice, replacement] = advice_for(run[0]);
      reporter_.error("INVALID_CHARACTER", run_begin, "unexpected " + show_character(run) + advice,
                      replacement && run.size() == 1 ? reporter_.fixed_line(run_begin, 1, replacement)
                                                     : std::optional<std::string>());
      run_begin = run_end = 0;
    };
    for (;;) {
      std::unique_ptr<antlr4::Token> token = lexer_.nextToken();
      const size_t type = token->getType();
      if (type == Json5Lexer::INVALID_CHARACTER) {
        hidden_errors_ = true;
        if (token->getStartIndex() != run_end || run_end == run_begin) {
          flush_run();
          run_begin = token->getStartIndex();
        }
        run_end = token->getStopIndex() + 1;
        continue;
      }
      flush_run();
      if (type == Json5Lexer::UNTERMINATED_COMMENT) {
        hidden_errors_ = true;
        // Closing it at the end of the input fixes this line when the comment starts on the last one.
        const std::size_t at = token->getStartIndex();
        const bool last_line = text.find('\n', at) == std::string_view::npos;
        reporter_.error("UNTERMINATED_COMMENT", at, "the comment is not closed before the end of the input; close it with '*/'",
                        last_line ? reporter_.fixed_line(text.size(), 0, "*/") : std::optional<std::string>());
        continue;
      }
      if (type == Json5Lexer::LBRACE || type == Json5Lexer::LBRACKET) {
        if (++depth > max_depth) {
          reporter_.error("NESTING_TOO_DEEP", token->getStartIndex(),
                          "arrays and objects nest deeper than " + std::to_string(max_depth) + " levels here");
          return false;
        }
      } else if ((type == Json5Lexer::RBRACE || type == Json5Lexer::RBRACKET) && depth > 0) {
        --depth;
      }
      tokens.push_back(std::move(token));
      if (type == antlr4::Token::EOF) return true;
    }
  }

  // Maps one of ANTLR's syntax errors to a diagnostic.
  void report(const SyntaxError& e) {
    antlr4::Token* token = e.token;
    if (!token) return;
    antlr4::ParserRuleContext* list = e.context ? innermost_list(e.context) : nullptr;
    if (token->getType() == antlr4::Token::EOF) {
      if (end_reported_) return;
      end_reported_ = true;
      std::string message = "the input ends";
      std::optional<std::string> hint;
      if (list) {
        const Position opened = reporter_.position(list->getStart()->getStartIndex());
        const std::string where = std::string(name_of(list)) + " opened at line " + std::to_string(opened.line) +
                                  ", column " + std::to_string(opened.column);
        if (e.expected.contains(closer_token(closer_of(list)))) {
          message += " before the " + where + " is closed";
          std::string closers;
          for (antlr4::tree::ParseTree* p = list; p; p = p->parent)
            if (is_list(static_cast<antlr4::RuleContext*>(p))) closers += closer_of(static_cast<antlr4::RuleContext*>(p));
          message += "; add '" + closers + "' at the end";
          // Inside a string cut off by the end, the closers go after its closing quote.
          std::size_t replace = 0;
          const std::size_t index = token->getTokenIndex();
          antlr4::Token* last = index != static_cast<std::size_t>(-1) && index > 0 ? tokens_.get(index - 1) : nullptr;
          if (last && last->getType() == Json5Parser::UNTERMINATED_STRING && last->getStopIndex() + 1 == text_.size()) {
            const std::string raw = last->getText();
            std::size_t backslashes = 0;
            while (backslashes + 1 < raw.size() && raw[raw.size() - 1 - backslashes] == '\\') ++backslashes;
            replace = backslashes % 2;  // a dangling '\' would escape the quote
            closers.insert(closers.begin(), raw[0]);
          }
          hint = reporter_.fixed_line(text_.size() - replace, replace, closers);
        } else {
          message += " where " + describe(e.expected) + " is expected, inside the " + where;
        }
      } else {
        message += " where " + describe(e.expected) + " is expected";
      }
      reporter_.error("UNEXPECTED_END", text_.size(), std::move(message), std::move(hint));
      return;
    }
    const std::size_t at = token->getStartIndex();
    if (e.expected.size() == 1 && e.expected.contains(antlr4::Token::EOF)) {
      // After a syntax error, recovery may have closed an array or object early (`[1}` closes
      // the enclosing object with its '}'); what is left over is a consequence, not reported.
      if (syntax_errors_ > 0) return;
      // Deleting the rest is the exact fix when it all stands on this line.
      std::optional<std::string> fix;
      if (text_.find('\n', at) == std::string_view::npos) {
        fix = reporter_.fixed_line(at, text_.size() - at, "");
        if (fix) fix->erase(fix->find_last_not_of(" \t\r") + 1);
      }
      reporter_.error("TRAILING_CONTENT", at,
                      "the JSON5 value has ended, but " + found(token) +
                          " follows it; a JSON5 text is one value: delete the rest, or put all the values in an array",
                      std::move(fix));
      return;
    }
    // A syntax error right after characters no token starts with is their consequence.
    const std::size_t index = token->getTokenIndex();
    if (index != static_cast<std::size_t>(-1) && index > 0 &&
        reporter_.invalid_between(tokens_.get(index - 1)->getStopIndex() + 1, at))
      return;
    if (e.context && e.context->getRuleIndex() == Json5Parser::RuleMember && e.expected.contains(static_cast<size_t>(Json5Parser::COLON))) {
      auto* member = static_cast<Json5Parser::MemberContext*>(e.context);
      Json5Parser::KeyContext* key = member->key();
      const std::size_t after_key = key && key->getStop() ? key->getStop()->getStopIndex() + 1 : at;
      ++syntax_errors_;
      reporter_.error("MISSING_COLON", after_key, "a ':' must follow the key, but " + found(token) + " does",
                      reporter_.fixed_line(after_key, 0, ":"));
      return;
    }
    ++syntax_errors_;
    std::optional<std::string> hint;
    const size_t type = token->getType();
    if (list && (type == Json5Parser::RBRACE || type == Json5Parser::RBRACKET) &&
        e.expected.contains(closer_token(closer_of(list))) && type != closer_token(closer_of(list))) {
      hint = reporter_.fixed_line(at, 1, std::string(1, closer_of(list)));
    } else if (type == Json5Parser::COMMA && e.unwanted) {
      hint = reporter_.fixed_line(at, 1, "");
    }
    reporter_.error("UNEXPECTED_TOKEN", at, "expected " + describe(e.expected) + " but found " + found(token),
                    std::move(hint));
  }

  Json5CharStream input_;
  Json5Lexer lexer_;
  antlr4::CommonTokenStream tokens_;
  DepthLimitedParser parser_;
  CollectingErrorListener listener_;
  std::shared_ptr<RecordingErrorStrategy> strategy_ = std::make_shared<RecordingErrorStrategy>();
  Reporter reporter_;
  Builder builder_{reporter_};

  std::string_view text_;
  bool hidden_errors_ = false;
  bool end_reported_ = false;
  std::size_t syntax_errors_ = 0;  // UNEXPECTED_TOKEN and MISSING_COLON reported so far
};

Parser::Parser() : impl_(std::make_unique<Impl>()) {}
Parser::~Parser() = default;
Result Parser::parse(std::string_view text, const Options& options) { return impl_->parse(text, options); }

Result parse(std::string_view text, const Options& options) {
  thread_local Parser parser;
  return parser.parse(text, options);
}

}  // namespace llmfmt::json5
