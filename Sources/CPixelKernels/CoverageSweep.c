#include "CoverageSweep.h"
#include "BlendKernels.h"

#include <math.h>

// Every float operation below is the Swift sweep's, one for one and in the same order, so the
// coverage (and so every pixel) is bit for bit the same; nothing may be fused into a multiply-add.
#pragma STDC FP_CONTRACT OFF

#if BENTO_HAS_AVX2_KERNELS

/// How many rows ahead the pixels are prefetched (`CoverageScanner.prefetchDistance`).
enum { prefetch_distance = 2 };

/// `CoverageScanner.nonZeroCoverage`: `UInt8(min(abs(sum), 1) * 255 + 0.5)`.
static inline uint8_t non_zero_coverage(float sum) {
    float magnitude = fabsf(sum);
    float clamped = 1.0f < magnitude ? 1.0f : magnitude;
    return (uint8_t)(clamped * 255.0f + 0.5f);
}

/// `CoverageScanner.evenOddCoverage`: the sum folded into 0...1.
static inline uint8_t even_odd_coverage(float sum) {
    float folded = fabsf(sum);
    folded -= 2.0f * floorf(folded * 0.5f);
    if (folded > 1.0f) folded = 2.0f - folded;
    return (uint8_t)(folded * 255.0f + 0.5f);
}

/// `PixelMath.scale`: each channel times `factor / 255`, rounded.
static inline uint32_t scale_pixel(uint32_t pixel, uint32_t factor) {
    uint64_t p = pixel;
    uint64_t lanes = (p & 0xFF) | (p & 0xFF00) << 8 | (p & 0xFF0000) << 16 | (p & 0xFF000000) << 24;
    lanes = lanes * factor + 0x0080008000800080ULL;
    lanes = ((lanes + ((lanes >> 8) & 0x00FF00FF00FF00FFULL)) >> 8) & 0x00FF00FF00FF00FFULL;
    return (uint32_t)((lanes & 0xFF) | ((lanes >> 8) & 0xFF00) | ((lanes >> 16) & 0xFF0000) | ((lanes >> 24) & 0xFF000000));
}

/// `SolidSourceOverSink.blitRun`: `count` pixels with one coverage.
AVX2 static inline void blend_run(uint32_t *row, size_t count, size_t room, uint8_t coverage, uint32_t color) {
    uint32_t source = coverage == 255 ? color : scale_pixel(color, coverage);
    uint32_t alpha = source >> 24;
    if (alpha == 255) {
        for (size_t i = 0; i < count; i++) row[i] = source;
    } else if (alpha != 0) {
        blend_constant_row(row, count, room, source, 255 - alpha);
    }
}

static inline size_t smaller(size_t a, size_t b) { return a < b ? a : b; }

/// The sweep for one fill rule; `even_odd` is a constant in each caller, so each gets its own loop.
AVX2 static inline __attribute__((always_inline)) void sweep(
    const bento_coverage_cells *shape, int even_odd,
    uint32_t *origin, size_t canvas_width, size_t room, uint32_t color)
{
    const size_t width = shape->width, height = shape->height;
    const size_t stride = shape->row_stride, words_per_row = shape->words_per_row;
    for (size_t row = 0; row < height; row++) {
        if (row + prefetch_distance < height) {
            // The columns that row's edges touched: a closed shape covers nothing outside them
            // (one cut by the bitmap's right edge may; this is only a hint).
            const uint64_t *ahead = shape->touched + (row + prefetch_distance) * words_per_row;
            size_t first = 0, last = words_per_row;
            while (first < words_per_row && ahead[first] == 0) first++;
            if (first < words_per_row) {
                while (ahead[last - 1] == 0) last--;
                const size_t from = first * 64 + (size_t)__builtin_ctzll(ahead[first]);
                const size_t to = smaller((last - 1) * 64 + 64 - (size_t)__builtin_clzll(ahead[last - 1]), width);
                if (from < to) {
                    prefetch_lines_for_write(origin + (row + prefetch_distance) * canvas_width + from, (to - from) * 4);
                }
            }
        }
        uint64_t *words = shape->touched + row * words_per_row;
        float *cells = shape->cells + row * stride;
        uint32_t *pixels = origin + row * canvas_width;
        float sum = 0;
        size_t position = 0;
        for (size_t word_index = 0; word_index < words_per_row; word_index++) {
            uint64_t word = words[word_index];
            if (word == 0) continue;
            words[word_index] = 0;
            while (word != 0) {
                // One stretch of consecutive touched cells.
                unsigned bit = (unsigned)__builtin_ctzll(word);
                uint64_t rest = ~(word >> bit);
                unsigned length = rest == 0 ? 64 : (unsigned)__builtin_ctzll(rest);
                word = bit + length >= 64 ? 0 : word & (UINT64_MAX << (bit + length));
                size_t start = smaller(word_index * 64 + bit, stride);
                size_t end = smaller(word_index * 64 + bit + length, stride);
                if (start > position && position < width) {
                    uint8_t value = even_odd ? even_odd_coverage(sum) : non_zero_coverage(sum);
                    if (value != 0) blend_run(pixels + position, smaller(start, width) - position, room - position, value, color);
                }
                // The stretch's coverages, eight at a time in a register and blended from there
                // (`blend_coverage_row`'s chunks, without the round trip through memory).
                size_t visible_end = smaller(end, width);
                size_t column = start;
                while (column < visible_end) {
                    const size_t count = smaller(8, visible_end - column);
                    uint64_t chunk = 0;
                    for (size_t k = 0; k < count; k++) {
                        sum += cells[column + k];
                        cells[column + k] = 0;
                        const uint8_t value = even_odd ? even_odd_coverage(sum) : non_zero_coverage(sum);
                        chunk |= (uint64_t)value << (8 * k);
                    }
                    blend_coverage_chunk(pixels + column, chunk, count, room - column, color);
                    column += count;
                }
                for (; column < end; column++) {
                    sum += cells[column];
                    cells[column] = 0;
                }
                position = end;
            }
        }
        if (position < width) {
            uint8_t value = even_odd ? even_odd_coverage(sum) : non_zero_coverage(sum);
            if (value != 0) blend_run(pixels + position, width - position, room - position, value, color);
        }
    }
}

AVX2 void bento_sweep_solid_source_over(const bento_coverage_cells *shape, int even_odd,
                                        uint32_t *origin, size_t canvas_width, size_t room, uint32_t color) {
    if (even_odd) {
        sweep(shape, 1, origin, canvas_width, room, color);
    } else {
        sweep(shape, 0, origin, canvas_width, room, color);
    }
}

#else

void bento_sweep_solid_source_over(const bento_coverage_cells *shape, int even_odd,
                                   uint32_t *origin, size_t canvas_width, size_t room, uint32_t color) {
    (void)shape; (void)even_odd; (void)origin; (void)canvas_width; (void)room; (void)color;
}

#endif
