#include "cli/tokens_command.h"

#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <stdexcept>
#include <utility>

#include <antlr4-runtime.h>

#include "DslLexer.h"
#include "DslParser.h"
#include "GarymlParser.h"
#include "Json5Lexer.h"
#include "LlmistParser.h"
#include "StfLexer.h"
#include "StfParser.h"
#include "TeltParser.h"
#include "core/antlr/byte_char_stream.h"
#include "core/antlr/fast_lexer.h"
#include "core/antlr/fast_lexer_simulator.h"
#include "garyml/lexer.h"
#include "json5/char_stream.h"
#include "json5/parser.h"
#include "llmist/lexer.h"
#include "telt/lexer.h"

namespace llmfmt::cli {
namespace {

using Tokens = std::vector<std::unique_ptr<antlr4::Token>>;

// llmfmt's lexer simulator, which also notes the mode of every match by where it starts.
class ModeRecorder : public FastLexerATNSimulator {
 public:
  using FastLexerATNSimulator::FastLexerATNSimulator;
  std::map<std::size_t, std::size_t> matched;  // start index → mode

  std::size_t match(antlr4::CharStream* input, std::size_t mode) override {
    matched[input->index()] = mode;
    return FastLexerATNSimulator::match(input, mode);
  }
};

// What the host gives each format's lexer (as its driver in src/<format>/parser.cpp does).
void prepare(antlr4::Lexer&, ByteCharStream&, std::string_view, const Options&) {}
void prepare(llmist::LlmistLexer& lexer, ByteCharStream&, std::string_view input, const Options& options) {
  const llmist::Markers& m = options.llmist.markers;
  lexer.markerAt = llmist::LlmistLexer::markersOf(input, m.start, m.end, m.arg);
}
void prepare(garyml::GarymlLexer& lexer, ByteCharStream&, std::string_view input, const Options& options) {
  lexer.source = input;
  lexer.indenter.max_depth = options.garyml.max_depth;
}
void prepare(dsl::DslLexer&, ByteCharStream& stream, std::string_view, const Options& options) {
  stream.swap_bytes(options.dsl.sigil, '@');
}

template <class Stream>
void open(Stream& stream, std::string_view input) {
  stream.reset(input, 0);
}
void open(json5::Json5CharStream& stream, std::string_view input) { stream.open(input, 0); }

// The tokens, EOF last, and the mode each was read in: for a token a rule matched, the mode of
// that match; for one the base class made (llmist's markers, GaryML's INDENT and DEDENT: the mode
// of the match at the same place, if any) and for EOF, the mode the lexer was in when asked.
// `parse`, when given, gets the tokens while their lexer and stream still exist.
template <class Generated, class Stream = ByteCharStream>
std::vector<Json> lex(std::string_view input, const Options& options,
                      const std::function<void(Tokens)>& parse = nullptr) {
  Stream stream;
  open(stream, input);
  FastLexer<Generated> lexer(&stream);
  auto* stock = lexer.template getInterpreter<antlr4::atn::LexerATNSimulator>();
  auto* recorder = new ModeRecorder(&lexer, stock->atn, stock->_decisionToDFA, stock->getSharedContextCache());
  lexer.setInterpreter(recorder);  // deletes the one it replaces
  lexer.removeErrorListeners();
  prepare(lexer, stream, input, options);
  const antlr4::Lexer& base = lexer;
  const std::vector<std::string>& modes = base.getModeNames();
  const std::vector<std::string>& channels = base.getChannelNames();
  const antlr4::dfa::Vocabulary& vocabulary = base.getVocabulary();
  std::vector<Json> out;
  Tokens kept;
  for (;;) {
    const std::size_t asked = lexer.mode;
    std::unique_ptr<antlr4::Token> token = lexer.nextToken();
    const std::size_t type = token->getType();
    std::size_t mode = asked;
    if (type != antlr4::Token::EOF) {
      const auto found = recorder->matched.find(token->getStartIndex());
      if (found != recorder->matched.end()) mode = found->second;
    }
    Json t = {{"type", vocabulary.getSymbolicName(type)},
              {"text", to_valid_utf8(token->getText())},
              {"line", token->getLine()},
              {"column", token->getCharPositionInLine()},
              {"mode", mode < modes.size() ? modes[mode] : std::to_string(mode)}};
    if (token->getChannel() != antlr4::Token::DEFAULT_CHANNEL) t["channel"] = channels.at(token->getChannel());
    out.push_back(std::move(t));
    if (parse) kept.push_back(std::move(token));
    if (type == antlr4::Token::EOF) break;
  }
  if (parse) parse(std::move(kept));
  return out;
}

template <class Parser, class Rule>
std::string tree(Tokens tokens, Rule rule) {
  antlr4::ListTokenSource source(std::move(tokens));
  antlr4::CommonTokenStream stream(&source);
  Parser parser(&stream);
  parser.removeErrorListeners();
  return to_valid_utf8((parser.*rule)()->toStringTree(&parser));
}

// TELT: the tokens of each block, as its parser's `block` reads them. A block begins at a
// HEADER_LINE and ends after its CLOSE_LINE, before the next HEADER_LINE, or before a line that only
// stands outside blocks.
std::vector<Tokens> blocks(Tokens all) {
  using L = telt::TeltLexer;
  std::vector<Tokens> out;
  bool open = false;
  for (std::unique_ptr<antlr4::Token>& t : all) {
    const std::size_t type = t->getType();
    if (type == L::HEADER_LINE) {
      out.emplace_back();
      open = true;
    } else if (type == L::TEXT_LINE || type == L::BAD_HEADER_LINE || type == L::LATE_PARAM_LINE ||
               type == L::STRAY_END_LINE || type == antlr4::Token::EOF) {
      open = false;
    }
    if (!open) continue;
    out.back().push_back(std::move(t));
    if (type == L::CLOSE_LINE) open = false;
  }
  for (Tokens& block : out) {  // each ends with an EOF right after its last token
    const antlr4::Token& last = *block.back();
    auto eof = std::make_unique<antlr4::CommonToken>(antlr4::Token::EOF, "<EOF>");
    eof->setStartIndex(last.getStopIndex() + 1);
    eof->setStopIndex(last.getStopIndex());
    eof->setLine(last.getLine());
    block.push_back(std::move(eof));
  }
  return out;
}

}  // namespace

std::vector<Json> grammar_tokens(Format format, std::string_view input, const Options& options) {
  switch (format) {
    case Format::llmist: return lex<llmist::LlmistLexer>(input, options);
    case Format::telt: return lex<telt::TeltLexer>(input, options);
    case Format::garyml: return lex<garyml::GarymlLexer>(input, options);
    case Format::dsl: return lex<dsl::DslLexer>(input, options);
    case Format::stf: return lex<stf::StfLexer>(input, options);
    case Format::json5: return lex<json5::Json5Lexer, json5::Json5CharStream>(input, options);
  }
  return {};
}

std::vector<std::string> grammar_trees(Format format, std::string_view input, const Options& options) {
  std::vector<std::string> out;
  switch (format) {
    case Format::llmist:
      lex<llmist::LlmistLexer>(input, options, [&](Tokens tokens) {
        out.push_back(tree<llmist::LlmistParser>(std::move(tokens), &llmist::LlmistParser::document));
      });
      break;
    case Format::telt:
      lex<telt::TeltLexer>(input, options, [&](Tokens tokens) {
        for (Tokens& block : blocks(std::move(tokens)))
          out.push_back(tree<telt::TeltParser>(std::move(block), &telt::TeltParser::block));
      });
      break;
    case Format::garyml:
      lex<garyml::GarymlLexer>(input, options, [&](Tokens tokens) {
        out.push_back(tree<garyml::GarymlParser>(std::move(tokens), &garyml::GarymlParser::run));
      });
      break;
    case Format::dsl:
      lex<dsl::DslLexer>(input, options, [&](Tokens tokens) {
        out.push_back(tree<dsl::DslParser>(std::move(tokens), &dsl::DslParser::program));
      });
      break;
    case Format::stf:
      lex<stf::StfLexer>(input, options, [&](Tokens tokens) {
        out.push_back(tree<stf::StfParser>(std::move(tokens), &stf::StfParser::document));
      });
      break;
    case Format::json5:
      lex<json5::Json5Lexer, json5::Json5CharStream>(input, options, [&](Tokens tokens) {
        antlr4::ListTokenSource source(std::move(tokens));
        antlr4::CommonTokenStream stream(&source);
        json5::Json5Parser parser(&stream);
        parser.keepContexts = true;  // the tree is printed after the parse
        parser.removeErrorListeners();
        out.push_back(to_valid_utf8(parser.text()->toStringTree(&parser)));
      });
      break;
  }
  return out;
}

std::optional<FixtureDocument> fixture_document(const FixtureCase& fixture) {
  const std::string name = fixture.name;
  const std::optional<Format> format = format_from_name(name.substr(0, name.find('/')));
  if (!format) return std::nullopt;
  if (name.rfind("stf/encode/", 0) == 0) return std::nullopt;
  const Json options = fixture.json.value("options", Json::object());
  FixtureDocument d{*format, fixture.input, options_from_json(options.dump())};
  if (name.rfind("dsl/", 0) == 0 && name.rfind("dsl/parse/", 0) != 0) d.input = joined_lines(fixture.json.at("program"));
  return d;
}

void write_token_lines(std::ostream& out, const std::vector<Json>& tokens) {
  for (const Json& t : tokens) out << t.dump() << '\n';
}

void add_tokens_options(CLI::App& command, TokensArgs& args) {
  command.add_flag("--trees", args.trees, "print the generated parser's trees (toStringTree) instead")->group("");
}

int run_tokens_command(const TokensArgs& args, Format format, std::string_view input, const Options& options) {
  if (args.trees) {
    for (const std::string& t : grammar_trees(format, input, options)) std::cout << t << '\n';
  } else {
    write_token_lines(std::cout, grammar_tokens(format, input, options));
  }
  return 0;
}

}  // namespace llmfmt::cli
