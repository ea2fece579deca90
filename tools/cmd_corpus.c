/*
 * cmd_corpus.c: `tvfuzz corpus STORE... --out DIR`: the pattern corpus of
 * one or more campaigns (fuzz/campaign/store.h store_offer_corpus): for each
 * rewrite-pattern row that fired and each pass that changed the IR, the
 * smallest program that did it, with what every step of its run gave.
 * Programs chosen for several keys are written once. `tvfuzz regress DIR`
 * runs the corpus again on the installed MLIR and says per program whether
 * anything changed (triage/regress.h, docs/TRIAGE.md "The pattern corpus").
 *
 * Exit codes: 0 written; 5 a STORE is not a campaign directory with a
 * readable findings.db; 64 usage; 70 the output cannot be written.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fuzz/campaign/store.h"
#include "support/hash.h"
#include "support/strbuf.h"
#include "tools/cli.h"

static void usage(void) {
  printf("usage: tvfuzz corpus STORE... --out DIR\n"
         "\n"
         "Keeps, from the campaign stores (tvfuzz fuzz --out STORE), the smallest program that fired each\n"
         "rewrite-pattern row of docs/GEN-COVERAGE.md and each pass that changed the IR, with the verdict\n"
         "and output hash of every step of its run, as DIR/<hash>.mlir (a program kept for several keys\n"
         "is written once; earlier corpus files in DIR are replaced). `tvfuzz regress DIR` re-runs it.\n"
         "\n"
         "  --out DIR   the corpus directory (created)\n"
         "\n"
         "Exit: 0 written; 5 a STORE is not a readable campaign directory; 64 usage; 70 error.\n");
}

typedef struct Row {
  char *key, *pipeline, *program, *steps;
  long bytes;
  uint64_t seed;
} Row;

typedef struct Rows {
  Row *v;
  int n, cap;
} Rows;

static char *xdup(const char *s) {
  char *p = strdup(s);
  if (!p) cli_die(CLI_EXIT_ERROR, "out of memory");
  return p;
}

/* Keep the smallest program per key (ties: the lower seed). */
static void take_row(void *ctx, const char *key, const char *pipeline, long bytes, uint64_t seed,
                     const char *program, const char *steps) {
  Rows *r = ctx;
  for (int i = 0; i < r->n; i++) {
    Row *o = &r->v[i];
    if (strcmp(o->key, key) != 0) continue;
    if (bytes > o->bytes || (bytes == o->bytes && seed >= o->seed)) return;
    free(o->pipeline), free(o->program), free(o->steps);
    o->pipeline = xdup(pipeline), o->program = xdup(program), o->steps = xdup(steps);
    o->bytes = bytes, o->seed = seed;
    return;
  }
  if (r->n == r->cap) {
    r->cap = r->cap ? 2 * r->cap : 256;
    r->v = realloc(r->v, sizeof *r->v * (size_t)r->cap);
    if (!r->v) cli_die(CLI_EXIT_ERROR, "out of memory");
  }
  r->v[r->n++] = (Row){xdup(key), xdup(pipeline), xdup(program), xdup(steps), bytes, seed};
}

static uint64_t row_id(const Row *r) { return tvf_hash_str(tvf_hash_str(0, r->pipeline), r->program); }

static int by_id(const void *a, const void *b) {
  const Row *x = a, *y = b;
  uint64_t i = row_id(x), j = row_id(y);
  if (i != j) return i < j ? -1 : 1;
  return strcmp(x->key, y->key);
}

/* Remove the corpus files an earlier run wrote (they start with the marker). */
static void clear_old(const char *dir) {
  DIR *d = opendir(dir);
  if (!d) return;
  struct dirent *e;
  char path[4200];
  while ((e = readdir(d)) != NULL) {
    size_t n = strlen(e->d_name);
    if (n < 6 || strcmp(e->d_name + n - 5, ".mlir") != 0) continue;
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    FILE *f = fopen(path, "r");
    char head[32] = "";
    if (f) {
      if (!fgets(head, sizeof head, f)) head[0] = 0;
      fclose(f);
    }
    if (!strncmp(head, "// tvfuzz corpus", 16)) unlink(path);
  }
  closedir(d);
}

int cmd_corpus(int argc, char **argv) {
  cli_cmd = "corpus";
  const char *out = NULL;
  const char **stores = calloc((size_t)argc + 1, sizeof *stores);
  int nstores = 0;
  for (int i = 1; i < argc; i++) {
    const char *v;
    if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
      usage();
      free(stores);
      return 0;
    } else if ((v = cli_opt_value(argc, argv, &i, "--out"))) {
      out = v;
    } else if (argv[i][0] == '-') {
      cli_die(CLI_EXIT_USAGE, "unknown option '%s' (see tvfuzz corpus --help)", argv[i]);
    } else {
      stores[nstores++] = argv[i];
    }
  }
  if (!nstores) cli_die(CLI_EXIT_USAGE, "no campaign store (see tvfuzz corpus --help)");
  if (!out) cli_die(CLI_EXIT_USAGE, "--out DIR is required");
  Rows rows = {0};
  for (int k = 0; k < nstores; k++) {
    if (!cli_check_campaign_dir(stores[k], false)) return CLI_EXIT_INPUT;
    Diag d;
    diag_init(&d);
    Store *s = store_open(stores[k], &d);
    if (!s || store_each_corpus(s, take_row, &rows, &d) != TVF_OK) {
      cli_input_error(stores[k], d.msg);
      if (s) store_close(s);
      return CLI_EXIT_INPUT;
    }
    store_close(s);
  }
  if (mkdir(out, 0777) != 0) {
    struct stat st;
    if (stat(out, &st) != 0 || !S_ISDIR(st.st_mode)) cli_die(CLI_EXIT_ERROR, "cannot create '%s'", out);
  }
  clear_old(out);
  qsort(rows.v, (size_t)rows.n, sizeof *rows.v, by_id);
  int files = 0;
  size_t total = 0;
  for (int i = 0; i < rows.n;) {
    int j = i;
    uint64_t id = row_id(&rows.v[i]);
    while (j < rows.n && row_id(&rows.v[j]) == id)
      j++;
    const Row *r = &rows.v[i];
    StrBuf t = STRBUF_INIT;
    sb_printf(
        &t,
        "// tvfuzz corpus: the smallest program of the campaigns that did the following (tvfuzz corpus)\n");
    for (int k = i; k < j; k++)
      sb_printf(&t, "// CORPUS-KEY: %s\n", rows.v[k].key);
    sb_printf(&t, "// CORPUS-SEED: %llu\n// PIPELINE: %s\n", (unsigned long long)r->seed, r->pipeline);
    for (const char *p = r->steps; *p;) {
      const char *nl = strchr(p, '\n');
      size_t n = nl ? (size_t)(nl - p) : strlen(p);
      sb_printf(&t, "// CORPUS-STEP: %.*s\n", (int)n, p);
      p += n + (nl ? 1 : 0);
    }
    sb_printf(&t, "%s", r->program);
    if (t.len && t.data[t.len - 1] != '\n') sb_printf(&t, "\n");
    char hex[17], path[4200];
    tvf_hash_hex(id, hex);
    snprintf(path, sizeof path, "%s/%s.mlir", out, hex);
    if (!sb_write_file(path, sb_cstr(&t))) cli_die(CLI_EXIT_ERROR, "cannot write %s", path);
    total += t.len;
    files++;
    sb_free(&t);
    i = j;
  }
  printf("corpus: %d keys, %d programs, %zu bytes in %s\n", rows.n, files, total, out);
  for (int i = 0; i < rows.n; i++)
    free(rows.v[i].key), free(rows.v[i].pipeline), free(rows.v[i].program), free(rows.v[i].steps);
  free(rows.v);
  free(stores);
  return CLI_EXIT_OK;
}
