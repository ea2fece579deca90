/*
 * gen_tensor.c: tensor-dialect productions of linalg/tensor programs.
 *
 * extract_slice (strided, rank-reducing), insert_slice (the chain value as source or dest), pad
 * (static low/high, yielding a scalar), expand_shape, collapse_shape, concat, extract (to a
 * scalar), insert and from_elements. Offsets, sizes and strides are always in bounds.
 */
#include <stdio.h>
#include <string.h>

#include "gen/linalg_internal.h"

/* The signature " : A to B" (word "to", "into") that ends an op's line. */
static void put_sig(GenState *st, const GenType *a, const char *word, const GenType *b) {
  gen_linalg_put(st, " : ");
  gen_ty(st, a);
  gen_linalg_put(st, " %s ", word);
  gen_ty(st, b);
  gen_linalg_put(st, "\n");
}

/* A window into a dim of extent d: stride 2 at times (slice_stride), a size and an offset that
 * keep it inside. The decision tags are prefix + "stride", "size", "offset". */
static void pick_window(GenState *st, int64_t d, int64_t *off, int64_t *sz, int64_t *str,
                        const char *prefix) {
  char tb[GEN_TAG_LEN];
  *str = d > 1 && gen_flip(st->c, P(slice_stride), gen_linalg_tag(tb, prefix, "stride")) ? 2 : 1;
  *sz = gen_range(st->c, 1, (d - 1) / *str + 1, gen_linalg_tag(tb, prefix, "size"));
  *off = gen_range(st->c, 0, d - 1 - (*sz - 1) * *str, gen_linalg_tag(tb, prefix, "offset"));
}

int gen_tensor_build_extract_slice(GenState *st, int xi) {
  GenType X = V(xi)->t;
  int64_t off[GEN_MAX_RANK], sz[GEN_MAX_RANK], str[GEN_MAX_RANK];
  GenType R = X;
  R.rank = 0;
  bool drop = gen_flip(st->c, P(rank_reduce), "slice.rank_reduce");
  for (int i = 0; i < X.rank; i++) {
    pick_window(st, X.dims[i], &off[i], &sz[i], &str[i], "slice.");
    if (drop && sz[i] == 1 && gen_flip(st->c, 60, "slice.drop")) continue;
    R.dims[R.rank++] = (int32_t)sz[i];
  }
  GenFacts rf = V(xi)->f;
  int r = gen_value_new(st, R, rf);
  if (r < 0) return -1;
  gen_def(st, r);
  gen_linalg_put(st, "tensor.extract_slice ");
  gen_use(st, xi);
  gen_linalg_put_slice(st, off, sz, str, X.rank);
  put_sig(st, &X, "to", &R);
  gen_note_op(st, GEN_OP_TENSOR_EXTRACT_SLICE, (GenElem)X.et);
  gen_note_attr(st, "tensor.extract_slice.rank_reducing=%s", R.rank < X.rank ? "yes" : "no");
  return r;
}

int gen_tensor_build_insert_slice(GenState *st, int xi) {
  GenType X = V(xi)->t;
  int64_t off[GEN_MAX_RANK], sz[GEN_MAX_RANK], str[GEN_MAX_RANK];
  int src, dst;
  GenType S = X, D = X;
  if (gen_flip(st->c, 50, "islice.x_is_dest")) {
    for (int i = 0; i < X.rank; i++) {
      pick_window(st, X.dims[i], &off[i], &sz[i], &str[i], "islice.");
      S.dims[i] = (int32_t)sz[i];
    }
    GenWant w = gen_want(S);
    src = gen_operand(st, &w);
    dst = xi;
    gen_note_attr(st, "tensor.insert_slice.chain=dest");
  } else {
    int64_t el = gen_type_elems(&X);
    for (int i = 0; i < X.rank; i++) {
      int64_t room = st->o->max_elements / el;
      int64_t grow = room >= 2 && gen_flip(st->c, 40, "islice.grow")
                         ? gen_range(st->c, 1, gen_min64(2, X.dims[i] * (room - 1)), "islice.extra")
                         : 0;
      D.dims[i] = (int32_t)(X.dims[i] + grow);
      el = el / X.dims[i] * D.dims[i];
      str[i] = 1;
      sz[i] = X.dims[i];
      off[i] = gen_range(st->c, 0, grow, "islice.offset");
    }
    GenWant w = gen_want(D);
    dst = gen_operand(st, &w);
    src = xi;
    gen_note_attr(st, "tensor.insert_slice.chain=source");
  }
  if (src < 0 || dst < 0) return -1;
  GenFacts rf = gen_facts_join((GenElem)X.et, V(src)->f, V(dst)->f);
  int r = gen_value_new(st, D, rf);
  if (r < 0) return -1;
  gen_def(st, r);
  gen_linalg_put(st, "tensor.insert_slice ");
  gen_use(st, src);
  gen_linalg_put(st, " into ");
  gen_use(st, dst);
  gen_linalg_put_slice(st, off, sz, str, X.rank);
  put_sig(st, &S, "into", &D);
  gen_note_op(st, GEN_OP_TENSOR_INSERT_SLICE, (GenElem)X.et);
  return r;
}

int gen_tensor_build_pad(GenState *st, int xi) {
  GenType X = V(xi)->t, R = X;
  GenElem e = (GenElem)X.et;
  int64_t lo[GEN_MAX_RANK], hi[GEN_MAX_RANK];
  int64_t el = gen_type_elems(&X);
  for (int i = 0; i < X.rank; i++) {
    int64_t *sides[2] = {&lo[i], &hi[i]};
    for (int s = 0; s < 2; s++) {
      int64_t p = gen_flip(st->c, 50, "tpad.nonzero") ? gen_range(st->c, 1, 2, "tpad.amount") : 0;
      if (el / R.dims[i] * (R.dims[i] + p) > st->o->max_elements) p = 0;
      el = el / R.dims[i] * (R.dims[i] + p);
      R.dims[i] += (int32_t)p;
      *sides[s] = p;
    }
  }
  int val = gen_linalg_scalar(st, e, gen_flip(st->c, 30, "tpad.live_value"));
  if (val < 0) return -1;
  GenFacts rf = gen_facts_join(e, V(xi)->f, V(val)->f);
  int r = gen_value_new(st, R, rf);
  if (r < 0) return -1;
  gen_def(st, r);
  gen_linalg_put(st, "tensor.pad ");
  gen_use(st, xi);
  gen_linalg_put(st, " low");
  gen_linalg_put_list(st, lo, X.rank);
  gen_linalg_put(st, " high");
  gen_linalg_put_list(st, hi, X.rank);
  gen_linalg_put(st, " {\n  ^bb0(");
  for (int i = 0; i < X.rank; i++)
    gen_linalg_put(st, "%s%%b%d_%d: index", i ? ", " : "", V(r)->id, i);
  gen_linalg_put(st, "):\n    tensor.yield ");
  gen_use(st, val);
  gen_linalg_put(st, " : %s\n  }", gen_elem_name(e));
  put_sig(st, &X, "to", &R);
  gen_note_op(st, GEN_OP_TENSOR_PAD, e);
  return r;
}

static void put_reassoc(GenState *st, const int *group_of, int n) {
  gen_linalg_put(st, "[");
  int g = -1;
  for (int i = 0; i < n; i++) {
    if (group_of[i] != g) {
      if (g >= 0) gen_linalg_put(st, "], ");
      gen_linalg_put(st, "[");
      g = group_of[i];
    } else {
      gen_linalg_put(st, ", ");
    }
    gen_linalg_put(st, "%d", i);
  }
  if (g >= 0) gen_linalg_put(st, "]");
  gen_linalg_put(st, "]");
}

int gen_tensor_build_expand(GenState *st, int xi) {
  GenType X = V(xi)->t, R = X;
  R.rank = 0;
  int group_of[GEN_MAX_RANK];
  int room = st->o->max_rank - X.rank; /* extra dims we may add */
  for (int i = 0; i < X.rank; i++) {
    int32_t d = X.dims[i];
    int parts = room > 0 && gen_flip(st->c, 50, "expand.split") ? 2 : 1;
    if (parts == 2) {
      /* d = a * b with a a divisor of d (1 allowed) */
      int32_t divs[16], nd = 0;
      for (int32_t a = 1; a <= d && nd < 16; a++)
        if (d % a == 0) divs[nd++] = a;
      int32_t a = divs[gen_upto(st->c, (uint32_t)nd, "expand.divisor")];
      R.dims[R.rank] = a, group_of[R.rank++] = i;
      R.dims[R.rank] = d / a, group_of[R.rank++] = i;
      room--;
    } else {
      R.dims[R.rank] = d, group_of[R.rank++] = i;
    }
  }
  if (R.rank == X.rank) { /* no split drawn: add a unit dim to the last group */
    bool before = gen_flip(st->c, 50, "expand.unit_before");
    int last = X.rank - 1;
    R.dims[R.rank] = before ? R.dims[last] : 1;
    R.dims[last] = before ? 1 : R.dims[last];
    group_of[R.rank++] = last;
  }
  int r = gen_value_new(st, R, V(xi)->f);
  if (r < 0) return -1;
  gen_def(st, r);
  gen_linalg_put(st, "tensor.expand_shape ");
  gen_use(st, xi);
  gen_linalg_put(st, " ");
  put_reassoc(st, group_of, R.rank);
  gen_linalg_put(st, " output_shape [");
  for (int i = 0; i < R.rank; i++)
    gen_linalg_put(st, "%s%d", i ? ", " : "", (int)R.dims[i]);
  gen_linalg_put(st, "]");
  put_sig(st, &X, "into", &R);
  gen_note_op(st, GEN_OP_TENSOR_EXPAND_SHAPE, (GenElem)X.et);
  gen_note_attr(st, "tensor.expand_shape.rank=%d->%d", X.rank, R.rank);
  return r;
}

int gen_tensor_build_collapse(GenState *st, int xi) {
  GenType X = V(xi)->t, R = X;
  int group_of[GEN_MAX_RANK];
  int g = 0;
  R.rank = 0;
  R.dims[0] = X.dims[0];
  group_of[0] = 0;
  for (int i = 1; i < X.rank; i++) {
    if (gen_flip(st->c, 50, "collapse.merge")) {
      group_of[i] = g;
      R.dims[g] *= X.dims[i];
    } else {
      group_of[i] = ++g;
      R.dims[g] = X.dims[i];
    }
  }
  R.rank = (int8_t)(g + 1);
  if (R.rank == X.rank) { /* merge at least one pair */
    int i = 1 + (int)gen_upto(st->c, (uint32_t)X.rank - 1, "collapse.force");
    g = 0;
    R.dims[0] = X.dims[0];
    group_of[0] = 0;
    for (int j = 1; j < X.rank; j++) {
      if (j == i)
        group_of[j] = g, R.dims[g] *= X.dims[j];
      else
        group_of[j] = ++g, R.dims[g] = X.dims[j];
    }
    R.rank = (int8_t)(g + 1);
  }
  int r = gen_value_new(st, R, V(xi)->f);
  if (r < 0) return -1;
  gen_def(st, r);
  gen_linalg_put(st, "tensor.collapse_shape ");
  gen_use(st, xi);
  gen_linalg_put(st, " ");
  put_reassoc(st, group_of, X.rank);
  put_sig(st, &X, "into", &R);
  gen_note_op(st, GEN_OP_TENSOR_COLLAPSE_SHAPE, (GenElem)X.et);
  return r;
}

int gen_tensor_build_concat(GenState *st, int xi) {
  GenType X = V(xi)->t, R = X;
  GenElem e = (GenElem)X.et;
  int dim = (int)gen_upto(st->c, (uint32_t)X.rank, "tconcat.dim");
  int64_t slice = gen_type_elems(&X) / X.dims[dim];
  int ops[3] = {xi};
  int n = 1;
  GenFacts rf = V(xi)->f;
  int extra = (int)gen_range(st->c, 1, 2, "tconcat.count");
  for (int k = 0; k < extra; k++) {
    int64_t room = st->o->max_elements / slice - R.dims[dim];
    if (room < 1) break;
    GenType O = X;
    O.dims[dim] = (int32_t)gen_range(st->c, 1, gen_min64(room, st->o->max_dim), "tconcat.size");
    GenWant w = gen_want(O);
    int o = gen_operand(st, &w);
    if (o < 0) return -1;
    ops[n++] = o;
    R.dims[dim] += O.dims[dim];
    rf = gen_facts_join(e, rf, V(o)->f);
  }
  if (n > 1 && gen_flip(st->c, 30, "tconcat.x_last")) {
    int t = ops[0];
    ops[0] = ops[n - 1], ops[n - 1] = t;
  }
  int r = gen_value_new(st, R, rf);
  if (r < 0) return -1;
  gen_def(st, r);
  gen_linalg_put(st, "tensor.concat dim(%d) ", dim);
  for (int i = 0; i < n; i++) {
    if (i) gen_linalg_put(st, ", ");
    gen_use(st, ops[i]);
  }
  gen_linalg_put(st, " : (");
  for (int i = 0; i < n; i++) {
    if (i) gen_linalg_put(st, ", ");
    gen_ty(st, &V(ops[i])->t);
  }
  gen_linalg_put(st, ") -> ");
  gen_ty(st, &R);
  gen_linalg_put(st, "\n");
  gen_note_op(st, GEN_OP_TENSOR_CONCAT, e);
  gen_note_attr(st, "tensor.concat.operands=%d", n);
  return r;
}

static void put_indices(GenState *st, const GenType *t, int *ids) {
  for (int i = 0; i < t->rank; i++)
    ids[i] = gen_linalg_index_const(st, gen_range(st->c, 0, t->dims[i] - 1, "tensor.index"));
}

int gen_tensor_build_extract(GenState *st, int xi) {
  GenType X = V(xi)->t;
  int ids[GEN_MAX_RANK];
  put_indices(st, &X, ids);
  int r = gen_value_new(st, gen_type_scalar((GenElem)X.et), V(xi)->f);
  if (r < 0) return -1;
  gen_def(st, r);
  gen_linalg_put(st, "tensor.extract ");
  gen_use(st, xi);
  gen_linalg_put_ids(st, ids, X.rank);
  gen_linalg_put(st, " : ");
  gen_ty(st, &X);
  gen_linalg_put(st, "\n");
  gen_note_op(st, GEN_OP_TENSOR_EXTRACT, (GenElem)X.et);
  return r;
}

static bool pred_dest(GenState *st, int vi, const void *ctx) {
  return V(vi)->t.rank >= 0 && V(vi)->t.et == ((const GenScalarCtx *)ctx)->e;
}

int gen_tensor_build_insert(GenState *st, int xi) {
  GenElem e = (GenElem)V(xi)->t.et;
  int s, d;
  if (V(xi)->t.rank < 0) { /* x is the scalar: insert it into some tensor */
    s = xi;
    GenScalarCtx c = {e};
    d = gen_flip(st->c, P(operand_reuse), "insert.live_dest")
            ? gen_pick_live(st, pred_dest, &c, "insert.dest")
            : -1;
    if (d < 0) d = gen_fresh(st, gen_pick_shape(st, e, 0, st->o->max_rank, st->o->max_elements));
  } else {
    d = xi;
    s = gen_linalg_scalar(st, e, gen_flip(st->c, 50, "insert.live_scalar"));
  }
  if (s < 0 || d < 0) return -1;
  GenType D = V(d)->t;
  int ids[GEN_MAX_RANK];
  put_indices(st, &D, ids);
  int r = gen_value_new(st, D, gen_facts_join(e, V(s)->f, V(d)->f));
  if (r < 0) return -1;
  gen_def(st, r);
  gen_linalg_put(st, "tensor.insert ");
  gen_use(st, s);
  gen_linalg_put(st, " into ");
  gen_use(st, d);
  gen_linalg_put_ids(st, ids, D.rank);
  gen_linalg_put(st, " : ");
  gen_ty(st, &D);
  gen_linalg_put(st, "\n");
  gen_note_op(st, GEN_OP_TENSOR_INSERT, e);
  return r;
}

int gen_tensor_build_from_elements(GenState *st, int xi) {
  GenElem e = (GenElem)V(xi)->t.et;
  int64_t n = gen_range(st->c, 1, gen_min64(st->o->max_elements, 6), "from_elements.count");
  int el[6];
  GenFacts rf = V(xi)->f;
  int pos = (int)gen_upto(st->c, (uint32_t)n, "from_elements.pos");
  for (int i = 0; i < n; i++) {
    if (i == pos)
      el[i] = xi;
    else
      el[i] = gen_linalg_scalar(st, e, gen_flip(st->c, 50, "from_elements.live"));
    if (el[i] < 0) return -1;
    rf = gen_facts_join(e, rf, V(el[i])->f);
  }
  GenType R = gen_type_make(e, 1, (int32_t[]){(int32_t)n});
  if (n % 2 == 0 && n > 2 && st->o->max_rank >= 2 && gen_flip(st->c, 30, "from_elements.2d"))
    R = gen_type_make(e, 2, (int32_t[]){2, (int32_t)(n / 2)});
  int r = gen_value_new(st, R, rf);
  if (r < 0) return -1;
  gen_def(st, r);
  gen_linalg_put(st, "tensor.from_elements ");
  for (int i = 0; i < n; i++) {
    if (i) gen_linalg_put(st, ", ");
    gen_use(st, el[i]);
  }
  gen_linalg_put(st, " : ");
  gen_ty(st, &R);
  gen_linalg_put(st, "\n");
  gen_note_op(st, GEN_OP_TENSOR_FROM_ELEMENTS, e);
  return r;
}
