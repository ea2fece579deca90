/*
 * html.h: `tvfuzz report DIR`: one self-contained HTML page for a campaign.
 *
 * Everything is inline (CSS in a <style> element, charts as <svg>), nothing
 * is fetched from the network and no script runs, so the page renders the
 * same in a headless browser, a mail attachment or a CI artifact. Content:
 * headline numbers (with the execution oracle: its runs, runs per second
 * per core and findings); line charts over time of programs executed, pairs
 * checked and unique signatures (the `stats` table of findings.db); the
 * verdict distribution; time per stage (generator, MLIR pipeline,
 * validator, execution oracle); the findings table (one row per provisional signature, with
 * the triage result and a link to reports/<signature>.md when
 * `tvfuzz triage` has run); the rewrite patterns of docs/gen-coverage.tsv
 * (fuzz/campaign/patterns.h): how many fired at least once, a coverage-over-time
 * chart, and every row with its exact and op-level hits and detector class.
 */
#ifndef TVF_TRIAGE_HTML_H
#define TVF_TRIAGE_HTML_H

#include "support/diag.h"
#include "support/strbuf.h"

/* Render the report of campaign directory `dir` into out. TVF_EIO when
 * DIR/findings.db cannot be read. */
TvfStatus html_report(const char *dir, StrBuf *out, Diag *d);

#endif
