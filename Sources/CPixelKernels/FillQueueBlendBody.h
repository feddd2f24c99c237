// Blending a queue's fills band by band, included once per instruction set by FillQueue.c with
// these defined: BLEND_TARGET (the function attribute), BLEND_NAME, BLEND_RUN(row, count, room,
// coverage, color) and BLEND_SPAN(row, coverage, count, room, color); BLEND_EDGES_WITH_RUN where
// BLEND_NAME(_edges_with_run) exists, defined here (sixteen lanes) with BLEND_EDGES_WITH_RUN_X16
// where the instruction set has sixteen-lane masks.

#ifdef BLEND_EDGES_WITH_RUN_X16
/// A row that is an edge, a run and an edge (most rows of most shapes), its operations from
/// `*cursor`: each edge is blended together with the run's pixels beside it, one sixteen-pixel
/// chunk of coverages each, and the run between them in whole chunks, so no pixel is loaded right
/// after a store to its neighbours (which made an edge wait, on AMD's CPUs, for the store before
/// it). The run's pixels get the blend for any coverage, the same bytes for a premultiplied colour
/// as the run's own. Returns 0, having done nothing, for any other row.
BLEND_TARGET static inline int BLEND_NAME(_edges_with_run)(const uint8_t **cursor, uint32_t *row, size_t room, uint32_t color) {
    edge_run_edge parts;
    if (!read_edge_run_edge(*cursor, 32, &parts)) return 0;
    const uint8_t *left = *cursor, *right = parts.right, *end = parts.end;
    const size_t start = parts.start, left_count = parts.left_count, run_end = parts.run_end, right_count = parts.right_count;
    const __m128i run_coverage = _mm_set1_epi8((char)parts.run_coverage);
    // The left edge's coverages, then the run's: sixteen pixels, all inside the row.
    const __mmask16 left_lanes = first_lanes(left_count);
    const __m128i left_coverage = _mm_mask_mov_epi8(run_coverage, left_lanes, _mm_maskz_loadu_epi8(left_lanes, left + span_header_bytes));
    const __m512i left_pixels = _mm512_loadu_si512((const void *)(row + start));
    _mm512_storeu_si512((void *)(row + start), blend_coverage16(left_pixels, left_coverage, color));
    // The run's whole chunks after that.
    const size_t middle = start + 16, rest = (run_end - middle) % 16, middle_end = run_end - rest;
    if (middle_end > middle) BLEND_RUN(row + middle, middle_end - middle, room - middle, parts.run_coverage, color);
    // The run's last pixels, then the right edge's coverages: up to 23 lanes, sixteen at a time.
    const size_t lanes = rest + right_count, first = lanes < 16 ? lanes : 16;
    const __mmask16 edge_lanes = (__mmask16)(first_lanes(first) & ~first_lanes(rest));
    const __m128i right_coverage = _mm_mask_mov_epi8(
        _mm_maskz_loadu_epi8(edge_lanes, right + span_header_bytes - rest), first_lanes(rest), run_coverage);
    const __mmask16 right_lanes = first_lanes(first);
    const __m512i right_pixels = _mm512_maskz_loadu_epi32(right_lanes, row + middle_end);
    _mm512_mask_storeu_epi32(row + middle_end, right_lanes, blend_coverage16(right_pixels, right_coverage, color));
    if (lanes > 16) {
        BLEND_SPAN(row + middle_end + 16, right + span_header_bytes + (16 - rest), lanes - 16, room - middle_end - 16, color);
    }
    *cursor = end + 1;
    return 1;
}
#endif

/// Blends one fill's rows `from ..< to` (canvas rows), reading its stream from its cursor on.
BLEND_TARGET static inline void BLEND_NAME(_rows)(queued_fill *fill,
                                               uint32_t *pixels, size_t width, size_t from, size_t to) {
    const uint8_t *op = fill->cursor;
    uint32_t *row = pixels + from * width + fill->x;
    const size_t room = width - fill->x;
    const uint32_t color = fill->color;
    for (size_t y = from; y < to; y++, row += width) {
        if (*op == op_next_block) memcpy(&op, op + 1, sizeof op);
#ifdef BLEND_EDGES_WITH_RUN
        if (BLEND_NAME(_edges_with_run)(&op, row, room, color)) continue;
#endif
        // Runs first, spans after: a row's operations cover separate pixels, so their order does
        // not matter, and a span (an edge, a pixel or two) then finds its pixels already brought
        // in by the run beside it rather than waiting for them.
        const uint8_t *spans[4];
        size_t span_count = 0;
        for (;;) {
            const uint8_t tag = *op;
            if (tag == op_end_of_row) {
                op++;
                break;
            }
            const size_t at = read32(op + 1), count = read32(op + 5);
            if (tag == op_run) {
                BLEND_RUN(row + at, count, room - at, op[9], color);
                op += run_bytes;
            } else {
                if (span_count < 4) {
                    spans[span_count++] = op;
                } else {
                    BLEND_SPAN(row + at, op + span_header_bytes, count, room - at, color);
                }
                op += span_header_bytes + count;
            }
        }
        for (size_t index = 0; index < span_count; index++) {
            const size_t at = read32(spans[index] + 1), count = read32(spans[index] + 5);
            BLEND_SPAN(row + at, spans[index] + span_header_bytes, count, room - at, color);
        }
    }
    fill->cursor = op;
}

/// Every band in turn: the fills listed for it, in the order they were added.
BLEND_TARGET static void BLEND_NAME(_bands)(bento_fill_queue *queue, uint32_t *pixels, size_t width, size_t height,
                                            size_t band_rows, size_t bands) {
    for (size_t band = 0; band < bands; band++) {
        const size_t top = band * band_rows, bottom = smaller(top + band_rows, height);
        const size_t last = queue->band_starts[band + 1];
        for (size_t entry = queue->band_starts[band]; entry < last; entry++) {
            // The operations of the fill after next start loading: each fill's are a stretch of
            // the stream written long before, which memory would otherwise bring in row by row.
            if (entry + 2 < last) {
                const uint8_t *ahead = queue->fills[queue->band_entries[entry + 2]].cursor;
                for (int line = 0; line < 8; line++) __builtin_prefetch(ahead + 64 * line, 0, 3);
            }
            queued_fill *fill = &queue->fills[queue->band_entries[entry]];
            BLEND_NAME(_rows)(fill, pixels, width, larger(fill->y, top), smaller(fill->y + fill->height, bottom));
        }
    }
}

/// Each fill whole, one after another (when the bands' lists could not be made).
BLEND_TARGET static void BLEND_NAME(_in_order)(bento_fill_queue *queue, uint32_t *pixels, size_t width) {
    for (size_t index = 0; index < queue->count; index++) {
        queued_fill *fill = &queue->fills[index];
        BLEND_NAME(_rows)(fill, pixels, width, fill->y, fill->y + fill->height);
    }
}
