/*
 * linalg_util.c: shared helpers of the linalg/tensor productions (see linalg_internal.h).
 *
 * Text emission, cached index constants, tensor.empty, scalar operands, linalg.fill and the
 * choice of an init tensor: tensor.empty only when the op overwrites it without reading it.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "gen/linalg_internal.h"

/* ---- small emission helpers ---- */

void gen_linalg_put(GenState *st, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&st->body, fmt, ap);
  va_end(ap);
}

const char *gen_linalg_tag(char *buf, const char *prefix, const char *what) {
  snprintf(buf, GEN_TAG_LEN, "%s%s", prefix, what);
  return buf;
}

void gen_linalg_put_list(GenState *st, const int64_t *v, int n) {
  gen_linalg_put(st, "[");
  for (int i = 0; i < n; i++)
    gen_linalg_put(st, "%s%lld", i ? ", " : "", (long long)v[i]);
  gen_linalg_put(st, "]");
}

void gen_linalg_put_slice(GenState *st, const int64_t *off, const int64_t *sz, const int64_t *str, int rank) {
  gen_linalg_put_list(st, off, rank);
  gen_linalg_put(st, " ");
  gen_linalg_put_list(st, sz, rank);
  gen_linalg_put(st, " ");
  gen_linalg_put_list(st, str, rank);
}

void gen_linalg_put_ids(GenState *st, const int *ids, int n) {
  gen_linalg_put(st, "[");
  for (int i = 0; i < n; i++)
    gen_linalg_put(st, "%s%%%d", i ? ", " : "", ids[i]);
  gen_linalg_put(st, "]");
}

/* SSA id of `arith.constant i : index`, emitted once per program. */
int gen_linalg_index_const(GenState *st, int64_t i) {
  if (i >= 0 && i < (int64_t)TVF_ARRAY_LEN(st->idx_const) && st->idx_const[i]) return st->idx_const[i] - 1;
  int id = st->next_id++;
  gen_linalg_put(st, "  %%%d = arith.constant %lld : index\n", id, (long long)i);
  gen_note_op(st, GEN_OP_ARITH_CONSTANT, GE_COUNT);
  if (i >= 0 && i < (int64_t)TVF_ARRAY_LEN(st->idx_const)) st->idx_const[i] = id + 1;
  return id;
}

int gen_linalg_empty(GenState *st, GenType t) {
  GenFacts f = gen_facts_full((GenElem)t.et);
  int vi = gen_value_new(st, t, f);
  if (vi < 0) return -1;
  V(vi)->uninit = true;
  gen_def(st, vi);
  gen_linalg_put(st, "tensor.empty() : ");
  gen_ty(st, &t);
  gen_linalg_put(st, "\n");
  gen_note_op(st, GEN_OP_TENSOR_EMPTY, (GenElem)t.et);
  return vi;
}

static bool pred_scalar(GenState *st, int vi, const void *ctx) {
  const GenScalarCtx *c = ctx;
  return V(vi)->t.rank < 0 && V(vi)->t.et == c->e;
}

/* A scalar of type e: a live scalar (tensor.extract result ...) or an arith.constant. */
int gen_linalg_scalar(GenState *st, GenElem e, bool prefer_live) {
  if (prefer_live) {
    GenScalarCtx c = {e};
    int vi = gen_pick_live(st, pred_scalar, &c, "scalar.live");
    if (vi >= 0) return vi;
  }
  GenWant w = gen_want(gen_type_scalar(e));
  return gen_const(st, &w, false);
}

/* Neutral element of a combiner (or an interesting constant) as a scalar constant. */
int gen_linalg_neutral_scalar(GenState *st, GenElem e, const char *comb) {
  if (!gen_flip(st->c, 60, "init.neutral")) return gen_linalg_scalar(st, e, true);
  uint64_t v = 0;
  if (gen_elem_is_float(e)) {
    if (strstr(comb, "mul"))
      v = gen_fp_encode(e, 1.0);
    else if (strstr(comb, "max"))
      v = gen_fp_inf(e, true);
    else if (strstr(comb, "min"))
      v = gen_fp_inf(e, false);
  } else {
    if (strstr(comb, "mul"))
      v = 1;
    else if (strstr(comb, "maxsi"))
      v = gen_bits_of_int(e, gen_elem_min(e));
    else if (strstr(comb, "minsi"))
      v = gen_bits_of_int(e, gen_elem_max(e));
    else if (strstr(comb, "minui") || strstr(comb, "andi"))
      v = gen_bits_of_int(e, -1);
  }
  return gen_const_splat(st, gen_type_scalar(e), v, false);
}

int gen_linalg_fill(GenState *st, int scalar, int init) {
  GenType t = V(init)->t;
  GenFacts f = V(scalar)->f;
  int vi = gen_value_new(st, t, f);
  if (vi < 0) return -1;
  gen_def(st, vi);
  gen_linalg_put(st, "linalg.fill ins(");
  gen_use(st, scalar);
  gen_linalg_put(st, " : %s) outs(", gen_elem_name((GenElem)t.et));
  gen_use(st, init);
  gen_linalg_put(st, " : ");
  gen_ty(st, &t);
  gen_linalg_put(st, ") -> ");
  gen_ty(st, &t);
  gen_linalg_put(st, "\n");
  gen_note_op(st, GEN_OP_LINALG_FILL, (GenElem)t.et);
  return vi;
}

static bool pred_type_init(GenState *st, int vi, const void *ctx) { return gen_type_eq(&V(vi)->t, ctx); }

/* Init of an op producing type t. need_init: the op reads it (reductions, matmul). comb names the
 * combiner for a neutral fill value. *readable says whether the body may read the init. */
int gen_linalg_init(GenState *st, GenType t, bool need_init, const char *comb, bool *readable) {
  *readable = true;
  if (gen_flip(st->c, P(outs_live), "init.live")) {
    int vi = gen_pick_live(st, pred_type_init, &t, "init.live_value");
    if (vi >= 0) {
      gen_note_attr(st, "linalg.init=live");
      return vi;
    }
  }
  int e = gen_linalg_empty(st, t);
  if (e < 0) return -1;
  if (!need_init && !gen_flip(st->c, 20, "init.fill_anyway")) {
    *readable = false;
    gen_note_attr(st, "linalg.init=empty");
    return e;
  }
  int s = gen_linalg_neutral_scalar(st, (GenElem)t.et, comb ? comb : "");
  if (s < 0) return -1;
  gen_note_attr(st, "linalg.init=fill");
  return gen_linalg_fill(st, s, e);
}
