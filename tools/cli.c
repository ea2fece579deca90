/*
 * cli.c: shared helpers for the tvfuzz subcommands (see cli.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "tools/cli.h"

#include "support/fsutil.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

const char *cli_cmd = "tvfuzz";

void cli_die(int code, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "tvfuzz %s: ", cli_cmd);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  exit(code);
}

const char *cli_opt_value(int argc, char **argv, int *i, const char *name) {
  const char *a = argv[*i];
  size_t n = strlen(name);
  if (strncmp(a, name, n) != 0) return NULL;
  if (a[n] == '=') return a + n + 1;
  if (a[n] != 0) return NULL;
  if (*i + 1 >= argc) cli_die(CLI_EXIT_USAGE, "option %s needs a value", name);
  return argv[++*i];
}

unsigned long cli_parse_ulong(const char *opt, const char *v) {
  char *end;
  errno = 0;
  unsigned long x = strtoul(v, &end, 10);
  if (errno || end == v || *end || v[0] == '-') cli_die(CLI_EXIT_USAGE, "%s: not a number: '%s'", opt, v);
  return x;
}

bool cli_read_file(const char *path, StrBuf *out, char *err, size_t errlen) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    snprintf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
    return false;
  }
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) sb_append(out, buf, n);
  bool ok = !ferror(f) && !out->oom;
  fclose(f);
  if (!ok) snprintf(err, errlen, "%s: read error", path);
  if (ok && !out->data) sb_puts(out, "");
  return ok;
}

bool cli_mkdirs(const char *path) { return tvf_mkdirs(path); }

bool cli_write_file(const char *path, const char *data, size_t len) {
  char tmp[4200];
  snprintf(tmp, sizeof tmp, "%s.tmp%ld", path, (long)getpid());
  FILE *f = fopen(tmp, "wb");
  if (!f) return false;
  bool ok = fwrite(data, 1, len, f) == len;
  ok = (fclose(f) == 0) && ok;
  if (ok) ok = rename(tmp, path) == 0;
  if (!ok) remove(tmp);
  return ok;
}
