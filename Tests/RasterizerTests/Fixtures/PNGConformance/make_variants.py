#!/usr/bin/env python3
"""Writes variants/: PngSuite files (pngsuite/, from libpng's contrib/pngsuite) with their chunks
rewritten, for what the suite itself does not cover.

- Gamma: each base file with its gAMA set to 0.35, 0.45455, 0.55, 0.7, 1.0 and 2.5 (the values of
  PngSuite's g03…g25 files), with an sRGB chunk beside a gAMA (the sRGB chunk wins), and with no
  gAMA at all (untagged: taken as sRGB).
- Chunk order and repetition as the decoder must take them, as libpng and browsers do: tRNS
  before PLTE, after the image data, twice, longer than the palette; a grey tRNS of the wrong
  length; a second PLTE.

Only the standard library: chunks are cut out, put in and given their CRC with zlib.crc32. The
pixels each file must decode to come from Chromium (chromium_expected.py), not from here.

Run: python3 make_variants.py
"""
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
SIGNATURE = b"\x89PNG\r\n\x1a\n"


def chunks(data):
    assert data[:8] == SIGNATURE
    offset, result = 8, []
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset:offset + 4])
        kind = data[offset + 4:offset + 8].decode("ascii")
        result.append((kind, data[offset + 8:offset + 8 + length]))
        offset += 12 + length
    return result


def file(parts):
    out = bytearray(SIGNATURE)
    for kind, body in parts:
        out += struct.pack(">I", len(body)) + kind.encode("ascii") + body
        out += struct.pack(">I", zlib.crc32(kind.encode("ascii") + body) & 0xFFFFFFFF)
    return bytes(out)


def without(parts, *kinds):
    return [part for part in parts if part[0] not in kinds]


def after_header(parts, *extra):
    return parts[:1] + list(extra) + parts[1:]


def before(parts, kind, *extra):
    index = next(i for i, part in enumerate(parts) if part[0] == kind)
    return parts[:index] + list(extra) + parts[index:]


def gamma(value):
    return ("gAMA", struct.pack(">I", round(value * 100000)))


def write(name, parts):
    with open(os.path.join(HERE, "variants", name + ".png"), "wb") as out:
        out.write(file(parts))


def main():
    os.makedirs(os.path.join(HERE, "variants"), exist_ok=True)
    bases = ["basn0g04", "basn0g08", "basn0g16", "basn2c08", "basn2c16", "basn3p08", "basn4a08", "basn6a08", "basn6a16",
             "ibasn2c16", "ftbbn3p08"]
    for base in bases:
        with open(os.path.join(HERE, "pngsuite", base + ".png"), "rb") as source:
            parts = without(chunks(source.read()), "gAMA", "sRGB", "iCCP", "cHRM")
        for value, label in ((0.35, "g035"), (0.45455, "g045"), (0.55, "g055"), (0.7, "g070"), (1.0, "g100"), (2.5, "g250")):
            write(f"{base}-{label}", after_header(parts, gamma(value)))
        write(f"{base}-untagged", parts)
        write(f"{base}-srgb-over-g100", after_header(parts, ("sRGB", b"\x00"), gamma(1.0)))

    with open(os.path.join(HERE, "pngsuite", "basn3p04.png"), "rb") as source:
        palette = without(chunks(source.read()), "gAMA", "sRGB", "iCCP", "cHRM")
    entries = len(dict(palette)["PLTE"]) // 3
    alphas = bytes((17 * i) % 256 for i in range(entries))
    write("trns-palette", before(palette, "IDAT", ("tRNS", alphas)))
    write("trns-before-plte", before(palette, "PLTE", ("tRNS", alphas)))
    write("trns-after-idat", before(palette, "IEND", ("tRNS", alphas)))
    write("trns-twice", before(palette, "IDAT", ("tRNS", alphas), ("tRNS", bytes(reversed(alphas)))))
    write("trns-longer-than-palette", before(palette, "IDAT", ("tRNS", alphas + b"\x80\x80\x80")))
    write("trns-shorter-than-palette", before(palette, "IDAT", ("tRNS", alphas[:3])))
    plte = dict(palette)["PLTE"]
    write("plte-twice", before(palette, "IDAT", ("PLTE", bytes(255 - b for b in plte))))
    with open(os.path.join(HERE, "pngsuite", "basn0g08.png"), "rb") as source:
        grey = without(chunks(source.read()), "gAMA")
    write("trns-grey", before(grey, "IDAT", ("tRNS", b"\x00\x40")))
    write("trns-grey-wrong-length", before(grey, "IDAT", ("tRNS", b"\x00\x40\x00")))
    write("trns-grey-out-of-range", before(grey, "IDAT", ("tRNS", b"\x01\x40")))


if __name__ == "__main__":
    main()
