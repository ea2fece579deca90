/*
 * reduce.c: the reducer driver (see reduce.h): sanity check, schedules,
 * fixpoint, cache, measure, pass-bug reports.
 *
 * Every candidate goes through the same gate, cheapest check first:
 *   1. the pass changed the text (else: a pass bug, reported once per pass);
 *   2. the text was not tried before (64-bit hash set);
 *   3. it parses and verifies (MLIR's verifier, in process);
 *   4. its measure is strictly smaller than the current program's;
 *   5. the oracle finds it interesting (pipeline + validator, isolated).
 * Accepted candidates replace the current program in canonical printed form,
 * and the pass continues at the same instance index (the old instance is
 * gone; C-Reduce's "advance only on failure").
 */
#define _POSIX_C_SOURCE 200809L
#include "triage/reduce.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "mlirx/session_internal.h"
#include "support/hash.h"
#include "triage/mlir_edit.h"
#include "triage/reduce_internal.h"

void reduce_options_default(ReduceOptions *o) {
  memset(o, 0, sizeof *o);
  o->max_tests = 3000;
  o->max_seconds = 900;
  o->verbose = 0;
  o->log = stderr;
}

/* ---- measure ---- */

static long type_elems(MlirType t) {
  if (!mlirTypeIsAShaped(t) || !mlirShapedTypeHasRank(t) || !mlirShapedTypeHasStaticShape(t)) return 1;
  long n = 1;
  intptr_t r = mlirShapedTypeGetRank(t);
  for (intptr_t i = 0; i < r; i++)
    n *= (long)mlirShapedTypeGetDimSize(t, i);
  return n;
}

typedef struct MeasureAcc {
  RedMeasure *m;
} MeasureAcc;

static MlirWalkResult measure_cb(MlirOperation op, void *user) {
  RedMeasure *m = user;
  if (me_op_is(op, "func.func")) {
    MlirBlock b = me_func_entry(op);
    intptr_t na = mlirBlockGetNumArguments(b);
    m->args += na;
    for (intptr_t i = 0; i < na; i++)
      m->elems += type_elems(mlirValueGetType(mlirBlockGetArgument(b, i)));
    MlirOperation ret = mlirBlockGetTerminator(b);
    if (!mlirOperationIsNull(ret)) m->args += mlirOperationGetNumOperands(ret);
    return MlirWalkResultAdvance;
  }
  if (!me_op_is_editable(op)) return MlirWalkResultAdvance;
  if (me_op_is_constant(op))
    m->consts++;
  else
    m->ops++;
  intptr_t nr = mlirOperationGetNumResults(op);
  for (intptr_t i = 0; i < nr; i++)
    m->elems += type_elems(mlirValueGetType(mlirOperationGetResult(op, i)));
  return MlirWalkResultAdvance;
}

static void measure_module(MlirxModule *mod, const char *text, size_t len, RedMeasure *m) {
  memset(m, 0, sizeof *m);
  mlirOperationWalk(mlirModuleGetOperation(mod->mod), measure_cb, m, MlirWalkPreOrder);
  m->literals = red_literal_complexity(text, len);
  m->bytes = (long)len;
}

bool red_measure(MlirxSession *s, const char *text, size_t len, RedMeasure *m) {
  MlirxModule *mod = mlirx_parse(s, text, len, "reduce-measure", NULL);
  if (!mod) return false;
  measure_module(mod, text, len, m);
  mlirx_module_destroy(mod);
  return true;
}

bool red_measure_less(const RedMeasure *a, const RedMeasure *b) {
  const long av[] = {a->ops, a->consts, a->elems, a->args, a->literals, a->bytes};
  const long bv[] = {b->ops, b->consts, b->elems, b->args, b->literals, b->bytes};
  for (size_t i = 0; i < sizeof av / sizeof av[0]; i++)
    if (av[i] != bv[i]) return av[i] < bv[i];
  return false;
}

/* ---- tried-candidate cache: open addressing on 64-bit text hashes ---- */

typedef struct HashSet {
  uint64_t *v;
  size_t cap, n;
} HashSet;

static bool hs_insert(HashSet *h, uint64_t k) {
  if (!k) k = 1;
  if ((h->n + 1) * 2 > h->cap) {
    size_t nc = h->cap ? h->cap * 2 : 1024;
    uint64_t *nv = calloc(nc, sizeof *nv);
    if (!nv) return true;
    for (size_t i = 0; i < h->cap; i++)
      if (h->v[i]) {
        size_t j = h->v[i] & (nc - 1);
        while (nv[j])
          j = (j + 1) & (nc - 1);
        nv[j] = h->v[i];
      }
    free(h->v);
    h->v = nv;
    h->cap = nc;
  }
  size_t j = k & (h->cap - 1);
  while (h->v[j]) {
    if (h->v[j] == k) return false;
    j = (j + 1) & (h->cap - 1);
  }
  h->v[j] = k;
  h->n++;
  return true;
}

/* ---- driver ---- */

typedef struct Red {
  MlirxSession *s;
  const RedOracle *oracle;
  const ReduceOptions *o;
  ReduceStats *st;
  StrBuf cur;
  MlirxModule *mod;
  RedMeasure m;
  HashSet tried;
  HashSet exhausted; /* hash(pass name, content) of passes that found nothing on that content */
  uint64_t t0;
  Diag *d;
} Red;

static bool budget_left(Red *r) {
  if (r->o->max_tests && r->st->tests >= r->o->max_tests) r->st->budget_exhausted = true;
  if (r->o->max_seconds > 0 && tvf_ms_since(r->t0) / 1000.0 >= r->o->max_seconds)
    r->st->budget_exhausted = true;
  if (r->o->deadline_ns && tvf_now_ns() >= r->o->deadline_ns)
    r->st->budget_exhausted = r->st->deadline_hit = true;
  return !r->st->budget_exhausted;
}

static RedPassStats *pstats(Red *r, const RedPass *p) {
  for (int i = 0; i < r->st->npasses; i++)
    if (r->st->passes[i].name == p->name) return &r->st->passes[i];
  if (r->st->npasses >= (int)TVF_ARRAY_LEN(r->st->passes)) return &r->st->passes[0];
  RedPassStats *ps = &r->st->passes[r->st->npasses++];
  memset(ps, 0, sizeof *ps);
  ps->name = p->name;
  return ps;
}

static void logf_(Red *r, int level, const char *fmt, ...) TVF_PRINTF(3, 4);
static void logf_(Red *r, int level, const char *fmt, ...) {
  if (r->o->verbose < level || !r->o->log) return;
  va_list ap;
  va_start(ap, fmt);
  fputs("[reduce] ", r->o->log);
  vfprintf(r->o->log, fmt, ap);
  fputc('\n', r->o->log);
  va_end(ap);
  fflush(r->o->log);
}

/* One pass over all instances on the current program. True if anything was
 * accepted. */
static bool run_pass(Red *r, const RedPass *p) {
  uint64_t key = tvf_hash_str(tvf_hash_str(TVF_HASH_INIT, p->name), sb_cstr(&r->cur));
  /* A pass that found nothing on this exact content will find nothing again
   * (passes are deterministic functions of the text). */
  if (!hs_insert(&r->exhausted, key)) return false;
  RedPassStats *ps = pstats(r, p);
  StrBuf cand = STRBUF_INIT, canon = STRBUF_INIT;
  bool progress = false, bug_reported = false;
  long n = 0;
  while (budget_left(r)) {
    RedInput in = {r->s, sb_cstr(&r->cur), r->cur.len, r->mod};
    Diag pd;
    diag_init(&pd);
    sb_clear(&cand);
    RedResult rc = p->apply_nth(&in, n, &cand, &pd);
    if (rc == RED_STOP) break;
    if (rc == RED_ERROR) {
      logf_(r, 2, "%s #%ld: error: %s", p->name, n, pd.msg);
      n++;
      continue;
    }
    ps->tried++;
    if (cand.len == r->cur.len && memcmp(sb_cstr(&cand), sb_cstr(&r->cur), cand.len) == 0) {
      /* C-Reduce's report_pass_bug: OK without a change. */
      ps->bugs++;
      r->st->pass_bugs++;
      if (!r->st->first_pass_bug[0])
        snprintf(r->st->first_pass_bug, sizeof r->st->first_pass_bug,
                 "pass %s instance %ld failed to modify the variant", p->name, n);
      if (!bug_reported && r->o->log)
        fprintf(r->o->log, "[reduce] PASS BUG: pass %s instance %ld failed to modify the variant\n", p->name,
                n);
      bug_reported = true;
      n++;
      continue;
    }
    if (!hs_insert(&r->tried, tvf_hash_str(TVF_HASH_INIT, sb_cstr(&cand)))) {
      ps->cached++;
      r->st->cache_hits++;
      n++;
      continue;
    }
    MlirxModule *cm = mlirx_parse(r->s, sb_cstr(&cand), cand.len, "reduce-candidate", &pd);
    if (!cm) {
      ps->invalid++;
      r->st->invalid++;
      logf_(r, 2, "%s #%ld: invalid: %s", p->name, n, pd.msg);
      n++;
      continue;
    }
    sb_clear(&canon);
    mlirx_module_print(cm, false, &canon);
    RedMeasure cmv;
    measure_module(cm, sb_cstr(&canon), canon.len, &cmv);
    bool fresh = canon.len == cand.len && memcmp(canon.data, cand.data, cand.len) == 0
                     ? true
                     : hs_insert(&r->tried, tvf_hash_str(TVF_HASH_INIT, sb_cstr(&canon)));
    if (!fresh || !red_measure_less(&cmv, &r->m)) {
      ps->not_smaller += fresh;
      ps->cached += !fresh;
      mlirx_module_destroy(cm);
      n++;
      continue;
    }
    r->st->tests++;
    char why[256] = "";
    bool ok = r->oracle->test(r->oracle->user, sb_cstr(&canon), canon.len, why, sizeof why);
    if (ok) {
      logf_(r, 1, "%-14s #%-3ld accepted: ops %ld->%ld consts %ld->%ld elems %ld->%ld bytes %ld->%ld",
            p->name, n, r->m.ops, cmv.ops, r->m.consts, cmv.consts, r->m.elems, cmv.elems, r->m.bytes,
            cmv.bytes);
      r->st->interesting++;
      ps->accepted++;
      sb_clear(&r->cur);
      sb_append(&r->cur, canon.data, canon.len);
      mlirx_module_destroy(r->mod);
      r->mod = cm;
      r->m = cmv;
      progress = true;
    } else {
      logf_(r, 2, "%s #%ld: not interesting: %s", p->name, n, why);
      mlirx_module_destroy(cm);
      n++;
    }
  }
  sb_free(&cand);
  sb_free(&canon);
  if (progress) {
    /* The content changed; the exhausted key of the old content stays valid. */
  }
  return progress;
}

typedef struct Sched {
  const RedPass *p;
  int pri;
} Sched;

static int sched_cmp(const void *a, const void *b) {
  const Sched *x = a, *y = b;
  return x->pri - y->pri;
}

static int build_schedule(const ReduceOptions *o, int which, const char *only, Sched *out, int max) {
  int n = 0, ntab = o->ntable;
  const RedPassEntry *t = o->table;
  if (!t) t = red_pass_table(&ntab);
  for (int i = 0; i < ntab && n < max; i++) {
    int pri = which == 0 ? t[i].first_pri : which == 1 ? t[i].pri : t[i].last_pri;
    if (!pri) continue;
    if (only && strcmp(only, t[i].pass->name) != 0) continue;
    out[n].p = t[i].pass;
    out[n].pri = pri;
    n++;
  }
  qsort(out, (size_t)n, sizeof *out, sched_cmp);
  return n;
}

TvfStatus reduce_run(MlirxSession *s, const char *text, size_t len, const RedOracle *oracle,
                     const ReduceOptions *o, StrBuf *out, ReduceStats *st, Diag *d) {
  ReduceOptions def;
  if (!o) {
    reduce_options_default(&def);
    o = &def;
  }
  ReduceStats local;
  if (!st) st = &local;
  memset(st, 0, sizeof *st);
  Red r;
  memset(&r, 0, sizeof r);
  r.s = s;
  r.oracle = oracle;
  r.o = o;
  r.st = st;
  r.d = d;
  r.t0 = tvf_now_ns();
  Diag pd;
  diag_init(&pd);
  r.mod = mlirx_parse(s, text, len, "reduce-input", &pd);
  if (!r.mod) return diag_set(d, TVF_EINPUT, "reduce: the input does not parse or verify: %s", pd.msg);
  mlirx_module_print(r.mod, false, &r.cur);
  measure_module(r.mod, sb_cstr(&r.cur), r.cur.len, &r.m);
  st->before = r.m;
  /* Sanity check (C-Reduce's sanity_check): the original must be interesting. */
  char why[256] = "";
  st->tests++;
  if (!oracle->test(oracle->user, sb_cstr(&r.cur), r.cur.len, why, sizeof why)) {
    char why2[256] = "";
    bool raw = oracle->test(oracle->user, text, len, why2, sizeof why2);
    mlirx_module_destroy(r.mod);
    sb_free(&r.cur);
    st->reprint_differs = raw;
    if (raw)
      return diag_set(d, TVF_EINTERNAL,
                      "reduce: the input is interesting but its re-printed form is not (%s); "
                      "the printer changes the behaviour, which is worth a bug report of its own",
                      why);
    return diag_set(d, TVF_EINPUT, "reduce: the original program is not interesting: %s", why);
  }
  hs_insert(&r.tried, tvf_hash_str(TVF_HASH_INIT, sb_cstr(&r.cur)));
  if (oracle->set_deadline && o->deadline_ns) oracle->set_deadline(oracle->user, o->deadline_ns);
  Sched sch[64];
  int n = build_schedule(o, 0, o->only, sch, 64);
  for (int i = 0; i < n && budget_left(&r); i++)
    run_pass(&r, sch[i].p);
  n = build_schedule(o, 1, o->only, sch, 64);
  for (;;) {
    st->rounds++;
    RedMeasure before = r.m;
    for (int i = 0; i < n && budget_left(&r); i++)
      run_pass(&r, sch[i].p);
    logf_(&r, 1, "round %ld: ops %ld consts %ld elems %ld bytes %ld (termination check: was %ld bytes)",
          st->rounds, r.m.ops, r.m.consts, r.m.elems, r.m.bytes, before.bytes);
    if (!red_measure_less(&r.m, &before) || !budget_left(&r)) break;
  }
  n = build_schedule(o, 2, o->only, sch, 64);
  for (int i = 0; i < n && budget_left(&r); i++)
    run_pass(&r, sch[i].p);
  if (oracle->set_deadline && o->deadline_ns) oracle->set_deadline(oracle->user, 0);
  st->after = r.m;
  st->seconds = tvf_ms_since(r.t0) / 1000.0;
  sb_clear(out);
  sb_append(out, r.cur.data, r.cur.len);
  mlirx_module_destroy(r.mod);
  sb_free(&r.cur);
  free(r.tried.v);
  free(r.exhausted.v);
  return TVF_OK;
}

void reduce_print_pass_table(FILE *f) {
  int n;
  const RedPassEntry *t = red_pass_table(&n);
  fprintf(f, "%-16s %5s %5s %5s  %s\n", "pass", "first", "main", "last", "what it tries");
  for (int i = 0; i < n; i++)
    fprintf(f, "%-16s %5d %5d %5d  %s\n", t[i].pass->name, t[i].first_pri, t[i].pri, t[i].last_pri,
            t[i].pass->summary);
}
