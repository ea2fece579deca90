/*
 * fsutil.h: small file-system helpers shared by the CLI and the findings store.
 */
#ifndef TVF_SUPPORT_FSUTIL_H
#define TVF_SUPPORT_FSUTIL_H

#include <stdbool.h>

/* mkdir -p: create path and its missing parents. False (errno set) on failure;
 * existing directories are fine. */
bool tvf_mkdirs(const char *path);

#endif
