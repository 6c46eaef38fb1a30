// Text that diagnostics of every format share: how a message quotes what the input says.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace llmfmt {

/// `s` in single quotes for a message; longer than 80 bytes, it is cut (never inside a UTF-8
/// sequence) and ends in "…", so that a message does not grow with the input.
std::string in_quotes(std::string_view s);

}  // namespace llmfmt
