/*
 * pipeline_internal.h: pipeline-runner hooks that need MLIR C API types:
 * inserting an external (C-implemented) pass as a step. Used by tests (a
 * deliberately crashing pass) and by planted-bug passes in campaign tests.
 */
#ifndef TVF_MLIRX_PIPELINE_INTERNAL_H
#define TVF_MLIRX_PIPELINE_INTERNAL_H

#include <mlir-c/Pass.h>

#include "mlirx/pipeline.h"

/* Create-callback for an external pass: returns a fresh MlirPass (ownership
 * goes to the step's pass manager). */
typedef MlirPass (*PipeMakePass)(void *user);

/* Insert a step running an external pass before step `position` (nsteps =
 * append). `anchor` is "func.func" or "" (module level); `name` is shown in
 * tables and pair headers. */
TvfStatus pipe_runner_insert_external(PipeRunner *r, int position, const char *name, const char *anchor,
                                      PipeMakePass make, void *user, Diag *d);

#endif
