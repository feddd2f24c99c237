#!/usr/bin/env python3
"""Asks Chromium what every PNG here looks like, and keeps its answer as the expected pixels.

For each <folder>/<name>.png under pypng/, pngsuite/, testpngs/ and variants/, Debian's headless
Chromium, driven by Debian's chromium-driver, decodes the file (as an image from a data: address,
so the canvas is not tainted),
draws it into a 2D canvas of its own size (sRGB, the display profile forced to sRGB) and
`getImageData` reads it back: straight RGBA8, rows top to bottom, written to <name>.rgba beside
the file. A file Chromium cannot show is listed in refused.txt instead. Files under damaged/ are
asked too: we refuse every one of them, and refused.txt lists those Chromium shows all the same.

The decoder's test (PNGConformanceTests) compares ours with these; nothing here comes from this
project's code. Run after changing a fixture: python3 chromium_expected.py
"""
import base64
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../../scripts"))
from chromium_webdriver import Browser  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
FOLDERS = ["pypng", "pngsuite", "testpngs", "variants", "damaged"]

SCRIPT = """
const [files, done] = arguments;
(async () => {
  const results = {};
  for (const [name, data] of Object.entries(files)) {
    try {
      const image = new Image();
      image.src = "data:image/png;base64," + data;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext("2d", {colorSpace: "srgb"});
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let text = "";
      for (let i = 0; i < pixels.length; i++) text += String.fromCharCode(pixels[i]);
      results[name] = {width: canvas.width, height: canvas.height, rgba: btoa(text)};
    } catch (error) {
      results[name] = {error: String(error)};
    }
  }
  done(results);
})();
"""


def chromium(files):
    """Runs SCRIPT in headless Chromium on every file."""
    with Browser() as browser:
        browser.open("about:blank")
        return browser.async_script(SCRIPT, files)


def main():
    version = subprocess.run(["chromium", "--version"], capture_output=True, text=True).stdout.strip()
    refused, shown = [], []
    for folder in FOLDERS:
        names = sorted(name[:-4] for name in os.listdir(os.path.join(HERE, folder)) if name.endswith(".png"))
        files = {}
        for name in names:
            with open(os.path.join(HERE, folder, name + ".png"), "rb") as source:
                files[name] = base64.b64encode(source.read()).decode("ascii")
        for name, result in sorted(chromium(files).items()):
            target = os.path.join(HERE, folder, name + ".rgba")
            if "error" in result:
                refused.append(f"{folder}/{name}.png")
                if os.path.exists(target):
                    os.remove(target)
                continue
            if folder == "damaged":
                shown.append(f"{folder}/{name}.png")
                continue
            with open(target, "wb") as out:
                out.write(base64.b64decode(result["rgba"]))
    with open(os.path.join(HERE, "refused.txt"), "w") as out:
        out.write(f"# Files {version} does not show (written by chromium_expected.py).\n")
        out.write("".join(line + "\n" for line in refused))
        out.write("# Damaged files Chromium shows all the same (we refuse them: see PNGConformanceTests).\n")
        out.write("".join("# shown: " + line + "\n" for line in shown))
    print(f"chromium_expected: {version}; {len(refused)} refused", file=sys.stderr)


if __name__ == "__main__":
    main()
