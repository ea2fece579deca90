/*
 * campaign.c: the multi-process campaign (see campaign.h).
 *
 * Shared state lives in one anonymous MAP_SHARED mapping created before the
 * workers are forked: an iteration counter the workers claim numbers from,
 * a stop flag, and per-worker counters plus "what am I doing" fields
 * (heartbeat, seed, phase) that the supervisor reads to report and to blame
 * a dead or silent worker.
 */
#define _GNU_SOURCE
#include "fuzz/campaign/campaign.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "exec/exec.h"
#include "fuzz/campaign/patterns.h"
#include "fuzz/campaign/store.h"
#include "mlirx/pair.h"
#include "support/hash.h"
#include "support/memlimit.h"
#include "triage/signature.h"

#define MAX_WORKERS 64

enum Phase { PH_IDLE, PH_GEN, PH_MLIR, PH_VALIDATE, PH_RECORD, PH_DEFERRED, PH_EXEC };
static const char *phase_name[] = {"idle",  "generator",         "pipeline",        "validator",
                                   "store", "deferred re-check", "execution oracle"};

typedef struct WorkerSlot {
  long execs, pairs, verdicts[TV_VERDICT_COUNT];
  long crashes, hangs, pass_failures, invalid_ir, gen_invalid, findings;
  long dyn_programs, dyn_fallbacks, dyn_pairs, dyn_verdicts[TV_VERDICT_COUNT];
  long dyn_crashes, dyn_hangs, dyn_pass_failures, dyn_invalid_ir;
  double gen_ms, mlir_ms, val_ms, encode_ms, solve_ms, screen_ms, deferred_ms;
  long by_screening, by_decomposition, by_solver, decomposed_queries;
  long deferred, rechecked, still_timeout, requeued;
  long exec_runs, exec_findings, exec_mismatches, exec_skipped;
  double exec_ms;
  uint64_t heartbeat_ns;
  uint64_t cur_seed;
  long cur_iter;
  int cur_pipeline;
  int cur_step;
  int phase;
  int streaming;     /* still generating programs (may still queue deferred pairs) */
  long cur_deferred; /* id of the claimed deferred row being re-checked (0: none) */
  pid_t pid;
} WorkerSlot;

typedef struct Shared {
  long next_iter;
  int stop;
  int reserve; /* --time campaigns: the time kept for deferred re-checks has begun */
  long restarts;
  uint64_t last_new_sig_ns;
  long tool_crashes, tool_hangs;
  WorkerSlot w[MAX_WORKERS];
  /* Rewrite patterns (fuzz/campaign/patterns.h), for the npat rows of the table:
   * pairs in which each row fired ([0] exact, [1] op-level only) and the
   * Unix time in ns of its first such pair. Workers add, the supervisor
   * flushes the increments to the store with the statistics. */
  int npat;
  long pat_hits[PAT_MAX_ROWS][2];
  uint64_t pat_first_ns[PAT_MAX_ROWS][2];
} Shared;

static volatile sig_atomic_t g_interrupted;
static void on_signal(int sig) {
  (void)sig;
  g_interrupted = 1;
}

void campaign_config_default(CampaignConfig *c) {
  memset(c, 0, sizeof *c);
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  c->jobs = n > 0 ? (int)n : 1;
  c->out_dir = "tvfuzz-out";
  c->seed = 1;
  c->wall_ms = 20000;
  c->mem_mb = 4096;
  c->validate = true;
  validate_options_default(&c->vopt);
  c->vopt.timeout_ms = c->vopt.tv.timeout_ms = 5000;
  gen_options_default(&c->gen);
  c->dynamic_share = DYN_SHARE_DEFAULT;
  c->exec_share = CAMPAIGN_EXEC_SHARE_DEFAULT;
  c->status_every_s = 1.0;
  c->first_budget_ms = 300;
  c->deferred_share = 0.2;
  for (int i = 0; i < pipe_num_presets() && i < CAMPAIGN_MAX_PIPELINES; i++)
    c->pipelines[c->npipelines++] = pipe_preset(i)->name;
}

static void heartbeat(WorkerSlot *ws, int phase) {
  ws->phase = phase;
  ws->heartbeat_ns = tvf_now_ns();
}

TvfStatus campaign_make_program(const CampaignConfig *c, MlirxSession *s, uint64_t seed, StrBuf *out,
                                DynResult *dyn, Diag *d) {
  DynResult local;
  if (!dyn) dyn = &local;
  memset(dyn, 0, sizeof *dyn);
  if (!s || c->dynamic_share <= 0) return gen_program_from_seed(seed, &c->gen, out, NULL, d);
  StrBuf stat = STRBUF_INIT;
  TvfStatus st = gen_program_from_seed(seed, &c->gen, &stat, NULL, d);
  if (st == TVF_OK) {
    DynOptions o;
    dyn_options_default(&o);
    o.share = c->dynamic_share;
    st = mlirx_dynamic_variant(s, sb_cstr(&stat), stat.len, seed, &o, out, dyn, d);
  }
  sb_free(&stat);
  return st;
}

bool campaign_exec_selected(const CampaignConfig *c, uint64_t seed) {
  if (c->exec_share <= 0) return false;
  if (c->exec_share >= 1) return true;
  /* Its own stream of the seed (not the generator's, not the dynamic step's). */
  uint64_t h = tvf_hash_u64(tvf_hash_str(TVF_HASH_INIT, "exec-share"), seed);
  h ^= h >> 33, h *= 0xff51afd7ed558ccdull, h ^= h >> 33; /* FNV's high bits, mixed */
  return (double)(h >> 11) * 0x1.0p-53 < c->exec_share;
}

/* Short name of a step for signatures and tables (no options). */
static const char *step_name(PipeRunner *r, int i) {
  const PipeStep *ps = pipe_runner_step(r, i);
  return ps ? ps->name : "?";
}

static void record(Store *st, Shared *sh, WorkerSlot *ws, const SigFacts *sf, Finding *f, int wid) {
  char sig[17];
  sig_compute(sf, sig);
  f->signature = sig;
  f->worker = wid;
  bool is_new = false;
  Diag d;
  diag_init(&d);
  heartbeat(ws, PH_RECORD);
  if (store_record_finding(st, f, &is_new, &d) != TVF_OK) {
    fprintf(stderr, "tvfuzz fuzz: worker %d: %s\n", wid, d.msg);
    return;
  }
  ws->findings++;
  if (is_new) sh->last_new_sig_ns = tvf_now_ns();
}

/* Whether the campaign defers pairs: the fast oracle, with a first budget
 * below the full one (or no full limit). */
static bool oracle_is_fast(const ValidateOptions *v) { return v->tv.screen_vectors > 0 || v->tv.decompose; }
static bool deferral_on(const CampaignConfig *c) {
  return c->validate && oracle_is_fast(&c->vopt) && c->first_budget_ms > 0 &&
         (c->vopt.tv.timeout_ms == 0 || c->first_budget_ms < c->vopt.tv.timeout_ms);
}

/* A check that ran out of its budget: a timeout, or an inconclusive verdict
 * whose confirmation step timed out (the "message:" line of the report says
 * so: "exact re-check: timeout: ...", "level 1: timeout: ..."). */
static bool out_of_budget(const ValidateResult *vr) {
  if (vr->verdict == TV_TIMEOUT) return true;
  if (vr->verdict != TV_INCONCLUSIVE || !vr->report) return false;
  const char *m = strstr(vr->report, "message: ");
  if (!m) return false;
  const char *e = strchr(m, '\n');
  size_t n = e ? (size_t)(e - m) : strlen(m);
  char line[1200];
  snprintf(line, sizeof line, "%.*s", (int)(n < sizeof line - 1 ? n : sizeof line - 1), m);
  return strstr(line, "timeout") || strstr(line, "timed out");
}

/* One JSON line per validated pair (--log-pairs): what a user needs to find
 * the slow or undecided pairs of a campaign and re-run them alone. A
 * deferred pair gets one line, for its re-check ("deferred":true, with the
 * first check's verdict and time). */
static void log_pair(FILE *f, uint64_t seed, const char *pipeline, int step, const char *pass,
                     const ValidateResult *vr, double ms, const DeferredItem *re, const PatHit *hits,
                     int nhits, bool dynamic) {
  StrBuf sb = STRBUF_INIT;
  sb_printf(&sb, "{\"seed\":%llu,\"pipeline\":", (unsigned long long)seed);
  sb_json_string(&sb, pipeline);
  sb_printf(&sb, ",\"step\":%d,\"pass\":", step);
  sb_json_string(&sb, pass);
  sb_printf(&sb,
            ",\"verdict\":\"%s\",\"stage\":\"%s\",\"level\":%d,\"ms\":%.1f,\"encode_ms\":%.1f,"
            "\"solve_ms\":%.1f,\"screened\":%s,\"screen_ms\":%.1f,\"decomposed\":%d,\"deferred\":%s",
            vr->verdict_name, vr->stage, vr->refinement_level, ms, vr->encode_ms, vr->solve_ms,
            vr->screened ? "true" : "false", vr->screen_ms, vr->decomposed, re ? "true" : "false");
  /* Pairs of dynamic-shaped programs (mlirx/dynamic.h) say so. */
  if (dynamic) sb_puts(&sb, ",\"dynamic\":true");
  /* An unsupported pair names the op or type (the campaign's unsupported
   * share is read by reason from these lines). */
  if (vr->verdict == TV_UNSUPPORTED) {
    sb_puts(&sb, ",\"detail\":");
    sb_json_string(&sb, vr->detail);
  }
  if (re) {
    sb_puts(&sb, ",\"first_verdict\":");
    sb_json_string(&sb, re->first_verdict);
    sb_printf(&sb, ",\"first_ms\":%.1f", re->first_ms);
  }
  /* The rewrite patterns the pass fired (stream pairs only: a re-check has
   * no IR snapshots, its patterns were counted when it was queued). */
  if (!re) {
    const PatTable *t = pat_table_builtin(NULL);
    for (int prec = PAT_EXACT; prec >= PAT_OPLEVEL; prec--) {
      sb_puts(&sb, prec == PAT_EXACT ? ",\"patterns\":[" : ",\"patterns_op_level\":[");
      bool first = true;
      for (int i = 0; t && i < nhits; i++) {
        if (hits[i].prec != (PatPrecision)prec) continue;
        if (!first) sb_putc(&sb, ',');
        sb_json_string(&sb, pat_table_row(t, hits[i].row)->id);
        first = false;
      }
      sb_putc(&sb, ']');
    }
  }
  sb_puts(&sb, "}\n");
  fwrite(sb.data, 1, sb.len, f);
  fflush(f);
  sb_free(&sb);
}

/* What a worker holds. */
typedef struct Worker {
  const CampaignConfig *c;
  Shared *sh;
  WorkerSlot *ws;
  int wid;
  MlirxSession *s;
  PipeRunner *runners[CAMPAIGN_MAX_PIPELINES];
  Validator *val;
  ExecEngine *exec; /* execution oracle (exec_share > 0), in the worker's session */
  Store *st;
  FILE *pair_log;
  bool defer;
  const char *policy;
  StrBuf prog, pair;
  const PatTable *pat; /* the pattern table (NULL: not measured) */
  PatHit hits[PAT_MAX_ROWS];
  /* Re-checks: the program whose last re-check still timed out (its other
   * deferred pairs get a quarter budget, as the baseline does in the stream). */
  uint64_t recheck_timeout_seed;
  bool recheck_timed_out;
  /* The pattern corpus: the smallest program this worker offered per key
   * (the store keeps the smallest of all; this only saves writes). */
  struct CorpusBest {
    char *key;
    size_t bytes;
  } * cbest;
  int ncbest, capcbest;
  struct CorpusRun *corpus;   /* this program's keys and steps */
  ValidatorInput last_output; /* the last validated step's output, parsed and imported */
} Worker;

/* The keys (corpus rows) one program fired and what each step gave. */
#define CORPUS_MAX_KEYS 160
typedef struct CorpusRun {
  char keys[CORPUS_MAX_KEYS][96];
  int nkeys;
  StrBuf steps;
} CorpusRun;

static void corpus_key(CorpusRun *cr, const char *kind, const char *name) {
  if (cr->nkeys >= CORPUS_MAX_KEYS) return;
  char k[96];
  snprintf(k, sizeof k, "%s %s", kind, name);
  for (int i = 0; i < cr->nkeys; i++)
    if (!strcmp(cr->keys[i], k)) return;
  memcpy(cr->keys[cr->nkeys++], k, sizeof k);
}

static void corpus_step(CorpusRun *cr, int step, const char *pass, const char *verdict, const char *ir) {
  char h[17];
  tvf_hash_hex(tvf_hash_str(0, ir ? ir : ""), h);
  sb_printf(&cr->steps, "%d %s %s %s\n", step, pass, verdict, h);
}

/* Offer the program for the keys where it is smaller than what this worker
 * offered before (store_offer_corpus keeps the smallest of all workers). */
static void corpus_offer(Worker *w, CorpusRun *cr, const char *pipeline, uint64_t seed, const char *program,
                         size_t bytes) {
  const char *keys[CORPUS_MAX_KEYS];
  int n = 0;
  for (int i = 0; i < cr->nkeys; i++) {
    int j = 0;
    while (j < w->ncbest && strcmp(w->cbest[j].key, cr->keys[i]) != 0)
      j++;
    if (j < w->ncbest && w->cbest[j].bytes <= bytes) continue;
    if (j == w->ncbest) {
      if (w->ncbest == w->capcbest) {
        int cap = w->capcbest ? 2 * w->capcbest : 256;
        struct CorpusBest *g = realloc(w->cbest, sizeof *g * (size_t)cap);
        if (!g) continue;
        w->cbest = g;
        w->capcbest = cap;
      }
      w->cbest[j].key = strdup(cr->keys[i]);
      if (!w->cbest[j].key) continue;
      w->ncbest++;
    }
    w->cbest[j].bytes = bytes;
    keys[n++] = cr->keys[i];
  }
  if (!n) return;
  StrBuf fired = STRBUF_INIT;
  for (int i = 0; i < cr->nkeys; i++)
    sb_printf(&fired, "%s\n", cr->keys[i]);
  CorpusOffer o = {pipeline, bytes, seed, program, sb_cstr(&cr->steps), sb_cstr(&fired)};
  Diag d;
  diag_init(&d);
  if (store_offer_corpus(w->st, &o, keys, n, &d) != TVF_OK) fprintf(stderr, "tvfuzz fuzz: %s\n", d.msg);
  sb_free(&fired);
}

/* Record a miscompile or inconclusive verdict of a pair as a finding. */
static void record_verdict(Worker *w, const ValidateResult *vr, const char *pass, const char *pipeline_text,
                           const char *program, const char *pair, uint64_t seed) {
  if (vr->verdict != TV_MISCOMPILE && vr->verdict != TV_INCONCLUSIVE && vr->verdict != TV_ERROR) return;
  /* An `error` verdict is the validator's own failure (an SMT error, a
   * capacity limit): recorded as tvfuzz's (tool-error, keyed by its message
   * like a failure) so that the pair can be found and fixed, never as a bug. */
  bool tool = vr->verdict == TV_ERROR;
  const char *kind = tool ? "tool-error" : vr->verdict == TV_MISCOMPILE ? "miscompile" : "inconclusive";
  SigFacts sf = {.kind = kind,
                 .pass = pass,
                 .stage = tool ? NULL : vr->stage,
                 .src_class = tool ? NULL : vr->src_class,
                 .tgt_class = tool ? NULL : vr->tgt_class,
                 .diag = tool ? vr->detail : NULL,
                 .policy = w->policy};
  Finding f = {0};
  f.kind = kind;
  f.pass = pass;
  f.pipeline = pipeline_text;
  f.verdict = vr->verdict_name;
  f.stage = vr->stage;
  f.detail = vr->detail;
  f.program = program;
  f.pair = pair;
  f.report = vr->report;
  f.seed = seed;
  record(w->st, w->sh, w->ws, &sf, &f, w->wid);
}

/* Counters of a decided pair (stream or re-check). */
static void count_decided(WorkerSlot *ws, const ValidateResult *vr, bool recheck, bool dynamic) {
  ws->pairs++;
  if (vr->verdict >= 0 && vr->verdict < TV_VERDICT_COUNT) ws->verdicts[vr->verdict]++;
  if (dynamic) {
    ws->dyn_pairs++;
    if (vr->verdict >= 0 && vr->verdict < TV_VERDICT_COUNT) ws->dyn_verdicts[vr->verdict]++;
  }
  ws->decomposed_queries += vr->decomposed;
  if (recheck) {
    ws->rechecked++;
    if (out_of_budget(vr)) ws->still_timeout++;
  } else if (vr->screened) {
    ws->by_screening++;
  } else if (vr->decomposed > 0) {
    ws->by_decomposition++;
  } else {
    ws->by_solver++;
  }
}

/* Count the rewrite patterns pass `pass` fired between before and after
 * (w->hits, returns how many). */
static int note_patterns(Worker *w, const char *pass, const char *before, const char *after) {
  if (!w->pat) return 0;
  int n = pat_detect(w->pat, pass, before, after, w->hits, PAT_MAX_ROWS);
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  uint64_t now = (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
  for (int i = 0; i < n; i++) {
    int k = w->hits[i].prec == PAT_EXACT ? 0 : 1, row = w->hits[i].row;
    __atomic_fetch_add(&w->sh->pat_hits[row][k], 1, __ATOMIC_RELAXED);
    uint64_t zero = 0;
    __atomic_compare_exchange_n(&w->sh->pat_first_ns[row][k], &zero, now, false, __ATOMIC_RELAXED,
                                __ATOMIC_RELAXED);
  }
  return n;
}

/* The execution oracle on a pipeline run that succeeded: the final IR is
 * compiled and run against the interpreter's run of the program (exec_check,
 * as `tvfuzz exec` does); a finding is recorded against the bisected pass,
 * "exec-lowering" when the source itself already differs (the fixed
 * lowering, LLVM or the interpreter), "unbisected" when no snapshot
 * reproduced it. Signature: kind + pass + a short stable detail (what
 * differed: "value", "approximate value", "shape"; the compiled code's
 * failure message, normalised, for a crash). */
static void exec_program(Worker *w, const PipeResult *res, PipeRunner *r, const char *program,
                         const char *fname, const char *pipeline_text, uint64_t seed) {
  WorkerSlot *ws = w->ws;
  heartbeat(ws, PH_EXEC);
  uint64_t t0 = tvf_now_ns();
  Diag d;
  diag_init(&d);
  Arena a;
  arena_init(&a, 1 << 16);
  ExecCheckOptions o;
  exec_check_options_default(&o);
  o.dynamic = w->c->exec_dynamic;
  o.dyn_tries = 1; /* a campaign meets the next assignment in the next program */
  ExecCheck ck;
  TvfStatus st = exec_check(w->exec, program, strlen(program), fname, res, r, &o, &a, &ck, &d);
  ws->exec_ms += tvf_ms_since(t0);
  if (st != TVF_OK) {
    fprintf(stderr, "tvfuzz fuzz: worker %d: execution oracle: %s\n", w->wid, d.msg);
    ws->exec_skipped++;
    arena_destroy(&a);
    return;
  }
  if (ck.outcome == EXO_SKIPPED) {
    ws->exec_skipped++;
    arena_destroy(&a);
    return;
  }
  ws->exec_runs++;
  if (ck.outcome == EXO_FINDING) {
    ws->exec_findings++;
    bool mismatch = !strcmp(ck.kind, "exec-mismatch");
    if (mismatch) ws->exec_mismatches++;
    const char *pass = !ck.bisected ? "unbisected" : ck.blamed_step < 0 ? "exec-lowering" : ck.blamed_pass;
    const char *detail = mismatch                           ? (ck.diff.i < 0    ? "shape"
                                                               : ck.diff.approx ? "approximate value"
                                                                                : "value")
                         : !strcmp(ck.kind, "exec-timeout") ? "timeout"
                                                            : ck.final.msg;
    StrBuf rep = STRBUF_INIT;
    exec_check_print(&ck, &rep);
    SigFacts sf = {.kind = ck.kind, .pass = pass, .diag = detail};
    Finding f = {0};
    f.kind = ck.kind;
    f.pass = pass;
    f.pipeline = pipeline_text;
    f.verdict = ck.kind;
    f.stage = "exec";
    f.detail = ck.msg;
    f.program = program;
    f.report = sb_cstr(&rep);
    f.seed = seed;
    record(w->st, w->sh, ws, &sf, &f, w->wid);
    sb_free(&rep);
  }
  arena_destroy(&a);
}

/* Generate program `iter`, run its pipeline, validate every changed pass. */
static void run_program(Worker *w, long iter) {
  const CampaignConfig *c = w->c;
  WorkerSlot *ws = w->ws;
  Store *st = w->st;
  Shared *sh = w->sh;
  int wid = w->wid;
  Validator *val = w->val;
  Diag d;
  diag_init(&d);
  uint64_t seed = c->seed + (uint64_t)iter;
  int p = (int)(iter % c->npipelines);
  ws->cur_seed = seed;
  ws->cur_iter = iter;
  ws->cur_pipeline = p;
  ws->cur_step = -1;
  heartbeat(ws, PH_GEN);
  uint64_t t0 = tvf_now_ns();
  StrBuf *prog = &w->prog, *pair = &w->pair;
  sb_clear(prog);
  DynResult dr;
  if (campaign_make_program(c, w->s, seed, prog, &dr, &d) != TVF_OK) {
    fprintf(stderr, "tvfuzz fuzz: worker %d: generator: %s\n", wid, d.msg);
    return;
  }
  bool dyn = dr.outcome == DYN_DYNAMIC;
  if (dyn) ws->dyn_programs++;
  if (dr.outcome == DYN_VERIFY_FAILED) ws->dyn_fallbacks++;
  ws->gen_ms += tvf_ms_since(t0);
  heartbeat(ws, PH_MLIR);
  t0 = tvf_now_ns();
  PipeResult res;
  char fname[64];
  snprintf(fname, sizeof fname, "gen-seed-%llu.mlir", (unsigned long long)seed);
  if (pipe_runner_run(w->runners[p], sb_cstr(prog), prog->len, fname, &res, &d) != TVF_OK) {
    fprintf(stderr, "tvfuzz fuzz: worker %d: %s\n", wid, d.msg);
    return;
  }
  ws->mlir_ms += tvf_ms_since(t0);
  ws->execs++;
  const char *pipeline_text = pipe_runner_expanded(w->runners[p]);
  if (res.parse_status != TVF_OK) {
    /* A generated program that does not parse is a generator bug; one that
     * crashes the parser is an MLIR bug. Both are recorded. */
    bool crash = res.parse_status != TVF_EINPUT;
    if (crash)
      ws->crashes++;
    else
      ws->gen_invalid++;
    SigFacts sf = {.kind = crash ? "crash" : "gen-invalid", .pass = "parse", .diag = res.parse_error};
    Finding f = {0};
    f.kind = sf.kind;
    f.pass = "parse";
    f.pipeline = pipeline_text;
    f.verdict = crash ? "crash" : "invalid-input";
    f.detail = res.parse_error;
    f.program = sb_cstr(prog);
    f.seed = seed;
    record(st, sh, ws, &sf, &f, wid);
    pipe_result_free(&res);
    return;
  }
  /* Baseline rule: a program whose pair ran out of solver time usually does
   * so again in the next passes (the same hard reduction is still there): its
   * later pairs get a quarter of the budget, so hard programs cost one full
   * budget instead of one per pass. They still end honestly as timeouts.
   * With deferral every pair gets the short first budget instead, and a pair
   * that runs out of it is queued for a full-budget re-check. */
  unsigned budget = w->defer ? c->first_budget_ms : c->vopt.tv.timeout_ms;
  if (val) validator_set_timeout(val, budget);
  /* In the stream a pair gets one first budget in all (not one per query):
   * whatever needs more is deferred anyway, and time spent on it here would
   * be spent again in the re-check. */
  if (val) validator_set_pair_budget(val, w->defer ? 1 : c->vopt.tv.pair_budget_queries);
  /* Once a step's output does not print and parse back (a pass left IR the
   * in-memory verifier accepts but the parser rejects, e.g. a dense literal
   * of a dynamic type), every later step starts from that IR: their own
   * round-trip failures and verifier or legalization failures are that first
   * finding again, not findings of their own. They are counted, not
   * recorded. */
  bool ir_broken = false;
  CorpusRun *cr = w->corpus;
  cr->nkeys = 0;
  sb_clear(&cr->steps);
  for (int i = 0; i < res.nsteps; i++) {
    StepResult *sr = &res.steps[i];
    if (sr->status == STEP_NOT_RUN) break;
    ws->cur_step = i;
    if (sr->status != STEP_OK)
      corpus_step(cr, i, step_name(w->runners[p], i), step_status_name(sr->status), NULL);
    if (ir_broken && (sr->status == STEP_INVALID_IR || sr->status == STEP_PASS_FAILURE)) {
      if (sr->status == STEP_INVALID_IR)
        ws->invalid_ir++, ws->dyn_invalid_ir += dyn;
      else
        ws->pass_failures++, ws->dyn_pass_failures += dyn;
      continue;
    }
    if (sr->status != STEP_OK) {
      const char *kind = step_status_name(sr->status);
      if (sr->status == STEP_CRASH)
        ws->crashes++, ws->dyn_crashes += dyn;
      else if (sr->status == STEP_TIMEOUT)
        ws->hangs++, ws->dyn_hangs += dyn;
      else if (sr->status == STEP_PASS_FAILURE)
        ws->pass_failures++, ws->dyn_pass_failures += dyn;
      else if (sr->status == STEP_INVALID_IR)
        ws->invalid_ir++, ws->dyn_invalid_ir += dyn;
      SigFacts sf = {.kind = kind, .pass = step_name(w->runners[p], i), .diag = sr->diag};
      Finding f = {0};
      f.kind = kind;
      f.pass = step_name(w->runners[p], i);
      f.pipeline = pipeline_text;
      f.verdict = kind;
      f.detail = sr->diag;
      f.program = sb_cstr(prog);
      f.report = sr->diag;
      f.seed = seed;
      record(st, sh, ws, &sf, &f, wid);
      continue;
    }
    if (!sr->changed || !sr->before || !sr->after) continue;
    const PipeStep *ps = pipe_runner_step(w->runners[p], i);
    int nhits = note_patterns(w, ps->name, sr->before, sr->after);
    corpus_key(cr, "pass", ps->name);
    for (int k = 0; k < nhits; k++)
      corpus_key(cr, "pattern", pat_table_row(w->pat, w->hits[k].row)->id);
    if (!val) {
      corpus_step(cr, i, ps->name, "unvalidated", sr->after);
      continue;
    }
    heartbeat(ws, PH_VALIDATE);
    t0 = tvf_now_ns();
    sb_clear(pair);
    PairHeader h = {ps->element, pipeline_text, i, fname};
    /* The step's input is usually the previous step's output, still loaded. */
    ValidatorInput fresh_before = {0}, after_in = {0};
    const ValidatorInput *before_in = &w->last_output;
    bool loaded = true;
    if (!validator_input_is(&w->last_output, sr->before, strlen(sr->before))) {
      before_in = &fresh_before;
      loaded = validator_input_load(val, sr->before, strlen(sr->before), "<before>", &fresh_before, &d);
    }
    loaded = loaded && validator_input_load(val, sr->after, strlen(sr->after), "<after>", &after_in, &d);
    if (!loaded) {
      validator_input_free(&fresh_before);
      validator_input_free(&after_in);
      ws->invalid_ir++;
      ws->dyn_invalid_ir += dyn;
      corpus_step(cr, i, ps->name, "invalid-ir", sr->after);
      bool repeat = ir_broken;
      ir_broken = true;
      if (repeat) continue;
      SigFacts sf = {.kind = "invalid-ir", .pass = ps->name, .stage = "roundtrip", .diag = d.msg};
      Finding f = {0};
      f.kind = "invalid-ir";
      f.pass = ps->name;
      f.pipeline = pipeline_text;
      f.verdict = "invalid-ir";
      f.detail = d.msg;
      f.program = sb_cstr(prog);
      f.seed = seed;
      record(st, sh, ws, &sf, &f, wid);
      continue;
    }
    ValidateResult vr;
    validator_check_inputs(val, before_in, &after_in, &vr);
    /* The pair text only for what keeps it: the deferred queue and findings. */
    if ((w->defer && out_of_budget(&vr)) || vr.verdict == TV_MISCOMPILE || vr.verdict == TV_INCONCLUSIVE ||
        vr.verdict == TV_ERROR)
      mlirx_make_pair_modules(w->s, before_in->m, after_in.m, &h, pair);
    validator_input_free(&fresh_before);
    validator_input_free(&w->last_output);
    w->last_output = after_in;
    double pair_ms = tvf_ms_since(t0);
    ws->val_ms += pair_ms;
    ws->encode_ms += vr.encode_ms;
    ws->solve_ms += vr.solve_ms;
    ws->screen_ms += vr.screen_ms;
    if (w->defer && out_of_budget(&vr)) {
      /* Not a verdict yet: queue it for the full budget. */
      heartbeat(ws, PH_RECORD);
      DeferredItem it = {0};
      it.seed = seed;
      it.pipeline = (char *)c->pipelines[p];
      it.pipeline_text = (char *)pipeline_text;
      it.step = i;
      it.pass = (char *)ps->name;
      it.first_verdict = (char *)vr.verdict_name;
      it.first_ms = pair_ms;
      it.first_budget_ms = budget;
      it.pair = (char *)sb_cstr(pair);
      it.program = (char *)sb_cstr(prog);
      if (store_defer_pair(st, &it, wid, &d) == TVF_OK) {
        corpus_step(cr, i, ps->name, "deferred", sr->after);
        ws->deferred++;
        validate_result_free(&vr);
        heartbeat(ws, PH_MLIR);
        continue;
      }
      /* The queue is unusable: keep the first verdict (honestly). */
      fprintf(stderr, "tvfuzz fuzz: worker %d: %s\n", wid, d.msg);
    }
    count_decided(ws, &vr, false, dyn);
    corpus_step(cr, i, ps->name, vr.verdict_name, sr->after);
    if (w->pair_log)
      log_pair(w->pair_log, seed, c->pipelines[p], i, ps->name, &vr, pair_ms, NULL, w->hits, nhits, dyn);
    if (!w->defer && vr.verdict == TV_TIMEOUT && budget && budget == c->vopt.tv.timeout_ms) {
      budget = budget / 4 > 250 ? budget / 4 : 250;
      validator_set_timeout(val, budget);
    }
    heartbeat(ws, PH_MLIR);
    record_verdict(w, &vr, ps->name, pipeline_text, sb_cstr(prog), sb_cstr(pair), seed);
    validate_result_free(&vr);
  }
  if (w->exec && res.worst == STEP_OK && res.final_ir && campaign_exec_selected(c, seed))
    exec_program(w, &res, w->runners[p], sb_cstr(prog), fname, pipeline_text, seed);
  corpus_offer(w, cr, c->pipelines[p], seed, sb_cstr(prog), prog->len);
  pipe_result_free(&res);
}

/* The middle rung of the re-check ladder: a pair's first re-check gets this
 * budget, and only a pair that runs out of it too gets the full budget (a
 * second claim). On campK's deferred pairs that were still undecided at 300
 * ms, 1,500 ms decided 47 of 84 in 149 s, and 5,000 ms then 15 of the other 37
 * in 261 s: the full budget first would spend most of the re-check time on
 * the few pairs no budget decides. 0: no ladder (first budget >= full). */
static unsigned middle_budget_ms(const CampaignConfig *c) {
  unsigned full = c->vopt.tv.timeout_ms, mid = 5 * c->first_budget_ms;
  if (!full || mid >= full || mid <= c->first_budget_ms) return 0;
  return mid;
}

/* Re-check one claimed deferred pair (middle budget on its first claim, the
 * full budget on its second) and record it like a stream pair. */
static void recheck(Worker *w, DeferredItem *it) {
  const CampaignConfig *c = w->c;
  WorkerSlot *ws = w->ws;
  ws->cur_seed = it->seed;
  ws->cur_iter = -1;
  ws->cur_pipeline = -1;
  for (int p = 0; p < c->npipelines; p++)
    if (!strcmp(c->pipelines[p], it->pipeline)) ws->cur_pipeline = p;
  ws->cur_step = it->step;
  __atomic_store_n(&ws->cur_deferred, it->id, __ATOMIC_SEQ_CST);
  heartbeat(ws, PH_DEFERRED);
  uint64_t t0 = tvf_now_ns();
  char fname[64];
  snprintf(fname, sizeof fname, "gen-seed-%llu.mlir", (unsigned long long)it->seed);
  /* The baseline's economy, applied to re-checks: after a re-check of a
   * program still timed out, its other deferred pairs (the same hard
   * reduction, usually, in later passes) get a quarter of the budget; and a
   * re-check gets at most two query budgets in all. */
  unsigned budget = c->vopt.tv.timeout_ms, mid = middle_budget_ms(c);
  bool middle = mid && it->attempts <= 1;
  if (middle)
    budget = mid;
  else if (w->recheck_timed_out && w->recheck_timeout_seed == it->seed && budget)
    budget = budget / 4 > c->first_budget_ms ? budget / 4 : c->first_budget_ms;
  validator_set_timeout(w->val, budget);
  validator_set_pair_budget(w->val, c->vopt.tv.pair_budget_queries < 2 ? c->vopt.tv.pair_budget_queries : 2);
  /* Not TvOptions.exact_on_timeout: on campX's queue it decided 201 pairs in
   * 300 s against 200 without it (docs/BENCHMARKS.md, the tail). */
  ValidateResult vr;
  validator_check_pair_text(w->val, it->pair, strlen(it->pair), fname, &vr);
  double ms = tvf_ms_since(t0);
  ws->deferred_ms += ms;
  Diag d;
  diag_init(&d);
  if (middle && out_of_budget(&vr)) {
    /* Back in the queue for the full-budget round; not a verdict yet. */
    ws->requeued++;
    if (store_release_deferred(w->st, it->id, &d) != TVF_OK)
      fprintf(stderr, "tvfuzz fuzz: worker %d: %s\n", w->wid, d.msg);
    __atomic_store_n(&ws->cur_deferred, 0, __ATOMIC_SEQ_CST);
    validate_result_free(&vr);
    heartbeat(ws, PH_IDLE);
    return;
  }
  /* A queued pair keeps its program: the variant marker says whether it was
   * a dynamic one. */
  bool dyn = mlirx_dynamic_is_variant(it->program);
  count_decided(ws, &vr, true, dyn);
  if (w->pair_log)
    log_pair(w->pair_log, it->seed, it->pipeline, it->step, it->pass, &vr, ms, it, NULL, 0, dyn);
  record_verdict(w, &vr, it->pass, it->pipeline_text, it->program, it->pair, it->seed);
  if (vr.verdict == TV_TIMEOUT) {
    w->recheck_timed_out = true;
    w->recheck_timeout_seed = it->seed;
  }
  heartbeat(ws, PH_RECORD);
  if (store_finish_deferred(w->st, it->id, vr.verdict_name, ms, &d) != TVF_OK)
    fprintf(stderr, "tvfuzz fuzz: worker %d: %s\n", w->wid, d.msg);
  __atomic_store_n(&ws->cur_deferred, 0, __ATOMIC_SEQ_CST);
  validate_result_free(&vr);
  heartbeat(ws, PH_IDLE);
}

static bool others_streaming(const Worker *w) {
  for (int i = 0; i < w->c->jobs; i++)
    if (i != w->wid && __atomic_load_n(&w->sh->w[i].streaming, __ATOMIC_SEQ_CST)) return true;
  return false;
}

static int worker_main(const CampaignConfig *c, Shared *sh, int wid) {
  WorkerSlot *ws = &sh->w[wid];
  tvf_limit_address_space(c->mem_mb);
  signal(SIGINT, SIG_IGN); /* the supervisor decides when to stop */
  Diag d;
  diag_init(&d);
  Worker w = {0};
  w.c = c;
  w.sh = sh;
  w.ws = ws;
  w.wid = wid;
  w.defer = deferral_on(c);
  w.policy = validate_policy_name(&c->vopt);
  w.prog = (StrBuf)STRBUF_INIT;
  w.corpus = calloc(1, sizeof *w.corpus);
  if (!w.corpus) _exit(70);
  w.corpus->steps = (StrBuf)STRBUF_INIT;
  w.pair = (StrBuf)STRBUF_INIT;
  w.pat = sh->npat ? pat_table_builtin(NULL) : NULL; /* parsed by the supervisor before the fork */
  w.s = mlirx_session_create(&d);
  if (!w.s) {
    fprintf(stderr, "tvfuzz fuzz: worker %d: %s\n", wid, d.msg);
    return 1;
  }
  PipeOptions po;
  pipe_options_default(&po);
  po.wall_ms = c->wall_ms;
  po.mem_mb = c->mem_mb;
  /* A deferred-only run re-checks stored pairs: no pipeline runs. */
  for (int p = 0; p < c->npipelines && !c->deferred_only; p++) {
    w.runners[p] = pipe_runner_create(w.s, c->pipelines[p], &po, &d);
    if (!w.runners[p]) {
      fprintf(stderr, "tvfuzz fuzz: worker %d: %s\n", wid, d.msg);
      return 1;
    }
    if (c->setup_runner) c->setup_runner(w.runners[p], p, c->user);
  }
  w.val = c->validate ? validator_create(w.s, &c->vopt) : NULL;
  if (c->exec_share > 0 && !c->deferred_only) {
    ExecOptions eo;
    exec_options_default(&eo);
    eo.mem_mb = c->mem_mb;
    w.exec = exec_engine_create(w.s, &eo, &d);
    if (!w.exec) {
      fprintf(stderr, "tvfuzz fuzz: worker %d: execution oracle: %s\n", wid, d.msg);
      return 1;
    }
  }
  w.st = store_open(c->out_dir, &d);
  if (!w.st) {
    fprintf(stderr, "tvfuzz fuzz: worker %d: %s\n", wid, d.msg);
    return 1;
  }
  if (c->log_pairs) {
    char path[4096];
    snprintf(path, sizeof path, "%s/pairs-w%d.jsonl", c->out_dir, wid);
    w.pair_log = fopen(path, "a");
    if (!w.pair_log) fprintf(stderr, "tvfuzz fuzz: worker %d: %s: cannot open for appending\n", wid, path);
  }
  /* Re-checks: deferral campaigns once the stream is over (or in the
   * reserved time), and deferred-only runs. */
  bool drain = w.val && (w.defer || c->deferred_only);
  bool stream_done = c->deferred_only;
  while (!__atomic_load_n(&sh->stop, __ATOMIC_RELAXED)) {
    if (drain && (stream_done || __atomic_load_n(&sh->reserve, __ATOMIC_RELAXED))) {
      DeferredItem it;
      heartbeat(ws, PH_RECORD);
      int got = store_claim_deferred(w.st, wid, &it, &d);
      heartbeat(ws, PH_IDLE);
      if (got > 0) {
        recheck(&w, &it);
        deferred_item_free(&it);
        continue;
      }
      if (got < 0) fprintf(stderr, "tvfuzz fuzz: worker %d: %s\n", wid, d.msg);
    }
    if (!stream_done) {
      long iter = __atomic_fetch_add(&sh->next_iter, 1, __ATOMIC_RELAXED);
      if (c->iterations && iter >= c->iterations) {
        stream_done = true;
        __atomic_store_n(&ws->streaming, 0, __ATOMIC_SEQ_CST);
        continue;
      }
      run_program(&w, iter);
      heartbeat(ws, PH_IDLE);
      continue;
    }
    if (!drain) break;
    /* Stream over and the queue empty: done, unless another worker is still
     * streaming (and may queue more). */
    if (others_streaming(&w)) {
      struct timespec ts = {0, 100 * 1000 * 1000};
      nanosleep(&ts, NULL);
      heartbeat(ws, PH_IDLE);
      continue;
    }
    if (store_count_deferred(w.st, "pending") > 0) continue;
    break;
  }
  __atomic_store_n(&ws->streaming, 0, __ATOMIC_SEQ_CST);
  sb_free(&w.prog);
  sb_free(&w.pair);
  validator_input_free(&w.last_output);
  sb_free(&w.corpus->steps);
  free(w.corpus);
  for (int i = 0; i < w.ncbest; i++)
    free(w.cbest[i].key);
  free(w.cbest);
  if (w.pair_log) fclose(w.pair_log);
  store_close(w.st);
  validator_destroy(w.val);
  if (w.exec) exec_engine_destroy(w.exec);
  for (int p = 0; p < c->npipelines; p++)
    if (w.runners[p]) pipe_runner_destroy(w.runners[p]);
  mlirx_session_destroy(w.s);
  return 0;
}

static pid_t spawn_worker(const CampaignConfig *c, Shared *sh, int wid) {
  fflush(stdout);
  fflush(stderr);
  /* Set before the fork, so no other worker sees a gap in which nobody
   * streams while this one is about to. */
  __atomic_store_n(&sh->w[wid].streaming, c->deferred_only ? 0 : 1, __ATOMIC_SEQ_CST);
  sh->w[wid].cur_deferred = 0;
  pid_t pid = fork();
  if (pid == 0) _exit(worker_main(c, sh, wid));
  if (pid > 0) {
    sh->w[wid].pid = pid;
    sh->w[wid].heartbeat_ns = tvf_now_ns();
    sh->w[wid].phase = PH_IDLE;
  } else {
    sh->w[wid].streaming = 0;
  }
  return pid;
}

static void add_slot(CampaignSummary *s, const WorkerSlot *w) {
  s->executions += w->execs;
  s->pairs += w->pairs;
  for (int v = 0; v < TV_VERDICT_COUNT; v++)
    s->verdicts[v] += w->verdicts[v];
  s->crashes += w->crashes;
  s->hangs += w->hangs;
  s->pass_failures += w->pass_failures;
  s->invalid_ir += w->invalid_ir;
  s->gen_invalid += w->gen_invalid;
  s->findings += w->findings;
  s->dyn_programs += w->dyn_programs;
  s->dyn_fallbacks += w->dyn_fallbacks;
  s->dyn_pairs += w->dyn_pairs;
  for (int v = 0; v < TV_VERDICT_COUNT; v++)
    s->dyn_verdicts[v] += w->dyn_verdicts[v];
  s->dyn_crashes += w->dyn_crashes;
  s->dyn_hangs += w->dyn_hangs;
  s->dyn_pass_failures += w->dyn_pass_failures;
  s->dyn_invalid_ir += w->dyn_invalid_ir;
  s->gen_ms += w->gen_ms;
  s->mlir_ms += w->mlir_ms;
  s->validate_ms += w->val_ms;
  s->encode_ms += w->encode_ms;
  s->solve_ms += w->solve_ms;
  s->screen_ms += w->screen_ms;
  s->deferred_ms += w->deferred_ms;
  s->by_screening += w->by_screening;
  s->by_decomposition += w->by_decomposition;
  s->by_solver += w->by_solver;
  s->decomposed_queries += w->decomposed_queries;
  s->deferred += w->deferred;
  s->rechecked += w->rechecked;
  s->still_timeout += w->still_timeout;
  s->requeued += w->requeued;
  s->exec_runs += w->exec_runs;
  s->exec_findings += w->exec_findings;
  s->exec_mismatches += w->exec_mismatches;
  s->exec_skipped += w->exec_skipped;
  s->exec_ms += w->exec_ms;
}

static void sum_slots(const Shared *sh, int n, CampaignSummary *s) {
  memset(s, 0, sizeof *s);
  for (int i = 0; i < n; i++)
    add_slot(s, &sh->w[i]);
  s->tool_crashes = sh->tool_crashes + sh->tool_hangs;
}

/* The worker died or hung while working on an input: record it against the
 * phase it was in, regenerating the program from its seed. A deferred pair
 * it was re-checking is closed with the tool's verdict, so a pair that kills
 * the worker is not claimed again and again. */
static void blame_worker(const CampaignConfig *c, Store *st, Shared *sh, int wid, bool hang, int sig) {
  WorkerSlot *w = &sh->w[wid];
  if (w->phase == PH_IDLE) return;
  StrBuf prog = STRBUF_INIT;
  Diag d;
  diag_init(&d);
  /* The program the worker ran, dynamic step included: the supervisor makes
   * one MLIR session for that, the first time it needs one, and keeps it. */
  static MlirxSession *blame_session;
  if (!blame_session && c->dynamic_share > 0) {
    blame_session = mlirx_session_create(&d);
    if (!blame_session) fprintf(stderr, "tvfuzz fuzz: %s (the blamed program is recorded static)\n", d.msg);
  }
  if (campaign_make_program(c, blame_session, w->cur_seed, &prog, NULL, &d) != TVF_OK)
    fprintf(stderr, "tvfuzz fuzz: regenerating seed %llu: %s\n", (unsigned long long)w->cur_seed, d.msg);
  char detail[256];
  snprintf(detail, sizeof detail, "worker %s in the %s (%s) on seed %llu", hang ? "hung" : "died",
           phase_name[w->phase], hang ? "no heartbeat" : strsignal(sig), (unsigned long long)w->cur_seed);
  const char *kind = hang ? "tool-hang" : "tool-crash";
  SigFacts sf = {.kind = kind, .pass = phase_name[w->phase], .diag = hang ? "hang" : strsignal(sig)};
  char sig_id[17];
  sig_compute(&sf, sig_id);
  Finding f = {0};
  f.signature = sig_id;
  f.kind = kind;
  f.pass = phase_name[w->phase];
  f.pipeline = w->cur_pipeline >= 0 && w->cur_pipeline < c->npipelines ? c->pipelines[w->cur_pipeline] : "";
  f.verdict = kind;
  f.detail = detail;
  f.program = sb_cstr(&prog);
  f.seed = w->cur_seed;
  f.worker = wid;
  bool is_new;
  if (store_record_finding(st, &f, &is_new, &d) != TVF_OK) fprintf(stderr, "tvfuzz fuzz: %s\n", d.msg);
  long id = __atomic_exchange_n(&w->cur_deferred, 0, __ATOMIC_SEQ_CST);
  if (id && store_finish_deferred(st, id, kind, 0, &d) != TVF_OK) fprintf(stderr, "tvfuzz fuzz: %s\n", d.msg);
  if (hang)
    sh->tool_hangs++;
  else
    sh->tool_crashes++;
  sb_free(&prog);
}

static void status_line(const CampaignConfig *c, Shared *sh, Store *st, double el, bool tty, bool final) {
  CampaignSummary s;
  sum_slots(sh, c->jobs, &s);
  long uniq = store_count_signatures(st);
  double since = sh->last_new_sig_ns ? (double)(tvf_now_ns() - sh->last_new_sig_ns) / 1e9 : -1;
  char since_buf[32];
  if (since < 0)
    snprintf(since_buf, sizeof since_buf, "-");
  else
    snprintf(since_buf, sizeof since_buf, "%.0fs ago", since);
  /* Oracle stages: decided by screening, decomposition involved, deferred
   * pairs re-checked / queued so far, and still waiting. */
  char stages[160] = "";
  /* Rewrite patterns fired at least once in this run (any evidence, exact). */
  int pat_any = 0, pat_exact = 0;
  for (int i = 0; i < sh->npat; i++) {
    pat_any += sh->pat_hits[i][0] || sh->pat_hits[i][1];
    pat_exact += sh->pat_hits[i][0] > 0;
  }
  char pats[64] = "";
  if (sh->npat) snprintf(pats, sizeof pats, " | pat %d/%d (exact %d)", pat_any, sh->npat, pat_exact);
  if (s.by_screening || s.by_decomposition || s.deferred || s.rechecked)
    snprintf(stages, sizeof stages, " | scr %ld dcmp %ld defer %ld rechk %ld wait %ld", s.by_screening,
             s.by_decomposition, s.deferred, s.rechecked, store_count_deferred(st, "pending"));
  char dyn[48] = "";
  if (s.dyn_programs) snprintf(dyn, sizeof dyn, ", dyn %ld", s.dyn_programs);
  /* Execution oracle: programs run (and their findings). */
  char ex[96] = "";
  if (c->exec_share > 0)
    snprintf(ex, sizeof ex, " | exec %ld (%.2f/s/core, find %ld)", s.exec_runs,
             el > 0 ? s.exec_runs / el / c->jobs : 0, s.exec_findings);
  printf("%s[%6.0fs] progs %ld (%.1f/s%s) pairs %ld (%.1f/s) | ok %ld mis %ld inc %ld t/o %ld unsup %ld err "
         "%ld%s%s | "
         "crash %ld hang %ld fail %ld%s | findings %ld, %ld unique, last new %s%s",
         tty ? "\r" : "", el, s.executions, el > 0 ? s.executions / el : 0, dyn, s.pairs,
         el > 0 ? s.pairs / el : 0, s.verdicts[TV_CORRECT], s.verdicts[TV_MISCOMPILE],
         s.verdicts[TV_INCONCLUSIVE], s.verdicts[TV_TIMEOUT], s.verdicts[TV_UNSUPPORTED],
         s.verdicts[TV_ERROR], stages, ex, s.crashes + sh->tool_crashes, s.hangs + sh->tool_hangs,
         s.pass_failures + s.invalid_ir, pats, s.findings + sh->tool_crashes + sh->tool_hangs, uniq,
         since_buf, tty && !final ? "\033[K" : "\n");
  fflush(stdout);
}

static void stats_row(const CampaignSummary *s, int worker, StatsRow *r) {
  memset(r, 0, sizeof *r);
  r->worker = worker;
  r->executions = s->executions;
  r->pairs = s->pairs;
  r->correct = s->verdicts[TV_CORRECT];
  r->miscompile = s->verdicts[TV_MISCOMPILE];
  r->inconclusive = s->verdicts[TV_INCONCLUSIVE];
  r->timeout = s->verdicts[TV_TIMEOUT];
  r->unsupported = s->verdicts[TV_UNSUPPORTED];
  r->error = s->verdicts[TV_ERROR];
  r->crashes = s->crashes;
  r->hangs = s->hangs;
  r->pass_failures = s->pass_failures;
  r->invalid_ir = s->invalid_ir;
  r->gen_ms = s->gen_ms;
  r->mlir_ms = s->mlir_ms;
  r->encode_ms = s->encode_ms;
  r->solve_ms = s->solve_ms;
  r->screened = s->by_screening;
  r->decomposed = s->by_decomposition;
  r->deferred = s->deferred;
  r->rechecked = s->rechecked;
  r->still_timeout = s->still_timeout;
  r->validate_ms = s->validate_ms;
  r->screen_ms = s->screen_ms;
  r->deferred_ms = s->deferred_ms;
  r->exec_runs = s->exec_runs;
  r->exec_findings = s->exec_findings;
  r->exec_skipped = s->exec_skipped;
  r->exec_ms = s->exec_ms;
}

/* Add the pattern hits since the last flush to the store (flushed: what the
 * store already has of this run). */
static void flush_patterns(Shared *sh, Store *st, long (*flushed)[2]) {
  const PatTable *t = sh->npat ? pat_table_builtin(NULL) : NULL;
  if (!t) return;
  PatternHitDelta h[2 * PAT_MAX_ROWS];
  int n = 0;
  long now[PAT_MAX_ROWS][2];
  for (int i = 0; i < sh->npat; i++)
    for (int k = 0; k < 2; k++) {
      now[i][k] = __atomic_load_n(&sh->pat_hits[i][k], __ATOMIC_RELAXED);
      if (now[i][k] == flushed[i][k]) continue;
      h[n].id = pat_table_row(t, i)->id;
      h[n].precision = k == 0 ? "exact" : "op-level";
      h[n].delta = now[i][k] - flushed[i][k];
      h[n].first_seen = (double)__atomic_load_n(&sh->pat_first_ns[i][k], __ATOMIC_RELAXED) / 1e9;
      n++;
    }
  Diag d;
  diag_init(&d);
  if (store_add_pattern_hits(st, h, n, &d) != TVF_OK) {
    fprintf(stderr, "tvfuzz fuzz: %s\n", d.msg);
    return;
  }
  for (int i = 0; i < sh->npat; i++)
    flushed[i][0] = now[i][0], flushed[i][1] = now[i][1];
}

/* One totals row (worker -1) and one row per worker. */
static void write_stats(const CampaignConfig *c, Shared *sh, Store *st, long (*pat_flushed)[2]) {
  CampaignSummary s;
  sum_slots(sh, c->jobs, &s);
  StatsRow r;
  long uniq = store_count_signatures(st);
  flush_patterns(sh, st, pat_flushed);
  long pat_any = store_count_patterns_fired(st, NULL), pat_exact = store_count_patterns_fired(st, "exact");
  stats_row(&s, -1, &r);
  r.patterns_fired = pat_any;
  r.patterns_exact = pat_exact;
  r.crashes += sh->tool_crashes;
  r.hangs += sh->tool_hangs;
  r.unique_signatures = uniq;
  r.deferred_pending = store_count_deferred(st, "pending") + store_count_deferred(st, "claimed");
  Diag d;
  diag_init(&d);
  if (store_record_stats(st, &r, &d) != TVF_OK) fprintf(stderr, "tvfuzz fuzz: %s\n", d.msg);
  for (int w = 0; w < c->jobs; w++) {
    CampaignSummary one;
    memset(&one, 0, sizeof one);
    add_slot(&one, &sh->w[w]);
    stats_row(&one, w, &r);
    r.unique_signatures = uniq;
    r.patterns_fired = pat_any;
    r.patterns_exact = pat_exact;
    if (store_record_stats(st, &r, &d) != TVF_OK) fprintf(stderr, "tvfuzz fuzz: %s\n", d.msg);
  }
}

TvfStatus campaign_run(const CampaignConfig *c, CampaignSummary *out, Diag *d) {
  if (c->jobs < 1 || c->jobs > MAX_WORKERS)
    return diag_set(d, TVF_EINPUT, "fuzz: -j must be 1..%d", MAX_WORKERS);
  if (c->npipelines < 1) return diag_set(d, TVF_EINPUT, "fuzz: no pipeline");
  if (!(c->deferred_share >= 0 && c->deferred_share < 1))
    return diag_set(d, TVF_EINPUT, "fuzz: --deferred-share must be at least 0 and below 1");
  if (!(c->exec_share >= 0 && c->exec_share <= 1))
    return diag_set(d, TVF_EINPUT, "fuzz: --exec-share must be in [0, 1]");
  if (c->deferred_only && !c->validate)
    return diag_set(d, TVF_EINPUT, "fuzz: --deferred-only re-checks pairs: it needs the validator");
  /* Check every pipeline once here, so typos fail before anything forks. */
  {
    MlirxSession *s = mlirx_session_create(d);
    if (!s) return d->status;
    for (int p = 0; p < c->npipelines; p++) {
      PipeOptions po;
      pipe_options_default(&po);
      PipeRunner *r = pipe_runner_create(s, c->pipelines[p], &po, d);
      if (!r) {
        mlirx_session_destroy(s);
        return d->status;
      }
      pipe_runner_destroy(r);
    }
    mlirx_session_destroy(s);
  }
  Store *st = store_open(c->out_dir, d);
  if (!st) return d->status;
  Shared *sh = mmap(NULL, sizeof(Shared), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (sh == MAP_FAILED) {
    store_close(st);
    return diag_set(d, TVF_ENOMEM, "fuzz: mmap: %s", strerror(errno));
  }
  memset(sh, 0, sizeof *sh);
  /* The pattern table, parsed before the fork so every worker inherits it;
   * its catalog goes to the store so the report needs no table of its own. */
  const PatTable *pat = pat_table_builtin(d);
  if (!pat) {
    /* The build embedded a table that does not parse: not the user's
     * command line (that would be TVF_EINPUT), a defect of this build. */
    munmap(sh, sizeof *sh);
    store_close(st);
    d->status = TVF_EINTERNAL;
    return d->status;
  }
  sh->npat = pat_table_rows(pat);
  {
    PatternCatalogRow rows[PAT_MAX_ROWS];
    for (int i = 0; i < sh->npat; i++) {
      const PatRow *r = pat_table_row(pat, i);
      rows[i] = (PatternCatalogRow){r->id, r->dialect, r->op, r->kind, pat_precision_name(r->detector)};
    }
    Diag dd;
    diag_init(&dd);
    if (store_record_pattern_catalog(st, rows, sh->npat, &dd) != TVF_OK)
      fprintf(stderr, "tvfuzz fuzz: %s\n", dd.msg);
  }
  static long pat_flushed[PAT_MAX_ROWS][2];
  memset(pat_flushed, 0, sizeof pat_flushed);
  /* No worker runs yet: a claimed row was left by a process that died. */
  store_release_all_claimed(st);
  bool defer = deferral_on(c);
  /* Workers re-check the queue after the stream (deferral) or only that
   * (deferred-only); they then end on their own. */
  bool drain = c->validate && (defer || c->deferred_only);
  unsigned hang_ms = c->hang_ms
                         ? c->hang_ms
                         : c->wall_ms + 8 * (c->vopt.tv.timeout_ms ? c->vopt.tv.timeout_ms : 10000) + 30000 +
                               /* the execution oracle: the final run and a bisection (its own budgets) */
                               (c->exec_share > 0 ? 60000u : 0u);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGTERM, &sa, NULL);
  g_interrupted = 0;
  bool tty = isatty(1) && !c->quiet;
  uint64_t t0 = tvf_now_ns();
  for (int w = 0; w < c->jobs; w++)
    spawn_worker(c, sh, w);
  double last_status = 0, last_stats = 0;
  int alive = c->jobs;
  bool stopping = false;
  uint64_t stop_ns = 0;
  while (alive > 0) {
    int status;
    pid_t pid;
    while ((pid = waitpid(-1, &status, WNOHANG)) > 0) {
      int wid = -1;
      for (int w = 0; w < c->jobs; w++)
        if (sh->w[w].pid == pid) wid = w;
      if (wid < 0) continue;
      sh->w[wid].pid = 0;
      bool died = WIFSIGNALED(status) && WTERMSIG(status) != SIGKILL;
      bool killed_for_hang = WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL && sh->w[wid].phase == 99;
      if (died) blame_worker(c, st, sh, wid, false, WTERMSIG(status));
      (void)killed_for_hang;
      /* Stopped while re-checking a deferred pair (killed after the grace
       * period): the pair goes back to the queue. */
      long claimed = __atomic_exchange_n(&sh->w[wid].cur_deferred, 0, __ATOMIC_SEQ_CST);
      if (claimed) {
        Diag dd;
        diag_init(&dd);
        if (store_release_deferred(st, claimed, &dd) != TVF_OK) fprintf(stderr, "tvfuzz fuzz: %s\n", dd.msg);
      }
      __atomic_store_n(&sh->w[wid].streaming, 0, __ATOMIC_SEQ_CST);
      bool finished = WIFEXITED(status) && WEXITSTATUS(status) == 0;
      if (!stopping && !finished && !(WIFEXITED(status) && WEXITSTATUS(status) != 0)) {
        sh->restarts++;
        sh->w[wid].phase = PH_IDLE;
        spawn_worker(c, sh, wid);
      } else if (WIFEXITED(status) && WEXITSTATUS(status) != 0 && !stopping) {
        fprintf(stderr, "tvfuzz fuzz: worker %d failed to start; stopping\n", wid);
        stopping = true;
        __atomic_store_n(&sh->stop, 1, __ATOMIC_RELAXED);
        stop_ns = tvf_now_ns();
        alive--;
      } else {
        alive--;
      }
    }
    double el = tvf_ms_since(t0) / 1000.0;
    /* Hang detection: a busy worker without heartbeat for hang_ms. */
    for (int w = 0; w < c->jobs; w++) {
      WorkerSlot *ws = &sh->w[w];
      if (ws->pid > 0 && ws->phase != PH_IDLE &&
          tvf_now_ns() - ws->heartbeat_ns > (uint64_t)hang_ms * 1000000ull) {
        blame_worker(c, st, sh, w, true, 0);
        kill(ws->pid, SIGKILL);
        ws->phase = PH_IDLE;
        ws->heartbeat_ns = tvf_now_ns();
      }
    }
    /* --time with deferral: the last deferred_share of the time goes to
     * re-checks first (workers take queued pairs before new programs). */
    if (defer && c->time_s > 0 && el >= (1 - c->deferred_share) * c->time_s && !sh->reserve)
      __atomic_store_n(&sh->reserve, 1, __ATOMIC_RELAXED);
    if (!stopping &&
        (g_interrupted || (c->time_s > 0 && el >= c->time_s) ||
         (!drain && c->iterations && __atomic_load_n(&sh->next_iter, __ATOMIC_RELAXED) >= c->iterations))) {
      stopping = true;
      stop_ns = tvf_now_ns();
      __atomic_store_n(&sh->stop, 1, __ATOMIC_RELAXED);
    }
    /* Workers finish their current program; after a grace period, kill. */
    if (stopping &&
        tvf_now_ns() - stop_ns > (uint64_t)(c->iterations && !c->time_s ? hang_ms : 15000) * 1000000ull) {
      for (int w = 0; w < c->jobs; w++)
        if (sh->w[w].pid > 0) kill(sh->w[w].pid, SIGKILL);
    }
    if (!c->quiet && el - last_status >= c->status_every_s * (tty ? 1 : 10)) {
      status_line(c, sh, st, el, tty, false);
      last_status = el;
    }
    if (el - last_stats >= 10) {
      write_stats(c, sh, st, pat_flushed);
      last_stats = el;
    }
    struct timespec ts = {0, 50 * 1000 * 1000};
    nanosleep(&ts, NULL);
  }
  double el = tvf_ms_since(t0) / 1000.0;
  write_stats(c, sh, st, pat_flushed);
  if (!c->quiet) status_line(c, sh, st, el, tty, true);
  CampaignSummary s;
  sum_slots(sh, c->jobs, &s);
  s.seconds = el;
  s.jobs = c->jobs;
  s.unique_signatures = store_count_signatures(st);
  s.findings += sh->tool_crashes + sh->tool_hangs;
  s.deferred_pending = store_count_deferred(st, "pending") + store_count_deferred(st, "claimed");
  s.deferral = defer;
  s.fast_oracle = oracle_is_fast(&c->vopt);
  s.decompose = c->vopt.tv.decompose;
  s.first_budget_ms = defer ? c->first_budget_ms : 0;
  s.patterns = sh->npat;
  s.patterns_fired = store_count_patterns_fired(st, NULL);
  s.patterns_exact = store_count_patterns_fired(st, "exact");
  s.detectors_exact = pat_table_count_detectors(pat, PAT_EXACT);
  s.detectors_op_level = pat_table_count_detectors(pat, PAT_OPLEVEL);
  s.full_budget_ms = c->vopt.tv.timeout_ms;
  if (out) *out = s;
  munmap(sh, sizeof *sh);
  store_close(st);
  signal(SIGINT, SIG_DFL);
  signal(SIGTERM, SIG_DFL);
  return TVF_OK;
}

static double pct(double a, double b) { return b > 0 ? 100.0 * a / b : 0.0; }

void campaign_print_exec(const CampaignSummary *s) {
  if (!s->exec_runs && !s->exec_skipped) return;
  printf(
      "execution oracle: %ld programs compiled and run (%.2f/s per core), %ld findings (%ld exec-mismatch, "
      "%ld crash/timeout/oom), %ld not checkable; %.1f ms per program checked\n",
      s->exec_runs, s->seconds > 0 && s->jobs > 0 ? s->exec_runs / s->seconds / s->jobs : 0.0,
      s->exec_findings, s->exec_mismatches, s->exec_findings - s->exec_mismatches, s->exec_skipped,
      s->exec_runs + s->exec_skipped ? s->exec_ms / (s->exec_runs + s->exec_skipped) : 0.0);
}

void campaign_print_dynamic(const CampaignSummary *s) {
  if (!s->dyn_programs && !s->dyn_fallbacks) return;
  printf("dynamic shapes: %ld of %ld programs (%.1f%%) ran as dynamic variants, %ld variants did not verify "
         "(ran static); their %ld pairs:",
         s->dyn_programs, s->executions, pct(s->dyn_programs, s->executions), s->dyn_fallbacks, s->dyn_pairs);
  for (int v = 0; v < TV_VERDICT_COUNT; v++)
    printf(" %s %ld%s", tv_verdict_name((TvVerdict)v), s->dyn_verdicts[v],
           v + 1 < TV_VERDICT_COUNT ? "," : "");
  printf("; crash %ld, hang %ld, pass failure %ld, invalid IR %ld\n", s->dyn_crashes, s->dyn_hangs,
         s->dyn_pass_failures, s->dyn_invalid_ir);
}

void campaign_print_stages(const CampaignSummary *s, const char *out_dir) {
  double tot = s->gen_ms + s->mlir_ms + s->validate_ms + s->deferred_ms + s->exec_ms;
  if (tot > 0) {
    double pair_io = s->validate_ms - s->encode_ms - s->solve_ms - s->screen_ms;
    printf("time: generation %.1f%%, MLIR pipeline %.1f%%, pair print/parse/import %.1f%%, encoding %.1f%%, "
           "solving %.1f%%, screening %.1f%%, deferred %.1f%%, execution oracle %.1f%%\n",
           pct(s->gen_ms, tot), pct(s->mlir_ms, tot), pct(pair_io > 0 ? pair_io : 0, tot),
           pct(s->encode_ms, tot), pct(s->solve_ms, tot), pct(s->screen_ms, tot), pct(s->deferred_ms, tot),
           pct(s->exec_ms, tot));
  }
  if (s->fast_oracle && s->deferral)
    printf("oracle: fast (screening%s); first budget %u ms, full budget %u ms\n",
           s->decompose ? ", decomposition" : "", s->first_budget_ms, s->full_budget_ms);
  else if (s->fast_oracle)
    printf("oracle: fast (screening%s); budget %u ms, no deferral\n", s->decompose ? ", decomposition" : "",
           s->full_budget_ms);
  else
    printf("oracle: baseline (no screening, untuned solver); budget %u ms\n", s->full_budget_ms);
  if (s->pairs > 0)
    printf("decided by: screening %ld (%.1f%%), decomposition %ld (%.1f%%), solver %ld (%.1f%%), deferred "
           "re-check %ld (%.1f%%); %ld stage queries discharged by decomposition\n",
           s->by_screening, pct(s->by_screening, s->pairs), s->by_decomposition,
           pct(s->by_decomposition, s->pairs), s->by_solver, pct(s->by_solver, s->pairs), s->rechecked,
           pct(s->rechecked, s->pairs), s->decomposed_queries);
  if (s->patterns)
    printf("patterns: %ld of %d fired at least once (%ld exact, %ld op-level only); detectors: %d exact, %d "
           "op-level, %d none (tvfuzz report lists them)\n",
           s->patterns_fired, s->patterns, s->patterns_exact, s->patterns_fired - s->patterns_exact,
           s->detectors_exact, s->detectors_op_level,
           s->patterns - s->detectors_exact - s->detectors_op_level);
  if (s->deferral || s->deferred || s->rechecked || s->deferred_pending) {
    printf("deferred: %ld queued, %ld re-checked (%ld decided, %ld still timed out; %ld more ran out of the "
           "middle budget and wait for the full one), %.0f s in re-checks\n",
           s->deferred, s->rechecked, s->rechecked - s->still_timeout, s->still_timeout, s->requeued,
           s->deferred_ms / 1000.0);
    printf("deferred, not yet re-checked: %ld", s->deferred_pending);
    if (s->deferred_pending)
      printf(" (resume: tvfuzz fuzz --out %s --deferred-only)", out_dir ? out_dir : "DIR");
    printf("\n");
  }
}
