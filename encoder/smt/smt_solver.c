/*
 * smt_solver.c: solvers, models, numeral extraction, simplification and
 * printing for the SMT layer (see smt.h).
 *
 * An SmtSolver is our own assertion stack (push/pop are bookkeeping); each
 * check builds a fresh, non-incremental Z3 solver from the assertions in
 * scope. Z3 switches a solver that has seen push/pop to its incremental SMT
 * core, which bit-blasts FP lazily and was 4-5x slower on the encoder's and
 * the verdict tests' queries than the tactic pipeline a fresh solver uses
 * (e.g. fma vs mul+add in f32: > 30 s vs 7 s); terms are shared in the
 * context, so rebuilding costs little.
 *
 * Models are reference-counted Z3 objects: a solver holds one reference to
 * every model it handed out, released by smt_solver_destroy, so an SmtModel
 * stays valid across later checks. Every check runs under a budget: the
 * context's timeout or the per-call override, given to Z3 as the solver
 * parameter "timeout". Z3 4.8.12's own timer occasionally never fires (seen
 * once: a 1 ms budget ran for 55 s), so a timed check also starts a watchdog
 * thread that calls Z3_interrupt shortly after the deadline and every 50 ms
 * after that (an interrupt landing while Z3 sets up the check is lost). Z3
 * reacts at its next cancellation point: at once while searching, late
 * inside some preprocessing (a huge bit-blast ran 50% over its budget). Z3_L_UNDEF is split by Z3's reason
 * string: "timeout", "canceled" / "interrupted" (an interrupt) and resource limits are SMT_TIMEOUT; anything
 * else is SMT_UNKNOWN with the reason kept. SMT_ERROR means the query itself is broken (sticky context error,
 * null term asserted, Z3 exception during the check) and carries the error text as its reason.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "encoder/smt/smt_internal.h"

const char *smt_result_name(SmtResult r) {
  switch (r) {
  case SMT_UNSAT: return "unsat";
  case SMT_SAT: return "sat";
  case SMT_UNKNOWN: return "unknown";
  case SMT_TIMEOUT: return "timeout";
  case SMT_ERROR: return "error";
  }
  return "?";
}

SmtSolver *smt_solver_create(SmtCtx *c) {
  if (!smti_ok(c)) return NULL;
  SmtSolver *s = calloc(1, sizeof *s);
  if (!s) {
    smt_ctx_set_error(c, "smt: out of memory creating a solver");
    return NULL;
  }
  s->c = c;
  return s;
}

static void smti_drop_last_model(SmtSolver *s) {
  if (s->last_model) Z3_model_dec_ref(s->c->z, s->last_model);
  s->last_model = NULL;
}

void smt_solver_destroy(SmtSolver *s) {
  if (!s) return;
  Z3_context z = s->c->z;
  smti_drop_last_model(s);
  for (SmtModel *m = s->models, *next; m; m = next) {
    next = m->next;
    Z3_model_dec_ref(z, m->m);
    free(m);
  }
  free(s->as);
  free(s->scopes);
  free(s);
}

static bool smti_grow(SmtCtx *c, void **arr, int *cap, size_t el, int need) {
  if (need <= *cap) return true;
  int ncap = *cap ? *cap * 2 : 16;
  while (ncap < need)
    ncap *= 2;
  void *p = realloc(*arr, (size_t)ncap * el);
  if (!p) {
    smt_ctx_set_error(c, "smt: out of memory");
    return false;
  }
  *arr = p;
  *cap = ncap;
  return true;
}

void smt_solver_assert(SmtSolver *s, SmtTerm t) {
  if (!s) return;
  Z3_ast a = NULL;
  if (!smt_is_null(t) && smti_ok(s->c)) {
    if (smti_bool_lit(s->c, t) == 1) return; /* asserting true is a no-op */
    a = smti_a(t);
  }
  if (!smti_grow(s->c, (void **)&s->as, &s->cap, sizeof *s->as, s->n + 1)) return;
  s->as[s->n++] = a;
}

void smt_solver_push(SmtSolver *s) {
  if (!s || !smti_grow(s->c, (void **)&s->scopes, &s->capscopes, sizeof *s->scopes, s->nscopes + 1)) return;
  s->scopes[s->nscopes++] = s->n;
}

void smt_solver_pop(SmtSolver *s) {
  if (!s || s->nscopes == 0) return;
  s->n = s->scopes[--s->nscopes];
}

/* Solver strategy. Z3's general solver picks its SMT core for the abstract
 * domain's queries (bit-vectors and uninterpreted functions), whose run
 * time is heavy-tailed on them: one campaign query took 0.18 s to over 10 s
 * depending on the random seed and on which terms the context had made
 * before. The QF_UFBV strategy (simplify, Ackermannize, bit-blast, SAT)
 * decides the same query in 0.2 s whatever the seed, so every query whose
 * terms use only Booleans, bit-vectors and uninterpreted functions over
 * them gets it, and queries that add floating-point terms get the QF_FPBV
 * strategy (fewer timeouts than the general solver on the exact domain's
 * campaign queries); array and quantified queries keep the general solver
 * (docs/BENCHMARKS.md "Solver strategy"). For comparisons,
 * TVF_Z3_STRATEGY=general forces the general solver everywhere and
 * TVF_Z3_STRATEGY=general-fp for floating-point queries only. */
enum { SMTI_STRATEGY_GENERAL, SMTI_STRATEGY_UFBV, SMTI_STRATEGY_FPBV };

/* The tactic of a strategy, made once per context; NULL when Z3 refuses. */
static Z3_tactic smti_tactic(SmtCtx *c, int strategy) {
  Z3_tactic *slot = strategy == SMTI_STRATEGY_UFBV ? &c->tactic_ufbv : &c->tactic_fpbv;
  if (!*slot) {
    Z3_tactic t = Z3_mk_tactic(c->z, strategy == SMTI_STRATEGY_UFBV ? "qfufbv" : "qffpbv");
    if (!t || c->has_err) return NULL;
    Z3_tactic_inc_ref(c->z, t);
    *slot = t;
  }
  return *slot;
}

static int smti_strategy(SmtSolver *s) {
  SmtCtx *c = s->c;
  static int forced = -1; /* 0 none, 1 general everywhere, 2 general for floating point */
  if (forced < 0) {
    const char *e = getenv("TVF_Z3_STRATEGY");
    forced = !e ? 0 : !strcmp(e, "general") ? 1 : !strcmp(e, "general-fp") ? 2 : 0;
  }
  if (forced == 1 || c->untuned) return SMTI_STRATEGY_GENERAL;
  unsigned th = 0;
  for (int i = 0; i < s->n; i++)
    th |= smti_theories(c, s->as[i]);
  /* Pure bit-vector queries stay with the general solver (it bit-blasts
   * them with its own QF_BV strategy; the QF_UFBV one was slower on an
   * integer-division equivalence). */
  int strategy = th == SMTI_TH_UF                                  ? SMTI_STRATEGY_UFBV
                 : (th & ~SMTI_TH_UF) == SMTI_TH_FP && forced != 2 ? SMTI_STRATEGY_FPBV
                                                                   : SMTI_STRATEGY_GENERAL;
  if (strategy != SMTI_STRATEGY_GENERAL && !smti_tactic(c, strategy)) return SMTI_STRATEGY_GENERAL;
  return strategy;
}

/* A fresh, non-incremental Z3 solver holding the current assertions, with
 * the given timeout (ms, 0 = none); NULL on error. */
static Z3_solver smti_z3_solver(SmtSolver *s, unsigned ms, bool general, unsigned seed) {
  Z3_context z = s->c->z;
  Z3_solver zs = NULL;
  int strategy = general ? SMTI_STRATEGY_GENERAL : smti_strategy(s);
  if (strategy != SMTI_STRATEGY_GENERAL) zs = Z3_mk_solver_from_tactic(z, smti_tactic(s->c, strategy));
  if (!zs) zs = Z3_mk_solver(z);
  if (!zs || s->c->has_err) return NULL;
  Z3_solver_inc_ref(z, zs);
  Z3_params p = Z3_mk_params(z);
  Z3_params_inc_ref(z, p);
  Z3_params_set_uint(z, p, Z3_mk_string_symbol(z, "timeout"), ms ? ms : 4294967295u);
  if (seed) Z3_params_set_uint(z, p, Z3_mk_string_symbol(z, "random_seed"), seed);
  Z3_solver_set_params(z, zs, p);
  Z3_params_dec_ref(z, p);
  for (int i = 0; i < s->n; i++)
    Z3_solver_assert(z, zs, s->as[i]);
  return zs;
}

static uint64_t smti_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static bool smti_reason_is_budget(const char *r) {
  return strstr(r, "timeout") || strstr(r, "canceled") || strstr(r, "interrupted") ||
         strstr(r, "resource limit") || strstr(r, "rlimit");
}

/* Backstop for Z3's timer: interrupts the context once the deadline passes
 * unless the check has finished (done), under one mutex so that no interrupt
 * is issued after the caller has moved on. */
typedef struct SmtiWatchdog {
  pthread_mutex_t mu;
  pthread_cond_t cv;
  bool done, fired;
  Z3_context z;
  struct timespec deadline;
} SmtiWatchdog;

static void *smti_watchdog_main(void *arg) {
  SmtiWatchdog *w = arg;
  pthread_mutex_lock(&w->mu);
  while (!w->done) {
    int rc = pthread_cond_timedwait(&w->cv, &w->mu, &w->deadline);
    if (rc != ETIMEDOUT || w->done) continue;
    /* Past the deadline: interrupt, and again every 50 ms, because an
     * interrupt that lands while Z3 is still setting up the check is lost. */
    w->fired = true;
    Z3_interrupt(w->z);
    w->deadline.tv_nsec += 50 * 1000000L;
    if (w->deadline.tv_nsec >= 1000000000L) {
      w->deadline.tv_nsec -= 1000000000L;
      w->deadline.tv_sec++;
    }
  }
  pthread_mutex_unlock(&w->mu);
  return NULL;
}

static SmtResult smti_check_once(SmtSolver *s, unsigned timeout_ms, unsigned seed) {
  SmtCtx *c = s->c;
  s->last_sat = false;
  s->cur_model = NULL;
  s->reason[0] = 0;
  if (!smti_ok(c)) {
    snprintf(s->reason, sizeof s->reason, "%s", c->err);
    return SMT_ERROR;
  }
  smti_drop_last_model(s);
  for (int i = 0; i < s->n; i++) {
    if (!s->as[i]) {
      snprintf(s->reason, sizeof s->reason, "smt: a null term was asserted");
      return SMT_ERROR;
    }
  }
  unsigned budget = timeout_ms ? timeout_ms : c->timeout_ms;
  uint64_t started_ns = smti_now_ns();
  bool tactic = !s->general && smti_strategy(s) != SMTI_STRATEGY_GENERAL;
  Z3_solver zs = smti_z3_solver(s, budget, s->general, seed);
  if (!zs) {
    snprintf(s->reason, sizeof s->reason, "%s", c->has_err ? c->err : "smt: cannot create a Z3 solver");
    return SMT_ERROR;
  }
  c->canceled = false;

  SmtiWatchdog w;
  pthread_t th;
  bool have_wd = false;
  if (budget) {
    memset(&w, 0, sizeof w);
    w.z = c->z;
    clock_gettime(CLOCK_REALTIME, &w.deadline);
    unsigned long long grace = budget / 10 + 20; /* let Z3's own timer win */
    unsigned long long ns =
        (unsigned long long)w.deadline.tv_nsec + ((unsigned long long)budget + grace) * 1000000ull;
    w.deadline.tv_sec += (time_t)(ns / 1000000000ull);
    w.deadline.tv_nsec = (long)(ns % 1000000000ull);
    pthread_mutex_init(&w.mu, NULL);
    pthread_cond_init(&w.cv, NULL);
    have_wd = pthread_create(&th, NULL, smti_watchdog_main, &w) == 0;
    if (!have_wd) {
      pthread_cond_destroy(&w.cv);
      pthread_mutex_destroy(&w.mu);
    }
  }
  Z3_lbool r = Z3_solver_check(c->z, zs);
  bool fired = false;
  if (have_wd) {
    pthread_mutex_lock(&w.mu);
    w.done = true;
    fired = w.fired;
    pthread_cond_signal(&w.cv);
    pthread_mutex_unlock(&w.mu);
    pthread_join(th, NULL);
    pthread_cond_destroy(&w.cv);
    pthread_mutex_destroy(&w.mu);
  }

  SmtResult res;
  if (c->has_err) {
    snprintf(s->reason, sizeof s->reason, "%s", c->err);
    res = SMT_ERROR;
  } else if (r == Z3_L_TRUE) {
    s->last_sat = true;
    s->last_model = Z3_solver_get_model(c->z, zs);
    if (s->last_model) Z3_model_inc_ref(c->z, s->last_model);
    res = SMT_SAT;
  } else if (r == Z3_L_FALSE) {
    res = SMT_UNSAT;
  } else {
    const char *why = Z3_solver_get_reason_unknown(c->z, zs);
    if (fired)
      why = "timeout (watchdog)";
    else if (c->canceled && (!why || !*why))
      why = "canceled";
    snprintf(s->reason, sizeof s->reason, "%s", why && *why ? why : "unknown");
    res = smti_reason_is_budget(s->reason) ? SMT_TIMEOUT : SMT_UNKNOWN;
  }
  c->canceled = false;
  Z3_solver_dec_ref(c->z, zs);
  /* The strategy gave up (a construct its tactics do not handle): the
   * general solver gets what remains of the budget. */
  if (tactic && res == SMT_UNKNOWN) {
    double used_ms = (double)(smti_now_ns() - started_ns) / 1e6;
    if (!budget || used_ms < budget) {
      s->general = true;
      res = smti_check_once(s, budget ? budget - (unsigned)used_ms : 0, seed);
      s->general = false;
    }
  }
  return res;
}

/* Restarts. With the QF_UFBV / QF_FPBV strategies the time Z3 needs for one
 * of our queries is heavy-tailed in its random seed (one campaign query:
 * 0.13 s to 6.3 s over six seeds), so their budget is spent as three
 * attempts with different seeds (1/4, 1/4, then the rest) rather than one
 * long run: a query that some seed decides quickly is decided early, and a
 * steadily hard one still gets half the budget in its last attempt. The
 * general solver and budgets below SMTI_RESTART_MIN_MS get one attempt. */
#define SMTI_RESTART_MIN_MS 400

SmtResult smt_solver_check(SmtSolver *s, unsigned timeout_ms) {
  if (!s) return SMT_ERROR;
  unsigned budget = timeout_ms ? timeout_ms : s->c->timeout_ms;
  bool null_asserted = false;
  for (int i = 0; i < s->n; i++)
    null_asserted |= !s->as[i];
  if (!budget || budget < SMTI_RESTART_MIN_MS || s->c->untuned || !smti_ok(s->c) || null_asserted ||
      smti_strategy(s) == SMTI_STRATEGY_GENERAL)
    return smti_check_once(s, budget, 0);
  static const unsigned eighths[] = {2, 2};
  uint64_t t0 = smti_now_ns();
  SmtResult res = SMT_TIMEOUT;
  for (unsigned attempt = 0;; attempt++) {
    double used = (double)(smti_now_ns() - t0) / 1e6;
    if (used >= budget) break;
    unsigned left = budget - (unsigned)used;
    unsigned slice = attempt < 2 ? budget * eighths[attempt] / 8 : left;
    if (slice > left) slice = left;
    if (slice < 1) slice = 1;
    res = smti_check_once(s, slice, attempt);
    if (res != SMT_TIMEOUT || slice >= left) break;
  }
  return res;
}

const char *smt_solver_reason(SmtSolver *s) { return s ? s->reason : ""; }

SmtModel *smt_solver_model(SmtSolver *s) {
  if (!s || !s->last_sat || !smti_ok(s->c)) return NULL;
  if (s->cur_model) return s->cur_model;
  if (!s->last_model) return NULL;
  SmtModel *m = calloc(1, sizeof *m);
  if (!m) {
    smt_ctx_set_error(s->c, "smt: out of memory for a model");
    return NULL;
  }
  m->c = s->c;
  m->m = s->last_model; /* the reference moves to the wrapper */
  s->last_model = NULL;
  m->next = s->models;
  s->models = m;
  s->cur_model = m;
  return m;
}

SmtTerm smt_model_eval(SmtModel *m, SmtTerm t) {
  if (!m || !smti_ok(m->c) || smt_is_null(t)) return smti_null();
  Z3_ast out = NULL;
  if (!Z3_model_eval(m->c->z, m->m, smti_a(t), true, &out) || !out) {
    m->c->canceled = false;
    return smti_null();
  }
  return smti_wrap(m->c, out);
}

bool smt_term_get_bool(SmtCtx *c, SmtTerm t, bool *out) {
  if (!smti_ok(c) || smt_is_null(t)) return false;
  int l = smti_bool_lit(c, t);
  if (l < 0) return false;
  if (out) *out = l == 1;
  return true;
}

bool smt_term_get_u64(SmtCtx *c, SmtTerm t, uint64_t *out) {
  if (!smti_ok(c) || smt_is_null(t)) return false;
  Z3_ast a = smti_a(t);
  if (!Z3_is_numeral_ast(c->z, a)) return false;
  Z3_sort s = Z3_get_sort(c->z, a);
  if (Z3_get_sort_kind(c->z, s) != Z3_BV_SORT || Z3_get_bv_sort_size(c->z, s) > 64) return false;
  uint64_t v = 0;
  if (!Z3_get_numeral_uint64(c->z, a, &v)) return false;
  if (out) *out = v;
  return true;
}

bool smt_term_get_fp_bits(SmtCtx *c, SmtTerm t, uint64_t *out) {
  if (!smti_ok(c) || smt_is_null(t)) return false;
  Z3_ast a = smti_a(t);
  Z3_sort s = Z3_get_sort(c->z, a);
  if (Z3_get_sort_kind(c->z, s) != Z3_FLOATING_POINT_SORT) return false;
  unsigned eb = Z3_fpa_get_ebits(c->z, s), sb = Z3_fpa_get_sbits(c->z, s);
  if (eb + sb > 64) return false;
  if (!Z3_is_numeral_ast(c->z, a)) return false;
  if (Z3_fpa_is_numeral_nan(c->z, a)) {
    if (out) *out = (((UINT64_C(1) << eb) - 1) << (sb - 1)) | (UINT64_C(1) << (sb - 2));
    return true;
  }
  Z3_ast bv = Z3_simplify(c->z, Z3_mk_fpa_to_ieee_bv(c->z, a));
  if (!bv || c->has_err) {
    c->canceled = false;
    return false;
  }
  uint64_t v = 0;
  if (!Z3_is_numeral_ast(c->z, bv) || !Z3_get_numeral_uint64(c->z, bv, &v)) return false;
  if (out) *out = v;
  return true;
}

SmtTerm smt_substitute(SmtCtx *c, SmtTerm t, const SmtTerm *from, const SmtTerm *to, int n) {
  SMTI_GUARD1(c, t);
  if (n <= 0) return t;
  Z3_ast *f = malloc(sizeof *f * (size_t)n), *g = malloc(sizeof *g * (size_t)n);
  if (!f || !g) {
    free(f);
    free(g);
    smt_ctx_set_error(c, "smt: out of memory (substitute)");
    return smti_null();
  }
  for (int i = 0; i < n; i++) {
    f[i] = smti_a(from[i]);
    g[i] = smti_a(to[i]);
  }
  Z3_ast r = Z3_substitute(c->z, smti_a(t), (unsigned)n, f, g);
  free(f);
  free(g);
  return smti_wrap(c, r);
}

SmtTerm smt_simplify(SmtCtx *c, SmtTerm t) {
  SMTI_GUARD1(c, t);
  Z3_ast r = Z3_simplify(c->z, smti_a(t));
  if (!r && !c->has_err) { /* canceled: the input is still a correct answer */
    c->canceled = false;
    return t;
  }
  return smti_wrap(c, r);
}

void smt_term_print(SmtCtx *c, SmtTerm t, StrBuf *out) {
  if (!out) return;
  if (!c || smt_is_null(t)) {
    sb_puts(out, "(null)");
    return;
  }
  const char *s = Z3_ast_to_string(c->z, smti_a(t));
  sb_puts(out, s ? s : "(null)");
}

void smt_solver_print(SmtSolver *s, StrBuf *out) {
  if (!s || !out) return;
  if (!smti_ok(s->c)) {
    sb_printf(out, "; context error: %s\n", s->c->err);
    return;
  }
  for (int i = 0; i < s->n; i++) {
    if (!s->as[i]) {
      sb_puts(out, "; a null term was asserted\n");
      return;
    }
  }
  Z3_solver zs = smti_z3_solver(s, 0, true, 0);
  if (!zs) return;
  const char *txt = Z3_solver_to_string(s->c->z, zs);
  sb_puts(out, txt ? txt : "");
  sb_puts(out, "(check-sat)\n");
  Z3_solver_dec_ref(s->c->z, zs);
}
