#!/usr/bin/env python3
"""Encode time per reference: our compact encoder against libpng at level 6, same pixels, same run.

Run from the project root, after `swift build -c release --package-path Benchmarks --product bento-bench`
and the peers' set-up (`bash ../shared/bench/peers/run_peers.sh --setup`):

    ../shared/bench/peers/.venv/bin/python Benchmarks/reference_encode_compare.py [--rounds 3] [--runs 5] [FOLDER]

Each round times every reference with bento-bench (`--encode-references`) and then with the
system libpng (8-bit RGBA, its default adaptive filters, zlib level 6) through the peers' ctypes
driver; rounds alternate, as the machine's speed drifts. Prints, per round, the total time of
each and how many references ours encodes slower, then the median ratio per reference and the
ten slowest ratios, and the bytes of each.
"""
import argparse, json, statistics, subprocess, sys, time
from pathlib import Path

import numpy as np
from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT.parent / "shared" / "bench" / "peers"))
from libpng_ctypes import Encoder  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument("folder", nargs="?", default=str(ROOT / "Snapshots"))
parser.add_argument("--rounds", type=int, default=3)
parser.add_argument("--runs", type=int, default=5)
parser.add_argument("--bench", default=str(ROOT / "Benchmarks/.build/release/bento-bench"))
args = parser.parse_args()
folder = Path(args.folder)
files = sorted(str(p.relative_to(folder)) for p in folder.rglob("*.png"))
pixels = {f: np.ascontiguousarray(np.asarray(Image.open(folder / f).convert("RGBA"), dtype=np.uint8)) for f in files}


def ours():
    out = subprocess.run([args.bench, "--encode-references", str(folder), "--runs", str(args.runs)],
                         check=True, capture_output=True, text=True).stdout
    lines = [json.loads(l) for l in out.splitlines() if l.startswith("{")]
    return {l["file"]: (l["median_ms"], l["bytes"]) for l in lines}


def libpng():
    result = {}
    for f in files:
        encode = Encoder(pixels[f], level=6)
        data = encode()  # warm-up
        times = []
        for _ in range(args.runs):
            start = time.perf_counter()
            encode()
            times.append((time.perf_counter() - start) * 1000)
        result[f] = (statistics.median(times), len(data))
    return result


ratios = {f: [] for f in files}
for round_ in range(1, args.rounds + 1):
    a = ours()
    b = libpng()
    total_a = sum(a[f][0] for f in files)
    total_b = sum(b[f][0] for f in files)
    slower = sum(1 for f in files if a[f][0] > b[f][0])
    for f in files:
        ratios[f].append(a[f][0] / b[f][0])
    print(f"round {round_}: ours {total_a:.1f} ms, libpng L6 {total_b:.1f} ms, ratio {total_a / total_b:.2f}; "
          f"ours slower on {slower} of {len(files)}; bytes ours {sum(a[f][1] for f in files):,}, libpng L6 {sum(b[f][1] for f in files):,}")
medians = {f: statistics.median(r) for f, r in ratios.items()}
print(f"median per-reference ratio {statistics.median(medians.values()):.2f}; "
      f"{sum(1 for m in medians.values() if m > 1)} of {len(files)} references slower than libpng L6 (median over rounds)")
for f, m in sorted(medians.items(), key=lambda kv: -kv[1])[:10]:
    print(f"  {m:.2f}  {f}")
