#include "PixelKernels.h"
#include "BlendKernels.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void bento_prefetch_for_write(const void *start, size_t bytes) {
    prefetch_lines_for_write(start, bytes);
}

#if BENTO_HAS_AVX2_KERNELS

uint8_t bento_products_by_255[256][256];
static pthread_once_t products_made = PTHREAD_ONCE_INIT;

static void make_products(void) {
    for (unsigned a = 0; a < 256; a++) {
        for (unsigned b = 0; b < 256; b++) {
            unsigned t = a * b + 128;
            bento_products_by_255[a][b] = (uint8_t)((t + (t >> 8)) >> 8);
        }
    }
}

/// The widest path this CPU runs.
static int widest_level(void) {
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("avx2")) return BENTO_KERNELS_SCALAR;
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl")) {
        if (!__builtin_cpu_supports("avx512vbmi")) return BENTO_KERNELS_AVX512;
        pthread_once(&products_made, make_products);
        return BENTO_KERNELS_AVX512_VBMI;
    }
    return BENTO_KERNELS_AVX2;
}

/// The path in use: -1 until first asked; then the widest the CPU has, or the one
/// `BENTO_PIXEL_KERNELS` names (never wider than the CPU runs). Threads that race to work it out
/// write the same value.
static int current_level = -1;

int bento_pixel_kernels_widest_level(void) {
    static int widest = -1;
    int known = __atomic_load_n(&widest, __ATOMIC_ACQUIRE);
    if (known < 0) {
        known = widest_level();
        __atomic_store_n(&widest, known, __ATOMIC_RELEASE);
    }
    return known;
}

int bento_pixel_kernels_level(void) {
    int level = __atomic_load_n(&current_level, __ATOMIC_ACQUIRE);
    if (level >= 0) return level;
    level = bento_pixel_kernels_widest_level();
    const char *asked = getenv("BENTO_PIXEL_KERNELS");
    if (asked != NULL && asked[0] != 0) {
        int wanted = strcmp(asked, "scalar") == 0 ? BENTO_KERNELS_SCALAR
                   : strcmp(asked, "avx2") == 0   ? BENTO_KERNELS_AVX2
                   : strcmp(asked, "avx512") == 0 ? BENTO_KERNELS_AVX512
                   : strcmp(asked, "avx512vbmi") == 0 ? BENTO_KERNELS_AVX512_VBMI : -1;
        if (wanted < 0) {
            fprintf(stderr, "warning: BENTO_PIXEL_KERNELS is scalar, avx2, avx512 or avx512vbmi; the widest path this CPU has is used\n");
        } else if (wanted > level) {
            fprintf(stderr, "warning: BENTO_PIXEL_KERNELS=%s asks for a path this CPU lacks; the widest it has is used\n", asked);
        } else {
            level = wanted;
        }
    }
    __atomic_store_n(&current_level, level, __ATOMIC_RELEASE);
    return level;
}

int bento_set_pixel_kernels_level(int level) {
    int widest = bento_pixel_kernels_widest_level();
    int chosen = level < BENTO_KERNELS_SCALAR ? BENTO_KERNELS_SCALAR : level > widest ? widest : level;
    __atomic_store_n(&current_level, chosen, __ATOMIC_RELEASE);
    return chosen;
}

int bento_pixel_kernels_available(void) { return bento_pixel_kernels_level() >= BENTO_KERNELS_AVX2; }

AVX512 static void blend_constant_avx512(uint32_t *row, size_t count, uint32_t source, uint32_t inverse_alpha) {
    blend_constant_row_x16(row, count, source, inverse_alpha);
}

AVX512 static void blend_mask_avx512(uint32_t *row, size_t row_pixels, const uint8_t *coverage, size_t stride,
                                     size_t count, size_t rows, uint32_t color) {
    // The colour is tested once for the whole mask, not on every row.
    if (is_opaque_extreme(color)) {
        for (size_t r = 0; r < rows; r++) blend_coverage_row_x16_of(row + r * row_pixels, coverage + r * stride, count, color, 1);
    } else {
        for (size_t r = 0; r < rows; r++) blend_coverage_row_x16_of(row + r * row_pixels, coverage + r * stride, count, color, 0);
    }
}

AVX512VBMI static void blend_constant_vbmi(uint32_t *row, size_t count, uint32_t source, uint32_t inverse_alpha) {
    blend_constant_row_x16_vbmi(row, count, source, inverse_alpha);
}

AVX2 void bento_blend_constant(uint32_t *row, size_t count, size_t room, uint32_t source, uint32_t inverse_alpha) {
    const int level = bento_pixel_kernels_level();
    if (level >= BENTO_KERNELS_AVX512_VBMI) {
        blend_constant_vbmi(row, count, source, inverse_alpha);
    } else if (level >= BENTO_KERNELS_AVX512) {
        blend_constant_avx512(row, count, source, inverse_alpha);
    } else {
        blend_constant_row(row, count, room, source, inverse_alpha);
    }
}

AVX2 void bento_blend_coverage(uint32_t *row, const uint8_t *coverage, size_t count, size_t room, uint32_t color) {
    if (bento_pixel_kernels_level() >= BENTO_KERNELS_AVX512) {
        blend_mask_avx512(row, 0, coverage, 0, count, 1, color);
    } else {
        blend_coverage_row(row, coverage, count, room, color);
    }
}

AVX2 void bento_blend_mask(uint32_t *row, size_t row_pixels, size_t room, const uint8_t *coverage, size_t stride,
                           size_t count, size_t rows, uint32_t color) {
    if (bento_pixel_kernels_level() >= BENTO_KERNELS_AVX512) {
        blend_mask_avx512(row, row_pixels, coverage, stride, count, rows, color);
    } else {
        for (size_t r = 0; r < rows; r++) blend_coverage_row(row + r * row_pixels, coverage + r * stride, count, room, color);
    }
}

AVX512 static void composite_layer_avx512(uint32_t *destination, const uint32_t *source, size_t count, uint32_t factor) {
    const __m512i factors = _mm512_set1_epi16((short)factor);
    size_t i = 0;
    for (; i + 16 <= count; i += 16) {
        const __m512i layer = _mm512_loadu_si512((const void *)(source + i));
        const __m512i beneath = _mm512_loadu_si512((const void *)(destination + i));
        _mm512_storeu_si512((void *)(destination + i), composite16(layer, beneath, factors));
    }
    if (i < count) {
        const __mmask16 mask = first_lanes(count - i);
        const __m512i layer = _mm512_maskz_loadu_epi32(mask, source + i);
        const __m512i beneath = _mm512_maskz_loadu_epi32(mask, destination + i);
        _mm512_mask_storeu_epi32(destination + i, mask, composite16(layer, beneath, factors));
    }
}

AVX2 void bento_composite_layer(uint32_t *destination, const uint32_t *source, size_t count, uint32_t factor) {
    if (bento_pixel_kernels_level() >= BENTO_KERNELS_AVX512) {
        composite_layer_avx512(destination, source, count, factor);
        return;
    }
    const __m256i factors = _mm256_set1_epi16((short)factor);
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        const __m256i layer = _mm256_loadu_si256((const __m256i *)(source + i));
        const __m256i beneath = _mm256_loadu_si256((const __m256i *)(destination + i));
        _mm256_storeu_si256((__m256i *)(destination + i), composite8(layer, beneath, factors));
    }
    if (i < count) {
        const __m256i mask = tail_mask(count - i);
        const __m256i layer = _mm256_maskload_epi32((const int *)(source + i), mask);
        const __m256i beneath = _mm256_maskload_epi32((const int *)(destination + i), mask);
        _mm256_maskstore_epi32((int *)(destination + i), mask, composite8(layer, beneath, factors));
    }
}

#else

int bento_pixel_kernels_widest_level(void) { return BENTO_KERNELS_SCALAR; }
int bento_pixel_kernels_level(void) { return BENTO_KERNELS_SCALAR; }
int bento_set_pixel_kernels_level(int level) { (void)level; return BENTO_KERNELS_SCALAR; }
int bento_pixel_kernels_available(void) { return 0; }
void bento_blend_constant(uint32_t *row, size_t count, size_t room, uint32_t source, uint32_t inverse_alpha) {
    (void)row; (void)count; (void)room; (void)source; (void)inverse_alpha;
}
void bento_blend_coverage(uint32_t *row, const uint8_t *coverage, size_t count, size_t room, uint32_t color) {
    (void)row; (void)coverage; (void)count; (void)room; (void)color;
}
void bento_blend_mask(uint32_t *row, size_t row_pixels, size_t room, const uint8_t *coverage, size_t stride,
                      size_t count, size_t rows, uint32_t color) {
    (void)row; (void)row_pixels; (void)room; (void)coverage; (void)stride; (void)count; (void)rows; (void)color;
}

void bento_composite_layer(uint32_t *destination, const uint32_t *source, size_t count, uint32_t factor) {
    (void)destination; (void)source; (void)count; (void)factor;
}

#endif
