/* mmu_probe: QEMU's short-descriptor translation on -M virt -cpu cortex-a15,neon=off.
 *
 * Builds page tables covering every descriptor type (sections with each AP, XN, PXN,
 * nG, Manager, no-access and reserved domains, invalid entries, supersections with and
 * without extended base bits, small and large pages, page tables with PXN, in a
 * no-access domain, outside memory), turns the MMU on, and prints for each test
 * address (see README.md):
 *   M PA VALUE                       a page-table word it wrote
 *   R SCTLR TTBCR TTBR0 TTBR1 DACR   the registers of the lines that follow
 *   A VA PAR*4                       PAR after ATS1CPR, ATS1CPW, ATS1CUR, ATS1CUW
 *   X VA DFSR DFAR PAR DFSR          an ATS1CPR that took a Data Abort instead (PAR
 *                                    untouched), and the DFSR of the same ATS1CUW
 *   D VA+0x100 W DFSR DFAR | ok      a PL1 load (W 0) or store (W 1) there
 *   I VA IFSR IFAR | ok              a PL1 branch there (the target holds bx lr)
 *   d ..., i ...                     the same at PL0 (User mode)
 * in phases: base, TTBR1 outside memory (TTBCR.N 1), TTBR1 valid, SCTLR.AFE,
 * SCTLR.WXN then UWXN (fetches only), PL0 (loads, stores, branches). */
typedef unsigned int u32;
volatile u32 undef_flag;
volatile u32 fault_rec[3];
#define UART ((volatile u32 *)0x09000000)
static void putc_(char c) { *UART = c; }
static void puts_(const char *s) { while (*s) putc_(*s++); }
static void hex(u32 v) { for (int i = 28; i >= 0; i -= 4) putc_("0123456789abcdef"[(v >> i) & 15]); }
#define MRC(op1, n, m, op2) ({ u32 v_; __asm__ volatile("mrc p15, " #op1 ", %0, c" #n ", c" #m ", " #op2 : "=r"(v_)); v_; })
#define MCR(op1, n, m, op2, v) __asm__ volatile("mcr p15, " #op1 ", %0, c" #n ", c" #m ", " #op2 "\n isb" :: "r"(v) : "memory")
void psci_off(void);
void main_after_user(void) { puts_("END\n"); psci_off(); }

#define L1 0x40100000u
#define L1B 0x40108000u
#define T2A 0x40104000u
#define T2B 0x40104400u
#define T2C 0x40104800u
#define T2D 0x40104c00u
#define OUTSIDE 0x50000000u
#define TARGET 0x40400000u

static void mem(u32 pa, u32 v) { *(volatile u32 *)pa = v; puts_("M "); hex(pa); putc_(' '); hex(v); putc_('\n'); }
static void l1(u32 base, u32 va, u32 d) { mem(base | ((va >> 18) & 0x3ffc), d); }
static void l2(u32 t, u32 va, u32 d) { mem(t | ((va >> 10) & 0x3fc), d); }
static u32 sec(u32 pa, u32 ap, u32 dom) { return (pa & 0xfff00000) | (ap & 3) << 10 | (ap >> 2) << 15 | dom << 5 | 2; }
static u32 pg(u32 pa, u32 ap) { return (pa & 0xfffff000) | (ap & 3) << 4 | (ap >> 2) << 9 | 2; }
static u32 lg(u32 pa, u32 ap) { return (pa & 0xffff0000) | (ap & 3) << 4 | (ap >> 2) << 9 | 1; }

static void regs(void) {
    puts_("R "); hex(MRC(0, 1, 0, 0)); putc_(' '); hex(MRC(0, 2, 0, 2)); putc_(' '); hex(MRC(0, 2, 0, 0));
    putc_(' '); hex(MRC(0, 2, 0, 1)); putc_(' '); hex(MRC(0, 3, 0, 0)); putc_('\n');
}
static void ats(u32 va) {
    u32 p[4];
    fault_rec[2] = 0;
    MCR(0, 5, 0, 0, 0u); MCR(0, 7, 4, 0, 0x12345678u);
    MCR(0, 7, 8, 0, va); p[0] = MRC(0, 7, 4, 0);
    if (fault_rec[2]) { puts_("X "); hex(va); putc_(' '); hex(fault_rec[0]); putc_(' '); hex(fault_rec[1]); putc_(' '); hex(p[0]);
        fault_rec[2] = 0; MCR(0, 5, 0, 0, 0u); MCR(0, 7, 8, 3, va);
        putc_(' '); hex(fault_rec[0]); putc_('\n'); return; }
    MCR(0, 7, 8, 1, va); p[1] = MRC(0, 7, 4, 0);
    MCR(0, 7, 8, 2, va); p[2] = MRC(0, 7, 4, 0);
    MCR(0, 7, 8, 3, va); p[3] = MRC(0, 7, 4, 0);
    puts_("A "); hex(va); for (int i = 0; i < 4; i++) { putc_(' '); hex(p[i]); } putc_('\n');
}
static int pl0;
static void data(u32 va) {
    for (int w = 0; w < 2; w++) {
        fault_rec[2] = 0;
        if (!pl0) { MCR(0, 5, 0, 0, 0u); MCR(0, 6, 0, 0, 0u); }
        if (w) __asm__ volatile("str %0, [%1]" :: "r"(0x5a5a5a5au), "r"(va + 0x100) : "memory");
        else { u32 v; __asm__ volatile("ldr %0, [%1]" : "=r"(v) : "r"(va + 0x100) : "memory"); }
        puts_(pl0 ? "d " : "D "); hex(va + 0x100); putc_(w ? '1' : '0'); putc_(' ');
        if (fault_rec[2]) { hex(fault_rec[0]); putc_(' '); hex(fault_rec[1]); } else puts_("ok");
        putc_('\n');
    }
}
static void fetch(u32 va) {
    fault_rec[2] = 0;
    __asm__ volatile("blx %0" :: "r"(va) : "r0", "r1", "r2", "r3", "r12", "lr", "memory");
    puts_("I "); hex(va); putc_(' ');
    if (fault_rec[2]) { hex(fault_rec[0]); putc_(' '); hex(fault_rec[1]); } else puts_("ok");
    putc_('\n');
}
static void all(u32 va) { ats(va); data(va); fetch(va); }
void user_fetch(u32 va);
void user_enter(void (*f)(void));
static const u32 vas[] = {
    0x10000000, 0x10100000, 0x10200000, 0x10300000, 0x10400000, 0x10500000, 0x10600000, 0x10700000,
    0x10800000, 0x10900000, 0x10a00000, 0x10b00000, 0x10c00000, 0x10d00000, 0x10e00000, 0x10f00000,
    0x11000000, 0x20abc000, 0x21000000, 0x30000000, 0x30001000, 0x30002000, 0x30003000, 0x30004000, 0x30005000,
    0x30006000, 0x30007000, 0x30008000, 0x30009000, 0x3000a000, 0x30015000, 0x30027000, 0x30100000,
    0x30200000, 0x30300000, 0x30400000, 0x80000000, 0xc0000000, 0x21abc000,
};
#define NVAS ((int)(sizeof vas / sizeof vas[0]))
/* PL0: loads, stores and branches. */
static void user_tests(void) {
    pl0 = 1;
    for (int i = 0; i < NVAS; i++) {
        data(vas[i]);
        fault_rec[2] = 0;
        user_fetch(vas[i]);
        puts_("i "); hex(vas[i]); putc_(' ');
        if (fault_rec[2]) { hex(fault_rec[0]); putc_(' '); hex(fault_rec[1]); } else puts_("ok");
        putc_('\n');
    }
}

int main(void) {
    for (u32 i = 0; i < 16; i++) *(volatile u32 *)(TARGET + (i << 12)) = 0xe12fff1e; /* bx lr */
    *(volatile u32 *)0x41000000 = 0xe12fff1e; *(volatile u32 *)0x41abc000 = 0xe12fff1e;
    /* Identity sections: code and data, tables, the UART. */
    l1(L1, 0x40000000, sec(0x40000000, 3, 0));
    l1(L1, 0x40100000, sec(0x40100000, 3, 0));
    l1(L1, 0x40400000, sec(0x40400000, 3, 0));
    l1(L1, 0x09000000, sec(0x09000000, 3, 0) | 1 << 4);
    /* Sections at 0x10000000 + i MiB. */
    for (u32 ap = 0; ap < 8; ap++) l1(L1, 0x10000000 + (ap << 20), sec(TARGET, ap, 1));
    l1(L1, 0x10800000, sec(TARGET, 3, 1) | 1 << 4);          /* XN */
    l1(L1, 0x10900000, sec(TARGET, 3, 1) | 3);               /* PXN */
    l1(L1, 0x10a00000, sec(TARGET, 3, 1) | 1 << 17);         /* nG */
    l1(L1, 0x10b00000, sec(TARGET, 3, 2) | 1 << 4);          /* manager, XN */
    l1(L1, 0x10c00000, sec(TARGET, 0, 2) | 1);               /* manager, AP 0, PXN */
    l1(L1, 0x10d00000, sec(TARGET, 3, 3));                   /* no access domain */
    l1(L1, 0x10e00000, sec(TARGET, 3, 4));                   /* reserved domain */
    l1(L1, 0x10f00000, 0xf << 5);                            /* invalid */
    l1(L1, 0x11000000, sec(TARGET, 5, 1) | 1);               /* PXN, AP 5 */
    for (u32 i = 0; i < 16; i++)                             /* supersection, dom field 3 */
        l1(L1, 0x20000000 + (i << 20), 0x41000000 | 1 << 18 | 2 << 10 | 3 << 5 | 2);
    for (u32 i = 0; i < 16; i++)                             /* supersection, no extended base */
        l1(L1, 0x21000000 + (i << 20), 0x41000000 | 1 << 18 | 3 << 10 | 2);
    /* Page tables. */
    l1(L1, 0x30000000, T2A | 1 << 5 | 1);
    for (u32 ap = 0; ap < 8; ap++) l2(T2A, 0x30000000 + (ap << 12), pg(TARGET, ap));
    l2(T2A, 0x30008000, pg(TARGET, 3) | 1);                  /* small, XN (type 3) */
    l2(T2A, 0x30009000, pg(TARGET, 3) | 1 << 11);            /* small, nG */
    for (u32 i = 0; i < 16; i++) l2(T2A, 0x30010000 + (i << 12), lg(TARGET, 2) | 1 << 15);
    for (u32 i = 0; i < 16; i++) l2(T2A, 0x30020000 + (i << 12), lg(TARGET, 3));
    l1(L1, 0x30100000, T2B | 1 << 5 | 1 << 2 | 1);           /* PXN table */
    l2(T2B, 0x30100000, pg(TARGET, 3));
    l1(L1, 0x30200000, T2C | 3 << 5 | 1);                    /* no-access domain */
    l1(L1, 0x30300000, OUTSIDE | 1 << 5 | 1);                /* L2 outside memory */
    l1(L1, 0x30400000, T2D | 2 << 5 | 1);                    /* manager */
    l2(T2D, 0x30400000, pg(TARGET, 0) | 1);
    /* TTBR1's table for phase 3. */
    l1(L1B, 0xc0000000, sec(TARGET, 3, 1));
    l1(L1B, 0x40000000, sec(0x40000000, 3, 0));              /* not used: below the split */

    u32 dacr = 0x55555555u & ~(0xffu << 4);
    dacr |= 1 << 2 | 3 << 4 | 0 << 6 | 2 << 8;
    MCR(0, 2, 0, 0, L1); MCR(0, 2, 0, 1, 0u); MCR(0, 2, 0, 2, 0u); MCR(0, 3, 0, 0, dacr);
    MCR(0, 8, 7, 0, 0u);
    MCR(0, 1, 0, 0, MRC(0, 1, 0, 0) | 1u);
    const int n = NVAS;
    puts_("PHASE base\n"); regs();
    for (int i = 0; i < n; i++) all(vas[i]);
    MCR(0, 2, 0, 2, 1u); MCR(0, 2, 0, 1, OUTSIDE); MCR(0, 8, 7, 0, 0u);
    puts_("PHASE ttbr1-outside\n"); regs();
    ats(0x80000000); ats(0xc0000000); ats(0x10300000); data(0xc0000000);
    MCR(0, 2, 0, 1, L1B); MCR(0, 8, 7, 0, 0u);
    puts_("PHASE ttbr1\n"); regs();
    ats(0xc0000000); ats(0x10300000); ats(0x80000000);
    MCR(0, 2, 0, 2, 0u); MCR(0, 8, 7, 0, 0u);
    MCR(0, 1, 0, 0, MRC(0, 1, 0, 0) | 1u << 29);
    puts_("PHASE afe\n"); regs();
    for (int i = 0; i < n; i++) all(vas[i]);
    MCR(0, 1, 0, 0, (MRC(0, 1, 0, 0) & ~(1u << 29)) | 1u << 19);
    puts_("PHASE wxn\n"); regs();
    for (int i = 0; i < n; i++) fetch(vas[i]);
    MCR(0, 1, 0, 0, (MRC(0, 1, 0, 0) & ~(1u << 19)) | 1u << 20);
    puts_("PHASE uwxn\n"); regs();
    for (int i = 0; i < n; i++) fetch(vas[i]);
    MCR(0, 1, 0, 0, MRC(0, 1, 0, 0) & ~(1u << 20));
    puts_("PHASE pl0\n"); regs();
    user_enter(user_tests);
    return 0;
}
