#!/usr/bin/env python3
"""Fails when a DocC archive has a public symbol without documentation.

Usage: docs-coverage.py OUTPUTS PRODUCT...  (OUTPUTS holds PRODUCT.doccarchive folders built with
--experimental-documentation-coverage). Prints each product's count of public symbols and every
undocumented one by its documentation path.
"""
import json
import sys

outputs, products = sys.argv[1], sys.argv[2:]
total = missing = 0
for product in products:
    with open(f"{outputs}/{product}.doccarchive/documentation-coverage.json") as file:
        symbols = [entry for entry in json.load(file) if entry["kind"]["isSymbol"]]
    undocumented = sorted(entry["referencePath"].split("/documentation/", 1)[-1] for entry in symbols if not entry["hasAbstract"])
    print(f"{product}: {len(symbols)} public symbols, {len(symbols) - len(undocumented)} documented")
    for path in undocumented:
        print(f"  undocumented: {path}")
    total += len(symbols)
    missing += len(undocumented)
print(f"{total} public symbols in {len(products)} products, {total - missing} documented")
sys.exit(1 if missing else 0)
