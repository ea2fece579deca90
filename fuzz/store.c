/*
 * store.c: SQLite findings store (see store.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "fuzz/store.h"
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
    "  gen_ms REAL, mlir_ms REAL, encode_ms REAL, solve_ms REAL);";

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
    fprintf(m, "#!/bin/sh\n# kind: %s  pass: %s  verdict: %s  stage: %s\n# %s\n", f->kind, f->pass ? f->pass : "",
            f->verdict ? f->verdict : "", f->stage ? f->stage : "", f->detail ? f->detail : "");
    fprintf(m, "cd \"$(dirname \"$0\")\"\n");
    if (f->pipeline) fprintf(m, "mlir-opt-22 --pass-pipeline='%s' program.mlir\n", f->pipeline);
    if (f->pair) fprintf(m, "tvfuzz check pair.srctgt.mlir\n");
    if (f->pipeline) fprintf(m, "tvfuzz check --pipeline '%s' program.mlir\n", f->pipeline);
    fclose(m);
    snprintf(p, sizeof p, "%s/repro.sh", dir);
    ok = ok && write_synced(p, repro);
    free(repro);
  }
  if (!ok) return diag_set(d, TVF_EIO, "store: cannot write the files of finding %s in '%s'", f->signature, dir);
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
  if (sqlite3_prepare_v2(s->db, "UPDATE findings SET count = count + 1, last_seen = ? WHERE signature = ?", -1, &st,
                         NULL) != SQLITE_OK)
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
  if (sqlite3_prepare_v2(s->db,
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
                         "INSERT INTO stats VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)", -1, &st,
                         NULL) != SQLITE_OK)
    return diag_set(d, TVF_EIO, "store: %s", sqlite3_errmsg(s->db));
  int i = 1;
  sqlite3_bind_double(st, i++, now_s());
  sqlite3_bind_int(st, i++, r->worker);
  long v[] = {r->executions, r->pairs,   r->correct,       r->miscompile, r->inconclusive,
              r->timeout,    r->unsupported, r->error,     r->crashes,    r->hangs,
              r->pass_failures, r->invalid_ir, r->unique_signatures};
  for (size_t k = 0; k < sizeof v / sizeof v[0]; k++) sqlite3_bind_int64(st, i++, v[k]);
  sqlite3_bind_double(st, i++, r->gen_ms);
  sqlite3_bind_double(st, i++, r->mlir_ms);
  sqlite3_bind_double(st, i++, r->encode_ms);
  sqlite3_bind_double(st, i++, r->solve_ms);
  int rc = sqlite3_step(st);
  sqlite3_finalize(st);
  if (rc != SQLITE_DONE) return diag_set(d, TVF_EIO, "store: %s", sqlite3_errmsg(s->db));
  return TVF_OK;
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

long store_count_signatures(Store *s) { return scalar(s, "SELECT COUNT(*) FROM findings", NULL); }

void store_print_summary(Store *s) {
  sqlite3_stmt *st = NULL;
  if (sqlite3_prepare_v2(s->db,
                         "SELECT signature, kind, pass, count, detail FROM findings ORDER BY kind, count DESC", -1,
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
