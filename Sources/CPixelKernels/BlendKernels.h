#ifndef BENTO_BLEND_KERNELS_H
#define BENTO_BLEND_KERNELS_H

// The AVX2 blending loops, as inline functions for the kernels of this target (not exported).

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/// Asks the CPU to load the cache lines of `bytes` bytes from `start` for writing (a hint).
static inline void prefetch_lines_for_write(const void *start, size_t bytes) {
    const char *line = (const char *)((uintptr_t)start & ~(uintptr_t)63);
    const char *end = (const char *)start + bytes;
    for (; line < end; line += 64) __builtin_prefetch(line, 1, 3);
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>

#define AVX2 __attribute__((target("avx2")))
#define BENTO_HAS_AVX2_KERNELS 1

/// a * b / 255 rounded, for a, b in 0...255, in every 16-bit lane: with t = a * b + 128,
/// (t + (t >> 8)) >> 8 as PixelMath computes it equals (t * 257) >> 16 for every such t, one
/// high-half multiply.
AVX2 static inline __m256i multiply255(__m256i a, __m256i b) {
    __m256i t = _mm256_add_epi16(_mm256_mullo_epi16(a, b), _mm256_set1_epi16(128));
    return _mm256_mulhi_epu16(t, _mm256_set1_epi16(257));
}

/// All ones in the first `count` (1...7) 32-bit lanes.
AVX2 static inline __m256i tail_mask(size_t count) {
    return _mm256_cmpgt_epi32(_mm256_set1_epi32((int)count), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}

/// Eight pixels become `source + pixel * factor / 255`: even bytes (red, blue) in the low half of
/// each 16-bit lane, odd bytes (green, alpha) in the high half; a premultiplied source-over never
/// exceeds 255, so no byte carries into the next.
AVX2 static inline __m256i blend_constant8(__m256i pixels, __m256i factor, __m256i source_lanes) {
    __m256i even = multiply255(_mm256_and_si256(pixels, _mm256_set1_epi16(0x00FF)), factor);
    __m256i odd = multiply255(_mm256_srli_epi16(pixels, 8), factor);
    return _mm256_add_epi32(_mm256_or_si256(even, _mm256_slli_epi16(odd, 8)), source_lanes);
}

/// `bento_blend_constant`, inlined into the kernels that call it.
AVX2 static inline void blend_constant_row(uint32_t *row, size_t count, size_t room, uint32_t source, uint32_t inverse_alpha) {
    const __m256i factor = _mm256_set1_epi16((short)inverse_alpha);
    const __m256i source_lanes = _mm256_set1_epi32((int)source);
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i pixels = _mm256_loadu_si256((const __m256i *)(row + i));
        _mm256_storeu_si256((__m256i *)(row + i), blend_constant8(pixels, factor, source_lanes));
    }
    if (i < count) {
        // The last one to seven pixels. Where the row has room, all eight lanes are loaded and
        // stored, the lanes past `count` written back as they were; masked loads and stores are
        // far slower on some CPUs (AMD's), so they serve only the very end of a row.
        __m256i mask = tail_mask(count - i);
        int whole = room - i >= 8;
        __m256i pixels = whole ? _mm256_loadu_si256((const __m256i *)(row + i))
                               : _mm256_maskload_epi32((const int *)(row + i), mask);
        __m256i result = blend_constant8(pixels, factor, source_lanes);
        if (whole) {
            _mm256_storeu_si256((__m256i *)(row + i), _mm256_blendv_epi8(pixels, result, mask));
        } else {
            _mm256_maskstore_epi32((int *)(row + i), mask, result);
        }
    }
}

/// Eight pixels become the source-over of the colour scaled by eight coverages.
AVX2 static inline __m256i blend_coverage8(__m256i pixels, uint64_t chunk, uint32_t color) {
    const __m256i low = _mm256_set1_epi16(0x00FF);
    const __m256i color_even = _mm256_set1_epi32((int)(color & 0x00FF00FF));
    const __m256i color_odd = _mm256_set1_epi32((int)((color >> 8) & 0x00FF00FF));
    const __m256i color_alpha = _mm256_set1_epi16((short)(color >> 24));
    // Each pixel's coverage in both 16-bit halves of its 32-bit lane.
    __m256i factors = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)chunk));
    factors = _mm256_or_si256(factors, _mm256_slli_epi32(factors, 16));
    __m256i inverse = _mm256_sub_epi16(_mm256_set1_epi16(255), multiply255(color_alpha, factors));
    __m256i even = _mm256_add_epi16(multiply255(color_even, factors),
                                    multiply255(_mm256_and_si256(pixels, low), inverse));
    __m256i odd = _mm256_add_epi16(multiply255(color_odd, factors),
                                   multiply255(_mm256_srli_epi16(pixels, 8), inverse));
    return _mm256_or_si256(even, _mm256_slli_epi16(odd, 8));
}

/// Up to eight pixels (`count`, 1...8) with the coverages packed in `chunk`, one byte each from the
/// lowest; lanes past `count` have coverage 0, which leaves a pixel exactly as it was. Where the
/// row has `room` for eight, all eight lanes are loaded and stored; masked loads and stores (far
/// slower on AMD's CPUs) serve only a row's very end.
AVX2 static inline void blend_coverage_chunk(uint32_t *pixels, uint64_t chunk, size_t count, size_t room, uint32_t color) {
    if (chunk == 0) return;
    if (count == 8 && chunk == UINT64_MAX && (color >> 24) == 255) {
        _mm256_storeu_si256((__m256i *)pixels, _mm256_set1_epi32((int)color));
    } else if (room >= 8) {
        __m256i loaded = _mm256_loadu_si256((const __m256i *)pixels);
        _mm256_storeu_si256((__m256i *)pixels, blend_coverage8(loaded, chunk, color));
    } else {
        __m256i mask = tail_mask(count);
        __m256i loaded = _mm256_maskload_epi32((const int *)pixels, mask);
        _mm256_maskstore_epi32((int *)pixels, mask, blend_coverage8(loaded, chunk, color));
    }
}

/// `bento_blend_coverage`, inlined into the kernels that call it.
AVX2 static inline void blend_coverage_row(uint32_t *row, const uint8_t *coverage, size_t count, size_t room, uint32_t color) {
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t chunk;
        memcpy(&chunk, coverage + i, 8);
        blend_coverage_chunk(row + i, chunk, 8, room - i, color);
    }
    if (i < count) {
        // Gathered byte by byte: a variable-length memcpy into the word made the load after it
        // wait for the copy's stores (35% of this kernel on W1's two- and three-pixel edges).
        uint64_t chunk = 0;
        for (size_t k = 0; k < count - i; k++) chunk |= (uint64_t)coverage[i + k] << (8 * k);
        blend_coverage_chunk(row + i, chunk, count - i, room - i, color);
    }
}

#endif

#endif
