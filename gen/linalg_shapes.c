/*
 * linalg_shapes.c: the random shapes and attributes of the linalg productions, one place for the
 * tensor programs (gen_linalg.c) and the memref programs (gen_memref.c), which differ only in how
 * they find and print operands and outputs.
 *
 * Every function takes the prefix of its decision tags, so that a trace still tells the two kinds
 * of program apart: "generic.permute" in a tensor program is "memref.generic.permute" in a memref
 * one (the tensor named ops have the prefix "l": "ltranspose.perm").
 */
#include <stdio.h>
#include <string.h>

#include "gen/linalg_internal.h"

#define TAG(what) gen_linalg_tag(tb, prefix, what)

/* ---- linalg.generic ---- */

void gen_generic_loops(GenState *st, GenGeneric *g, GenType X, const char *prefix) {
  char tb[GEN_TAG_LEN];
  memset(g, 0, sizeof *g);
  int L = g->loops = X.rank;
  g->xe = (GenElem)X.et;
  /* primary input map: a permutation of the loops */
  int perm[GEN_MAX_RANK];
  g->permuted = gen_flip(st->c, P(generic_permute), TAG("generic.permute"));
  if (g->permuted)
    gen_pick_perm(st, L, perm, TAG("generic.perm"));
  else
    for (int i = 0; i < L; i++)
      perm[i] = i;
  for (int k = 0; k < L; k++)
    g->maps[0][k] = perm[k], g->size[perm[k]] = X.dims[k];
  g->nres[0] = L;
  if (gen_flip(st->c, P(generic_reduction), TAG("generic.reduction"))) {
    for (int i = 0; i < L; i++)
      if (gen_flip(st->c, 50, TAG("generic.red_dim"))) g->red[i] = true, g->nred++;
    if (!g->nred) g->red[gen_upto(st->c, (uint32_t)L, TAG("generic.red_one"))] = true, g->nred = 1;
  }
  g->oe = g->xe;
  if (gen_flip(st->c, P(body_cast), TAG("generic.out_type"))) {
    GenElem t = gen_pick_elem(st, st->types[GEN_OP_LINALG_GENERIC], TAG("generic.out_elem"));
    if (t != GE_COUNT) g->oe = t;
  }
}

GenType gen_generic_input(GenState *st, GenGeneric *g, int k, const char *prefix) {
  char tb[GEN_TAG_LEN];
  int L = g->loops, *m = g->maps[k], n = 0;
  int order[GEN_MAX_RANK];
  gen_pick_perm(st, L, order, TAG("generic.extra_order"));
  bool bcast = gen_flip(st->c, P(generic_broadcast_map), TAG("generic.bcast_map"));
  for (int j = 0; j < L; j++) {
    if (bcast && gen_flip(st->c, 40, TAG("generic.drop_dim"))) continue;
    m[n++] = order[j];
  }
  GenType t;
  memset(&t, 0, sizeof t);
  t.rank = (int8_t)n;
  for (int j = 0; j < n; j++)
    t.dims[j] = g->size[m[j]];
  /* a unit loop dim may be read through the constant 0 */
  for (int j = 0; j < n; j++)
    if (g->size[m[j]] == 1 && gen_flip(st->c, P(generic_const_expr), TAG("generic.const0"))) m[j] = -1;
  GenElem ie = g->oe;
  if (gen_flip(st->c, P(body_cast), TAG("generic.in_type"))) {
    GenElem c = gen_pick_elem(st, st->types[GEN_OP_LINALG_GENERIC], TAG("generic.in_elem"));
    if (c != GE_COUNT) ie = c;
  } else if (gen_flip(st->c, 50, TAG("generic.in_like_x"))) {
    ie = g->xe;
  }
  t.et = (uint8_t)ie;
  g->nres[k] = n;
  return t;
}

void gen_generic_output(GenState *st, GenGeneric *g, const char *prefix) {
  char tb[GEN_TAG_LEN];
  /* the parallel loops, in order or permuted */
  g->nout = 0;
  for (int i = 0; i < g->loops; i++)
    if (!g->red[i]) g->out_map[g->nout++] = i;
  g->out_permuted = g->nout > 1 && gen_flip(st->c, 20, TAG("generic.out_perm"));
  if (g->out_permuted) {
    int p2[GEN_MAX_RANK], tmp[GEN_MAX_RANK];
    gen_pick_perm(st, g->nout, p2, TAG("generic.out_perm_order"));
    for (int i = 0; i < g->nout; i++)
      tmp[i] = g->out_map[p2[i]];
    memcpy(g->out_map, tmp, sizeof tmp);
  }
  memset(&g->out, 0, sizeof g->out);
  g->out.et = (uint8_t)g->oe;
  g->out.rank = (int8_t)g->nout;
  for (int i = 0; i < g->nout; i++)
    g->out.dims[i] = g->size[g->out_map[i]];
}

static void put_map(GenState *st, int nloops, const int *res, int nres) {
  gen_linalg_put(st, "affine_map<(");
  for (int i = 0; i < nloops; i++)
    gen_linalg_put(st, "%sd%d", i ? ", " : "", i);
  gen_linalg_put(st, ") -> (");
  for (int i = 0; i < nres; i++) {
    if (res[i] < 0)
      gen_linalg_put(st, "%s0", i ? ", " : "");
    else
      gen_linalg_put(st, "%sd%d", i ? ", " : "", res[i]);
  }
  gen_linalg_put(st, ")>");
}

void gen_generic_put_attrs(GenState *st, const GenGeneric *g, int nin) {
  gen_linalg_put(st, "linalg.generic {indexing_maps = [");
  for (int i = 0; i < nin; i++) {
    put_map(st, g->loops, g->maps[i], g->nres[i]);
    gen_linalg_put(st, ", ");
  }
  put_map(st, g->loops, g->out_map, g->nout);
  gen_linalg_put(st, "], iterator_types = [");
  for (int i = 0; i < g->loops; i++)
    gen_linalg_put(st, "%s%s", i ? ", " : "", g->red[i] ? "\"reduction\"" : "\"parallel\"");
  gen_linalg_put(st, "]}");
}

/* ---- named ops ---- */

GenType gen_linalg_transposed(GenState *st, GenType X, char *tail, size_t n, const char *prefix) {
  char tb[GEN_TAG_LEN];
  GenType R = X;
  int perm[GEN_MAX_RANK];
  gen_pick_perm(st, X.rank, perm, TAG("transpose.perm"));
  int k = snprintf(tail, n, "permutation = [");
  for (int i = 0; i < X.rank; i++) {
    R.dims[i] = X.dims[perm[i]];
    k += snprintf(tail + k, n - (size_t)k, "%s%d", i ? ", " : "", perm[i]);
  }
  snprintf(tail + k, n - (size_t)k, "]");
  return R;
}

GenType gen_linalg_broadcasted(GenState *st, GenType X, char *tail, size_t n, const char *prefix) {
  char tb[GEN_TAG_LEN];
  int add = (int)gen_range(st->c, 1, st->o->max_rank - X.rank, TAG("bcast.count"));
  int rr = X.rank + add;
  bool is_new[GEN_MAX_RANK] = {false};
  int placed = 0;
  while (placed < add) {
    int pos = (int)gen_upto(st->c, (uint32_t)rr, TAG("bcast.pos"));
    if (!is_new[pos])
      is_new[pos] = true, placed++;
    else
      for (int i = 0; i < rr; i++)
        if (!is_new[i]) {
          is_new[i] = true, placed++;
          break;
        }
  }
  GenType R = X;
  R.rank = (int8_t)rr;
  int64_t el = gen_type_elems(&X);
  int k = snprintf(tail, n, "dimensions = [");
  int j = 0, nn = 0;
  for (int i = 0; i < rr; i++) {
    if (is_new[i]) {
      int64_t room = st->o->max_elements / el;
      int64_t d = room >= 2 && gen_flip(st->c, 60, TAG("bcast.grow"))
                      ? gen_range(st->c, 2, gen_min64(room, st->o->max_dim < 2 ? 2 : st->o->max_dim),
                                  TAG("bcast.dim"))
                      : 1;
      R.dims[i] = (int32_t)d;
      el *= d;
      k += snprintf(tail + k, n - (size_t)k, "%s%d", nn++ ? ", " : "", i);
    } else {
      R.dims[i] = X.dims[j++];
    }
  }
  snprintf(tail + k, n - (size_t)k, "]");
  return R;
}

GenType gen_linalg_matmul_types(GenState *st, GenType X, GenType *A, GenType *B, bool *x_is_b,
                                const char *prefix) {
  char tb[GEN_TAG_LEN];
  GenElem e = (GenElem)X.et;
  *x_is_b = gen_flip(st->c, 25, TAG("matmul.x_is_b"));
  int64_t Mx = st->o->max_elements;
  if (!*x_is_b) {
    int64_t K = X.dims[1], M = X.dims[0];
    int64_t N = gen_range(st->c, 1, gen_min64(st->o->max_dim, gen_min64(Mx / K, Mx / M)), TAG("matmul.N"));
    *A = X;
    *B = gen_type_make(e, 2, (int32_t[]){(int32_t)K, (int32_t)N});
  } else {
    int64_t K = X.dims[0], N = X.dims[1];
    int64_t M = gen_range(st->c, 1, gen_min64(st->o->max_dim, gen_min64(Mx / K, Mx / N)), TAG("matmul.M"));
    *B = X;
    *A = gen_type_make(e, 2, (int32_t[]){(int32_t)M, (int32_t)K});
  }
  return gen_type_make(e, 2, (int32_t[]){A->dims[0], B->dims[1]});
}

GenType gen_linalg_reduced(GenState *st, GenType X, char *dims, size_t n, const char *prefix) {
  char tb[GEN_TAG_LEN];
  bool red[GEN_MAX_RANK] = {false};
  int nred = 0;
  for (int i = 0; i < X.rank; i++)
    if (gen_flip(st->c, 40, TAG("reduce.dim"))) red[i] = true, nred++;
  if (!nred) red[gen_upto(st->c, (uint32_t)X.rank, TAG("reduce.one"))] = true, nred = 1;
  GenType R;
  memset(&R, 0, sizeof R);
  R.et = X.et;
  int k = 0, nd = 0;
  dims[0] = 0;
  for (int i = 0; i < X.rank; i++) {
    if (red[i])
      k += snprintf(dims + k, n - (size_t)k, "%s%d", nd++ ? ", " : "", i);
    else
      R.dims[R.rank++] = X.dims[i];
  }
  return R;
}

GenType gen_linalg_map_input(GenState *st, GenType X, const char *prefix) {
  char tb[GEN_TAG_LEN];
  GenType t = X;
  if (gen_flip(st->c, P(body_cast), TAG("map.in_type"))) {
    GenElem c = gen_pick_elem(st, st->types[GEN_OP_LINALG_MAP], TAG("map.in_elem"));
    if (c != GE_COUNT) t.et = (uint8_t)c;
  }
  return t;
}
