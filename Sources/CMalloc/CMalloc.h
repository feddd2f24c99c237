// glibc's allocator settings (mallopt), which Swift's Glibc module does not include.
#include <malloc.h>
