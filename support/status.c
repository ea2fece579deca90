/*
 * status.c: status names and clocks shared by every module.
 */
#define _POSIX_C_SOURCE 200809L
#include "support/status.h"

#include <time.h>

const char *tvf_status_name(TvfStatus s) {
  switch (s) {
  case TVF_OK: return "ok";
  case TVF_EINPUT: return "invalid-input";
  case TVF_EUNSUPPORTED: return "unsupported";
  case TVF_ELIMIT: return "limit";
  case TVF_ETIMEOUT: return "timeout";
  case TVF_ENOMEM: return "out-of-memory";
  case TVF_EIO: return "io";
  case TVF_ECRASH: return "crash";
  case TVF_EINTERNAL: return "internal";
  }
  return "unknown";
}

uint64_t tvf_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

double tvf_ms_since(uint64_t start_ns) { return (double)(tvf_now_ns() - start_ns) / 1e6; }
