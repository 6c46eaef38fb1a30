#include "core/input_checks.h"

namespace llmfmt {

Diagnostic bom_skipped() {
  Diagnostic d;
  d.code = "BOM_SKIPPED";
  d.severity = Severity::info;
  d.message = "a UTF-8 byte-order mark at the start of the input was skipped";
  return d;
}

Diagnostic invalid_utf8(Position at) {
  Diagnostic d;
  d.code = "INVALID_UTF8";
  d.severity = Severity::warning;
  d.position = at;
  d.message = "the input is not valid UTF-8 here; such bytes read as U+FFFD in JSON output (save it as UTF-8)";
  return d;
}

}  // namespace llmfmt
