/*
 * plant.h: planted bugs, for testing triage itself (reducer golden tests,
 * the dedup test, demos of `tvfuzz reduce --plant`).
 *
 * Each planted bug is an external pass (mlirCreateExternalPass) on func.func
 * that does one subtly wrong rewrite inside linalg.generic bodies (or on
 * memref stores in loops), or fails
 * in a recognisable way:
 *   plant-subf-swap    arith.subf a, b   -> arith.subf b, a
 *   plant-max-to-min   arith.maximumf    -> arith.minimumf
 *   plant-add-to-mul   arith.addf        -> arith.mulf
 *   plant-div-to-mul   arith.divf        -> arith.mulf
 *   plant-ogt-to-oge   arith.cmpf ogt    -> arith.cmpf oge
 *   plant-crash-exp    aborts with an assertion message when a body has math.exp
 *   plant-fail-neg     signals pass failure (with an error) when a body has arith.negf
 *   plant-store-swap   memref.store %v, %m[.., %i, %j] -> %m[.., %j, %i] inside scf.for
 *                      (memref level: after bufferization and convert-linalg-to-loops)
 *   plant-llvm-fsub-swap  llvm.fsub a, b -> llvm.fsub b, a anywhere in the module
 *                      (codegen level, anchored on builtin.module: after the conversion
 *                      to the LLVM dialect, where only the execution oracle sees it)
 * They exist only in test and demo runs: nothing in a real campaign inserts
 * them.
 */
#ifndef TVF_TRIAGE_PLANT_H
#define TVF_TRIAGE_PLANT_H

#include "mlirx/pipeline.h"
#include "support/diag.h"

int plant_count(void);
const char *plant_name(int i);
const char *plant_summary(int i);
bool plant_exists(const char *name);

/* Insert planted pass `name` as a step before step `position` (-1: append).
 * TVF_EINPUT for an unknown name. */
TvfStatus plant_insert(PipeRunner *r, const char *name, int position, Diag *d);

#endif
