#!/usr/bin/env python3
"""Writes ciede2000.json: pairs of 8-bit sRGB colours and their CIEDE2000 difference as
colour-science computes it (sRGB, D65, CIE 1931 2° observer; Lab from XYZ with a D65 white), so
DesignTokens' ΔE is checked against an implementation we did not write. Run:
    pip install colour-science && python3 make.py
"""
import json
import random
import warnings

warnings.filterwarnings("ignore")
import colour  # noqa: E402
import numpy as np  # noqa: E402

random.seed(38)
D65 = colour.CCS_ILLUMINANTS["CIE 1931 2 Degree Standard Observer"]["D65"]


def lab(rgb):
    xyz = colour.sRGB_to_XYZ(np.array(rgb) / 255.0)
    return colour.XYZ_to_Lab(xyz, D65)


pairs = []
# Near pairs (a token and a hand-typed neighbour), far pairs, greys and saturated extremes.
for _ in range(150):
    a = [random.randrange(256) for _ in range(3)]
    b = [min(255, max(0, c + random.randint(-6, 6))) for c in a]
    pairs.append((a, b))
for _ in range(100):
    pairs.append(([random.randrange(256) for _ in range(3)], [random.randrange(256) for _ in range(3)]))
for g in range(0, 256, 17):
    pairs.append(([g, g, g], [min(255, g + 3), g, g]))
pairs += [([255, 0, 0], [0, 0, 255]), ([0, 0, 0], [255, 255, 255]), ([31, 95, 215], [31, 95, 214]), ([0, 255, 0], [255, 255, 0])]
cases = []
for a, b in pairs:
    cases.append({"a": a, "b": b, "deltaE": round(float(colour.delta_E(lab(a), lab(b), method="CIE 2000")), 6)})
with open("ciede2000.json", "w") as file:
    file.write('{"source": ' + json.dumps(f"colour-science {colour.__version__}, delta_E method 'CIE 2000'") + ',\n "cases": [\n')
    file.write(",\n".join(json.dumps(case) for case in cases))
    file.write("\n]}\n")
