/*
 * chooser.c: PRNG and byte-stream backends of GenChooser (see chooser.h).
 */
#include "gen/chooser.h"

#include <string.h>

#include "support/hash.h"

static uint64_t splitmix64(uint64_t *x) {
  uint64_t z = (*x += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

/* xoshiro256** by Blackman and Vigna (public domain reference algorithm). */
static uint64_t xoshiro_next(uint64_t s[4]) {
  uint64_t result = rotl(s[1] * 5, 7) * 9;
  uint64_t t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 45);
  return result;
}

void gen_chooser_init_seed(GenChooser *c, uint64_t seed) {
  memset(c, 0, sizeof *c);
  c->backend = GEN_BACKEND_PRNG;
  c->seed = seed;
  uint64_t x = seed;
  for (int i = 0; i < 4; i++)
    c->s[i] = splitmix64(&x);
}

void gen_chooser_init_bytes(GenChooser *c, const uint8_t *data, size_t len) {
  memset(c, 0, sizeof *c);
  c->backend = GEN_BACKEND_BYTES;
  c->bytes = len ? data : NULL;
  c->len = c->bytes ? len : 0;
  c->input_hash = tvf_hash_bytes(TVF_HASH_INIT, c->bytes, c->len);
}

size_t gen_chooser_consumed(const GenChooser *c) {
  if (c->backend == GEN_BACKEND_BYTES) return c->pos;
  return c->record ? c->record->len : 0;
}

/* Whole bytes needed to name every value in [0, n). */
static unsigned bytes_for(uint64_t n) {
  unsigned k = 0;
  for (uint64_t m = n - 1; m; m >>= 8)
    k++;
  return k;
}

static uint64_t read_bytes(GenChooser *c, unsigned k) {
  uint64_t v = 0;
  for (unsigned i = 0; i < k; i++) {
    v <<= 8;
    if (c->pos < c->len)
      v |= c->bytes[c->pos++];
    else
      c->exhausted = true;
  }
  return v;
}

static void record_bytes(GenChooser *c, uint64_t v, unsigned k) {
  if (!c->record) return;
  for (unsigned i = k; i-- > 0;)
    sb_putc(c->record, (char)(uint8_t)(v >> (8 * i)));
}

static void trace(GenChooser *c, const char *where, uint64_t v, uint64_t n) {
  if (!c->trace) return;
  sb_printf(c->trace, "%llu %s %llu/%llu\n", (unsigned long long)c->decisions, where ? where : "?",
            (unsigned long long)v, (unsigned long long)n);
}

/* Core: a value in [0, n) for 2 <= n <= 2^32. */
static uint64_t draw(GenChooser *c, uint64_t n, const char *where) {
  unsigned k = bytes_for(n);
  uint64_t v;
  if (c->backend == GEN_BACKEND_BYTES)
    v = read_bytes(c, k) % n;
  else
    v = xoshiro_next(c->s) % n; /* bias <= n / 2^64: negligible */
  record_bytes(c, v, k);
  trace(c, where, v, n);
  c->decisions++;
  return v;
}

uint32_t gen_upto(GenChooser *c, uint32_t n, const char *where) {
  if (n <= 1) return 0;
  return (uint32_t)draw(c, n, where);
}

int64_t gen_range(GenChooser *c, int64_t lo, int64_t hi, const char *where) {
  if (hi <= lo) return lo;
  uint64_t span = (uint64_t)hi - (uint64_t)lo + 1;
  if (span == 0 || span > (1ull << 32)) span = 1ull << 32;
  return (int64_t)((uint64_t)lo + draw(c, span, where));
}

bool gen_flip(GenChooser *c, unsigned percent, const char *where) {
  if (percent == 0) return false;
  if (percent >= 100) return true;
  bool r;
  if (c->backend == GEN_BACKEND_BYTES) {
    /* byte 0 (and exhaustion) means false; the top `percent` share of byte values means true */
    unsigned b = (unsigned)read_bytes(c, 1);
    r = (b * 100u) >> 8 >= 100u - percent;
  } else {
    r = xoshiro_next(c->s) % 100u < percent;
  }
  record_bytes(c, r ? 0xff : 0x00, 1);
  trace(c, where, r, 2);
  c->decisions++;
  return r;
}

uint32_t gen_pick_weighted(GenChooser *c, const uint32_t *weights, uint32_t n, const char *where) {
  uint64_t total = 0;
  uint32_t last = n;
  for (uint32_t i = 0; i < n; i++) {
    total += weights[i];
    if (weights[i]) last = i;
  }
  if (total == 0) return n;
  if (total > 0xffffffffull) total = 0xffffffffull; /* weights are small; keep the contract */
  uint64_t v = total > 1 ? draw(c, total, where) : 0;
  for (uint32_t i = 0; i < n; i++) {
    if (v < weights[i]) return i;
    v -= weights[i];
  }
  return last;
}

uint64_t gen_bits(GenChooser *c, unsigned nbits, const char *where) {
  if (nbits == 0) return 0;
  if (nbits > 64) nbits = 64;
  unsigned k = (nbits + 7) / 8;
  uint64_t mask = nbits == 64 ? ~0ull : ((1ull << nbits) - 1);
  uint64_t v;
  if (c->backend == GEN_BACKEND_BYTES)
    v = read_bytes(c, k) & mask;
  else
    v = xoshiro_next(c->s) & mask;
  record_bytes(c, v, k);
  trace(c, where, v, mask);
  c->decisions++;
  return v;
}
