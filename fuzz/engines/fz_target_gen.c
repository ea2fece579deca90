/*
 * fz_target_gen.c: libFuzzer/AFL++ target over generator decisions.
 *
 * The input is a byte string: its first byte picks the pipeline (modulo the number of pipelines in
 * TVFUZZ_PRESETS), the rest is the generator's decision stream (gen/chooser.h BYTES backend). Any
 * byte string decodes to a valid tosa/linalg program (gen_program_from_bytes), which runs through
 * the pipeline pass by pass in-process; every pass that changed the IR is validated (fz_harness.h).
 *
 * Outcomes: a confirmed miscompile or a generated program that does not parse traps (or is
 * recorded with TVFUZZ_FINDING=record); an MLIR or validator crash is a real crash; -1 when every
 * validated pass was unsupported; 0 otherwise. The generator only fails on out-of-memory, which is
 * rejected (-1), never aborted.
 */
#include <stddef.h>
#include <stdint.h>

#include "fuzz/engines/fz_harness.h"
#include "gen/gen.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  fz_harness_init(FZ_TARGET_GEN);
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static GenOptions opts;
  static int opts_ready;
  fz_harness_init(FZ_TARGET_GEN); /* no-op after LLVMFuzzerInitialize; drivers that skip it */
  if (!opts_ready) {
    gen_options_default(&opts);
    opts_ready = 1;
  }
  int pipeline = size ? data[0] : 0;
  StrBuf prog = STRBUF_INIT;
  Diag d;
  diag_init(&d);
  TvfStatus st =
      gen_program_from_bytes(size > 1 ? data + 1 : NULL, size > 1 ? size - 1 : 0, &opts, &prog, NULL, &d);
  if (st != TVF_OK || prog.oom) {
    sb_free(&prog);
    fz_harness_count_reject();
    return -1;
  }
  int r = fz_harness_run(sb_cstr(&prog), prog.len, pipeline);
  sb_free(&prog);
  return r;
}
