// A JSON5 value kept as a compact tape of records instead of a tree of llmfmt::Value, for
// json5::parse_each: the value may be given out only once the whole text is known to hold no
// error (it is null otherwise), so the builder records it here as the parse goes and the tape is
// replayed at the end. A record is a tag byte and its operand: about the bytes of the value's
// strings, keys and numbers, where a Value tree costs 40 bytes a node plus its allocations
// (about 3.5 × the input of bench_gen_json5; the tape is less than the input).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "llmfmt/core/value.h"
#include "llmfmt/json5.h"

namespace llmfmt::json5 {

class ValueTape {
 public:
  /// Recording, in the order of the text.
  void key(std::string_view name);  ///< the key of the member whose value is recorded next
  /// An object, its '{' at byte `start` of the text (replay() names the objects it gives whole by it).
  void begin_object(std::size_t start);
  void begin_array();
  void end();  ///< of the innermost open array or object
  void scalar(const Value& value);  ///< null, boolean, number or string

  /// Gives the recorded value to `events` and empties the tape as it goes. The objects whose '{'
  /// offset is in `whole_objects` (sorted) go out whole, as Values built from their records: the
  /// same value as the builder's (a repeated key keeps its first place and takes the last value).
  void replay(ValueEvents& events, const std::vector<std::size_t>& whole_objects);

  void clear();

 private:
  static constexpr std::size_t kChunk = std::size_t{1} << 20;  // bytes: the tape grows without copying

  void put(const void* bytes, std::size_t size);
  void put_byte(std::uint8_t byte) {  // (most records are a byte or two: no loop for them)
    if (write_at_ < kChunk)
      chunks_.back()[write_at_++] = static_cast<char>(byte);
    else
      put(&byte, 1);
  }
  void put_size(std::uint64_t n);  // LEB128
  void get(void* bytes, std::size_t size);
  std::uint8_t get_byte() {
    if (read_at_ < kChunk) return static_cast<std::uint8_t>(chunks_[read_chunk_][read_at_++]);
    std::uint8_t byte;
    get(&byte, 1);
    return byte;
  }
  std::uint64_t get_size();
  std::string get_string();
  /// The value whose record begins with `tag` (the reader just past it), built whole.
  Value read_value(std::uint8_t tag);
  /// An object's members up to its end, the reader past its offset.
  Value read_members();

  std::vector<std::unique_ptr<char[]>> chunks_;
  std::size_t write_at_ = kChunk;  // in the last chunk
  std::size_t read_chunk_ = 0, read_at_ = 0;
};

}  // namespace llmfmt::json5
