/*
 * fz_harness.c: the shared body of the fuzz targets (see fz_harness.h).
 *
 * State is one static struct: the session and what hangs off it (runners, validator), the policy
 * read from the environment, the lazily opened store, the counters and the feature set of the
 * current iteration. The store is opened on first use in the process that records (never before
 * the AFL++ fork server forks), and reopened when the process id changed.
 */
#define _POSIX_C_SOURCE 200809L
#include "fuzz/engines/fz_harness.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz/engines/features.h"
#include "fuzz/campaign/store.h"
#include "mlirx/pair.h"
#include "mlirx/pair_validate.h"
#include "support/hash.h"
#include "triage/signature.h"

#define FZ_MAX_PIPELINES 16
#define FZ_MAX_KNOWN 256
#define FZ_STATS_EVERY_NS (10ull * 1000000000ull)

typedef struct FzCounters {
  long execs;                      /* programs run through a pipeline */
  long rejected;                   /* inputs returned -1 */
  long pairs;                      /* validated pairs */
  long unvalidated;                /* changed passes whose pair was built but not validated */
  long verdicts[TV_VERDICT_COUNT]; /* per verdict */
  long pass_failures, invalid_ir;  /* failed steps */
  long gen_invalid;                /* generated programs that did not parse */
  long findings;                   /* recorded findings */
  long known;                      /* trap-mode findings skipped as known (TVFUZZ_KNOWN) */
  long recycles;                   /* MLIR session rebuilds (TVFUZZ_RECYCLE) */
  double mlir_ms, validate_ms;
} FzCounters;

static struct {
  bool ready;                            /* fz_harness_init done */
  FzTarget target;                       /* which target this process is */
  MlirxSession *s;                       /* the MLIR context (rebuilt every recycle_every programs) */
  PipeRunner *runners[FZ_MAX_PIPELINES]; /* one in-process runner per pipeline */
  char *pipelines[FZ_MAX_PIPELINES];     /* as given (preset names or texts) */
  int npipelines;                        /* >= 1 */
  Validator *val;                        /* translation validator on s */
  ValidateOptions vopt;                  /* TVFUZZ_TIMEOUT_MS applied */
  bool validate;                         /* TVFUZZ_VALIDATE (default on) */
  long recycle_every, since_recycle;     /* TVFUZZ_RECYCLE, programs since the last rebuild */
  bool record;                           /* TVFUZZ_FINDING=record */
  const char *out_dir;                   /* TVFUZZ_OUT */
  int worker;                            /* TVFUZZ_WORKER or the pid */
  Store *store;                          /* opened lazily by store_pid */
  pid_t store_pid;                       /* process that opened store */
  uint64_t last_stats_ns;                /* last statistics row */
  char known[FZ_MAX_KNOWN][17];          /* TVFUZZ_KNOWN signatures (do not trap) */
  int nknown;
  FzCounters c;    /* this process's counters */
  FzFeatures feat; /* the current iteration's features */
} H;

static const char *env_or(const char *name, const char *def) {
  const char *v = getenv(name);
  return v && *v ? v : def;
}

TVF_NORETURN static void die(const char *msg) {
  fprintf(stderr, "tvfuzz fuzz target: %s\n", msg);
  exit(1);
}

/* Build session, runners and validator. Returns false with d set. */
static bool build_mlir(Diag *d) {
  H.s = mlirx_session_create(d);
  if (!H.s) return false;
  PipeOptions po;
  pipe_options_default(&po);
  po.isolation = PIPE_ISOLATE_NONE;
  po.snapshots = true;
  po.wall_ms = 0;
  for (int p = 0; p < H.npipelines; p++) {
    H.runners[p] = pipe_runner_create(H.s, H.pipelines[p], &po, d);
    if (!H.runners[p]) return false;
    if (fz_harness_setup_runner) fz_harness_setup_runner(H.runners[p], p);
  }
  H.val = validator_create(H.s, &H.vopt);
  if (!H.val) {
    diag_set(d, TVF_ENOMEM, "validator: out of memory");
    return false;
  }
  return true;
}

static void destroy_mlir(void) {
  validator_destroy(H.val);
  H.val = NULL;
  for (int p = 0; p < H.npipelines; p++) {
    pipe_runner_destroy(H.runners[p]);
    H.runners[p] = NULL;
  }
  mlirx_session_destroy(H.s);
  H.s = NULL;
}

static Store *get_store(void) {
  pid_t me = getpid();
  if (H.store && H.store_pid == me) return H.store;
  /* A store inherited across fork() is left alone (SQLite connections must not cross fork). */
  Diag d;
  diag_init(&d);
  H.store = store_open(H.out_dir, &d);
  H.store_pid = me;
  if (!H.store) fprintf(stderr, "tvfuzz fuzz target: %s\n", d.msg);
  return H.store;
}

static void write_stats(void) {
  if (!H.record) return;
  Store *st = get_store();
  if (!st) return;
  StatsRow r;
  memset(&r, 0, sizeof r);
  r.worker = H.worker;
  r.executions = H.c.execs;
  r.pairs = H.c.pairs;
  r.correct = H.c.verdicts[TV_CORRECT];
  r.miscompile = H.c.verdicts[TV_MISCOMPILE];
  r.inconclusive = H.c.verdicts[TV_INCONCLUSIVE];
  r.timeout = H.c.verdicts[TV_TIMEOUT];
  r.unsupported = H.c.verdicts[TV_UNSUPPORTED];
  r.error = H.c.verdicts[TV_ERROR];
  r.pass_failures = H.c.pass_failures;
  r.invalid_ir = H.c.invalid_ir;
  r.unique_signatures = store_count_signatures(st);
  r.mlir_ms = H.c.mlir_ms;
  r.solve_ms = H.c.validate_ms;
  Diag d;
  diag_init(&d);
  if (store_record_stats(st, &r, &d) != TVF_OK) fprintf(stderr, "tvfuzz fuzz target: %s\n", d.msg);
}

static void at_exit(void) {
  FzFeedbackStats fs;
  fz_feedback_stats(&fs);
  fprintf(
      stderr,
      "tvfuzz-stats: target=%s execs=%ld rejected=%ld pairs=%ld correct=%ld miscompile=%ld "
      "inconclusive=%ld timeout=%ld unsupported=%ld invalid-input=%ld error=%ld pass-failures=%ld "
      "invalid-ir=%ld gen-invalid=%ld findings=%ld known=%ld recycles=%ld unvalidated=%ld sem-features=%zu "
      "op=%zu pair=%zu changed=%zu newop=%zu verdict=%zu step=%zu feedback=%s afl-map=%s validate=%s "
      "mlir-ms=%.0f validate-ms=%.0f\n",
      H.target == FZ_TARGET_GEN ? "gen" : "mlir", H.c.execs, H.c.rejected, H.c.pairs,
      H.c.verdicts[TV_CORRECT], H.c.verdicts[TV_MISCOMPILE], H.c.verdicts[TV_INCONCLUSIVE],
      H.c.verdicts[TV_TIMEOUT], H.c.verdicts[TV_UNSUPPORTED], H.c.verdicts[TV_INVALID_INPUT],
      H.c.verdicts[TV_ERROR], H.c.pass_failures, H.c.invalid_ir, H.c.gen_invalid, H.c.findings, H.c.known,
      H.c.recycles, H.c.unvalidated, fs.unique_total, fs.unique[FZ_CAT_OP], fs.unique[FZ_CAT_PAIR],
      fs.unique[FZ_CAT_CHANGED], fs.unique[FZ_CAT_NEWOP], fs.unique[FZ_CAT_VERDICT], fs.unique[FZ_CAT_STEP],
      fz_feedback_enabled() ? "on" : "off", fz_feedback_afl_active() ? "on" : "off",
      H.validate ? "on" : "off", H.c.mlir_ms, H.c.validate_ms);
  if (H.record && H.store_pid == getpid()) write_stats();
}

/* Read TVFUZZ_KNOWN: one signature (16 hex digits) at the start of each line; '#' comments. */
static void load_known(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) {
    fprintf(stderr, "tvfuzz fuzz target: cannot read TVFUZZ_KNOWN '%s'\n", path);
    exit(1);
  }
  char line[512];
  while (fgets(line, sizeof line, f) && H.nknown < FZ_MAX_KNOWN) {
    size_t n = strspn(line, "0123456789abcdef");
    if (n != 16) continue;
    memcpy(H.known[H.nknown], line, 16);
    H.known[H.nknown++][16] = 0;
  }
  fclose(f);
}

static bool is_known(const char *sig) {
  for (int i = 0; i < H.nknown; i++)
    if (!strcmp(H.known[i], sig)) return true;
  return false;
}

/* Split TVFUZZ_PRESETS into H.pipelines. */
static void parse_presets(const char *v) {
  char sep = strchr(v, ';') ? ';' : ',';
  const char *p = v;
  while (*p && H.npipelines < FZ_MAX_PIPELINES) {
    const char *e = strchr(p, sep);
    size_t n = e ? (size_t)(e - p) : strlen(p);
    while (n && (*p == ' '))
      p++, n--;
    while (n && p[n - 1] == ' ')
      n--;
    if (n) {
      char *s = malloc(n + 1);
      if (!s) die("out of memory");
      memcpy(s, p, n);
      s[n] = 0;
      H.pipelines[H.npipelines++] = s;
    }
    if (!e) break;
    p = e + 1;
  }
}

void fz_harness_init(FzTarget target) {
  if (H.ready) return;
  H.target = target;
  parse_presets(env_or("TVFUZZ_PRESETS", "tosa-lowering,tosa-opt,linalg-opt"));
  if (H.npipelines == 0) die("TVFUZZ_PRESETS names no pipeline");
  validate_options_default(&H.vopt);
  long tmo = strtol(env_or("TVFUZZ_TIMEOUT_MS", "2000"), NULL, 10);
  H.vopt.timeout_ms = H.vopt.tv.timeout_ms = tmo > 0 ? (unsigned)tmo : 2000;
  H.recycle_every = strtol(env_or("TVFUZZ_RECYCLE", "2000"), NULL, 10);
  /* TVFUZZ_VALIDATE=0 skips only the solver (30-50x more executions per second), so feedback can be
   * compared over tens of thousands of executions. Any other value is a typo: refuse it rather
   * than silently fuzz in the wrong mode. */
  const char *v = env_or("TVFUZZ_VALIDATE", "1");
  if (!strcmp(v, "0"))
    H.validate = false;
  else if (!strcmp(v, "1"))
    H.validate = true;
  else
    die("TVFUZZ_VALIDATE must be '0' or '1'");
  const char *mode = env_or("TVFUZZ_FINDING", "trap");
  if (!strcmp(mode, "record"))
    H.record = true;
  else if (strcmp(mode, "trap") != 0)
    die("TVFUZZ_FINDING must be 'trap' or 'record'");
  H.out_dir = env_or("TVFUZZ_OUT", "./tvfuzz-out");
  const char *known = getenv("TVFUZZ_KNOWN");
  if (known && *known) load_known(known);
  const char *w = getenv("TVFUZZ_WORKER");
  H.worker = w && *w ? atoi(w) : (int)getpid();
  Diag d;
  diag_init(&d);
  if (!build_mlir(&d)) die(d.msg);
  if (H.record) {
    /* Fail early on an unusable store, then close it again: the process that fuzzes (an AFL++
     * fork-server child, a libFuzzer fork-mode job) opens its own connection. */
    Store *st = store_open(H.out_dir, &d);
    if (!st) die(d.msg);
    store_close(st);
  }
  H.last_stats_ns = tvf_now_ns();
  atexit(at_exit);
  H.ready = true;
}

int fz_harness_num_pipelines(void) { return H.npipelines; }

MlirxSession *fz_harness_session(void) { return H.s; }

void fz_harness_count_reject(void) { H.c.rejected++; }

/* Record f (signature from sf) in record mode. */
static void record(const SigFacts *sf, Finding *f) {
  char sig[17];
  sig_compute(sf, sig);
  f->signature = sig;
  f->worker = H.worker;
  Store *st = get_store();
  if (!st) return;
  bool is_new = false;
  Diag d;
  diag_init(&d);
  if (store_record_finding(st, f, &is_new, &d) != TVF_OK) {
    fprintf(stderr, "tvfuzz fuzz target: %s\n", d.msg);
    return;
  }
  H.c.findings++;
}

/* The deliberate abort: print what was found and trap, so the engine keeps the input. Findings whose
 * signature is listed in TVFUZZ_KNOWN are counted and skipped instead. */
static void trap(const SigFacts *sf, const char *what, const char *pipeline, const char *detail,
                 const char *report, const char *program, const char *pair) {
  char sig[17];
  sig_compute(sf, sig);
  if (is_known(sig)) {
    H.c.known++;
    return;
  }
  fprintf(stderr,
          "\n==tvfuzz== %s in pass '%s'\n==tvfuzz== signature: %s\n==tvfuzz== pipeline: %s\n==tvfuzz== %s\n",
          what, sf->pass ? sf->pass : "", sig, pipeline ? pipeline : "", detail ? detail : "");
  if (report && *report) fprintf(stderr, "%s\n", report);
  if (pair && *pair)
    fprintf(stderr, "==tvfuzz== pair:\n%s\n", pair);
  else if (program && *program)
    fprintf(stderr, "==tvfuzz== program:\n%s\n", program);
  fflush(stderr);
  __builtin_trap();
}

/* The "decided_by" value of the first function report in the validator's JSON ("" if absent). */
static const char *json_decided_by(const char *json, char *out, size_t n) {
  static const char key[] = "\"decided_by\":\"";
  const char *p = json ? strstr(json, key) : NULL;
  size_t k = 0;
  if (p)
    for (p += sizeof key - 1; *p && *p != '"' && k + 1 < n; p++)
      out[k++] = *p;
  out[k] = 0;
  return out;
}

static void maybe_recycle(void) {
  if (H.recycle_every <= 0 || ++H.since_recycle < H.recycle_every) return;
  H.since_recycle = 0;
  destroy_mlir();
  Diag d;
  diag_init(&d);
  if (!build_mlir(&d)) die(d.msg); /* it worked at start-up: this is an environment failure */
  H.c.recycles++;
}

int fz_harness_run(const char *text, size_t len, int pipeline) {
  if (!H.ready) return 0;
  FzFeatures *ft = &H.feat;
  fz_features_clear(ft);
  if (H.target == FZ_TARGET_GEN) fz_features_ir(ft, "input", text, len);
  int p = ((pipeline % H.npipelines) + H.npipelines) % H.npipelines;
  PipeRunner *runner = H.runners[p];
  char fname[64];
  char hex[17];
  tvf_hash_hex(tvf_hash_bytes(TVF_HASH_INIT, text, len), hex);
  snprintf(fname, sizeof fname, "fz-%s.mlir", hex);
  Diag d;
  diag_init(&d);
  PipeResult res;
  uint64_t t0 = tvf_now_ns();
  if (pipe_runner_run(runner, text, len, fname, &res, &d) != TVF_OK) {
    /* The runner itself failed (out of memory): not the input's fault. */
    fprintf(stderr, "tvfuzz fuzz target: %s\n", d.msg);
    return 0;
  }
  H.c.mlir_ms += tvf_ms_since(t0);
  H.c.execs++;
  const char *pipeline_text = pipe_runner_expanded(runner);
  int useful = 0, unsupported = 0;
  StrBuf pair = STRBUF_INIT;
  if (res.parse_status != TVF_OK) {
    if (H.target == FZ_TARGET_GEN) {
      /* A generated program that does not parse is a generator bug (C13: asserted, not rejected). */
      H.c.gen_invalid++;
      fz_features_step(ft, "parse", "gen-invalid");
      SigFacts sf = {.kind = "gen-invalid", .pass = "parse", .stage = "", .diag = res.parse_error};
      if (!H.record) {
        trap(&sf, "INVALID GENERATED PROGRAM", pipeline_text, res.parse_error, NULL, text, NULL);
      } else {
        Finding f = {0};
        f.kind = "gen-invalid";
        f.pass = "parse";
        f.pipeline = pipeline_text;
        f.verdict = "invalid-input";
        f.detail = res.parse_error;
        f.program = text;
        record(&sf, &f);
      }
      useful = 1;
    }
    /* fz_target_mlir parsed the text already; a failure here is rejected below. */
  }
  const char *policy = validate_policy_name(&H.vopt);
  for (int i = 0; res.parse_status == TVF_OK && i < res.nsteps; i++) {
    StepResult *sr = &res.steps[i];
    if (sr->status == STEP_NOT_RUN) break;
    const PipeStep *ps = pipe_runner_step(runner, i);
    const char *pass = ps ? ps->name : "?";
    if (sr->status != STEP_OK) {
      /* Pass failure / invalid IR: not crashes. Feedback always, a finding when recording. */
      const char *kind = step_status_name(sr->status);
      if (sr->status == STEP_PASS_FAILURE)
        H.c.pass_failures++;
      else if (sr->status == STEP_INVALID_IR)
        H.c.invalid_ir++;
      fz_features_step(ft, pass, kind);
      useful = 1;
      if (H.record) {
        SigFacts sf = {.kind = kind, .pass = pass, .stage = "", .diag = sr->diag};
        Finding f = {0};
        f.kind = kind;
        f.pass = pass;
        f.pipeline = pipeline_text;
        f.verdict = kind;
        f.detail = sr->diag;
        f.program = text;
        f.report = sr->diag;
        record(&sf, &f);
      }
      continue;
    }
    if (!sr->changed || !sr->before || !sr->after) continue;
    fz_features_pass(ft, pass, sr->before, sr->after);
    t0 = tvf_now_ns();
    sb_clear(&pair);
    PairHeader hd = {ps->element, pipeline_text, i, fname};
    if (mlirx_make_pair(H.s, sr->before, sr->after, &hd, &pair, &d) != TVF_OK) {
      H.c.invalid_ir++;
      fz_features_step(ft, pass, "roundtrip");
      useful = 1;
      if (H.record) {
        SigFacts sf = {.kind = "invalid-ir", .pass = pass, .stage = "roundtrip", .diag = d.msg};
        Finding f = {0};
        f.kind = "invalid-ir";
        f.pass = pass;
        f.pipeline = pipeline_text;
        f.verdict = "invalid-ir";
        f.detail = d.msg;
        f.program = text;
        record(&sf, &f);
      }
      continue;
    }
    if (!H.validate) {
      /* The pair was still built: IR that does not print back stays a finding. No verdict, so the
       * input is kept like one with a useful verdict (nothing says it is unsupported). */
      H.c.validate_ms += tvf_ms_since(t0); /* building the pair, counted as when validating */
      H.c.unvalidated++;
      useful++;
      continue;
    }
    ValidateResult vr;
    validator_check_pair_text(H.val, sb_cstr(&pair), pair.len, fname, &vr);
    H.c.validate_ms += tvf_ms_since(t0);
    H.c.pairs++;
    if (vr.verdict >= 0 && vr.verdict < TV_VERDICT_COUNT) H.c.verdicts[vr.verdict]++;
    char by[16];
    fz_features_verdict(ft, pass, vr.verdict_name, vr.stage, vr.src_class, vr.tgt_class,
                        json_decided_by(vr.json, by, sizeof by));
    if (vr.verdict == TV_UNSUPPORTED || vr.verdict == TV_INVALID_INPUT)
      unsupported++;
    else
      useful++;
    const char *kind = vr.verdict == TV_MISCOMPILE ? "miscompile" : "inconclusive";
    SigFacts sf = {.kind = kind,
                   .pass = pass,
                   .stage = vr.stage,
                   .src_class = vr.src_class,
                   .tgt_class = vr.tgt_class,
                   .policy = policy};
    if (vr.verdict == TV_MISCOMPILE && !H.record)
      trap(&sf, "MISCOMPILE", pipeline_text, vr.detail, vr.report, text, sb_cstr(&pair));
    if (H.record && (vr.verdict == TV_MISCOMPILE || vr.verdict == TV_INCONCLUSIVE)) {
      Finding f = {0};
      f.kind = kind;
      f.pass = pass;
      f.pipeline = pipeline_text;
      f.verdict = vr.verdict_name;
      f.stage = vr.stage;
      f.detail = vr.detail;
      f.program = text;
      f.pair = sb_cstr(&pair);
      f.report = vr.report;
      record(&sf, &f);
    }
    validate_result_free(&vr);
  }
  bool parsed = res.parse_status == TVF_OK;
  pipe_result_free(&res);
  sb_free(&pair);
  fz_features_commit(ft);
  /* A statistics row after the first program of every process (fork-mode jobs, AFL++ fork-server
   * children) and every 10 s after that. */
  if (H.record && (H.c.execs == 1 || tvf_now_ns() - H.last_stats_ns > FZ_STATS_EVERY_NS)) {
    write_stats();
    H.last_stats_ns = tvf_now_ns();
  }
  maybe_recycle();
  if ((!parsed && H.target == FZ_TARGET_MLIR) || (unsupported > 0 && useful == 0)) {
    H.c.rejected++;
    return -1;
  }
  return 0;
}
