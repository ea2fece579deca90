/*
 * store.c: SQLite findings store (see store.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "fuzz/campaign/store.h"
#include "support/fsutil.h"

#include <errno.h>
#include <fcntl.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

struct Store {
  sqlite3 *db;
  char *dir;
};

static const char *SCHEMA =
    "PRAGMA journal_mode=WAL;"
    "CREATE TABLE IF NOT EXISTS findings("
    "  id INTEGER PRIMARY KEY, signature TEXT UNIQUE NOT NULL, kind TEXT, pass TEXT, pipeline TEXT,"
    "  verdict TEXT, stage TEXT, detail TEXT, first_seen REAL, last_seen REAL, count INTEGER,"
    "  dir TEXT, seed INTEGER, worker INTEGER);"
    "CREATE TABLE IF NOT EXISTS stats("
    "  ts REAL, worker INTEGER, executions INTEGER, pairs INTEGER, correct INTEGER, miscompile INTEGER,"
    "  inconclusive INTEGER, timeout INTEGER, unsupported INTEGER, error INTEGER, crashes INTEGER,"
    "  hangs INTEGER, pass_failures INTEGER, invalid_ir INTEGER, unique_signatures INTEGER,"
    "  gen_ms REAL, mlir_ms REAL, encode_ms REAL, solve_ms REAL, screened INTEGER, decomposed INTEGER,"
    "  deferred INTEGER, rechecked INTEGER, still_timeout INTEGER, deferred_pending INTEGER,"
    "  validate_ms REAL, screen_ms REAL, deferred_ms REAL, patterns_fired INTEGER, patterns_exact INTEGER,"
    "  exec_runs INTEGER, exec_findings INTEGER, exec_skipped INTEGER, exec_ms REAL);"
    /* The deferred queue (store.h). */
    "CREATE TABLE IF NOT EXISTS deferred("
    "  id INTEGER PRIMARY KEY, created REAL, seed INTEGER, pipeline TEXT, pipeline_text TEXT, step INTEGER,"
    "  pass TEXT, first_verdict TEXT, first_ms REAL, first_budget_ms INTEGER, worker INTEGER, pair TEXT,"
    "  program TEXT, state TEXT NOT NULL DEFAULT 'pending', claimed_by INTEGER, claimed_at REAL,"
    "  attempts INTEGER NOT NULL DEFAULT 0, verdict TEXT, ms REAL, done_at REAL);"
    "CREATE INDEX IF NOT EXISTS deferred_state ON deferred(state, id);"
    /* Rewrite patterns (store.h). */
    "CREATE TABLE IF NOT EXISTS pattern_catalog("
    "  idx INTEGER, id TEXT PRIMARY KEY, dialect TEXT, op TEXT, kind TEXT, detector TEXT);"
    "CREATE TABLE IF NOT EXISTS pattern_hits("
    "  id TEXT NOT NULL, precision TEXT NOT NULL, first_seen REAL, count INTEGER NOT NULL DEFAULT 0,"
    "  PRIMARY KEY(id, precision));"
    /* The pattern corpus (store.h store_offer_corpus). */
    "CREATE TABLE IF NOT EXISTS corpus("
    "  key TEXT PRIMARY KEY, pipeline TEXT, bytes INTEGER, seed INTEGER, program TEXT, steps TEXT,"
    "  fired TEXT);";

/* Columns added to `stats` after the first release: stores written before
 * get them on open (ALTER TABLE; a concurrent opener may win the race, which
 * shows as "duplicate column" and is fine). */
static const char *STATS_ADDED[] = {
    "screened INTEGER",       "decomposed INTEGER",     "deferred INTEGER",
    "rechecked INTEGER",      "still_timeout INTEGER",  "deferred_pending INTEGER",
    "validate_ms REAL",       "screen_ms REAL",         "deferred_ms REAL",
    "patterns_fired INTEGER", "patterns_exact INTEGER", "exec_runs INTEGER",
    "exec_findings INTEGER",  "exec_skipped INTEGER",   "exec_ms REAL"};

static bool table_has_column(sqlite3 *db, const char *table, const char *name) {
  sqlite3_stmt *st = NULL;
  bool has = false;
  if (sqlite3_prepare_v2(db, "SELECT 1 FROM pragma_table_info(?) WHERE name = ?", -1, &st, NULL) != SQLITE_OK)
    return false;
  sqlite3_bind_text(st, 1, table, -1, SQLITE_STATIC);
  sqlite3_bind_text(st, 2, name, -1, SQLITE_STATIC);
  has = sqlite3_step(st) == SQLITE_ROW;
  sqlite3_finalize(st);
  return has;
}

static void add_columns(sqlite3 *db, const char *table, const char *const *columns, size_t n) {
  for (size_t i = 0; i < n; i++) {
    char name[64];
    snprintf(name, sizeof name, "%s", columns[i]);
    char *sp = strchr(name, ' ');
    if (sp) *sp = 0;
    if (table_has_column(db, table, name)) continue;
    char sql[160];
    snprintf(sql, sizeof sql, "ALTER TABLE %s ADD COLUMN %s", table, columns[i]);
    sqlite3_exec(db, sql, NULL, NULL, NULL);
  }
}

/* Columns added to `corpus` after the first release (as STATS_ADDED). */
static const char *CORPUS_ADDED[] = {"fired TEXT"};

static void schema_migrate(sqlite3 *db) {
  add_columns(db, "stats", STATS_ADDED, sizeof STATS_ADDED / sizeof STATS_ADDED[0]);
  add_columns(db, "corpus", CORPUS_ADDED, sizeof CORPUS_ADDED / sizeof CORPUS_ADDED[0]);
}

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

Store *store_open(const char *dir, Diag *d) {
  char path[4096];
  if (!tvf_mkdirs(dir)) {
    diag_set(d, TVF_EIO, "store: cannot create directory '%s': %s", dir, strerror(errno));
    return NULL;
  }
  snprintf(path, sizeof path, "%s/findings", dir);
  if (!tvf_mkdirs(path)) {
    diag_set(d, TVF_EIO, "store: cannot create '%s': %s", path, strerror(errno));
    return NULL;
  }
  Store *s = calloc(1, sizeof *s);
  if (!s) {
    diag_set(d, TVF_ENOMEM, "store: out of memory");
    return NULL;
  }
  s->dir = strdup(dir);
  snprintf(path, sizeof path, "%s/findings.db", dir);
  if (sqlite3_open(path, &s->db) != SQLITE_OK) {
    diag_set(d, TVF_EIO, "store: cannot open '%s': %s", path, sqlite3_errmsg(s->db));
    store_close(s);
    return NULL;
  }
  sqlite3_busy_timeout(s->db, 30000);
  char *err = NULL;
  if (sqlite3_exec(s->db, SCHEMA, NULL, NULL, &err) != SQLITE_OK ||
      sqlite3_exec(s->db, "PRAGMA synchronous=FULL;", NULL, NULL, &err) != SQLITE_OK) {
    diag_set(d, TVF_EIO, "store: '%s': %s", path, err ? err : "schema error");
    sqlite3_free(err);
    store_close(s);
    return NULL;
  }
  schema_migrate(s->db);
  return s;
}

void store_close(Store *s) {
  if (!s) return;
  if (s->db) sqlite3_close(s->db);
  free(s->dir);
  free(s);
}

const char *store_dir(const Store *s) { return s->dir; }

static bool write_synced(const char *path, const char *data) {
  if (!data) return true;
  char tmp[4200];
  snprintf(tmp, sizeof tmp, "%s.tmp%ld", path, (long)getpid());
  int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return false;
  size_t n = strlen(data), off = 0;
  while (off < n) {
    ssize_t w = write(fd, data + off, n - off);
    if (w < 0) {
      if (errno == EINTR) continue;
      close(fd);
      return false;
    }
    off += (size_t)w;
  }
  bool ok = fsync(fd) == 0;
  ok = close(fd) == 0 && ok;
  return ok && rename(tmp, path) == 0;
}

static TvfStatus write_files(Store *s, const Finding *f, char *dir, size_t dirlen, Diag *d) {
  snprintf(dir, dirlen, "%s/findings/%s", s->dir, f->signature);
  if (!tvf_mkdirs(dir)) return diag_set(d, TVF_EIO, "store: cannot create '%s': %s", dir, strerror(errno));
  char p[4600];
  snprintf(p, sizeof p, "%s/program.mlir", dir);
  bool ok = write_synced(p, f->program);
  snprintf(p, sizeof p, "%s/pair.srctgt.mlir", dir);
  ok = ok && write_synced(p, f->pair);
  snprintf(p, sizeof p, "%s/report.txt", dir);
  ok = ok && write_synced(p, f->report);
  /* Reproduction commands. */
  char *repro = NULL;
  size_t rl = 0;
  FILE *m = open_memstream(&repro, &rl);
  if (m) {
    fprintf(m, "#!/bin/sh\n# kind: %s  pass: %s  verdict: %s  stage: %s\n# %s\n", f->kind,
            f->pass ? f->pass : "", f->verdict ? f->verdict : "", f->stage ? f->stage : "",
            f->detail ? f->detail : "");
    fprintf(m, "cd \"$(dirname \"$0\")\"\n");
    if (f->pipeline) fprintf(m, "mlir-opt-22 --pass-pipeline='%s' program.mlir\n", f->pipeline);
    if (f->pair) fprintf(m, "tvfuzz check pair.srctgt.mlir\n");
    if (f->pipeline) fprintf(m, "tvfuzz check --pipeline '%s' program.mlir\n", f->pipeline);
    fclose(m);
    snprintf(p, sizeof p, "%s/repro.sh", dir);
    ok = ok && write_synced(p, repro);
    free(repro);
  }
  if (!ok)
    return diag_set(d, TVF_EIO, "store: cannot write the files of finding %s in '%s'", f->signature, dir);
  /* Make the directory entries durable too. */
  int dfd = open(dir, O_RDONLY);
  if (dfd >= 0) {
    fsync(dfd);
    close(dfd);
  }
  return TVF_OK;
}

TvfStatus store_record_finding(Store *s, const Finding *f, bool *is_new, Diag *d) {
  if (is_new) *is_new = false;
  double t = now_s();
  sqlite3_stmt *st = NULL;
  /* Bump an existing signature first (the common case in long campaigns). */
  if (sqlite3_prepare_v2(s->db, "UPDATE findings SET count = count + 1, last_seen = ? WHERE signature = ?",
                         -1, &st, NULL) != SQLITE_OK)
    return diag_set(d, TVF_EIO, "store: %s", sqlite3_errmsg(s->db));
  sqlite3_bind_double(st, 1, t);
  sqlite3_bind_text(st, 2, f->signature, -1, SQLITE_STATIC);
  int rc = sqlite3_step(st);
  sqlite3_finalize(st);
  if (rc != SQLITE_DONE) return diag_set(d, TVF_EIO, "store: %s", sqlite3_errmsg(s->db));
  if (sqlite3_changes(s->db) > 0) return TVF_OK;

  char dir[4200];
  TvfStatus fs = write_files(s, f, dir, sizeof dir, d);
  if (fs != TVF_OK) return fs;
  if (sqlite3_prepare_v2(
          s->db,
          "INSERT INTO findings(signature, kind, pass, pipeline, verdict, stage, detail, first_seen,"
          " last_seen, count, dir, seed, worker) VALUES(?,?,?,?,?,?,?,?,?,1,?,?,?)"
          " ON CONFLICT(signature) DO UPDATE SET count = count + 1, last_seen = excluded.last_seen",
          -1, &st, NULL) != SQLITE_OK)
    return diag_set(d, TVF_EIO, "store: %s", sqlite3_errmsg(s->db));
  sqlite3_bind_text(st, 1, f->signature, -1, SQLITE_STATIC);
  sqlite3_bind_text(st, 2, f->kind, -1, SQLITE_STATIC);
  sqlite3_bind_text(st, 3, f->pass ? f->pass : "", -1, SQLITE_STATIC);
  sqlite3_bind_text(st, 4, f->pipeline ? f->pipeline : "", -1, SQLITE_STATIC);
  sqlite3_bind_text(st, 5, f->verdict ? f->verdict : "", -1, SQLITE_STATIC);
  sqlite3_bind_text(st, 6, f->stage ? f->stage : "", -1, SQLITE_STATIC);
  sqlite3_bind_text(st, 7, f->detail ? f->detail : "", -1, SQLITE_STATIC);
  sqlite3_bind_double(st, 8, t);
  sqlite3_bind_double(st, 9, t);
  sqlite3_bind_text(st, 10, dir, -1, SQLITE_STATIC);
  sqlite3_bind_int64(st, 11, (sqlite3_int64)f->seed);
  sqlite3_bind_int(st, 12, f->worker);
  rc = sqlite3_step(st);
  sqlite3_finalize(st);
  if (rc != SQLITE_DONE) return diag_set(d, TVF_EIO, "store: %s", sqlite3_errmsg(s->db));
  if (is_new) *is_new = true;
  return TVF_OK;
}

TvfStatus store_record_stats(Store *s, const StatsRow *r, Diag *d) {
  sqlite3_stmt *st = NULL;
  if (sqlite3_prepare_v2(s->db,
                         "INSERT INTO stats(ts, worker, executions, pairs, correct, miscompile, inconclusive,"
                         " timeout, unsupported, error, crashes, hangs, pass_failures, invalid_ir,"
                         " unique_signatures, screened, decomposed, deferred, rechecked, still_timeout,"
                         " deferred_pending, patterns_fired, patterns_exact, exec_runs, exec_findings,"
                         " exec_skipped, gen_ms, mlir_ms, encode_ms, solve_ms, validate_ms, screen_ms,"
                         " deferred_ms, exec_ms)"
                         " VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                         -1, &st, NULL) != SQLITE_OK)
    return diag_set(d, TVF_EIO, "store: %s", sqlite3_errmsg(s->db));
  int i = 1;
  sqlite3_bind_double(st, i++, now_s());
  sqlite3_bind_int(st, i++, r->worker);
  long v[] = {r->executions,        r->pairs,         r->correct,          r->miscompile,
              r->inconclusive,      r->timeout,       r->unsupported,      r->error,
              r->crashes,           r->hangs,         r->pass_failures,    r->invalid_ir,
              r->unique_signatures, r->screened,      r->decomposed,       r->deferred,
              r->rechecked,         r->still_timeout, r->deferred_pending, r->patterns_fired,
              r->patterns_exact,    r->exec_runs,     r->exec_findings,    r->exec_skipped};
  for (size_t k = 0; k < sizeof v / sizeof v[0]; k++)
    sqlite3_bind_int64(st, i++, v[k]);
  double m[] = {r->gen_ms,      r->mlir_ms,   r->encode_ms,   r->solve_ms,
                r->validate_ms, r->screen_ms, r->deferred_ms, r->exec_ms};
  for (size_t k = 0; k < sizeof m / sizeof m[0]; k++)
    sqlite3_bind_double(st, i++, m[k]);
  int rc = sqlite3_step(st);
  sqlite3_finalize(st);
  if (rc != SQLITE_DONE) return diag_set(d, TVF_EIO, "store: %s", sqlite3_errmsg(s->db));
  return TVF_OK;
}

/* ---------------- rewrite patterns ---------------- */

static long scalar(Store *s, const char *sql, const char *arg);

TvfStatus store_record_pattern_catalog(Store *s, const PatternCatalogRow *rows, int n, Diag *d) {
  if (sqlite3_exec(s->db, "BEGIN IMMEDIATE; DELETE FROM pattern_catalog;", NULL, NULL, NULL) != SQLITE_OK) {
    diag_set(d, TVF_EIO, "store: %s", sqlite3_errmsg(s->db));
    sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    return TVF_EIO;
  }
  sqlite3_stmt *st = NULL;
  int rc = sqlite3_prepare_v2(
      s->db,
      "INSERT OR REPLACE INTO pattern_catalog(idx, id, dialect, op, kind, detector) VALUES(?,?,?,?,?,?)", -1,
      &st, NULL);
  for (int i = 0; rc == SQLITE_OK && i < n; i++) {
    sqlite3_bind_int(st, 1, i);
    const char *v[] = {rows[i].id, rows[i].dialect, rows[i].op, rows[i].kind, rows[i].detector};
    for (int k = 0; k < 5; k++)
      sqlite3_bind_text(st, 2 + k, v[k] ? v[k] : "", -1, SQLITE_STATIC);
    rc = sqlite3_step(st) == SQLITE_DONE ? SQLITE_OK : SQLITE_ERROR;
    sqlite3_reset(st);
  }
  sqlite3_finalize(st);
  if (rc != SQLITE_OK || sqlite3_exec(s->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) {
    diag_set(d, TVF_EIO, "store: pattern catalog: %s", sqlite3_errmsg(s->db));
    sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    return TVF_EIO;
  }
  return TVF_OK;
}

TvfStatus store_add_pattern_hits(Store *s, const PatternHitDelta *h, int n, Diag *d) {
  if (n <= 0) return TVF_OK;
  if (sqlite3_exec(s->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK)
    return diag_set(d, TVF_EIO, "store: %s", sqlite3_errmsg(s->db));
  sqlite3_stmt *st = NULL;
  int rc =
      sqlite3_prepare_v2(s->db,
                         "INSERT INTO pattern_hits(id, precision, first_seen, count) VALUES(?,?,?,?)"
                         " ON CONFLICT(id, precision) DO UPDATE SET count = count + excluded.count,"
                         " first_seen = MIN(COALESCE(first_seen, excluded.first_seen), excluded.first_seen)",
                         -1, &st, NULL);
  for (int i = 0; rc == SQLITE_OK && i < n; i++) {
    sqlite3_bind_text(st, 1, h[i].id, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 2, h[i].precision, -1, SQLITE_STATIC);
    sqlite3_bind_double(st, 3, h[i].first_seen);
    sqlite3_bind_int64(st, 4, h[i].delta);
    rc = sqlite3_step(st) == SQLITE_DONE ? SQLITE_OK : SQLITE_ERROR;
    sqlite3_reset(st);
  }
  sqlite3_finalize(st);
  if (rc != SQLITE_OK || sqlite3_exec(s->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) {
    diag_set(d, TVF_EIO, "store: pattern hits: %s", sqlite3_errmsg(s->db));
    sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    return TVF_EIO;
  }
  return TVF_OK;
}

long store_count_patterns_fired(Store *s, const char *precision) {
  return precision
             ? scalar(s, "SELECT COUNT(DISTINCT id) FROM pattern_hits WHERE count > 0 AND precision = ?",
                      precision)
             : scalar(s, "SELECT COUNT(DISTINCT id) FROM pattern_hits WHERE count > 0", NULL);
}

/* ---------------- deferred queue ---------------- */

static char *dup_col(sqlite3_stmt *st, int i) {
  const unsigned char *t = sqlite3_column_text(st, i);
  return strdup(t ? (const char *)t : "");
}

void deferred_item_free(DeferredItem *it) {
  if (!it) return;
  free(it->pipeline);
  free(it->pipeline_text);
  free(it->pass);
  free(it->first_verdict);
  free(it->pair);
  free(it->program);
  memset(it, 0, sizeof *it);
}

TvfStatus store_defer_pair(Store *s, const DeferredItem *it, int worker, Diag *d) {
  sqlite3_stmt *st = NULL;
  if (sqlite3_prepare_v2(
          s->db,
          "INSERT INTO deferred(created, seed, pipeline, pipeline_text, step, pass, first_verdict,"
          " first_ms, first_budget_ms, worker, pair, program) VALUES(?,?,?,?,?,?,?,?,?,?,?,?)",
          -1, &st, NULL) != SQLITE_OK)
    return diag_set(d, TVF_EIO, "store: %s", sqlite3_errmsg(s->db));
  sqlite3_bind_double(st, 1, now_s());
  sqlite3_bind_int64(st, 2, (sqlite3_int64)it->seed);
  sqlite3_bind_text(st, 3, it->pipeline ? it->pipeline : "", -1, SQLITE_STATIC);
  sqlite3_bind_text(st, 4, it->pipeline_text ? it->pipeline_text : "", -1, SQLITE_STATIC);
  sqlite3_bind_int(st, 5, it->step);
  sqlite3_bind_text(st, 6, it->pass ? it->pass : "", -1, SQLITE_STATIC);
  sqlite3_bind_text(st, 7, it->first_verdict ? it->first_verdict : "", -1, SQLITE_STATIC);
  sqlite3_bind_double(st, 8, it->first_ms);
  sqlite3_bind_int64(st, 9, it->first_budget_ms);
  sqlite3_bind_int(st, 10, worker);
  sqlite3_bind_text(st, 11, it->pair ? it->pair : "", -1, SQLITE_STATIC);
  sqlite3_bind_text(st, 12, it->program ? it->program : "", -1, SQLITE_STATIC);
  int rc = sqlite3_step(st);
  sqlite3_finalize(st);
  if (rc != SQLITE_DONE) return diag_set(d, TVF_EIO, "store: %s", sqlite3_errmsg(s->db));
  return TVF_OK;
}

int store_claim_deferred(Store *s, int worker, DeferredItem *it, Diag *d) {
  memset(it, 0, sizeof *it);
  /* BEGIN IMMEDIATE takes the write lock before the row is chosen, so two
   * workers never claim the same row. */
  if (sqlite3_exec(s->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK) {
    diag_set(d, TVF_EIO, "store: %s", sqlite3_errmsg(s->db));
    return -1;
  }
  sqlite3_stmt *st = NULL;
  int got = 0;
  if (sqlite3_prepare_v2(
          s->db,
          "UPDATE deferred SET state = 'claimed', claimed_by = ?, claimed_at = ?,"
          " attempts = attempts + 1 WHERE id = (SELECT id FROM deferred WHERE state = 'pending'"
          " ORDER BY attempts, id LIMIT 1) RETURNING id, seed, pipeline, pipeline_text, step, pass,"
          " first_verdict, first_ms, first_budget_ms, pair, program, attempts",
          -1, &st, NULL) != SQLITE_OK) {
    diag_set(d, TVF_EIO, "store: %s", sqlite3_errmsg(s->db));
    sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    return -1;
  }
  sqlite3_bind_int(st, 1, worker);
  sqlite3_bind_double(st, 2, now_s());
  int rc = sqlite3_step(st);
  if (rc == SQLITE_ROW) {
    it->id = (long)sqlite3_column_int64(st, 0);
    it->seed = (uint64_t)sqlite3_column_int64(st, 1);
    it->pipeline = dup_col(st, 2);
    it->pipeline_text = dup_col(st, 3);
    it->step = sqlite3_column_int(st, 4);
    it->pass = dup_col(st, 5);
    it->first_verdict = dup_col(st, 6);
    it->first_ms = sqlite3_column_double(st, 7);
    it->first_budget_ms = (unsigned)sqlite3_column_int64(st, 8);
    it->pair = dup_col(st, 9);
    it->program = dup_col(st, 10);
    it->attempts = sqlite3_column_int(st, 11);
    got = 1;
    rc = sqlite3_step(st);
  }
  sqlite3_finalize(st);
  if (rc != SQLITE_DONE || sqlite3_exec(s->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) {
    diag_set(d, TVF_EIO, "store: %s", sqlite3_errmsg(s->db));
    sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    deferred_item_free(it);
    return -1;
  }
  return got;
}

static TvfStatus exec_id(Store *s, const char *sql, long id, const char *text, double num, Diag *d) {
  sqlite3_stmt *st = NULL;
  if (sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) != SQLITE_OK)
    return diag_set(d, TVF_EIO, "store: %s", sqlite3_errmsg(s->db));
  int i = 1;
  if (text) {
    sqlite3_bind_text(st, i++, text, -1, SQLITE_STATIC);
    sqlite3_bind_double(st, i++, num);
    sqlite3_bind_double(st, i++, now_s());
  }
  sqlite3_bind_int64(st, i, id);
  int rc = sqlite3_step(st);
  sqlite3_finalize(st);
  if (rc != SQLITE_DONE) return diag_set(d, TVF_EIO, "store: %s", sqlite3_errmsg(s->db));
  return TVF_OK;
}

TvfStatus store_finish_deferred(Store *s, long id, const char *verdict, double ms, Diag *d) {
  return exec_id(
      s,
      "UPDATE deferred SET state = 'done', verdict = ?, ms = ?, done_at = ? WHERE id = ? AND state ="
      " 'claimed'",
      id, verdict ? verdict : "", ms, d);
}

TvfStatus store_release_deferred(Store *s, long id, Diag *d) {
  return exec_id(
      s, "UPDATE deferred SET state = 'pending', claimed_by = NULL WHERE id = ? AND state = 'claimed'", id,
      NULL, 0, d);
}

long store_release_all_claimed(Store *s) {
  if (sqlite3_exec(s->db, "UPDATE deferred SET state = 'pending', claimed_by = NULL WHERE state = 'claimed'",
                   NULL, NULL, NULL) != SQLITE_OK)
    return -1;
  return (long)sqlite3_changes(s->db);
}

static long scalar(Store *s, const char *sql, const char *arg) {
  sqlite3_stmt *st = NULL;
  long v = -1;
  if (sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) != SQLITE_OK) return -1;
  if (arg) sqlite3_bind_text(st, 1, arg, -1, SQLITE_STATIC);
  if (sqlite3_step(st) == SQLITE_ROW) v = (long)sqlite3_column_int64(st, 0);
  sqlite3_finalize(st);
  return v;
}

long store_count_findings(Store *s, const char *kind) {
  return kind ? scalar(s, "SELECT COALESCE(SUM(count),0) FROM findings WHERE kind = ?", kind)
              : scalar(s, "SELECT COALESCE(SUM(count),0) FROM findings", NULL);
}

long store_count_deferred(Store *s, const char *state) {
  return state ? scalar(s, "SELECT COUNT(*) FROM deferred WHERE state = ?", state)
               : scalar(s, "SELECT COUNT(*) FROM deferred", NULL);
}

long store_count_signatures(Store *s) { return scalar(s, "SELECT COUNT(*) FROM findings", NULL); }

void store_print_summary(Store *s) {
  sqlite3_stmt *st = NULL;
  if (sqlite3_prepare_v2(
          s->db, "SELECT signature, kind, pass, count, detail FROM findings ORDER BY kind, count DESC", -1,
          &st, NULL) != SQLITE_OK)
    return;
  printf("%-16s  %-13s %-30s %6s  %s\n", "signature", "kind", "pass", "count", "detail");
  int rows = 0;
  while (sqlite3_step(st) == SQLITE_ROW) {
    const char *detail = (const char *)sqlite3_column_text(st, 4);
    printf("%-16s  %-13s %-30.30s %6lld  %.90s\n", sqlite3_column_text(st, 0), sqlite3_column_text(st, 1),
           sqlite3_column_text(st, 2), (long long)sqlite3_column_int64(st, 3), detail ? detail : "");
    rows++;
  }
  if (!rows) printf("(no findings)\n");
  sqlite3_finalize(st);
}

TvfStatus store_offer_corpus(Store *s, const CorpusOffer *o, const char *const *keys, int nkeys, Diag *d) {
  if (nkeys <= 0) return TVF_OK;
  if (sqlite3_exec(s->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK)
    return diag_set(d, TVF_EIO, "store: %s", sqlite3_errmsg(s->db));
  sqlite3_stmt *st = NULL;
  int rc = sqlite3_prepare_v2(
      s->db,
      "INSERT INTO corpus(key, pipeline, bytes, seed, program, steps, fired) VALUES(?,?,?,?,?,?,?)"
      " ON CONFLICT(key) DO UPDATE SET pipeline = excluded.pipeline, bytes = excluded.bytes,"
      " seed = excluded.seed, program = excluded.program, steps = excluded.steps, fired = excluded.fired"
      " WHERE excluded.bytes < corpus.bytes",
      -1, &st, NULL);
  for (int i = 0; rc == SQLITE_OK && i < nkeys; i++) {
    sqlite3_bind_text(st, 1, keys[i], -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 2, o->pipeline, -1, SQLITE_STATIC);
    sqlite3_bind_int64(st, 3, (sqlite3_int64)o->bytes);
    sqlite3_bind_int64(st, 4, (sqlite3_int64)o->seed);
    sqlite3_bind_text(st, 5, o->program, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 6, o->steps, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 7, o->fired ? o->fired : "", -1, SQLITE_STATIC);
    rc = sqlite3_step(st) == SQLITE_DONE ? SQLITE_OK : SQLITE_ERROR;
    sqlite3_reset(st);
  }
  sqlite3_finalize(st);
  if (rc != SQLITE_OK || sqlite3_exec(s->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) {
    diag_set(d, TVF_EIO, "store: corpus: %s", sqlite3_errmsg(s->db));
    sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    return TVF_EIO;
  }
  return TVF_OK;
}

TvfStatus store_each_corpus(Store *s, CorpusRowFn fn, void *ctx, Diag *d) {
  sqlite3_stmt *st = NULL;
  if (sqlite3_prepare_v2(s->db,
                         "SELECT key, pipeline, bytes, seed, program, steps, fired FROM corpus ORDER BY key",
                         -1, &st, NULL) != SQLITE_OK)
    return diag_set(d, TVF_EIO, "store: corpus: %s", sqlite3_errmsg(s->db));
  int rc;
  while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
    const char *col[7];
    for (int i = 0; i < 7; i++) {
      col[i] = (const char *)sqlite3_column_text(st, i);
      if (!col[i]) col[i] = "";
    }
    CorpusRow row = {col[0],
                     {col[1], (size_t)sqlite3_column_int64(st, 2), (uint64_t)sqlite3_column_int64(st, 3),
                      col[4], col[5], col[6]}};
    fn(ctx, &row);
  }
  sqlite3_finalize(st);
  if (rc != SQLITE_DONE) return diag_set(d, TVF_EIO, "store: corpus: %s", sqlite3_errmsg(s->db));
  return TVF_OK;
}
