#include "FillQueue.h"
#include "BlendKernels.h"
#include "CoverageMath.h"
#include "PixelKernels.h"

#include <stdlib.h>
#include <string.h>

// The coverage is summed exactly as the Swift sweep sums it; nothing may be fused into a multiply-add.
#pragma STDC FP_CONTRACT OFF

/// One queued fill: its colour, its rows' place on the canvas and where its next row's
/// operations start.
typedef struct {
    uint32_t color;
    size_t x, y, height;
    const uint8_t *cursor;
} queued_fill;

/// Each row of a fill is a list of operations ended by `op_end_of_row`: a run (tag, x and count as
/// 32-bit numbers from the fill's left edge, one coverage) or a span (tag, x, count, then a
/// coverage per pixel). Runs of coverage 0 are left out. `op_next_block`, only ever where a row
/// starts, says the fill goes on at the start of the next block.
enum { op_end_of_row = 0, op_run = 1, op_span = 2, op_next_block = 3 };
enum { run_bytes = 10, span_header_bytes = 9 };
/// Bytes the blenders may read past a block's last operation (a span's last chunk is loaded whole).
enum { stream_slack = 16 };

/// A piece of the stream of operations.
typedef struct stream_block {
    struct stream_block *next;
    size_t capacity, used;
    uint8_t bytes[];
} stream_block;

struct bento_fill_queue {
    /// The blocks, first to last; `current` is being written, those after it are spare.
    stream_block *first, *current;
    /// Bytes written into blocks since the queue was last emptied, and how many make it full.
    size_t used, limit;
    /// The usual size of a block; blocks are kept and reused, so a queue costs its memory once.
    size_t block_bytes;
    queued_fill *fills;
    size_t count, fill_capacity;
    /// Per band, the fills reaching it (indices into `fills`, in order): band b's are
    /// `band_entries[band_starts[b] ..< band_starts[b + 1]]`.
    size_t *band_starts;
    uint32_t *band_entries;
    size_t band_capacity, entry_capacity;
};

/// How many bytes of canvas a band holds: well inside a core's second-level cache.
enum { band_bytes = 128 * 1024 };

static inline size_t read32(const uint8_t *bytes) {
    uint32_t value;
    memcpy(&value, bytes, 4);
    return value;
}

static inline uint8_t *write32(uint8_t *bytes, size_t value) {
    uint32_t narrow = (uint32_t)value;
    memcpy(bytes, &narrow, 4);
    return bytes + 4;
}

bento_fill_queue *bento_fill_queue_create(size_t limit, size_t block_bytes) {
    bento_fill_queue *queue = calloc(1, sizeof(bento_fill_queue));
    if (queue == NULL) return NULL;
    queue->limit = limit;
    queue->block_bytes = block_bytes;
    return queue;
}

void bento_fill_queue_destroy(bento_fill_queue *queue) {
    if (queue == NULL) return;
    for (stream_block *block = queue->first; block != NULL;) {
        stream_block *next = block->next;
        free(block);
        block = next;
    }
    free(queue->fills);
    free(queue->band_starts);
    free(queue->band_entries);
    free(queue);
}

size_t bento_fill_queue_count(const bento_fill_queue *queue) { return queue->count; }

void bento_fill_queue_discard(bento_fill_queue *queue) {
    for (stream_block *block = queue->first; block != NULL; block = block->next) block->used = 0;
    queue->current = queue->first;
    queue->used = 0;
    queue->count = 0;
}

/// A block with room for `wanted` bytes after the current one (a spare one if it is large enough,
/// else a new one put in its place); NULL when memory is short.
static stream_block *next_block(bento_fill_queue *queue, size_t wanted) {
    stream_block *spare = queue->current == NULL ? queue->first : queue->current->next;
    if (spare != NULL && spare->capacity >= wanted) return spare;
    size_t capacity = larger(wanted, queue->block_bytes);
    stream_block *block = malloc(sizeof(stream_block) + capacity);
    if (block == NULL) return NULL;
    block->capacity = capacity;
    block->used = 0;
    // The new block takes the spare's place; the spare (too small) is freed.
    block->next = spare == NULL ? NULL : spare->next;
    free(spare);
    if (queue->current == NULL) queue->first = block;
    else queue->current->next = block;
    return block;
}

/// A row's worst case: every other cell starts a stretch, each a run before it and a span; then
/// the jump to the next block and the slack.
static size_t largest_row_bytes(size_t row_stride) {
    return (row_stride / 2 + 2) * (run_bytes + span_header_bytes) + row_stride + 1 + 9 + stream_slack;
}

static inline uint8_t *emit_run(uint8_t *out, size_t at, size_t count, uint8_t coverage) {
    *out++ = op_run;
    out = write32(write32(out, at), count);
    *out++ = coverage;
    return out;
}

static int flush_with_bands(bento_fill_queue *queue, uint32_t *pixels, size_t width, size_t height);

/// Where the next row of the fill being added is written when the current block has no room for
/// any row: the next block (the fill jumps there). When no block can be had, the fills so far
/// (the one being added up to `row`) are blended and the fill goes on as a new one.
static __attribute__((noinline)) uint8_t *room_for_row(bento_fill_queue *queue, uint8_t *out, size_t row_bytes, size_t row,
                                                       uint32_t *pixels, size_t width, size_t height) {
    stream_block *block = queue->current;
    stream_block *next = next_block(queue, row_bytes);
    if (next != NULL) {
        *out++ = op_next_block;
        const uint8_t *target = next->bytes;
        memcpy(out, &target, sizeof target);
        block->used = (size_t)(out + sizeof target - block->bytes);
        queue->current = next;
        next->used = 0;
        return next->bytes;
    }
    block->used = (size_t)(out - block->bytes);
    queued_fill fill = queue->fills[queue->count - 1];
    queue->fills[queue->count - 1].height = row;
    if (row == 0) queue->count--;
    flush_with_bands(queue, pixels, width, height);
    if (queue->first->capacity < row_bytes) abort();  // not even one row fits in memory
    fill.y += row;
    fill.height -= row;
    fill.cursor = queue->first->bytes;
    queue->fills[queue->count++] = fill;
    return queue->first->bytes;
}

/// The sweep of `CoverageScanner` for one fill rule (`even_odd` is a constant in each caller), its
/// runs and spans written to the stream instead of blended.
static inline __attribute__((always_inline)) void sweep_into_stream(
    bento_fill_queue *queue, const bento_coverage_cells *shape, const int even_odd,
    uint32_t *pixels, size_t canvas_width, size_t canvas_height)
{
    const size_t width = shape->width, height = shape->height;
    const size_t stride = shape->row_stride, words_per_row = shape->words_per_row;
    const size_t row_bytes = largest_row_bytes(stride);
    uint8_t *out = queue->current->bytes + queue->current->used;
    for (size_t row = 0; row < height; row++) {
        if (queue->current->capacity - (size_t)(out - queue->current->bytes) < row_bytes) {
            out = room_for_row(queue, out, row_bytes, row, pixels, canvas_width, canvas_height);
        }
        uint8_t *const row_start = out;
        uint64_t *words = shape->touched + row * words_per_row;
        float *cells = shape->cells + row * stride;
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
                    if (value != 0) out = emit_run(out, position, smaller(start, width) - position, value);
                }
                size_t visible_end = smaller(end, width);
                size_t column = start;
                if (column < visible_end) {
                    *out++ = op_span;
                    out = write32(write32(out, start), visible_end - start);
                    for (; column < visible_end; column++) {
                        sum += cells[column];
                        cells[column] = 0;
                        *out++ = even_odd ? even_odd_coverage(sum) : non_zero_coverage(sum);
                    }
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
            if (value != 0) out = emit_run(out, position, width - position, value);
        }
        *out++ = op_end_of_row;
        queue->used += (size_t)(out - row_start);
    }
    queue->current->used = (size_t)(out - queue->current->bytes);
}

int bento_fill_queue_add(bento_fill_queue *queue, const bento_coverage_cells *shape, int even_odd,
                         size_t x, size_t y, uint32_t color, uint32_t *pixels, size_t width, size_t height) {
    // What the fill needs before it starts, so that a queue short of memory has changed nothing.
    if (queue->current == NULL) {
        stream_block *block = next_block(queue, largest_row_bytes(shape->row_stride));
        if (block == NULL) return -1;
        queue->current = block;
    }
    if (queue->count == queue->fill_capacity) {
        size_t capacity = queue->fill_capacity < 256 ? 256 : queue->fill_capacity * 2;
        queued_fill *grown = realloc(queue->fills, capacity * sizeof(queued_fill));
        if (grown == NULL) {
            if (queue->count == 0) return -1;
            flush_with_bands(queue, pixels, width, height);
        } else {
            queue->fills = grown;
            queue->fill_capacity = capacity;
        }
    }
    queue->fills[queue->count++] = (queued_fill){
        .color = color, .x = x, .y = y, .height = shape->height,
        .cursor = queue->current->bytes + queue->current->used};
    if (even_odd) {
        sweep_into_stream(queue, shape, 1, pixels, width, height);
    } else {
        sweep_into_stream(queue, shape, 0, pixels, width, height);
    }
    if (queue->used >= queue->limit) flush_with_bands(queue, pixels, width, height);
    return 0;
}

/// Lists, for bands of `band_rows` rows, the fills reaching each; 0 when memory is short.
static int list_bands(bento_fill_queue *queue, size_t band_rows, size_t bands) {
    if (queue->band_capacity < bands + 1) {
        size_t *grown = realloc(queue->band_starts, (bands + 1) * sizeof(size_t));
        if (grown == NULL) return 0;
        queue->band_starts = grown;
        queue->band_capacity = bands + 1;
    }
    // Each band's count of fills, then where its list starts (a prefix sum; the last is the total).
    size_t *starts = queue->band_starts;
    memset(starts, 0, (bands + 1) * sizeof(size_t));
    for (size_t index = 0; index < queue->count; index++) {
        const queued_fill *fill = &queue->fills[index];
        for (size_t band = fill->y / band_rows; band <= (fill->y + fill->height - 1) / band_rows; band++) starts[band + 1]++;
    }
    for (size_t band = 0; band < bands; band++) starts[band + 1] += starts[band];
    const size_t entries = starts[bands];
    if (queue->entry_capacity < entries) {
        uint32_t *grown = realloc(queue->band_entries, entries * sizeof(uint32_t));
        if (grown == NULL) return 0;
        queue->band_entries = grown;
        queue->entry_capacity = entries;
    }
    // Each band's next free entry, counted up from its start, then set back.
    for (size_t index = 0; index < queue->count; index++) {
        const queued_fill *fill = &queue->fills[index];
        for (size_t band = fill->y / band_rows; band <= (fill->y + fill->height - 1) / band_rows; band++) {
            queue->band_entries[starts[band]++] = (uint32_t)index;
        }
    }
    for (size_t band = bands; band > 0; band--) starts[band] = starts[band - 1];
    starts[0] = 0;
    return 1;
}

#if BENTO_HAS_AVX2_KERNELS

/// `SolidSourceOverSink.blitRun`: `count` pixels with one coverage.
#define DEFINE_BLEND_RUN(target, name, blend_constant)                                                        \
    target static inline void name(uint32_t *row, size_t count, size_t room, uint8_t coverage, uint32_t color) { \
        uint32_t source = coverage == 255 ? color : scale_pixel(color, coverage);                             \
        uint32_t alpha = source >> 24;                                                                        \
        if (alpha == 255) {                                                                                   \
            for (size_t i = 0; i < count; i++) row[i] = source;                                               \
        } else if (alpha != 0) {                                                                              \
            blend_constant;                                                                                   \
        }                                                                                                     \
    }
DEFINE_BLEND_RUN(AVX2, blend_run_avx2, blend_constant_row(row, count, room, source, 255 - alpha))
DEFINE_BLEND_RUN(AVX512, blend_run_avx512, (void)room; blend_constant_row_x16(row, count, source, 255 - alpha))
DEFINE_BLEND_RUN(AVX512VBMI, blend_run_vbmi, (void)room; blend_constant_row_x16_vbmi(row, count, source, 255 - alpha))

/// The first `count` (0...8) bytes of a word.
static inline uint64_t first_bytes(size_t count) { return count >= 8 ? UINT64_MAX : ((uint64_t)1 << (8 * count)) - 1; }

/// A span's coverages eight at a time, each chunk loaded whole and the bytes past the span masked
/// off (the stream has slack after every row, so the load stays inside its block).
AVX2 static inline void blend_span_avx2(uint32_t *row, const uint8_t *coverage, size_t count, size_t room, uint32_t color) {
    for (size_t i = 0; i < count; i += 8) {
        const size_t lanes = count - i < 8 ? count - i : 8;
        uint64_t chunk;
        memcpy(&chunk, coverage + i, 8);
        chunk &= first_bytes(lanes);
        blend_coverage_chunk(row + i, chunk, lanes, room - i, color);
    }
}

/// A row's operations that are an edge of up to eight pixels, a run of at least `shortest_run`
/// right after it and an edge of up to eight right after that, and nothing else: what the
/// edge-row blends (`_edges_with_run`) take apart.
typedef struct {
    size_t start, left_count, run_end, right_count;
    const uint8_t *right, *end;
    uint8_t run_coverage;
} edge_run_edge;

/// Reads the row at `left` as an edge, a run and an edge into `parts`; 0 when it is not one.
static inline int read_edge_run_edge(const uint8_t *left, size_t shortest_run, edge_run_edge *parts) {
    if (left[0] != op_span) return 0;
    const size_t start = read32(left + 1), left_count = read32(left + 5);
    const uint8_t *run = left + span_header_bytes + left_count;
    if (left_count > 8 || run[0] != op_run) return 0;
    const size_t run_start = read32(run + 1), run_count = read32(run + 5);
    const uint8_t *right = run + run_bytes;
    if (run_start != start + left_count || run_count < shortest_run || right[0] != op_span) return 0;
    const size_t run_end = run_start + run_count, right_count = read32(right + 5);
    const uint8_t *end = right + span_header_bytes + right_count;
    if (read32(right + 1) != run_end || right_count > 8 || end[0] != op_end_of_row) return 0;
    *parts = (edge_run_edge){start, left_count, run_end, right_count, right, end, run[9]};
    return 1;
}

/// `_edges_with_run` (FillQueueBlendBody.h) on eight lanes: a row that is an edge of up to eight
/// pixels, a run of at least sixteen and an edge of up to eight. The left edge is blended with the
/// run's pixels beside it as one eight-pixel chunk, the run in whole chunks after it, and its last
/// pixels with the right edge, so no pixel is loaded right after a store to its neighbours (the
/// spans after the runs made each edge wait, on AMD's CPUs, for the run's store before it). The
/// run's pixels get the blend for any coverage, the same bytes as the run's own. Returns 0, having
/// done nothing, for any other row.
AVX2 static inline int blend_avx2_edges_with_run(const uint8_t **cursor, uint32_t *row, size_t room, uint32_t color) {
    edge_run_edge parts;
    if (!read_edge_run_edge(*cursor, 16, &parts)) return 0;
    const uint8_t *left = *cursor, *right = parts.right;
    const size_t start = parts.start, left_count = parts.left_count, run_end = parts.run_end, right_count = parts.right_count;
    const uint64_t run_chunk = 0x0101010101010101ull * parts.run_coverage;
    // The left edge's coverages, then the run's: eight pixels, all inside the run's row (the
    // stream's slack keeps each eight-byte load inside its block).
    uint64_t left_coverage;
    memcpy(&left_coverage, left + span_header_bytes, 8);
    const uint64_t left_lanes = first_bytes(left_count);
    const uint64_t first_chunk = (left_coverage & left_lanes) | (run_chunk & ~left_lanes);
    const __m256i left_pixels = _mm256_loadu_si256((const __m256i *)(row + start));
    _mm256_storeu_si256((__m256i *)(row + start), blend_coverage8(left_pixels, first_chunk, color));
    // The run's whole chunks after that.
    const size_t middle = start + 8, rest = (run_end - middle) % 8, middle_end = run_end - rest;
    if (middle_end > middle) blend_run_avx2(row + middle, middle_end - middle, room - middle, parts.run_coverage, color);
    // The run's last pixels, then the right edge's coverages: up to fifteen lanes, eight at a time.
    uint64_t right_coverage;
    memcpy(&right_coverage, right + span_header_bytes, 8);
    right_coverage &= first_bytes(right_count);
    const size_t lanes = rest + right_count, first = lanes < 8 ? lanes : 8;
    const uint64_t last_chunk = ((run_chunk & first_bytes(rest)) | (right_coverage << (8 * rest))) & first_bytes(first);
    blend_coverage_chunk(row + middle_end, last_chunk, first, room - middle_end, color);
    if (lanes > 8) blend_span_avx2(row + middle_end + 8, right + span_header_bytes + (8 - rest), lanes - 8, room - middle_end - 8, color);
    *cursor = parts.end + 1;
    return 1;
}

#define BLEND_TARGET AVX2
#define BLEND_NAME(part) blend_avx2##part
#define BLEND_RUN blend_run_avx2
#define BLEND_SPAN blend_span_avx2
#define BLEND_EDGES_WITH_RUN
#include "FillQueueBlendBody.h"
#undef BLEND_TARGET
#undef BLEND_NAME
#undef BLEND_RUN
#undef BLEND_SPAN
#undef BLEND_EDGES_WITH_RUN

#define BLEND_TARGET AVX512
#define BLEND_NAME(part) blend_avx512##part
#define BLEND_RUN blend_run_avx512
/// A fill's span on the AVX-512 paths: most are an edge's pixel or two, blended eight lanes wide
/// under a mask (half the work of sixteen, which these CPUs may split in two halves anyway); longer
/// ones sixteen at a time. The blend for any colour, with no test for the colours a glyph's mask
/// blends with fewer products.
AVX512 static inline void blend_span_x16(uint32_t *row, const uint8_t *coverage, size_t count, uint32_t color) {
    if (count > 8) return blend_coverage_row_x16_of(row, coverage, count, color, 0);
    const __mmask8 mask = (__mmask8)((1u << count) - 1);
    const uint64_t chunk = (uint64_t)_mm_cvtsi128_si64(_mm_maskz_loadu_epi8((__mmask16)mask, coverage));
    if (chunk == 0) return;
    const __m256i loaded = _mm256_maskz_loadu_epi32(mask, row);
    _mm256_mask_storeu_epi32(row, mask, blend_coverage8(loaded, chunk, color));
}

#define BLEND_SPAN(row, coverage, count, room, color) blend_span_x16(row, coverage, count, color)
#define BLEND_EDGES_WITH_RUN
#define BLEND_EDGES_WITH_RUN_X16
#include "FillQueueBlendBody.h"
#undef BLEND_TARGET
#undef BLEND_NAME
#undef BLEND_RUN

#define BLEND_TARGET AVX512VBMI
#define BLEND_NAME(part) blend_vbmi##part
#define BLEND_RUN blend_run_vbmi
#include "FillQueueBlendBody.h"

static int flush_with_bands(bento_fill_queue *queue, uint32_t *pixels, size_t width, size_t height) {
    int result = 0;
    if (queue->count > 0) {
        const int level = bento_pixel_kernels_level();
        const size_t band_rows = larger(1, band_bytes / (width * 4));
        const size_t bands = (height + band_rows - 1) / band_rows;
        if (list_bands(queue, band_rows, bands)) {
            if (level >= BENTO_KERNELS_AVX512_VBMI) blend_vbmi_bands(queue, pixels, width, height, band_rows, bands);
            else if (level >= BENTO_KERNELS_AVX512) blend_avx512_bands(queue, pixels, width, height, band_rows, bands);
            else blend_avx2_bands(queue, pixels, width, height, band_rows, bands);
        } else {
            if (level >= BENTO_KERNELS_AVX512_VBMI) blend_vbmi_in_order(queue, pixels, width);
            else if (level >= BENTO_KERNELS_AVX512) blend_avx512_in_order(queue, pixels, width);
            else blend_avx2_in_order(queue, pixels, width);
            result = -1;
        }
    }
    bento_fill_queue_discard(queue);
    return result;
}

int bento_fill_queue_flush(bento_fill_queue *queue, uint32_t *pixels, size_t width, size_t height) {
    return flush_with_bands(queue, pixels, width, height);
}

#else

static int flush_with_bands(bento_fill_queue *queue, uint32_t *pixels, size_t width, size_t height) {
    (void)pixels; (void)width; (void)height; (void)list_bands;
    bento_fill_queue_discard(queue);
    return 0;
}

int bento_fill_queue_flush(bento_fill_queue *queue, uint32_t *pixels, size_t width, size_t height) {
    return flush_with_bands(queue, pixels, width, height);
}

#endif
