/*
 * cmd_corpus.c: `tvfuzz corpus STORE... --out DIR`: the pattern corpus of
 * one or more campaigns (fuzz/campaign/store.h store_offer_corpus). Every
 * rewrite-pattern row that fired and every pass that changed the IR (a
 * "key") is covered by one program that did it, with what every step of its
 * run gave. The campaign keeps the smallest program per key; from those
 * this command chooses a small set that covers every key (weighted greedy
 * set cover, the corpus being a repository file: docs/TRIAGE.md), or with
 * --per-key each key's own smallest program. `tvfuzz regress DIR` runs the
 * corpus again on the installed MLIR and says per program whether anything
 * changed (triage/regress.h, docs/TRIAGE.md "The pattern corpus").
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

#include "fuzz/campaign/corpus_file.h"
#include "fuzz/campaign/store.h"
#include "support/hash.h"
#include "support/strbuf.h"
#include "tools/cli.h"

static void usage(void) {
  printf("usage: tvfuzz corpus STORE... --out DIR [--per-key]\n"
         "       tvfuzz corpus --shrink DIR [--tests N] [--seconds S]\n"
         "\n"
         "Covers, from the campaign stores (tvfuzz fuzz --out STORE), each rewrite-pattern row of\n"
         "docs/GEN-COVERAGE.md that fired and each pass that changed the IR with a program that did it,\n"
         "recording the verdict and output hash of every step of its run, as DIR/<hash>.mlir (earlier\n"
         "corpus files in DIR are replaced). The programs are chosen among each key's smallest so that\n"
         "their total size is small (one program covers many keys); `tvfuzz regress DIR` re-runs them.\n"
         "\n"
         "  --out DIR   the corpus directory (created)\n"
         "  --per-key   keep each key's own smallest program instead (larger corpus)\n"
         "\n"
         "--shrink DIR reduces every corpus file of DIR in place, keeping every key it covers (the\n"
         "pipeline still fires each pattern row and changes the IR in each pass of its keys, and no step\n"
         "fails that did not), and records its steps afresh; a file of several keys becomes one small\n"
         "program per key when those are smaller together; a file whose smaller program would be a\n"
         "finding of its own stays as it was. A key its program no longer fires (a newer MLIR, a\n"
         "sharper detector) leaves the file, and a file left with no key is removed.\n"
         "  --tests N    reducer candidates per file (default 400)\n"
         "  --seconds S  reduction time per file (default 60)\n"
         "  -v           the reducer's log (-v -v: every candidate)\n"
         "\n"
         "Exit: 0 written; 5 a STORE is not a readable campaign directory; 64 usage; 70 error.\n");
}

typedef struct Row {
  char *key, *pipeline, *program, *steps, *fired;
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
static void take_row(void *ctx, const CorpusRow *row) {
  Rows *r = ctx;
  const CorpusOffer *o = &row->offer;
  long bytes = (long)o->bytes;
  for (int i = 0; i < r->n; i++) {
    Row *old = &r->v[i];
    if (strcmp(old->key, row->key) != 0) continue;
    if (bytes > old->bytes || (bytes == old->bytes && o->seed >= old->seed)) return;
    free(old->pipeline), free(old->program), free(old->steps), free(old->fired);
    old->pipeline = xdup(o->pipeline), old->program = xdup(o->program), old->steps = xdup(o->steps);
    old->fired = xdup(o->fired);
    old->bytes = bytes, old->seed = o->seed;
    return;
  }
  if (r->n == r->cap) {
    r->cap = r->cap ? 2 * r->cap : 256;
    r->v = realloc(r->v, sizeof *r->v * (size_t)r->cap);
    if (!r->v) cli_die(CLI_EXIT_ERROR, "out of memory");
  }
  r->v[r->n++] = (Row){
      xdup(row->key), xdup(o->pipeline), xdup(o->program), xdup(o->steps), xdup(o->fired), bytes, o->seed};
}

static uint64_t row_id(const Row *r) { return tvf_hash_str(tvf_hash_str(0, r->pipeline), r->program); }

/* Does the newline-separated list `fired` hold `key`? */
static bool fired_has(const char *fired, const char *key) {
  size_t n = strlen(key);
  for (const char *p = fired; *p;) {
    const char *nl = strchr(p, '\n');
    size_t len = nl ? (size_t)(nl - p) : strlen(p);
    if (len == n && !memcmp(p, key, n)) return true;
    p += len + (nl ? 1 : 0);
  }
  return false;
}

/* The choice of programs. Per key, rows[k] is the smallest program that
 * fired it; each distinct such program is a candidate that covers every key
 * it fired (its `fired` list; in stores without one, the keys it is the
 * smallest for). Weighted greedy set cover: take the candidate with the
 * fewest bytes per key it newly covers until every key is covered, a
 * classic ln(n)-approximation of the smallest corpus. `owner[k]` is the row
 * whose program covers key k. With per_key, every key keeps its own
 * smallest program (written once per distinct program). */
static void choose_programs(const Rows *rows, bool per_key, int *owner) {
  int n = rows->n;
  for (int k = 0; k < n; k++) {
    owner[k] = -1;
    if (!per_key) continue;
    /* one file per program: the first row of the same program owns the key */
    uint64_t id = row_id(&rows->v[k]);
    for (int e = 0; e <= k && owner[k] < 0; e++)
      if (row_id(&rows->v[e]) == id) owner[k] = e;
  }
  if (per_key) return;
  /* cover[c * n + k]: candidate row c fires key k. */
  size_t side = n > 0 ? (size_t)n : 1;
  bool *cover = calloc(side * side, sizeof *cover);
  bool *first = calloc(side, sizeof *first);
  if (!cover || !first) cli_die(CLI_EXIT_ERROR, "out of memory");
  for (int c = 0; c < n; c++) {
    uint64_t id = row_id(&rows->v[c]);
    first[c] = true;
    for (int e = 0; e < c && first[c]; e++)
      if (row_id(&rows->v[e]) == id) first[c] = false;
  }
  for (int c = 0; c < n; c++) {
    if (!first[c]) continue;
    uint64_t id = row_id(&rows->v[c]);
    for (int k = 0; k < n; k++)
      cover[(size_t)c * (size_t)n + (size_t)k] =
          row_id(&rows->v[k]) == id || fired_has(rows->v[c].fired, rows->v[k].key);
  }
  for (;;) {
    int best = -1, best_new = 0;
    for (int c = 0; c < n; c++) {
      if (!first[c]) continue;
      int fresh = 0;
      for (int k = 0; k < n; k++)
        fresh += owner[k] < 0 && cover[(size_t)c * (size_t)n + (size_t)k];
      if (!fresh) continue;
      /* bytes / fresh smallest; compared as cross products (no rounding). */
      if (best < 0 || (double)rows->v[c].bytes * best_new < (double)rows->v[best].bytes * fresh)
        best = c, best_new = fresh;
    }
    if (best < 0) break;
    for (int k = 0; k < n; k++)
      if (owner[k] < 0 && cover[(size_t)best * (size_t)n + (size_t)k]) owner[k] = best;
  }
  free(cover);
  free(first);
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
    if (!strncmp(head, CORPUS_FILE_MARKER, strlen(CORPUS_FILE_MARKER))) unlink(path);
  }
  closedir(d);
}

/* `--shrink DIR`: every corpus file of DIR, reduced in place. */
static int shrink_dir(const char *dir, const CorpusShrinkOptions *o) {
  DIR *dp = opendir(dir);
  if (!dp) cli_die(CLI_EXIT_INPUT, "cannot read directory '%s'", dir);
  char **names = NULL;
  int n = 0;
  struct dirent *e;
  while ((e = readdir(dp)) != NULL) {
    size_t len = strlen(e->d_name);
    if (len < 6 || strcmp(e->d_name + len - 5, ".mlir") != 0) continue;
    char **g = realloc(names, sizeof *g * (size_t)(n + 1));
    if (!g) cli_die(CLI_EXIT_ERROR, "out of memory");
    names = g;
    names[n++] = xdup(e->d_name);
  }
  closedir(dp);
  Diag d;
  diag_init(&d);
  MlirxSession *s = mlirx_session_create(&d);
  if (!s) cli_die(CLI_EXIT_ERROR, "%s", d.msg);
  CorpusShrinkStats st = {0};
  int bad = 0;
  for (int i = 0; i < n; i++) {
    char path[4200];
    snprintf(path, sizeof path, "%s/%s", dir, names[i]);
    diag_init(&d);
    if (corpus_shrink_file(s, path, o, &st, &d) != TVF_OK) {
      cli_input_error(path, d.msg);
      bad++;
    }
    free(names[i]);
  }
  free(names);
  mlirx_session_destroy(s);
  printf(
      "corpus: %d files, %d shrunk (%d split by key), %d kept, %d removed (%d keys no longer fire), %zu -> "
      "%zu bytes in %s%s\n",
      st.files, st.shrunk, st.split, st.kept, st.removed, st.stale_keys, st.bytes_before, st.bytes_after, dir,
      bad ? " (some files could not be used)" : "");
  return bad ? CLI_EXIT_INPUT : CLI_EXIT_OK;
}

int cmd_corpus(int argc, char **argv) {
  cli_cmd = "corpus";
  const char *out = NULL;
  bool per_key = false;
  const char *shrink = NULL;
  CorpusShrinkOptions so;
  corpus_shrink_options_default(&so);
  so.log = stderr;
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
    } else if (!strcmp(argv[i], "--per-key")) {
      per_key = true;
    } else if (!strcmp(argv[i], "-v")) {
      so.verbose++;
    } else if ((v = cli_opt_value(argc, argv, &i, "--shrink"))) {
      shrink = v;
    } else if ((v = cli_opt_value(argc, argv, &i, "--tests"))) {
      so.max_tests = atol(v);
      if (so.max_tests <= 0) cli_die(CLI_EXIT_USAGE, "--tests wants a positive number, not '%s'", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--seconds"))) {
      so.max_seconds = atof(v);
      if (so.max_seconds <= 0) cli_die(CLI_EXIT_USAGE, "--seconds wants a positive number, not '%s'", v);
    } else if (argv[i][0] == '-') {
      cli_die(CLI_EXIT_USAGE, "unknown option '%s' (see tvfuzz corpus --help)", argv[i]);
    } else {
      stores[nstores++] = argv[i];
    }
  }
  if (shrink) {
    if (nstores || out) cli_die(CLI_EXIT_USAGE, "--shrink DIR takes no STORE and no --out");
    free(stores);
    return shrink_dir(shrink, &so);
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
  int *owner = calloc((size_t)(rows.n ? rows.n : 1), sizeof *owner);
  if (!owner) cli_die(CLI_EXIT_ERROR, "out of memory");
  choose_programs(&rows, per_key, owner);
  int files = 0;
  size_t total = 0;
  for (int c = 0; c < rows.n; c++) {
    bool used = false;
    for (int k = 0; k < rows.n && !used; k++)
      used = owner[k] == c;
    if (!used) continue;
    const Row *r = &rows.v[c];
    StrBuf keys = STRBUF_INIT, t = STRBUF_INIT;
    for (int k = 0; k < rows.n; k++)
      if (owner[k] == c) sb_printf(&keys, "%s\n", rows.v[k].key);
    corpus_file_format(&t, sb_cstr(&keys), r->seed, r->pipeline, r->steps, r->program);
    sb_free(&keys);
    char hex[17], path[4200];
    corpus_file_name(r->pipeline, r->program, hex);
    snprintf(path, sizeof path, "%s/%s.mlir", out, hex);
    if (!sb_write_file(path, sb_cstr(&t))) cli_die(CLI_EXIT_ERROR, "cannot write %s", path);
    total += t.len;
    files++;
    sb_free(&t);
  }
  free(owner);
  printf("corpus: %d keys, %d programs, %zu bytes in %s\n", rows.n, files, total, out);
  for (int i = 0; i < rows.n; i++)
    free(rows.v[i].key), free(rows.v[i].pipeline), free(rows.v[i].program), free(rows.v[i].steps),
        free(rows.v[i].fired);
  free(rows.v);
  free(stores);
  return CLI_EXIT_OK;
}
