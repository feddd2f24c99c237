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

#endif
