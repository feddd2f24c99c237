// OpenSSL's libcrypto, for SHA-256 through its EVP digest interface.
#include <openssl/evp.h>
