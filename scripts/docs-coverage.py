#!/usr/bin/env python3
"""Fails when a DocC archive has a public symbol without documentation.

Usage: docs-coverage.py [--known FILE] OUTPUTS PRODUCT...  (OUTPUTS holds PRODUCT.doccarchive
folders built with --experimental-documentation-coverage). Prints each product's count of public
symbols and every undocumented one by its documentation path. With --known, the symbols FILE lists
(one path a line) may stay undocumented for now, and the file must shrink: a listed symbol that is
documented, or gone, is an error too, so the list only ever gets shorter.
"""
import json
import sys

arguments = sys.argv[1:]
known = None
if arguments[:1] == ["--known"]:
    with open(arguments[1]) as file:
        known = {line.strip() for line in file if line.strip() and not line.startswith("#")}
    arguments = arguments[2:]
outputs, products = arguments[0], arguments[1:]
found = set()
total = missing = 0
for product in products:
    with open(f"{outputs}/{product}.doccarchive/documentation-coverage.json") as file:
        symbols = [entry for entry in json.load(file) if entry["kind"]["isSymbol"]]
    undocumented = sorted(entry["referencePath"].split("/documentation/", 1)[-1] for entry in symbols if not entry["hasAbstract"])
    print(f"{product}: {len(symbols)} public symbols, {len(symbols) - len(undocumented)} documented")
    found.update(undocumented)
    for path in undocumented:
        if known is None or path not in known:
            print(f"  undocumented: {path}")
    total += len(symbols)
    missing += len(undocumented)
print(f"{total} public symbols in {len(products)} products, {total - missing} documented")
if known is None:
    sys.exit(1 if missing else 0)
new, stale = found - known, known - found
for path in sorted(stale):
    print(f"  documented now (remove it from the known list): {path}")
print(f"{len(known & found)} known undocumented symbols left")
sys.exit(1 if new or stale else 0)
