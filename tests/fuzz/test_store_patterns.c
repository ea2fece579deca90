/*
 * test_store_patterns.c: the rewrite-pattern tables of the findings store
 * (fuzz/campaign/store.h: pattern_catalog, pattern_hits, the stats columns).
 *
 * Built from fuzz/campaign/store.c alone (SQLite, no MLIR). Checks that hits add up
 * over flushes and keep the earliest first-seen time, that the catalog is
 * replaced, not appended to, that the fired counts distinguish the
 * precisions, and that a store written before the pattern columns existed
 * gets them on open and takes new statistics rows.
 */
#define _POSIX_C_SOURCE 200809L
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz/campaign/store.h"
#include "support/testhelp.h"

static double qd(const char *dir, const char *sql) {
  char path[512];
  snprintf(path, sizeof path, "%s/findings.db", dir);
  sqlite3 *db = NULL;
  double v = -1;
  sqlite3_stmt *st = NULL;
  if (sqlite3_open(path, &db) == SQLITE_OK && sqlite3_prepare_v2(db, sql, -1, &st, NULL) == SQLITE_OK &&
      sqlite3_step(st) == SQLITE_ROW)
    v = sqlite3_column_double(st, 0);
  else
    fprintf(stderr, "query failed: %s: %s\n", sql, sqlite3_errmsg(db));
  sqlite3_finalize(st);
  sqlite3_close(db);
  return v;
}

static char *tmpdir(const char *tag) {
  char *p = malloc(256);
  snprintf(p, 256, "/tmp/tvfuzz-test-%s-XXXXXX", tag);
  return mkdtemp(p);
}

static void test_hits(void) {
  char *dir = tmpdir("storepat");
  Diag d;
  diag_init(&d);
  Store *s = store_open(dir, &d);
  TVF_CHECK_MSG(s != NULL, "%s", d.msg);
  if (!s) return;
  PatternCatalogRow cat[] = {{"a.fold.x", "a", "a.op", "folder", "exact"},
                             {"a.canon.y", "a", "a.op", "canonicalization", "op-level"},
                             {"b.dialect.z", "b", "b dialect", "canonicalization", "none"}};
  TVF_CHECK_EQ_INT(store_record_pattern_catalog(s, cat, 3, &d), TVF_OK);
  /* A second campaign in the same directory replaces the catalog. */
  TVF_CHECK_EQ_INT(store_record_pattern_catalog(s, cat, 2, &d), TVF_OK);
  TVF_CHECK_EQ_INT(qd(dir, "SELECT COUNT(*) FROM pattern_catalog"), 2);
  TVF_CHECK_EQ_INT(qd(dir, "SELECT idx FROM pattern_catalog WHERE id = 'a.canon.y'"), 1);
  TVF_CHECK_EQ_INT(store_count_patterns_fired(s, NULL), 0);
  PatternHitDelta h1[] = {{"a.fold.x", "exact", 3, 1000.0}, {"a.canon.y", "op-level", 1, 1005.0}};
  TVF_CHECK_EQ_INT(store_add_pattern_hits(s, h1, 2, &d), TVF_OK);
  PatternHitDelta h2[] = {{"a.fold.x", "exact", 2, 990.0}, {"a.fold.x", "op-level", 4, 1010.0}};
  TVF_CHECK_EQ_INT(store_add_pattern_hits(s, h2, 2, &d), TVF_OK);
  TVF_CHECK_EQ_INT(store_add_pattern_hits(s, h2, 0, &d), TVF_OK); /* nothing to flush */
  TVF_CHECK_EQ_INT(qd(dir, "SELECT count FROM pattern_hits WHERE id = 'a.fold.x' AND precision = 'exact'"),
                   5);
  TVF_CHECK(qd(dir, "SELECT first_seen FROM pattern_hits WHERE id = 'a.fold.x' AND precision = 'exact'") ==
            990.0);
  TVF_CHECK_EQ_INT(qd(dir, "SELECT count FROM pattern_hits WHERE id = 'a.fold.x' AND precision = 'op-level'"),
                   4);
  TVF_CHECK_EQ_INT(store_count_patterns_fired(s, NULL), 2);
  TVF_CHECK_EQ_INT(store_count_patterns_fired(s, "exact"), 1);
  TVF_CHECK_EQ_INT(store_count_patterns_fired(s, "op-level"), 2);
  StatsRow r;
  memset(&r, 0, sizeof r);
  r.worker = -1;
  r.patterns_fired = 2;
  r.patterns_exact = 1;
  TVF_CHECK_EQ_INT(store_record_stats(s, &r, &d), TVF_OK);
  TVF_CHECK_EQ_INT(qd(dir, "SELECT patterns_fired * 10 + patterns_exact FROM stats"), 21);
  store_close(s);
  free(dir);
}

/* A store from before the pattern columns: the stats table without them. */
static void test_migration(void) {
  char *dir = tmpdir("storemig");
  char path[512];
  snprintf(path, sizeof path, "%s/findings.db", dir);
  sqlite3 *db = NULL;
  TVF_CHECK(sqlite3_open(path, &db) == SQLITE_OK);
  TVF_CHECK(sqlite3_exec(db,
                         "CREATE TABLE stats(ts REAL, worker INTEGER, executions INTEGER, pairs INTEGER,"
                         " correct INTEGER, miscompile INTEGER, inconclusive INTEGER, timeout INTEGER,"
                         " unsupported INTEGER, error INTEGER, crashes INTEGER, hangs INTEGER,"
                         " pass_failures INTEGER, invalid_ir INTEGER, unique_signatures INTEGER, gen_ms REAL,"
                         " mlir_ms REAL, encode_ms REAL, solve_ms REAL);"
                         "INSERT INTO stats(ts, worker, executions) VALUES(1, -1, 7);",
                         NULL, NULL, NULL) == SQLITE_OK);
  sqlite3_close(db);
  Diag d;
  diag_init(&d);
  Store *s = store_open(dir, &d);
  TVF_CHECK_MSG(s != NULL, "%s", d.msg);
  if (!s) return;
  StatsRow r;
  memset(&r, 0, sizeof r);
  r.worker = -1;
  r.executions = 9;
  r.patterns_fired = 4;
  TVF_CHECK_EQ_INT(store_record_stats(s, &r, &d), TVF_OK);
  TVF_CHECK_EQ_INT(qd(dir, "SELECT COUNT(*) FROM stats WHERE patterns_fired IS NULL"), 1);
  TVF_CHECK_EQ_INT(qd(dir, "SELECT patterns_fired FROM stats WHERE executions = 9"), 4);
  TVF_CHECK_EQ_INT(store_count_patterns_fired(s, NULL), 0);
  store_close(s);
  free(dir);
}

int main(void) {
  test_hits();
  test_migration();
  return tvf_test_report("store-patterns");
}
