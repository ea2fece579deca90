/*
 * tosa_internal.h: declarations shared by the tosa production files (internal to gen/).
 *
 * gen_tosa.c (composition test, dispatch, chain starts) calls the gen_tosa_build_* productions of
 * gen_tosa_ew.c, gen_tosa_data.c, gen_tosa_nn.c and gen_tosa_rescale.c, which emit through the helpers of
 * tosa_util.c. Every production takes the chain value xi as primary operand, builds its other operands, and
 * returns the index of its result value, or -1 when memory runs out (GenState.status is then set).
 */
#ifndef TVF_GEN_TOSA_INTERNAL_H
#define TVF_GEN_TOSA_INTERNAL_H

#include "gen/gen_state.h"

#define V(i) (&st->v[(i)])
#define P(name) (st->p->p[GEN_P_##name])

/* MAX_RANK of the TOSA 1.0 level 8K that tosa-validate checks by default. */
#define GEN_TOSA_MAX_RANK 6

/* An operand of an emitted op: a value, or a !tosa.shape SSA id. */
typedef struct GenOpd {
  int vi;  /* value index, or -1 for a shape operand */
  int sid; /* shape operand: SSA id */
  int sn;  /* shape operand: length */
} GenOpd;

static inline GenOpd gen_opd(int vi) {
  GenOpd o = {vi, -1, 0};
  return o;
}

static inline GenOpd gen_opd_shape(int sid, int n) {
  GenOpd o = {-1, sid, n};
  return o;
}

/* An attribute dictionary being built ("axis = 1 : i32, nan_mode = IGNORE"). */
typedef struct GenAttrs {
  char s[512];
  int n;
} GenAttrs;

static inline const char *gen_op_name(GenOpId op) { return gen_ops[op].name; }

static inline GenType gen_with_elem(GenType t, GenElem e) {
  t.et = (uint8_t)e;
  return t;
}

static inline GenFacts gen_fp_facts(uint8_t fp, bool cst) {
  GenFacts f = {0, 0, fp, cst};
  return f;
}

/* FP classes after an arithmetic op on operands with classes a, b: results may overflow to Inf,
 * underflow to subnormals or -0; NaN appears only from NaN inputs or Inf - Inf / 0 * Inf. */
static inline uint8_t gen_fp_arith(uint8_t a, uint8_t b) {
  uint8_t f = (uint8_t)(a | b | GF_INF | GF_NEGZERO | GF_SUBNORMAL);
  if ((a | b) & GF_INF) f |= GF_NAN;
  return f;
}

/* ---- tosa_util.c ---- */
/* Append "key = value" to an attribute dictionary (silently truncated at 512 bytes). */
void gen_attr(GenAttrs *a, const char *fmt, ...) TVF_PRINTF(2, 3);
/* Append "name = array<i64: v0, v1, ...>". */
void gen_attr_array(GenAttrs *a, const char *name, const int64_t *v, int n);
/* Emit "%r = op %a, %b {attrs} : (A, B) -> R" and count the op. */
void gen_tosa_emit(GenState *st, int r, GenOpId op, const GenOpd *a, int n, const GenAttrs *at);
/* Choose nan_mode for float operands (IGNORE more often when a NaN may reach the op). */
void gen_tosa_nan_mode(GenState *st, GenAttrs *a, GenOpId op, GenElem e, uint8_t fp);
/* Broadcast partner of shape X: result R and other operand O (element types copied from X). */
void gen_tosa_bcast_pair(GenState *st, const GenType *X, GenType *R, GenType *O, GenOpId op);
/* Shape of another operand of a result of shape R: each dim either R's or 1. */
GenType gen_tosa_bcast_sub(GenState *st, const GenType *R, GenElem e);
/* Element types x may be cast to (tosa-validate table or verifier-only). */
uint32_t gen_tosa_cast_targets(const GenState *st, const GenValue *x);
/* A tensor<1xE> zero point: 0, or (i8 only, with zp_nonzero) a random value. -1 on OOM. */
int gen_tosa_zero_point(GenState *st, GenElem e, bool may_nonzero);

/* ---- productions ---- */
int gen_tosa_build_binary(GenState *st, GenOpId op, int xi);
int gen_tosa_build_unary(GenState *st, GenOpId op, int xi);
int gen_tosa_build_clamp(GenState *st, int xi);
int gen_tosa_build_select(GenState *st, int xi);
int gen_tosa_build_cast(GenState *st, int xi);
int gen_tosa_build_transpose(GenState *st, int xi);
int gen_tosa_build_reshape(GenState *st, int xi);
int gen_tosa_build_slice(GenState *st, int xi);
int gen_tosa_build_pad(GenState *st, int xi);
int gen_tosa_build_concat(GenState *st, int xi);
int gen_tosa_build_tile(GenState *st, int xi);
int gen_tosa_build_reverse(GenState *st, int xi);
int gen_tosa_build_gather(GenState *st, int xi);
int gen_tosa_build_reduce(GenState *st, GenOpId op, int xi);
int gen_tosa_build_argmax(GenState *st, int xi);
int gen_tosa_build_matmul(GenState *st, int xi);
int gen_tosa_build_conv(GenState *st, GenOpId op, int xi);
int gen_tosa_build_pool(GenState *st, GenOpId op, int xi);
int gen_tosa_build_rescale(GenState *st, int xi);

#endif
