/*
 * report_md.c: Markdown reports and regression tests (see report_md.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "triage/report_md.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "triage/signature.h"

static char *slurp(const char *dir, const char *name) {
  char path[4600];
  snprintf(path, sizeof path, "%s/%s", dir, name);
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

static bool spit(const char *path, const StrBuf *b) {
  char tmp[4700];
  snprintf(tmp, sizeof tmp, "%s.tmp", path);
  FILE *f = fopen(tmp, "wb");
  if (!f) return false;
  bool ok = fwrite(b->data ? b->data : "", 1, b->len, f) == b->len;
  ok = (fclose(f) == 0) && ok;
  return ok && rename(tmp, path) == 0;
}

/* The diagnostic without its "file:line:col: " prefix and notes. */
static void diag_head(const char *d, StrBuf *out, size_t max) {
  const char *p = d ? d : "";
  const char *c = strstr(p, ": ");
  if (c && !memchr(p, ' ', (size_t)(c - p)) && memchr(p, ':', (size_t)(c - p))) p = c + 2;
  const char *e = strstr(p, " (note:");
  size_t n = e ? (size_t)(e - p) : strlen(p);
  if (n > max) n = max;
  sb_append(out, p, n);
  if (n == max) sb_puts(out, "...");
}

/* Comma list -> the ops worth naming (tosa.* when any, else all). */
static void main_ops(const char *ops, StrBuf *out) {
  bool any_tosa = ops && strstr(ops, "tosa.");
  int k = 0;
  for (const char *p = ops ? ops : ""; *p;) {
    const char *e = strchr(p, ',');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    if (!any_tosa || !strncmp(p, "tosa.", 5)) sb_printf(out, "%s`%.*s`", k++ ? ", " : "", (int)n, p);
    p += n + (e ? 1 : 0);
  }
  if (!k) sb_puts(out, "its input");
}

void report_md_title(const KV *k, StrBuf *out) {
  const char *kind = kv_get(k, "kind"), *pass = kv_get(k, "pass");
  if (sig_kind_is_wrong_code(kind)) {
    sb_printf(out, "`%s` miscompiles ", pass);
    main_ops(kv_get(k, "src_ops"), out);
    sb_printf(out, ": %s mismatch", kv_get(k, "stage")[0] ? kv_get(k, "stage") : "value");
    const char *fp = kv_get(k, "fp");
    if (!strcmp(fp, "finite"))
      sb_puts(out, " on finite inputs");
    else if (!strcmp(fp, "special"))
      sb_puts(out, " with NaN/Inf inputs");
    if (!strcmp(kind, "inconclusive")) sb_puts(out, " (unconfirmed)");
    return;
  }
  const char *verb = !strcmp(kind, "crash")          ? "crashes"
                     : !strcmp(kind, "pass-failure") ? "fails"
                     : !strcmp(kind, "invalid-ir")   ? "produces invalid IR"
                     : !strcmp(kind, "timeout")      ? "does not terminate in time"
                                                     : kind;
  sb_printf(out, "`%s` %s: ", pass, verb);
  diag_head(kv_get(k, "report")[0] ? kv_get(k, "report") : kv_get(k, "detail"), out, 110);
}

void report_md_spec(const KV *k, StrBuf *out) {
  const char *ops = kv_get(k, "src_ops");
  if (!sig_kind_is_wrong_code(kv_get(k, "kind"))) {
    if (!strcmp(kv_get(k, "kind"), "invalid-ir"))
      sb_puts(out,
              "- MLIR pass contract: a pass that succeeds must leave IR that passes the verifier "
              "(docs/PassManagement: \"the IR must be valid after each pass\"); the op's ODS constraints "
              "are quoted in the diagnostic.\n");
    else if (!strcmp(kv_get(k, "kind"), "crash"))
      sb_puts(out, "- A pass must not crash on valid (verifier-clean) input.\n");
    else if (!strcmp(kv_get(k, "kind"), "pass-failure"))
      sb_puts(out, "- The input verifies and every op in it is documented as supported by this pass.\n");
    else
      sb_puts(out, "- A pass must terminate on valid input.\n");
    return;
  }
  int n = 0;
  for (const char *p = ops; *p;) {
    const char *e = strchr(p, ',');
    size_t len = e ? (size_t)(e - p) : strlen(p);
    char op[96];
    snprintf(op, sizeof op, "%.*s", (int)len, p);
    p += len + (e ? 1 : 0);
    if (!strncmp(op, "tosa.", 5)) {
      char up[96];
      size_t i = 0;
      for (const char *q = op + 5; *q && i < sizeof up - 1; q++)
        up[i++] = (char)toupper((unsigned char)*q);
      up[i] = 0;
      sb_printf(
          out,
          "- TOSA 1.0 %s (pseudocode/operators/%s.tosac) for `%s`, with the shared helpers of "
          "pseudocode/library/*.tosac (e.g. apply_max_s / apply_min_s for NaN and signed-zero handling)\n",
          up, up, op);
    } else {
      const char *dot = strchr(op, '.');
      char dialect[32];
      snprintf(dialect, sizeof dialect, "%.*s", dot ? (int)(dot - op) : (int)strlen(op), op);
      sb_printf(out, "- MLIR `%s` dialect documentation for `%s`%s\n", dialect, op,
                !strcmp(dialect, "arith") || !strcmp(dialect, "math")
                    ? " (IEEE-754 semantics, round to nearest even)"
                    : "");
    }
    n++;
  }
  if (!n) sb_puts(out, "- the semantics of the IR before the pass (MLIR dialect documentation)\n");
}

void report_md_regression(const KV *k, const char *dir, StrBuf *out, char *name, size_t namelen) {
  const char *sig = kv_get(k, "final_signature");
  const char *kind = kv_get(k, "kind");
  bool planted = !strcmp(kv_get(k, "planted"), "yes");
  if (sig_kind_is_wrong_code(kind)) {
    snprintf(name, namelen, "%s.srctgt.mlir", sig);
    char *pair = slurp(kv_get(k, "dir"), "reduced.srctgt.mlir");
    StrBuf t = STRBUF_INIT;
    report_md_title(k, &t);
    sb_printf(out,
              "// %s\n// BUG: tvfuzz signature %s (not yet reported upstream: replace with the issue URL)\n",
              sb_cstr(&t), sig);
    sb_printf(out, "// VERDICT: %s\n", kind);
    if (kv_get(k, "stage")[0] && !strcmp(kind, "miscompile"))
      sb_printf(out, "// CHECK-FAILED: %s\n", kv_get(k, "stage"));
    sb_printf(out, "// TV-ARGS: --fp-policy=%s\n", kv_get(k, "policy")[0] ? kv_get(k, "policy") : "strict");
    if (planted)
      sb_puts(out, "// NOTE: produced by a planted test pass (tvfuzz triage self-test), not by MLIR\n");
    sb_puts(out, pair ? pair : "// (pair missing)\n");
    free(pair);
    sb_free(&t);
  } else {
    snprintf(name, namelen, "%s.pipeline.mlir", sig);
    char *prog = slurp(kv_get(k, "dir"), "reduced.mlir");
    StrBuf t = STRBUF_INIT;
    report_md_title(k, &t);
    sb_printf(out,
              "// %s\n// BUG: tvfuzz signature %s (not yet reported upstream: replace with the issue URL)\n",
              sb_cstr(&t), sig);
    sb_printf(out, "// PIPELINE: %s\n// EXPECT: error\n// EXPECT-STATUS: %s\n// EXPECT-PASS: %s\n",
              kv_get(k, "pipeline_prefix")[0] ? kv_get(k, "pipeline_prefix") : kv_get(k, "pipeline"), kind,
              kv_get(k, "pass"));
    if (planted)
      sb_puts(out, "// NOTE: the blamed pass is a planted test pass (tvfuzz triage self-test), not MLIR\n");
    sb_puts(out, prog ? prog : "// (program missing)\n");
    free(prog);
    sb_free(&t);
  }
  (void)dir;
}

static void fence(StrBuf *out, const char *lang, const char *text) {
  sb_printf(out, "```%s\n%s", lang, text ? text : "");
  if (!text || !*text || text[strlen(text) - 1] != '\n') sb_putc(out, '\n');
  sb_puts(out, "```\n");
}

bool report_md_write(const char *dir, const ReportGroup *g, const char *mlir_version) {
  const KV *k = g->rep;
  StrBuf md = STRBUF_INIT, t = STRBUF_INIT;
  report_md_title(k, &t);
  const char *kind = kv_get(k, "kind");
  bool wrong = sig_kind_is_wrong_code(kind);
  sb_printf(&md, "# [mlir] %s\n\n", sb_cstr(&t));
  sb_printf(&md, "| | |\n|---|---|\n| tvfuzz signature | `%s` |\n", g->final_sig);
  sb_printf(&md, "| status | **%s**%s — %s |\n", kv_get(k, "status"), g->known ? " (known: suppressed)" : "",
            kv_get(k, "how"));
  sb_printf(&md, "| kind | %s%s%s |\n", kind, kv_get(k, "stage")[0] ? ", failing stage: " : "",
            kv_get(k, "stage"));
  sb_printf(&md, "| affected pass | `%s` (step %s of the pipeline) |\n", kv_get(k, "element"),
            kv_get(k, "step"));
  sb_printf(&md, "| pipeline | `%s` |\n", kv_get(k, "pipeline"));
  if (wrong) {
    const char *fp = kv_get(k, "fp");
    sb_printf(&md, "| FP policy | %s%s |\n",
              !strcmp(kv_get(k, "policy"), "reassoc")
                  ? "reassociation allowed in reductions and dot products (`--fp-policy=reassoc`)"
                  : "strict IEEE-754 in program order (`--fp-policy=strict`)",
              !strcmp(fp, "finite")    ? "; reproduces with finite inputs only"
              : !strcmp(fp, "special") ? "; needs NaN or infinite inputs"
                                       : "");
  }
  sb_printf(&md, "| MLIR | %s |\n", mlir_version && *mlir_version ? mlir_version : "22 (mlir-opt-22)");
  sb_printf(&md, "| duplicates | %ld campaign hits over %d provisional signature%s:", g->hits, g->nmembers,
            g->nmembers == 1 ? "" : "s");
  for (int i = 0; i < g->nmembers; i++)
    sb_printf(&md, " `%s`", kv_get(g->members[i], "signature"));
  sb_puts(&md, " |\n");
  sb_printf(&md, "| reduction | %s -> %s ops (besides constants), %s -> %s bytes, %s tests, %s s%s |\n\n",
            kv_get(k, "ops_before"), kv_get(k, "ops_after"), kv_get(k, "bytes_before"),
            kv_get(k, "bytes_after"), kv_get(k, "tests"), kv_get(k, "seconds"),
            kv_get(k, "partial")[0]
                ? "; **not confirmed yet**: the triage time budget ran out, re-run `tvfuzz triage`"
                : "");
  char *prog = slurp(kv_get(k, "dir"), "reduced.mlir");
  sb_puts(&md, "## Reproducer (MLIR 22)\n\n");
  fence(&md, "mlir", prog);
  free(prog);
  sb_puts(&md, "\n```sh\n");
  const char *cmd = kv_get(k, "mlir_opt_cmd");
  if (cmd[0]) {
    /* Show the command against a local file name. */
    const char *f = strstr(cmd, "' '");
    sb_printf(&md, "%.*s' repro.mlir\n", f ? (int)(f - cmd) : (int)strlen(cmd), cmd);
  } else {
    sb_printf(&md, "mlir-opt-22 --pass-pipeline='%s' repro.mlir\n", kv_get(k, "pipeline"));
  }
  sb_puts(&md, "```\n\n");
  if (!strcmp(kv_get(k, "planted"), "yes"))
    sb_puts(&md,
            "> The blamed pass is a **planted test pass** (tvfuzz's own triage self-test), not part of MLIR; "
            "mlir-opt-22 cannot run it.\n\n");
  if (wrong) {
    char *before = slurp(kv_get(k, "dir"), "reduced.before.mlir"),
         *after = slurp(kv_get(k, "dir"), "reduced.after.mlir");
    sb_puts(&md, "## IR before and after the pass\n\nBefore:\n\n");
    fence(&md, "mlir", before);
    sb_puts(&md, "\nAfter:\n\n");
    fence(&md, "mlir", after);
    free(before);
    free(after);
    sb_puts(&md, "\n## Expected vs actual\n\n");
    sb_printf(&md,
              "Inputs (the counterexample of the exact IEEE re-check, bit patterns in parentheses):\n\n");
    fence(&md, "", kv_get(k, "inputs")[0] ? kv_get(k, "inputs") : "(no exact counterexample)\n");
    sb_printf(&md, "\n| result #%s element %s | value |\n|---|---|\n", kv_get(k, "out_index"),
              kv_get(k, "out_coords"));
    sb_printf(&md, "| expected (specification semantics of the IR before the pass) | `%s` |\n",
              kv_get(k, "spec_value"));
    if (!strcmp(kv_get(k, "e2e"), "ran")) {
      sb_printf(
          &md,
          "| actual: compiled code (IR after the pass, lowered to LLVM, run with mlir-runner-22) | `%s` |\n",
          kv_get(k, "compiled_value"));
      sb_printf(&md, "| for comparison: IR before the pass, compiled the same way | `%s` |\n",
                kv_get(k, "compiled_before"));
    }
    sb_printf(&md, "| the validator's value for the IR after the pass | `%s` |\n\n", kv_get(k, "tgt_value"));
    if (kv_get(k, "e2e_note")[0]) sb_printf(&md, "%s\n\n", kv_get(k, "e2e_note"));
    sb_printf(&md, "Validator: %s\n\n", kv_get(k, "detail"));
  } else {
    sb_puts(&md, "## What happens\n\n");
    fence(&md, "", kv_get(k, "report")[0] ? kv_get(k, "report") : kv_get(k, "detail"));
    sb_puts(&md, "\n");
  }
  sb_puts(&md, "## Where the expectation comes from\n\n");
  StrBuf spec = STRBUF_INIT;
  report_md_spec(k, &spec);
  sb_append(&md, spec.data, spec.len);
  sb_free(&spec);
  char name[64];
  StrBuf reg = STRBUF_INIT;
  report_md_regression(k, dir, &reg, name, sizeof name);
  sb_printf(&md, "\n## Regression test\n\n`tests/bugs/%s` (also written to `reports/%s`):\n\n", name, name);
  fence(&md, "mlir", sb_cstr(&reg));
  sb_puts(&md, "\n## Signature facts\n\n");
  fence(&md, "", kv_get(k, "facts"));
  char path[4600];
  snprintf(path, sizeof path, "%s/reports/%s", dir, name);
  bool ok = spit(path, &reg);
  snprintf(path, sizeof path, "%s/reports/%s.md", dir, g->final_sig);
  ok = spit(path, &md) && ok;
  sb_free(&md);
  sb_free(&t);
  sb_free(&reg);
  return ok;
}

static void group_row(StrBuf *md, const ReportGroup *g) {
  StrBuf t = STRBUF_INIT;
  report_md_title(g->rep, &t);
  sb_printf(md, "| [`%s`](%s.md) | %s | %s | %s | %ld | %d | %s -> %s |\n", g->final_sig, g->final_sig,
            kv_get(g->rep, "kind"), kv_get(g->rep, "pass"), sb_cstr(&t), g->hits, g->nmembers,
            kv_get(g->rep, "ops_before"), kv_get(g->rep, "ops_after"));
  sb_free(&t);
}

bool report_md_index(const char *dir, const ReportGroup *g, int ng, KV *const *rows, int nrows,
                     const char *mlir_version) {
  StrBuf md = STRBUF_INIT;
  sb_printf(&md,
            "# tvfuzz triage of `%s`\n\nMLIR: %s. %d finding rows, %d unique signatures after reduction.\n\n",
            dir, mlir_version && *mlir_version ? mlir_version : "22", nrows, ng);
  const char *sections[] = {"Confirmed", "Inconclusive (not confirmed: reported separately)",
                            "Known (suppressed)"};
  for (int s = 0; s < 3; s++) {
    sb_printf(
        &md,
        "## %s\n\n| signature | kind | pass | title | hits | merged | ops |\n|---|---|---|---|---|---|---|\n",
        sections[s]);
    int n = 0;
    for (int i = 0; i < ng; i++) {
      bool conf = !strcmp(kv_get(g[i].rep, "status"), "confirmed");
      int sec = g[i].known ? 2 : conf ? 0 : 1;
      if (sec != s) continue;
      group_row(&md, &g[i]);
      n++;
    }
    if (!n) sb_puts(&md, "| - | | | | | | |\n");
    sb_putc(&md, '\n');
  }
  sb_puts(&md, "## Not reproduced by triage\n\n");
  int n = 0;
  for (int i = 0; i < nrows; i++)
    if (!strcmp(kv_get(rows[i], "status"), "not-reproduced")) {
      sb_printf(&md, "- `%s` %s at %s: %s\n", kv_get(rows[i], "signature"), kv_get(rows[i], "kind"),
                kv_get(rows[i], "pass"), kv_get(rows[i], "note"));
      n++;
    }
  if (!n) sb_puts(&md, "- none\n");
  sb_puts(&md, "\n## Not yet triaged (time budget)\n\n");
  n = 0;
  for (int i = 0; i < nrows; i++) {
    bool pend = !strcmp(kv_get(rows[i], "status"), "pending");
    if (!pend && !kv_get(rows[i], "partial")[0]) continue;
    if (pend)
      sb_printf(&md, "- `%s` %s at %s: not started\n", kv_get(rows[i], "signature"), kv_get(rows[i], "kind"),
                kv_get(rows[i], "pass"));
    else if (!strcmp(kv_get(rows[i], "partial"), "confirmation"))
      sb_printf(&md, "- `%s` %s at %s: reduced (ops %s -> %s), not confirmed yet\n",
                kv_get(rows[i], "signature"), kv_get(rows[i], "kind"), kv_get(rows[i], "pass"),
                kv_get(rows[i], "ops_before"), kv_get(rows[i], "ops_after"));
    else
      sb_printf(&md, "- `%s` %s at %s: reduction cut short (ops %s -> %s so far)\n",
                kv_get(rows[i], "signature"), kv_get(rows[i], "kind"), kv_get(rows[i], "pass"),
                kv_get(rows[i], "ops_before"), kv_get(rows[i], "ops_after"));
    n++;
  }
  if (n)
    sb_puts(&md, "\nRe-run `tvfuzz triage` to continue with these; triaged findings are not redone.\n");
  else
    sb_puts(&md, "- none\n");
  sb_puts(&md, "\n## tvfuzz's own failures (tool-crash, tool-hang, gen-invalid)\n\n");
  n = 0;
  for (int i = 0; i < nrows; i++)
    if (!strcmp(kv_get(rows[i], "status"), "tool")) {
      sb_printf(&md, "- `%s` %s\n", kv_get(rows[i], "signature"), kv_get(rows[i], "kind"));
      n++;
    }
  if (!n) sb_puts(&md, "- none\n");
  char path[4600];
  snprintf(path, sizeof path, "%s/reports/index.md", dir);
  bool ok = spit(path, &md);
  sb_free(&md);
  return ok;
}
