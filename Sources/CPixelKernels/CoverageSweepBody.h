// The sweep's loop, included once per instruction set by CoverageSweep.c with these defined:
// SWEEP_TARGET (the function attribute), SWEEP_NAME, SWEEP_RUN (the run of one coverage),
// SWEEP_CHUNK (8 or 16 pixels) and SWEEP_BLEND_CHUNK(pixels, low, high, count, room, color)
// (blends up to SWEEP_CHUNK pixels, their coverages one byte each in `low` then `high`).

/// `SolidSourceOverSink.blitRun`: `count` pixels with one coverage.
SWEEP_TARGET static inline void SWEEP_RUN(uint32_t *row, size_t count, size_t room, uint8_t coverage, uint32_t color) {
    uint32_t source = coverage == 255 ? color : scale_pixel(color, coverage);
    uint32_t alpha = source >> 24;
    if (alpha == 255) {
        for (size_t i = 0; i < count; i++) row[i] = source;
    } else if (alpha != 0) {
        SWEEP_BLEND_CONSTANT(row, count, room, source, 255 - alpha);
    }
}

/// The sweep for one fill rule; `even_odd` is a constant in each caller, so each gets its own loop.
SWEEP_TARGET static inline __attribute__((always_inline)) void SWEEP_NAME(
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
                    if (value != 0) SWEEP_RUN(pixels + position, smaller(start, width) - position, room - position, value, color);
                }
                // The stretch's coverages, a chunk at a time in registers and blended from there
                // (the row kernels' chunks, without the round trip through memory). The sum is
                // added pixel by pixel in order, as the Swift sweep adds it, on every path.
                size_t visible_end = smaller(end, width);
                size_t column = start;
                while (column < visible_end) {
                    const size_t count = smaller(SWEEP_CHUNK, visible_end - column);
                    uint64_t low = 0, high = 0;
                    for (size_t k = 0; k < count; k++) {
                        sum += cells[column + k];
                        cells[column + k] = 0;
                        const uint64_t value = even_odd ? even_odd_coverage(sum) : non_zero_coverage(sum);
                        if (k < 8) {
                            low |= value << (8 * k);
                        } else {
                            high |= value << (8 * (k - 8));
                        }
                    }
                    SWEEP_BLEND_CHUNK(pixels + column, low, high, count, room - column, color);
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
            if (value != 0) SWEEP_RUN(pixels + position, width - position, room - position, value, color);
        }
    }
}
