#!/usr/bin/env python3
"""A reference store that lies, on loopback, for the hostile-store tests.

    python3 hostile_store.py BLOBS_DIR PORT_FILE

Serves two listeners on 127.0.0.1 (ports written to PORT_FILE as "main other"). The first part of
a request's path picks how it misbehaves (for an OCI address, the first part after /v2/):

  plain     serves BLOBS_DIR/<sha256> as it is (the honest answer)
  same      302 to /plain/<sha256> on the same listener
  cross     302 to the other listener's /plain/<sha256> (another origin)
  scheme    302 to https:// on the same host and port (another scheme)
  loop      302 to itself, forever
  huge      200 with 300 MB of zeros
  endless   200 with zeros and no end
  gzip      200, Content-Encoding gzip, a few MB that inflate to 1 GB of zeros
  drip      200 and the right length, one byte a second
  echo      400 with an OCI error whose code holds terminal controls and the Authorization header
  skew      as S3 does (its API reference, "Error responses"): 403 RequestTimeTooSkewed when a
            request's X-Amz-Date is more than 15 minutes from this machine's clock, else plain

GET /seen on either listener answers what each got: [port, path, Authorization or null], as JSON.
Standard library only; stopped by its pid.
"""
import json
import os
import re
import sys
import threading
import time
import zlib
from datetime import datetime, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

BLOBS = sys.argv[1]
SEEN = []
SEEN_LOCK = threading.Lock()
PORTS = {}
HASH = re.compile(r"([0-9a-f]{64})")


def gzip_bomb():
    """About 1 GB of zeros, gzip-compressed once and kept (a few MB)."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
    zeros = bytes(1 << 20)
    parts = [compressor.compress(zeros) for _ in range(1024)]
    parts.append(compressor.flush())
    return b"".join(parts)


BOMB = None
BOMB_LOCK = threading.Lock()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def mode_and_hash(self):
        parts = [p for p in self.path.split("?")[0].split("/") if p]
        if parts and parts[0] == "v2":
            parts = parts[1:]
        found = HASH.search(self.path)
        return (parts[0] if parts else ""), (found.group(1) if found else None)

    def body(self, status, data, headers=()):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

    def stream(self, chunks, headers=()):
        self.send_response(200)
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        try:
            for chunk in chunks:
                self.wfile.write(chunk)
        except (BrokenPipeError, ConnectionResetError):
            pass
        self.close_connection = True

    def redirect(self, location):
        self.body(302, b"", [("Location", location)])

    def do_HEAD(self):
        self.do_GET()

    def do_GET(self):
        port = self.server.server_address[1]
        with SEEN_LOCK:
            SEEN.append([port, self.path, self.headers.get("Authorization")])
        if self.path == "/seen":
            with SEEN_LOCK:
                return self.body(200, json.dumps(SEEN).encode(), [("Content-Type", "application/json")])
        mode, sha = self.mode_and_hash()
        host = f"127.0.0.1:{port}"
        if mode == "plain" and sha:
            path = os.path.join(BLOBS, sha)
            if not os.path.exists(path):
                return self.body(404, b"")
            with open(path, "rb") as f:
                return self.body(200, f.read(), [("Content-Type", "application/octet-stream")])
        if mode == "same" and sha:
            return self.redirect(f"http://{host}/plain/{sha}")
        if mode == "cross" and sha:
            return self.redirect(f"http://127.0.0.1:{PORTS['other']}/plain/{sha}")
        if mode == "scheme" and sha:
            return self.redirect(f"https://{host}/plain/{sha}")
        if mode == "loop":
            return self.redirect(f"http://{host}{self.path}")
        if mode == "huge":
            size = 300 << 20
            chunk = bytes(1 << 16)
            return self.stream((chunk for _ in range(size // len(chunk))), [("Content-Length", str(size))])
        if mode == "endless":
            chunk = bytes(1 << 16)

            def forever():
                while True:
                    yield chunk

            return self.stream(forever(), [("Connection", "close")])
        if mode == "gzip":
            global BOMB
            with BOMB_LOCK:
                if BOMB is None:
                    BOMB = gzip_bomb()
            return self.body(200, BOMB, [("Content-Encoding", "gzip")])
        if mode == "drip":

            def drip():
                for _ in range(10_000):
                    yield b"\0"
                    self.wfile.flush()
                    time.sleep(1)

            return self.stream(drip(), [("Content-Length", "10000")])
        if mode == "skew":
            stamp = self.headers.get("X-Amz-Date") or ""
            try:
                sent = datetime.strptime(stamp, "%Y%m%dT%H%M%SZ").replace(tzinfo=timezone.utc)
                off = abs((datetime.now(timezone.utc) - sent).total_seconds())
            except ValueError:
                off = float("inf")
            if off > 15 * 60:
                now = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
                error = (
                    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>RequestTimeTooSkewed</Code>'
                    "<Message>The difference between the request time and the current time is too large.</Message>"
                    f"<RequestTime>{stamp}</RequestTime><ServerTime>{now}</ServerTime>"
                    "<MaxAllowedSkewMilliseconds>900000</MaxAllowedSkewMilliseconds></Error>"
                ).encode()
                return self.body(403, error, [("Content-Type", "application/xml")])
            if sha and os.path.exists(os.path.join(BLOBS, sha)):
                with open(os.path.join(BLOBS, sha), "rb") as f:
                    return self.body(200, f.read(), [("Content-Type", "application/octet-stream")])
            return self.body(404, b"")
        if mode == "echo":
            code = "\x1b[2J\u202e\x9b31m" + (self.headers.get("Authorization") or "none")
            return self.body(400, json.dumps({"errors": [{"code": code}] * 7}).encode(), [("Content-Type", "application/json")])
        return self.body(404, b"")


def main():
    main_server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    other_server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    main_server.daemon_threads = other_server.daemon_threads = True
    PORTS["main"] = main_server.server_address[1]
    PORTS["other"] = other_server.server_address[1]
    threading.Thread(target=other_server.serve_forever, daemon=True).start()
    temporary = sys.argv[2] + ".tmp"
    with open(temporary, "w") as f:
        f.write(f"{PORTS['main']} {PORTS['other']}\n")
    os.rename(temporary, sys.argv[2])
    main_server.serve_forever()


if __name__ == "__main__":
    main()
