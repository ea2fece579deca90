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

#include "encoder/eval/eval_internal.h"

static bool is_dot_product(IrOpKind k) {
  return k == IR_OP_TOSA_MATMUL || k == IR_OP_TOSA_CONV2D || k == IR_OP_TOSA_DEPTHWISE_CONV2D;
}

uint64_t ev_zero_choice(EvalState *st, const IrOp *op, int64_t elem, IrElem e, uint64_t r) {
  if (!st->choices || !ev_fis_zero(e, r)) return r;
  if (st->choices->dot_literal && op && is_dot_product(op->kind)) return r;
  st->choices->nsites++;
  if (st->choices->pick && st->choices->pick(st->choices->ctx, op, elem)) return r ^ ev_fmt(e)->sign_mask;
  return r;
}

uint64_t ev_nan_bits_choice(EvalState *st, const IrOp *op, int64_t elem, IrElem e, uint64_t b) {
  if (!st->choices) return b;
  st->choices->nsites++;
  st->choices->nan_sites++;
  if (!st->choices->pick) return b;
  const FpFmt *f = ev_fmt(e);
  return st->choices->pick(st->choices->ctx, op, elem) ? f->sign_mask | f->mag_mask : fpi_qnan(f);
}

/* Upper bound of max_sites (2^this runs at most). */
#define EVAL_CHOICE_MAX_SITES 20

typedef struct Key {
  const IrOp *op;
  int64_t elem;
} Key;

typedef struct Enum {
  Key keys[EVAL_CHOICE_MAX_SITES];
  int nkeys, max_keys;
  uint64_t bits; /* resolution of keys[0..nkeys) */
  bool overflow; /* a run met more than max_keys distinct sites */
} Enum;

static bool enum_pick(void *ctx, const IrOp *op, int64_t elem) {
  Enum *en = ctx;
  for (int k = 0; k < en->nkeys; k++)
    if (en->keys[k].op == op && en->keys[k].elem == elem) return (en->bits >> k) & 1;
  if (en->nkeys >= en->max_keys) {
    en->overflow = true;
    return false;
  }
  en->keys[en->nkeys].op = op;
  en->keys[en->nkeys].elem = elem;
  en->nkeys++;
  return false; /* a new key starts literal; later counter values flip it */
}

EvalExists eval_exists_choice(const IrFunc *f, EvalTensor **args, Arena *a, int max_sites, bool dot_literal,
                              bool (*accept)(const EvalResult *res, void *ctx), void *ctx, int *nsites,
                              EvalResult *found, Diag *d) {
  Enum en;
  memset(&en, 0, sizeof en);
  en.max_keys = max_sites < 0 ? 0 : max_sites > EVAL_CHOICE_MAX_SITES ? EVAL_CHOICE_MAX_SITES : max_sites;
  EvalChoices ch = {enum_pick, &en, 0, dot_literal, 0};
  EvalExists out = EVAL_EXISTS_NONE;
  bool sampled = false;
  for (uint64_t k = 0; k < (UINT64_C(1) << en.nkeys); k++) {
    en.bits = k;
    ch.nan_sites = 0;
    ArenaMark mark = arena_mark(a);
    EvalResult res;
    bool ok = eval_func_choices(f, args, &ch, a, &res, d) == TVF_OK;
    /* Sites past the limit stay literal, so even then the run is one of
     * the allowed results and an accepted one is a real match. */
    bool accepted = ok && accept(&res, ctx);
    sampled = sampled || ch.nan_sites > 0;
    if (accepted && found) {
      *found = res;
      out = EVAL_EXISTS_FOUND;
      break;
    }
    arena_reset_to(a, mark);
    if (!ok) {
      out = EVAL_EXISTS_ERROR;
      break;
    }
    if (accepted) {
      out = EVAL_EXISTS_FOUND;
      break;
    }
  }
  if (out == EVAL_EXISTS_NONE && en.overflow) out = EVAL_EXISTS_LIMIT;
  if (out == EVAL_EXISTS_NONE && sampled) out = EVAL_EXISTS_SAMPLED;
  if (nsites) *nsites = en.nkeys;
  return out;
}
