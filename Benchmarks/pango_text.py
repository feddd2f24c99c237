#!/usr/bin/python3
"""T1 against Pango, in one run: bento-bench's T1 and the same work in Pango, alternating.

The work (Benchmarks/text/scripts.json): a paragraph each of Japanese, Thai and Arabic, each in
its language, with the same font files in the same fallback order, wrapped at 640 px, drawn at
34 px onto a fresh white 720 x 1000 picture; every run appends its number to each paragraph so no
layout cache answers. Pango draws through cairo's image surface (PangoCairo, unhinted, grey
anti-aliasing), with Debian's python3-gi and python3-gi-cairo; the time is Pango's and cairo's,
the Python around them a few calls per paragraph.

Run from the repository root, after
`swift build -c release --package-path Benchmarks --product bento-bench`:
    /usr/bin/python3 Benchmarks/pango_text.py [--rounds 3] [--runs 30]
"""
import argparse
import json
import statistics
import subprocess
import time
from pathlib import Path

import cairo
import gi

gi.require_version("Pango", "1.0")
gi.require_version("PangoCairo", "1.0")
from gi.repository import Pango, PangoCairo  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "Benchmarks/.build/release/bento-bench"

# The standard registry's order (FontRegistry.standard): Inter, DejaVu Sans, Noto by script, the
# language's CJK face first; the emoji face left out (no emoji here).
SCRIPTS = ["Thai", "Lao", "Khmer", "Myanmar", "Devanagari", "Bengali", "Gurmukhi", "Gujarati", "Oriya", "Tamil", "Telugu",
           "Kannada", "Malayalam", "Sinhala", "Armenian", "Georgian", "Ethiopic", "Hebrew", "Arabic", "Syriac", "Thaana"]


def families(language):
    cjk = "Noto Sans CJK JP"
    chain = ["Inter"] + ([cjk] if language == "ja" else []) + ["DejaVu Sans"] + [f"Noto Sans {s}" for s in SCRIPTS]
    return chain + ([] if language == "ja" else [cjk]) + ["Noto Sans Symbols", "Noto Sans Symbols2", "Noto Sans Math", "Noto Sans"]


def pango_runs(work, runs):
    options = cairo.FontOptions()
    options.set_hint_style(cairo.HINT_STYLE_NONE)
    options.set_hint_metrics(cairo.HINT_METRICS_OFF)
    options.set_antialias(cairo.ANTIALIAS_GRAY)
    descriptions = {}
    for paragraph in work["paragraphs"]:
        description = Pango.FontDescription.from_string(", ".join(families(paragraph["language"])))
        description.set_absolute_size(work["size"] * Pango.SCALE)
        descriptions[paragraph["language"]] = description
    times = []
    for run in range(1, runs + 1):
        start = time.perf_counter()
        surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, 720, 1000)
        context = cairo.Context(surface)
        context.set_source_rgb(1, 1, 1)
        context.paint()
        context.set_source_rgb(0, 0, 0)
        top = 20.0
        for paragraph in work["paragraphs"]:
            layout = PangoCairo.create_layout(context)
            PangoCairo.context_set_font_options(layout.get_context(), options)
            layout.get_context().set_language(Pango.Language.from_string(paragraph["language"]))
            layout.set_font_description(descriptions[paragraph["language"]])
            layout.set_wrap(Pango.WrapMode.WORD_CHAR)
            layout.set_width(int(work["width"] * Pango.SCALE))
            layout.set_text(f"{paragraph['text']} {run}", -1)
            context.move_to(40, top)
            PangoCairo.show_layout(context, layout)
            top += layout.get_pixel_size()[1] + 20
        surface.flush()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def ours(runs):
    output = subprocess.run([str(BENCH), "--only", "T1", "--runs", str(runs)], check=True, capture_output=True, text=True).stdout
    return next(json.loads(line) for line in output.splitlines() if line.startswith("{"))["median_ms"]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    work = json.loads((ROOT / "Benchmarks/text/scripts.json").read_text())
    pango_runs(work, 3)  # faces opened, as bento-bench's untimed first run opens ours
    for round_number in range(1, args.rounds + 1):
        mine = ours(args.runs)
        theirs = pango_runs(work, args.runs)
        print(f"round {round_number}: bento {mine:.2f} ms, Pango {theirs:.2f} ms, ratio {mine / theirs:.2f}")


if __name__ == "__main__":
    main()
