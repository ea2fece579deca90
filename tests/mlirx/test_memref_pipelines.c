/*
 * test_memref_pipelines.c: every seed through the presets that go below
 * tensors (bufferize, loops, affine-loops), every changed pass validated, the
 * per-pass verdicts compared with a golden file.
 *
 * usage: test_memref_pipelines GOLDEN [--update] SEED...
 *   (TVF_UPDATE_GOLDEN=1 in the environment is the same as --update)
 *
 * GOLDEN has one line per (preset, seed, changed step):
 *   PRESET SEED STEP PASS VERDICT [| NOTE]
 * STEP is the step's index in the expanded pipeline, VERDICT the validator's
 * verdict or, for a step that did not complete, its status (pass-failure,
 * invalid-ir, crash, timeout); a pair whose snapshots do not parse back is
 * `invalid-ir-roundtrip`. Lines starting with '#' are comments. The verdicts
 * must equal the golden's in order; notes are ignored in that comparison.
 *
 * A finding is never accepted silently: a line whose verdict is miscompile,
 * crash, invalid-ir, invalid-ir-roundtrip or pass-failure must carry a note
 * naming where it is explained (docs/BUGS.md, tests/bugs/ or tests/verdicts/),
 * or the test fails. --update keeps the notes of lines whose key and verdict
 * did not change and marks new findings `| UNTRIAGED`, which fails the next run
 * until someone writes the note.
 *
 * Validation is memoized on (pass, before, after): the presets share the
 * lowering and bufferization prefix, whose pairs are validated once.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlirx/pair.h"
#include "mlirx/pipeline.h"
#include "mlirx/pair_validate.h"
#include "support/hash.h"
#include "support/testhelp.h"

static const char *const PRESETS[] = {"bufferize", "loops", "affine-loops"};

static int cmp_str(const void *a, const void *b) {
  const char *x = strstr(*(char *const *)a, "seeds/"), *y = strstr(*(char *const *)b, "seeds/");
  return strcmp(x ? x : *(char *const *)a, y ? y : *(char *const *)b);
}

static const char *base(const char *p) {
  const char *s = strstr(p, "seeds/");
  return s ? s : p;
}

/* ---- memo of validated pairs ---- */
typedef struct Memo {
  uint64_t key;
  char verdict[24];
  char detail[200];
} Memo;

static Memo *memo;
static size_t nmemo, capmemo;

static const Memo *memo_find(uint64_t key) {
  for (size_t i = 0; i < nmemo; i++)
    if (memo[i].key == key) return &memo[i];
  return NULL;
}

static void memo_add(uint64_t key, const char *verdict, const char *detail) {
  if (nmemo == capmemo) {
    size_t nc = capmemo ? 2 * capmemo : 256;
    Memo *m = realloc(memo, nc * sizeof *m);
    if (!m) return;
    memo = m;
    capmemo = nc;
  }
  Memo *m = &memo[nmemo++];
  m->key = key;
  snprintf(m->verdict, sizeof m->verdict, "%s", verdict);
  snprintf(m->detail, sizeof m->detail, "%s", detail ? detail : "");
}

/* ---- golden file ---- */
static bool needs_note(const char *verdict) {
  static const char *const f[] = {"miscompile", "crash", "invalid-ir", "invalid-ir-roundtrip",
                                  "pass-failure"};
  for (size_t i = 0; i < sizeof f / sizeof f[0]; i++)
    if (!strcmp(verdict, f[i])) return true;
  return false;
}

static bool note_ok(const char *note) {
  return note && !strstr(note, "UNTRIAGED") &&
         (strstr(note, "BUGS.md") || strstr(note, "tests/bugs/") || strstr(note, "tests/verdicts/"));
}

typedef struct Line {
  char *text; /* "PRESET SEED STEP PASS VERDICT" (no note, no trailing blanks) */
  char *note; /* text after '|', trimmed; NULL if none */
} Line;

typedef struct Lines {
  Line *v;
  size_t n, cap;
} Lines;

static void lines_push(Lines *l, const char *text, size_t tn, const char *note, size_t nn) {
  if (l->n == l->cap) {
    size_t nc = l->cap ? 2 * l->cap : 256;
    Line *v = realloc(l->v, nc * sizeof *v);
    if (!v) return;
    l->v = v;
    l->cap = nc;
  }
  while (tn > 0 && (text[tn - 1] == ' ' || text[tn - 1] == '\t'))
    tn--;
  while (nn > 0 && (*note == ' ' || *note == '\t'))
    note++, nn--;
  while (nn > 0 && (note[nn - 1] == ' ' || note[nn - 1] == '\t'))
    nn--;
  Line *x = &l->v[l->n++];
  x->text = strndup(text, tn);
  x->note = note && nn ? strndup(note, nn) : NULL;
}

/* Parse golden text (comments and blank lines skipped). */
static void lines_parse(Lines *l, const char *s) {
  while (s && *s) {
    const char *e = strchr(s, '\n');
    size_t n = e ? (size_t)(e - s) : strlen(s);
    if (n > 0 && s[0] != '#') {
      const char *bar = memchr(s, '|', n);
      if (bar)
        lines_push(l, s, (size_t)(bar - s), bar + 1, n - (size_t)(bar - s) - 1);
      else
        lines_push(l, s, n, NULL, 0);
    }
    s = e ? e + 1 : NULL;
  }
}

static void lines_free(Lines *l) {
  for (size_t i = 0; i < l->n; i++) {
    free(l->v[i].text);
    free(l->v[i].note);
  }
  free(l->v);
  memset(l, 0, sizeof *l);
}

/* The verdict: the last word of a line's text. */
static const char *verdict_of(const char *text) {
  const char *sp = strrchr(text, ' ');
  return sp ? sp + 1 : text;
}

static const char HEADER[] =
    "# Per-pass verdicts of every seed through the presets below tensors (bufferize, loops,\n"
    "# affine-loops): PRESET SEED STEP PASS VERDICT [| NOTE], one line per changed step.\n"
    "# Checked by tests/mlirx/test_memref_pipelines.c (ctest mlirx/memref-pipelines); regenerate with\n"
    "#   TVF_UPDATE_GOLDEN=1 ctest -R mlirx/memref-pipelines   (or the test's --update flag)\n"
    "# A miscompile, crash, invalid-ir or pass-failure line needs a note naming docs/BUGS.md,\n"
    "# tests/bugs/ or tests/verdicts/; --update marks new ones UNTRIAGED, which fails the test.\n";

static void write_golden(const char *path, const Lines *actual, const Lines *old) {
  FILE *f = fopen(path, "w");
  TVF_CHECK_MSG(f != NULL, "cannot write %s", path);
  if (!f) return;
  fputs(HEADER, f);
  long untriaged = 0;
  for (size_t i = 0; i < actual->n; i++) {
    const char *t = actual->v[i].text, *note = NULL;
    /* the old note of the same key and verdict (keys are unique per preset run) */
    for (size_t j = 0; old && j < old->n && !note; j++)
      if (!strcmp(old->v[j].text, t)) note = old->v[j].note;
    if (!note && needs_note(verdict_of(t))) note = "UNTRIAGED", untriaged++;
    if (note)
      fprintf(f, "%s | %s\n", t, note);
    else
      fprintf(f, "%s\n", t);
  }
  fclose(f);
  if (untriaged)
    fprintf(stderr, "%ld finding line(s) marked UNTRIAGED in %s: write their notes\n", untriaged, path);
}

static void compare_golden(const char *path, const Lines *actual, const StrBuf *details) {
  char *text = sb_read_file(path);
  TVF_CHECK_MSG(text != NULL, "missing %s (run with --update)", path);
  if (!text) return;
  Lines g = {0};
  lines_parse(&g, text);
  free(text);
  long diffs = 0;
  size_t n = g.n > actual->n ? g.n : actual->n;
  for (size_t i = 0; i < n; i++) {
    const char *a = i < actual->n ? actual->v[i].text : "(none)";
    const char *e = i < g.n ? g.v[i].text : "(none)";
    if (strcmp(a, e) != 0) {
      if (diffs++ < 20) fprintf(stderr, "line %zu: golden '%s', actual '%s'\n", i + 1, e, a);
    }
  }
  TVF_CHECK_MSG(diffs == 0, "%ld line(s) differ from %s (%zu golden, %zu actual); details:\n%s", diffs, path,
                g.n, actual->n, sb_cstr(details));
  long missing = 0;
  for (size_t i = 0; i < g.n; i++) {
    if (!needs_note(verdict_of(g.v[i].text)) || note_ok(g.v[i].note)) continue;
    if (missing++ < 20)
      fprintf(stderr,
              "%s: '%s' needs a note naming docs/BUGS.md, tests/bugs/ or tests/verdicts/ (has '%s')\n", path,
              g.v[i].text, g.v[i].note ? g.v[i].note : "");
  }
  TVF_CHECK_MSG(missing == 0, "%ld finding line(s) in %s without a note", missing, path);
  lines_free(&g);
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: test_memref_pipelines GOLDEN [--update] SEED...\n");
    return 64;
  }
  const char *golden = argv[1];
  int first = 2;
  const char *env = getenv("TVF_UPDATE_GOLDEN");
  bool update = env && *env && strcmp(env, "0") != 0;
  if (!strcmp(argv[2], "--update")) {
    update = true;
    first = 3;
  }
  qsort(argv + first, (size_t)(argc - first), sizeof(char *), cmp_str);
  Diag d;
  diag_init(&d);
  MlirxSession *s = mlirx_session_create(&d);
  TVF_CHECK_MSG(s != NULL, "%s", d.msg);
  if (!s) return tvf_test_report("memref-pipelines");
  ValidateOptions vo;
  validate_options_default(&vo);
  /* Generous budget: a loaded machine must not turn a verdict into a timeout
   * the golden file does not list. */
  vo.timeout_ms = vo.tv.timeout_ms = 60000;
  Validator *val = validator_create(s, &vo);
  Lines actual = {0};
  StrBuf line = STRBUF_INIT, pair = STRBUF_INIT, details = STRBUF_INIT;
  long counts[16] = {0};
  char names[16][24];
  int nnames = 0;
  long pairs = 0, validated = 0;
  for (size_t p = 0; p < sizeof PRESETS / sizeof PRESETS[0]; p++) {
    PipeOptions o;
    pipe_options_default(&o);
    o.snapshots = true;
    PipeRunner *r = pipe_runner_create(s, PRESETS[p], &o, &d);
    TVF_CHECK_MSG(r != NULL, "preset %s: %s", PRESETS[p], d.msg);
    if (!r) continue;
    for (int i = first; i < argc; i++) {
      char *text = sb_read_file(argv[i]);
      TVF_CHECK_MSG(text != NULL, "cannot read %s", argv[i]);
      if (!text) continue;
      const char *seed = base(argv[i]);
      PipeResult res;
      TVF_CHECK_EQ_INT(pipe_runner_run(r, text, strlen(text), seed, &res, &d), TVF_OK);
      TVF_CHECK_MSG(res.parse_status == TVF_OK, "%s does not parse: %s", seed, res.parse_error);
      for (int k = 0; k < res.nsteps; k++) {
        StepResult *sr = &res.steps[k];
        if (sr->status == STEP_NOT_RUN) break;
        const PipeStep *ps = pipe_runner_step(r, k);
        const char *verdict = NULL, *detail = NULL;
        if (sr->status != STEP_OK) {
          verdict = step_status_name(sr->status);
          detail = sr->diag;
        } else if (sr->changed && sr->before && sr->after) {
          uint64_t key = tvf_hash_str(tvf_hash_str(tvf_hash_str(0, ps->name), sr->before), sr->after);
          const Memo *m = memo_find(key);
          if (!m) {
            PairHeader h = {ps->element, pipe_runner_expanded(r), k, seed};
            sb_clear(&pair);
            if (mlirx_make_pair(s, sr->before, sr->after, &h, &pair, &d) != TVF_OK) {
              memo_add(key, "invalid-ir-roundtrip", d.msg);
            } else {
              ValidateResult vr;
              validator_check_pair_text(val, pair.data, pair.len, seed, &vr);
              memo_add(key, vr.verdict_name, vr.detail);
              validate_result_free(&vr);
              validated++;
            }
            m = memo_find(key);
          }
          if (m) verdict = m->verdict, detail = m->detail;
          pairs++;
        }
        if (!verdict) continue;
        sb_clear(&line);
        sb_printf(&line, "%s %s %d %s %s", PRESETS[p], seed, k, ps->name, verdict);
        lines_push(&actual, line.data, line.len, NULL, 0);
        if (strcmp(verdict, "correct") != 0) {
          sb_printf(&details, "  %s: ", line.data);
          size_t n = detail ? strcspn(detail, "\n") : 0;
          sb_append(&details, detail ? detail : "", n > 200 ? 200 : n);
          sb_putc(&details, '\n');
        }
        int c = 0;
        while (c < nnames && strcmp(names[c], verdict) != 0)
          c++;
        if (c == nnames && nnames < 16) snprintf(names[nnames++], sizeof names[0], "%s", verdict);
        if (c < 16) counts[c]++;
        if (sr->status != STEP_OK) break;
      }
      pipe_result_free(&res);
      free(text);
    }
    pipe_runner_destroy(r);
  }
  printf("%zu lines, %ld changed steps, %ld pairs validated:", actual.n, pairs, validated);
  for (int c = 0; c < nnames; c++)
    printf(" %s %ld", names[c], counts[c]);
  printf("\n");
  TVF_CHECK(actual.n > 0);
  if (update) {
    char *old_text = sb_read_file(golden);
    Lines old = {0};
    lines_parse(&old, old_text);
    free(old_text);
    write_golden(golden, &actual, &old);
    lines_free(&old);
  } else {
    compare_golden(golden, &actual, &details);
  }
  lines_free(&actual);
  free(memo);
  sb_free(&line);
  sb_free(&pair);
  sb_free(&details);
  validator_destroy(val);
  mlirx_session_destroy(s);
  return tvf_test_report("memref-pipelines");
}
