#!/usr/bin/env python3
"""The live preview's latencies, measured in headless Chromium (not in timed tests).

Run from the repository root: python3 Benchmarks/preview_latency.py [--rounds 20]

1. Controls: `Examples/DesignSystem`'s `design-gallery serve`, release build, the page on
   BasketRow/regular at 2x. Each theme, content size or width step, and each of the entry's own
   arguments (the rating slider, the name typed, the optional badge turned on and off), is set as a
   person sets it (a `change` or `input` event) and timed from the event to the new image decoded on
   the page (the page's own `performance.now()` span: request, worker, render, PNG, transfer, decode).
2. Width drag: the handle dragged 300 points over 3 s in 150 pointer moves (more than the page can
   render, so the renderer sets the pace); frames a second from the page's own times of the images
   shown, first to last.
3. Save to pixels: a scratch copy of the example (release), `serve --watch`, a one-line change to
   BasketRow's spacing saved; timed from the save to the new image on the page, split into build
   (the rebuild's `swift build`), restart (exec to listening) and the rest (noticing the change,
   render, transfer). Compared in the same run, alternating, with the bare `swift build` of the same
   one-line change (measured first, in the same run: while serve --watch runs, a bare build would race its rebuild).
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from chromium_webdriver import Browser  # noqa: E402

EXAMPLE = os.path.join(ROOT, "Examples/DesignSystem")
CHANGE = ("details.stack(axis: .vertical, spacing: 4,", "details.stack(axis: .vertical, spacing: 5,")


def serve(package, *arguments, binary=None):
    binary = binary or os.path.join(package, ".build/release/design-gallery")
    process = subprocess.Popen([binary, "serve", *arguments], cwd=package, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    while True:
        line = process.stdout.readline()
        if line.startswith("Open "):
            return process, line[5:].strip()
        if not line:
            sys.exit("serve did not start")


def summary(values, unit="ms"):
    values = sorted(values)
    return f"median {statistics.median(values):.1f} {unit}, p90 {values[int(len(values) * 0.9) - 1]:.1f}, max {values[-1]:.1f} ({len(values)} samples)"


def change(browser, control, value):
    before = int(browser.script("return Number(document.body.dataset.rendered || 0)"))
    browser.script("const s = document.getElementById(arguments[0]); s.value = arguments[1]; s.dispatchEvent(new Event('change'))", control, value)
    browser.wait("return Number(document.body.dataset.rendered) > arguments[0]", 30, before)
    return float(browser.script("return Number(document.body.dataset.shownMs)"))


def argument(browser, name, selector, event, value):
    before = int(browser.script("return Number(document.body.dataset.rendered || 0)"))
    browser.script("const field = document.querySelector(`#args [data-argument=${arguments[0]}] ${arguments[1]}`); field.value = arguments[3];"
                   "field.dispatchEvent(new Event(arguments[2], {bubbles: true}))", name, selector, event, value)
    browser.wait("return Number(document.body.dataset.rendered) > arguments[0]", 30, before)
    return float(browser.script("return Number(document.body.dataset.shownMs)"))


def optional(browser, name, on):
    before = int(browser.script("return Number(document.body.dataset.rendered || 0)"))
    browser.script("const toggle = document.querySelector(`#args [data-argument=${arguments[0]}] [data-role=some]`); toggle.checked = arguments[1];"
                   "toggle.dispatchEvent(new Event('change'))", name, on)
    browser.wait("return Number(document.body.dataset.rendered) > arguments[0]", 30, before)
    return float(browser.script("return Number(document.body.dataset.shownMs)"))


def controls(rounds):
    subprocess.run(["swift", "build", "-c", "release", "--package-path", EXAMPLE, "--product", "design-gallery"], check=True, capture_output=True)
    process, address = serve(EXAMPLE)
    try:
        with Browser() as browser:
            browser.open(address + "&entry=BasketRow/regular&scale=2")
            browser.wait("return Number(document.body.dataset.rendered || 0) >= 1")
            themes = ["brand-dark", "brand-light"]
            sizes = ["accessibilityLarge", "large"]
            theme_times = [change(browser, "theme", themes[i % 2]) for i in range(rounds)]
            size_times = [change(browser, "size", sizes[i % 2]) for i in range(rounds)]
            width_times = [change(browser, "width", str(320 + (i % 2) * 10 + i)) for i in range(rounds)]
            print("theme change to pixels: " + summary(theme_times))
            print("content size change to pixels: " + summary(size_times))
            print("width step to pixels: " + summary(width_times))
            # The entry's own arguments, as the page's controls set them: the rating slider (a
            # number), the name (text, typed), the badge (an optional turned on and off).
            rating_times = [argument(browser, "rating", "input[type=range]", "input", str(1 + (i % 8) * 0.5)) for i in range(rounds)]
            name_times = [argument(browser, "name", "input[type=text]", "input", "Oat milk " + "x" * (i % 5)) for i in range(rounds)]
            badge_times = [optional(browser, "badge", i % 2 == 0) for i in range(rounds)]
            print("argument (rating slider) to pixels: " + summary(rating_times))
            print("argument (name typed) to pixels: " + summary(name_times))
            print("argument (optional badge on/off) to pixels: " + summary(badge_times))
            browser.script("const s = document.getElementById('width'); s.value = '320'; s.dispatchEvent(new Event('change'))")
            time.sleep(0.5)
            browser.script("window.shown = []; new MutationObserver(() => shown.push(performance.now()))"
                           ".observe(document.body, {attributes: true, attributeFilter: ['data-rendered']})")
            browser.drag("#handle", 300, moves=150, duration_ms=3000)
            time.sleep(0.5)
            shown = browser.script("return shown")
            seconds = (shown[-1] - shown[0]) / 1000
            gaps = [b - a for a, b in zip(shown, shown[1:])]
            print(f"width drag (150 pointer moves in 3 s): {len(shown)} new images in {seconds:.2f} s = {(len(shown) - 1) / seconds:.1f} frames a second; "
                  f"gap between images: {summary(gaps)}")
    finally:
        process.terminate()
        process.wait()


def save_to_pixels(rounds):
    scratch = tempfile.mkdtemp(prefix="bento-preview-bench-")
    try:
        for item in ["Package.swift", "Sources", "Snapshots", "Tests"]:
            copy = shutil.copytree if os.path.isdir(os.path.join(EXAMPLE, item)) else shutil.copy
            copy(os.path.join(EXAMPLE, item), os.path.join(scratch, item))
        manifest = os.path.join(scratch, "Package.swift")
        with open(manifest) as file:
            text = file.read().replace('path: "../.."', f'path: "{ROOT}"')
        with open(manifest, "w") as file:
            file.write(text)
        build = ["swift", "build", "-c", "release", "--package-path", scratch, "--product", "design-gallery"]
        subprocess.run(build, check=True, capture_output=True)
        source = os.path.join(scratch, "Sources/BrandCheckout/BasketRow.swift")
        with open(source) as file:
            original = file.read()
        assert CHANGE[0] in original, "the change no longer applies to BasketRow.swift"
        state = [False]

        def toggle():
            state[0] = not state[0]
            with open(source, "w") as file:
                file.write(original.replace(*CHANGE) if state[0] else original)

        bare, total, builds, restarts, rest = [], [], [], [], []
        for _ in range(rounds):
            toggle()
            start = time.time()
            subprocess.run(build, check=True, capture_output=True)
            bare.append((time.time() - start) * 1000)
        process, address = serve(scratch, "--watch")
        try:
            with Browser() as browser:
                browser.open(address + "&entry=BasketRow/regular&scale=2")
                browser.wait("return Number(document.body.dataset.rendered || 0) >= 1")
                for _ in range(rounds):
                    generation = int(browser.script("return Number(document.body.dataset.generation)"))
                    before = int(browser.script("return Number(document.body.dataset.rendered)"))
                    toggle()
                    start = time.time()
                    browser.wait("return Number(document.body.dataset.generation) > arguments[0] && Number(document.body.dataset.rendered) > arguments[1]",
                                 600, generation, before)
                    elapsed = (time.time() - start) * 1000
                    status = browser.async_script(
                        "const done = arguments[0]; fetch('/api/status?token=' + new URLSearchParams(location.search).get('token')).then(r => r.json()).then(done)")
                    total.append(elapsed)
                    builds.append(status["lastBuild"])
                    restarts.append(status["lastRestart"])
                    rest.append(elapsed - status["lastBuild"] - status["lastRestart"])
        finally:
            process.terminate()
            process.wait()
        print("bare incremental swift build: " + summary(bare))
        print("save to pixels: " + summary(total))
        print("  build: " + summary(builds))
        print("  restart: " + summary(restarts))
        print("  noticing, render and showing: " + summary(rest))
        print(f"save to pixels / bare build, medians: {statistics.median(total) / statistics.median(bare):.2f}")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--save-rounds", type=int, default=4)
    parser.add_argument("--controls-only", action="store_true", help="skip the save-to-pixels part")
    arguments = parser.parse_args()
    controls(arguments.rounds)
    if not arguments.controls_only:
        save_to_pixels(arguments.save_rounds)


if __name__ == "__main__":
    main()
