/*
 * pipeline.h: run an MLIR pass pipeline one pass at a time, with snapshots,
 * verification after every pass and crash isolation.
 *
 * The pipeline text (as mlir-opt's --pass-pipeline accepts it, or a preset
 * name) is expanded by MLIR itself (registered pipelines such as
 * tosa-to-linalg-pipeline become their passes, defaults are spelled out) and
 * split into steps, one leaf pass each with its nesting ("func.func"). Each
 * step gets its own pass manager, built once and reused for every program.
 *
 * After each step the module is verified by us (the pass manager's own
 * verifier is off, so "the pass failed" and "the pass produced invalid IR"
 * stay distinguishable) and printed; a step whose printed IR differs from
 * its input "changed" the IR.
 *
 * Isolation: with PIPE_ISOLATE_SERVER (the default for tools) the steps run
 * in a forked child that serves many programs (a fork server, so the MLIR
 * context is not rebuilt per program). A child that dies (signal), exceeds
 * its wall-clock budget or its address-space limit is reported as a
 * crash/timeout step with the signal and the tail of its stderr (assertion
 * text, LLVM stack dump), and is restarted for the next program.
 */
#ifndef TVF_MLIRX_PIPELINE_H
#define TVF_MLIRX_PIPELINE_H

#include <stdbool.h>

#include "mlirx/session.h"
#include "support/diag.h"

typedef enum StepStatus {
  STEP_OK = 0,
  STEP_PASS_FAILURE, /* the pass returned failure (e.g. failed to legalize) */
  STEP_INVALID_IR,   /* the pass succeeded but the IR does not verify */
  STEP_CRASH,        /* the process died inside the pass */
  STEP_TIMEOUT,      /* the wall-clock budget ran out inside the pass */
  STEP_NOT_RUN       /* an earlier step failed */
} StepStatus;

/* "ok", "pass-failure", "invalid-ir", "crash", "timeout", "not-run". */
const char *step_status_name(StepStatus s);

typedef enum PipeIsolation {
  PIPE_ISOLATE_NONE,  /* run in this process (tests, benchmarks) */
  PIPE_ISOLATE_FORK,  /* fork one child per program */
  PIPE_ISOLATE_SERVER /* one long-lived forked child serving many programs */
} PipeIsolation;

typedef struct PipeOptions {
  PipeIsolation isolation;
  unsigned wall_ms;     /* per program, 0 = none (default 20000) */
  unsigned long mem_mb; /* child address-space limit, 0 = none (default 4096) */
  bool snapshots;       /* keep the IR text before/after changed steps */
  bool verify_each;     /* verify after every step (default true) */
} PipeOptions;

void pipe_options_default(PipeOptions *o);

typedef struct PipeStep {
  char *pass;    /* leaf pass with options, e.g. "canonicalize{...}" */
  char *name;    /* short name, e.g. "canonicalize" */
  char *anchor;  /* "func.func" or "" for module level */
  char *element; /* full element to run, e.g. "func.func(canonicalize{...})" */
} PipeStep;

typedef struct StepResult {
  StepStatus status;
  bool changed;
  double ms;
  char *diag;   /* first MLIR error (pass failure / verifier) or crash text */
  int signal;   /* for STEP_CRASH */
  char *before; /* IR text before the step (snapshots && changed), else NULL */
  char *after;  /* IR text after the step (snapshots && changed), else NULL */
} StepResult;

typedef struct PipeResult {
  TvfStatus parse_status; /* TVF_OK, or TVF_EINPUT if the program did not parse */
  char parse_error[1024];
  int nsteps;
  StepResult *steps; /* nsteps entries */
  double total_ms;
  char *final_ir;   /* IR after the last successful step (snapshots) */
  StepStatus worst; /* first non-ok status, STEP_OK if none */
  int failed_step;  /* index of that step, -1 if none */
} PipeResult;

void pipe_result_free(PipeResult *r);

/* The in-memory verifier accepts some IR that does not print and parse back
 * (a dense literal of a dynamic type): parse each changed step's output
 * (needs snapshots) and mark the first that does not parse as STEP_INVALID_IR
 * with the parse error, the later steps as not run. Returns that step, or -1
 * (also when the run already failed). */
int pipe_result_check_roundtrip(MlirxSession *s, PipeResult *r);

typedef struct PipeRunner PipeRunner;

/* Build a runner for a pipeline text or preset name. TVF_EINPUT with MLIR's
 * message when the pipeline does not parse. The session must outlive it. */
PipeRunner *pipe_runner_create(MlirxSession *s, const char *pipeline_or_preset, const PipeOptions *o,
                               Diag *d);
void pipe_runner_destroy(PipeRunner *r);

int pipe_runner_num_steps(const PipeRunner *r);
const PipeStep *pipe_runner_step(const PipeRunner *r, int i);
/* The expanded pipeline, as MLIR prints it. */
const char *pipe_runner_expanded(const PipeRunner *r);
/* What the user asked for (preset name resolved to its text). */
const char *pipe_runner_text(const PipeRunner *r);

/* Run the pipeline on a program. Returns TVF_OK when a result was produced
 * (including parse errors, pass failures and crashes, which are described in
 * *out); an error status only when the runner itself failed (fork, pipes). */
TvfStatus pipe_runner_run(PipeRunner *r, const char *text, size_t len, const char *filename, PipeResult *out,
                          Diag *d);

/* ---- presets ---- */
typedef struct PipePreset {
  const char *name;
  const char *pipeline;
  const char *summary;
} PipePreset;

int pipe_num_presets(void);
const PipePreset *pipe_preset(int i);
const PipePreset *pipe_preset_find(const char *name);

/* Test hook: when the environment variable TVFUZZ_TEST_CRASH_PASS names a
 * step's short name, the child raises SIGSEGV when that step starts (used by
 * the crash-isolation test; never set in production). */
#define TVF_TEST_CRASH_ENV "TVFUZZ_TEST_CRASH_PASS"

#endif
