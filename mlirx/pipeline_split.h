/*
 * pipeline_split.h: split MLIR's printed pass pipeline into leaf steps (no
 * MLIR dependency, unit-testable).
 */
#ifndef TVF_MLIRX_PIPELINE_SPLIT_H
#define TVF_MLIRX_PIPELINE_SPLIT_H

#include "mlirx/pipeline.h"

/* Returns the number of steps (>= 0) and a malloc'ed array in *out, or -1 on
 * a syntax error. Anchors of nested managers are joined with '/'. */
int pipe_split(const char *expanded, PipeStep **out);
void pipe_steps_free(PipeStep *steps, int n);

#endif
