/*
 * sem_cost.c: the static count of the FP values a function can observe, per
 * element type (an over-approximation), which sizes the abstract FP domain's
 * bit-vectors (ENCODING.md "Abstract width").
 */
#include "encoder/ir/ir_linalg.h"
#include "encoder/sem/sem_state.h"

#include <string.h>

static int64_t type_elems(const IrType *t) {
  if (!t || t->kind == IR_TY_SHAPE || t->kind == IR_TY_OTHER) return 0;
  int64_t n = ir_type_num_elements(t);
  if (t->kind == IR_TY_MEMREF) { /* a strided argument's block holds more elements than the view */
    int64_t span = ir_memref_span(t);
    if (span > n) n = span;
  }
  return n < 0 ? 0 : n;
}

/* Iterations of an scf.for / affine.for with constant bounds (loops are
 * unrolled, so each body value occurs this many times); a generous guess
 * when the bounds are not constants here. */
static int64_t loop_trips(const IrOp *op) {
  const int64_t unknown = 4096;
  int64_t lb, ub, step;
  if (op->kind == IR_OP_SCF_FOR) {
    if (op->noperands < 3) return unknown;
    for (int i = 0; i < 3; i++) {
      uint64_t bits;
      if (!ir_operand_const_bits(op, i, &bits)) return unknown;
      int64_t v = (int64_t)bits;
      if (i == 0) lb = v;
      if (i == 1) ub = v;
      if (i == 2) step = v;
    }
  } else if (op->kind == IR_OP_AFFINE_FOR) {
    const IrAttr *l = ir_op_attr(op, "lowerBoundMap"), *u = ir_op_attr(op, "upperBoundMap");
    if (!l || !u || l->kind != IR_ATTR_MAP || u->kind != IR_ATTR_MAP || !l->map || !u->map ||
        l->map->nresults != 1 || u->map->nresults != 1 || l->map->results[0]->kind != IR_AFF_CONST ||
        u->map->results[0]->kind != IR_AFF_CONST || !ir_attr_int(op, "step", &step))
      return unknown;
    lb = l->map->results[0]->value;
    ub = u->map->results[0]->value;
  } else {
    return 0;
  }
  if (step <= 0 || ub <= lb) return 1;
  return (ub - lb + step - 1) / step;
}

static void add_count(long counts[IR_ELEM_COUNT], IrElem e, int64_t n) {
  if ((unsigned)e < IR_ELEM_COUNT && ir_elem_is_float(e) && n > 0) {
    long c = counts[e] + (long)(n > (int64_t)1 << 40 ? (int64_t)1 << 40 : n);
    counts[e] = c;
  }
}

/* Elements of the reduction (for TOSA compute ops whose intermediate
 * accumulations are observable values). */
static int64_t tosa_accumulations(const IrOp *op) {
  int64_t out = op->nresults ? type_elems(op->results[0]->type) : 0;
  int64_t in0 = op->noperands ? type_elems(op->operands[0]->type) : 0;
  int64_t in1 = op->noperands > 1 ? type_elems(op->operands[1]->type) : 0;
  switch (op->kind) {
  case IR_OP_TOSA_REDUCE_SUM:
  case IR_OP_TOSA_REDUCE_PRODUCT:
  case IR_OP_TOSA_REDUCE_MAX:
  case IR_OP_TOSA_REDUCE_MIN:
  case IR_OP_TOSA_ARGMAX: return 2 * in0 + out;
  case IR_OP_TOSA_MATMUL:
  case IR_OP_TOSA_CONV2D:
  case IR_OP_TOSA_DEPTHWISE_CONV2D:
  case IR_OP_TOSA_CONV3D: return 2 * out * (in1 > 0 ? in1 : 1) + out;
  case IR_OP_TOSA_MAX_POOL2D:
  case IR_OP_TOSA_AVG_POOL2D: return 2 * out * (in0 > 0 ? in0 : 1) + out;
  default: return 0;
  }
}

static void count_block(const IrBlock *b, int64_t mult, long counts[IR_ELEM_COUNT]);

static void count_op(const IrOp *op, int64_t mult, long counts[IR_ELEM_COUNT]) {
  bool is_tosa = strncmp(op->name, "tosa.", 5) == 0;
  bool float_operand = false;
  for (int i = 0; i < op->noperands; i++)
    if (op->operands[i]->type && ir_elem_is_float(op->operands[i]->type->elem)) float_operand = true;
  for (int i = 0; i < op->nresults; i++) {
    const IrType *t = op->results[i]->type;
    int64_t n = type_elems(t) * mult;
    if (ir_elem_is_float(t->elem)) add_count(counts, t->elem, is_tosa ? 4 * n : 2 * n);
    /* Hidden values of UFs inside ops returning non-FP values (comparisons
     * of rounded values, casts to int): counted in every float type the op
     * reads. */
    if (!ir_elem_is_float(t->elem) && float_operand)
      for (int k = 0; k < op->noperands; k++)
        if (op->operands[k]->type && ir_elem_is_float(op->operands[k]->type->elem))
          add_count(counts, op->operands[k]->type->elem, 2 * n);
  }
  if (is_tosa && op->nresults) {
    int64_t acc = tosa_accumulations(op) * mult;
    IrElem e = op->results[0]->type->elem;
    if (!ir_elem_is_float(e) && op->noperands) e = op->operands[0]->type->elem;
    add_count(counts, e, acc);
    if (op->kind == IR_OP_TOSA_CONV2D || op->kind == IR_OP_TOSA_DEPTHWISE_CONV2D ||
        op->kind == IR_OP_TOSA_CONV3D || op->kind == IR_OP_TOSA_AVG_POOL2D || op->kind == IR_OP_TOSA_MATMUL) {
      add_count(counts, IR_F32, acc); /* accumulator type may differ */
    }
  }
  if (op->nregions) {
    int64_t inner = 1;
    if (op->kind == IR_OP_TENSOR_PAD || op->kind == IR_OP_TENSOR_GENERATE) {
      inner = op->nresults ? type_elems(op->results[0]->type) : 1;
    } else if (op->kind == IR_OP_SCF_FOR || op->kind == IR_OP_AFFINE_FOR) {
      inner = loop_trips(op);
    } else if (!ir_linalg_iteration_size(op, &inner)) {
      inner = 1;
      for (int i = 0; i < op->noperands; i++) {
        int64_t n = type_elems(op->operands[i]->type);
        if (n > inner) inner = n;
      }
      for (int i = 0; i < op->nresults; i++) {
        int64_t n = type_elems(op->results[i]->type);
        if (n > inner) inner = n;
      }
    }
    if (inner < 1) inner = 1;
    for (int r = 0; r < op->nregions; r++)
      for (int bi = 0; bi < op->regions[r]->nblocks; bi++)
        count_block(op->regions[r]->blocks[bi], mult * inner, counts);
  }
}

static void count_block(const IrBlock *b, int64_t mult, long counts[IR_ELEM_COUNT]) {
  for (int i = 0; i < b->nargs; i++) {
    const IrType *t = b->args[i]->type;
    if (t && ir_elem_is_float(t->elem)) add_count(counts, t->elem, type_elems(t) * mult);
  }
  for (int i = 0; i < b->nops; i++)
    count_op(b->ops[i], mult, counts);
}

void enc_count_fp_values(const IrFunc *f, long counts[IR_ELEM_COUNT]) {
  if (f && f->body) count_block(f->body, 1, counts);
}
