#include "core/antlr/error_listener.h"

namespace llmfmt {
namespace {

// DefaultErrorStrategy::sync runs before every loop and alternative to recover from tokens the
// grammar does not expect there. Our grammars accept every token sequence their lexers produce,
// so it never finds one and only costs time (a follow-set computation per call); a grammar bug
// still surfaces through match(), which reports it (INTERNAL_ERROR).
class NoSyncStrategy : public antlr4::DefaultErrorStrategy {
 public:
  void sync(antlr4::Parser*) override {}
};

}  // namespace

void CollectingErrorListener::attach(antlr4::Lexer& lexer, antlr4::Parser& parser) {
  parser.setErrorHandler(std::make_shared<NoSyncStrategy>());
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

std::vector<Diagnostic> CollectingErrorListener::internal_errors() const {
  std::vector<Diagnostic> out;
  for (const Error& e : errors) {
    Diagnostic d;
    d.code = "INTERNAL_ERROR";
    d.message = "parser: " + e.message;
    d.span.start = {e.line, e.byte_column + 1, e.offset};
    out.push_back(std::move(d));
  }
  return out;
}

}  // namespace llmfmt
