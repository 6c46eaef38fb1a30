/* llmfmt's C interface: parse and check every format, and stream llmist, from any language that
 * can call C (Python's ctypes: examples/python/llmfmt.py).
 *
 * Text in, JSON out. The JSON is what `llmfmt parse` prints (docs/cli.md), UTF-8, one line.
 *
 * Ownership: every `char*` this interface returns was allocated by it and is released with
 * llmfmt_free() (never with free()). Input pointers are only read during the call.
 * Errors: no C++ exception crosses this interface. A function that can fail returns 0 on
 * success; otherwise a nonzero status, and `*error` (when `error` is not NULL) receives a message
 * to release with llmfmt_free(). Malformed *text* is not a failure: it gives diagnostics in the
 * JSON. Failures are bad arguments: an unknown format, options that are not valid JSON options.
 * Threads: calls on different streams, and every other call, may run in parallel; one stream
 * must not be used by two threads at once.
 *
 * Options are a JSON object (NULL or "" for none): "start_prefix", "end_prefix", "arg_prefix"
 * (llmist markers), "default_role" (STF), "max_depth" (JSON5, GaryML), "sigil" (DSL),
 * "reference_lexer" (every line format). Unknown keys are an error.
 */
#ifndef LLMFMT_LLMFMT_C_H
#define LLMFMT_LLMFMT_C_H

#include <stddef.h>

#include "llmfmt/export.h"

#ifdef __cplusplus
extern "C" {
#endif

enum llmfmt_status {
  LLMFMT_OK = 0,
  LLMFMT_BAD_FORMAT = 1,   /* the format name is not one of llmist, stf, json5, telt, garyml, dsl */
  LLMFMT_BAD_OPTIONS = 2,  /* the options are not a valid JSON object of known keys */
  LLMFMT_BAD_ARGUMENT = 3, /* a NULL pointer where one is not allowed */
  LLMFMT_INTERNAL = 4      /* out of memory, or a bug: please report it */
};

/* The library's version, "MAJOR.MINOR.PATCH"; static, not to be freed. */
LLMFMT_API const char* llmfmt_version(void);

/* Parses `size` bytes at `text` (which may hold any bytes, NUL included) as `format` ("llmist",
 * "stf", "json5", "telt", "garyml", "dsl"). On success `*json` is the document as JSON. */
LLMFMT_API int llmfmt_parse(const char* format, const char* text, size_t size, const char* options, char** json, char** error);

/* Like llmfmt_parse, but `*json` is only the diagnostics: a JSON array, as "diagnostics" in the
 * document. Faster, and it keeps no document. */
LLMFMT_API int llmfmt_check(const char* format, const char* text, size_t size, const char* options, char** json, char** error);

/* Releases a string this interface returned. NULL is allowed. */
LLMFMT_API void llmfmt_free(char* string);

/* An llmist stream: feed a reply as it arrives; each call is reported as soon as its block ends. */
typedef struct llmfmt_llmist_stream llmfmt_llmist_stream;

/* A new stream, or NULL on failure (with `*error` set). Free it with llmfmt_llmist_stream_free. */
LLMFMT_API llmfmt_llmist_stream* llmfmt_llmist_stream_new(const char* options, char** error);
/* Feeds the next `size` bytes of the reply. */
LLMFMT_API int llmfmt_llmist_stream_feed(llmfmt_llmist_stream* stream, const char* bytes, size_t size, char** error);
/* The events since the last poll, as a JSON array (possibly empty): {"call": {…}} for a call whose
 * block ended, {"text": {…}} for a complete prose segment, each as `llmfmt parse` prints them. */
LLMFMT_API int llmfmt_llmist_stream_poll(llmfmt_llmist_stream* stream, char** events, char** error);
/* Ends the reply: the last events become pollable, and `*json` is the whole document, as
 * llmfmt_parse gives it. The stream can then take a new reply. */
LLMFMT_API int llmfmt_llmist_stream_finish(llmfmt_llmist_stream* stream, char** json, char** error);
/* Releases the stream. NULL is allowed. */
LLMFMT_API void llmfmt_llmist_stream_free(llmfmt_llmist_stream* stream);

#ifdef __cplusplus
}
#endif

#endif /* LLMFMT_LLMFMT_C_H */
