#include "core/input_checks.h"

namespace llmfmt {

Diagnostic bom_skipped() {
  Diagnostic d;
  d.code = "BOM_SKIPPED";
  d.severity = Severity::info;
  d.message = "a UTF-8 byte-order mark (U+FEFF) at the start of the input was skipped";
  d.span.end = {1, 1, 3};  // its three bytes; columns do not count it
  return d;
}

Diagnostic invalid_utf8(Position at, std::size_t bytes) {
  Diagnostic d;
  d.code = "INVALID_UTF8";
  d.severity = Severity::warning;
  d.span.start = at;
  d.span.end = {at.line, at.column + 1, at.offset + bytes};  // the first ill-formed subsequence: one U+FFFD
  d.message = "the input is not valid UTF-8 here; such bytes read as U+FFFD in JSON output (save it as UTF-8)";
  return d;
}

}  // namespace llmfmt
