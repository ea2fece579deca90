/*
 * planted.h: test-only external passes that perform subtly wrong rewrites on
 * linalg bodies or memref code, built with mlirCreateExternalPass. Campaign and triage tests
 * insert them into pipelines and expect tvfuzz to report them as
 * miscompiles ("planted bugs").
 */
#ifndef TVF_TESTS_PLANTED_H
#define TVF_TESTS_PLANTED_H

#include "mlirx/pipeline_internal.h"

typedef enum PlantedKind {
  PLANT_SWAP_SUBF,    /* arith.subf a, b  ->  arith.subf b, a */
  PLANT_MAX_TO_MIN,   /* arith.maximumf   ->  arith.minimumf (operands kept) */
  PLANT_ADDF_TO_MULF, /* arith.addf       ->  arith.mulf */
  /* Memref level (after bufferization and loop lowering): */
  PLANT_SWAP_STORE_INDICES, /* memref.store %v, %m[%i, %j] inside scf.for -> %m[%j, %i] (last two) */
  PLANT_DROP_COPY,          /* memref.copy erased */
  /* The codegen-level llvm.fsub swap is triage/plant.h's plant-llvm-fsub-swap. */
  PLANT_COUNT
} PlantedKind;

const char *planted_name(PlantedKind k);
/* PipeMakePass callback: user = (void *)(intptr_t)PlantedKind. */
MlirPass planted_make(void *user);

#endif
