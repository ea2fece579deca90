/*
 * fz_seedgen.c: build-time tool that writes fz_target_gen's seed corpus.
 *
 *   fz_seedgen OUTDIR COUNT SEED
 *
 * writes COUNT files into OUTDIR (created if missing). Even-numbered files replay a whole program
 * of the PRNG generator: the decision bytes recorded from gen_program_from_seed(SEED + i) (the
 * chooser's record mode), prefixed by the pipeline-selector byte i / 2. Odd-numbered files are 64 to
 * 512 random bytes from a splitmix64 stream seeded with SEED + i. Output depends on the arguments
 * only (and on the generator version for the recorded files). Exits 0 on success, 1 with a message
 * on bad arguments or an I/O error.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "gen/gen.h"

static uint64_t splitmix(uint64_t *s) {
  uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static int write_file(const char *path, const void *p, size_t n) {
  FILE *f = fopen(path, "wb");
  if (!f) return -1;
  size_t w = n ? fwrite(p, 1, n, f) : 0;
  int rc = fclose(f);
  return w == n && rc == 0 ? 0 : -1;
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: fz_seedgen OUTDIR COUNT SEED\n");
    return 1;
  }
  const char *dir = argv[1];
  long count = strtol(argv[2], NULL, 10);
  unsigned long long seed0 = strtoull(argv[3], NULL, 10);
  if (count < 1 || count > 100000) {
    fprintf(stderr, "fz_seedgen: COUNT must be 1..100000\n");
    return 1;
  }
  if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
    fprintf(stderr, "fz_seedgen: cannot create '%s': %s\n", dir, strerror(errno));
    return 1;
  }
  GenOptions o;
  gen_options_default(&o);
  StrBuf prog = STRBUF_INIT, rec = STRBUF_INIT;
  int rc = 0;
  for (long i = 0; i < count && rc == 0; i++) {
    uint64_t seed = seed0 + (uint64_t)i;
    StrBuf bytes = STRBUF_INIT;
    if (i % 2 == 0) {
      GenChooser c;
      gen_chooser_init_seed(&c, seed);
      sb_clear(&prog);
      sb_clear(&rec);
      c.record = &rec;
      Diag d;
      diag_init(&d);
      if (gen_program(&c, &o, &prog, NULL, &d) != TVF_OK) {
        fprintf(stderr, "fz_seedgen: generator failed on seed %llu: %s\n", (unsigned long long)seed, d.msg);
        rc = 1;
      }
      sb_putc(&bytes, (char)(i / 2));
      sb_append(&bytes, rec.data ? rec.data : "", rec.len);
    } else {
      uint64_t s = seed;
      size_t n = 64 + (size_t)(splitmix(&s) % 449);
      for (size_t k = 0; k < n; k++)
        sb_putc(&bytes, (char)(splitmix(&s) & 0xff));
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/seed-%04ld", dir, i);
    if (rc == 0 && (bytes.oom || write_file(path, bytes.data, bytes.len) != 0)) {
      fprintf(stderr, "fz_seedgen: cannot write '%s': %s\n", path, strerror(errno));
      rc = 1;
    }
    sb_free(&bytes);
  }
  sb_free(&prog);
  sb_free(&rec);
  return rc;
}
