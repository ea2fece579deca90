/*
 * memlimit.h: caps the address space of a child process.
 *
 * Workers, pipeline fork servers and execution children each run code that
 * may allocate without bound on a hostile input; a cap turns that into a
 * failed allocation (a finding) instead of a machine that swaps. Under
 * AddressSanitizer the cap is skipped: its shadow memory reserves terabytes
 * of address space, and any cap would make every process fail at start.
 */
#ifndef TVF_SUPPORT_MEMLIMIT_H
#define TVF_SUPPORT_MEMLIMIT_H

/* Limit this process's address space to mb MiB (0: no limit). Best effort:
 * a refused setrlimit leaves the process unlimited. */
void tvf_limit_address_space(unsigned long mb);

#endif
