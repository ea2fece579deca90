/*
 * mkstore.c: build a small campaign directory for the CLI tests without a
 * campaign: one finding row per (planted bug, program) argument, recorded the
 * way `tvfuzz fuzz` records it (fuzz/campaign/store.h) with the provisional signature
 * of the program's first bad step under tosa-lowering plus the planted pass
 * (triage/job.h, no reduction). With no arguments the store is empty (a clean
 * campaign directory for `tvfuzz triage` / `tvfuzz report`).
 *
 * PLANT "-" records a finding of MLIR itself (no planted pass), and a
 * `// PIPELINE:` header line of FILE replaces tosa-lowering (so the
 * tests/bugs/ *.pipeline.mlir files make a store of real bugs).
 *
 * An argument "corpus:KEY|KEY...:FILE" instead offers FILE to the pattern
 * corpus (store_offer_corpus) for those keys, as a campaign run that fired
 * exactly them would (pipeline tosa-lowering, no steps).
 *
 * usage: tvf_cli_mkstore DIR [PLANT=FILE.mlir | corpus:KEYS:FILE ...]
 * exit: 0 written; 1 a program does not show a finding; 2 usage / I/O.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz/campaign/store.h"
#include "mlirx/pair.h"
#include "triage/job.h"
#include "triage/plant.h"

static void setup(PipeRunner *r, void *user) { plant_insert(r, (const char *)user, -1, NULL); }

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  StrBuf b = STRBUF_INIT;
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0)
    sb_append(&b, buf, n);
  fclose(f);
  if (!b.data) sb_puts(&b, "");
  return sb_take(&b);
}

/* "KEY|KEY...:FILE": offer FILE for the keys, fired = the keys. */
static int offer_corpus(Store *st, const char *spec) {
  const char *colon = strrchr(spec, ':');
  if (!colon) {
    fprintf(stderr, "mkstore: expected corpus:KEYS:FILE, got '%s'\n", spec);
    return 2;
  }
  char *program = slurp(colon + 1);
  if (!program) {
    fprintf(stderr, "mkstore: cannot read '%s'\n", colon + 1);
    return 2;
  }
  char *list = strndup(spec, (size_t)(colon - spec));
  const char *keys[64];
  int n = 0;
  StrBuf fired = STRBUF_INIT;
  for (char *save = NULL, *k = strtok_r(list, "|", &save); k && n < 64; k = strtok_r(NULL, "|", &save)) {
    keys[n++] = k;
    sb_printf(&fired, "%s\n", k);
  }
  CorpusOffer o = {"tosa-lowering", strlen(program), 1, program, "", sb_cstr(&fired)};
  Diag d;
  diag_init(&d);
  int rc = 0;
  if (store_offer_corpus(st, &o, keys, n, &d) != TVF_OK) {
    fprintf(stderr, "mkstore: %s\n", d.msg);
    rc = 2;
  }
  sb_free(&fired);
  free(list);
  free(program);
  return rc;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: tvf_cli_mkstore DIR [PLANT=FILE.mlir ...]\n");
    return 2;
  }
  Diag d;
  diag_init(&d);
  Store *st = store_open(argv[1], &d);
  if (!st) {
    fprintf(stderr, "mkstore: %s\n", d.msg);
    return 2;
  }
  MlirxSession *s = argc > 2 ? mlirx_session_create(&d) : NULL;
  if (argc > 2 && !s) {
    fprintf(stderr, "mkstore: %s\n", d.msg);
    return 2;
  }
  int rc = 0;
  for (int i = 2; i < argc && rc == 0; i++) {
    if (!strncmp(argv[i], "corpus:", 7)) {
      rc = offer_corpus(st, argv[i] + 7);
      continue;
    }
    char plant[64];
    const char *eq = strchr(argv[i], '=');
    if (!eq || (size_t)(eq - argv[i]) >= sizeof plant) {
      fprintf(stderr, "mkstore: expected PLANT=FILE, got '%s'\n", argv[i]);
      rc = 2;
      break;
    }
    snprintf(plant, sizeof plant, "%.*s", (int)(eq - argv[i]), argv[i]);
    char *program = slurp(eq + 1);
    bool real = !strcmp(plant, "-");
    if (!program || (!real && !plant_exists(plant))) {
      fprintf(stderr, "mkstore: cannot read '%s' or unknown plant '%s'\n", eq + 1, plant);
      free(program);
      rc = 2;
      break;
    }
    ReduceJob j;
    reduce_job_init(&j);
    j.text = program;
    j.len = strlen(program);
    StrBuf pipe = STRBUF_INIT;
    j.ic.pipeline = mlirx_header_value(program, "PIPELINE", &pipe) ? sb_cstr(&pipe) : "tosa-lowering";
    if (!real) {
      j.ic.setup_runner = setup;
      j.ic.user = plant;
    }
    j.no_reduce = true;
    j.fp_fact = false;
    if (reduce_job_run(s, &j, &d) != TVF_OK || !j.original.kind[0]) {
      fprintf(stderr, "mkstore: %s: no finding: %s\n", eq + 1, d.msg);
      rc = 1;
    } else {
      const Outcome *o = &j.original;
      Finding f = {0};
      f.signature = j.provisional_sig;
      f.kind = o->kind;
      f.pass = o->pass;
      f.pipeline = j.pipeline;
      f.verdict = o->kind;
      f.stage = o->stage;
      f.detail = o->detail;
      f.program = program;
      f.pair = o->pair;
      f.report = o->report;
      bool is_new = false;
      if (store_record_finding(st, &f, &is_new, &d) != TVF_OK) {
        fprintf(stderr, "mkstore: %s\n", d.msg);
        rc = 2;
      } else {
        printf("%s %s at %s (%s)\n", j.provisional_sig, o->kind, o->pass, eq + 1);
      }
    }
    reduce_job_free(&j);
    sb_free(&pipe);
    free(program);
  }
  if (s) mlirx_session_destroy(s);
  store_close(st);
  return rc;
}
