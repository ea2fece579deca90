/*
 * ir.h: the encoder IR, a small arena-owned copy of the MLIR functions to
 * validate.
 *
 * The importer (mlirx/import.c) walks MLIR through the C API and builds this;
 * the encoder (encoder/) reads it. No MLIR or Z3 type appears here, so the
 * encoder and its unit tests build without MLIR. Everything is allocated from
 * one Arena and never freed individually; the IR is immutable after import.
 *
 * Shapes are static: a dynamic dimension is IR_DYN (encoder/ir/ir_shape.h
 * specializes such functions to static cases before encoding). Constants keep their exact bits (IEEE for
 * floats, two's complement sign-extended to 64 bits for integers) so NaN payloads, -0.0 and subnormals
 * survive.
 */
#ifndef TVF_ENCODER_IR_H
#define TVF_ENCODER_IR_H

#include <stdbool.h>
#include <stdint.h>

#include "support/arena.h"
#include "support/strbuf.h"

#define IR_DYN INT64_MIN

/* Element types. Signless integers of every width 1..64 are modelled: iN is
 * IR_I1 + N - 1 (ir_elem_int), so the element stays one small value that
 * every semantics function already passes around, and the width is
 * ir_elem_bits. The named widths below are the ones code refers to. Floats
 * come first: FpDomConfig.cast_types is a bit set indexed by IrElem. */
typedef enum IrElem {
  IR_ELEM_NONE = 0,
  IR_F16,
  IR_BF16,
  IR_F32,
  IR_F64,
  IR_I1,
  IR_I2 = IR_I1 + 1,
  IR_I3 = IR_I1 + 2,
  IR_I4 = IR_I1 + 3,
  IR_I8 = IR_I1 + 7,
  IR_I16 = IR_I1 + 15,
  IR_I32 = IR_I1 + 31,
  IR_I48 = IR_I1 + 47,
  IR_I64 = IR_I1 + 63,
  IR_INDEX, /* modelled as 64-bit */
  IR_ELEM_COUNT
} IrElem;

#define IR_INT_MAX_BITS 64

bool ir_elem_is_float(IrElem e);
bool ir_elem_is_int(IrElem e); /* includes i1 and index */
/* The signless integer element of `bits` bits (1..64); IR_ELEM_NONE outside
 * that range. */
IrElem ir_elem_int(int bits);
/* Bit width: 16/16/32/64 for floats, 1..64 for ints, 64 for index. */
int ir_elem_bits(IrElem e);
/* IEEE exponent / significand (incl. hidden bit) widths; 0 for non-floats. */
int ir_elem_ebits(IrElem e);
int ir_elem_sbits(IrElem e);
const char *ir_elem_name(IrElem e); /* "f32", "i8", "i3", "index" */
/* An integer element's bits as a counterexample shows them: i1 as true or
 * false, a type spelled unsigned (ui8) as the unsigned value of its width,
 * any other as the signed value of its width; into out[n]. One formatter for
 * every counterexample path (solver models, screening, lazy mode). */
void ir_int_value_text(IrElem e, bool as_unsigned, uint64_t bits, char *out, size_t n);

typedef enum IrTypeKind {
  IR_TY_SCALAR, /* a bare element (inside linalg bodies, tensor.extract) */
  IR_TY_TENSOR, /* ranked tensor */
  IR_TY_SHAPE,  /* !tosa.shape<rank> */
  IR_TY_MEMREF, /* ranked memref with a strided layout (identity included) */
  IR_TY_VECTOR, /* fixed-size vector (rank may be 0): a value like a static tensor (sem_vector.c) */
  IR_TY_OTHER   /* anything else (scalable vectors, unranked, other layouts...); text says what */
} IrTypeKind;

/* How an integer element is spelled. Only signless integers carry arithmetic
 * in arith/linalg bodies and in TOSA 1.0; signed/unsigned integers (siN,
 * uiN, which MLIR's tosa dialect accepts) and quantized types
 * (!quant.uniform<i8:f32, ...>) are modelled by their storage bits: elem is
 * the signless integer of the same width, and only ops that move bits may
 * touch them (ir_storage_type_error). */
typedef enum IrIntKind { IR_INT_SIGNLESS = 0, IR_INT_SIGNED, IR_INT_UNSIGNED, IR_INT_QUANT } IrIntKind;

typedef struct IrType {
  IrTypeKind kind;
  IrElem elem;      /* element type for SCALAR, TENSOR, VECTOR and MEMREF; IR_INDEX for SHAPE */
  uint8_t int_kind; /* IrIntKind of an integer elem; IR_INT_SIGNLESS otherwise */
  int rank;         /* tensor/vector rank, or N of !tosa.shape<N>; 0 for scalars */
  int64_t *dims;    /* rank entries; IR_DYN for '?' */
  const char *text; /* the MLIR spelling, for messages */
  /* IR_TY_MEMREF: the strided layout, in elements; IR_DYN where the type
   * says '?'. The identity layout has offset 0 and row-major strides. */
  int64_t offset;
  int64_t *strides; /* rank entries */
} IrType;

/* Number of elements of a static tensor type (1 for scalars and rank 0);
 * -1 if any dimension is dynamic or the product overflows int64. */
int64_t ir_type_num_elements(const IrType *t);
/* Same kind, shape, layout and element storage: ui8 equals i8 (a change of
 * signedness spelling moves no bits; function signatures compare so). */
bool ir_type_equal(const IrType *a, const IrType *b);

/* Static memref layouts (docs/DESIGN.md "Memory"). A memref type is static
 * when its sizes, offset and strides are all known. Its span is the number of
 * block elements a view of that type reaches: offset + sum((size_k - 1) *
 * stride_k) + 1, or 0 when a size is 0; -1 when not static, negative strides
 * or offset, or on overflow. */
bool ir_memref_is_static(const IrType *t);
bool ir_memref_is_identity(const IrType *t); /* offset 0, row-major strides */
/* Is the type spelled with the identity layout (no strided<...> or affine
 * map)? True for memref<?x5xf32> too, whose strides are not all static. */
bool ir_memref_identity_layout(const IrType *t);
int64_t ir_memref_span(const IrType *t);
/* The shape of the tensor that holds a memref argument's input (its whole
 * block): the view's sizes for the identity layout, else [span]. Writes the
 * dims (at most max(t->rank, 1) entries) and returns the rank; -1 when the
 * type is not a static memref. */
int ir_memref_input_shape(const IrType *t, int64_t *dims);

/* Affine expressions and maps (linalg indexing maps, expand/collapse). */
typedef enum IrAffineKind {
  IR_AFF_DIM,
  IR_AFF_SYM,
  IR_AFF_CONST,
  IR_AFF_ADD,
  IR_AFF_MUL,
  IR_AFF_MOD,
  IR_AFF_FLOORDIV,
  IR_AFF_CEILDIV
} IrAffineKind;

typedef struct IrAffineExpr {
  IrAffineKind kind;
  int64_t value; /* dim/symbol position, or the constant */
  struct IrAffineExpr *lhs, *rhs;
} IrAffineExpr;

typedef struct IrAffineMap {
  int ndims, nsyms, nresults;
  IrAffineExpr **results;
} IrAffineMap;

/* Dense constant elements. */
typedef struct IrDense {
  IrType *type;   /* the tensor (or scalar) type of the constant */
  bool splat;     /* one value for all elements */
  int64_t count;  /* number of elements of the type */
  uint64_t *bits; /* 1 entry if splat, else count entries, row-major */
} IrDense;

typedef enum IrAttrKind {
  IR_ATTR_UNIT,
  IR_ATTR_BOOL,   /* i */
  IR_ATTR_INT,    /* i (typed integer; type in elem) */
  IR_ATTR_FLOAT,  /* f (double value) and bits (IEEE bits in the attr's own type elem) */
  IR_ATTR_STRING, /* s */
  IR_ATTR_ENUM,   /* s: the enum keyword, e.g. "IGNORE", "parallel", "add", "DOUBLE_ROUND" */
  IR_ATTR_TYPE,   /* type */
  IR_ATTR_INTS,   /* ints/nints: DenseI32/I64/Bool arrays and integer dense elements as a list */
  IR_ATTR_DENSE,  /* dense */
  IR_ATTR_MAP,    /* map */
  IR_ATTR_ARRAY,  /* elems/nelems */
  IR_ATTR_OTHER   /* not decoded; text is the printed form */
} IrAttrKind;

typedef struct IrAttr {
  IrAttrKind kind;
  const char *name; /* attribute name, e.g. "nan_mode" (NULL inside arrays) */
  int64_t i;
  double f;
  uint64_t bits;
  IrElem elem; /* element type of INT / FLOAT attributes */
  const char *s;
  IrType *type;
  int64_t *ints;
  int nints;
  IrDense *dense;
  IrAffineMap *map;
  struct IrAttr **elems;
  int nelems;
  const char *text; /* printed form, always set (for messages and OTHER) */
} IrAttr;

typedef struct IrOp IrOp;
typedef struct IrBlock IrBlock;
typedef struct IrGlobal IrGlobal;

typedef struct IrValue {
  int id; /* unique within the function, in definition order */
  IrType *type;
  IrOp *def;      /* defining op, or NULL for a block argument */
  int index;      /* result index in def, or argument index in block */
  IrBlock *block; /* owning block for block arguments */
  /* A function argument standing for mutable memref.global @global
   * (ir_globals_as_args), else NULL. */
  const char *global;
} IrValue;

typedef enum IrOpKind {
  IR_OP_UNKNOWN = 0,
#define IR_OP(e, s) IR_OP_##e,
#include "encoder/ir/ir_ops.def"
#undef IR_OP
  IR_OP_COUNT
} IrOpKind;

/* Op name for a kind ("tosa.add"); "?" for UNKNOWN. */
const char *ir_op_kind_name(IrOpKind k);
/* Kind for an op name, IR_OP_UNKNOWN if not in ir_ops.def. */
IrOpKind ir_op_kind_from_name(const char *name);

typedef struct IrRegion {
  IrBlock **blocks;
  int nblocks;
} IrRegion;

struct IrOp {
  IrOpKind kind;
  const char *name; /* always set, also for UNKNOWN */
  const char *loc;  /* "file:line:col" or "" */
  IrValue **operands;
  int noperands;
  IrValue **results;
  int nresults;
  IrAttr **attrs;
  int nattrs;
  IrRegion **regions;
  int nregions;
  IrBlock *parent;
};

struct IrBlock {
  IrValue **args;
  int nargs;
  IrOp **ops;
  int nops;
  IrOp *parent_op; /* NULL for a function body */
};

typedef struct IrFunc {
  const char *name;
  const char *loc;
  bool is_public;
  IrBlock *body; /* args = function arguments; last op = func.return */
  IrType **result_types;
  int nresults;
  int nvalues; /* number of IrValues (ids are 0..nvalues-1) */
  /* The memref.global ops of the enclosing module (memref.get_global). */
  IrGlobal **globals;
  int nglobals;
} IrFunc;

/* memref.global: a named buffer of the module, read through
 * memref.get_global. `init` is NULL for an uninitialized global. */
struct IrGlobal {
  const char *name; /* symbol, without '@' */
  IrType *type;     /* IR_TY_MEMREF (static) */
  bool constant;
  IrDense *init;
  const char *loc;
};

typedef struct IrModule {
  IrFunc **funcs;
  int nfuncs;
  IrGlobal **globals;
  int nglobals;
} IrModule;

/* Lookups (NULL when absent). */
const IrGlobal *ir_func_global(const IrFunc *f, const char *name);
/* The first op of b, in pre-order (an op, then the ops of its regions),
 * for which pred(op, ctx) holds; NULL when none does. */
const IrOp *ir_find_op(const IrBlock *b, bool (*pred)(const IrOp *op, void *ctx), void *ctx);
const IrAttr *ir_op_attr(const IrOp *op, const char *name);
IrFunc *ir_module_func(const IrModule *m, const char *name);
/* Bits of element 0 of operand i when it is defined by tosa.const or
 * arith.constant (dense, integer or float attribute); false otherwise. The
 * encoder and the evaluator decide some static ERROR_IFs from these. */
bool ir_operand_const_bits(const IrOp *op, int i, uint64_t *bits);
/* TOSA 1.0 names its integer types i1 i8 i16 i32 i48 i64, plus i4 for
 * convolution weights and CONST under EXT-INT4, and each op's type table
 * allows some element classes per operand (REDUCE_ALL takes bool, TANH
 * floats, BITWISE_AND integers). NULL when every operand and result of the
 * tosa op uses such a type where the spec allows it; else a one-line reason
 * (static text, or written into buf). The encoder and the evaluator reject
 * such ops as invalid input rather than model them. */
const char *ir_tosa_type_error(const IrOp *op, char *buf, int n);
/* NULL unless an operand or result of op has a signed, unsigned or quantized
 * element type and op computes on element values (arith, math, tosa
 * arithmetic, named linalg ops, casts): then a one-line reason in buf. Ops
 * that only move, copy or reinterpret bits (tosa data layout, tensor,
 * memref, bufferization, scf, the storage casts), and tosa.rescale, whose
 * input_unsigned/output_unsigned flags say how its storage is read, are
 * modelled on the storage. The encoder and the evaluator report the others
 * as unsupported: TOSA 1.0 defines no unsigned or quantized element types. */
const char *ir_storage_type_error(const IrOp *op, char *buf, int n);
/* builtin.unrealized_conversion_cast / quant.scast: NULL when the cast only
 * changes how the element is spelled (one operand and result, same kind,
 * shape and storage: the bits are kept), else the reason it is unsupported. */
const char *ir_storage_cast_error(const IrOp *op, char *buf, int n);

/* Debug printer: a readable, MLIR-like dump (not round-trippable). */
void ir_func_dump(const IrFunc *f, StrBuf *out);

#endif
