/*
 * gen_tosa_nn.c: reductions, matmul, convolution and pooling productions.
 *
 * Reductions keep rank (argmax drops the axis); matmul/conv/depthwise/pool pick element and
 * accumulator types from the TOSA 1.0 profile tables, and kernel, stride, dilation and pads so
 * that the output-size equations hold with exact divisibility by the stride (as the MLIR verifier
 * requires) and pool pads stay below the kernel.
 */
#include <stdio.h>
#include <string.h>

#include "gen/tosa_internal.h"

/* ---- reductions ---- */

int gen_tosa_build_reduce(GenState *st, GenOpId op, int xi) {
  GenType X = V(xi)->t, R = X;
  GenElem e = (GenElem)X.et;
  GenFacts xf = V(xi)->f, rf = xf;
  int axis = (int)gen_upto(st->c, (uint32_t)X.rank, "reduce.axis");
  if (op == GEN_OP_TOSA_REDUCE_SUM && gen_elem_is_int(e) && xf.cst) {
    /* pick the axis with the smallest extent so a constant-only sum cannot overflow */
    for (int i = 0; i < X.rank; i++)
      if (X.dims[i] < X.dims[axis]) axis = i;
  }
  int64_t n = X.dims[axis];
  R.dims[axis] = 1;
  GenAttrs at = {{0}, 0};
  gen_attr(&at, "axis = %d : i32", axis);
  gen_note_attr(st, "%s.axis=%d", gen_op_name(op), axis);
  if (op == GEN_OP_TOSA_REDUCE_MAX || op == GEN_OP_TOSA_REDUCE_MIN) gen_tosa_nan_mode(st, &at, op, e, xf.fp);
  if (op == GEN_OP_TOSA_REDUCE_SUM || op == GEN_OP_TOSA_REDUCE_PRODUCT) {
    if (gen_elem_is_float(e))
      rf.fp = gen_fp_arith(xf.fp, xf.fp);
    else
      rf = gen_facts_int(e, xf.lo * n, xf.hi * n, xf.cst);
  }
  int r = gen_value_new(st, R, rf);
  if (r < 0) return -1;
  GenOpd a[1] = {gen_opd(xi)};
  gen_tosa_emit(st, r, op, a, 1, &at);
  return r;
}

int gen_tosa_build_argmax(GenState *st, int xi) {
  GenType X = V(xi)->t, R;
  GenElem e = (GenElem)X.et;
  int axis = (int)gen_upto(st->c, (uint32_t)X.rank, "argmax.axis");
  int32_t dims[GEN_MAX_RANK];
  int k = 0;
  for (int i = 0; i < X.rank; i++)
    if (i != axis) dims[k++] = X.dims[i];
  R = gen_type_make(GE_I32, k, dims);
  GenAttrs at = {{0}, 0};
  gen_attr(&at, "axis = %d : i32", axis);
  gen_note_attr(st, "tosa.argmax.axis=%d", axis);
  gen_tosa_nan_mode(st, &at, GEN_OP_TOSA_ARGMAX, e, V(xi)->f.fp);
  int r = gen_value_new(st, R, gen_facts_int(GE_I32, 0, X.dims[axis] - 1, V(xi)->f.cst));
  if (r < 0) return -1;
  GenOpd a[1] = {gen_opd(xi)};
  gen_tosa_emit(st, r, GEN_OP_TOSA_ARGMAX, a, 1, &at);
  return r;
}

/* Output element type of matmul/conv for input e: i8 -> i32; f16 -> f16 or f32 (matmul) / f16
 * (conv); bf16 -> f32 (matmul) / bf16 (conv). acc receives the accumulator type. */
static GenElem acc_type(GenState *st, GenElem e, GenOpId op) {
  if (e == GE_I8 || e == GE_I16) return GE_I32;
  if (e == GE_F32) return GE_F32;
  if (e == GE_BF16) return GE_F32;
  bool wide = gen_flip(st->c, P(acc_wide), "acc.wide");
  gen_note_attr(st, "%s.acc_type=%s", gen_op_name(op), wide ? "f32" : "f16");
  return wide ? GE_F32 : GE_F16;
}

int gen_tosa_build_matmul(GenState *st, int xi) {
  GenType X = V(xi)->t;
  GenElem e = (GenElem)X.et;
  bool x_is_b = gen_flip(st->c, 25, "matmul.x_is_b");
  int32_t N = X.dims[0];
  GenType A, B;
  int64_t M = st->o->max_elements;
  if (!x_is_b) { /* x = [N,H,C], B = [N,C,W] */
    int32_t H = X.dims[1], C = X.dims[2];
    int64_t Wmax = gen_min64(st->o->max_dim, gen_min64(M / ((int64_t)N * C), M / ((int64_t)N * H)));
    int32_t W = (int32_t)gen_range(st->c, 1, gen_max64(1, Wmax), "matmul.W");
    A = X;
    B = gen_type_make(e, 3, (int32_t[]){N, C, W});
  } else { /* x = [N,C,W], A = [N,H,C] */
    int32_t C = X.dims[1], W = X.dims[2];
    int64_t Hmax = gen_min64(st->o->max_dim, gen_min64(M / ((int64_t)N * C), M / ((int64_t)N * W)));
    int32_t H = (int32_t)gen_range(st->c, 1, gen_max64(1, Hmax), "matmul.H");
    B = X;
    A = gen_type_make(e, 3, (int32_t[]){N, H, C});
  }
  int other;
  GenWant w = gen_want(x_is_b ? A : B);
  if (gen_flip(st->c, P(weights_const), "matmul.const"))
    other = gen_const(st, &w, false);
  else
    other = gen_operand(st, &w);
  if (other < 0) return -1;
  int a = x_is_b ? other : xi, b = x_is_b ? xi : other;
  int za = gen_tosa_zero_point(st, e, true), zb = gen_tosa_zero_point(st, e, true);
  if (za < 0 || zb < 0) return -1;
  GenElem re = acc_type(st, e, GEN_OP_TOSA_MATMUL);
  GenType R = gen_type_make(re, 3, (int32_t[]){N, A.dims[1], B.dims[2]});
  GenFacts rf = gen_facts_full(re);
  rf.cst = V(a)->f.cst && V(b)->f.cst;
  if (gen_elem_is_float(e)) rf.fp = gen_fp_arith(V(a)->f.fp, V(b)->f.fp);
  gen_note_attr(st, "tosa.matmul.types=%s->%s", gen_elem_name(e), gen_elem_name(re));
  int r = gen_value_new(st, R, rf);
  if (r < 0) return -1;
  GenOpd o[4] = {gen_opd(a), gen_opd(b), gen_opd(za), gen_opd(zb)};
  gen_tosa_emit(st, r, GEN_OP_TOSA_MATMUL, o, 4, NULL);
  return r;
}

/* ---- convolution and pooling ---- */

typedef struct Axis {
  int64_t k, s, d, p0, p1, out;
} Axis;

/* conv: out = (in - 1 + p0 + p1 - (k - 1) * d) / s + 1, exactly divisible (MLIR verifier). */
static Axis conv_axis(GenState *st, int64_t in, int64_t kmax, bool minimal) {
  Axis a = {1, 1, 1, 0, 0, in};
  if (minimal) return a;
  a.k = gen_range(st->c, 1, gen_max64(1, gen_min64(3, kmax)), "conv.k");
  a.d = gen_flip(st->c, P(dilation2), "conv.dilation") ? 2 : 1;
  a.s = gen_flip(st->c, P(stride2), "conv.stride") ? 2 : 1;
  a.p0 = gen_flip(st->c, P(conv_pad), "conv.pad0") ? gen_range(st->c, 1, 2, "conv.pad") : 0;
  a.p1 = gen_flip(st->c, P(conv_pad), "conv.pad1") ? gen_range(st->c, 1, 2, "conv.pad") : 0;
  while (in - 1 + a.p0 + a.p1 - (a.k - 1) * a.d < 0) {
    if (a.d > 1)
      a.d = 1;
    else
      a.k--;
  }
  int64_t num = in - 1 + a.p0 + a.p1 - (a.k - 1) * a.d;
  if (num % a.s) a.p1 += a.s - num % a.s, num += a.s - num % a.s;
  a.out = num / a.s + 1;
  return a;
}

/* pool: out = (in + p0 + p1 - k) / s + 1, exactly divisible, pads below the kernel. */
static Axis pool_axis(GenState *st, int64_t in, bool minimal) {
  Axis a = {1, 1, 1, 0, 0, in};
  if (minimal) return a;
  a.k = gen_range(st->c, 1, 3, "pool.k");
  a.s = gen_flip(st->c, P(stride2), "pool.stride") ? 2 : 1;
  if (a.k > 1 && gen_flip(st->c, P(conv_pad), "pool.pad0")) a.p0 = gen_range(st->c, 1, a.k - 1, "pool.pad");
  if (a.k > 1 && gen_flip(st->c, P(conv_pad), "pool.pad1")) a.p1 = gen_range(st->c, 1, a.k - 1, "pool.pad");
  int64_t base = in + a.p0 - a.k;
  int found = 0;
  for (int64_t t = 0; t < a.k && !found; t++) {
    int64_t p1 = (a.p1 + t) % a.k;
    if (base + p1 >= 0 && (base + p1) % a.s == 0) a.p1 = p1, found = 1;
  }
  if (!found) {
    a.s = 1;
    if (base + a.p1 < 0) a.p1 = -base; /* <= k - 1 since in >= 1 */
  }
  a.out = (base + a.p1) / a.s + 1;
  return a;
}

static void conv_attrs(GenState *st, GenAttrs *at, GenOpId op, const Axis *ay, const Axis *ax, bool conv) {
  int64_t pad[4] = {ay->p0, ay->p1, ax->p0, ax->p1};
  int64_t stride[2] = {ay->s, ax->s};
  if (!conv) {
    int64_t kernel[2] = {ay->k, ax->k};
    gen_attr_array(at, "kernel", kernel, 2);
  }
  gen_attr_array(at, "pad", pad, 4);
  gen_attr_array(at, "stride", stride, 2);
  if (conv) {
    int64_t dil[2] = {ay->d, ax->d};
    gen_attr_array(at, "dilation", dil, 2);
    gen_note_attr(st, "%s.dilation=%lld,%lld", gen_op_name(op), (long long)ay->d, (long long)ax->d);
  }
  gen_note_attr(st, "%s.stride=%lld,%lld", gen_op_name(op), (long long)ay->s, (long long)ax->s);
  gen_note_attr(st, "%s.kernel=%lldx%lld", gen_op_name(op), (long long)ay->k, (long long)ax->k);
  gen_note_attr(st, "%s.pad=%s", gen_op_name(op), (ay->p0 | ay->p1 | ax->p0 | ax->p1) ? "nonzero" : "zero");
}

static int weight_operand(GenState *st, GenType t) {
  GenWant w = gen_want(t);
  if (gen_flip(st->c, P(weights_const), "weights.const")) return gen_const(st, &w, false);
  return gen_operand(st, &w);
}

int gen_tosa_build_conv(GenState *st, GenOpId op, int xi) {
  GenType X = V(xi)->t;
  GenElem e = (GenElem)X.et;
  int64_t N = X.dims[0], IH = X.dims[1], IW = X.dims[2], IC = X.dims[3], M = st->o->max_elements;
  bool dw = op == GEN_OP_TOSA_DEPTHWISE_CONV2D;
  Axis ay, ax;
  int64_t OC = 1, CM = 1;
  for (int attempt = 0;; attempt++) {
    bool minimal = attempt >= 3;
    int64_t kmax = dw ? M / IC : M / IC; /* KH * KW * IC * OC (or * M) <= M */
    ay = conv_axis(st, IH, kmax, minimal);
    ax = conv_axis(st, IW, gen_max64(1, kmax / ay.k), minimal);
    int64_t spatial = N * ay.out * ax.out;
    int64_t wmax = M / (ay.k * ax.k * IC); /* OC (conv) or channel multiplier (depthwise) */
    int64_t omax = dw ? M / (spatial * IC) : M / spatial;
    int64_t hi = gen_min64(gen_min64(wmax, omax), st->o->max_dim);
    if (hi >= 1 || minimal) {
      hi = gen_max64(hi, 1);
      if (dw)
        CM = gen_range(st->c, 1, hi, "dwconv.multiplier"), OC = IC * CM;
      else
        OC = gen_range(st->c, 1, hi, "conv.oc");
      break;
    }
  }
  GenType Wt = dw ? gen_type_make(e, 4, (int32_t[]){(int32_t)ay.k, (int32_t)ax.k, (int32_t)IC, (int32_t)CM})
                  : gen_type_make(e, 4, (int32_t[]){(int32_t)OC, (int32_t)ay.k, (int32_t)ax.k, (int32_t)IC});
  GenElem be = gen_elem_is_float(e) ? e : GE_I32;
  int32_t BC = gen_flip(st->c, P(bias_scalar), "conv.bias_scalar") ? 1 : (int32_t)OC;
  int w = weight_operand(st, Wt);
  GenWant bw = gen_want(gen_type_make(be, 1, &BC));
  if (!gen_elem_is_float(e)) {
    /* out = acc + bias must not overflow i32 for constant-only operands: |acc| < 2^24 here */
    bw.ranged = bw.range_if_cst = true;
    bw.lo = -(((int64_t)1 << 31) - ((int64_t)1 << 24)), bw.hi = ((int64_t)1 << 31) - ((int64_t)1 << 24);
  }
  int b = gen_flip(st->c, P(weights_const), "bias.const") ? gen_const(st, &bw, false) : gen_operand(st, &bw);
  int zi = gen_tosa_zero_point(st, e, true), zw = gen_tosa_zero_point(st, e, true);
  if (w < 0 || b < 0 || zi < 0 || zw < 0) return -1;
  GenElem acc = e == GE_I8 ? GE_I32 : e == GE_F16 ? acc_type(st, e, op) : GE_F32;
  GenElem re = e == GE_I8 ? GE_I32 : e;
  GenType R = gen_type_make(re, 4, (int32_t[]){(int32_t)N, (int32_t)ay.out, (int32_t)ax.out, (int32_t)OC});
  GenAttrs at = {{0}, 0};
  gen_attr(&at, "acc_type = %s", gen_elem_name(acc));
  conv_attrs(st, &at, op, &ay, &ax, true);
  if (gen_elem_is_float(e) && gen_flip(st->c, P(local_bound), "conv.local_bound")) {
    gen_attr(&at, "local_bound = true");
    gen_note_attr(st, "%s.local_bound=true", gen_op_name(op));
  }
  gen_note_attr(st, "%s.bias=%s", gen_op_name(op), BC == 1 ? "scalar" : "per-channel");
  GenFacts rf = gen_facts_full(re);
  rf.cst = V(xi)->f.cst && V(w)->f.cst && V(b)->f.cst;
  if (gen_elem_is_float(e)) rf.fp = gen_fp_arith((uint8_t)(V(xi)->f.fp | V(w)->f.fp), V(b)->f.fp);
  int r = gen_value_new(st, R, rf);
  if (r < 0) return -1;
  GenOpd o[5] = {gen_opd(xi), gen_opd(w), gen_opd(b), gen_opd(zi), gen_opd(zw)};
  gen_tosa_emit(st, r, op, o, 5, &at);
  return r;
}

int gen_tosa_build_pool(GenState *st, GenOpId op, int xi) {
  GenType X = V(xi)->t;
  GenElem e = (GenElem)X.et;
  int64_t N = X.dims[0], IH = X.dims[1], IW = X.dims[2], C = X.dims[3];
  Axis ay, ax;
  for (int attempt = 0;; attempt++) {
    bool minimal = attempt >= 3;
    ay = pool_axis(st, IH, minimal);
    ax = pool_axis(st, IW, minimal);
    if (N * ay.out * ax.out * C <= st->o->max_elements || minimal) break;
  }
  GenType R = gen_type_make(e, 4, (int32_t[]){(int32_t)N, (int32_t)ay.out, (int32_t)ax.out, (int32_t)C});
  GenAttrs at = {{0}, 0};
  int zi = -1, zo = -1;
  GenFacts rf = V(xi)->f;
  if (op == GEN_OP_TOSA_AVG_POOL2D) {
    zi = gen_tosa_zero_point(st, e, true);
    zo = gen_tosa_zero_point(st, e, true);
    if (zi < 0 || zo < 0) return -1;
    GenElem acc = gen_elem_is_int(e) ? GE_I32 : e == GE_F16 ? acc_type(st, e, op) : GE_F32;
    gen_attr(&at, "acc_type = %s", gen_elem_name(acc));
    if (gen_elem_is_int(e))
      rf = gen_facts_full(e), rf.cst = V(xi)->f.cst;
    else
      rf.fp = gen_fp_arith(rf.fp, rf.fp);
  }
  conv_attrs(st, &at, op, &ay, &ax, false);
  if (op == GEN_OP_TOSA_MAX_POOL2D) gen_tosa_nan_mode(st, &at, op, e, V(xi)->f.fp);
  int r = gen_value_new(st, R, rf);
  if (r < 0) return -1;
  GenOpd o[3] = {gen_opd(xi), gen_opd(zi), gen_opd(zo)};
  gen_tosa_emit(st, r, op, o, op == GEN_OP_TOSA_AVG_POOL2D ? 3 : 1, &at);
  return r;
}
