/*
 * linalg_internal.h: declarations shared by the linalg/tensor production files (internal to gen/).
 *
 * gen_linalg.c (linalg productions, composition test, dispatch, chain starts) and gen_tensor.c
 * (tensor-dialect productions) emit through linalg_util.c; linalg_body.c builds scalar region
 * bodies; linalg_shapes.c chooses the shapes of the linalg ops for gen_linalg.c and for the
 * memref programs of gen_memref.c. Productions return the index of their result value, or -1
 * when memory runs out.
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
/* "[1, 2]": a list of numbers. */
void gen_linalg_put_list(GenState *st, const int64_t *v, int n);
/* "[offsets] [sizes] [strides]" of a tensor slice or a memref subview. */
void gen_linalg_put_slice(GenState *st, const int64_t *off, const int64_t *sz, const int64_t *str, int rank);
/* "[%3, %5]": a list of SSA ids (indices of an extract, a load, ...). */
void gen_linalg_put_ids(GenState *st, const int *ids, int n);
/* The decision tag prefix + what ("memref." "generic.permute"), in buf (GEN_TAG_LEN bytes), for a
 * choice made alike in several productions. The chooser prints a tag only during its decision, so
 * one buffer serves the successive decisions of a function. */
#define GEN_TAG_LEN 64
const char *gen_linalg_tag(char *buf, const char *prefix, const char *what);
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

/* ---- linalg_shapes.c: shapes and attributes of the linalg productions, for tensor and memref
 * programs alike. `prefix` starts every decision tag ("" or "l" for tensors, "memref."). ---- */

/* A linalg.generic over a primary input X: its loops (X's dims, read through a permutation or
 * not), reductions, inputs' indexing maps and output, chosen before the operands exist. */
typedef struct GenGeneric {
  int loops;                 /* X's rank */
  int size[GEN_MAX_RANK];    /* the loops' extents */
  int maps[3][GEN_MAX_RANK]; /* input k's map: its results, a loop or -1 for the constant 0 */
  int nres[3];               /* input k's map: how many results */
  bool permuted;             /* X is read through a permutation */
  bool red[GEN_MAX_RANK];    /* reduction loops */
  int nred;
  GenElem xe, oe;            /* X's element type, the output's */
  int out_map[GEN_MAX_RANK]; /* the output's map: the parallel loops */
  int nout;
  bool out_permuted; /* ... in another order than the loops' */
  GenType out;
} GenGeneric;
/* The loops, reductions and output element type; input 0 is X. */
void gen_generic_loops(GenState *st, GenGeneric *g, GenType X, const char *prefix);
/* Extra input k (1, 2): its map (a permutation of the loops, maybe dropping some: a broadcast)
 * and the type the caller must find an operand of. */
GenType gen_generic_input(GenState *st, GenGeneric *g, int k, const char *prefix);
/* The output map and type (g->out), once the inputs are chosen. */
void gen_generic_output(GenState *st, GenGeneric *g, const char *prefix);
/* "linalg.generic {indexing_maps = [...], iterator_types = [...]}" for nin inputs. */
void gen_generic_put_attrs(GenState *st, const GenGeneric *g, int nin);

/* The result type of linalg.transpose of X under a random permutation; tail gets the attribute
 * "permutation = [...]" (n bytes). */
GenType gen_linalg_transposed(GenState *st, GenType X, char *tail, size_t n, const char *prefix);
/* The result type of linalg.broadcast of X to a higher rank within the element budget; tail gets
 * "dimensions = [...]", the added dims. */
GenType gen_linalg_broadcasted(GenState *st, GenType X, char *tail, size_t n, const char *prefix);
/* The operands of linalg.matmul A x B with X as A, or as B (*x_is_b); returns the result type. */
GenType gen_linalg_matmul_types(GenState *st, GenType X, GenType *A, GenType *B, bool *x_is_b,
                                const char *prefix);
/* The result type of linalg.reduce of X over at least one dim; dims gets the reduced ones
 * ("0, 2"). */
GenType gen_linalg_reduced(GenState *st, GenType X, char *dims, size_t n, const char *prefix);
/* The type of an extra linalg.map input beside X: X, maybe of another element type. */
GenType gen_linalg_map_input(GenState *st, GenType X, const char *prefix);

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
