"""Expected sRGB for DTCG 2025.10 colour objects in every colour space the format names, made by
ColorAide (pip install coloraide), an implementation of CSS Color 4 that Bento did not write.

Random in-gamut sRGB colours are converted into each space by ColorAide; the test reads each
object back with TokenFile and expects the original colour within one 8-bit step.
Run: python3 make_dtcg_colors.py > dtcg-colors.json
"""
import json
import random

from coloraide import Color

SPACES = {
    "srgb": ("srgb", [1, 1, 1]),
    "srgb-linear": ("srgb-linear", [1, 1, 1]),
    "hsl": ("hsl", [1, 100, 100]),
    "hwb": ("hwb", [1, 100, 100]),
    "lab": ("lab", [1, 1, 1]),
    "lch": ("lch", [1, 1, 1]),
    "oklab": ("oklab", [1, 1, 1]),
    "oklch": ("oklch", [1, 1, 1]),
    "display-p3": ("display-p3", [1, 1, 1]),
    "xyz-d65": ("xyz-d65", [1, 1, 1]),
    "xyz-d50": ("xyz-d50", [1, 1, 1]),
}

random.seed(2025_10)
cases = []
for index in range(12):
    rgb = [random.randint(0, 255) for _ in range(3)]
    source = Color("srgb", [c / 255 for c in rgb])
    for name, (space, scales) in SPACES.items():
        converted = source.convert(space)
        components = [0 if c != c else round(c * s, 10) for c, s in zip(converted.coords(), scales)]
        cases.append({"colorSpace": name, "components": components, "expected": "#%02x%02x%02x" % tuple(rgb)})
print(json.dumps(cases, indent=1))
