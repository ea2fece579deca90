/*
 * hash.c: FNV-1a 64-bit (see hash.h).
 */
#include "support/hash.h"

#include <stdio.h>
#include <string.h>

uint64_t tvf_hash_bytes(uint64_t h, const void *p, size_t n) {
  const unsigned char *b = p;
  for (size_t i = 0; i < n; i++) {
    h ^= b[i];
    h *= 0x100000001b3ull;
  }
  return h;
}

uint64_t tvf_hash_str(uint64_t h, const char *s) { return tvf_hash_bytes(h, s, strlen(s) + 1); }

uint64_t tvf_hash_u64(uint64_t h, uint64_t v) {
  unsigned char b[8];
  for (int i = 0; i < 8; i++) b[i] = (unsigned char)(v >> (8 * i));
  return tvf_hash_bytes(h, b, 8);
}

void tvf_hash_hex(uint64_t h, char out[17]) { snprintf(out, 17, "%016llx", (unsigned long long)h); }
