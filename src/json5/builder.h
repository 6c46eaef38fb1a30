// The JSON5 visitor: walks the parse tree of one text and builds its llmfmt::Value in its own
// state, reporting what the grammar's error alternatives stand for (Json5Parser.g4) and what only
// the meaning of a token can tell (escapes, duplicate keys, non-finite numbers). No value travels
// through antlrcpp::Any (../shared/notes/antlr-cpp.md §6.6).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "Json5ParserBaseVisitor.h"
#include "json5/literals.h"
#include "json5/reporter.h"
#include "llmfmt/core/value.h"

namespace llmfmt::json5 {

class Builder : public Json5ParserBaseVisitor {
 public:
  explicit Builder(Reporter& reporter) : reporter_(reporter) {}

  /// The value of a parsed text, whose input is `text` (token offsets index it). After syntax
  /// errors the tree may lack parts; the value is then only the best effort and diagnostics of
  /// the parts that exist are still reported.
  Value build(Json5Parser::TextContext* ctx, std::string_view text);

  antlrcpp::Any visitText(Json5Parser::TextContext* ctx) override;

 private:
  Value value(Json5Parser::ValueContext* ctx);
  Value object(Json5Parser::ObjectContext* ctx);
  Value array(Json5Parser::ArrayContext* ctx);
  std::string string(Json5Parser::StringContext* ctx);
  Value number(Json5Parser::NumberContext* ctx);
  Value unquoted_word(antlr4::Token* token);
  /// The key's name, or nothing when the key is missing from a broken member.
  std::optional<std::string> key(Json5Parser::KeyContext* ctx);
  /// Reports MISSING_COMMA between elements (values or members) of a list not separated by ','.
  void check_commas(antlr4::ParserRuleContext* list);
  /// Reports a problem found inside the token that starts at byte `base`.
  void report(const Problem& problem, std::size_t base);

  Reporter& reporter_;
  std::string_view text_;
  Value value_;
};

}  // namespace llmfmt::json5
