/*
 * hash.h: stable 64-bit hashing (FNV-1a) for signatures, caches and file
 * names. Stable across runs and machines: never hash pointers.
 */
#ifndef TVF_SUPPORT_HASH_H
#define TVF_SUPPORT_HASH_H

#include <stddef.h>
#include <stdint.h>

#define TVF_HASH_INIT 0xcbf29ce484222325ull

uint64_t tvf_hash_bytes(uint64_t h, const void *p, size_t n);
uint64_t tvf_hash_str(uint64_t h, const char *s);
uint64_t tvf_hash_u64(uint64_t h, uint64_t v);
/* 16 lower-case hex digits + NUL into out[17]. */
void tvf_hash_hex(uint64_t h, char out[17]);

#endif
