/* What libllmfmt.so exports. The library is built with -fvisibility=hidden: only declarations
 * marked here are its ABI (docs/abi.md), and tests/abi/libllmfmt.abi watches them.
 *   LLMFMT_API                     on a declaration of the C interface (llmfmt_c.h)
 *   LLMFMT_API_BEGIN/LLMFMT_API_END around the declarations of a public C++ header: everything a
 *                                  public header declares is public API (internals live in src/)
 */
#ifndef LLMFMT_EXPORT_H
#define LLMFMT_EXPORT_H

#if defined(__GNUC__) || defined(__clang__)
#define LLMFMT_API __attribute__((visibility("default")))
#define LLMFMT_API_BEGIN _Pragma("GCC visibility push(default)")
#define LLMFMT_API_END _Pragma("GCC visibility pop")
#else
#define LLMFMT_API
#define LLMFMT_API_BEGIN
#define LLMFMT_API_END
#endif

#endif /* LLMFMT_EXPORT_H */
