/*
 * strbuf.h: growable byte buffer on the heap.
 *
 * Used for MLIR printing callbacks, emitted programs, reports and messages.
 * The buffer is always NUL-terminated after any append (so ->data can be
 * passed to C string functions), but nothing here assumes inputs are.
 * On allocation failure the buffer keeps its old contents and sets ->oom.
 */
#ifndef TVF_SUPPORT_STRBUF_H
#define TVF_SUPPORT_STRBUF_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct StrBuf {
  char *data; /* NUL-terminated contents (NULL until the first append) */
  size_t len; /* bytes used, excluding the NUL */
  size_t cap; /* bytes allocated */
  bool oom;   /* sticky: an append could not grow the buffer */
} StrBuf;

#define STRBUF_INIT                                                                                          \
  { NULL, 0, 0, false }

void sb_init(StrBuf *b);
void sb_free(StrBuf *b);
/* Empty the buffer but keep its allocation. */
void sb_clear(StrBuf *b);
void sb_append(StrBuf *b, const char *s, size_t n);
void sb_puts(StrBuf *b, const char *s);
void sb_putc(StrBuf *b, char c);
void sb_printf(StrBuf *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
void sb_vprintf(StrBuf *b, const char *fmt, va_list ap);
/* Contents as a C string; "" when empty. Borrowed. */
const char *sb_cstr(const StrBuf *b);
/* Detach the contents (caller frees with free()); the buffer becomes empty. */
char *sb_take(StrBuf *b);
/* Append s as a JSON string literal (quotes, escapes; NULL -> null). */
void sb_json_string(StrBuf *b, const char *s);
/* Truncate to n bytes (n <= len). */
void sb_truncate(StrBuf *b, size_t n);
/* Whole contents of a file as a NUL-terminated string (caller frees with
 * free(); "" for an empty file); NULL when it cannot be opened. */
char *sb_read_file(const char *path);
/* Write s as the whole contents of a file (created or truncated); false when
 * it cannot be opened, written or closed. */
bool sb_write_file(const char *path, const char *s);

#endif
