/*
 * gen_ops.h: the generator's op table, built from gen/gen_ops.def.
 *
 * GenOpId enumerates every operation the generator can emit. The table gives each op its MLIR
 * name, family, default weight and accepted element types; gen_op_lookup maps a user-supplied
 * name ("add", "tosa.add", "linalg.generic") back to an id for --ops lists and probability files.
 */
#ifndef TVF_GEN_OPS_H
#define TVF_GEN_OPS_H

#include <stdint.h>

#include "gen/types.h"

typedef enum GenFamily {
  GEN_FAM_HELPER,
  GEN_FAM_TOSA,
  GEN_FAM_LINALG,
  GEN_FAM_TENSOR,
  GEN_FAM_MEMREF
} GenFamily;

typedef enum GenOpId {
#define GEN_OP(id, name, fam, w, spec, ver) GEN_OP_##id,
#include "gen/gen_ops.def"
#undef GEN_OP
  GEN_OP_COUNT
} GenOpId;

typedef struct GenOpInfo {
  const char *name; /* "tosa.add" */
  GenFamily family;
  uint32_t default_weight;
  uint32_t spec_types;     /* GEM_* mask accepted by tosa-validate */
  uint32_t verifier_types; /* GEM_* mask accepted by the verifier alone */
} GenOpInfo;

extern const GenOpInfo gen_ops[GEN_OP_COUNT];

/* Look an op up by its full name or, for tosa ops, by the name without "tosa.". Returns
 * GEN_OP_COUNT if unknown. Cannot fail. */
GenOpId gen_op_lookup(const char *name);
/* Is the op a production of a tosa program (family TOSA) / of a linalg program on tensors
 * (LINALG/TENSOR)? Memref programs use LINALG and MEMREF productions (gen_memref.c). */
static inline int gen_op_is_tosa(GenOpId op) { return gen_ops[op].family == GEN_FAM_TOSA; }
static inline int gen_op_is_linalg(GenOpId op) {
  return gen_ops[op].family == GEN_FAM_LINALG || gen_ops[op].family == GEN_FAM_TENSOR;
}

#endif
