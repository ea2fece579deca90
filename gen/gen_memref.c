/*
 * gen_memref.c: linalg programs written on memrefs (a share memref_program of the linalg programs).
 *
 * @main takes memref arguments (identity layouts and, with memref_strided_arg, static strided
 * layouts with an offset and padded strides), allocates with memref.alloc / memref.alloca, takes
 * memref.subview views (static offsets, sizes and strides, some rank-reducing), moves data with
 * memref.load / memref.store / memref.copy / linalg.copy, and computes with linalg.generic and the
 * named ops (fill, transpose, broadcast, map, matmul, reduce) on memref operands. It returns
 * nothing or one memref (memref_return). Region bodies come from linalg_body.c.
 *
 * The programs have no UB under the memory model of docs/DESIGN.md "Memory (memref and
 * bufferization)":
 *   - every read (a linalg input, an output that a body or a combiner reads, the source of a copy,
 *     memref.load) is of an initialized block: arguments are; an allocation becomes initialized
 *     when an op overwrites its whole view (fill, a copy, a linalg op that does not read its
 *     output); partial writes (through a subview, memref.store) go only to initialized blocks or
 *     leave the block uninitialized;
 *   - the output of an op never shares a block with another operand, except in the in-place
 *     elementwise linalg.generic (memref_inplace), whose input and output are the same view through
 *     the same indexing map; inputs may share a block (even be the same view: x op x); the source
 *     and target of a copy never do;
 *   - load/store indices are constants inside the view, and subviews stay inside their source;
 *   - deallocations (memref_dealloc) come last, never free an alloca or the returned view's block,
 *     and an alloca (or a view of one) is never returned;
 *   - the function has an effect: it returns a memref or writes an argument (a final memref.copy
 *     into a new argument when nothing else did).
 * MLIR 22 constraints the programs respect (docs/DESIGN.md "Presets"): a returned view the function
 * does not own (a view of an argument) has the identity layout, because the deallocation pipeline
 * clones it and convert-bufferization-to-memref cannot lower a clone with a static non-identity
 * layout; memref.dealloc appears only with memref_dealloc (default 0), because
 * buffer-deallocation-pipeline rejects input that already deallocates.
 */
#include <stdio.h>
#include <string.h>

#include "gen/linalg_internal.h"

#define MR_MAX_VIEWS 128
#define MR_MAX_BLOCKS 64

typedef enum MBlockKind { MB_ARG, MB_ALLOC, MB_ALLOCA } MBlockKind;

typedef struct MBlock {
  MBlockKind kind;
  bool init; /* every element of the root view holds a value */
  int root;  /* view of the whole block (the argument or the allocation) */
} MBlock;

typedef struct MView {
  int id; /* %<id>, or %arg<id> */
  bool is_arg;
  int block;
  GenType t;    /* element type and shape (rank >= 0) */
  bool strided; /* printed with a strided layout (otherwise the identity layout) */
  int64_t strides[GEN_MAX_RANK];
  int64_t offset;
} MView;

struct GenMemref {
  MView v[MR_MAX_VIEWS];
  int nv;
  MBlock b[MR_MAX_BLOCKS];
  int nb;
  int last; /* last view written, -1 if none */
  bool arg_written;
  int result; /* returned view, -1 for none */
};

/* The productions of memref programs: linalg ops on buffers and the memref ops. */
static const GenOpId MR_OPS[] = {GEN_OP_LINALG_GENERIC,   GEN_OP_LINALG_FILL,      GEN_OP_LINALG_COPY,
                                 GEN_OP_LINALG_TRANSPOSE, GEN_OP_LINALG_BROADCAST, GEN_OP_LINALG_MAP,
                                 GEN_OP_LINALG_MATMUL,    GEN_OP_LINALG_REDUCE,    GEN_OP_MEMREF_SUBVIEW,
                                 GEN_OP_MEMREF_COPY,      GEN_OP_MEMREF_LOAD,      GEN_OP_MEMREF_STORE};

bool gen_memref_available(const GenState *st) {
  for (size_t i = 0; i < TVF_ARRAY_LEN(MR_OPS); i++)
    if (st->types[MR_OPS[i]] && st->p->op_w[MR_OPS[i]]) return true;
  return false;
}

/* ---- views and emission ---- */

#define MV(i) (&m->v[(i)])
#define MB(i) (&m->b[MV(i)->block])

static void put_mtype(StrBuf *b, const MView *v) {
  sb_puts(b, "memref<");
  for (int i = 0; i < v->t.rank; i++)
    sb_printf(b, "%dx", v->t.dims[i]);
  sb_puts(b, gen_elem_name((GenElem)v->t.et));
  if (v->strided) {
    sb_puts(b, ", strided<[");
    for (int i = 0; i < v->t.rank; i++)
      sb_printf(b, "%s%lld", i ? ", " : "", (long long)v->strides[i]);
    sb_puts(b, "]");
    if (v->offset) sb_printf(b, ", offset: %lld", (long long)v->offset);
    sb_puts(b, ">");
  }
  sb_puts(b, ">");
}

static void put_mname(StrBuf *b, const MView *v) { sb_printf(b, v->is_arg ? "%%arg%d" : "%%%d", v->id); }

static void mty(GenState *st, int vi) { put_mtype(&st->body, &st->mem->v[vi]); }
static void mname(GenState *st, int vi) { put_mname(&st->body, &st->mem->v[vi]); }

static void contiguous(const GenType *t, int64_t *strides) {
  int64_t s = 1;
  for (int i = t->rank - 1; i >= 0; i--) {
    strides[i] = s;
    s *= t->dims[i];
  }
}

/* A new view (no text emitted). -1 when the table is full. */
static int view_new(GenState *st, GenType t, int block, bool is_arg) {
  struct GenMemref *m = st->mem;
  if (m->nv >= MR_MAX_VIEWS) return -1;
  MView *v = &m->v[m->nv];
  memset(v, 0, sizeof *v);
  v->id = is_arg ? st->nargs++ : st->next_id++;
  v->is_arg = is_arg;
  v->block = block;
  v->t = t;
  contiguous(&t, v->strides);
  return m->nv++;
}

static int block_new(GenState *st, MBlockKind k, bool init) {
  struct GenMemref *m = st->mem;
  if (m->nb >= MR_MAX_BLOCKS) return -1;
  m->b[m->nb].kind = k;
  m->b[m->nb].init = init;
  m->b[m->nb].root = -1;
  return m->nb++;
}

/* A new memref argument of shape t: identity layout, or (memref_strided_arg) a static strided
 * layout whose rows are padded and whose innermost stride may be 2, at an offset. */
static int arg_new(GenState *st, GenType t, bool allow_strided) {
  struct GenMemref *m = st->mem;
  if (st->nargs >= st->o->max_args || m->nv >= MR_MAX_VIEWS) return -1;
  int b = block_new(st, MB_ARG, true);
  if (b < 0) return -1;
  int vi = view_new(st, t, b, true);
  if (vi < 0) return -1;
  m->b[b].root = vi;
  MView *v = MV(vi);
  if (allow_strided && gen_flip(st->c, P(memref_strided_arg), "memref.arg_strided")) {
    int64_t s = gen_flip(st->c, 25, "memref.arg_inner2") ? 2 : 1;
    for (int i = t.rank - 1; i >= 0; i--) {
      v->strides[i] = s;
      s = s * t.dims[i] +
          (gen_flip(st->c, 40, "memref.arg_pad") ? gen_range(st->c, 1, 3, "memref.arg_pad_n") : 0);
    }
    v->offset = gen_flip(st->c, 60, "memref.arg_offset") ? gen_range(st->c, 1, 4, "memref.arg_offset_n") : 0;
    /* strided<[]> of rank 0 without an offset is the identity: keep it plain */
    v->strided = t.rank > 0 || v->offset > 0;
  }
  gen_note_attr(st, "memref.arg=%s", v->strided ? "strided" : "identity");
  return vi;
}

/* memref.alloc (or memref.alloca) of shape t, uninitialized. */
static int alloc_new(GenState *st, GenType t) {
  struct GenMemref *m = st->mem;
  bool stack = gen_flip(st->c, P(memref_alloca), "memref.alloca");
  int b = block_new(st, stack ? MB_ALLOCA : MB_ALLOC, false);
  if (b < 0) return -1;
  int vi = view_new(st, t, b, false);
  if (vi < 0) return -1;
  m->b[b].root = vi;
  gen_linalg_put(st, "  ");
  mname(st, vi);
  gen_linalg_put(st, " = memref.%s()", stack ? "alloca" : "alloc");
  if (gen_flip(st->c, 25, "memref.alloc_align")) gen_linalg_put(st, " {alignment = 64 : i64}");
  gen_linalg_put(st, " : ");
  mty(st, vi);
  gen_linalg_put(st, "\n");
  gen_note_op(st, stack ? GEN_OP_MEMREF_ALLOCA : GEN_OP_MEMREF_ALLOC, (GenElem)t.et);
  return vi;
}

/* View vi was overwritten as a whole. */
static void written(GenState *st, int vi) {
  struct GenMemref *m = st->mem;
  m->last = vi;
  if (MB(vi)->root == vi) MB(vi)->init = true;
  if (MB(vi)->kind == MB_ARG) m->arg_written = true;
}

/* View vi was partly written (subview of it, memref.store). */
static void partly_written(GenState *st, int vi) {
  struct GenMemref *m = st->mem;
  m->last = vi;
  if (MB(vi)->kind == MB_ARG) m->arg_written = true;
}

/* linalg.fill of view vi with scalar s. */
static void emit_fill(GenState *st, int s, int vi) {
  gen_linalg_put(st, "  linalg.fill ins(");
  gen_use(st, s);
  gen_linalg_put(st, " : %s) outs(", gen_elem_name((GenElem)st->mem->v[vi].t.et));
  mname(st, vi);
  gen_linalg_put(st, " : ");
  mty(st, vi);
  gen_linalg_put(st, ")\n");
  gen_note_op(st, GEN_OP_LINALG_FILL, (GenElem)st->mem->v[vi].t.et);
  written(st, vi);
}

/* memref.copy of view from into view to (same type, other blocks). */
static void emit_memref_copy(GenState *st, int from, int to) {
  gen_linalg_put(st, "  memref.copy ");
  mname(st, from);
  gen_linalg_put(st, ", ");
  mname(st, to);
  gen_linalg_put(st, " : ");
  mty(st, from);
  gen_linalg_put(st, " to ");
  mty(st, to);
  gen_linalg_put(st, "\n");
  gen_note_op(st, GEN_OP_MEMREF_COPY, (GenElem)st->mem->v[to].t.et);
  written(st, to);
}

/* A new allocation of shape t filled with a scalar (the neutral value of comb when given). */
static int alloc_filled(GenState *st, GenType t, const char *comb) {
  int s = gen_linalg_neutral_scalar(st, (GenElem)t.et, comb ? comb : "");
  if (s < 0) return -1;
  int vi = alloc_new(st, t);
  if (vi < 0) return -1;
  emit_fill(st, s, vi);
  return vi;
}

static bool in_blocks(const int *blocks, int n, int b) {
  for (int i = 0; i < n; i++)
    if (blocks[i] == b) return true;
  return false;
}

static int window_of(GenState *st, int xi, GenType t);

/* An initialized view of type t whose block is not in avoid (may be NULL): an existing one
 * (operand_reuse), a new argument (fresh_is_arg) or a new filled allocation. */
static int operand_view(GenState *st, GenType t, const int *avoid, int navoid) {
  struct GenMemref *m = st->mem;
  if (gen_flip(st->c, P(operand_reuse), "memref.operand_reuse")) {
    int cand[MR_MAX_VIEWS], n = 0;
    for (int i = 0; i < m->nv; i++)
      if (gen_type_eq(&m->v[i].t, &t) && m->b[m->v[i].block].init && !in_blocks(avoid, navoid, m->v[i].block))
        cand[n++] = i;
    if (n) return cand[gen_upto(st->c, (uint32_t)n, "memref.operand_pick")];
  }
  if (gen_flip(st->c, P(fresh_is_arg), "memref.operand_arg")) {
    int a = arg_new(st, t, true);
    if (a >= 0) return a;
  }
  return alloc_filled(st, t, NULL);
}

/* The output of an op producing type t, whose block is not in avoid: an existing view of type t or a
 * window (subview) of a larger one (memref_out_view; initialized when need_init), or a new allocation (filled
 * with comb's neutral value when need_init). *readable: the output holds values the body may read. */
static int output_view(GenState *st, GenType t, bool need_init, const char *comb, const int *avoid,
                       int navoid, bool *readable) {
  struct GenMemref *m = st->mem;
  if (gen_flip(st->c, P(memref_out_view), "memref.out_live")) {
    int cand[MR_MAX_VIEWS], n = 0;
    for (int i = 0; i < m->nv; i++)
      if (gen_type_eq(&m->v[i].t, &t) && (!need_init || m->b[m->v[i].block].init) &&
          !in_blocks(avoid, navoid, m->v[i].block))
        cand[n++] = i;
    if (n) {
      int vi = cand[gen_upto(st->c, (uint32_t)n, "memref.out_pick")];
      *readable = m->b[m->v[vi].block].init;
      gen_note_attr(st, "memref.out=%s", m->v[vi].is_arg ? "arg" : "live");
      return vi;
    }
    /* else a window into a larger view of the same element type and rank */
    for (int i = 0; i < m->nv; i++) {
      const MView *v = &m->v[i];
      bool fits = v->t.et == t.et && v->t.rank == t.rank && t.rank > 0;
      for (int k = 0; fits && k < t.rank; k++)
        fits = v->t.dims[k] >= t.dims[k];
      if (fits && (!need_init || m->b[v->block].init) && !in_blocks(avoid, navoid, v->block)) cand[n++] = i;
    }
    if (n) {
      int src = cand[gen_upto(st->c, (uint32_t)n, "memref.out_window")];
      *readable = m->b[m->v[src].block].init;
      gen_note_attr(st, "memref.out=window");
      return window_of(st, src, t);
    }
  }
  *readable = need_init;
  gen_note_attr(st, "memref.out=%s", need_init ? "fill" : "alloc");
  return need_init ? alloc_filled(st, t, comb) : alloc_new(st, t);
}

/* Emit "ins(%a, %b : A, B) outs(%o : O)". */
static void put_ins_outs(GenState *st, const int *ins, int nin, int out) {
  gen_linalg_put(st, " ins(");
  for (int i = 0; i < nin; i++) {
    if (i) gen_linalg_put(st, ", ");
    mname(st, ins[i]);
  }
  gen_linalg_put(st, " : ");
  for (int i = 0; i < nin; i++) {
    if (i) gen_linalg_put(st, ", ");
    mty(st, ins[i]);
  }
  gen_linalg_put(st, ") outs(");
  mname(st, out);
  gen_linalg_put(st, " : ");
  mty(st, out);
  gen_linalg_put(st, ")");
}

/* ---- productions ---- */

/* Decision tags of memref programs (linalg_shapes.c): "memref.generic.permute". */
#define TAGS "memref."

static int build_generic(GenState *st, int xi) {
  struct GenMemref *m = st->mem;
  GenType X = MV(xi)->t;
  GenGeneric g;
  int ins[3], blocks[4];
  int nin = 1;
  gen_generic_loops(st, &g, X, TAGS);
  ins[0] = xi;
  blocks[0] = MV(xi)->block;
  while (nin < 3 && gen_flip(st->c, P(generic_extra_input), "memref.generic.extra")) {
    GenType t = gen_generic_input(st, &g, nin, TAGS);
    int v = operand_view(st, t, NULL, 0);
    if (v < 0) return -1;
    ins[nin] = v;
    blocks[nin] = MV(v)->block;
    nin++;
  }
  gen_generic_output(st, &g, TAGS);
  GenElem oe = g.oe;
  const char *comb = g.nred ? gen_linalg_combiner(st, oe) : NULL;
  bool readable;
  int out;
  /* in place: the primary input is also the output, through the same (identity) map */
  bool same_map = !g.nred && !g.permuted && !g.out_permuted && oe == (GenElem)X.et;
  same_map = same_map && !in_blocks(blocks + 1, nin - 1, blocks[0]);
  if (same_map && gen_flip(st->c, P(memref_inplace), "memref.generic.inplace")) {
    out = xi;
    readable = true;
    gen_note_attr(st, "memref.generic.inplace=yes");
  } else {
    out = output_view(st, g.out, g.nred > 0, comb, blocks, nin, &readable);
  }
  if (out < 0) return -1;
  int cap[3];
  int ncap = gen_linalg_captures(st, oe, cap, 2);
  int rid = st->next_id++;
  gen_linalg_put(st, "  ");
  gen_generic_put_attrs(st, &g, nin);
  put_ins_outs(st, ins, nin, out);
  gen_linalg_put(st, " {\n  ^bb0");
  GenElem types[4];
  for (int i = 0; i < nin; i++)
    types[i] = (GenElem)MV(ins[i])->t.et;
  types[nin] = oe;
  gen_linalg_body(st, rid, types, nin + 1, true, readable, comb, cap, ncap, true);
  gen_linalg_put(st, "  }\n");
  gen_note_op(st, GEN_OP_LINALG_GENERIC, (GenElem)X.et);
  gen_note_attr(st, "memref.generic.inputs=%d", nin);
  written(st, out);
  return out;
}

/* "OP ins(%x : X) outs(%o : R) TAIL" for ops that overwrite their output. */
static int named_unary(GenState *st, GenOpId op, int xi, GenType R, const char *tail) {
  int blk = st->mem->v[xi].block;
  bool readable;
  int out = output_view(st, R, false, NULL, &blk, 1, &readable);
  if (out < 0) return -1;
  gen_linalg_put(st, "  %s", gen_ops[op].name);
  put_ins_outs(st, &xi, 1, out);
  if (tail) gen_linalg_put(st, " %s", tail);
  gen_linalg_put(st, "\n");
  gen_note_op(st, op, (GenElem)R.et);
  written(st, out);
  return out;
}

static int build_fill(GenState *st, int xi) {
  struct GenMemref *m = st->mem;
  int s = gen_linalg_scalar(st, (GenElem)MV(xi)->t.et, true);
  if (s < 0) return -1;
  int out = xi;
  if (gen_flip(st->c, 40, "memref.fill.new")) out = alloc_new(st, MV(xi)->t);
  if (out < 0) return -1;
  gen_note_attr(st, "memref.fill.into=%s", out != xi ? "alloc" : MV(out)->is_arg ? "arg" : "view");
  emit_fill(st, s, out);
  return out;
}

static int build_copy(GenState *st, GenOpId op, int xi) {
  if (op == GEN_OP_LINALG_COPY) return named_unary(st, op, xi, st->mem->v[xi].t, NULL);
  struct GenMemref *m = st->mem;
  int blk = MV(xi)->block;
  bool readable;
  int out = output_view(st, MV(xi)->t, false, NULL, &blk, 1, &readable);
  if (out < 0) return -1;
  emit_memref_copy(st, xi, out);
  return out;
}

static int build_transpose(GenState *st, int xi) {
  char tail[96];
  GenType R = gen_linalg_transposed(st, st->mem->v[xi].t, tail, sizeof tail, TAGS);
  return named_unary(st, GEN_OP_LINALG_TRANSPOSE, xi, R, tail);
}

static int build_broadcast(GenState *st, int xi) {
  char tail[96];
  GenType R = gen_linalg_broadcasted(st, st->mem->v[xi].t, tail, sizeof tail, TAGS);
  return named_unary(st, GEN_OP_LINALG_BROADCAST, xi, R, tail);
}

static int build_map(GenState *st, int xi) {
  struct GenMemref *m = st->mem;
  GenType X = MV(xi)->t;
  int ins[3] = {xi}, blocks[4] = {MV(xi)->block};
  GenElem types[4] = {(GenElem)X.et};
  int nin = 1;
  while (nin < 3 && gen_flip(st->c, P(generic_extra_input), "memref.map.extra")) {
    GenType t = gen_linalg_map_input(st, X, TAGS);
    int v = operand_view(st, t, NULL, 0);
    if (v < 0) return -1;
    types[nin] = (GenElem)t.et;
    blocks[nin] = MV(v)->block;
    ins[nin++] = v;
  }
  bool readable;
  int out = output_view(st, X, false, NULL, blocks, nin, &readable);
  if (out < 0) return -1;
  int cap[3];
  int ncap = gen_linalg_captures(st, (GenElem)X.et, cap, 2);
  int rid = st->next_id++;
  gen_linalg_put(st, "  linalg.map");
  put_ins_outs(st, ins, nin, out);
  gen_linalg_put(st, "\n    ");
  types[nin] = (GenElem)X.et;
  gen_linalg_body(st, rid, types, nin + 1, true, readable, NULL, cap, ncap, false);
  gen_linalg_put(st, "    }\n");
  gen_note_op(st, GEN_OP_LINALG_MAP, (GenElem)X.et);
  written(st, out);
  return out;
}

static int build_matmul(GenState *st, int xi) {
  struct GenMemref *m = st->mem;
  GenElem e = (GenElem)MV(xi)->t.et;
  GenType A, B;
  bool x_is_b;
  GenType C = gen_linalg_matmul_types(st, MV(xi)->t, &A, &B, &x_is_b, TAGS);
  int blocks[2] = {MV(xi)->block};
  int other = operand_view(st, x_is_b ? A : B, NULL, 0);
  if (other < 0) return -1;
  blocks[1] = MV(other)->block;
  int ins[2] = {x_is_b ? other : xi, x_is_b ? xi : other};
  bool readable;
  int out = output_view(st, C, true, "arith.addf", blocks, 2, &readable);
  if (out < 0) return -1;
  gen_linalg_put(st, "  linalg.matmul");
  put_ins_outs(st, ins, 2, out);
  gen_linalg_put(st, "\n");
  gen_note_op(st, GEN_OP_LINALG_MATMUL, e);
  written(st, out);
  return out;
}

static int build_reduce(GenState *st, int xi) {
  struct GenMemref *m = st->mem;
  GenType X = MV(xi)->t;
  GenElem e = (GenElem)X.et;
  char dims[64];
  GenType R = gen_linalg_reduced(st, X, dims, sizeof dims, TAGS);
  const char *comb = gen_linalg_combiner(st, e);
  int blk = MV(xi)->block;
  bool readable;
  int out = output_view(st, R, true, comb, &blk, 1, &readable);
  if (out < 0) return -1;
  int rid = st->next_id++;
  gen_linalg_put(st, "  linalg.reduce");
  put_ins_outs(st, &xi, 1, out);
  gen_linalg_put(st, " dimensions = [%s]\n    ", dims);
  GenElem types[2] = {e, e};
  gen_linalg_body(st, rid, types, 2, true, true, comb, NULL, 0, false);
  gen_linalg_put(st, "    }\n");
  gen_note_op(st, GEN_OP_LINALG_REDUCE, e);
  gen_note_attr(st, "memref.reduce.combiner=%s", comb);
  written(st, out);
  return out;
}

/* Emit `memref.subview` of xi with the given offsets, sizes and steps, dropping the dims marked
 * in drop (all of size 1). The result is a view of the same block with the layout MLIR infers:
 * strides s_k * step_k, offset o + sum(off_k * s_k). -1 when the view table is full. */
static int emit_subview(GenState *st, int xi, const int64_t *off, const int64_t *sz, const int64_t *step,
                        const bool *drop) {
  struct GenMemref *m = st->mem;
  MView X = *MV(xi);
  int r = X.t.rank;
  GenType R;
  memset(&R, 0, sizeof R);
  R.et = X.t.et;
  int64_t strides[GEN_MAX_RANK] = {0};
  int64_t offset = X.offset;
  int k = 0;
  for (int i = 0; i < r; i++) {
    offset += off[i] * X.strides[i];
    if (drop[i]) continue;
    R.dims[k] = (int32_t)sz[i];
    strides[k] = X.strides[i] * step[i];
    k++;
  }
  R.rank = (int8_t)k;
  int vi = view_new(st, R, X.block, false);
  if (vi < 0) return -1;
  memcpy(MV(vi)->strides, strides, sizeof strides);
  MV(vi)->offset = offset;
  MV(vi)->strided = true;
  gen_linalg_put(st, "  ");
  mname(st, vi);
  gen_linalg_put(st, " = memref.subview ");
  mname(st, xi);
  gen_linalg_put_slice(st, off, sz, step, r);
  gen_linalg_put(st, " : ");
  mty(st, xi);
  gen_linalg_put(st, " to ");
  mty(st, vi);
  gen_linalg_put(st, "\n");
  gen_note_op(st, GEN_OP_MEMREF_SUBVIEW, (GenElem)R.et);
  gen_note_attr(st, "memref.subview.rank_reduced=%s", k < r ? "yes" : "no");
  return vi;
}

/* memref.subview production: static offsets, sizes and steps (2 with slice_stride), dropping some
 * unit dims (rank_reduce). */
static int build_subview(GenState *st, int xi) {
  struct GenMemref *m = st->mem;
  int r = MV(xi)->t.rank;
  int64_t off[GEN_MAX_RANK], sz[GEN_MAX_RANK], step[GEN_MAX_RANK];
  bool reduce = gen_flip(st->c, P(rank_reduce), "memref.subview.rank_reduce");
  bool drop[GEN_MAX_RANK] = {false};
  for (int i = 0; i < r; i++) {
    int64_t d = MV(xi)->t.dims[i];
    step[i] = d >= 3 && gen_flip(st->c, P(slice_stride), "memref.subview.step2") ? 2 : 1;
    int64_t maxsz = (d - 1) / step[i] + 1;
    sz[i] = reduce && gen_flip(st->c, 50, "memref.subview.unit")
                ? 1
                : gen_range(st->c, 1, maxsz, "memref.subview.size");
    int64_t span = (sz[i] - 1) * step[i] + 1;
    off[i] = gen_range(st->c, 0, d - span, "memref.subview.offset");
    if (reduce && sz[i] == 1) drop[i] = true;
  }
  return emit_subview(st, xi, off, sz, step, drop);
}

/* A window of shape t (same rank, unit steps) into view xi, whose dims are all >= t's. */
static int window_of(GenState *st, int xi, GenType t) {
  int64_t off[GEN_MAX_RANK], sz[GEN_MAX_RANK], step[GEN_MAX_RANK];
  bool drop[GEN_MAX_RANK] = {false};
  for (int i = 0; i < t.rank; i++) {
    sz[i] = t.dims[i];
    step[i] = 1;
    off[i] = gen_range(st->c, 0, st->mem->v[xi].t.dims[i] - t.dims[i], "memref.window.offset");
  }
  return emit_subview(st, xi, off, sz, step, drop);
}

/* Constant indices inside view vi (their arith.constant lines are emitted now, before the op). */
static void pick_indices(GenState *st, int vi, int *ids) {
  const MView *v = &st->mem->v[vi];
  for (int i = 0; i < v->t.rank; i++)
    ids[i] = gen_linalg_index_const(st, gen_upto(st->c, (uint32_t)v->t.dims[i], "memref.index"));
}

/* memref.load: the element becomes a scalar that fills, stores and bodies may use. */
static int build_load(GenState *st, int xi) {
  GenElem e = (GenElem)st->mem->v[xi].t.et;
  int ids[GEN_MAX_RANK];
  pick_indices(st, xi, ids);
  int s = gen_value_new(st, gen_type_scalar(e), gen_facts_full(e));
  if (s < 0) return -1;
  gen_def(st, s);
  gen_linalg_put(st, "memref.load ");
  mname(st, xi);
  gen_linalg_put_ids(st, ids, st->mem->v[xi].t.rank);
  gen_linalg_put(st, " : ");
  mty(st, xi);
  gen_linalg_put(st, "\n");
  gen_note_op(st, GEN_OP_MEMREF_LOAD, e);
  return xi;
}

static int build_store(GenState *st, int xi) {
  GenElem e = (GenElem)st->mem->v[xi].t.et;
  int s = gen_linalg_scalar(st, e, true);
  if (s < 0) return -1;
  int ids[GEN_MAX_RANK];
  pick_indices(st, xi, ids);
  gen_linalg_put(st, "  memref.store ");
  gen_use(st, s);
  gen_linalg_put(st, ", ");
  mname(st, xi);
  gen_linalg_put_ids(st, ids, st->mem->v[xi].t.rank);
  gen_linalg_put(st, " : ");
  mty(st, xi);
  gen_linalg_put(st, "\n");
  gen_note_op(st, GEN_OP_MEMREF_STORE, e);
  partly_written(st, xi);
  return xi;
}

/* ---- driver ---- */

/* Can op take view vi as its primary operand? */
static bool mr_can(GenState *st, GenOpId op, int vi) {
  const MView *v = &st->mem->v[vi];
  if (!(st->types[op] & GEM(v->t.et))) return false;
  bool init = st->mem->b[v->block].init;
  int r = v->t.rank;
  switch (op) {
  case GEN_OP_LINALG_FILL: return true;
  case GEN_OP_MEMREF_SUBVIEW: return r >= 1;
  case GEN_OP_LINALG_TRANSPOSE: return init && r >= 2;
  case GEN_OP_LINALG_BROADCAST: return init && r < st->o->max_rank;
  case GEN_OP_LINALG_MATMUL: return init && r == 2;
  case GEN_OP_LINALG_GENERIC:
  case GEN_OP_LINALG_REDUCE: return init && r >= 1;
  default: return init; /* copies, map, load, store */
  }
}

/* A fresh primary operand for op: a new argument or a filled allocation. */
static int fresh_input(GenState *st, GenOpId op) {
  GenElem e = gen_pick_elem(st, st->types[op], "memref.fresh_elem");
  if (e == GE_COUNT) return -1;
  int rmin = 0, rmax = st->o->max_rank;
  switch (op) {
  case GEN_OP_LINALG_MATMUL: rmin = rmax = 2; break;
  case GEN_OP_LINALG_TRANSPOSE: rmin = 2; break;
  case GEN_OP_LINALG_BROADCAST: rmax = st->o->max_rank - 1; break;
  case GEN_OP_LINALG_GENERIC:
  case GEN_OP_LINALG_REDUCE:
  case GEN_OP_MEMREF_SUBVIEW: rmin = 1; break;
  default: break;
  }
  if (rmax < rmin) return -1;
  GenType t = gen_pick_shape(st, e, rmin, rmax, st->o->max_elements);
  int vi = -1;
  if (gen_flip(st->c, P(fresh_is_arg), "memref.fresh_arg")) vi = arg_new(st, t, true);
  if (vi < 0) vi = alloc_filled(st, t, NULL);
  return vi >= 0 && mr_can(st, op, vi) ? vi : -1;
}

static int pick_primary(GenState *st, GenOpId op) {
  struct GenMemref *m = st->mem;
  if (m->last >= 0 && mr_can(st, op, m->last) && gen_flip(st->c, 60, "memref.x_last")) return m->last;
  if (gen_flip(st->c, P(chain_from_live), "memref.x_live")) {
    int cand[MR_MAX_VIEWS], n = 0;
    for (int i = 0; i < m->nv; i++)
      if (mr_can(st, op, i)) cand[n++] = i;
    if (n) return cand[gen_upto(st->c, (uint32_t)n, "memref.x_pick")];
  }
  return fresh_input(st, op);
}

static int build(GenState *st, GenOpId op, int xi) {
  switch (op) {
  case GEN_OP_LINALG_GENERIC: return build_generic(st, xi);
  case GEN_OP_LINALG_FILL: return build_fill(st, xi);
  case GEN_OP_LINALG_COPY:
  case GEN_OP_MEMREF_COPY: return build_copy(st, op, xi);
  case GEN_OP_LINALG_TRANSPOSE: return build_transpose(st, xi);
  case GEN_OP_LINALG_BROADCAST: return build_broadcast(st, xi);
  case GEN_OP_LINALG_MAP: return build_map(st, xi);
  case GEN_OP_LINALG_MATMUL: return build_matmul(st, xi);
  case GEN_OP_LINALG_REDUCE: return build_reduce(st, xi);
  case GEN_OP_MEMREF_SUBVIEW: return build_subview(st, xi);
  case GEN_OP_MEMREF_LOAD: return build_load(st, xi);
  case GEN_OP_MEMREF_STORE: return build_store(st, xi);
  default: return -1;
  }
}

/* May view vi be returned? Initialized, not on the stack, and owned by the function unless its
 * layout is the identity (see the top comment). */
static bool returnable(const struct GenMemref *m, int vi) {
  const MView *v = &m->v[vi];
  const MBlock *b = &m->b[v->block];
  return b->init && b->kind != MB_ALLOCA && (!v->strided || b->kind == MB_ALLOC);
}

/* Result, effect and deallocations. */
static void finish(GenState *st) {
  struct GenMemref *m = st->mem;
  m->result = -1;
  if (gen_flip(st->c, P(memref_return), "memref.return")) {
    if (m->last >= 0 && returnable(m, m->last))
      m->result = m->last;
    else
      for (int i = m->nv - 1; i >= 0 && m->result < 0; i--)
        if (returnable(m, i)) m->result = i;
  }
  if (m->result < 0 && !m->arg_written && m->last >= 0 && MB(m->last)->init) {
    /* an effect: copy the last value into a new argument (or return it) */
    int a = arg_new(st, MV(m->last)->t, false);
    if (a >= 0) {
      emit_memref_copy(st, m->last, a);
      gen_note_attr(st, "memref.effect=copy_to_arg");
    } else if (returnable(m, m->last)) {
      m->result = m->last;
    }
  }
  if (gen_flip(st->c, P(memref_dealloc), "memref.dealloc")) {
    for (int b = 0; b < m->nb; b++) {
      if (m->b[b].kind != MB_ALLOC || (m->result >= 0 && MV(m->result)->block == b)) continue;
      gen_linalg_put(st, "  memref.dealloc ");
      mname(st, m->b[b].root);
      gen_linalg_put(st, " : ");
      mty(st, m->b[b].root);
      gen_linalg_put(st, "\n");
      gen_note_op(st, GEN_OP_MEMREF_DEALLOC, (GenElem)m->v[m->b[b].root].t.et);
    }
  }
  gen_note_attr(st, "memref.result=%s",
                m->result < 0            ? "none"
                : MV(m->result)->strided ? "strided"
                                         : "identity");
}

void gen_memref_compose(GenState *st) {
  struct GenMemref *m = arena_calloc(st->arena, 1, sizeof *m);
  if (!m) {
    st->status = TVF_ENOMEM;
    return;
  }
  st->mem = m;
  m->last = -1;
  m->result = -1;
  uint32_t tmask = 0;
  for (size_t i = 0; i < TVF_ARRAY_LEN(MR_OPS); i++)
    if (st->p->op_w[MR_OPS[i]]) tmask |= st->types[MR_OPS[i]];
  int nargs = (int)gen_range(st->c, 1, 2, "memref.args");
  for (int i = 0; i < nargs && tmask; i++) {
    GenElem e = gen_pick_elem(st, tmask, "memref.arg_elem");
    if (e == GE_COUNT) break;
    GenType t = gen_pick_shape(st, e, 1, st->o->max_rank, st->o->max_elements);
    if (arg_new(st, t, true) < 0) break;
  }
  int target = (int)gen_range(st->c, st->o->min_ops, st->o->max_ops, "program.ops");
  int guard = 4 * target + 16;
  uint32_t w[GEN_OP_COUNT];
  while (st->nops < target && st->status == TVF_OK && guard-- > 0) {
    memset(w, 0, sizeof w);
    for (size_t i = 0; i < TVF_ARRAY_LEN(MR_OPS); i++)
      if (st->types[MR_OPS[i]]) w[MR_OPS[i]] = st->p->op_w[MR_OPS[i]];
    uint32_t op = gen_pick_weighted(st->c, w, GEN_OP_COUNT, "memref.op");
    if (op == GEN_OP_COUNT) break;
    int x = pick_primary(st, (GenOpId)op);
    if (x < 0) continue;
    if (build(st, (GenOpId)op, x) >= 0) st->nops++;
  }
  if (st->status == TVF_OK) finish(st);
}

int gen_memref_results(const GenState *st) { return st->mem && st->mem->result >= 0 ? 1 : 0; }

void gen_memref_assemble(GenState *st, StrBuf *out) {
  struct GenMemref *m = st->mem;
  sb_puts(out, "func.func @main(");
  int k = 0;
  for (int id = 0; id < st->nargs; id++) {
    for (int i = 0; i < m->nv; i++) {
      if (!m->v[i].is_arg || m->v[i].id != id) continue;
      sb_printf(out, "%s%%arg%d: ", k++ ? ", " : "", id);
      put_mtype(out, &m->v[i]);
    }
  }
  sb_puts(out, ")");
  if (m->result >= 0) {
    sb_puts(out, " -> ");
    put_mtype(out, &m->v[m->result]);
  }
  sb_puts(out, " {\n");
  sb_append(out, st->body.data ? st->body.data : "", st->body.len);
  if (m->result >= 0) {
    sb_puts(out, "  return ");
    put_mname(out, &m->v[m->result]);
    sb_puts(out, " : ");
    put_mtype(out, &m->v[m->result]);
    sb_puts(out, "\n}\n");
  } else {
    sb_puts(out, "  return\n}\n");
  }
}
