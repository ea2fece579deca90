/*
 * eval_choice.c: nondeterministic results in the reference interpreter.
 *
 * Purpose: TOSA 1.0 lets a zero result of MAXIMUM, MINIMUM, CLAMP,
 * REDUCE_MAX, REDUCE_MIN and MAX_POOL2D have either sign, so src has a set
 * of allowed results and tgt refines it when it matches ONE of them. The
 * interpreter computes one member per run; this file resolves the choice
 * sites (eval.h EvalChoices) and enumerates resolutions, so that the
 * confirmation of a counterexample (tv_eval.c) and concrete screening
 * (tv_screen.c) only call something a violation when no allowed src result
 * matches tgt.
 *
 * Enumeration: sites are keyed by (op, result element). A resolution is a
 * bit per known key, taken from a counter: run k uses the bits of k, keys
 * first met in a run start at false and are appended, so the counter's
 * higher values cover them with both bits later (every combination of the
 * keys a run can meet is reached, including keys that only appear under
 * some resolution of earlier ones). More than max_sites keys is a limit,
 * never an answer: the caller keeps the finding `inconclusive`.
 *
 * NaN encodings of arith.bitcast (ev_nan_bits_choice) are sites too, but a
 * site has only two of its many members here (the quiet NaN and the
 * all-ones NaN): a run that met one and matched nothing is
 * EVAL_EXISTS_SAMPLED, which only a caller backed by the solver's quantified
 * check over every encoding may take as "none".
 */
#include <string.h>

#include <math.h>

#include "encoder/eval/eval_internal.h"

static bool is_dot_product(IrOpKind k) {
  /* TOSA 1.0's dot products for accuracy: REDUCE_SUM and AVG_POOL2D are too */
  return k == IR_OP_TOSA_MATMUL || k == IR_OP_TOSA_CONV2D || k == IR_OP_TOSA_DEPTHWISE_CONV2D || k == IR_OP_TOSA_CONV3D ||
         k == IR_OP_TOSA_REDUCE_SUM || k == IR_OP_TOSA_AVG_POOL2D;
}

/* The site key of element `elem` of `op` in the current body run (the
 * function's own ops keep their element index). */
static int64_t site(const EvalState *st, int64_t elem) { return elem + (st->body_run << 32); }

static bool outside_only(const EvalChoices *ch, const IrOp *op) {
  if (!ch->only_ops) return false;
  for (int i = 0; i < ch->nonly_ops; i++)
    if (ch->only_ops[i] == op) return false;
  return true;
}

uint64_t ev_zero_choice(EvalState *st, const IrOp *op, int64_t elem, IrElem e, uint64_t r) {
  if (!st->choices || !ev_fis_zero(e, r) || outside_only(st->choices, op)) return r;
  if (st->choices->dot_literal && op && is_dot_product(op->kind)) return r;
  st->choices->nsites++;
  if (st->choices->pick && st->choices->pick(st->choices->ctx, op, site(st, elem)))
    return r ^ ev_fmt(e)->sign_mask;
  return r;
}

uint64_t ev_abs_bound_choice(EvalState *st, const IrOp *op, int64_t elem, IrElem e, uint64_t r, bool approx) {
  const FpFmt *f = ev_fmt(e);
  bool tiny = approx && !ev_fis_zero(e, r) && !ev_fis_nan(e, r) && !ev_fis_inf(e, r) &&
              fabs(fpi_to_double(f, r)) <= ldexp(1.0, -ir_elem_sbits(e));
  if (!tiny) return ev_zero_choice(st, op, elem, e, r);
  if (!st->choices || outside_only(st->choices, op)) return r;
  st->choices->nsites++;
  if (st->choices->pick && st->choices->pick(st->choices->ctx, op, site(st, elem)))
    return r & f->sign_mask; /* the zero of its sign */
  return r;
}

uint64_t ev_nan_bits_choice(EvalState *st, const IrOp *op, int64_t elem, IrElem e, uint64_t b) {
  if (!st->choices || outside_only(st->choices, op)) return b;
  st->choices->nsites++;
  st->choices->nan_sites++;
  if (!st->choices->pick) return b;
  const FpFmt *f = ev_fmt(e);
  return st->choices->pick(st->choices->ctx, op, site(st, elem)) ? f->sign_mask | f->mag_mask : fpi_qnan(f);
}
