/*
 * test_mutator_core.c: unit tests of the custom-mutator core (fuzz/engines/mutator_core.h) and of its
 * AFL++ wrapper (fuzz/engines/fz_afl_mutator.c, linked in statically; with a path argument the built
 * libtvf_afl_mutator.so is also loaded with dlopen and driven through the same ABI).
 *
 * Checked: determinism per seed, output bounded by max_size (canary bytes after the limit stay
 * untouched), no crash on random input of both kinds (garbage, truncated programs, tokens soup),
 * each structural MLIR edit is reachable and does what it says, parse-or-dummy, MLIR crossover
 * transplants an op, byte crossover stays within its inputs' material.
 */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz/engines/mutator_core.h"
#include "support/testhelp.h"

void *afl_custom_init(void *afl, unsigned int seed);
size_t afl_custom_fuzz(void *data, uint8_t *buf, size_t buf_size, uint8_t **out_buf, uint8_t *add_buf,
                       size_t add_buf_size, size_t max_size);
const char *afl_custom_describe(void *data, size_t max_description_len);
void afl_custom_deinit(void *data);

static const char *const PROG_A =
    "// header comment 1.0 tosa.add must not be touched\n"
    "func.func @main(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>, %h: tensor<4xf16>) -> tensor<2x3xf32> {\n"
    "  %c = \"tosa.const\"() <{values = dense<[1.0, -0.0, 2.5]> : tensor<3xf32>}> : () -> tensor<3xf32>\n"
    "  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>\n"
    "  %1 = tosa.reduce_sum %0 {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>\n"
    "  %2 = tosa.clamp %0 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>\n"
    "  %3 = tosa.exp %h : (tensor<4xf16>) -> tensor<4xf16>\n"
    "  %4 = tosa.transpose %2 {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>\n"
    "  return %2 : tensor<2x3xf32>\n"
    "}\n";

static const char *const PROG_B =
    "func.func @main(%x: tensor<2x3xf32>, %y: tensor<1x3xf32>) -> tensor<2x3xf32> {\n"
    "  %r = tosa.maximum %x, %y {nan_mode = IGNORE} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>\n"
    "  return %r : tensor<2x3xf32>\n"
    "}\n";

static const char *const PROG_LINALG =
    "#id = affine_map<(d0, d1) -> (d0, d1)>\n"
    "func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {\n"
    "  %e = tensor.empty() : tensor<2x3xf32>\n"
    "  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = [\"parallel\", \"parallel\"]} "
    "ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {\n"
    "  ^bb0(%x: f32, %y: f32, %o: f32):\n"
    "    %s = arith.subf %x, %y : f32\n"
    "    %c = arith.cmpf olt, %x, %y : f32\n"
    "    linalg.yield %s : f32\n"
    "  } -> tensor<2x3xf32>\n"
    "  return %0 : tensor<2x3xf32>\n"
    "}\n";

static uint64_t rs = 88172645463325252ull;
static uint64_t rnd(void) {
  rs ^= rs << 13;
  rs ^= rs >> 7;
  rs ^= rs << 17;
  return rs;
}

#define CANARY 0xA5
#define SLACK 64

/* Mutate a copy of in (n bytes) with max; check bound + canary. Returns new size; out gets bytes. */
static size_t mutate_checked(TvfMutKind k, const void *in, size_t n, size_t max, uint32_t seed, uint8_t **out,
                             const char **desc) {
  size_t cap = (n > max ? n : max) + SLACK;
  uint8_t *buf = malloc(cap);
  memset(buf, CANARY, cap);
  memcpy(buf, in, n);
  size_t r = tvf_mutate(k, buf, n, max, seed, desc);
  TVF_CHECK_MSG(r <= max, "size %zu > max %zu (kind %d seed %u)", r, max, (int)k, seed);
  bool canary_ok = true;
  for (size_t i = max; i < (n > max ? n : max) + SLACK && i < cap; i++)
    if (i >= n && buf[i] != CANARY) canary_ok = false;
  TVF_CHECK_MSG(canary_ok, "wrote past max_size (kind %d seed %u)", (int)k, seed);
  *out = buf;
  return r;
}

static void test_determinism(void) {
  const char *progs[] = {PROG_A, PROG_B, PROG_LINALG};
  int mismatches = 0;
  for (uint32_t seed = 1; seed < 600; seed++) {
    for (int p = 0; p < 3; p++) {
      uint8_t *x, *y;
      const char *d1, *d2;
      size_t n = strlen(progs[p]);
      size_t a = mutate_checked(TVF_MUT_MLIR, progs[p], n, 4096, seed, &x, &d1);
      size_t b = mutate_checked(TVF_MUT_MLIR, progs[p], n, 4096, seed, &y, &d2);
      if (a != b || memcmp(x, y, a) != 0 || strcmp(d1, d2) != 0) mismatches++;
      free(x);
      free(y);
    }
    uint8_t bytes[200];
    for (size_t i = 0; i < sizeof bytes; i++)
      bytes[i] = (uint8_t)(i * 37 + seed);
    uint8_t *x, *y;
    const char *d1, *d2;
    size_t a = mutate_checked(TVF_MUT_BYTES, bytes, sizeof bytes, 1024, seed, &x, &d1);
    size_t b = mutate_checked(TVF_MUT_BYTES, bytes, sizeof bytes, 1024, seed, &y, &d2);
    if (a != b || memcmp(x, y, a) != 0) mismatches++;
    free(x);
    free(y);
    /* Crossover too. */
    uint8_t o1[4096], o2[4096];
    size_t c1 = tvf_crossover(TVF_MUT_MLIR, (const uint8_t *)PROG_A, strlen(PROG_A), (const uint8_t *)PROG_B,
                              strlen(PROG_B), o1, sizeof o1, seed, NULL);
    size_t c2 = tvf_crossover(TVF_MUT_MLIR, (const uint8_t *)PROG_A, strlen(PROG_A), (const uint8_t *)PROG_B,
                              strlen(PROG_B), o2, sizeof o2, seed, NULL);
    if (c1 != c2 || memcmp(o1, o2, c1) != 0) mismatches++;
  }
  TVF_CHECK_EQ_INT(mismatches, 0);
}

/* Different seeds should give different mutations (not a constant function). */
static void test_variety(void) {
  int differ = 0;
  uint8_t *first = NULL;
  size_t fn = 0;
  for (uint32_t seed = 1; seed < 50; seed++) {
    uint8_t *x;
    const char *d;
    size_t n = mutate_checked(TVF_MUT_MLIR, PROG_A, strlen(PROG_A), 4096, seed, &x, &d);
    if (!first) {
      first = x;
      fn = n;
      continue;
    }
    if (n != fn || memcmp(first, x, n) != 0) differ++;
    free(x);
  }
  free(first);
  TVF_CHECK(differ > 40);
}

static bool has(const uint8_t *b, size_t n, const char *s) {
  size_t k = strlen(s);
  for (size_t i = 0; i + k <= n; i++)
    if (memcmp(b + i, s, k) == 0) return true;
  return false;
}

static void test_structural_edits(void) {
  int seen_swap = 0, seen_float = 0, seen_int = 0, seen_opnd = 0, seen_dup = 0, comment_touched = 0;
  int opnd_checked = 0, family_ok = 0;
  const char *header = "// header comment 1.0 tosa.add must not be touched\n";
  for (uint32_t seed = 1; seed < 3000; seed++) {
    uint8_t *x;
    const char *d;
    size_t n = mutate_checked(TVF_MUT_MLIR, PROG_A, strlen(PROG_A), 8192, seed, &x, &d);
    if (n < strlen(header) || memcmp(x, header, strlen(header)) != 0) comment_touched++;
    if (!strcmp(d, "op-swap")) {
      seen_swap++;
      /* tosa.add, tosa.reduce_sum or tosa.exp was replaced by a sibling. */
      if (!has(x, n, "tosa.add %a") || !has(x, n, "tosa.reduce_sum") || !has(x, n, "tosa.exp") ||
          has(x, n, "tosa.sub %a") || has(x, n, "tosa.maximum %a"))
        family_ok++;
    }
    if (!strcmp(d, "float-const")) {
      seen_float++;
    }
    if (!strcmp(d, "int-tweak")) seen_int++;
    if (!strcmp(d, "swap-operands")) {
      seen_opnd++;
      if (has(x, n, "tosa.add %b, %a : (tensor<1x3xf32>, tensor<2x3xf32>)")) opnd_checked++;
    }
    if (!strcmp(d, "dup-op")) {
      seen_dup++;
      TVF_CHECK(has(x, n, "%tvfd"));
    }
    free(x);
  }
  TVF_CHECK(seen_swap > 100);
  TVF_CHECK(seen_float > 100);
  TVF_CHECK(seen_int > 100);
  TVF_CHECK(seen_opnd > 100);
  TVF_CHECK(seen_dup > 100);
  TVF_CHECK_EQ_INT(comment_touched, 0);
  TVF_CHECK(opnd_checked > 0);
  TVF_CHECK_EQ_INT(family_ok, seen_swap);

  /* Width of hex literals follows the element type. */
  const char *h16 =
      "func.func @f(%a: tensor<2xf16>) -> tensor<2xf16> {\n"
      "  %c = \"tosa.const\"() <{values = dense<[1.5, 2.0]> : tensor<2xf16>}> : () -> tensor<2xf16>\n"
      "  return %c : tensor<2xf16>\n}\n";
  int bad = 0, hex = 0;
  for (uint32_t seed = 1; seed < 400; seed++) {
    uint8_t *x;
    const char *d;
    size_t n = mutate_checked(TVF_MUT_MLIR, h16, strlen(h16), 4096, seed, &x, &d);
    if (!strcmp(d, "float-const")) {
      for (size_t i = 0; i + 2 < n; i++)
        if (x[i] == '0' && x[i + 1] == 'x') {
          hex++;
          size_t k = i + 2;
          while (k < n && ((x[k] >= '0' && x[k] <= '9') || (x[k] >= 'A' && x[k] <= 'F')))
            k++;
          if (k - i - 2 != 4) bad++;
        }
    }
    free(x);
  }
  TVF_CHECK(hex > 10);
  TVF_CHECK_EQ_INT(bad, 0);

  /* Linalg: operands of ins(...) and cmpf predicates are edited too. */
  int ins_swapped = 0, pred = 0, arith_swap = 0;
  for (uint32_t seed = 1; seed < 1500; seed++) {
    uint8_t *x;
    const char *d;
    size_t n = mutate_checked(TVF_MUT_MLIR, PROG_LINALG, strlen(PROG_LINALG), 8192, seed, &x, &d);
    if (has(x, n, "ins(%b, %a : tensor<2x3xf32>, tensor<2x3xf32>)")) ins_swapped++;
    if (!has(x, n, "arith.cmpf olt") && has(x, n, "arith.cmpf ")) pred++;
    if (!has(x, n, "arith.subf") && !strcmp(d, "op-swap")) arith_swap++;
    free(x);
  }
  TVF_CHECK(ins_swapped > 0);
  TVF_CHECK(pred > 0);
  TVF_CHECK(arith_swap > 0);
}

static void test_dummy_and_garbage(void) {
  uint8_t *x;
  const char *d;
  size_t n = mutate_checked(TVF_MUT_MLIR, "hello world", 11, 4096, 7, &x, &d);
  TVF_CHECK_STREQ(d, "dummy");
  TVF_CHECK(has(x, n, "func.func @main"));
  free(x);
  /* Dummy does not fit: falls back to a small edit within max. */
  n = mutate_checked(TVF_MUT_MLIR, "hello", 5, 8, 7, &x, &d);
  TVF_CHECK(n <= 8 && n > 0);
  free(x);
  /* Empty input, both kinds. */
  n = mutate_checked(TVF_MUT_BYTES, "", 0, 16, 3, &x, &d);
  TVF_CHECK(n > 0 && n <= 16);
  free(x);
  n = mutate_checked(TVF_MUT_MLIR, "", 0, 4096, 3, &x, &d);
  TVF_CHECK(n > 0);
  free(x);
  /* max_size 0 and size > max_size. */
  uint8_t tiny[4] = {1, 2, 3, 4};
  TVF_CHECK_EQ_INT(tvf_mutate(TVF_MUT_BYTES, tiny, 4, 0, 1, NULL), 0);
  n = mutate_checked(TVF_MUT_MLIR, PROG_A, strlen(PROG_A), 50, 9, &x, &d);
  TVF_CHECK(n <= 50);
  free(x);
}

/* Random inputs of every flavour: never crash, always bounded (ASan checks the rest). */
static void test_random_inputs(void) {
  static const char *tokens[] = {"%0",
                                 " = ",
                                 "tosa.add",
                                 "tosa.const",
                                 "\"tosa.const\"()",
                                 "(",
                                 ")",
                                 "{",
                                 "}",
                                 "<",
                                 ">",
                                 ":",
                                 ",",
                                 " ",
                                 "\n",
                                 "0x7FC00000",
                                 "-1.5e+3",
                                 "42",
                                 "-",
                                 "tensor<2x3xf32>",
                                 "ins(",
                                 "outs(",
                                 "%a",
                                 "//",
                                 "\"",
                                 "arith.cmpf",
                                 "olt,",
                                 "nan_mode = ",
                                 "#map",
                                 "-> ",
                                 "0x",
                                 "1.",
                                 "e",
                                 "9999999999999999999999",
                                 "%x#1",
                                 "%r:2"};
  const size_t nt = sizeof tokens / sizeof *tokens;
  for (int it = 0; it < 6000; it++) {
    uint8_t in[2048];
    size_t n = 0;
    int flavour = (int)(rnd() % 3);
    if (flavour == 0) { /* garbage bytes */
      n = rnd() % sizeof in;
      for (size_t i = 0; i < n; i++)
        in[i] = (uint8_t)rnd();
    } else if (flavour == 1) { /* token soup */
      while (n < sizeof in - 64) {
        const char *t = tokens[rnd() % nt];
        size_t k = strlen(t);
        memcpy(in + n, t, k);
        n += k;
        if (rnd() % 50 == 0) break;
      }
    } else { /* truncated / chopped real programs */
      const char *p = it % 2 ? PROG_A : PROG_LINALG;
      size_t pl = strlen(p);
      size_t from = rnd() % pl, len = rnd() % (pl - from + 1);
      memcpy(in, p + from, len);
      n = len;
    }
    size_t max = 1 + rnd() % 3000;
    uint8_t *x;
    const char *d;
    size_t r = mutate_checked(it % 2 ? TVF_MUT_MLIR : TVF_MUT_BYTES, in, n, max, (uint32_t)rnd(), &x, &d);
    (void)r;
    free(x);
    /* Crossover with random partners and random bounds. */
    uint8_t out[3000 + SLACK];
    memset(out, CANARY, sizeof out);
    size_t om = 1 + rnd() % 3000;
    size_t c = tvf_crossover(it % 3 ? TVF_MUT_MLIR : TVF_MUT_BYTES, in, n, (const uint8_t *)PROG_B,
                             rnd() % (strlen(PROG_B) + 1), out, om, (uint32_t)rnd(), NULL);
    TVF_CHECK(c <= om);
    bool canary_ok = true;
    for (size_t i = om; i < om + SLACK; i++)
      if (out[i] != CANARY) canary_ok = false;
    TVF_CHECK(canary_ok);
  }
}

static void test_crossover(void) {
  /* PROG_B's maximum line has the same signature as PROG_A's add line: transplant. */
  int transplanted = 0;
  for (uint32_t seed = 1; seed < 200; seed++) {
    uint8_t out[8192];
    const char *d;
    size_t n = tvf_crossover(TVF_MUT_MLIR, (const uint8_t *)PROG_A, strlen(PROG_A), (const uint8_t *)PROG_B,
                             strlen(PROG_B), out, sizeof out, seed, &d);
    if (!strcmp(d, "op-transplant")) {
      transplanted++;
      TVF_CHECK(
          has(out, n, "%0 = tosa.maximum %a, %b {nan_mode = IGNORE} : (tensor<2x3xf32>, tensor<1x3xf32>)"));
    }
  }
  TVF_CHECK(transplanted == 199);
  /* Bytes: splice output is made of a's prefix and b's suffix. */
  uint8_t a[100], b[100], out[150];
  memset(a, 'a', sizeof a);
  memset(b, 'b', sizeof b);
  for (uint32_t seed = 1; seed < 300; seed++) {
    size_t n = tvf_crossover(TVF_MUT_BYTES, a, sizeof a, b, sizeof b, out, sizeof out, seed, NULL);
    TVF_CHECK(n <= sizeof out);
    bool only_ab = true;
    for (size_t i = 0; i < n; i++)
      if (out[i] != 'a' && out[i] != 'b') only_ab = false;
    TVF_CHECK(only_ab);
  }
}

static void test_families(void) {
  TVF_CHECK(tvf_mut_op_family("tosa.add", 8) >= 0);
  TVF_CHECK_EQ_INT(tvf_mut_op_family("tosa.add", 8), tvf_mut_op_family("tosa.sub", 8));
  TVF_CHECK(tvf_mut_op_family("tosa.mul", 8) < 0); /* has a shift operand: not swappable */
  TVF_CHECK(tvf_mut_op_family("arith.addf", 10) >= 0);
  TVF_CHECK_EQ_INT(tvf_mut_kind_from_name("mlir"), TVF_MUT_MLIR);
  TVF_CHECK_EQ_INT(tvf_mut_kind_from_name("bytes"), TVF_MUT_BYTES);
  TVF_CHECK_EQ_INT(tvf_mut_kind_from_name("x"), -1);
  TVF_CHECK_EQ_INT(tvf_mut_guess_kind((const uint8_t *)PROG_A, strlen(PROG_A)), TVF_MUT_MLIR);
  uint8_t bin[8] = {0, 1, 2, 200, 100, 3, 4, 5};
  TVF_CHECK_EQ_INT(tvf_mut_guess_kind(bin, sizeof bin), TVF_MUT_BYTES);
}

typedef void *(*InitFn)(void *, unsigned int);
typedef size_t (*FuzzFn)(void *, uint8_t *, size_t, uint8_t **, uint8_t *, size_t, size_t);
typedef const char *(*DescFn)(void *, size_t);
typedef void (*DeinitFn)(void *);

static void drive_afl(InitFn init, FuzzFn fuzz, DescFn describe, DeinitFn deinit, const char *who) {
  void *m = init(NULL, 1234);
  TVF_CHECK_MSG(m != NULL, "%s: init", who);
  if (!m) return;
  int described = 0;
  for (int i = 0; i < 500; i++) {
    uint8_t in[512];
    size_t n = strlen(PROG_A);
    memcpy(in, PROG_A, n > sizeof in ? sizeof in : n);
    n = n > sizeof in ? sizeof in : n;
    uint8_t *out = NULL;
    size_t max = 64 + (size_t)(i * 7 % 4000);
    size_t r = fuzz(m, in, n, &out, (uint8_t *)PROG_B, strlen(PROG_B), max);
    TVF_CHECK_MSG(r <= max && (r == 0 || out != NULL), "%s: fuzz bound", who);
    const char *desc = describe(m, 32);
    if (desc && !strncmp(desc, "tvf-mlir-", 9) && strlen(desc) < 32) described++;
  }
  TVF_CHECK_MSG(described == 500, "%s: describe %d", who, described);
  deinit(m);
}

int main(int argc, char **argv) {
  test_families();
  test_determinism();
  test_variety();
  test_structural_edits();
  test_dummy_and_garbage();
  test_crossover();
  test_random_inputs();
  drive_afl(afl_custom_init, afl_custom_fuzz, afl_custom_describe, afl_custom_deinit, "static");
  if (argc > 1) {
    void *h = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    TVF_CHECK_MSG(h != NULL, "dlopen %s: %s", argv[1], dlerror());
    if (h) {
      InitFn i;
      FuzzFn f;
      DescFn d;
      DeinitFn e;
      *(void **)&i = dlsym(h, "afl_custom_init");
      *(void **)&f = dlsym(h, "afl_custom_fuzz");
      *(void **)&d = dlsym(h, "afl_custom_describe");
      *(void **)&e = dlsym(h, "afl_custom_deinit");
      TVF_CHECK(i && f && d && e);
      if (i && f && d && e) drive_afl(i, f, d, e, argv[1]);
      dlclose(h);
    }
  }
  return tvf_test_report("fuzz/mutator-core");
}
