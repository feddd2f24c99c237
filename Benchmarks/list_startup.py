#!/usr/bin/env python3
"""`gallery list` start-up, farm-style: each binary run many times, the binaries alternated run by
run, min / median / max per round and over all rounds.

    python3 Benchmarks/list_startup.py [--runs 60] [--rounds 3] BINARY [BINARY ...]

Each binary is run as `BINARY list` with its output discarded, from the current folder (run it
where the gallery finds its package), BENTO_SCALE_VARIANTS=10 for catalogue-scale.
"""
import argparse, os, statistics, subprocess, time

parser = argparse.ArgumentParser()
parser.add_argument("--runs", type=int, default=60)
parser.add_argument("--rounds", type=int, default=3)
parser.add_argument("binaries", nargs="+")
args = parser.parse_args()
environment = dict(os.environ, BENTO_SCALE_VARIANTS=os.environ.get("BENTO_SCALE_VARIANTS", "10"))
everything = {binary: [] for binary in args.binaries}
for round_number in range(1, args.rounds + 1):
    times = {binary: [] for binary in args.binaries}
    for _ in range(args.runs):
        for binary in args.binaries:
            start = time.perf_counter()
            subprocess.run([binary, "list"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment, check=True)
            times[binary].append((time.perf_counter() - start) * 1000)
    for binary, values in times.items():
        everything[binary] += values
        print(f"round {round_number} {binary}: min {min(values):.1f} median {statistics.median(values):.1f} max {max(values):.1f} ms")
for binary, values in everything.items():
    print(f"all {binary}: min {min(values):.1f} median {statistics.median(values):.1f} max {max(values):.1f} ms ({len(values)} runs)")
