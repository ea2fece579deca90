/*
 * tv.c: the refinement check (see tv.h) and the report printers.
 *
 * Both functions are encoded into one SmtCtx and one FpDom, sharing the
 * argument variables. Stages, first failing one named:
 *   shape  - result types differ (static, no solver);
 *   ub     - some input gives tgt UB while src has none;
 *   poison - no UB either side, a result element defined in src is poison
 *            (or uninitialized) in tgt;
 *   value  - no UB, an element defined on both sides where tgt's value
 *            does not refine src's (fpdom_refines for floats: NaN matches
 *            any NaN, +0 != -0; bit equality for integers).
 * Every query conjoins fpdom_preconditions().
 *
 * Verdicts: UNSAT everywhere -> correct (both domains over-approximate
 * IEEE). SAT in the abstract domain -> re-check with the exact domain when
 * confirm_with_exact (exact UNSAT -> correct, decided_by exact). SAT in the
 * exact domain -> miscompile only if the failing condition does not depend
 * on an approximation (an uninterpreted function in the cone of the
 * mismatching element or of src's UB); otherwise inconclusive. Timeouts are
 * TV_TIMEOUT, solver unknown/errors are TV_ERROR; nothing else is "correct".
 *
 * Refinement ladder (tv.h): in the abstract domain the pair is first encoded
 * at level 0 (strict FP accumulations as folds of uninterpreted steps,
 * sem_state.h enc_acc_*). UNSAT there is a proof. A counterexample (or a
 * timeout) is refined by re-encoding at level 1 (the precise ordered folds)
 * when the level-0 encoding used an abstraction, since otherwise the level-1
 * query is the same one; a level-1 counterexample goes to the exact
 * re-check (level 2). Under TV_POLICY_REASSOC, FP sums and products are
 * multiset functions (fp_reassoc.c) at every level; their exact-domain
 * counterexamples are approximate and need the robust confirmation.
 */
#include "encoder/tv/tv.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "encoder/eval/eval.h"
#include "encoder/ir/ir_dyncases.h"
#include "encoder/ir/ir_layout.h"
#include "encoder/ir/ir_shape.h"
#include "encoder/sem/sem.h"
#include "encoder/sem/sem_state.h"
#include "encoder/tv/lazy.h"
#include "encoder/tv/tv_choice.h"
#include "encoder/tv/tv_dump.h"
#include "encoder/tv/tv_eval.h"

/* Output elements per poison/value query (see the stage loop in run_domain). */
#ifndef TV_STAGE_GROUP
#define TV_STAGE_GROUP 1
#endif

/* Ladder precise-casts switch: level 0 encodes fp->fp casts as monotone
 * UFs, level >= 1 with the precise EB|FB|OB layout of ENCODING.md
 * "Precision casts" (FpDomConfig.precise_casts, set in run_domain). Set to 0
 * to keep monotone-UF casts at every level. */
#define TV_LADDER_PRECISE_CASTS 1

/* An acc_type attribute naming another float type than the op's result
 * (unknown spellings count as different). */
static bool acc_type_differs(const IrOp *op) {
  const IrAttr *a = ir_op_attr(op, "acc_type");
  if (!a || op->nresults < 1 || !op->results[0]->type) return false;
  IrElem res = op->results[0]->type->elem;
  if (!ir_elem_is_float(res)) return false; /* integer accumulators: no fp casts */
  if (a->kind == IR_ATTR_TYPE && a->type) return a->type->elem != res;
  const char *t = a->s ? a->s : a->text;
  if (!t) return true;
  if (strstr(t, "bf16")) return res != IR_BF16;
  if (strstr(t, "f16")) return res != IR_F16;
  if (strstr(t, "f32")) return res != IR_F32;
  if (strstr(t, "f64")) return res != IR_F64;
  return true;
}

static bool block_may_convert(const IrBlock *b, unsigned *seen) {
  for (int i = 0; i < b->nargs; i++)
    if (b->args[i]->type && ir_elem_is_float(b->args[i]->type->elem)) *seen |= 1u << b->args[i]->type->elem;
  for (int i = 0; i < b->nops; i++) {
    const IrOp *op = b->ops[i];
    if (acc_type_differs(op)) return true;
    for (int k = 0; k < op->nresults; k++)
      if (op->results[k]->type && ir_elem_is_float(op->results[k]->type->elem))
        *seen |= 1u << op->results[k]->type->elem;
    for (int r = 0; r < op->nregions; r++)
      for (int bb = 0; bb < op->regions[r]->nblocks; bb++)
        if (block_may_convert(op->regions[r]->blocks[bb], seen)) return true;
  }
  return false;
}

/* Could the pair's encoding contain fp->fp conversions (whose level-1
 * encoding differs from level 0)? Conservative: two float element types
 * among its values, a bf16/f16 value (TOSA sums those in f32), or an
 * acc_type other than the result type. */
static bool pair_may_convert(const IrFunc *src, const IrFunc *tgt) {
  unsigned seen = 0;
  if (block_may_convert(src->body, &seen) || block_may_convert(tgt->body, &seen)) return true;
  if (seen & ((1u << IR_BF16) | (1u << IR_F16))) return true;
  return (seen & (seen - 1)) != 0; /* two or more float types */
}

/* ---- one domain ---- */

/* One returned element of both sides. */
typedef struct OutElem {
  int result;
  int64_t index;
  IrElem elem;
  SmtTerm src_v, tgt_v;
  SmtTerm src_poison, tgt_poison; /* poison or uninitialized */
  bool approx;                    /* either side approximated */
  SmtTerm poison_fail, value_fail;
  /* The same conditions with src's choices replaced by tgt's where both
   * sides made the same choice (choice_witness); equal to the above when
   * there is no such pair. */
  SmtTerm poison_fail_w, value_fail_w;
} OutElem;

typedef struct Run {
  const IrFunc *src, *tgt;
  const TvOptions *o;
  Arena *a;
  TvReport *r;
  SmtCtx *c;
  FpDom *fp;
  SmtSolver *solver;
  EncState ss, ts;
  EncVal **args;
  int nargs;
  OutElem *outs;
  int64_t nouts;
  /* Decomposition: time spent and allowed, and pairs of subterms already
   * proven equal in this run. */
  double decompose_ms, decompose_budget_ms;
#define TV_DECOMPOSE_MEMO 256
  const void *proven_a[TV_DECOMPOSE_MEMO], *proven_b[TV_DECOMPOSE_MEMO];
  int nproven;
  bool deadline_hit;   /* a check was cut short by the pair's deadline */
  SmtCtx *scratch;     /* decomposition's own context (made on first use) */
  SmtTerm scratch_pre; /* the preconditions, translated into it */
  SmtTerm pre;         /* fpdom_preconditions, also inside quantified queries */
  TvcVars cv;          /* src's choice variables (tv_choice.h), made on first use */
  bool cv_ready;
} Run;

/* Robustness re-check of an exact-domain counterexample: the inputs are
 * fixed to the model's values and the solver looks for an interpretation of
 * the uninterpreted functions (within their IEEE special cases) under which
 * the failing condition does NOT hold. UNSAT = the failure holds whatever
 * the approximated functions compute = confirmed. */
typedef struct FixedInputs {
  uint64_t **bits; /* per argument, per element */
  TvStage stage;
  int64_t out_pos; /* failing element (poison/value stages) */
} FixedInputs;

/* A focused exact re-check: only the stage and output element where the
 * abstract domain found its counterexample. Its cone is small, so the exact
 * solver confirms most real miscompiles quickly; a failure to confirm there
 * falls back to the full exact check. */
typedef struct Focus {
  TvStage stage;
  int result;    /* result index (poison/value stages) */
  int64_t index; /* flat element index in that result */
} Focus;

/* Inputs pinned by an abstract counterexample: each argument element either
 * has exact IEEE/integer bits (a special value, a constant, an integer) or is
 * left free. Asserting them turns the exact re-check into mostly constant
 * evaluation, which confirms counterexamples built from special values in
 * milliseconds instead of bit-blasting every operation. */
typedef struct Seed {
  int nargs;
  int64_t *n;
  bool **pinned;
  uint64_t **bits;
  /* Instead of pins: float inputs range over the special values (+-0,
   * +-Inf, NaN, +-1) and every reassoc multiset value must be fixed by its
   * IEEE facts, so a counterexample found is confirmable whatever the hash. */
  bool special_determined;
} Seed;

static void capture_seed(Run *run, SmtModel *m) {
  Seed *sd = arena_alloc(run->a, sizeof *sd);
  if (!sd) return;
  sd->nargs = run->nargs;
  sd->n = arena_calloc(run->a, (size_t)(run->nargs > 0 ? run->nargs : 1), sizeof(int64_t));
  sd->pinned = arena_calloc(run->a, (size_t)(run->nargs > 0 ? run->nargs : 1), sizeof(bool *));
  sd->bits = arena_calloc(run->a, (size_t)(run->nargs > 0 ? run->nargs : 1), sizeof(uint64_t *));
  if (!sd->n || !sd->pinned || !sd->bits) return;
  for (int i = 0; i < run->nargs; i++) {
    const EncVal *v = run->args[i];
    sd->n[i] = v->n;
    sd->pinned[i] = arena_calloc(run->a, (size_t)(v->n > 0 ? v->n : 1), sizeof(bool));
    sd->bits[i] = arena_calloc(run->a, (size_t)(v->n > 0 ? v->n : 1), sizeof(uint64_t));
    if (!sd->pinned[i] || !sd->bits[i]) return;
    for (int64_t k = 0; k < v->n; k++) {
      if (ir_elem_is_float(v->elem))
        sd->pinned[i][k] = fpdom_model_pinned_bits(run->fp, m, v->elem, v->v[k], &sd->bits[i][k]);
      else
        sd->pinned[i][k] = smt_term_get_u64(run->c, smt_model_eval(m, v->v[k]), &sd->bits[i][k]);
    }
  }
  run->r->seed = sd;
}

static bool tv_debug(void);

static TvVerdict run_domain(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, FpDomKind kind,
                            Arena *a, TvReport *r, const FixedInputs *fixed, const Focus *focus,
                            const Seed *seed);

static bool confirm_robust(Run *run, SmtModel *m, TvStage stage, int64_t out_pos) {
  FixedInputs fx;
  fx.stage = stage;
  fx.out_pos = out_pos;
  fx.bits = arena_calloc(run->a, (size_t)(run->nargs > 0 ? run->nargs : 1), sizeof(uint64_t *));
  for (int i = 0; i < run->nargs; i++) {
    const EncVal *v = run->args[i];
    fx.bits[i] = arena_calloc(run->a, (size_t)(v->n > 0 ? v->n : 1), sizeof(uint64_t));
    for (int64_t k = 0; k < v->n; k++) {
      if (ir_elem_is_float(v->elem)) {
        if (!fpdom_model_bits(run->fp, m, v->elem, v->v[k], &fx.bits[i][k])) return false;
      } else if (!smt_term_get_u64(run->c, smt_model_eval(m, v->v[k]), &fx.bits[i][k])) {
        return false;
      }
    }
  }
  TvReport tmp;
  memset(&tmp, 0, sizeof tmp);
  TvVerdict v = run_domain(run->src, run->tgt, run->o, FPDOM_EXACT, run->a, &tmp, &fx, NULL, NULL);
  if (tv_debug()) {
    fprintf(stderr, "confirm at");
    for (int i = 0; i < run->nargs; i++)
      for (int64_t k = 0; k < run->args[i]->n; k++)
        fprintf(stderr, " %llx", (unsigned long long)fx.bits[i][k]);
    fprintf(stderr, ": %s\n", tv_verdict_name(v));
  }
  run->r->solve_ms += tmp.solve_ms;
  run->r->encode_ms += tmp.encode_ms;
  return v == TV_MISCOMPILE;
}

static void set_msg(TvReport *r, const char *fmt, const char *a, const char *b) {
  snprintf(r->message, sizeof r->message, fmt, a ? a : "", b ? b : "");
}

static SmtTerm elem_poison(EncState *st, const EncVal *v, int64_t i) {
  EncElem e = enc_get(st, v, i);
  return enc_or(st, e.poison, e.uninit);
}

/* Printed value of a term in the model; an integer of a type spelled
 * unsigned (ui8) prints as the unsigned value its spelling names. */
static char *describe(Run *run, SmtModel *m, IrElem e, bool as_unsigned, SmtTerm t, const char **cls) {
  StrBuf b = STRBUF_INIT;
  if (cls) *cls = NULL;
  if (ir_elem_is_float(e)) {
    fpdom_model_describe(run->fp, m, e, t, &b);
    if (cls) *cls = fpdom_class_name(fpdom_model_class(run->fp, m, e, t));
  } else {
    SmtTerm v = smt_model_eval(m, t);
    uint64_t u;
    if (smt_term_get_u64(run->c, v, &u)) {
      char txt[32];
      ir_int_value_text(e, as_unsigned, u, txt, sizeof txt);
      sb_puts(&b, txt);
    } else {
      sb_puts(&b, "?");
    }
  }
  char *s = arena_strdup(run->a, sb_cstr(&b));
  sb_free(&b);
  return s;
}

static bool model_true(Run *run, SmtModel *m, SmtTerm t) {
  bool b = false;
  return smt_term_get_bool(run->c, smt_model_eval(m, t), &b) && b;
}

static void extract_args(Run *run, SmtModel *m) {
  TvReport *r = run->r;
  r->nargs = run->nargs;
  r->args = arena_calloc(run->a, (size_t)(run->nargs > 0 ? run->nargs : 1), sizeof(TvCexArg));
  for (int i = 0; i < run->nargs; i++) {
    TvCexArg *ca = &r->args[i];
    const EncVal *v = run->args[i];
    const IrType *t = run->src->body->args[i]->type;
    ca->name = tv_input_name(run->a, run->src, i);
    ca->type = t->text ? t->text : ir_elem_name(t->elem);
    ca->nelems = v->n;
    ca->values = arena_calloc(run->a, (size_t)(v->n > 0 ? v->n : 1), sizeof(char *));
    ca->classes = arena_calloc(run->a, (size_t)(v->n > 0 ? v->n : 1), sizeof(char *));
    for (int64_t k = 0; k < v->n; k++)
      ca->values[k] = describe(run, m, v->elem, t->int_kind == IR_INT_UNSIGNED, v->v[k], &ca->classes[k]);
  }
}

/* Output k of an encoded function: result k, or for k >= nresults the final
 * buffer of argument k - nresults (NULL when that argument is no memref). */
static EncVal *out_val(const EncState *st, int k) {
  if (k < st->nresults) return st->results[k];
  k -= st->nresults;
  return st->final_args && k < st->nargs ? st->final_args[k] : NULL;
}

static void extract_output(Run *run, SmtModel *m, const OutElem *oe) {
  TvReport *r = run->r;
  r->out_index = oe->result;
  r->out_elem = oe->index;
  const EncVal *rv = out_val(&run->ss, oe->result);
  StrBuf b = STRBUF_INIT;
  int64_t idx[16] = {0};
  int rank = rv->rank <= 16 ? rv->rank : 0;
  enc_unflat(rank, rv->dims, oe->index, idx);
  sb_putc(&b, '[');
  for (int d = 0; d < rank; d++)
    sb_printf(&b, "%s%" PRId64, d ? ", " : "", idx[d]);
  sb_putc(&b, ']');
  if (oe->result >= run->ss.nresults) {
    int k = oe->result - run->ss.nresults;
    if (run->src->body->args[k]->global)
      sb_printf(&b, " of global @%s", run->src->body->args[k]->global);
    else
      sb_printf(&b, " of %%arg%d's buffer", k);
  }
  r->out_coords = arena_strdup(run->a, sb_cstr(&b));
  sb_free(&b);
  const IrType *ot = oe->result < run->src->nresults
                         ? run->src->result_types[oe->result]
                         : run->src->body->args[oe->result - run->ss.nresults]->type;
  bool as_unsigned = ot && ot->int_kind == IR_INT_UNSIGNED;
  if (model_true(run, m, oe->src_poison)) {
    r->src_value = arena_strdup(run->a, "poison");
    r->src_class = NULL;
  } else {
    r->src_value = describe(run, m, oe->elem, as_unsigned, oe->src_v, &r->src_class);
  }
  if (model_true(run, m, oe->tgt_poison)) {
    r->tgt_value = arena_strdup(run->a, "poison");
    r->tgt_class = NULL;
  } else {
    r->tgt_value = describe(run, m, oe->elem, as_unsigned, oe->tgt_v, &r->tgt_class);
  }
}

static TvVerdict solver_failure(Run *run, SmtResult res, TvStage stage) {
  if (res == SMT_TIMEOUT && run->deadline_hit) {
    snprintf(run->r->message, sizeof run->r->message,
             "solver timeout in stage %s (the pair's budget of %u ms ran out, %s domain)",
             tv_stage_name(stage), run->o->pair_budget_queries * run->o->timeout_ms,
             fpdom_kind_name(fpdom_kind(run->fp)));
    return TV_TIMEOUT;
  }
  if (res == SMT_TIMEOUT) {
    snprintf(run->r->message, sizeof run->r->message, "solver timeout in stage %s (%u ms, %s domain)",
             tv_stage_name(stage), run->o->timeout_ms, fpdom_kind_name(fpdom_kind(run->fp)));
    return TV_TIMEOUT;
  }
  snprintf(run->r->message, sizeof run->r->message, "solver %s in stage %s: %s", smt_result_name(res),
           tv_stage_name(stage), smt_solver_reason(run->solver) ? smt_solver_reason(run->solver) : "");
  return TV_ERROR;
}

/* Debugging aids, from the environment: TVF_DEBUG_TV=1 prints each stage
 * query's outcome and every decomposition pair that was not proven to
 * stderr; TVF_DEBUG_TERMS=1 prints the src and tgt terms of every output
 * element that needs a stage query (the others are the same term);
 * TVF_DUMP_QUERIES=DIR writes each stage query as DIR/qNNN-STAGE-G.smt2
 * (bench/solver_strategy.sh replays them with the z3 binary). */
static bool tv_debug(void) {
  static int on = -1;
  if (on < 0) on = getenv("TVF_DEBUG_TV") != NULL;
  return on;
}

static bool tv_debug_terms(void) {
  static int on = -1;
  if (on < 0) on = getenv("TVF_DEBUG_TERMS") != NULL;
  return on;
}

/* Every query goes through solve(): `want` ms (0 = the per-query budget),
 * cut to what the pair's deadline (TvOptions.pair_budget_ms) leaves; past
 * the deadline the answer is a timeout without asking. */
static SmtResult solve(Run *run, SmtSolver *s, unsigned want) {
  unsigned b = want ? want : run->o->timeout_ms;
  if (run->o->deadline_ns) {
    uint64_t now = tvf_now_ns();
    if (now >= run->o->deadline_ns) {
      run->deadline_hit = true;
      return SMT_TIMEOUT;
    }
    double left = (double)(run->o->deadline_ns - now) / 1e6;
    if (!b || left < b) {
      b = left < 1 ? 1 : (unsigned)left;
      run->deadline_hit = true; /* a timeout now is the pair's */
    }
  }
  return smt_solver_check(s, b);
}

/* Assert `query` in a pushed scope and check it; budget_ms 0 = the
 * context's per-query budget. */
static SmtResult check_budget(Run *run, SmtTerm query, unsigned budget_ms) {
  uint64_t t0 = tvf_now_ns();
  smt_solver_push(run->solver);
  smt_solver_assert(run->solver, query);
  SmtResult res = solve(run, run->solver, budget_ms);
  run->r->solve_ms += tvf_ms_since(t0);
  return res;
}

/* What is left of a stage's query budget (0: no limit), at least 1 ms. */
static unsigned stage_budget_left(const TvOptions *o, uint64_t stage_t0) {
  if (!o->timeout_ms) return 0;
  double used = tvf_ms_since(stage_t0);
  return used >= o->timeout_ms ? 1 : o->timeout_ms - (unsigned)used;
}

static SmtResult check(Run *run, SmtTerm query) { return check_budget(run, query, 0); }

/* Poison and value failure conditions of output element oe for the src
 * terms given (the element's own, or with choices replaced). */
static void fail_conditions(Run *run, const OutElem *oe, SmtTerm src_v, SmtTerm src_poison,
                            SmtTerm *poison_fail, SmtTerm *value_fail) {
  SmtTerm src_def = smt_not(run->c, src_poison);
  *poison_fail = enc_is_true(&run->ss, src_poison) || enc_is_false(&run->ts, oe->tgt_poison) ||
                         smt_term_same(src_poison, oe->tgt_poison)
                     ? run->ss.false_term
                     : smt_and(run->c, src_def, oe->tgt_poison);
  if (enc_is_true(&run->ss, src_poison) || src_v.p == oe->tgt_v.p) {
    *value_fail = run->ss.false_term;
  } else {
    SmtTerm refines = ir_elem_is_float(oe->elem) ? fpdom_refines(run->fp, oe->elem, src_v, oe->tgt_v)
                                                 : smt_eq(run->c, src_v, oe->tgt_v);
    *value_fail = smt_and(run->c, enc_and(&run->ss, src_def, smt_not(run->c, oe->tgt_poison)),
                          smt_not(run->c, refines));
  }
}

/* A witness for src's choices: refinement asks for every tgt choice SOME
 * src choice under which src matches, and any function from tgt's choices
 * to src's is a candidate. Where src and tgt make a choice on the same
 * term (the same op on the same operands, which a pass that does not touch
 * that op leaves as it was), src's choice is replaced by tgt's; the other
 * src choices take either the pseudo-code's literal value (false: what a
 * fold or a pass that keeps the op computes) or the value that gives the
 * zero of IEEE 754-2019 maximum/minimum (EncState.choice_wit: what MLIR's
 * arith lowerings compute). A query
 * that is UNSAT under the witness proves the conditions it covers (with the
 * witness choice, src is UB or matches), and then the two sides often are
 * the same term and need no query at all. Anything else goes to the full
 * quantified check (check_forall_src). */
typedef struct ChoiceWitness {
  SmtTerm *from, *to;
  int n;
} ChoiceWitness;

/* Is the block (with the regions inside it) a lowering of TOSA's max/min
 * family: does it use an IEEE 754-2019 max/min op? *any_tosa collects
 * whether some tosa op is left (none: the compare-and-select lowering of a
 * clamp, say). */
static bool block_uses_ieee_minmax(const IrBlock *b, bool *any_tosa) {
  for (int i = 0; b && i < b->nops; i++) {
    const IrOp *op = b->ops[i];
    if (op->kind == IR_OP_ARITH_MAXIMUMF || op->kind == IR_OP_ARITH_MINIMUMF ||
        op->kind == IR_OP_ARITH_MAXNUMF || op->kind == IR_OP_ARITH_MINNUMF)
      return true;
    if (op->name && strncmp(op->name, "tosa.", 5) == 0) *any_tosa = true;
    for (int r = 0; r < op->nregions; r++)
      for (int k = 0; k < op->regions[r]->nblocks; k++)
        if (block_uses_ieee_minmax(op->regions[r]->blocks[k], any_tosa)) return true;
  }
  return false;
}

static bool choice_witness(Run *run, ChoiceWitness *w, bool ieee) {
  w->n = 0;
  w->from = arena_calloc(run->a, (size_t)run->ss.nchoices, sizeof(SmtTerm));
  w->to = arena_calloc(run->a, (size_t)run->ss.nchoices, sizeof(SmtTerm));
  if (!w->from || !w->to || !run->ss.choice_keys) return false;
  /* tgt's choices by key (open addressing on the term pointer). Keys of
   * choices downstream of other choices mention them, so src's keys are
   * compared after replacing the choices already paired (choices are made
   * in program order). */
  int cap = 16;
  while (cap < 2 * run->ts.nchoices)
    cap *= 2;
  int *tab = arena_calloc(run->a, (size_t)cap, sizeof(int)); /* tgt index + 1 */
  bool *used = arena_calloc(run->a, (size_t)run->ts.nchoices + 1, sizeof(bool));
  if (!tab || !used) return false;
  for (int j = 0; j < run->ts.nchoices && run->ts.choice_keys; j++) {
    unsigned h = (unsigned)(((uintptr_t)run->ts.choice_keys[j].p >> 4) * 2654435761u) & (unsigned)(cap - 1);
    while (tab[h])
      h = (h + 1) & (unsigned)(cap - 1);
    tab[h] = j + 1;
  }
  for (int i = 0; i < run->ss.nchoices; i++) {
    SmtTerm key = smt_substitute(run->c, run->ss.choice_keys[i], w->from, w->to, w->n);
    w->from[w->n] = run->ss.choices[i];
    /* A NaN-bits choice (sem_arith.c bitcast_elem) always takes its witness
     * (the quiet NaN): false is no value of its sort. */
    SmtSort sort = smt_sort_of(run->c, run->ss.choices[i]);
    bool nan_bits = !smt_sort_is_bool(run->c, sort);
    w->to[w->n] = (ieee || nan_bits) && run->ss.choice_wit && !smt_is_null(run->ss.choice_wit[i])
                      ? smt_substitute(run->c, run->ss.choice_wit[i], w->from, w->to, w->n)
                      : run->ss.false_term;
    unsigned h = (unsigned)(((uintptr_t)key.p >> 4) * 2654435761u) & (unsigned)(cap - 1);
    for (; tab[h]; h = (h + 1) & (unsigned)(cap - 1)) {
      int j = tab[h] - 1;
      if (!used[j] && smt_term_same(key, run->ts.choice_keys[j]) &&
          smt_sort_is_bool(run->c, smt_sort_of(run->c, run->ts.choices[j])) != nan_bits) {
        used[j] = true; /* two src sites on one term take two tgt choices */
        w->to[w->n] = run->ts.choices[j];
        break;
      }
    }
    w->n++;
  }
  return w->n > 0;
}

/* ---- nondeterministic src (EncState.choices, sem_tosa.c) ----
 * A stage query `q` that is SAT with src's choices free may only say that
 * tgt picked another result the spec allows (a zero of the other sign), so
 * it never becomes a verdict: the scope is popped and q is checked again as
 * exists inputs . forall src choices in q . q (tv_choice.h: expanded by
 * substitution over the choices q mentions). The preconditions go inside
 * too, so the abstract domain's facts hold for every choice. On return the
 * scope is pushed as after check_budget; vars and nvars (may be NULL) get the
 * choices q mentions. */
static SmtResult check_forall_src(Run *run, SmtTerm q, unsigned budget_ms, int **vars, int *nvars) {
  smt_solver_pop(run->solver);
  if (!run->cv_ready) run->cv_ready = tvc_init(&run->cv, run->c, run->a, run->ss.choices, run->ss.nchoices);
  int *idx = arena_calloc(run->a, (size_t)run->ss.nchoices + 1, sizeof(int));
  if (!run->cv_ready || !idx) {
    smt_solver_push(run->solver); /* the caller pops */
    return SMT_ERROR;
  }
  int n = tvc_vars_in(&run->cv, run->c, q, idx);
  if (vars) *vars = idx;
  if (nvars) *nvars = n;
  /* Only the facts about q's applications (smt_facts_relevant): a weaker
   * premise, so UNSAT stays sound, and the whole precondition inside the
   * expansion made one conv2d query of 31,107 conjuncts. */
  SmtTerm pre = smt_facts_relevant(run->c, run->pre, q);
  return check_budget(run, tvc_forall(&run->cv, run->c, idx, n, smt_and(run->c, pre, q)), budget_ms);
}

/* A condition refuted by some src choice but not by all (see the joint
 * check at the end of run_domain). */
typedef struct DepCond {
  SmtTerm q;
  int *vars, nvars; /* the choices it mentions */
  int comp;         /* component: conditions linked by shared choices */
} DepCond;

static int dep_find(DepCond *d, int i) {
  while (d[i].comp != i)
    i = d[i].comp = d[d[i].comp].comp;
  return i;
}

/* Refinement needs ONE src choice under which every condition fails to
 * hold; conditions refuted one by one may need different values of a
 * choice they share (a zero feeding two results). Conditions that share no
 * choice are independent, so only groups linked by shared choices are
 * checked together. SMT_UNSAT when every group is refuted; otherwise the
 * failing group's query is left pushed (SAT) or popped (other results). */
static SmtResult check_dep_groups(Run *run, DepCond *dep, int ndep) {
  for (int i = 0; i < ndep; i++)
    dep[i].comp = i;
  for (int i = 0; i < ndep; i++)
    for (int j = i + 1; j < ndep; j++) {
      bool shared = false;
      for (int x = 0; x < dep[i].nvars && !shared; x++)
        for (int y = 0; y < dep[j].nvars && !shared; y++)
          shared = dep[i].vars[x] == dep[j].vars[y];
      if (shared) dep[dep_find(dep, j)].comp = dep_find(dep, i);
    }
  SmtTerm *qs = arena_calloc(run->a, (size_t)ndep + 1, sizeof(SmtTerm));
  int *vars = arena_calloc(run->a, (size_t)run->ss.nchoices + 1, sizeof(int));
  if (!qs || !vars) return SMT_ERROR;
  for (int root = 0; root < ndep; root++) {
    if (dep_find(dep, root) != root) continue;
    int nq = 0, nv = 0;
    for (int i = 0; i < ndep; i++) {
      if (dep_find(dep, i) != root) continue;
      qs[nq++] = dep[i].q;
      for (int x = 0; x < dep[i].nvars; x++) {
        bool seen = false;
        for (int y = 0; y < nv && !seen; y++)
          seen = vars[y] == dep[i].vars[x];
        if (!seen) vars[nv++] = dep[i].vars[x];
      }
    }
    if (nq < 2) continue;
    SmtTerm any = smt_or_n(run->c, qs, nq);
    SmtTerm body = smt_and(run->c, smt_facts_relevant(run->c, run->pre, any), any);
    SmtResult res = check_budget(run, tvc_forall(&run->cv, run->c, vars, nv, body), 0);
    if (res == SMT_SAT) return res;
    smt_solver_pop(run->solver);
    if (res != SMT_UNSAT) return res;
  }
  return SMT_UNSAT;
}

/* ---- decomposition (TvOptions.decompose) ---- */

/* Differing subterm pairs tried per condition; more means the pass rewrote
 * too much for decomposition to pay. */
#define TV_DECOMPOSE_MAX_PAIRS 16
/* Budget of one decomposition sub-query. */
#define TV_DECOMPOSE_QUERY_MS 250

/* Is `s = t` valid? Proven pairs are remembered for the run. Each differing
 * pair of subterms (smt_diff_pairs) is checked on its own with the shared
 * subterms cut (smt_cut_disequality): first in a solver of its own without
 * the domain's preconditions (small and fast), then under them (the
 * abstract domain's facts about uninterpreted operations). Sound for
 * `correct` only: false says nothing about s and t. */
static bool decompose_equal(Run *run, SmtTerm s, SmtTerm t, SmtTerm pre) {
  if (s.p == t.p) return true;
  if (run->decompose_ms >= run->decompose_budget_ms) return false;
  SmtTerm pa[TV_DECOMPOSE_MAX_PAIRS], pb[TV_DECOMPOSE_MAX_PAIRS];
  int n = smt_diff_pairs(run->c, s, t, pa, pb, TV_DECOMPOSE_MAX_PAIRS);
  if (tv_debug()) {
    StrBuf sb = STRBUF_INIT;
    smt_term_print(run->c, s, &sb);
    sb_puts(&sb, "\n  VS  \n");
    smt_term_print(run->c, t, &sb);
    fprintf(stderr, "decompose: %d pairs for\n%.1500s\n", n, sb_cstr(&sb));
    sb_free(&sb);
  }
  if (n <= 0) return n == 0;
  uint64_t t0 = tvf_now_ns();
  bool all = true;
  for (int j = 0; j < n && all; j++) {
    bool known = false;
    for (int q = 0; q < run->nproven && !known; q++)
      known = run->proven_a[q] == pa[j].p && run->proven_b[q] == pb[j].p;
    if (known) continue;
    if (run->decompose_ms + tvf_ms_since(t0) >= run->decompose_budget_ms) {
      all = false;
      break;
    }
    /* The sub-queries live in a scratch context: terms and solver work in
     * the run's own context change how Z3 searches its later queries (one
     * stage query went from 0.1 s to a timeout that way). */
    if (!run->scratch) {
      Diag d;
      diag_init(&d);
      run->scratch = smt_ctx_create(run->o->timeout_ms, &d);
      if (run->scratch) smt_ctx_set_tuned(run->scratch, run->o->solver_tuned);
      if (!run->scratch) {
        all = false;
        break;
      }
    }
    int ncut = 0;
    SmtTerm q = smt_cut_disequality(run->scratch, smt_translate(run->c, pa[j], run->scratch),
                                    smt_translate(run->c, pb[j], run->scratch), &ncut);
    if (smt_is_null(q)) {
      all = false;
      break;
    }
    SmtResult res = SMT_UNKNOWN;
    SmtSolver *alone = smt_solver_create(run->scratch);
    if (alone) {
      smt_solver_assert(alone, q);
      res = solve(run, alone, TV_DECOMPOSE_QUERY_MS);
      smt_solver_destroy(alone);
      run->r->decompose_queries++;
    }
    if (res != SMT_UNSAT && !smt_is_null(pre) && !enc_is_true(&run->ss, pre)) {
      if (smt_is_null(run->scratch_pre)) run->scratch_pre = smt_translate(run->c, pre, run->scratch);
      SmtSolver *with = smt_is_null(run->scratch_pre) ? NULL : smt_solver_create(run->scratch);
      if (with) {
        smt_solver_assert(with, run->scratch_pre);
        smt_solver_assert(with, q);
        res = solve(run, with, TV_DECOMPOSE_QUERY_MS);
        smt_solver_destroy(with);
        run->r->decompose_queries++;
      }
    }
    if (res != SMT_UNSAT) {
      if (tv_debug()) {
        StrBuf sb = STRBUF_INIT;
        smt_term_print(run->scratch, q, &sb);
        fprintf(stderr, "decompose: pair %d/%d not proven (%s, %d cuts):\n%.3000s\n", j + 1, n,
                smt_result_name(res), ncut, sb_cstr(&sb));
        sb_free(&sb);
      }
      all = false;
      break;
    }
    if (run->nproven < TV_DECOMPOSE_MEMO) {
      run->proven_a[run->nproven] = pa[j].p;
      run->proven_b[run->nproven] = pb[j].p;
      run->nproven++;
    }
  }
  double ms = tvf_ms_since(t0);
  run->decompose_ms += ms;
  run->r->solve_ms += ms;
  return all;
}

/* Exact domain, approximated counterexample: look for another one whose
 * float inputs are all special values (+-0, +-Inf, NaN, +-1), where the
 * uninterpreted functions are pinned by their IEEE special cases, and
 * confirm it with confirm_robust. On success the report shows it. */
static bool confirm_under(Run *run, TvStage stage, bool use_value, SmtTerm conj);

/* Bool: every float input is a special value (+-0, +-Inf, NaN, +-1), where
 * the uninterpreted functions are pinned by their IEEE special cases. Sets
 * *any_float when there is a float input at all. */
static SmtTerm special_inputs(Run *run, bool *any_float_out) {
  SmtCtx *c = run->c;
  SmtTerm conj = run->ss.true_term;
  bool any_float = false;
  for (int i = 0; i < run->nargs; i++) {
    const EncVal *v = run->args[i];
    if (!ir_elem_is_float(v->elem)) continue;
    any_float = true;
    SmtTerm one = enc_float_const(&run->ss, v->elem, 1.0), mone = enc_float_const(&run->ss, v->elem, -1.0);
    for (int64_t k = 0; k < v->n; k++) {
      SmtTerm x = v->v[k];
      SmtTerm alts[5] = {fpdom_is_zero(run->fp, v->elem, x), fpdom_is_inf(run->fp, v->elem, x),
                         fpdom_is_nan(run->fp, v->elem, x), fpdom_cmp(run->fp, v->elem, FPC_OEQ, x, one),
                         fpdom_cmp(run->fp, v->elem, FPC_OEQ, x, mone)};
      conj = enc_and(&run->ss, conj, smt_or_n(c, alts, 5));
    }
  }
  *any_float_out = any_float;
  return conj;
}

static bool find_robust_special(Run *run, TvStage stage, bool use_value) {
  bool any_float = false;
  SmtTerm conj = special_inputs(run, &any_float);
  if (!any_float) return false;
  return confirm_under(run, stage, use_value, conj);
}

/* Exact domain under the reassoc policy: look for a counterexample in which
 * every multiset sum/product is fixed by its order-free IEEE facts
 * (fp_reassoc_determined), so it cannot depend on the uninterpreted value
 * of the hash, and confirm it. A hash collision can never be the reason for
 * a miscompile verdict: confirm_robust lets R and h take any value. */
static bool find_robust_reassoc(Run *run, TvStage stage, bool use_value) {
  if (!run->ss.reassoc) return false;
  SmtTerm det = fp_reassoc_determined(run->ss.reassoc);
  if (smt_is_null(det) || enc_is_true(&run->ss, det)) return false;
  return confirm_under(run, stage, use_value, det);
}

/* Shared part of the find_robust_* searches: with `conj` asserted on top of
 * the failing query (solver still pushed), find a model and confirm it with
 * confirm_robust; on success the report shows it. */
/* Models tried by confirm_under: the first model of a search is the
 * solver's arbitrary pick among the candidates (a special input where the
 * approximated functions still decide the result, say), so a few others are
 * tried before giving up. */
#define TV_CONFIRM_TRIES 4

/* Bool: the inputs differ from their values in m somewhere. */
static SmtTerm other_inputs(Run *run, SmtModel *m) {
  SmtTerm same = run->ss.true_term;
  for (int i = 0; i < run->nargs; i++)
    for (int64_t k = 0; k < run->args[i]->n; k++) {
      SmtTerm x = run->args[i]->v[k];
      same = enc_and(&run->ss, same, smt_eq(run->c, x, smt_model_eval(m, x)));
    }
  return smt_not(run->c, same);
}

static bool confirm_under(Run *run, TvStage stage, bool use_value, SmtTerm conj) {
  smt_solver_push(run->solver);
  smt_solver_assert(run->solver, conj);
  bool ok = false;
  for (int attempt = 0; attempt < TV_CONFIRM_TRIES && !ok; attempt++) {
    uint64_t t0 = tvf_now_ns();
    SmtResult res = solve(run, run->solver, 0);
    run->r->solve_ms += tvf_ms_since(t0);
    SmtModel *m = res == SMT_SAT ? smt_solver_model(run->solver) : NULL;
    if (!m) break;
    const OutElem *hit = NULL;
    if (stage != TV_STAGE_UB)
      for (int64_t i = 0; i < run->nouts && !hit; i++) {
        SmtTerm cond = use_value ? run->outs[i].value_fail : run->outs[i].poison_fail;
        if (!enc_is_false(&run->ss, cond) && model_true(run, m, cond)) hit = &run->outs[i];
      }
    if (stage == TV_STAGE_UB || hit) {
      ok = confirm_robust(run, m, stage, hit ? hit - run->outs : -1);
      if (ok) {
        extract_args(run, m);
        if (hit) extract_output(run, m, hit);
      }
    }
    if (!ok) smt_solver_assert(run->solver, other_inputs(run, m));
  }
  smt_solver_pop(run->solver);
  return ok;
}

/* Reassoc policy, solver pushed with a failing query: a model of it whose
 * float inputs are special values and whose multiset values are all fixed by
 * their facts, or NULL (models stay valid until the solver is destroyed). */
static SmtModel *special_determined_model(Run *run) {
  SmtTerm det = fp_reassoc_determined(run->ss.reassoc);
  bool any_float = false;
  SmtTerm special = special_inputs(run, &any_float);
  if (smt_is_null(det) || enc_is_true(&run->ss, det) || !any_float) return NULL;
  smt_solver_push(run->solver);
  smt_solver_assert(run->solver, smt_and(run->c, special, det));
  uint64_t t0 = tvf_now_ns();
  SmtResult res = solve(run, run->solver, 0);
  run->r->solve_ms += tvf_ms_since(t0);
  SmtModel *m = res == SMT_SAT ? smt_solver_model(run->solver) : NULL;
  smt_solver_pop(run->solver);
  return m;
}

/* After a SAT check (solver still pushed): fill the counterexample and
 * decide miscompile vs inconclusive. `which` selects the failing condition
 * of an element (poison or value stage). */
static TvVerdict report_sat(Run *run, TvStage stage, bool use_value) {
  TvReport *r = run->r;
  SmtModel *m = smt_solver_model(run->solver);
  bool exact = fpdom_kind(run->fp) == FPDOM_EXACT;
  r->stage = stage;
  r->decided_by = fpdom_kind(run->fp);
  if (!m) {
    smt_solver_pop(run->solver);
    set_msg(r, "solver gave no model%s%s", "", "");
    return TV_ERROR;
  }
  if (!exact && run->ss.reassoc) {
    /* Reassoc policy: prefer a counterexample of special values in which
     * every multiset value is fixed by IEEE facts; the exact re-check seeded
     * with it is then constant evaluation. */
    SmtModel *ms = special_determined_model(run);
    if (ms) m = ms;
  }
  extract_args(run, m);
  if (!exact) capture_seed(run, m);
  if (stage == TV_STAGE_UB) {
    bool approx = run->ss.ub_approx || run->ts.ub_approx;
    bool confirmed = exact && (!approx || confirm_robust(run, m, TV_STAGE_UB, -1) ||
                               find_robust_reassoc(run, TV_STAGE_UB, false) ||
                               find_robust_special(run, TV_STAGE_UB, false));
    smt_solver_pop(run->solver);
    snprintf(r->message, sizeof r->message, "target has undefined behaviour where source has none%s",
             confirmed ? "" : (exact ? " (depends on approximated operations)" : " (abstract FP domain)"));
    return confirmed ? TV_MISCOMPILE : TV_INCONCLUSIVE;
  }
  const OutElem *first = NULL, *first_exact = NULL;
  for (int64_t i = 0; i < run->nouts; i++) {
    const OutElem *oe = &run->outs[i];
    SmtTerm cond = use_value ? oe->value_fail : oe->poison_fail;
    if (enc_is_false(&run->ss, cond) || !model_true(run, m, cond)) continue;
    if (!first) first = oe;
    if (!oe->approx && !first_exact) first_exact = oe;
  }
  const char *what = use_value ? "value mismatch" : "target is more poisonous than source";
  if (!first) {
    smt_solver_pop(run->solver);
    snprintf(r->message, sizeof r->message, "%s (no failing element found in the model)", what);
    return TV_INCONCLUSIVE;
  }
  bool src_ub_approx = run->ss.ub_approx;
  const OutElem *shown = first_exact ? first_exact : first;
  extract_output(run, m, shown);
  if (exact && (src_ub_approx || shown->approx)) {
    if (confirm_robust(run, m, stage, shown - run->outs) || find_robust_reassoc(run, stage, use_value) ||
        find_robust_special(run, stage, use_value)) {
      smt_solver_pop(run->solver);
      snprintf(r->message, sizeof r->message, "%s (holds for every value of the approximated operations)",
               what);
      return TV_MISCOMPILE;
    }
    m = NULL; /* the special-value query replaced the model; the report keeps the first one */
  }
  if (exact && !src_ub_approx && !first_exact && first->approx) {
    /* Look for a counterexample on an element that is not approximated. */
    SmtTerm *ds = arena_calloc(run->a, (size_t)(run->nouts > 0 ? run->nouts : 1), sizeof(SmtTerm));
    int nd = 0;
    for (int64_t i = 0; i < run->nouts; i++)
      if (!run->outs[i].approx) {
        SmtTerm cond = use_value ? run->outs[i].value_fail : run->outs[i].poison_fail;
        if (!enc_is_false(&run->ss, cond)) ds[nd++] = cond;
      }
    if (nd > 0) {
      smt_solver_push(run->solver);
      smt_solver_assert(run->solver, smt_or_n(run->c, ds, nd));
      uint64_t t0 = tvf_now_ns();
      SmtResult res = solve(run, run->solver, 0);
      r->solve_ms += tvf_ms_since(t0);
      if (res == SMT_SAT && (m = smt_solver_model(run->solver))) {
        extract_args(run, m);
        for (int64_t i = 0; i < run->nouts && !first_exact; i++) {
          const OutElem *oe = &run->outs[i];
          SmtTerm cond = use_value ? oe->value_fail : oe->poison_fail;
          if (!oe->approx && !enc_is_false(&run->ss, cond) && model_true(run, m, cond)) first_exact = oe;
        }
        if (first_exact) extract_output(run, m, first_exact);
      }
      smt_solver_pop(run->solver);
      if (first_exact) {
        smt_solver_pop(run->solver);
        snprintf(r->message, sizeof r->message, "%s", what);
        return TV_MISCOMPILE;
      }
    }
    smt_solver_pop(run->solver);
    snprintf(r->message, sizeof r->message, "%s on an element computed with approximated operations", what);
    return TV_INCONCLUSIVE;
  }
  smt_solver_pop(run->solver);
  bool confirmed = exact && !src_ub_approx && !shown->approx;
  snprintf(r->message, sizeof r->message, "%s%s", what,
           confirmed ? "" : (exact ? " (depends on approximated operations)" : " (abstract FP domain)"));
  return confirmed ? TV_MISCOMPILE : TV_INCONCLUSIVE;
}

static TvVerdict encode_failure(Run *run, EncState *st) {
  /* An SMT-layer error (a capacity limit of the abstract domain, say) makes
   * every later term null, and the first op to look at one reports it as
   * its own failure ("non-constant dim"): the layer's message is the cause. */
  if (smt_ctx_error(run->c)) {
    snprintf(run->r->message, sizeof run->r->message, "SMT error while encoding: %s", smt_ctx_error(run->c));
    return TV_ERROR;
  }
  snprintf(run->r->message, sizeof run->r->message, "%s", st->msg);
  return st->fail;
}

static TvVerdict run_domain(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, FpDomKind kind,
                            Arena *a, TvReport *r, const FixedInputs *fixed, const Focus *focus,
                            const Seed *seed) {
  Run run;
  memset(&run, 0, sizeof run);
  run.src = src;
  run.tgt = tgt;
  run.o = o;
  run.a = a;
  run.r = r;
  uint64_t t0 = tvf_now_ns();
  FpDomConfig cfg;
  memset(&cfg, 0, sizeof cfg);
  cfg.fixed_width = o->fixed_width;
  /* Ladder: precise casts from level 1 on (TV_LADDER_PRECISE_CASTS), for
   * pairs that may convert at all (elsewhere the layout only changes the
   * widths, and with them which counterexample the solver picks). */
  cfg.precise_casts =
      TV_LADDER_PRECISE_CASTS && kind == FPDOM_ABSTRACT && o->ladder_start >= 1 && pair_may_convert(src, tgt);
  enc_count_fp_values(src, cfg.value_count);
  enc_count_fp_values(tgt, cfg.value_count);
  Diag d;
  diag_init(&d);
  run.c = smt_ctx_create(o->timeout_ms, &d);
  if (run.c) smt_ctx_set_tuned(run.c, o->solver_tuned);
  if (!run.c) {
    snprintf(r->message, sizeof r->message, "cannot create SMT context: %.900s", d.msg);
    return TV_ERROR;
  }
  TvVerdict verdict = TV_ERROR;
  run.fp = fpdom_create(kind, run.c, a, &cfg);
  if (!run.fp) {
    snprintf(r->message, sizeof r->message, "cannot create the %s FP domain", fpdom_kind_name(kind));
    goto done;
  }
  sem_state_init(&run.ss, run.c, run.fp, a, o, src, "src");
  sem_state_init(&run.ts, run.c, run.fp, a, o, tgt, "tgt");
  /* Ladder level of this encoding: the abstract domain runs level 0 or 1
   * (o->ladder_start, set per run by tv_check_funcs), the exact domain 2. */
  run.ss.level = run.ts.level = kind == FPDOM_EXACT ? 2 : (o->ladder_start <= 0 ? 0 : 1);
  if (o->policy == TV_POLICY_REASSOC) {
    long nvalues = 0;
    for (int e = 0; e < IR_ELEM_COUNT; e++)
      nvalues += cfg.value_count[e];
    run.ss.reassoc = run.ts.reassoc = fp_reassoc_create(run.fp, a, nvalues);
    if (!run.ss.reassoc) {
      snprintf(r->message, sizeof r->message, "out of memory (reassoc multisets)");
      goto done;
    }
    /* The special-value search asserts that every multiset value is fixed
     * by facts, so the hash is dead weight there (its counterexamples are
     * confirmed with the full encoding by confirm_robust). */
    if (seed && seed->special_determined) fp_reassoc_set_facts_only(run.ss.reassoc, true);
  }
  run.nargs = src->body->nargs;
  run.args = arena_calloc(a, (size_t)(run.nargs > 0 ? run.nargs : 1), sizeof(EncVal *));
  for (int i = 0; i < run.nargs; i++) {
    const IrType *t = src->body->args[i]->type;
    const IrType *tt = tgt->body->args[i]->type;
    bool src_mem = t->kind == IR_TY_MEMREF, tgt_mem = tt && tt->kind == IR_TY_MEMREF;
    EncVal *v;
    if (src_mem) { /* the input is the argument's whole block (ir_memref_input_shape) */
      int64_t dims[16];
      int rank = t->rank <= 16 ? ir_memref_input_shape(t, dims) : -1;
      if (rank < 0) {
        snprintf(r->message, sizeof r->message,
                 "unsupported: memref argument %%arg%d of type '%s' (dynamic sizes or layout)", i, t->text);
        verdict = TV_UNSUPPORTED;
        goto done;
      }
      v = enc_val_new(&run.ss, NULL, ENC_TENSOR, t->elem, rank, dims);
    } else {
      v = enc_val_for_type(&run.ss, NULL, t);
    }
    if (!v) {
      verdict = encode_failure(&run, &run.ss);
      goto done;
    }
    if (v->kind == ENC_SHAPE) {
      snprintf(r->message, sizeof r->message, "unsupported: !tosa.shape function argument %%arg%d", i);
      verdict = TV_UNSUPPORTED;
      goto done;
    }
    for (int64_t k = 0; k < v->n; k++) {
      char name[64];
      snprintf(name, sizeof name, "%%arg%d[%" PRId64 "]", i, k);
      v->v[k] = ir_elem_is_float(v->elem)
                    ? fpdom_var(run.fp, v->elem, name)
                    : smt_var(run.c, name, smt_sort_bv(run.c, (unsigned)ir_elem_bits(v->elem)));
    }
    run.args[i] = v;
    if (src_mem ? !enc_bind_memref_arg(&run.ss, src->body->args[i], v)
                : (enc_bind(&run.ss, src->body->args[i], v), false)) {
      verdict = encode_failure(&run, &run.ss);
      goto done;
    }
    if (tgt_mem ? !enc_bind_memref_arg(&run.ts, tgt->body->args[i], v)
                : (enc_bind(&run.ts, tgt->body->args[i], v), false)) {
      verdict = encode_failure(&run, &run.ts);
      goto done;
    }
  }
  if (!enc_func(&run.ss)) {
    verdict = encode_failure(&run, &run.ss);
    goto done;
  }
  if (!enc_func(&run.ts)) {
    verdict = encode_failure(&run, &run.ts);
    goto done;
  }
  if (run.ss.nresults != src->nresults || run.ts.nresults != tgt->nresults ||
      run.ss.nresults != run.ts.nresults) {
    snprintf(r->message, sizeof r->message, "invalid input: func.return arity does not match the signature");
    verdict = TV_INVALID_INPUT;
    goto done;
  }
  /* src undefined on every input of this case (a static out-of-bounds
   * slice at these dynamic sizes): no obligation, whatever tgt returns,
   * shapes included (a shape difference here is no counterexample). */
  if (enc_is_true(&run.ss, run.ss.ub)) {
    snprintf(r->message, sizeof r->message, "src has undefined behaviour on every input: no obligation");
    verdict = TV_CORRECT;
    goto done;
  }
  /* Collect returned elements. */
  /* Outputs: the results, then the final contents of every argument that
   * is a memref on both sides (output nresults + argument number). */
  int nout_vals = run.ss.nresults + run.nargs;
  run.nouts = 0;
  for (int k = 0; k < nout_vals; k++) {
    const EncVal *sv = out_val(&run.ss, k), *tv = out_val(&run.ts, k);
    if (sv && tv) run.nouts += sv->n;
  }
  run.outs = arena_calloc(a, (size_t)(run.nouts > 0 ? run.nouts : 1), sizeof(OutElem));
  int64_t at = 0;
  for (int k = 0; k < nout_vals; k++) {
    EncVal *sv = out_val(&run.ss, k), *tv = out_val(&run.ts, k);
    if (!sv || !tv) continue;
    bool same_shape = sv->n == tv->n && sv->elem == tv->elem && sv->rank == tv->rank;
    for (int dd = 0; same_shape && dd < sv->rank; dd++)
      same_shape = sv->dims[dd] == tv->dims[dd];
    if (!same_shape) {
      if (k >= run.ss.nresults)
        snprintf(r->message, sizeof r->message, "argument %d: buffer contents differ in shape",
                 k - run.ss.nresults);
      else
        snprintf(r->message, sizeof r->message, "result %d: returned values differ in shape", k);
      r->stage = TV_STAGE_SHAPE;
      verdict = TV_MISCOMPILE;
      goto done;
    }
    for (int64_t i = 0; i < sv->n; i++) {
      OutElem *oe = &run.outs[at++];
      oe->result = k;
      oe->index = i;
      oe->elem = sv->elem;
      oe->src_v = sv->v[i];
      oe->tgt_v = tv->v[i];
      oe->src_poison = elem_poison(&run.ss, sv, i);
      oe->tgt_poison = elem_poison(&run.ts, tv, i);
      oe->approx = (sv->approx && sv->approx[i]) || (tv->approx && tv->approx[i]);
      fail_conditions(&run, oe, oe->src_v, oe->src_poison, &oe->poison_fail, &oe->value_fail);
      oe->poison_fail_w = oe->poison_fail;
      oe->value_fail_w = oe->value_fail;
    }
  }
  SmtTerm src_ub_w = run.ss.ub;
  if (run.ss.nchoices) {
    /* One witness for the whole run (refinement needs one src choice for
     * all conditions): the IEEE one when tgt is a lowering (IEEE max/min ops,
     * or no tosa op left) and the literal one leaves something to check, else the
     * literal one (a pass that kept or folded the ops). */
    bool any_tosa = false;
    bool ieee_tgt = block_uses_ieee_minmax(tgt->body, &any_tosa) || !any_tosa;
    for (int attempt = 0; attempt < (ieee_tgt ? 2 : 1); attempt++) {
      ChoiceWitness w;
      if (!choice_witness(&run, &w, attempt == 1)) break;
      if (tv_debug())
        fprintf(stderr, "choices: src %d, tgt %d (witness %d)\n", run.ss.nchoices, run.ts.nchoices, attempt);
      src_ub_w = smt_substitute(run.c, run.ss.ub, w.from, w.to, w.n);
      bool all_same = src_ub_w.p == run.ts.ub.p || enc_is_false(&run.ts, run.ts.ub);
      for (int64_t i = 0; i < run.nouts; i++) {
        OutElem *oe = &run.outs[i];
        if (enc_is_false(&run.ss, oe->poison_fail) && enc_is_false(&run.ss, oe->value_fail)) continue;
        fail_conditions(&run, oe, smt_substitute(run.c, oe->src_v, w.from, w.to, w.n),
                        smt_substitute(run.c, oe->src_poison, w.from, w.to, w.n), &oe->poison_fail_w,
                        &oe->value_fail_w);
        all_same =
            all_same && enc_is_false(&run.ss, oe->poison_fail_w) && enc_is_false(&run.ss, oe->value_fail_w);
      }
      if (all_same) break;
    }
  }
  SmtTerm pre = fpdom_preconditions(run.fp);
  run.pre = pre;
  if (kind == FPDOM_ABSTRACT)
    for (int e = 0; e < IR_ELEM_COUNT; e++)
      if (ir_elem_is_float((IrElem)e)) r->abstract_width[e] = fpdom_width(run.fp, (IrElem)e);
  if (smt_ctx_error(run.c)) {
    snprintf(r->message, sizeof r->message, "SMT error while encoding: %s", smt_ctx_error(run.c));
    verdict = TV_ERROR;
    goto done;
  }
  r->encode_ms += tvf_ms_since(t0);
  run.solver = smt_solver_create(run.c);
  if (!run.solver) {
    snprintf(r->message, sizeof r->message, "cannot create solver");
    goto done;
  }
  smt_solver_assert_facts(run.solver, pre);
  if (seed && seed->special_determined) {
    bool any_float = false;
    smt_solver_assert(run.solver, special_inputs(&run, &any_float));
    if (run.ss.reassoc) smt_solver_assert(run.solver, fp_reassoc_determined(run.ss.reassoc));
  } else if (seed && seed->nargs == run.nargs) {
    for (int i = 0; i < run.nargs; i++) {
      IrElem e = run.args[i]->elem;
      for (int64_t k = 0; k < run.args[i]->n && k < seed->n[i]; k++) {
        if (!seed->pinned[i][k]) continue;
        SmtTerm val = ir_elem_is_float(e) ? fpdom_const(run.fp, e, seed->bits[i][k])
                                          : smt_bv_u64(run.c, (unsigned)ir_elem_bits(e), seed->bits[i][k]);
        smt_solver_assert(run.solver, smt_eq(run.c, run.args[i]->v[k], val));
      }
    }
  }
  if (fixed) {
    for (int i = 0; i < run.nargs; i++)
      for (int64_t k = 0; k < run.args[i]->n; k++) {
        IrElem e = run.args[i]->elem;
        SmtTerm val = ir_elem_is_float(e) ? fpdom_const(run.fp, e, fixed->bits[i][k])
                                          : smt_bv_u64(run.c, (unsigned)ir_elem_bits(e), fixed->bits[i][k]);
        smt_solver_assert(run.solver, smt_eq(run.c, run.args[i]->v[k], val));
      }
    SmtTerm ok_both = smt_and(run.c, smt_not(run.c, run.ss.ub), smt_not(run.c, run.ts.ub));
    SmtTerm fail;
    if (fixed->stage == TV_STAGE_UB)
      fail = smt_and(run.c, smt_not(run.c, run.ss.ub), run.ts.ub);
    else if (fixed->out_pos < 0 || fixed->out_pos >= run.nouts)
      fail = run.ss.false_term;
    else
      fail = smt_and(run.c, ok_both,
                     fixed->stage == TV_STAGE_POISON ? run.outs[fixed->out_pos].poison_fail
                                                     : run.outs[fixed->out_pos].value_fail);
    SmtResult res = check(&run, smt_not(run.c, fail));
    smt_solver_pop(run.solver);
    verdict = res == SMT_UNSAT ? TV_MISCOMPILE : TV_INCONCLUSIVE;
    goto done;
  }
  /* Decomposition: a condition whose src and tgt terms are proven equal
   * piece by piece cannot fail and needs no stage query. A quarter of the
   * query budget at most. */
  bool decompose = o->decompose && !fixed && !focus;
  run.decompose_budget_ms = o->timeout_ms ? o->timeout_ms / 4.0 : 5000.0;
  /* Stage ub */
  SmtTerm src_ok = smt_not(run.c, run.ss.ub);
  if (decompose && !enc_is_false(&run.ts, run.ts.ub) && decompose_equal(&run, run.ss.ub, run.ts.ub, pre)) {
    run.ts.ub = run.ss.ub;
    r->decomposed++;
  }
  /* Conditions that hold for some src choice but not for all (see
   * check_forall_src): each one alone is refuted, but one choice must
   * refute them all together (the joint check after the stages). */
  DepCond *dep = arena_calloc(a, 2 * (size_t)run.nouts + 1, sizeof(DepCond));
  int ndep = 0;
  /* Conditions proven with the choice witness (their stage queries): the
   * joint check needs them too when some other condition needed the
   * quantified check, since they fix src's choices to the witness. */
  SmtTerm *wq = arena_calloc(a, 2 * (size_t)run.nouts + 1, sizeof(SmtTerm));
  int nwq = 0;
  if (!enc_is_false(&run.ts, run.ts.ub) && run.ts.ub.p != run.ss.ub.p &&
      (!focus || focus->stage == TV_STAGE_UB)) {
    SmtTerm q = smt_and(run.c, src_ok, run.ts.ub);
    /* Under the choice witness first (choice_witness), as for the other
     * stages: the same term on both sides needs no query. */
    SmtTerm q_w = src_ub_w.p == run.ss.ub.p ? q : smt_and(run.c, smt_not(run.c, src_ub_w), run.ts.ub);
    SmtResult res = src_ub_w.p == run.ts.ub.p ? SMT_UNSAT : check(&run, q_w);
    if (src_ub_w.p == run.ts.ub.p) smt_solver_push(run.solver); /* popped below, as after a check */
    if (res == SMT_UNSAT && q_w.p != q.p && wq) wq[nwq++] = q;
    if (res == SMT_SAT && run.ss.nchoices) {
      res = check_forall_src(&run, q, 0, dep ? &dep[ndep].vars : NULL, dep ? &dep[ndep].nvars : NULL);
      if (res == SMT_UNSAT && dep) dep[ndep++].q = q;
    }
    if (res == SMT_SAT) {
      verdict = report_sat(&run, TV_STAGE_UB, false);
      goto done;
    }
    smt_solver_pop(run.solver);
    if (res != SMT_UNSAT) {
      verdict = solver_failure(&run, res, TV_STAGE_UB);
      goto done;
    }
  }
  SmtTerm both_ok = smt_and(run.c, src_ok, smt_not(run.c, run.ts.ub));
  SmtTerm both_ok_w = src_ub_w.p == run.ss.ub.p
                          ? both_ok
                          : smt_and(run.c, smt_not(run.c, src_ub_w), smt_not(run.c, run.ts.ub));
  /* Stage poison, then value. */
  for (int pass = 0; pass < 2; pass++) {
    TvStage stage = pass == 0 ? TV_STAGE_POISON : TV_STAGE_VALUE;
    if (focus && focus->stage != stage) continue;
    SmtTerm *ds = arena_calloc(a, (size_t)(run.nouts > 0 ? run.nouts : 1), sizeof(SmtTerm));
    SmtTerm *ds_w = arena_calloc(a, (size_t)(run.nouts > 0 ? run.nouts : 1), sizeof(SmtTerm));
    int64_t nd = 0;
    for (int64_t i = 0; i < run.nouts; i++) {
      if (focus && (run.outs[i].result != focus->result || run.outs[i].index != focus->index)) continue;
      SmtTerm cond = pass == 0 ? run.outs[i].poison_fail : run.outs[i].value_fail;
      SmtTerm cond_w = pass == 0 ? run.outs[i].poison_fail_w : run.outs[i].value_fail_w;
      if (enc_is_false(&run.ss, cond)) continue;
      if (enc_is_false(&run.ss, cond_w)) {
        if (wq) wq[nwq++] = smt_and(run.c, both_ok, cond);
        continue;
      }
      if (decompose && (pass == 0 ? decompose_equal(&run, run.outs[i].src_poison, run.outs[i].tgt_poison, pre)
                                  : decompose_equal(&run, run.outs[i].src_v, run.outs[i].tgt_v, pre))) {
        r->decomposed++;
        continue;
      }
      ds_w[nd] = cond_w;
      ds[nd++] = cond;
      if (tv_debug_terms()) {
        StrBuf sb1 = {0}, sb2 = {0};
        smt_term_print(run.c, pass == 0 ? run.outs[i].src_poison : run.outs[i].src_v, &sb1);
        smt_term_print(run.c, pass == 0 ? run.outs[i].tgt_poison : run.outs[i].tgt_v, &sb2);
        fprintf(stderr, "stage %s, result %d element %lld:\nsrc %s\ntgt %s\n", tv_stage_name(stage),
                run.outs[i].result, (long long)run.outs[i].index, sb1.data ? sb1.data : "?",
                sb2.data ? sb2.data : "?");
        sb_free(&sb1);
        sb_free(&sb2);
      }
    }
    if (nd == 0) continue;
    /* The failing conditions are checked in small groups rather than as one
     * disjunction: each group's query holds only the cone of its own output
     * elements, and uninterpreted-function congruence across unrelated
     * elements is what makes one big query blow up (10 elements of
     * add(mul(a, maxpool(x)), c): 14 s as one query, well under a second
     * in groups). A SAT group is reported exactly as before. */
    uint64_t stage_t0 = tvf_now_ns();
    bool premise_free = true;
    for (int64_t g = 0; g < nd; g += TV_STAGE_GROUP) {
      int64_t ng = nd - g < TV_STAGE_GROUP ? nd - g : TV_STAGE_GROUP;
      /* The groups of one stage share one query budget. */
      unsigned left = stage_budget_left(o, stage_t0);
      uint64_t gq0 = tvf_now_ns();
      SmtTerm conds = smt_or_n(run.c, ds + g, (int)ng);
      SmtTerm conds_w = smt_or_n(run.c, ds_w + g, (int)ng); /* = conds without src choices */
      /* First without the "neither side is UB" premise, on a quarter of the
       * budget: the premise brings the cone of every UB condition of both
       * functions into a query about one output element, and a condition
       * that cannot fail at all is mostly much cheaper to prove so. Only
       * UNSAT is taken from it (a weaker premise, so sound; with the choice
       * witness, see choice_witness); anything else re-asks with the
       * premise. After one such attempt that does not finish, the rest of
       * the stage goes straight to the premise (the conditions of one stage
       * are alike, and the failed attempts would eat the stage budget). */
      if (!enc_is_true(&run.ss, both_ok) && premise_free) {
        unsigned first = left ? (left / 4 > 0 ? left / 4 : 1) : 0;
        SmtResult r0 = check_budget(&run, conds_w, first);
        smt_solver_pop(run.solver);
        if (tv_debug())
          fprintf(stderr, "stage %s group %lld without the UB premise: %s\n", tv_stage_name(stage),
                  (long long)g, smt_result_name(r0));
        if (r0 == SMT_UNSAT) {
          if (wq && conds_w.p != conds.p) wq[nwq++] = smt_and(run.c, both_ok, conds);
          continue;
        }
        if (r0 != SMT_SAT) premise_free = false;
        left = stage_budget_left(o, stage_t0);
      }
      /* With src's choices: the witness query, whose UNSAT proves the group
       * and whose SAT is no verdict (another src choice may match), then
       * the quantified check. Without choices it is the stage query. */
      SmtTerm q = smt_and(run.c, both_ok, conds);
      SmtTerm q_w = smt_and(run.c, both_ok_w, conds_w);
      SmtResult res = check_budget(&run, q_w, left);
      if (res == SMT_UNSAT && wq && q_w.p != q.p) wq[nwq++] = q;
      if (res == SMT_SAT && run.ss.nchoices) {
        left = stage_budget_left(o, stage_t0);
        uint64_t fq0 = tvf_now_ns();
        int fv = 0, *fvars = NULL;
        res = check_forall_src(&run, q, left, &fvars, &fv);
        if (dep) {
          dep[ndep].vars = fvars;
          dep[ndep].nvars = fv;
        }
        if (tv_debug())
          fprintf(stderr,
                  "stage %s group %lld: witness sat after %.1f ms; for every src choice (%d of them): %s in "
                  "%.1f ms\n",
                  tv_stage_name(stage), (long long)g, (double)(fq0 - gq0) / 1e6, fv, smt_result_name(res),
                  tvf_ms_since(fq0));
        if (res == SMT_UNSAT && dep) dep[ndep++].q = q;
      }
      tv_dump_query(run.solver, tv_stage_name(stage), g);
      if (tv_debug())
        fprintf(stderr, "stage %s group %lld (%lld conditions of %lld): %s in %.1f ms\n",
                tv_stage_name(stage), (long long)g, (long long)ng, (long long)nd, smt_result_name(res),
                tvf_ms_since(gq0));
      if (res == SMT_SAT) {
        verdict = report_sat(&run, stage, pass == 1);
        goto done;
      }
      smt_solver_pop(run.solver);
      if (res != SMT_UNSAT) {
        verdict = solver_failure(&run, res, stage);
        goto done;
      }
    }
  }
  /* Joint check of the choice-dependent conditions: each was refuted by
   * some src choice, but refinement needs one choice for all of them (a
   * choice shared by two results could be needed with both values). */
  if (ndep >= 1 && nwq >= 1) {
    DepCond *all = arena_calloc(a, (size_t)(ndep + nwq), sizeof(DepCond));
    if (!all || !run.cv_ready) {
      verdict = solver_failure(&run, SMT_ERROR, TV_STAGE_VALUE);
      goto done;
    }
    memcpy(all, dep, (size_t)ndep * sizeof *dep);
    for (int i = 0; i < nwq; i++) {
      DepCond *dc = &all[ndep + i];
      dc->q = wq[i];
      dc->vars = arena_calloc(a, (size_t)run.ss.nchoices + 1, sizeof(int));
      if (!dc->vars) {
        verdict = solver_failure(&run, SMT_ERROR, TV_STAGE_VALUE);
        goto done;
      }
      dc->nvars = tvc_vars_in(&run.cv, run.c, dc->q, dc->vars);
    }
    dep = all;
    ndep += nwq;
  }
  if (ndep >= 2) {
    SmtResult res = check_dep_groups(&run, dep, ndep);
    if (res == SMT_SAT) {
      /* Every src choice fails somewhere; name the stage that fails for
       * the model's own choice values. */
      SmtModel *m = smt_solver_model(run.solver);
      TvStage st = TV_STAGE_VALUE;
      if (m && model_true(&run, m, run.ts.ub)) st = TV_STAGE_UB;
      for (int64_t i = 0; m && st == TV_STAGE_VALUE && i < run.nouts; i++)
        if (!enc_is_false(&run.ss, run.outs[i].poison_fail) && model_true(&run, m, run.outs[i].poison_fail))
          st = TV_STAGE_POISON;
      verdict = report_sat(&run, st, st == TV_STAGE_VALUE);
      goto done;
    }
    if (res != SMT_UNSAT) {
      verdict = solver_failure(&run, res, TV_STAGE_VALUE);
      goto done;
    }
  }
  r->stage = TV_STAGE_NONE;
  r->decided_by = kind;
  snprintf(r->message, sizeof r->message, "tgt refines src (%s FP domain)", fpdom_kind_name(kind));
  verdict = TV_CORRECT;
done:
  r->level0_abstracted = run.ss.used_level0 || run.ts.used_level0;
  if (run.solver) smt_solver_destroy(run.solver);
  if (run.scratch) smt_ctx_destroy(run.scratch);
  smt_ctx_destroy(run.c);
  return verdict;
}

static void reset_cex(TvReport *r) {
  r->args = NULL;
  r->nargs = 0;
  r->out_index = -1;
  r->out_elem = -1;
  r->out_coords = NULL;
  r->src_value = r->tgt_value = NULL;
  r->src_class = r->tgt_class = NULL;
}

/* TvOptions.exact_on_timeout: the abstract ladder ran out of time; the exact
 * domain gets the same per-query budget (what the pair budget leaves). Its
 * `correct` is a proof under the exact semantics, its counterexample goes
 * to concrete replay as any other; anything else leaves the abstract
 * domain's timeout standing. */
static TvVerdict exact_after_timeout(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, Arena *a,
                                     TvReport *r) {
  if (o->deadline_ns && tvf_now_ns() >= o->deadline_ns) return TV_TIMEOUT;
  TvReport er;
  memset(&er, 0, sizeof er);
  reset_cex(&er);
  er.func = r->func;
  TvVerdict ve = run_domain(src, tgt, o, FPDOM_EXACT, a, &er, NULL, NULL, NULL);
  er.encode_ms += r->encode_ms;
  er.solve_ms += r->solve_ms;
  if (ve != TV_CORRECT && ve != TV_MISCOMPILE) {
    r->encode_ms = er.encode_ms;
    r->solve_ms = er.solve_ms;
    char msg[sizeof r->message];
    snprintf(msg, sizeof msg, "%.600s; exact domain after the timeout: %s", r->message, tv_verdict_name(ve));
    memcpy(r->message, msg, sizeof r->message);
    return TV_TIMEOUT;
  }
  memcpy(er.abstract_width, r->abstract_width, sizeof er.abstract_width);
  *r = er;
  r->decided_by = FPDOM_EXACT;
  r->refinement_level = 2;
  if (ve == TV_CORRECT)
    snprintf(r->message, sizeof r->message,
             "tgt refines src (exact domain, after the abstract one ran out of time)");
  return ve;
}

/* Levels 0 and 1 of the ladder in the abstract domain (header comment). On
 * return r holds the deciding run's report, refinement_level set. */
static TvVerdict run_abstract_ladder(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, Arena *a,
                                     TvReport *r) {
  TvOptions lo = *o;
  int level = o->ladder_start <= 0 ? 0 : 1;
  lo.ladder_start = level;
  TvVerdict v = run_domain(src, tgt, &lo, FPDOM_ABSTRACT, a, r, NULL, NULL, NULL);
  r->refinement_level = level;
  bool differs = r->level0_abstracted || (TV_LADDER_PRECISE_CASTS && pair_may_convert(src, tgt));
  if (level != 0 || !differs || (v != TV_INCONCLUSIVE && v != TV_TIMEOUT)) return v;
  TvReport r1;
  memset(&r1, 0, sizeof r1);
  reset_cex(&r1);
  r1.func = r->func;
  lo.ladder_start = 1;
  TvVerdict v1 = run_domain(src, tgt, &lo, FPDOM_ABSTRACT, a, &r1, NULL, NULL, NULL);
  r1.encode_ms += r->encode_ms;
  r1.solve_ms += r->solve_ms;
  r1.refinement_level = 1;
  if (v1 == TV_CORRECT || v1 == TV_INCONCLUSIVE ||
      (v == TV_TIMEOUT && v1 != TV_ERROR && v1 != TV_UNSUPPORTED)) {
    *r = r1;
    return v1;
  }
  if (v == TV_TIMEOUT) { /* level 1 could not run (a capacity limit): level 0's timeout stands */
    size_t len = strlen(r->message);
    snprintf(r->message + len, sizeof r->message - len, "; level 1: %s: %.300s", tv_verdict_name(v1),
             r1.message);
    r->encode_ms = r1.encode_ms;
    r->solve_ms = r1.solve_ms;
    return v;
  }
  /* Level 1 gave up (timeout, error) after a level-0 counterexample: keep
   * that counterexample for the exact re-check, saying why. */
  char msg[sizeof r->message];
  snprintf(msg, sizeof msg, "%.500s; level 1: %s: %.400s", r->message, tv_verdict_name(v1), r1.message);
  memcpy(r->message, msg, sizeof r->message);
  r->encode_ms = r1.encode_ms;
  r->solve_ms = r1.solve_ms;
  return v;
}

/* Same element type and the same sizes, whatever the kinds and layouts. */
static bool same_elems_and_dims(const IrType *s, const IrType *t) {
  if (s->elem != t->elem || s->rank != t->rank) return false;
  for (int i = 0; i < s->rank; i++)
    if (s->dims[i] != t->dims[i]) return false;
  return true;
}

/* One-shot bufferization at the function boundary turns a tensor argument
 * or result into a memref of the same shape (docs/DESIGN.md "Memory"): the
 * pair is comparable when the memref has the identity layout. */
static bool bufferized_boundary(const IrType *s, const IrType *t) {
  if (!s || !t || s->kind != IR_TY_TENSOR || t->kind != IR_TY_MEMREF || !same_elems_and_dims(s, t))
    return false;
  /* memref<?x5xf32> has no static strides yet; the case split gives them.
   * Any other layout: the tensor is the view's elements (an argument's
   * dynamic layout is made static by check_layouts; a result is read
   * through its view). */
  return ir_memref_is_identity(t) || ir_memref_identity_layout(t) || ir_memref_is_static(t) ||
         ir_memref_layout_dynamic(t);
}

/* A result type the case split left with a '?' (a buffer whose sizes no
 * shape rule resolves): its elements cannot be compared, and saying the
 * types differ would be a false alarm. */
static const IrType *unresolved_result(const IrFunc *f) {
  for (int i = 0; i < f->nresults; i++) {
    const IrType *t = f->result_types[i];
    if (t && (t->kind == IR_TY_MEMREF || t->kind == IR_TY_TENSOR) && ir_type_num_elements(t) < 0) return t;
  }
  return NULL;
}

/* Returned memrefs are compared by their elements: the layout may differ. */
static bool same_memref_shape(const IrType *s, const IrType *t) {
  return s && t && s->kind == IR_TY_MEMREF && t->kind == IR_TY_MEMREF && same_elems_and_dims(s, t);
}

static TvfStatus check_static(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, Arena *a, TvReport *r,
                              Diag *d) {
  TvOptions defaults;
  if (!o) {
    tv_options_default(&defaults);
    o = &defaults;
  }
  /* The pair's deadline travels with the options to every query. */
  TvOptions with_deadline = *o;
  if (o->pair_budget_queries && o->timeout_ms && !o->deadline_ns)
    with_deadline.deadline_ns = tvf_now_ns() + (uint64_t)o->pair_budget_queries * o->timeout_ms * 1000000u;
  o = &with_deadline;
  memset(r, 0, sizeof *r);
  reset_cex(r);
  r->func = src && src->name ? src->name : "?";
  r->decided_by = o->fp;
  if (!src || !tgt || !src->body || !tgt->body) {
    r->verdict = TV_INVALID_INPUT;
    snprintf(r->message, sizeof r->message, "missing function body");
    return TVF_OK;
  }
  if (src->body->nargs != tgt->body->nargs) {
    r->verdict = TV_INVALID_INPUT;
    snprintf(r->message, sizeof r->message, "signatures differ: %d vs %d arguments", src->body->nargs,
             tgt->body->nargs);
    return TVF_OK;
  }
  for (int i = 0; i < src->body->nargs; i++)
    if (!ir_type_equal(src->body->args[i]->type, tgt->body->args[i]->type) &&
        !bufferized_boundary(src->body->args[i]->type, tgt->body->args[i]->type)) {
      r->verdict = TV_INVALID_INPUT;
      snprintf(r->message, sizeof r->message, "signatures differ: argument %d is %s vs %s", i,
               src->body->args[i]->type->text ? src->body->args[i]->type->text : "?",
               tgt->body->args[i]->type->text ? tgt->body->args[i]->type->text : "?");
      return TVF_OK;
    }
  const IrType *unresolved = unresolved_result(src) ? unresolved_result(src) : unresolved_result(tgt);
  if (unresolved && src->nresults == tgt->nresults) {
    r->verdict = TV_UNSUPPORTED;
    snprintf(r->message, sizeof r->message, "unsupported: a result of type '%s' whose sizes are not resolved",
             unresolved->text ? unresolved->text : "?");
    return TVF_OK;
  }
  if (src->nresults != tgt->nresults) {
    r->verdict = TV_MISCOMPILE;
    r->stage = TV_STAGE_SHAPE;
    snprintf(r->message, sizeof r->message, "result count differs: %d vs %d", src->nresults, tgt->nresults);
    return TVF_OK;
  }
  for (int i = 0; i < src->nresults; i++)
    if (!ir_type_equal(src->result_types[i], tgt->result_types[i]) &&
        !bufferized_boundary(src->result_types[i], tgt->result_types[i]) &&
        !same_memref_shape(src->result_types[i], tgt->result_types[i])) {
      r->verdict = TV_MISCOMPILE;
      r->stage = TV_STAGE_SHAPE;
      r->out_index = i;
      snprintf(r->message, sizeof r->message, "result %d type differs: %s vs %s", i,
               src->result_types[i]->text ? src->result_types[i]->text : "?",
               tgt->result_types[i]->text ? tgt->result_types[i]->text : "?");
      return TVF_OK;
    }
  /* Tensors above max_elements: the explicit encoding would stop at
   * "tensor too large"; the lazy mode (lazy.h) checks one symbolic element
   * per result instead, with its own ladder and exact confirmation. The
   * explicit interpreter is not run (screening, replay): it would evaluate
   * every element. */
  if (lazy_needed(src, tgt, o)) {
    lazy_check(src, tgt, o, a, r);
    return TVF_OK;
  }
  /* Concrete screening (tv_screen.c): a violation on a chosen input is a
   * confirmed miscompile, and no query is needed. */
  if (tv_eval_screen(src, tgt, o, a, r)) {
    r->verdict = TV_MISCOMPILE;
    return TVF_OK;
  }
  double screen_ms = r->screen_ms;
  if (o->screen_only) {
    r->verdict = TV_INCONCLUSIVE;
    snprintf(r->message, sizeof r->message, "screen-only: no violation found on %d input vectors",
             o->screen_vectors);
    return TVF_OK;
  }
  TvVerdict v;
  if (o->fp == FPDOM_ABSTRACT) {
    v = run_abstract_ladder(src, tgt, o, a, r);
    if (v == TV_TIMEOUT && o->exact_on_timeout) v = exact_after_timeout(src, tgt, o, a, r);
  } else {
    v = run_domain(src, tgt, o, o->fp, a, r, NULL, NULL, NULL);
    if (o->policy == TV_POLICY_REASSOC && (v == TV_TIMEOUT || v == TV_INCONCLUSIVE)) {
      /* Multiset values keep the general search approximate: look for a
       * special-value counterexample they cannot blur (see Seed). */
      TvReport rs;
      memset(&rs, 0, sizeof rs);
      reset_cex(&rs);
      rs.func = r->func;
      Seed special = {0};
      special.special_determined = true;
      TvOptions so = *o; /* half the budget: it is only a shortcut */
      if (so.timeout_ms) so.timeout_ms = so.timeout_ms / 2 + 1;
      TvVerdict vs = run_domain(src, tgt, &so, FPDOM_EXACT, a, &rs, NULL, NULL, &special);
      if (vs == TV_MISCOMPILE) {
        rs.encode_ms += r->encode_ms;
        rs.solve_ms += r->solve_ms;
        *r = rs;
        v = vs;
      } else {
        r->encode_ms += rs.encode_ms;
        r->solve_ms += rs.solve_ms;
      }
    }
    r->refinement_level = 2;
  }
  if (o->fp == FPDOM_ABSTRACT && v == TV_INCONCLUSIVE && o->confirm_with_exact) {
    TvReport abstract_report = *r;
    TvReport exact_report;
    memset(&exact_report, 0, sizeof exact_report);
    reset_cex(&exact_report);
    exact_report.func = r->func;
    TvVerdict ve = TV_INCONCLUSIVE;
    if (r->stage == TV_STAGE_UB || (r->stage != TV_STAGE_NONE && r->out_index >= 0 && r->out_elem >= 0)) {
      Focus f = {r->stage, r->out_index, r->out_elem};
      /* First with the inputs the abstract model pins (fast when the bug is
       * about special values or constants). */
      if (r->seed)
        ve = run_domain(src, tgt, o, FPDOM_EXACT, a, &exact_report, NULL, &f, (const Seed *)r->seed);
      /* Reassoc policy: then special-value inputs under which every
       * multiset value is fixed by IEEE facts (robust by construction; the
       * general exact search bit-blasts every product and rarely finishes). */
      if (ve != TV_MISCOMPILE && o->policy == TV_POLICY_REASSOC) {
        double enc = exact_report.encode_ms, sol = exact_report.solve_ms;
        memset(&exact_report, 0, sizeof exact_report);
        reset_cex(&exact_report);
        exact_report.func = r->func;
        exact_report.encode_ms = enc;
        exact_report.solve_ms = sol;
        Seed special = {0};
        special.special_determined = true;
        TvOptions so = *o; /* a quarter of the budget: it is only a shortcut */
        if (so.timeout_ms) so.timeout_ms = so.timeout_ms / 4 + 1;
        ve = run_domain(src, tgt, &so, FPDOM_EXACT, a, &exact_report, NULL, &f, &special);
      }
      /* Then on the element alone. */
      if (ve != TV_MISCOMPILE) {
        double enc = exact_report.encode_ms, sol = exact_report.solve_ms;
        memset(&exact_report, 0, sizeof exact_report);
        reset_cex(&exact_report);
        exact_report.func = r->func;
        exact_report.encode_ms = enc;
        exact_report.solve_ms = sol;
        ve = run_domain(src, tgt, o, FPDOM_EXACT, a, &exact_report, NULL, &f, NULL);
      }
      if (ve != TV_MISCOMPILE) {
        double enc = exact_report.encode_ms, sol = exact_report.solve_ms;
        memset(&exact_report, 0, sizeof exact_report);
        reset_cex(&exact_report);
        exact_report.func = r->func;
        exact_report.encode_ms = enc;
        exact_report.solve_ms = sol;
        ve = TV_INCONCLUSIVE;
      }
    }
    if (ve != TV_MISCOMPILE) ve = run_domain(src, tgt, o, FPDOM_EXACT, a, &exact_report, NULL, NULL, NULL);
    exact_report.encode_ms += abstract_report.encode_ms;
    exact_report.solve_ms += abstract_report.solve_ms;
    memcpy(exact_report.abstract_width, abstract_report.abstract_width, sizeof exact_report.abstract_width);
    exact_report.refinement_level = 2;
    if (ve == TV_CORRECT) {
      *r = exact_report;
      r->decided_by = FPDOM_EXACT;
      snprintf(r->message, sizeof r->message,
               "tgt refines src (abstract counterexample refuted by the exact domain)");
      v = TV_CORRECT;
    } else if (ve == TV_MISCOMPILE || ve == TV_INCONCLUSIVE) {
      *r = exact_report;
      r->decided_by = FPDOM_EXACT;
      v = ve;
    } else {
      char why[400];
      snprintf(why, sizeof why, "%.399s", exact_report.message);
      *r = abstract_report;
      r->solve_ms = exact_report.solve_ms;
      r->encode_ms = exact_report.encode_ms;
      r->refinement_level = 2; /* the exact level ran last */
      char msg[sizeof r->message];
      snprintf(msg, sizeof msg, "%.500s; exact re-check: %s: %s", abstract_report.message,
               tv_verdict_name(ve), why);
      memcpy(r->message, msg, sizeof r->message);
      v = TV_INCONCLUSIVE;
    }
  }
  /* Concrete replay (tv_eval.c): a miscompile stands only if the reference
   * interpreter reproduces it on the counterexample's inputs. */
  if (v == TV_MISCOMPILE) v = tv_eval_confirm(src, tgt, o, a, r);
  r->verdict = v;
  r->screen_ms = screen_ms;
  if (v != TV_MISCOMPILE && v != TV_INCONCLUSIVE && !(v == TV_CORRECT)) r->stage = TV_STAGE_NONE;
  (void)d;
  return TVF_OK;
}

/* ---- reports ---- */

static void print_args(const TvReport *r, StrBuf *out, int max_elems) {
  for (int i = 0; i < r->nargs; i++) {
    const TvCexArg *ca = &r->args[i];
    sb_printf(out, "  %s : %s = ", ca->name, ca->type);
    bool tensor = ca->type && strncmp(ca->type, "tensor", 6) == 0;
    if (tensor) sb_putc(out, '[');
    for (int64_t k = 0; k < ca->nelems; k++) {
      if (k >= max_elems) {
        sb_printf(out, ", ... (%" PRId64 " more)", ca->nelems - k);
        break;
      }
      sb_printf(out, "%s%s", k ? ", " : "", ca->values[k]);
      if (ca->classes && ca->classes[k]) sb_printf(out, " (%s)", ca->classes[k]);
    }
    if (tensor) sb_putc(out, ']');
    sb_putc(out, '\n');
  }
}

void tv_report_print(const TvReport *r, StrBuf *out) {
  sb_printf(out, "verdict: %s", tv_verdict_name(r->verdict));
  if (r->stage != TV_STAGE_NONE) sb_printf(out, " (stage %s)", tv_stage_name(r->stage));
  sb_printf(out, "\nfunction: @%s\n", r->func ? r->func : "?");
  if (r->message[0]) sb_printf(out, "message: %s\n", r->message);
  if (r->nargs > 0 || r->src_value) {
    sb_puts(out, "counterexample:\n");
    print_args(r, out, 64);
    if (r->src_value)
      sb_printf(out, "  result #%d element %" PRId64 " %s: src = %s%s%s%s, tgt = %s%s%s%s\n", r->out_index,
                r->out_elem, r->out_coords ? r->out_coords : "", r->src_value, r->src_class ? " (" : "",
                r->src_class ? r->src_class : "", r->src_class ? ")" : "", r->tgt_value ? r->tgt_value : "?",
                r->tgt_class ? " (" : "", r->tgt_class ? r->tgt_class : "", r->tgt_class ? ")" : "");
  }
  tv_eval_print(r, out); /* concrete replay of a miscompile (tv_eval.c) */
  if (r->screened)
    sb_puts(
        out,
        "decided by: concrete screening (reference interpreter, exact IEEE semantics; no solver query)\n");
  else
    sb_printf(out, "decided by: %s domain, refinement level %d (%s)\n", fpdom_kind_name(r->decided_by),
              r->refinement_level,
              r->refinement_level == 0   ? "abstract, uninterpreted reductions"
              : r->refinement_level == 1 ? "abstract, precise reductions"
                                         : "exact IEEE");
  bool any = false;
  for (int e = 0; e < IR_ELEM_COUNT; e++)
    if (r->abstract_width[e]) {
      sb_printf(out, "%s%s=%u", any ? " " : "abstract widths: ", ir_elem_name((IrElem)e),
                r->abstract_width[e]);
      any = true;
    }
  if (any) sb_putc(out, '\n');
  sb_printf(out, "time: screen %.1f ms, encode %.1f ms, solve %.1f ms", r->screen_ms, r->encode_ms,
            r->solve_ms);
  if (r->decompose_queries)
    sb_printf(out, " (decomposition: %d sub-queries, %d stage queries discharged)", r->decompose_queries,
              r->decomposed);
  sb_putc(out, '\n');
}

static void json_str(StrBuf *out, const char *s) {
  if (!s) {
    sb_puts(out, "null");
    return;
  }
  sb_putc(out, '"');
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    if (*p == '"' || *p == '\\') {
      sb_putc(out, '\\');
      sb_putc(out, (char)*p);
    } else if (*p < 0x20) {
      sb_printf(out, "\\u%04x", *p);
    } else {
      sb_putc(out, (char)*p);
    }
  }
  sb_putc(out, '"');
}

void tv_report_json(const TvReport *r, StrBuf *out) {
  sb_puts(out, "{\"verdict\":");
  json_str(out, tv_verdict_name(r->verdict));
  sb_puts(out, ",\"stage\":");
  json_str(out, tv_stage_name(r->stage));
  sb_puts(out, ",\"message\":");
  json_str(out, r->message);
  sb_puts(out, ",\"func\":");
  json_str(out, r->func);
  sb_puts(out, ",\"decided_by\":");
  json_str(out, fpdom_kind_name(r->decided_by));
  sb_puts(out, ",\"counterexample\":");
  if (r->nargs > 0 || r->src_value) {
    sb_puts(out, "{\"args\":[");
    for (int i = 0; i < r->nargs; i++) {
      const TvCexArg *ca = &r->args[i];
      sb_puts(out, i ? ",{\"name\":" : "{\"name\":");
      json_str(out, ca->name);
      sb_puts(out, ",\"type\":");
      json_str(out, ca->type);
      sb_puts(out, ",\"values\":[");
      for (int64_t k = 0; k < ca->nelems; k++) {
        if (k) sb_putc(out, ',');
        json_str(out, ca->values[k]);
      }
      sb_puts(out, "],\"classes\":[");
      for (int64_t k = 0; k < ca->nelems; k++) {
        if (k) sb_putc(out, ',');
        json_str(out, ca->classes ? ca->classes[k] : NULL);
      }
      sb_puts(out, "]}");
    }
    sb_printf(out, "],\"out_index\":%d,\"out_elem\":%" PRId64 ",\"out_coords\":", r->out_index, r->out_elem);
    json_str(out, r->out_coords);
    sb_puts(out, ",\"src\":");
    json_str(out, r->src_value);
    sb_puts(out, ",\"tgt\":");
    json_str(out, r->tgt_value);
    sb_puts(out, ",\"src_class\":");
    json_str(out, r->src_class);
    sb_puts(out, ",\"tgt_class\":");
    json_str(out, r->tgt_class);
    sb_putc(out, '}');
  } else {
    sb_puts(out, "null");
  }
  tv_eval_json(r, out); /* ,"concrete":... (tv_eval.c) */
  sb_puts(out, ",\"abstract_width\":{");
  bool any = false;
  for (int e = 0; e < IR_ELEM_COUNT; e++)
    if (r->abstract_width[e]) {
      sb_printf(out, "%s\"%s\":%u", any ? "," : "", ir_elem_name((IrElem)e), r->abstract_width[e]);
      any = true;
    }
  sb_printf(out,
            "},\"refinement_level\":%d,\"screened\":%s,\"decomposed\":%d,\"decompose_queries\":%d,"
            "\"timings\":{\"screen_ms\":%.3f,\"encode_ms\":%.3f,\"solve_ms\":%.3f}}",
            r->refinement_level, r->screened ? "true" : "false", r->decomposed, r->decompose_queries,
            r->screen_ms, r->encode_ms, r->solve_ms);
}

/* ---- dynamic dimensions: one static case per assignment ---- */

/* The largest bound n <= max with n^k <= cases (at least 1). */
static void dyn_case_text(const int64_t *dims, int k, char *buf, size_t cap) {
  size_t len = 0;
  buf[0] = 0;
  for (int i = 0; i < k && len + 24 < cap; i++)
    len += (size_t)snprintf(buf + len, cap - len, "%s%lld", i ? "," : "", (long long)dims[i]);
}

/* Was an invalid-input verdict about src (the case is outside the program's
 * domain) rather than tgt? Encoder messages end in "(src)" / "(tgt)". */
/* Is the specialised src invalid (an ERROR_IF of its ops) on its sizes? The
 * shape rules (ir_specialize) know the sizes ops produce, not every
 * condition an op puts on its operands (a convolution's input channels
 * against its weight's), so before a tgt that fails on some sizes is blamed,
 * src runs once in the interpreter on zeros: validity does not depend on the
 * values. */
static bool src_invalid_on_sizes(const IrFunc *ss, Arena *a) {
  ArenaMark mark = arena_mark(a);
  int n = ss->body ? ss->body->nargs : 0;
  EvalTensor **args = arena_calloc(a, (size_t)(n > 0 ? n : 1), sizeof *args);
  bool invalid = false;
  Diag d;
  diag_init(&d);
  for (int i = 0; args && i < n; i++)
    if (!(args[i] = eval_arg_for_type(a, ss->body->args[i]->type, &d))) goto out;
  EvalResult res;
  invalid = args && eval_func(ss, args, a, &res, &d) == TVF_EINPUT;
out:
  arena_reset_to(a, mark);
  return invalid;
}

/* Is src undefined (UB, or invalid) on every one of a few inputs at these
 * sizes: all zeros, all ones, a ramp 1..5? Asked before calling tgt's
 * undefined behaviour at these sizes a miscompile "where src is defined":
 * src's shape rules may hold while a data-independent condition of its own
 * (a cast to a static size, an out-of-range dim) fails on every input. */
static bool src_undefined_on_probes(const IrFunc *ss, Arena *a) {
  int n = ss->body ? ss->body->nargs : 0;
  for (int probe = 0; probe < 3; probe++) {
    ArenaMark mark = arena_mark(a);
    EvalTensor **args = arena_calloc(a, (size_t)(n > 0 ? n : 1), sizeof *args);
    Diag d;
    diag_init(&d);
    bool ok = args != NULL;
    for (int i = 0; ok && i < n; i++) {
      ok = (args[i] = eval_arg_for_type(a, ss->body->args[i]->type, &d)) != NULL;
      if (!ok || probe == 0 || args[i]->kind == EVAL_SHAPE || args[i]->kind == EVAL_MEMREF || !args[i]->bits)
        continue;
      for (int64_t k = 0; k < args[i]->n; k++) {
        int v = probe == 1 ? 1 : (int)(k % 5) + 1;
        IrElem e = args[i]->elem;
        args[i]->bits[k] = ir_elem_is_float(e) ? enc_float_bits(e, v)
                           : e == IR_I1        ? (uint64_t)(v & 1)
                                               : (uint64_t)v;
      }
    }
    EvalResult res;
    bool defined = ok && eval_func(ss, args, a, &res, &d) == TVF_OK && !res.ub;
    arena_reset_to(a, mark);
    if (!ok) return false; /* cannot tell: keep the verdict */
    if (defined) return false;
  }
  return true;
}

static bool invalid_in_src(const TvReport *r) {
  size_t n = strlen(r->message);
  return n >= 5 && !strcmp(r->message + n - 5, "(src)");
}

static void prefix_message(TvReport *r, const char *fmt, const char *case_text) {
  char old[sizeof r->message];
  snprintf(old, sizeof old, "%s", r->message);
  char head[400];
  snprintf(head, sizeof head, fmt, case_text);
  int room = (int)(sizeof r->message - strlen(head) - 3);
  snprintf(r->message, sizeof r->message, "%s%s%.*s", head, old[0] ? ": " : "", room > 0 ? room : 0, old);
}

static TvfStatus check_layouts(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, Arena *a,
                               TvReport *r, Diag *d);

static TvfStatus check_dynamic(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, Arena *a,
                               TvReport *r, Diag *d) {
  int k = ir_func_arg_dyn_dims(src);
  if (k > 64) {
    memset(r, 0, sizeof *r);
    reset_cex(r);
    r->func = src->name ? src->name : "?";
    r->verdict = TV_UNSUPPORTED;
    snprintf(r->message, sizeof r->message, "unsupported: %d dynamic argument dimensions (at most 64)", k);
    return TVF_OK;
  }
  IrDynCases cases;
  if (!ir_dyn_cases(src, k, o->dyn_max > 0 ? o->dyn_max : TV_DYN_MAX,
                    o->dyn_max_cases > 0 ? o->dyn_max_cases : TV_DYN_MAX_CASES, a, &cases))
    return diag_set(d, TVF_ENOMEM, "tv: out of memory choosing dynamic size cases");
  int bound = cases.bound;
  long ncases = cases.n;
  double encode_ms = 0, solve_ms = 0, screen_ms = 0;
  long checked = 0, outside = 0;
  bool layout_cases = false; /* some case checked memref arguments at layout cases */
  char case_text[400], why[512];
  char undecided_case[400] = ""; /* tgt undefined where src was undefined on every probe */
  TvReport cr;
  for (long c = 0; c < ncases; c++) {
    const int64_t *dims = cases.dims + (size_t)c * (size_t)k;
    dyn_case_text(dims, k, case_text, sizeof case_text);
    IrFunc *ss = NULL, *ts = NULL;
    IrShapeStatus st = ir_specialize(src, dims, a, &ss, why, sizeof why);
    if (st == IR_SHAPE_INVALID || st == IR_SHAPE_UB) {
      outside++;
    } else if (st == IR_SHAPE_UNSUPPORTED) {
      memset(r, 0, sizeof *r);
      reset_cex(r);
      r->func = src->name ? src->name : "?";
      r->verdict = TV_UNSUPPORTED;
      snprintf(r->message, sizeof r->message, "unsupported: dynamic shapes: %s (src)", why);
      return TVF_OK;
    } else {
      st = ir_specialize(tgt, dims, a, &ts, why, sizeof why);
      bool src_outside = st != IR_SHAPE_OK && src_invalid_on_sizes(ss, a);
      if (src_outside) {
        outside++;
        goto next_case;
      }
      if ((st == IR_SHAPE_INVALID || st == IR_SHAPE_UB) && src_undefined_on_probes(ss, a)) {
        /* Not shown to be defined where tgt is not: no verdict from this case. */
        if (!undecided_case[0]) snprintf(undecided_case, sizeof undecided_case, "%s", case_text);
        goto next_case;
      }
      if (st != IR_SHAPE_OK) {
        memset(r, 0, sizeof *r);
        reset_cex(r);
        r->func = src->name ? src->name : "?";
        if (st == IR_SHAPE_INVALID || st == IR_SHAPE_UB) {
          /* src is defined on these sizes and tgt is not: tgt fails at run
           * time (or computes with mismatched shapes) where src does not. */
          r->verdict = TV_MISCOMPILE;
          r->stage = st == IR_SHAPE_UB ? TV_STAGE_UB : TV_STAGE_SHAPE;
          r->out_index = -1;
          snprintf(r->message, sizeof r->message,
                   "with dynamic sizes (%s): tgt %s where src is defined: %s (tgt)", case_text,
                   st == IR_SHAPE_UB ? "has undefined behaviour for every input" : "is not valid", why);
        } else {
          r->verdict = TV_UNSUPPORTED;
          snprintf(r->message, sizeof r->message, "unsupported: dynamic shapes: %s (tgt)", why);
        }
        return TVF_OK;
      }
      /* a memref argument with a dynamic layout: its layout cases at these sizes */
      bool layouts = ir_func_has_dynamic_layout_arg(ss) || ir_func_has_dynamic_layout_arg(ts);
      layout_cases |= layouts;
      TvfStatus s = layouts ? check_layouts(ss, ts, o, a, &cr, d) : check_static(ss, ts, o, a, &cr, d);
      if (s != TVF_OK) return s;
      encode_ms += cr.encode_ms;
      solve_ms += cr.solve_ms;
      screen_ms += cr.screen_ms;
      if (cr.verdict == TV_INVALID_INPUT && invalid_in_src(&cr)) {
        outside++;
      } else if (cr.verdict != TV_CORRECT) {
        *r = cr;
        r->encode_ms = encode_ms;
        r->solve_ms = solve_ms;
        r->screen_ms = screen_ms;
        prefix_message(r, "with dynamic sizes (%s)", case_text);
        return TVF_OK;
      } else {
        if (++checked == 1) *r = cr; /* statistics and fields of a correct verdict */
      }
    }
  next_case:;
  }
  if (!checked) {
    memset(r, 0, sizeof *r);
    reset_cex(r);
    r->func = src->name ? src->name : "?";
    r->verdict = undecided_case[0] ? TV_INCONCLUSIVE : TV_INVALID_INPUT;
    if (undecided_case[0])
      snprintf(
          r->message, sizeof r->message,
          "with dynamic sizes (%s): tgt is undefined for every input, and src was undefined on every input "
          "tried (zeros, ones, a ramp); no other case is in src's shape conditions",
          undecided_case);
    else
      snprintf(r->message, sizeof r->message,
               "no assignment of the %d dynamic sizes in 1..%d satisfies src's shape conditions (%ld cases)",
               k, bound, ncases);
    return TVF_OK;
  }
  r->encode_ms = encode_ms;
  r->solve_ms = solve_ms;
  r->screen_ms = screen_ms;
  if (cases.exhaustive) {
    snprintf(
        r->message, sizeof r->message,
        "for every dynamic size in 1..%d (%d dynamic argument sizes, %ld cases checked, %ld outside src's "
        "shape conditions)",
        bound, k, checked, outside);
  } else {
    char thin[96] = "every size takes at least two values above 1";
    if (cases.thin > 0)
      snprintf(thin, sizeof thin, "%d of the sizes (the first: #%d) take fewer than two values above 1",
               cases.thin, cases.thin_first + 1);
    snprintf(
        r->message, sizeof r->message,
        "for %ld of the %ld assignments of the %d dynamic argument sizes in 1..%d, chosen among those src's "
        "shape rules allow (%ld outside src's other conditions; %s)",
        checked, cases.space, k, bound, outside, thin);
  }
  if (undecided_case[0]) {
    /* Honest: a case where tgt is undefined for every input was not shown
     * to be one where src is defined. */
    r->verdict = TV_INCONCLUSIVE;
    r->stage = TV_STAGE_UB;
    char tail[sizeof r->message];
    snprintf(tail, sizeof tail, "%s", r->message);
    snprintf(
        r->message, sizeof r->message,
        "with dynamic sizes (%s): tgt is undefined for every input, and src was undefined on every input "
        "tried (zeros, ones, a ramp); the other cases: %.600s",
        undecided_case, tail);
  }
  r->dyn_partial = !cases.exhaustive;
  if (r->dyn_partial)
    snprintf(r->dyn_scope, sizeof r->dyn_scope, "%ld of %ld dynamic size assignments in 1..%d", checked,
             cases.space, bound);
  if (layout_cases) {
    size_t len = strlen(r->message);
    snprintf(r->message + len, sizeof r->message - len,
             "; at each size, every memref argument whose layout is dynamic at the layout cases of "
             "docs/DESIGN.md \"Memory\" (identity, offset 3, padded rows, column-major)");
    if (r->dyn_partial) {
      len = strlen(r->dyn_scope);
      snprintf(r->dyn_scope + len, sizeof r->dyn_scope - len, ", layout cases");
    } else {
      snprintf(r->dyn_scope, sizeof r->dyn_scope, "sizes in 1..%d, layout cases", bound);
      r->dyn_partial = true;
    }
  }
  return TVF_OK;
}

/* TOSA 1.0 gives MATMUL, CONV2D, DEPTHWISE_CONV2D, REDUCE_SUM and
 * AVG_POOL2D on floats no evaluation order: their precision requirements
 * say each output "can be expressed as a dot product" that must meet the dot product
 * accuracy requirements, so an implementation may sum the terms (bias
 * included) in any order. Under the spec policy a pair whose src has such an
 * op is checked with order-free sums (TV_POLICY_REASSOC: multiset sums on
 * both sides, so tgt's order must be one of the allowed ones). The literal
 * policy (--fp-policy=strict) keeps the pseudo-code's order. */
static TvfStatus check_shapes(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, Arena *a, TvReport *r,
                              Diag *d);

static bool src_has_tosa_dot_product(const IrBlock *b);

static bool is_float_dot_product(const IrOp *op) {
  switch (op->kind) {
  case IR_OP_TOSA_MATMUL:
  case IR_OP_TOSA_CONV2D:
  case IR_OP_TOSA_DEPTHWISE_CONV2D:
  case IR_OP_TOSA_CONV3D:
  case IR_OP_TOSA_REDUCE_SUM: /* TOSA 1.0: a dot product with a vector of ones */
  case IR_OP_TOSA_AVG_POOL2D: /* ... with weights 1/KS */
    return op->nresults == 1 && op->results[0]->type && ir_elem_is_float(op->results[0]->type->elem);
  default: return false;
  }
}

static bool value_uses_dot_product(const IrValue *v, bool *seen, int nseen);

/* Does an op (its operands, and values its regions capture) use a dot product? */
static bool op_uses_dot_product(const IrOp *op, bool *seen, int nseen) {
  if (is_float_dot_product(op)) return true;
  for (int i = 0; i < op->noperands; i++)
    if (value_uses_dot_product(op->operands[i], seen, nseen)) return true;
  for (int g = 0; g < op->nregions; g++)
    for (int b = 0; b < op->regions[g]->nblocks; b++) {
      const IrBlock *blk = op->regions[g]->blocks[b];
      for (int k = 0; k < blk->nops; k++)
        if (op_uses_dot_product(blk->ops[k], seen, nseen)) return true;
    }
  return false;
}

static bool value_uses_dot_product(const IrValue *v, bool *seen, int nseen) {
  if (!v || v->id < 0 || v->id >= nseen || seen[v->id]) return false;
  seen[v->id] = true;
  return v->def && op_uses_dot_product(v->def, seen, nseen);
}

/* Does src's result k depend on a TOSA float dot product? (Unknown: yes.) */
static bool result_uses_tosa_dot_product(const IrFunc *src, int k) {
  const IrBlock *b = src->body;
  if (!b || b->nops < 1 || src->nvalues <= 0) return true;
  const IrOp *ret = b->ops[b->nops - 1];
  if (k >= ret->noperands) return true;
  bool *seen = calloc((size_t)src->nvalues, sizeof(bool));
  if (!seen) return true;
  bool uses = value_uses_dot_product(ret->operands[k], seen, src->nvalues);
  free(seen);
  return uses;
}

/* r becomes `shown` (its counterexample and figures) with verdict v and the
 * message "WHY[ OUTCOME]: <shown's message>". */
static void demote(TvReport *r, const TvReport *shown, TvVerdict v, const char *why, const char *outcome) {
  char old[sizeof r->message];
  snprintf(old, sizeof old, "%s", shown->message);
  if (r != shown) *r = *shown;
  r->verdict = v;
  snprintf(r->message, sizeof r->message, "%s%s%s: %.600s", why, outcome ? " " : "", outcome ? outcome : "",
           old);
}

/* Does the reported difference lie only in the sign of a zero? */
static bool zero_sign_only(const TvReport *r) {
  const char *s = r->src_class, *t = r->tgt_class;
  return r->stage == TV_STAGE_VALUE && s && t && (!strcmp(s, "+0") || !strcmp(s, "-0")) &&
         (!strcmp(t, "+0") || !strcmp(t, "-0"));
}

/* The pseudo-code's order is one of the allowed orders, so a `correct` with
 * strict sums stands (and is the fast path: screening, no multisets). Only a
 * counterexample is re-checked with order-free sums. */
static TvfStatus check_spec_dot_products(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, Arena *a,
                                         TvReport *r, Diag *d) {
  TvOptions so = *o;
  so.recheck_follows = true;
  TvfStatus s = check_shapes(src, tgt, &so, a, r, d);
  if (s != TVF_OK || (r->verdict != TV_MISCOMPILE && r->verdict != TV_INCONCLUSIVE) ||
      r->stage == TV_STAGE_UB || r->stage == TV_STAGE_SHAPE)
    return s;
  if (r->verdict == TV_MISCOMPILE && r->out_index >= 0 && !result_uses_tosa_dot_product(src, r->out_index))
    return s; /* the failing result involves no order freedom: the pseudo-code's order is its only one */
  TvReport strict = *r;
  TvOptions ro = *o;
  ro.policy = TV_POLICY_REASSOC;
  ro.deadline_ns = 0;
  ro.lazy_prior = strict.lazy_cex; /* lazy mode: its inputs may already show it in every order */
  /* The +0 start is one implementation of a dot product: a lowering that
   * starts at the bias or the first term (tosa-to-linalg-named broadcasts
   * the bias into the accumulator) is checked against the sum of the terms
   * alone (TvOptions.dot_start_free). Tried first: it is the common
   * lowering, and it is decided without the +0-start counterexample. */
  TvOptions fo = ro;
  fo.dot_start_free = true;
  s = check_shapes(src, tgt, &fo, a, r, d);
  if (s != TVF_OK) return s;
  r->encode_ms += strict.encode_ms;
  r->solve_ms += strict.solve_ms;
  r->screen_ms += strict.screen_ms;
  if (r->verdict == TV_CORRECT) {
    prefix_message(r, "%s",
                   "correct in some order of each TOSA dot product's terms, started at the first term (the "
                   "specification allows any order and either sign of a zero sum; the pseudo-code's order "
                   "gives another result)");
    return TVF_OK;
  }
  TvReport first = *r;
  s = check_shapes(src, tgt, &ro, a, r, d);
  if (s != TVF_OK) return s;
  if (tv_debug())
    fprintf(stderr, "dot products: +0-start order-free check %s, start-free check %s\n",
            tv_verdict_name(r->verdict), tv_verdict_name(first.verdict));
  r->encode_ms += first.encode_ms;
  r->solve_ms += first.solve_ms;
  r->screen_ms += first.screen_ms;
  if (r->verdict == TV_CORRECT) {
    prefix_message(r, "%s",
                   "correct in some order of each TOSA dot product's terms (the specification allows any; "
                   "the pseudo-code's order gives another result)");
  } else if (r->verdict == TV_MISCOMPILE && zero_sign_only(r)) {
    /* The order-free sums keep the +0 start as a term and no zero-sign
     * choice (dot_zero_choice), but TOSA accepts a zero dot product of
     * either sign: a counterexample that differs only there is allowed
     * (campO false alarm f99d3c6e: a one-term reduce_sum of -0.0 is -0.0
     * after tosa-make-broadcastable, +0.0 with the +0 start). Whether
     * another input differs is not known. */
    TvReport shown = *r;
    demote(r, &shown, TV_INCONCLUSIVE,
           "the order-free check's counterexample differs only in the sign of a zero dot product, which TOSA "
           "allows; no other difference was shown",
           NULL);
  } else if (r->verdict == TV_MISCOMPILE && first.verdict == TV_TIMEOUT) {
    /* The start-free sums are allowed too, and their check ran out of
     * budget: the pair is undecided, not a miscompile (campO false alarm
     * f99d3c6e: a one-term reduce_sum of -0.0, correct with a longer
     * budget). An inconclusive start-free check (a counterexample the
     * interpreter does not reproduce) leaves the +0-start miscompile
     * standing, as its own counterexample was reproduced. */
    demote(r, &first, TV_TIMEOUT,
           "differs in every order of each TOSA dot product's terms started at +0, but the check of the sums "
           "started at the first term (also allowed) ended",
           tv_verdict_name(first.verdict));
  } else if (r->verdict == TV_MISCOMPILE) {
    prefix_message(r, "%s", "in every order of each TOSA dot product's terms");
  } else {
    demote(
        r, &strict, TV_INCONCLUSIVE,
        "differs from the pseudo-code's summation order, which TOSA does not require; the order-free check "
        "ended",
        tv_verdict_name(r->verdict));
  }
  return TVF_OK;
}

static bool src_has_tosa_dot_product(const IrBlock *b) {
  for (int i = 0; b && i < b->nops; i++)
    if (is_float_dot_product(b->ops[i])) return true;
  return false;
}

TvfStatus tv_check_funcs(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, Arena *a, TvReport *r,
                         Diag *d) {
  TvOptions defaults;
  if (!o) {
    tv_options_default(&defaults);
    o = &defaults;
  }
  TvfStatus st;
  if (o->policy == TV_POLICY_STRICT && !o->literal_zero_sign && src && src_has_tosa_dot_product(src->body))
    st = check_spec_dot_products(src, tgt, o, a, r, d);
  else
    st = check_shapes(src, tgt, o, a, r, d);
  /* docs/DESIGN.md "Memory": memref arguments are assumed not to alias. */
  if (st == TVF_OK && tv_pair_has_aliasing_assumption(src, tgt) &&
      (r->verdict == TV_CORRECT || r->verdict == TV_MISCOMPILE || r->verdict == TV_INCONCLUSIVE)) {
    size_t len = strlen(r->message);
    snprintf(r->message + len, sizeof r->message - len, "%sassumes memref arguments do not alias",
             len ? "; " : "");
  }
  return st;
}

static void layout_unsupported(TvReport *r, const IrFunc *src, const char *msg) {
  memset(r, 0, sizeof *r);
  reset_cex(r);
  r->func = src->name ? src->name : "?";
  r->verdict = TV_UNSUPPORTED;
  snprintf(r->message, sizeof r->message, "unsupported: %s", msg);
}

/* Memref arguments with a dynamic layout (ir_layout.h): the pair is checked
 * at each layout case, every such argument taking the case's layout (the
 * same one in src and tgt), like dynamic sizes at each size case. A case
 * that a type's static entries make overlap, or that repeats an earlier
 * one, is skipped. The verdict names the first layout that fails, or the
 * cases that were all correct (the bounded set, in the message and in
 * dyn_scope). With dynamic sizes, check_dynamic calls this at each size
 * case. An argument whose layout is dynamic in tgt only takes src's static
 * layout (the one its callers pass). */
static TvfStatus check_layouts(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, Arena *a,
                               TvReport *r, Diag *d) {
  int n = src->body->nargs;
  char msg[600] = "a dynamic memref layout";
  if (ir_func_has_dynamic(src) || ir_func_has_dynamic(tgt)) {
    for (int i = 0; i < n; i++) {
      const IrType *s = src->body->args[i]->type, *t = tgt->body->args[i]->type;
      if (ir_memref_layout_dynamic(s) || ir_memref_layout_dynamic(t)) {
        snprintf(msg, sizeof msg,
                 "memref argument %d of type '%s' has a dynamic layout in a function with dynamic sizes "
                 "(layout cases need static sizes)",
                 i, (ir_memref_layout_dynamic(s) ? s : t)->text);
        break;
      }
    }
    layout_unsupported(r, src, msg);
    return TVF_OK;
  }
  IrType **cases[IR_LAYOUT_CASES][2];
  memset(cases, 0, sizeof cases);
  double encode_ms = 0, solve_ms = 0, screen_ms = 0;
  long checked = 0;
  char names[160] = "";
  TvReport cr, first;
  memset(&first, 0, sizeof first);
  for (int c = 0; c < IR_LAYOUT_CASES; c++) {
    IrType **st = arena_calloc(a, (size_t)(n > 0 ? n : 1), sizeof *st);
    IrType **tt = arena_calloc(a, (size_t)(n > 0 ? n : 1), sizeof *tt);
    if (!st || !tt) return diag_set(d, TVF_ENOMEM, "tv: out of memory choosing layout cases");
    bool skip = false;
    for (int i = 0; i < n && !skip; i++) {
      const IrType *s = src->body->args[i]->type, *t = tgt->body->args[i]->type;
      bool sdyn = ir_memref_layout_dynamic(s), tdyn = ir_memref_layout_dynamic(t);
      if (!sdyn && !tdyn) continue;
      if (!sdyn && s->kind == IR_TY_MEMREF) { /* tgt generalized src's layout */
        if (!ir_layout_accepts(t, s)) {
          skip = true;
          break;
        }
        tt[i] = (IrType *)s;
        continue;
      }
      IrType *lt;
      IrLayoutStatus ls = ir_layout_case_type(a, sdyn ? s : t, (IrLayoutCase)c, &lt);
      if (ls == IR_LAYOUT_UNSUPPORTED) {
        snprintf(
            msg, sizeof msg,
            "memref argument %d of type '%s': a dynamic layout is checked at layout cases only with static "
            "sizes and rank <= 16",
            i, (sdyn ? s : t)->text);
        layout_unsupported(r, src, msg);
        return TVF_OK;
      }
      if (ls == IR_LAYOUT_SKIP || (sdyn && tdyn && !ir_layout_accepts(t, lt))) {
        skip = true;
        break;
      }
      if (sdyn) st[i] = lt;
      if (tdyn) tt[i] = lt;
    }
    if (skip) continue;
    bool repeat = false; /* the same layouts as an earlier case (static entries fixed what differs) */
    for (int e = 0; e < c && !repeat; e++) {
      if (!cases[e][0]) continue;
      bool same = true;
      for (int i = 0; i < n && same; i++)
        for (int side = 0; side < 2; side++) {
          const IrType *x = (side ? tt : st)[i], *y = cases[e][side][i];
          if ((x == NULL) != (y == NULL) || (x && !ir_layout_accepts(x, y))) same = false;
        }
      repeat = same;
    }
    if (repeat) continue;
    cases[c][0] = st, cases[c][1] = tt;
    IrFunc *ss = NULL, *ts = NULL;
    char why[400];
    if (ir_specialize_with(src, NULL, st, a, &ss, why, sizeof why) != IR_SHAPE_OK ||
        ir_specialize_with(tgt, NULL, tt, a, &ts, why, sizeof why) != IR_SHAPE_OK) {
      snprintf(msg, sizeof msg, "memref layout case '%s': %s", ir_layout_case_name((IrLayoutCase)c), why);
      layout_unsupported(r, src, msg);
      return TVF_OK;
    }
    TvfStatus s = check_shapes(ss, ts, o, a, &cr, d);
    if (s != TVF_OK) return s;
    encode_ms += cr.encode_ms, solve_ms += cr.solve_ms, screen_ms += cr.screen_ms;
    if (cr.verdict != TV_CORRECT) {
      *r = cr;
      r->encode_ms = encode_ms, r->solve_ms = solve_ms, r->screen_ms = screen_ms;
      char what[160];
      snprintf(what, sizeof what, "with the '%s' layout of each memref argument whose layout is dynamic",
               ir_layout_case_name((IrLayoutCase)c));
      prefix_message(r, "%s", what);
      return TVF_OK;
    }
    if (++checked == 1) first = cr;
    size_t len = strlen(names);
    snprintf(names + len, sizeof names - len, "%s%s", len ? ", " : "", ir_layout_case_name((IrLayoutCase)c));
  }
  if (!checked) {
    layout_unsupported(r, src, "no layout case fits the memref arguments' stated offsets and strides");
    return TVF_OK;
  }
  *r = first;
  r->encode_ms = encode_ms, r->solve_ms = solve_ms, r->screen_ms = screen_ms;
  char head[300];
  snprintf(head, sizeof head,
           "for %ld layout%s of each memref argument whose layout is dynamic (%s; docs/DESIGN.md \"Memory\")",
           checked, checked == 1 ? "" : "s", names);
  prefix_message(r, "%s", head);
  if (!r->dyn_partial) {
    r->dyn_partial = true;
    snprintf(r->dyn_scope, sizeof r->dyn_scope, "%ld layout%s of each dynamic-layout memref argument",
             checked, checked == 1 ? "" : "s");
  }
  return TVF_OK;
}

static TvfStatus check_shapes(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, Arena *a, TvReport *r,
                              Diag *d) {
  if (src && tgt && src->body && tgt->body && src->body->nargs == tgt->body->nargs &&
      (ir_func_has_dynamic_layout_arg(src) || ir_func_has_dynamic_layout_arg(tgt)) &&
      !ir_func_has_dynamic(src) && !ir_func_has_dynamic(tgt))
    return check_layouts(src, tgt, o, a, r, d);
  if (!src || !tgt || !src->body || !tgt->body || (!ir_func_has_dynamic(src) && !ir_func_has_dynamic(tgt)))
    return check_static(src, tgt, o, a, r, d);
  if (src->body->nargs != tgt->body->nargs) return check_static(src, tgt, o, a, r, d);
  for (int i = 0; i < src->body->nargs; i++)
    if (!ir_type_equal(src->body->args[i]->type, tgt->body->args[i]->type) &&
        !bufferized_boundary(src->body->args[i]->type, tgt->body->args[i]->type))
      return check_static(src, tgt, o, a, r, d);
  /* One deadline for every case of the pair. */
  TvOptions with_deadline = *o;
  if (o->pair_budget_queries && o->timeout_ms && !o->deadline_ns)
    with_deadline.deadline_ns = tvf_now_ns() + (uint64_t)o->pair_budget_queries * o->timeout_ms * 1000000u;
  return check_dynamic(src, tgt, &with_deadline, a, r, d);
}
