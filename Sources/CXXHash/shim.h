// Debian's libxxhash: XXH3-128 through its streaming interface, for the pixel fingerprints of
// reference pictures.
#include <xxhash.h>
