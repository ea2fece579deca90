/*
 * test_encoder.c: unit tests of the encoder and refinement check on
 * hand-built IR (tests/encoder/irbuild.h): verdicts on correct and wrong
 * pairs in both FP domains, stage names, unsupported/invalid reporting and
 * the report printers.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "encoder/tv/tv.h"
#include "encoder/tv/tv_choice.h"
#include "support/testhelp.h"
#include "tests/encoder/irbuild.h"

static Arena arena;

static uint64_t f32b(float f) {
  uint32_t u;
  memcpy(&u, &f, sizeof u);
  return u;
}

/* ---- builders ---- */

/* func(%a: T, %b: T2) { %r = tosa.<k> %a, %b ; return %r } */
static IrFunc *tosa_binary(IrOpKind k, IrType *ta, IrType *tb, IrType *tr) {
  IrB b = {&arena, 0};
  IrType *args[2] = {ta, tb};
  IrBlock *body = ib_block(&b, 2, args);
  IrValue *r;
  if (k == IR_OP_TOSA_MUL) {
    IrType *st = ib_tensor(&b, IR_I8, 1, (int64_t)1);
    IrOp *c = ib_op(&b, body, IR_OP_TOSA_CONST, 1, &st, 0, NULL);
    ib_attr_dense_splat(&b, c, "values", st, 0);
    r = ib_op1(&b, body, k, tr, 3, body->args[0], body->args[1], c->results[0]);
  } else {
    r = ib_op1(&b, body, k, tr, 2, body->args[0], body->args[1]);
  }
  ib_op(&b, body, IR_OP_FUNC_RETURN, 0, NULL, 1, &r);
  return ib_func(&b, "f", body, 1, &tr);
}

/* A linalg.generic computing out = body_op(a, b) elementwise with identity
 * maps (b may be broadcast along dim 0 when its dim 0 is 1). */
static IrFunc *generic_binary(IrOpKind body_op, IrType *ta, IrType *tb, IrType *tr, bool swap) {
  IrB b = {&arena, 0};
  IrType *args[2] = {ta, tb};
  IrBlock *body = ib_block(&b, 2, args);
  IrValue *init = ib_op1(&b, body, IR_OP_TENSOR_EMPTY, tr, 0);
  IrValue *ops[3] = {body->args[0], body->args[1], init};
  IrOp *g = ib_op(&b, body, IR_OP_LINALG_GENERIC, 1, &tr, 3, ops);
  int rank = tr->rank;
  int id[8], bmap[8];
  for (int i = 0; i < rank; i++) {
    id[i] = i;
    bmap[i] = tb->dims[i] == 1 && tr->dims[i] != 1 ? -1 : i;
  }
  IrAttr *maps[3] = {ib_map(&b, rank, rank, id), ib_map(&b, rank, rank, bmap), ib_map(&b, rank, rank, id)};
  ib_attr_array(&b, g, "indexing_maps", 3, maps);
  char its[9] = "pppppppp";
  its[rank] = 0;
  ib_iterators(&b, g, its);
  IrType *st = ib_scalar(&b, tr->elem);
  IrType *bargs[3] = {ib_scalar(&b, ta->elem), ib_scalar(&b, tb->elem), st};
  IrBlock *gb = ib_region(&b, g, 3, bargs);
  IrValue *x = ib_op1(&b, gb, body_op, st, 2, gb->args[swap ? 1 : 0], gb->args[swap ? 0 : 1]);
  ib_op(&b, gb, IR_OP_LINALG_YIELD, 0, NULL, 1, &x);
  IrValue *r = g->results[0];
  ib_op(&b, body, IR_OP_FUNC_RETURN, 0, NULL, 1, &r);
  return ib_func(&b, "f", body, 1, &tr);
}

/* func(%a) { %r = tosa.<k> %a ; return %r } */
static IrFunc *tosa_unary(IrOpKind k, IrType *t) {
  IrB b = {&arena, 0};
  IrBlock *body = ib_block(&b, 1, &t);
  IrValue *r = ib_op1(&b, body, k, t, 1, body->args[0]);
  ib_op(&b, body, IR_OP_FUNC_RETURN, 0, NULL, 1, &r);
  return ib_func(&b, "f", body, 1, &t);
}

/* tosa.clamp %a {min_val = lo, max_val = hi} */
static IrFunc *tosa_clamp(IrType *t, float lo, float hi, const char *nan_mode) {
  IrB b = {&arena, 0};
  IrBlock *body = ib_block(&b, 1, &t);
  IrOp *c = ib_op(&b, body, IR_OP_TOSA_CLAMP, 1, &t, 1, body->args);
  ib_attr_float(&b, c, "min_val", IR_F32, lo, f32b(lo));
  ib_attr_float(&b, c, "max_val", IR_F32, hi, f32b(hi));
  if (nan_mode) ib_attr_enum(&b, c, "nan_mode", nan_mode);
  IrValue *r = c->results[0];
  ib_op(&b, body, IR_OP_FUNC_RETURN, 0, NULL, 1, &r);
  return ib_func(&b, "f", body, 1, &t);
}

/* generic { minimumf(maximumf(x, lo), hi) } (or the *num variants). */
static IrFunc *generic_clamp(IrType *t, float lo, float hi, bool num) {
  IrB b = {&arena, 0};
  IrBlock *body = ib_block(&b, 1, &t);
  IrType *st = ib_scalar(&b, IR_F32);
  IrOp *clo = ib_op(&b, body, IR_OP_ARITH_CONSTANT, 1, &st, 0, NULL);
  ib_attr_float(&b, clo, "value", IR_F32, lo, f32b(lo));
  IrOp *chi = ib_op(&b, body, IR_OP_ARITH_CONSTANT, 1, &st, 0, NULL);
  ib_attr_float(&b, chi, "value", IR_F32, hi, f32b(hi));
  IrValue *init = ib_op1(&b, body, IR_OP_TENSOR_EMPTY, t, 0);
  IrValue *ops[2] = {body->args[0], init};
  IrOp *g = ib_op(&b, body, IR_OP_LINALG_GENERIC, 1, &t, 2, ops);
  int id[8];
  for (int i = 0; i < t->rank; i++)
    id[i] = i;
  IrAttr *maps[2] = {ib_map(&b, t->rank, t->rank, id), ib_map(&b, t->rank, t->rank, id)};
  ib_attr_array(&b, g, "indexing_maps", 2, maps);
  char its[9] = "pppppppp";
  its[t->rank] = 0;
  ib_iterators(&b, g, its);
  IrType *bargs[2] = {st, st};
  IrBlock *gb = ib_region(&b, g, 2, bargs);
  IrValue *m =
      ib_op1(&b, gb, num ? IR_OP_ARITH_MAXNUMF : IR_OP_ARITH_MAXIMUMF, st, 2, gb->args[0], clo->results[0]);
  IrValue *x = ib_op1(&b, gb, num ? IR_OP_ARITH_MINNUMF : IR_OP_ARITH_MINIMUMF, st, 2, m, chi->results[0]);
  ib_op(&b, gb, IR_OP_LINALG_YIELD, 0, NULL, 1, &x);
  IrValue *r = g->results[0];
  ib_op(&b, body, IR_OP_FUNC_RETURN, 0, NULL, 1, &r);
  return ib_func(&b, "f", body, 1, &t);
}

/* tosa.slice %a, start, size */
static IrFunc *tosa_slice(IrType *in, IrType *out, int64_t s0, int64_t s1) {
  IrB b = {&arena, 0};
  IrBlock *body = ib_block(&b, 1, &in);
  IrType *sh = ib_shape(&b, 2);
  IrOp *start = ib_op(&b, body, IR_OP_TOSA_CONST_SHAPE, 1, &sh, 0, NULL);
  int64_t sv[2] = {s0, s1}, zv[2] = {out->dims[0], out->dims[1]};
  ib_attr_ints(&b, start, "values", 2, sv);
  IrOp *size = ib_op(&b, body, IR_OP_TOSA_CONST_SHAPE, 1, &sh, 0, NULL);
  ib_attr_ints(&b, size, "values", 2, zv);
  IrValue *r = ib_op1(&b, body, IR_OP_TOSA_SLICE, out, 3, body->args[0], start->results[0], size->results[0]);
  ib_op(&b, body, IR_OP_FUNC_RETURN, 0, NULL, 1, &r);
  return ib_func(&b, "f", body, 1, &out);
}

/* tensor.extract_slice %a[o0, o1][sizes][1, 1]; o1 is a dynamic index
 * constant when dyn is set. */
static IrFunc *extract_slice(IrType *in, IrType *out, int64_t o0, int64_t o1, bool dyn) {
  IrB b = {&arena, 0};
  IrBlock *body = ib_block(&b, 1, &in);
  IrValue *ops[2] = {body->args[0], NULL};
  int nops = 1;
  if (dyn) {
    IrType *it = ib_scalar(&b, IR_INDEX);
    IrOp *c = ib_op(&b, body, IR_OP_ARITH_CONSTANT, 1, &it, 0, NULL);
    ib_attr_int(&b, c, "value", IR_INDEX, o1);
    ops[nops++] = c->results[0];
  }
  IrOp *s = ib_op(&b, body, IR_OP_TENSOR_EXTRACT_SLICE, 1, &out, nops, ops);
  int64_t off[2] = {o0, dyn ? IR_DYN : o1}, sz[2] = {out->dims[0], out->dims[1]}, str[2] = {1, 1};
  ib_attr_ints(&b, s, "static_offsets", 2, off);
  ib_attr_ints(&b, s, "static_sizes", 2, sz);
  ib_attr_ints(&b, s, "static_strides", 2, str);
  IrValue *r = s->results[0];
  ib_op(&b, body, IR_OP_FUNC_RETURN, 0, NULL, 1, &r);
  return ib_func(&b, "f", body, 1, &out);
}

/* tosa.reduce_sum %a {axis = 1} on 2xN f32 */
static IrFunc *tosa_reduce_sum(IrType *in, IrType *out) {
  IrB b = {&arena, 0};
  IrBlock *body = ib_block(&b, 1, &in);
  IrOp *r = ib_op(&b, body, IR_OP_TOSA_REDUCE_SUM, 1, &out, 1, body->args);
  ib_attr_int(&b, r, "axis", IR_I32, 1);
  IrValue *v = r->results[0];
  ib_op(&b, body, IR_OP_FUNC_RETURN, 0, NULL, 1, &v);
  return ib_func(&b, "f", body, 1, &out);
}

/* linalg.fill 0.0 + generic reduction over d1 (order reversed if rev). */
static IrFunc *generic_reduce_sum(IrType *in, IrType *out, float init_val) {
  IrB b = {&arena, 0};
  IrBlock *body = ib_block(&b, 1, &in);
  IrType *st = ib_scalar(&b, IR_F32);
  IrOp *zero = ib_op(&b, body, IR_OP_ARITH_CONSTANT, 1, &st, 0, NULL);
  ib_attr_float(&b, zero, "value", IR_F32, init_val, f32b(init_val));
  IrValue *empty = ib_op1(&b, body, IR_OP_TENSOR_EMPTY, out, 0);
  IrValue *fops[2] = {zero->results[0], empty};
  IrOp *fill = ib_op(&b, body, IR_OP_LINALG_FILL, 1, &out, 2, fops);
  int none[1] = {0}, id2[2] = {0, 1};
  IrAttr *fmaps[2] = {ib_map(&b, 2, 0, none), ib_map(&b, 2, 2, id2)};
  ib_attr_array(&b, fill, "indexing_maps", 2, fmaps);
  ib_iterators(&b, fill, "pp");
  IrType *fargs[2] = {st, st};
  IrBlock *fb = ib_region(&b, fill, 2, fargs);
  ib_op(&b, fb, IR_OP_LINALG_YIELD, 0, NULL, 1, &fb->args[0]);
  IrValue *gops[2] = {body->args[0], fill->results[0]};
  IrOp *g = ib_op(&b, body, IR_OP_LINALG_GENERIC, 1, &out, 2, gops);
  int omap[2] = {0, -1};
  IrAttr *maps[2] = {ib_map(&b, 2, 2, id2), ib_map(&b, 2, 2, omap)};
  ib_attr_array(&b, g, "indexing_maps", 2, maps);
  ib_iterators(&b, g, "pr");
  IrType *gargs[2] = {st, st};
  IrBlock *gb = ib_region(&b, g, 2, gargs);
  IrValue *s = ib_op1(&b, gb, IR_OP_ARITH_ADDF, st, 2, gb->args[1], gb->args[0]);
  ib_op(&b, gb, IR_OP_LINALG_YIELD, 0, NULL, 1, &s);
  IrValue *r = g->results[0];
  ib_op(&b, body, IR_OP_FUNC_RETURN, 0, NULL, 1, &r);
  return ib_func(&b, "f", body, 1, &out);
}

/* func(%a) { %e = tensor.empty ; return %e or %a } */
static IrFunc *return_empty(IrType *t, bool empty) {
  IrB b = {&arena, 0};
  IrBlock *body = ib_block(&b, 1, &t);
  IrValue *r = empty ? ib_op1(&b, body, IR_OP_TENSOR_EMPTY, t, 0) : body->args[0];
  ib_op(&b, body, IR_OP_FUNC_RETURN, 0, NULL, 1, &r);
  return ib_func(&b, "f", body, 1, &t);
}

/* func(%a) { %x = <unknown op> %a ; return %x } */
static IrFunc *unknown_op(IrType *t) {
  IrB b = {&arena, 0};
  IrBlock *body = ib_block(&b, 1, &t);
  IrOp *op = ib_op(&b, body, IR_OP_UNKNOWN, 1, &t, 1, body->args);
  op->name = "tosa.custom";
  IrValue *r = op->results[0];
  ib_op(&b, body, IR_OP_FUNC_RETURN, 0, NULL, 1, &r);
  return ib_func(&b, "f", body, 1, &t);
}

/* ---- checking ---- */

/* --fp-policy=strict for the expectations that need the literal pseudo-code. */
static bool literal_policy;

static TvReport check(const IrFunc *src, const IrFunc *tgt, FpDomKind dom) {
  TvOptions o;
  tv_options_default(&o);
  o.fp = dom;
  o.literal_zero_sign = literal_policy;
  o.timeout_ms = 30000;
  TvReport r;
  Diag d;
  diag_init(&d);
  TvfStatus s = tv_check_funcs(src, tgt, &o, &arena, &r, &d);
  TVF_CHECK_EQ_INT(s, TVF_OK);
  return r;
}

#define EXPECT(name, src, tgt, dom, want_v, want_s)                                                          \
  do {                                                                                                       \
    TvReport r_ = check(src, tgt, dom);                                                                      \
    TVF_CHECK_MSG(r_.verdict == (want_v) && r_.stage == (want_s), "%s [%s]: got %s/%s (%s), want %s/%s",     \
                  name, fpdom_kind_name(dom), tv_verdict_name(r_.verdict), tv_stage_name(r_.stage),          \
                  r_.message, tv_verdict_name(want_v), tv_stage_name(want_s));                               \
  } while (0)

static void test_names(void) {
  TvVerdict v;
  TVF_CHECK(tv_verdict_from_name("invalid-input", &v) && v == TV_INVALID_INPUT);
  TVF_CHECK(!tv_verdict_from_name("bogus", &v));
  TVF_CHECK_EQ_INT(tv_verdict_exit_code(TV_MISCOMPILE), 1);
  TVF_CHECK_EQ_INT(tv_verdict_exit_code(TV_ERROR), 6);
  TVF_CHECK(tv_verdict_severity(TV_MISCOMPILE) > tv_verdict_severity(TV_ERROR));
  TVF_CHECK(tv_verdict_severity(TV_TIMEOUT) > tv_verdict_severity(TV_UNSUPPORTED));
  TvStage s;
  TVF_CHECK(tv_stage_from_name("poison", &s) && s == TV_STAGE_POISON);
  TVF_CHECK_STREQ(tv_stage_name(TV_STAGE_VALUE), "value");
}

static void test_pairs(FpDomKind dom) {
  IrB tb = {&arena, 0};
  IrType *t23 = ib_tensor(&tb, IR_F32, 2, (int64_t)2, (int64_t)3);
  IrType *t13 = ib_tensor(&tb, IR_F32, 2, (int64_t)1, (int64_t)3);
  IrType *i23 = ib_tensor(&tb, IR_I32, 2, (int64_t)2, (int64_t)3);
  IrType *t45 = ib_tensor(&tb, IR_F32, 2, (int64_t)4, (int64_t)5);
  IrType *t21 = ib_tensor(&tb, IR_F32, 2, (int64_t)2, (int64_t)1);

  /* tosa.add == generic addf (either operand order) */
  IrFunc *add = tosa_binary(IR_OP_TOSA_ADD, t23, t23, t23);
  EXPECT("add/addf", add, generic_binary(IR_OP_ARITH_ADDF, t23, t23, t23, false), dom, TV_CORRECT,
         TV_STAGE_NONE);
  /* FP commutativity is hard for bit-blasted FPA: abstract domain only. */
  if (dom == FPDOM_ABSTRACT)
    EXPECT("add/addf swapped", add, generic_binary(IR_OP_ARITH_ADDF, t23, t23, t23, true), dom, TV_CORRECT,
           TV_STAGE_NONE);
  EXPECT("add/subf", add, generic_binary(IR_OP_ARITH_SUBF, t23, t23, t23, false), dom, TV_MISCOMPILE,
         TV_STAGE_VALUE);
  /* broadcasting */
  IrFunc *addb = tosa_binary(IR_OP_TOSA_ADD, t23, t13, t23);
  EXPECT("add bcast", addb, generic_binary(IR_OP_ARITH_ADDF, t23, t13, t23, false), dom, TV_CORRECT,
         TV_STAGE_NONE);
  /* sub is not commutative */
  IrFunc *sub = tosa_binary(IR_OP_TOSA_SUB, t23, t23, t23);
  EXPECT("sub/subf swapped", sub, generic_binary(IR_OP_ARITH_SUBF, t23, t23, t23, true), dom, TV_MISCOMPILE,
         TV_STAGE_VALUE);
  /* mul with shift 0 */
  IrFunc *mul = tosa_binary(IR_OP_TOSA_MUL, t23, t23, t23);
  if (dom == FPDOM_ABSTRACT)
    EXPECT("mul/mulf", mul, generic_binary(IR_OP_ARITH_MULF, t23, t23, t23, true), dom, TV_CORRECT,
           TV_STAGE_NONE);
  /* maximum PROPAGATE: literal apply_max_s keeps the first operand on a
   * +0/-0 tie, but a zero result of MAXIMUM may have either sign (issue 13,
   * sem_tosa.c zero_sign_choice), so maximumf's +0 for (-0, +0) is allowed;
   * maxnumf differs on NaN. */
  IrFunc *mx = tosa_binary(IR_OP_TOSA_MAXIMUM, t23, t23, t23);
  EXPECT("maximum/maximumf", mx, generic_binary(IR_OP_ARITH_MAXIMUMF, t23, t23, t23, false), dom, TV_CORRECT,
         TV_STAGE_NONE);
  EXPECT("maximum/maximum", mx, mx, dom, TV_CORRECT, TV_STAGE_NONE);
  EXPECT("maximum/maxnumf", mx, generic_binary(IR_OP_ARITH_MAXNUMF, t23, t23, t23, false), dom, TV_MISCOMPILE,
         TV_STAGE_VALUE);

  /* clamp */
  IrFunc *cl = tosa_clamp(t23, -1.0f, 1.0f, NULL);
  EXPECT("clamp/min-max", cl, generic_clamp(t23, -1.0f, 1.0f, false), dom, TV_CORRECT, TV_STAGE_NONE);
  EXPECT("clamp/wrong bound", cl, generic_clamp(t23, -1.0f, 2.0f, false), dom, TV_MISCOMPILE, TV_STAGE_VALUE);
  EXPECT("clamp/num variants", cl, generic_clamp(t23, -1.0f, 1.0f, true), dom, TV_MISCOMPILE, TV_STAGE_VALUE);
  IrFunc *cli = tosa_clamp(t23, -1.0f, 1.0f, "IGNORE");
  EXPECT("clamp IGNORE/num variants", cli, generic_clamp(t23, -1.0f, 1.0f, true), dom, TV_CORRECT,
         TV_STAGE_NONE);

  /* slices */
  IrFunc *sl = tosa_slice(t45, t23, 1, 2);
  EXPECT("slice/extract_slice", sl, extract_slice(t45, t23, 1, 2, false), dom, TV_CORRECT, TV_STAGE_NONE);
  EXPECT("slice/extract_slice dyn", sl, extract_slice(t45, t23, 1, 2, true), dom, TV_CORRECT, TV_STAGE_NONE);
  EXPECT("slice/wrong offset", sl, extract_slice(t45, t23, 1, 1, false), dom, TV_MISCOMPILE, TV_STAGE_VALUE);

  /* reductions: strict order, init +0.0 */
  IrFunc *rs = tosa_reduce_sum(t23, t21);
  EXPECT("reduce_sum/generic", rs, generic_reduce_sum(t23, t21, 0.0f), dom, TV_CORRECT, TV_STAGE_NONE);
  /* (small shape: the all -0.0 counterexample is slow for bit-blasted FPA) */
  IrType *t12 = ib_tensor(&tb, IR_F32, 2, (int64_t)1, (int64_t)1);
  IrType *t11 = ib_tensor(&tb, IR_F32, 2, (int64_t)1, (int64_t)1);
  /* A -0 start makes an all -0 sum -0 where the pseudo-code's +0 start gives
   * +0: a miscompile for the literal pseudo-code, and correct under the spec
   * policy: TOSA 1.0 checks REDUCE_SUM as a dot product, whose zero result
   * may have either sign (docs/DESIGN.md "TOSA compliance"). */
  literal_policy = true;
  EXPECT("reduce_sum/init -0 strict", tosa_reduce_sum(t12, t11), generic_reduce_sum(t12, t11, -0.0f), dom,
         TV_MISCOMPILE, TV_STAGE_VALUE);
  literal_policy = false;
  EXPECT("reduce_sum/init -0 spec", tosa_reduce_sum(t12, t11), generic_reduce_sum(t12, t11, -0.0f), dom,
         TV_CORRECT, TV_STAGE_NONE);
  /* ...but a wrong start that is no zero is wrong under every policy */
  literal_policy = true;
  EXPECT("reduce_sum/init 1 strict", tosa_reduce_sum(t12, t11), generic_reduce_sum(t12, t11, 1.0f), dom,
         TV_MISCOMPILE, TV_STAGE_VALUE);
  literal_policy = false;
  EXPECT("reduce_sum/init 1 spec", tosa_reduce_sum(t12, t11), generic_reduce_sum(t12, t11, 1.0f), dom,
         TV_MISCOMPILE, TV_STAGE_VALUE);

  /* integer add: tosa REQUIREs no overflow (UB in src) */
  IrFunc *iadd = tosa_binary(IR_OP_TOSA_ADD, i23, i23, i23);
  IrFunc *addi = generic_binary(IR_OP_ARITH_ADDI, i23, i23, i23, false);
  EXPECT("tosa add i32/addi", iadd, addi, dom, TV_CORRECT, TV_STAGE_NONE);
  EXPECT("addi/tosa add i32", addi, iadd, dom, TV_MISCOMPILE, TV_STAGE_UB);
  IrFunc *isub = tosa_binary(IR_OP_TOSA_SUB, i23, i23, i23);
  EXPECT("tosa add i32/subi", iadd, generic_binary(IR_OP_ARITH_SUBI, i23, i23, i23, false), dom,
         TV_MISCOMPILE, TV_STAGE_VALUE);
  (void)isub;

  /* uninitialized results are poison */
  EXPECT("arg/empty", return_empty(t23, false), return_empty(t23, true), dom, TV_MISCOMPILE, TV_STAGE_POISON);
  EXPECT("empty/arg", return_empty(t23, true), return_empty(t23, false), dom, TV_CORRECT, TV_STAGE_NONE);

  /* approximated operations: exp(x) vs x fails at x = 0 (exp(0) = 1 is an
   * IEEE special case), whatever the uninterpreted exp computes elsewhere. */
  IrB ub = {&arena, 0};
  IrType *t2 = ib_tensor(&ub, IR_F32, 1, (int64_t)2);
  EXPECT("exp/identity", tosa_unary(IR_OP_TOSA_EXP, t2), return_empty(t2, false), dom, TV_MISCOMPILE,
         TV_STAGE_VALUE);
  EXPECT("exp/exp", tosa_unary(IR_OP_TOSA_EXP, t2), tosa_unary(IR_OP_TOSA_EXP, t2), dom, TV_CORRECT,
         TV_STAGE_NONE);

  /* identity checks */
  EXPECT("add/add", add, add, dom, TV_CORRECT, TV_STAGE_NONE);
}

static void test_failures(void) {
  IrB tb = {&arena, 0};
  IrType *t23 = ib_tensor(&tb, IR_F32, 2, (int64_t)2, (int64_t)3);
  IrType *t22 = ib_tensor(&tb, IR_F32, 2, (int64_t)2, (int64_t)2);
  IrType *big = ib_tensor(&tb, IR_F32, 2, (int64_t)100, (int64_t)100);
  IrType *t13 = ib_tensor(&tb, IR_F32, 2, (int64_t)1, (int64_t)3);
  IrType *t43 = ib_tensor(&tb, IR_F32, 2, (int64_t)4, (int64_t)3);

  TvReport r = check(unknown_op(t23), unknown_op(t23), FPDOM_EXACT);
  TVF_CHECK_EQ_INT(r.verdict, TV_UNSUPPORTED);
  TVF_CHECK_CONTAINS(r.message, "unsupported op 'tosa.custom' at test.mlir:1:1");

  IrFunc *bigadd = tosa_binary(IR_OP_TOSA_ADD, big, big, big);
  r = check(bigadd, bigadd, FPDOM_EXACT);
  /* Above max_elements the lazy mode (encoder/tv/lazy.c) takes over. */
  TVF_CHECK_EQ_INT(r.verdict, TV_CORRECT);
  TVF_CHECK_CONTAINS(r.message, "lazy mode");

  /* result types differ: shape stage, no solver */
  r = check(return_empty(t23, false), generic_binary(IR_OP_ARITH_ADDF, t23, t23, t22, false), FPDOM_EXACT);
  TVF_CHECK(r.verdict == TV_INVALID_INPUT || (r.verdict == TV_MISCOMPILE && r.stage == TV_STAGE_SHAPE));

  /* ERROR_IF: broadcast of 4x3 with 1x3 into 2x3 is invalid */
  IrFunc *bad = tosa_binary(IR_OP_TOSA_ADD, t43, t13, t23);
  IrFunc *badt = tosa_binary(IR_OP_TOSA_ADD, t43, t13, t23);
  r = check(bad, badt, FPDOM_EXACT);
  TVF_CHECK_EQ_INT(r.verdict, TV_INVALID_INPUT);
  TVF_CHECK_CONTAINS(r.message, "ERROR_IF");

  /* reports */
  IrFunc *add = tosa_binary(IR_OP_TOSA_ADD, t23, t23, t23);
  r = check(add, generic_binary(IR_OP_ARITH_SUBF, t23, t23, t23, false), FPDOM_EXACT);
  TVF_CHECK_EQ_INT(r.verdict, TV_MISCOMPILE);
  TVF_CHECK_EQ_INT(r.nargs, 2);
  TVF_CHECK(r.src_value && r.tgt_value && r.out_coords);
  StrBuf sb = STRBUF_INIT;
  tv_report_print(&r, &sb);
  TVF_CHECK_CONTAINS(sb_cstr(&sb), "verdict: miscompile (stage value)");
  TVF_CHECK_CONTAINS(sb_cstr(&sb), "%arg0 : tensor<2x3xf32> = [");
  sb_clear(&sb);
  tv_report_json(&r, &sb);
  TVF_CHECK_CONTAINS(sb_cstr(&sb), "\"verdict\":\"miscompile\"");
  TVF_CHECK_CONTAINS(sb_cstr(&sb), "\"stage\":\"value\"");
  TVF_CHECK(strchr(sb_cstr(&sb), '\n') == NULL);
  sb_free(&sb);
}

/* tvc_forall over a Bool choice (expanded) and a bit-vector one (the NaN
 * encoding of a bitcast: left to a Z3 quantifier). */
static SmtResult forall_check(SmtCtx *c, const TvcVars *cv, SmtTerm body) {
  int idx[2];
  int n = tvc_vars_in(cv, c, body, idx);
  SmtSolver *s = smt_solver_create(c);
  smt_solver_assert(s, tvc_forall(cv, c, idx, n, body));
  SmtResult r = smt_solver_check(s, 10000);
  smt_solver_destroy(s);
  return r;
}

static void test_choice_forall(void) {
  Diag d;
  diag_init(&d);
  SmtCtx *c = smt_ctx_create(10000, &d);
  TVF_CHECK(c != NULL);
  if (!c) return;
  SmtTerm vars[2] = {smt_var(c, "src_zero_sign_0_", smt_sort_bool(c)),
                     smt_var(c, "src_nan_bits_1_", smt_sort_bv(c, 8))};
  TvcVars cv;
  TVF_CHECK(tvc_init(&cv, c, &arena, vars, 2));
  SmtTerm x = smt_var(c, "x", smt_sort_bv(c, 8));
  /* exists x. forall v. x != v: no such x */
  TVF_CHECK_EQ_INT(forall_check(c, &cv, smt_not(c, smt_eq(c, x, vars[1]))), SMT_UNSAT);
  /* exists x. forall b, v. (b ? x : x) == x | (v & 0) */
  SmtTerm zero = smt_bv_and(c, vars[1], smt_bv_u64(c, 8, 0));
  SmtTerm body = smt_eq(c, smt_ite(c, vars[0], x, x), smt_bv_or(c, x, zero));
  TVF_CHECK_EQ_INT(forall_check(c, &cv, body), SMT_SAT);
  /* exists x. forall b. x == (b ? 1 : 2): none */
  body = smt_eq(c, x, smt_ite(c, vars[0], smt_bv_u64(c, 8, 1), smt_bv_u64(c, 8, 2)));
  TVF_CHECK_EQ_INT(forall_check(c, &cv, body), SMT_UNSAT);
  smt_ctx_destroy(c);
}

static void test_int_text(void) {
  char b[32];
  ir_int_value_text(IR_I8, false, 0xff, b, sizeof b);
  TVF_CHECK_MSG(!strcmp(b, "-1"), "%s", b);
  ir_int_value_text(IR_I8, true, 0xff, b, sizeof b);
  TVF_CHECK_MSG(!strcmp(b, "255"), "%s", b);
  ir_int_value_text(IR_I8, true, 0x1ff, b, sizeof b); /* bits above the width ignored */
  TVF_CHECK_MSG(!strcmp(b, "255"), "%s", b);
  ir_int_value_text(IR_I1, false, 1, b, sizeof b);
  TVF_CHECK(!strcmp(b, "true"));
  ir_int_value_text(IR_INDEX, false, ~UINT64_C(0), b, sizeof b);
  TVF_CHECK(!strcmp(b, "-1"));
  ir_int_value_text(IR_I64, true, ~UINT64_C(0), b, sizeof b);
  TVF_CHECK(!strcmp(b, "18446744073709551615"));
  ir_int_value_text(ir_elem_int(3), false, 4, b, sizeof b);
  TVF_CHECK_MSG(!strcmp(b, "-4"), "%s", b);
}

int main(int argc, char **argv) {
  arena_init(&arena, 0);
  bool only_exact = argc > 1 && strcmp(argv[1], "--exact-only") == 0;
  test_names();
  test_int_text();
  test_pairs(FPDOM_EXACT);
  if (!only_exact) test_pairs(FPDOM_ABSTRACT);
  test_failures();
  test_choice_forall();
  arena_destroy(&arena);
  return tvf_test_report("test_encoder");
}
