// SPDX-License-Identifier: GPL-2.0
/*
 * goldtrace user interface: /sys/qemu_trace/{state,process_name,symbol}
 * (android-qtrace-format.md section 14.3) and /dev/qemu_trace, a misc device
 * whose mmap maps the device's user page (page 1).
 *
 * Android made the sysfs files mode 0666; the kernel refuses world-writable
 * sysfs attributes at build time, so they are 0644 here (root writes them).
 */
#include <linux/ctype.h>
#include <linux/fs.h>
#include <linux/kobject.h>
#include <linux/miscdevice.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/sysfs.h>

#include "goldtrace.h"

static ssize_t state_show(struct kobject *kobj, struct kobj_attribute *attr, char *buf)
{
	return sysfs_emit(buf, "%d\n", goldtrace_enabled() ? 1 : 0);
}

static ssize_t state_store(struct kobject *kobj, struct kobj_attribute *attr,
			   const char *buf, size_t count)
{
	if (count == 0)
		return -EINVAL;
	switch (buf[0]) {
	case '1':
		goldtrace_set_enabled(true);
		return count;
	case '0':
		goldtrace_set_enabled(false);
		return count;
	default:
		return -EINVAL;
	}
}

static ssize_t empty_show(struct kobject *kobj, struct kobj_attribute *attr, char *buf)
{
	return 0;
}

/* The whole buffer goes to NAME; the device strips one trailing newline. */
static ssize_t process_name_store(struct kobject *kobj, struct kobj_attribute *attr,
				  const char *buf, size_t count)
{
	char *name = kstrndup(buf, count, GFP_KERNEL);

	if (!name)
		return -ENOMEM;
	goldtrace_name(name);
	kfree(name);
	return count;
}

/*
 * "<hex addr> <name>[\n]" adds a symbol, "<hex addr>[\n]" removes one.
 * Lowercase hex digits only, no 0x prefix (as Android's parser).
 */
static ssize_t symbol_store(struct kobject *kobj, struct kobj_attribute *attr,
			    const char *buf, size_t count)
{
	unsigned long addr = 0;
	size_t i = 0, len;
	char *name;

	while (i < count && ((buf[i] >= '0' && buf[i] <= '9') || (buf[i] >= 'a' && buf[i] <= 'f'))) {
		if (i == 2 * sizeof(u32))
			return -EINVAL;
		addr = addr * 16 + (isdigit(buf[i]) ? buf[i] - '0' : buf[i] - 'a' + 10);
		i++;
	}
	if (i == 0)
		return -EINVAL;
	if (i == count || buf[i] == '\n' || buf[i] == '\0') {
		goldtrace_remove_symbol(addr);
		return count;
	}
	if (buf[i] != ' ')
		return -EINVAL;
	i++;
	len = count - i;
	if (len && buf[i + len - 1] == '\n')
		len--;
	if (!len)
		return -EINVAL;
	name = kstrndup(buf + i, len, GFP_KERNEL);
	if (!name)
		return -ENOMEM;
	goldtrace_add_symbol(addr, name);
	kfree(name);
	return count;
}

static struct kobj_attribute state_attr = __ATTR(state, 0644, state_show, state_store);
static struct kobj_attribute process_name_attr =
	__ATTR(process_name, 0644, empty_show, process_name_store);
static struct kobj_attribute symbol_attr = __ATTR(symbol, 0644, empty_show, symbol_store);

static struct attribute *gt_attrs[] = {
	&state_attr.attr,
	&process_name_attr.attr,
	&symbol_attr.attr,
	NULL,
};

static const struct attribute_group gt_group = {
	.attrs = gt_attrs,
};

/* One page, offset 0: the device's user page, uncached. */
static int gt_dev_mmap(struct file *file, struct vm_area_struct *vma)
{
	if (vma->vm_pgoff != 0 || vma->vm_end - vma->vm_start != PAGE_SIZE)
		return -EINVAL;
	vma->vm_page_prot = pgprot_noncached(vma->vm_page_prot);
	vma->vm_flags |= VM_IO | VM_DONTEXPAND | VM_DONTDUMP;
	return io_remap_pfn_range(vma, vma->vm_start, goldtrace_user_page() >> PAGE_SHIFT,
				  PAGE_SIZE, vma->vm_page_prot);
}

static const struct file_operations gt_dev_fops = {
	.owner = THIS_MODULE,
	.mmap = gt_dev_mmap,
};

static struct miscdevice gt_miscdev = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "qemu_trace",
	.fops = &gt_dev_fops,
	.mode = 0666,
};

static struct kobject *gt_kobj;

int goldtrace_user_register(void)
{
	int ret;

	gt_kobj = kobject_create_and_add("qemu_trace", NULL);
	if (!gt_kobj)
		return -ENOMEM;
	ret = sysfs_create_group(gt_kobj, &gt_group);
	if (ret)
		goto err_kobj;
	ret = misc_register(&gt_miscdev);
	if (ret)
		goto err_group;
	return 0;

err_group:
	sysfs_remove_group(gt_kobj, &gt_group);
err_kobj:
	kobject_put(gt_kobj);
	gt_kobj = NULL;
	return ret;
}

void goldtrace_user_unregister(void)
{
	misc_deregister(&gt_miscdev);
	sysfs_remove_group(gt_kobj, &gt_group);
	kobject_put(gt_kobj);
	gt_kobj = NULL;
}
