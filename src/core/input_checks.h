// The checks every format makes on its raw input (DECISIONS §0): a UTF-8 byte-order mark at
// offset 0 is skipped with info BOM_SKIPPED; the first ill-formed UTF-8 byte is reported once
// with warning INVALID_UTF8. One place, so that every format words and places them alike.
#pragma once

#include <cstddef>
#include <string_view>

#include "llmfmt/core/diagnostic.h"

namespace llmfmt {

inline constexpr std::string_view kUtf8Bom = "\xEF\xBB\xBF";

/// True when `input` starts with a BOM.
inline bool starts_with_bom(std::string_view input) { return input.substr(0, kUtf8Bom.size()) == kUtf8Bom; }

/// Info BOM_SKIPPED at line 1, column 1, offset 0.
Diagnostic bom_skipped();
/// Warning INVALID_UTF8 at `at`, the first ill-formed subsequence (`bytes` long: one U+FFFD).
Diagnostic invalid_utf8(Position at, std::size_t bytes = 1);

}  // namespace llmfmt
