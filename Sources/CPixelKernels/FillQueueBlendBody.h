// Blending a queue's fills band by band, included once per instruction set by FillQueue.c with
// these defined: BLEND_TARGET (the function attribute), BLEND_NAME, BLEND_RUN(row, count, room,
// coverage, color) and BLEND_SPAN(row, coverage, count, room, color).

/// Blends one fill's rows `from ..< to` (canvas rows), reading its stream from its cursor on.
BLEND_TARGET static inline void BLEND_NAME(_rows)(queued_fill *fill,
                                               uint32_t *pixels, size_t width, size_t from, size_t to) {
    const uint8_t *op = fill->cursor;
    uint32_t *row = pixels + from * width + fill->x;
    const size_t room = width - fill->x;
    const uint32_t color = fill->color;
    for (size_t y = from; y < to; y++, row += width) {
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
            if (tag == op_next_block) {
                memcpy(&op, op + 1, sizeof op);
                continue;
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
        for (size_t entry = queue->band_starts[band]; entry < queue->band_starts[band + 1]; entry++) {
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
