// OpenSSL's libcrypto: SHA-256 through its EVP digest interface, and HMAC-SHA256 (the S3 store's
// Signature Version 4).
#include <openssl/evp.h>
#include <openssl/hmac.h>
