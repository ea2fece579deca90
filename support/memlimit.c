/* memlimit.c: see memlimit.h. */
#include "support/memlimit.h"

#include <sys/resource.h>

#if defined(__SANITIZE_ADDRESS__)
#define TVF_HAVE_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TVF_HAVE_ASAN 1
#endif
#endif

void tvf_limit_address_space(unsigned long mb) {
#ifndef TVF_HAVE_ASAN
  if (!mb) return;
  struct rlimit rl;
  rl.rlim_cur = rl.rlim_max = (rlim_t)mb * 1024 * 1024;
  (void)setrlimit(RLIMIT_AS, &rl);
#else
  (void)mb;
#endif
}
