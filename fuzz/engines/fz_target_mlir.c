/*
 * fz_target_mlir.c: libFuzzer/AFL++ target over raw MLIR text (seed corpus: every .mlir under seeds/).
 *
 * Inputs larger than FZ_MLIR_MAX_BYTES, that do not parse and verify (mlirx_parse), or whose module
 * has more than FZ_MLIR_MAX_OPS operations are rejected with -1 (STYLE-ANCHORS C13: a rejection,
 * not a finding). Accepted text runs through one pipeline (chosen by a hash of the text, so a given
 * input always takes the same pipeline) and every changed pass is validated, as in fz_target_gen
 * (fz_harness.h). The text is copied into an exact-size, NUL-terminated buffer: MLIR's lexer reads
 * the terminator past the end of its buffer.
 */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz/engines/fz_harness.h"
#include "support/hash.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  fz_harness_init(FZ_TARGET_MLIR);
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fz_harness_init(FZ_TARGET_MLIR);
  if (size == 0 || size > FZ_MLIR_MAX_BYTES) {
    fz_harness_count_reject();
    return -1;
  }
  char *text = malloc(size + 1);
  if (!text) return 0;
  memcpy(text, data, size);
  text[size] = 0;
  Diag d;
  diag_init(&d);
  MlirxModule *m = mlirx_parse(fz_harness_session(), text, size, "fz-input.mlir", &d);
  bool parsed = m != NULL;
  long nops = m ? mlirx_module_count_ops(m) : 0;
  mlirx_module_destroy(m);
  if (!parsed || nops > FZ_MLIR_MAX_OPS) {
    free(text);
    fz_harness_count_reject();
    return -1;
  }
  int pipeline = (int)(tvf_hash_bytes(TVF_HASH_INIT, text, size) % 65521u);
  int r = fz_harness_run(text, size, pipeline);
  free(text);
  return r;
}
