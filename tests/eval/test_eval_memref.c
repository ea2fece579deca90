/*
 * test_eval_memref.c: the reference interpreter's memory model
 * (docs/DESIGN.md "Memory", encoder/eval/eval_memref.c) on hand-built IR
 * with hand-computed expected values: every memref, bufferization, affine
 * and loop op, memref arguments and results, the final contents of argument
 * blocks, each kind of memory UB, linalg on buffers, and the output
 * convention of tv_eval.h (results then argument buffers). No encoder and no
 * solver: the property test (test_eval.c) compares the interpreter with the
 * encoder on the same ops.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "encoder/eval/eval.h"
#include "encoder/tv/tv_eval.h"
#include "support/testhelp.h"
#include "tests/encoder/irbuild.h"

static Arena build_arena, run_arena;
static IrB B;

#define DYN INT64_MIN
/* Expected-value markers for check_vals. */
#define UNINIT (INT64_MIN + 1)
#define POISON (INT64_MIN + 2)

/* ---- types ---- */

/* memref<d0x...xE> with the identity layout (strides NULL) or
 * strided<[strides], offset: offset>; IR_DYN entries print as '?'. */
static IrType *MR(IrElem e, int rank, const int64_t *dims, const int64_t *strides, int64_t offset) {
  IrType *t = arena_calloc(B.a, 1, sizeof *t);
  t->kind = IR_TY_MEMREF;
  t->elem = e;
  t->rank = rank;
  t->dims = arena_calloc(B.a, (size_t)(rank ? rank : 1), sizeof(int64_t));
  t->strides = arena_calloc(B.a, (size_t)(rank ? rank : 1), sizeof(int64_t));
  int64_t stride = 1;
  for (int i = rank - 1; i >= 0; i--) {
    t->dims[i] = dims[i];
    t->strides[i] = strides ? strides[i] : stride;
    if (stride != IR_DYN) stride = dims[i] == IR_DYN ? IR_DYN : stride * dims[i];
  }
  t->offset = strides ? offset : 0;
  char buf[256];
  int n = snprintf(buf, sizeof buf, "memref<");
  for (int i = 0; i < rank; i++) {
    if (dims[i] == IR_DYN)
      n += snprintf(buf + n, sizeof buf - (size_t)n, "?x");
    else
      n += snprintf(buf + n, sizeof buf - (size_t)n, "%" PRId64 "x", dims[i]);
  }
  n += snprintf(buf + n, sizeof buf - (size_t)n, "%s", ir_elem_name(e));
  if (strides) {
    n += snprintf(buf + n, sizeof buf - (size_t)n, ", strided<[");
    for (int i = 0; i < rank; i++) {
      if (strides[i] == IR_DYN)
        n += snprintf(buf + n, sizeof buf - (size_t)n, "%s?", i ? ", " : "");
      else
        n += snprintf(buf + n, sizeof buf - (size_t)n, "%s%" PRId64, i ? ", " : "", strides[i]);
    }
    if (offset == IR_DYN)
      n += snprintf(buf + n, sizeof buf - (size_t)n, "], offset: ?>");
    else
      n += snprintf(buf + n, sizeof buf - (size_t)n, "], offset: %" PRId64 ">", offset);
  }
  snprintf(buf + n, sizeof buf - (size_t)n, ">");
  t->text = arena_strdup(B.a, buf);
  return t;
}
static IrType *M1(IrElem e, int64_t d0) { return MR(e, 1, (int64_t[]){d0}, NULL, 0); }
static IrType *M2(IrElem e, int64_t d0, int64_t d1) { return MR(e, 2, (int64_t[]){d0, d1}, NULL, 0); }
static IrType *S(IrElem e) { return ib_scalar(&B, e); }
static IrType *T1(IrElem e, int64_t d0) { return ib_tensor(&B, e, 1, d0); }

/* ---- IR ---- */

static IrBlock *fn_begin(int nargs, IrType **types) {
  B.next_id = 0;
  return ib_block(&B, nargs, types);
}

static IrFunc *fn_end(IrBlock *body, int nres, IrValue **res) {
  IrType *rt[16];
  for (int i = 0; i < nres; i++)
    rt[i] = res[i]->type;
  ib_op(&B, body, IR_OP_FUNC_RETURN, 0, NULL, nres, res);
  return ib_func(&B, "f", body, nres, rt);
}

/* An op with zero or one result. */
static IrOp *op_v(IrBlock *blk, IrOpKind k, IrType *rt, int n, ...) {
  IrValue *ops[16];
  va_list ap;
  va_start(ap, n);
  for (int i = 0; i < n; i++)
    ops[i] = va_arg(ap, IrValue *);
  va_end(ap);
  return ib_op(&B, blk, k, rt ? 1 : 0, rt ? &rt : NULL, n, ops);
}
static IrValue *val(IrBlock *blk, IrOpKind k, IrType *rt, int n, IrValue **ops) {
  return ib_op(&B, blk, k, 1, &rt, n, ops)->results[0];
}

static IrValue *cint(IrBlock *blk, IrElem e, int64_t v) {
  IrType *t = S(e);
  IrOp *op = ib_op(&B, blk, IR_OP_ARITH_CONSTANT, 1, &t, 0, NULL);
  ib_attr_int(&B, op, "value", e, v);
  return op->results[0];
}
static IrValue *cidx(IrBlock *blk, int64_t v) { return cint(blk, IR_INDEX, v); }

static IrValue *load(IrBlock *blk, IrValue *m, int n, ...) {
  IrValue *ops[8] = {m};
  va_list ap;
  va_start(ap, n);
  for (int i = 0; i < n; i++)
    ops[1 + i] = va_arg(ap, IrValue *);
  va_end(ap);
  return val(blk, IR_OP_MEMREF_LOAD, S(m->type->elem), 1 + n, ops);
}
static void store(IrBlock *blk, IrValue *v, IrValue *m, int n, ...) {
  IrValue *ops[8] = {v, m};
  va_list ap;
  va_start(ap, n);
  for (int i = 0; i < n; i++)
    ops[2 + i] = va_arg(ap, IrValue *);
  va_end(ap);
  ib_op(&B, blk, IR_OP_MEMREF_STORE, 0, NULL, 2 + n, ops);
}
static IrValue *to_tensor(IrBlock *blk, IrValue *m) {
  return val(blk, IR_OP_BUFFERIZATION_TO_TENSOR,
             ib_type(&B, IR_TY_TENSOR, m->type->elem, m->type->rank, m->type->dims), 1, &m);
}
static IrValue *alloc(IrBlock *blk, IrOpKind k, IrType *t) { return val(blk, k, t, 0, NULL); }

/* A view op with static lists (DYN entries come from the extra operands). */
static IrValue *view_op(IrBlock *blk, IrOpKind k, IrType *rt, IrValue *src, int nlist, const char **names,
                        const int64_t **lists, const int *lens, int nextra, IrValue **extra) {
  IrValue *ops[16] = {src};
  for (int i = 0; i < nextra; i++)
    ops[1 + i] = extra[i];
  IrOp *op = ib_op(&B, blk, k, 1, &rt, 1 + nextra, ops);
  for (int i = 0; i < nlist; i++)
    ib_attr_ints(&B, op, names[i], lens[i], lists[i]);
  return op->results[0];
}
static IrValue *subview(IrBlock *blk, IrType *rt, IrValue *src, const int64_t *off, const int64_t *size,
                        const int64_t *stride, int nextra, IrValue **extra) {
  int r = src->type->rank;
  const char *names[3] = {"static_offsets", "static_sizes", "static_strides"};
  const int64_t *lists[3] = {off, size, stride};
  int lens[3] = {r, r, r};
  return view_op(blk, IR_OP_MEMREF_SUBVIEW, rt, src, 3, names, lists, lens, nextra, extra);
}

/* reassociation = [[..], [..]] given as group sizes over consecutive dims. */
static void reassoc(IrOp *op, int ngroups, const int *sizes) {
  IrAttr *groups[8];
  int d = 0;
  for (int g = 0; g < ngroups; g++) {
    int64_t dims[8];
    for (int j = 0; j < sizes[g]; j++)
      dims[j] = d++;
    groups[g] = ib_attr(&B, NULL, NULL, IR_ATTR_INTS);
    groups[g]->nints = sizes[g];
    groups[g]->ints = arena_calloc(B.a, (size_t)sizes[g], sizeof(int64_t));
    memcpy(groups[g]->ints, dims, (size_t)sizes[g] * sizeof(int64_t));
  }
  ib_attr_array(&B, op, "reassociation", ngroups, groups);
}

/* Affine expressions and maps. */
static IrAffineExpr *ax(IrAffineKind k, int64_t v, IrAffineExpr *l, IrAffineExpr *r) {
  IrAffineExpr *e = arena_calloc(B.a, 1, sizeof *e);
  e->kind = k;
  e->value = v;
  e->lhs = l;
  e->rhs = r;
  return e;
}
static IrAffineExpr *D(int i) { return ax(IR_AFF_DIM, i, NULL, NULL); }
static IrAffineExpr *SY(int i) { return ax(IR_AFF_SYM, i, NULL, NULL); }
static IrAffineExpr *C(int64_t v) { return ax(IR_AFF_CONST, v, NULL, NULL); }
static IrAffineExpr *ADD(IrAffineExpr *a, IrAffineExpr *b) { return ax(IR_AFF_ADD, 0, a, b); }
static IrAffineExpr *MUL(IrAffineExpr *a, IrAffineExpr *b) { return ax(IR_AFF_MUL, 0, a, b); }
static IrAffineExpr *FDIV(IrAffineExpr *a, IrAffineExpr *b) { return ax(IR_AFF_FLOORDIV, 0, a, b); }

static IrAttr *map_attr(IrOp *op, const char *name, int ndims, int nsyms, int nres, ...) {
  IrAttr *a = ib_attr(&B, op, name, IR_ATTR_MAP);
  a->map = arena_calloc(B.a, 1, sizeof *a->map);
  a->map->ndims = ndims;
  a->map->nsyms = nsyms;
  a->map->nresults = nres;
  a->map->results = arena_calloc(B.a, (size_t)(nres ? nres : 1), sizeof(IrAffineExpr *));
  va_list ap;
  va_start(ap, nres);
  for (int i = 0; i < nres; i++)
    a->map->results[i] = va_arg(ap, IrAffineExpr *);
  va_end(ap);
  a->text = "affine_map";
  return a;
}

static void seg(IrOp *op, int n, ...) {
  int64_t v[8];
  va_list ap;
  va_start(ap, n);
  for (int i = 0; i < n; i++)
    v[i] = va_arg(ap, int);
  va_end(ap);
  ib_attr_ints(&B, op, "operandSegmentSizes", n, v);
}

/* A loop op (scf.for: lb, ub, step operands; affine.for: map operands and
 * attributes set by the caller) with iter_args; returns its body, whose
 * arguments are the induction variable then the iter_args. */
static IrOp *loop_op(IrBlock *blk, IrOpKind k, int nctl, IrValue **ctl, int ninit, IrValue **inits,
                     IrBlock **body) {
  IrValue *ops[16];
  IrType *rt[8], *bt[9];
  for (int i = 0; i < nctl; i++)
    ops[i] = ctl[i];
  bt[0] = S(IR_INDEX);
  for (int i = 0; i < ninit; i++) {
    ops[nctl + i] = inits[i];
    rt[i] = inits[i]->type;
    bt[1 + i] = inits[i]->type;
  }
  IrOp *op = ib_op(&B, blk, k, ninit, rt, nctl + ninit, ops);
  *body = ib_region(&B, op, 1 + ninit, bt);
  return op;
}

/* ---- running and checking ---- */

static EvalTensor *tensor_i(IrElem e, int rank, const int64_t *dims, const int64_t *vals) {
  EvalTensor *t = eval_tensor_new(&run_arena, EVAL_TENSOR, e, rank, dims);
  for (int64_t i = 0; i < t->n; i++)
    t->bits[i] = eval_canonical(e, (uint64_t)vals[i]);
  return t;
}
static EvalTensor *iota(IrElem e, int rank, const int64_t *dims, int64_t from) {
  EvalTensor *t = eval_tensor_new(&run_arena, EVAL_TENSOR, e, rank, dims);
  for (int64_t i = 0; i < t->n; i++)
    t->bits[i] = eval_canonical(e, (uint64_t)(from + i));
  return t;
}
static EvalTensor *scalar_i(IrElem e, int64_t v) {
  EvalTensor *t = eval_tensor_new(&run_arena, EVAL_SCALAR, e, 0, NULL);
  t->bits[0] = eval_canonical(e, (uint64_t)v);
  return t;
}
static uint64_t fbits32(float f) {
  uint32_t b;
  memcpy(&b, &f, sizeof b);
  return b;
}

/* Evaluate; expect status `want`; with want_ub >= 0 check the UB flag (and
 * that the reason contains ub_text when given). */
static bool run(const char *name, IrFunc *f, EvalTensor **args, EvalResult *r, TvfStatus want, int want_ub,
                const char *ub_text) {
  Diag d;
  diag_init(&d);
  TvfStatus s = eval_func(f, args, &run_arena, r, &d);
  TVF_CHECK_MSG(s == want, "%s: status %s (%s), expected %s", name, tvf_status_name(s), d.msg,
                tvf_status_name(want));
  if (s != TVF_OK || want != TVF_OK) return false;
  if (want_ub >= 0) {
    TVF_CHECK_MSG(r->ub == (want_ub != 0), "%s: ub %d (%s), expected %d", name, r->ub, r->ub_reason, want_ub);
    if (ub_text && r->ub)
      TVF_CHECK_MSG(strstr(r->ub_reason, ub_text), "%s: UB reason '%s' lacks '%s'", name, r->ub_reason,
                    ub_text);
  }
  return true;
}

static void check_vals(const char *name, const EvalTensor *t, int64_t n, const int64_t *want) {
  TVF_CHECK_MSG(t != NULL, "%s: no value", name);
  if (!t) return;
  TVF_CHECK_MSG(t->n == n, "%s: %" PRId64 " elements, expected %" PRId64, name, t->n, n);
  for (int64_t i = 0; i < n && i < t->n; i++) {
    bool un = t->uninit && t->uninit[i], po = t->poison && t->poison[i];
    if (want[i] == UNINIT) {
      TVF_CHECK_MSG(un, "%s[%" PRId64 "]: expected uninit", name, i);
    } else if (want[i] == POISON) {
      TVF_CHECK_MSG(po && !un, "%s[%" PRId64 "]: expected poison", name, i);
    } else {
      int64_t got = ir_elem_is_float(t->elem) ? (int64_t)t->bits[i] : (int64_t)t->bits[i];
      if (!ir_elem_is_float(t->elem)) {
        int w = ir_elem_bits(t->elem);
        if (w > 1 && w < 64 && (got >> (w - 1)) & 1) got |= (int64_t)(~UINT64_C(0) << w);
      }
      TVF_CHECK_MSG(!un && !po && got == want[i], "%s[%" PRId64 "]: got %" PRId64 "%s%s, expected %" PRId64,
                    name, i, got, un ? " (uninit)" : "", po ? " (poison)" : "", want[i]);
    }
  }
}
#define CHECK_VALS(name, t, ...)                                                                             \
  do {                                                                                                       \
    const int64_t want_[] = {__VA_ARGS__};                                                                   \
    check_vals(name, t, (int64_t)TVF_ARRAY_LEN(want_), want_);                                               \
  } while (0)

/* ---- cases ---- */

/* memref.load / memref.store on an identity argument; final_args. */
static void load_store_cases(void) {
  IrType *at[1] = {M2(IR_I32, 2, 3)};
  IrBlock *b = fn_begin(1, at);
  IrValue *c0 = cidx(b, 0), *c1 = cidx(b, 1), *c2 = cidx(b, 2);
  IrValue *v = load(b, b->args[0], 2, c1, c2);
  store(b, v, b->args[0], 2, c0, c0);
  IrFunc *f = fn_end(b, 1, &v);
  EvalTensor *args[1] = {iota(IR_I32, 2, (int64_t[]){2, 3}, 1)};
  EvalResult r;
  if (run("load/store", f, args, &r, TVF_OK, 0, NULL)) {
    CHECK_VALS("load/store result", r.results[0], 6);
    TVF_CHECK_EQ_INT(r.nargs, 1);
    CHECK_VALS("load/store final", r.final_args[0], 6, 2, 3, 4, 5, 6);
    TVF_CHECK_EQ_INT(r.final_args[0]->rank, 2);
    CHECK_VALS("load/store input untouched", args[0], 1, 2, 3, 4, 5, 6);
  }
  /* out-of-bounds load and store (indices from arguments) */
  IrType *at2[3] = {M1(IR_I32, 4), S(IR_INDEX), S(IR_INDEX)};
  b = fn_begin(3, at2);
  v = load(b, b->args[0], 1, b->args[1]);
  store(b, v, b->args[0], 1, b->args[2]);
  f = fn_end(b, 1, &v);
  EvalTensor *a2[3] = {iota(IR_I32, 1, (int64_t[]){4}, 10), scalar_i(IR_INDEX, 3), scalar_i(IR_INDEX, 0)};
  if (run("load idx 3", f, a2, &r, TVF_OK, 0, NULL)) {
    CHECK_VALS("load idx 3", r.results[0], 13);
    CHECK_VALS("store idx 0", r.final_args[0], 13, 11, 12, 13);
  }
  a2[1] = scalar_i(IR_INDEX, 4);
  run("load OOB", f, a2, &r, TVF_OK, 1, "load out of bounds");
  a2[1] = scalar_i(IR_INDEX, -1);
  run("load negative index", f, a2, &r, TVF_OK, 1, "load out of bounds");
  a2[1] = scalar_i(IR_INDEX, 0);
  a2[2] = scalar_i(IR_INDEX, 4);
  run("store OOB", f, a2, &r, TVF_OK, 1, "store out of bounds");
  /* a strided argument: its input is the whole block (span 7) */
  IrType *at3[1] = {MR(IR_I32, 2, (int64_t[]){2, 2}, (int64_t[]){4, 1}, 1)};
  b = fn_begin(1, at3);
  c1 = cidx(b, 1);
  v = load(b, b->args[0], 2, c1, c1);
  store(b, cint(b, IR_I32, -5), b->args[0], 2, c1, c1);
  f = fn_end(b, 1, &v);
  Diag d;
  diag_init(&d);
  EvalTensor *in = eval_arg_for_type(&run_arena, at3[0], &d);
  TVF_CHECK(in && in->rank == 1 && in->n == 7);
  EvalTensor *a3[1] = {iota(IR_I32, 1, (int64_t[]){7}, 100)};
  if (run("strided arg", f, a3, &r, TVF_OK, 0, NULL)) {
    CHECK_VALS("strided load", r.results[0], 106);
    CHECK_VALS("strided final", r.final_args[0], 100, 101, 102, 103, 104, 105, -5);
  }
  /* the other side's tensor at a strided memref position: the view's elements */
  IrType *at4[1] = {MR(IR_I32, 1, (int64_t[]){3}, (int64_t[]){2}, 0)};
  b = fn_begin(1, at4);
  c1 = cidx(b, 1);
  v = load(b, b->args[0], 1, c1);
  f = fn_end(b, 1, &v);
  EvalTensor *a4[1] = {tensor_i(IR_I32, 1, (int64_t[]){3}, (int64_t[]){7, 8, 9})};
  if (run("view-count input", f, a4, &r, TVF_OK, 0, NULL)) {
    CHECK_VALS("view-count load", r.results[0], 8);
    CHECK_VALS("view-count final", r.final_args[0], 7, UNINIT, 8, UNINIT, 9);
  }
  /* a dynamic memref argument is unsupported */
  IrType *at5[1] = {M1(IR_I32, DYN)};
  b = fn_begin(1, at5);
  f = fn_end(b, 0, NULL);
  TVF_CHECK(eval_arg_for_type(&run_arena, at5[0], &d) == NULL);
  EvalTensor *a5[1] = {iota(IR_I32, 1, (int64_t[]){2}, 0)};
  run("dynamic memref arg", f, a5, &r, TVF_EUNSUPPORTED, -1, NULL);
  /* a memref handed to a non-memory op is reported, not read */
  IrType *at6[1] = {M1(IR_I32, 2)};
  b = fn_begin(1, at6);
  IrValue *two[2] = {b->args[0], b->args[0]};
  v = val(b, IR_OP_ARITH_ADDI, M1(IR_I32, 2), 2, two);
  f = fn_end(b, 0, NULL);
  EvalTensor *a6[1] = {iota(IR_I32, 1, (int64_t[]){2}, 0)};
  run("memref in addi", f, a6, &r, TVF_EUNSUPPORTED, -1, NULL);
}

/* alloc / alloca / dealloc and their UB. */
static void alloc_cases(void) {
  EvalResult r;
  /* alloc: uninitialized until stored */
  IrBlock *b = fn_begin(0, NULL);
  IrValue *m = alloc(b, IR_OP_MEMREF_ALLOC, M1(IR_I32, 3));
  store(b, cint(b, IR_I32, 42), m, 1, cidx(b, 1));
  IrValue *t = to_tensor(b, m);
  IrFunc *f = fn_end(b, 1, &t);
  if (run("alloc", f, NULL, &r, TVF_OK, 0, NULL)) CHECK_VALS("alloc", r.results[0], UNINIT, 42, UNINIT);
  /* dynamic size from an operand; identity layout strides */
  b = fn_begin(0, NULL);
  IrValue *c2 = cidx(b, 2);
  m = val(b, IR_OP_MEMREF_ALLOC, M2(IR_I32, DYN, 3), 1, &c2);
  store(b, cint(b, IR_I32, 9), m, 2, cidx(b, 1), cidx(b, 2));
  IrValue *c1 = cidx(b, 1);
  IrValue *x = val(b, IR_OP_MEMREF_DIM, S(IR_INDEX), 2, (IrValue *[]){m, cidx(b, 0)});
  IrValue *ld = load(b, m, 2, c1, cidx(b, 2));
  IrValue *ld0 = load(b, m, 2, c1, cidx(b, 1));
  f = fn_end(b, 3, (IrValue *[]){x, ld, ld0});
  if (run("alloc dynamic", f, NULL, &r, TVF_OK, 0, NULL)) {
    CHECK_VALS("alloc dynamic dim", r.results[0], 2);
    CHECK_VALS("alloc dynamic load", r.results[1], 9);
    CHECK_VALS("alloc dynamic uninit", r.results[2], UNINIT);
  }
  /* loading an uninitialized element keeps the flag (data movement) */
  b = fn_begin(0, NULL);
  m = alloc(b, IR_OP_MEMREF_ALLOCA, M1(IR_F32, 2));
  IrValue *u = load(b, m, 1, cidx(b, 0));
  f = fn_end(b, 1, &u);
  if (run("load uninit", f, NULL, &r, TVF_OK, 0, NULL)) CHECK_VALS("load uninit", r.results[0], UNINIT);
  /* storing a loaded uninitialized value stores poison */
  b = fn_begin(0, NULL);
  m = alloc(b, IR_OP_MEMREF_ALLOC, M1(IR_I32, 2));
  u = load(b, m, 1, cidx(b, 0));
  store(b, u, m, 1, cidx(b, 1));
  t = to_tensor(b, m);
  f = fn_end(b, 1, &t);
  if (run("store uninit", f, NULL, &r, TVF_OK, 0, NULL))
    CHECK_VALS("store uninit", r.results[0], UNINIT, POISON);
  /* use after dealloc, double free */
  b = fn_begin(0, NULL);
  m = alloc(b, IR_OP_MEMREF_ALLOC, M1(IR_I32, 2));
  store(b, cint(b, IR_I32, 1), m, 1, cidx(b, 0));
  op_v(b, IR_OP_MEMREF_DEALLOC, NULL, 1, m);
  u = load(b, m, 1, cidx(b, 0));
  f = fn_end(b, 1, &u);
  run("use after dealloc", f, NULL, &r, TVF_OK, 1, "freed block");
  b = fn_begin(0, NULL);
  m = alloc(b, IR_OP_MEMREF_ALLOC, M1(IR_I32, 2));
  op_v(b, IR_OP_MEMREF_DEALLOC, NULL, 1, m);
  op_v(b, IR_OP_MEMREF_DEALLOC, NULL, 1, m);
  f = fn_end(b, 0, NULL);
  run("double free", f, NULL, &r, TVF_OK, 1, "double free");
  b = fn_begin(0, NULL);
  m = alloc(b, IR_OP_MEMREF_ALLOC, M1(IR_I32, 2));
  store(b, cint(b, IR_I32, 1), m, 1, cidx(b, 0));
  op_v(b, IR_OP_MEMREF_DEALLOC, NULL, 1, m);
  store(b, cint(b, IR_I32, 1), m, 1, cidx(b, 0));
  f = fn_end(b, 0, NULL);
  run("store after dealloc", f, NULL, &r, TVF_OK, 1, "freed block");
  /* dealloc of an alloca */
  b = fn_begin(0, NULL);
  m = alloc(b, IR_OP_MEMREF_ALLOCA, M1(IR_I32, 2));
  op_v(b, IR_OP_MEMREF_DEALLOC, NULL, 1, m);
  f = fn_end(b, 0, NULL);
  run("dealloc alloca", f, NULL, &r, TVF_OK, 1, "dealloc of an alloca");
  /* an argument block may be freed; its final contents read as poison */
  IrType *at[1] = {M1(IR_I32, 2)};
  b = fn_begin(1, at);
  op_v(b, IR_OP_MEMREF_DEALLOC, NULL, 1, b->args[0]);
  f = fn_end(b, 0, NULL);
  EvalTensor *args[1] = {iota(IR_I32, 1, (int64_t[]){2}, 5)};
  if (run("dealloc arg", f, args, &r, TVF_OK, 0, NULL))
    CHECK_VALS("dealloc arg final", r.final_args[0], POISON, POISON);
  /* returning a view of a freed block is UB; a live one is its elements */
  b = fn_begin(0, NULL);
  m = alloc(b, IR_OP_MEMREF_ALLOC, M1(IR_I32, 2));
  store(b, cint(b, IR_I32, 3), m, 1, cidx(b, 0));
  store(b, cint(b, IR_I32, 4), m, 1, cidx(b, 1));
  f = fn_end(b, 1, &m);
  if (run("return memref", f, NULL, &r, TVF_OK, 0, NULL)) {
    CHECK_VALS("return memref", r.results[0], 3, 4);
    TVF_CHECK(r.results[0]->kind == EVAL_TENSOR);
  }
  b = fn_begin(0, NULL);
  m = alloc(b, IR_OP_MEMREF_ALLOC, M1(IR_I32, 2));
  op_v(b, IR_OP_MEMREF_DEALLOC, NULL, 1, m);
  f = fn_end(b, 1, &m);
  run("return freed", f, NULL, &r, TVF_OK, 1, "freed block");
  /* a negative dynamic size is UB; a non-constant (poison) one unsupported */
  b = fn_begin(0, NULL);
  IrValue *neg = cidx(b, -1);
  m = val(b, IR_OP_MEMREF_ALLOC, M1(IR_I32, DYN), 1, &neg);
  f = fn_end(b, 0, NULL);
  run("negative alloc", f, NULL, &r, TVF_OK, 1, "negative allocation size");
}

/* dim, extract_strided_metadata, extract_aligned_pointer_as_index. */
static void metadata_cases(void) {
  EvalResult r;
  IrType *at[1] = {M2(IR_I32, 4, 3)};
  IrBlock *b = fn_begin(1, at);
  IrValue *d1 = val(b, IR_OP_MEMREF_DIM, S(IR_INDEX), 2, (IrValue *[]){b->args[0], cidx(b, 1)});
  IrValue *sv = subview(b, MR(IR_I32, 2, (int64_t[]){2, 2}, (int64_t[]){3, 1}, 4), b->args[0],
                        (int64_t[]){1, 1}, (int64_t[]){2, 2}, (int64_t[]){1, 1}, 0, NULL);
  IrType *rts[6] = {
      MR(IR_I32, 0, NULL, NULL, 0), S(IR_INDEX), S(IR_INDEX), S(IR_INDEX), S(IR_INDEX), S(IR_INDEX)};
  IrOp *md = ib_op(&B, b, IR_OP_MEMREF_EXTRACT_STRIDED_METADATA, 6, rts, 1, &sv);
  IrValue *base = md->results[0];
  IrValue *b0 = val(b, IR_OP_MEMREF_LOAD, S(IR_I32), 1, &base);
  IrValue *p0 = val(b, IR_OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX, S(IR_INDEX), 1, &sv);
  IrValue *m2 = alloc(b, IR_OP_MEMREF_ALLOC, M1(IR_I32, 1));
  IrValue *p1 = val(b, IR_OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX, S(IR_INDEX), 1, &m2);
  IrValue *outs[10] = {
      d1, md->results[1], md->results[2], md->results[3], md->results[4], md->results[5], b0, p0, p1};
  IrFunc *f = fn_end(b, 9, outs);
  EvalTensor *args[1] = {iota(IR_I32, 2, (int64_t[]){4, 3}, 0)};
  if (run("metadata", f, args, &r, TVF_OK, 0, NULL)) {
    const int64_t want[9] = {3, 4, 2, 2, 3, 1, 0, INT64_C(1) << 32, INT64_C(2) << 32};
    for (int k = 0; k < 9; k++)
      check_vals("metadata", r.results[k], 1, &want[k]);
  }
  /* dim index out of range */
  b = fn_begin(1, at);
  d1 = val(b, IR_OP_MEMREF_DIM, S(IR_INDEX), 2, (IrValue *[]){b->args[0], cidx(b, 2)});
  f = fn_end(b, 1, &d1);
  run("dim OOB", f, args, &r, TVF_OK, 1, "dim index out of range");
}

/* subview, cast, expand_shape, collapse_shape, reinterpret_cast. */
static void view_cases(void) {
  EvalResult r;
  IrType *at[1] = {M2(IR_I32, 4, 4)};
  EvalTensor *args[1] = {iota(IR_I32, 2, (int64_t[]){4, 4}, 0)};
  /* subview with a dynamic offset, steps of 2 in dim 1 */
  IrBlock *b = fn_begin(1, at);
  IrValue *c1 = cidx(b, 1);
  IrValue *sv = subview(b, MR(IR_I32, 2, (int64_t[]){2, 2}, (int64_t[]){4, 2}, DYN), b->args[0],
                        (int64_t[]){DYN, 1}, (int64_t[]){2, 2}, (int64_t[]){1, 2}, 1, &c1);
  IrValue *t = to_tensor(b, sv);
  /* rank-reducing subview: row 2 */
  IrValue *row = subview(b, MR(IR_I32, 1, (int64_t[]){4}, (int64_t[]){1}, 8), b->args[0], (int64_t[]){2, 0},
                         (int64_t[]){1, 4}, (int64_t[]){1, 1}, 0, NULL);
  IrValue *t2 = to_tensor(b, row);
  /* stores through a subview land in the argument block */
  store(b, cint(b, IR_I32, -1), sv, 2, c1, c1);
  IrFunc *f = fn_end(b, 2, (IrValue *[]){t, t2});
  if (run("subview", f, args, &r, TVF_OK, 0, NULL)) {
    CHECK_VALS("subview", r.results[0], 5, 7, 9, 11);
    CHECK_VALS("subview rank-reduced", r.results[1], 8, 9, 10, 11);
    CHECK_VALS("subview store", r.final_args[0], 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, -1, 12, 13, 14, 15);
  }
  /* subview out of bounds */
  b = fn_begin(1, at);
  sv = subview(b, MR(IR_I32, 2, (int64_t[]){2, 4}, (int64_t[]){4, 1}, 12), b->args[0], (int64_t[]){3, 0},
               (int64_t[]){2, 4}, (int64_t[]){1, 1}, 0, NULL);
  f = fn_end(b, 0, NULL);
  run("subview OOB", f, args, &r, TVF_OK, 1, "subview reaches");
  /* cast to a dynamic size, then a static cast that contradicts the view */
  b = fn_begin(1, at);
  IrValue *cst = val(b, IR_OP_MEMREF_CAST, M2(IR_I32, DYN, 4), 1, b->args);
  t = to_tensor(b, cst);
  f = fn_end(b, 1, &t);
  if (run("cast", f, args, &r, TVF_OK, 0, NULL)) TVF_CHECK_EQ_INT(r.results[0]->n, 16);
  b = fn_begin(1, at);
  sv = subview(b, MR(IR_I32, 2, (int64_t[]){2, 2}, (int64_t[]){4, 1}, DYN), b->args[0], (int64_t[]){DYN, 0},
               (int64_t[]){2, 2}, (int64_t[]){1, 1}, 1, (IrValue *[]){cidx(b, 1)});
  cst = val(b, IR_OP_MEMREF_CAST, MR(IR_I32, 2, (int64_t[]){2, 2}, (int64_t[]){4, 1}, 0), 1, &sv);
  f = fn_end(b, 0, NULL);
  run("cast contradiction", f, args, &r, TVF_OK, 1, "offset");
  /* expand_shape 16 -> 4x4 (static), collapse_shape 4x4 -> 16 */
  IrType *at1[1] = {M1(IR_I32, 6)};
  EvalTensor *args1[1] = {iota(IR_I32, 1, (int64_t[]){6}, 10)};
  b = fn_begin(1, at1);
  IrOp *ex = op_v(b, IR_OP_MEMREF_EXPAND_SHAPE, M2(IR_I32, 2, 3), 1, b->args[0]);
  reassoc(ex, 1, (int[]){2});
  ib_attr_ints(&B, ex, "static_output_shape", 2, (int64_t[]){2, 3});
  IrValue *e10 = load(b, ex->results[0], 2, cidx(b, 1), cidx(b, 0));
  IrOp *co = op_v(b, IR_OP_MEMREF_COLLAPSE_SHAPE, M1(IR_I32, 6), 1, ex->results[0]);
  reassoc(co, 1, (int[]){2});
  IrValue *c4 = load(b, co->results[0], 1, cidx(b, 4));
  f = fn_end(b, 2, (IrValue *[]){e10, c4});
  if (run("expand/collapse", f, args1, &r, TVF_OK, 0, NULL)) {
    CHECK_VALS("expand", r.results[0], 13);
    CHECK_VALS("collapse", r.results[1], 14);
  }
  /* collapsing a non-contiguous subview is UB */
  b = fn_begin(1, at);
  sv = subview(b, MR(IR_I32, 2, (int64_t[]){2, 2}, (int64_t[]){4, 1}, 0), b->args[0], (int64_t[]){0, 0},
               (int64_t[]){2, 2}, (int64_t[]){1, 1}, 0, NULL);
  co = op_v(b, IR_OP_MEMREF_COLLAPSE_SHAPE, MR(IR_I32, 1, (int64_t[]){4}, (int64_t[]){DYN}, 0), 1, sv);
  reassoc(co, 1, (int[]){2});
  f = fn_end(b, 0, NULL);
  run("collapse non-contiguous", f, args, &r, TVF_OK, 1, "not contiguous");
  /* reinterpret_cast: offset 1, sizes 2x2, strides 3x1 of a 6-element block */
  b = fn_begin(1, at1);
  {
    const char *names[3] = {"static_offsets", "static_sizes", "static_strides"};
    const int64_t *lists[3] = {(int64_t[]){1}, (int64_t[]){2, 2}, (int64_t[]){3, 1}};
    int lens[3] = {1, 2, 2};
    IrValue *rc =
        view_op(b, IR_OP_MEMREF_REINTERPRET_CAST, MR(IR_I32, 2, (int64_t[]){2, 2}, (int64_t[]){3, 1}, 1),
                b->args[0], 3, names, lists, lens, 0, NULL);
    t = to_tensor(b, rc);
    f = fn_end(b, 1, &t);
    if (run("reinterpret_cast", f, args1, &r, TVF_OK, 0, NULL))
      CHECK_VALS("reinterpret_cast", r.results[0], 11, 12, 14, 15);
    /* one reaching past the block: reading it is UB */
    b = fn_begin(1, at1);
    lists[0] = (int64_t[]){3};
    rc = view_op(b, IR_OP_MEMREF_REINTERPRET_CAST, MR(IR_I32, 2, (int64_t[]){2, 2}, (int64_t[]){3, 1}, 3),
                 b->args[0], 3, names, lists, lens, 0, NULL);
    t = to_tensor(b, rc);
    f = fn_end(b, 1, &t);
    run("reinterpret_cast past the block", f, args1, &r, TVF_OK, 1, "outside its block");
  }
}

/* memref.get_global, memref.copy. */
static void global_copy_cases(void) {
  EvalResult r;
  IrGlobal *g = arena_calloc(B.a, 1, sizeof *g);
  g->name = "g";
  g->type = M1(IR_I32, 2);
  g->constant = true;
  g->init = arena_calloc(B.a, 1, sizeof *g->init);
  g->init->type = T1(IR_I32, 2);
  g->init->count = 2;
  g->init->bits = arena_calloc(B.a, 2, sizeof(uint64_t));
  g->init->bits[0] = 7;
  g->init->bits[1] = 8;
  IrGlobal *gm = arena_calloc(B.a, 1, sizeof *gm);
  *gm = *g;
  gm->name = "gm";
  gm->constant = false;
  IrGlobal **globals = arena_calloc(B.a, 2, sizeof *globals);
  globals[0] = g;
  globals[1] = gm;
#define GET_GLOBAL(blk, name_)                                                                               \
  ({                                                                                                         \
    IrOp *o_ = op_v(blk, IR_OP_MEMREF_GET_GLOBAL, M1(IR_I32, 2), 0);                                         \
    IrAttr *a_ = ib_attr(&B, o_, "name", IR_ATTR_STRING);                                                    \
    a_->s = name_;                                                                                           \
    o_->results[0];                                                                                          \
  })
  IrBlock *b = fn_begin(0, NULL);
  IrValue *gv = GET_GLOBAL(b, "g");
  IrValue *x = load(b, gv, 1, cidx(b, 1));
  IrValue *gv2 = GET_GLOBAL(b, "g");
  IrValue *p0 = val(b, IR_OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX, S(IR_INDEX), 1, &gv);
  IrValue *p1 = val(b, IR_OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX, S(IR_INDEX), 1, &gv2);
  IrFunc *f = fn_end(b, 3, (IrValue *[]){x, p0, p1});
  f->globals = globals;
  f->nglobals = 2;
  if (run("get_global", f, NULL, &r, TVF_OK, 0, NULL)) {
    CHECK_VALS("get_global", r.results[0], 8);
    CHECK_VALS("one block per global", r.results[1], INT64_C(1) << 32);
    CHECK_VALS("one block per global", r.results[2], INT64_C(1) << 32);
  }
  b = fn_begin(0, NULL);
  gv = GET_GLOBAL(b, "g");
  store(b, cint(b, IR_I32, 1), gv, 1, cidx(b, 0));
  f = fn_end(b, 0, NULL);
  f->globals = globals;
  f->nglobals = 2;
  run("store to constant global", f, NULL, &r, TVF_OK, 1, "read-only");
  b = fn_begin(0, NULL);
  gv = GET_GLOBAL(b, "g");
  op_v(b, IR_OP_MEMREF_DEALLOC, NULL, 1, gv);
  f = fn_end(b, 0, NULL);
  f->globals = globals;
  f->nglobals = 2;
  run("dealloc global", f, NULL, &r, TVF_OK, 1, "dealloc of a global");
  /* A mutable global outside a validated pair: the function runs as a
   * program's first call, so the global holds its initializer, is writable,
   * and a second get_global sees the store through the first. */
  b = fn_begin(0, NULL);
  gv = GET_GLOBAL(b, "gm");
  IrValue *before = load(b, gv, 1, cidx(b, 0));
  store(b, cint(b, IR_I32, 5), gv, 1, cidx(b, 0));
  gv2 = GET_GLOBAL(b, "gm");
  IrValue *after = load(b, gv2, 1, cidx(b, 0));
  f = fn_end(b, 2, (IrValue *[]){before, after});
  f->globals = globals;
  f->nglobals = 2;
  if (run("mutable global, first call", f, NULL, &r, TVF_OK, 0, NULL)) {
    CHECK_VALS("mutable global starts at its initializer", r.results[0], 7);
    CHECK_VALS("mutable global keeps the store", r.results[1], 5);
  }
  /* copy: global -> argument; shape mismatch; into a read-only block */
  IrType *at[1] = {M1(IR_I32, 2)};
  b = fn_begin(1, at);
  gv = GET_GLOBAL(b, "g");
  op_v(b, IR_OP_MEMREF_COPY, NULL, 2, gv, b->args[0]);
  f = fn_end(b, 0, NULL);
  f->globals = globals;
  f->nglobals = 2;
  EvalTensor *args[1] = {iota(IR_I32, 1, (int64_t[]){2}, 0)};
  if (run("copy", f, args, &r, TVF_OK, 0, NULL)) CHECK_VALS("copy", r.final_args[0], 7, 8);
  b = fn_begin(1, at);
  IrValue *m3 = alloc(b, IR_OP_MEMREF_ALLOC, M1(IR_I32, 3));
  op_v(b, IR_OP_MEMREF_COPY, NULL, 2, b->args[0], m3);
  f = fn_end(b, 0, NULL);
  run("copy shape mismatch", f, args, &r, TVF_OK, 1, "different shapes");
  b = fn_begin(1, at);
  gv = GET_GLOBAL(b, "g");
  op_v(b, IR_OP_MEMREF_COPY, NULL, 2, b->args[0], gv);
  f = fn_end(b, 0, NULL);
  f->globals = globals;
  f->nglobals = 2;
  run("copy into a constant global", f, args, &r, TVF_OK, 1, "read-only");
#undef GET_GLOBAL
}

/* bufferization ops. */
static void bufferization_cases(void) {
  EvalResult r;
  IrType *at[1] = {T1(IR_I32, 3)};
  EvalTensor *args[1] = {iota(IR_I32, 1, (int64_t[]){3}, 1)};
  /* to_buffer: a read-only copy of the tensor */
  IrBlock *b = fn_begin(1, at);
  IrValue *m =
      val(b, IR_OP_BUFFERIZATION_TO_BUFFER, MR(IR_I32, 1, (int64_t[]){3}, (int64_t[]){DYN}, DYN), 1, b->args);
  IrValue *x = load(b, m, 1, cidx(b, 2));
  IrFunc *f = fn_end(b, 1, &x);
  if (run("to_buffer", f, args, &r, TVF_OK, 0, NULL)) CHECK_VALS("to_buffer", r.results[0], 3);
  b = fn_begin(1, at);
  m = val(b, IR_OP_BUFFERIZATION_TO_BUFFER, M1(IR_I32, 3), 1, b->args);
  store(b, cint(b, IR_I32, 0), m, 1, cidx(b, 0));
  f = fn_end(b, 0, NULL);
  run("store to to_buffer", f, args, &r, TVF_OK, 1, "read-only");
  b = fn_begin(1, at);
  m = val(b, IR_OP_BUFFERIZATION_TO_BUFFER, M1(IR_I32, 3), 1, b->args);
  op_v(b, IR_OP_MEMREF_DEALLOC, NULL, 1, m);
  f = fn_end(b, 0, NULL);
  run("dealloc to_buffer", f, args, &r, TVF_OK, 1, "dealloc of a to_buffer result");
  /* alloc_tensor: uninitialized, or a copy */
  b = fn_begin(1, at);
  IrOp *o = op_v(b, IR_OP_BUFFERIZATION_ALLOC_TENSOR, T1(IR_I32, 3), 0);
  seg(o, 3, 0, 0, 0);
  IrOp *o2 = op_v(b, IR_OP_BUFFERIZATION_ALLOC_TENSOR, T1(IR_I32, 3), 1, b->args[0]);
  seg(o2, 3, 0, 1, 0);
  f = fn_end(b, 2, (IrValue *[]){o->results[0], o2->results[0]});
  if (run("alloc_tensor", f, args, &r, TVF_OK, 0, NULL)) {
    CHECK_VALS("alloc_tensor empty", r.results[0], UNINIT, UNINIT, UNINIT);
    CHECK_VALS("alloc_tensor copy", r.results[1], 1, 2, 3);
  }
  /* materialize_in_destination into a memref and into a tensor */
  IrType *at2[2] = {T1(IR_I32, 3), M1(IR_I32, 3)};
  EvalTensor *args2[2] = {iota(IR_I32, 1, (int64_t[]){3}, 1), iota(IR_I32, 1, (int64_t[]){3}, 50)};
  b = fn_begin(2, at2);
  op_v(b, IR_OP_BUFFERIZATION_MATERIALIZE_IN_DESTINATION, NULL, 2, b->args[0], b->args[1]);
  IrValue *e = val(b, IR_OP_TENSOR_EMPTY, T1(IR_I32, 3), 0, NULL);
  IrValue *mt =
      op_v(b, IR_OP_BUFFERIZATION_MATERIALIZE_IN_DESTINATION, T1(IR_I32, 3), 2, b->args[0], e)->results[0];
  f = fn_end(b, 1, &mt);
  if (run("materialize", f, args2, &r, TVF_OK, 0, NULL)) {
    CHECK_VALS("materialize tensor", r.results[0], 1, 2, 3);
    CHECK_VALS("materialize memref", r.final_args[1], 1, 2, 3);
    TVF_CHECK(r.final_args[0] == NULL);
  }
  /* clone: a new block holding the view's elements; mutating the source
   * (or the clone) afterwards is UB (the clone may alias its source) */
  IrType *at3[1] = {M2(IR_I32, 2, 2)};
  EvalTensor *args3[1] = {iota(IR_I32, 2, (int64_t[]){2, 2}, 1)};
  for (int write = 0; write < 2; write++) {
    b = fn_begin(1, at3);
    IrValue *sv = subview(b, MR(IR_I32, 1, (int64_t[]){2}, (int64_t[]){2}, 1), b->args[0], (int64_t[]){0, 1},
                          (int64_t[]){2, 1}, (int64_t[]){1, 1}, 0, NULL);
    IrValue *cl = val(b, IR_OP_BUFFERIZATION_CLONE, M1(IR_I32, 2), 1, &sv);
    if (write) store(b, cint(b, IR_I32, 0), sv, 1, cidx(b, 0));
    IrValue *t = to_tensor(b, cl);
    op_v(b, IR_OP_MEMREF_DEALLOC, NULL, 1, cl);
    f = fn_end(b, 1, &t);
    if (run(write ? "clone, source written after" : "clone", f, args3, &r, TVF_OK, write, NULL) && !write) {
      CHECK_VALS("clone", r.results[0], 2, 4);
      CHECK_VALS("clone original", r.final_args[0], 1, 2, 3, 4);
    }
  }
  /* bufferization.dealloc: %a freed, %b retained, a second view of %a's
   * block freed once; results are the OR of the conditions of the memrefs
   * sharing each retained block */
  b = fn_begin(0, NULL);
  IrValue *a = alloc(b, IR_OP_MEMREF_ALLOC, M1(IR_I32, 2));
  IrValue *bb = alloc(b, IR_OP_MEMREF_ALLOC, M1(IR_I32, 2));
  IrValue *a2 = val(b, IR_OP_MEMREF_CAST, M1(IR_I32, DYN), 1, &a);
  IrValue *tr = cint(b, IR_I1, 1), *fa = cint(b, IR_I1, 0);
  IrType *i1s[2] = {S(IR_I1), S(IR_I1)};
  IrOp *dl =
      ib_op(&B, b, IR_OP_BUFFERIZATION_DEALLOC, 2, i1s, 8, (IrValue *[]){a, a2, bb, tr, tr, fa, bb, a});
  seg(dl, 3, 3, 3, 2);
  IrValue *ld = load(b, bb, 1, cidx(b, 0));
  f = fn_end(b, 3, (IrValue *[]){dl->results[0], dl->results[1], ld});
  if (run("bufferization.dealloc retained", f, NULL, &r, TVF_OK, 0, NULL)) {
    CHECK_VALS("dealloc own b", r.results[0], 0);
    CHECK_VALS("dealloc own a", r.results[1], 1);
  }
  b = fn_begin(0, NULL);
  a = alloc(b, IR_OP_MEMREF_ALLOC, M1(IR_I32, 2));
  a2 = val(b, IR_OP_MEMREF_CAST, M1(IR_I32, DYN), 1, &a);
  tr = cint(b, IR_I1, 1);
  dl = ib_op(&B, b, IR_OP_BUFFERIZATION_DEALLOC, 0, NULL, 4, (IrValue *[]){a, a2, tr, tr});
  seg(dl, 3, 2, 2, 0);
  ld = load(b, a, 1, cidx(b, 0));
  f = fn_end(b, 1, &ld);
  run("bufferization.dealloc frees once", f, NULL, &r, TVF_OK, 1, "load from a freed block");
  b = fn_begin(0, NULL);
  a = alloc(b, IR_OP_MEMREF_ALLOCA, M1(IR_I32, 2));
  tr = cint(b, IR_I1, 1);
  dl = ib_op(&B, b, IR_OP_BUFFERIZATION_DEALLOC, 0, NULL, 2, (IrValue *[]){a, tr});
  f = fn_end(b, 0, NULL);
  run("bufferization.dealloc of an alloca", f, NULL, &r, TVF_OK, 1, "dealloc of an alloca");
  b = fn_begin(0, NULL);
  a = alloc(b, IR_OP_MEMREF_ALLOCA, M1(IR_I32, 2));
  fa = cint(b, IR_I1, 0);
  dl = ib_op(&B, b, IR_OP_BUFFERIZATION_DEALLOC, 0, NULL, 2, (IrValue *[]){a, fa});
  f = fn_end(b, 0, NULL);
  run("bufferization.dealloc false condition", f, NULL, &r, TVF_OK, 0, NULL);
}

/* scf.for, affine.for, affine.apply/load/store, scf.if with memory. */
static void loop_cases(void) {
  EvalResult r;
  /* scf.for %i = lb to ub step s iter_args(%acc = 0) { store %i at [%i - lb]... } */
  IrType *at[1] = {M1(IR_INDEX, 4)};
  EvalTensor *args[1] = {iota(IR_INDEX, 1, (int64_t[]){4}, 100)};
  struct {
    int64_t lb, ub, step, sum;
    int ub_flag;
  } fc[] = {{0, 4, 1, 6, 0}, {0, 5, 2, 6, 0}, {-3, 1, 2, -4, 0}, {3, 3, 1, 0, 0},
            {5, 2, 1, 0, 0}, {0, 4, 0, 0, 1}, {0, 4, -1, 0, 1}};
  for (size_t c = 0; c < TVF_ARRAY_LEN(fc); c++) {
    IrBlock *b = fn_begin(1, at);
    IrValue *ctl[3] = {cidx(b, fc[c].lb), cidx(b, fc[c].ub), cidx(b, fc[c].step)};
    IrValue *zero = cidx(b, 0);
    IrBlock *body;
    IrOp *lp = loop_op(b, IR_OP_SCF_FOR, 3, ctl, 1, &zero, &body);
    IrValue *acc = val(body, IR_OP_ARITH_ADDI, S(IR_INDEX), 2, (IrValue *[]){body->args[1], body->args[0]});
    IrValue *pos = val(body, IR_OP_ARITH_ANDI, S(IR_INDEX), 2, (IrValue *[]){body->args[0], cidx(body, 3)});
    store(body, body->args[0], b->args[0], 1, pos);
    ib_op(&B, body, IR_OP_SCF_YIELD, 0, NULL, 1, &acc);
    IrFunc *f = fn_end(b, 1, lp->results);
    char name[64];
    snprintf(name, sizeof name, "scf.for %lld..%lld step %lld", (long long)fc[c].lb, (long long)fc[c].ub,
             (long long)fc[c].step);
    if (run(name, f, args, &r, TVF_OK, fc[c].ub_flag, "step is not positive") && !fc[c].ub_flag)
      check_vals(name, r.results[0], 1, &fc[c].sum);
  }
  {
    IrBlock *b = fn_begin(1, at);
    IrValue *ctl[3] = {cidx(b, 0), cidx(b, 4), cidx(b, 1)};
    IrBlock *body;
    loop_op(b, IR_OP_SCF_FOR, 3, ctl, 0, NULL, &body);
    store(body, body->args[0], b->args[0], 1, body->args[0]);
    ib_op(&B, body, IR_OP_SCF_YIELD, 0, NULL, 0, NULL);
    IrFunc *f = fn_end(b, 0, NULL);
    if (run("scf.for stores", f, args, &r, TVF_OK, 0, NULL))
      CHECK_VALS("scf.for stores", r.final_args[0], 0, 1, 2, 3);
  }
  /* unsigned comparison: i8 bounds 250..254 step 2 -> 250, 252 */
  {
    IrBlock *b = fn_begin(0, NULL);
    IrValue *ctl[3] = {cint(b, IR_I8, 250), cint(b, IR_I8, 254), cint(b, IR_I8, 2)};
    IrValue *zero = cint(b, IR_I8, 0);
    IrBlock *body;
    IrType *bt[2] = {S(IR_I8), S(IR_I8)};
    IrOp *lp = ib_op(&B, b, IR_OP_SCF_FOR, 1, bt, 4, (IrValue *[]){ctl[0], ctl[1], ctl[2], zero});
    ib_attr(&B, lp, "unsignedCmp", IR_ATTR_UNIT);
    body = ib_region(&B, lp, 2, bt);
    IrValue *one = cint(body, IR_I8, 1);
    IrValue *cnt = val(body, IR_OP_ARITH_ADDI, S(IR_I8), 2, (IrValue *[]){body->args[1], one});
    ib_op(&B, body, IR_OP_SCF_YIELD, 0, NULL, 1, &cnt);
    IrFunc *f = fn_end(b, 1, lp->results);
    if (run("scf.for unsigned", f, NULL, &r, TVF_OK, 0, NULL))
      CHECK_VALS("scf.for unsigned", r.results[0], 2);
  }
  /* affine.for reversing a buffer into another: for %i = max(0, %c1 - 1) to
   * min(4, 10) { %v = affine.load %a[%i]; affine.store %v, %b[3 - %i] } */
  {
    IrType *at2[2] = {M1(IR_I32, 4), M1(IR_I32, 4)};
    EvalTensor *args2[2] = {iota(IR_I32, 1, (int64_t[]){4}, 1), iota(IR_I32, 1, (int64_t[]){4}, 0)};
    IrBlock *b = fn_begin(2, at2);
    IrValue *c1 = cidx(b, 1);
    IrBlock *body;
    IrOp *lp = loop_op(b, IR_OP_AFFINE_FOR, 1, &c1, 0, NULL, &body);
    map_attr(lp, "lowerBoundMap", 1, 0, 2, C(0), ADD(D(0), C(-1)));
    map_attr(lp, "upperBoundMap", 0, 0, 2, C(4), C(10));
    ib_attr_int(&B, lp, "step", IR_INDEX, 1);
    seg(lp, 3, 1, 0, 0);
    IrOp *ldo = op_v(body, IR_OP_AFFINE_LOAD, S(IR_I32), 2, b->args[0], body->args[0]);
    map_attr(ldo, "map", 1, 0, 1, D(0));
    IrOp *sto = op_v(body, IR_OP_AFFINE_STORE, NULL, 3, ldo->results[0], b->args[1], body->args[0]);
    map_attr(sto, "map", 1, 0, 1, ADD(C(3), MUL(D(0), C(-1))));
    ib_op(&B, body, IR_OP_AFFINE_YIELD, 0, NULL, 0, NULL);
    IrOp *ap = op_v(b, IR_OP_AFFINE_APPLY, S(IR_INDEX), 2, cidx(b, 3), c1);
    map_attr(ap, "map", 1, 1, 1, ADD(MUL(D(0), C(2)), SY(0)));
    IrOp *ap2 = op_v(b, IR_OP_AFFINE_APPLY, S(IR_INDEX), 1, cidx(b, -7));
    map_attr(ap2, "map", 1, 0, 1, FDIV(D(0), C(2)));
    IrFunc *f = fn_end(b, 2, (IrValue *[]){ap->results[0], ap2->results[0]});
    if (run("affine.for", f, args2, &r, TVF_OK, 0, NULL)) {
      CHECK_VALS("affine.for reversed", r.final_args[1], 4, 3, 2, 1);
      CHECK_VALS("affine.apply", r.results[0], 7);
      CHECK_VALS("affine.apply floordiv", r.results[1], -4);
    }
    /* an affine.store outside the buffer */
    b = fn_begin(2, at2);
    IrOp *sto2 = op_v(b, IR_OP_AFFINE_STORE, NULL, 3, cint(b, IR_I32, 1), b->args[1], cidx(b, 2));
    map_attr(sto2, "map", 1, 0, 1, ADD(D(0), C(2)));
    f = fn_end(b, 0, NULL);
    run("affine.store OOB", f, args2, &r, TVF_OK, 1, "store out of bounds");
    /* affine.for with step 0 */
    b = fn_begin(2, at2);
    lp = loop_op(b, IR_OP_AFFINE_FOR, 0, NULL, 0, NULL, &body);
    map_attr(lp, "lowerBoundMap", 0, 0, 1, C(0));
    map_attr(lp, "upperBoundMap", 0, 0, 1, C(4));
    ib_attr_int(&B, lp, "step", IR_INDEX, 0);
    ib_op(&B, body, IR_OP_AFFINE_YIELD, 0, NULL, 0, NULL);
    f = fn_end(b, 0, NULL);
    run("affine.for step 0", f, args2, &r, TVF_OK, 1, "step is not positive");
  }
  /* scf.if with a store in the taken branch only */
  {
    IrType *at3[2] = {M1(IR_I32, 2), S(IR_I1)};
    IrBlock *b = fn_begin(2, at3);
    IrOp *ifo = op_v(b, IR_OP_SCF_IF, NULL, 1, b->args[1]);
    IrBlock *th = ib_region(&B, ifo, 0, NULL), *el = ib_region(&B, ifo, 0, NULL);
    store(th, cint(th, IR_I32, 11), b->args[0], 1, cidx(th, 0));
    ib_op(&B, th, IR_OP_SCF_YIELD, 0, NULL, 0, NULL);
    store(el, cint(el, IR_I32, 22), b->args[0], 1, cidx(el, 1));
    ib_op(&B, el, IR_OP_SCF_YIELD, 0, NULL, 0, NULL);
    IrFunc *f = fn_end(b, 0, NULL);
    EvalTensor *a3[2] = {iota(IR_I32, 1, (int64_t[]){2}, 0), scalar_i(IR_I1, 1)};
    if (run("scf.if then", f, a3, &r, TVF_OK, 0, NULL)) CHECK_VALS("scf.if then", r.final_args[0], 11, 1);
    a3[1] = scalar_i(IR_I1, 0);
    if (run("scf.if else", f, a3, &r, TVF_OK, 0, NULL)) CHECK_VALS("scf.if else", r.final_args[0], 0, 22);
  }
}

/* linalg on buffers: snapshot, tensor semantics, write back. */
static IrOp *generic_buf(IrBlock *blk, int nin, IrValue **ins, int nout, IrValue **outs, int rank) {
  IrValue *ops[8];
  IrType *bt[8];
  IrAttr *maps[8];
  int ids[4] = {0, 1, 2, 3};
  for (int i = 0; i < nin + nout; i++) {
    ops[i] = i < nin ? ins[i] : outs[i - nin];
    bt[i] = S(ops[i]->type->elem);
    maps[i] = ib_map(&B, rank, rank, ids);
  }
  IrOp *op = ib_op(&B, blk, IR_OP_LINALG_GENERIC, 0, NULL, nin + nout, ops);
  ib_attr_array(&B, op, "indexing_maps", nin + nout, maps);
  ib_iterators(&B, op, rank == 1 ? "p" : "pp");
  seg(op, 2, nin, nout);
  IrBlock *body = ib_region(&B, op, nin + nout, bt);
  IrValue *s = val(body, IR_OP_ARITH_ADDF, S(bt[0]->elem), 2, (IrValue *[]){body->args[0], body->args[0]});
  ib_op(&B, body, IR_OP_LINALG_YIELD, 0, NULL, 1, &s);
  return op;
}

static void linalg_cases(void) {
  EvalResult r;
  IrType *at[2] = {M1(IR_F32, 3), M1(IR_F32, 3)};
  EvalTensor *a = eval_tensor_new(&run_arena, EVAL_TENSOR, IR_F32, 1, (int64_t[]){3});
  EvalTensor *o = eval_tensor_new(&run_arena, EVAL_TENSOR, IR_F32, 1, (int64_t[]){3});
  for (int i = 0; i < 3; i++)
    a->bits[i] = fbits32((float)(i + 1)), o->bits[i] = fbits32(-1.0f);
  EvalTensor *args[2] = {a, o};
  IrBlock *b = fn_begin(2, at);
  generic_buf(b, 1, &b->args[0], 1, &b->args[1], 1);
  IrFunc *f = fn_end(b, 0, NULL);
  if (run("linalg on buffers", f, args, &r, TVF_OK, 0, NULL)) {
    CHECK_VALS("linalg out", r.final_args[1], (int64_t)fbits32(2), (int64_t)fbits32(4), (int64_t)fbits32(6));
    CHECK_VALS("linalg in", r.final_args[0], (int64_t)fbits32(1), (int64_t)fbits32(2), (int64_t)fbits32(3));
  }
  /* in place: the same view as input and output with the same map */
  b = fn_begin(2, at);
  generic_buf(b, 1, &b->args[0], 1, &b->args[0], 1);
  f = fn_end(b, 0, NULL);
  if (run("linalg in place", f, args, &r, TVF_OK, 0, NULL))
    CHECK_VALS("linalg in place", r.final_args[0], (int64_t)fbits32(2), (int64_t)fbits32(4),
               (int64_t)fbits32(6));
  /* overlapping views of one block: unsupported */
  b = fn_begin(2, at);
  IrValue *sv = subview(b, MR(IR_F32, 1, (int64_t[]){2}, (int64_t[]){1}, 1), b->args[0], (int64_t[]){1},
                        (int64_t[]){2}, (int64_t[]){1}, 0, NULL);
  IrValue *sv0 = subview(b, MR(IR_F32, 1, (int64_t[]){2}, (int64_t[]){1}, 0), b->args[0], (int64_t[]){0},
                         (int64_t[]){2}, (int64_t[]){1}, 0, NULL);
  generic_buf(b, 1, &sv, 1, &sv0, 1);
  f = fn_end(b, 0, NULL);
  run("linalg aliasing", f, args, &r, TVF_EUNSUPPORTED, -1, NULL);
  /* an output in a read-only block, an input in a freed one */
  IrType *at2[2] = {T1(IR_F32, 3), M1(IR_F32, 3)};
  EvalTensor *args2[2] = {a, o};
  b = fn_begin(2, at2);
  IrValue *ro = val(b, IR_OP_BUFFERIZATION_TO_BUFFER, M1(IR_F32, 3), 1, b->args);
  generic_buf(b, 1, &b->args[1], 1, &ro, 1);
  f = fn_end(b, 0, NULL);
  run("linalg into read-only", f, args2, &r, TVF_OK, 1, "read-only");
  b = fn_begin(2, at);
  op_v(b, IR_OP_MEMREF_DEALLOC, NULL, 1, b->args[0]);
  generic_buf(b, 1, &b->args[0], 1, &b->args[1], 1);
  f = fn_end(b, 0, NULL);
  run("linalg from freed", f, args, &r, TVF_OK, 1, "freed block");
}

/* The output convention shared with tv.c (tv_eval.h). */
static void convention_cases(void) {
  /* src stores 1 into %arg1[0], tgt stores 2 */
  IrFunc *fs[2];
  for (int k = 0; k < 2; k++) {
    IrType *at[2] = {T1(IR_I32, 2), M1(IR_I32, 2)};
    IrBlock *b = fn_begin(2, at);
    store(b, cint(b, IR_I32, k + 1), b->args[1], 1, cidx(b, 0));
    IrValue *res = b->args[0];
    fs[k] = fn_end(b, 1, &res);
  }
  TVF_CHECK(!tv_pair_has_aliasing_assumption(fs[0], fs[1]));
  IrType *two[2] = {M1(IR_I32, 2), M1(IR_I32, 2)};
  IrBlock *b2 = fn_begin(2, two);
  IrFunc *f2 = fn_end(b2, 0, NULL);
  TVF_CHECK(tv_pair_has_aliasing_assumption(f2, f2));
  /* a tensor in src and a memref in tgt count too */
  IrType *mixed[2] = {T1(IR_I32, 2), M1(IR_I32, 2)};
  IrBlock *b3 = fn_begin(2, mixed);
  IrFunc *f3 = fn_end(b3, 0, NULL);
  IrBlock *b4 = fn_begin(2, two);
  IrFunc *f4 = fn_end(b4, 0, NULL);
  TVF_CHECK(tv_pair_has_aliasing_assumption(f3, f4));
  TVF_CHECK(!tv_pair_has_aliasing_assumption(f3, f3));

  EvalTensor *args[2] = {iota(IR_I32, 1, (int64_t[]){2}, 0), iota(IR_I32, 1, (int64_t[]){2}, 5)};
  EvalResult es, et;
  if (!run("convention src", fs[0], args, &es, TVF_OK, 0, NULL) ||
      !run("convention tgt", fs[1], args, &et, TVF_OK, 0, NULL))
    return;
  TVF_CHECK(tv_eval_output(&es, 0) == es.results[0]);
  TVF_CHECK(tv_eval_output(&es, 1) == NULL); /* %arg0 is a tensor */
  TVF_CHECK(tv_eval_output(&es, 2) == es.final_args[1]);
  TVF_CHECK(tv_eval_output(&es, 3) == NULL);
  TvViolation exact = {0}, at = {0}, any = {0};
  tv_eval_scan(&es, &et, 2, 0, &at, &exact, &any);
  TVF_CHECK(exact.found && exact.k == 2 && exact.i == 0 && exact.stage == TV_STAGE_VALUE);
  TVF_CHECK(at.found && at.k == 2);
  TVF_CHECK_STREQ(tv_eval_output_name(&run_arena, NULL, 1, 2, 0), "%arg1 buffer[0]");
  TVF_CHECK_STREQ(tv_eval_output_name(&run_arena, NULL, 1, 0, 3), "result #0 element 3");
  const char *txt = tv_eval_outputs_text(&run_arena, NULL, &es, &et, 16);
  TVF_CHECK_STREQ(txt, "[0, 1]; %arg1 buffer [1, 6]");
  /* the same function against itself: no violation */
  exact = (TvViolation){0};
  tv_eval_scan(&es, &es, -1, -1, NULL, &exact, NULL);
  TVF_CHECK(!exact.found);
  /* a tgt that frees the buffer src keeps is more poisonous */
  IrType *at2[2] = {T1(IR_I32, 2), M1(IR_I32, 2)};
  IrBlock *b = fn_begin(2, at2);
  store(b, cint(b, IR_I32, 1), b->args[1], 1, cidx(b, 0));
  op_v(b, IR_OP_MEMREF_DEALLOC, NULL, 1, b->args[1]);
  IrValue *res = b->args[0];
  IrFunc *tf = fn_end(b, 1, &res);
  if (run("convention freeing tgt", tf, args, &et, TVF_OK, 0, NULL)) {
    exact = (TvViolation){0};
    tv_eval_scan(&es, &et, -1, -1, NULL, &exact, NULL);
    TVF_CHECK(exact.found && exact.k == 2 && exact.stage == TV_STAGE_POISON);
  }
  /* concrete screening finds the buffer difference and names it */
  TvOptions o;
  tv_options_default(&o);
  TvReport rep;
  memset(&rep, 0, sizeof rep);
  TVF_CHECK(tv_eval_screen(fs[0], fs[1], &o, &run_arena, &rep));
  TVF_CHECK_CONTAINS(rep.message, "%arg1 buffer[0]");
  TVF_CHECK_EQ_INT(rep.out_index, 2);
  TVF_CHECK_EQ_INT(rep.nargs, 2);
  memset(&rep, 0, sizeof rep);
  TVF_CHECK(!tv_eval_screen(fs[0], fs[0], &o, &run_arena, &rep));
}

int main(void) {
  arena_init(&build_arena, 0);
  arena_init(&run_arena, 0);
  B.a = &build_arena;
  load_store_cases();
  alloc_cases();
  metadata_cases();
  view_cases();
  global_copy_cases();
  bufferization_cases();
  loop_cases();
  linalg_cases();
  convention_cases();
  arena_destroy(&run_arena);
  arena_destroy(&build_arena);
  return tvf_test_report("eval/memref");
}
