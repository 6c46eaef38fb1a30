// A fix that is one edit within a line: the hint people read (the line as it reads fixed) and
// the edit `llmfmt fix` applies (Diagnostic::fix), made in one place so that they agree.
#pragma once

#include <optional>
#include <string>
#include <utility>

#include "llmfmt/core/diagnostic.h"

namespace llmfmt {

struct LineFix {
  std::optional<std::string> hint;  ///< the corrected line; left out where too long to show
  /// Replaces bytes within the line, never its terminator; left out where the hint is a likely
  /// correction rather than an exact one.
  std::optional<Edit> edit;
};

/// Gives `d` the hint and the edit of `fix`, if any.
inline void attach(Diagnostic& d, std::optional<LineFix> fix) {
  if (!fix) return;
  d.fix_hint = std::move(fix->hint);
  if (fix->edit) d.fix = {std::move(*fix->edit)};
}

}  // namespace llmfmt
