// JSON5 literals: the values of string, identifier and number tokens, and why a malformed one is
// malformed. Pure functions over a token's text (the lexer has already fixed its shape), so they
// are easy to test and to port.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "llmfmt/core/diagnostic.h"
#include "llmfmt/core/value.h"

namespace llmfmt::json5 {

/// Replace `length` bytes at `at` (from a token's start) with `text`.
struct Edit {
  std::size_t at;
  std::size_t length;
  std::string text;
};

/// A problem found inside a token, `at` bytes from its start, and the edit that fixes it exactly
/// where one exists (the diagnostic's fix hint is then its line with that edit made).
struct Problem {
  const char* code;
  Severity severity;
  std::size_t at;
  std::string message;
  std::optional<Edit> fix = std::nullopt;
};
using ProblemSink = std::function<void(Problem)>;

/// The value of a STRING, BAD_STRING or UNTERMINATED_STRING token (its quotes included; an
/// unterminated one has no closing quote). Reports INVALID_ESCAPE, LONE_SURROGATE and
/// LINE_SEPARATOR_IN_STRING.
std::string decode_string(std::string_view token, bool terminated, const ProblemSink& sink);

/// The name an IDENTIFIER token stands for, its \uHHHH escapes decoded. Reports INVALID_ESCAPE
/// for an escape that stands for a character an identifier cannot hold.
std::string decode_identifier(std::string_view token, const ProblemSink& sink);

/// The value of a NUMBER, INFINITY or NAN token: an int64 for an integer literal (decimal or hex)
/// that fits, else a double (±inf for literals beyond double's range, such as 1e999).
Value decode_number(std::string_view token);

/// Whether `s` is exactly one JSON5 number (the NUMBER token of Json5Lexer.g4, or Infinity/NaN).
bool is_number(std::string_view s);

/// Why an INVALID_NUMBER token is not a number: message and, where one exists, the number to
/// write instead (replacing the whole token).
Problem explain_invalid_number(std::string_view token);

/// `s` in single quotes for a message, cut after 40 bytes with "…".
std::string quote_for_message(std::string_view s);

}  // namespace llmfmt::json5
