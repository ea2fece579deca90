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
  free(s->isfact);
  free(s->eff);
  free(s->dropped);
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

static void smti_assert(SmtSolver *s, SmtTerm t, bool fact) {
  if (!s) return;
  Z3_ast a = NULL;
  if (!smt_is_null(t) && smti_ok(s->c)) {
    if (smti_bool_lit(s->c, t) == 1) return; /* asserting true is a no-op */
    a = smti_a(t);
  }
  if (!smti_grow(s->c, (void **)&s->as, &s->cap, sizeof *s->as, s->n + 1)) return;
  if (!smti_grow(s->c, (void **)&s->isfact, &s->capfact, sizeof *s->isfact, s->n + 1)) return;
  s->isfact[s->n] = fact;
  s->as[s->n++] = a;
}

void smt_solver_assert(SmtSolver *s, SmtTerm t) { smti_assert(s, t, false); }

void smt_solver_assert_facts(SmtSolver *s, SmtTerm facts) { smti_assert(s, facts, true); }

/* TVF_FACTS_ALL=1 keeps every fact (smt_solver_assert_facts), for measuring
 * the relevance filter against. */
static bool smti_facts_all(void) {
  static int on = -1;
  if (on < 0) on = getenv("TVF_FACTS_ALL") != NULL;
  return on;
}

/* The assertions a check gives Z3, in s->eff: every plain assertion,
 * then the conjuncts of the fact assertions relevant to them
 * (smti_facts_select). All of them when the selection fails. */
static void smti_select(SmtSolver *s);

/* TVF_KEEP_PINS=1 keeps the free pins (smti_drop_free_pins), for measuring. */
static bool smti_keep_pins(void) {
  static int on = -1;
  if (on < 0) on = getenv("TVF_KEEP_PINS") != NULL;
  return on;
}

/* s->eff: the assertions a check gives Z3 (smti_select), less the free pins
 * (x = value with x nowhere else: equisatisfiable without them; they go back
 * into the model after a SAT check). */
static void smti_effective(SmtSolver *s) {
  s->ndropped = 0;
  smti_select(s);
  if (smti_keep_pins() || s->neff < 2 || !smti_ok(s->c)) return;
  if (!smti_grow(s->c, (void **)&s->dropped, &s->capdropped, sizeof *s->dropped, s->neff)) return;
  s->ndropped = smti_drop_free_pins(s->c, s->eff, s->neff, s->dropped);
  s->neff -= s->ndropped;
}

static void smti_select(SmtSolver *s) {
  s->neff = 0;
  if (!smti_grow(s->c, (void **)&s->eff, &s->capeff, sizeof *s->eff, s->n + 1)) return;
  if (smti_facts_all()) { /* every assertion, in order */
    if (s->n) memcpy(s->eff, s->as, sizeof *s->eff * (size_t)s->n);
    s->neff = s->n;
    return;
  }
  int nf = 0;
  for (int i = 0; i < s->n; i++)
    if (!s->isfact[i] || !s->as[i])
      s->eff[s->neff++] = s->as[i];
    else
      nf++;
  if (nf == 0) return;
  bool sel = false;
  if (smti_ok(s->c)) {
    Z3_ast *fs = malloc(sizeof *fs * (size_t)nf);
    if (fs) {
      int k = 0;
      for (int i = 0; i < s->n; i++)
        if (s->isfact[i] && s->as[i]) fs[k++] = s->as[i];
      int n = s->neff, cap = s->capeff;
      sel = smti_facts_select(s->c, fs, nf, s->eff, s->neff, &s->eff, &n, &cap);
      s->capeff = cap;
      if (sel) s->neff = n;
      free(fs);
    }
  }
  if (!sel) {
    int n = 0;
    for (int i = 0; i < s->n; i++)
      if (!s->isfact[i] || !s->as[i]) n++;
    s->neff = n;
    if (!smti_grow(s->c, (void **)&s->eff, &s->capeff, sizeof *s->eff, s->n + 1)) return;
    for (int i = 0; i < s->n; i++)
      if (s->isfact[i] && s->as[i]) s->eff[s->neff++] = s->as[i];
  }
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
  for (int i = 0; i < s->neff; i++)
    th |= smti_theories(c, s->eff[i]);
  /* Pure bit-vector queries stay with the general solver (it bit-blasts
   * them with its own QF_BV strategy; the QF_UFBV one was slower on an
   * integer-division equivalence). */
  int strategy = th == SMTI_TH_UF                                  ? SMTI_STRATEGY_UFBV
                 : (th & ~SMTI_TH_UF) == SMTI_TH_FP && forced != 2 ? SMTI_STRATEGY_FPBV
                                                                   : SMTI_STRATEGY_GENERAL;
  if (strategy != SMTI_STRATEGY_GENERAL && !smti_tactic(c, strategy)) return SMTI_STRATEGY_GENERAL;
  return strategy;
}

/* A fresh, non-incremental Z3 solver in context k (s->c or a solve context
 * made by smti_solve_ctx) holding the current assertions, translated when k
 * is not s->c, with the given timeout (ms, 0 = none); NULL on error. */
static Z3_solver smti_z3_solver(SmtSolver *s, SmtCtx *k, unsigned ms, bool general, unsigned seed) {
  Z3_context z = k->z;
  Z3_solver zs = NULL;
  int strategy = general ? SMTI_STRATEGY_GENERAL : smti_strategy(s);
  if (strategy != SMTI_STRATEGY_GENERAL) {
    Z3_tactic t = smti_tactic(k, strategy);
    if (t) zs = Z3_mk_solver_from_tactic(z, t);
  }
  if (!zs) zs = Z3_mk_solver(z);
  if (!zs || k->has_err) return NULL;
  Z3_solver_inc_ref(z, zs);
  Z3_params p = Z3_mk_params(z);
  Z3_params_inc_ref(z, p);
  Z3_params_set_uint(z, p, Z3_mk_string_symbol(z, "timeout"), ms ? ms : 4294967295u);
  if (seed) Z3_params_set_uint(z, p, Z3_mk_string_symbol(z, "random_seed"), seed);
  Z3_solver_set_params(z, zs, p);
  Z3_params_dec_ref(z, p);
  for (int i = 0; i < s->neff; i++) {
    Z3_ast a = k == s->c ? s->eff[i] : Z3_translate(s->c->z, s->eff[i], z);
    if (!a || k->has_err || s->c->has_err) {
      Z3_solver_dec_ref(z, zs);
      return NULL;
    }
    Z3_solver_assert(z, zs, a);
  }
  return zs;
}

/* Solve contexts. Z3's check costs time in proportion to the size of the
 * context it runs in, whatever the query: a 3.4 KB abstract-domain query
 * (one element of a 1,024-element clamp) took 100 ms in the run's context
 * and 8-15 ms in a fresh one, and in a context of a million unrelated terms
 * 9 s; 1,024 such queries made the pair time out (bench/thesis, issue 17).
 * So a check whose query is small next to the context runs in a context of
 * its own, made for it (0.5 ms), with the query translated into it and the
 * model translated back (smti_want_fresh). Not every query: the SMT core's
 * search depends on term order, which translation changes, and a hard
 * 64-bit multiplication query of a small pair (tests/verdicts/tosa/
 * apply_scale_i64_tensor_lowering) went from 2.8 s in place to a 20 s
 * timeout in a fresh context; in a small context there is nothing to gain.
 * TVF_SOLVE_IN_PLACE=1 checks in the run's context always, for measuring. */
static bool smti_solve_in_place(void) {
  static int on = -1;
  if (on < 0) on = getenv("TVF_SOLVE_IN_PLACE") != NULL;
  return on;
}

/* Context sizes (largest AST id among the query's roots: terms are numbered
 * as they are made, and a query is made after the terms it compares) below
 * which a check stays in place, and the ratio of context to query size
 * above which it moves. */
#define SMTI_FRESH_MIN_CTX 20000u
#define SMTI_FRESH_RATIO 4u

static bool smti_want_fresh(SmtSolver *s) {
  if (smti_solve_in_place() || !smti_ok(s->c)) return false;
  Z3_context z = s->c->z;
  unsigned maxid = 0;
  for (int i = 0; i < s->neff; i++)
    if (s->eff[i]) {
      unsigned id = Z3_get_ast_id(z, s->eff[i]);
      if (id > maxid) maxid = id;
    }
  if (maxid < SMTI_FRESH_MIN_CTX) return false;
  size_t q = smti_cone_size(s->c, s->eff, s->neff, maxid / SMTI_FRESH_RATIO + 1);
  return q * SMTI_FRESH_RATIO < maxid;
}

/* TVF_DEBUG_SMT=1 prints each check's setup and solve times to stderr. */
static bool smti_debug(void) {
  static int on = -1;
  if (on < 0) on = getenv("TVF_DEBUG_SMT") != NULL;
  return on;
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
  SmtCtx *k = c;
  if (s->fresh_ctx) {
    Diag d;
    diag_init(&d);
    k = smt_ctx_create(c->timeout_ms, &d);
    if (!k) {
      snprintf(s->reason, sizeof s->reason, "smt: cannot create a solve context: %.400s", d.msg);
      return SMT_ERROR;
    }
    smti_set_child(c, k);
  }
  Z3_context kz = k->z;
  Z3_solver zs = smti_z3_solver(s, k, budget, s->general, seed);
  if (!zs) {
    const char *why = c->has_err ? c->err : k->has_err ? k->err : "smt: cannot create a Z3 solver";
    snprintf(s->reason, sizeof s->reason, "%s", why);
    if (k != c) {
      if (k->has_err) smt_ctx_set_error(c, "%s", k->err);
      smti_set_child(c, NULL);
      smt_ctx_destroy(k);
    }
    return SMT_ERROR;
  }
  c->canceled = false;
  k->canceled = false;

  SmtiWatchdog w;
  pthread_t th;
  bool have_wd = false;
  if (budget) {
    memset(&w, 0, sizeof w);
    w.z = kz;
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
  uint64_t pre_ns = smti_now_ns();
  Z3_lbool r = Z3_solver_check(kz, zs);
  if (smti_debug())
    fprintf(stderr, "smt: budget %u ms, setup %.1f ms, check %.1f ms, %d assertions%s\n", budget,
            (pre_ns - started_ns) / 1e6, (smti_now_ns() - pre_ns) / 1e6, s->neff,
            k != c ? " (solve context)" : "");
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
  if (k->has_err || c->has_err) {
    if (k != c && k->has_err) smt_ctx_set_error(c, "%s", k->err);
    snprintf(s->reason, sizeof s->reason, "%s", c->err);
    res = SMT_ERROR;
  } else if (r == Z3_L_TRUE) {
    s->last_sat = true;
    Z3_model km = Z3_solver_get_model(kz, zs);
    if (km && k != c) {
      Z3_model_inc_ref(kz, km);
      s->last_model = Z3_model_translate(kz, km, c->z);
      Z3_model_dec_ref(kz, km);
    } else {
      s->last_model = km;
    }
    if (s->last_model) Z3_model_inc_ref(c->z, s->last_model);
    smti_model_add_pins(c, s->last_model, s->dropped, s->ndropped);
    res = SMT_SAT;
  } else if (r == Z3_L_FALSE) {
    res = SMT_UNSAT;
  } else {
    const char *why = Z3_solver_get_reason_unknown(kz, zs);
    if (fired)
      why = "timeout (watchdog)";
    else if ((k->canceled || c->canceled) && (!why || !*why))
      why = "canceled";
    snprintf(s->reason, sizeof s->reason, "%s", why && *why ? why : "unknown");
    res = smti_reason_is_budget(s->reason) ? SMT_TIMEOUT : SMT_UNKNOWN;
  }
  c->canceled = false;
  Z3_solver_dec_ref(kz, zs);
  if (k != c) {
    smti_set_child(c, NULL);
    smt_ctx_destroy(k);
  }
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

static SmtResult smti_check_restarts(SmtSolver *s, unsigned budget, bool null_asserted) {
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

/* TVF_NO_UNSAT_CACHE=1 turns the cache of answers up to renaming (UNSAT, timeouts) off. */
static bool smti_no_unsat_cache(void) {
  static int on = -1;
  if (on < 0) on = getenv("TVF_NO_UNSAT_CACHE") != NULL;
  return on;
}

SmtResult smt_solver_check(SmtSolver *s, unsigned timeout_ms) {
  if (!s) return SMT_ERROR;
  unsigned budget = timeout_ms ? timeout_ms : s->c->timeout_ms;
  bool null_asserted = false;
  for (int i = 0; i < s->n; i++)
    null_asserted |= !s->as[i];
  smti_effective(s);
  /* A query answered before up to a renaming of its constants (smt_facts.c):
   * UNSAT, or out of a budget at least this large under this configuration. */
  unsigned char *key = NULL;
  size_t keylen = 0;
  s->fresh_ctx = !null_asserted && smti_want_fresh(s);
  int config = smti_strategy(s) * 4 + (s->c->untuned ? 2 : 0) + (s->fresh_ctx ? 1 : 0);
  if (!null_asserted && smti_ok(s->c) && !smti_no_unsat_cache() &&
      smti_canon_key(s->c, s->eff, s->neff, &key, &keylen)) {
    SmtCanonAnswer known = smti_canon_lookup(key, keylen, budget, config);
    if (known != SMT_CANON_NONE) {
      free(key);
      smti_drop_last_model(s);
      s->last_sat = false;
      s->cur_model = NULL;
      snprintf(s->reason, sizeof s->reason, "%s",
               known == SMT_CANON_UNSAT ? ""
                                        : "the same query (up to renaming) ran out of a budget at least "
                                          "this large before");
      return known == SMT_CANON_UNSAT ? SMT_UNSAT : SMT_TIMEOUT;
    }
  }
  SmtResult res = smti_check_restarts(s, budget, null_asserted);
  if (key && smti_ok(s->c) && (res == SMT_UNSAT || (res == SMT_TIMEOUT && budget)))
    smti_canon_record(key, keylen, res == SMT_UNSAT, budget, config);
  else
    free(key);
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
  smti_effective(s);
  Z3_solver zs = smti_z3_solver(s, s->c, 0, true, 0);
  if (!zs) return;
  const char *txt = Z3_solver_to_string(s->c->z, zs);
  sb_puts(out, txt ? txt : "");
  sb_puts(out, "(check-sat)\n");
  Z3_solver_dec_ref(s->c->z, zs);
}
