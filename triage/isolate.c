/*
 * isolate.c: forked validation with a budget (see isolate.h).
 *
 * Wire format child -> parent: verdict (int32), then length-prefixed strings
 * stage, src_class, tgt_class, summary, detail, report, json.
 */
#define _POSIX_C_SOURCE 200809L
#include "triage/isolate.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support/strbuf.h"

static bool put_all(int fd, const void *p, size_t n) {
  const char *c = p;
  while (n) {
    ssize_t w = write(fd, c, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return false;
    c += w;
    n -= (size_t)w;
  }
  return true;
}

static void put_str(int fd, const char *s) {
  uint32_t n = s ? (uint32_t)strlen(s) : 0;
  put_all(fd, &n, 4);
  if (n) put_all(fd, s, n);
}

static void set_err(ValidateResult *out, int verdict, const char *fmt, const char *a) {
  memset(out, 0, sizeof *out);
  out->verdict = verdict;
  out->verdict_name = validate_verdict_name(verdict);
  snprintf(out->summary, sizeof out->summary, "%s", out->verdict_name);
  snprintf(out->detail, sizeof out->detail, fmt, a ? a : "");
}

/* Read everything the child writes until EOF or the deadline. */
static bool read_all(int fd, StrBuf *b, uint64_t deadline_ns) {
  char buf[65536];
  for (;;) {
    int64_t left = (int64_t)(deadline_ns - tvf_now_ns()) / 1000000;
    if (left <= 0) return false;
    struct pollfd p = {fd, POLLIN, 0};
    int r = poll(&p, 1, (int)(left > 1000 ? 1000 : left));
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) continue;
    ssize_t n = read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return true;
    sb_append(b, buf, (size_t)n);
  }
}

static bool get_str(const char **p, const char *end, char **out) {
  uint32_t n;
  if (end - *p < 4) return false;
  memcpy(&n, *p, 4);
  *p += 4;
  if ((size_t)(end - *p) < n) return false;
  *out = malloc((size_t)n + 1);
  if (!*out) return false;
  memcpy(*out, *p, n);
  (*out)[n] = 0;
  *p += n;
  return true;
}

static void copy_fixed(char *dst, size_t n, const char *src) { snprintf(dst, n, "%s", src ? src : ""); }

void iso_validate_pair(Validator *v, const char *text, size_t len, const char *name, unsigned wall_ms,
                       ValidateResult *out) {
  int fds[2];
  if (pipe(fds) != 0) {
    set_err(out, TV_ERROR, "triage: pipe: %s", strerror(errno));
    return;
  }
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    set_err(out, TV_ERROR, "triage: fork: %s", strerror(errno));
    return;
  }
  if (pid == 0) {
    close(fds[0]);
    ValidateResult r;
    validator_check_pair_text(v, text, len, name, &r);
    int32_t vv = r.verdict;
    put_all(fds[1], &vv, 4);
    put_str(fds[1], r.stage);
    put_str(fds[1], r.src_class);
    put_str(fds[1], r.tgt_class);
    put_str(fds[1], r.summary);
    put_str(fds[1], r.detail);
    put_str(fds[1], r.report);
    put_str(fds[1], r.json);
    _exit(0);
  }
  close(fds[1]);
  StrBuf b = STRBUF_INIT;
  uint64_t deadline = tvf_now_ns() + (uint64_t)(wall_ms ? wall_ms : 60000) * 1000000ull;
  bool finished = read_all(fds[0], &b, deadline);
  close(fds[0]);
  if (!finished) kill(pid, SIGKILL);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  const char *p = sb_cstr(&b), *end = p + b.len;
  int32_t verdict;
  char *stage = NULL, *sc = NULL, *tc = NULL, *sum = NULL, *det = NULL, *rep = NULL, *js = NULL;
  bool ok = finished && b.len >= 4;
  if (ok) {
    memcpy(&verdict, p, 4);
    p += 4;
    ok = get_str(&p, end, &stage) && get_str(&p, end, &sc) && get_str(&p, end, &tc) &&
         get_str(&p, end, &sum) && get_str(&p, end, &det) && get_str(&p, end, &rep) && get_str(&p, end, &js);
  }
  if (ok) {
    memset(out, 0, sizeof *out);
    out->verdict = verdict;
    out->verdict_name = validate_verdict_name(verdict);
    out->is_finding = verdict == TV_MISCOMPILE;
    copy_fixed(out->stage, sizeof out->stage, stage);
    copy_fixed(out->src_class, sizeof out->src_class, sc);
    copy_fixed(out->tgt_class, sizeof out->tgt_class, tc);
    copy_fixed(out->summary, sizeof out->summary, sum);
    copy_fixed(out->detail, sizeof out->detail, det);
    out->report = rep;
    out->json = js;
    rep = js = NULL;
  } else if (!finished) {
    char why[64];
    snprintf(why, sizeof why, "%u ms", wall_ms ? wall_ms : 60000);
    set_err(out, TV_TIMEOUT, "triage: the validator exceeded its budget of %s", why);
  } else {
    char why[128];
    snprintf(why, sizeof why, "%s", WIFSIGNALED(status) ? strsignal(WTERMSIG(status)) : "exited early");
    set_err(out, TV_ERROR, "triage: the validator crashed: %s", why);
  }
  free(stage);
  free(sc);
  free(tc);
  free(sum);
  free(det);
  free(rep);
  free(js);
  sb_free(&b);
}
