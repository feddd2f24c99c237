#ifndef BENTO_COVERAGE_CELLS_H
#define BENTO_COVERAGE_CELLS_H

#include <stddef.h>
#include <stdint.h>

/// The cells of one shape being accumulated by `CoverageScanner`.
///
/// Row r's cells are `cells[r * row_stride ..< (r + 1) * row_stride]` (`width + 2` of them), its
/// touched bits `touched[r * words_per_row ..< (r + 1) * words_per_row]`, one bit a cell; every
/// cell whose bit is clear is zero.
typedef struct {
    float *cells;
    uint64_t *touched;
    size_t width, height;
    size_t row_stride, words_per_row;
} bento_coverage_cells;

/// Adds `count` segments to the cells of the rows they cross. Segment i runs from
/// (`segments[4i]`, `segments[4i + 1]`) to (`segments[4i + 2]`, `segments[4i + 3]`), in device
/// pixels; (`origin_x`, `origin_y`) is the shape's top-left corner. Each adds, to each cell it
/// crosses, the signed area it sweeps to the cell's right edge and, to the next cell, the rest of
/// its cover: downward segments add, upward ones subtract. Parts left of the shape count on its
/// left edge, parts right of, above or below it are dropped, and horizontal or non-finite segments
/// add nothing. Uses AVX2 where the CPU has it, and AVX-512 to work out sloped rows sixteen at a time
/// where it has that; the cells are the same bit for bit on every CPU and path.
void bento_accumulate_segments(const bento_coverage_cells *shape, const double *segments, size_t count,
                               double origin_x, double origin_y);

/// `bento_accumulate_segments` without AVX2 whatever the CPU (what CPUs without it run), for tests
/// that hold the two equal.
void bento_accumulate_segments_portable(const bento_coverage_cells *shape, const double *segments, size_t count,
                                        double origin_x, double origin_y);

#endif
