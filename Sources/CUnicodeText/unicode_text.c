#include "unicode_text.h"

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
