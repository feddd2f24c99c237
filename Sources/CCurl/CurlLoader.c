#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

/// libcurl's functions, found in the library once it is loaded.
static struct {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *handle);
    void (*easy_reset)(CURL *handle);
    CURLcode (*easy_perform)(CURL *handle);
    const char *(*easy_strerror)(CURLcode code);
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *text);
    void (*slist_free_all)(struct curl_slist *list);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_failure[512];
static int loaded;

static int resolve(void *library, void **function, const char *name) {
    *function = dlsym(library, name);
    if (*function == NULL) snprintf(load_failure, sizeof load_failure, "libcurl.so.4 has no %s", name);
    return *function != NULL;
}

static void load(void) {
    // The library stays loaded for the process (its handles are pooled), so it is never closed.
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(load_failure, sizeof load_failure, "libcurl is not installed (%s); on Debian or Ubuntu: apt-get install libcurl4",
                 reason ? reason : "libcurl.so.4 cannot be loaded");
        return;
    }
    if (!resolve(library, (void **)&curl.global_init, "curl_global_init") || !resolve(library, (void **)&curl.easy_init, "curl_easy_init")
        || !resolve(library, (void **)&curl.easy_cleanup, "curl_easy_cleanup") || !resolve(library, (void **)&curl.easy_reset, "curl_easy_reset")
        || !resolve(library, (void **)&curl.easy_perform, "curl_easy_perform")
        || !resolve(library, (void **)&curl.easy_strerror, "curl_easy_strerror")
        || !resolve(library, (void **)&curl.easy_setopt, "curl_easy_setopt")
        || !resolve(library, (void **)&curl.easy_getinfo, "curl_easy_getinfo")
        || !resolve(library, (void **)&curl.slist_append, "curl_slist_append")
        || !resolve(library, (void **)&curl.slist_free_all, "curl_slist_free_all")) {
        return;
    }
    if (curl.global_init(CURL_GLOBAL_ALL) != CURLE_OK) {
        snprintf(load_failure, sizeof load_failure, "libcurl could not be started (curl_global_init failed)");
        return;
    }
    loaded = 1;
}

const char *bento_curl_load(void) {
    pthread_once(&load_once, load);
    return loaded ? NULL : load_failure;
}

// Before a successful load every call does nothing and reports a failure, so a caller that did
// not ask first cannot jump to a null function.
CURL *bento_curl_easy_init(void) { return loaded ? curl.easy_init() : NULL; }
void bento_curl_easy_cleanup(CURL *handle) { if (loaded) curl.easy_cleanup(handle); }
void bento_curl_easy_reset(CURL *handle) { if (loaded) curl.easy_reset(handle); }
CURLcode bento_curl_easy_perform(CURL *handle) { return loaded ? curl.easy_perform(handle) : CURLE_FAILED_INIT; }
const char *bento_curl_easy_strerror(CURLcode code) { return loaded ? curl.easy_strerror(code) : "libcurl is not loaded"; }
struct curl_slist *bento_curl_slist_append(struct curl_slist *list, const char *text) {
    return loaded ? curl.slist_append(list, text) : list;
}
void bento_curl_slist_free_all(struct curl_slist *list) { if (loaded) curl.slist_free_all(list); }

CURLcode bento_curl_set_long(CURL *handle, CURLoption option, long value) {
    return loaded ? curl.easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}
CURLcode bento_curl_set_offset(CURL *handle, CURLoption option, curl_off_t value) {
    return loaded ? curl.easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}
CURLcode bento_curl_set_pointer(CURL *handle, CURLoption option, const void *value) {
    return loaded ? curl.easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}
CURLcode bento_curl_set_callback(CURL *handle, CURLoption option, bento_curl_data_callback value) {
    return loaded ? curl.easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}
CURLcode bento_curl_response_code(CURL *handle, long *code) {
    return loaded ? curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, code) : CURLE_FAILED_INIT;
}
