#!/usr/bin/env python3
"""Writes the hostile zips HostileArchiveTests reads (and the fuzzer starts from): each a few
hundred bytes whose central directory claims what no real archive does. Run it from this folder;
the files are committed, so the tests do not depend on it."""
import struct
import zlib

RUN_JSON = b'{"catalogue":"Shop","suite":"Shop","selected":[],"outcomes":[]}'


def zip_bytes(files, zip64_end=None):
    """files: dicts with name, data, and optional overrides of the central directory's fields."""
    body, directory = b"", b""
    for f in files:
        name, data = f["name"].encode(), f["data"]
        crc = f.get("crc", zlib.crc32(data))
        flags, version = f.get("flags", 0), f.get("version", 20)
        offset = len(body)
        local = struct.pack("<IHHHHHIIIHH", 0x04034B50, version, flags, 0, 0, 0, crc, len(data), len(data), len(name), 0)
        body += local + name + f.get("stored", data)
        extra = b""
        if "zip64" in f:
            values = f["zip64"]
            extra = struct.pack("<HH", 1, 8 * len(values)) + b"".join(struct.pack("<Q", v) for v in values)
        record = struct.pack(
            "<IHHHHHHIIIHHHHHII", 0x02014B50, version, version, flags, 0, 0, 0, crc,
            f.get("compressed", len(data)), f.get("uncompressed", len(data)), len(name), len(extra), 0, 0, 0,
            0o100644 << 16, f.get("offset", offset))
        directory += record + name + extra
    start = len(body)
    tail = b""
    if zip64_end is not None:
        count, size, cd_offset = zip64_end
        record = struct.pack("<IQHHIIQQQQ", 0x06064B50, 44, 45, 45, 0, 0, count, count, size, cd_offset)
        locator = struct.pack("<IIQI", 0x07064B50, 0, start + len(directory), 1)
        tail = record + locator
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, len(files), len(files), len(directory), start, 0)
    return body + directory + tail + end


HUGE = 0xFFFF_FFFF
run = {"name": "run.json", "data": RUN_JSON}
cases = {
    # Two entries whose ZIP64 sizes (each near 2^63, one to one) add past 2^64.
    "zip64-sizes-overflow.zip": [run] + [
        {"name": f"Shop/{i}.png", "data": b"x", "version": 45, "compressed": HUGE, "uncompressed": HUGE,
         "zip64": [(1 << 63) + 5, (1 << 63)]} for i in range(2)],
    # A local header at offset 2^63: off_t(offset) traps in the reader.
    "zip64-header-offset.zip": [run, {"name": "Shop/a.png", "data": b"x", "version": 45, "offset": HUGE, "zip64": [1 << 63]}],
    # A data descriptor after 2^64 - 16 bytes of data: its position overflows.
    "descriptor-position.zip": [run, {"name": "Shop/a.png", "data": b"x", "version": 45, "flags": 8,
                                       "compressed": HUGE, "uncompressed": HUGE, "zip64": [1, (1 << 64) - 16]}],
}
for name, files in cases.items():
    open(name, "wb").write(zip_bytes(files))
# A ZIP64 end record that puts the central directory at 2^63.
open("zip64-directory-offset.zip", "wb").write(zip_bytes([run], zip64_end=(1, 46 + 8, 1 << 63)))
# A real archive with one byte of an entry's data changed: only its CRC-32 tells.
damaged = zip_bytes([run, {"name": "Shop/a.candidate.json", "data": b'{"suite":"Shop"}', "stored": b'{"suite":"Shoq"}'}])
open("crc-damaged.zip", "wb").write(damaged)

# A well-formed run written by another tool, Python's zipfile: deflated, streamed to a pipe so
# every entry has a data descriptor, one entry forced to ZIP64. It must merge.
import hashlib
import io
import json
import zipfile


class Pipe(io.RawIOBase):
    """A stream zipfile cannot seek in, as when it writes to a pipe."""

    def __init__(self):
        self.data = bytearray()

    def writable(self):
        return True

    def write(self, b):
        self.data += b
        return len(b)


def png_1x1():
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    header = struct.pack(">IIBBBBB", 1, 1, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\x00\x1f\x5f\xd6\xff")) + chunk(b"IEND", b"")


actual = png_1x1()
record = {"tool": "bento-gallery", "toolVersion": "2026.11.24", "catalogue": "Shop", "suite": "Shop",
          "selected": ["Meter-half@shop-1x"],
          "outcomes": [{"name": "Meter-half@shop-1x", "entry": "Meter/half", "file": "Sources/Shop/Meter.swift", "line": 12,
                        "status": "failed", "message": "changed", "seconds": 0.01}]}
candidate = {"suite": "Shop", "name": "Meter-half@shop-1x", "change": "new", "actualSHA256": hashlib.sha256(actual).hexdigest(),
             "layoutChanges": [], "message": "new"}
pipe = Pipe()
with zipfile.ZipFile(pipe, "w", compression=zipfile.ZIP_DEFLATED) as archive:
    archive.writestr("run.json", json.dumps(record))
    archive.writestr("Shop/Meter-half@shop-1x.candidate.json", json.dumps(candidate))
    with archive.open("Shop/Meter-half@shop-1x.actual.png", "w", force_zip64=True) as entry:
        entry.write(actual)
open("python-zipfile-run.zip", "wb").write(bytes(pipe.data))
