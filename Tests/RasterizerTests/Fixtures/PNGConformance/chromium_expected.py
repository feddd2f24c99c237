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
import socket
import time
import urllib.request

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


def webdriver(port, method, path, body=None):
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}", method=method,
        data=None if body is None else json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=120) as response:
        return json.load(response)["value"]


def chromium(files):
    """Runs SCRIPT in headless Chromium through chromium-driver (WebDriver over loopback)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    driver = subprocess.Popen(["chromedriver", f"--port={port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            try:
                webdriver(port, "GET", "/status")
                break
            except OSError:
                time.sleep(0.1)
        arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--force-color-profile=srgb"]
        session = webdriver(port, "POST", "/session", {"capabilities": {"alwaysMatch": {
            "goog:chromeOptions": {"binary": "/usr/bin/chromium", "args": arguments}}}})["sessionId"]
        try:
            webdriver(port, "POST", f"/session/{session}/timeouts", {"script": 120000})
            webdriver(port, "POST", f"/session/{session}/url", {"url": "about:blank"})
            return webdriver(port, "POST", f"/session/{session}/execute/async", {"script": SCRIPT, "args": [files]})
        finally:
            webdriver(port, "DELETE", f"/session/{session}")
    finally:
        driver.terminate()
        driver.wait()


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
