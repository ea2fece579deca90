/*
 * test_report_facts.c: every stated fact of a triage report agrees with the
 * counterexample the same report prints (ctest triage/report-facts, run by
 * report_facts_test.sh on the reports of a small store).
 *
 * For each REPORTS/<sig>.md of a wrong-code finding:
 *   - the input classes (normal, +0.0, -0.0, subnormal, NaN, +Inf, -Inf) read
 *     here from the bit patterns of the "Inputs" block, with this file's own
 *     decoder (not triage's), equal the "counterexample input classes" row;
 *   - the title says "on finite inputs" exactly when those inputs have float
 *     values and none is NaN or infinite, and names NaN ("NaN") and
 *     infinities ("infinite") exactly when such an input is printed;
 *   - the FP policy row names the `--fp-policy` of the regression test's
 *     TV-ARGS line;
 *   - the expected value in the table is the exact re-check's src value.
 * For every report: REPORTS/<sig>.repro.mlir and <sig>.repro.sh exist, the
 * command in the report is the one in the script, a report that says "The
 * pass alone" runs one pass (a single element in builtin.module(...)), and,
 * when RUN is given and mlir-opt-22 is on PATH, the script behaves as the
 * kind says (exit 0 for wrong code, non-zero for failures).
 *
 * usage: test_report_facts REPORTS [RUN]   (exit 0 pass, 1 fail)
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

static int failures, checked_wrong, checked_all;

#define FAIL(file, ...)                                                                                      \
  do {                                                                                                       \
    fprintf(stderr, "FAIL %s: ", file);                                                                      \
    fprintf(stderr, __VA_ARGS__);                                                                            \
    fputc('\n', stderr);                                                                                     \
    failures++;                                                                                              \
  } while (0)

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 1 << 16, n = 0;
  char *b = malloc(cap);
  size_t r;
  while (b && (r = fread(b + n, 1, cap - n - 1, f)) > 0) {
    n += r;
    if (n + 1 == cap) b = realloc(b, cap *= 2);
  }
  fclose(f);
  if (b) b[n] = 0;
  return b;
}

/* The classes as bits: one per name below, in the report's order. */
static const char *const CLASS_NAMES[] = {"normal", "+0.0", "-0.0", "subnormal", "NaN", "+Inf", "-Inf"};
enum { C_NORMAL = 1, C_PZERO = 2, C_NZERO = 4, C_SUB = 8, C_NAN = 16, C_PINF = 32, C_NINF = 64 };

/* IEEE layout by element type name: total bits and mantissa bits. */
static bool layout(const char *et, int *bits, int *mant) {
  if (!strncmp(et, "f32", 3)) return *bits = 32, *mant = 23, true;
  if (!strncmp(et, "f64", 3)) return *bits = 64, *mant = 52, true;
  if (!strncmp(et, "f16", 3)) return *bits = 16, *mant = 10, true;
  if (!strncmp(et, "bf16", 4)) return *bits = 16, *mant = 7, true;
  return false;
}

static unsigned class_of(uint64_t v, int bits, int mant) {
  uint64_t sign = (v >> (bits - 1)) & 1;
  uint64_t emax = (UINT64_C(1) << (bits - 1 - mant)) - 1;
  uint64_t e = (v >> mant) & emax, m = v & ((UINT64_C(1) << mant) - 1);
  if (e == emax) return m ? C_NAN : sign ? C_NINF : C_PINF;
  if (e == 0) return m ? C_SUB : sign ? C_NZERO : C_PZERO;
  return C_NORMAL;
}

/* Classes of the "Inputs" fence: lines "  %a : tensor<2xf32> = [x (0x..), ...]". */
static unsigned input_classes(const char *md, bool *found) {
  *found = false;
  const char *p = strstr(md, "\nInputs (");
  if (!p) return 0;
  p = strstr(p, "```\n");
  const char *end = p ? strstr(p + 4, "```") : NULL;
  if (!end) return 0;
  *found = true;
  unsigned c = 0;
  for (const char *line = p + 4; line < end;) {
    const char *nl = strchr(line, '\n');
    const char *eq = strstr(line, " = [");
    if (eq && eq < nl) {
      const char *t = eq;
      while (t > line && t[-1] != 'x' && t[-1] != '<' && t[-1] != ' ')
        t--;
      int bits, mant;
      if (layout(t, &bits, &mant))
        for (const char *h = eq; (h = strstr(h, "(0x")) && h < nl; h += 3)
          c |= class_of(strtoull(h + 1, NULL, 16), bits, mant);
    }
    line = nl ? nl + 1 : end;
  }
  return c;
}

/* Classes named in the row "| counterexample input classes | a, b (all finite) |". */
static unsigned stated_classes(const char *md, bool *found) {
  const char *row = strstr(md, "| counterexample input classes | ");
  *found = row != NULL;
  if (!row) return 0;
  row += strlen("| counterexample input classes | ");
  const char *end = strstr(row, " |");
  size_t n = end ? (size_t)(end - row) : strlen(row);
  char buf[512];
  snprintf(buf, sizeof buf, "%.*s", (int)(n < sizeof buf ? n : sizeof buf - 1), row);
  char *stop = strpbrk(buf, ";(");
  if (stop) *stop = 0;
  unsigned c = 0;
  for (char *tok = strtok(buf, ", "); tok; tok = strtok(NULL, ", "))
    for (int i = 0; i < 7; i++)
      if (!strcmp(tok, CLASS_NAMES[i])) c |= 1u << i;
  return c;
}

static void print_classes(unsigned c, char *buf, size_t n) {
  buf[0] = 0;
  for (int i = 0; i < 7; i++)
    if (c & (1u << i))
      snprintf(buf + strlen(buf), n - strlen(buf), "%s%s", buf[0] ? ", " : "", CLASS_NAMES[i]);
}

/* The value after a "(0x" in the line that starts with `row`. */
static bool row_bits(const char *md, const char *row, uint64_t *v) {
  const char *p = strstr(md, row);
  if (!p) return false;
  const char *nl = strchr(p, '\n'), *h = strstr(p, "(0x");
  if (!h || (nl && h > nl)) return false;
  *v = strtoull(h + 1, NULL, 16);
  return true;
}

static void check_wrong_code(const char *dir, const char *sig, const char *md) {
  char title[1024];
  snprintf(title, sizeof title, "%.*s", (int)strcspn(md, "\n"), md);
  bool have_inputs;
  unsigned real = input_classes(md, &have_inputs);
  bool is_float = real != 0, finite = !(real & (C_NAN | C_PINF | C_NINF));
  if (strstr(title, "on finite inputs") && (!have_inputs || !finite))
    FAIL(sig, "title claims finite inputs, the counterexample printed has %s",
         have_inputs ? "NaN/Inf values" : "no values");
  if (have_inputs && is_float && finite && !strstr(title, "on finite inputs"))
    FAIL(sig, "finite counterexample, but the title does not say so: %s", title);
  if (!strstr(title, "NaN") != !(real & C_NAN))
    FAIL(sig, "title and printed inputs disagree on NaN: %s", title);
  if (!strstr(title, "infinite") != !(real & (C_PINF | C_NINF)))
    FAIL(sig, "title and printed inputs disagree on Inf: %s", title);
  bool have_row;
  unsigned stated = stated_classes(md, &have_row);
  if (have_inputs && is_float && !have_row) FAIL(sig, "no 'counterexample input classes' row");
  if (have_row && stated != real) {
    char a[128], b[128];
    print_classes(stated, a, sizeof a);
    print_classes(real, b, sizeof b);
    FAIL(sig, "stated input classes '%s', the printed counterexample has '%s'", a, b);
  }
  if (have_row && strstr(md, "(all finite)") && !finite) FAIL(sig, "row says all finite, NaN/Inf printed");
  /* The policy in force is the regression test's. */
  char path[4096];
  snprintf(path, sizeof path, "%s/%s.srctgt.mlir", dir, sig);
  char *reg = slurp(path);
  const char *ta = reg ? strstr(reg, "// TV-ARGS: --fp-policy=") : NULL;
  if (!ta) {
    FAIL(sig, "regression test %s has no TV-ARGS --fp-policy line", path);
  } else {
    char want[64];
    snprintf(want, sizeof want, "| FP policy | `--fp-policy=%.*s`", (int)strcspn(ta + 24, " \n"), ta + 24);
    if (!strstr(md, want)) FAIL(sig, "FP policy row does not start with \"%s\"", want);
  }
  free(reg);
  /* The expected value is the exact re-check's src value. */
  uint64_t exp_v, src_v;
  const char *ex = strstr(md, "\nExact re-check: ");
  const char *src = ex ? strstr(ex, ": src ") : NULL;
  if (row_bits(md, "| expected (", &exp_v) && src && strstr(src, "(0x")) {
    src_v = strtoull(strstr(src, "(0x") + 1, NULL, 16);
    if (src_v != exp_v)
      FAIL(sig, "expected value 0x%llx, the exact re-check's src is 0x%llx", (unsigned long long)exp_v,
           (unsigned long long)src_v);
  }
  checked_wrong++;
}

static void check_reproducer(const char *dir, const char *sig, const char *md, bool wrong, bool run) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s.repro.mlir", dir, sig);
  char *in = slurp(path);
  snprintf(path, sizeof path, "%s/%s.repro.sh", dir, sig);
  char *sh = slurp(path);
  if (!in || !sh) {
    FAIL(sig, "%s.repro.mlir / %s.repro.sh missing next to the report", sig, sig);
  } else {
    const char *cmd = strstr(sh, "mlir-opt-22 ");
    char line[2048];
    snprintf(line, sizeof line, "%.*s", cmd ? (int)strcspn(cmd, "\n") : 0, cmd ? cmd : "");
    if (!cmd || !strstr(md, line)) FAIL(sig, "the report does not show the script's command '%s'", line);
    if (strstr(md, "The pass alone on this IR shows the same finding")) {
      /* builtin.module(X) with X one element: no comma outside parentheses and braces */
      const char *p = strstr(line, "builtin.module(");
      int depth = 0, commas = 0;
      for (p = p ? p + 15 : line; *p && depth >= 0; p++) {
        if (*p == '(' || *p == '{') depth++;
        if (*p == ')' || *p == '}') depth--;
        if (*p == ',' && depth == 0) commas++;
      }
      if (commas) FAIL(sig, "single-pass reproducer runs %d passes: %s", commas + 1, line);
    }
    if (run && !strstr(md, "planted test pass")) {
      char cmdline[4200];
      snprintf(cmdline, sizeof cmdline, "sh '%s' >/dev/null 2>&1", path);
      int st = system(cmdline);
      int rc = WIFEXITED(st) ? WEXITSTATUS(st) : 128;
      if (wrong && rc != 0)
        FAIL(sig, "%s exits %d on a wrong-code finding (mlir-opt must succeed)", path, rc);
      if (!wrong && rc == 0) FAIL(sig, "%s exits 0, but the finding is a failure of the pass", path);
    }
  }
  free(in);
  free(sh);
  checked_all++;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: test_report_facts REPORTS [RUN]\n");
    return 2;
  }
  const char *dir = argv[1];
  bool run = argc > 2 && system("command -v mlir-opt-22 >/dev/null 2>&1") == 0;
  DIR *d = opendir(dir);
  if (!d) {
    fprintf(stderr, "FAIL: cannot open %s\n", dir);
    return 1;
  }
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    size_t n = strlen(e->d_name);
    if (n != 19 || strcmp(e->d_name + 16, ".md")) continue; /* <16 hex>.md, not index.md */
    char sig[17], path[4096];
    snprintf(sig, sizeof sig, "%.16s", e->d_name);
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    char *md = slurp(path);
    if (!md) {
      FAIL(sig, "cannot read %s", path);
      continue;
    }
    bool wrong = strstr(md, "\n| kind | miscompile") || strstr(md, "\n| kind | inconclusive");
    if (wrong) check_wrong_code(dir, sig, md);
    check_reproducer(dir, sig, md, wrong, run);
    free(md);
  }
  closedir(d);
  printf("report facts: %d reports (%d wrong code) checked, %d failures\n", checked_all, checked_wrong,
         failures);
  if (!checked_wrong) {
    fprintf(stderr, "FAIL: no wrong-code report to check in %s\n", dir);
    return 1;
  }
  return failures ? 1 : 0;
}
