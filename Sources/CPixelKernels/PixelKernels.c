#include "PixelKernels.h"
#include "BlendKernels.h"

void bento_prefetch_for_write(const void *start, size_t bytes) {
    prefetch_lines_for_write(start, bytes);
}

void bento_prefetch_block_for_write(const void *start, size_t row_bytes, size_t bytes, size_t rows) {
    for (size_t row = 0; row < rows; row++) prefetch_lines_for_write((const char *)start + row * row_bytes, bytes);
}

#if BENTO_HAS_AVX2_KERNELS

int bento_pixel_kernels_available(void) {
    static int available = -1;  // Worked out once; threads that race write the same value.
    int known = __atomic_load_n(&available, __ATOMIC_RELAXED);
    if (known < 0) {
        __builtin_cpu_init();
        known = __builtin_cpu_supports("avx2") ? 1 : 0;
        __atomic_store_n(&available, known, __ATOMIC_RELAXED);
    }
    return known;
}

AVX2 void bento_blend_constant(uint32_t *row, size_t count, size_t room, uint32_t source, uint32_t inverse_alpha) {
    blend_constant_row(row, count, room, source, inverse_alpha);
}

AVX2 void bento_blend_coverage(uint32_t *row, const uint8_t *coverage, size_t count, size_t room, uint32_t color) {
    blend_coverage_row(row, coverage, count, room, color);
}

AVX2 void bento_blend_mask(uint32_t *row, size_t row_pixels, size_t room, const uint8_t *coverage, size_t stride,
                           size_t count, size_t rows, uint32_t color) {
    for (size_t r = 0; r < rows; r++) blend_coverage_row(row + r * row_pixels, coverage + r * stride, count, room, color);
}

#else

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

#endif
