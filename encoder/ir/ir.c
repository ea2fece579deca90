/*
 * ir.c: helpers over the encoder IR (see ir.h): element facts, type queries,
 * op-kind names and a debug printer. Construction is done by the importer.
 */
#include "encoder/ir/ir.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

bool ir_elem_is_float(IrElem e) { return e == IR_F16 || e == IR_BF16 || e == IR_F32 || e == IR_F64; }

bool ir_elem_is_int(IrElem e) { return (e >= IR_I1 && e <= IR_I64) || e == IR_INDEX; }

IrElem ir_elem_int(int bits) {
  return bits >= 1 && bits <= IR_INT_MAX_BITS ? (IrElem)(IR_I1 + bits - 1) : IR_ELEM_NONE;
}

int ir_elem_bits(IrElem e) {
  if (e >= IR_I1 && e <= IR_I64) return (int)(e - IR_I1) + 1;
  switch (e) {
  case IR_F16:
  case IR_BF16: return 16;
  case IR_F32: return 32;
  case IR_F64:
  case IR_INDEX: return 64;
  default: return 0;
  }
}

void ir_int_value_text(IrElem e, bool as_unsigned, uint64_t bits, char *out, size_t n) {
  if (e == IR_I1) {
    snprintf(out, n, "%s", bits & 1 ? "true" : "false");
    return;
  }
  int w = ir_elem_bits(e);
  if (w <= 0 || w > 64) w = 64;
  uint64_t mask = w < 64 ? (UINT64_C(1) << w) - 1 : ~UINT64_C(0);
  uint64_t u = bits & mask;
  if (as_unsigned) {
    snprintf(out, n, "%" PRIu64, u);
    return;
  }
  if (w < 64 && (u >> (w - 1)) & 1) u |= ~mask;
  snprintf(out, n, "%" PRId64, (int64_t)u);
}

int ir_elem_ebits(IrElem e) {
  switch (e) {
  case IR_F16: return 5;
  case IR_BF16: return 8;
  case IR_F32: return 8;
  case IR_F64: return 11;
  default: return 0;
  }
}

int ir_elem_sbits(IrElem e) {
  switch (e) {
  case IR_F16: return 11;
  case IR_BF16: return 8;
  case IR_F32: return 24;
  case IR_F64: return 53;
  default: return 0;
  }
}

const char *ir_elem_name(IrElem e) {
  static const char *const other[] = {"none", "f16", "bf16", "f32", "f64"};
  static const char *const ints[IR_INT_MAX_BITS] = {
      "i1",  "i2",  "i3",  "i4",  "i5",  "i6",  "i7",  "i8",  "i9",  "i10", "i11", "i12", "i13",
      "i14", "i15", "i16", "i17", "i18", "i19", "i20", "i21", "i22", "i23", "i24", "i25", "i26",
      "i27", "i28", "i29", "i30", "i31", "i32", "i33", "i34", "i35", "i36", "i37", "i38", "i39",
      "i40", "i41", "i42", "i43", "i44", "i45", "i46", "i47", "i48", "i49", "i50", "i51", "i52",
      "i53", "i54", "i55", "i56", "i57", "i58", "i59", "i60", "i61", "i62", "i63", "i64"};
  if ((unsigned)e < sizeof other / sizeof other[0]) return other[e];
  if (e >= IR_I1 && e <= IR_I64) return ints[e - IR_I1];
  return e == IR_INDEX ? "index" : "?";
}

int64_t ir_type_num_elements(const IrType *t) {
  if (t->kind != IR_TY_TENSOR && t->kind != IR_TY_MEMREF && t->kind != IR_TY_VECTOR) return 1;
  int64_t n = 1;
  for (int i = 0; i < t->rank; i++) {
    int64_t d = t->dims[i];
    if (d == IR_DYN || d < 0) return -1;
    if (d != 0 && n > INT64_MAX / d) return -1;
    n *= d;
  }
  return n;
}

bool ir_memref_is_static(const IrType *t) {
  if (!t || t->kind != IR_TY_MEMREF || t->offset == IR_DYN) return false;
  for (int i = 0; i < t->rank; i++)
    if (t->dims[i] == IR_DYN || t->dims[i] < 0 || t->strides[i] == IR_DYN) return false;
  return true;
}

bool ir_memref_is_identity(const IrType *t) {
  if (!ir_memref_is_static(t) || t->offset != 0) return false;
  int64_t stride = 1;
  for (int i = t->rank - 1; i >= 0; i--) {
    /* A unit dim's stride is never used to address anything. */
    if (t->dims[i] != 1 && t->strides[i] != stride) return false;
    if (t->dims[i] != 0 && stride > INT64_MAX / t->dims[i]) return false;
    stride *= t->dims[i];
  }
  return true;
}

bool ir_memref_identity_layout(const IrType *t) {
  if (!t || t->kind != IR_TY_MEMREF) return false;
  /* The importer keeps a memref's printed spelling; only a layout attribute
   * prints a strided<...> or an affine map. */
  return t->text && !strstr(t->text, "strided") && !strstr(t->text, "affine_map") && !strstr(t->text, "#map");
}

int64_t ir_memref_span(const IrType *t) {
  if (!ir_memref_is_static(t) || t->offset < 0) return -1;
  int64_t last = t->offset;
  for (int i = 0; i < t->rank; i++) {
    if (t->dims[i] == 0) return 0;
    if (t->strides[i] < 0) return -1;
    int64_t step;
    if (__builtin_mul_overflow(t->dims[i] - 1, t->strides[i], &step) ||
        __builtin_add_overflow(last, step, &last))
      return -1;
  }
  return last == INT64_MAX ? -1 : last + 1;
}

int ir_memref_input_shape(const IrType *t, int64_t *dims) {
  int64_t span = ir_memref_span(t);
  if (span < 0) return -1;
  if (ir_memref_is_identity(t)) {
    for (int i = 0; i < t->rank; i++)
      dims[i] = t->dims[i];
    return t->rank;
  }
  dims[0] = span;
  return 1;
}

bool ir_type_equal(const IrType *a, const IrType *b) {
  if (a == b) return true;
  if (a->kind != b->kind || a->elem != b->elem || a->rank != b->rank) return false;
  for (int i = 0; i < a->rank; i++)
    if (a->dims[i] != b->dims[i]) return false;
  if (a->kind == IR_TY_MEMREF) {
    if (a->offset != b->offset) return false;
    for (int i = 0; i < a->rank; i++)
      if (a->strides[i] != b->strides[i]) return false;
  }
  if (a->kind == IR_TY_OTHER) return a->text && b->text && strcmp(a->text, b->text) == 0;
  return true;
}

static const char *const op_names[IR_OP_COUNT] = {
    "?",
#define IR_OP(e, s) s,
#include "encoder/ir/ir_ops.def"
#undef IR_OP
};

const char *ir_op_kind_name(IrOpKind k) { return (unsigned)k < IR_OP_COUNT ? op_names[k] : "?"; }

IrOpKind ir_op_kind_from_name(const char *name) {
  /* Linear scan is fine: ~200 names, called once per imported op. */
  for (int k = 1; k < IR_OP_COUNT; k++)
    if (strcmp(op_names[k], name) == 0) return (IrOpKind)k;
  return IR_OP_UNKNOWN;
}

/* Ops that only move, copy or reinterpret element bits, so that an element
 * spelled ui8, si8 or !quant.uniform<i8:...> behaves as its storage i8. */
static bool moves_bits_only(IrOpKind k) {
  switch (k) {
  case IR_OP_FUNC_RETURN:
  case IR_OP_FUNC_CALL:
  case IR_OP_BUILTIN_UNREALIZED_CAST:
  case IR_OP_QUANT_SCAST:
  case IR_OP_TOSA_CONST:
  case IR_OP_TOSA_IDENTITY:
  case IR_OP_TOSA_TRANSPOSE:
  case IR_OP_TOSA_RESHAPE:
  case IR_OP_TOSA_SLICE:
  case IR_OP_TOSA_PAD:
  case IR_OP_TOSA_CONCAT:
  case IR_OP_TOSA_TILE:
  case IR_OP_TOSA_REVERSE:
  case IR_OP_TOSA_RESCALE: /* its flags, not the spelling, say how storage reads */
  case IR_OP_TOSA_VARIABLE_READ:
  case IR_OP_TOSA_VARIABLE_WRITE:
  case IR_OP_TOSA_YIELD:
  case IR_OP_LINALG_GENERIC: /* its body ops are checked one by one */
  case IR_OP_LINALG_MAP:
  case IR_OP_LINALG_YIELD:
  case IR_OP_LINALG_FILL:
  case IR_OP_LINALG_COPY:
  case IR_OP_LINALG_TRANSPOSE:
  case IR_OP_LINALG_BROADCAST:
  case IR_OP_TENSOR_EMPTY:
  case IR_OP_TENSOR_EXTRACT:
  case IR_OP_TENSOR_INSERT:
  case IR_OP_TENSOR_EXTRACT_SLICE:
  case IR_OP_TENSOR_INSERT_SLICE:
  case IR_OP_TENSOR_PAD:
  case IR_OP_TENSOR_YIELD:
  case IR_OP_TENSOR_EXPAND_SHAPE:
  case IR_OP_TENSOR_COLLAPSE_SHAPE:
  case IR_OP_TENSOR_CONCAT:
  case IR_OP_TENSOR_CAST:
  case IR_OP_TENSOR_FROM_ELEMENTS:
  case IR_OP_TENSOR_GENERATE:
  case IR_OP_TENSOR_DIM:
  case IR_OP_TENSOR_SPLAT:
  case IR_OP_SCF_YIELD:
  case IR_OP_SCF_IF:
  case IR_OP_SCF_FOR:
  case IR_OP_MEMREF_ALLOC:
  case IR_OP_MEMREF_ALLOCA:
  case IR_OP_MEMREF_DEALLOC:
  case IR_OP_MEMREF_LOAD:
  case IR_OP_MEMREF_STORE:
  case IR_OP_MEMREF_SUBVIEW:
  case IR_OP_MEMREF_COPY:
  case IR_OP_MEMREF_CAST:
  case IR_OP_MEMREF_EXPAND_SHAPE:
  case IR_OP_MEMREF_COLLAPSE_SHAPE:
  case IR_OP_MEMREF_REINTERPRET_CAST:
  case IR_OP_MEMREF_GET_GLOBAL:
  case IR_OP_MEMREF_DIM:
  case IR_OP_MEMREF_EXTRACT_STRIDED_METADATA:
  case IR_OP_BUFFERIZATION_TO_BUFFER:
  case IR_OP_BUFFERIZATION_TO_TENSOR:
  case IR_OP_BUFFERIZATION_ALLOC_TENSOR:
  case IR_OP_BUFFERIZATION_MATERIALIZE_IN_DESTINATION:
  case IR_OP_BUFFERIZATION_CLONE:
  case IR_OP_BUFFERIZATION_DEALLOC:
  case IR_OP_ML_PROGRAM_GLOBAL_LOAD:
  case IR_OP_ML_PROGRAM_GLOBAL_LOAD_CONST:
  case IR_OP_ML_PROGRAM_GLOBAL_STORE:
  case IR_OP_AFFINE_FOR:
  case IR_OP_AFFINE_YIELD:
  case IR_OP_AFFINE_LOAD:
  case IR_OP_AFFINE_STORE:
  case IR_OP_VECTOR_TRANSFER_READ:
  case IR_OP_VECTOR_TRANSFER_WRITE:
  case IR_OP_VECTOR_BROADCAST:
  case IR_OP_VECTOR_INSERT:
  case IR_OP_VECTOR_EXTRACT:
  case IR_OP_VECTOR_TRANSPOSE:
  case IR_OP_VECTOR_SHAPE_CAST:
  case IR_OP_UB_POISON: return true;
  default: return false;
  }
}

static const char *int_kind_word(int k) {
  return k == IR_INT_SIGNED ? "signed" : k == IR_INT_UNSIGNED ? "unsigned" : "quantized";
}

const char *ir_storage_cast_error(const IrOp *op, char *buf, int n) {
  if (op->noperands != 1 || op->nresults != 1) {
    snprintf(buf, (size_t)n, "unsupported: '%s' with %d operands and %d results", op->name, op->noperands,
             op->nresults);
    return buf;
  }
  const IrType *from = op->operands[0]->type, *to = op->results[0]->type;
  if (ir_type_equal(from, to) && (from->kind == IR_TY_TENSOR || from->kind == IR_TY_SCALAR ||
                                  from->kind == IR_TY_VECTOR || from->kind == IR_TY_MEMREF))
    return NULL;
  snprintf(buf, (size_t)n,
           "unsupported: '%s' from '%s' to '%s' (only a change of integer signedness or of quantized storage "
           "spelling is modelled)",
           op->name, from->text ? from->text : "?", to->text ? to->text : "?");
  return buf;
}

const char *ir_storage_type_error(const IrOp *op, char *buf, int n) {
  if (moves_bits_only(op->kind)) return NULL;
  const IrType *odd = NULL;
  for (int i = 0; i < op->noperands && !odd; i++)
    if (op->operands[i] && op->operands[i]->type && op->operands[i]->type->int_kind != IR_INT_SIGNLESS)
      odd = op->operands[i]->type;
  for (int i = 0; i < op->nresults && !odd; i++)
    if (op->results[i] && op->results[i]->type && op->results[i]->type->int_kind != IR_INT_SIGNLESS)
      odd = op->results[i]->type;
  if (!odd) return NULL;
  snprintf(buf, (size_t)n,
           "unsupported: '%s' on the %s element type of '%s' (modelled as storage bits only in ops that "
           "move them and in tosa.rescale)",
           op->name ? op->name : "?", int_kind_word(odd->int_kind), odd->text ? odd->text : "?");
  return buf;
}

const IrAttr *ir_op_attr(const IrOp *op, const char *name) {
  for (int i = 0; i < op->nattrs; i++)
    if (op->attrs[i]->name && strcmp(op->attrs[i]->name, name) == 0) return op->attrs[i];
  return NULL;
}

IrFunc *ir_module_func(const IrModule *m, const char *name) {
  for (int i = 0; i < m->nfuncs; i++)
    if (strcmp(m->funcs[i]->name, name) == 0) return m->funcs[i];
  return NULL;
}

const IrOp *ir_find_op(const IrBlock *b, bool (*pred)(const IrOp *op, void *ctx), void *ctx) {
  for (int i = 0; b && i < b->nops; i++) {
    const IrOp *op = b->ops[i];
    if (pred(op, ctx)) return op;
    for (int r = 0; r < op->nregions; r++)
      for (int j = 0; j < op->regions[r]->nblocks; j++) {
        const IrOp *hit = ir_find_op(op->regions[r]->blocks[j], pred, ctx);
        if (hit) return hit;
      }
  }
  return NULL;
}

const IrGlobal *ir_func_global(const IrFunc *f, const char *name) {
  for (int i = 0; f && name && i < f->nglobals; i++)
    if (strcmp(f->globals[i]->name, name) == 0) return f->globals[i];
  return NULL;
}

static void dump_block(const IrBlock *b, int indent, StrBuf *out);

static void dump_value(const IrValue *v, StrBuf *out) { sb_printf(out, "%%%d", v->id); }

static void dump_op(const IrOp *op, int indent, StrBuf *out) {
  sb_printf(out, "%*s", indent, "");
  for (int i = 0; i < op->nresults; i++) {
    if (i) sb_puts(out, ", ");
    dump_value(op->results[i], out);
  }
  if (op->nresults) sb_puts(out, " = ");
  sb_puts(out, op->name);
  for (int i = 0; i < op->noperands; i++) {
    sb_puts(out, i ? ", " : " ");
    dump_value(op->operands[i], out);
  }
  if (op->nattrs) {
    sb_puts(out, " {");
    for (int i = 0; i < op->nattrs; i++)
      sb_printf(out, "%s%s = %s", i ? ", " : "", op->attrs[i]->name ? op->attrs[i]->name : "?",
                op->attrs[i]->text ? op->attrs[i]->text : "?");
    sb_puts(out, "}");
  }
  sb_puts(out, " :");
  for (int i = 0; i < op->nresults; i++)
    sb_printf(out, " %s", op->results[i]->type->text);
  sb_puts(out, "\n");
  for (int r = 0; r < op->nregions; r++)
    for (int b = 0; b < op->regions[r]->nblocks; b++)
      dump_block(op->regions[r]->blocks[b], indent + 2, out);
}

static void dump_block(const IrBlock *b, int indent, StrBuf *out) {
  sb_printf(out, "%*s^bb(", indent, "");
  for (int i = 0; i < b->nargs; i++) {
    if (i) sb_puts(out, ", ");
    dump_value(b->args[i], out);
    sb_printf(out, ": %s", b->args[i]->type->text);
  }
  sb_puts(out, "):\n");
  for (int i = 0; i < b->nops; i++)
    dump_op(b->ops[i], indent + 2, out);
}

void ir_func_dump(const IrFunc *f, StrBuf *out) {
  sb_printf(out, "func @%s\n", f->name);
  dump_block(f->body, 2, out);
}

bool ir_operand_const_bits(const IrOp *op, int i, uint64_t *bits) {
  if (i >= op->noperands || !op->operands[i]->def) return false;
  const IrOp *d = op->operands[i]->def;
  const IrAttr *a = NULL;
  if (d->kind == IR_OP_TOSA_CONST) a = ir_op_attr(d, "values");
  if (d->kind == IR_OP_ARITH_CONSTANT) a = ir_op_attr(d, "value");
  if (!a) return false;
  if (a->kind == IR_ATTR_DENSE && a->dense && a->dense->count >= 1) {
    *bits = a->dense->bits[0];
    return true;
  }
  if (a->kind == IR_ATTR_INT) {
    *bits = (uint64_t)a->i;
    return true;
  }
  if (a->kind == IR_ATTR_FLOAT) {
    *bits = a->bits;
    return true;
  }
  return false;
}

/* Is e a type TOSA 1.0 names in some op's table, i4 aside? Floats, index
 * (shapes) and i1 i8 i16 i32 i48 i64; per-op tables for these are not
 * checked here. */
static bool tosa_named_type(IrElem e) {
  return !ir_elem_is_int(e) || e == IR_I1 || e == IR_I8 || e == IR_I16 || e == IR_I32 || e == IR_I48 ||
         e == IR_I64 || e == IR_INDEX;
}

/* May operand i (-1: a result) of op be i4? CONST and IDENTITY list i4_t
 * under EXT-INT4; the convolutions list weight_t = i4_t (operand 1, and its
 * zero point, operand 4) with in_t = i8_t. */
static bool tosa_i4_allowed(const IrOp *op, int i) {
  switch (op->kind) {
  case IR_OP_TOSA_CONST:
  case IR_OP_TOSA_IDENTITY: return true;
  case IR_OP_TOSA_CONV2D:
  case IR_OP_TOSA_DEPTHWISE_CONV2D: return i == 1 || i == 4;
  default: return false;
  }
}

static const char *tosa_type_error(const IrOp *op, const IrType *t, int i, char *buf, int n) {
  if (!t || (t->kind != IR_TY_TENSOR && t->kind != IR_TY_SCALAR) || tosa_named_type(t->elem)) return NULL;
  if (t->elem == IR_I4) {
    if (tosa_i4_allowed(op, i)) return NULL;
    snprintf(buf, (size_t)n,
             "'%s' on i4 is outside TOSA 1.0 (EXT-INT4 has i4 only for CONST, IDENTITY and convolution "
             "weights)",
             op->name);
  } else {
    snprintf(buf, (size_t)n, "'%s' on %s is outside TOSA 1.0 (no such element type)", op->name,
             ir_elem_name(t->elem));
  }
  return buf;
}

/* The element classes TOSA 1.0's type tables allow per operand and result
 * (B bool, I integer, F floating point; "-" not checked here: shapes, the
 * shift of MUL, RESCALE's multiplier and shift), operands in the order of
 * the specification's inputs, which MLIR 22's tosa ops keep, then "|" and
 * the results. Union over every 1.0 row of the op's "Supported Data Types"
 * (tosa.xml, any profile or extension); the widths within a class (ADD on
 * i8, which no row lists) are not checked: the pseudo-code's two's-complement
 * semantics covers them. Ops absent here take every class (CAST, CONCAT,
 * CONST, IDENTITY, PAD, RESHAPE, REVERSE, SLICE, TILE, TRANSPOSE). */
static const struct {
  const char *op;
  const char *classes;
} TOSA_CLASSES[] = {
    {"abs", "FI|FI"},
    {"add", "FI,FI|FI"},
    {"argmax", "FI|I"},
    {"arithmetic_right_shift", "I,I|I"},
    {"avg_pool2d", "FI,FI,FI|FI"},
    {"bitwise_and", "I,I|I"},
    {"bitwise_not", "I|I"},
    {"bitwise_or", "I,I|I"},
    {"bitwise_xor", "I,I|I"},
    {"ceil", "F|F"},
    {"clamp", "FI|FI"},
    {"clz", "I|I"},
    {"conv2d", "FI,FI,FI,FI,FI|FI"},
    {"conv3d", "FI,FI,FI,FI,FI|FI"},
    {"cos", "F|F"},
    {"depthwise_conv2d", "FI,FI,FI,FI,FI|FI"},
    {"equal", "FI,FI|B"},
    {"erf", "F|F"},
    {"exp", "F|F"},
    {"fft2d", "F,F|F,F"},
    {"floor", "F|F"},
    {"gather", "FI,I|FI"},
    {"greater", "FI,FI|B"},
    {"greater_equal", "FI,FI|B"},
    {"intdiv", "I,I|I"},
    {"log", "F|F"},
    {"logical_and", "B,B|B"},
    {"logical_left_shift", "I,I|I"},
    {"logical_not", "B|B"},
    {"logical_or", "B,B|B"},
    {"logical_right_shift", "I,I|I"},
    {"logical_xor", "B,B|B"},
    {"matmul", "FI,FI,FI,FI|FI"},
    {"max_pool2d", "FI|FI"},
    {"maximum", "FI,FI|FI"},
    {"minimum", "FI,FI|FI"},
    {"mul", "FI,FI,-|FI"},
    {"negate", "FI,FI,FI|FI"},
    {"pow", "F,F|F"},
    {"reciprocal", "F|F"},
    {"reduce_all", "B|B"},
    {"reduce_any", "B|B"},
    {"reduce_max", "FI|FI"},
    {"reduce_min", "FI|FI"},
    {"reduce_product", "F|F"},
    {"reduce_sum", "FI|FI"},
    {"rescale", "I,-,-,I,I|I"},
    {"resize", "FI,-,-,-|FI"},
    {"rfft2d", "F|F,F"},
    {"rsqrt", "F|F"},
    {"scatter", "FI,I,FI|FI"},
    {"select", "B,BFI,BFI|BFI"},
    {"sigmoid", "F|F"},
    {"sin", "F|F"},
    {"sub", "FI,FI|FI"},
    {"table", "I,I|I"},
    {"tanh", "F|F"},
    {"transpose_conv2d", "FI,FI,FI,FI,FI|FI"},
};

static char elem_class(IrElem e) {
  if (e == IR_INDEX) return 0;
  if (e == IR_I1) return 'B';
  return ir_elem_is_float(e) ? 'F' : 'I';
}

static const char *class_words(const char *allowed, char *buf, size_t n) {
  buf[0] = 0;
  for (const char *c = allowed; *c && *c != ',' && *c != '|'; c++) {
    const char *w = *c == 'B' ? "bool" : *c == 'F' ? "floating-point" : "integer";
    size_t len = strlen(buf);
    snprintf(buf + len, n - len, "%s%s", len ? " or " : "", w);
  }
  return buf;
}

/* The operand (i >= 0) or result (-1 - i) of op whose element class TOSA
 * 1.0 does not allow, as a message; NULL when every one is allowed. */
static const char *tosa_class_error(const IrOp *op, char *buf, int n) {
  const char *name = op->name + 5, *classes = NULL;
  for (size_t k = 0; k < sizeof TOSA_CLASSES / sizeof *TOSA_CLASSES && !classes; k++)
    if (!strcmp(name, TOSA_CLASSES[k].op)) classes = TOSA_CLASSES[k].classes;
  if (!classes) return NULL;
  const char *p = classes;
  for (int side = 0; side < 2; side++) {
    int count = side ? op->nresults : op->noperands;
    for (int i = 0; i < count && *p && *p != '|'; i++) {
      const IrType *t = side ? op->results[i]->type : op->operands[i]->type;
      const char *end = p + strcspn(p, ",|");
      char c = t && (t->kind == IR_TY_TENSOR || t->kind == IR_TY_SCALAR) ? elem_class(t->elem) : 0;
      if (c && *p != '-' && !memchr(p, c, (size_t)(end - p))) {
        char words[64];
        snprintf(buf, (size_t)n, "'%s' on %s is outside TOSA 1.0 (its %s #%d takes %s values only)", op->name,
                 ir_elem_name(t->elem), side ? "result" : "operand", i, class_words(p, words, sizeof words));
        return buf;
      }
      p = *end == ',' ? end + 1 : end;
    }
    p = strchr(p, '|');
    if (!p) break;
    p++;
  }
  return NULL;
}

const char *ir_tosa_type_error(const IrOp *op, char *buf, int n) {
  if (!op->name || strncmp(op->name, "tosa.", 5) != 0) return NULL;
  const char *err = NULL;
  for (int i = 0; i < op->noperands && !err; i++)
    err = tosa_type_error(op, op->operands[i]->type, i, buf, n);
  for (int i = 0; i < op->nresults && !err; i++)
    err = tosa_type_error(op, op->results[i]->type, -1, buf, n);
  if (!err) err = tosa_class_error(op, buf, n);
  return err;
}
