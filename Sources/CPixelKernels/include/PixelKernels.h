#ifndef BENTO_PIXEL_KERNELS_H
#define BENTO_PIXEL_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// Wide-vector versions of the rasterizer's innermost blending loops.
///
/// Swift cannot compile one function for a wider instruction set than the rest of the module, so
/// these few loops live here, built for AVX2 and chosen at run time when the CPU has it. Every one
/// computes exactly what the portable Swift code computes (the same integer arithmetic with the
/// same rounding), so output does not depend on the CPU.
///
/// Pixels are premultiplied RGBA8 packed little-endian (red in the low byte).

/// 1 when this CPU runs the kernels below; 0 when callers must use their portable code.
int bento_pixel_kernels_available(void);

/// `row[i] = source + row[i] * inverse_alpha / 255` per channel, rounded, for `count` pixels.
/// `room` (at least `count`) is how many pixels from `row` exist: the kernel may read them and
/// write them back unchanged, so the row must not be drawn by another thread meanwhile.
void bento_blend_constant(uint32_t *row, size_t count, size_t room, uint32_t source, uint32_t inverse_alpha);

/// The source-over of `color` scaled by `coverage[i] / 255` onto `row[i]`, for `count` pixels;
/// pixels with coverage 0 keep their value. `room` as for `bento_blend_constant`.
void bento_blend_coverage(uint32_t *row, const uint8_t *coverage, size_t count, size_t room, uint32_t color);

/// `bento_blend_coverage` for `rows` rows: row r blends `count` coverages from
/// `coverage + r * stride` onto the pixels from `row + r * row_pixels`, each row with `room`.
void bento_blend_mask(uint32_t *row, size_t row_pixels, size_t room, const uint8_t *coverage, size_t stride,
                      size_t count, size_t rows, uint32_t color);

/// Asks the CPU to load the cache lines of `bytes` bytes from `start` for writing; a hint, never
/// a fault (any CPU: the compiler's prefetch builtin).
void bento_prefetch_for_write(const void *start, size_t bytes);

/// `bento_prefetch_for_write` for `rows` rows of `bytes` bytes, `row_bytes` apart.
void bento_prefetch_block_for_write(const void *start, size_t row_bytes, size_t bytes, size_t rows);

#endif
