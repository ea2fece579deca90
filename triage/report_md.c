/*
 * report_md.c: Markdown reports and regression tests (see report_md.h).
 * Validator and pipeline findings share one layout; execution findings
 * (exec-*) have their own (exec_report): the failing input with the
 * interpreter's and the compiled code's values, the bisection, where the
 * blame rests, and a `tvfuzz exec` reproducer script.
 */
#define _POSIX_C_SOURCE 200809L
#include "triage/report_md.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "exec/exec.h"
#include "triage/signature.h"

static char *slurp(const char *dir, const char *name) {
  char path[4600];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  return sb_read_file(path);
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
    if (*p == '+') p++; /* a culprit the pass added */
    const char *e = strchr(p, ',');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    if (!any_tosa || !strncmp(p, "tosa.", 5)) sb_printf(out, "%s`%.*s`", k++ ? ", " : "", (int)n, p);
    p += n + (e ? 1 : 0);
  }
  if (!k) sb_puts(out, "its input");
}

/* Does the first function of a module text take arguments? */
static bool takes_arguments(const char *text) {
  const char *f = text ? strstr(text, "func.func ") : NULL;
  const char *p = f ? strchr(f, '(') : NULL;
  if (!p) return true; /* unknown: claim nothing */
  p++;
  while (*p == ' ' || *p == '\n')
    p++;
  return *p != ')';
}

/* The ops a title names: the root cause's culprit (the ops the pass
 * removed or rewrote on the path to the difference), else the path. */
static const char *culprit_ops(const KV *k) {
  const char *c = kv_get(k, "culprit");
  return *c ? c : kv_get(k, "src_ops");
}

/* ---- facts of the printed counterexample ---- */

/* Element type of "tensor<2x3xf32>" / "f32" into buf. */
/* Element type of "f32", "tensor<2x4xf32>" or "memref<2x4xf32, strided<...>>":
 * the text after the last 'x' of the shape part (up to ',' or '>'). */
static void elem_type(const char *type, char *buf, size_t n) {
  const char *t = type;
  bool shaped = !strncmp(type, "tensor<", 7) || !strncmp(type, "memref<", 7);
  if (shaped) {
    const char *body = type + 7;
    size_t len = strcspn(body, ",>");
    t = body;
    for (size_t i = 0; i < len; i++)
      if (body[i] == 'x') t = body + i + 1;
  }
  size_t k = strcspn(t, ",>");
  snprintf(buf, n, "%.*s", (int)(k < n ? k : n - 1), t);
}

static void classify_bits(uint64_t b, const char *et, InputClasses *c) {
  int bits = !strcmp(et, "f64") ? 64 : !strcmp(et, "f32") ? 32 : 16;
  int mant = bits == 64 ? 52 : bits == 32 ? 23 : !strcmp(et, "bf16") ? 7 : 10;
  int ew = bits - 1 - mant;
  uint64_t e = (b >> mant) & ((UINT64_C(1) << ew) - 1), m = b & ((UINT64_C(1) << mant) - 1);
  bool neg = (b >> (bits - 1)) & 1;
  c->any_float = true;
  if (e == (UINT64_C(1) << ew) - 1) {
    if (m)
      c->nan = true;
    else if (neg)
      c->ninf = true;
    else
      c->pinf = true;
  } else if (e == 0) {
    if (m)
      c->subnormal = true;
    else if (neg)
      c->nzero = true;
    else
      c->pzero = true;
  } else {
    c->normal = true;
  }
}

void report_md_input_classes(const char *inputs, InputClasses *c) {
  memset(c, 0, sizeof *c);
  for (const char *line = inputs ? inputs : ""; *line;) {
    const char *nl = strchr(line, '\n');
    size_t len = nl ? (size_t)(nl - line) : strlen(line);
    const char *colon = memchr(line, ':', len), *eq = memchr(line, '=', len);
    if (colon && eq && eq > colon) {
      /* the type between ": " and " = " */
      const char *tb = colon + 1, *te = eq;
      while (tb < te && *tb == ' ')
        tb++;
      while (te > tb && te[-1] == ' ')
        te--;
      char type[128], et[16];
      snprintf(type, sizeof type, "%.*s", (int)(te - tb < 127 ? te - tb : 127), tb);
      elem_type(type, et, sizeof et);
      bool is_float = et[0] == 'f' || !strcmp(et, "bf16");
      for (const char *h = eq; is_float && (h = strstr(h, "(0x")) && h < line + len; h += 3)
        classify_bits(strtoull(h + 1, NULL, 16), et, c);
    }
    line += len + (nl ? 1 : 0);
  }
}

bool report_md_classes_finite(const InputClasses *c) { return !c->nan && !c->pinf && !c->ninf; }

void report_md_classes_print(const InputClasses *c, StrBuf *out) {
  const struct {
    bool on;
    const char *name;
  } v[] = {{c->normal, "normal"}, {c->pzero, "+0.0"}, {c->nzero, "-0.0"}, {c->subnormal, "subnormal"},
           {c->nan, "NaN"},       {c->pinf, "+Inf"},  {c->ninf, "-Inf"}};
  int k = 0;
  for (size_t i = 0; i < sizeof v / sizeof v[0]; i++)
    if (v[i].on) sb_printf(out, "%s%s", k++ ? ", " : "", v[i].name);
  if (!k) sb_puts(out, "no floating-point inputs");
}

/* The title's claim about inputs, from the counterexample the report prints
 * (never from the signature's FP fact alone: that one is about a rewritten
 * pair the report does not show). */
static void title_inputs(const KV *k, StrBuf *out) {
  InputClasses c;
  report_md_input_classes(kv_get(k, "inputs"), &c);
  if (!c.any_float) return;
  if (report_md_classes_finite(&c)) {
    sb_puts(out, " on finite inputs");
    return;
  }
  bool inf = c.pinf || c.ninf;
  sb_printf(out, " with %s inputs", c.nan ? (inf ? "NaN and infinite" : "NaN") : "infinite");
  /* the finite-input re-check proved the pass right on finite inputs */
  if (!strcmp(kv_get(k, "fp"), "special")) sb_puts(out, " only");
}

void report_md_title(const KV *k, StrBuf *out) {
  const char *kind = kv_get(k, "kind"), *pass = kv_get(k, "pass");
  if (sig_kind_is_exec(kind)) {
    bool lowering = !strcmp(pass, "exec-lowering");
    const char *lst = kv_get(k, "exec_lowering_status");
    if (lowering && lst[0]) {
      /* the lowering itself crashed or failed while compiling the program */
      sb_printf(out, "`%s` (in the fixed lowering) %s on ", kv_get(k, "exec_lowering_pass"),
                !strcmp(lst, "crash")     ? "crashes"
                : !strcmp(lst, "timeout") ? "does not terminate"
                                          : "fails");
      main_ops(culprit_ops(k), out);
      if (strcmp(kv_get(k, "status"), "confirmed") != 0) sb_puts(out, " (unconfirmed)");
      return;
    }
    if (lowering && kv_get(k, "exec_lowering_pass")[0])
      sb_printf(out, "`%s` (in the fixed lowering) ", kv_get(k, "exec_lowering_pass"));
    else if (lowering)
      sb_puts(out, "the fixed lowering (or LLVM) ");
    else
      sb_printf(out, "`%s` ", pass);
    if (!strcmp(kind, "exec-mismatch")) {
      sb_puts(out, "produces wrong code for ");
      main_ops(culprit_ops(k), out);
      sb_puts(out, ": the compiled result differs from the reference interpreter");
    } else {
      sb_puts(out, !strcmp(kind, "exec-crash")     ? "produces code that crashes on "
                   : !strcmp(kind, "exec-timeout") ? "produces code that does not terminate on "
                                                   : "produces code that runs out of memory on ");
      main_ops(kv_get(k, "src_ops"), out);
    }
    if (strcmp(kv_get(k, "status"), "confirmed") != 0) sb_puts(out, " (unconfirmed)");
    return;
  }
  if (sig_kind_is_wrong_code(kind)) {
    sb_printf(out, "`%s` miscompiles ", pass);
    main_ops(culprit_ops(k), out);
    sb_printf(out, ": %s mismatch", kv_get(k, "stage")[0] ? kv_get(k, "stage") : "value");
    title_inputs(k, out);
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

/* ---- where the expectation comes from (spec_cite.def) ---- */

typedef enum CiteBasis { SPEC, IEEE, PSEUDO } CiteBasis;

typedef struct Cite {
  const char *op;
  CiteBasis basis;
  const char *clause, *why;
} Cite;

static const Cite CITES[] = {
#define CITE(op, basis, clause, why) {op, basis, clause, why},
#include "triage/spec_cite.def"
#undef CITE
};

const char *report_md_cite(const char *op, const char **clause) {
  for (size_t i = 0; i < sizeof CITES / sizeof CITES[0]; i++)
    if (!strcmp(CITES[i].op, op)) {
      if (clause) *clause = CITES[i].clause;
      return CITES[i].why;
    }
  return NULL;
}

/* The op's entry: the TOSA 1.0 specification's operator anchor, or the
 * op's section on mlir.llvm.org ("#mathceil-mathceilop"). */
static void cite_url(const char *op, StrBuf *out) {
  const char *dot = strchr(op, '.');
  if (!dot) return;
  if (!strncmp(op, "tosa.", 5)) {
    sb_printf(out, "https://www.mlplatform.org/tosa/tosa_spec.html#_%s", dot + 1);
    return;
  }
  static const char *const pages[][2] = {
      {"arith", "ArithOps"}, {"math", "MathOps"}, {"linalg", "Linalg"}, {"tensor", "TensorOps"}};
  int dl = (int)(dot - op);
  for (size_t i = 0; i < sizeof pages / sizeof pages[0]; i++) {
    if ((int)strlen(pages[i][0]) != dl || strncmp(op, pages[i][0], (size_t)dl)) continue;
    sb_printf(out, "https://mlir.llvm.org/docs/Dialects/%s/#%.*s%s-%.*s", pages[i][1], dl, op, dot + 1, dl,
              op);
    for (const char *p = dot + 1; *p; p++)
      if (*p != '_') sb_putc(out, (char)tolower((unsigned char)*p));
    sb_puts(out, "op");
    return;
  }
}

static void cite_op(const char *op, StrBuf *out) {
  const char *clause = NULL, *why = report_md_cite(op, &clause);
  if (!why) {
    sb_printf(out, "- `%s`: no citation recorded for `%s`.\n", op, op);
    return;
  }
  static const char *const basis[] = {"", " [documentation silent: the project's IEEE 754 reading]",
                                      " [TOSA pseudo-code]"};
  const Cite *c = NULL;
  for (size_t i = 0; i < sizeof CITES / sizeof CITES[0] && !c; i++)
    if (!strcmp(CITES[i].op, op)) c = &CITES[i];
  StrBuf url = STRBUF_INIT;
  cite_url(op, &url);
  sb_printf(out, "- `%s`: %s (%s)%s: %s.\n", op, clause, sb_cstr(&url), basis[c->basis], why);
  sb_free(&url);
}

/* cite_op for each op of a comma-separated list; the number cited. */
static int cite_ops(const char *list, StrBuf *out) {
  int n = 0;
  for (const char *p = list; *p;) {
    const char *e = strchr(p, ',');
    size_t len = e ? (size_t)(e - p) : strlen(p);
    char op[96];
    snprintf(op, sizeof op, "%.*s", (int)(len < sizeof op ? len : sizeof op - 1), p);
    p += len + (e ? 1 : 0);
    cite_op(op, out);
    n++;
  }
  return n;
}

void report_md_spec(const KV *k, StrBuf *out) {
  const char *kind = kv_get(k, "kind");
  if (sig_kind_is_exec(kind)) {
    sb_puts(out,
            "- The compiled program must compute what the source program specifies; the expected value is "
            "the reference interpreter's run of the reduced program (the validator's semantics, executed). "
            "The ops of the program:\n");
    if (!cite_ops(kv_get(k, "src_ops"), out)) sb_puts(out, "- (no ops besides constants)\n");
    return;
  }
  if (!sig_kind_is_wrong_code(kind)) {
    if (!strcmp(kind, "invalid-ir"))
      sb_puts(out, "- MLIR pass contract: a pass that succeeds must leave IR that passes the verifier "
                   "(https://mlir.llvm.org/docs/PassManagement/); the op's ODS constraints are quoted in the "
                   "diagnostic.\n");
    else if (!strcmp(kind, "crash"))
      sb_puts(out, "- A pass must not crash on valid (verifier-clean) input.\n");
    else if (!strcmp(kind, "pass-failure"))
      sb_puts(out, "- The input verifies and every op in it is documented as supported by this pass.\n");
    else
      sb_puts(out, "- A pass must terminate on valid input.\n");
    return;
  }
  /* Every op on the path to the mismatching value in the IR before the
   * pass: the expected value is theirs. */
  if (!cite_ops(kv_get(k, "src_ops"), out))
    sb_puts(out, "- no op recorded on the path to the mismatching value.\n");
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

static const char *policy_text(const char *p) {
  if (!strcmp(p, "reassoc"))
    return "`--fp-policy=reassoc`: reductions and dot products may be reassociated; where the specification "
           "allows several results, any of them";
  if (!strcmp(p, "strict"))
    return "`--fp-policy=strict`: IEEE-754 in program order, the literal reading of the TOSA pseudo-code "
           "(apply_max_s's own zero)";
  return "`--fp-policy=spec`: IEEE-754 in program order; where the specification allows several results "
         "(the sign of a zero from TOSA's max/min family), any of them";
}

/* The FP policy and input rows, each checked against the counterexample the
 * report prints: the policy is the one its exact re-check ran under, the
 * classes are read from its bit patterns, and the signature's FP fact is only
 * repeated when that counterexample agrees with it. */
static void fp_rows(const KV *k, StrBuf *md) {
  const char *pol = kv_get(k, "cex_policy")[0] ? kv_get(k, "cex_policy") : kv_get(k, "policy");
  sb_printf(md, "| FP policy | %s |\n", policy_text(pol[0] ? pol : "spec"));
  if (!kv_get(k, "inputs")[0]) return;
  InputClasses c;
  report_md_input_classes(kv_get(k, "inputs"), &c);
  bool finite = report_md_classes_finite(&c);
  const char *fp = kv_get(k, "fp");
  sb_puts(md, "| counterexample input classes | ");
  report_md_classes_print(&c, md);
  if (!c.any_float)
    sb_puts(md, " |\n");
  else if (finite)
    sb_puts(md, " (all finite) |\n");
  else if (!strcmp(fp, "special"))
    sb_puts(md, "; the bug needs NaN or Inf: with every float argument clamped to finite values the pass "
                "validates |\n");
  else if (!strcmp(fp, "finite"))
    sb_printf(md, "; no finite-input counterexample could be shown: %s |\n",
              kv_get(k, "cex_note")[0] ? kv_get(k, "cex_note") : "the exact re-check did not give one");
  else
    sb_puts(md, " |\n");
}

/* After the expected/actual table: what the exact re-check says, and a line
 * when its counterexample fails at another stage than the finding. */
static void cex_notes(const KV *k, StrBuf *md) {
  const char *ex = kv_get(k, "exact_detail");
  sb_printf(md, "Exact re-check: %s\n\n", ex[0] ? ex : kv_get(k, "detail"));
  const char *cs = kv_get(k, "cex_stage"), *st = kv_get(k, "stage");
  if (cs[0] && st[0] && strcmp(cs, st) != 0)
    sb_printf(md,
              "The finding was a %s mismatch; the counterexample above fails at the %s stage (campaign "
              "validator: %s).\n\n",
              st, cs, kv_get(k, "detail"));
}

/* The reproducer section, and the two files next to the report that it names
 * (<sig>.repro.mlir, <sig>.repro.sh): the pass alone on the IR right before it
 * when that shows the same finding, else the pipeline up to the pass on the
 * reduced program. False when a file cannot be written. */
static bool reproducer(const char *dir, const KV *k, const char *sig, StrBuf *md) {
  bool single = !strcmp(kv_get(k, "single_status"), "reproduces");
  char *input = single ? slurp(kv_get(k, "dir"), "confirm/single.before.mlir") : NULL;
  if (single && !input) single = false;
  if (!single) input = slurp(kv_get(k, "dir"), "reduced.mlir");
  StrBuf pipe = STRBUF_INIT, sh = STRBUF_INIT, in = STRBUF_INIT, t = STRBUF_INIT;
  if (single) {
    sb_puts(&pipe, kv_get(k, "single_pipeline"));
  } else if (kv_get(k, "pipeline_prefix")[0]) {
    sb_puts(&pipe, kv_get(k, "pipeline_prefix"));
  } else {
    sb_puts(&pipe, kv_get(k, "pipeline"));
  }
  report_md_title(k, &t);
  /* IR that verifies but does not parse back: mlir-opt-22 prints it and
   * succeeds, so the script parses its output again. */
  bool roundtrip = !strcmp(kv_get(k, "kind"), "invalid-ir") && !strncmp(kv_get(k, "detail"), "<after>:", 8);
  StrBuf cmd = STRBUF_INIT;
  sb_printf(&cmd, "mlir-opt-22 --pass-pipeline='%s' %s.repro.mlir", sb_cstr(&pipe), sig);
  if (roundtrip) sb_printf(&cmd, " -o %s.after.mlir && mlir-opt-22 %s.after.mlir -o /dev/null", sig, sig);
  sb_printf(&sh, "#!/bin/sh\n# %s (tvfuzz signature %s)\ncd \"$(dirname \"$0\")\" || exit 2\n", sb_cstr(&t),
            sig);
  if (roundtrip)
    sb_puts(&sh, "# The pass's output verifies but does not parse back: the second command fails.\n");
  sb_printf(&sh, "%s\n", sb_cstr(&cmd));
  sb_puts(md, "## Reproducer (MLIR 22)\n\n");
  if (single)
    sb_printf(md, "The IR right before `%s` (`%s.repro.mlir` next to this report):\n\n", kv_get(k, "pass"),
              sig);
  else
    sb_printf(md, "The reduced program (`%s.repro.mlir` next to this report):\n\n", sig);
  fence(md, "mlir", input);
  sb_printf(md, "\n```sh\n%s\n```\n\n", sb_cstr(&cmd));
  if (roundtrip)
    sb_puts(md, "mlir-opt-22 accepts the pass's output in memory and prints it, but the printed IR does not "
                "parse back (the second command fails).\n\n");
  const char *note = kv_get(k, "single_note");
  if (single)
    sb_printf(
        md, "(`%s.repro.sh` next to this report.) The pass alone on this IR shows the same finding (%s).\n\n",
        sig,
        sig_kind_is_wrong_code(kv_get(k, "kind")) ? "the validator's verdict on this IR and its output"
                                                  : "mlir-opt-22 fails the same way");
  else if (kv_get(k, "single_status")[0])
    sb_printf(md,
              "(`%s.repro.sh` next to this report.) The pass alone on the IR right before it does not "
              "reproduce (%s), so this runs the pipeline up to it.\n\n",
              sig, note[0] ? note : "a different outcome");
  if (!strcmp(kv_get(k, "planted"), "yes"))
    sb_puts(md,
            "> The blamed pass is a **planted test pass** (tvfuzz's own triage self-test), not part of MLIR; "
            "mlir-opt-22 cannot run it.\n\n");
  char path[4600];
  snprintf(path, sizeof path, "%s/reports/%s.repro.mlir", dir, sig);
  sb_puts(&in, input ? input : "");
  bool ok = spit(path, &in);
  snprintf(path, sizeof path, "%s/reports/%s.repro.sh", dir, sig);
  ok = spit(path, &sh) && ok;
  chmod(path, 0755);
  free(input);
  sb_free(&cmd);
  sb_free(&pipe);
  sb_free(&sh);
  sb_free(&in);
  sb_free(&t);
  return ok;
}

/* ---- execution findings ---- */

/* The reproducer script of an execution finding: `tvfuzz exec` on the
 * reduced program (the pipeline up to the pass; planted passes appended),
 * which compiles, runs, compares and bisects; for real passes also the
 * mlir-opt-22 commands that produce the IR after the pass and its lowering.
 * mlir-runner-22 is not used: it needs an entry function that builds the
 * input vector, which cannot be added to LLVM-dialect IR after the pass
 * without re-doing the lowering's ABI by hand; `tvfuzz exec` calls the
 * function through the ExecutionEngine with exactly that input. The script
 * exits 0 when the finding reproduces (same kind, same blamed pass). */
static void exec_script(const KV *k, const char *sig, StrBuf *sh) {
  const char *pass = kv_get(k, "pass"), *kind = kv_get(k, "kind");
  bool planted = !strcmp(kv_get(k, "planted"), "yes");
  const char *prefix = kv_get(k, "pipeline_prefix")[0] ? kv_get(k, "pipeline_prefix") : kv_get(k, "pipeline");
  StrBuf t = STRBUF_INIT;
  report_md_title(k, &t);
  sb_printf(
      sh,
      "#!/bin/sh\n# %s (tvfuzz signature %s)\n# Exits 0 when the finding reproduces (%s blamed on %s), 1 "
      "when it does not.\ncd \"$(dirname \"$0\")\" || exit 2\nTVFUZZ=${TVFUZZ:-tvfuzz}\n",
      sb_cstr(&t), sig, kind, pass);
  if (!planted && kv_get_long(k, "step") >= 0 && strcmp(pass, "exec-lowering") != 0)
    sb_printf(sh,
              "# The IR right after %s (mlir-opt-22), and that IR finished with the execution oracle's fixed "
              "lowering, to read:\n"
              "mlir-opt-22 --pass-pipeline='%s' %s.repro.mlir -o %s.after.mlir || exit 1\n"
              "mlir-opt-22 --pass-pipeline='%s' %s.after.mlir -o %s.lowered.mlir || exit 1\n",
              pass, prefix, sig, sig, EXEC_LOWERING, sig, sig);
  sb_printf(sh,
            "# Compile to native code, run, compare with the reference interpreter, bisect:\n"
            "out=$(\"$TVFUZZ\" exec %s.repro.mlir --passes '%s'",
            sig, prefix);
  const char *pl = kv_get(k, "plants");
  for (const char *p = pl; *p;) {
    const char *e = strchr(p, ',');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    sb_printf(sh, " --plant %.*s", (int)n, p);
    p += n + (e ? 1 : 0);
  }
  sb_printf(sh, " 2>&1)\nrc=$?\nprintf '%%s\\n' \"$out\"\n");
  /* every blame of the fixed lowering is a parenthesis (exec_oracle.c) */
  const char *blamed = !strcmp(pass, "exec-lowering") ? "blamed: (" : NULL;
  StrBuf b = STRBUF_INIT;
  if (blamed)
    sb_puts(&b, blamed);
  else
    sb_printf(&b, "blamed: %s ", pass);
  sb_printf(sh,
            "if [ \"$rc\" -eq 1 ] && printf '%%s\\n' \"$out\" | grep -qF 'exec: %s:' &&\n"
            "   printf '%%s\\n' \"$out\" | grep -qF '%s'; then\n"
            "  echo 'reproduces: %s blamed on %s'\n  exit 0\nfi\n"
            "echo \"does not reproduce (tvfuzz exec exited with $rc)\" >&2\nexit 1\n",
            kind, sb_cstr(&b), kind, pass);
  sb_free(&b);
  sb_free(&t);
}

/* The last rows of a report's summary table, the same for every kind: MLIR
 * version, the campaign duplicates merged into the group, the reduction. */
static void tail_rows(StrBuf *md, const KV *k, const ReportGroup *g, const char *mlir_version) {
  sb_printf(md, "| MLIR | %s |\n", mlir_version && *mlir_version ? mlir_version : "22 (mlir-opt-22)");
  sb_printf(md, "| duplicates | %ld campaign hits over %d provisional signature%s:", g->hits, g->nmembers,
            g->nmembers == 1 ? "" : "s");
  for (int i = 0; i < g->nmembers; i++)
    sb_printf(md, " `%s`", kv_get(g->members[i], "signature"));
  sb_puts(md, " |\n");
  /* The other final signatures merged into a documented bug's report. */
  int forms = 0;
  for (int i = 0; i < g->nmembers; i++) {
    const char *fs = kv_get(g->members[i], "final_signature");
    bool first = strcmp(fs, g->final_sig) != 0;
    for (int j = 0; j < i && first; j++)
      first = strcmp(kv_get(g->members[j], "final_signature"), fs) != 0;
    if (!first) continue;
    if (!forms++)
      sb_printf(md, "| other forms | the same documented bug reached through other ops or patterns:");
    sb_printf(md, " `%s` (%s: %s)", fs, kv_get(g->members[i], "pass"), kv_get(g->members[i], "root_cause"));
  }
  if (forms) sb_puts(md, " |\n");
  sb_printf(md, "| reduction | %s -> %s ops (besides constants), %s -> %s bytes, %s tests, %s s%s |\n\n",
            kv_get(k, "ops_before"), kv_get(k, "ops_after"), kv_get(k, "bytes_before"),
            kv_get(k, "bytes_after"), kv_get(k, "tests"), kv_get(k, "seconds"),
            kv_get(k, "partial")[0]
                ? "; **not confirmed yet**: the triage time budget ran out, re-run `tvfuzz triage`"
                : "");
}

/* The status, class and root-cause rows at the top of a report. */
static void status_rows(StrBuf *md, const KV *k, const ReportGroup *g) {
  sb_printf(md, "| status | **%s** — %s |\n", kv_get(k, "status"), kv_get(k, "how"));
  const char *cls = g->cls ? g->cls : "";
  if (!strcmp(cls, "known"))
    sb_printf(md, "| known bug | **yes**: %s; its regression test is in `tests/bugs/` |\n",
              kv_get(k, "class_note"));
  else if (!strcmp(cls, "new"))
    sb_puts(md, "| known bug | no: not in docs/BUGS.md (no documented root cause matches) |\n");
  else if (!strcmp(cls, "limitation"))
    sb_printf(md, "| class | **limitation**, not a bug: %s |\n", kv_get(k, "class_note"));
  else if (!strcmp(cls, "literal-only"))
    sb_printf(md, "| class | **literal-only**, not a bug: %s |\n", kv_get(k, "class_note"));
  else if (!strcmp(cls, "suppressed"))
    sb_puts(md, "| class | suppressed: listed in a known-signatures file |\n");
  if (kv_get(k, "root_cause")[0]) sb_printf(md, "| root cause | %s |\n", kv_get(k, "root_cause"));
}

/* The finding as an llvm-lit test (triage/lit.h), copied next to the report
 * as <sig>.lit.mlir, or why there is none. */
static bool lit_section(const char *dir, const KV *k, const char *sig, StrBuf *md) {
  if (!kv_get(k, "lit")[0]) {
    if (kv_get(k, "lit_note")[0])
      sb_printf(md, "\n## As an MLIR lit test\n\nNot written: %s.\n", kv_get(k, "lit_note"));
    return true;
  }
  char *lit = slurp(kv_get(k, "dir"), kv_get(k, "lit"));
  if (!lit) return false;
  StrBuf b = STRBUF_INIT;
  sb_puts(&b, lit);
  free(lit);
  char path[4600];
  snprintf(path, sizeof path, "%s/reports/%s.lit.mlir", dir, sig);
  bool ok = spit(path, &b);
  sb_free(&b);
  sb_printf(
      md,
      "\n## As an MLIR lit test\n\n`%s.lit.mlir` next to this report is the finding in the form MLIR's own "
      "tests take: `RUN:` lines with mlir-opt-22 up to the pass, the fixed lowering and mlir-runner-22, "
      "`CHECK:` lines with the values the specification requires. It is marked `XFAIL: *` while the bug "
      "is there; remove that line in the fix's patch (docs/TRIAGE.md).\n",
      sig);
  return ok;
}

static bool exec_report(const char *dir, const ReportGroup *g, const char *mlir_version) {
  const KV *k = g->rep;
  const char *kind = kv_get(k, "kind"), *pass = kv_get(k, "pass");
  bool planted = !strcmp(kv_get(k, "planted"), "yes");
  bool alone = strcmp(kv_get(k, "blame"), "validator-too") != 0;
  StrBuf md = STRBUF_INIT, t = STRBUF_INIT, sh = STRBUF_INIT;
  report_md_title(k, &t);
  sb_printf(&md, "# [mlir] %s\n\n", sb_cstr(&t));
  sb_printf(&md, "| | |\n|---|---|\n| tvfuzz signature | `%s` |\n", g->final_sig);
  status_rows(&md, k, g);
  sb_printf(&md, "| kind | %s (execution oracle: compiled code vs the reference interpreter) |\n", kind);
  if (kv_get_long(k, "step") >= 0)
    sb_printf(&md, "| blamed pass | `%s` (step %s of the pipeline, by bisection over its snapshots) |\n",
              kv_get(k, "element"), kv_get(k, "step"));
  else if (kv_get(k, "exec_lowering_pass")[0])
    sb_printf(
        &md,
        "| blamed pass | `%s` of the fixed lowering: the pipeline's own passes are innocent (the program "
        "already differs when compiled with the fixed lowering), and the reference interpreter first "
        "disagrees with the program after that pass of the lowering |\n",
        kv_get(k, "exec_lowering_pass"));
  else
    sb_printf(&md, "| blamed pass | %s |\n",
              !strcmp(pass, "exec-lowering")
                  ? "none: the program itself differs when compiled with the fixed lowering (`exec-lowering`)"
                  : "none: no snapshot reproduced it (`unbisected`)");
  sb_printf(&md, "| pipeline | `%s`%s%s%s |\n", kv_get(k, "pipeline"),
            kv_get(k, "plants")[0] ? " + planted `" : "", kv_get(k, "plants"),
            kv_get(k, "plants")[0] ? "`" : "");
  sb_printf(&md, "| blame | %s: %s |\n",
            alone ? "**rests on execution alone**" : "**execution, and the validator confirms it too**",
            kv_get(k, "validator_note")[0] ? kv_get(k, "validator_note") : "not validated");
  tail_rows(&md, k, g, mlir_version);
  char *prog = slurp(kv_get(k, "dir"), "reduced.mlir");
  sb_puts(&md, "## Reduced program\n\n");
  fence(&md, "mlir", prog);
  sb_puts(&md, "\n## Expected vs actual\n\n");
  sb_printf(&md, "Failing input (vector %s of the screening inputs; `tvfuzz exec` runs the same ones):\n\n",
            kv_get(k, "exec_input"));
  fence(&md, "",
        kv_get(k, "exec_inputs")[0] ? kv_get(k, "exec_inputs") : "(the function takes no arguments)\n");
  if (!strcmp(kind, "exec-mismatch")) {
    sb_printf(&md, "\n| %s | value |\n|---|---|\n", kv_get(k, "exec_where"));
    sb_printf(&md, "| expected: the reference interpreter on the reduced program | `%s` |\n",
              kv_get(k, "exec_expected"));
    sb_printf(&md,
              "| actual: compiled code (the pipeline's output, finished with the fixed lowering, JIT -O%d) | "
              "`%s` |\n\n",
              EXEC_OPT_LEVEL, kv_get(k, "exec_actual"));
  } else {
    sb_printf(&md, "\nThe compiled code: %s\n\n", kv_get(k, "detail"));
  }
  sb_puts(&md, "## Bisection\n\nEach snapshot (the program, then the IR after every step that changed it) "
               "finished with the fixed lowering and run on the failing input; the first that differs names "
               "the pass:\n\n");
  fence(&md, "", kv_get(k, "exec_bisect"));
  sb_puts(&md, "\n## Blame\n\n");
  if (alone)
    sb_printf(&md, "The blame rests on execution alone: %s.\n\n",
              kv_get(k, "validator_note")[0] ? kv_get(k, "validator_note") : "the pass was not validated");
  else
    sb_printf(&md, "The validator confirms the blame: %s.\n\n", kv_get(k, "validator_note"));
  exec_script(k, g->final_sig, &sh);
  sb_puts(&md, "## Reproducer (MLIR 22)\n\n");
  sb_printf(&md,
            "`%s.repro.sh` next to this report, on the reduced program above (`%s.repro.mlir`); it exits 0 "
            "when the finding reproduces:\n\n",
            g->final_sig, g->final_sig);
  fence(&md, "sh", sb_cstr(&sh));
  if (planted)
    sb_puts(&md,
            "\n> The blamed pass is a **planted test pass** (tvfuzz's own triage self-test), not part of "
            "MLIR; mlir-opt-22 cannot run it, `tvfuzz exec --plant` can.\n");
  sb_puts(&md, "\n");
  if (kv_get_long(k, "step") >= 0) {
    char *before = slurp(kv_get(k, "dir"), "reduced.before.mlir"),
         *after = slurp(kv_get(k, "dir"), "reduced.after.mlir");
    sb_printf(&md, "## IR before and after `%s`\n\nBefore:\n\n", pass);
    fence(&md, "mlir", before);
    sb_puts(&md, "\nAfter:\n\n");
    fence(&md, "mlir", after);
    sb_puts(&md, "\n");
    free(before);
    free(after);
  }
  sb_puts(&md, "## Where the expectation comes from\n\n");
  report_md_spec(k, &md);
  if (kv_get(k, "known_test")[0])
    sb_printf(&md,
              "\n## Regression test\n\nDocumented: `%s` is the regression test of this bug "
              "(`tvfuzz regress`); `%s.repro.sh` reproduces this form (exit 0 while the bug reproduces).\n",
              kv_get(k, "known_test"), g->final_sig);
  else
    sb_printf(
        &md,
        "\n## Regression test\n\n`%s.repro.sh` reproduces it (exit 0 while the bug reproduces). To keep it "
        "in `tests/bugs/`: the program as a `*.pipeline.mlir` file with its `// PIPELINE:` and "
        "`// EXPECT: exec` lines (`tvfuzz regress`).\n",
        g->final_sig);
  sb_puts(&md, "\n## Signature facts\n\n");
  fence(&md, "", kv_get(k, "facts"));
  char path[4600];
  StrBuf in = STRBUF_INIT;
  sb_puts(&in, prog ? prog : "");
  snprintf(path, sizeof path, "%s/reports/%s.repro.mlir", dir, g->final_sig);
  bool ok = spit(path, &in);
  snprintf(path, sizeof path, "%s/reports/%s.repro.sh", dir, g->final_sig);
  ok = spit(path, &sh) && ok;
  chmod(path, 0755);
  ok = lit_section(dir, g->rep, g->final_sig, &md) && ok;
  snprintf(path, sizeof path, "%s/reports/%s.md", dir, g->final_sig);
  ok = spit(path, &md) && ok;
  free(prog);
  sb_free(&in);
  sb_free(&md);
  sb_free(&t);
  sb_free(&sh);
  return ok;
}

bool report_md_write(const char *dir, const ReportGroup *g, const char *mlir_version) {
  if (sig_kind_is_exec(kv_get(g->rep, "kind"))) return exec_report(dir, g, mlir_version);
  const KV *k = g->rep;
  StrBuf md = STRBUF_INIT, t = STRBUF_INIT;
  report_md_title(k, &t);
  const char *kind = kv_get(k, "kind");
  bool wrong = sig_kind_is_wrong_code(kind);
  sb_printf(&md, "# [mlir] %s\n\n", sb_cstr(&t));
  sb_printf(&md, "| | |\n|---|---|\n| tvfuzz signature | `%s` |\n", g->final_sig);
  status_rows(&md, k, g);
  sb_printf(&md, "| kind | %s%s%s |\n", kind, kv_get(k, "stage")[0] ? ", failing stage: " : "",
            kv_get(k, "stage"));
  sb_printf(&md, "| affected pass | `%s` (step %s of the pipeline) |\n", kv_get(k, "element"),
            kv_get(k, "step"));
  sb_printf(&md, "| pipeline | `%s` |\n", kv_get(k, "pipeline"));
  if (wrong) fp_rows(k, &md);
  tail_rows(&md, k, g, mlir_version);
  bool ok = reproducer(dir, k, g->final_sig, &md);
  if (wrong) {
    bool single = !strcmp(kv_get(k, "single_status"), "reproduces");
    char *before = slurp(kv_get(k, "dir"), "reduced.before.mlir"),
         *after = slurp(kv_get(k, "dir"), "reduced.after.mlir");
    if (single) {
      sb_puts(&md, "## IR after the pass\n\n(The IR before it is the reproducer above.)\n\n");
    } else {
      sb_puts(&md, "## IR before and after the pass\n\nBefore:\n\n");
      fence(&md, "mlir", before);
      sb_puts(&md, "\nAfter:\n\n");
    }
    fence(&md, "mlir", after);
    bool no_args = before && !takes_arguments(before);
    free(before);
    free(after);
    sb_puts(&md, "\n## Expected vs actual\n\n");
    sb_printf(
        &md, "Inputs (the counterexample of the exact IEEE re-check%s, bit patterns in parentheses):\n\n",
        !strcmp(kv_get(k, "cex_source"), "finite-pair") ? " with inputs restricted to finite values" : "");
    bool element = kv_get_long(k, "out_index") >= 0 && kv_get(k, "out_coords")[0];
    fence(&md, "",
          kv_get(k, "inputs")[0] ? kv_get(k, "inputs")
          : no_args && !strcmp(kv_get(k, "exact_verdict"), "miscompile")
              ? "(none: the function takes no arguments, every "
                "value comes from the program's constants)\n"
          : !element ? "(none shown: the difference does not depend on the argument values; see below)\n"
                     : "(no exact counterexample)\n");
    if (!element) {
      /* a shape or undefined-behaviour difference: no element to tabulate */
      sb_printf(&md, "\nWhat differs (%s stage): %s\n\n", kv_get(k, "stage")[0] ? kv_get(k, "stage") : "?",
                kv_get(k, "exact_detail")[0] ? kv_get(k, "exact_detail") : kv_get(k, "detail"));
      cex_notes(k, &md);
      goto where;
    }
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
    cex_notes(k, &md);
  } else {
    sb_puts(&md, "## What happens\n\n");
    fence(&md, "", kv_get(k, "report")[0] ? kv_get(k, "report") : kv_get(k, "detail"));
    sb_puts(&md, "\n");
  }
where:
  sb_puts(&md, "## Where the expectation comes from\n\n");
  StrBuf spec = STRBUF_INIT;
  report_md_spec(k, &spec);
  sb_append(&md, spec.data, spec.len);
  sb_free(&spec);
  char name[64];
  StrBuf reg = STRBUF_INIT;
  report_md_regression(k, dir, &reg, name, sizeof name);
  if (kv_get(k, "known_test")[0])
    sb_printf(&md,
              "\n## Regression test\n\nDocumented: `%s` is the regression test of this bug. This "
              "finding's form, written to `reports/%s`:\n\n",
              kv_get(k, "known_test"), name);
  else
    sb_printf(&md, "\n## Regression test\n\nTo add as `tests/bugs/%s` (written to `reports/%s`):\n\n", name,
              name);
  fence(&md, "mlir", sb_cstr(&reg));
  sb_puts(&md, "\n## Signature facts\n\n");
  if (wrong)
    sb_puts(
        &md,
        "What the signature hashes (`fp` is the campaign validator's finite-input re-check, not a fact of "
        "the counterexample above: that one's classes are in the table at the top).\n\n");
  fence(&md, "", kv_get(k, "facts"));
  char path[4600];
  snprintf(path, sizeof path, "%s/reports/%s", dir, name);
  ok = spit(path, &reg) && ok;
  ok = lit_section(dir, g->rep, g->final_sig, &md) && ok;
  snprintf(path, sizeof path, "%s/reports/%s.md", dir, g->final_sig);
  ok = spit(path, &md) && ok;
  sb_free(&md);
  sb_free(&t);
  sb_free(&reg);
  return ok;
}

static void group_row(StrBuf *md, const ReportGroup *g) {
  StrBuf t = STRBUF_INIT, rc = STRBUF_INIT;
  report_md_title(g->rep, &t);
  if (g->known_entry && *kv_get(g->rep, "known_entries"))
    sb_puts(&rc, kv_get(g->rep, "known_entries"));
  else if (g->known_entry)
    sb_printf(&rc, "#%d", g->known_entry);
  else
    sb_puts(&rc, kv_get(g->rep, "root_cause"));
  sb_printf(md, "| [`%s`](%s.md) | %s | %s | %s | %s | %ld | %d | %s -> %s |\n", g->final_sig, g->final_sig,
            kv_get(g->rep, "kind"), kv_get(g->rep, "pass"), sb_cstr(&t), sb_cstr(&rc), g->hits, g->nmembers,
            kv_get(g->rep, "ops_before"), kv_get(g->rep, "ops_after"));
  sb_free(&t);
  sb_free(&rc);
}

int report_known_entries(const ReportGroup *g, int ng) {
  int n = 0;
  for (int i = 0; i < ng; i++) {
    if (!g[i].cls || strcmp(g[i].cls, "known") != 0 || g[i].known_entry <= 0) continue;
    bool first = true;
    for (int j = 0; j < i && first; j++)
      first = !(g[j].cls && !strcmp(g[j].cls, "known") && g[j].known_entry == g[i].known_entry);
    n += first;
  }
  /* a known group without an entry number counts as its own bug */
  for (int i = 0; i < ng; i++)
    n += g[i].cls && !strcmp(g[i].cls, "known") && g[i].known_entry <= 0;
  return n;
}

bool report_md_index(const char *dir, const ReportGroup *g, int ng, KV *const *rows, int nrows,
                     const char *mlir_version) {
  StrBuf md = STRBUF_INIT;
  static const struct {
    const char *cls, *title;
  } sections[] = {
      {"new", "New bugs (confirmed; no documented root cause matches)"},
      {"known", "Known bugs (docs/BUGS.md; the regression test is in tests/bugs/)"},
      {"literal-only",
       "Literal-only (only the literal pseudo-code differs; the specification allows the target)"},
      {"limitation", "Limitations (refusals the passes document; not bugs)"},
      {"inconclusive", "Inconclusive (not confirmed: reported separately)"},
      {"suppressed", "Suppressed (known-signatures files)"},
  };
  enum { NSEC = sizeof sections / sizeof sections[0] };
  int count[NSEC] = {0};
  for (int i = 0; i < ng; i++)
    for (int s = 0; s < NSEC; s++)
      if (g[i].cls && !strcmp(g[i].cls, sections[s].cls)) count[s]++;
  int entries = report_known_entries(g, ng), exec_agrees = 0;
  for (int i = 0; i < ng; i++)
    exec_agrees += g[i].cls && !strcmp(g[i].cls, "inconclusive") && kv_get(g[i].rep, "exec_agrees")[0];
  int sigs = 0, known_sigs = 0;
  for (int i = 0; i < nrows; i++) {
    const char *fs = kv_get(rows[i], "final_signature");
    bool first = fs[0] != 0;
    for (int j = 0; j < i && first; j++)
      first = strcmp(kv_get(rows[j], "final_signature"), fs) != 0;
    sigs += first;
    known_sigs += first && !strcmp(kv_get(rows[i], "class"), "known");
  }
  sb_printf(&md,
            "# tvfuzz triage of `%s`\n\nMLIR: %s. %d finding rows, %d signatures after reduction, %d root "
            "causes, one report each (a documented bug's signatures are the forms listed in its report): "
            "**%d new**, %d known (%d signatures), %d literal-only, %d limitations, %d inconclusive (%d of "
            "them: execution agrees), %d suppressed.\n\n",
            dir, mlir_version && *mlir_version ? mlir_version : "22", nrows, sigs, ng, count[0], entries,
            known_sigs, count[2], count[3], count[4], exec_agrees, count[5]);
  for (int s = 0; s < NSEC; s++) {
    sb_printf(&md,
              "## %s\n\n| signature | kind | pass | title | %s | hits | merged | ops |\n"
              "|---|---|---|---|---|---|---|---|\n",
              sections[s].title, s == 1 ? "BUGS.md" : "root cause");
    int n = 0;
    /* Known signatures by BUGS.md entry (the rows of one bug together). */
    int max_entry = 0;
    for (int i = 0; i < ng; i++)
      if (g[i].known_entry > max_entry) max_entry = g[i].known_entry;
    bool inconclusive = !strcmp(sections[s].cls, "inconclusive");
    int agreeing = 0;
    for (int e = 0; e <= (s == 1 ? max_entry : 0); e++)
      for (int i = 0; i < ng; i++) {
        if (!g[i].cls || strcmp(g[i].cls, sections[s].cls) != 0) continue;
        if (s == 1 && g[i].known_entry != e) continue;
        if (inconclusive && kv_get(g[i].rep, "exec_agrees")[0]) {
          agreeing++; /* listed below, apart */
          continue;
        }
        group_row(&md, &g[i]);
        n++;
      }
    if (!n) sb_puts(&md, "| - | | | | | | | |\n");
    sb_putc(&md, '\n');
    if (inconclusive && agreeing) {
      sb_printf(&md,
                "### Inconclusive, execution agrees (%d)\n\nThe difference rests on approximated functions "
                "(or the exact re-check did not decide), and the IR after the pass, compiled and run, "
                "matches the specification on every test input: most likely correct (a fold of a "
                "transcendental constant, say). Not bugs until shown otherwise; listed for completeness.\n\n"
                "| signature | kind | pass | title | root cause | hits | merged | ops |\n"
                "|---|---|---|---|---|---|---|---|\n",
                agreeing);
      for (int i = 0; i < ng; i++)
        if (g[i].cls && !strcmp(g[i].cls, "inconclusive") && kv_get(g[i].rep, "exec_agrees")[0])
          group_row(&md, &g[i]);
      sb_putc(&md, '\n');
    }
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
  sb_puts(&md, "\n## tvfuzz's own failures (tool-crash, tool-hang, tool-error, gen-invalid)\n\n");
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
