/*
 * ir_shape.c: static copies of functions with dynamic dimensions (see
 * ir_shape.h).
 *
 * One walk over the function in program order copies each op and, for every
 * result type with a '?', computes the static dims from the already copied
 * operands. Alongside it keeps the concrete values of integer/index scalars
 * (constants, arith on them, tensor.dim) and of !tosa.shape constants, which
 * is all the size computations that tosa-to-linalg and tensor canonicalizers
 * emit. The shape rules are the static parts of the ops' definitions (TOSA
 * 1.0 ERROR_IF conditions on shapes, the tensor dialect's size operands, a
 * linalg op's results having its inits' shapes); value semantics stay in the
 * encoder and the evaluator.
 */
#include "encoder/ir/ir_shape.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "encoder/ir/ir_attr.h"
#include "encoder/ir/ir_view.h"
#include "support/status.h"

#define MAX_RANK 16

typedef struct Resolver {
  Arena *a;
  IrValue **map;   /* original value id -> copy */
  bool *known;     /* original id -> integer/index scalar with a known value */
  int64_t *ival;   /* ... that value, sign-extended from its width */
  int64_t **shape; /* original id -> values of a constant !tosa.shape */
  /* original id -> runtime dims of a tensor.cast result whose declared
   * static sizes differ from its operand's (UB at run time, which the
   * semantics report; later shapes follow the runtime sizes) */
  int64_t **rdims;
  int lenient;              /* > 0 inside an untaken scf.if branch: failures keep the original type */
  IrType *const *arg_types; /* ir_specialize_with: argument types that replace the function's, or NULL */
  IrShapeStatus status;
  char *msg;
  size_t cap;
} Resolver;

static bool fail(Resolver *r, IrShapeStatus s, const IrOp *op, const char *fmt, ...) TVF_PRINTF(4, 5);
static bool fail(Resolver *r, IrShapeStatus s, const IrOp *op, const char *fmt, ...) {
  if (r->lenient || r->status != IR_SHAPE_OK) return false;
  r->status = s;
  char why[400];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(why, sizeof why, fmt, ap);
  va_end(ap);
  if (r->msg && r->cap && !op)
    snprintf(r->msg, r->cap, "%s", why);
  else if (r->msg && r->cap)
    snprintf(r->msg, r->cap, "'%s'%s%s: %s", op->name ? op->name : "?", op->loc && *op->loc ? " at " : "",
             op->loc ? op->loc : "", why);
  return false;
}

const char *ir_tensor_type_text(Arena *a, IrElem e, int rank, const int64_t *dims) {
  StrBuf b = STRBUF_INIT;
  sb_puts(&b, "tensor<");
  for (int i = 0; i < rank; i++) {
    if (dims[i] == IR_DYN)
      sb_puts(&b, "?x");
    else
      sb_printf(&b, "%lldx", (long long)dims[i]);
  }
  sb_printf(&b, "%s>", ir_elem_name(e));
  const char *s = arena_strdup(a, sb_cstr(&b));
  sb_free(&b);
  return s;
}

static bool type_is_dynamic(const IrType *t) {
  if (!t || (t->kind != IR_TY_TENSOR && t->kind != IR_TY_MEMREF)) return false;
  for (int i = 0; i < t->rank; i++)
    if (t->dims[i] == IR_DYN) return true;
  return false;
}

int ir_func_arg_dyn_dims(const IrFunc *f) {
  int n = 0;
  for (int i = 0; f && f->body && i < f->body->nargs; i++) {
    const IrType *t = f->body->args[i]->type;
    if (t && (t->kind == IR_TY_TENSOR || t->kind == IR_TY_MEMREF))
      for (int d = 0; d < t->rank; d++)
        n += t->dims[d] == IR_DYN;
  }
  return n;
}

static bool block_has_dynamic(const IrBlock *b) {
  for (int i = 0; i < b->nargs; i++)
    if (type_is_dynamic(b->args[i]->type)) return true;
  for (int i = 0; i < b->nops; i++) {
    const IrOp *op = b->ops[i];
    for (int k = 0; k < op->nresults; k++)
      if (type_is_dynamic(op->results[k]->type)) return true;
    for (int g = 0; g < op->nregions; g++)
      for (int j = 0; j < op->regions[g]->nblocks; j++)
        if (block_has_dynamic(op->regions[g]->blocks[j])) return true;
  }
  return false;
}

bool ir_func_has_dynamic(const IrFunc *f) {
  if (!f || !f->body) return false;
  for (int i = 0; i < f->nresults; i++)
    if (type_is_dynamic(f->result_types[i])) return true;
  return block_has_dynamic(f->body);
}

/* ---- concrete integer scalars ---- */

static int64_t sext(uint64_t v, int w) {
  if (w >= 64) return (int64_t)v;
  uint64_t m = (UINT64_C(1) << w) - 1, sign = UINT64_C(1) << (w - 1);
  v &= m;
  return (int64_t)((v ^ sign) - sign);
}

static uint64_t zext(int64_t v, int w) {
  return w >= 64 ? (uint64_t)v : (uint64_t)v & ((UINT64_C(1) << w) - 1);
}

static bool operand_known(const Resolver *r, const IrOp *op, int i, int64_t *v) {
  if (i >= op->noperands) return false;
  int id = op->operands[i]->id;
  if (!r->known[id]) return false;
  *v = r->ival[id];
  return true;
}

static int scalar_width(const IrValue *v) {
  const IrType *t = v->type;
  if (!t || t->kind != IR_TY_SCALAR || !ir_elem_is_int(t->elem)) return 0;
  return ir_elem_bits(t->elem);
}

static const char *const cmpi_names[10] = {"eq",  "ne",  "slt", "sle", "sgt",
                                           "sge", "ult", "ule", "ugt", "uge"};

static int cmpi_predicate(const IrOp *op) {
  const IrAttr *a = ir_op_attr(op, "predicate");
  if (!a) return -1;
  if (a->kind == IR_ATTR_INT || a->kind == IR_ATTR_BOOL) return a->i >= 0 && a->i < 10 ? (int)a->i : -1;
  const char *s = (a->kind == IR_ATTR_ENUM || a->kind == IR_ATTR_STRING) && a->s ? a->s : a->text;
  for (int i = 0; s && i < 10; i++)
    if (!strcmp(s, cmpi_names[i])) return i;
  return -1;
}

/* The value of an integer/index scalar result when its operands are known.
 * Division by zero and other UB leave it unknown: the encoder decides those. */
static void eval_scalar(Resolver *r, const IrOp *op) {
  if (op->nresults != 1) return;
  int w = scalar_width(op->results[0]);
  if (!w) return;
  int64_t a = 0, b = 0, c = 0, v = 0;
  bool ka = operand_known(r, op, 0, &a), kb = operand_known(r, op, 1, &b);
  int wa = op->noperands ? scalar_width(op->operands[0]) : 0;
  uint64_t ua = zext(a, wa ? wa : w), ub = zext(b, wa ? wa : w);
  switch (op->kind) {
  case IR_OP_ARITH_CONSTANT:
    if (!ir_attr_int(op, "value", &v)) return;
    break;
  case IR_OP_TENSOR_DIM:
  case IR_OP_MEMREF_DIM: {
    const IrType *t = r->map[op->operands[0]->id] ? r->map[op->operands[0]->id]->type : NULL;
    if (!kb || !t || (t->kind != IR_TY_TENSOR && t->kind != IR_TY_MEMREF) || b < 0 || b >= t->rank) return;
    const int64_t *dims = r->rdims[op->operands[0]->id] ? r->rdims[op->operands[0]->id] : t->dims;
    if (dims[b] == IR_DYN) return;
    v = dims[b];
    break;
  }
  case IR_OP_ARITH_ADDI:
    if (!ka || !kb) return;
    v = (int64_t)((uint64_t)a + (uint64_t)b);
    break;
  case IR_OP_ARITH_SUBI:
    if (!ka || !kb) return;
    v = (int64_t)((uint64_t)a - (uint64_t)b);
    break;
  case IR_OP_ARITH_MULI:
    if (!ka || !kb) return;
    v = (int64_t)((uint64_t)a * (uint64_t)b);
    break;
  case IR_OP_ARITH_ANDI:
    if (!ka || !kb) return;
    v = a & b;
    break;
  case IR_OP_ARITH_ORI:
    if (!ka || !kb) return;
    v = a | b;
    break;
  case IR_OP_ARITH_XORI:
    if (!ka || !kb) return;
    v = a ^ b;
    break;
  case IR_OP_ARITH_MAXSI:
    if (!ka || !kb) return;
    v = a > b ? a : b;
    break;
  case IR_OP_ARITH_MINSI:
    if (!ka || !kb) return;
    v = a < b ? a : b;
    break;
  case IR_OP_ARITH_MAXUI:
    if (!ka || !kb) return;
    v = ua > ub ? a : b;
    break;
  case IR_OP_ARITH_MINUI:
    if (!ka || !kb) return;
    v = ua < ub ? a : b;
    break;
  case IR_OP_ARITH_DIVUI:
    if (!ka || !kb || ub == 0) return;
    v = (int64_t)(ua / ub);
    break;
  case IR_OP_ARITH_REMUI:
    if (!ka || !kb || ub == 0) return;
    v = (int64_t)(ua % ub);
    break;
  case IR_OP_ARITH_CEILDIVUI:
    if (!ka || !kb || ub == 0) return;
    v = (int64_t)(ua / ub + (ua % ub != 0));
    break;
  case IR_OP_ARITH_DIVSI:
  case IR_OP_ARITH_REMSI:
  case IR_OP_ARITH_CEILDIVSI:
  case IR_OP_ARITH_FLOORDIVSI: {
    if (!ka || !kb || b == 0 || (b == -1 && a == sext(UINT64_C(1) << (w - 1), w))) return;
    int64_t q = a / b, m = a % b;
    if (op->kind == IR_OP_ARITH_REMSI)
      v = m;
    else if (op->kind == IR_OP_ARITH_DIVSI)
      v = q;
    else if (op->kind == IR_OP_ARITH_CEILDIVSI)
      v = q + (m != 0 && ((m > 0) == (b > 0)));
    else
      v = q - (m != 0 && ((m < 0) != (b < 0)));
    break;
  }
  case IR_OP_ARITH_CMPI: {
    if (!ka || !kb) return;
    int p = cmpi_predicate(op);
    bool t;
    switch (p) {
    case 0: t = a == b; break;
    case 1: t = a != b; break;
    case 2: t = a < b; break;
    case 3: t = a <= b; break;
    case 4: t = a > b; break;
    case 5: t = a >= b; break;
    case 6: t = ua < ub; break;
    case 7: t = ua <= ub; break;
    case 8: t = ua > ub; break;
    case 9: t = ua >= ub; break;
    default: return;
    }
    v = t;
    break;
  }
  case IR_OP_ARITH_SELECT: {
    if (!ka || !operand_known(r, op, op->noperands > 2 ? 2 : 1, &c) || !kb) return;
    v = (a & 1) ? b : c;
    break;
  }
  case IR_OP_ARITH_INDEX_CAST:
  case IR_OP_ARITH_EXTSI:
  case IR_OP_ARITH_TRUNCI:
    if (!ka) return;
    v = a;
    break;
  case IR_OP_ARITH_INDEX_CASTUI:
  case IR_OP_ARITH_EXTUI:
    if (!ka) return;
    v = (int64_t)ua;
    break;
  case IR_OP_AFFINE_APPLY: { /* sizes of bufferized slices and pads are affine in the dims */
    const IrAttr *m = ir_op_attr(op, "map");
    int64_t vals[64];
    if (!m || m->kind != IR_ATTR_MAP || !m->map || m->map->nresults != 1 || op->noperands > 64 ||
        m->map->ndims + m->map->nsyms != op->noperands)
      return;
    for (int i = 0; i < op->noperands; i++)
      if (!operand_known(r, op, i, &vals[i])) return;
    if (!ir_affine_eval(m->map, vals, &v)) return; /* division by zero: the encoder's UB */
    break;
  }
  default: return;
  }
  r->known[op->results[0]->id] = true;
  r->ival[op->results[0]->id] = sext((uint64_t)v, w);
}

/* ---- shape rules ---- */

/* Static dims of operand i of the copied op n; NULL (and a failure) when it
 * is not a tensor or still has a '?'. */
static const int64_t *odims(Resolver *r, const IrOp *op, const IrOp *n, int i, int *rank) {
  if (i >= n->noperands) return fail(r, IR_SHAPE_INVALID, op, "missing operand %d", i), NULL;
  const IrType *t = n->operands[i]->type;
  if (!t || (t->kind != IR_TY_TENSOR && t->kind != IR_TY_MEMREF))
    return fail(r, IR_SHAPE_UNSUPPORTED, op, "operand %d is not a ranked tensor or memref", i), NULL;
  if (r->rdims[n->operands[i]->id]) {
    *rank = t->rank;
    return r->rdims[n->operands[i]->id];
  }
  for (int d = 0; d < t->rank; d++)
    if (t->dims[d] == IR_DYN)
      return fail(r, IR_SHAPE_UNSUPPORTED, op, "operand %d has an unresolved dynamic size", i), NULL;
  *rank = t->rank;
  return t->dims;
}

static bool copy_dims(Resolver *r, const IrOp *op, const IrOp *n, int i, int rank, int64_t *out) {
  int ri;
  const int64_t *d = odims(r, op, n, i, &ri);
  if (!d) return false;
  if (ri != rank) return fail(r, IR_SHAPE_INVALID, op, "operand %d has rank %d, result rank %d", i, ri, rank);
  memcpy(out, d, (size_t)rank * sizeof *out);
  return true;
}

/* TOSA broadcast of operands [0, count): equal ranks, sizes equal or 1. */
static bool tosa_broadcast(Resolver *r, const IrOp *op, const IrOp *n, int count, int rank, int64_t *out) {
  for (int d = 0; d < rank; d++)
    out[d] = 1;
  for (int i = 0; i < count; i++) {
    int ri;
    const int64_t *d = odims(r, op, n, i, &ri);
    if (!d) return false;
    if (ri != rank) return fail(r, IR_SHAPE_INVALID, op, "operand ranks differ (ERROR_IF)");
    for (int k = 0; k < rank; k++) {
      if (d[k] == out[k] || d[k] == 1) continue;
      if (out[k] != 1)
        return fail(r, IR_SHAPE_INVALID, op, "sizes %lld and %lld do not broadcast in dim %d (ERROR_IF)",
                    (long long)out[k], (long long)d[k], k);
      out[k] = d[k];
    }
  }
  return true;
}

static bool shape_of(Resolver *r, const IrOp *op, int i, int len, const int64_t **vals) {
  if (i >= op->noperands || !r->shape[op->operands[i]->id])
    return fail(r, IR_SHAPE_UNSUPPORTED, op, "operand %d is not a constant !tosa.shape", i);
  const IrType *t = op->operands[i]->type;
  if (t->rank != len)
    return fail(r, IR_SHAPE_INVALID, op, "shape operand %d has length %d, expected %d (ERROR_IF)", i, t->rank,
                len);
  *vals = r->shape[op->operands[i]->id];
  return true;
}

/* Static list attribute whose IR_DYN entries come from SSA operands. */
static bool mixed(Resolver *r, const IrOp *op, const char *name, int count, int *next, int64_t *out) {
  int64_t *vals;
  int n;
  if (!ir_attr_ints(r->a, op, name, &vals, &n) || n != count)
    return fail(r, IR_SHAPE_INVALID, op, "attribute '%s' missing or of the wrong length", name);
  for (int i = 0; i < n; i++) {
    if (vals[i] != IR_DYN) {
      out[i] = vals[i];
    } else if (!operand_known(r, op, (*next)++, &out[i])) {
      return fail(r, IR_SHAPE_UNSUPPORTED, op, "size operand %d is not a value computable from shapes",
                  *next - 1);
    }
  }
  return true;
}

/* Declared dims with each '?' taken from the operands from `first` on. */
static bool declared_with_operands(Resolver *r, const IrOp *op, int k, int first, int64_t *out) {
  const IrType *t = op->results[k]->type;
  int next = first;
  for (int d = 0; d < t->rank; d++) {
    if (t->dims[d] != IR_DYN) {
      out[d] = t->dims[d];
    } else if (!operand_known(r, op, next++, &out[d])) {
      return fail(r, IR_SHAPE_UNSUPPORTED, op, "size operand %d is not a value computable from shapes",
                  next - 1);
    } else if (out[d] < 0) {
      return fail(r, IR_SHAPE_INVALID, op, "negative size %lld", (long long)out[d]);
    }
  }
  return true;
}

static bool attr_n(Resolver *r, const IrOp *op, const char *name, int count, int64_t *out) {
  int64_t *vals;
  int n;
  if (!ir_attr_ints(r->a, op, name, &vals, &n) || n != count)
    return fail(r, IR_SHAPE_INVALID, op, "attribute '%s' missing or of the wrong length", name);
  memcpy(out, vals, (size_t)count * sizeof *out);
  return true;
}

/* Output size of a strided window: (in + pads - span) / stride + 1, with the
 * TOSA ERROR_IF that the division is exact. */
static bool window_out(Resolver *r, const IrOp *op, int64_t in, int64_t pads, int64_t span, int64_t stride,
                       int64_t *out) {
  int64_t num = in + pads - span;
  if (stride < 1 || num < 0) return fail(r, IR_SHAPE_INVALID, op, "window does not fit the input (ERROR_IF)");
  if (num % stride) return fail(r, IR_SHAPE_INVALID, op, "output size is not an integer (ERROR_IF)");
  *out = num / stride + 1;
  return true;
}

static bool tosa_window(Resolver *r, const IrOp *op, const IrOp *n, int64_t *out) {
  int ri, rw = 0;
  const int64_t *in = odims(r, op, n, 0, &ri), *w = NULL;
  if (!in) return false;
  if (ri != 4) return fail(r, IR_SHAPE_INVALID, op, "input is not rank 4");
  int64_t pad[4], stride[2], dil[2] = {1, 1}, kh, kw, oc;
  bool pool = op->kind == IR_OP_TOSA_MAX_POOL2D || op->kind == IR_OP_TOSA_AVG_POOL2D;
  if (!attr_n(r, op, "pad", 4, pad) || !attr_n(r, op, "stride", 2, stride)) return false;
  if (pool) {
    int64_t kernel[2];
    if (!attr_n(r, op, "kernel", 2, kernel)) return false;
    kh = kernel[0], kw = kernel[1], oc = in[3];
  } else {
    if (!attr_n(r, op, "dilation", 2, dil) || !(w = odims(r, op, n, 1, &rw))) return false;
    if (rw != 4) return fail(r, IR_SHAPE_INVALID, op, "weight is not rank 4");
    if (op->kind == IR_OP_TOSA_CONV2D) /* [OC, KH, KW, IC] */
      kh = w[1], kw = w[2], oc = w[0];
    else /* depthwise [KH, KW, C, M] */
      kh = w[0], kw = w[1], oc = w[2] * w[3];
  }
  out[0] = in[0];
  out[3] = oc;
  return window_out(r, op, in[1], pad[0] + pad[1], (kh - 1) * dil[0] + 1, stride[0], &out[1]) &&
         window_out(r, op, in[2], pad[2] + pad[3], (kw - 1) * dil[1] + 1, stride[1], &out[2]);
}

/* CONV3D: input [N, ID, IH, IW, IC], weights [OC, KD, KH, KW, IC], pad
 * [d0, d1, top, bottom, left, right] -> [N, OD, OH, OW, OC]. */
static bool tosa_window3d(Resolver *r, const IrOp *op, const IrOp *n, int64_t *out) {
  int ri, rw;
  const int64_t *in = odims(r, op, n, 0, &ri), *w = in ? odims(r, op, n, 1, &rw) : NULL;
  if (!in || !w) return false;
  if (ri != 5 || rw != 5) return fail(r, IR_SHAPE_INVALID, op, "input or weight is not rank 5");
  int64_t pad[6], stride[3], dil[3];
  if (!attr_n(r, op, "pad", 6, pad) || !attr_n(r, op, "stride", 3, stride) ||
      !attr_n(r, op, "dilation", 3, dil))
    return false;
  out[0] = in[0];
  out[4] = w[0];
  for (int d = 0; d < 3; d++)
    if (!window_out(r, op, in[1 + d], pad[2 * d] + pad[2 * d + 1], (w[1 + d] - 1) * dil[d] + 1, stride[d],
                    &out[1 + d]))
      return false;
  return true;
}

static bool is_tosa_unary_like(IrOpKind k) {
  switch (k) {
  case IR_OP_TOSA_IDENTITY:
  case IR_OP_TOSA_ABS:
  case IR_OP_TOSA_NEGATE:
  case IR_OP_TOSA_RECIPROCAL:
  case IR_OP_TOSA_RSQRT:
  case IR_OP_TOSA_EXP:
  case IR_OP_TOSA_LOG:
  case IR_OP_TOSA_FLOOR:
  case IR_OP_TOSA_CEIL:
  case IR_OP_TOSA_TANH:
  case IR_OP_TOSA_SIGMOID:
  case IR_OP_TOSA_ERF:
  case IR_OP_TOSA_SIN:
  case IR_OP_TOSA_COS:
  case IR_OP_TOSA_CLAMP:
  case IR_OP_TOSA_LOGICAL_NOT:
  case IR_OP_TOSA_BITWISE_NOT:
  case IR_OP_TOSA_CLZ:
  case IR_OP_TOSA_CAST:
  case IR_OP_TOSA_RESCALE:
  case IR_OP_TOSA_TABLE:
  case IR_OP_TOSA_REVERSE: return true;
  default: return false;
  }
}

static bool is_tosa_binary(IrOpKind k) {
  switch (k) {
  case IR_OP_TOSA_ADD:
  case IR_OP_TOSA_SUB:
  case IR_OP_TOSA_MUL:
  case IR_OP_TOSA_MAXIMUM:
  case IR_OP_TOSA_MINIMUM:
  case IR_OP_TOSA_POW:
  case IR_OP_TOSA_EQUAL:
  case IR_OP_TOSA_GREATER:
  case IR_OP_TOSA_GREATER_EQUAL:
  case IR_OP_TOSA_LOGICAL_AND:
  case IR_OP_TOSA_LOGICAL_OR:
  case IR_OP_TOSA_LOGICAL_XOR:
  case IR_OP_TOSA_BITWISE_AND:
  case IR_OP_TOSA_BITWISE_OR:
  case IR_OP_TOSA_BITWISE_XOR:
  case IR_OP_TOSA_LOGICAL_LEFT_SHIFT:
  case IR_OP_TOSA_LOGICAL_RIGHT_SHIFT:
  case IR_OP_TOSA_ARITHMETIC_RIGHT_SHIFT:
  case IR_OP_TOSA_INTDIV: return true;
  default: return false;
  }
}

static const IrOp *region_yield(const IrOp *n, int g) {
  if (g >= n->nregions || n->regions[g]->nblocks < 1) return NULL;
  const IrBlock *b = n->regions[g]->blocks[0];
  return b->nops ? b->ops[b->nops - 1] : NULL;
}

/* Static dims of result k of op (copy n, operands already copied). */
static bool result_dims(Resolver *r, const IrOp *op, const IrOp *n, int k, int rank, int64_t *out) {
  IrOpKind kind = op->kind;
  if (is_tosa_unary_like(kind)) return copy_dims(r, op, n, 0, rank, out);
  if (is_tosa_binary(kind)) return tosa_broadcast(r, op, n, 2, rank, out);
  int ri, rj;
  const int64_t *in, *in2, *sv, *sv2;
  int64_t ax, tmp[MAX_RANK];
  int next;
  switch (kind) {
  case IR_OP_TOSA_SELECT: return tosa_broadcast(r, op, n, 3, rank, out);
  case IR_OP_TOSA_TRANSPOSE: {
    if (!(in = odims(r, op, n, 0, &ri)) || !attr_n(r, op, "perms", rank, tmp)) return false;
    for (int d = 0; d < rank; d++) {
      if (tmp[d] < 0 || tmp[d] >= ri) return fail(r, IR_SHAPE_INVALID, op, "perms out of range (ERROR_IF)");
      out[d] = in[tmp[d]];
    }
    return true;
  }
  case IR_OP_TOSA_RESHAPE: {
    if (!(in = odims(r, op, n, 0, &ri)) || !shape_of(r, op, 1, rank, &sv)) return false;
    int64_t total = 1, known = 1;
    int infer = -1;
    for (int d = 0; d < ri; d++)
      total *= in[d];
    for (int d = 0; d < rank; d++) {
      if (sv[d] == -1 && infer < 0) {
        infer = d;
        continue;
      }
      if (sv[d] < 0) return fail(r, IR_SHAPE_INVALID, op, "negative size in the new shape (ERROR_IF)");
      out[d] = sv[d];
      known *= sv[d];
    }
    if (infer >= 0) {
      if (known == 0 || total % known) return fail(r, IR_SHAPE_INVALID, op, "cannot infer the -1 size");
      out[infer] = total / known;
      known = total;
    }
    if (known != total)
      return fail(r, IR_SHAPE_INVALID, op, "%lld elements reshaped to %lld (ERROR_IF)", (long long)total,
                  (long long)known);
    return true;
  }
  case IR_OP_TOSA_SLICE:
    if (!(in = odims(r, op, n, 0, &ri)) || ri != rank || !shape_of(r, op, 1, rank, &sv) ||
        !shape_of(r, op, 2, rank, &sv2))
      return ri != rank && in ? fail(r, IR_SHAPE_INVALID, op, "rank mismatch (ERROR_IF)") : false;
    for (int d = 0; d < rank; d++) {
      out[d] = sv2[d] == -1 ? in[d] - sv[d] : sv2[d];
      if (sv[d] < 0 || out[d] <= 0 || sv[d] + out[d] > in[d])
        return fail(r, IR_SHAPE_INVALID, op, "start/size out of bounds in dim %d (ERROR_IF)", d);
    }
    return true;
  case IR_OP_TOSA_PAD:
    if (!(in = odims(r, op, n, 0, &ri)) || !shape_of(r, op, 1, 2 * rank, &sv)) return false;
    for (int d = 0; d < rank; d++) {
      if (sv[2 * d] < 0 || sv[2 * d + 1] < 0)
        return fail(r, IR_SHAPE_INVALID, op, "negative padding (ERROR_IF)");
      out[d] = in[d] + sv[2 * d] + sv[2 * d + 1];
    }
    return true;
  case IR_OP_TOSA_TILE:
    if (!(in = odims(r, op, n, 0, &ri)) || !shape_of(r, op, 1, rank, &sv)) return false;
    for (int d = 0; d < rank; d++) {
      if (sv[d] < 1) return fail(r, IR_SHAPE_INVALID, op, "multiples must be positive (ERROR_IF)");
      out[d] = in[d] * sv[d];
    }
    return true;
  case IR_OP_TOSA_CONCAT:
  case IR_OP_TENSOR_CONCAT:
    if (!ir_attr_int(op, kind == IR_OP_TOSA_CONCAT ? "axis" : "dim", &ax) || ax < 0 || ax >= rank)
      return fail(r, IR_SHAPE_INVALID, op, "axis missing or out of range");
    if (!copy_dims(r, op, n, 0, rank, out)) return false;
    for (int i = 1; i < n->noperands; i++) {
      if (!copy_dims(r, op, n, i, rank, tmp)) return false;
      for (int d = 0; d < rank; d++)
        if (d != ax && tmp[d] != out[d])
          return fail(r, IR_SHAPE_INVALID, op, "operand %d differs in dim %d", i, d);
      out[ax] += tmp[ax];
    }
    return true;
  case IR_OP_TOSA_GATHER: /* values [N,K,C], indices [N,W] -> [N,W,C] */
    if (!(in = odims(r, op, n, 0, &ri)) || !(in2 = odims(r, op, n, 1, &rj))) return false;
    if (ri != 3 || rj != 2 || rank != 3 || in[0] != in2[0])
      return fail(r, IR_SHAPE_INVALID, op, "operand shapes do not match (ERROR_IF)");
    out[0] = in[0], out[1] = in2[1], out[2] = in[2];
    return true;
  case IR_OP_TOSA_REDUCE_SUM:
  case IR_OP_TOSA_REDUCE_PRODUCT:
  case IR_OP_TOSA_REDUCE_MAX:
  case IR_OP_TOSA_REDUCE_MIN:
  case IR_OP_TOSA_REDUCE_ALL:
  case IR_OP_TOSA_REDUCE_ANY:
    if (!copy_dims(r, op, n, 0, rank, out)) return false;
    if (!ir_attr_int(op, "axis", &ax) || ax < 0 || ax >= rank)
      return fail(r, IR_SHAPE_INVALID, op, "axis missing or out of range (ERROR_IF)");
    out[ax] = 1;
    return true;
  case IR_OP_TOSA_ARGMAX:
    if (!(in = odims(r, op, n, 0, &ri))) return false;
    if (!ir_attr_int(op, "axis", &ax) || ax < 0 || ax >= ri || rank != ri - 1)
      return fail(r, IR_SHAPE_INVALID, op, "axis missing or out of range (ERROR_IF)");
    for (int d = 0, j = 0; d < ri; d++)
      if (d != ax) out[j++] = in[d];
    return true;
  case IR_OP_TOSA_MATMUL: /* [N,H,C] x [N,C,W] -> [N,H,W] */
    if (!(in = odims(r, op, n, 0, &ri)) || !(in2 = odims(r, op, n, 1, &rj))) return false;
    if (ri != 3 || rj != 3 || rank != 3 || in[0] != in2[0] || in[2] != in2[1])
      return fail(r, IR_SHAPE_INVALID, op, "operand shapes do not match (ERROR_IF)");
    out[0] = in[0], out[1] = in[1], out[2] = in2[2];
    return true;
  case IR_OP_TOSA_CONV2D:
  case IR_OP_TOSA_DEPTHWISE_CONV2D:
  case IR_OP_TOSA_MAX_POOL2D:
  case IR_OP_TOSA_AVG_POOL2D:
    if (rank != 4) return fail(r, IR_SHAPE_INVALID, op, "result is not rank 4");
    return tosa_window(r, op, n, out);
  case IR_OP_TOSA_CONV3D:
    if (rank != 5) return fail(r, IR_SHAPE_INVALID, op, "result is not rank 5");
    return tosa_window3d(r, op, n, out);
  case IR_OP_TENSOR_EMPTY:
  case IR_OP_TENSOR_GENERATE: return declared_with_operands(r, op, k, 0, out);
  case IR_OP_TENSOR_SPLAT: return declared_with_operands(r, op, k, 1, out);
  case IR_OP_MEMREF_ALLOC:
  case IR_OP_MEMREF_ALLOCA:
  case IR_OP_BUFFERIZATION_ALLOC_TENSOR: return declared_with_operands(r, op, k, 0, out);
  case IR_OP_BUFFERIZATION_TO_TENSOR:
  case IR_OP_BUFFERIZATION_TO_BUFFER:
  case IR_OP_BUFFERIZATION_CLONE: return copy_dims(r, op, n, 0, rank, out);
  case IR_OP_MEMREF_REINTERPRET_CAST:
    next = 1;
    return mixed(r, op, "static_offsets", 1, &next, tmp) && mixed(r, op, "static_sizes", rank, &next, out);
  case IR_OP_MEMREF_CAST:
  case IR_OP_TENSOR_CAST: {
    if (!(in = odims(r, op, n, 0, &ri))) return false;
    if (ri != rank) return fail(r, IR_SHAPE_INVALID, op, "cast changes the rank");
    /* Static result sizes stay: a different runtime size is UB, which the
     * semantics decide from the operand's own shape. */
    const IrType *t = op->results[k]->type;
    for (int d = 0; d < rank; d++)
      out[d] = t->dims[d] == IR_DYN ? in[d] : t->dims[d];
    return true;
  }
  case IR_OP_TENSOR_INSERT:
  case IR_OP_TENSOR_INSERT_SLICE: return copy_dims(r, op, n, 1, rank, out);
  case IR_OP_MEMREF_SUBVIEW:
  case IR_OP_TENSOR_EXTRACT_SLICE: {
    if (!(in = odims(r, op, n, 0, &ri)) || ri > MAX_RANK) return false;
    int64_t off[MAX_RANK], size[MAX_RANK];
    next = 1;
    if (!mixed(r, op, "static_offsets", ri, &next, off) || !mixed(r, op, "static_sizes", ri, &next, size))
      return false;
    /* Rank reduction drops sizes that are statically 1 (a size operand whose
     * runtime value is 1 is never dropped), left to right, except where the
     * next result dim is itself a static 1 (the rule of the op's
     * getDroppedDims). */
    const IrType *t = op->results[k]->type;
    int64_t *stat;
    int nstat;
    if (!ir_attr_ints(r->a, op, "static_sizes", &stat, &nstat) || nstat != ri)
      return fail(r, IR_SHAPE_INVALID, op, "attribute 'static_sizes' missing or of the wrong length");
    int drop = ri - rank, j = 0;
    for (int d = 0; d < ri; d++) {
      if (drop > 0 && stat[d] == 1 && !(j < rank && t->dims[j] == 1)) {
        drop--;
        continue;
      }
      if (j >= rank) return fail(r, IR_SHAPE_INVALID, op, "sizes do not match the result rank");
      out[j++] = size[d];
    }
    if (j != rank) return fail(r, IR_SHAPE_INVALID, op, "sizes do not match the result rank");
    return true;
  }
  case IR_OP_TENSOR_PAD: {
    if (!(in = odims(r, op, n, 0, &ri)) || ri != rank || rank > MAX_RANK) return false;
    int64_t lo[MAX_RANK], hi[MAX_RANK];
    next = 1;
    if (!mixed(r, op, "static_low", rank, &next, lo) || !mixed(r, op, "static_high", rank, &next, hi))
      return false;
    for (int d = 0; d < rank; d++)
      out[d] = lo[d] + in[d] + hi[d];
    return true;
  }
  case IR_OP_MEMREF_EXPAND_SHAPE:
  case IR_OP_TENSOR_EXPAND_SHAPE:
    next = 1;
    if (ir_op_attr(op, "static_output_shape")) {
      if (!mixed(r, op, "static_output_shape", rank, &next, out) || !(in = odims(r, op, n, 0, &ri)))
        return false;
      int64_t before = 1, after = 1;
      for (int d = 0; d < ri; d++)
        before *= in[d];
      for (int d = 0; d < rank; d++)
        after *= out[d];
      /* Output sizes that do not hold the input's elements: the op has no
       * meaning on these sizes. */
      if (before != after)
        return fail(r, IR_SHAPE_UB, op, "output sizes hold %lld elements, the input has %lld",
                    (long long)after, (long long)before);
      return true;
    }
    /* An expand_shape without output sizes: same rule as collapse_shape. */
    __attribute__((fallthrough));
  case IR_OP_MEMREF_COLLAPSE_SHAPE:
  case IR_OP_TENSOR_COLLAPSE_SHAPE: {
    if (!(in = odims(r, op, n, 0, &ri))) return false;
    /* collapse_shape: each result dim is the product of its group of
     * operand dims (the reassociation attribute). */
    const IrAttr *re = ir_op_attr(op, "reassociation");
    bool collapse = kind == IR_OP_TENSOR_COLLAPSE_SHAPE || kind == IR_OP_MEMREF_COLLAPSE_SHAPE;
    if (collapse && re && re->kind == IR_ATTR_ARRAY && re->nelems == rank) {
      bool ok = true;
      int seen = 0;
      for (int g = 0; g < rank && ok; g++) {
        const IrAttr *grp = re->elems[g];
        int64_t *idx;
        int cnt;
        if (grp->kind == IR_ATTR_ARRAY) {
          out[g] = 1;
          for (int j = 0; j < grp->nelems && ok; j++) {
            ok = grp->elems[j]->kind == IR_ATTR_INT && grp->elems[j]->i == seen;
            if (ok) out[g] *= in[seen++];
          }
        } else if (grp->kind == IR_ATTR_INTS) {
          idx = grp->ints, cnt = grp->nints;
          out[g] = 1;
          for (int j = 0; j < cnt && ok; j++) {
            ok = idx[j] == seen;
            if (ok) out[g] *= in[seen++];
          }
        } else {
          ok = false;
        }
      }
      if (ok && seen == ri) return true;
    }
    const IrType *t = op->results[k]->type;
    int64_t total = 1, known = 1;
    int dyn = -1;
    for (int d = 0; d < ri; d++)
      total *= in[d];
    for (int d = 0; d < rank; d++) {
      if (t->dims[d] == IR_DYN) {
        if (dyn >= 0) return fail(r, IR_SHAPE_UNSUPPORTED, op, "more than one dynamic size in the result");
        dyn = d;
        continue;
      }
      out[d] = t->dims[d];
      known *= t->dims[d];
    }
    if (dyn >= 0) {
      if (known == 0 || total % known) return fail(r, IR_SHAPE_INVALID, op, "sizes do not divide the input");
      out[dyn] = total / known;
    }
    return true;
  }
  case IR_OP_SCF_IF: {
    int64_t taken;
    const IrOp *y;
    if (ir_attr_int(n, IR_SHAPE_TAKEN_ATTR, &taken)) {
      y = region_yield(n, taken ? 0 : 1);
      if (!y || k >= y->noperands) return fail(r, IR_SHAPE_INVALID, op, "branch does not yield result %d", k);
      return copy_dims(r, op, y, k, rank, out);
    }
    const IrOp *y0 = region_yield(n, 0), *y1 = region_yield(n, 1);
    if (!y0 || !y1 || k >= y0->noperands || k >= y1->noperands)
      return fail(r, IR_SHAPE_INVALID, op, "a branch does not yield result %d", k);
    if (!copy_dims(r, op, y0, k, rank, out) || !copy_dims(r, op, y1, k, rank, tmp)) return false;
    for (int d = 0; d < rank; d++)
      if (tmp[d] != out[d])
        return fail(r, IR_SHAPE_UNSUPPORTED, op,
                    "branches yield different shapes on a data-dependent condition");
    return true;
  }
  default: break;
  }
  if (!strncmp(op->name, "linalg.", 7) && op->nresults <= op->noperands)
    return copy_dims(r, op, n, op->noperands - op->nresults + k, rank, out);
  if (!strncmp(op->name, "arith.", 6) || !strncmp(op->name, "math.", 5)) {
    for (int i = 0; i < n->noperands; i++) {
      const IrType *t = n->operands[i]->type;
      if (t && t->kind == IR_TY_TENSOR && t->rank == rank) return copy_dims(r, op, n, i, rank, out);
    }
  }
  return fail(r, IR_SHAPE_UNSUPPORTED, op, "no shape rule for a dynamic result of this op");
}

/* ---- the copy ---- */

static bool has_dynamic_operand(const IrOp *op) {
  for (int i = 0; i < op->noperands; i++)
    if (type_is_dynamic(op->operands[i]->type)) return true;
  return false;
}

/* A linalg structured op whose operands disagree on a loop bound (two pure
 * dims of one loop with different sizes, as a lowering's tensor.cast to a
 * dynamic type can leave them) has no meaning on these sizes: the
 * semantics (sem_linalg.c) make it UB, which here decides the whole case. */
static bool linalg_bounds_agree(Resolver *r, const IrOp *op, const IrOp *n) {
  const IrAttr *maps = ir_op_attr(op, "indexing_maps");
  if (strncmp(op->name, "linalg.", 7) != 0 || !maps || maps->kind != IR_ATTR_ARRAY ||
      maps->nelems != n->noperands)
    return true;
  int64_t bound[32];
  for (int d = 0; d < 32; d++)
    bound[d] = -1;
  for (int k = 0; k < n->noperands; k++) {
    const IrAttr *m = maps->elems[k];
    const IrType *t = n->operands[k]->type;
    if (m->kind != IR_ATTR_MAP || !m->map || !t || t->kind != IR_TY_TENSOR) continue;
    const int64_t *dims = r->rdims[n->operands[k]->id] ? r->rdims[n->operands[k]->id] : t->dims;
    for (int j = 0; j < m->map->nresults && j < t->rank; j++) {
      const IrAffineExpr *e = m->map->results[j];
      if (!e || e->kind != IR_AFF_DIM || e->value < 0 || e->value >= 32 || dims[j] == IR_DYN) continue;
      if (bound[e->value] < 0) {
        bound[e->value] = dims[j];
      } else if (bound[e->value] != dims[j]) {
        fail(r, IR_SHAPE_UB, op, "operand %d has size %lld where loop d%lld has %lld", k, (long long)dims[j],
             (long long)e->value, (long long)bound[e->value]);
        return false;
      }
    }
  }
  return true;
}

/* A static result type of an op that reads a dynamic operand is a claim about
 * the case's sizes (tosa.add of a tensor<?x5xf32> declared -> tensor<3x5xf32>):
 * when the shape rule gives other sizes, the case is outside the op's
 * definition (a TOSA ERROR_IF / verifier condition). Ops without a rule keep
 * their declared type. */
static bool static_result_agrees(Resolver *r, const IrOp *op, const IrOp *n, int k, const IrType *t) {
  int64_t dims[MAX_RANK];
  if (!result_dims(r, op, n, k, t->rank, dims)) {
    /* A failed static condition (ERROR_IF) decides the case; a missing rule
     * leaves the declared type standing. */
    if (r->status == IR_SHAPE_INVALID) return false;
    r->status = IR_SHAPE_OK;
    if (r->msg && r->cap) r->msg[0] = 0;
    return true;
  }
  for (int d = 0; d < t->rank; d++)
    if (dims[d] != t->dims[d])
      return fail(r, IR_SHAPE_INVALID, op, "result %d: declared size %lld in dim %d, the operands give %lld",
                  k, (long long)t->dims[d], d, (long long)dims[d]);
  return true;
}

/* "memref<2x5xf32, strided<[?, 1], offset: ?>>": the sizes replaced, the
 * element type, layout and memory space spelled as in the original. */
static const char *memref_text(Arena *a, const IrType *t, const int64_t *dims) {
  const char *rest = t->text && !strncmp(t->text, "memref<", 7) ? t->text + 7 : NULL;
  for (int d = 0; rest && d < t->rank; d++) { /* skip one "4x" or "?x" */
    const char *p = rest;
    while (*p >= '0' && *p <= '9')
      p++;
    if (p == rest && *p == '?') p++;
    rest = p != rest && *p == 'x' ? p + 1 : NULL;
  }
  StrBuf b = STRBUF_INIT;
  sb_puts(&b, "memref<");
  for (int d = 0; d < t->rank; d++)
    sb_printf(&b, "%lldx", (long long)dims[d]);
  if (rest)
    sb_puts(&b, rest);
  else
    sb_printf(&b, "%s>", ir_elem_name(t->elem));
  const char *s = b.oom ? NULL : arena_strdup(a, sb_cstr(&b));
  sb_free(&b);
  return s;
}

static IrType *static_type(Resolver *r, const IrType *t, const int64_t *dims) {
  IrType *n = arena_alloc(r->a, sizeof *n);
  *n = *t;
  n->dims = arena_calloc(r->a, (size_t)(t->rank > 0 ? t->rank : 1), sizeof(int64_t));
  memcpy(n->dims, dims, (size_t)t->rank * sizeof *dims);
  if (t->kind != IR_TY_MEMREF) {
    n->text = ir_tensor_type_text(r->a, t->elem, t->rank, dims);
    return n;
  }
  n->text = memref_text(r->a, t, dims);
  if (ir_memref_identity_layout(t)) { /* row-major strides of the new sizes */
    n->strides = arena_calloc(r->a, (size_t)(t->rank > 0 ? t->rank : 1), sizeof(int64_t));
    n->offset = 0;
    int64_t stride = 1;
    for (int d = t->rank - 1; d >= 0; d--) {
      n->strides[d] = stride;
      if (dims[d] > 0 && __builtin_mul_overflow(stride, dims[d], &stride)) stride = IR_DYN;
    }
  }
  return n;
}

static IrValue *copy_value(Resolver *r, const IrValue *v, IrType *t, IrOp *def, IrBlock *blk) {
  IrValue *n = arena_alloc(r->a, sizeof *n);
  *n = *v;
  n->type = t;
  n->def = def;
  n->block = blk;
  r->map[v->id] = n;
  return n;
}

static IrBlock *copy_block(Resolver *r, const IrBlock *b, IrOp *parent, const int64_t *arg_dims,
                           int *next_dim);

static bool copy_regions(Resolver *r, const IrOp *op, IrOp *n) {
  int64_t taken = -1, cond;
  if (op->kind == IR_OP_SCF_IF && op->nregions == 2 && operand_known(r, op, 0, &cond)) {
    taken = cond & 1;
    IrAttr *mark = arena_calloc(r->a, 1, sizeof *mark);
    mark->kind = IR_ATTR_INT;
    mark->name = IR_SHAPE_TAKEN_ATTR;
    mark->i = taken;
    mark->elem = IR_I1;
    mark->text = taken ? "1" : "0";
    IrAttr **attrs = arena_calloc(r->a, (size_t)op->nattrs + 1, sizeof *attrs);
    memcpy(attrs, op->attrs, (size_t)op->nattrs * sizeof *attrs);
    attrs[op->nattrs] = mark;
    n->attrs = attrs;
    n->nattrs = op->nattrs + 1;
  }
  n->regions = arena_calloc(r->a, (size_t)(op->nregions > 0 ? op->nregions : 1), sizeof *n->regions);
  for (int g = 0; g < op->nregions; g++) {
    const IrRegion *rg = op->regions[g];
    IrRegion *nr = arena_alloc(r->a, sizeof *nr);
    nr->nblocks = rg->nblocks;
    nr->blocks = arena_calloc(r->a, (size_t)(rg->nblocks > 0 ? rg->nblocks : 1), sizeof *nr->blocks);
    bool untaken = taken >= 0 && g != (taken ? 0 : 1);
    r->lenient += untaken;
    for (int j = 0; j < rg->nblocks; j++)
      if (!(nr->blocks[j] = copy_block(r, rg->blocks[j], n, NULL, NULL)) && !r->lenient) return false;
    r->lenient -= untaken;
    n->regions[g] = nr;
  }
  return true;
}

/* The static type of a memref result whose sizes the shape rules give, or its
 * declared type: the memory model computes every view's sizes itself from
 * the ops (ir_view.c), so an unresolved memref size is only a loss where a
 * tensor is made of the buffer, and a rule's failure (a subview outside its
 * source, say) is the semantics' UB to report, not a property of the case. */
static IrType *memref_result_type(Resolver *r, const IrOp *op, const IrOp *n, int k, IrType *t) {
  int64_t dims[MAX_RANK];
  IrShapeStatus before = r->status;
  if (t->rank <= MAX_RANK && result_dims(r, op, n, k, t->rank, dims)) {
    bool agrees = true;
    for (int d = 0; d < t->rank; d++)
      agrees &= dims[d] >= 0 && (t->dims[d] == IR_DYN || t->dims[d] == dims[d]);
    if (agrees) return static_type(r, t, dims);
  }
  r->status = before;
  if (r->msg && r->cap && before == IR_SHAPE_OK) r->msg[0] = 0;
  return t;
}

static IrOp *copy_op(Resolver *r, const IrOp *op, IrBlock *parent) {
  IrOp *n = arena_alloc(r->a, sizeof *n);
  *n = *op;
  n->parent = parent;
  n->operands = arena_calloc(r->a, (size_t)(op->noperands > 0 ? op->noperands : 1), sizeof *n->operands);
  for (int i = 0; i < op->noperands; i++) {
    n->operands[i] = r->map[op->operands[i]->id];
    if (!n->operands[i]) {
      fail(r, IR_SHAPE_UNSUPPORTED, op, "operand %d is used before its definition", i);
      if (!r->lenient) return NULL;
      n->operands[i] = op->operands[i];
    }
  }
  if (!copy_regions(r, op, n)) return NULL;
  if (!r->lenient && has_dynamic_operand(op) && !linalg_bounds_agree(r, op, n)) return NULL;
  n->results = arena_calloc(r->a, (size_t)(op->nresults > 0 ? op->nresults : 1), sizeof *n->results);
  for (int k = 0; k < op->nresults; k++) {
    IrType *t = op->results[k]->type;
    if (!type_is_dynamic(t) && t && t->kind == IR_TY_TENSOR && t->rank <= MAX_RANK &&
        has_dynamic_operand(op) && op->kind != IR_OP_TENSOR_CAST && !r->lenient &&
        !static_result_agrees(r, op, n, k, t))
      return NULL;
    if (type_is_dynamic(t) && t->kind == IR_TY_MEMREF) {
      t = memref_result_type(r, op, n, k, t);
    } else if (type_is_dynamic(t)) {
      int64_t dims[MAX_RANK];
      if (t->rank > MAX_RANK) {
        fail(r, IR_SHAPE_UNSUPPORTED, op, "rank %d above %d", t->rank, MAX_RANK);
      } else if (result_dims(r, op, n, k, t->rank, dims)) {
        for (int d = 0; d < t->rank; d++)
          if (t->dims[d] != IR_DYN && t->dims[d] != dims[d] && op->kind != IR_OP_TENSOR_CAST)
            fail(r, IR_SHAPE_INVALID, op, "result %d: declared size %lld in dim %d, the operands give %lld",
                 k, (long long)t->dims[d], d, (long long)dims[d]);
        if (r->status == IR_SHAPE_OK) t = static_type(r, t, dims);
      }
      if (r->status != IR_SHAPE_OK && !r->lenient) return NULL;
    }
    n->results[k] = copy_value(r, op->results[k], t, n, NULL);
  }
  if (op->kind == IR_OP_TENSOR_CAST && op->nresults == 1 && op->noperands == 1 && !r->lenient) {
    int ri;
    const IrType *t = n->results[0]->type;
    const int64_t *in = odims(r, op, n, 0, &ri);
    if (!in) return NULL;
    if (ri == t->rank && memcmp(in, t->dims, (size_t)ri * sizeof *in) != 0) {
      /* The cast asserts a size the value does not have in this case: UB for
       * every input (the tensor dialect: "undefined behavior" when the
       * runtime shape does not match). */
      for (int d = 0; d < ri; d++)
        if (in[d] != t->dims[d]) {
          fail(r, IR_SHAPE_UB, op, "casts size %lld to %lld in dim %d", (long long)in[d],
               (long long)t->dims[d], d);
          return NULL;
        }
    }
  }
  if ((op->kind == IR_OP_BUFFERIZATION_CLONE || op->kind == IR_OP_MEMREF_CAST) && op->nresults == 1 &&
      op->noperands == 1 && !r->lenient) {
    /* A clone or a memref.cast to a more static type asserts the sizes it
     * states, as a tensor.cast does: where the operand's size differs, UB
     * (memref.cast's documentation: a mismatch "would invoke undefined
     * behaviour"; decided here, at the shape stage, so that a pass folding
     * the cast into another asserting op is not blamed: campG a1da9512). */
    int ri;
    const IrType *t = op->results[0]->type;
    const int64_t *in = odims(r, op, n, 0, &ri);
    if (in && t && ri == t->rank)
      for (int d = 0; d < ri; d++)
        if (t->dims[d] != IR_DYN && in[d] != t->dims[d]) {
          fail(r, IR_SHAPE_UB, op, "%s size %lld as %lld in dim %d",
               op->kind == IR_OP_MEMREF_CAST ? "casts" : "clones", (long long)in[d], (long long)t->dims[d],
               d);
          return NULL;
        }
  }
  eval_scalar(r, op);
  if (op->kind == IR_OP_TOSA_CONST_SHAPE && op->nresults == 1) {
    int64_t *vals;
    int cnt;
    if (ir_attr_ints(r->a, op, "values", &vals, &cnt) && cnt == op->results[0]->type->rank)
      r->shape[op->results[0]->id] = vals;
  }
  return n;
}

static IrBlock *copy_block(Resolver *r, const IrBlock *b, IrOp *parent, const int64_t *arg_dims,
                           int *next_dim) {
  IrBlock *nb = arena_alloc(r->a, sizeof *nb);
  *nb = *b;
  nb->parent_op = parent;
  nb->args = arena_calloc(r->a, (size_t)(b->nargs > 0 ? b->nargs : 1), sizeof *nb->args);
  for (int i = 0; i < b->nargs; i++) {
    IrType *t = b->args[i]->type;
    if (!parent && r->arg_types && r->arg_types[i]) {
      t = r->arg_types[i];
    } else if (arg_dims && type_is_dynamic(t)) {
      int64_t dims[MAX_RANK];
      if (t->rank > MAX_RANK) return fail(r, IR_SHAPE_UNSUPPORTED, NULL, "argument rank above 16"), NULL;
      /* A layout with '?' strides or offset keeps them: the validator then
       * checks the function at layout cases for these sizes (ir_layout.h). */
      for (int d = 0; d < t->rank; d++)
        dims[d] = t->dims[d] == IR_DYN ? arg_dims[(*next_dim)++] : t->dims[d];
      t = static_type(r, t, dims);
    }
    nb->args[i] = copy_value(r, b->args[i], t, NULL, nb);
  }
  nb->ops = arena_calloc(r->a, (size_t)(b->nops > 0 ? b->nops : 1), sizeof *nb->ops);
  for (int i = 0; i < b->nops; i++)
    if (!(nb->ops[i] = copy_op(r, b->ops[i], nb))) return NULL;
  return nb;
}

IrShapeStatus ir_specialize(const IrFunc *f, const int64_t *arg_dims, Arena *a, IrFunc **out, char *msg,
                            size_t cap) {
  return ir_specialize_with(f, arg_dims, NULL, a, out, msg, cap);
}

IrShapeStatus ir_specialize_with(const IrFunc *f, const int64_t *arg_dims, IrType *const *arg_types, Arena *a,
                                 IrFunc **out, char *msg, size_t cap) {
  *out = NULL;
  if (msg && cap) msg[0] = 0;
  Resolver r = {.a = a, .msg = msg, .cap = cap, .status = IR_SHAPE_OK, .arg_types = arg_types};
  size_t nv = (size_t)(f->nvalues > 0 ? f->nvalues : 1);
  r.map = arena_calloc(a, nv, sizeof *r.map);
  r.known = arena_calloc(a, nv, sizeof *r.known);
  r.ival = arena_calloc(a, nv, sizeof *r.ival);
  r.shape = arena_calloc(a, nv, sizeof *r.shape);
  r.rdims = arena_calloc(a, nv, sizeof *r.rdims);
  if (!r.map || !r.known || !r.ival || !r.shape || !r.rdims) {
    if (msg && cap) snprintf(msg, cap, "out of memory");
    return IR_SHAPE_UNSUPPORTED;
  }
  int next = 0;
  IrBlock *body = copy_block(&r, f->body, NULL, arg_dims, &next);
  if (!body) return r.status == IR_SHAPE_OK ? IR_SHAPE_UNSUPPORTED : r.status;
  IrFunc *nf = arena_alloc(a, sizeof *nf);
  *nf = *f;
  nf->body = body;
  nf->result_types = arena_calloc(a, (size_t)(f->nresults > 0 ? f->nresults : 1), sizeof *nf->result_types);
  const IrOp *ret = body->nops ? body->ops[body->nops - 1] : NULL;
  for (int i = 0; i < f->nresults; i++)
    nf->result_types[i] = ret && ret->kind == IR_OP_FUNC_RETURN && i < ret->noperands ? ret->operands[i]->type
                                                                                      : f->result_types[i];
  *out = nf;
  return IR_SHAPE_OK;
}
