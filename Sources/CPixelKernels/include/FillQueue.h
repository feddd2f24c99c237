#ifndef BENTO_FILL_QUEUE_H
#define BENTO_FILL_QUEUE_H

#include <stddef.h>
#include <stdint.h>

#include "CoverageCells.h"

/// Solid source-over fills swept into coverage and kept until their pixels are needed.
///
/// A fill-rate bound picture (W1: ten thousand translucent rectangles covering the canvas a
/// hundred times) spends its time waiting for pixels from memory, since a large canvas does not
/// fit in the CPU's caches and each fill goes over it again. The queue keeps each fill's coverage,
/// row by row, as runs (one coverage for many pixels) and spans (a coverage per pixel); `flush`
/// then blends the canvas one band of rows at a time, every queued fill that reaches the band in
/// the order the fills were added, while the band stays in cache. Each pixel sees the same blends
/// in the same order with the same coverages, so the bytes are those of blending at once.
///
/// Only for CPUs whose pixel kernels are available (`bento_pixel_kernels_available()`); its
/// blending is the AVX2 or AVX-512 kernels'.
typedef struct bento_fill_queue bento_fill_queue;

/// A new, empty queue that blends its fills once it holds `limit` bytes of coverage, kept in
/// blocks of `block_bytes` (or as large as one row needs); NULL when memory is short.
bento_fill_queue *bento_fill_queue_create(size_t limit, size_t block_bytes);

/// Frees the queue and what it holds.
void bento_fill_queue_destroy(bento_fill_queue *queue);

/// Sweeps the accumulated cells of one shape (non-zero, or even-odd when `even_odd`) into the
/// queue as a fill of `color` (premultiplied) whose top-left pixel is (`x`, `y`) of `pixels`
/// (`width` × `height`, rows packed, the pixels every fill in the queue is for), and leaves the
/// cells and bits zeroed. When the queue reaches its limit, or memory for more is short, it blends
/// what it holds onto `pixels`. Returns 0, or -1 when memory for even one row is short (then
/// nothing is queued and the cells are untouched).
int bento_fill_queue_add(bento_fill_queue *queue, const bento_coverage_cells *cells, int even_odd,
                         size_t x, size_t y, uint32_t color, uint32_t *pixels, size_t width, size_t height);

/// How many fills the queue holds.
size_t bento_fill_queue_count(const bento_fill_queue *queue);

/// Blends every queued fill onto `pixels` (`width` × `height`, rows packed) in the order they were
/// added, and empties the queue. Every fill must lie inside the pixels. Returns 0, or -1 when the
/// memory for the bands' lists is short (then the fills are blended one after another instead).
int bento_fill_queue_flush(bento_fill_queue *queue, uint32_t *pixels, size_t width, size_t height);

/// Empties the queue without blending (its pixels are about to be replaced).
void bento_fill_queue_discard(bento_fill_queue *queue);

#endif
