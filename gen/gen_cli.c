/*
 * gen_cli.c: `tvfuzz gen`, the command-line front end of the generator.
 *
 * Prints (or writes to --out DIR) programs for consecutive seeds, decodes a fuzzer input with
 * --bytes, dumps or loads the probability table, and with --stats generates many programs and
 * prints a coverage report instead of the programs. Every failure is reported as one line on
 * stderr; the exit code is 0 on success, 1 when generation or I/O fails, 2 on a usage error.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "gen/gen.h"
#include "support/hash.h"

static void usage(FILE *f) {
  fputs("usage: tvfuzz gen [options]\n"
        "Generate random valid MLIR 22 tosa or linalg/tensor programs.\n"
        "\n"
        "  --seed N               first seed (default 1); program i uses seed N+i\n"
        "  --count K              number of programs (default 1; 10000 with --stats)\n"
        "  --ops LIST             comma-separated op names to restrict productions to\n"
        "                         (e.g. add,mul,tosa.conv2d,linalg.generic)\n"
        "  --min-ops M / --max-ops M   productions per program (default 1 / 12)\n"
        "  --max-elements N       most elements per tensor (default 16)\n"
        "  --max-rank R           highest tensor rank 1..6 (default 4)\n"
        "  --max-dim D            largest fresh dimension (default 5)\n"
        "  --max-args N / --max-results N   (default 6 / 6)\n"
        "  --no-tosa-validate     also use element types only the verifier accepts\n"
        "  --out DIR              write DIR/prog-<seed>.mlir instead of printing\n"
        "  --bytes FILE           decode FILE as a fuzzer input instead of using a seed\n"
        "  --emit-bytes DIR       also write DIR/prog-<seed>.bin, a fuzzer input that replays the program\n"
        "  --probabilities FILE   load 'key = value' probabilities on top of the defaults\n"
        "  --dump-probabilities   print the probability table and exit\n"
        "  --stats                generate --count programs and print a coverage report\n"
        "  --trace                print every random decision to stderr\n"
        "  -h, --help             this text\n"
        "Programs printed to stdout are separated by a '// -----' line.\n",
        f);
}

static int parse_u64(const char *s, unsigned long long *out) {
  if (!s || !*s || *s == '-') return -1;
  char *end;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 0);
  if (*end || errno) return -1;
  *out = v;
  return 0;
}

static int parse_int(const char *opt, const char *s, int *out) {
  unsigned long long v;
  if (parse_u64(s, &v) < 0 || v > 0x7fffffff) {
    fprintf(stderr, "tvfuzz gen: bad value '%s' for %s\n", s ? s : "", opt);
    return -1;
  }
  *out = (int)v;
  return 0;
}

static int read_file(const char *path, StrBuf *b) {
  FILE *f = fopen(path, "rb");
  if (!f) return -1;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0)
    sb_append(b, buf, n);
  int err = ferror(f);
  fclose(f);
  return err || b->oom ? -1 : 0;
}

static int write_file(const char *path, const char *data, size_t len) {
  FILE *f = fopen(path, "wb");
  if (!f) return -1;
  size_t w = len ? fwrite(data, 1, len, f) : 0;
  int err = fclose(f);
  return (w != len || err) ? -1 : 0;
}

static int ensure_dir(const char *dir) {
  struct stat sb;
  if (stat(dir, &sb) == 0) return S_ISDIR(sb.st_mode) ? 0 : -1;
  return mkdir(dir, 0777) == 0 || errno == EEXIST ? 0 : -1;
}

typedef struct CliArgs {
  unsigned long long seed;
  int count; /* -1: not given */
  const char *out_dir;
  const char *bytes_file;
  const char *emit_dir;
  const char *prob_file;
  int dump, stats, trace;
} CliArgs;

/* Value of `--name value` or `--name=value`; advances *i. NULL if missing. */
static const char *opt_value(int argc, char **argv, int *i, const char *name) {
  const char *a = argv[*i];
  size_t n = strlen(name);
  if (strncmp(a, name, n) == 0 && a[n] == '=') return a + n + 1;
  if (*i + 1 >= argc) return NULL;
  return argv[++*i];
}

static int is_opt(const char *a, const char *name) {
  size_t n = strlen(name);
  return strncmp(a, name, n) == 0 && (a[n] == 0 || a[n] == '=');
}

static int parse_args(int argc, char **argv, GenOptions *o, CliArgs *a, int *exit_now) {
  *exit_now = -1;
  for (int i = 1; i < argc; i++) {
    const char *s = argv[i];
    const char *v;
#define VALUE(name)                                                                                          \
  do {                                                                                                       \
    v = opt_value(argc, argv, &i, name);                                                                     \
    if (!v) {                                                                                                \
      fprintf(stderr, "tvfuzz gen: %s needs a value\n", name);                                               \
      return -1;                                                                                             \
    }                                                                                                        \
  } while (0)
    if (!strcmp(s, "-h") || !strcmp(s, "--help")) {
      usage(stdout);
      *exit_now = 0;
      return 0;
    } else if (is_opt(s, "--seed")) {
      VALUE("--seed");
      if (parse_u64(v, &a->seed) < 0) {
        fprintf(stderr, "tvfuzz gen: bad value '%s' for --seed\n", v);
        return -1;
      }
    } else if (is_opt(s, "--count")) {
      VALUE("--count");
      if (parse_int("--count", v, &a->count) < 0) return -1;
    } else if (is_opt(s, "--ops")) {
      VALUE("--ops");
      Diag d;
      diag_init(&d);
      if (gen_options_set_ops(o, v, &d) != TVF_OK) {
        fprintf(stderr, "tvfuzz %s\n", d.msg);
        return -1;
      }
    } else if (is_opt(s, "--max-ops")) {
      VALUE("--max-ops");
      if (parse_int("--max-ops", v, &o->max_ops) < 0) return -1;
    } else if (is_opt(s, "--min-ops")) {
      VALUE("--min-ops");
      if (parse_int("--min-ops", v, &o->min_ops) < 0) return -1;
    } else if (is_opt(s, "--max-elements")) {
      VALUE("--max-elements");
      if (parse_int("--max-elements", v, &o->max_elements) < 0) return -1;
    } else if (is_opt(s, "--max-rank")) {
      VALUE("--max-rank");
      if (parse_int("--max-rank", v, &o->max_rank) < 0) return -1;
    } else if (is_opt(s, "--max-dim")) {
      VALUE("--max-dim");
      if (parse_int("--max-dim", v, &o->max_dim) < 0) return -1;
    } else if (is_opt(s, "--max-args")) {
      VALUE("--max-args");
      if (parse_int("--max-args", v, &o->max_args) < 0) return -1;
    } else if (is_opt(s, "--max-results")) {
      VALUE("--max-results");
      if (parse_int("--max-results", v, &o->max_results) < 0) return -1;
    } else if (!strcmp(s, "--no-tosa-validate")) {
      o->tosa_validate = false;
    } else if (is_opt(s, "--out")) {
      VALUE("--out");
      a->out_dir = v;
    } else if (is_opt(s, "--bytes")) {
      VALUE("--bytes");
      a->bytes_file = v;
    } else if (is_opt(s, "--emit-bytes")) {
      VALUE("--emit-bytes");
      a->emit_dir = v;
    } else if (is_opt(s, "--probabilities")) {
      VALUE("--probabilities");
      a->prob_file = v;
    } else if (!strcmp(s, "--dump-probabilities")) {
      a->dump = 1;
    } else if (!strcmp(s, "--stats")) {
      a->stats = 1;
    } else if (!strcmp(s, "--trace")) {
      a->trace = 1;
    } else {
      fprintf(stderr, "tvfuzz gen: unknown option '%s' (see tvfuzz gen --help)\n", s);
      return -1;
    }
#undef VALUE
  }
  return 0;
}

static int run_stats(const GenOptions *o, const CliArgs *a) {
  GenStats st;
  gen_stats_init(&st);
  StrBuf prog = STRBUF_INIT;
  Diag d;
  diag_init(&d);
  int count = a->count < 0 ? 10000 : a->count;
  uint64_t t0 = tvf_now_ns();
  int failed = 0;
  StrBuf rec = STRBUF_INIT; /* recording gives the size of the equivalent fuzzer input */
  for (int i = 0; i < count; i++) {
    sb_clear(&prog);
    sb_clear(&rec);
    GenChooser c;
    gen_chooser_init_seed(&c, a->seed + (unsigned long long)i);
    c.record = &rec;
    if (gen_program(&c, o, &prog, &st, &d) != TVF_OK) {
      fprintf(stderr, "tvfuzz gen: seed %llu: %s\n", a->seed + (unsigned long long)i, d.msg);
      failed = 1;
      break;
    }
  }
  st.ms = tvf_ms_since(t0);
  StrBuf rep = STRBUF_INIT;
  gen_stats_report(&st, &rep);
  fputs(sb_cstr(&rep), stdout);
  sb_free(&rep);
  sb_free(&prog);
  sb_free(&rec);
  gen_stats_free(&st);
  return failed;
}

int gen_main(int argc, char **argv) {
  GenOptions o;
  gen_options_default(&o);
  CliArgs a;
  memset(&a, 0, sizeof a);
  a.seed = 1;
  a.count = -1;
  int exit_now;
  if (parse_args(argc, argv, &o, &a, &exit_now) < 0) return 2;
  if (exit_now >= 0) return exit_now;
  Diag d;
  diag_init(&d);
  if (a.prob_file) {
    if (gen_probs_load_file(&o.probs, a.prob_file, &d) != TVF_OK) {
      fprintf(stderr, "tvfuzz %s\n", d.msg);
      return 2;
    }
    GenProbs def;
    gen_probs_default(&def);
    o.probs_custom = memcmp(&def, &o.probs, sizeof def) != 0;
  }
  if (a.dump) {
    StrBuf b = STRBUF_INIT;
    gen_probs_dump(&o.probs, &b);
    fputs(sb_cstr(&b), stdout);
    sb_free(&b);
    return 0;
  }
  if (gen_options_check(&o, &d) != TVF_OK) {
    fprintf(stderr, "tvfuzz %s\n", d.msg);
    return 2;
  }
  if (a.stats) return run_stats(&o, &a);
  if ((a.out_dir && ensure_dir(a.out_dir) < 0) || (a.emit_dir && ensure_dir(a.emit_dir) < 0)) {
    fprintf(stderr, "tvfuzz gen: cannot create directory '%s': %s\n", a.out_dir ? a.out_dir : a.emit_dir,
            strerror(errno));
    return 1;
  }
  StrBuf input = STRBUF_INIT, prog = STRBUF_INIT, rec = STRBUF_INIT, trace = STRBUF_INIT;
  int rc = 0;
  if (a.bytes_file && read_file(a.bytes_file, &input) < 0) {
    fprintf(stderr, "tvfuzz gen: cannot read '%s': %s\n", a.bytes_file, strerror(errno));
    sb_free(&input);
    return 1;
  }
  int count = a.bytes_file ? 1 : (a.count < 0 ? 1 : a.count);
  for (int i = 0; i < count && rc == 0; i++) {
    GenChooser c;
    unsigned long long seed = a.seed + (unsigned long long)i;
    if (a.bytes_file)
      gen_chooser_init_bytes(&c, (const uint8_t *)input.data, input.len);
    else
      gen_chooser_init_seed(&c, seed);
    sb_clear(&prog);
    sb_clear(&rec);
    sb_clear(&trace);
    if (a.emit_dir) c.record = &rec;
    if (a.trace) c.trace = &trace;
    if (gen_program(&c, &o, &prog, NULL, &d) != TVF_OK) {
      fprintf(stderr, "tvfuzz gen: %s\n", d.msg);
      rc = 1;
      break;
    }
    if (a.trace) fputs(sb_cstr(&trace), stderr);
    char name[64];
    if (a.bytes_file) {
      char hex[17];
      tvf_hash_hex(c.input_hash, hex);
      snprintf(name, sizeof name, "prog-%s", hex);
    } else {
      snprintf(name, sizeof name, "prog-%llu", seed);
    }
    if (a.out_dir) {
      StrBuf path = STRBUF_INIT;
      sb_printf(&path, "%s/%s.mlir", a.out_dir, name);
      if (write_file(sb_cstr(&path), prog.data, prog.len) < 0) {
        fprintf(stderr, "tvfuzz gen: cannot write '%s': %s\n", sb_cstr(&path), strerror(errno));
        rc = 1;
      }
      sb_free(&path);
    } else {
      if (i) fputs("// -----\n", stdout);
      fwrite(prog.data, 1, prog.len, stdout);
    }
    if (a.emit_dir && rc == 0) {
      StrBuf path = STRBUF_INIT;
      sb_printf(&path, "%s/%s.bin", a.emit_dir, name);
      if (write_file(sb_cstr(&path), rec.data ? rec.data : "", rec.len) < 0) {
        fprintf(stderr, "tvfuzz gen: cannot write '%s': %s\n", sb_cstr(&path), strerror(errno));
        rc = 1;
      }
      sb_free(&path);
    }
  }
  sb_free(&input);
  sb_free(&prog);
  sb_free(&rec);
  sb_free(&trace);
  if (fflush(stdout) != 0) rc = 1;
  return rc;
}
