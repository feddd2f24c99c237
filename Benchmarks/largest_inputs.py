#!/usr/bin/env python3
"""Peak memory of the largest inputs the limits allow (issue 76): a design file just under the
64 MB and 250,000-node limits, read by `gallery design inspect` and drawn by `gallery design
draw`, and a String Catalog just under its 32 MB limit read by `gallery strings inspect`, and a
megabyte of text at 10,000 points drawn by `gallery design draw`.

    python3 Benchmarks/largest_inputs.py [GALLERY ...]

Each GALLERY is a built `gallery` binary (default .build/release/gallery); each is run on the
same files, and its peak resident set (GNU time's %M) and wall time are printed.
"""
import json
import os
import subprocess
import sys
import tempfile


def design_file(path, count=249_000):
    """Rectangles, filled and rounded, just under the node limit: about 240 bytes a node."""
    with open(path, "w") as f:
        f.write('{"name": "Largest", "document": {"id": "0:0", "type": "DOCUMENT", "children": [')
        f.write('{"id": "0:1", "type": "CANVAS", "name": "Page", "children": [')
        f.write('{"id": "1:1", "type": "FRAME", "name": "Frame", "size": {"x": 2000, "y": 2000}, "children": [')
        for index in range(count):
            x, y = (index * 8) % 2000, (index * 8 // 2000) * 8 % 2000
            node = {
                "id": f"2:{index}", "type": "RECTANGLE", "name": f"Cell {index}",
                "absoluteBoundingBox": {"x": x, "y": y, "width": 6, "height": 6},
                "size": {"x": 6, "y": 6},
                "fills": [{"type": "SOLID", "color": {"r": 0.2, "g": 0.4, "b": (index % 100) / 100, "a": 1}}],
                "cornerRadius": 1,
            }
            if index:
                f.write(",")
            f.write(json.dumps(node, separators=(",", ":")))
        f.write("]}]}]}}")


def text_layer(path, characters=1_000_000, size=10_000, one_line=False):
    """One text layer of a megabyte of text at 10,000 points in a 2,000-point frame: wrapped to
    the frame's width, or on one line (`textAutoResize: WIDTH_AND_HEIGHT`)."""
    words = ("Basket total due today " * (characters // 23 + 1))[:characters]
    node = {"id": "1:1", "type": "FRAME", "name": "Frame", "size": {"x": 2000, "y": 2000}, "children": [
        {"id": "1:2", "type": "TEXT", "name": "Huge", "characters": words, "size": {"x": 2000, "y": 2000},
         "style": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": size, "lineHeightPx": size * 1.2,
                   **({"textAutoResize": "WIDTH_AND_HEIGHT"} if one_line else {})},
         "fills": [{"type": "SOLID", "color": {"r": 0, "g": 0, "b": 0, "a": 1}}]}]}
    with open(path, "w") as f:
        json.dump({"nodes": {"1:1": {"document": node}}}, f)


def string_catalog(path, target=31 << 20):
    """Keys with a plural substitution in five languages, up to just under the limit."""
    strings = {}
    size, index = 0, 0
    while size < target:
        key = f"basket.items.{index} %lld"
        forms = {"one": {"stringUnit": {"state": "translated", "value": f"%lld item {index}"}},
                 "other": {"stringUnit": {"state": "translated", "value": f"%lld items {index}"}}}
        localizations = {language: {"variations": {"plural": forms}} for language in ["de", "fr", "ja", "ar", "pt-BR"]}
        strings[key] = {"localizations": localizations}
        size += 980
        index += 1
    data = json.dumps({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, separators=(",", ":"))
    with open(path, "w") as f:
        f.write(data)


def measure(command):
    result = subprocess.run(["/usr/bin/time", "-f", "%M %e"] + command, capture_output=True, text=True)
    peak, seconds = result.stderr.strip().split("\n")[-1].split()
    return int(peak) // 1024, float(seconds), result.returncode, result.stderr.strip().split("\n")[:-1]


def main():
    galleries = sys.argv[1:] or [".build/release/gallery"]
    with tempfile.TemporaryDirectory(prefix="bento-largest-") as folder:
        design = os.path.join(folder, "largest.json")
        design_file(design)
        text = os.path.join(folder, "text.json")
        text_layer(text)
        line = os.path.join(folder, "line.json")
        text_layer(line, one_line=True)
        catalog = os.path.join(folder, "Localizable.xcstrings")
        string_catalog(catalog)
        print(f"design file: {os.path.getsize(design) / 1e6:.1f} MB; String Catalog: {os.path.getsize(catalog) / 1e6:.1f} MB")
        for gallery in galleries:
            for name, command in [
                ("design inspect", [gallery, "design", "inspect", design]),
                ("design draw", [gallery, "design", "draw", design, "--node", "1:1", "--output", os.path.join(folder, "out.png")]),
                ("design draw (1 MB text at 10,000 pt)", [gallery, "design", "draw", text, "--node", "1:1", "--output", os.path.join(folder, "text.png")]),
                ("design draw (1 MB text at 10,000 pt, one line)", [gallery, "design", "draw", line, "--node", "1:1", "--output", os.path.join(folder, "line.png")]),
                ("strings inspect", [gallery, "strings", "inspect", catalog]),
            ]:
                peak, seconds, status, errors = measure(command)
                note = "" if status == 0 else f" (exit {status}: {' '.join(errors)[:160]})"
                print(f"{gallery}: {name}: peak {peak} MiB, {seconds:.1f} s{note}")


if __name__ == "__main__":
    main()
