#ifndef BENTO_UNICODE_TEXT_H
#define BENTO_UNICODE_TEXT_H

#include <stdint.h>

/// ICU (Debian's libicu) behind plain C types: Swift never sees ICU's headers, which would clash
/// with the copy of ICU that Foundation carries.

/// Writes the CLDR plural category ("zero", "one", "two", "few", "many", "other") of `number` in
/// `locale` (a BCP 47 or ICU identifier) to `category`, NUL-terminated. Returns its length, or -1
/// when ICU has no rules for the locale or the buffer is too small.
int32_t bento_plural_category(const char *locale, double number, char *category, int32_t capacity);

/// 1 when the locale's language is written right to left (its likely script is Arabic, Hebrew,
/// Thaana …), else 0.
int32_t bento_locale_is_right_to_left(const char *locale);

/// Line break opportunities in UTF-16 text by Unicode's UAX #14, as ICU tailors it for `locale`
/// (dictionaries find the words of Thai, Lao, Khmer and Burmese; Japanese and Chinese keep their
/// line rules). Writes each offset in UTF-16 units after which a line may end (`length` last)
/// to `breaks`. Returns the count, or -1 when ICU fails or `capacity` is too small (it never
/// needs more than `length` + 1).
int32_t bento_line_breaks(const uint16_t *text, int32_t length, const char *locale, int32_t *breaks, int32_t capacity);

/// Unicode's bidi algorithm (UAX #9) for one paragraph of UTF-16 text: writes each unit's
/// embedding level to `levels` (`length` of them). `direction` is 0 for a left-to-right
/// paragraph, 1 for right to left, -1 to take it from the first strong character (left to
/// right when there is none). Returns the paragraph's level, or -1 when ICU fails.
int32_t bento_bidi_levels(const uint16_t *text, int32_t length, int32_t direction, uint8_t *levels);

#endif
