/*
 * bench_pipeline.c: in-process throughput of parse + pipeline + snapshots.
 *
 * usage: bench_pipeline PRESET_OR_PIPELINE SECONDS FILE...
 * Cycles over the files for about SECONDS per mode and prints programs/s for
 * (a) parse only, (b) parse + pipeline pass by pass with snapshots in this
 * process, (c) the same through the fork server (crash isolation on).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlirx/pipeline.h"
#include "mlirx/session.h"
#include "support/strbuf.h"

static char **texts;
static size_t *lens;
static int nfiles;

static void load(int n, char **paths) {
  texts = calloc((size_t)n, sizeof *texts);
  lens = calloc((size_t)n, sizeof *lens);
  for (int i = 0; i < n; i++) {
    FILE *f = fopen(paths[i], "rb");
    if (!f) continue;
    StrBuf b = STRBUF_INIT;
    char buf[8192];
    size_t k;
    while ((k = fread(buf, 1, sizeof buf, f)) > 0) sb_append(&b, buf, k);
    fclose(f);
    lens[nfiles] = b.len;
    texts[nfiles++] = sb_take(&b);
  }
}

static void run_mode(MlirxSession *s, const char *pipeline, PipeIsolation iso, int mode, double secs) {
  Diag d;
  diag_init(&d);
  PipeOptions o;
  pipe_options_default(&o);
  o.isolation = iso;
  PipeRunner *r = mode ? pipe_runner_create(s, pipeline, &o, &d) : NULL;
  if (mode && !r) {
    fprintf(stderr, "%s\n", d.msg);
    exit(1);
  }
  long n = 0, steps = 0, changed = 0, failed = 0;
  uint64_t t0 = tvf_now_ns();
  while (tvf_ms_since(t0) < secs * 1000) {
    for (int i = 0; i < nfiles; i++, n++) {
      if (!mode) {
        MlirxModule *m = mlirx_parse(s, texts[i], lens[i], "bench", &d);
        mlirx_module_destroy(m);
        continue;
      }
      PipeResult res;
      pipe_runner_run(r, texts[i], lens[i], "bench", &res, &d);
      for (int k = 0; k < res.nsteps; k++) {
        if (res.steps[k].status != STEP_NOT_RUN) steps++;
        if (res.steps[k].changed) changed++;
      }
      if (res.worst != STEP_OK || res.parse_status != TVF_OK) failed++;
      pipe_result_free(&res);
    }
  }
  double el = tvf_ms_since(t0) / 1000.0;
  const char *names[] = {"parse only", "parse + pipeline + snapshots, in-process",
                         "parse + pipeline + snapshots, fork server"};
  int idx = !mode ? 0 : (iso == PIPE_ISOLATE_NONE ? 1 : 2);
  printf("%-48s %8.0f programs/s  (%ld programs, %.3f ms each, %.1f passes/program, %.1f changed, %ld failed)\n",
         names[idx], n / el, n, el * 1000 / n, (double)steps / n, (double)changed / n, failed);
  pipe_runner_destroy(r);
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: bench_pipeline PIPELINE SECONDS FILE...\n");
    return 64;
  }
  load(argc - 3, argv + 3);
  double secs = atof(argv[2]);
  Diag d;
  MlirxSession *s = mlirx_session_create(&d);
  if (!s) return 1;
  printf("pipeline %s, %d programs\n", argv[1], nfiles);
  run_mode(s, argv[1], PIPE_ISOLATE_NONE, 0, secs);
  run_mode(s, argv[1], PIPE_ISOLATE_NONE, 1, secs);
  run_mode(s, argv[1], PIPE_ISOLATE_SERVER, 1, secs);
  mlirx_session_destroy(s);
  return 0;
}
