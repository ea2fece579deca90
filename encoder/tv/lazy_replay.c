/*
 * lazy_replay.c: concrete confirmation of lazy-mode counterexamples (see
 * lazy_replay.h).
 *
 * Inputs. Every argument is filled with one value (the fill) and the
 * entries the model pins are written over it. Only those entries reach the
 * model's output element (they are all its cone reads), so the fill matters
 * only through the rest of the program: it must not make src undefined
 * (then anything refines and the run shows nothing) and should not make
 * zeros everywhere (every zero of a TOSA max/min/clamp/dot product is a
 * choice site of the interpreter). A few fills are tried in turn, and for
 * abstract models also a second guess for the non-special floats, until one
 * run confirms, the budget runs out, or the variants are exhausted.
 *
 * What counts. Both functions are evaluated on the whole tensors; the
 * violation must be at the model's element (result, coordinates): src
 * defined there, and tgt undefined behaviour, tgt poison, or a different
 * value (any NaN matching any NaN), not depending on a libm approximation,
 * and src without undefined behaviour. src's either-sign zero choice sites
 * in the element's cone (the lazy encoding made one choice variable per
 * site it pulled) are enumerated: every resolution must violate; sites
 * outside the cone cannot change the element and stay literal. tgt runs
 * with its literal results, one of its allowed behaviours.
 */
#include "encoder/tv/lazy_replay.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "encoder/eval/eval.h"
#include "encoder/fp/fp_ieee.h"
#include "encoder/tv/tv_eval.h"
#include "support/status.h"

/* Fill values tried in turn (floats; integers take 1, -1, 2). Non-zero, of
 * both signs (a clamp or max of the fill is not zero for one of them) and
 * small integers (the reassoc policy's monitor accepts them). */
static const double FILLS[] = {1.0, -1.0, 2.0};
static const int64_t IFILLS[] = {1, -1, 2};

static uint64_t float_bits(IrElem e, double v) {
  FpFmt f, f64;
  fpi_fmt(e, &f);
  fpi_fmt(IR_F64, &f64);
  uint64_t b;
  memcpy(&b, &v, sizeof b);
  return fpi_convert(&f64, &f, b);
}

/* How the read entries get their values. */
typedef enum ReadMode {
  READ_MODEL,    /* the model's values; guesses for abstract non-special floats */
  READ_MODEL_1,  /* the same with every guess +-1.0 (its sign) */
  READ_ASCEND,   /* 1, 2, 3, ... in read order, the model ignored */
  READ_ALTERNATE /* 1, -2, 3, -1, 2, -3, ... in read order, the model ignored */
} ReadMode;

/* The variants, in the order tried, per kind of counterexample (the
 * budget often allows only the first one or two on large pairs):
 *  - an exact-domain model is faithful: its values, with different fills;
 *  - an abstract model can be spurious (level 0 abstracts whole sums), so
 *    the model-free ascending pattern goes first, the model second;
 *  - no model (lazy screening): the patterns only;
 *  - reassoc policy: only small integers pass the order monitor. */
typedef struct Variant {
  int fill;
  ReadMode mode;
} Variant;

static const Variant V_EXACT[] = {{0, READ_MODEL}, {1, READ_MODEL}, {2, READ_MODEL}, {0, READ_ASCEND}};
static const Variant V_ABSTRACT[] = {{0, READ_ASCEND},  {0, READ_MODEL}, {1, READ_ALTERNATE},
                                     {0, READ_MODEL_1}, {1, READ_MODEL}, {2, READ_ASCEND}};
static const Variant V_FREE[] = {
    {0, READ_ASCEND}, {1, READ_ALTERNATE}, {1, READ_ASCEND}, {0, READ_ALTERNATE}};
static const Variant V_REASSOC[] = {{1, READ_ALTERNATE}, {0, READ_ALTERNATE}, {0, READ_MODEL_1}};
#define NV(a) ((int)(sizeof a / sizeof a[0]))

static uint64_t read_value(IrElem e, const LazyCexArg *ca, int k, ReadMode mode) {
  bool isf = ir_elem_is_float(e);
  if (mode == READ_ASCEND) return isf ? float_bits(e, (double)(k + 1)) : eval_canonical(e, (uint64_t)(k + 1));
  if (mode == READ_ALTERNATE) {
    int64_t v = (k % 2 ? -1 : 1) * (k % 3 + 1);
    return isf ? float_bits(e, (double)v) : eval_canonical(e, (uint64_t)v);
  }
  uint64_t v = ca->bits[k];
  if (mode == READ_MODEL_1 && isf && ca->guessed && ca->guessed[k]) {
    FpFmt f;
    fpi_fmt(e, &f);
    v = float_bits(e, 1.0) | (v & f.sign_mask);
  }
  return eval_canonical(e, v);
}

static bool build_inputs(const IrFunc *src, const LazyCex *cx, int fill, ReadMode mode, Arena *a,
                         EvalTensor **args, char *why, size_t whylen) {
  const IrBlock *b = src->body;
  for (int i = 0; i < b->nargs; i++) {
    Diag d;
    diag_init(&d);
    args[i] = eval_arg_for_type(a, b->args[i]->type, &d);
    if (!args[i]) {
      snprintf(why, whylen, "input %d: %.300s", i, d.msg);
      return false;
    }
    EvalTensor *t = args[i];
    bool isf = ir_elem_is_float(t->elem);
    uint64_t fv = isf ? float_bits(t->elem, FILLS[fill]) : eval_canonical(t->elem, (uint64_t)IFILLS[fill]);
    for (int64_t k = 0; k < t->n; k++)
      t->bits[k] = fv;
    if (i >= cx->nargs) continue;
    const LazyCexArg *ca = &cx->args[i];
    for (int k = 0; k < ca->n; k++) {
      if (ca->flat[k] < 0 || ca->flat[k] >= t->n) continue;
      t->bits[ca->flat[k]] = read_value(t->elem, ca, k, mode);
    }
  }
  return true;
}

static const Variant *variants(const TvOptions *o, const LazyCex *cx, int *nv) {
  if (o && o->policy == TV_POLICY_REASSOC) {
    *nv = NV(V_REASSOC);
    return V_REASSOC;
  }
  if (cx->model_free) {
    *nv = NV(V_FREE);
    return V_FREE;
  }
  if (cx->exact_model) {
    *nv = NV(V_EXACT);
    return V_EXACT;
  }
  *nv = NV(V_ABSTRACT);
  return V_ABSTRACT;
}

static bool any_guess_in(const LazyCex *cx) {
  for (int i = 0; i < cx->nargs; i++)
    for (int k = 0; k < cx->args[i].n; k++)
      if (cx->args[i].guessed && cx->args[i].guessed[k]) return true;
  return false;
}

static const char *mode_text(ReadMode mode, bool any_guess) {
  return mode == READ_ASCEND      ? "read entries set to 1, 2, 3, ... (not the model's),"
         : mode == READ_ALTERNATE ? "read entries set to 1, -2, 3, -1, ... (not the model's),"
         : mode == READ_MODEL_1   ? "the model's entries (non-special floats +-1),"
         : any_guess              ? "the model's entries (non-special floats guessed),"
                                  : "the model's entries,";
}

int lazy_replay_inputs(const IrFunc *src, const TvOptions *o, const LazyCex *cx, int variant, Arena *a,
                       EvalTensor **args, const char **what) {
  int nv;
  const Variant *vs = variants(o, cx, &nv);
  if (variant < 0 || variant >= nv) return -1;
  ReadMode mode = vs[variant].mode;
  bool guess = any_guess_in(cx);
  if ((mode == READ_MODEL_1 && !guess) || (cx->model_free && (mode == READ_MODEL || mode == READ_MODEL_1)))
    return 0;
  char why[400];
  if (!build_inputs(src, cx, vs[variant].fill, mode, a, args, why, sizeof why)) return -1;
  if (what)
    *what = arena_printf(a, "%s the rest filled with %g", mode_text(mode, guess), FILLS[vs[variant].fill]);
  return 1;
}

typedef struct SitePick {
  const LazyCex *cx;
  uint64_t bits;
} SitePick;

static bool site_pick(void *ctx, const IrOp *op, int64_t elem) {
  const SitePick *sp = ctx;
  for (int k = 0; k < sp->cx->nsites; k++)
    if (sp->cx->site_op[k] == op && sp->cx->site_elem[k] == elem) return (sp->bits >> k) & 1;
  return false; /* outside the element's cone: cannot change it */
}

static bool elem_defined(const EvalTensor *t, int64_t i) {
  return !(t->poison && t->poison[i]) && !(t->uninit && t->uninit[i]);
}

/* A violation at result k element i that does not depend on approximations
 * (stage in *stage). */
static bool violation_at(const EvalResult *es, const EvalResult *et, int k, int64_t i, TvStage *stage) {
  if (es->ub) return false;
  if (et->ub) {
    *stage = TV_STAGE_UB;
    return !et->ub_approx && !es->ub_checks_approx;
  }
  if (k >= es->nresults || k >= et->nresults) return false;
  const EvalTensor *s = es->results[k], *t = et->results[k];
  if (!s || !t || i < 0 || i >= s->n || i >= t->n || s->elem != t->elem) return false;
  if (!elem_defined(s, i)) return false;
  if ((s->approx && s->approx[i]) || (t->approx && t->approx[i])) return false;
  if (!elem_defined(t, i)) {
    *stage = TV_STAGE_POISON;
    return true;
  }
  if (eval_value_refines(s->elem, s->bits[i], t->bits[i])) return false;
  *stage = TV_STAGE_VALUE;
  return true;
}

static const char *elem_text(Arena *a, const EvalResult *er, int k, int64_t i) {
  if (k >= er->nresults || !er->results[k] || i < 0 || i >= er->results[k]->n) return NULL;
  char buf[96];
  eval_format_elem(er->results[k], i, buf, sizeof buf);
  return arena_strdup(a, buf);
}

/* An interpreter failure ends the replay inconclusive: the arena is rewound
 * to `mark` (the runs' memory) and the note allocated after it. */
static TvVerdict interp_failed(TvConcrete *cc, Arena *a, ArenaMark mark, const char *side, const Diag *d) {
  char n[400];
  snprintf(n, sizeof n, "the interpreter failed on %s: %.360s", side, d->msg);
  arena_reset_to(a, mark);
  cc->note = arena_strdup(a, n);
  cc->capped = d->status == TVF_ELIMIT;
  return TV_INCONCLUSIVE;
}

static TvVerdict replay(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, const LazyCex *cx,
                        unsigned budget_ms, Arena *a, TvReport *r) {
  TvConcrete *cc = &r->concrete;
  memset(cc, 0, sizeof *cc);
  cc->out_index = -1;
  cc->out_elem = -1;
  cc->ran = true;
  if (!cx || !cx->valid) {
    cc->note = "no concrete counterexample from the lazy model";
    return TV_INCONCLUSIVE;
  }
  /* Reassoc: the interpreter sums in one order, the policy allows any; a
   * run counts only when the monitor shows every sum exact in every order
   * (eval.h eval_small_int_begin) and the element is not a zero (the sign
   * of a zero dot product is the re-check's known gap, docs/DESIGN.md). */
  bool reassoc = o && o->policy == TV_POLICY_REASSOC;
  if (cx->nsites > LAZY_REPLAY_MAX_SITES) {
    cc->note =
        arena_printf(a, "not replayed: %d either-sign zero sites of src in the element's cone (limit %d)",
                     cx->nsites, LAZY_REPLAY_MAX_SITES);
    return TV_INCONCLUSIVE;
  }
  const IrType *rt =
      cx->out_index >= 0 && cx->out_index < src->nresults ? src->result_types[cx->out_index] : NULL;
  if (!rt || rt->kind != IR_TY_TENSOR || rt->rank != cx->rank) {
    cc->note = "not replayed: the counterexample's result is not a ranked tensor";
    return TV_INCONCLUSIVE;
  }
  int64_t elem = 0;
  for (int d = 0; d < cx->rank; d++)
    elem = elem * rt->dims[d] + cx->coords[d];
  uint64_t t0 = tvf_now_ns();
  uint64_t end = budget_ms ? t0 + (uint64_t)budget_ms * 1000000u : 0;
  if (o && o->deadline_ns && (!end || o->deadline_ns < end)) end = o->deadline_ns;
  bool any_guess = any_guess_in(cx);
  bool literal = o && o->literal_zero_sign;
  int nargs = src->body->nargs;
  const char *last = "no input vector was tried";
  int runs = 0;
  int nv;
  const Variant *vs = variants(o, cx, &nv);
  for (int variant = 0; variant < nv; variant++) {
    int fill = vs[variant].fill;
    ReadMode mode = vs[variant].mode;
    if (mode == READ_MODEL_1 && !any_guess) continue;
    if (cx->model_free && (mode == READ_MODEL || mode == READ_MODEL_1)) continue;
    if (end && tvf_now_ns() >= end && runs > 0) {
      last = arena_printf(a, "replay budget spent after %d evaluations (%s)", runs, last);
      break;
    }
    ArenaMark mark = arena_mark(a);
    EvalTensor **args = arena_calloc(a, (size_t)(nargs > 0 ? nargs : 1), sizeof(EvalTensor *));
    char why[400] = "";
    if (!args || !build_inputs(src, cx, fill, mode, a, args, why, sizeof why)) {
      cc->note = arena_printf(a, "no concrete inputs: %s", args ? why : "out of memory");
      return TV_INCONCLUSIVE;
    }
    Diag d;
    diag_init(&d);
    EvalResult et;
    if (reassoc) eval_small_int_begin();
    TvfStatus ts = eval_func(tgt, args, a, &et, &d);
    bool exact_sums = reassoc ? eval_small_int_end() : true;
    if (ts != TVF_OK) return interp_failed(cc, a, mark, "tgt", &d);
    runs++;
    /* Every resolution of the cone's src sites must violate. */
    bool all = true;
    TvStage stage = TV_STAGE_VALUE;
    char sv[96] = "", tv[96] = "";
    uint64_t nres = literal ? 1 : UINT64_C(1) << cx->nsites;
    for (uint64_t bits = 0; bits < nres && all; bits++) {
      SitePick sp = {cx, bits};
      EvalChoices ch = {literal ? NULL : site_pick, &sp, 0, false, 0, NULL, 0};
      EvalResult es;
      ArenaMark m2 = arena_mark(a);
      if (reassoc) eval_small_int_begin();
      TvfStatus ss = eval_func_choices(src, args, &ch, a, &es, &d);
      if (reassoc && !eval_small_int_end()) exact_sums = false;
      if (ss != TVF_OK) return interp_failed(cc, a, mark, "src", &d);
      runs++;
      TvStage st1;
      all = violation_at(&es, &et, cx->out_index, elem, &st1);
      if (all && reassoc &&
          (!exact_sums || tv_eval_zero_at(&es, cx->out_index, elem) ||
           tv_eval_zero_at(&et, cx->out_index, elem))) {
        all = false;
        last = !exact_sums ? "a sum of the run is not exact in every order (reassoc policy)"
                           : "the element is a zero on one side (the sign of a zero dot product is free)";
        arena_reset_to(a, m2);
        break;
      }
      if (all && bits == 0) {
        stage = st1;
        const char *s1 = st1 == TV_STAGE_UB ? "no UB" : elem_text(a, &es, cx->out_index, elem);
        const char *t1 = st1 == TV_STAGE_UB ? "UB" : elem_text(a, &et, cx->out_index, elem);
        snprintf(sv, sizeof sv, "%s", s1 ? s1 : "?");
        snprintf(tv, sizeof tv, "%s", t1 ? t1 : "?");
      }
      if (!all)
        last = es.ub ? "src has undefined behaviour on the completed inputs"
                     : "the concrete outputs at the element do not violate refinement";
      arena_reset_to(a, m2);
      if (end && tvf_now_ns() >= end && bits + 1 < nres && all) {
        all = false;
        last = "replay budget spent while enumerating src's zero-sign choices";
      }
    }
    arena_reset_to(a, mark);
    if (!all) continue;
    cc->evaluated = true;
    cc->reproduced = true;
    cc->stage = stage;
    cc->out_index = stage == TV_STAGE_UB ? -1 : cx->out_index;
    cc->out_elem = stage == TV_STAGE_UB ? -1 : elem;
    cc->src_value = arena_strdup(a, sv);
    cc->tgt_value = arena_strdup(a, tv);
    cc->note = arena_printf(
        a,
        "lazy replay: %s the rest filled with %g, %s%d evaluations "
        "in %.1f ms%s",
        mode_text(mode, any_guess), FILLS[fill], cx->nsites ? "every zero sign of src's cone, " : "", runs,
        tvf_ms_since(t0),
        cx->nsites ? arena_printf(a, "; %d either-sign site%s", cx->nsites, cx->nsites == 1 ? "" : "s") : "");
    return TV_MISCOMPILE;
  }
  cc->evaluated = runs > 0;
  cc->note = arena_printf(a, "%s (%d evaluations, %.1f ms)", last, runs, tvf_ms_since(t0));
  return TV_INCONCLUSIVE;
}

TvVerdict lazy_replay(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, const LazyCex *cx,
                      unsigned budget_ms, Arena *a, TvReport *r) {
  /* One run may not outlast the budget: the interpreter does at least ~5
   * million element operations per second (a linalg body point counts one
   * per body op), so the budget caps the work of every run. */
  if (budget_ms) eval_set_work_cap((int64_t)budget_ms * 5000);
  TvVerdict v = replay(src, tgt, o, cx, budget_ms, a, r);
  eval_set_work_cap(0);
  return v;
}
