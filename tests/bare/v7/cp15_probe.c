/* cp15_probe: how QEMU answers CP14 and CP15 on -M virt -cpu cortex-a15,neon=off.
 *
 * Prints, one line each (see README.md):
 *   P/U p15|p14 OPC1 cCRN cCRM OPC2 = VALUE   an MRC that did not trap, at PL1 / PL0
 *   P/U p15|p14 mrrc OPC1 cCRM = HI:LO         likewise for MRRC
 *   USER CNTKCTL=K                             CNTKCTL for the U lines that follow
 *   W p15 OPC1 cCRN cCRM OPC2 / W p15 mrrc ... an MCR (c7, c8) or MCRR that did not trap
 *   S, V, W NAME ...                           single register values and write tests
 * An MRC that leaves Rt alone reads as deadbeef (QEMU's NOP registers). */
typedef unsigned int u32;
typedef unsigned long long u64;
volatile u32 undef_flag;
volatile u32 fault_rec[3];
static int user_phase;
static int stage;

#define UART ((volatile u32 *)0x09000000)
static void putc_(char c) { *UART = c; }
static void puts_(const char *s) { while (*s) putc_(*s++); }
static void hex(u32 v) { for (int i = 28; i >= 0; i -= 4) putc_("0123456789abcdef"[(v >> i) & 15]); }
static void dec(u32 v) { char b[12]; int n = 0; do { b[n++] = '0' + v % 10; v /= 10; } while (v); while (n) putc_(b[--n]); }

void grid15(void), grid14(void), grid15_64(void), grid14_64(void), mcrgrid(void), mcrrgrid(void);
void psci_off(void);
void user_enter(void (*f)(void));

static void enc(u32 key) {
    dec(key >> 12); puts_(" c"); dec((key >> 8) & 15); puts_(" c"); dec((key >> 4) & 15); putc_(' '); dec(key & 7);
}
void report(u32 value, u32 undefined, u32 key, u32 cp) {
    if (undefined) return;
    puts_(user_phase ? "U " : "P "); puts_(cp == 15 ? "p15 " : "p14 ");
    enc(key); puts_(" = "); hex(value); putc_('\n');
}
void report64(u32 lo, u32 hi, u32 undefined, u32 cp, u32 cp_again, u32 key) {
    (void)cp_again;
    if (undefined) return;
    puts_(user_phase ? "U " : "P "); puts_(cp == 15 ? "p15 " : "p14 ");
    puts_("mrrc "); dec(key >> 4); puts_(" c"); dec(key & 15); puts_(" = "); hex(hi); putc_(':'); hex(lo); putc_('\n');
}
void wreport(u32 is64, u32 undefined, u32 key, u32 cp) {
    if (undefined) return;
    puts_("W "); puts_(cp == 15 ? "p15 " : "p14 ");
    if (is64) { puts_("mcrr "); dec(key >> 4); puts_(" c"); dec(key & 15); } else enc(key);
    putc_('\n');
}

#define MRC(cp, op1, n, m, op2) ({ u32 v_; __asm__ volatile("mrc p" #cp ", " #op1 ", %0, c" #n ", c" #m ", " #op2 : "=r"(v_)); v_; })
#define MCR(cp, op1, n, m, op2, v) __asm__ volatile("mcr p" #cp ", " #op1 ", %0, c" #n ", c" #m ", " #op2 "\n isb" :: "r"(v) : "memory")
#define MCRR(op1, m, v) __asm__ volatile("mcrr p15, " #op1 ", %Q0, %R0, c" #m "\n isb" :: "r"((u64)(v)) : "memory")
#define MRRC(op1, m) ({ u64 v_; __asm__ volatile("mrrc p15, " #op1 ", %Q0, %R0, c" #m : "=r"(v_)); v_; })

static void show(const char *name, u32 v) { puts_("S "); puts_(name); putc_(' '); hex(v); putc_('\n'); }
static void show64(const char *name, u64 v) { puts_("S "); puts_(name); putc_(' '); hex(v >> 32); putc_(':'); hex((u32)v); putc_('\n'); }
/* Write all ones, read, write zero, read, restore. */
#define ONES_ZERO(name, op1, n, m, op2) do { u32 old = MRC(15, op1, n, m, op2); \
    undef_flag = 0; MCR(15, op1, n, m, op2, 0xffffffffu); u32 a = MRC(15, op1, n, m, op2); \
    MCR(15, op1, n, m, op2, 0u); u32 b = MRC(15, op1, n, m, op2); MCR(15, op1, n, m, op2, old); \
    if (undef_flag) puts_("W " name " UNDEF\n"); \
    else { puts_("W " name " ones->"); hex(a); puts_(" zero->"); hex(b); putc_('\n'); } } while (0)
/* Write a value, read it back. */
#define WV(name, cp, op1, n, m, op2, val) do { undef_flag = 0; MCR(cp, op1, n, m, op2, (u32)(val)); u32 f1 = undef_flag; \
    undef_flag = 0; u32 r_ = MRC(cp, op1, n, m, op2); puts_("V " name " "); hex(val); puts_(f1 ? " W-UNDEF" : ""); \
    puts_(undef_flag ? " R-UNDEF" : " ->"); hex(r_); putc_('\n'); } while (0)

static void grids(void) { grid15(); grid14(); grid15_64(); grid14_64(); }
static void user_writes(void) {
    undef_flag = 0; MCR(15, 0, 7, 5, 4, 0u); show("U-CP15ISB-undef", undef_flag);
    undef_flag = 0; MCR(15, 0, 7, 10, 4, 0u); show("U-CP15DSB-undef", undef_flag);
    undef_flag = 0; MCR(15, 0, 7, 10, 5, 0u); show("U-CP15DMB-undef", undef_flag);
    undef_flag = 0; MCR(15, 0, 13, 0, 2, 0x1234u); show("U-TPIDRURW-w-undef", undef_flag);
    undef_flag = 0; MCR(15, 0, 13, 0, 3, 0x1234u); show("U-TPIDRURO-w-undef", undef_flag);
    undef_flag = 0; MCR(15, 0, 7, 11, 1, 0x40000000u); show("U-DCCMVAU-undef", undef_flag);
    undef_flag = 0; MCR(15, 0, 7, 5, 1, 0x40000000u); show("U-ICIMVAU-undef", undef_flag);
    undef_flag = 0; MCR(15, 0, 14, 3, 1, 0u); show("U-CNTV_CTL-w-undef", undef_flag);
    undef_flag = 0; MCR(14, 6, 1, 0, 0, 0x5678u); show("U-TEEHBR-w-undef", undef_flag);
    undef_flag = 0; MCR(14, 6, 0, 0, 0, 1u); show("U-TEECR-w-undef", undef_flag);
}

static void pl1_values(void) {
    for (u32 i = 0; i < 16; i++) { MCR(15, 2, 0, 0, 0, i); puts_("S CSSELR "); hex(i); puts_(" -> "); hex(MRC(15, 2, 0, 0, 0)); puts_(" CCSIDR "); hex(MRC(15, 1, 0, 0, 0)); putc_('\n'); }
    MCR(15, 2, 0, 0, 0, 0u);
    ONES_ZERO("ACTLR", 0, 1, 0, 1); ONES_ZERO("CPACR", 0, 1, 0, 2); ONES_ZERO("TTBR0", 0, 2, 0, 0);
    ONES_ZERO("TTBR1", 0, 2, 0, 1); ONES_ZERO("DACR", 0, 3, 0, 0); ONES_ZERO("DFSR", 0, 5, 0, 0);
    ONES_ZERO("IFSR", 0, 5, 0, 1); ONES_ZERO("ADFSR", 0, 5, 1, 0); ONES_ZERO("AIFSR", 0, 5, 1, 1);
    ONES_ZERO("DFAR", 0, 6, 0, 0); ONES_ZERO("IFAR", 0, 6, 0, 2); ONES_ZERO("PAR", 0, 7, 4, 0);
    ONES_ZERO("PRRR", 0, 10, 2, 0); ONES_ZERO("NMRR", 0, 10, 2, 1); ONES_ZERO("AMAIR0", 0, 10, 3, 0);
    ONES_ZERO("AMAIR1", 0, 10, 3, 1); ONES_ZERO("CONTEXTIDR", 0, 13, 0, 1); ONES_ZERO("TPIDRURW", 0, 13, 0, 2);
    ONES_ZERO("TPIDRURO", 0, 13, 0, 3); ONES_ZERO("TPIDRPRW", 0, 13, 0, 4); ONES_ZERO("FCSEIDR", 0, 13, 0, 0);
    ONES_ZERO("CNTKCTL", 0, 14, 1, 0); ONES_ZERO("CNTFRQ", 0, 14, 0, 0); ONES_ZERO("CNTP_CTL", 0, 14, 2, 1);
    ONES_ZERO("CNTV_CTL", 0, 14, 3, 1); ONES_ZERO("L2CTLR", 1, 9, 0, 2); ONES_ZERO("L2ECTLR", 1, 9, 0, 3);
    ONES_ZERO("CSSELR", 2, 0, 0, 0); ONES_ZERO("MIDR", 0, 0, 0, 0); ONES_ZERO("CBAR", 4, 15, 0, 0);
    ONES_ZERO("c15-0-0-0", 0, 15, 0, 0);
    WV("TTBCR", 15, 0, 2, 0, 2, 0x7fffffff); WV("TTBCR", 15, 0, 2, 0, 2, 0xffffffff); WV("TTBCR", 15, 0, 2, 0, 2, 0);
    { u32 old = MRC(15, 0, 12, 0, 0); WV("VBAR", 15, 0, 12, 0, 0, 0xffffffff); MCR(15, 0, 12, 0, 0, old); }
    /* SCTLR: every bit that leaves this program running (not M, A, V, B, EE, TE). */
    { u32 old = MRC(15, 0, 1, 0, 0);
      WV("SCTLR", 15, 0, 1, 0, 0, old | 0x8fd7cf7cu); WV("SCTLR", 15, 0, 1, 0, 0, 0u);
      MCR(15, 0, 1, 0, 0, old); }
    /* Generic timer. */
    show64("CNTP_CVAL", MRRC(2, 14)); show64("CNTV_CVAL", MRRC(3, 14));
    MCRR(2, 14, 0xffffffffffffffffull); show64("CNTP_CVAL<-ones", MRRC(2, 14));
    MCRR(3, 14, 0x123456789abull); show64("CNTV_CVAL<-0x123456789ab", MRRC(3, 14));
    MCR(15, 0, 14, 3, 0, 0xfffff000u); show64("CNTV_CVAL after TVAL=-0x1000", MRRC(3, 14)); show64("  CNTVCT then", MRRC(1, 14));
    MCR(15, 0, 14, 3, 1, 1u); show("CNTV_CTL enable, cval past", MRC(15, 0, 14, 3, 1));
    MCR(15, 0, 14, 3, 1, 3u); show("CNTV_CTL enable+mask", MRC(15, 0, 14, 3, 1));
    MCR(15, 0, 14, 3, 1, 0u); show("CNTV_CTL disabled", MRC(15, 0, 14, 3, 1));
    MCR(15, 0, 14, 3, 1, 7u); show("CNTV_CTL <- 7", MRC(15, 0, 14, 3, 1));
    MCRR(3, 14, 0xffffffffffffffffull); show("CNTV_CTL cval future", MRC(15, 0, 14, 3, 1));
    MCR(15, 0, 14, 3, 1, 0u);
    MCR(15, 0, 14, 2, 1, 1u); MCRR(2, 14, 0ull); show("CNTP_CTL enable, cval 0", MRC(15, 0, 14, 2, 1));
    MCR(15, 0, 14, 2, 1, 0u);
    /* Address translation with the MMU off. */
    MCR(15, 0, 7, 8, 0, 0x40001234u); show("ATS1CPR(mmu off) PAR", MRC(15, 0, 7, 4, 0));
}

static void pl1_writes(void) {
    mcrgrid();
    mcrrgrid();
    MCR(15, 0, 3, 0, 0, 0x12345678u);
    show("DACR c3,c5,7", MRC(15, 0, 3, 5, 7)); show("DACR opc1 3", MRC(15, 3, 3, 0, 0));
    MCR(15, 5, 3, 7, 2, 0x55555555u); show("DACR after write at opc1 5 c7 2", MRC(15, 0, 3, 0, 0));
    MCR(15, 0, 3, 0, 0, 0u);
    MCRR(0, 2, 0x1234567887654321ull); show64("TTBR0 after mcrr", MRRC(0, 2));
    MCR(15, 0, 2, 0, 0, 0xabcd0000u); show64("TTBR0 after mcr", MRRC(0, 2)); MCRR(0, 2, 0ull);
    MCRR(0, 7, 0xffffffffffffffffull); MCR(15, 0, 7, 4, 0, 0x11u); show64("PAR after mcrr ones, mcr 0x11", MRRC(0, 7));
    WV("DBGBVR0", 14, 0, 0, 0, 4, 0xffffffffu); WV("DBGBCR0", 14, 0, 0, 0, 5, 0x000001a0u);
    WV("DBGWVR0", 14, 0, 0, 0, 6, 0xffffffffu); WV("DBGWCR0", 14, 0, 0, 0, 7, 0xffffffffu);
    WV("DBGDSCRext", 14, 0, 0, 2, 2, 0x8000u); show("DBGDSCRint", MRC(14, 0, 0, 1, 0));
    WV("DBGDSCRext", 14, 0, 0, 2, 2, 0u);
    WV("DBGVCR", 14, 0, 0, 7, 0, 0xffffffffu); WV("DBGOSDLR", 14, 0, 1, 3, 4, 1u); WV("DBGOSDLR", 14, 0, 1, 3, 4, 0u);
    show("DBGOSLSR", MRC(14, 0, 1, 1, 4));
    MCR(14, 0, 1, 0, 4, 0u); show("DBGOSLSR after OSLAR 0", MRC(14, 0, 1, 1, 4));
    MCR(14, 0, 1, 0, 4, 0xc5acce55u); show("DBGOSLSR after OSLAR key", MRC(14, 0, 1, 1, 4));
    WV("TEECR", 14, 6, 0, 0, 0, 0xffffffffu); WV("TEECR", 14, 6, 0, 0, 0, 0u);
    WV("TEEHBR", 14, 6, 1, 0, 0, 0x40001234u);
    WV("JIDR", 14, 7, 0, 0, 0, 0xffffffffu); WV("JOSCR", 14, 7, 1, 0, 0, 0xffffffffu);
}

void main_after_user(void) {
    static const u32 kctl[] = { 0, 3, 0x303, 1, 2 };
    user_phase = 0;
    stage++;
    if (stage < 5) {
        MCR(15, 0, 14, 1, 0, kctl[stage]);
        user_phase = 1; puts_("USER CNTKCTL="); dec(kctl[stage]); putc_('\n');
        user_enter(grids);
    }
    if (stage == 5) {
        pl1_writes();
        user_enter(user_writes);
    }
    show("TPIDRURW after PL0 write", MRC(15, 0, 13, 0, 2));
    show("TEEHBR after PL0 write", MRC(14, 6, 1, 0, 0));
    puts_("END\n");
    psci_off();
}

int main(void) {
    u32 cpsr; __asm__ volatile("mrs %0, cpsr" : "=r"(cpsr)); show("CPSR", cpsr);
    grids();
    pl1_values();
    MCR(15, 0, 14, 1, 0, 0u);
    MCR(15, 0, 13, 0, 3, 0xabcd0003u); MCR(15, 0, 13, 0, 2, 0x11112222u);
    user_phase = 1; puts_("USER CNTKCTL=0\n");
    user_enter(grids);
    return 0;
}
