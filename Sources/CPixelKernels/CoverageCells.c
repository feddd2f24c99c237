#include "CoverageCells.h"
#include "PixelKernels.h"
#include "BlendKernels.h"

// Single-precision arithmetic in a fixed order (float literals throughout, nothing fused into a
// multiply-add), so every build on every CPU accumulates the same cells bit for bit. Conversions
// between floats and sizes go through `long`: the values are small and non-negative, and the
// signed conversions are single instructions where the unsigned ones are branchy sequences.
#pragma STDC FP_CONTRACT OFF

#if defined(__x86_64__)
#include <immintrin.h>

/// The smaller of two values; `x` when they are equal (as Swift's `min`): one `minss`, which
/// returns its first operand only when it is less.
static inline float smaller(float x, float y) { return _mm_cvtss_f32(_mm_min_ss(_mm_set_ss(y), _mm_set_ss(x))); }

/// The larger of two values; `y` when they are equal (as Swift's `max`): one `maxss`, which returns
/// its second operand on a tie. (They differ only for NaN, which no edge here carries: its end
/// points are finite, and so is every x along it.)
static inline float larger(float x, float y) { return _mm_cvtss_f32(_mm_max_ss(_mm_set_ss(x), _mm_set_ss(y))); }
#else
/// The smaller of two values; `x` when they are equal (as Swift's `min`).
static inline float smaller(float x, float y) { return y < x ? y : x; }

/// The larger of two values; `y` when they are equal (as Swift's `max`).
static inline float larger(float x, float y) { return y >= x ? y : x; }
#endif

static inline size_t smaller_index(size_t a, size_t b) { return a < b ? a : b; }
static inline size_t larger_index(size_t a, size_t b) { return a > b ? a : b; }

// Floors and ceilings of values in 0...2^24, where truncation is the floor: one rounding
// instruction where the CPU has it (`avx2` is a constant in each caller), two conversions where not.
static inline float floor_of(float value, int avx2) {
    return avx2 ? __builtin_floorf(value) : (float)(long)value;
}

static inline float ceiling_of(float value, int avx2) {
    if (avx2) return __builtin_ceilf(value);
    const float truncated = (float)(long)value;
    return truncated < value ? truncated + 1.0f : truncated;
}

/// Sets the touched bits of cells `start..<end` in one row's words.
static inline void touch(uint64_t *words, size_t start, size_t end) {
    const size_t last = end - 1;
    if (last - start < 63 && (start >> 6) == (last >> 6)) {
        // Within one word (nearly always: an edge crosses a few cells a row).
        words[start >> 6] |= ((UINT64_MAX >> (63 - (last - start))) << (start & 63));
        return;
    }
    size_t first = start;
    while (first <= last) {
        const size_t word = first >> 6;
        const unsigned low = (unsigned)(first & 63);
        const size_t span = low + (last - first);
        const unsigned high = span < 63 ? (unsigned)span : 63;
        words[word] |= (UINT64_MAX >> (63 - high)) & (UINT64_MAX << low);
        first += high - low + 1;
    }
}

/// Adds one row of a sloped edge, which enters the row at `x` and crosses `dy` of its height
/// (1 on the rows it crosses whole), and returns where it leaves the row.
static inline __attribute__((always_inline)) float accumulate_row(
    float *row_cells, uint64_t *words, float x, float dxdy, float dy, float direction, float right, int avx2)
{
    const float x_next = x + dxdy * dy;
    const float d = dy * direction;
    const float lo = smaller(larger(smaller(x, x_next), 0.0f), right);
    const float hi = smaller(larger(larger(x, x_next), 0.0f), right);
    // Both are in 0...right, where truncation is the floor.
    const float lo_floor = floor_of(lo, avx2);
    const size_t lo_index = (size_t)(long)lo_floor;
    const float hi_ceil = ceiling_of(hi, avx2);
    const size_t hi_index = (size_t)(long)hi_ceil;
    if (hi_index <= lo_index + 1) {
        // The edge stays inside one cell on this row.
        const float middle = 0.5f * (lo + hi) - lo_floor;
        row_cells[lo_index] += d - d * middle;
        row_cells[lo_index + 1] += d * middle;
        touch(words, lo_index, lo_index + 2);
    } else {
        const float slope = 1.0f / (hi - lo);
        const float start_fraction = lo - lo_floor;
        const float first_area = 0.5f * slope * (1.0f - start_fraction) * (1.0f - start_fraction);
        const float end_fraction = hi - hi_ceil + 1.0f;
        const float last_area = 0.5f * slope * end_fraction * end_fraction;
        row_cells[lo_index] += d * first_area;
        if (hi_index == lo_index + 2) {
            row_cells[lo_index + 1] += d * (1.0f - first_area - last_area);
        } else {
            const float second_area = slope * (1.5f - start_fraction);
            row_cells[lo_index + 1] += d * (second_area - first_area);
            for (size_t column = lo_index + 2; column < hi_index - 1; column++) {
                row_cells[column] += d * slope;
            }
            const float before_last = second_area + (float)(long)(hi_index - lo_index - 3) * slope;
            row_cells[hi_index - 1] += d * (1.0f - before_last - last_area);
        }
        row_cells[hi_index] += d * last_area;
        touch(words, lo_index, hi_index + 1);
    }
    return x_next;
}

/// Rows of sloped edges queued for `flush_rows`, in the order the edges reached them: where each
/// enters its row (`x`), leaves it (`x_next`) and its signed height there (`d`, `dy * direction`).
enum { ROW_BATCH = 256 };
typedef struct row_batch row_batch;
struct row_batch {
    size_t count;
    /// Works out and adds the queued rows: sixteen lanes at a time (AVX-512) or eight (AVX2).
    void (*flush)(row_batch *batch, const bento_coverage_cells *shape, float right);
    uint32_t row[ROW_BATCH];
    float x[ROW_BATCH], x_next[ROW_BATCH], d[ROW_BATCH];
};

static inline void flush_rows(row_batch *batch, const bento_coverage_cells *shape, float right) { batch->flush(batch, shape, right); }

/// One row of a sloped edge: added now (`accumulate_row`) without a batch, queued with one.
/// Returns where the edge leaves the row.
static inline __attribute__((always_inline)) float add_row(
    row_batch *batch, const bento_coverage_cells *shape, size_t row, float x, float dxdy, float dy, float direction,
    float right, int avx2)
{
    if (!batch) {
        return accumulate_row(shape->cells + row * shape->row_stride, shape->touched + row * shape->words_per_row, x, dxdy, dy,
                              direction, right, avx2);
    }
    const float x_next = x + dxdy * dy;
    const size_t i = batch->count;
    batch->row[i] = (uint32_t)row;
    batch->x[i] = x;
    batch->x_next[i] = x_next;
    batch->d[i] = dy * direction;
    if (++batch->count == ROW_BATCH) flush_rows(batch, shape, right);
    return x_next;
}

/// Adds the edge from (`ax`, `ay`) to (`bx`, `by`), inside the shape's columns, to the cells of the
/// rows it crosses.
static inline __attribute__((always_inline)) void accumulate_edge(
    const bento_coverage_cells *shape, float ax, float ay, float bx, float by, int avx2, row_batch *batch)
{
    if (ay == by) return;
    const float direction = ay < by ? 1.0f : -1.0f;
    const float x0 = ay < by ? ax : bx, y0 = ay < by ? ay : by;
    const float x1 = ay < by ? bx : ax, y1 = ay < by ? by : ay;
    const float height = (float)(long)shape->height;
    if (!(y1 > 0.0f && y0 < height)) return;
    const float right = (float)(long)shape->width;
    const float dxdy = (x1 - x0) / (y1 - y0);
    float x = x0;
    if (y0 < 0.0f) x -= y0 * dxdy;
    const size_t first_row = y0 < 0.0f ? 0 : (size_t)(long)y0;
    // Rows end at the canvas however far the edge goes (a far coordinate must not overflow);
    // short of it, at the ceiling of y1 (0 < y1 < height, where truncation is the floor).
    size_t end_row = shape->height;
    if (y1 < height) end_row = (size_t)(long)ceiling_of(y1, avx2);
    const size_t stride = shape->row_stride, words_per_row = shape->words_per_row;
    float *const cells = shape->cells;
    uint64_t *const touched = shape->touched;

    if (dxdy == 0.0f) {
        // Rows queued before this edge reach their cells first, as they were drawn first.
        if (batch && batch->count) flush_rows(batch, shape, right);
        // A vertical edge (most rows of most UI shapes): the same two cells on every row, with the
        // arithmetic of the general case below, and their touched bits worked out once.
        const float lo = smaller(larger(x, 0.0f), right);
        const float lo_floor = floor_of(lo, avx2);
        const size_t lo_index = (size_t)(long)lo_floor;
        const float middle = 0.5f * (lo + lo) - lo_floor;
        const size_t word = lo_index >> 6;
        const unsigned bit = (unsigned)(lo_index & 63);
        const uint64_t first_bits = bit == 63 ? (uint64_t)1 << 63 : (uint64_t)3 << bit;
        const uint64_t second_bits = bit == 63 ? 1 : 0;
        for (size_t row = first_row; row < end_row; row++) {
            const float top = (float)(long)row;
            const float d = (smaller(top + 1.0f, y1) - larger(top, y0)) * direction;
            float *const row_cells = cells + row * stride;
            row_cells[lo_index] += d - d * middle;
            row_cells[lo_index + 1] += d * middle;
            uint64_t *const words = touched + row * words_per_row + word;
            words[0] |= first_bits;
            if (second_bits != 0) words[1] |= second_bits;
        }
        return;
    }

    // Rows the edge crosses from top to bottom (top >= y0 and top + 1 <= y1) have dy = 1 exactly,
    // as the general expression gives there; only the first and last rows need it.
    const size_t whole_from = y0 <= 0.0f ? first_row : smaller_index((size_t)(long)ceiling_of(y0, avx2), end_row);
    const size_t whole_to = larger_index(whole_from, y1 < height ? smaller_index((size_t)(long)y1, end_row) : end_row);
    size_t row = first_row;
    float top = (float)(long)row;
    for (; row < whole_from; row++, top += 1.0f) {
        const float dy = smaller(top + 1.0f, y1) - larger(top, y0);
        x = add_row(batch, shape, row, x, dxdy, dy, direction, right, avx2);
    }
    for (; row < whole_to; row++) {
        x = add_row(batch, shape, row, x, dxdy, 1.0f, direction, right, avx2);
    }
    top = (float)(long)row;
    for (; row < end_row; row++, top += 1.0f) {
        const float dy = smaller(top + 1.0f, y1) - larger(top, y0);
        x = add_row(batch, shape, row, x, dxdy, dy, direction, right, avx2);
    }
}

/// Adds one segment, in pixels from the shape's top-left corner, clipped to the shape's columns
/// with the arithmetic `CoverageScanner.addLine` used when it clipped in Swift (the references were
/// recorded with it). Parts left of the shape are projected onto its left edge (they cover every
/// pixel to their right exactly as the original did); parts right of it are dropped (a prefix sum
/// never reads them).
static inline __attribute__((always_inline)) void add_segment(
    const bento_coverage_cells *shape, float x0, float y0, float x1, float y1, float right, int avx2, row_batch *batch)
{
    if (y0 == y1 || !__builtin_isfinite(x0) || !__builtin_isfinite(y0) || !__builtin_isfinite(x1) || !__builtin_isfinite(y1)) return;
    if (x0 >= right && x1 >= right) return;
    if (x0 <= 0.0f && x1 <= 0.0f) {
        accumulate_edge(shape, 0.0f, y0, 0.0f, y1, avx2, batch);
        return;
    }
    // Split at x = 0 and x = right, keeping the segment's direction.
    float cuts[3];
    int count = 0;
    if ((x0 < 0.0f) != (x1 < 0.0f)) cuts[count++] = (0.0f - x0) / (x1 - x0);
    if ((x0 > right) != (x1 > right)) cuts[count++] = (right - x0) / (x1 - x0);
    if (count == 0) {
        accumulate_edge(shape, x0, y0, x1, y1, avx2, batch);
        return;
    }
    if (count == 2 && cuts[1] < cuts[0]) {
        const float first = cuts[1];
        cuts[1] = cuts[0];
        cuts[0] = first;
    }
    cuts[count++] = 1.0f;
    float t0 = 0.0f;
    for (int i = 0; i < count; i++) {
        const float t1 = cuts[i];
        const float xa = t0 == 0.0f ? x0 : x0 + (x1 - x0) * t0, ya = y0 + (y1 - y0) * t0;
        const float xb = t1 == 1.0f ? x1 : x0 + (x1 - x0) * t1, yb = t1 == 1.0f ? y1 : y0 + (y1 - y0) * t1;
        const float middle = (xa + xb) / 2.0f;
        if (middle < 0.0f) {
            accumulate_edge(shape, 0.0f, ya, 0.0f, yb, avx2, batch);
        } else if (middle <= right) {
            accumulate_edge(shape, smaller(larger(xa, 0.0f), right), ya, smaller(larger(xb, 0.0f), right), yb, avx2, batch);
        }
        t0 = t1;
    }
}

/// Adds `count` segments (`bento_accumulate_segments`).
static inline __attribute__((always_inline)) void accumulate_segments(
    const bento_coverage_cells *shape, const double *segments, size_t count, double origin_x, double origin_y, int avx2,
    row_batch *batch)
{
    // A copy the cells' stores cannot alias (`touched` is an array of unsigned longs, as the
    // sizes are), so its fields stay in registers.
    const bento_coverage_cells local = *shape;
    const float right = (float)(long)local.width;
    for (size_t i = 0; i < count; i++) {
        const double *segment = segments + 4 * i;
        add_segment(&local, (float)(segment[0] - origin_x), (float)(segment[1] - origin_y),
                    (float)(segment[2] - origin_x), (float)(segment[3] - origin_y), right, avx2, batch);
    }
    if (batch && batch->count) flush_rows(batch, &local, right);
}

void bento_accumulate_segments_portable(const bento_coverage_cells *shape, const double *segments, size_t count,
                                        double origin_x, double origin_y) {
    accumulate_segments(shape, segments, count, origin_x, origin_y, 0, NULL);
}

#if BENTO_HAS_AVX2_KERNELS

AVX2 static void flush_rows_avx2(row_batch *batch, const bento_coverage_cells *shape, float right);

/// The same, with the CPU's rounding instructions and three-operand forms, each sloped row's
/// arithmetic done eight rows at a time.
AVX2 static void accumulate_segments_avx2(const bento_coverage_cells *shape, const double *segments, size_t count,
                                          double origin_x, double origin_y) {
    row_batch batch;
    batch.count = 0;
    batch.flush = flush_rows_avx2;
    accumulate_segments(shape, segments, count, origin_x, origin_y, 1, &batch);
}

/// What a flush works out for each queued row: its first cell, how many cells it spans, its third
/// cell and the end of its touched bits, and the amounts added to its cells.
typedef struct {
    int32_t first_cell[16], spans[16], third_cell[16], touched_ends[16];
    float first[16], second[16], third[16], middle[16], before_last[16], last[16];
} flushed_rows;

/// Adds `lanes` worked-out rows to their cells one row at a time, in the order they were queued:
/// each cell gets the same additions in the same order as without the queue.
static inline __attribute__((always_inline)) void add_flushed_rows(
    const flushed_rows *worked, const uint32_t *rows, size_t lanes, const bento_coverage_cells *shape)
{
    float *const cells = shape->cells;
    uint64_t *const touched = shape->touched;
    const size_t stride = shape->row_stride, words_per_row = shape->words_per_row;
    for (size_t lane = 0; lane < lanes; lane++) {
        const size_t row = rows[lane];
        float *const row_cells = cells + row * stride;
        const size_t lo_cell = (size_t)worked->first_cell[lane];
        row_cells[lo_cell] += worked->first[lane];
        row_cells[lo_cell + 1] += worked->second[lane];
        row_cells[worked->third_cell[lane]] += worked->third[lane];
        if (__builtin_expect(worked->spans[lane] >= 3, 0)) {
            // Cells past the third: the last of four; middle ones, the one before the last
            // and the last of more.
            const size_t hi_cell = lo_cell + (size_t)worked->spans[lane];
            if (worked->spans[lane] > 3) {
                for (size_t column = lo_cell + 3; column < hi_cell - 1; column++) row_cells[column] += worked->middle[lane];
                row_cells[hi_cell - 1] += worked->before_last[lane];
            }
            row_cells[hi_cell] += worked->last[lane];
        }
        touch(touched + row * words_per_row, lo_cell, (size_t)worked->touched_ends[lane]);
    }
}

/// Two batches of worked-out rows, the last one added only once the next is worked out
/// (`flush_rows_avx2`, `flush_rows_avx512`): its values, stored as vectors, are then read back one
/// by one from the cache, not straight after the stores (where each read waited for them). The
/// rows are still added in the order queued.
typedef struct {
    flushed_rows batches[2];
    size_t next, waiting, waiting_start;
} flush_pipeline;

/// Where the next batch is worked out.
static inline flushed_rows *pipeline_next(flush_pipeline *pipeline) { return &pipeline->batches[pipeline->next]; }

/// Adds the batch waiting, if any (the last one, once no other follows).
static inline __attribute__((always_inline)) void pipeline_finish(
    flush_pipeline *pipeline, const row_batch *batch, const bento_coverage_cells *shape)
{
    if (pipeline->waiting > 0) {
        add_flushed_rows(&pipeline->batches[pipeline->next ^ 1], batch->row + pipeline->waiting_start, pipeline->waiting, shape);
    }
}

/// The batch of `lanes` rows from `start` is worked out: the batch before it is added.
static inline __attribute__((always_inline)) void pipeline_worked(
    flush_pipeline *pipeline, const row_batch *batch, size_t start, size_t lanes, const bento_coverage_cells *shape)
{
    pipeline_finish(pipeline, batch, shape);
    pipeline->waiting = lanes;
    pipeline->waiting_start = start;
    pipeline->next ^= 1;
}

/// `flush_rows_avx512` on eight AVX2 lanes: the same operations in the same order, the masks as
/// lanes of all ones, so the same floats and the same cells.
AVX2 static void flush_rows_avx2(row_batch *batch, const bento_coverage_cells *shape, float right) {
    const size_t count = batch->count;
    batch->count = 0;
    const __m256 zero = _mm256_setzero_ps(), rights = _mm256_set1_ps(right);
    const __m256 half = _mm256_set1_ps(0.5f), one = _mm256_set1_ps(1.0f), one_and_a_half = _mm256_set1_ps(1.5f);
    const __m256i lane_numbers = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    flush_pipeline pipeline = {.next = 0, .waiting = 0, .waiting_start = 0};
    for (size_t start = 0; start < count; start += 8) {
        flushed_rows *const worked = pipeline_next(&pipeline);
        const size_t lanes = count - start < 8 ? count - start : 8;
        const __m256i mask = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)lanes), lane_numbers);
        const __m256 x = _mm256_maskload_ps(batch->x + start, mask);
        const __m256 x_next = _mm256_maskload_ps(batch->x_next + start, mask);
        const __m256 d = _mm256_maskload_ps(batch->d + start, mask);
        const __m256 lo = _mm256_min_ps(rights, _mm256_max_ps(_mm256_min_ps(x_next, x), zero));
        const __m256 hi = _mm256_min_ps(rights, _mm256_max_ps(_mm256_max_ps(x, x_next), zero));
        const __m256 lo_floor = _mm256_round_ps(lo, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
        const __m256 hi_ceil = _mm256_round_ps(hi, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC);
        const __m256i lo_index = _mm256_cvttps_epi32(lo_floor);
        const __m256i span = _mm256_sub_epi32(_mm256_cvttps_epi32(hi_ceil), lo_index);
        // Inside one cell.
        const __m256 middle_x = _mm256_sub_ps(_mm256_mul_ps(half, _mm256_add_ps(lo, hi)), lo_floor);
        const __m256 inside_second = _mm256_mul_ps(d, middle_x);
        const __m256 inside_first = _mm256_sub_ps(d, inside_second);
        // Across cells.
        const __m256 slope = _mm256_div_ps(one, _mm256_sub_ps(hi, lo));
        const __m256 start_fraction = _mm256_sub_ps(lo, lo_floor);
        const __m256 rest = _mm256_sub_ps(one, start_fraction);
        const __m256 first_area = _mm256_mul_ps(_mm256_mul_ps(_mm256_mul_ps(half, slope), rest), rest);
        const __m256 end_fraction = _mm256_add_ps(_mm256_sub_ps(hi, hi_ceil), one);
        const __m256 last_area = _mm256_mul_ps(_mm256_mul_ps(_mm256_mul_ps(half, slope), end_fraction), end_fraction);
        const __m256 second_area = _mm256_mul_ps(slope, _mm256_sub_ps(one_and_a_half, start_fraction));
        const __m256 middles = _mm256_cvtepi32_ps(_mm256_sub_epi32(span, _mm256_set1_epi32(3)));
        const __m256 before_last_area = _mm256_add_ps(second_area, _mm256_mul_ps(middles, slope));
        const __m256 second_of_two = _mm256_mul_ps(d, _mm256_sub_ps(_mm256_sub_ps(one, first_area), last_area));
        const __m256 second_of_more = _mm256_mul_ps(d, _mm256_sub_ps(second_area, first_area));
        const __m256i inside = _mm256_cmpgt_epi32(_mm256_set1_epi32(2), span);
        const __m256 inside_lanes = _mm256_castsi256_ps(inside);
        const __m256 two = _mm256_castsi256_ps(_mm256_cmpeq_epi32(span, _mm256_set1_epi32(2)));
        const __m256 three = _mm256_castsi256_ps(_mm256_cmpeq_epi32(span, _mm256_set1_epi32(3)));
        const __m256 middle_value = _mm256_mul_ps(d, slope);
        const __m256 before_last_value = _mm256_mul_ps(d, _mm256_sub_ps(_mm256_sub_ps(one, before_last_area), last_area));
        const __m256 last_value = _mm256_mul_ps(d, last_area);
        // As on sixteen lanes: a row inside one cell adds +0 to its second cell instead.
        __m256 third_value = _mm256_blendv_ps(middle_value, before_last_value, three);
        third_value = _mm256_blendv_ps(third_value, last_value, two);
        third_value = _mm256_andnot_ps(inside_lanes, third_value);
        const __m256i third_offset = _mm256_blendv_epi8(_mm256_set1_epi32(2), _mm256_set1_epi32(1), inside);
        const __m256i touched_end = _mm256_blendv_epi8(
            _mm256_add_epi32(_mm256_add_epi32(lo_index, span), _mm256_set1_epi32(1)), _mm256_add_epi32(lo_index, _mm256_set1_epi32(2)), inside);
        _mm256_storeu_si256((__m256i *)worked->first_cell, lo_index);
        _mm256_storeu_si256((__m256i *)worked->spans, span);
        _mm256_storeu_si256((__m256i *)worked->third_cell, _mm256_add_epi32(lo_index, third_offset));
        _mm256_storeu_si256((__m256i *)worked->touched_ends, touched_end);
        _mm256_storeu_ps(worked->first, _mm256_blendv_ps(_mm256_mul_ps(d, first_area), inside_first, inside_lanes));
        _mm256_storeu_ps(worked->second, _mm256_blendv_ps(_mm256_blendv_ps(second_of_more, second_of_two, two), inside_second, inside_lanes));
        _mm256_storeu_ps(worked->third, third_value);
        _mm256_storeu_ps(worked->middle, middle_value);
        _mm256_storeu_ps(worked->before_last, before_last_value);
        _mm256_storeu_ps(worked->last, last_value);
        pipeline_worked(&pipeline, batch, start, lanes, shape);
    }
    pipeline_finish(&pipeline, batch, shape);
}

/// The cells of up to sixteen queued rows, worked out in the lanes of AVX-512 registers with the
/// operations `accumulate_row` does one at a time, in its order (so the same floats), then added
/// by `add_flushed_rows`.
AVX512 static void flush_rows_avx512(row_batch *batch, const bento_coverage_cells *shape, float right) {
    const size_t count = batch->count;
    batch->count = 0;
    const __m512 zero = _mm512_setzero_ps(), rights = _mm512_set1_ps(right);
    const __m512 half = _mm512_set1_ps(0.5f), one = _mm512_set1_ps(1.0f), one_and_a_half = _mm512_set1_ps(1.5f);
    flush_pipeline pipeline = {.next = 0, .waiting = 0, .waiting_start = 0};
    for (size_t start = 0; start < count; start += 16) {
        flushed_rows *const worked = pipeline_next(&pipeline);
        const size_t lanes = count - start < 16 ? count - start : 16;
        const __mmask16 mask = first_lanes(lanes);
        const __m512 x = _mm512_maskz_loadu_ps(mask, batch->x + start);
        const __m512 x_next = _mm512_maskz_loadu_ps(mask, batch->x_next + start);
        const __m512 d = _mm512_maskz_loadu_ps(mask, batch->d + start);
        // smaller(a, b) is min_ps(b, a) and larger(a, b) max_ps(a, b): the same operand on a tie.
        const __m512 lo = _mm512_min_ps(rights, _mm512_max_ps(_mm512_min_ps(x_next, x), zero));
        const __m512 hi = _mm512_min_ps(rights, _mm512_max_ps(_mm512_max_ps(x, x_next), zero));
        const __m512 lo_floor = _mm512_roundscale_ps(lo, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
        const __m512 hi_ceil = _mm512_roundscale_ps(hi, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC);
        const __m512i lo_index = _mm512_cvttps_epi32(lo_floor);
        const __m512i span = _mm512_sub_epi32(_mm512_cvttps_epi32(hi_ceil), lo_index);
        // Inside one cell.
        const __m512 middle_x = _mm512_sub_ps(_mm512_mul_ps(half, _mm512_add_ps(lo, hi)), lo_floor);
        const __m512 inside_second = _mm512_mul_ps(d, middle_x);
        const __m512 inside_first = _mm512_sub_ps(d, inside_second);
        // Across cells.
        const __m512 slope = _mm512_div_ps(one, _mm512_sub_ps(hi, lo));
        const __m512 start_fraction = _mm512_sub_ps(lo, lo_floor);
        const __m512 rest = _mm512_sub_ps(one, start_fraction);
        const __m512 first_area = _mm512_mul_ps(_mm512_mul_ps(_mm512_mul_ps(half, slope), rest), rest);
        const __m512 end_fraction = _mm512_add_ps(_mm512_sub_ps(hi, hi_ceil), one);
        const __m512 last_area = _mm512_mul_ps(_mm512_mul_ps(_mm512_mul_ps(half, slope), end_fraction), end_fraction);
        const __m512 second_area = _mm512_mul_ps(slope, _mm512_sub_ps(one_and_a_half, start_fraction));
        const __m512 middles = _mm512_cvtepi32_ps(_mm512_sub_epi32(span, _mm512_set1_epi32(3)));
        const __m512 before_last_area = _mm512_add_ps(second_area, _mm512_mul_ps(middles, slope));
        const __m512 second_of_two = _mm512_mul_ps(d, _mm512_sub_ps(_mm512_sub_ps(one, first_area), last_area));
        const __m512 second_of_more = _mm512_mul_ps(d, _mm512_sub_ps(second_area, first_area));
        const __mmask16 inside = _mm512_cmple_epi32_mask(span, _mm512_set1_epi32(1));
        const __mmask16 two = _mm512_cmpeq_epi32_mask(span, _mm512_set1_epi32(2));
        const __mmask16 three = _mm512_cmpeq_epi32_mask(span, _mm512_set1_epi32(3));
        const __m512 middle_value = _mm512_mul_ps(d, slope);
        const __m512 before_last_value = _mm512_mul_ps(d, _mm512_sub_ps(_mm512_sub_ps(one, before_last_area), last_area));
        const __m512 last_value = _mm512_mul_ps(d, last_area);
        // The third cell from the first: the last of three, the one before the last of four, a
        // middle one of more; a row inside one cell adds +0 to its second cell instead (a cell
        // starts at +0, so no addition makes it -0, and adding +0 changes nothing).
        __m512 third_value = _mm512_mask_blend_ps(three, middle_value, before_last_value);
        third_value = _mm512_mask_blend_ps(two, third_value, last_value);
        third_value = _mm512_maskz_mov_ps((__mmask16)~inside, third_value);
        const __m512i third_offset = _mm512_mask_blend_epi32(inside, _mm512_set1_epi32(2), _mm512_set1_epi32(1));
        const __m512i touched_end = _mm512_mask_blend_epi32(
            inside, _mm512_add_epi32(_mm512_add_epi32(lo_index, span), _mm512_set1_epi32(1)), _mm512_add_epi32(lo_index, _mm512_set1_epi32(2)));
        _mm512_storeu_si512((void *)worked->first_cell, lo_index);
        _mm512_storeu_si512((void *)worked->spans, span);
        _mm512_storeu_si512((void *)worked->third_cell, _mm512_add_epi32(lo_index, third_offset));
        _mm512_storeu_si512((void *)worked->touched_ends, touched_end);
        _mm512_storeu_ps(worked->first, _mm512_mask_blend_ps(inside, _mm512_mul_ps(d, first_area), inside_first));
        _mm512_storeu_ps(worked->second, _mm512_mask_blend_ps(inside, _mm512_mask_blend_ps(two, second_of_more, second_of_two), inside_second));
        _mm512_storeu_ps(worked->third, third_value);
        _mm512_storeu_ps(worked->middle, middle_value);
        _mm512_storeu_ps(worked->before_last, before_last_value);
        _mm512_storeu_ps(worked->last, last_value);
        pipeline_worked(&pipeline, batch, start, lanes, shape);
    }
    pipeline_finish(&pipeline, batch, shape);
}

/// `accumulate_segments_avx2` with each sloped row's arithmetic done sixteen rows at a time.
AVX512 static void accumulate_segments_avx512(const bento_coverage_cells *shape, const double *segments, size_t count,
                                              double origin_x, double origin_y) {
    row_batch batch;
    batch.count = 0;
    batch.flush = flush_rows_avx512;
    accumulate_segments(shape, segments, count, origin_x, origin_y, 1, &batch);
}

void bento_accumulate_segments(const bento_coverage_cells *shape, const double *segments, size_t count,
                               double origin_x, double origin_y) {
    const int level = bento_pixel_kernels_level();
    if (level >= BENTO_KERNELS_AVX512) {
        accumulate_segments_avx512(shape, segments, count, origin_x, origin_y);
    } else if (level >= BENTO_KERNELS_AVX2) {
        accumulate_segments_avx2(shape, segments, count, origin_x, origin_y);
    } else {
        bento_accumulate_segments_portable(shape, segments, count, origin_x, origin_y);
    }
}

#else

void bento_accumulate_segments(const bento_coverage_cells *shape, const double *segments, size_t count,
                               double origin_x, double origin_y) {
    bento_accumulate_segments_portable(shape, segments, count, origin_x, origin_y);
}

#endif
