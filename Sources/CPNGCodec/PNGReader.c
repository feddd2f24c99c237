#include "PNGCodec.h"

#include <math.h>
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

struct bento_png_reader {
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t size, offset;
    bento_png_header header;
    /// What the callbacks saw: the data ran out, a side over the limit, damage after the last row.
    int ran_out, over_limit, damaged_data;
    char message[BENTO_PNG_MESSAGE_SIZE];
};

static void keep_message(struct bento_png_reader *reader, const char *text) {
    snprintf(reader->message, sizeof reader->message, "%s", text);
}

static void on_error(png_structp png, png_const_charp text) {
    struct bento_png_reader *reader = png_get_error_ptr(png);
    keep_message(reader, text);
    png_longjmp(png, 1);
}

/// libpng goes on after a warning; the few that mean the file cannot be trusted are noted here and
/// refused by the caller once libpng has returned.
static void on_warning(png_structp png, png_const_charp text) {
    struct bento_png_reader *reader = png_get_error_ptr(png);
    if (strstr(text, "exceeds user limit") != NULL) {
        reader->over_limit = 1;
        keep_message(reader, text);
    } else if (strncmp(text, "IDAT", 4) == 0) {
        // After the last row libpng reads the rest of the image data, and reports what it finds
        // there (more data, a bad Adler-32, a broken stream) as warnings: damage all the same.
        reader->damaged_data = 1;
        keep_message(reader, text);
    }
}

static void read_bytes(png_structp png, png_bytep out, size_t count) {
    struct bento_png_reader *reader = png_get_io_ptr(png);
    if (reader->size - reader->offset < count) {
        reader->ran_out = 1;
        png_error(png, "the data ends before the image is complete");
    }
    memcpy(out, reader->data + reader->offset, count);
    reader->offset += count;
}

static uint32_t big_endian(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

static bento_png_status failure(struct bento_png_reader *reader) {
    if (reader->ran_out) return BENTO_PNG_TRUNCATED;
    if (reader->over_limit) return BENTO_PNG_TOO_LARGE;
    return BENTO_PNG_MALFORMED;
}

/// Known chunks whose content is never used here: skipped with their CRC checked, so nothing is
/// allocated or inflated for them (text, time, physical size, suggested palettes, Exif …).
static const png_byte ignored_chunks[] =
    "bKGD\0cHRM\0eXIf\0hIST\0iTXt\0oFFs\0pCAL\0pHYs\0sBIT\0sCAL\0sPLT\0sTER\0tEXt\0tIME\0zTXt";

bento_png_status bento_png_reader_open(const uint8_t *data, size_t size, uint32_t max_side, size_t max_chunk_bytes,
                                       int check_sums, bento_png_reader **result, bento_png_header *header,
                                       char message[BENTO_PNG_MESSAGE_SIZE]) {
    *result = NULL;
    memset(header, 0, sizeof *header);
    if (size < 8 || png_sig_cmp(data, 0, 8) != 0) {
        snprintf(message, BENTO_PNG_MESSAGE_SIZE, "not a PNG signature");
        return BENTO_PNG_NOT_PNG;
    }
    struct bento_png_reader *reader = calloc(1, sizeof *reader);
    if (reader == NULL) {
        snprintf(message, BENTO_PNG_MESSAGE_SIZE, "out of memory");
        return BENTO_PNG_FAILED;
    }
    reader->data = data;
    reader->size = size;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, on_error, on_warning);
    if (reader->png != NULL) reader->info = png_create_info_struct(reader->png);
    if (reader->info == NULL) {
        bento_png_reader_free(reader);
        snprintf(message, BENTO_PNG_MESSAGE_SIZE, "libpng could not start");
        return BENTO_PNG_FAILED;
    }
    png_structp png = reader->png;
    png_infop info = reader->info;
    if (setjmp(png_jmpbuf(png))) {
        bento_png_status status = failure(reader);
        if (status == BENTO_PNG_TOO_LARGE && size >= 24) {
            // libpng refused IHDR (the first chunk, its CRC already checked) without keeping the
            // size it declared; it is read back from the header's bytes for the message.
            header->width = big_endian(data + 16);
            header->height = big_endian(data + 20);
        }
        snprintf(message, BENTO_PNG_MESSAGE_SIZE, "%s", reader->message);
        bento_png_reader_free(reader);
        return status;
    }
    png_set_read_fn(png, reader, read_bytes);
    png_set_user_limits(png, max_side, max_side);
    png_set_chunk_malloc_max(png, max_chunk_bytes);
    png_set_chunk_cache_max(png, 128);
    if (check_sums) {
        // Every CRC is checked: a damaged ancillary chunk refuses the file as a damaged critical one does.
        png_set_crc_action(png, PNG_CRC_DEFAULT, PNG_CRC_ERROR_QUIT);
        // zlib's Adler-32 of the image data stays checked (libpng's default, said here). The last
        // argument is a boolean: PNG_OPTION_OFF (2) would turn the option on and the check off.
        png_set_option(png, PNG_IGNORE_ADLER32, 0);
    } else {
        // The caller compares the pixels and decodes again with the sums when they differ.
        png_set_crc_action(png, PNG_CRC_QUIET_USE, PNG_CRC_QUIET_USE);
        png_set_option(png, PNG_IGNORE_ADLER32, 1);  // a boolean, as above
    }
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, ignored_chunks, (int)(sizeof ignored_chunks / 5));
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);

    png_read_info(png, info);
    png_uint_32 width, height;
    int bit_depth, color_type, interlace;
    png_get_IHDR(png, info, &width, &height, &bit_depth, &color_type, &interlace, NULL, NULL);
    reader->header.width = width;
    reader->header.height = height;
    reader->header.bit_depth = bit_depth;
    reader->header.color_type = color_type;
    reader->header.interlaced = interlace != PNG_INTERLACE_NONE;

    // Colour as a browser shows it: an sRGB or iCCP chunk means the samples are taken as they are;
    // otherwise a gAMA more than libpng's 5 % from sRGB's 1/2.2 is converted to sRGB.
    double file_gamma = 0;
    if (!png_get_valid(png, info, PNG_INFO_sRGB) && !png_get_valid(png, info, PNG_INFO_iCCP)
        && png_get_gAMA(png, info, &file_gamma) && file_gamma > 0) {
        double product = file_gamma * 2.2;
        if (product < 0.95 || product > 1.05) reader->header.gamma = file_gamma;
    }

    // Only the transforms the file needs: an 8-bit RGBA file is read as it is stored.
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    if (color_type == PNG_COLOR_TYPE_PALETTE || bit_depth < 8 || has_trns) {
        png_set_expand(png);  // palettes to RGB, 1/2/4-bit grey to 8 bits, tRNS to an alpha channel
    }
    if (!(color_type & PNG_COLOR_MASK_COLOR)) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !has_trns) png_set_add_alpha(png, 0xFFFF, PNG_FILLER_AFTER);
    // 16 bits to 8 by rounding; but where the gamma is converted, by dropping the low byte as
    // browsers do before converting (where the curve is steep the two differ by up to 13 levels,
    // and the picture must look as it does in the browser).
    if (bit_depth == 16) {
        if (reader->header.gamma != 0) {
            png_set_strip_16(png);
        } else {
            png_set_scale_16(png);
        }
    }
    if (reader->header.interlaced) png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        png_error(png, "unexpected row layout after the transforms");
    }
    *header = reader->header;
    *result = reader;
    return BENTO_PNG_OK;
}

/// sRGB's encoding of a linear-light value in [0, 1].
static double srgb_encoded(double linear) {
    return linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055;
}

/// `table[v]` is the sRGB value of 8-bit sample `v` encoded at `gamma`.
static void fill_gamma_table(uint8_t table[256], double gamma) {
    for (int v = 0; v < 256; v++) {
        double linear = pow(v / 255.0, 1 / gamma);
        table[v] = (uint8_t)lrint(255 * srgb_encoded(linear));
    }
}

static inline uint32_t premultiplied(uint32_t r, uint32_t g, uint32_t b, uint32_t a) {
    if (a == 255) return r | g << 8 | b << 16 | 0xFF000000u;
    if (a == 0) return 0;
    // PixelMath.scale's rounding: t = c × a + 128, (t + t / 256) / 256.
    uint32_t tr = r * a + 128, tg = g * a + 128, tb = b * a + 128;
    return ((tr + (tr >> 8)) >> 8) | ((tg + (tg >> 8)) >> 8) << 8 | ((tb + (tb >> 8)) >> 8) << 16 | a << 24;
}

/// Whether every pixel of a row is opaque: one AND over the row, a loop the compiler turns into
/// vector instructions, so an opaque row (most of a UI picture) costs a fraction of a pass.
static int is_opaque_row(const uint32_t *row, size_t width) {
    uint32_t all = 0xFFFFFFFFu;
    for (size_t x = 0; x < width; x++) all &= row[x];
    return all >> 24 == 255;
}

/// An 8-bit RGBA row, converted in place: colours through `table` when given, then premultiplied.
static void finish_row(uint32_t *row, size_t width, const uint8_t *table) {
    if (table == NULL && is_opaque_row(row, width)) return;
    const uint8_t *bytes = (const uint8_t *)row;
    for (size_t x = 0; x < width; x++) {
        uint32_t r = bytes[4 * x], g = bytes[4 * x + 1], b = bytes[4 * x + 2], a = bytes[4 * x + 3];
        if (table != NULL) {
            r = table[r];
            g = table[g];
            b = table[b];
        } else if (a == 255) {
            continue;
        }
        row[x] = premultiplied(r, g, b, a);
    }
}

bento_png_status bento_png_reader_read(bento_png_reader *reader, uint32_t *pixels, char message[BENTO_PNG_MESSAGE_SIZE]) {
    png_structp png = reader->png;
    const size_t width = reader->header.width, height = reader->header.height;
    // Volatile: set after setjmp and freed after a longjmp back to it.
    png_bytep *volatile rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(rows);
        snprintf(message, BENTO_PNG_MESSAGE_SIZE, "%s", reader->message);
        return failure(reader);
    }
    uint8_t table[256];
    if (reader->header.gamma != 0) fill_gamma_table(table, reader->header.gamma);
    const uint8_t *colours = reader->header.gamma != 0 ? table : NULL;
    if (reader->header.interlaced) {
        // Each pass fills some of every row, so all rows are read before any is finished.
        rows = malloc(height * sizeof *rows);
        if (rows == NULL) png_error(png, "out of memory");
        for (size_t y = 0; y < height; y++) rows[y] = (png_bytep)(pixels + y * width);
        png_read_image(png, rows);
        for (size_t y = 0; y < height; y++) finish_row(pixels + y * width, width, colours);
        free(rows);
        rows = NULL;
    } else {
        // A row at a time, finished while it is in cache.
        for (size_t y = 0; y < height; y++) {
            png_read_row(png, (png_bytep)(pixels + y * width), NULL);
            finish_row(pixels + y * width, width, colours);
        }
    }
    png_read_end(png, NULL);
    if (reader->damaged_data) {
        snprintf(message, BENTO_PNG_MESSAGE_SIZE, "%s (the image data goes on damaged past the image)", reader->message);
        return BENTO_PNG_MALFORMED;
    }
    return BENTO_PNG_OK;
}

void bento_png_reader_free(bento_png_reader *reader) {
    if (reader == NULL) return;
    if (reader->png != NULL) png_destroy_read_struct(&reader->png, reader->info != NULL ? &reader->info : NULL, NULL);
    free(reader);
}
