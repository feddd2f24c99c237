#!/usr/bin/env python3
"""The live preview's soak: `serve --watch` on a scratch copy of `Examples/DesignSystem`, rebuilt
again and again, counting the server's exits (the goal is none).

Run from the repository root: python3 Benchmarks/preview_soak.py [--rebuilds 300]

Each rebuild is a save: most change a token file's whitespace (a resource copy, a fast build, and a
new render worker that reads it: the hand-over at its most frequent), every tenth changes a Swift
comment (a compile and a link). The first half runs with the page open in headless Chromium (it
polls the status twice a second and re-renders at every generation), the second half without a page
but with a render request after each generation. After each save the script waits for the next
generation and checks the server process is alive and answers. At the end the server is sent
SIGTERM and must be gone, with its render worker, within two seconds.
"""
import argparse
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from chromium_webdriver import Browser  # noqa: E402

EXAMPLE = os.path.join(ROOT, "Examples/DesignSystem")


def scratch_copy(bento):
    folder = tempfile.mkdtemp(prefix="bento-soak-")
    for item in ["Package.swift", "Sources", "Snapshots", "Tests"]:
        source = os.path.join(EXAMPLE, item)
        (shutil.copytree if os.path.isdir(source) else shutil.copy)(source, os.path.join(folder, item))
    manifest = os.path.join(folder, "Package.swift")
    text = open(manifest).read().replace('path: "../.."', f'path: "{bento}"')
    open(manifest, "w").write(text)
    return folder


def get(url, timeout=10):
    with urllib.request.urlopen(url, timeout=timeout) as response:
        return response.read()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rebuilds", type=int, default=300)
    parser.add_argument("--configuration", default="debug")
    parser.add_argument("--bento", default=ROOT, help="the Bento checkout the copy depends on (a clone keeps edits here out of the run)")
    arguments = parser.parse_args()
    package = scratch_copy(arguments.bento)
    build = subprocess.run(["swift", "build", "-c", arguments.configuration, "--package-path", package, "--product", "design-gallery"], capture_output=True, text=True)
    if build.returncode != 0:
        sys.exit("the copy does not build:\n" + build.stdout[-3000:] + build.stderr[-3000:])
    binary = os.path.join(package, f".build/{arguments.configuration}/design-gallery")
    server = subprocess.Popen([binary, "serve", "--watch"], cwd=package, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    address = None
    while address is None:
        line = server.stdout.readline()
        if not line:
            sys.exit("serve did not start")
        if line.startswith("Open "):
            address = line[5:].strip()
    base, token = address.split("/?token=")
    status = lambda: json.loads(get(f"{base}/api/status?token={token}"))
    tokens = os.path.join(package, "Sources/BrandTheme/Resources/brand-light.tokens.json")
    badge = os.path.join(package, "Sources/BrandAtoms/Badge.swift")
    token_text, badge_text = open(tokens).read(), open(badge).read()
    times, exits, browser = [], 0, None
    try:
        browser = Browser().__enter__()
        browser.open(address + "&entry=Badge/new")
        browser.wait("return Number(document.body.dataset.rendered || 0) >= 1")
        for index in range(arguments.rebuilds):
            if index == arguments.rebuilds // 2:
                browser.__exit__(None, None, None)
                browser = None
            generation = status()["generation"]
            started = time.monotonic()
            if index % 10 == 9:
                open(badge, "w").write(badge_text + f"\n// save {index}\n")
            else:
                open(tokens, "w").write(token_text + " " * (index % 7 + 1))
            while True:
                time.sleep(0.05)
                if server.poll() is not None:
                    exits += 1
                    sys.exit(f"the server exited with status {server.returncode} at rebuild {index + 1}")
                try:
                    now = status()
                except OSError:
                    continue
                if now["generation"] > generation:
                    break
                if time.monotonic() - started > 300:
                    sys.exit(f"no new generation within 300 s at rebuild {index + 1}: {now}")
            times.append(time.monotonic() - started)
            if browser is None:
                answer = json.loads(get(f"{base}/api/render?token={token}&entry=Badge/new"))
                assert "png" in answer, answer
            else:
                browser.wait("return document.body.dataset.generation === arguments[0]", 60, str(now["generation"]))
            if (index + 1) % 25 == 0:
                print(f"{index + 1} rebuilds, median {statistics.median(times):.2f} s a save, server alive", flush=True)
    finally:
        if browser is not None:
            browser.__exit__(None, None, None)
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=2)
            stopped = "stopped on SIGTERM"
        except subprocess.TimeoutExpired:
            server.kill()
            stopped = "did NOT stop on SIGTERM"
        time.sleep(1)
        workers = subprocess.run(["pgrep", "-f", os.path.join(package, ".build")], capture_output=True, text=True).stdout.split()
        shutil.rmtree(package, ignore_errors=True)
    times.sort()
    print(f"{len(times)} rebuilds ({arguments.rebuilds // 2} with the page open), {exits} exits; the server {stopped}; "
          f"{len(workers)} processes of the copy left. Save to next generation: median {statistics.median(times):.2f} s, "
          f"p90 {times[int(len(times) * 0.9) - 1]:.2f} s, max {times[-1]:.2f} s.")


if __name__ == "__main__":
    main()
