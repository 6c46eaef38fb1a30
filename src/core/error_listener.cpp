#include "core/error_listener.h"

namespace llmfmt {

void CollectingErrorListener::attach(antlr4::Lexer& lexer, antlr4::Parser& parser) {
  lexer.removeErrorListeners();
  parser.removeErrorListeners();
  lexer.addErrorListener(this);
  parser.addErrorListener(this);
}

void CollectingErrorListener::syntaxError(antlr4::Recognizer*, antlr4::Token* offending,
                                          size_t line, size_t column, const std::string& message,
                                          std::exception_ptr) {
  const std::size_t offset = offending ? offending->getStartIndex() : 0;
  errors.push_back({line, column, offset, message});
}

}  // namespace llmfmt
