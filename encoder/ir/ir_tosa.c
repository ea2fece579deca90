/*
 * ir_tosa.c: the static side of the TOSA 1.0 ops (see ir_tosa.h), written
 * once for the symbolic semantics and the interpreter. The rules follow the
 * specification's pseudo-code (arm/tosa-specification,
 * pseudocode/operators/<OP>.tosac); the order of the checks is the order in
 * which the semantics have always made them, so the first rule an op breaks
 * names the verdict.
 */
#include "encoder/ir/ir_tosa.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "encoder/ir/ir_attr.h"
#include "support/status.h"

static bool fail(IrTosaErr *err, IrTosaStatus s, const char *fmt, ...) TVF_PRINTF(3, 4);
static bool fail(IrTosaErr *err, IrTosaStatus s, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  err->status = s;
  vsnprintf(err->msg, sizeof err->msg, fmt, ap);
  va_end(ap);
  return false;
}
#define INVALID(...) fail(err, IR_TOSA_INVALID, __VA_ARGS__)
#define UNSUPPORTED(...) fail(err, IR_TOSA_UNSUPPORTED, __VA_ARGS__)

/* a * b, or INT64_MAX when it does not fit (sizes and kernels are >= 0) */
static int64_t sat_mul(int64_t a, int64_t b) {
  int64_t r;
  return __builtin_mul_overflow(a, b, &r) ? INT64_MAX : r;
}

static void unflat(int rank, const int64_t *dims, int64_t flat, int64_t *idx) {
  for (int i = rank - 1; i >= 0; i--) {
    int64_t d = dims[i] > 0 ? dims[i] : 1;
    idx[i] = flat % d;
    flat /= d;
  }
}

static int64_t flat_of(int rank, const int64_t *dims, const int64_t *idx) {
  int64_t f = 0;
  for (int i = 0; i < rank; i++)
    f = f * dims[i] + idx[i];
  return f;
}

static bool same_elem(const IrOp *op, IrTosaShape in, IrTosaShape out, IrTosaErr *err) {
  if (in.elem != out.elem) return INVALID("'%s': element types differ", op->name);
  return true;
}

/* An integer list attribute of exactly len entries. */
static bool attr_n(Arena *a, const IrOp *op, const char *name, int len, int64_t *dst, IrTosaErr *err) {
  int64_t *v;
  int n;
  if (!ir_attr_ints(a, op, name, &v, &n) || n != len)
    return INVALID("'%s' requires %s[%d]", op->name, name, len);
  for (int i = 0; i < len; i++)
    dst[i] = v[i];
  return true;
}

/* The axis attribute, within [0, rank). */
static bool axis_attr(const IrOp *op, int rank, int *axis, IrTosaErr *err) {
  int64_t a;
  if (!ir_attr_int(op, "axis", &a)) return INVALID("'%s' requires axis", op->name);
  if (a < 0 || a >= rank) return INVALID("'%s': axis out of range (ERROR_IF)", op->name);
  *axis = (int)a;
  return true;
}

/* A constant shape operand (operand i) of len entries. */
static bool shape_operand(const IrOp *op, int i, IrTosaShape s, int len, IrTosaErr *err) {
  if (!s.is_shape) return UNSUPPORTED("unsupported: '%s' operand %d is not a constant shape", op->name, i);
  if (s.rank != len)
    return INVALID("'%s': shape operand %d has length %d, expected %d (ERROR_IF)", op->name, i, s.rank, len);
  return true;
}

/* At least n operands (the semantics look the operands up in order: the
 * first one missing is named). */
static bool arity(const IrOp *op, int n, IrTosaErr *err) {
  if (op->noperands < n) return INVALID("'%s' is missing operand %d", op->name, op->noperands);
  return true;
}

/* ---- attributes ---- */

static bool nan_ignore(const IrOp *op) {
  const char *m = ir_attr_keyword(op, "nan_mode");
  return m && strstr(m, "IGNORE");
}

/* acc_type (a type attribute or its printed text), else dflt. */
static IrElem acc_type(const IrOp *op, IrElem dflt) {
  const IrAttr *a = ir_op_attr(op, "acc_type");
  if (!a) return dflt;
  if (a->kind == IR_ATTR_TYPE && a->type) return a->type->elem;
  const char *t = a->s ? a->s : a->text;
  if (!t) return dflt;
  if (strstr(t, "f16") || strstr(t, "FP16")) return strstr(t, "bf16") ? IR_BF16 : IR_F16;
  if (strstr(t, "f32") || strstr(t, "FP32")) return IR_F32;
  if (strstr(t, "i32") || strstr(t, "INT32")) return IR_I32;
  if (strstr(t, "i48") || strstr(t, "INT48")) return IR_I48;
  return dflt;
}

/* rounding_mode, or the pre-1.0 double_round flag. */
static IrTosaRound rounding(const IrOp *op) {
  const char *m = ir_attr_keyword(op, "rounding_mode");
  if (m && strstr(m, "INEXACT")) return IR_TOSA_INEXACT_ROUND;
  if (m && strstr(m, "DOUBLE")) return IR_TOSA_DOUBLE_ROUND;
  if (!m && ir_attr_flag(op, "double_round")) return IR_TOSA_DOUBLE_ROUND; /* pre-1.0 spelling */
  return IR_TOSA_SINGLE_ROUND;
}

/* INEXACT_ROUND allows any value within an fp64 error bound: a set of
 * results neither semantics models. */
static bool exact_rounding(const IrOp *op, IrTosaInfo *ti, IrTosaErr *err) {
  ti->round = rounding(op);
  if (ti->round == IR_TOSA_INEXACT_ROUND)
    return UNSUPPORTED("unsupported: '%s' with INEXACT_ROUND (a set of results within an fp64 bound)",
                       op->name);
  return true;
}

bool ir_tosa_const_attr(const IrOp *op, const IrAttr **a, IrTosaErr *err) {
  *a = ir_op_attr(op, "values");
  if (!*a && op->kind == IR_OP_TOSA_CONST) *a = ir_op_attr(op, "value");
  if (!*a || op->nresults != 1) return INVALID("'%s' requires attribute 'values'", op->name);
  return true;
}

/* ---- zero points ---- */

static uint64_t mask(int w) { return w >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << w) - 1; }

bool ir_tosa_zp_ok(IrElem e, uint64_t bits) {
  int w = ir_elem_bits(e);
  if (ir_elem_is_float(e)) return (bits & mask(w) & ~(UINT64_C(1) << (w - 1))) == 0;
  return (bits & mask(w)) == 0;
}

bool ir_tosa_rescale_zp_ok(IrElem e, bool is_unsigned, uint64_t bits) {
  bits &= mask(ir_elem_bits(e));
  return bits == 0 || (e == IR_I16 && is_unsigned && bits == 0x8000);
}

bool ir_tosa_zp_is_plus_zero(const IrOp *op, int i) {
  uint64_t bits;
  return ir_operand_const_bits(op, i, &bits) && bits == 0;
}

/* Zero point operand i for data of type e: ERROR_IF(!is_i8 && zp != 0),
 * static for a constant. */
static bool zero_point(const IrOp *op, const IrTosaShape *ops, int i, IrElem e, IrTosaZp *zp,
                       IrTosaErr *err) {
  if (ops[i].n < 1) return INVALID("'%s': empty zero point", op->name);
  uint64_t bits;
  *zp = e == IR_I8 || ir_operand_const_bits(op, i, &bits) ? IR_TOSA_ZP_STATIC : IR_TOSA_ZP_RUNTIME;
  if (e != IR_I8 && *zp == IR_TOSA_ZP_STATIC && !ir_tosa_zp_ok(e, bits))
    return INVALID("'%s': zero point must be zero for non-int8 types (ERROR_IF)", op->name);
  return true;
}

/* The zero points of NEGATE, MATMUL, the convolutions and AVG_POOL2D:
 * operands i and i + 1, on data of types e0 and e1. */
static bool zero_points(const IrOp *op, const IrTosaShape *ops, int i, IrElem e0, IrElem e1, IrTosaInfo *ti,
                        IrTosaErr *err) {
  ti->zp_first = i;
  return zero_point(op, ops, i, e0, &ti->zp[0], err) && zero_point(op, ops, i + 1, e1, &ti->zp[1], err);
}

/* A RESCALE zero point (operand i, type e): one element of type e;
 * ERROR_IF unless e is i8, or zp is 0, or e is unsigned i16 and zp is
 * 32768; static for a constant. */
static bool rescale_zp(const IrOp *op, const IrTosaShape *ops, int i, IrElem e, bool is_unsigned,
                       IrTosaZp *zp, IrTosaErr *err) {
  if (ops[i].n < 1 || ops[i].elem != e)
    return INVALID("'%s': zero point %d must be one %s", op->name, i, ir_elem_name(e));
  uint64_t bits;
  *zp = e == IR_I8 || ir_operand_const_bits(op, i, &bits) ? IR_TOSA_ZP_STATIC : IR_TOSA_ZP_RUNTIME;
  if (e != IR_I8 && *zp == IR_TOSA_ZP_STATIC && !ir_tosa_rescale_zp_ok(e, is_unsigned, bits))
    return INVALID("'%s': zero point %d not allowed for %s%s (ERROR_IF)", op->name, i,
                   is_unsigned ? "unsigned " : "", ir_elem_name(e));
  return true;
}

/* ---- elementwise ops ---- */

bool ir_tosa_mul_shift_ok(IrElem in_elem, int64_t k) {
  return k >= 0 && k <= 63 && (in_elem == IR_I32 || k == 0);
}

bool ir_tosa_mul_shift(const IrOp *op, IrElem in_elem, int64_t k, IrTosaErr *err) {
  if (!ir_tosa_mul_shift_ok(in_elem, k))
    return INVALID("'%s': shift %lld not allowed for %s", op->name, (long long)k, ir_elem_name(in_elem));
  return true;
}

static bool check_binary(const IrOp *op, const IrTosaShape *ops, IrTosaErr *err) {
  if (!arity(op, 2, err)) return false;
  if (ops[1].elem != ops[0].elem) return INVALID("'%s': operand element types differ", op->name);
  if (op->kind == IR_OP_TOSA_MUL && op->noperands < 3)
    return INVALID("'%s' requires a shift operand", op->name);
  return true;
}

/* The unary ops defined on floats only reject other types. */
static bool check_unary(const IrOp *op, const IrTosaShape *ops, IrTosaErr *err) {
  if (!arity(op, 1, err)) return false;
  bool float_only = op->kind != IR_OP_TOSA_ABS && op->kind != IR_OP_TOSA_LOGICAL_NOT &&
                    op->kind != IR_OP_TOSA_BITWISE_NOT && op->kind != IR_OP_TOSA_CLZ;
  if (float_only && !ir_elem_is_float(ops[0].elem))
    return UNSUPPORTED("unsupported: '%s' on %s", op->name, ir_elem_name(ops[0].elem));
  return true;
}

/* CLAMP's min_val / max_val: present, of the element's kind, not NaN,
 * min_val <= max_val. */
static bool check_clamp(const IrOp *op, const IrTosaShape *ops, IrTosaInfo *ti, IrTosaErr *err) {
  if (!arity(op, 1, err)) return false;
  const IrAttr *amin = ir_op_attr(op, "min_val"), *amax = ir_op_attr(op, "max_val");
  if (!amin || !amax) return INVALID("'%s' requires min_val and max_val", op->name);
  if (ir_elem_is_float(ops[0].elem)) {
    if (amin->kind != IR_ATTR_FLOAT || amax->kind != IR_ATTR_FLOAT)
      return INVALID("'%s': float clamp bounds must be float attributes", op->name);
    if (amin->f != amin->f || amax->f != amax->f) return INVALID("'%s': NaN bound (ERROR_IF)", op->name);
    if (amax->f < amin->f) return INVALID("'%s': max_val < min_val (ERROR_IF)", op->name);
  } else {
    if (amin->kind != IR_ATTR_INT || amax->kind != IR_ATTR_INT)
      return INVALID("'%s': integer clamp bounds must be integer attributes", op->name);
    if (amax->i < amin->i) return INVALID("'%s': max_val < min_val (ERROR_IF)", op->name);
  }
  ti->min_val = amin;
  ti->max_val = amax;
  return true;
}

/* ---- data movement ---- */

/* The index arrays of ir_tosa_move_src hold IR_TOSA_MAX_RANK entries. */
static bool move_rank(IrTosaMove *m, IrOpKind kind, IrTosaShape in, IrTosaShape out, IrTosaErr *err) {
  if (out.rank > IR_TOSA_MAX_RANK || in.rank > IR_TOSA_MAX_RANK) return UNSUPPORTED("unsupported: rank > 16");
  m->kind = kind;
  m->rank = out.rank;
  memcpy(m->out_dims, out.dims, sizeof(int64_t) * (size_t)out.rank);
  memcpy(m->in_dims, in.dims, sizeof(int64_t) * (size_t)in.rank);
  return true;
}

bool ir_tosa_move_src(const IrTosaMove *m, int64_t i, int *input, int64_t *flat) {
  int64_t idx[IR_TOSA_MAX_RANK], tmp[IR_TOSA_MAX_RANK];
  *input = 0;
  if (m->kind == IR_OP_TOSA_RESHAPE || m->kind == IR_OP_TOSA_IDENTITY) {
    *flat = i; /* row-major order is kept */
    return true;
  }
  unflat(m->rank, m->out_dims, i, idx);
  switch (m->kind) {
  case IR_OP_TOSA_TRANSPOSE: /* output[i] = input[perms applied to i] */
    for (int d = 0; d < m->rank; d++)
      tmp[m->perm[d]] = idx[d];
    *flat = flat_of(m->rank, m->in_dims, tmp);
    return true;
  case IR_OP_TOSA_SLICE:
    for (int d = 0; d < m->rank; d++)
      idx[d] += m->off[d];
    break;
  case IR_OP_TOSA_PAD:
    for (int d = 0; d < m->rank; d++) {
      idx[d] -= m->off[d];
      if (idx[d] < 0 || idx[d] >= m->in_dims[d]) return false;
    }
    break;
  case IR_OP_TOSA_TILE:
    for (int d = 0; d < m->rank; d++)
      idx[d] %= m->in_dims[d];
    break;
  case IR_OP_TOSA_REVERSE: idx[m->axis] = m->in_dims[m->axis] - 1 - idx[m->axis]; break;
  case IR_OP_TOSA_CONCAT:
    /* the inputs' shapes are the output's but along the axis */
    memcpy(tmp, m->out_dims, sizeof(int64_t) * (size_t)m->rank);
    for (int k = 0; k < m->nin; k++) {
      if (idx[m->axis] < m->axis_size[k]) {
        tmp[m->axis] = m->axis_size[k];
        *input = k;
        *flat = flat_of(m->rank, tmp, idx);
        return true;
      }
      idx[m->axis] -= m->axis_size[k];
    }
    *flat = 0; /* not reached: the sizes along the axis add up */
    return true;
  default: break;
  }
  *flat = flat_of(m->rank, m->in_dims, idx);
  return true;
}

static bool check_identity(const IrOp *op, const IrTosaShape *ops, IrTosaShape out, IrTosaMove *m,
                           IrTosaErr *err) {
  if (!arity(op, 1, err)) return false;
  if (ops[0].n != out.n || ops[0].elem != out.elem) return INVALID("'%s': type mismatch", op->name);
  m->kind = IR_OP_TOSA_IDENTITY;
  return true;
}

static bool check_transpose(Arena *a, const IrOp *op, const IrTosaShape *ops, IrTosaShape out, IrTosaMove *m,
                            IrTosaErr *err) {
  IrTosaShape in = ops[0];
  if (!same_elem(op, in, out, err)) return false;
  int64_t *perms;
  int np;
  if (!ir_attr_ints(a, op, "perms", &perms, &np)) return INVALID("'%s' requires perms", op->name);
  if (np != in.rank || out.rank != in.rank) return INVALID("'%s': perms length != rank (ERROR_IF)", op->name);
  if (!move_rank(m, IR_OP_TOSA_TRANSPOSE, in, out, err)) return false;
  bool used[IR_TOSA_MAX_RANK] = {0};
  for (int i = 0; i < np; i++) {
    if (perms[i] < 0 || perms[i] >= in.rank || used[perms[i]])
      return INVALID("'%s': invalid perms (ERROR_IF)", op->name);
    used[perms[i]] = true;
    if (in.dims[perms[i]] != out.dims[i])
      return INVALID("'%s': shape1[perms[i]] != shape[i] (ERROR_IF)", op->name);
    m->perm[i] = perms[i];
  }
  return true;
}

/* The shape operand (operand 1) is optional; when it is a constant shape,
 * it must be the result's, -1 entries aside. */
static bool check_reshape(const IrOp *op, const IrTosaShape *ops, IrTosaShape out, IrTosaMove *m,
                          IrTosaErr *err) {
  IrTosaShape in = ops[0];
  if (!same_elem(op, in, out, err)) return false;
  if (in.n != out.n) return INVALID("'%s': tensor_size differs (ERROR_IF)", op->name);
  if (op->noperands > 1 && ops[1].is_shape) {
    if (ops[1].rank != out.rank) return INVALID("'%s': shape operand rank mismatch", op->name);
    for (int d = 0; d < out.rank; d++)
      if (ops[1].shape[d] != out.dims[d] && ops[1].shape[d] != -1)
        return INVALID("'%s': shape operand does not match the result type", op->name);
  }
  m->kind = IR_OP_TOSA_RESHAPE;
  return true;
}

/* start (operand 1) and size (operand 2) */
static bool check_slice(const IrOp *op, const IrTosaShape *ops, IrTosaShape out, IrTosaMove *m,
                        IrTosaErr *err) {
  IrTosaShape in = ops[0];
  if (!same_elem(op, in, out, err) || !shape_operand(op, 1, ops[1], in.rank, err) ||
      !shape_operand(op, 2, ops[2], in.rank, err))
    return false;
  if (out.rank != in.rank) return INVALID("'%s': rank mismatch (ERROR_IF)", op->name);
  const int64_t *st = ops[1].shape, *sz = ops[2].shape;
  for (int d = 0; d < in.rank; d++)
    if (st[d] < 0 || sz[d] <= 0 || st[d] + sz[d] > in.dims[d] || out.dims[d] != sz[d])
      return INVALID("'%s': start/size out of bounds in dim %d (ERROR_IF)", op->name, d);
  if (!move_rank(m, IR_OP_TOSA_SLICE, in, out, err)) return false;
  memcpy(m->off, st, sizeof(int64_t) * (size_t)in.rank);
  return true;
}

/* padding (operand 1): before and after each dim */
static bool check_pad(const IrOp *op, const IrTosaShape *ops, IrTosaShape out, IrTosaMove *m,
                      IrTosaErr *err) {
  IrTosaShape in = ops[0];
  if (!same_elem(op, in, out, err) || !shape_operand(op, 1, ops[1], 2 * in.rank, err)) return false;
  if (out.rank != in.rank) return INVALID("'%s': rank mismatch (ERROR_IF)", op->name);
  const int64_t *pad = ops[1].shape;
  for (int d = 0; d < in.rank; d++)
    if (pad[2 * d] < 0 || pad[2 * d + 1] < 0 || out.dims[d] != pad[2 * d] + in.dims[d] + pad[2 * d + 1])
      return INVALID("'%s': padding does not match the output shape (ERROR_IF)", op->name);
  if (!move_rank(m, IR_OP_TOSA_PAD, in, out, err)) return false;
  for (int d = 0; d < in.rank; d++)
    m->off[d] = pad[2 * d];
  return true;
}

/* multiples (operand 1) */
static bool check_tile(const IrOp *op, const IrTosaShape *ops, IrTosaShape out, IrTosaMove *m,
                       IrTosaErr *err) {
  IrTosaShape in = ops[0];
  if (!same_elem(op, in, out, err) || !shape_operand(op, 1, ops[1], in.rank, err)) return false;
  if (out.rank != in.rank) return INVALID("'%s': rank mismatch (ERROR_IF)", op->name);
  for (int d = 0; d < in.rank; d++)
    if (in.dims[d] * ops[1].shape[d] != out.dims[d])
      return INVALID("'%s': shape1[i] * multiples[i] != shape[i] (ERROR_IF)", op->name);
  return move_rank(m, IR_OP_TOSA_TILE, in, out, err);
}

static bool check_reverse(const IrOp *op, const IrTosaShape *ops, IrTosaShape out, IrTosaMove *m,
                          IrTosaErr *err) {
  IrTosaShape in = ops[0];
  int axis;
  if (!same_elem(op, in, out, err) || !axis_attr(op, in.rank, &axis, err)) return false;
  if (in.rank != out.rank) return INVALID("'%s': rank mismatch (ERROR_IF)", op->name);
  for (int d = 0; d < in.rank; d++)
    if (in.dims[d] != out.dims[d])
      return INVALID("'%s': output dim %d differs from the input's (ERROR_IF)", op->name, d);
  if (!move_rank(m, IR_OP_TOSA_REVERSE, in, out, err)) return false;
  m->axis = axis;
  return true;
}

static bool check_concat(Arena *a, const IrOp *op, const IrTosaShape *ops, IrTosaShape out, IrTosaMove *m,
                         IrTosaErr *err) {
  int64_t axis;
  if (!ir_attr_int(op, "axis", &axis)) return INVALID("'%s' requires axis", op->name);
  if (op->noperands < 1) return INVALID("'%s': no inputs (ERROR_IF)", op->name);
  if (axis < 0 || axis >= out.rank) return INVALID("'%s': axis out of range (ERROR_IF)", op->name);
  int64_t sum = 0;
  for (int k = 0; k < op->noperands; k++) {
    if (!same_elem(op, ops[k], out, err)) return false;
    if (ops[k].rank != out.rank) return INVALID("'%s': rank mismatch (ERROR_IF)", op->name);
    for (int d = 0; d < out.rank; d++)
      if (d != axis && ops[k].dims[d] != out.dims[d])
        return INVALID("'%s': dim %d mismatch (ERROR_IF)", op->name, d);
    sum += ops[k].dims[axis];
  }
  if (sum != out.dims[axis]) return INVALID("'%s': axis_sum != shape[axis] (ERROR_IF)", op->name);
  if (!move_rank(m, IR_OP_TOSA_CONCAT, out, out, err)) return false;
  m->axis = (int)axis;
  m->nin = op->noperands;
  m->axis_size = arena_calloc(a, (size_t)m->nin, sizeof(int64_t));
  for (int k = 0; k < m->nin; k++)
    m->axis_size[k] = ops[k].dims[axis];
  return true;
}

/* IDENTITY and the data-movement ops, by kind. */
static bool check_move(Arena *a, const IrOp *op, const IrTosaShape *ops, IrTosaShape out, IrTosaMove *m,
                       IrTosaErr *err) {
  switch (op->kind) {
  case IR_OP_TOSA_IDENTITY: return check_identity(op, ops, out, m, err);
  case IR_OP_TOSA_TRANSPOSE: return arity(op, 1, err) && check_transpose(a, op, ops, out, m, err);
  case IR_OP_TOSA_RESHAPE: return arity(op, 1, err) && check_reshape(op, ops, out, m, err);
  case IR_OP_TOSA_SLICE: return arity(op, 3, err) && check_slice(op, ops, out, m, err);
  case IR_OP_TOSA_PAD: return arity(op, 2, err) && check_pad(op, ops, out, m, err);
  case IR_OP_TOSA_TILE: return arity(op, 2, err) && check_tile(op, ops, out, m, err);
  case IR_OP_TOSA_REVERSE: return arity(op, 1, err) && check_reverse(op, ops, out, m, err);
  case IR_OP_TOSA_CONCAT: return check_concat(a, op, ops, out, m, err);
  default: return UNSUPPORTED("unsupported op '%s'", op->name);
  }
}

static bool check_gather(const IrOp *op, const IrTosaShape *ops, IrTosaShape out, IrTosaGather *g,
                         IrTosaErr *err) {
  IrTosaShape values = ops[0], indices = ops[1];
  if (!same_elem(op, values, out, err)) return false;
  if (values.rank != 3 || indices.rank != 2 || out.rank != 3)
    return INVALID("'%s': expects values [N,K,C], indices [N,W]", op->name);
  g->N = values.dims[0], g->K = values.dims[1], g->C = values.dims[2], g->W = indices.dims[1];
  if (indices.dims[0] != g->N || out.dims[0] != g->N || out.dims[1] != g->W || out.dims[2] != g->C)
    return INVALID("'%s': shape mismatch", op->name);
  if (g->K == 0) return INVALID("'%s': K == 0", op->name);
  return true;
}

/* TABLE.tosac: i8 input, a table of TABLE_SIZE = 256 i8 entries, i8
 * output; or i16 input, 513 i16 entries, i32 output (the specification's
 * interpolating apply_lookup). The REQUIRE on the table's length holds for
 * every input or none: a wrong static length is not a program TOSA
 * defines. The output has the input's shape. */
static bool check_table(const IrOp *op, const IrTosaShape *ops, IrTosaShape out, IrTosaErr *err) {
  IrTosaShape in = ops[0], table = ops[1];
  bool i16 = in.elem == IR_I16;
  if (!(in.elem == IR_I8 && table.elem == IR_I8 && out.elem == IR_I8) &&
      !(i16 && table.elem == IR_I16 && out.elem == IR_I32))
    return INVALID("'%s': expects i8 input, table and output, or i16 input and table with i32 output",
                   op->name);
  if (table.rank != 1 || table.dims[0] != (i16 ? 513 : 256))
    return INVALID("'%s': the %s table must have %d entries", op->name, i16 ? "i16" : "i8", i16 ? 513 : 256);
  if (in.rank != out.rank) return INVALID("'%s': the output must have the input's shape", op->name);
  for (int d = 0; d < in.rank; d++)
    if (in.dims[d] != out.dims[d]) return INVALID("'%s': the output must have the input's shape", op->name);
  return true;
}

/* ---- reductions ---- */

int64_t ir_tosa_axis_elem(const IrTosaAxis *ax, int64_t o, int64_t k) {
  return (o / ax->inner * ax->len + k) * ax->inner + o % ax->inner;
}

static void axis_of(IrTosaShape in, int axis, IrTosaAxis *ax) {
  ax->axis = axis;
  ax->len = in.dims[axis];
  ax->inner = 1;
  for (int d = axis + 1; d < in.rank; d++)
    ax->inner *= in.dims[d];
  if (ax->inner < 1) ax->inner = 1; /* an empty input: no output element asks */
}

/* REDUCE_*: output shape = input shape with shape[axis] = 1. */
static bool check_reduce(const IrOp *op, const IrTosaShape *ops, IrTosaShape out, IrTosaInfo *ti,
                         IrTosaErr *err) {
  IrTosaShape in = ops[0];
  int axis;
  if (!same_elem(op, in, out, err) || !axis_attr(op, in.rank, &axis, err)) return false;
  if (out.rank != in.rank || out.dims[axis] != 1)
    return INVALID("'%s': shape[axis] != 1 (ERROR_IF)", op->name);
  for (int d = 0; d < in.rank; d++)
    if (d != axis && in.dims[d] != out.dims[d]) return INVALID("'%s': shape mismatch", op->name);
  if (!ir_elem_is_float(in.elem) && op->kind == IR_OP_TOSA_REDUCE_PRODUCT)
    return UNSUPPORTED("unsupported: '%s' on integers", op->name);
  axis_of(in, axis, &ti->axis);
  ti->acc = op->kind == IR_OP_TOSA_REDUCE_SUM && in.elem == IR_BF16 ? IR_F32 : in.elem;
  return true;
}

/* ARGMAX: output shape = input shape without the axis. */
static bool check_argmax(const IrOp *op, const IrTosaShape *ops, IrTosaShape out, IrTosaAxis *ax,
                         IrTosaErr *err) {
  IrTosaShape in = ops[0];
  int axis;
  if (!axis_attr(op, in.rank, &axis, err)) return false;
  if (out.rank != in.rank - 1) return INVALID("'%s': output shape mismatch (ERROR_IF)", op->name);
  for (int d = 0, o = 0; d < in.rank; d++)
    if (d != axis && in.dims[d] != out.dims[o++])
      return INVALID("'%s': output shape mismatch (ERROR_IF)", op->name);
  axis_of(in, axis, ax);
  return true;
}

/* ---- tensor operators ---- */

static bool check_matmul(const IrOp *op, const IrTosaShape *ops, IrTosaShape out, IrTosaInfo *ti,
                         IrTosaErr *err) {
  IrTosaShape A = ops[0], B = ops[1];
  IrTosaMatmul *mm = &ti->matmul;
  if (A.rank != 3 || B.rank != 3 || out.rank != 3) return INVALID("'%s': expects rank-3 operands", op->name);
  mm->N = A.dims[0], mm->H = A.dims[1], mm->C = A.dims[2], mm->W = B.dims[2];
  if (B.dims[0] != mm->N || B.dims[1] != mm->C || out.dims[0] != mm->N || out.dims[1] != mm->H ||
      out.dims[2] != mm->W)
    return INVALID("'%s': shape mismatch", op->name);
  return op->noperands < 4 || zero_points(op, ops, 2, A.elem, B.elem, ti, err);
}

void ir_tosa_matmul_elems(const IrTosaMatmul *mm, int64_t o, int64_t ch, int64_t *a, int64_t *b) {
  int64_t w = o % mm->W, nh = o / mm->W, n = nh / mm->H;
  *a = nh * mm->C + ch;
  *b = (n * mm->C + ch) * mm->W + w;
}

/* CONV2D, DEPTHWISE_CONV2D, CONV3D: input, weights, bias, then the zero
 * points. */
static bool check_conv2d(Arena *a, const IrOp *op, const IrTosaShape *ops, IrTosaShape out, IrTosaInfo *ti,
                         IrTosaErr *err) {
  IrTosaShape in = ops[0], wt = ops[1], bias = ops[2];
  IrTosaConv *cv = &ti->conv;
  cv->depthwise = op->kind == IR_OP_TOSA_DEPTHWISE_CONV2D;
  bool three_d = op->kind == IR_OP_TOSA_CONV3D;
  int r = three_d ? 5 : 4; /* spatial dims start at 1; depth is dim 1 in 3-D */
  if (in.rank != r || wt.rank != r || out.rank != r || bias.rank != 1)
    return INVALID(three_d ? "'%s': expects NDHWC input, 5-D weights, 1-D bias"
                           : "'%s': expects NHWC input, 4-D weights, 1-D bias",
                   op->name);
  /* TOSA 1.0's type tables: the bias is out_t; floats take in_t for the
   * weights too (MLIR 22's verifier lets an integer bias of another width
   * through) */
  if (bias.elem != out.elem)
    return INVALID("'%s': bias element type %s differs from the output's %s (both out_t in TOSA 1.0)",
                   op->name, ir_elem_name(bias.elem), ir_elem_name(out.elem));
  if (ir_elem_is_float(in.elem) != ir_elem_is_float(wt.elem) ||
      ir_elem_is_float(in.elem) != ir_elem_is_float(out.elem) ||
      (ir_elem_is_float(in.elem) && in.elem != wt.elem))
    return INVALID("'%s': input %s, weights %s and output %s are not a type combination of TOSA 1.0",
                   op->name, ir_elem_name(in.elem), ir_elem_name(wt.elem), ir_elem_name(out.elem));
  cv->ID = cv->KD = cv->OD = 1, cv->stride_d = cv->dil_d = 1;
  if (three_d) {
    int64_t pad[6], stride[3], dil[3];
    if (!attr_n(a, op, "pad", 6, pad, err) || !attr_n(a, op, "stride", 3, stride, err) ||
        !attr_n(a, op, "dilation", 3, dil, err))
      return false;
    cv->pad_d[0] = pad[0], cv->pad_d[1] = pad[1], cv->stride_d = stride[0], cv->dil_d = dil[0];
    for (int i = 0; i < 4; i++)
      cv->pad[i] = pad[2 + i];
    cv->stride[0] = stride[1], cv->stride[1] = stride[2], cv->dil[0] = dil[1], cv->dil[1] = dil[2];
  } else if (!attr_n(a, op, "pad", 4, cv->pad, err) || !attr_n(a, op, "stride", 2, cv->stride, err) ||
             !attr_n(a, op, "dilation", 2, cv->dil, err)) {
    return false;
  }
  int s = three_d ? 1 : 0; /* the input's and output's H is dim 1 + s */
  cv->N = in.dims[0], cv->IH = in.dims[1 + s], cv->IW = in.dims[2 + s], cv->IC = in.dims[3 + s];
  if (three_d) cv->ID = in.dims[1], cv->OD = out.dims[1];
  cv->M = 1;
  if (cv->depthwise) {
    cv->KH = wt.dims[0], cv->KW = wt.dims[1], cv->M = wt.dims[3];
    cv->OC = cv->IC * cv->M;
    if (wt.dims[2] != cv->IC) return INVALID("'%s': weight channels != input channels", op->name);
  } else {
    cv->OC = wt.dims[0], cv->KH = wt.dims[1 + s], cv->KW = wt.dims[2 + s];
    if (three_d) cv->KD = wt.dims[1];
    if (wt.dims[3 + s] != cv->IC) return INVALID("'%s': weight channels != input channels", op->name);
  }
  cv->OH = out.dims[1 + s], cv->OW = out.dims[2 + s], cv->BC = bias.dims[0];
  const int64_t *pad = cv->pad, *stride = cv->stride, *dil = cv->dil;
  if (pad[0] < 0 || pad[1] < 0 || pad[2] < 0 || pad[3] < 0 || stride[0] < 1 || stride[1] < 1 || dil[0] < 1 ||
      dil[1] < 1 || cv->pad_d[0] < 0 || cv->pad_d[1] < 0 || cv->stride_d < 1 || cv->dil_d < 1)
    return INVALID("'%s': invalid pad/stride/dilation (ERROR_IF)", op->name);
  int64_t nd = cv->ID - 1 + cv->pad_d[0] + cv->pad_d[1] - (cv->KD - 1) * cv->dil_d,
          ny = cv->IH - 1 + pad[0] + pad[1] - (cv->KH - 1) * dil[0],
          nx = cv->IW - 1 + pad[2] + pad[3] - (cv->KW - 1) * dil[1];
  if (nd < 0 || ny < 0 || nx < 0 || nd % cv->stride_d || ny % stride[0] || nx % stride[1] ||
      cv->OD != nd / cv->stride_d + 1 || cv->OH != ny / stride[0] + 1 || cv->OW != nx / stride[1] + 1 ||
      out.dims[0] != cv->N || out.dims[3 + s] != cv->OC || (cv->BC != cv->OC && cv->BC != 1))
    return INVALID("'%s': output shape does not match (ERROR_IF)", op->name);
  cv->taps = sat_mul(sat_mul(cv->KD, sat_mul(cv->KH, cv->KW)), cv->depthwise ? 1 : cv->IC);
  if (op->noperands >= 5 && !zero_points(op, ops, 3, in.elem, wt.elem, ti, err)) return false;
  IrElem oe = out.elem;
  ti->acc = acc_type(op, ir_elem_is_float(oe) ? oe : (oe == IR_I48 ? IR_I48 : IR_I32));
  return true;
}

int64_t ir_tosa_conv_tap(const IrTosaConv *cv, int64_t o, int64_t t, int64_t *in_elem) {
  int64_t oc = o % cv->OC, r = o / cv->OC;
  int64_t ox = r % cv->OW, oy = r / cv->OW % cv->OH, od = r / cv->OW / cv->OH % cv->OD,
          n = r / cv->OW / cv->OH / cv->OD;
  int64_t per = cv->depthwise ? 1 : cv->IC;
  int64_t kx = t / per % cv->KW, ky = t / per / cv->KW % cv->KH, kd = t / per / cv->KW / cv->KH;
  int64_t ic = cv->depthwise ? oc / cv->M : t % per, m = cv->depthwise ? oc % cv->M : 0;
  int64_t z = od * cv->stride_d - cv->pad_d[0] + kd * cv->dil_d,
          y = oy * cv->stride[0] - cv->pad[0] + ky * cv->dil[0],
          x = ox * cv->stride[1] - cv->pad[2] + kx * cv->dil[1];
  bool inside = z >= 0 && z < cv->ID && y >= 0 && y < cv->IH && x >= 0 && x < cv->IW;
  *in_elem = inside ? (((n * cv->ID + z) * cv->IH + y) * cv->IW + x) * cv->IC + ic : -1;
  return cv->depthwise ? ((ky * cv->KW + kx) * cv->IC + ic) * cv->M + m
                       : (((oc * cv->KD + kd) * cv->KH + ky) * cv->KW + kx) * cv->IC + ic;
}

/* MAX_POOL2D, AVG_POOL2D (then its zero points). */
static bool check_pool2d(Arena *a, const IrOp *op, const IrTosaShape *ops, IrTosaShape out, IrTosaInfo *ti,
                         IrTosaErr *err) {
  IrTosaShape in = ops[0];
  IrTosaPool *pl = &ti->pool;
  if (!same_elem(op, in, out, err)) return false;
  if (in.rank != 4 || out.rank != 4) return INVALID("'%s': expects NHWC tensors", op->name);
  if (!attr_n(a, op, "kernel", 2, pl->kernel, err) || !attr_n(a, op, "stride", 2, pl->stride, err) ||
      !attr_n(a, op, "pad", 4, pl->pad, err))
    return false;
  pl->N = in.dims[0], pl->IH = in.dims[1], pl->IW = in.dims[2], pl->C = in.dims[3], pl->OH = out.dims[1],
  pl->OW = out.dims[2];
  const int64_t *kernel = pl->kernel, *stride = pl->stride, *pad = pl->pad;
  if (kernel[0] < 1 || kernel[1] < 1 || stride[0] < 1 || stride[1] < 1 || pad[0] < 0 || pad[1] < 0 ||
      pad[2] < 0 || pad[3] < 0 || pad[3] >= kernel[1] || pad[2] >= kernel[1] || pad[0] >= kernel[0] ||
      pad[1] >= kernel[0])
    return INVALID("'%s': invalid kernel/stride/pad (ERROR_IF)", op->name);
  int64_t ny = pl->IH + pad[0] + pad[1] - kernel[0], nx = pl->IW + pad[2] + pad[3] - kernel[1];
  if (ny < 0 || nx < 0 || ny % stride[0] || nx % stride[1] || pl->OH != ny / stride[0] + 1 ||
      pl->OW != nx / stride[1] + 1 || out.dims[0] != pl->N || out.dims[3] != pl->C)
    return INVALID("'%s': output shape does not match (ERROR_IF)", op->name);
  pl->taps = sat_mul(kernel[0], kernel[1]);
  ti->acc = in.elem;
  if (op->kind == IR_OP_TOSA_MAX_POOL2D) return true;
  if (op->noperands >= 3 && !zero_points(op, ops, 1, in.elem, in.elem, ti, err)) return false;
  ti->acc = acc_type(op, ir_elem_is_float(in.elem) ? in.elem : IR_I32);
  return true;
}

int64_t ir_tosa_pool_tap(const IrTosaPool *pl, int64_t o, int64_t t) {
  int64_t ch = o % pl->C, r = o / pl->C;
  int64_t ox = r % pl->OW, oy = r / pl->OW % pl->OH, n = r / pl->OW / pl->OH;
  int64_t y = oy * pl->stride[0] - pl->pad[0] + t / pl->kernel[1],
          x = ox * pl->stride[1] - pl->pad[2] + t % pl->kernel[1];
  if (y < 0 || y >= pl->IH || x < 0 || x >= pl->IW) return -1;
  return ((n * pl->IH + y) * pl->IW + x) * pl->C + ch;
}

void ir_tosa_reciprocal_scale(int64_t count, int64_t *multiplier, int64_t *shift) {
  int k = 0;
  while (k < 32 && (UINT64_C(1) << k) < (uint64_t)count)
    k++; /* k = 32 - clz(count - 1) */
  int64_t numerator = ((INT64_C(1) << 30) + 1) << k;
  *multiplier = numerator / count;
  *shift = 30 + k;
}

/* ---- RESCALE and tosa.apply_scale ---- */

/* The static ERROR_IFs of RESCALE on the types and attributes, and the
 * supported types (i8/i16/i32/i48 to i8/i16/i32): NULL when fine, else the
 * rule violated. */
static const char *rescale_static_error(IrElem in, IrElem out, bool scale32, IrTosaRound rm, bool in_u,
                                        bool out_u) {
  if (in != IR_I8 && in != IR_I16 && in != IR_I32 && in != IR_I48) return "input type not i8/i16/i32/i48";
  if (out != IR_I8 && out != IR_I16 && out != IR_I32) return "output type not i8/i16/i32";
  if (scale32 && in == IR_I48) return "scale32 with an i48 input";
  if (!scale32 && rm == IR_TOSA_DOUBLE_ROUND) return "DOUBLE_ROUND without scale32";
  if (in_u && out_u) return "input_unsigned and output_unsigned";
  if (out == IR_I32 && in_u) return "unsigned input to i32";
  if ((in == IR_I32 || in == IR_I48) && out_u) return "unsigned output from i32/i48";
  if ((in == IR_I32 || in == IR_I48) && in_u) return "unsigned i32/i48 input";
  if (out == IR_I32 && out_u) return "unsigned i32 output";
  return NULL;
}

/* RESCALE: input, multiplier, shift, input and output zero points. */
static bool check_rescale(const IrOp *op, const IrTosaShape *ops, IrTosaShape out, IrTosaInfo *ti,
                          IrTosaErr *err) {
  if (op->noperands < 5) return INVALID("'%s' requires 5 operands", op->name);
  IrTosaShape in = ops[0], mul = ops[1], shift = ops[2];
  IrTosaRescale *r = &ti->rescale;
  r->scale32 = ir_attr_flag(op, "scale32"), r->per_channel = ir_attr_flag(op, "per_channel");
  r->in_unsigned = ir_attr_flag(op, "input_unsigned"), r->out_unsigned = ir_attr_flag(op, "output_unsigned");
  const char *why =
      rescale_static_error(in.elem, out.elem, r->scale32, rounding(op), r->in_unsigned, r->out_unsigned);
  if (why) return INVALID("'%s': %s (ERROR_IF)", op->name, why);
  if (!exact_rounding(op, ti, err)) return false;
  if (r->per_channel && in.rank < 1) return INVALID("'%s': per_channel on rank 0 (ERROR_IF)", op->name);
  if (out.rank != in.rank || out.n != in.n)
    return INVALID("'%s': output shape differs from the input's", op->name);
  for (int d = 0; d < in.rank; d++)
    if (out.dims[d] != in.dims[d]) return INVALID("'%s': output shape differs", op->name);
  int64_t nc = r->per_channel ? in.dims[in.rank - 1] : 1;
  if (mul.n != nc || shift.n != nc || mul.elem != (r->scale32 ? IR_I32 : IR_I16) || shift.elem != IR_I8)
    return INVALID("'%s': multiplier must be %s[%lld] and shift i8[%lld]", op->name,
                   r->scale32 ? "i32" : "i16", (long long)nc, (long long)nc);
  r->channels = nc;
  int ow = ir_elem_bits(out.elem);
  r->lo = r->out_unsigned ? 0 : -(INT64_C(1) << (ow - 1));
  r->hi = r->out_unsigned ? (INT64_C(1) << ow) - 1 : (INT64_C(1) << (ow - 1)) - 1;
  ti->zp_first = 3;
  return rescale_zp(op, ops, 3, in.elem, r->in_unsigned, &ti->zp[0], err) &&
         rescale_zp(op, ops, 4, out.elem, r->out_unsigned, &ti->zp[1], err);
}

int64_t ir_tosa_rescale_channel(const IrTosaRescale *r, int64_t i) {
  return r->per_channel ? i % r->channels : 0;
}

/* tosa.apply_scale: integer value and multiplier (at most 32 bits), i8
 * shift, i32 result. */
static bool check_apply_scale(const IrOp *op, const IrTosaShape *ops, IrTosaShape out, IrTosaInfo *ti,
                              IrTosaErr *err) {
  if (op->noperands != 3) return INVALID("'%s' requires 3 operands", op->name);
  IrElem value = ops[0].elem, multiplier = ops[1].elem;
  if (ir_elem_is_float(value) || ir_elem_is_float(multiplier) || ops[2].elem != IR_I8 || out.elem != IR_I32)
    return INVALID("'%s': expects integer value and multiplier, i8 shift, i32 result", op->name);
  if (!exact_rounding(op, ti, err)) return false;
  if (ir_elem_bits(multiplier) > 32)
    return UNSUPPORTED("unsupported: '%s' with a %s multiplier (the helpers' is at most int32_t)", op->name,
                       ir_elem_name(multiplier));
  return true;
}

/* ---- the rules of each op ---- */

bool ir_tosa_check(Arena *a, const IrOp *op, IrTosaRules rules, const IrTosaShape *ops, IrTosaShape out,
                   IrTosaInfo *ti, IrTosaErr *err) {
  memset(ti, 0, sizeof *ti);
  ti->zp_first = -1;
  ti->nan_ignore = nan_ignore(op);
  switch (rules) {
  case IR_TOSA_BINARY: return (ti->nin = 2, check_binary(op, ops, err));
  case IR_TOSA_COMPARE: return (ti->nin = 2, arity(op, 2, err));
  case IR_TOSA_UNARY: return (ti->nin = 1, check_unary(op, ops, err));
  case IR_TOSA_SELECT: return (ti->nin = 3, arity(op, 3, err));
  case IR_TOSA_CAST: return (ti->nin = 1, arity(op, 1, err));
  case IR_TOSA_NEGATE:
    return arity(op, 1, err) &&
           (op->noperands < 3 || zero_points(op, ops, 1, ops[0].elem, ops[0].elem, ti, err));
  case IR_TOSA_CLAMP: return check_clamp(op, ops, ti, err);
  case IR_TOSA_MOVE: return check_move(a, op, ops, out, &ti->move, err);
  case IR_TOSA_GATHER: return arity(op, 2, err) && check_gather(op, ops, out, &ti->gather, err);
  case IR_TOSA_TABLE: return arity(op, 2, err) && check_table(op, ops, out, err);
  case IR_TOSA_REDUCE: return arity(op, 1, err) && check_reduce(op, ops, out, ti, err);
  case IR_TOSA_ARGMAX: return arity(op, 1, err) && check_argmax(op, ops, out, &ti->axis, err);
  case IR_TOSA_MATMUL: return arity(op, 2, err) && check_matmul(op, ops, out, ti, err);
  case IR_TOSA_CONV2D: return arity(op, 3, err) && check_conv2d(a, op, ops, out, ti, err);
  case IR_TOSA_POOL2D: return arity(op, 1, err) && check_pool2d(a, op, ops, out, ti, err);
  case IR_TOSA_RESCALE: return check_rescale(op, ops, out, ti, err);
  case IR_TOSA_APPLY_SCALE: return check_apply_scale(op, ops, out, ti, err);
  }
  return true;
}
