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
#include "fuzz/campaign.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "fuzz/store.h"
#include "mlirx/pair.h"
#include "triage/signature.h"

#if defined(__SANITIZE_ADDRESS__)
#define TVF_HAVE_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TVF_HAVE_ASAN 1
#endif
#endif

#define MAX_WORKERS 64

enum Phase { PH_IDLE, PH_GEN, PH_MLIR, PH_VALIDATE, PH_RECORD };
static const char *phase_name[] = {"idle", "generator", "pipeline", "validator", "store"};

typedef struct WorkerSlot {
  long execs, pairs, verdicts[TV_VERDICT_COUNT];
  long crashes, hangs, pass_failures, invalid_ir, gen_invalid, findings;
  double gen_ms, mlir_ms, val_ms, encode_ms, solve_ms;
  uint64_t heartbeat_ns;
  uint64_t cur_seed;
  long cur_iter;
  int cur_pipeline;
  int cur_step;
  int phase;
  pid_t pid;
} WorkerSlot;

typedef struct Shared {
  long next_iter;
  int stop;
  long restarts;
  uint64_t last_new_sig_ns;
  long tool_crashes, tool_hangs;
  WorkerSlot w[MAX_WORKERS];
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
  c->status_every_s = 1.0;
  for (int i = 0; i < pipe_num_presets() && i < CAMPAIGN_MAX_PIPELINES; i++)
    c->pipelines[c->npipelines++] = pipe_preset(i)->name;
}

static void heartbeat(WorkerSlot *ws, int phase) {
  ws->phase = phase;
  ws->heartbeat_ns = tvf_now_ns();
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

/* One JSON line per validated pair (--log-pairs): what a user needs to find
 * the slow or undecided pairs of a campaign and re-run them alone. */
static void log_pair(FILE *f, uint64_t seed, const char *pipeline, int step, const char *pass,
                     const ValidateResult *vr, double ms) {
  StrBuf sb = STRBUF_INIT;
  sb_printf(&sb, "{\"seed\":%llu,\"pipeline\":", (unsigned long long)seed);
  sb_json_string(&sb, pipeline);
  sb_printf(&sb, ",\"step\":%d,\"pass\":", step);
  sb_json_string(&sb, pass);
  sb_printf(&sb,
            ",\"verdict\":\"%s\",\"stage\":\"%s\",\"level\":%d,\"ms\":%.1f,\"encode_ms\":%.1f,"
            "\"solve_ms\":%.1f}\n",
            vr->verdict_name, vr->stage, vr->refinement_level, ms, vr->encode_ms, vr->solve_ms);
  fwrite(sb.data, 1, sb.len, f);
  fflush(f);
  sb_free(&sb);
}

static int worker_main(const CampaignConfig *c, Shared *sh, int wid) {
  WorkerSlot *ws = &sh->w[wid];
#ifndef TVF_HAVE_ASAN
  if (c->mem_mb) {
    struct rlimit rl;
    rl.rlim_cur = rl.rlim_max = (rlim_t)c->mem_mb * 1024 * 1024;
    setrlimit(RLIMIT_AS, &rl);
  }
#endif
  signal(SIGINT, SIG_IGN); /* the supervisor decides when to stop */
  Diag d;
  diag_init(&d);
  MlirxSession *s = mlirx_session_create(&d);
  if (!s) {
    fprintf(stderr, "tvfuzz fuzz: worker %d: %s\n", wid, d.msg);
    return 1;
  }
  PipeRunner *runners[CAMPAIGN_MAX_PIPELINES] = {0};
  PipeOptions po;
  pipe_options_default(&po);
  po.wall_ms = c->wall_ms;
  po.mem_mb = c->mem_mb;
  for (int p = 0; p < c->npipelines; p++) {
    runners[p] = pipe_runner_create(s, c->pipelines[p], &po, &d);
    if (!runners[p]) {
      fprintf(stderr, "tvfuzz fuzz: worker %d: %s\n", wid, d.msg);
      return 1;
    }
    if (c->setup_runner) c->setup_runner(runners[p], p, c->user);
  }
  Validator *val = c->validate ? validator_create(s, &c->vopt) : NULL;
  Store *st = store_open(c->out_dir, &d);
  if (!st) {
    fprintf(stderr, "tvfuzz fuzz: worker %d: %s\n", wid, d.msg);
    return 1;
  }
  FILE *pair_log = NULL;
  if (c->log_pairs) {
    char path[4096];
    snprintf(path, sizeof path, "%s/pairs-w%d.jsonl", c->out_dir, wid);
    pair_log = fopen(path, "a");
    if (!pair_log) fprintf(stderr, "tvfuzz fuzz: worker %d: %s: cannot open for appending\n", wid, path);
  }
  StrBuf prog = STRBUF_INIT, pair = STRBUF_INIT;
  const char *policy = c->vopt.tv.policy == TV_POLICY_REASSOC ? "reassoc" : "strict";
  while (!__atomic_load_n(&sh->stop, __ATOMIC_RELAXED)) {
    long iter = __atomic_fetch_add(&sh->next_iter, 1, __ATOMIC_RELAXED);
    if (c->iterations && iter >= c->iterations) break;
    uint64_t seed = c->seed + (uint64_t)iter;
    int p = (int)(iter % c->npipelines);
    ws->cur_seed = seed;
    ws->cur_iter = iter;
    ws->cur_pipeline = p;
    ws->cur_step = -1;
    heartbeat(ws, PH_GEN);
    uint64_t t0 = tvf_now_ns();
    sb_clear(&prog);
    if (gen_program_from_seed(seed, &c->gen, &prog, NULL, &d) != TVF_OK) {
      fprintf(stderr, "tvfuzz fuzz: worker %d: generator: %s\n", wid, d.msg);
      continue;
    }
    ws->gen_ms += tvf_ms_since(t0);
    heartbeat(ws, PH_MLIR);
    t0 = tvf_now_ns();
    PipeResult res;
    char fname[64];
    snprintf(fname, sizeof fname, "gen-seed-%llu.mlir", (unsigned long long)seed);
    if (pipe_runner_run(runners[p], sb_cstr(&prog), prog.len, fname, &res, &d) != TVF_OK) {
      fprintf(stderr, "tvfuzz fuzz: worker %d: %s\n", wid, d.msg);
      continue;
    }
    ws->mlir_ms += tvf_ms_since(t0);
    ws->execs++;
    const char *pipeline_text = pipe_runner_expanded(runners[p]);
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
      f.program = sb_cstr(&prog);
      f.seed = seed;
      record(st, sh, ws, &sf, &f, wid);
      pipe_result_free(&res);
      continue;
    }
    /* A program whose pair ran out of solver time usually does so again in
     * the next passes (the same hard reduction is still there): its later
     * pairs get a quarter of the budget, so hard programs cost one full
     * budget instead of one per pass. They still end honestly as timeouts. */
    unsigned budget = c->vopt.tv.timeout_ms;
    if (val) validator_set_timeout(val, budget);
    for (int i = 0; i < res.nsteps; i++) {
      StepResult *sr = &res.steps[i];
      if (sr->status == STEP_NOT_RUN) break;
      ws->cur_step = i;
      if (sr->status != STEP_OK) {
        const char *kind = step_status_name(sr->status);
        if (sr->status == STEP_CRASH)
          ws->crashes++;
        else if (sr->status == STEP_TIMEOUT)
          ws->hangs++;
        else if (sr->status == STEP_PASS_FAILURE)
          ws->pass_failures++;
        else if (sr->status == STEP_INVALID_IR)
          ws->invalid_ir++;
        SigFacts sf = {.kind = kind, .pass = step_name(runners[p], i), .diag = sr->diag};
        Finding f = {0};
        f.kind = kind;
        f.pass = step_name(runners[p], i);
        f.pipeline = pipeline_text;
        f.verdict = kind;
        f.detail = sr->diag;
        f.program = sb_cstr(&prog);
        f.report = sr->diag;
        f.seed = seed;
        record(st, sh, ws, &sf, &f, wid);
        continue;
      }
      if (!val || !sr->changed || !sr->before || !sr->after) continue;
      heartbeat(ws, PH_VALIDATE);
      t0 = tvf_now_ns();
      sb_clear(&pair);
      const PipeStep *ps = pipe_runner_step(runners[p], i);
      PairHeader h = {ps->element, pipeline_text, i, fname};
      if (mlirx_make_pair(s, sr->before, sr->after, &h, &pair, &d) != TVF_OK) {
        ws->invalid_ir++;
        SigFacts sf = {.kind = "invalid-ir", .pass = ps->name, .stage = "roundtrip", .diag = d.msg};
        Finding f = {0};
        f.kind = "invalid-ir";
        f.pass = ps->name;
        f.pipeline = pipeline_text;
        f.verdict = "invalid-ir";
        f.detail = d.msg;
        f.program = sb_cstr(&prog);
        f.seed = seed;
        record(st, sh, ws, &sf, &f, wid);
        continue;
      }
      ValidateResult vr;
      validator_check_pair_text(val, sb_cstr(&pair), pair.len, fname, &vr);
      double pair_ms = tvf_ms_since(t0);
      ws->val_ms += pair_ms;
      ws->encode_ms += vr.encode_ms;
      ws->solve_ms += vr.solve_ms;
      ws->pairs++;
      if (pair_log) log_pair(pair_log, seed, c->pipelines[p], i, ps->name, &vr, pair_ms);
      if (vr.verdict >= 0 && vr.verdict < TV_VERDICT_COUNT) ws->verdicts[vr.verdict]++;
      if (vr.verdict == TV_TIMEOUT && budget && budget == c->vopt.tv.timeout_ms) {
        budget = budget / 4 > 250 ? budget / 4 : 250;
        validator_set_timeout(val, budget);
      }
      heartbeat(ws, PH_MLIR);
      if (vr.verdict == TV_MISCOMPILE || vr.verdict == TV_INCONCLUSIVE) {
        const char *kind = vr.verdict == TV_MISCOMPILE ? "miscompile" : "inconclusive";
        const char *stage_buf = vr.stage;
        SigFacts sf = {.kind = kind,
                       .pass = ps->name,
                       .stage = stage_buf,
                       .src_class = vr.src_class,
                       .tgt_class = vr.tgt_class,
                       .policy = policy};
        Finding f = {0};
        f.kind = kind;
        f.pass = ps->name;
        f.pipeline = pipeline_text;
        f.verdict = vr.verdict_name;
        f.stage = stage_buf;
        f.detail = vr.detail;
        f.program = sb_cstr(&prog);
        f.pair = sb_cstr(&pair);
        f.report = vr.report;
        f.seed = seed;
        record(st, sh, ws, &sf, &f, wid);
      }
      validate_result_free(&vr);
    }
    pipe_result_free(&res);
    heartbeat(ws, PH_IDLE);
  }
  sb_free(&prog);
  sb_free(&pair);
  if (pair_log) fclose(pair_log);
  store_close(st);
  validator_destroy(val);
  for (int p = 0; p < c->npipelines; p++)
    pipe_runner_destroy(runners[p]);
  mlirx_session_destroy(s);
  return 0;
}

static pid_t spawn_worker(const CampaignConfig *c, Shared *sh, int wid) {
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid == 0) _exit(worker_main(c, sh, wid));
  if (pid > 0) {
    sh->w[wid].pid = pid;
    sh->w[wid].heartbeat_ns = tvf_now_ns();
    sh->w[wid].phase = PH_IDLE;
  }
  return pid;
}

static void sum_slots(const Shared *sh, int n, CampaignSummary *s) {
  memset(s, 0, sizeof *s);
  for (int i = 0; i < n; i++) {
    const WorkerSlot *w = &sh->w[i];
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
    s->gen_ms += w->gen_ms;
    s->mlir_ms += w->mlir_ms;
    s->validate_ms += w->val_ms;
    s->encode_ms += w->encode_ms;
    s->solve_ms += w->solve_ms;
  }
  s->tool_crashes = sh->tool_crashes + sh->tool_hangs;
}

/* The worker died or hung while working on an input: record it against the
 * phase it was in, regenerating the program from its seed. */
static void blame_worker(const CampaignConfig *c, Store *st, Shared *sh, int wid, bool hang, int sig) {
  WorkerSlot *w = &sh->w[wid];
  if (w->phase == PH_IDLE) return;
  StrBuf prog = STRBUF_INIT;
  Diag d;
  diag_init(&d);
  gen_program_from_seed(w->cur_seed, &c->gen, &prog, NULL, &d);
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
  f.pipeline = c->pipelines[w->cur_pipeline];
  f.verdict = kind;
  f.detail = detail;
  f.program = sb_cstr(&prog);
  f.seed = w->cur_seed;
  f.worker = wid;
  bool is_new;
  if (store_record_finding(st, &f, &is_new, &d) != TVF_OK) fprintf(stderr, "tvfuzz fuzz: %s\n", d.msg);
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
  printf(
      "%s[%6.0fs] progs %ld (%.1f/s) pairs %ld (%.1f/s) | ok %ld mis %ld inc %ld t/o %ld unsup %ld err %ld | "
      "crash %ld hang %ld fail %ld | findings %ld, %ld unique, last new %s%s",
      tty ? "\r" : "", el, s.executions, el > 0 ? s.executions / el : 0, s.pairs, el > 0 ? s.pairs / el : 0,
      s.verdicts[TV_CORRECT], s.verdicts[TV_MISCOMPILE], s.verdicts[TV_INCONCLUSIVE], s.verdicts[TV_TIMEOUT],
      s.verdicts[TV_UNSUPPORTED], s.verdicts[TV_ERROR], s.crashes + sh->tool_crashes,
      s.hangs + sh->tool_hangs, s.pass_failures + s.invalid_ir,
      s.findings + sh->tool_crashes + sh->tool_hangs, uniq, since_buf, tty && !final ? "\033[K" : "\n");
  fflush(stdout);
}

static void write_stats(const CampaignConfig *c, Shared *sh, Store *st) {
  CampaignSummary s;
  sum_slots(sh, c->jobs, &s);
  StatsRow r = {-1,
                s.executions,
                s.pairs,
                s.verdicts[TV_CORRECT],
                s.verdicts[TV_MISCOMPILE],
                s.verdicts[TV_INCONCLUSIVE],
                s.verdicts[TV_TIMEOUT],
                s.verdicts[TV_UNSUPPORTED],
                s.verdicts[TV_ERROR],
                s.crashes + sh->tool_crashes,
                s.hangs + sh->tool_hangs,
                s.pass_failures,
                s.invalid_ir,
                store_count_signatures(st),
                s.gen_ms,
                s.mlir_ms,
                s.encode_ms,
                s.solve_ms};
  Diag d;
  diag_init(&d);
  if (store_record_stats(st, &r, &d) != TVF_OK) fprintf(stderr, "tvfuzz fuzz: %s\n", d.msg);
}

TvfStatus campaign_run(const CampaignConfig *c, CampaignSummary *out, Diag *d) {
  if (c->jobs < 1 || c->jobs > MAX_WORKERS)
    return diag_set(d, TVF_EINPUT, "fuzz: -j must be 1..%d", MAX_WORKERS);
  if (c->npipelines < 1) return diag_set(d, TVF_EINPUT, "fuzz: no pipeline");
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
  unsigned hang_ms = c->hang_ms
                         ? c->hang_ms
                         : c->wall_ms + 8 * (c->vopt.tv.timeout_ms ? c->vopt.tv.timeout_ms : 10000) + 30000;
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
    if (!stopping &&
        (g_interrupted || (c->time_s > 0 && el >= c->time_s) ||
         (c->iterations && __atomic_load_n(&sh->next_iter, __ATOMIC_RELAXED) >= c->iterations))) {
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
      write_stats(c, sh, st);
      last_stats = el;
    }
    struct timespec ts = {0, 50 * 1000 * 1000};
    nanosleep(&ts, NULL);
  }
  double el = tvf_ms_since(t0) / 1000.0;
  write_stats(c, sh, st);
  if (!c->quiet) status_line(c, sh, st, el, tty, true);
  CampaignSummary s;
  sum_slots(sh, c->jobs, &s);
  s.seconds = el;
  s.unique_signatures = store_count_signatures(st);
  s.findings += sh->tool_crashes + sh->tool_hangs;
  if (out) *out = s;
  munmap(sh, sizeof *sh);
  store_close(st);
  signal(SIGINT, SIG_DFL);
  signal(SIGTERM, SIG_DFL);
  return TVF_OK;
}
