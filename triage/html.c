/*
 * html.c: the campaign HTML report (see html.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "triage/html.h"

#include <math.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static void esc(StrBuf *o, const char *s) {
  for (; s && *s; s++) {
    switch (*s) {
    case '&': sb_puts(o, "&amp;"); break;
    case '<': sb_puts(o, "&lt;"); break;
    case '>': sb_puts(o, "&gt;"); break;
    case '"': sb_puts(o, "&quot;"); break;
    default: sb_putc(o, *s);
    }
  }
}

static const char *col(sqlite3_stmt *st, int i) {
  const unsigned char *t = sqlite3_column_text(st, i);
  return t ? (const char *)t : "";
}

typedef struct Series {
  const char *name;
  const char *color;
  double *y;
} Series;

/* A line chart of n points (x in seconds) with up to 3 series. */
static void line_chart(StrBuf *o, const char *title, const double *x, int n, const Series *s, int ns) {
  const int W = 560, H = 220, L = 60, R = 20, T = 30, B = 40;
  double xmax = 0, ymax = 0;
  for (int i = 0; i < n; i++) {
    if (x[i] > xmax) xmax = x[i];
    for (int k = 0; k < ns; k++)
      if (s[k].y[i] > ymax) ymax = s[k].y[i];
  }
  if (xmax <= 0) xmax = 1;
  if (ymax <= 0) ymax = 1;
  /* Round the y range up so the 4 grid steps are whole numbers. */
  ymax = ceil(ymax / 4.0) * 4.0;
  sb_printf(o, "<figure class=\"chart\"><svg width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\">",
            W, H, W, H);
  sb_printf(o, "<text x=\"%d\" y=\"18\" class=\"t\">", L);
  esc(o, title);
  sb_puts(o, "</text>");
  /* axes and grid */
  for (int g = 0; g <= 4; g++) {
    double yv = ymax * g / 4.0;
    int yy = H - B - (int)((H - T - B) * g / 4.0);
    sb_printf(o, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" class=\"grid\"/>", L, yy, W - R, yy);
    sb_printf(o, "<text x=\"%d\" y=\"%d\" class=\"ax\" text-anchor=\"end\">%.0f</text>", L - 6, yy + 4, yv);
  }
  for (int g = 0; g <= 4; g++) {
    int xx = L + (int)((W - L - R) * g / 4.0);
    sb_printf(o, "<text x=\"%d\" y=\"%d\" class=\"ax\" text-anchor=\"middle\">%.0fs</text>", xx, H - B + 16,
              xmax * g / 4.0);
  }
  sb_printf(o, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" class=\"axis\"/>", L, H - B, W - R, H - B);
  sb_printf(o, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" class=\"axis\"/>", L, T, L, H - B);
  for (int k = 0; k < ns; k++) {
    sb_printf(o, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\" points=\"", s[k].color);
    for (int i = 0; i < n; i++)
      sb_printf(o, "%.1f,%.1f ", L + (W - L - R) * x[i] / xmax, H - B - (H - T - B) * s[k].y[i] / ymax);
    sb_puts(o, "\"/>");
    for (int i = 0; i < n; i++)
      sb_printf(o, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2.5\" fill=\"%s\"/>", L + (W - L - R) * x[i] / xmax,
                H - B - (H - T - B) * s[k].y[i] / ymax, s[k].color);
    sb_printf(o,
              "<rect x=\"%d\" y=\"%d\" width=\"10\" height=\"10\" fill=\"%s\"/><text x=\"%d\" y=\"%d\" "
              "class=\"ax\">",
              W - R - 150, 9 + 16 * k, s[k].color, W - R - 135, 18 + 16 * k);
    esc(o, s[k].name);
    sb_puts(o, "</text>");
  }
  if (n == 0)
    sb_printf(o, "<text x=\"%d\" y=\"%d\" class=\"ax\">no statistics rows yet</text>", L + 20, H / 2);
  sb_puts(o, "</svg></figure>\n");
}

/* Horizontal bars with labels and values. */
static void bar_chart(StrBuf *o, const char *title, const char *const *labels, const double *v,
                      const char *const *colors, int n, const char *unit) {
  const int W = 560, row = 24, L = 150, T = 30;
  int H = T + row * n + 10;
  double max = 0, total = 0;
  for (int i = 0; i < n; i++) {
    if (v[i] > max) max = v[i];
    total += v[i];
  }
  if (max <= 0) max = 1;
  sb_printf(o, "<figure class=\"chart\"><svg width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\">",
            W, H, W, H);
  sb_printf(o, "<text x=\"10\" y=\"18\" class=\"t\">");
  esc(o, title);
  sb_puts(o, "</text>");
  for (int i = 0; i < n; i++) {
    int y = T + row * i;
    double w = (W - L - 110) * v[i] / max;
    sb_printf(o, "<text x=\"%d\" y=\"%d\" class=\"ax\" text-anchor=\"end\">", L - 8, y + 15);
    esc(o, labels[i]);
    sb_printf(o, "</text><rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"16\" fill=\"%s\"/>", L, y + 3,
              w < 1 && v[i] > 0 ? 1 : w, colors[i % 8]);
    sb_printf(o, "<text x=\"%.1f\" y=\"%d\" class=\"ax\">%.0f%s (%.1f%%)</text>", L + w + 6, y + 15, v[i],
              unit, total > 0 ? 100.0 * v[i] / total : 0.0);
  }
  sb_puts(o, "</svg></figure>\n");
}

/* Values of a stats column (totals rows, in time order) aligned with the n
 * points of the time axis, whose first point may be the zero origin the
 * report adds. False when the column is absent (a store written before it). */
static bool stats_series(sqlite3 *db, const char *column, double *y, int n) {
  char sql[160];
  snprintf(sql, sizeof sql, "SELECT COALESCE(%s, 0) FROM stats WHERE worker = -1 ORDER BY ts", column);
  sqlite3_stmt *st = NULL;
  if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK) return false;
  int m = 0;
  while (sqlite3_step(st) == SQLITE_ROW)
    m++;
  sqlite3_reset(st);
  int off = m == n - 1 ? 1 : 0;
  if (off) y[0] = 0;
  for (int i = off; i < n && sqlite3_step(st) == SQLITE_ROW; i++)
    y[i] = sqlite3_column_double(st, 0);
  sqlite3_finalize(st);
  return m > 0 && m + off == n;
}

/* The rewrite-pattern section: headline, coverage over time (afl-plot
 * style: patterns fired at least once, any evidence and exact), and every
 * row of the table with its hits by precision. Absent in stores written
 * before the pattern tables existed. */
static void patterns_section(StrBuf *o, sqlite3 *db, const double *ts, int n, double t0_abs) {
  sqlite3_stmt *st = NULL;
  long rows = 0, det[3] = {0}, fired = 0, exact = 0;
  if (sqlite3_prepare_v2(db,
                         "SELECT COUNT(*), SUM(detector = 'exact'), SUM(detector = 'op-level'),"
                         " SUM(detector = 'none') FROM pattern_catalog",
                         -1, &st, NULL) != SQLITE_OK)
    return;
  if (sqlite3_step(st) == SQLITE_ROW) {
    rows = (long)sqlite3_column_int64(st, 0);
    for (int k = 0; k < 3; k++)
      det[k] = (long)sqlite3_column_int64(st, 1 + k);
  }
  sqlite3_finalize(st);
  if (rows == 0) return;
  if (sqlite3_prepare_v2(
          db,
          "SELECT COUNT(DISTINCT id), COUNT(DISTINCT CASE WHEN precision = 'exact' THEN id END)"
          " FROM pattern_hits WHERE count > 0",
          -1, &st, NULL) == SQLITE_OK) {
    if (sqlite3_step(st) == SQLITE_ROW) {
      fired = (long)sqlite3_column_int64(st, 0);
      exact = (long)sqlite3_column_int64(st, 1);
    }
    sqlite3_finalize(st);
  }
  sb_printf(o,
            "<h2>Rewrite patterns</h2>\n<p><b>%ld of %ld</b> patterns of <code>docs/gen-coverage.tsv</code> "
            "fired at least once: %ld exactly, %ld at op level only; %ld not yet. Detectors: %ld exact, %ld "
            "op-level, %ld none.</p>\n",
            fired, rows, exact, fired - exact, rows - fired, det[0], det[1], det[2]);
  sb_puts(o,
          "<p class=\"sub\"><b>exact</b>: the row's trigger shape (a splat operand of the right value, two "
          "ops of a kind in a row, a type or attribute condition; for an expansion or decomposition the op "
          "itself) was in the pass's input more often than in its output, under a pass that runs the row. "
          "<b>op-level</b>: an op of the row's kind disappeared under such a pass and no exact detector "
          "accounts for it; the trigger was not checked, so every row of that op is credited. Hits count "
          "validated pass pairs (docs/GEN-COVERAGE.md, \"How fired is measured\").</p>\n");
  double *pf = malloc(sizeof(double) * (size_t)(n > 0 ? n : 1)),
         *pe = malloc(sizeof(double) * (size_t)(n > 0 ? n : 1));
  if (pf && pe && n > 0 && stats_series(db, "patterns_fired", pf, n) &&
      stats_series(db, "patterns_exact", pe, n)) {
    sb_puts(o, "<div class=\"charts\">\n");
    Series ps[] = {{"fired (any evidence)", "#2f6fdf", pf}, {"fired exactly", "#0b8a5f", pe}};
    line_chart(o, "Patterns fired at least once", ts, n, ps, 2);
    sb_puts(o, "</div>\n");
  }
  free(pf);
  free(pe);
  sb_puts(o, "<table id=\"patterns\"><thead><tr><th>pattern</th><th>kind</th><th>detector</th><th>exact "
             "hits</th><th>op-level hits</th><th>first fired</th><th>status</th></tr></thead><tbody>\n");
  if (sqlite3_prepare_v2(
          db,
          "SELECT c.id, c.kind, c.detector, COALESCE(e.count, 0), COALESCE(o.count, 0),"
          " MIN(COALESCE(e.first_seen, o.first_seen), COALESCE(o.first_seen, e.first_seen))"
          " FROM pattern_catalog c"
          " LEFT JOIN pattern_hits e ON e.id = c.id AND e.precision = 'exact'"
          " LEFT JOIN pattern_hits o ON o.id = c.id AND o.precision = 'op-level'"
          " ORDER BY COALESCE(e.count, 0) > 0 DESC, COALESCE(e.count, 0) + COALESCE(o.count, 0) > 0 DESC,"
          " COALESCE(e.count, 0) DESC, COALESCE(o.count, 0) DESC, c.idx",
          -1, &st, NULL) == SQLITE_OK) {
    while (sqlite3_step(st) == SQLITE_ROW) {
      long ec = (long)sqlite3_column_int64(st, 3), oc = (long)sqlite3_column_int64(st, 4);
      const char *detector = col(st, 2);
      const char *status = ec                          ? "exact"
                           : oc                        ? "op-level only"
                           : !strcmp(detector, "none") ? "no detector"
                                                       : "not fired";
      sb_puts(o, "<tr><td><code>");
      esc(o, col(st, 0));
      sb_puts(o, "</code></td><td>");
      esc(o, col(st, 1));
      sb_puts(o, "</td><td>");
      esc(o, detector);
      sb_printf(o, "</td><td class=\"num\">%ld</td><td class=\"num\">%ld</td><td class=\"num\">", ec, oc);
      if (sqlite3_column_type(st, 5) != SQLITE_NULL && (ec || oc))
        sb_printf(o, "%.0f s", sqlite3_column_double(st, 5) - t0_abs);
      sb_printf(o, "</td><td class=\"pat-%c\">%s</td></tr>\n", status[0], status);
    }
    sqlite3_finalize(st);
  }
  sb_puts(o, "</tbody></table>\n");
}

static const char *CSS =
    "body{font-family:system-ui,-apple-system,Segoe UI,Helvetica,Arial,sans-serif;margin:24px;color:#1d2330;"
    "background:#fafbfc}h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 "
    "8px;border-bottom:1px "
    "solid "
    "#dde2ea;padding-bottom:4px}.sub{color:#5b6475;font-size:13px}.cards{display:flex;flex-wrap:wrap;gap:"
    "10px;margin:16px 0}.card{background:#fff;border:1px solid #dde2ea;border-radius:6px;padding:10px 14px;"
    "min-width:120px}.card b{display:block;font-size:22px}.card "
    "span{color:#5b6475;font-size:12px}.charts{display:"
    "flex;flex-wrap:wrap;gap:14px}figure.chart{margin:0;background:#fff;border:1px solid "
    "#dde2ea;border-radius:6px}"
    "svg .t{font-size:13px;font-weight:600;fill:#1d2330}svg .ax{font-size:11px;fill:#5b6475}svg .grid{stroke:"
    "#eef1f5}svg "
    ".axis{stroke:#9aa3b2}table{border-collapse:collapse;width:100%;background:#fff;font-size:12.5px}"
    "th,td{border:1px solid #dde2ea;padding:5px 7px;text-align:left;vertical-align:top}th{background:#f0f3f7}"
    "td.num{text-align:right}code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px}.k-"
    "miscompile"
    "{color:#b3261e;font-weight:600}.k-crash,.k-invalid-ir,.k-pass-failure{color:#8a4b00;font-weight:600}"
    ".st-confirmed{color:#0b6e2e;font-weight:600}.st-inconclusive{color:#6b6b00}.detail{max-width:520px;"
    "overflow-wrap:anywhere}.pat-e{color:#0b6e2e;font-weight:600}.pat-o{color:#6b6b00}.pat-n{color:#8a93a3}";

TvfStatus html_report(const char *dir, StrBuf *o, Diag *d) {
  char path[4200];
  snprintf(path, sizeof path, "%s/findings.db", dir);
  if (access(path, R_OK) != 0) return diag_set(d, TVF_EIO, "report: no findings database '%s'", path);
  sqlite3 *db = NULL;
  if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) {
    diag_set(d, TVF_EIO, "report: cannot open '%s'", path);
    sqlite3_close(db);
    return TVF_EIO;
  }
  sqlite3_busy_timeout(db, 10000);
  /* statistics rows (totals: worker -1) */
  int n = 0, cap = 64;
  double *ts = malloc(sizeof(double) * (size_t)cap), *ex = malloc(sizeof(double) * (size_t)cap),
         *pa = malloc(sizeof(double) * (size_t)cap), *us = malloc(sizeof(double) * (size_t)cap);
  double last[19] = {0};
  sqlite3_stmt *st = NULL;
  if (sqlite3_prepare_v2(
          db,
          "SELECT ts, executions, pairs, unique_signatures, correct, miscompile, inconclusive, timeout,"
          " unsupported, error, crashes, hangs, pass_failures, invalid_ir, gen_ms, mlir_ms, encode_ms,"
          " solve_ms FROM stats WHERE worker = -1 ORDER BY ts",
          -1, &st, NULL) == SQLITE_OK) {
    while (sqlite3_step(st) == SQLITE_ROW && ts && ex && pa && us) {
      if (n == cap) {
        cap *= 2;
        ts = realloc(ts, sizeof(double) * (size_t)cap);
        ex = realloc(ex, sizeof(double) * (size_t)cap);
        pa = realloc(pa, sizeof(double) * (size_t)cap);
        us = realloc(us, sizeof(double) * (size_t)cap);
        if (!ts || !ex || !pa || !us) break;
      }
      ts[n] = sqlite3_column_double(st, 0);
      ex[n] = sqlite3_column_double(st, 1);
      pa[n] = sqlite3_column_double(st, 2);
      us[n] = sqlite3_column_double(st, 3);
      for (int k = 0; k < 18; k++)
        last[k] = sqlite3_column_double(st, k);
      n++;
    }
    sqlite3_finalize(st);
  }
  /* The supervisor writes a totals row every 10 s from the start of the
   * campaign (and one at the end): put the origin 10 s before the first row,
   * with zero counts, so the curves start where the campaign did. */
  if (n > 0 && n < cap && ex[0] > 0) {
    memmove(ts + 1, ts, sizeof(double) * (size_t)n);
    memmove(ex + 1, ex, sizeof(double) * (size_t)n);
    memmove(pa + 1, pa, sizeof(double) * (size_t)n);
    memmove(us + 1, us, sizeof(double) * (size_t)n);
    ts[0] = ts[1] - 10.0;
    ex[0] = pa[0] = us[0] = 0;
    n++;
  }
  double t0 = n ? ts[0] : 0; /* Unix time of the chart origin */
  for (int i = 0; i < n; i++)
    ts[i] -= t0;
  long nfind = 0, nsig = 0;
  if (sqlite3_prepare_v2(db, "SELECT COALESCE(SUM(count),0), COUNT(*) FROM findings", -1, &st, NULL) ==
      SQLITE_OK) {
    if (sqlite3_step(st) == SQLITE_ROW) {
      nfind = (long)sqlite3_column_int64(st, 0);
      nsig = (long)sqlite3_column_int64(st, 1);
    }
    sqlite3_finalize(st);
  }
  bool have_triage = false;
  if (sqlite3_prepare_v2(db, "SELECT 1 FROM sqlite_master WHERE type='table' AND name='triage'", -1, &st,
                         NULL) == SQLITE_OK) {
    have_triage = sqlite3_step(st) == SQLITE_ROW;
    sqlite3_finalize(st);
  }
  char when[64] = "";
  time_t now = time(NULL);
  strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S UTC", gmtime(&now));
  sb_puts(o, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
             "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\"><title>tvfuzz campaign "
             "report</title>"
             "<style>");
  sb_puts(o, CSS);
  sb_puts(o, "</style></head><body>\n<h1>tvfuzz campaign report</h1><div class=\"sub\">");
  esc(o, dir);
  sb_printf(o, " &middot; generated %s &middot; %d statistics rows</div>\n", when, n);
  double dur = n ? ts[n - 1] : 0;
  sb_puts(o, "<div class=\"cards\">");
  struct {
    const char *l;
    double v;
  } cards[] = {{"programs", last[1]},
               {"pairs checked", last[2]},
               {"unique signatures", (double)nsig},
               {"findings (hits)", (double)nfind},
               {"miscompiles", last[5]},
               {"crashes", last[10]},
               {"seconds", dur}};
  for (size_t i = 0; i < sizeof cards / sizeof cards[0]; i++)
    sb_printf(o, "<div class=\"card\"><b>%.0f</b><span>%s</span></div>", cards[i].v, cards[i].l);
  /* Rewrite patterns fired at least once, of the table's rows. */
  if (sqlite3_prepare_v2(db,
                         "SELECT (SELECT COUNT(*) FROM pattern_catalog),"
                         " (SELECT COUNT(DISTINCT id) FROM pattern_hits WHERE count > 0)",
                         -1, &st, NULL) == SQLITE_OK) {
    if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_int64(st, 0) > 0)
      sb_printf(o, "<div class=\"card\"><b>%lld/%lld</b><span>patterns fired</span></div>",
                (long long)sqlite3_column_int64(st, 1), (long long)sqlite3_column_int64(st, 0));
    sqlite3_finalize(st);
  }
  /* Execution oracle (columns added with it; absent in older stores): the
   * programs compiled and run, and that per second of the campaign and per
   * worker (core), workers being the per-worker statistics rows. */
  double xr[4] = {0}; /* exec_runs, exec_findings, exec_skipped, exec_ms */
  bool have_exec = false;
  if (n > 0 && sqlite3_prepare_v2(db,
                                  "SELECT exec_runs, exec_findings, exec_skipped, exec_ms,"
                                  " (SELECT COUNT(DISTINCT worker) FROM stats WHERE worker >= 0)"
                                  " FROM stats WHERE worker = -1 ORDER BY ts DESC LIMIT 1",
                                  -1, &st, NULL) == SQLITE_OK) {
    if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_type(st, 0) != SQLITE_NULL) {
      for (int k = 0; k < 4; k++)
        xr[k] = sqlite3_column_double(st, k);
      have_exec = xr[0] + xr[2] > 0;
      int workers = sqlite3_column_int(st, 4) > 0 ? sqlite3_column_int(st, 4) : 1;
      if (have_exec) {
        sb_printf(o, "<div class=\"card\"><b>%.0f</b><span>exec runs</span></div>", xr[0]);
        sb_printf(o, "<div class=\"card\"><b>%.2f</b><span>exec runs/s per core (%d)</span></div>",
                  dur > 0 ? xr[0] / dur / workers : 0.0, workers);
        sb_printf(o, "<div class=\"card\"><b>%.0f</b><span>exec findings</span></div>", xr[1]);
      }
    }
    sqlite3_finalize(st);
  }
  sb_puts(o, "</div>\n<h2>Progress over time</h2><div class=\"charts\">\n");
  Series s1[] = {{"programs executed", "#2f6fdf", ex}};
  Series s2[] = {{"pairs checked", "#0b8a5f", pa}};
  Series s3[] = {{"unique signatures", "#c2410c", us}};
  line_chart(o, "Programs executed", ts, n, s1, 1);
  line_chart(o, "Pairs checked", ts, n, s2, 1);
  line_chart(o, "Unique signatures", ts, n, s3, 1);
  sb_puts(o, "</div>\n<h2>Verdicts and time</h2><div class=\"charts\">\n");
  const char *vl[] = {"correct", "miscompile", "inconclusive", "timeout",      "unsupported",
                      "error",   "crash",      "hang",         "pass-failure", "invalid-ir"};
  double vv[] = {last[4], last[5],  last[6],  last[7],  last[8],
                 last[9], last[10], last[11], last[12], last[13]};
  const char *vc[] = {"#0b8a5f", "#b3261e", "#b59b00", "#7a5af8", "#6b7280", "#374151", "#8a4b00", "#a16207"};
  const char *vcol[10];
  for (int i = 0; i < 10; i++)
    vcol[i] = vc[i % 8];
  bar_chart(o, "Verdict distribution (pairs) and step failures", vl, vv, vcol, 10, "");
  /* Oracle stages (columns added with the deferred queue; absent in older
   * stores): screened, decomposed, deferred, rechecked, still_timeout,
   * deferred_pending, validate_ms, screen_ms, deferred_ms. */
  double os[9] = {0};
  bool have_stages = false;
  if (n > 0 &&
      sqlite3_prepare_v2(db,
                         "SELECT screened, decomposed, deferred, rechecked, still_timeout, deferred_pending,"
                         " validate_ms, screen_ms, deferred_ms FROM stats WHERE worker = -1 ORDER BY ts"
                         " DESC LIMIT 1",
                         -1, &st, NULL) == SQLITE_OK) {
    if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_type(st, 0) != SQLITE_NULL) {
      have_stages = true;
      for (int k = 0; k < 9; k++)
        os[k] = sqlite3_column_double(st, k);
    }
    sqlite3_finalize(st);
  }
  const char *tl[] = {"generator", "MLIR pipeline",      "validator",
                      "screening", "deferred re-checks", "execution oracle"};
  double val_s = (have_stages && os[6] > 0 ? os[6] - os[7] : last[16] + last[17]) / 1000.0;
  double tv[] = {last[14] / 1000.0, last[15] / 1000.0, val_s > 0 ? val_s : 0,
                 os[7] / 1000.0,    os[8] / 1000.0,    xr[3] / 1000.0};
  const char *tc[] = {"#2f6fdf", "#0b8a5f", "#c2410c", "#7a5af8", "#b59b00", "#8a4b00"};
  int ntime = have_stages ? 5 : 3;
  if (have_exec) { /* the execution oracle's bar goes right after the ones shown */
    tl[ntime] = tl[5];
    tv[ntime] = tv[5];
    tc[ntime] = tc[5];
    ntime++;
  }
  bar_chart(o, "Time per stage (CPU seconds, all workers)", tl, tv, tc, ntime, " s");
  if (have_stages) {
    /* Pairs by the stage that decided them (they add up to pairs checked),
     * and the deferred queue. */
    const char *dl[] = {"screening", "decomposition", "solver", "deferred re-check"};
    double solver = last[2] - os[0] - os[1] - os[3];
    double dv[] = {os[0], os[1], solver > 0 ? solver : 0, os[3]};
    const char *dc[] = {"#7a5af8", "#0b8a5f", "#c2410c", "#b59b00"};
    bar_chart(o, "Pairs decided by oracle stage", dl, dv, dc, 4, "");
    const char *ql[] = {"re-checked, decided", "still timed out", "not yet re-checked"};
    double qv[] = {os[3] - os[4] > 0 ? os[3] - os[4] : 0, os[4], os[5]};
    const char *qc[] = {"#0b8a5f", "#7a5af8", "#a16207"};
    char qt[96];
    snprintf(qt, sizeof qt, "Deferred pairs (%.0f queued after the short first budget)", os[2]);
    bar_chart(o, qt, ql, qv, qc, 3, "");
  }
  sb_puts(o, "</div>\n<h2>Findings</h2>\n<table id=\"findings\"><thead><tr><th>signature</th><th>kind</th>"
             "<th>pass</th><th>stage</th><th>hits</th><th>first seen</th><th>detail</th><th>triage</th>"
             "</tr></thead><tbody>\n");
  const char *q =
      have_triage
          ? "SELECT f.signature, f.kind, f.pass, f.stage, f.count, datetime(f.first_seen,'unixepoch'),"
            " f.detail, t.final_signature, t.status, t.ops_before, t.ops_after, t.report, t.note"
            " FROM findings f LEFT JOIN triage t ON t.signature = f.signature ORDER BY f.count DESC"
          : "SELECT signature, kind, pass, stage, count, datetime(first_seen,'unixepoch'), detail,"
            " NULL, NULL, NULL, NULL, NULL, NULL FROM findings ORDER BY count DESC";
  int rows = 0;
  if (sqlite3_prepare_v2(db, q, -1, &st, NULL) == SQLITE_OK) {
    while (sqlite3_step(st) == SQLITE_ROW) {
      rows++;
      sb_puts(o, "<tr><td><code>");
      esc(o, col(st, 0));
      sb_printf(o, "</code></td><td class=\"k-%s\">", col(st, 1));
      esc(o, col(st, 1));
      sb_puts(o, "</td><td><code>");
      esc(o, col(st, 2));
      sb_puts(o, "</code></td><td>");
      esc(o, col(st, 3));
      sb_printf(o, "</td><td class=\"num\">%lld</td><td>", (long long)sqlite3_column_int64(st, 4));
      esc(o, col(st, 5));
      sb_puts(o, "</td><td class=\"detail\">");
      char det[400];
      snprintf(det, sizeof det, "%s", col(st, 6));
      esc(o, det);
      sb_puts(o, "</td><td>");
      if (col(st, 8)[0]) {
        sb_printf(o, "<span class=\"st-%s\">", col(st, 8));
        esc(o, col(st, 8));
        sb_puts(o, "</span>");
        /* known / limitation / literal-only: which entry, which refusal */
        if (col(st, 12)[0] && (!strcmp(col(st, 8), "known") || !strcmp(col(st, 8), "limitation") ||
                               !strcmp(col(st, 8), "literal-only"))) {
          sb_puts(o, " <span class=\"sub\">");
          char note[200];
          snprintf(note, sizeof note, "%s", col(st, 12));
          esc(o, note);
          sb_puts(o, "</span>");
        }
        if (col(st, 7)[0]) {
          snprintf(path, sizeof path, "%s/%s", dir, col(st, 11));
          bool has = col(st, 11)[0] && access(path, R_OK) == 0;
          sb_puts(o, "<br>");
          if (has) {
            sb_puts(o, "<a href=\"");
            esc(o, col(st, 11));
            sb_puts(o, "\">");
          }
          sb_puts(o, "<code>");
          esc(o, col(st, 7));
          sb_puts(o, "</code>");
          if (has) sb_puts(o, "</a>");
          sb_printf(o, "<br>ops %s &rarr; %s", col(st, 9), col(st, 10));
        }
      } else {
        sb_puts(o, "not triaged");
      }
      sb_puts(o, "</td></tr>\n");
    }
    sqlite3_finalize(st);
  }
  if (!rows) sb_puts(o, "<tr><td colspan=\"8\">no findings</td></tr>\n");
  sb_puts(
      o, "</tbody></table>\n<p class=\"sub\">Signatures are provisional (wrong code: pass and FP policy; "
         "failures: kind, pass and "
         "normalised diagnostic) until <code>tvfuzz triage</code> reduces each finding and assigns its final "
         "signature (stage, op delta on the mismatch paths, FP fact); reports are in "
         "<code>reports/</code>.</p>\n");
  patterns_section(o, db, ts, n, t0);
  sb_puts(o, "</body></html>\n");
  free(ts);
  free(ex);
  free(pa);
  free(us);
  sqlite3_close(db);
  return TVF_OK;
}
