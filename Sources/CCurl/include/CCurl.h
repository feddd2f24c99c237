#ifndef BENTO_CCURL_H
#define BENTO_CCURL_H

// libcurl's easy interface, loaded when the first store asks for it (dlopen of libcurl.so.4), not
// linked: libcurl and its dependencies (GnuTLS, Kerberos, LDAP, SSH) took about 4 ms to load at
// every start of a gallery, which needs them only when its references are in an HTTP store. The
// types and constants are libcurl's own header's; the calls go through these functions.
#include <curl/curl.h>

/// Loads libcurl and calls `curl_global_init` once per process: NULL when it is ready, otherwise
/// why it is not (libcurl.so.4 missing, a function missing, or global init failing).
const char *bento_curl_load(void);

// Each forwards to libcurl's function of the same name (after `bento_curl_load` succeeded).
CURL *bento_curl_easy_init(void);
void bento_curl_easy_cleanup(CURL *handle);
void bento_curl_easy_reset(CURL *handle);
CURLcode bento_curl_easy_perform(CURL *handle);
const char *bento_curl_easy_strerror(CURLcode code);
struct curl_slist *bento_curl_slist_append(struct curl_slist *list, const char *text);
void bento_curl_slist_free_all(struct curl_slist *list);

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: one typed
// wrapper per kind of argument.
CURLcode bento_curl_set_long(CURL *handle, CURLoption option, long value);
CURLcode bento_curl_set_offset(CURL *handle, CURLoption option, curl_off_t value);
CURLcode bento_curl_set_pointer(CURL *handle, CURLoption option, const void *value);
typedef size_t (*bento_curl_data_callback)(char *bytes, size_t size, size_t count, void *context);
CURLcode bento_curl_set_callback(CURL *handle, CURLoption option, bento_curl_data_callback value);
CURLcode bento_curl_response_code(CURL *handle, long *code);

#endif
