#include "unicode_text.h"

#include <string.h>

#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uloc.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>

int32_t bento_plural_category(const char *locale, double number, char *category, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status) || rules == NULL) return -1;
    UChar keyword[16];
    int32_t length = uplrules_select(rules, number, keyword, 16, &status);
    uplrules_close(rules);
    if (U_FAILURE(status) || length <= 0 || length >= capacity || length >= 16) return -1;
    u_UCharsToChars(keyword, category, length);
    category[length] = '\0';
    return length;
}

int32_t bento_locale_is_right_to_left(const char *locale) {
    return uloc_isRightToLeft(locale) ? 1 : 0;
}

// Opening a line break iterator loads its rules and dictionaries: each thread keeps the last one
// it opened, with its locale, and points it at new text.
static __thread UBreakIterator *cached_line_iterator = NULL;
static __thread char cached_line_locale[ULOC_FULLNAME_CAPACITY];

static UBreakIterator *line_iterator(const char *locale) {
    if (cached_line_iterator != NULL && strncmp(cached_line_locale, locale, sizeof cached_line_locale) == 0) {
        return cached_line_iterator;
    }
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, NULL, 0, &status);
    if (U_FAILURE(status) || iterator == NULL) return NULL;
    if (cached_line_iterator != NULL) ubrk_close(cached_line_iterator);
    cached_line_iterator = iterator;
    strncpy(cached_line_locale, locale, sizeof cached_line_locale - 1);
    cached_line_locale[sizeof cached_line_locale - 1] = '\0';
    return iterator;
}

int32_t bento_line_breaks(const uint16_t *text, int32_t length, const char *locale, int32_t *breaks, int32_t capacity) {
    if (length < 0 || capacity < 1) return -1;
    if (length == 0) {
        breaks[0] = 0;
        return 1;
    }
    UBreakIterator *iterator = line_iterator(locale == NULL ? "" : locale);
    if (iterator == NULL) return -1;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    for (int32_t offset = ubrk_following(iterator, 0); offset != UBRK_DONE; offset = ubrk_next(iterator)) {
        if (count >= capacity) return -1;
        breaks[count] = offset;
        count += 1;
    }
    // Point the kept iterator away from the caller's buffer.
    ubrk_setText(iterator, NULL, 0, &status);
    return count;
}

int32_t bento_bidi_levels(const uint16_t *text, int32_t length, int32_t direction, uint8_t *levels) {
    if (length <= 0) return direction == 1 ? 1 : 0;
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status) || bidi == NULL) return -1;
    UBiDiLevel paragraph = direction == 1 ? 1 : direction == 0 ? 0 : UBIDI_DEFAULT_LTR;
    ubidi_setPara(bidi, (const UChar *)text, length, paragraph, NULL, &status);
    if (U_FAILURE(status)) {
        ubidi_close(bidi);
        return -1;
    }
    const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
    int32_t level = U_SUCCESS(status) ? ubidi_getParaLevel(bidi) : -1;
    if (resolved != NULL && U_SUCCESS(status)) memcpy(levels, resolved, (size_t)length);
    ubidi_close(bidi);
    return level;
}
