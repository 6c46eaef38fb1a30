"""llmfmt from Python: parse and check every format, stream llmist.

A thin layer over llmfmt's C interface (include/llmfmt/llmfmt_c.h) with ctypes from the standard
library, so nothing is compiled at install time. It needs the shared library libllmfmt.so: set
LLMFMT_LIBRARY to its path, or install it where the system finds libraries.

    import llmfmt
    doc = llmfmt.parse("llmist", reply)                  # what `llmfmt parse` prints, as a dict
    for d in llmfmt.check("stf", transcript, default_role="user"):
        print(d["line"], d["code"], d["message"])
    with llmfmt.LlmistStream() as stream:
        for chunk in chunks:
            for event in stream.feed(chunk):             # {"call": {...}} or {"text": {...}}
                ...
        document = stream.finish()

Options are keyword arguments: start_prefix, end_prefix, arg_prefix (llmist), default_role (STF),
max_depth (JSON5, GaryML), sigil (DSL), reference_lexer (every line format).
"""
import ctypes
import ctypes.util
import json
import os

__all__ = ["Error", "version", "parse", "check", "LlmistStream"]


class Error(Exception):
    """A call the library refused: an unknown format, invalid options. `status` is its code."""

    def __init__(self, status, message):
        super().__init__(message)
        self.status = status


_lib = None


def _library():
    global _lib
    if _lib is None:
        path = os.environ.get("LLMFMT_LIBRARY") or ctypes.util.find_library("llmfmt")
        if not path:
            raise OSError("libllmfmt.so not found: set LLMFMT_LIBRARY to its path")
        lib = ctypes.CDLL(path)
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


def _take(lib, pointer):
    """The string at `pointer` (released afterwards), or None."""
    if not pointer.value:
        return None
    try:
        return ctypes.string_at(pointer.value).decode("utf-8")
    finally:
        lib.llmfmt_free(pointer.value)


def _call(function, *args):
    """Calls a function whose last two arguments are its output and error strings."""
    lib = _library()
    result, error = ctypes.c_void_p(), ctypes.c_void_p()
    status = function(*args, ctypes.byref(result), ctypes.byref(error))
    out, message = _take(lib, result), _take(lib, error)
    if status != 0:
        raise Error(status, message or "llmfmt error %d" % status)
    return out


def _bytes(text):
    return text.encode("utf-8") if isinstance(text, str) else bytes(text)


def _options(options):
    return json.dumps(options).encode("utf-8") if options else None


def version():
    """The library's version, "MAJOR.MINOR.PATCH"."""
    return _library().llmfmt_version().decode("ascii")


def parse(fmt, text, **options):
    """The document of `text` (str or bytes) in format `fmt`, as `llmfmt parse` prints it."""
    data = _bytes(text)
    return json.loads(_call(_library().llmfmt_parse, fmt.encode("ascii"), data, len(data), _options(options)))


def check(fmt, text, **options):
    """The diagnostics of `text` in format `fmt` (a list of dicts), without building the document."""
    data = _bytes(text)
    return json.loads(_call(_library().llmfmt_check, fmt.encode("ascii"), data, len(data), _options(options)))


class LlmistStream:
    """An llmist reply fed as it arrives; each call is reported as soon as its block ends."""

    def __init__(self, **options):
        lib = _library()
        error = ctypes.c_void_p()
        self._stream = lib.llmfmt_llmist_stream_new(_options(options), ctypes.byref(error))
        message = _take(lib, error)
        if not self._stream:
            raise Error(2, message or "cannot create the stream")

    def feed(self, chunk):
        """Feeds the next part of the reply; returns the events it completed."""
        data = _bytes(chunk)
        lib = _library()
        error = ctypes.c_void_p()
        status = lib.llmfmt_llmist_stream_feed(self._stream, data, len(data), ctypes.byref(error))
        message = _take(lib, error)
        if status != 0:
            raise Error(status, message)
        return json.loads(_call(lib.llmfmt_llmist_stream_poll, self._stream))

    def finish(self):
        """Ends the reply; returns the whole document (the last events are in `events`)."""
        lib = _library()
        document = json.loads(_call(lib.llmfmt_llmist_stream_finish, self._stream))
        self.events = json.loads(_call(lib.llmfmt_llmist_stream_poll, self._stream))
        return document

    def close(self):
        if self._stream:
            _library().llmfmt_llmist_stream_free(self._stream)
            self._stream = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        self.close()
