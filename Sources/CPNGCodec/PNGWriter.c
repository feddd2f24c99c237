#include "PNGCodec.h"

#include <png.h>
#include <zlib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    bento_png_output *output;
    char message[BENTO_PNG_MESSAGE_SIZE];
} writer_state;

static void on_error(png_structp png, png_const_charp text) {
    writer_state *state = png_get_error_ptr(png);
    snprintf(state->message, sizeof state->message, "%s", text);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void append(png_structp png, png_bytep bytes, size_t count) {
    writer_state *state = png_get_io_ptr(png);
    bento_png_output *output = state->output;
    if (output->capacity - output->count < count) {
        size_t capacity = output->capacity > 0 ? output->capacity : 4096;
        while (capacity - output->count < count) {
            if (capacity > SIZE_MAX / 2) png_error(png, "the file would be too large");
            capacity *= 2;
        }
        uint8_t *grown = realloc(output->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        output->bytes = grown;
        output->capacity = capacity;
    }
    memcpy(output->bytes + output->count, bytes, count);
    output->count += count;
}

static void flush(png_structp png) { (void)png; }

bento_png_status bento_png_write(const bento_png_write_settings *settings, const uint8_t *rows, size_t row_bytes,
                                 bento_png_output *output, char message[BENTO_PNG_MESSAGE_SIZE]) {
    writer_state state = {.output = output};
    output->count = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, on_error, on_warning);
    png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        snprintf(message, BENTO_PNG_MESSAGE_SIZE, "libpng could not start");
        return BENTO_PNG_FAILED;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        output->count = 0;
        snprintf(message, BENTO_PNG_MESSAGE_SIZE, "%s", state.message);
        return BENTO_PNG_FAILED;
    }
    png_set_write_fn(png, &state, append, flush);
    png_set_IHDR(png, info, settings->width, settings->height, settings->bit_depth, settings->color_type,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (settings->palette_entries > 0) {
        png_set_PLTE(png, info, (png_const_colorp)settings->palette, settings->palette_entries);
    }
    if (settings->transparency_count > 0) {
        png_set_tRNS(png, info, settings->transparency, settings->transparency_count, NULL);
    }
    int filters = settings->filtering == BENTO_PNG_PAETH      ? PNG_FILTER_PAETH
                  : settings->filtering == BENTO_PNG_ADAPTIVE ? PNG_ALL_FILTERS
                                                              : PNG_FILTER_NONE;
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_compression_level(png, settings->level);
    png_set_compression_strategy(png, settings->run_length ? Z_RLE : Z_DEFAULT_STRATEGY);
    png_set_compression_mem_level(png, 9);
    // One IDAT for files up to 1 MiB of image data (each further chunk costs 12 bytes).
    size_t image_bytes = (row_bytes + 1) * (size_t)settings->height;
    png_set_compression_buffer_size(png, image_bytes < 8192 ? 8192 : image_bytes < (1u << 20) ? image_bytes : (1u << 20));
    png_write_info(png, info);
    if (settings->drops_filler) png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (size_t y = 0; y < settings->height; y++) png_write_row(png, rows + y * row_bytes);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return BENTO_PNG_OK;
}
