/*
 * cli.c: shared helpers for the tvfuzz subcommands (see cli.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "tools/cli.h"

#include "mlirx/session.h"
#include "support/fsutil.h"
#include "triage/triage.h"

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
  struct stat sb;
  if (stat(path, &sb) != 0) {
    snprintf(err, errlen, "%s: cannot read: %s", path, strerror(errno));
    return false;
  }
  if (S_ISDIR(sb.st_mode)) {
    snprintf(err, errlen, "%s: is a directory, not a file", path);
    return false;
  }
  FILE *f = fopen(path, "rb");
  if (!f) {
    snprintf(err, errlen, "%s: cannot read: %s", path, strerror(errno));
    return false;
  }
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0)
    sb_append(out, buf, n);
  int rerr = ferror(f) ? errno : 0;
  bool ok = !rerr && !out->oom;
  fclose(f);
  if (!ok) snprintf(err, errlen, "%s: cannot read: %s", path, out->oom ? "out of memory" : strerror(rerr));
  if (ok && !out->data) sb_puts(out, "");
  return ok;
}

void cli_input_error(const char *file, const char *msg) {
  size_t n = strlen(file);
  bool positioned = strncmp(msg, file, n) == 0 && (msg[n] == ':' || msg[n] == '/');
  StrBuf line = STRBUF_INIT;
  if (!positioned) sb_printf(&line, "%s: ", file);
  sb_puts(&line, msg);
  for (size_t i = 0; i < line.len; i++)
    if (line.data[i] == '\n' || line.data[i] == '\r') line.data[i] = ' ';
  fprintf(stderr, "%s\n", sb_cstr(&line));
  fflush(stderr);
  sb_free(&line);
}

bool cli_load_file(const char *path, StrBuf *out) {
  char err[1024];
  if (cli_read_file(path, out, err, sizeof err)) return true;
  cli_input_error(path, err);
  return false;
}

bool cli_check_mlir(MlirxSession *s, const char *path, const char *text, size_t len) {
  Diag d;
  diag_init(&d);
  MlirxModule *m = mlirx_parse(s, text, len, path, &d);
  if (!m) {
    cli_input_error(path, d.msg);
    return false;
  }
  mlirx_module_destroy(m);
  return true;
}

bool cli_load_mlir(MlirxSession *s, const char *path, StrBuf *out) {
  StrBuf local = STRBUF_INIT;
  StrBuf *b = out ? out : &local;
  bool ok = cli_load_file(path, b) && cli_check_mlir(s, path, sb_cstr(b), b->len);
  sb_free(&local);
  return ok;
}

bool cli_check_campaign_dir(const char *dir, bool may_be_new) {
  Diag d;
  diag_init(&d);
  if (triage_check_campaign_dir(dir, may_be_new, &d) == TVF_OK) return true;
  cli_input_error(dir, d.msg);
  return false;
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
