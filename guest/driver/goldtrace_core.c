// SPDX-License-Identifier: GPL-2.0
/*
 * goldtrace core: the AMBA driver for the goldfish-style trace device and the
 * register sequences of every event (android-qtrace-format.md sections 13-14).
 *
 * Each sequence runs under one spinlock with interrupts off, so latched
 * registers (TGID, EXECVE_*, CMDLINE_LEN, UNMAP_START, DYN_SYM_ADDR) are never
 * interleaved. The device reads strings synchronously during the MMIO write,
 * so static buffers under the same lock are enough.
 */
#include <linux/amba/bus.h>
#include <linux/dcache.h>
#include <linux/err.h>
#include <linux/fs.h>
#include <linux/io.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/sched/mm.h>
#include <linux/spinlock.h>
#include <linux/string.h>
#include <linux/uaccess.h>

#include "goldtrace.h"

static void __iomem *gt_regs;	/* page 0; NULL until probe */
static phys_addr_t gt_phys;
static DEFINE_SPINLOCK(gt_lock);
static char gt_path[PAGE_SIZE];	/* d_path results */
static char gt_argv[PAGE_SIZE];	/* exec argv copy */

static inline void gt_write(unsigned int off, u32 val)
{
	writel(val, gt_regs + off);
}

/* Kernel virtual address of a string, as the device expects (see goldtrace.h). */
static inline u32 gt_va(const void *p)
{
	return (u32)(unsigned long)p;
}

bool goldtrace_present(void)
{
	return READ_ONCE(gt_regs) != NULL;
}

phys_addr_t goldtrace_user_page(void)
{
	return gt_phys + GT_PAGE_SIZE;
}

void goldtrace_switch(struct task_struct *next)
{
	unsigned long flags;

	if (!goldtrace_present())
		return;
	spin_lock_irqsave(&gt_lock, flags);
	gt_write(GT_SWITCH, task_pid_nr(next));
	spin_unlock_irqrestore(&gt_lock, flags);
}

void goldtrace_fork(struct task_struct *child, bool shares_mm)
{
	unsigned long flags;

	if (!goldtrace_present())
		return;
	spin_lock_irqsave(&gt_lock, flags);
	gt_write(GT_TGID, task_tgid_nr(child));
	gt_write(shares_mm ? GT_CLONE : GT_FORK, task_pid_nr(child));
	spin_unlock_irqrestore(&gt_lock, flags);
}

/* One mapping: the three latches, then the path. Caller holds gt_lock. */
static void gt_mapping_locked(struct vm_area_struct *vma, unsigned int path_reg)
{
	char *path;

	path = d_path(&vma->vm_file->f_path, gt_path, sizeof(gt_path));
	if (IS_ERR(path))
		return;
	gt_write(GT_EXECVE_VMSTART, vma->vm_start);
	gt_write(GT_EXECVE_VMEND, vma->vm_end);
	gt_write(GT_EXECVE_OFFSET, vma->vm_pgoff << PAGE_SHIFT);
	gt_write(path_reg, gt_va(path));
}

/*
 * Exec: the tracepoint fires after the new image is loaded, so the order the
 * trace readers expect (exec record, then name, then the new mappings) is
 * rebuilt here; the hooks suppress rename and mapping events while
 * current->in_execve is set.
 */
void goldtrace_exec(struct task_struct *p, const char *filename)
{
	struct mm_struct *mm = p->mm;
	struct vm_area_struct *vma;
	unsigned long flags, len = 0;
	ssize_t n;

	if (!goldtrace_present() || !mm)
		return;
	spin_lock_irqsave(&gt_lock, flags);
	/*
	 * argv as the new process sees it: the NUL-separated strings between
	 * arg_start and arg_end of its stack. The pages were just written by
	 * the exec, so a non-faulting copy works (probes may not sleep); if it
	 * does not, fall back to the filename alone.
	 */
	if (mm->arg_end > mm->arg_start) {
		len = min_t(unsigned long, mm->arg_end - mm->arg_start, sizeof(gt_argv));
		if (copy_from_user_nofault(gt_argv, (const void __user *)mm->arg_start, len))
			len = 0;
	}
	if (!len && filename) {
		n = strscpy(gt_argv, filename, sizeof(gt_argv));
		len = n < 0 ? sizeof(gt_argv) : n + 1;
	}
	if (len) {
		gt_argv[len - 1] = '\0';
		gt_write(GT_CMDLINE_LEN, len);
		gt_write(GT_CMDLINE, gt_va(gt_argv));
	}
	gt_write(GT_NAME, gt_va(p->comm));
	/* Nobody else can hold the brand-new mm's lock for long; never sleep. */
	if (mmap_read_trylock(mm)) {
		VMA_ITERATOR(vmi, mm, 0);

		for_each_vma(vmi, vma)
			if (vma->vm_file)
				gt_mapping_locked(vma, GT_MMAP_EXEPATH);
		mmap_read_unlock(mm);
	}
	spin_unlock_irqrestore(&gt_lock, flags);
}

void goldtrace_mmap(struct vm_area_struct *vma)
{
	unsigned long flags;

	if (!goldtrace_present() || !vma->vm_file)
		return;
	spin_lock_irqsave(&gt_lock, flags);
	gt_mapping_locked(vma, GT_MMAP_EXEPATH);
	spin_unlock_irqrestore(&gt_lock, flags);
}

void goldtrace_munmap(unsigned long start, unsigned long end)
{
	unsigned long flags;

	if (!goldtrace_present())
		return;
	spin_lock_irqsave(&gt_lock, flags);
	gt_write(GT_UNMAP_START, start);
	gt_write(GT_UNMAP_END, end);
	spin_unlock_irqrestore(&gt_lock, flags);
}

void goldtrace_exit(long code)
{
	unsigned long flags;

	if (!goldtrace_present())
		return;
	spin_lock_irqsave(&gt_lock, flags);
	gt_write(GT_EXIT, (u32)code);
	spin_unlock_irqrestore(&gt_lock, flags);
}

void goldtrace_name(const char *name)
{
	unsigned long flags;

	if (!goldtrace_present())
		return;
	spin_lock_irqsave(&gt_lock, flags);
	gt_write(GT_NAME, gt_va(name));
	spin_unlock_irqrestore(&gt_lock, flags);
}

void goldtrace_add_symbol(unsigned long addr, const char *name)
{
	unsigned long flags;

	if (!goldtrace_present())
		return;
	spin_lock_irqsave(&gt_lock, flags);
	gt_write(GT_DYN_SYM_ADDR, addr);
	gt_write(GT_DYN_SYM, gt_va(name));
	spin_unlock_irqrestore(&gt_lock, flags);
}

void goldtrace_remove_symbol(unsigned long addr)
{
	unsigned long flags;

	if (!goldtrace_present())
		return;
	spin_lock_irqsave(&gt_lock, flags);
	gt_write(GT_REMOVE_ADDR, addr);
	spin_unlock_irqrestore(&gt_lock, flags);
}

void goldtrace_set_enabled(bool on)
{
	unsigned long flags;

	if (!goldtrace_present())
		return;
	spin_lock_irqsave(&gt_lock, flags);
	gt_write(GT_ENABLE, on ? 1 : 0);
	spin_unlock_irqrestore(&gt_lock, flags);
}

bool goldtrace_enabled(void)
{
	return goldtrace_present() && readl(gt_regs + GT_ENABLE) != 0;
}

/* A task that existed before probe: its ids and name (kthread-name record). */
void goldtrace_init_task(struct task_struct *t)
{
	unsigned long flags;

	if (!goldtrace_present())
		return;
	spin_lock_irqsave(&gt_lock, flags);
	gt_write(GT_TGID, task_tgid_nr(t));
	gt_write(GT_INIT_PID, task_pid_nr(t));
	gt_write(GT_INIT_NAME, gt_va(t->comm));
	spin_unlock_irqrestore(&gt_lock, flags);
}

/* Executable file mappings of a pre-existing process; caller holds mmap lock. */
void goldtrace_init_mappings(struct mm_struct *mm)
{
	struct vm_area_struct *vma;
	unsigned long flags;
	VMA_ITERATOR(vmi, mm, 0);

	if (!goldtrace_present())
		return;
	for_each_vma(vmi, vma) {
		if (!vma->vm_file || !(vma->vm_flags & VM_EXEC))
			continue;
		spin_lock_irqsave(&gt_lock, flags);
		gt_mapping_locked(vma, GT_EXECVE_EXEPATH);
		spin_unlock_irqrestore(&gt_lock, flags);
	}
}

static int goldtrace_probe(struct amba_device *adev, const struct amba_id *id)
{
	void __iomem *regs;
	int ret;

	if (resource_size(&adev->res) < GT_REGION_SIZE) {
		dev_err(&adev->dev, "region %pR is smaller than two pages\n", &adev->res);
		return -EINVAL;
	}
	regs = devm_ioremap(&adev->dev, adev->res.start, GT_PAGE_SIZE);
	if (!regs)
		return -ENOMEM;
	gt_phys = adev->res.start;
	/* Publish last: every hook tests gt_regs first. */
	smp_store_release(&gt_regs, regs);

	goldtrace_dump_existing();
	ret = goldtrace_hooks_register();
	if (ret)
		goto err;
	ret = goldtrace_user_register();
	if (ret) {
		goldtrace_hooks_unregister();
		goto err;
	}
	dev_info(&adev->dev, "goldtrace trace device at %pa, tracing %s\n",
		 &gt_phys, goldtrace_enabled() ? "on" : "off");
	return 0;
err:
	WRITE_ONCE(gt_regs, NULL);
	dev_err(&adev->dev, "setup failed: %d\n", ret);
	return ret;
}

static const struct amba_id goldtrace_ids[] = {
	{ .id = GT_AMBA_ID, .mask = GT_AMBA_MASK },
	{ 0, 0 },
};

static struct amba_driver goldtrace_driver = {
	.drv = {
		.name = "goldtrace",
		/* Built in and hooked into the scheduler: never unbind. */
		.suppress_bind_attrs = true,
	},
	.id_table = goldtrace_ids,
	.probe = goldtrace_probe,
};
builtin_amba_driver(goldtrace_driver);

#ifdef MODULE
/*
 * The loadable build for the stock Debian armhf kernel (guest/armhf/build.sh).
 * builtin_amba_driver() gives it an init and no exit: once loaded, its probes
 * stay attached to the scheduler, so it cannot be unloaded. GPL: the
 * tracepoint API is exported GPL only. (module.h is included here, not at
 * the top, so the built-in object and its initcall's name stay as they were.)
 */
#include <linux/module.h>

#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/uio.h>

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("goldtrace: driver for the goldfish-style qemu_trace device");

/* The device reads at most this much per GT_KALLSYMS write. */
#define GT_KALLSYMS_CHUNK	(64 * 1024)

/*
 * Reads /proc/kallsyms (kallsyms_on_each_symbol is not exported to modules
 * in 6.1) and writes it to the device piece by piece; the tracer keeps it as
 * the trace's "kallsyms" file. The file has only a .proc_read (seq_read), so
 * kernel_read() refuses it ("kernel read not supported"): its seq_file is read
 * with seq_read_iter() into a kernel buffer instead. Runs from probe, in insmod's context: root,
 * so the addresses are real (kptr_restrict is 0). The buffer is kmalloc'ed:
 * lowmem is mapped in every page table, which the device reads through.
 */
void goldtrace_send_kallsyms(void)
{
	struct file *f;
	struct kiocb kiocb;
	struct iov_iter iter;
	struct kvec kv;
	unsigned long flags;
	size_t total = 0;
	ssize_t n;
	char *buf;

	if (!goldtrace_present())
		return;
	buf = kmalloc(GT_KALLSYMS_CHUNK, GFP_KERNEL);
	if (!buf)
		return;
	f = filp_open("/proc/kallsyms", O_RDONLY, 0);
	if (IS_ERR(f)) {
		pr_warn("goldtrace: cannot open /proc/kallsyms: %ld\n", PTR_ERR(f));
		kfree(buf);
		return;
	}
	init_sync_kiocb(&kiocb, f);
	for (;;) {
		kv.iov_base = buf;
		kv.iov_len = GT_KALLSYMS_CHUNK;
		iov_iter_kvec(&iter, READ, &kv, 1, GT_KALLSYMS_CHUNK);
		n = seq_read_iter(&kiocb, &iter);
		if (n <= 0)
			break;
		spin_lock_irqsave(&gt_lock, flags);
		gt_write(GT_KALLSYMS_LEN, n);
		gt_write(GT_KALLSYMS, gt_va(buf));
		spin_unlock_irqrestore(&gt_lock, flags);
		total += n;
	}
	if (n < 0)
		pr_warn("goldtrace: reading /proc/kallsyms failed: %zd\n", n);
	pr_info("goldtrace: %zu bytes of kernel symbols sent\n", total);
	filp_close(f, NULL);
	kfree(buf);
}
#endif
