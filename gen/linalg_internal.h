/*
 * linalg_internal.h: declarations shared by the linalg/tensor production files (internal to gen/).
 *
 * gen_linalg.c (linalg productions, composition test, dispatch, chain starts) and gen_tensor.c
 * (tensor-dialect productions) emit through linalg_util.c; linalg_body.c builds scalar region
 * bodies. Productions return the index of their result value, or -1 when memory runs out.
 */
#ifndef TVF_GEN_LINALG_INTERNAL_H
#define TVF_GEN_LINALG_INTERNAL_H

#include "gen/gen_state.h"

#define V(i) (&st->v[(i)])
#define P(name) (st->p->p[GEN_P_##name])

/* Filter context: values whose element type is e. */
typedef struct GenScalarCtx {
  GenElem e;
} GenScalarCtx;

/* ---- linalg_util.c ---- */
/* printf into the function body. */
void gen_linalg_put(GenState *st, const char *fmt, ...) TVF_PRINTF(2, 3);
/* SSA id of `arith.constant i : index`, emitted once per program for small i. */
int gen_linalg_index_const(GenState *st, int64_t i);
/* `tensor.empty() : t`, registered as an uninitialized value. -1 on OOM. */
int gen_linalg_empty(GenState *st, GenType t);
/* A scalar of type e: a live scalar (prefer_live) or an arith.constant. -1 on OOM. */
int gen_linalg_scalar(GenState *st, GenElem e, bool prefer_live);
/* A scalar of type e for a fill: often the neutral element of combiner comb ("" for none), else
 * like gen_linalg_scalar. -1 on OOM. */
int gen_linalg_neutral_scalar(GenState *st, GenElem e, const char *comb);
/* linalg.fill of init with scalar. -1 on OOM. */
int gen_linalg_fill(GenState *st, int scalar, int init);
/* Init of an op producing type t: a live initialized tensor, tensor.empty (only when !need_init;
 * *readable is then false) or a linalg.fill with a neutral value of combiner comb. -1 on OOM. */
int gen_linalg_init(GenState *st, GenType t, bool need_init, const char *comb, bool *readable);

/* ---- linalg_body.c ---- */
/* A reduction combiner op name for element type e ("arith.addf", ...). */
const char *gen_linalg_combiner(GenState *st, GenElem e);
/* Outer scalars of type e a body may capture; fills cap[0..max), returns how many. */
int gen_linalg_captures(GenState *st, GenElem e, int *cap, int max);
/* Emit a region body: "(args):" (block_label, linalg.generic) or "(args) {" (map, reduce), the
 * ops, and linalg.yield. types[nargs-1] is the output when has_out; comb != NULL makes it a
 * reduction body combining with the output argument. */
void gen_linalg_body(GenState *st, int rid, const GenElem *types, int nargs, bool has_out, bool out_readable,
                     const char *comb, const int *cap, int ncap, bool block_label);

/* ---- gen_tensor.c ---- */
int gen_tensor_build_extract_slice(GenState *st, int xi);
int gen_tensor_build_insert_slice(GenState *st, int xi);
int gen_tensor_build_pad(GenState *st, int xi);
int gen_tensor_build_expand(GenState *st, int xi);
int gen_tensor_build_collapse(GenState *st, int xi);
int gen_tensor_build_concat(GenState *st, int xi);
int gen_tensor_build_extract(GenState *st, int xi);
int gen_tensor_build_insert(GenState *st, int xi);
int gen_tensor_build_from_elements(GenState *st, int xi);

#endif
