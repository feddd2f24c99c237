#!/usr/bin/env python3
"""Writes pixels.sha256: for every committed reference PNG, the SHA-256 of its pixels as pypng
(a decoder independent of this project) reads them, premultiplied RGBA8 rows top to bottom as
Bitmap keeps them (channel × alpha rounded as PixelMath.scale does).

Made once, from the references as our own encoder wrote them, before libpng re-encoded them:
ReferencePixelsTests checks that every reference still decodes to exactly these pixels.

Run from the repository root: pip install pypng==0.20220715.0 && python3 Tests/RasterizerTests/Fixtures/References/make_pixel_manifest.py
"""
import hashlib
import os
import subprocess

import png

HERE = os.path.dirname(os.path.abspath(__file__))
FOLDERS = ["Snapshots", "Examples/DesignSystem/Snapshots", "Examples/PharmacyType/Snapshots",
           "Tests/SnapshotTests/__Snapshots__"]


def premultiplied(r, g, b, a):
    def scale(c):
        t = c * a + 128
        return (t + (t >> 8)) >> 8
    if a == 255:
        return bytes((r, g, b, a))
    if a == 0:
        return bytes(4)
    return bytes((scale(r), scale(g), scale(b), a))


def main():
    files = subprocess.run(["git", "ls-files", *FOLDERS], capture_output=True, text=True, check=True).stdout.split()
    lines = []
    for path in sorted(file for file in files if file.endswith(".png")):
        width, height, rows, _ = png.Reader(filename=path).asRGBA8()
        digest = hashlib.sha256()
        for row in rows:
            row = bytes(row)
            digest.update(b"".join(premultiplied(*row[i:i + 4]) for i in range(0, len(row), 4)))
        lines.append(f"{digest.hexdigest()}  {width}x{height}  {path}\n")
    with open(os.path.join(HERE, "pixels.sha256"), "w") as out:
        out.writelines(lines)
    print(f"{len(lines)} references")


if __name__ == "__main__":
    main()
