/* SPDX-License-Identifier: GPL-2.0 */
/*
 * goldtrace: driver for the goldfish-style qemu_trace device of the goldtrace
 * emulator. Register map: shared/reference/android-qtrace-format.md section 13.2.
 *
 * Difference from Android's qemu_trace driver: every pointer written to the
 * device (paths, names, the argv buffer) is a kernel VIRTUAL address, which
 * goldtrace translates with the current page tables. Android's device read
 * most of them as if they were physical addresses.
 */
#ifndef GOLDTRACE_H
#define GOLDTRACE_H

#include <linux/types.h>

struct task_struct;
struct vm_area_struct;
struct mm_struct;

/* Page 0 (kernel) register byte offsets; index i is at 4 * i. */
#define GT_SWITCH		0x000	/* 0: next thread id */
#define GT_FORK			0x004	/* 1: child pid, new address space */
#define GT_EXECVE_VMSTART	0x00c	/* 3: latch */
#define GT_EXECVE_VMEND		0x010	/* 4: latch */
#define GT_EXECVE_OFFSET	0x014	/* 5: latch, bytes */
#define GT_EXECVE_EXEPATH	0x018	/* 6: path VA, pre-existing mapping */
#define GT_EXIT			0x01c	/* 7: exit code */
#define GT_CMDLINE		0x020	/* 8: argv buffer VA */
#define GT_CMDLINE_LEN		0x024	/* 9: latch */
#define GT_MMAP_EXEPATH		0x028	/* 10: path VA -> mmap record */
#define GT_INIT_PID		0x02c	/* 11: latch */
#define GT_INIT_NAME		0x030	/* 12: comm VA of a pre-existing task */
#define GT_CLONE		0x034	/* 13: child pid, shared address space */
#define GT_UNMAP_START		0x038	/* 14: latch */
#define GT_UNMAP_END		0x03c	/* 15: end -> munmap record */
#define GT_NAME			0x040	/* 16: name VA for the current task */
#define GT_TGID			0x044	/* 17: latch */
#define GT_DYN_SYM		0x0c8	/* 50: symbol name VA */
#define GT_DYN_SYM_ADDR		0x0cc	/* 51: latch */
#define GT_REMOVE_ADDR		0x0d0	/* 52: symbol address to remove */
#define GT_KALLSYMS_LEN		0x0d4	/* 53: latch, bytes (at most 64 KiB) */
#define GT_KALLSYMS		0x0d8	/* 54: VA of the next piece of /proc/kallsyms */
#define GT_ENABLE		0x190	/* 100: R/W tracing flag */

#define GT_PAGE_SIZE		0x1000	/* page 1 (user page) starts here */
#define GT_REGION_SIZE		0x2000

/*
 * AMBA PrimeCell peripheral ID answered at 0x1fe0-0x1fec (designer 0x47
 * 'G', part 0xd54, any revision); no Linux 6.1 driver claims it.
 */
#define GT_AMBA_ID		0x00047d54
#define GT_AMBA_MASK		0x000fffff

/* goldtrace_core.c: one call per event, each a locked register sequence. */
bool goldtrace_present(void);
void goldtrace_switch(struct task_struct *next);
void goldtrace_fork(struct task_struct *child, bool shares_mm);
void goldtrace_exec(struct task_struct *p, const char *filename);
void goldtrace_mmap(struct vm_area_struct *vma);
void goldtrace_munmap(unsigned long start, unsigned long end);
void goldtrace_exit(long code);
void goldtrace_name(const char *name);
void goldtrace_add_symbol(unsigned long addr, const char *name);
void goldtrace_remove_symbol(unsigned long addr);
void goldtrace_set_enabled(bool on);
bool goldtrace_enabled(void);
void goldtrace_init_task(struct task_struct *t);
void goldtrace_init_mappings(struct mm_struct *mm);
phys_addr_t goldtrace_user_page(void);

/* goldtrace_hooks.c: tracepoint probes. */
int goldtrace_hooks_register(void);
void goldtrace_hooks_unregister(void);
void goldtrace_dump_existing(void);

/* goldtrace_user.c: /sys/qemu_trace and /dev/qemu_trace. */
int goldtrace_user_register(void);
void goldtrace_user_unregister(void);

#ifdef MODULE
/*
 * goldtrace_core.c, module only: hands /proc/kallsyms to the device (the stock
 * kernel ships no symbols; see guest/armhf/README.md). Process context.
 */
void goldtrace_send_kallsyms(void);
#endif

#endif /* GOLDTRACE_H */
