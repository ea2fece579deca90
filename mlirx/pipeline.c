/*
 * pipeline.c: the pass-by-pass pipeline runner (see pipeline.h).
 *
 * Three layers:
 *  - run_local(): parse, then for each step run its pass manager, verify,
 *    print and compare; reports every event to an Emitter.
 *  - the fork server: a child process loops reading programs from a pipe and
 *    runs run_local() with an Emitter that writes length-prefixed messages
 *    back; the parent rebuilds the PipeResult from them, so everything up to
 *    a crash survives it.
 *  - pipe_runner_run(): picks the isolation mode, enforces the wall-clock
 *    budget with poll(), collects the child's stderr tail for crash reports.
 */
#define _GNU_SOURCE
#include "mlirx/pipeline.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <mlir-c/Pass.h>

#include "mlirx/pipeline_internal.h"
#include "mlirx/pipeline_split.h"
#include "mlirx/session_internal.h"
#include "support/memlimit.h"

#define ERR_TAIL_MAX 4096

typedef struct RunnerStep {
  PipeStep step;
  MlirPassManager pm;
} RunnerStep;

struct PipeRunner {
  MlirxSession *s;
  PipeOptions o;
  char *text;     /* pipeline as given (preset resolved) */
  char *expanded; /* MLIR's printing of it */
  RunnerStep *steps;
  int nsteps;
  /* fork server */
  pid_t child;
  int to_child;   /* write end: requests */
  int from_child; /* read end: events */
  int err_from;   /* read end: child's stderr */
  StrBuf err_tail;
};

const char *step_status_name(StepStatus s) {
  switch (s) {
  case STEP_OK: return "ok";
  case STEP_PASS_FAILURE: return "pass-failure";
  case STEP_INVALID_IR: return "invalid-ir";
  case STEP_CRASH: return "crash";
  case STEP_TIMEOUT: return "timeout";
  case STEP_NOT_RUN: return "not-run";
  }
  return "?";
}

void pipe_options_default(PipeOptions *o) {
  o->isolation = PIPE_ISOLATE_SERVER;
  o->wall_ms = 20000;
  o->mem_mb = 4096;
  o->snapshots = true;
  o->verify_each = true;
}

void pipe_result_free(PipeResult *r) {
  if (!r) return;
  for (int i = 0; i < r->nsteps; i++) {
    free(r->steps[i].diag);
    free(r->steps[i].before);
    free(r->steps[i].after);
  }
  free(r->steps);
  free(r->final_ir);
  memset(r, 0, sizeof *r);
}

int pipe_result_check_roundtrip(MlirxSession *s, PipeResult *r) {
  if (!r || r->worst != STEP_OK) return -1;
  for (int i = 0; i < r->nsteps; i++) {
    StepResult *sr = &r->steps[i];
    if (sr->status != STEP_OK || !sr->changed || !sr->after) continue;
    Diag d;
    diag_init(&d);
    MlirxModule *m = mlirx_parse(s, sr->after, strlen(sr->after), "<after>", &d);
    if (m) {
      mlirx_module_destroy(m);
      continue;
    }
    sr->status = STEP_INVALID_IR;
    free(sr->diag);
    sr->diag = strdup(d.msg);
    for (int j = i + 1; j < r->nsteps; j++)
      r->steps[j].status = STEP_NOT_RUN;
    r->worst = STEP_INVALID_IR;
    r->failed_step = i;
    return i;
  }
  return -1;
}

/* ------------------------------------------------------------------ */
/* construction                                                        */

static void cb_to_strbuf(MlirStringRef s, void *u) { sb_append((StrBuf *)u, s.data, s.length); }

static MlirPassManager make_module_pm(MlirxSession *s) {
  MlirPassManager pm =
      mlirPassManagerCreateOnOperation(s->ctx, mlirStringRefCreateFromCString("builtin.module"));
  /* We verify ourselves after each step, to tell "pass failed" from "pass
   * produced invalid IR". */
  mlirPassManagerEnableVerifier(pm, false);
  return pm;
}

static TvfStatus add_text_pipeline(MlirxSession *s, MlirPassManager pm, const char *text, Diag *d) {
  StrBuf err = STRBUF_INIT;
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  MlirLogicalResult lr;
  const char *t = text;
  while (*t == ' ')
    t++;
  if (strncmp(t, "builtin.module(", 15) == 0)
    lr = mlirParsePassPipeline(opm, mlirStringRefCreateFromCString(t), cb_to_strbuf, &err);
  else
    lr = mlirOpPassManagerAddPipeline(opm, mlirStringRefCreateFromCString(t), cb_to_strbuf, &err);
  TvfStatus st = TVF_OK;
  if (mlirLogicalResultIsFailure(lr)) {
    for (size_t i = 0; i < err.len; i++)
      if (err.data[i] == '\n') err.data[i] = ' ';
    st = diag_set(d, TVF_EINPUT, "pipeline '%s': %s", text, err.len ? sb_cstr(&err) : "invalid pipeline");
  }
  sb_free(&err);
  (void)s;
  return st;
}

PipeRunner *pipe_runner_create(MlirxSession *s, const char *pipeline_or_preset, const PipeOptions *o,
                               Diag *d) {
  const PipePreset *pre = pipe_preset_find(pipeline_or_preset);
  const char *text = pre ? pre->pipeline : pipeline_or_preset;
  PipeRunner *r = calloc(1, sizeof *r);
  if (!r) {
    diag_set(d, TVF_ENOMEM, "pipeline: out of memory");
    return NULL;
  }
  r->s = s;
  if (o)
    r->o = *o;
  else
    pipe_options_default(&r->o);
  r->child = -1;
  r->to_child = r->from_child = r->err_from = -1;
  sb_init(&r->err_tail);
  r->text = strdup(text);

  /* Let MLIR parse and expand the whole pipeline once. */
  MlirPassManager whole = make_module_pm(s);
  if (add_text_pipeline(s, whole, text, d) != TVF_OK) {
    mlirPassManagerDestroy(whole);
    pipe_runner_destroy(r);
    return NULL;
  }
  StrBuf ex = STRBUF_INIT;
  mlirPrintPassPipeline(mlirPassManagerGetAsOpPassManager(whole), cb_to_strbuf, &ex);
  mlirPassManagerDestroy(whole);
  r->expanded = sb_take(&ex);

  /* mlirPrintPassPipeline prints the elements of the top-level manager
   * wrapped in its anchor: "builtin.module(...)". */
  PipeStep *steps = NULL;
  int n = pipe_split(r->expanded, &steps);
  if (n < 0) {
    diag_set(d, TVF_EINTERNAL, "pipeline: cannot split expanded pipeline '%s'", r->expanded);
    pipe_runner_destroy(r);
    return NULL;
  }
  r->steps = calloc((size_t)(n ? n : 1), sizeof(RunnerStep));
  if (!r->steps) {
    pipe_steps_free(steps, n);
    diag_set(d, TVF_ENOMEM, "pipeline: out of memory");
    pipe_runner_destroy(r);
    return NULL;
  }
  for (int i = 0; i < n; i++) {
    r->steps[i].step = steps[i];
    r->nsteps = i + 1;
    r->steps[i].pm = make_module_pm(s);
    if (add_text_pipeline(s, r->steps[i].pm, steps[i].element, d) != TVF_OK) {
      free(steps);
      pipe_runner_destroy(r);
      return NULL;
    }
  }
  free(steps);              /* the strings moved into r->steps */
  signal(SIGPIPE, SIG_IGN); /* a dead child must not kill us through a write */
  return r;
}

TvfStatus pipe_runner_insert_external(PipeRunner *r, int position, const char *name, const char *anchor,
                                      PipeMakePass make, void *user, Diag *d) {
  if (position < 0 || position > r->nsteps) position = r->nsteps;
  RunnerStep *g = realloc(r->steps, sizeof(RunnerStep) * (size_t)(r->nsteps + 1));
  if (!g) return diag_set(d, TVF_ENOMEM, "pipeline: out of memory");
  r->steps = g;
  memmove(&r->steps[position + 1], &r->steps[position], sizeof(RunnerStep) * (size_t)(r->nsteps - position));
  RunnerStep *st = &r->steps[position];
  memset(st, 0, sizeof *st);
  st->step.pass = strdup(name);
  st->step.name = strdup(name);
  st->step.anchor = strdup(anchor ? anchor : "");
  StrBuf e = STRBUF_INIT;
  if (anchor && *anchor)
    sb_printf(&e, "%s(%s)", anchor, name);
  else
    sb_puts(&e, name);
  st->step.element = sb_take(&e);
  st->pm = make_module_pm(r->s);
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(st->pm);
  if (anchor && *anchor) opm = mlirOpPassManagerGetNestedUnder(opm, mlirStringRefCreateFromCString(anchor));
  mlirOpPassManagerAddOwnedPass(opm, make(user));
  r->nsteps++;
  /* A running server was forked with the old step list. */
  if (r->child > 0) {
    kill(r->child, SIGKILL);
    waitpid(r->child, NULL, 0);
    close(r->to_child);
    close(r->from_child);
    close(r->err_from);
    r->child = -1;
  }
  return TVF_OK;
}

static void stop_child(PipeRunner *r) {
  if (r->child > 0) {
    close(r->to_child);
    kill(r->child, SIGKILL);
    waitpid(r->child, NULL, 0);
    close(r->from_child);
    close(r->err_from);
  }
  r->child = -1;
  r->to_child = r->from_child = r->err_from = -1;
}

void pipe_runner_destroy(PipeRunner *r) {
  if (!r) return;
  stop_child(r);
  for (int i = 0; i < r->nsteps; i++) {
    if (r->steps[i].pm.ptr) mlirPassManagerDestroy(r->steps[i].pm);
    free(r->steps[i].step.pass);
    free(r->steps[i].step.name);
    free(r->steps[i].step.anchor);
    free(r->steps[i].step.element);
  }
  free(r->steps);
  free(r->text);
  free(r->expanded);
  sb_free(&r->err_tail);
  free(r);
}

int pipe_runner_num_steps(const PipeRunner *r) { return r->nsteps; }
const PipeStep *pipe_runner_step(const PipeRunner *r, int i) {
  return i >= 0 && i < r->nsteps ? &r->steps[i].step : NULL;
}
const char *pipe_runner_expanded(const PipeRunner *r) { return r->expanded; }
const char *pipe_runner_text(const PipeRunner *r) { return r->text; }

/* ------------------------------------------------------------------ */
/* running in this process                                             */

typedef struct Emitter {
  void (*parsed)(void *u, TvfStatus st, const char *msg, const char *initial);
  void (*begin)(void *u, int step);
  void (*end)(void *u, int step, StepStatus st, bool changed, double ms, const char *diag, const char *after);
  void (*done)(void *u, double total_ms);
  void *u;
} Emitter;

static void print_module(MlirModule m, StrBuf *out) {
  sb_clear(out);
  MlirOpPrintingFlags fl = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsAssumeVerified(fl);
  mlirOperationPrintWithFlags(mlirModuleGetOperation(m), fl, cb_to_strbuf, out);
  mlirOpPrintingFlagsDestroy(fl);
}

static void run_local(PipeRunner *r, const char *text, size_t len, const char *filename, const Emitter *em) {
  MlirxSession *s = r->s;
  uint64_t t0 = tvf_now_ns();
  Diag d;
  diag_init(&d);
  MlirxModule *m = mlirx_parse(s, text, len, filename, &d);
  if (!m) {
    em->parsed(em->u, d.status, d.msg, NULL);
    em->done(em->u, tvf_ms_since(t0));
    return;
  }
  StrBuf cur = STRBUF_INIT, next = STRBUF_INIT;
  /* Snapshots describe the module as it is in memory, in generic form from
   * the first one the custom form would misdescribe (mlirx_print_faithful). */
  bool generic = false;
  mlirx_print_faithful(s, mlirModuleGetOperation(m->mod), &generic, &cur);
  em->parsed(em->u, TVF_OK, "", r->o.snapshots ? sb_cstr(&cur) : NULL);
  MlirOperation mop = mlirModuleGetOperation(m->mod);
  for (int i = 0; i < r->nsteps; i++) {
    em->begin(em->u, i);
    mlirx_diag_reset(s, filename);
    uint64_t ts = tvf_now_ns();
    MlirLogicalResult lr = mlirPassManagerRunOnOp(r->steps[i].pm, mop);
    double ms = tvf_ms_since(ts);
    if (mlirLogicalResultIsFailure(lr)) {
      const char *e = mlirx_diag_first(s);
      em->end(em->u, i, STEP_PASS_FAILURE, false, ms, e ? e : "pass failed without a diagnostic", NULL);
      break;
    }
    if (r->o.verify_each) {
      mlirx_diag_reset(s, filename);
      if (!mlirOperationVerify(mop)) {
        const char *e = mlirx_diag_first(s);
        /* Print generically: the custom printer may assert on invalid IR. */
        StrBuf g = STRBUF_INIT;
        MlirOpPrintingFlags fl = mlirOpPrintingFlagsCreate();
        mlirOpPrintingFlagsPrintGenericOpForm(fl);
        mlirOpPrintingFlagsAssumeVerified(fl);
        mlirOperationPrintWithFlags(mop, fl, cb_to_strbuf, &g);
        mlirOpPrintingFlagsDestroy(fl);
        em->end(em->u, i, STEP_INVALID_IR, true, ms, e ? e : "verifier failed without a diagnostic",
                r->o.snapshots ? sb_cstr(&g) : NULL);
        sb_free(&g);
        break;
      }
    }
    bool was_generic = generic;
    if (r->o.snapshots)
      mlirx_print_faithful(s, mop, &generic, &next);
    else
      print_module(m->mod, &next);
    /* The first generic snapshot differs from a custom cur in text alone;
     * the step changed the module when the custom form changed or hid a
     * region rewrite, which is what switched the printing. */
    bool changed = next.len != cur.len || memcmp(sb_cstr(&next), sb_cstr(&cur), cur.len) != 0;
    if (generic && !was_generic) changed = true;
    em->end(em->u, i, STEP_OK, changed, ms, NULL, changed && r->o.snapshots ? sb_cstr(&next) : NULL);
    if (changed) {
      StrBuf t = cur;
      cur = next;
      next = t;
    }
  }
  sb_free(&cur);
  sb_free(&next);
  mlirx_module_destroy(m);
  em->done(em->u, tvf_ms_since(t0));
}

/* Emitter that fills a PipeResult directly (no isolation, and the parent
 * side of the fork server after decoding). */
typedef struct Collect {
  PipeResult *res;
  char *cur; /* IR before the next step (owned) */
  bool snapshots;
} Collect;

static char *xstrdup(const char *s) { return s ? strdup(s) : NULL; }

static void col_parsed(void *u, TvfStatus st, const char *msg, const char *initial) {
  Collect *c = u;
  c->res->parse_status = st;
  snprintf(c->res->parse_error, sizeof c->res->parse_error, "%s", msg ? msg : "");
  free(c->cur);
  c->cur = xstrdup(initial);
}

static void col_begin(void *u, int step) {
  Collect *c = u;
  /* Until the end event arrives, this step is the one running: if the
   * process dies now, it is the culprit. */
  c->res->failed_step = step;
  c->res->steps[step].status = STEP_CRASH;
}

static void col_end(void *u, int step, StepStatus st, bool changed, double ms, const char *diag,
                    const char *after) {
  Collect *c = u;
  StepResult *sr = &c->res->steps[step];
  sr->status = st;
  sr->changed = changed;
  sr->ms = ms;
  free(sr->diag);
  sr->diag = xstrdup(diag);
  /* A failed step keeps the IR it started from: what triage keys a
   * failure by (triage/sigfacts.h's shape triggers) is in it. */
  if (c->snapshots && (after || st != STEP_OK) && c->cur) {
    sr->before = xstrdup(c->cur);
    sr->after = after ? xstrdup(after) : NULL;
    if (st == STEP_OK && after) {
      free(c->cur);
      c->cur = xstrdup(after);
    }
  }
  if (st == STEP_OK)
    c->res->failed_step = -1;
  else {
    c->res->worst = st;
    c->res->failed_step = step;
  }
}

static void col_done(void *u, double total_ms) {
  Collect *c = u;
  c->res->total_ms = total_ms;
}

static bool result_init(PipeRunner *r, PipeResult *out) {
  memset(out, 0, sizeof *out);
  out->nsteps = r->nsteps;
  out->steps = calloc((size_t)(r->nsteps ? r->nsteps : 1), sizeof(StepResult));
  if (!out->steps) return false;
  for (int i = 0; i < r->nsteps; i++)
    out->steps[i].status = STEP_NOT_RUN;
  out->worst = STEP_OK;
  out->failed_step = -1;
  return true;
}

static void collect_finish(Collect *c) {
  if (c->snapshots && c->res->parse_status == TVF_OK)
    c->res->final_ir = c->cur;
  else
    free(c->cur);
  c->cur = NULL;
}

/* ------------------------------------------------------------------ */
/* fork server: wire format                                            */
/* Every message: 1 byte type, then fields. Strings: u32 length (or
 * UINT32_MAX for NULL) and bytes. */

static bool write_all(int fd, const void *p, size_t n) {
  const char *b = p;
  while (n) {
    ssize_t w = write(fd, b, n);
    if (w < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    b += w;
    n -= (size_t)w;
  }
  return true;
}

typedef struct Wire {
  int fd;
  StrBuf buf;
} Wire;

static void w_u8(Wire *w, uint8_t v) { sb_append(&w->buf, (const char *)&v, 1); }
static void w_i32(Wire *w, int32_t v) { sb_append(&w->buf, (const char *)&v, 4); }
static void w_f64(Wire *w, double v) { sb_append(&w->buf, (const char *)&v, 8); }
static void w_str(Wire *w, const char *s) {
  uint32_t n = s ? (uint32_t)strlen(s) : UINT32_MAX;
  sb_append(&w->buf, (const char *)&n, 4);
  if (s) sb_append(&w->buf, s, n);
}
static void w_flush(Wire *w) {
  write_all(w->fd, w->buf.data, w->buf.len);
  sb_clear(&w->buf);
}

static void wire_parsed(void *u, TvfStatus st, const char *msg, const char *initial) {
  Wire *w = u;
  w_u8(w, 'P');
  w_i32(w, (int32_t)st);
  w_str(w, msg);
  w_str(w, initial);
  w_flush(w);
}
static void wire_begin(void *u, int step) {
  Wire *w = u;
  w_u8(w, 'B');
  w_i32(w, step);
  w_flush(w);
}
static void wire_end(void *u, int step, StepStatus st, bool changed, double ms, const char *diag,
                     const char *after) {
  Wire *w = u;
  w_u8(w, 'E');
  w_i32(w, step);
  w_i32(w, (int32_t)st);
  w_u8(w, changed);
  w_f64(w, ms);
  w_str(w, diag);
  w_str(w, after);
  w_flush(w);
}
static void wire_done(void *u, double total_ms) {
  Wire *w = u;
  w_u8(w, 'D');
  w_f64(w, total_ms);
  w_flush(w);
}

static bool read_all(int fd, void *p, size_t n) {
  char *b = p;
  while (n) {
    ssize_t g = read(fd, b, n);
    if (g < 0 && errno == EINTR) continue;
    if (g <= 0) return false;
    b += g;
    n -= (size_t)g;
  }
  return true;
}

TVF_NORETURN static void child_main(PipeRunner *r, int req_fd, int ev_fd) {
  Wire w = {ev_fd, STRBUF_INIT};
  Emitter em = {wire_parsed, wire_begin, wire_end, wire_done, &w};
  for (;;) {
    uint32_t nf, nt;
    if (!read_all(req_fd, &nf, 4)) _exit(0);
    char *fname = malloc((size_t)nf + 1);
    if (!fname || !read_all(req_fd, fname, nf)) _exit(0);
    fname[nf] = 0;
    if (!read_all(req_fd, &nt, 4)) _exit(0);
    char *text = malloc((size_t)nt + 1);
    if (!text || !read_all(req_fd, text, nt)) _exit(0);
    text[nt] = 0;
    run_local(r, text, nt, fname, &em);
    free(text);
    free(fname);
  }
}

static TvfStatus start_child(PipeRunner *r, Diag *d) {
  int req[2], ev[2], er[2];
  if (pipe(req) || pipe(ev) || pipe(er)) return diag_set(d, TVF_EIO, "pipeline: pipe(): %s", strerror(errno));
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid < 0) return diag_set(d, TVF_EIO, "pipeline: fork(): %s", strerror(errno));
  if (pid == 0) {
    close(req[1]);
    close(ev[0]);
    close(er[0]);
    dup2(er[1], 2);
    close(er[1]);
    signal(SIGPIPE, SIG_DFL);
    tvf_limit_address_space(r->o.mem_mb);
    child_main(r, req[0], ev[0 + 1]);
  }
  close(req[0]);
  close(ev[1]);
  close(er[1]);
  r->child = pid;
  r->to_child = req[1];
  r->from_child = ev[0];
  r->err_from = er[0];
  fcntl(r->err_from, F_SETFL, fcntl(r->err_from, F_GETFL) | O_NONBLOCK);
  return TVF_OK;
}

static void drain_stderr(PipeRunner *r) {
  char buf[4096];
  for (;;) {
    ssize_t n = read(r->err_from, buf, sizeof buf);
    if (n <= 0) break;
    sb_append(&r->err_tail, buf, (size_t)n);
    if (r->err_tail.len > ERR_TAIL_MAX) {
      size_t drop = r->err_tail.len - ERR_TAIL_MAX;
      memmove(r->err_tail.data, r->err_tail.data + drop, ERR_TAIL_MAX);
      sb_truncate(&r->err_tail, ERR_TAIL_MAX);
    }
  }
}

/* Buffered reader over the event pipe with a deadline. */
typedef struct Reader {
  PipeRunner *r;
  uint64_t deadline_ns; /* 0 = none */
  char buf[65536];
  size_t pos, len;
  bool timed_out, eof;
} Reader;

static bool rd_fill(Reader *rd) {
  for (;;) {
    struct pollfd p[2] = {{rd->r->from_child, POLLIN, 0}, {rd->r->err_from, POLLIN, 0}};
    int wait_ms = -1;
    if (rd->deadline_ns) {
      uint64_t now = tvf_now_ns();
      if (now >= rd->deadline_ns) {
        rd->timed_out = true;
        return false;
      }
      wait_ms = (int)((rd->deadline_ns - now) / 1000000) + 1;
    }
    int k = poll(p, 2, wait_ms);
    if (k < 0 && errno == EINTR) continue;
    if (k < 0) {
      rd->eof = true;
      return false;
    }
    if (p[1].revents) drain_stderr(rd->r);
    if (p[0].revents & (POLLIN | POLLHUP | POLLERR)) {
      ssize_t n = read(rd->r->from_child, rd->buf, sizeof rd->buf);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        rd->eof = true;
        return false;
      }
      rd->pos = 0;
      rd->len = (size_t)n;
      return true;
    }
  }
}

static bool rd_bytes(Reader *rd, void *p, size_t n) {
  char *b = p;
  while (n) {
    if (rd->pos == rd->len && !rd_fill(rd)) return false;
    size_t k = rd->len - rd->pos < n ? rd->len - rd->pos : n;
    memcpy(b, rd->buf + rd->pos, k);
    rd->pos += k;
    b += k;
    n -= k;
  }
  return true;
}

static bool rd_str(Reader *rd, char **out) {
  uint32_t n;
  *out = NULL;
  if (!rd_bytes(rd, &n, 4)) return false;
  if (n == UINT32_MAX) return true;
  char *s = malloc((size_t)n + 1);
  if (!s) return false;
  if (!rd_bytes(rd, s, n)) {
    free(s);
    return false;
  }
  s[n] = 0;
  *out = s;
  return true;
}

/* Last non-empty lines of the child's stderr, joined on one line. */
static char *stderr_summary(PipeRunner *r, int sig) {
  StrBuf o = STRBUF_INIT;
  sb_printf(&o, "%s (signal %d)", sig ? strsignal(sig) : "child exited", sig);
  const char *t = sb_cstr(&r->err_tail);
  /* Prefer an assertion or LLVM error line; otherwise the last line. */
  const char *pick = strstr(t, "Assertion");
  if (!pick) pick = strstr(t, "LLVM ERROR");
  if (!pick) pick = strstr(t, "UNREACHABLE");
  if (pick) {
    const char *e = strchr(pick, '\n');
    sb_puts(&o, ": ");
    sb_append(&o, pick, e ? (size_t)(e - pick) : strlen(pick));
  } else if (r->err_tail.len) {
    size_t end = r->err_tail.len;
    while (end && (t[end - 1] == '\n' || t[end - 1] == ' '))
      end--;
    size_t b = end;
    while (b && t[b - 1] != '\n')
      b--;
    if (end > b) {
      sb_puts(&o, ": ");
      sb_append(&o, t + b, end - b > 300 ? 300 : end - b);
    }
  }
  return sb_take(&o);
}

static TvfStatus run_in_child(PipeRunner *r, const char *text, size_t len, const char *filename,
                              PipeResult *out, Diag *d) {
  if (r->child <= 0 && start_child(r, d) != TVF_OK) return d ? d->status : TVF_EIO;
  sb_clear(&r->err_tail);
  uint32_t nf = (uint32_t)strlen(filename), nt = (uint32_t)len;
  bool sent = write_all(r->to_child, &nf, 4) && write_all(r->to_child, filename, nf) &&
              write_all(r->to_child, &nt, 4) && write_all(r->to_child, text, len);
  Collect c = {out, NULL, r->o.snapshots};
  Reader *rd = malloc(sizeof *rd);
  if (!rd) return diag_set(d, TVF_ENOMEM, "pipeline: out of memory");
  rd->r = r;
  rd->deadline_ns = r->o.wall_ms ? tvf_now_ns() + (uint64_t)r->o.wall_ms * 1000000ull : 0;
  rd->pos = rd->len = 0;
  rd->timed_out = rd->eof = false;
  bool parsed_seen = false, done = false;
  out->parse_status = TVF_OK;
  while (sent && !done) {
    uint8_t type;
    if (!rd_bytes(rd, &type, 1)) break;
    bool ok = true;
    if (type == 'P') {
      int32_t st;
      char *msg = NULL, *init = NULL;
      ok = rd_bytes(rd, &st, 4) && rd_str(rd, &msg) && rd_str(rd, &init);
      if (ok) col_parsed(&c, (TvfStatus)st, msg, init);
      parsed_seen = ok;
      free(msg);
      free(init);
    } else if (type == 'B') {
      int32_t i;
      ok = rd_bytes(rd, &i, 4) && i >= 0 && i < r->nsteps;
      if (ok) col_begin(&c, i);
    } else if (type == 'E') {
      int32_t i, st;
      uint8_t ch;
      double ms;
      char *diag = NULL, *after = NULL;
      ok = rd_bytes(rd, &i, 4) && rd_bytes(rd, &st, 4) && rd_bytes(rd, &ch, 1) && rd_bytes(rd, &ms, 8) &&
           rd_str(rd, &diag) && rd_str(rd, &after) && i >= 0 && i < r->nsteps;
      if (ok) col_end(&c, i, (StepStatus)st, ch, ms, diag, after);
      free(diag);
      free(after);
    } else if (type == 'D') {
      double ms;
      ok = rd_bytes(rd, &ms, 8);
      if (ok) col_done(&c, ms);
      done = ok;
    } else {
      ok = false;
    }
    if (!ok) break;
  }
  if (!done) {
    /* The child died, hung or broke the protocol: kill it, find out why. */
    int status = 0, sig = 0;
    bool timed_out = rd->timed_out;
    if (timed_out) kill(r->child, SIGKILL);
    close(r->to_child);
    waitpid(r->child, &status, 0);
    drain_stderr(r);
    if (WIFSIGNALED(status)) sig = WTERMSIG(status);
    if (timed_out) sig = 0;
    close(r->from_child);
    close(r->err_from);
    r->child = -1;
    char *why = timed_out ? NULL : stderr_summary(r, sig);
    if (timed_out) {
      StrBuf t = STRBUF_INIT;
      sb_printf(&t, "wall-clock budget of %u ms exceeded", r->o.wall_ms);
      why = sb_take(&t);
    }
    StepStatus st = timed_out ? STEP_TIMEOUT : STEP_CRASH;
    if (!parsed_seen) {
      out->parse_status = timed_out ? TVF_ETIMEOUT : TVF_ECRASH;
      snprintf(out->parse_error, sizeof out->parse_error, "%s: %s while parsing", filename, why);
      out->worst = st;
    } else if (out->failed_step >= 0) {
      StepResult *sr = &out->steps[out->failed_step];
      sr->status = st;
      sr->signal = sig;
      free(sr->diag);
      sr->diag = why;
      why = NULL;
      out->worst = st;
    } else {
      out->worst = st;
    }
    free(why);
  } else if (r->o.isolation == PIPE_ISOLATE_FORK) {
    stop_child(r);
  }
  free(rd);
  collect_finish(&c);
  return TVF_OK;
}

TvfStatus pipe_runner_run(PipeRunner *r, const char *text, size_t len, const char *filename, PipeResult *out,
                          Diag *d) {
  if (!result_init(r, out)) return diag_set(d, TVF_ENOMEM, "pipeline: out of memory");
  if (!filename) filename = "<input>";
  if (r->o.isolation == PIPE_ISOLATE_NONE) {
    Collect c = {out, NULL, r->o.snapshots};
    Emitter em = {col_parsed, col_begin, col_end, col_done, &c};
    run_local(r, text, len, filename, &em);
    collect_finish(&c);
    return TVF_OK;
  }
  return run_in_child(r, text, len, filename, out, d);
}
