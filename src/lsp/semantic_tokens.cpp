#include "lsp/semantic_tokens.h"

#include <antlr4-runtime.h>

#include <algorithm>
#include <memory>

#include "DslLexer.h"
#include "garyml/lexer.h"
#include "Json5Lexer.h"
#include "llmist/lexer.h"
#include "StfLexer.h"
#include "telt/lexer.h"

namespace llmfmt::lsp {
namespace {

enum Legend { kKeyword, kVariable, kProperty, kString, kNumber, kComment, kOperator, kType, kFunction };


// The generated lexers read bytes, as the formats' parsers give them (docs/antlr-cpp.md §6): LA()
// is the byte, bytes >= 0x80 folded to 0x01 (the grammars name non-ASCII only through negated
// sets), and indices are byte offsets.
class Bytes : public antlr4::CharStream {
 public:
  explicit Bytes(std::string_view bytes) : bytes_(bytes) {}
  void consume() override {
    if (p_ < bytes_.size()) ++p_;
  }
  std::size_t LA(ssize_t i) override {
    if (i == 0) return 0;
    const ssize_t at = i > 0 ? static_cast<ssize_t>(p_) + i - 1 : static_cast<ssize_t>(p_) + i;
    if (at < 0 || at >= static_cast<ssize_t>(bytes_.size())) return antlr4::Token::EOF;
    const unsigned char b = static_cast<unsigned char>(bytes_[static_cast<std::size_t>(at)]);
    return b >= 0x80 ? 0x01 : b;
  }
  ssize_t mark() override { return -1; }
  void release(ssize_t) override {}
  std::size_t index() override { return p_; }
  void seek(std::size_t index) override { p_ = std::min(index, bytes_.size()); }
  std::size_t size() override { return bytes_.size(); }
  std::string getSourceName() const override { return "<document>"; }
  std::string getText(const antlr4::misc::Interval& interval) override {
    if (interval.a < 0 || interval.b < interval.a) return {};
    const std::size_t a = std::min(static_cast<std::size_t>(interval.a), bytes_.size());
    const std::size_t b = std::min(static_cast<std::size_t>(interval.b) + 1, bytes_.size());
    return std::string(bytes_.substr(a, b - a));
  }
  std::string toString() const override { return std::string(bytes_); }

 private:
  std::string_view bytes_;
  std::size_t p_ = 0;
};

// What the formats' drivers give their lexers: GaryML its source, llmist its markers.
void prepare(antlr4::Lexer&, std::string_view, const Options&) {}
void prepare(garyml::GarymlLexer& lexer, std::string_view text, const Options&) { lexer.source = text; }
void prepare(llmist::LlmistLexer& lexer, std::string_view text, const Options& options) {
  const llmist::Markers& m = options.llmist.markers;
  lexer.markerAt = llmist::LlmistLexer::markersOf(text, m.start, m.end, m.arg);
}

template <class Lexer>
std::vector<LexedToken> lex(std::string_view text, const Options& options) {
  Bytes input(text);
  Lexer lexer(&input);
  lexer.removeErrorListeners();
  prepare(lexer, text, options);
  // Through the base class: a generated lexer may declare it in a private section.
  const antlr4::dfa::Vocabulary& vocabulary = static_cast<antlr4::Recognizer&>(lexer).getVocabulary();
  std::vector<int> type_of;  // lexer token type → legend index; -1: none; -2: not looked up yet
  std::vector<LexedToken> out;
  try {
    for (std::size_t count = 0; count < 4 * kMaxSemanticTokens && out.size() < kMaxSemanticTokens; ++count) {
      const std::unique_ptr<antlr4::Token> token = lexer.nextToken();
      if (!token || token->getType() == antlr4::Token::EOF) break;
      const std::size_t type = token->getType();
      if (type >= type_of.size()) type_of.resize(type + 1, -2);
      if (type_of[type] == -2) type_of[type] = semantic_token_type(vocabulary.getSymbolicName(type));
      if (type_of[type] < 0) continue;
      const std::size_t start = token->getStartIndex(), stop = token->getStopIndex();
      if (stop < start || start >= text.size()) continue;
      const std::size_t end = std::min(stop + 1, text.size());
      if (out.empty() || start >= out.back().end) out.push_back({start, end, type_of[type]});
    }
  } catch (const std::exception&) {
    // A lexer that needs more of its driver than prepare() gives: the tokens so far.
  }
  return out;
}

}  // namespace

const std::vector<std::string>& semantic_token_legend() {
  static const std::vector<std::string> legend = {"keyword", "variable", "property", "string", "number",
                                                  "comment", "operator", "type",     "function"};
  return legend;
}

int semantic_token_type(std::string_view n) {
  // By the words of the name (`PARAM_KEY` → PARAM, KEY): a word, not a substring (POINTER has IN).
  std::vector<std::string_view> words;
  for (std::string_view rest = n; !rest.empty();) {
    const std::size_t bar = rest.find('_');
    words.push_back(rest.substr(0, bar));
    rest.remove_prefix(bar == std::string_view::npos ? rest.size() : bar + 1);
  }
  auto any = [&](std::initializer_list<std::string_view> list) {
    return std::any_of(words.begin(), words.end(), [&](std::string_view w) {
      return std::find(list.begin(), list.end(), w) != list.end();
    });
  };
  auto is = [&](std::initializer_list<std::string_view> list) { return std::find(list.begin(), list.end(), n) != list.end(); };
  if (n.empty()) return -1;
  // What the diagnostics mark as wrong is left to them.
  if (any({"BAD", "INVALID", "UNTERMINATED", "UNCLOSED", "JUNK", "MALFORMED", "STRAY", "ORPHAN", "MISCASED", "GLUED",
           "ODD", "UNKNOWN", "FOREIGN", "MISPLACED", "EXTRA", "LATE", "SKIPPED", "IGNORED", "INTERNAL", "UNEXPECTED"}) ||
      is({"QUOTE_ENDED", "QUOTE_ENDED_PAIR", "QUOTE_THEN_TEXT", "PAIR_QUOTE_THEN_TEXT", "NO_NAME", "EMPTY_VALUE", "SPACED_EQUALS"}))
    return -1;
  if (any({"COMMENT"})) return kComment;
  // Blanks, line ends and plain text carry no highlighting.
  if (any({"BLANK", "BLANKS", "WHITE", "NL", "CR", "GAP", "INDENT", "DEDENT"}) ||
      is({"TEXT_LINE", "BODY_LINE", "DATA_LINE", "CONTENT_LINE", "BLOCK_LINE", "VALUE_LINE", "ESCAPED_LINE",
          "BODY_ESCAPED_LINE", "TEXT_LINE_START", "TEXT_END", "TEXT", "WORD", "ITEM_WORD", "SLASH_WORD",
          "AS_TEXT", "AS_SLASH_TEXT", "PAIR_TEXT", "PARAM_TEXT", "BARE", "OBJECT", "PAIR", "QUOTED_PAIR"}))
    return -1;
  if (n == "TYPE_NAME") return kType;
  if (any({"REF", "REFERENCE", "SIGIL", "VAR"})) return kVariable;
  if (any({"NUMBER", "INTEGER", "DECIMAL", "INDEX"})) return kNumber;
  if (any({"TRUE", "FALSE", "NULL", "INFINITY", "NAN"})) return kKeyword;
  if (any({"STRING", "QUOTED"})) return kString;
  if (any({"KEY", "IDENTIFIER", "NAME", "POINTER"})) return kProperty;
  if (any({"LBRACE", "RBRACE", "LBRACKET", "RBRACKET", "COLON", "COMMA", "SLASH", "EQUALS"})) return kOperator;
  if (is({"DIRECTIVE", "COMMAND", "HEADER"})) return kFunction;  // GaryML's names, STF's commands, llmist's header
  // Markers, directive and command lines, block delimiters: the grammar's keywords.
  if (any({"MARKER", "DIRECTIVE", "COMMAND", "HEADER", "THEN", "FROM", "DEF", "TYPE", "AS", "OUT", "IN", "END", "CLOSE",
           "OPEN", "DELIMITER", "PARAM", "MARK"}))
    return kKeyword;
  return -1;
}

std::vector<LexedToken> lex_semantic_tokens(Format format, std::string_view text, const Options& options) {
  switch (format) {
    case Format::json5: return lex<json5::Json5Lexer>(text, options);
    case Format::llmist: return lex<llmist::LlmistLexer>(text, options);
    case Format::stf: return lex<stf::StfLexer>(text, options);
    case Format::telt: return lex<telt::TeltLexer>(text, options);
    case Format::garyml: return lex<garyml::GarymlLexer>(text, options);
    case Format::dsl: {
      // The lexer knows the sigil as '@' (src/dsl/parser.cpp shows it the configured one so, and a
      // written '@' as the configured character): the same swap here, byte for byte. (The tokens
      // are only positions: the swapped copy may go once lexed.)
      const char sigil = options.dsl.sigil;
      if (sigil == '@') return lex<dsl::DslLexer>(text, options);
      std::string swapped(text);
      for (char& c : swapped) c = c == sigil ? '@' : c == '@' ? sigil : c;
      return lex<dsl::DslLexer>(swapped, options);
    }
  }
  return {};
}

}  // namespace llmfmt::lsp
