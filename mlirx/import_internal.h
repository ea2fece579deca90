/*
 * import_internal.h: state shared by the importer's files (import.c walks
 * functions, ops and regions; import_attr.c decodes types and attributes).
 *
 * One Importer lives for one mlirx_import_module call. It owns three kinds of
 * pointer-keyed caches (MLIR uniques types, attributes and identifiers, so the
 * opaque pointer is a perfect key) and the MlirValue -> IrValue map of the
 * function being imported. Caches are heap tables freed at the end; every IR
 * object is allocated from the caller's Arena.
 */
#ifndef TVF_MLIRX_IMPORT_INTERNAL_H
#define TVF_MLIRX_IMPORT_INTERNAL_H

#include <stdint.h>

#include "encoder/ir/ir.h"
#include "mlirx/session_internal.h"
#include "support/diag.h"

/* Open-addressing hash map from a non-NULL pointer to a pointer. */
typedef struct PtrMap {
  const void **keys;
  void **vals;
  size_t cap; /* power of two, or 0 before the first insert */
  size_t n;
} PtrMap;

void ptrmap_free(PtrMap *m);
/* NULL when absent. */
void *ptrmap_get(const PtrMap *m, const void *key);
/* Insert or overwrite. false on OOM (the map is unchanged). */
bool ptrmap_put(PtrMap *m, const void *key, void *val);
void ptrmap_clear(PtrMap *m);

typedef struct Importer {
  MlirxSession *s;
  Arena *a;
  Diag *d;
  PtrMap types;   /* MlirType.ptr -> IrType* */
  PtrMap attrs;   /* MlirAttribute.ptr -> IrAttr* (name NULL, shared) */
  PtrMap opnames; /* MlirIdentifier.ptr -> ImpOpName* */
  PtrMap locs;    /* MlirLocation.ptr -> "file:line:col" */
  PtrMap values;  /* MlirValue.ptr -> IrValue* (current function only) */
  int next_id;    /* next IrValue id of the current function */
  bool oom;       /* sticky: a heap table could not grow */
} Importer;

/* Decoded type, cached per MlirType. NULL only on OOM. */
IrType *imp_type(Importer *im, MlirType t);
/* Decoded attribute without a name, cached per MlirAttribute (the result is
 * shared: never modify it). NULL only on OOM. */
IrAttr *imp_attr(Importer *im, MlirAttribute a);
/* A fresh copy of imp_attr(a) carrying `name` (arena-owned). NULL on OOM. */
IrAttr *imp_named_attr(Importer *im, const char *name, MlirAttribute a);
/* Element type of a scalar MLIR type; IR_ELEM_NONE when not one of ours. */
IrElem imp_scalar_elem(MlirType t);

/* IEEE bits, in element type e (f16/bf16/f32/f64), of a double value,
 * rounding to nearest even if it is not exactly representable; NaN keeps the
 * sign and top payload bits and is made quiet. 0 for non-float e. */
uint64_t imp_float_bits(double v, IrElem e);

/* Testing aid (not thread-safe, off by default): when set, every attribute
 * or type text the importer builds itself instead of printing (unit, bool,
 * integer, array<...>, [...]; scalars, ranked tensors) is also printed and
 * compared; mismatches are counted. */
extern bool imp_check_synth_text;
extern long imp_text_mismatches;

/* Arena copy of a printed MLIR entity (printing into a scratch buffer). */
char *imp_print_type(Importer *im, MlirType t);
char *imp_print_attr(Importer *im, MlirAttribute a);
/* Arena copy of a non-NUL-terminated string ref. */
char *imp_strref(Importer *im, MlirStringRef r);

#endif
