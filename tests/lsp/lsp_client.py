"""A minimal LSP client over pipes for the tests of `llmfmt lsp` (tests/lsp/)."""
import json
import os
import queue
import subprocess
import threading
import time


class Client:
    def __init__(self, llmfmt, *args, timeout=10.0):
        self.proc = subprocess.Popen([llmfmt, "lsp", *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE)
        self.timeout = timeout
        self.messages = queue.Queue()
        self.next_id = 1
        self.backlog = []  # messages read while waiting for something else
        self.versions = {}  # uri → the version last sent
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        out = self.proc.stdout
        while True:
            headers = {}
            while True:
                line = out.readline()
                if not line:
                    self.messages.put(None)
                    return
                line = line.decode("ascii").rstrip("\r\n")
                if not line:
                    break
                key, _, value = line.partition(":")
                headers[key.strip().lower()] = value.strip()
            body = out.read(int(headers["content-length"]))
            self.messages.put(json.loads(body.decode("utf-8")))

    def write_raw(self, data: bytes):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    @staticmethod
    def framed(message) -> bytes:
        body = json.dumps(message).encode("utf-8")
        return b"Content-Length: %d\r\n\r\n" % len(body) + body

    def send(self, message):
        self.write_raw(self.framed(message))

    def notify(self, method, params=None):
        if method in ("textDocument/didOpen", "textDocument/didChange"):
            document = params["textDocument"]
            self.versions[document["uri"]] = document.get("version")
        elif method == "textDocument/didClose":
            self.versions[params["textDocument"]["uri"]] = None  # (its empty list has no version)
        self.send({"jsonrpc": "2.0", "method": method, **({"params": params} if params is not None else {})})

    def request_id(self):
        i = self.next_id
        self.next_id += 1
        return i

    def request(self, method, params=None):
        i = self.request_id()
        self.send({"jsonrpc": "2.0", "id": i, "method": method, **({"params": params} if params is not None else {})})
        return self.wait(lambda m: m.get("id") == i and "method" not in m)

    def result(self, method, params=None):
        reply = self.request(method, params)
        assert "error" not in reply, reply
        return reply["result"]

    def wait(self, predicate):
        for m in self.backlog:
            if predicate(m):
                self.backlog.remove(m)
                return m
        deadline = time.monotonic() + self.timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError("no expected message within %.0f s" % self.timeout)
            try:
                m = self.messages.get(timeout=left)
            except queue.Empty:
                continue
            if m is None:
                raise AssertionError("the server closed its output (exit %s): %s" %
                                     (self.proc.poll(), self.proc.stderr.read().decode(errors="replace")))
            if predicate(m):
                return m
            self.backlog.append(m)

    def diagnostics(self, uri):
        """The diagnostics published for the version of `uri` last sent (the server may publish a
        version twice: once at once, again when its fix checks change what was shown)."""
        return self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                         and m["params"]["uri"] == uri
                         and m["params"].get("version") == self.versions.get(uri))["params"]["diagnostics"]

    def initialize(self, capabilities=None, init_options=None):
        params = {"processId": os.getpid(), "rootUri": None, "capabilities": capabilities or {}}
        if init_options is not None:
            params["initializationOptions"] = init_options
        result = self.result("initialize", params)
        self.notify("initialized", {})
        return result

    def open(self, uri, text, language_id="", version=1):
        self.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": language_id,
                                                              "version": version, "text": text}})
        return self.diagnostics(uri)

    def close(self):
        """shutdown, exit; returns the exit status."""
        assert self.result("shutdown") is None
        self.notify("exit")
        try:
            return self.proc.wait(timeout=self.timeout)
        finally:
            self.proc.stdin.close()


def offset_of(text: str, line: int, character: int, encoding="utf-16") -> int:
    """The index into `text` (a str) of an LSP position."""
    lines = text.splitlines(keepends=True)
    index = sum(len(l) for l in lines[:line])
    if line >= len(lines):
        return len(text)
    units = 0
    for ch in lines[line].rstrip("\r\n"):
        if units >= character:
            break
        units += len(ch.encode("utf-16-le")) // 2 if encoding == "utf-16" else len(ch.encode("utf-8"))
        index += 1
    return index


def apply_edits(text: str, edits, encoding="utf-16") -> str:
    spans = [(offset_of(text, e["range"]["start"]["line"], e["range"]["start"]["character"], encoding),
              offset_of(text, e["range"]["end"]["line"], e["range"]["end"]["character"], encoding), e["newText"])
             for e in edits]
    for start, end, new in sorted(spans, reverse=True):
        text = text[:start] + new + text[end:]
    return text
