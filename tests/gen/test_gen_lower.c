/*
 * test_gen_lower.c: generated programs go through the tosa lowering pipelines.
 *
 * Runs generated programs (tosa and linalg/tensor programs, default options) through
 *   std:      builtin.module(tosa-to-mlprogram,func.func(tosa-to-linalg-named,tosa-to-linalg,
 *             tosa-to-arith,tosa-to-tensor))
 *   pipeline: builtin.module(tosa-to-mlprogram,tosa-to-linalg-pipeline,
 *             func.func(tosa-to-arith{include-apply-rescale=true},tosa-to-tensor))   (contains tosa-validate)
 * (tosa-to-mlprogram first, as in the presets: tosa.variable state lowers to ml_program.)
 * pass by pass (mlirx pipeline runner, forked server so an MLIR crash cannot kill the test) and
 * classifies every failure. Failures caused by known MLIR 22 limitations/bugs (listed below with
 * their reason) are counted and reported; any other failure fails the test and prints the program,
 * since it means the generator produced something outside what the pipelines accept.
 *
 * usage: test_gen_lower [--count N] [--first SEED] [--pipeline P]... [--ops LIST] [--contain S] [--report]
 *   --pipeline P  run P (pipeline text or mlirx preset name) instead of the two pipelines above
 *   --ops LIST    restrict the generator's productions (gen_options_set_ops)
 *   --contain S   also require 90% of the programs to contain the text S (e.g. "tosa.rescale")
 *   --report      do not fail on unexpected failures; print them grouped by pass and message
 * (defaults: 400 programs from seed 1)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen/gen.h"
#include "mlirx/pipeline.h"
#include "mlirx/session.h"
#include "support/testhelp.h"

typedef struct Known {
  const char *pattern; /* substring of the failing step's diagnostic */
  const char *pass;    /* failing step (short name), NULL for any */
  const char *reason;
  long count;
} Known;

static Known known[] = {
    {"exceeds MAX_RANK", "tosa-validate",
     "MLIR: tosa-optional-decompositions turns depthwise_conv2d with a 1x1 kernel and padding into a rank-5 "
     "tosa.pad whose !tosa.shape<10> padding tosa-validate then rejects",
     0},
    {"expect input and output to have same element type", NULL,
     "MLIR bug: tosa-optional-decompositions on an i8 depthwise_conv2d (1x1 kernel, padding) pads the i32 "
     "zero-point-adjusted input with an i8 pad value: invalid IR",
     0},
};

#define MAX_PIPES 8
#define MAX_GROUPS 64

typedef struct Group {
  char key[200]; /* "pass: message" with digits folded */
  long count;
  unsigned long long seed; /* first seed showing it */
} Group;

typedef struct Tally {
  const char *name;
  const char *text;
  long ok, known, unknown, crash;
  Group groups[MAX_GROUPS];
  int ngroups;
} Tally;

static void group_add(Tally *t, const char *pass, const char *msg, unsigned long long seed) {
  char key[200];
  int k = snprintf(key, sizeof key, "%s: ", pass);
  for (const char *p = msg; *p && *p != '\n' && k < (int)sizeof key - 2; p++) {
    if (*p >= '0' && *p <= '9') {
      if (k == 0 || key[k - 1] != 'N') key[k++] = 'N';
      continue;
    }
    key[k++] = *p;
  }
  key[k] = 0;
  for (int i = 0; i < t->ngroups; i++)
    if (!strcmp(t->groups[i].key, key)) {
      t->groups[i].count++;
      return;
    }
  if (t->ngroups < MAX_GROUPS) {
    Group *g = &t->groups[t->ngroups++];
    snprintf(g->key, sizeof g->key, "%s", key);
    g->count = 1;
    g->seed = seed;
  }
}

int main(int argc, char **argv) {
  long count = 400;
  unsigned long long first = 1;
  int report = 0, npipes = 0;
  const char *ops = NULL, *contain = NULL;
  long contained = 0;
  static Tally tally[MAX_PIPES];
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--report"))
      report = 1;
    else if (i + 1 < argc && !strcmp(argv[i], "--count"))
      count = atol(argv[++i]);
    else if (i + 1 < argc && !strcmp(argv[i], "--first"))
      first = strtoull(argv[++i], NULL, 10);
    else if (i + 1 < argc && !strcmp(argv[i], "--ops"))
      ops = argv[++i];
    else if (i + 1 < argc && !strcmp(argv[i], "--contain"))
      contain = argv[++i];
    else if (i + 1 < argc && !strcmp(argv[i], "--pipeline") && npipes < MAX_PIPES) {
      tally[npipes].name = argv[i + 1];
      tally[npipes++].text = argv[++i];
    }
  }
  if (npipes == 0) {
    tally[0].name = "std";
    tally[0].text =
        "builtin.module(tosa-to-mlprogram,func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,"
        "tosa-to-tensor))";
    tally[1].name = "pipeline";
    tally[1].text = "builtin.module(tosa-to-mlprogram,tosa-to-linalg-pipeline,"
                    "func.func(tosa-to-arith{include-apply-rescale=true},tosa-to-tensor))";
    npipes = 2;
  }
  Diag d;
  diag_init(&d);
  MlirxSession *s = mlirx_session_create(&d);
  TVF_CHECK_MSG(s != NULL, "%s", d.msg);
  if (!s) return tvf_test_report("gen-lower");
  PipeOptions po;
  pipe_options_default(&po);
  po.isolation = PIPE_ISOLATE_SERVER;
  po.snapshots = false;
  PipeRunner *runner[MAX_PIPES];
  for (int p = 0; p < npipes; p++) {
    runner[p] = pipe_runner_create(s, tally[p].text, &po, &d);
    TVF_CHECK_MSG(runner[p] != NULL, "%s", d.msg);
    if (!runner[p]) return tvf_test_report("gen-lower");
  }
  GenOptions o;
  gen_options_default(&o);
  if (ops) TVF_CHECK_EQ_INT(gen_options_set_ops(&o, ops, &d), TVF_OK);
  StrBuf prog = STRBUF_INIT;
  int printed = 0;
  for (long i = 0; i < count; i++) {
    unsigned long long seed = first + (unsigned long long)i;
    sb_clear(&prog);
    if (gen_program_from_seed(seed, &o, &prog, NULL, &d) != TVF_OK) {
      TVF_CHECK_MSG(0, "seed %llu: %s", seed, d.msg);
      continue;
    }
    if (contain && strstr(prog.data, contain)) contained++;
    for (int p = 0; p < npipes; p++) {
      PipeResult res;
      memset(&res, 0, sizeof res);
      char name[64];
      snprintf(name, sizeof name, "gen:seed=%llu", seed);
      if (pipe_runner_run(runner[p], prog.data, prog.len, name, &res, &d) != TVF_OK) {
        TVF_CHECK_MSG(0, "runner failed: %s", d.msg);
        continue;
      }
      if (res.parse_status != TVF_OK) {
        tally[p].unknown++;
        fprintf(stderr, "seed %llu does not parse: %s\n", seed, res.parse_error);
      } else if (res.worst == STEP_OK) {
        tally[p].ok++;
      } else {
        const StepResult *st = &res.steps[res.failed_step];
        const char *pass = pipe_runner_step(runner[p], res.failed_step)->name;
        const char *msg = st->diag ? st->diag : "";
        int k = -1;
        for (int j = 0; j < (int)(sizeof known / sizeof known[0]) && k < 0; j++)
          if (strstr(msg, known[j].pattern) && (!known[j].pass || !strcmp(known[j].pass, pass))) k = j;
        if (st->status == STEP_CRASH || st->status == STEP_TIMEOUT) tally[p].crash++;
        if (k >= 0) {
          known[k].count++;
          tally[p].known++;
        } else {
          tally[p].unknown++;
          group_add(&tally[p], pass, msg, seed);
          if (!report && printed++ < 5)
            fprintf(stderr, "UNEXPECTED %s failure (seed %llu) in %s (%s): %s\n%s\n", tally[p].name, seed,
                    pass, step_status_name(st->status), msg, prog.data);
        }
      }
      pipe_result_free(&res);
    }
  }
  for (int p = 0; p < npipes; p++) {
    printf("%-9s %ld programs: %ld lowered, %ld known MLIR issues, %ld unexpected (%ld crashes/timeouts)\n",
           tally[p].name, count, tally[p].ok, tally[p].known, tally[p].unknown, tally[p].crash);
    for (int g = 0; g < tally[p].ngroups; g++)
      printf("    %6ld x %s (first: seed %llu)\n", tally[p].groups[g].count, tally[p].groups[g].key,
             tally[p].groups[g].seed);
    if (!report)
      TVF_CHECK_MSG(tally[p].unknown == 0, "%s: %ld unexpected lowering failures", tally[p].name,
                    tally[p].unknown);
    pipe_runner_destroy(runner[p]);
  }
  if (contain) { /* the restricted ops must really be exercised, not just allowed */
    printf("%ld of %ld programs contain %s\n", contained, count, contain);
    TVF_CHECK_MSG(contained * 10 >= count * 9, "only %ld of %ld programs contain %s", contained, count,
                  contain);
  }
  for (size_t j = 0; j < sizeof known / sizeof known[0]; j++)
    if (known[j].count) printf("  known (%ld): %s\n", known[j].count, known[j].reason);
  sb_free(&prog);
  mlirx_session_destroy(s);
  return tvf_test_report("gen-lower");
}
