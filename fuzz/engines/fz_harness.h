/*
 * fz_harness.h: what both fuzz targets share: one MLIR session, one pass runner per pipeline (run
 * in-process, PIPE_ISOLATE_NONE, so an MLIR crash is a real crash the engine saves and minimizes),
 * one validator, the findings policy and the semantic feedback. fz_target_gen.c and
 * fz_target_mlir.c only turn their input into program text and pick the pipeline.
 *
 * The loop body mirrors fuzz/campaign/campaign.c's worker: run the pipeline pass by pass, validate every
 * pass that changed the IR, and turn what went wrong into findings with the same Finding fields and
 * signatures (triage/signature.h).
 *
 * Findings policy (environment, read once at initialisation):
 *   TVFUZZ_FINDING   "trap" (default): a confirmed miscompile (TV_MISCOMPILE) or an invalid
 *                    generated program prints a report to stderr and executes __builtin_trap(), so
 *                    the engine saves and minimizes the input. Everything else is counted only.
 *                    "record": every finding (miscompile, inconclusive, pass failure, invalid IR,
 *                    invalid generated program) is recorded in the store at TVFUZZ_OUT (default
 *                    ./tvfuzz-out, fuzz/campaign/store.h) and fuzzing continues. Statistics rows are written
 *                    every 10 s and at exit, tagged with the worker id.
 *   TVFUZZ_KNOWN     file of known signatures (16 hex digits at the start of a line, '#' comments):
 *                    in trap mode, findings with these signatures are counted ("known=") instead of
 *                    trapping, so a campaign or CI fuzzing job is not stopped by bugs already filed.
 *                    The trap report prints the signature ("==tvfuzz== signature: ...").
 *   TVFUZZ_WORKER    worker id for the store (default: the process id).
 *   TVFUZZ_PRESETS   pipelines: preset names separated by ',' (or pipeline texts separated by ';');
 *                    default "tosa-lowering,tosa-opt,linalg-opt".
 *   TVFUZZ_TIMEOUT_MS  validator budget per query (default 2000).
 *   TVFUZZ_RECYCLE   rebuild the MLIR session every N programs (default 2000; 0 = never), so
 *                    interned types and attributes do not accumulate (STYLE-ANCHORS C7).
 *   TVFUZZ_NO_FEEDBACK=1  do not publish semantic features; TVFUZZ_FEEDBACK=lean publishes a coarser
 *                    set (fuzz/engines/features.h).
 *   TVFUZZ_VALIDATE=0  run the pipeline pass by pass and build every pair, but do not call the
 *                    validator: crashes, pass failures, invalid IR and invalid generated programs
 *                    are still findings and every feature but verdicts is still published; no input
 *                    is rejected as unsupported. For feedback benchmarks (30-50x more executions/s).
 * At exit a line "tvfuzz-stats: ..." with the counters is printed to stderr (smoke tests and
 * bench/fuzz_feedback.sh parse it).
 *
 * Failure contract: initialisation problems that no input can fix (MLIR session, a pipeline that
 * does not parse, an unwritable store) print one line and exit(1) from LLVMFuzzerInitialize. After
 * that, nothing here exits or aborts except the deliberate trap on a finding.
 */
#ifndef TVF_FUZZ_FZ_HARNESS_H
#define TVF_FUZZ_FZ_HARNESS_H

#include <stddef.h>
#include <stdint.h>

#include "mlirx/pipeline.h"

typedef enum FzTarget { FZ_TARGET_GEN, FZ_TARGET_MLIR } FzTarget;

/* Largest MLIR text fz_target_mlir accepts, and most ops of a parsed module (budgets, C11/C13). */
#define FZ_MLIR_MAX_BYTES (64 * 1024)
#define FZ_MLIR_MAX_OPS 400

/* Initialise once (idempotent). Exits(1) with a message when the environment is unusable. */
void fz_harness_init(FzTarget target);
/* Number of pipelines (>= 1 after init). */
int fz_harness_num_pipelines(void);
/* The session (for fz_target_mlir's parse check). */
MlirxSession *fz_harness_session(void);

/* Run one program through pipeline `pipeline` (taken modulo the count), validate, apply the
 * findings policy, publish features. Returns 0, or -1 when the input should not be kept (every
 * validated pass was unsupported: STYLE-ANCHORS C13). Traps on a finding in trap mode. */
int fz_harness_run(const char *text, size_t len, int pipeline);

/* Count an input rejected before reaching fz_harness_run (statistics only). */
void fz_harness_count_reject(void);

/* Test hook: when a test binary defines this (it is weak here), it is called once for every pass
 * runner created, e.g. to insert a planted wrong pass (tests/campaign/planted.h). */
void fz_harness_setup_runner(PipeRunner *r, int pipeline_index) __attribute__((weak));

#endif
