// The JSON5 builder: builds the llmfmt::Value of one text as the parse goes, from the parser's
// events — a rule entered, a token consumed, a rule exited (src/json5/parser.cpp) — with no parse
// tree. It keeps one frame per open rule, so memory is the value built so far plus the nesting.
//
// It reports what the grammar's error alternatives stand for (Json5Parser.g4) and what only the
// meaning of a token can tell (escapes, duplicate keys, non-finite numbers). Each rule's frame
// collects what that rule's parse-tree node would hold (its start and stop tokens, its child
// rules' results, its tokens — those consumed in error recovery marked as such) and decides at the
// rule's exit exactly as a walk over the finished tree would.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "json5/literals.h"
#include "json5/reporter.h"
#include "json5/value_tape.h"
#include "llmfmt/core/value.h"

namespace llmfmt::json5 {

/// What a frame needs of a token: its type and bytes [start, stop].
struct TokenInfo {
  std::size_t type = 0;
  std::size_t start = 0;
  std::size_t stop = 0;
  bool real = false;  ///< a token of the input, not EOF and not one error recovery conjured
};

class Builder {
 public:
  explicit Builder(Reporter& reporter) : reporter_(reporter) {}

  /// A new text (token offsets index it). `keep_values` false (json5::check): every value is
  /// dropped once complete and its diagnostics are out, so memory is the nesting, not the value;
  /// an object still keeps its keys (null values) for DUPLICATE_KEY.
  ///
  /// With a `tape` (json5::parse_each, `keep_values` false), the value is recorded on it as the
  /// parse goes: arrays and objects as begin … end, members' keys, scalars.
  void start(std::string_view text, bool keep_values = true, ValueTape* tape = nullptr);

  /// The objects of the last text recorded on a tape whose members an events reader cannot take
  /// one by one: one with a repeated key (the last value takes the first one's place, so a member
  /// is final only at the object's end) or with a key that is not valid UTF-8 (write_json writes
  /// such an object whole, as to_json() does): the offsets of their '{', in no order.
  std::vector<std::size_t> take_whole_objects() { return std::move(whole_objects_); }

  /// The parser entered rule `rule` (Json5Parser::Rule…), its first token `first`.
  void enter(std::size_t rule, const TokenInfo& first);
  /// The parser consumed `token` in the innermost open rule; `recovering`: while recovering from
  /// a syntax error (it would be an error node of the tree).
  void token(const TokenInfo& token, bool recovering);
  /// The innermost open rule exited; `stop` is its last token (LT(-1)).
  void exit(const TokenInfo& stop);

  /// The value of the whole text, once its rule has exited. After syntax errors it is only the
  /// best effort, and diagnostics of the parts that exist are still reported.
  Value take_value() { return std::move(result_); }

  /// The innermost open array or object and the ones around it, innermost first: their rule
  /// (RuleArray or RuleObject) and the offset of their opening bracket.
  struct OpenList {
    std::size_t rule;
    std::size_t start;
  };
  std::vector<OpenList> open_lists() const;
  /// The innermost open rule.
  std::size_t current_rule() const { return frames_[depth_ - 1].rule; }
  /// In an open member: just past its key, if the key has been parsed.
  std::optional<std::size_t> key_end() const;

 private:
  struct Frame {
    std::size_t rule = 0;
    TokenInfo first;  // the token the rule started at
    // text, value, member: the value of the child value or alternative
    Value value;
    bool has_value = false;
    // value: the first NULL_LITERAL, TRUE_LITERAL, FALSE_LITERAL and IDENTIFIER tokens
    unsigned literals = 0;  // bits: 1 null, 2 true, 4 false, 8 identifier
    TokenInfo word;
    // key, member: the key's name; key: whether it holds anything; member: the key's place
    std::optional<std::string> name;
    bool has_child = false;
    bool has_string = false;
    bool has_key = false;
    std::size_t key_start = 0;
    std::optional<std::size_t> key_stop_end;
    // array, object: an element not yet followed by ',' ends at open_end
    bool open = false;
    std::size_t open_end = 0;
    std::vector<std::size_t> key_offsets;  // object: offset of each entry's key, in entry order
    bool recorded = false;  // value: its array or object is on the tape already
  };

  /// Records on the tape the key of the value whose frame is at `index`, if it is a member's.
  void record_key(std::size_t index);

  Frame& push(std::size_t rule);
  void element_starts(Frame& list, const TokenInfo& first);
  void element_ends(Frame& list, const Frame& element, const TokenInfo& stop);
  void add_member(Frame& object, Frame& member);
  Value value_of(Frame& value);
  std::string string_of(const TokenInfo& token);
  Value number_of(const TokenInfo& token);
  std::optional<std::string> key_of(Frame& key);
  void unquoted_word(const TokenInfo& token);
  /// Reports a problem found inside the token that starts at byte `base`.
  void report(const Problem& problem, std::size_t base);

  Reporter& reporter_;
  std::string_view text_;
  std::vector<Frame> frames_;  // frames_[0, depth_) are open; the rest are kept for reuse
  std::size_t depth_ = 0;
  bool keep_values_ = true;
  Value result_;
  ValueTape* tape_ = nullptr;
  std::vector<std::size_t> whole_objects_;  // found in this text (take_whole_objects)
};

}  // namespace llmfmt::json5
