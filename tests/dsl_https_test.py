#!/usr/bin/env python3
"""`llmfmt run` against a hostile endpoint over https:// (issue 32; docs/reliability.md).

A TLS server on 127.0.0.1 only, started and stopped here, answers badly on purpose: the classes
the http:// tests cover (tests/unit/dsl_hostile.cpp, tests/unit/dsl_http.cpp) — a status line
without end, endless headers, a header line without end, a negative Content-Length, 200 000
nested '[', a body past --max-reply-bytes, a byte a second — plus what only TLS has: a handshake
that never comes, a certificate for another host, a certificate nobody vouches for. Each run
must end in its clear error, within a few seconds, in bounded memory (the child's peak RSS is
watched and the child killed past MAX_RSS), never a crash; and a well-formed answer, with
Content-Length and chunked, must work.

The certificates are made here with `openssl req` (self-signed, EC P-256) and given to llmfmt
as the only trust anchor with LLMFMT_CA_FILE (what --ca-file reads); SSL_CERT_FILE is set too,
for a client that only reads OpenSSL's default paths.

usage: dsl_https_test.py LLMFMT
"""
import json
import os
import shutil
import socket
import ssl
import subprocess
import sys
import tempfile
import threading
import time

MAX_RSS = 256 << 20  # bytes; the client's own size is ~10 MB
MAX_SECONDS = 5.0


def make_cert(work, name, san):
    key, crt = os.path.join(work, name + ".key"), os.path.join(work, name + ".crt")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
                    "-keyout", key, "-out", crt, "-days", "2", "-subj", "/CN=" + name,
                    "-addext", "subjectAltName=" + san], check=True, capture_output=True)
    return key, crt


class Server:
    """Accepts TLS connections; per connection reads the request, then sends what `produce`
    gives (called with the bytes sent so far; b"" ends the answer). `tls=False`: accepts TCP and
    never speaks (a handshake that never comes)."""

    def __init__(self, cert, produce, tls=True, max_bytes=256 << 20, delay=0.0):
        self.produce, self.tls, self.max_bytes, self.delay = produce, tls, max_bytes, delay
        self.requests, self.server_names = [], []
        self.stopping = False
        self.context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        self.context.load_cert_chain(cert[1], cert[0])
        self.context.sni_callback = lambda _conn, name, _ctx: self.server_names.append(name)
        self.listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(8)
        self.port = self.listener.getsockname()[1]
        self.thread = threading.Thread(target=self.serve, daemon=True)
        self.thread.start()

    def serve(self):
        while True:
            try:
                raw, _ = self.listener.accept()
            except OSError:
                return
            try:
                self.answer(raw)
            except (OSError, ssl.SSLError, ValueError):
                pass
            finally:
                raw.close()

    def answer(self, raw):
        if not self.tls:
            while not self.stopping and raw.recv(65536):
                pass
            return
        raw.settimeout(10)
        conn = self.context.wrap_socket(raw, server_side=True)
        data = b""
        while b"\r\n\r\n" not in data:
            piece = conn.recv(65536)
            if not piece:
                return
            data += piece
        head, _, body = data.partition(b"\r\n\r\n")
        length = 0
        for line in head.split(b"\r\n")[1:]:
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value)
        while len(body) < length:
            piece = conn.recv(65536)
            if not piece:
                return
            body += piece
        self.requests.append((head, body))
        sent = 0
        while not self.stopping and sent < self.max_bytes:
            piece = self.produce(sent)
            if not piece:
                break
            conn.sendall(piece)
            sent += len(piece)
            if self.delay:
                time.sleep(self.delay)
        try:
            conn.unwrap()  # close_notify: the end of the answer
        except (OSError, ssl.SSLError, ValueError):
            pass

    def close(self):
        self.stopping = True
        try:
            self.listener.shutdown(socket.SHUT_RDWR)  # wakes the accept() (close alone does not)
        except OSError:
            pass
        self.listener.close()
        self.thread.join(timeout=15)


def completion(content):
    return json.dumps({"id": "x", "object": "chat.completion",
                       "choices": [{"index": 0, "finish_reason": "stop",
                                    "message": {"role": "assistant", "content": content}}]}).encode()


def once(data):
    return lambda sent: data if sent == 0 else b""


def endless(head, repeat):
    block = repeat * 4096
    return lambda sent: head if sent == 0 else block


def with_length(body, status=b"200 OK"):
    return b"HTTP/1.1 " + status + b"\r\nContent-Type: application/json\r\nContent-Length: " + \
        str(len(body)).encode() + b"\r\n\r\n" + body


def chunked(body):
    out = b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
    for i in range(0, len(body), 7):
        piece = body[i:i + 7]
        out += b"%x\r\n" % len(piece) + piece + b"\r\n"
    return out + b"0\r\n\r\n"


def run(llmfmt, work, port, ca, extra=(), host="127.0.0.1"):
    """Runs one step against the server; returns (exit status, output, seconds, peak RSS)."""
    program = os.path.join(work, "step.dsl")
    env = dict(os.environ, LLMFMT_CA_FILE=ca, SSL_CERT_FILE=ca)
    env.pop("LLMFMT_API_KEY", None)
    start = time.monotonic()
    child = subprocess.Popen([llmfmt, "run", program, "--base-url", "https://%s:%d/v1" % (host, port), "--model", "m",
                              "--retries", "0", *([] if "--timeout" in extra else ["--timeout", "10"]), *extra],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
    peak, killed = 0, False
    output = []
    reader = threading.Thread(target=lambda: output.append(child.stdout.read()), daemon=True)
    reader.start()
    while child.poll() is None:  # watch the resident size: kill the child past MAX_RSS
        try:
            with open("/proc/%d/status" % child.pid) as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        peak = max(peak, int(line.split()[1]) * 1024)
        except OSError:
            pass
        if peak > MAX_RSS or time.monotonic() - start > 60:
            killed = True
            child.kill()
        time.sleep(0.01)
    reader.join()
    seconds = time.monotonic() - start
    text = output[0].decode("utf-8", "replace") if output else ""
    if killed:
        text += "\n[killed by the test: RSS %d MB, %.1f s]" % (peak >> 20, seconds)
    return child.returncode, text, seconds, peak


def main():
    llmfmt = os.path.abspath(sys.argv[1])
    if shutil.which("openssl") is None:
        print("SKIP: no openssl command to make test certificates")
        return 0
    work = tempfile.mkdtemp(prefix="dsl-https-")
    failures = []
    try:
        with open(os.path.join(work, "step.dsl"), "w") as f:
            f.write("Say hi\n")
        good = make_cert(work, "good", "IP:127.0.0.1,DNS:localhost")
        other = make_cert(work, "other", "DNS:other.example")
        reply = completion('{"error": 0, "out": "hi"}')
        nested = b"[" * 200000 + b"]" * 200000

        # (name, server certificate, trust anchor, producer, options, expected text, expect ok, server kwargs)
        cases = [
            ("answer with Content-Length", good, good, once(with_length(reply)), [], '"out": "hi"', True, {}),
            ("answer to a DNS name", good, good, once(with_length(reply)), [], '"out": "hi"', True, {"host": "localhost"}),
            ("chunked answer", good, good, once(chunked(reply)), [], '"out": "hi"', True, {}),
            ("status line without end", good, good, endless(b"HTTP/1.1 200 ", b"x" * 50), [],
             "status line is longer than 8192 bytes", False, {"max_bytes": 50013}),
            ("endless headers", good, good, endless(b"HTTP/1.1 200 OK\r\n", b"X-Filler: 0123456789\r\n"), [],
             "more than 100 header lines", False, {}),
            ("header line without end", good, good, endless(b"HTTP/1.1 200 OK\r\nX-Long: ", b"a" * 16), [],
             "header line of the answer is longer than 8192 bytes", False, {}),
            ("Content-Length -5", good, good, once(b"HTTP/1.1 200 OK\r\nContent-Length: -5\r\n\r\n{}"), [],
             "Content-Length '-5' is malformed", False, {}),
            ("200 000 nested brackets", good, good, once(with_length(nested)), [], "nested deeper than 256", False, {}),
            ("body past --max-reply-bytes", good, good, endless(b"HTTP/1.1 200 OK\r\n\r\n", b"[" * 64),
             ["--max-reply-bytes", "1000000"], "larger than 1000000 bytes", False, {}),
            ("a byte a second", good, good, lambda sent: b"HTTP/1.1 200 OK\r\n"[sent:sent + 1] or b" ",
             ["--timeout", "1.5"], "no complete answer within 1.5 s", False, {"delay": 1.0}),
            ("no handshake", good, good, None, ["--timeout", "1.5"], "no complete answer within 1.5 s", False,
             {"tls": False}),
            ("certificate for another host", other, other, once(with_length(reply)), [],
             "certificate is not accepted for '127.0.0.1': IP address mismatch", False, {}),
            ("certificate for another name", other, other, once(with_length(reply)), [],
             "certificate is not accepted for 'localhost': hostname mismatch", False, {"host": "localhost"}),
            ("certificate nobody vouches for", good, other, once(with_length(reply)), [],
             "certificate is not accepted for '127.0.0.1': self-signed certificate", False, {}),
        ]
        for name, cert, anchor, produce, extra, expected, ok, kwargs in cases:
            host = kwargs.pop("host", "127.0.0.1")
            server = Server(cert, produce or once(b""), **kwargs)
            try:
                status, text, seconds, peak = run(llmfmt, work, server.port, anchor[1], extra, host)
            finally:
                server.close()
            problems = []
            if ok and status != 0:
                problems.append("exit status %d, expected 0" % status)
            if not ok and status in (0, 2) or status < 0 or status > 2:
                problems.append("exit status %d, expected 1 (a runtime error)" % status)
            if expected not in text:
                problems.append("the output lacks %r" % expected)
            if seconds > MAX_SECONDS:
                problems.append("took %.1f s (more than %.0f)" % (seconds, MAX_SECONDS))
            if peak > MAX_RSS:
                problems.append("peak RSS %d MB" % (peak >> 20))
            if name.startswith("certificate") and server.requests:
                problems.append("the request (with the prompt) reached a server that failed verification")
            # SNI carries a DNS name, never an address (RFC 6066 §3).
            if kwargs.get("tls", True) and server.server_names != ([host] if host == "localhost" else [None]):
                problems.append("server names sent: %r" % server.server_names)
            verdict = "ok  " if not problems else "FAIL"
            print("%s %-32s exit %d, %.2f s, peak RSS %d MB%s" % (verdict, name, status, seconds, peak >> 20,
                                                                    "" if not problems else ": " + "; ".join(problems)))
            if problems:
                print("     output: " + text.strip().replace("\n", "\n             ")[:600])
                failures.append(name)
        # A CA file that cannot be loaded is a usage error, said before any request.
        status, text, _, _ = run(llmfmt, work, 1, os.path.join(work, "missing.pem"))
        if status != 2 or "cannot load the certificate authorities of" not in text:
            print("FAIL a missing CA file: exit %d: %s" % (status, text.strip()[:300]))
            failures.append("missing CA file")
        else:
            print("ok   a missing CA file                exit 2")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if failures:
        print("%d of %d cases failed: %s" % (len(failures), len(cases), ", ".join(failures)))
        return 1
    print("all %d cases passed" % (len(cases) + 1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
