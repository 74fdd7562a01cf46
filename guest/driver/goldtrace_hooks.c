// SPDX-License-Identifier: GPL-2.0
/*
 * goldtrace hooks: Linux 6.1 tracepoint probes that feed the trace device.
 * No core kernel file is changed; the hooks Android patched into the kernel
 * (android-qtrace-format.md section 14.2) map onto tracepoints as follows:
 *
 *   context_switch()  -> sched_switch          SWITCH <- next pid
 *   do_fork()         -> sched_process_fork    TGID, then FORK or CLONE
 *   do_execve()       -> sched_process_exec    CMDLINE_LEN/CMDLINE, NAME, mmaps
 *   set_task_comm()   -> task_rename           NAME (current task only)
 *   do_exit()         -> sched_process_exit    EXIT <- exit_code
 *   mmap_region()     -> vma_store             file-backed VMAs of current->mm
 *   do_munmap()       -> sys_exit of munmap    UNMAP_START/UNMAP_END
 *
 * munmap: 6.1 has no tracepoint on the unmap path. vma_mas_szero fires only
 * when __vma_adjust trims a VMA (splits, merges), not for a plain munmap, and
 * exit_mmap only for the teardown at exit (the exit record covers that). The
 * raw sys_exit tracepoint does see every successful munmap(2) with its
 * arguments, so that is the hook; unmaps done inside other calls (MAP_FIXED
 * over a mapping, mremap, brk shrink) are not reported.
 *
 * vma_store also fires for splits, merges and mprotect: such events repeat a
 * mapping with its current range, which the trace readers treat as a mapping
 * of the same file again.
 */
#include <linux/mm.h>
#include <linux/binfmts.h>
#include <linux/ptrace.h>
#include <linux/rcupdate.h>
#include <linux/sched.h>
#include <linux/sched/mm.h>
#include <linux/sched/signal.h>
#include <linux/sched/task.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/tracepoint.h>
#include <asm/syscall.h>
#include <asm/unistd.h>
#include <trace/events/sched.h>
#include <trace/events/task.h>
#include <trace/events/mmap.h>	/* needs linux/mm.h first */
#include <trace/events/syscalls.h>

#include "goldtrace.h"

static void gt_probe_switch(void *data, bool preempt, struct task_struct *prev,
			    struct task_struct *next, unsigned int prev_state)
{
	goldtrace_switch(next);
}

/*
 * The tracepoint does not carry clone_flags. CLONE_VM is exactly "the child
 * got the parent's mm": copy_mm() shares it with CLONE_VM and duplicates it
 * otherwise. Kernel threads have no mm; kernel_thread() always passes
 * CLONE_VM (the child is PF_KTHREAD), user_mode_thread() never does.
 */
static void gt_probe_fork(void *data, struct task_struct *parent,
			  struct task_struct *child)
{
	bool shares_mm = child->mm == parent->mm &&
			 (child->mm || (child->flags & PF_KTHREAD));

	goldtrace_fork(child, shares_mm);
}

static void gt_probe_exec(void *data, struct task_struct *p, pid_t old_pid,
			  struct linux_binprm *bprm)
{
	goldtrace_exec(p, bprm->filename);
}

static void gt_probe_rename(void *data, struct task_struct *task, const char *comm)
{
	/* NAME applies to the current task; exec renames are sent by the exec hook. */
	if (task == current && !current->in_execve)
		goldtrace_name(comm);
}

static void gt_probe_exit(void *data, struct task_struct *p)
{
	goldtrace_exit(p->exit_code);
}

static void gt_probe_vma_store(void *data, struct maple_tree *mt,
			       struct vm_area_struct *vma)
{
	/*
	 * Mapping records apply to the current process; during exec the new
	 * image's mappings are sent after the exec record by the exec hook.
	 */
	if (vma->vm_file && vma->vm_mm == current->mm && !current->in_execve)
		goldtrace_mmap(vma);
}

static void gt_probe_sys_exit(void *data, struct pt_regs *regs, long ret)
{
	unsigned long start, len;

	if (ret != 0 || syscall_get_nr(current, regs) != __NR_munmap)
		return;
	/* r0 now holds the result; the first argument survives in ORIG_r0. */
	start = regs->ARM_ORIG_r0;
	len = regs->ARM_r1;
	if (!len || start + PAGE_ALIGN(len) < start)
		return;
	goldtrace_munmap(start, start + PAGE_ALIGN(len));
}

#ifndef MODULE
int goldtrace_hooks_register(void)
{
	int ret;

	ret = register_trace_sched_process_fork(gt_probe_fork, NULL);
	if (ret)
		return ret;
	ret = register_trace_sched_switch(gt_probe_switch, NULL);
	if (ret)
		goto err_switch;
	ret = register_trace_sched_process_exec(gt_probe_exec, NULL);
	if (ret)
		goto err_exec;
	ret = register_trace_task_rename(gt_probe_rename, NULL);
	if (ret)
		goto err_rename;
	ret = register_trace_sched_process_exit(gt_probe_exit, NULL);
	if (ret)
		goto err_exit;
	ret = register_trace_vma_store(gt_probe_vma_store, NULL);
	if (ret)
		goto err_vma;
	ret = register_trace_sys_exit(gt_probe_sys_exit, NULL);
	if (ret)
		goto err_sys;
	return 0;

err_sys:
	unregister_trace_vma_store(gt_probe_vma_store, NULL);
err_vma:
	unregister_trace_sched_process_exit(gt_probe_exit, NULL);
err_exit:
	unregister_trace_task_rename(gt_probe_rename, NULL);
err_rename:
	unregister_trace_sched_process_exec(gt_probe_exec, NULL);
err_exec:
	unregister_trace_sched_switch(gt_probe_switch, NULL);
err_switch:
	unregister_trace_sched_process_fork(gt_probe_fork, NULL);
	return ret;
}

void goldtrace_hooks_unregister(void)
{
	unregister_trace_sys_exit(gt_probe_sys_exit, NULL);
	unregister_trace_vma_store(gt_probe_vma_store, NULL);
	unregister_trace_sched_process_exit(gt_probe_exit, NULL);
	unregister_trace_task_rename(gt_probe_rename, NULL);
	unregister_trace_sched_process_exec(gt_probe_exec, NULL);
	unregister_trace_sched_switch(gt_probe_switch, NULL);
	unregister_trace_sched_process_fork(gt_probe_fork, NULL);
	tracepoint_synchronize_unregister();
}
#else /* MODULE */
/*
 * As a module in a stock kernel (guest/armhf): the register_trace_NAME()
 * helpers above need the tracepoint's symbol, and the kernel exports none of
 * these to modules. The module finds each one by name with
 * for_each_kernel_tracepoint() and attaches its probe with
 * tracepoint_probe_register(), both exported GPL (as LTTng does). Same
 * tracepoints, same order as built in.
 */
struct gt_hook {
	const char *name;
	void *probe;
	struct tracepoint *tp;
};

static struct gt_hook gt_hooks[] = {
	{ "sched_process_fork", gt_probe_fork },
	{ "sched_switch", gt_probe_switch },
	{ "sched_process_exec", gt_probe_exec },
	{ "task_rename", gt_probe_rename },
	{ "sched_process_exit", gt_probe_exit },
	{ "vma_store", gt_probe_vma_store },
	{ "sys_exit", gt_probe_sys_exit },
};

static void gt_find_tracepoint(struct tracepoint *tp, void *priv)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(gt_hooks); i++)
		if (!strcmp(tp->name, gt_hooks[i].name))
			gt_hooks[i].tp = tp;
}

int goldtrace_hooks_register(void)
{
	size_t i;
	int ret = 0;

	/* The probes' prototypes, checked as register_trace_NAME() checks them. */
	check_trace_callback_type_sched_process_fork(gt_probe_fork);
	check_trace_callback_type_sched_switch(gt_probe_switch);
	check_trace_callback_type_sched_process_exec(gt_probe_exec);
	check_trace_callback_type_task_rename(gt_probe_rename);
	check_trace_callback_type_sched_process_exit(gt_probe_exit);
	check_trace_callback_type_vma_store(gt_probe_vma_store);
	check_trace_callback_type_sys_exit(gt_probe_sys_exit);

	for_each_kernel_tracepoint(gt_find_tracepoint, NULL);
	for (i = 0; i < ARRAY_SIZE(gt_hooks); i++) {
		if (!gt_hooks[i].tp) {
			pr_err("goldtrace: this kernel has no tracepoint %s\n", gt_hooks[i].name);
			ret = -ENOENT;
			break;
		}
		ret = tracepoint_probe_register(gt_hooks[i].tp, gt_hooks[i].probe, NULL);
		if (ret)
			break;
	}
	if (!ret)
		return 0;
	while (i--)
		tracepoint_probe_unregister(gt_hooks[i].tp, gt_hooks[i].probe, NULL);
	tracepoint_synchronize_unregister();
	return ret;
}

void goldtrace_hooks_unregister(void)
{
	size_t i = ARRAY_SIZE(gt_hooks);

	while (i--)
		tracepoint_probe_unregister(gt_hooks[i].tp, gt_hooks[i].probe, NULL);
	tracepoint_synchronize_unregister();
}
#endif /* MODULE */

#define GT_MAX_INIT_PROCS 256

/*
 * At probe: every existing thread's ids and name (TGID, INIT_PID, INIT_NAME);
 * a process with an mm is followed by its executable file mappings
 * (EXECVE_VMSTART/VMEND/OFFSET, EXECVE_EXEPATH), as Android's driver did. Android kept a list of pids
 * forked before probe; walking the task list gives the same set. The walk starts
 * after init_task (pid 0, the idle task "swapper"), so it is named first, before
 * any task that it forked.
 */
void goldtrace_dump_existing(void)
{
	struct task_struct *g, *t, **procs;
	int i, n = 0;

	goldtrace_init_task(&init_task);
	procs = kcalloc(GT_MAX_INIT_PROCS, sizeof(*procs), GFP_KERNEL);
	rcu_read_lock();
	for_each_process_thread(g, t) {
		/* Leaders with an mm are named below, right before their mappings. */
		if (procs && t == g && n < GT_MAX_INIT_PROCS &&
		    !(t->flags & PF_KTHREAD) && t->mm) {
			get_task_struct(t);
			procs[n++] = t;
		} else {
			goldtrace_init_task(t);
		}
	}
	rcu_read_unlock();
	for (i = 0; i < n; i++) {
		struct mm_struct *mm = get_task_mm(procs[i]);

		goldtrace_init_task(procs[i]);

		if (mm) {
			mmap_read_lock(mm);
			goldtrace_init_mappings(mm);
			mmap_read_unlock(mm);
			mmput(mm);
		}
		put_task_struct(procs[i]);
	}
	kfree(procs);
#ifdef MODULE
	/* The stock kernel's symbols are part of what exists before probe. */
	goldtrace_send_kallsyms();
#endif
}
