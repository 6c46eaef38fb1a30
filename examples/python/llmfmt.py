"""llmfmt from Python: parse, check and fix every format, stream llmist replies.

A typed layer over llmfmt's C interface (include/llmfmt/llmfmt_c.h) with ctypes from the standard
library, so nothing is compiled at install time. It loads the shared library libllmfmt.so: the one
named by LLMFMT_LIBRARY when that is set, else the one installed with this module (`cmake
--install`, the python3-llmfmt package), else the system's (ldconfig).

    import llmfmt
    doc = llmfmt.parse("llmist", reply)                  # what `llmfmt parse` prints, as a dict
    for d in llmfmt.check("stf", transcript, default_role="user"):
        print(d["line"], d["code"], d["message"])
    fixed = llmfmt.fix("json5", config)                  # the machine-applicable fixes applied
    print(fixed.text, fixed.applied, fixed.diagnostics)
    for event in llmfmt.stream(chunks):                  # {"text": …}, {"call": …}, last {"document": …}
        ...

Formats: "llmist", "stf", "json5", "telt", "garyml", "dsl" (FORMATS). Text is str (encoded as
UTF-8) or bytes (any bytes: malformed text is normal input and gives diagnostics, not
exceptions). Options are keyword arguments: start_prefix, end_prefix, arg_prefix (llmist),
default_role (STF), max_depth (JSON5, GaryML), sigil (DSL), reference_lexer (every line format).

Errors: a call the library refuses — an unknown format, an unknown or invalid option — raises
UsageError (a ValueError); text that is neither str nor bytes raises TypeError; a missing
library raises OSError at the first call. Thread-safe, except that one LlmistStream must not be
used by two threads at once.
"""
import ctypes
import ctypes.util
import json
import os
from typing import Any, Dict, Iterable, Iterator, List, NamedTuple, Optional, Union

__all__ = ["FORMATS", "Error", "UsageError", "Fixed", "version", "parse", "check", "fix", "stream",
           "LlmistStream"]

Text = Union[str, bytes, bytearray, memoryview]
Json = Dict[str, Any]

FORMATS = ("llmist", "stf", "json5", "telt", "garyml", "dsl")

# The C interface's statuses (enum llmfmt_status).
_BAD_FORMAT, _BAD_OPTIONS, _BAD_ARGUMENT = 1, 2, 3


class Error(Exception):
    """A call the library failed. `status` is the C interface's code (llmfmt_status)."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


class UsageError(Error, ValueError):
    """A call the library refused: an unknown format (status 1), invalid options (status 2)."""


_lib = None

# The shared library relative to this file; the installed copy says where it is (CMakeLists.txt).
_INSTALLED_LIBRARY = None


def _library_path() -> str:
    """LLMFMT_LIBRARY, else the library installed with this module, else the system's."""
    if os.environ.get("LLMFMT_LIBRARY"):
        return os.environ["LLMFMT_LIBRARY"]
    if _INSTALLED_LIBRARY:
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), _INSTALLED_LIBRARY)
        if os.path.exists(path):
            return os.path.normpath(path)
    path = ctypes.util.find_library("llmfmt")
    if not path:
        raise OSError("libllmfmt.so not found: install llmfmt, or set LLMFMT_LIBRARY to its path")
    return path


def _library() -> ctypes.CDLL:
    global _lib
    if _lib is None:
        lib = ctypes.CDLL(_library_path())
        out = ctypes.POINTER(ctypes.c_void_p)
        lib.llmfmt_version.restype = ctypes.c_char_p
        lib.llmfmt_version.argtypes = []
        for name in ("llmfmt_parse", "llmfmt_check"):
            f = getattr(lib, name)
            f.restype = ctypes.c_int
            f.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p, out, out]
        lib.llmfmt_free.restype = None
        lib.llmfmt_free.argtypes = [ctypes.c_void_p]
        lib.llmfmt_llmist_stream_new.restype = ctypes.c_void_p
        lib.llmfmt_llmist_stream_new.argtypes = [ctypes.c_char_p, out]
        lib.llmfmt_llmist_stream_feed.restype = ctypes.c_int
        lib.llmfmt_llmist_stream_feed.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t, out]
        for name in ("llmfmt_llmist_stream_poll", "llmfmt_llmist_stream_finish"):
            f = getattr(lib, name)
            f.restype = ctypes.c_int
            f.argtypes = [ctypes.c_void_p, out, out]
        lib.llmfmt_llmist_stream_free.restype = None
        lib.llmfmt_llmist_stream_free.argtypes = [ctypes.c_void_p]
        _lib = lib
    return _lib


def _error(status: int, message: Optional[str]) -> Error:
    message = message or "llmfmt error %d" % status
    return UsageError(status, message) if status in (_BAD_FORMAT, _BAD_OPTIONS, _BAD_ARGUMENT) else Error(status, message)


def _take(lib: ctypes.CDLL, pointer: ctypes.c_void_p) -> Optional[str]:
    """The string at `pointer` (released afterwards), or None."""
    if not pointer.value:
        return None
    try:
        return ctypes.string_at(pointer.value).decode("utf-8")
    finally:
        lib.llmfmt_free(pointer.value)


def _call(function: Any, *args: Any) -> str:
    """Calls a function whose last two arguments are its output and error strings."""
    lib = _library()
    result, error = ctypes.c_void_p(), ctypes.c_void_p()
    status = function(*args, ctypes.byref(result), ctypes.byref(error))
    out, message = _take(lib, result), _take(lib, error)
    if status != 0:
        raise _error(status, message)
    return out or ""


def _bytes(text: Text) -> bytes:
    if isinstance(text, str):
        return text.encode("utf-8")
    if isinstance(text, (bytes, bytearray, memoryview)):
        return bytes(text)
    raise TypeError("text must be str or bytes, not %s" % type(text).__name__)


def _format(fmt: str) -> bytes:
    if not isinstance(fmt, str):
        raise TypeError("the format must be a str, one of %s" % ", ".join(FORMATS))
    if fmt not in FORMATS:
        raise UsageError(_BAD_FORMAT, "unknown format %r (known: %s)" % (fmt, ", ".join(FORMATS)))
    return fmt.encode("ascii")


def _options(options: Dict[str, Any]) -> Optional[bytes]:
    return json.dumps(options).encode("utf-8") if options else None


def version() -> str:
    """The library's version, "MAJOR.MINOR.PATCH"."""
    return _library().llmfmt_version().decode("ascii")


def parse(fmt: str, text: Text, **options: Any) -> Json:
    """The document of `text` in format `fmt`, with its "diagnostics": exactly what `llmfmt parse`
    prints, as a dict (docs/cli.md; the JSON Schemas in docs/schema/)."""
    data = _bytes(text)
    return json.loads(_call(_library().llmfmt_parse, _format(fmt), data, len(data), _options(options)))


def check(fmt: str, text: Text, **options: Any) -> List[Json]:
    """The diagnostics of `text` in format `fmt`, without building the document: a list of dicts
    with "code", "message", "severity", "line", "column", "offset", "end", "fix_hint" and, where a
    machine-applicable fix exists, "fix" ({"edits": [{"start", "end", "text"}]})."""
    data = _bytes(text)
    return json.loads(_call(_library().llmfmt_check, _format(fmt), data, len(data), _options(options)))


class Fixed(NamedTuple):
    """What fix() made of a text."""
    text: Union[str, bytes]   #: the fixed text (bytes when the input was bytes)
    applied: int              #: fixes applied, over every pass
    skipped: int              #: fixes of the last pass left out (overlapping another)
    diagnostics: List[Json]   #: the diagnostics of the fixed text (what is left)


MAX_FIX_PASSES = 10  # as `llmfmt fix`: a fix may reveal another; two fixes must not loop


def _apply(data: bytes, diagnostics: List[Json]) -> "tuple[bytes, int, int]":
    """One pass: each diagnostic's edits together or not at all, in diagnostic order; one that
    overlaps an edit taken already, or lies outside the text, is skipped."""
    def overlaps(a: Json, b: Json) -> bool:
        a0, a1, b0, b1 = a["start"]["offset"], a["end"]["offset"], b["start"]["offset"], b["end"]["offset"]
        return a0 == b0 or (a0 < b1 and b0 < a1)

    taken: List[Json] = []
    applied = skipped = 0
    for d in diagnostics:
        edits = (d.get("fix") or {}).get("edits") or []
        if not edits:
            continue
        fits = all(e["start"]["offset"] <= e["end"]["offset"] <= len(data) and not any(overlaps(t, e) for t in taken)
                   for e in edits)
        own = any(overlaps(edits[i], edits[j]) for i in range(len(edits)) for j in range(i + 1, len(edits)))
        if not fits or own:
            skipped += 1
            continue
        taken += edits
        applied += 1
    out, at = [], 0
    for e in sorted(taken, key=lambda e: e["start"]["offset"]):
        out += [data[at:e["start"]["offset"]], e["text"].encode("utf-8")]
        at = e["end"]["offset"]
    out.append(data[at:])
    return b"".join(out), applied, skipped


def fix(fmt: str, text: Text, **options: Any) -> Fixed:
    """`text` with the machine-applicable fixes of its diagnostics applied, as `llmfmt fix` does
    (docs/cli.md § fix): check, apply, check again, at most MAX_FIX_PASSES times."""
    original = _bytes(text)
    data = original
    diagnostics = check(fmt, data, **options)
    applied = skipped = 0
    for _ in range(MAX_FIX_PASSES):
        fixed, n, skipped = _apply(data, diagnostics)
        if n == 0 or fixed == data:
            break
        applied += n
        data = fixed
        diagnostics = check(fmt, data, **options)
    result: Union[str, bytes] = data.decode("utf-8", "surrogateescape") if isinstance(text, str) else data
    return Fixed(result, applied, skipped, diagnostics)


class LlmistStream:
    """An llmist reply fed as it arrives; each call is reported as soon as its block ends.

        with llmfmt.LlmistStream() as s:
            for chunk in chunks:
                for event in s.feed(chunk):   # {"call": {...}} or {"text": {...}}
                    ...
            document = s.finish()             # as parse() gives it; the last events in s.events
    """

    def __init__(self, **options: Any) -> None:
        lib = _library()
        error = ctypes.c_void_p()
        self._stream = lib.llmfmt_llmist_stream_new(_options(options), ctypes.byref(error))
        message = _take(lib, error)
        if not self._stream:
            raise _error(_BAD_OPTIONS, message or "cannot create the stream")
        self.events: List[Json] = []

    def _handle(self) -> int:
        if not self._stream:
            raise UsageError(_BAD_ARGUMENT, "the stream is closed")
        return self._stream

    def feed(self, chunk: Text) -> List[Json]:
        """Feeds the next part of the reply; returns the events it completed."""
        data = _bytes(chunk)
        lib = _library()
        handle = self._handle()
        error = ctypes.c_void_p()
        status = lib.llmfmt_llmist_stream_feed(handle, data, len(data), ctypes.byref(error))
        message = _take(lib, error)
        if status != 0:
            raise _error(status, message)
        return json.loads(_call(lib.llmfmt_llmist_stream_poll, handle))

    def finish(self) -> Json:
        """Ends the reply; returns the whole document (the last events are in `events`). The
        stream can then take a new reply."""
        lib = _library()
        handle = self._handle()
        document = json.loads(_call(lib.llmfmt_llmist_stream_finish, handle))
        self.events = json.loads(_call(lib.llmfmt_llmist_stream_poll, handle))
        return document

    def close(self) -> None:
        """Releases the stream (also at the end of a `with` block)."""
        if getattr(self, "_stream", None):
            _library().llmfmt_llmist_stream_free(self._stream)
            self._stream = None

    def __enter__(self) -> "LlmistStream":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __del__(self) -> None:
        self.close()


def stream(chunks: Iterable[Text], **options: Any) -> Iterator[Json]:
    """The events of an llmist reply that arrives in `chunks`, each as soon as it is complete:
    {"text": segment} and {"call": call}, then last {"document": the whole document}."""
    with LlmistStream(**options) as s:
        for chunk in chunks:
            yield from s.feed(chunk)
        document = s.finish()
        yield from s.events
        yield {"document": document}
