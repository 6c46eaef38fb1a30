// The C interface of include/llmfmt/llmfmt_c.h over the one entry point (llmfmt.h). Every
// function catches what the C++ side throws: no exception crosses into C.
#include "llmfmt/llmfmt_c.h"

#include <cstdlib>
#include <cstring>
#include <new>
#include <stdexcept>
#include <string>
#include <utility>

#include "llmfmt/core/json.h"
#include "llmfmt/llmfmt.h"
#include "llmfmt/version.h"

namespace {

using namespace llmfmt;

// A copy the caller releases with llmfmt_free; nullptr if there is no memory.
char* copy_out(const std::string& s) {
  char* out = static_cast<char*>(std::malloc(s.size() + 1));
  if (out) std::memcpy(out, s.c_str(), s.size() + 1);
  return out;
}

int fail(int status, const std::string& message, char** error) {
  if (error) *error = copy_out(message);
  return status;
}

// A bad argument: its status and message.
struct BadArgument : std::runtime_error {
  int status;
  BadArgument(int s, const std::string& what) : std::runtime_error(what), status(s) {}
};

// Runs `body` (which returns the output string) and reports what it throws as a status.
template <class Body>
int guarded(char** out, char** error, Body&& body) {
  if (error) *error = nullptr;
  if (out) *out = nullptr;
  try {
    const std::string result = body();
    if (out) {
      *out = copy_out(result);
      if (!*out) return fail(LLMFMT_INTERNAL, "out of memory", error);
    }
    return LLMFMT_OK;
  } catch (const BadArgument& e) {
    return fail(e.status, e.what(), error);
  } catch (const std::invalid_argument& e) {
    return fail(LLMFMT_BAD_OPTIONS, e.what(), error);
  } catch (const std::bad_alloc&) {
    return fail(LLMFMT_INTERNAL, "out of memory", error);
  } catch (const std::exception& e) {
    return fail(LLMFMT_INTERNAL, std::string("internal error: ") + e.what(), error);
  } catch (...) {
    return fail(LLMFMT_INTERNAL, "internal error", error);
  }
}

// The text and format of a parse or check call.
std::pair<Format, std::string_view> inputs(const char* format, const char* text, std::size_t size) {
  if (!format) throw BadArgument(LLMFMT_BAD_ARGUMENT, "format is NULL");
  if (!text && size > 0) throw BadArgument(LLMFMT_BAD_ARGUMENT, "text is NULL");
  const std::optional<Format> f = format_from_name(format);
  if (!f) throw BadArgument(LLMFMT_BAD_FORMAT, std::string("unknown format '") + format + "' (known: " + format_names() + ")");
  return {*f, std::string_view(text ? text : "", size)};
}

}  // namespace

struct llmfmt_llmist_stream {
  explicit llmfmt_llmist_stream(const llmist::Options& options)
      : parser(options, {[this](const llmist::Call& c) {
                           event("call", llmist::to_json(c));
                           document.calls.push_back(c);
                         },
                         [this](const llmist::TextSegment& t) {
                           event("text", llmist::to_json(t));
                           document.text.push_back(t);
                         }}) {}

  void event(const char* kind, Json value) {
    Json e = Json::object();
    e[kind] = std::move(value);
    events.push_back(std::move(e));
  }

  llmist::StreamParser parser;
  Json events = Json::array();
  llmist::Document document;  // what finish() returns whole (the handlers' items are theirs to keep)
};

extern "C" {

const char* llmfmt_version(void) { return LLMFMT_VERSION_STRING; }

int llmfmt_parse(const char* format, const char* text, size_t size, const char* options, char** json, char** error) {
  return guarded(json, error, [&] {
    const auto [f, input] = inputs(format, text, size);
    return parse_to_json(f, input, options_from_json(options ? options : ""));
  });
}

int llmfmt_check(const char* format, const char* text, size_t size, const char* options, char** json, char** error) {
  return guarded(json, error, [&] {
    const auto [f, input] = inputs(format, text, size);
    return to_json(check(f, input, options_from_json(options ? options : ""))).dump();
  });
}

void llmfmt_free(char* string) { std::free(string); }

llmfmt_llmist_stream* llmfmt_llmist_stream_new(const char* options, char** error) {
  llmfmt_llmist_stream* stream = nullptr;
  guarded(nullptr, error, [&] {
    stream = new llmfmt_llmist_stream(options_from_json(options ? options : "").llmist);
    return std::string();
  });
  return stream;
}

int llmfmt_llmist_stream_feed(llmfmt_llmist_stream* stream, const char* bytes, size_t size, char** error) {
  return guarded(nullptr, error, [&] {
    if (!stream || (!bytes && size > 0)) throw BadArgument(LLMFMT_BAD_ARGUMENT, "stream or bytes is NULL");
    stream->parser.feed(std::string_view(bytes ? bytes : "", size));
    return std::string();
  });
}

int llmfmt_llmist_stream_poll(llmfmt_llmist_stream* stream, char** events, char** error) {
  return guarded(events, error, [&] {
    if (!stream) throw BadArgument(LLMFMT_BAD_ARGUMENT, "stream is NULL");
    const std::string out = stream->events.dump();
    stream->events = Json::array();
    return out;
  });
}

int llmfmt_llmist_stream_finish(llmfmt_llmist_stream* stream, char** json, char** error) {
  return guarded(json, error, [&] {
    if (!stream) throw BadArgument(LLMFMT_BAD_ARGUMENT, "stream is NULL");
    llmist::Result result = stream->parser.finish();
    result.document = std::exchange(stream->document, {});
    return llmist::to_json(result).dump();
  });
}

void llmfmt_llmist_stream_free(llmfmt_llmist_stream* stream) { delete stream; }

}  // extern "C"
