/* SPDX-License-Identifier: GPL-2.0 */
/*
 * gt-threads: user-space threads and a shared file mapping for the goldtrace
 * trace tests (issue 5, point 6). Built by guest/build.sh as a static armel
 * program without a C library (raw EABI system calls, about 2 KB): static glibc
 * made the image 660 KB, and unpacking it cost 3% of the boot's instructions.
 *
 * Usage: gt-threads THREADS ITERATIONS   (THREADS 1..4, ITERATIONS 1..1000000)
 *
 * Maps one page of /tmp/gt-threads.map (tmpfs) MAP_SHARED, forks a child that
 * writes its result into the page, starts THREADS threads (clone with CLONE_VM
 * and CLONE_THREAD, as pthread_create does: the trace driver reports CLONE with
 * this process's tgid) that write theirs, joins them (CLONE_CHILD_CLEARTID and
 * a futex wait), reaps the child and checks every value against the same
 * computation done here. Then it unmaps and removes the file. All work is
 * deterministic.
 *
 * Prints nothing and exits 0 when all is well, so the serial output stays the
 * same under goldtrace and QEMU; on a failure one line on stderr and exit 1
 * (usage errors: exit 2).
 */
#include <linux/fcntl.h>
#include <linux/mman.h>
#include <asm/unistd.h>
#include <linux/futex.h>
#include <linux/sched.h>

#define MAX_THREADS 4
#define MAX_ITERATIONS 1000000UL
#define SHARED_PATH "/tmp/gt-threads.map"
#define MAP_LEN 4096
#define CHILD_SEED 100u
#define THREAD_STACK 4096
#define SIGCHLD 17
#define STR(x) #x
#define XSTR(x) STR(x)

/* What pthread_create passes (glibc's clone flags), less CLONE_SETTLS. */
#define THREAD_FLAGS                                                        \
	(CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND | CLONE_THREAD |  \
	 CLONE_SYSVSEM | CLONE_PARENT_SETTID | CLONE_CHILD_CLEARTID)

typedef unsigned int u32;

/* The shared page: one result slot for the child, one per thread. */
struct shared {
	u32 child;
	u32 thread[MAX_THREADS];
};

struct job {
	struct shared *sh;
	u32 index;
	unsigned long iterations;
};

static struct job jobs[MAX_THREADS];
/* Thread ids: set by the kernel at clone, cleared (and futex-woken) at exit. */
static volatile int tids[MAX_THREADS];
static unsigned char stacks[MAX_THREADS][THREAD_STACK] __attribute__((aligned(16)));

int gt_main(int argc, char **argv);
long gt_clone(unsigned long flags, void *stack_top, volatile int *ptid,
	      volatile int *ctid);

/*
 * The two entry points below are ARM code. Built as Thumb (the armhf guest,
 * guest/armhf), calls into them must switch state: the linker turns a BL into
 * a BLX only when the target symbol is typed a function. The ARM build (armel)
 * needs no type and is left byte-for-byte as it was.
 */
#ifdef __thumb__
#define ARM_FUNCTION(name) ".type " #name ", %function\n"
#else
#define ARM_FUNCTION(name) ""
#endif

/*
 * Entry: argc at [sp], argv after it. Exit with gt_main's result.
 * gt_clone(flags, stack, ptid, ctid): the new thread starts on `stack`, whose
 * two words hold the argument and the function; it calls fn(arg) and ends with
 * exit(2) (this thread only), so the kernel clears *ctid and wakes a joiner.
 */
__asm__(".text\n"
	".arm\n"
	".global _start\n"
	ARM_FUNCTION(_start)
	"_start:\n"
	"	mov	fp, #0\n"
	"	mov	lr, #0\n"
	"	ldr	r0, [sp]\n"
	"	add	r1, sp, #4\n"
	"	bic	sp, sp, #7\n"
	"	bl	gt_main\n"
	"	mov	r7, #" XSTR(__NR_exit_group) "\n"
	"	svc	#0\n"
	"	b	.\n"
	".global gt_clone\n"
	ARM_FUNCTION(gt_clone)
	"gt_clone:\n"
	"	push	{r4, r7}\n"
	"	mov	r4, r3\n"
	"	mov	r3, #0\n"
	"	mov	r7, #" XSTR(__NR_clone) "\n"
	"	svc	#0\n"
	"	cmp	r0, #0\n"
	"	beq	1f\n"
	"	pop	{r4, r7}\n"
	"	bx	lr\n"
	"1:	mov	fp, #0\n"
	"	ldmia	sp!, {r0, r1}\n"
	"	blx	r1\n"
	"	mov	r7, #" XSTR(__NR_exit) "\n"
	"	svc	#0\n"
	"	b	.\n");

static long sys(long nr, long a, long b, long c, long d)
{
	register long r0 __asm__("r0") = a;
	register long r1 __asm__("r1") = b;
	register long r2 __asm__("r2") = c;
	register long r3 __asm__("r3") = d;
	register long r7 __asm__("r7") = nr;

	__asm__ volatile("svc #0"
			 : "+r"(r0)
			 : "r"(r1), "r"(r2), "r"(r3), "r"(r7)
			 : "memory");
	return r0;
}

static long sys6(long nr, long a, long b, long c, long d, long e, long f)
{
	register long r0 __asm__("r0") = a;
	register long r1 __asm__("r1") = b;
	register long r2 __asm__("r2") = c;
	register long r3 __asm__("r3") = d;
	register long r4 __asm__("r4") = e;
	register long r5 __asm__("r5") = f;
	register long r7 __asm__("r7") = nr;

	__asm__ volatile("svc #0"
			 : "+r"(r0)
			 : "r"(r1), "r"(r2), "r"(r3), "r"(r4), "r"(r5), "r"(r7)
			 : "memory");
	return r0;
}

static void put(const char *s)
{
	long n = 0;

	while (s[n])
		n++;
	sys(__NR_write, 2, (long)s, n, 0);
}

/* "gt-threads: WHAT 0xVALUE" on stderr; returns 1 for `return fail(...)`. */
static int fail(const char *what, u32 value)
{
	char hex[12] = "0x00000000\n";
	int i;

	for (i = 0; i < 8; i++)
		hex[9 - i] = "0123456789abcdef"[(value >> (4 * i)) & 15];
	put("gt-threads: ");
	put(what);
	put(" ");
	put(hex);
	return 1;
}

/* A small deterministic mix: an LCG folded into a rotating accumulator. */
static u32 work(u32 seed, unsigned long iterations)
{
	u32 x = seed * 2654435761u + 1u, acc = seed;
	unsigned long i;

	for (i = 0; i < iterations; i++) {
		x = x * 1103515245u + 12345u;
		acc ^= x >> 7;
		acc = (acc << 3) | (acc >> 29);
	}
	return acc;
}

static int thread_main(struct job *j)
{
	j->sh->thread[j->index] = work(j->index + 1u, j->iterations);
	return 0;
}

/* Decimal in 1..max, nothing else. */
static int parse(const char *s, unsigned long max, unsigned long *out)
{
	unsigned long v = 0;

	if (!*s)
		return 0;
	for (; *s; s++) {
		if (*s < '0' || *s > '9' || v > max)
			return 0;
		v = v * 10 + (unsigned long)(*s - '0');
	}
	*out = v;
	return v >= 1 && v <= max;
}

/* Negative results in -4095..-1 are errors (-errno). */
static int is_err(long r)
{
	return (unsigned long)r >= -4095UL;
}

int gt_main(int argc, char **argv)
{
	unsigned long nthreads, iterations, i;
	struct shared *sh;
	long fd, r;
	int status = -1;

	if (argc != 3 || !parse(argv[1], MAX_THREADS, &nthreads) ||
	    !parse(argv[2], MAX_ITERATIONS, &iterations)) {
		put("usage: gt-threads THREADS(1..4) ITERATIONS(1..1000000)\n");
		return 2;
	}

	fd = sys(__NR_openat, AT_FDCWD, (long)SHARED_PATH, O_RDWR | O_CREAT | O_TRUNC,
		 0600);
	if (is_err(fd))
		return fail("open " SHARED_PATH, (u32)-fd);
	r = sys(__NR_ftruncate, fd, MAP_LEN, 0, 0);
	if (is_err(r))
		return fail("ftruncate", (u32)-r);
	r = sys6(__NR_mmap2, 0, MAP_LEN, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	if (is_err(r))
		return fail("mmap", (u32)-r);
	sh = (struct shared *)r;
	sys(__NR_close, fd, 0, 0, 0);

	/* fork(): clone with only the exit signal, on the same stack. */
	r = sys6(__NR_clone, SIGCHLD, 0, 0, 0, 0, 0);
	if (is_err(r))
		return fail("fork", (u32)-r);
	if (r == 0) {
		sh->child = work(CHILD_SEED, iterations);
		sys(__NR_exit_group, 0, 0, 0, 0);
	}

	for (i = 0; i < nthreads; i++) {
		void **top = (void **)(stacks[i] + THREAD_STACK) - 2;

		jobs[i].sh = sh;
		jobs[i].index = i;
		jobs[i].iterations = iterations;
		top[0] = &jobs[i];
		top[1] = (void *)thread_main;
		r = gt_clone(THREAD_FLAGS, top, &tids[i], &tids[i]);
		if (is_err(r))
			return fail("clone", (u32)-r);
	}
	for (i = 0; i < nthreads; i++) {
		int tid;

		while ((tid = tids[i]) != 0)
			sys6(__NR_futex, (long)&tids[i], FUTEX_WAIT, tid, 0, 0, 0);
	}
	r = sys(__NR_wait4, -1, (long)&status, 0, 0);
	if (is_err(r))
		return fail("wait4", (u32)-r);
	if (status != 0)
		return fail("child status", (u32)status);

	/* The child's and the threads' writes must all be visible here. */
	if (sh->child != work(CHILD_SEED, iterations))
		return fail("child result", sh->child);
	for (i = 0; i < nthreads; i++) {
		if (sh->thread[i] != work(i + 1u, iterations))
			return fail("thread result", sh->thread[i]);
	}
	r = sys(__NR_munmap, (long)sh, MAP_LEN, 0, 0);
	if (is_err(r))
		return fail("munmap", (u32)-r);
	r = sys(__NR_unlinkat, AT_FDCWD, (long)SHARED_PATH, 0, 0);
	if (is_err(r))
		return fail("unlink", (u32)-r);
	return 0;
}
