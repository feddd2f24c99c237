#!/usr/bin/env python3
"""A running screen in the live preview, measured in headless Chromium (not in timed tests).

Run from the repository root: python3 Benchmarks/transition_latency.py [--rounds 20] [--rows 20] [--binary PATH]

`Examples/DesignSystem`'s `design-gallery serve`, release build, the page on the running entry
Basket/adds-oat-milk, with 3 and with `--rows` rows, at the entry's own 1x and at 2x, one after the other. The steps a person performed are put in the address so the basket
holds `--rows` - 1 products and "Oat milk" is typed; then "Add" is clicked in the picture, as a
person clicks it, and the row arrives with its transition. Measured by the page itself
(`performance.now()`):

1. Click to the first frame of the transition on screen: the click event to the frame's image
   decoded (request, replaying the steps, hit test, the callback, the update, render of frame 1,
   PNG, transfer, decode).
2. Each later frame: its request asked to answered (the server draws the frames ahead after the
   click; the page keeps four requests in flight), how late it is shown against its time on the
   virtual clock, and the whole transition's time on screen, which the page paces to the virtual
   clock (0.3 s for 19 frames at 60 a second) when the server keeps up.

After each round the step is undone (the address loses it) and the page re-renders.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
sys.path.insert(0, os.path.join(ROOT, "Benchmarks"))
from chromium_webdriver import Browser  # noqa: E402
from preview_latency import EXAMPLE, serve, summary  # noqa: E402


def steps(rows):
    script = []
    for index in range(rows - 3):
        script += [{"action": "type", "text": f"Product {index + 1}", "label": "New item"}, {"action": "tap", "label": "Add"}]
    script.append({"action": "type", "text": "Oat milk", "label": "New item"})
    return json.dumps(script, separators=(",", ":"))


def measure(browser, address, rows, scale, rounds):
    from urllib.parse import quote
    browser.open(address + f"&entry=Basket/adds-oat-milk&scale={scale}&steps=" + quote(steps(rows)))
    browser.wait("return Number(document.body.dataset.rendered || 0) >= 1 && !document.getElementById('play').hidden", 60)
    count = browser.script("return document.getElementById('play-state').textContent.split('\\n')[0].split(', ').length")
    print(f"\n{scale}x, a basket of {count} products, \"Oat milk\" typed; clicking Add inserts row {count + 1}:")
    first, answers, late, on_screen, shown, server_first, server = [], [], [], [], [], [], []
    for _ in range(rounds):
        played = int(browser.script("return Number(document.body.dataset.played || 0)"))
        browser.script("""
            const image = document.getElementById('render'), box = image.getBoundingClientRect();
            const add = rendered.accessibility.find(e => e.label === 'Add'), scale = box.width / (rendered.pixelWidth / rendered.scale);
            image.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: box.left + (add.x + add.width / 2) * scale, clientY: box.top + (add.y + add.height / 2) * scale}));
            """)
        browser.wait("return Number(document.body.dataset.played || 0) > arguments[0]", 60, played)
        result = browser.script("return window.lastPlay")
        if result is None:
            sys.exit("the click did not play: " + browser.script("return document.getElementById('message').textContent"))
        first.append(result["firstFrameMs"])
        answers += result["frameRequestMs"][1:]
        late += result.get("frameLateMs", [])
        server_first.append(result["serverMs"][0])
        server += result["serverMs"][1:]
        on_screen.append(result["transitionMs"])
        shown.append(int(browser.script("return Number(document.body.dataset.framesShown)")))
        rendered = int(browser.script("return Number(document.body.dataset.rendered || 0)"))
        browser.script("document.getElementById('play-undo').click()")
        browser.wait("return Number(document.body.dataset.rendered || 0) > arguments[0]", 60, rendered)
    print("  click to first frame on screen: " + summary(first))
    print("    of which the server's answer (steps, the click, frame 1, its PNG): " + summary(server_first))
    print("  each later frame, asked to answered: " + summary(answers))
    print("    of which the server's answer: " + summary(server))
    if late:
        print("  each later frame shown after its time on the virtual clock: " + summary(late))
    print("  transition on screen (0.3 s on the virtual clock): " + summary(on_screen))
    print(f"  frames shown per transition: {min(shown)}–{max(shown)} of 18 after the click")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--rows", type=int, default=20)
    parser.add_argument("--binary", help="a release design-gallery built elsewhere (beside its resource bundles), to compare builds")
    options = parser.parse_args()
    if not options.binary:
        subprocess.run(["swift", "build", "-c", "release", "--package-path", EXAMPLE, "--product", "design-gallery"], check=True, capture_output=True)
    process, address = serve(EXAMPLE, binary=options.binary)
    try:
        with Browser() as browser:
            for rows, scale in [(3, 1), (options.rows, 1), (3, 2), (options.rows, 2)]:
                measure(browser, address, rows, scale, options.rounds)
    finally:
        process.terminate()
        process.wait()


if __name__ == "__main__":
    main()
