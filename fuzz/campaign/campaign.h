/*
 * campaign.h: `tvfuzz fuzz`, a multi-process fuzzing campaign.
 *
 * A supervisor forks N workers. Each worker keeps one MLIR session, one pass
 * runner per pipeline (each with its own crash-isolated fork server) and one
 * validator, and loops: claim the next iteration number from shared memory,
 * generate a program from seed+iteration, run the iteration's pipeline pass by
 * pass, validate every pass that changed the IR, record findings in the
 * store. The supervisor prints a live status line, writes statistics rows,
 * restarts workers that die (the input is recorded as a crash of the tool)
 * or stop making progress (a hang), and ends with a summary table.
 *
 * Deferred queue (fast oracle only; docs/DESIGN.md "Deferred queue"): every
 * pair is first checked with a short budget; a pair that runs out of it (a
 * timeout, or an inconclusive verdict whose confirmation timed out) is queued
 * in the store instead of being counted, and re-checked with the full budget
 * when the stream ends (--iterations: all of them; --time: in the last
 * `deferred_share` of the time), or later with deferred_only.
 */
#ifndef TVF_FUZZ_CAMPAIGN_H
#define TVF_FUZZ_CAMPAIGN_H

#include <stdbool.h>
#include <stdint.h>

#include "gen/gen.h"
#include "mlirx/dynamic.h"
#include "mlirx/pair_validate.h"
#include "mlirx/pipeline.h"

#define CAMPAIGN_MAX_PIPELINES 16
/* Default share of programs checked by execution as well. Chosen by
 * measurement (docs/BENCHMARKS.md "Execution oracle (issue 16)"): at 0.5
 * the oracle takes about an eighth of a worker's time, found in four
 * minutes as many execution signatures as the share-1 run, and reaches a
 * bug only execution can see at about half the programs of 0.25; share 1
 * costs more and found no more. */
#define CAMPAIGN_EXEC_SHARE_DEFAULT 0.5

typedef struct CampaignConfig {
  int jobs;                                      /* worker processes (default: cores) */
  const char *pipelines[CAMPAIGN_MAX_PIPELINES]; /* presets or pipeline texts; iteration i uses i % n */
  int npipelines;
  double time_s;        /* stop after this many seconds (0 = no limit) */
  long iterations;      /* stop after this many programs (0 = no limit) */
  const char *out_dir;  /* default "tvfuzz-out" */
  uint64_t seed;        /* first generator seed */
  unsigned wall_ms;     /* per program pipeline budget */
  unsigned long mem_mb; /* address-space limit per worker (and its pipeline children) */
  unsigned hang_ms;     /* a worker silent for this long is killed (0 = derived) */
  bool validate;        /* run the validator on changed passes (default true) */
  ValidateOptions vopt;
  GenOptions gen;
  /* Share of generated tosa programs considered for a dynamic-shaped variant
   * (mlirx/dynamic.h; default DYN_SHARE_DEFAULT, about 20% of tosa programs
   * come out dynamic; 0 = off). Drawn from the program seed, so seed replay
   * (blame, `tvfuzz gen --seed S --dynamic-share F`) gives the same text. */
  double dynamic_share;
  /* Share of programs checked by execution as well (exec/exec.h,
   * docs/DESIGN.md "Execution oracle"): after a pipeline run that
   * succeeded, its final IR is compiled and run against the reference
   * interpreter's run of the program; a difference (or a crash / timeout /
   * out-of-memory of the compiled code) is an exec-* finding, bisected to
   * the pass. Drawn from the program seed (campaign_exec_selected). Default
   * CAMPAIGN_EXEC_SHARE_DEFAULT; 0 = off. */
  double exec_share;
  /* The execution oracle also runs programs with '?' argument sizes (at one
   * assignment of them, exec.h ExecCheck.dyn_sizes). Off by default until a
   * reviewed campaign has measured what it adds to the findings. */
  bool exec_dynamic;
  bool quiet;     /* no status line */
  bool log_pairs; /* one JSON line per validated pair in OUT/pairs-wN.jsonl */
  /* Deferral: the short first budget per query (0 = off). Only with the fast
   * oracle (screening or decomposition on) and when it is below the full
   * budget (vopt.tv.timeout_ms); otherwise the campaign runs as it always
   * did: full budget, a quarter of it after a timeout in the same program. */
  unsigned first_budget_ms;
  double deferred_share; /* --time campaigns: share of the time kept for re-checks (default 0.2) */
  bool deferred_only;    /* no stream: re-check the queue of out_dir (until empty, or time_s) */
  double status_every_s;
  /* Test hook: called once per runner in each worker (e.g. to insert an
   * external pass). */
  void (*setup_runner)(PipeRunner *r, int pipeline_index, void *user);
  void *user;
} CampaignConfig;

typedef struct CampaignSummary {
  long executions, pairs;
  long verdicts[TV_VERDICT_COUNT];
  long crashes, hangs, pass_failures, invalid_ir, gen_invalid, tool_crashes;
  long findings, unique_signatures;
  /* Dynamic-shaped variants: programs run as one, variants that did not
   * verify (run static instead), and what came of the dynamic programs. */
  long dyn_programs, dyn_fallbacks, dyn_pairs;
  long dyn_verdicts[TV_VERDICT_COUNT];
  long dyn_crashes, dyn_hangs, dyn_pass_failures, dyn_invalid_ir;
  /* Execution oracle: programs whose final IR was compiled and run
   * (exec_runs), those of them that were findings (exec_findings: mismatch,
   * crash, timeout, oom; exec_mismatches: the first kind alone), programs
   * selected but not checkable (exec_skipped: the interpreter, the fixed
   * lowering or the signature), and the wall time of the checks (exec_ms,
   * interpreter, compile, runs and bisection). */
  long exec_runs, exec_findings, exec_mismatches, exec_skipped;
  double exec_ms;
  double seconds;
  int jobs;                            /* workers (the per-core rates divide by it) */
  double gen_ms, mlir_ms, validate_ms; /* per phase, summed over workers */
  double encode_ms, solve_ms;          /* parts of validate_ms; the rest is pair printing, parsing, import */
  double screen_ms;                    /* part of validate_ms: concrete screening */
  double deferred_ms;                  /* deferred re-checks (not in validate_ms) */
  /* How pairs were decided: by_screening + by_decomposition + by_solver +
   * rechecked = pairs. by_decomposition: decomposition discharged at least
   * one stage query (the rest went to the solver). */
  long by_screening, by_decomposition, by_solver, decomposed_queries;
  long deferred;         /* pairs queued after the short budget (this run) */
  long rechecked;        /* deferred pairs re-checked to a verdict (this run) */
  long still_timeout;    /* re-checks that timed out again (timeout, or a confirmation timeout) */
  long requeued;         /* middle-budget re-checks that ran out and went back for the full budget */
  long deferred_pending; /* queue rows not yet re-checked at the end */
  bool deferral;         /* the campaign deferred (fast oracle, first budget below the full one) */
  bool fast_oracle;
  bool decompose; /* the fast oracle with decomposition (--oracle=fast-decompose) */
  unsigned first_budget_ms, full_budget_ms;
  /* Rewrite patterns of docs/gen-coverage.tsv (fuzz/campaign/patterns.h): rows, rows
   * fired at least once in the store (any evidence / exactly), and rows per
   * detector class. */
  int patterns;
  long patterns_fired, patterns_exact;
  int detectors_exact, detectors_op_level;
} CampaignSummary;

void campaign_config_default(CampaignConfig *c);
/* Run the campaign to its end (time, iterations, or SIGINT/SIGTERM). The
 * summary is filled from the shared counters and the store. */
TvfStatus campaign_run(const CampaignConfig *c, CampaignSummary *out, Diag *d);
/* The summary lines after the counts: time split (generation, MLIR pipeline,
 * pair print/parse/import, encoding, solving, screening, deferred, execution
 * oracle) and the
 * oracle stages (screening, decomposition, solver, deferred queue). */
void campaign_print_stages(const CampaignSummary *s, const char *out_dir);
/* The line on the execution oracle (nothing when it did not run): runs,
 * runs per second per core, findings, not checkable, ms per program. */
void campaign_print_exec(const CampaignSummary *s);
/* Is program `seed` checked by execution under c->exec_share? */
bool campaign_exec_selected(const CampaignConfig *c, uint64_t seed);
/* The line on dynamic-shaped programs (nothing when there were none). */
void campaign_print_dynamic(const CampaignSummary *s);
/* Program `seed` as a campaign with c runs it: generated, then made dynamic
 * with c->dynamic_share in session s (NULL: no dynamic step). *dyn (may be
 * NULL) gets the variant's outcome. */
TvfStatus campaign_make_program(const CampaignConfig *c, MlirxSession *s, uint64_t seed, StrBuf *out,
                                DynResult *dyn, Diag *d);

#endif
