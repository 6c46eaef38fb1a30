// A JSON5 text inside another format's file: an STF block body or argument object.
#pragma once

#include <string_view>

#include "llmfmt/json5.h"

namespace llmfmt::json5 {

/// parse(text), without the note that reads `text` as a whole reply (PROSE_AROUND_VALUE,
/// json5.md §2.3): the lines around a body's value are the other format's lines (its `;end`, its
/// next message), which the note would name as words to delete.
Result parse_embedded(std::string_view text);

}  // namespace llmfmt::json5
