/*
 * fsutil.c: file-system helpers (see fsutil.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "support/fsutil.h"

#include <errno.h>
#include <stdio.h>
#include <sys/stat.h>

bool tvf_mkdirs(const char *path) {
  char tmp[4096];
  snprintf(tmp, sizeof tmp, "%s", path);
  for (char *p = tmp + 1; *p; p++) {
    if (*p != '/') continue;
    *p = 0;
    if (mkdir(tmp, 0777) && errno != EEXIST) return false;
    *p = '/';
  }
  return !mkdir(tmp, 0777) || errno == EEXIST;
}
