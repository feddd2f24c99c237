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

/// Adds the edge from (`ax`, `ay`) to (`bx`, `by`), in pixels from the shape's top-left corner
/// with `0 <= x <= width`, to the cells of the rows it crosses: to each cell, the signed area it
/// sweeps to the cell's right edge; to the next cell, the rest of its cover. Downward edges add,
/// upward edges subtract; parts above or below the shape are skipped, and horizontal edges add
/// nothing. Plain C, for every CPU.
void bento_accumulate_edge(const bento_coverage_cells *shape, float ax, float ay, float bx, float by);

#endif
