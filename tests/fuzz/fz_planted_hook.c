/*
 * fz_planted_hook.c: test-only definition of fz_harness_setup_runner (weak in fz_harness.h) that
 * appends a planted wrong pass (tests/campaign/planted.h: arith.addf -> arith.mulf inside linalg
 * bodies) to every pipeline. Linked into fz_target_mlir_planted, whose smoke test checks that a
 * confirmed miscompile traps (the engine saves a crash file) and, with TVFUZZ_FINDING=record, is
 * recorded in the store instead.
 */
#include <stdint.h>
#include <stdio.h>

#include "fuzz/engines/fz_harness.h"
#include "tests/campaign/planted.h"

void fz_harness_setup_runner(PipeRunner *r, int pipeline_index) {
  (void)pipeline_index;
  Diag d;
  diag_init(&d);
  if (pipe_runner_insert_external(r, pipe_runner_num_steps(r), planted_name(PLANT_ADDF_TO_MULF), "func.func",
                                  planted_make, (void *)(intptr_t)PLANT_ADDF_TO_MULF, &d) != TVF_OK)
    fprintf(stderr, "fz_planted_hook: %s\n", d.msg);
}
