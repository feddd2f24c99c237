#ifndef BENTO_COVERAGE_MATH_H
#define BENTO_COVERAGE_MATH_H

// The coverage and colour arithmetic of `CoverageScanner` and `PixelMath`, for the kernels of this
// target (not exported). Every float operation is the Swift code's, one for one and in the same
// order; the files that include this turn off fusing into multiply-adds.

#include <math.h>
#include <stddef.h>
#include <stdint.h>

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

static inline size_t smaller(size_t a, size_t b) { return a < b ? a : b; }
static inline size_t larger(size_t a, size_t b) { return a > b ? a : b; }

#endif
