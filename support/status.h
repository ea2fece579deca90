/*
 * status.h: project-wide status codes, invariant macros and small helpers.
 *
 * Every fallible function in tvfuzz returns a TvfStatus and, where a caller may
 * want a reason, fills an optional Diag (support/diag.h). Nothing in library
 * code exits or aborts on bad input; only tools/ main()s decide how to end.
 */
#ifndef TVF_SUPPORT_TVFUZZ_H
#define TVF_SUPPORT_TVFUZZ_H

#include <assert.h>
#include <stddef.h>
#include <stdint.h>

#define TVF_VERSION "0.1.0"

typedef enum TvfStatus {
  TVF_OK = 0,
  TVF_EINPUT,       /* malformed or invalid input (parse/verify failure) */
  TVF_EUNSUPPORTED, /* valid input using something we do not model */
  TVF_ELIMIT,       /* a configured limit was exceeded (size, ops, ...) */
  TVF_ETIMEOUT,     /* a time budget ran out */
  TVF_ENOMEM,       /* allocation failed */
  TVF_EIO,          /* file-system or process error */
  TVF_ECRASH,       /* an isolated child process died */
  TVF_EINTERNAL     /* a bug in tvfuzz itself */
} TvfStatus;

/* Stable lower-case name of a status ("ok", "input", ...). Cannot fail. */
const char *tvf_status_name(TvfStatus s);

/* Defensive checks: assert in debug builds, evaluate to the condition in
 * release builds so the caller can recover ("ductile" code, SQLite style). */
#ifdef NDEBUG
#define TVF_ALWAYS(x) (x)
#define TVF_NEVER(x) (x)
#else
#define TVF_ALWAYS(x) ((x) ? 1 : (assert(0 && #x), 0))
#define TVF_NEVER(x) ((x) ? (assert(0 && #x), 1) : 0)
#endif

#define TVF_ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))
#define TVF_UNUSED(x) ((void)(x))

#if defined(__GNUC__)
#define TVF_PRINTF(fmt, args) __attribute__((format(printf, fmt, args)))
#define TVF_NORETURN __attribute__((noreturn))
#else
#define TVF_PRINTF(fmt, args)
#define TVF_NORETURN
#endif

/* Monotonic clock in nanoseconds / milliseconds (for timings). */
uint64_t tvf_now_ns(void);
double tvf_ms_since(uint64_t start_ns);

#endif
