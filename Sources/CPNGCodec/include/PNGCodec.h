#ifndef BENTO_PNG_CODEC_H
#define BENTO_PNG_CODEC_H

#include <stddef.h>
#include <stdint.h>

/// Reading and writing PNG through libpng.
///
/// libpng reports errors by `longjmp` to the `setjmp` of the function that called it. Every
/// function here sets its own before its first libpng call and returns from it, so the jump never
/// crosses a Swift frame; errors and warnings go to callbacks here, and a failure comes back as a
/// status with libpng's message.

/// What a call ended with.
typedef enum {
    BENTO_PNG_OK = 0,
    /// The data does not start with the PNG signature.
    BENTO_PNG_NOT_PNG,
    /// The data ends before the image is complete.
    BENTO_PNG_TRUNCATED,
    /// libpng refused the data (a bad CRC, chunk, header, or image data): the message says which.
    BENTO_PNG_MALFORMED,
    /// The header declares a side over the reader's limit; `width` and `height` say what it declared.
    BENTO_PNG_TOO_LARGE,
    /// Memory could not be had, or the writer failed.
    BENTO_PNG_FAILED,
} bento_png_status;

/// The longest message kept, terminator included.
#define BENTO_PNG_MESSAGE_SIZE 256

typedef struct bento_png_reader bento_png_reader;

/// What a reader found in the header, and how it will hand the pixels over.
typedef struct {
    uint32_t width, height;
    /// IHDR's bit depth, colour type and interlace method, as stored.
    int bit_depth, color_type, interlaced;
    /// The gAMA the colours are converted from to sRGB, or 0 when they are sRGB as they are
    /// (no gAMA, an sRGB or iCCP chunk, or a gAMA within libpng's 5 % of sRGB's 1/2.2).
    double gamma;
} bento_png_header;

/// Opens `size` bytes at `data` (which must outlive the reader) and reads up to the image data:
/// the signature, IHDR, and the chunks before IDAT. Sides over `max_side`, and ancillary chunks
/// over `max_chunk_bytes`, are refused before anything is allocated for them. On success `*reader`
/// is set (free it with `bento_png_reader_free`); on failure it is NULL and `message` says why
/// (for `BENTO_PNG_TOO_LARGE`, `header` has the declared size). `check_sums` 0 skips the chunks'
/// CRCs and zlib's Adler-32 (the bounds and every other check stay): for a caller that only asks
/// whether the pixels equal ones it has, and decodes again with the sums checked when they do not.
bento_png_status bento_png_reader_open(const uint8_t *data, size_t size, uint32_t max_side, size_t max_chunk_bytes,
                                       int check_sums, bento_png_reader **reader, bento_png_header *header,
                                       char message[BENTO_PNG_MESSAGE_SIZE]);

/// Reads every row into `pixels` (width × height premultiplied RGBA8, red in the low byte of each
/// little-endian word, rows packed), with libpng's transforms (palettes and low depths expanded,
/// tRNS to alpha, grey to RGB, 16 bits to 8 by rounding, Adam7 undone); converts the colours from
/// the header's gamma to sRGB where it is not 0 (16-bit samples then lose their low byte first, as
/// in browsers); and reads the chunks after the image through IEND,
/// checking their CRCs. Image data that inflates past the image is refused.
bento_png_status bento_png_reader_read(bento_png_reader *reader, uint32_t *pixels, char message[BENTO_PNG_MESSAGE_SIZE]);

void bento_png_reader_free(bento_png_reader *reader);

/// How rows are filtered before deflate.
typedef enum {
    /// No filter: UI pictures (flat colour, text, repeated rows) deflate best as they are.
    BENTO_PNG_NO_FILTER,
    /// Paeth on every row.
    BENTO_PNG_PAETH,
    /// libpng's adaptive choice among the five filters, row by row.
    BENTO_PNG_ADAPTIVE,
} bento_png_filtering;

/// A PNG to write: its IHDR and optional PLTE and tRNS; rows already packed as the colour type and
/// bit depth store them (no filter byte).
typedef struct {
    uint32_t width, height;
    int bit_depth, color_type;
    /// `palette_entries` RGB triples, and `transparency_count` alpha bytes for the first entries.
    const uint8_t *palette;
    int palette_entries;
    const uint8_t *transparency;
    int transparency_count;
    bento_png_filtering filtering;
    /// zlib's level, 0-9.
    int level;
    /// zlib's run-length strategy (matches only at distance 1) instead of its default.
    int run_length;
    /// The rows hold four bytes a pixel and the colour type is RGB: libpng drops each pixel's
    /// fourth byte as it writes (its filler transform), so opaque RGBA is written as RGB.
    int drops_filler;
} bento_png_write_settings;

/// An encoded file, grown with `realloc`; free `bytes` with `free`.
typedef struct {
    uint8_t *bytes;
    size_t count, capacity;
} bento_png_output;

/// Writes `rows` (height rows of `row_bytes` each) as a PNG with IHDR, PLTE and tRNS when given,
/// the image data, and IEND: no other chunk, so the same rows and settings give the same bytes.
bento_png_status bento_png_write(const bento_png_write_settings *settings, const uint8_t *rows, size_t row_bytes,
                                 bento_png_output *output, char message[BENTO_PNG_MESSAGE_SIZE]);

#endif
