#ifndef BENTO_PIXEL_KERNELS_H
#define BENTO_PIXEL_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// Wide-vector versions of the rasterizer's innermost blending loops.
///
/// Swift cannot compile one function for a wider instruction set than the rest of the module, so
/// these few loops live here, built for AVX2 and for AVX-512 and chosen at run time by what the
/// CPU has. Every one computes exactly what the portable Swift code computes (the same integer
/// arithmetic with the same rounding), so output does not depend on the CPU.
///
/// The environment variable `BENTO_PIXEL_KERNELS` (`scalar`, `avx2`, `avx512` or `avx512vbmi`)
/// forces a path, never a wider one than the CPU runs; the default is the widest it runs.
///
/// Pixels are premultiplied RGBA8 packed little-endian (red in the low byte).

/// The paths, narrowest first. `AVX512_VBMI` is AVX-512 whose constant blends look the products
/// up in a table (AVX-512 VBMI's byte permutes) rather than multiply.
enum { BENTO_KERNELS_SCALAR = 0, BENTO_KERNELS_AVX2 = 2, BENTO_KERNELS_AVX512 = 3, BENTO_KERNELS_AVX512_VBMI = 4 };

/// The widest path this CPU runs.
int bento_pixel_kernels_widest_level(void);

/// The path in use: the widest the CPU runs, or the one `BENTO_PIXEL_KERNELS` names.
int bento_pixel_kernels_level(void);

/// Uses `level` from now on (clamped to what the CPU runs) and returns the level set: for tests
/// that draw the same pictures through every path.
int bento_set_pixel_kernels_level(int level);

/// 1 when the path in use is a wide one (the kernels below); 0 when callers must use their
/// portable code.
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

/// A layer's pixels over those beneath it: `destination[i]` becomes the source-over of
/// `source[i]` scaled by `factor / 255` (the layer's opacity), for `count` pixels.
void bento_composite_layer(uint32_t *destination, const uint32_t *source, size_t count, uint32_t factor);

/// Asks the CPU to load the cache lines of `bytes` bytes from `start` for writing; a hint, never
/// a fault (any CPU: the compiler's prefetch builtin).
void bento_prefetch_for_write(const void *start, size_t bytes);

#endif
