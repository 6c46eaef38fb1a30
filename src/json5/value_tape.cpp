#include "json5/value_tape.h"

#include <algorithm>
#include <cstring>
#include <string>

namespace llmfmt::json5 {
namespace {

// Record tags. A key record comes before the value (or begin) record of its member.
enum Tag : std::uint8_t {
  kKey = 'K',
  kObject = '{',  // then the offset of its '{'
  kArray = '[',
  kEnd = ')',
  kNull = 'n',
  kTrue = 't',
  kFalse = 'f',
  kInteger = 'i',  // zigzag LEB128
  kReal = 'd',     // the 8 bytes of the double
  kString = 's',   // length, bytes
};

}  // namespace

void ValueTape::clear() {
  chunks_.clear();
  write_at_ = kChunk;
  read_chunk_ = read_at_ = 0;
}

void ValueTape::put(const void* bytes, std::size_t size) {
  const char* from = static_cast<const char*>(bytes);
  while (size > 0) {
    if (write_at_ == kChunk) {
      chunks_.push_back(std::make_unique<char[]>(kChunk));
      write_at_ = 0;
    }
    const std::size_t n = std::min(size, kChunk - write_at_);
    std::memcpy(chunks_.back().get() + write_at_, from, n);
    write_at_ += n;
    from += n;
    size -= n;
  }
}

void ValueTape::put_size(std::uint64_t n) {
  std::uint8_t bytes[10];
  std::size_t count = 0;
  do {
    bytes[count++] = static_cast<std::uint8_t>((n & 0x7f) | (n > 0x7f ? 0x80 : 0));
    n >>= 7;
  } while (n > 0);
  put(bytes, count);
}

void ValueTape::get(void* bytes, std::size_t size) {
  char* to = static_cast<char*>(bytes);
  while (size > 0) {
    if (read_at_ == kChunk) {
      chunks_[read_chunk_++].reset();  // read: its memory goes back as the replay goes
      read_at_ = 0;
    }
    const std::size_t n = std::min(size, kChunk - read_at_);
    std::memcpy(to, chunks_[read_chunk_].get() + read_at_, n);
    read_at_ += n;
    to += n;
    size -= n;
  }
}

std::uint64_t ValueTape::get_size() {
  std::uint64_t n = 0;
  for (unsigned shift = 0;; shift += 7) {
    const std::uint8_t byte = get_byte();
    n |= static_cast<std::uint64_t>(byte & 0x7f) << shift;
    if (!(byte & 0x80)) return n;
  }
}

std::string ValueTape::get_string() {
  std::string s(get_size(), '\0');
  get(s.data(), s.size());
  return s;
}

void ValueTape::key(std::string_view name) {
  put_byte(kKey);
  put_size(name.size());
  put(name.data(), name.size());
}

void ValueTape::begin_object(std::size_t start) {
  put_byte(kObject);
  put_size(start);
}

void ValueTape::begin_array() { put_byte(kArray); }

void ValueTape::end() { put_byte(kEnd); }

void ValueTape::scalar(const Value& value) {
  switch (value.kind()) {
    case Value::Kind::boolean: put_byte(value.as_bool() ? kTrue : kFalse); break;
    case Value::Kind::integer: {
      put_byte(kInteger);
      const auto i = static_cast<std::uint64_t>(value.as_int());
      put_size((i << 1) ^ (value.as_int() < 0 ? ~std::uint64_t{0} : 0));
      break;
    }
    case Value::Kind::real: {
      put_byte(kReal);
      const double d = value.as_double();
      put(&d, sizeof d);
      break;
    }
    case Value::Kind::string:
      put_byte(kString);
      put_size(value.as_string().size());
      put(value.as_string().data(), value.as_string().size());
      break;
    default: put_byte(kNull); break;  // (arrays and objects are recorded as begin … end)
  }
}

Value ValueTape::read_members() {
  Object object;
  for (std::uint8_t t = get_byte(); t != kEnd; t = get_byte()) {
    std::string name = get_string();  // t is kKey
    object.set(std::move(name), read_value(get_byte()));
  }
  return Value(std::move(object));
}

Value ValueTape::read_value(std::uint8_t tag) {
  switch (tag) {
    case kObject:
      get_size();  // its offset
      return read_members();
    case kArray: {
      Array array;
      for (std::uint8_t t = get_byte(); t != kEnd; t = get_byte()) array.push_back(read_value(t));
      return Value(std::move(array));
    }
    case kTrue: return Value(true);
    case kFalse: return Value(false);
    case kInteger: {
      const std::uint64_t z = get_size();
      return Value(static_cast<std::int64_t>((z >> 1) ^ (~(z & 1) + 1)));
    }
    case kReal: {
      double d;
      get(&d, sizeof d);
      return Value(d);
    }
    case kString: return Value(get_string());
    default: return Value();
  }
}

void ValueTape::replay(ValueEvents& events, const std::vector<std::size_t>& whole_objects) {
  if (chunks_.empty()) return;
  const std::size_t last = chunks_.size() - 1;
  read_chunk_ = read_at_ = 0;
  std::vector<bool> objects;  // per open array or object: whether an object
  std::optional<std::string> key;  // of the next record
  const auto view = [&] { return key ? std::optional<std::string_view>(*key) : std::nullopt; };
  while (read_chunk_ < last || read_at_ < write_at_) {
    const std::uint8_t tag = get_byte();
    switch (tag) {
      case kKey: key = get_string(); continue;
      case kObject: {
        const std::size_t start = get_size();
        if (std::binary_search(whole_objects.begin(), whole_objects.end(), start)) {
          events.value(view(), read_members());
        } else {
          events.begin_object(view());
          objects.push_back(true);
        }
        break;
      }
      case kArray:
        events.begin_array(view());
        objects.push_back(false);
        break;
      case kEnd:
        objects.back() ? events.end_object() : events.end_array();
        objects.pop_back();
        break;
      default: events.value(view(), read_value(tag)); break;
    }
    key.reset();
  }
  clear();
}

}  // namespace llmfmt::json5
