// The conformance fixtures' files (docs/conformance.md, tests/fixtures/README.md): where the set
// is, its version and case names, and one case read with its input bytes. Used by `llmfmt
// conform`, `llmfmt fixtures` and the fixture tests alike.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "llmfmt/core/json.h"

namespace llmfmt::cli {

/// The fixtures `--fixtures` names, else the installed ones (share/llmfmt/fixtures beside the
/// executable's bin/), else the source tree's tests/fixtures (the build tree). Throws
/// std::runtime_error when there are none.
std::string fixtures_dir(const std::string& given);

/// The fixture set's version: the first line of DIR/VERSION ("unknown" without one).
std::string fixture_set_version(const std::string& dir);

/// Every case below `dir`, by name: the path below it without ".json" ("llmist/simple_call",
/// "stf/decode/extra_block"), sorted.
std::vector<std::string> fixture_names(const std::string& dir);

/// The fixture's file, parsed; its input bytes in `input` ("input" lines joined with "\n", a
/// string, or "input_base64" decoded; "" for cases without one).
struct FixtureCase {
  std::string name;
  Json json;
  std::string input;
};
FixtureCase load_fixture_case(const std::string& dir, const std::string& name);
/// The same for a file given by path; `name` is what the case is called in messages.
FixtureCase load_fixture_file(const std::string& path, const std::string& name);

/// A file's bytes. Throws std::runtime_error when it cannot be read.
std::string read_file(const std::string& path);

/// Standard base64 (RFC 4648 §4, with padding); decoding skips padding and whitespace.
std::string base64_encode(std::string_view bytes);
std::string base64_decode(const std::string& text);

/// `value` as text: an array of lines joined with "\n", or a plain string.
std::string joined_lines(const Json& value);

}  // namespace llmfmt::cli
