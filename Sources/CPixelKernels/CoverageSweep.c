#include "CoverageSweep.h"
#include "BlendKernels.h"
#include "PixelKernels.h"

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

static inline size_t smaller(size_t a, size_t b) { return a < b ? a : b; }

// The loop for AVX2: coverages eight at a time.
#define SWEEP_TARGET AVX2
#define SWEEP_NAME sweep_avx2
#define SWEEP_RUN blend_run_avx2
#define SWEEP_CHUNK 8
#define SWEEP_BLEND_CONSTANT(row, count, room, source, inverse) blend_constant_row(row, count, room, source, inverse)
#define SWEEP_BLEND_CHUNK(pixels, low, high, count, room, color) blend_coverage_chunk(pixels, low, count, room, color)
#include "CoverageSweepBody.h"
#undef SWEEP_TARGET
#undef SWEEP_NAME
#undef SWEEP_RUN
#undef SWEEP_CHUNK
#undef SWEEP_BLEND_CONSTANT
#undef SWEEP_BLEND_CHUNK

// The loop for AVX-512: sixteen at a time, the row's last pixels through lane masks.
#define SWEEP_TARGET AVX512
#define SWEEP_NAME sweep_avx512
#define SWEEP_RUN blend_run_avx512
#define SWEEP_CHUNK 16
#define SWEEP_BLEND_CONSTANT(row, count, room, source, inverse) blend_constant_row_x16(row, count, source, inverse)
#define SWEEP_BLEND_CHUNK(pixels, low, high, count, room, color) \
    blend_coverage_chunk16(pixels, _mm_set_epi64x((long long)(high), (long long)(low)), count, color)
#include "CoverageSweepBody.h"

AVX512 static void bento_sweep_avx512(const bento_coverage_cells *shape, int even_odd,
                                      uint32_t *origin, size_t canvas_width, size_t room, uint32_t color) {
    if (even_odd) {
        sweep_avx512(shape, 1, origin, canvas_width, room, color);
    } else {
        sweep_avx512(shape, 0, origin, canvas_width, room, color);
    }
}

AVX2 void bento_sweep_solid_source_over(const bento_coverage_cells *shape, int even_odd,
                                        uint32_t *origin, size_t canvas_width, size_t room, uint32_t color) {
    if (bento_pixel_kernels_level() >= BENTO_KERNELS_AVX512) {
        bento_sweep_avx512(shape, even_odd, origin, canvas_width, room, color);
    } else if (even_odd) {
        sweep_avx2(shape, 1, origin, canvas_width, room, color);
    } else {
        sweep_avx2(shape, 0, origin, canvas_width, room, color);
    }
}

#else

void bento_sweep_solid_source_over(const bento_coverage_cells *shape, int even_odd,
                                   uint32_t *origin, size_t canvas_width, size_t room, uint32_t color) {
    (void)shape; (void)even_odd; (void)origin; (void)canvas_width; (void)room; (void)color;
}

#endif
