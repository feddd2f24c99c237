#include "CoverageCells.h"

// Single-precision arithmetic in a fixed order (float literals throughout, nothing fused into a
// multiply-add), so every build on every CPU accumulates the same cells bit for bit. Conversions
// between floats and sizes go through `long`: the values are small and non-negative, and the
// signed conversions are single instructions where the unsigned ones are branchy sequences.
#pragma STDC FP_CONTRACT OFF

/// The smaller of two values; `x` when they are equal (as Swift's `min`).
static inline float smaller(float x, float y) { return y < x ? y : x; }

/// The larger of two values; `y` when they are equal (as Swift's `max`).
static inline float larger(float x, float y) { return y >= x ? y : x; }

/// Sets the touched bits of cells `start..<end` in one row's words.
static inline void touch(uint64_t *words, size_t start, size_t end) {
    size_t first = start;
    const size_t last = end - 1;
    while (first <= last) {
        const size_t word = first >> 6;
        const unsigned low = (unsigned)(first & 63);
        const size_t span = low + (last - first);
        const unsigned high = span < 63 ? (unsigned)span : 63;
        words[word] |= (UINT64_MAX >> (63 - high)) & (UINT64_MAX << low);
        first += high - low + 1;
    }
}

void bento_accumulate_edge(const bento_coverage_cells *shape, float ax, float ay, float bx, float by) {
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
    if (y1 < height) {
        const float y1_truncated = (float)(long)y1;
        end_row = (size_t)(long)(y1_truncated < y1 ? y1_truncated + 1.0f : y1_truncated);
    }
    const size_t stride = shape->row_stride, words_per_row = shape->words_per_row;
    float *const cells = shape->cells;
    uint64_t *const touched = shape->touched;

    if (dxdy == 0.0f) {
        // A vertical edge (most rows of most UI shapes): the same two cells on every row, with the
        // arithmetic of the general case below, and their touched bits worked out once.
        const float lo = smaller(larger(x, 0.0f), right);
        const float lo_floor = (float)(long)lo;
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

    for (size_t row = first_row; row < end_row; row++) {
        const float top = (float)(long)row;
        const float dy = smaller(top + 1.0f, y1) - larger(top, y0);
        const float x_next = x + dxdy * dy;
        const float d = dy * direction;
        const float lo = smaller(larger(smaller(x, x_next), 0.0f), right);
        const float hi = smaller(larger(larger(x, x_next), 0.0f), right);
        // Both are in 0...right, where truncation is the floor.
        const float lo_floor = (float)(long)lo;
        const size_t lo_index = (size_t)(long)lo_floor;
        const float hi_truncated = (float)(long)hi;
        const float hi_ceil = hi_truncated < hi ? hi_truncated + 1.0f : hi_truncated;
        const size_t hi_index = (size_t)(long)hi_ceil;
        float *const row_cells = cells + row * stride;
        uint64_t *const words = touched + row * words_per_row;
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
        x = x_next;
    }
}
