#!/usr/bin/env python3
"""Issue 35's figures: peak memory of `gallery merge-reports` over a folder and over a zip of a
verify run's artifacts at 10x, 100x and 1,000x a base of 10 candidates (each with actual,
reference and diff images of about 20 KB, plus one 2048 x 2048 noise image of 16 MB in every
run, the largest single image), and the wall time of `gallery accept --all` over 4,000
candidates. Release build; /usr/bin/time -v for memory. Run from the repository root:

    python3 Benchmarks/artifact_scale.py [--accept 4000] [--scales 10,100,1000]
"""
import argparse
import hashlib
import json
import os
import random
import re
import shutil
import struct
import subprocess
import tempfile
import time
import zipfile
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GALLERY = os.path.join(ROOT, ".build/release/gallery")


def png(width, height, seed, noise=False):
    """An RGBA8 PNG: a gradient keyed by seed, or noise (incompressible)."""
    rng = random.Random(seed)
    rows = []
    for y in range(height):
        if noise:
            rows.append(b"\x00" + rng.randbytes(width * 4))
        else:
            rows.append(b"\x00" + bytes((x * 7 + y * 3 + seed) & 0xFF for x in range(width)) * 4)
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 1)) + chunk(b"IEND", b"")


def artifacts(folder, count, snapshots=None, large=True):
    """A verify run's artifacts folder with `count` changed candidates (and their references in
    `snapshots`, when given)."""
    suite = os.path.join(folder, "Scale")
    os.makedirs(suite, exist_ok=True)
    names = [f"Row-state{i:06d}@light-2x" for i in range(count)]
    outcomes = []
    for i, name in enumerate(names):
        actual, reference = png(48, 96, i), png(48, 96, i + 1)
        size = len(actual)
        if large and i == 0:
            actual = png(2048, 2048, 0, noise=True)
        for kind, data in (("actual.png", actual), ("reference.png", reference), ("diff.png", reference)):
            with open(os.path.join(suite, f"{name}.{kind}"), "wb") as f:
                f.write(data)
        with open(os.path.join(suite, f"{name}.actual.layout.txt"), "w") as f:
            f.write(f"Stack 0 0 48 96\n")
        candidate = {"suite": "Scale", "name": name, "change": "changed", "referenceSHA256": hashlib.sha256(reference).hexdigest(),
                     "actualSHA256": hashlib.sha256(actual).hexdigest(), "differingPixels": 100, "totalPixels": 4608,
                     "largestDeltaE": 3.5, "layoutChanges": ["Stack/Label[0]: height 22 → 44"], "message": f"{name} differs ({size} bytes)"}
        with open(os.path.join(suite, f"{name}.candidate.json"), "w") as f:
            json.dump(candidate, f)
        outcomes.append({"name": name, "entry": f"Row/state{i}", "file": "Sources/Scale.swift", "line": 1, "status": "failed",
                         "message": "differs", "seconds": 0.01})
        if snapshots:
            os.makedirs(os.path.join(snapshots, "Scale"), exist_ok=True)
            with open(os.path.join(snapshots, "Scale", f"{name}.png"), "wb") as f:
                f.write(reference)
    record = {"tool": "bento-gallery", "toolVersion": "2026.11.24", "catalogue": "Scale", "suite": "Scale", "selected": names,
              "outcomes": outcomes}
    with open(os.path.join(folder, "run.json"), "w") as f:
        json.dump(record, f)


def zipped(folder, path):
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=1) as archive:
        for base, _, files in os.walk(folder):
            for name in files:
                full = os.path.join(base, name)
                archive.write(full, os.path.relpath(full, folder))


def measured(arguments):
    """Wall seconds and peak resident megabytes of a command."""
    start = time.monotonic()
    result = subprocess.run(["/usr/bin/time", "-v"] + arguments, capture_output=True, text=True)
    wall = time.monotonic() - start
    peak = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", result.stderr).group(1)) / 1024
    return wall, peak, result.returncode


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--scales", default="10,100,1000")
    parser.add_argument("--base", type=int, default=10)
    parser.add_argument("--accept", type=int, default=4000)
    options = parser.parse_args()
    subprocess.run(["swift", "build", "-c", "release", "--product", "gallery"], cwd=ROOT, check=True, capture_output=True)
    scratch = tempfile.mkdtemp(prefix="bento-artifact-scale-")
    try:
        for scale in [int(s) for s in options.scales.split(",")]:
            count = options.base * scale
            folder = os.path.join(scratch, f"run-{scale}")
            artifacts(folder, count)
            archive = folder + ".zip"
            zipped(folder, archive)
            files = sum(len(f) for _, _, f in os.walk(folder))
            for label, source in (("folder", folder), ("zip", archive)):
                output = os.path.join(scratch, f"merged-{scale}-{label}")
                wall, peak, code = measured([GALLERY, "merge-reports", source, "--output", output])
                report = os.path.getsize(os.path.join(output, "report.html")) / 1e6
                print(f"merge-reports {scale:>5}x ({count:>6} candidates, {files:>6} files) from a {label:<6}: "
                      f"peak {peak:7.1f} MB, {wall:6.2f} s, report.html {report:6.1f} MB (exit {code})", flush=True)
                shutil.rmtree(output)
            shutil.rmtree(folder)
            os.remove(archive)
        if options.accept:
            folder, snapshots = os.path.join(scratch, "accept"), os.path.join(scratch, "Snapshots")
            artifacts(folder, options.accept, snapshots=snapshots, large=False)
            wall, peak, code = measured([GALLERY, "accept", "--all", "--from", folder, "--snapshots", snapshots])
            accepted = sum(1 for name in os.listdir(os.path.join(snapshots, "Scale"))
                           if name.endswith(".png") and open(os.path.join(snapshots, "Scale", name), "rb").read()
                           == open(os.path.join(folder, "Scale", name[:-4] + ".actual.png"), "rb").read())
            print(f"accept --all {options.accept} candidates: {wall:.2f} s, peak {peak:.1f} MB, {accepted} references replaced (exit {code})")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
