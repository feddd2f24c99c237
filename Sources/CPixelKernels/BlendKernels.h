#ifndef BENTO_BLEND_KERNELS_H
#define BENTO_BLEND_KERNELS_H

// The AVX2 and AVX-512 blending loops, as inline functions for the kernels of this target (not exported).

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

// The same loops sixteen pixels wide, for CPUs with AVX-512 (its foundation, byte-and-word and
// vector-length parts): the same integer arithmetic with the same rounding, so the same bytes.
#define AVX512 __attribute__((target("avx2,avx512f,avx512bw,avx512vl")))

/// `multiply255` in 32 16-bit lanes.
AVX512 static inline __m512i multiply255_x32(__m512i a, __m512i b) {
    __m512i t = _mm512_add_epi16(_mm512_mullo_epi16(a, b), _mm512_set1_epi16(128));
    return _mm512_mulhi_epu16(t, _mm512_set1_epi16(257));
}

/// The first `count` (0...16) lanes of sixteen.
static inline __mmask16 first_lanes(size_t count) {
    return count >= 16 ? (__mmask16)0xFFFF : (__mmask16)((1u << count) - 1);
}

/// `blend_constant8` for sixteen pixels.
AVX512 static inline __m512i blend_constant16(__m512i pixels, __m512i factor, __m512i source_lanes) {
    __m512i even = multiply255_x32(_mm512_and_si512(pixels, _mm512_set1_epi16(0x00FF)), factor);
    __m512i odd = multiply255_x32(_mm512_srli_epi16(pixels, 8), factor);
    return _mm512_add_epi32(_mm512_or_si512(even, _mm512_slli_epi16(odd, 8)), source_lanes);
}

/// `blend_constant_row` sixteen pixels at a time; the last few through a lane mask, which
/// AVX-512 loads and stores at full speed and without touching the pixels past `count`.
AVX512 static inline void blend_constant_row_x16(uint32_t *row, size_t count, uint32_t source, uint32_t inverse_alpha) {
    const __m512i factor = _mm512_set1_epi16((short)inverse_alpha);
    const __m512i source_lanes = _mm512_set1_epi32((int)source);
    size_t i = 0;
    for (; i + 16 <= count; i += 16) {
        __m512i pixels = _mm512_loadu_si512((const void *)(row + i));
        _mm512_storeu_si512((void *)(row + i), blend_constant16(pixels, factor, source_lanes));
    }
    if (i < count) {
        __mmask16 mask = first_lanes(count - i);
        __m512i pixels = _mm512_maskz_loadu_epi32(mask, row + i);
        _mm512_mask_storeu_epi32(row + i, mask, blend_constant16(pixels, factor, source_lanes));
    }
}

// The constant blend once more for CPUs with AVX-512 VBMI: each byte's product with the inverse
// alpha looked up in a table of all 256 (two 128-byte permutes and a select by the top bit) in
// place of four multiplies and their rounding; the table holds exactly what `multiply255` gives.
#define AVX512VBMI __attribute__((target("avx2,avx512f,avx512bw,avx512vl,avx512vbmi")))

/// Row `a` holds `a * b / 255` rounded for every `b`, as `PixelMath` computes it; filled before
/// the level in use is first reported as `BENTO_KERNELS_AVX512_VBMI`, so the kernels of that
/// level, chosen by it, always find it filled.
extern uint8_t bento_products_by_255[256][256];

/// Sixteen pixels become `source + pixel * factor / 255`, the products from the factor's row of
/// the table, held in four registers of 64 bytes.
AVX512VBMI static inline __m512i look_up_products(__m512i pixels, __m512i first, __m512i second, __m512i third,
                                                  __m512i fourth, __m512i source_lanes) {
    const __m512i low = _mm512_permutex2var_epi8(first, pixels, second);
    const __m512i high = _mm512_permutex2var_epi8(third, pixels, fourth);
    return _mm512_add_epi32(_mm512_mask_blend_epi8(_mm512_movepi8_mask(pixels), low, high), source_lanes);
}

/// `blend_constant_row_x16` by table.
AVX512VBMI static inline void blend_constant_row_x16_vbmi(uint32_t *row, size_t count, uint32_t source, uint32_t inverse_alpha) {
    const uint8_t *products = bento_products_by_255[inverse_alpha];
    const __m512i first = _mm512_loadu_si512((const void *)products), second = _mm512_loadu_si512((const void *)(products + 64));
    const __m512i third = _mm512_loadu_si512((const void *)(products + 128)), fourth = _mm512_loadu_si512((const void *)(products + 192));
    const __m512i source_lanes = _mm512_set1_epi32((int)source);
    size_t i = 0;
    for (; i + 16 <= count; i += 16) {
        const __m512i pixels = _mm512_loadu_si512((const void *)(row + i));
        _mm512_storeu_si512((void *)(row + i), look_up_products(pixels, first, second, third, fourth, source_lanes));
    }
    if (i < count) {
        const __mmask16 mask = first_lanes(count - i);
        const __m512i pixels = _mm512_maskz_loadu_epi32(mask, row + i);
        _mm512_mask_storeu_epi32(row + i, mask, look_up_products(pixels, first, second, third, fourth, source_lanes));
    }
}

/// `blend_coverage8` for sixteen pixels, their coverages in the sixteen bytes of `coverage`.
AVX512 static inline __m512i blend_coverage16(__m512i pixels, __m128i coverage, uint32_t color) {
    const __m512i low = _mm512_set1_epi16(0x00FF);
    const __m512i color_even = _mm512_set1_epi32((int)(color & 0x00FF00FF));
    const __m512i color_odd = _mm512_set1_epi32((int)((color >> 8) & 0x00FF00FF));
    const __m512i color_alpha = _mm512_set1_epi16((short)(color >> 24));
    __m512i factors = _mm512_cvtepu8_epi32(coverage);
    factors = _mm512_or_si512(factors, _mm512_slli_epi32(factors, 16));
    __m512i inverse = _mm512_sub_epi16(_mm512_set1_epi16(255), multiply255_x32(color_alpha, factors));
    __m512i even = _mm512_add_epi16(multiply255_x32(color_even, factors), multiply255_x32(_mm512_and_si512(pixels, low), inverse));
    __m512i odd = _mm512_add_epi16(multiply255_x32(color_odd, factors), multiply255_x32(_mm512_srli_epi16(pixels, 8), inverse));
    return _mm512_or_si512(even, _mm512_slli_epi16(odd, 8));
}

/// Whether `color` is opaque with every channel 0 or 255 (black, white: most text).
static inline int is_opaque_extreme(uint32_t color) {
    if ((color >> 24) != 255) return 0;
    for (int shift = 0; shift < 24; shift += 8) {
        const uint32_t channel = (color >> shift) & 0xFF;
        if (channel != 0 && channel != 255) return 0;
    }
    return 1;
}

/// `blend_coverage16` for a colour `is_opaque_extreme` accepts: 255 · f / 255 is f and 0 · f / 255
/// is 0, so the colour's products are the coverage masked by the channels at 255, and the inverse
/// is 255 − f: the same bytes with three products of five left out.
AVX512 static inline __m512i blend_coverage16_extreme(__m512i pixels, __m128i coverage, uint32_t color) {
    const __m512i low = _mm512_set1_epi16(0x00FF);
    const __m512i color_even = _mm512_set1_epi32((int)(color & 0x00FF00FF));
    const __m512i color_odd = _mm512_set1_epi32((int)((color >> 8) & 0x00FF00FF));
    __m512i factors = _mm512_cvtepu8_epi32(coverage);
    factors = _mm512_or_si512(factors, _mm512_slli_epi32(factors, 16));
    __m512i inverse = _mm512_sub_epi16(_mm512_set1_epi16(255), factors);
    __m512i even = _mm512_add_epi16(_mm512_and_si512(color_even, factors), multiply255_x32(_mm512_and_si512(pixels, low), inverse));
    __m512i odd = _mm512_add_epi16(_mm512_and_si512(color_odd, factors), multiply255_x32(_mm512_srli_epi16(pixels, 8), inverse));
    return _mm512_or_si512(even, _mm512_slli_epi16(odd, 8));
}

/// Up to sixteen pixels (`count`, 1...16) with their coverages in `coverage` (lanes past `count`
/// are 0); a run of full coverage in an opaque colour is a plain store. `extreme` is
/// `is_opaque_extreme(color)`, a constant in each caller's loop.
AVX512 static inline __attribute__((always_inline)) void blend_coverage_chunk16(
    uint32_t *pixels, __m128i coverage, size_t count, uint32_t color, const int extreme)
{
    const __mmask16 covered = _mm_test_epi8_mask(coverage, coverage);
    if (covered == 0) return;
    const __mmask16 mask = first_lanes(count);
    if (count == 16 && _mm_movemask_epi8(_mm_cmpeq_epi8(coverage, _mm_set1_epi8((char)0xFF))) == 0xFFFF && (color >> 24) == 255) {
        _mm512_storeu_si512((void *)pixels, _mm512_set1_epi32((int)color));
        return;
    }
    __m512i loaded = _mm512_maskz_loadu_epi32(mask, pixels);
    __m512i blended = extreme ? blend_coverage16_extreme(loaded, coverage, color) : blend_coverage16(loaded, coverage, color);
    _mm512_mask_storeu_epi32(pixels, mask, blended);
}

/// `blend_coverage_row` sixteen pixels at a time, for one kind of colour (`extreme`, a constant in
/// each caller, is `is_opaque_extreme(color)`).
AVX512 static inline __attribute__((always_inline)) void blend_coverage_row_x16_of(
    uint32_t *row, const uint8_t *coverage, size_t count, uint32_t color, const int extreme)
{
    size_t i = 0;
    for (; i + 16 <= count; i += 16) {
        blend_coverage_chunk16(row + i, _mm_loadu_si128((const __m128i *)(coverage + i)), 16, color, extreme);
    }
    if (i < count) {
        blend_coverage_chunk16(row + i, _mm_maskz_loadu_epi8(first_lanes(count - i), coverage + i), count - i, color, extreme);
    }
}

// A closed layer composited over what was beneath it: each pixel `source` (premultiplied) scaled
// by the layer's opacity `factor / 255`, then source-over the destination, as `PixelMath`:
// `s = scale(source, factor)`, `s + scale(destination, 255 - alpha(s))`, the sum a 32-bit add.

/// Eight pixels of a layer over eight beneath them: the layer's pixels scaled by the opacity
/// (`blend_constant8` with no source), then the pixels beneath scaled by each one's inverse alpha
/// and the scaled layer added (`blend_constant8` with a factor per pixel).
AVX2 static inline __m256i composite8(__m256i source, __m256i destination, __m256i factor) {
    const __m256i scaled = blend_constant8(source, factor, _mm256_setzero_si256());
    const __m256i alpha = _mm256_srli_epi32(scaled, 24);
    const __m256i inverse = _mm256_sub_epi16(_mm256_set1_epi16(255), _mm256_or_si256(alpha, _mm256_slli_epi32(alpha, 16)));
    return blend_constant8(destination, inverse, scaled);
}

/// `composite8` for sixteen pixels.
AVX512 static inline __m512i composite16(__m512i source, __m512i destination, __m512i factor) {
    const __m512i scaled = blend_constant16(source, factor, _mm512_setzero_si512());
    const __m512i alpha = _mm512_srli_epi32(scaled, 24);
    const __m512i inverse = _mm512_sub_epi16(_mm512_set1_epi16(255), _mm512_or_si512(alpha, _mm512_slli_epi32(alpha, 16)));
    return blend_constant16(destination, inverse, scaled);
}

#endif

#endif
