/*
 * exec.h: the execution oracle (issue #16): compile a module to native code
 * with a fixed, trusted lowering, run it on concrete inputs, and compare the
 * outputs with the reference interpreter's run of the source program.
 *
 * Purpose: the translation validator only judges passes it has semantics
 * for. Wrong code produced further down (bufferization, loops, the
 * conversions to the LLVM dialect, LLVM's own code generation, any pass
 * whose ops the validator does not model) shows when the program is run.
 * This module lowers a module (tensor-level tosa/linalg, memref-level or
 * already LLVM dialect) with EXEC_LOWERING, JIT-compiles it with the MLIR
 * ExecutionEngine C API at a fixed optimisation level (2; libm and the MLIR
 * C runner utilities resolve in the process), and calls the function
 * through its packed wrapper (`_mlir_<name>`), passing memref arguments and
 * results as expanded descriptors (allocated, aligned, offset, sizes,
 * strides), which works for snapshots already in the LLVM dialect too.
 * Values travel as bit patterns (eval.h EvalTensor): -0.0, NaN payloads and
 * subnormals survive; iN elements occupy 1/2/4/8 bytes as LLVM stores them.
 *
 * Isolation: parsing, lowering, compiling and running happen in a forked
 * child (one per program; the session's context is inherited, never
 * rebuilt). A child that dies (signal), runs past its wall-clock budget or
 * its address-space limit is reported as EXEC_CRASH / EXEC_TIMEOUT /
 * EXEC_OOM with the input vector it was running; the parent never aborts.
 *
 * The comparison (exec_compare) applies the validator's policies to one
 * input: src UB means no obligation, a poison or uninitialized src element
 * matches anything, any NaN matches any NaN, integers and exactly rounded
 * FP results must be bit-exact, an element the interpreter marks
 * approximate (a libm value) may differ by at most `ulp_tol` ulps, and a
 * nondeterministic src (either-sign zeros, eval.h EvalChoices) matches when
 * some allowed src result does.
 */
#ifndef TVF_MLIRX_EXEC_H
#define TVF_MLIRX_EXEC_H

#include <stdbool.h>

#include "encoder/eval/eval.h"
#include "encoder/ir/ir.h"
#include "mlirx/session.h"
#include "support/arena.h"
#include "support/diag.h"

/* The fixed lowering to the LLVM dialect. Every pass is a no-op on IR that
 * is already below its level, so it also finishes intermediate snapshots
 * (and tosa-to-mlprogram first lets a source with a tosa.variable run):
 * the deallocation pipeline's (bufferization.dealloc, clone), affine loops
 * and vector ops (the vectorize preset) included. Order: the
 * vector passes and the first lower-affine produce scf loops, so they run
 * before convert-scf-to-cf; expand-strided-metadata emits affine.apply,
 * hence the second lower-affine; convert-vector-to-llvm runs its own vector
 * lowerings (transfers, broadcasts, masks) before converting, which the
 * generic convert-to-llvm does not. */
#define EXEC_LOWERING_HEAD                                                                                   \
  "builtin.module(tosa-to-mlprogram,func.func(tosa-to-scf),tosa-to-linalg-pipeline,"                         \
  "func.func(tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),"                                     \
  "one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}," \
  "bufferization-lower-deallocations,convert-bufferization-to-memref,"                                       \
  "func.func(convert-linalg-to-loops,lower-vector-multi-reduction,convert-vector-to-scf,lower-affine),"      \
  "convert-scf-to-cf,expand-strided-metadata,lower-affine)"
/* Between the two halves the compiled path widens every f16/bf16 math op to
 * f32 itself (exec_widen_small_float_math), with a rounding after each op.
 * math-extend-to-supported-types would do the same but marks its casts
 * `contract`, which lets arith.extf(arith.truncf x) fold to x: two adjacent
 * bf16 math ops would then skip the rounding between them, which the
 * source's semantics (and the interpreter) keep. The pass stays in the tail
 * for what the widening leaves (math.fma). */
#define EXEC_LOWERING_TAIL                                                                                   \
  "builtin.module(func.func(math-extend-to-supported-types),convert-math-to-llvm{approximate-log1p=false},"  \
  "convert-math-to-libm,"                                                                                    \
  "convert-vector-to-llvm,convert-to-llvm,reconcile-unrealized-casts)"
/* The whole lowering as one pipeline (bisection over its passes, the
 * reproducer scripts' mlir-opt-22 command). */
#define EXEC_LOWERING                                                                                        \
  "builtin.module(tosa-to-mlprogram,func.func(tosa-to-scf),tosa-to-linalg-pipeline,"                         \
  "func.func(tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),"                                     \
  "one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}," \
  "bufferization-lower-deallocations,convert-bufferization-to-memref,"                                       \
  "func.func(convert-linalg-to-loops,lower-vector-multi-reduction,convert-vector-to-scf,lower-affine),"      \
  "convert-scf-to-cf,expand-strided-metadata,lower-affine,"                                                  \
  "func.func(math-extend-to-supported-types),convert-math-to-llvm{approximate-log1p=false},convert-math-to-" \
  "libm,"                                                                                                    \
  "convert-vector-to-llvm,convert-to-llvm,reconcile-unrealized-casts)"

#define EXEC_OPT_LEVEL 2
/* Default tolerance for approximate (libm) elements, in ulps. */
#define EXEC_ULP_TOL 4

typedef enum ExecStatus {
  EXEC_OK = 0,
  EXEC_PARSE_ERROR,  /* the module text does not parse */
  EXEC_LOWER_FAILED, /* the fixed lowering failed or left non-LLVM ops */
  EXEC_JIT_FAILED,   /* the ExecutionEngine could not compile it or find the function */
  EXEC_UNSUPPORTED,  /* a signature the oracle cannot call (dynamic shapes, types) */
  EXEC_CRASH,        /* the child died (signal) */
  EXEC_TIMEOUT,      /* the wall-clock budget ran out */
  EXEC_OOM           /* the address-space limit was hit */
} ExecStatus;

/* "ok", "parse-error", "lower-failed", "jit-failed", "unsupported", "crash",
 * "timeout", "oom". */
const char *exec_status_name(ExecStatus s);

typedef struct ExecOptions {
  bool isolate;           /* fork a child per program (default true) */
  unsigned wall_ms;       /* per program: lowering, compiling, every run (default 20000) */
  unsigned long mem_mb;   /* child address-space limit, 0 = none (default 4096) */
  unsigned char fill_xor; /* XORed into the fresh-memory pattern (exec.c FRESH_FILL; default 0): a second
                             engine with another value tells a result that depends on uninitialized
                             memory (exec_depends_on_fresh_memory) */
  bool fill_uniform;      /* fill fresh memory with fill_byte instead of the pattern (default false):
                             what glibc's perturb tunable gives a lit test (EXEC_LIT_FILL_BYTE) */
  unsigned char fill_byte;
} ExecOptions;

/* The byte a lit test of a finding that reads uninitialized memory has
 * glibc fill every allocation with (GLIBC_TUNABLES perturb = its
 * complement, with the per-thread cache off: EXEC_LIT_RUNNER_ENV). */
#define EXEC_LIT_FILL_BYTE 0xa5
#define EXEC_LIT_RUNNER_ENV "env GLIBC_TUNABLES=glibc.malloc.tcache_count=0:glibc.malloc.perturb=90"

void exec_options_default(ExecOptions *o);

/* The outputs of one run, shaped like EvalResult's: results (a memref
 * result: its view's elements), for arguments that are memrefs in the
 * executed module the block's contents after the call (NULL otherwise),
 * and the mutable globals' contents after the call. The child makes every
 * global of the module public before lowering, so that the optimizer keeps
 * stores nothing in the module reads again and the symbol can be looked up:
 * a global is state the caller sees on its next call. */
typedef struct ExecRun {
  EvalTensor **results;
  int nresults;
  EvalTensor **final_args;
  int nargs;
  /* The source's mutable globals (IrFunc.globals that are not constant, in
   * that order) after the call, read from the compiled module's symbol of
   * the same name; NULL where the compiled module has none (the pipeline
   * erased an unused global, say). */
  const char **global_names;
  EvalTensor **final_globals;
  int nglobals;
  double ms;
} ExecRun;

typedef struct ExecResult {
  ExecStatus status;
  char msg[1024];   /* why, for every status but EXEC_OK */
  int failed_input; /* crash/timeout/oom: the input vector that was running, else -1 */
  double lower_ms, jit_ms, run_ms, total_ms;
  int nruns; /* completed runs, in input order */
  ExecRun *runs;
} ExecResult;

typedef struct ExecEngine ExecEngine;

/* Build the fixed lowering for the session (registers the LLVM IR
 * translations in its context). The session must outlive the engine. */
ExecEngine *exec_engine_create(MlirxSession *s, const ExecOptions *o, Diag *d);
void exec_engine_destroy(ExecEngine *x);
MlirxSession *exec_engine_session(ExecEngine *x);

/* Lower, compile and run function `func` of the module `text` on ninputs
 * input vectors (inputs[v][i] is argument i's input: eval_arg_for_type
 * shapes, a memref argument's whole block). The signature is read from the
 * module's func.func; when the function is no longer a func.func (an LLVM
 * dialect snapshot), from `sig` (the source function: tensors become
 * identity-layout memrefs), which may be NULL otherwise. TVF_OK when *out
 * was filled (every failure of the program is described there); an error
 * status only when the oracle itself failed (fork, pipes, memory). Results
 * are allocated in a. */
TvfStatus exec_run(ExecEngine *x, const char *text, size_t len, const char *func, const IrFunc *sig,
                   EvalTensor ***inputs, int ninputs, Arena *a, ExecResult *out, Diag *d);

/* ---- the comparison (no MLIR) ---- */

typedef enum ExecVerdict {
  EXEC_MATCH,       /* every output refines src's */
  EXEC_NO_OBLIG,    /* src has UB on this input: no obligation */
  EXEC_MISMATCH,    /* an element differs (see ExecDiff) */
  EXEC_INCOMPARABLE /* shapes or result counts differ */
} ExecVerdict;

typedef struct ExecDiff {
  int k;              /* output: result k, or argument k - nresults's buffer */
  int64_t i;          /* element (-1 for a shape / count difference) */
  bool approx;        /* src element is approximate (the ulp tolerance was exceeded) */
  bool dot_bound;     /* exact float element of a src with a TOSA dot product (judged by the bound) */
  char where[96];     /* "result #0 element 3 [0, 3]" / "%arg1 buffer[2]" */
  char src[96];       /* interpreter value */
  char tgt[96];       /* compiled value */
  int checked_approx; /* approximate elements compared with the tolerance */
} ExecDiff;

/* Compare a compiled run with the interpreter's run of the source function
 * src on args (es: its literal result, from eval_func). */
ExecVerdict exec_compare(const IrFunc *src, EvalTensor **args, const EvalResult *es, const ExecRun *run,
                         int ulp_tol, Arena *a, ExecDiff *diff);
/* Does f have a float TOSA dot product (MATMUL, CONV2D, DEPTHWISE_CONV2D,
 * AVG_POOL2D, REDUCE_SUM)? */
bool exec_has_dot_products(const IrFunc *f);
/* Does f compute floats with a TOSA op (any nesting)? Those results follow TOSA's compliance rules
 * (either-sign zeros, flushed subnormals). */
bool exec_has_tosa_float(const IrFunc *f);

/* Distance in ulps between two floats of element e (0 when equal, both NaN
 * count as equal; UINT64_MAX when exactly one is NaN). */
uint64_t exec_ulp_distance(IrElem e, uint64_t a, uint64_t b);

/* ---- the oracle: a pipeline run checked by execution, and bisected ---- */

struct PipeResult;
struct PipeRunner;

typedef enum ExecOutcome {
  EXO_MATCH,   /* every input matched (or src had UB on it) */
  EXO_FINDING, /* exec-mismatch, or the compiled code crashed / hung / ran out of memory */
  EXO_SKIPPED  /* not checkable: the interpreter, the fixed lowering or the signature (msg says) */
} ExecOutcome;

typedef struct ExecCheckOptions {
  int ninputs;   /* input vectors (tv_screen_fill_inputs), default 40 */
  int ulp_tol;   /* EXEC_ULP_TOL */
  bool bisect;   /* on a finding, run every snapshot on the failing input */
  bool dynamic;  /* run a source with '?' argument sizes at assignments of them (default true) */
  int dyn_tries; /* ... at most this many assignments, until one shows a finding (default 4) */
} ExecCheckOptions;

void exec_check_options_default(ExecCheckOptions *o);

typedef struct ExecCheck {
  ExecOutcome outcome;
  char kind[24];  /* "exec-mismatch", "exec-crash", "exec-timeout", "exec-oom"; "" when none */
  char msg[1024]; /* one line */
  char func[64];  /* the function run */
  int ninputs, nmatched, nnoblig, nrun;
  int input;        /* the failing input vector, -1 */
  char *input_text; /* "%arg0 : tensor<2xf32> = [1, -0]\n..." (arena) */
  /* the failing input's values, the interpreter's result on it and the
   * source function they belong to (arena; NULL when no input failed) */
  const struct IrFunc *src_func;
  EvalTensor **failing_args;
  /* A source with '?' argument sizes runs at one assignment of them
   * (src_func is then its static specialization, and the compiled code gets
   * inputs of those sizes through its dynamic signature); "" otherwise. */
  const struct IrFunc *src_decl; /* the source as declared ('?' sizes), when src_func specializes it */
  char dyn_sizes[128];
  int ndyn;        /* ... the assignment itself */
  int dyn_matched; /* assignments tried before it, on which every input matched */
  int64_t dyn_dims[32];
  const EvalResult *expected;
  ExecDiff diff;    /* exec-mismatch */
  ExecResult final; /* the run of the final IR (timings) */
  /* bisection */
  bool bisected;
  int blamed_step; /* pipeline step index; -1: the source itself already differs */
  char blamed_pass[160];
  int snapshots_run;
  char *bisect_log; /* one line per snapshot run (arena) */
  /* When the source itself differs (blamed_step -1): the step of the fixed
   * lowering after which the interpreter first disagrees with the source's
   * run (the lowering's pass that made the wrong code, e.g. tosa-to-linalg
   * of a program the pipeline left in tosa), with the IR around it (arena);
   * "" when every snapshot the interpreter can run agrees (the difference
   * comes from the part below it: LLVM, or the interpreter). */
  char lowering_pass[160];
  char *lowering_before, *lowering_after;
  /* ... or the lowering's step that crashed or failed on the source, with
   * its status ("crash", "pass-failure", ...) and diagnostic (arena) */
  char lowering_status[24];
  char *lowering_diag;
} ExecCheck;

/* Check a pipeline run by execution: the source program `src_text` is run
 * in the interpreter and its final IR (pr->final_ir; the source itself when
 * pr is NULL) is compiled and run, on the same inputs; on a finding and
 * with o->bisect, each snapshot (the source, then the IR after each step
 * that changed it: pr must come from a runner with snapshots) is finished
 * with the fixed lowering and run on the failing input, and the first one
 * whose result is a finding names the step (runner gives step names, may
 * be NULL). TVF_OK when *out is filled; error statuses as exec_run. */
TvfStatus exec_check(ExecEngine *x, const char *src_text, size_t len, const char *filename,
                     const struct PipeResult *pr, const struct PipeRunner *runner, const ExecCheckOptions *o,
                     Arena *a, ExecCheck *out, Diag *d);

/* Does the finding of c (an exec-mismatch with a failing input, checked by
 * an engine with the default fill) depend on what freshly allocated memory
 * holds? The final IR of pr (the source when NULL) runs again on the
 * failing input with the fill pattern inverted; true when the compiled
 * value of the differing element changes (a program that reads memory it
 * never wrote: its run shows the bug only when the garbage happens to
 * differ from the expected value). */
bool exec_depends_on_fresh_memory(MlirxSession *s, const char *src_text, size_t len,
                                  const struct PipeResult *pr, const ExecCheck *c);
/* Does the finding of c still show (any element differs) when fresh memory
 * holds EXEC_LIT_FILL_BYTE everywhere, as in a lit test run under
 * EXEC_LIT_RUNNER_ENV? */
bool exec_shows_under_lit_fill(MlirxSession *s, const char *src_text, const struct PipeResult *pr,
                               const ExecCheck *c);

/* Human-readable report of a check (several lines). */
void exec_check_print(const ExecCheck *c, StrBuf *out);

#endif
