#!/usr/bin/env python3
"""Writes the PNG decoder's fixtures with pypng (an encoder independent of this project), and
beside each file the pixels it must decode to, computed here from the samples written, not by
decoding: <name>.png and <name>.rgba (straight RGBA8, rows top to bottom).

Every colour type and bit depth of the PNG specification, plain and Adam7-interlaced, with tRNS
where the colour type allows it, and 16-bit files with a gAMA chunk (read past: samples are sRGB).

Run once: pip install pypng==0.20220715.0 && python3 make_fixtures.py
"""
import os
import random

import png

HERE = os.path.dirname(os.path.abspath(__file__))
WIDTH, HEIGHT = 13, 11  # odd sizes leave Adam7 passes partly empty


def to8(value, depth):
    """A sample at `depth` bits as 8 bits: the rule the decoder documents."""
    if depth == 16:
        return (value * 255 + 32767) // 65535
    if depth == 8:
        return value
    return value * 255 // ((1 << depth) - 1)


def samples(rng, count, depth):
    top = (1 << depth) - 1
    edge = [0, top, 1, top - 1] + ([2 * 257, 257, 128] if depth == 16 else [])
    return [edge[i] if i < len(edge) else rng.randint(0, top) for i in range(count)]


def write(name, rows, expected, width=WIDTH, height=HEIGHT, **options):
    with open(os.path.join(HERE, name + ".png"), "wb") as file:
        png.Writer(width, height, **options).write(file, rows)
    with open(os.path.join(HERE, name + ".rgba"), "wb") as file:
        file.write(bytes(expected))


def main():
    rng = random.Random(20261122)
    for interlace in (False, True):
        suffix = "-interlaced" if interlace else ""
        # Grey, with and without a transparent grey, at every depth.
        for depth in (1, 2, 4, 8, 16):
            for transparent in (None, "key"):
                grid = [samples(rng, WIDTH, depth) for _ in range(HEIGHT)]
                key = grid[0][0] if transparent else None
                expected = []
                for row in grid:
                    for value in row:
                        v = to8(value, depth)
                        expected += [v, v, v, 0 if key is not None and value == key else 255]
                name = f"grey{depth}{'-trns' if key is not None else ''}{suffix}"
                write(name, grid, expected, greyscale=True, bitdepth=depth, transparent=key, interlace=interlace)
        # Grey with alpha, RGB (with and without a transparent colour), RGB with alpha.
        for depth in (8, 16):
            grid = [samples(rng, WIDTH * 2, depth) for _ in range(HEIGHT)]
            expected = []
            for row in grid:
                for x in range(WIDTH):
                    v = to8(row[2 * x], depth)
                    expected += [v, v, v, to8(row[2 * x + 1], depth)]
            write(f"grey-alpha{depth}{suffix}", grid, expected, greyscale=True, alpha=True, bitdepth=depth, interlace=interlace)
            for transparent in (False, True):
                grid = [samples(rng, WIDTH * 3, depth) for _ in range(HEIGHT)]
                key = tuple(grid[1][0:3]) if transparent else None
                expected = []
                for row in grid:
                    for x in range(WIDTH):
                        rgb = tuple(row[3 * x:3 * x + 3])
                        expected += [to8(c, depth) for c in rgb] + [0 if key is not None and rgb == key else 255]
                name = f"rgb{depth}{'-trns' if key else ''}{suffix}"
                write(name, grid, expected, greyscale=False, bitdepth=depth, transparent=key, interlace=interlace)
            grid = [samples(rng, WIDTH * 4, depth) for _ in range(HEIGHT)]
            expected = [to8(value, depth) for row in grid for value in row]
            write(f"rgba{depth}{suffix}", grid, expected, greyscale=False, alpha=True, bitdepth=depth, interlace=interlace)
            if depth == 16:
                # A gAMA chunk changes nothing: samples are sRGB.
                write(f"rgba16-gama{suffix}", grid, expected, greyscale=False, alpha=True, bitdepth=16, gamma=1.0, interlace=interlace)
                grey = [samples(rng, WIDTH, 16) for _ in range(HEIGHT)]
                grey_expected = [c for row in grey for value in row for c in (to8(value, 16),) * 3 + (255,)]
                write(f"grey16-gama{suffix}", grey, grey_expected, greyscale=True, bitdepth=16, gamma=0.45455, interlace=interlace)
        # Palettes at every depth, opaque and with per-entry alpha.
        for depth in (1, 2, 4, 8):
            for with_alpha in (False, True):
                entries = min(1 << depth, 200)
                palette = [
                    (rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255)) + ((rng.randint(0, 255),) if with_alpha else ())
                    for _ in range(entries)
                ]
                grid = [[rng.randrange(entries) for _ in range(WIDTH)] for _ in range(HEIGHT)]
                grid[0][0], grid[0][1] = 0, entries - 1
                expected = []
                for row in grid:
                    for index in row:
                        entry = palette[index]
                        expected += list(entry[:3]) + [entry[3] if with_alpha else 255]
                name = f"palette{depth}{'-trns' if with_alpha else ''}{suffix}"
                write(name, grid, expected, palette=palette, bitdepth=depth, interlace=interlace)
    # Tiny images: passes that hold no pixels at all.
    for width, height in ((1, 1), (2, 3), (9, 1)):
        grid = [samples(rng, width * 4, 8) for _ in range(height)]
        expected = [value for row in grid for value in row]
        write(f"rgba8-{width}x{height}-interlaced", grid, expected, width=width, height=height, greyscale=False, alpha=True, bitdepth=8, interlace=True)


if __name__ == "__main__":
    main()
