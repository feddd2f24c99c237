#include <png.h>

/* Macros built from other macros do not reach Swift; these constants carry their values. */
static const unsigned int BENTO_PNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
