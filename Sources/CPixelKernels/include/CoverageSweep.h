#ifndef BENTO_COVERAGE_SWEEP_H
#define BENTO_COVERAGE_SWEEP_H

#include <stddef.h>
#include <stdint.h>

#include "CoverageCells.h"

/// `CoverageScanner.sweep` into `SolidSourceOverSink` in one AVX2 function: turns the cells into
/// coverage row by row (non-zero, or even-odd when `even_odd`), blends `color` source-over onto the
/// pixels they cover, and leaves the cells and bits zeroed.
///
/// `origin` is the pixel at the region's top-left corner, `canvas_width` the bitmap's width in
/// pixels (its row stride) and `room` how many pixels each row has from the region's left edge to
/// the bitmap's right edge. Only call it when `bento_pixel_kernels_available()`; the pixels are
/// exactly those of the Swift sweep.
void bento_sweep_solid_source_over(const bento_coverage_cells *cells, int even_odd, uint32_t *origin,
                                   size_t canvas_width, size_t room, uint32_t color);

#endif
