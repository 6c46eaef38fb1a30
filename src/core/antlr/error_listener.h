// One collecting error listener for a lexer and its parser (docs/antlr-cpp.md §6.5).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include <antlr4-runtime.h>

#include "llmfmt/core/diagnostic.h"

namespace llmfmt {

class CollectingErrorListener : public antlr4::BaseErrorListener {
 public:
  struct Error {
    std::size_t line;
    std::size_t byte_column;  ///< as ANTLR counts: bytes from the start of the line, 0-based
    std::size_t offset;       ///< byte offset of the offending token, when there is one
    std::string message;
  };

  /// Removes the default console listeners of both and installs this one; gives the parser an
  /// error strategy that skips DefaultErrorStrategy's per-rule sync (see error_listener.cpp).
  void attach(antlr4::Lexer& lexer, antlr4::Parser& parser);

  void syntaxError(antlr4::Recognizer* recognizer, antlr4::Token* offending, size_t line,
                   size_t column, const std::string& message, std::exception_ptr error) override;

  std::vector<Error> errors;

  /// Each error as an INTERNAL_ERROR diagnostic. The grammars accept every token sequence their
  /// lexers produce, so there are none; kept as a guard, so that a grammar bug is reported, not lost.
  std::vector<Diagnostic> internal_errors() const;
};

}  // namespace llmfmt
