/* probe.h: the access log every virt probe prints over the PL011, one line per access,
 * in the form devices/tests/virt_qemu.rs replays against goldtrace's VirtBoard:
 *   R1|R2|R4 ADDR VALUE      a read of 1, 2 or 4 bytes and what QEMU answered
 *   R1|R2|R4 ADDR ABORT      a read that took a Data Abort (the bus refused it)
 *   W1|W2|W4 ADDR VALUE      a write (W... ADDR ABORT when it aborted)
 *   ISR VALUE                CP15 ISR (bit 7 IRQ, bit 6 FIQ pending at the CPU)
 *   VT 0|1                   the virtual timer's output line set low or high
 *   MW4 ADDR VALUE           a CPU store to RAM (replayed into the test's RAM)
 *   MR4 ADDR VALUE           a CPU load from RAM (the test compares its RAM)
 *   MFILL ADDR LEN SEED      RAM filled with fill_byte(SEED, i)
 *   MSUM ADDR LEN SUM        the sum of sum_bytes over RAM
 *   HVC IMM R0 R1 R2 R3 -> R0 | UNDEF
 *   # text                   a comment
 * Every number is hex. */
typedef unsigned int u32;
typedef unsigned short u16;
typedef unsigned char u8;
/* start.S's handlers write these (one probe per program includes this file). */
volatile u32 undef_flag;
volatile u32 fault_rec[3];
void main_after_user(void) {}

#define UART ((volatile u32 *)0x09000000)
static void putc_(char c) { *UART = c; }
static void puts_(const char *s) { while (*s) putc_(*s++); }
static void hex(u32 v) { for (int i = 28; i >= 0; i -= 4) putc_("0123456789abcdef"[(v >> i) & 15]); }
static void sp(void) { putc_(' '); }
static void nl(void) { putc_('\n'); }
static void note(const char *s) { puts_("# "); puts_(s); nl(); }

static void logv(const char *op, u32 a, u32 v) {
    puts_(op); sp(); hex(a); sp();
    if (fault_rec[2]) { puts_("ABORT"); fault_rec[2] = 0; } else hex(v);
    nl();
}
static u32 rd(u32 a) { fault_rec[2] = 0; u32 v = *(volatile u32 *)a; logv("R4", a, v); return v; }
static u32 rdh(u32 a) { fault_rec[2] = 0; u32 v = *(volatile u16 *)a; logv("R2", a, v); return v; }
static u32 rdb(u32 a) { fault_rec[2] = 0; u32 v = *(volatile u8 *)a; logv("R1", a, v); return v; }
static void wr(u32 a, u32 v) { fault_rec[2] = 0; *(volatile u32 *)a = v; logv("W4", a, v); }
static void wrh(u32 a, u32 v) { fault_rec[2] = 0; *(volatile u16 *)a = v; logv("W2", a, v & 0xffff); }
static void wrb(u32 a, u32 v) { fault_rec[2] = 0; *(volatile u8 *)a = v; logv("W1", a, v & 0xff); }
static u32 isr(void) {
    u32 v; __asm__ volatile("mrc p15, 0, %0, c12, c1, 0" : "=r"(v));
    puts_("ISR "); hex(v); nl(); return v;
}
static void mw(u32 a, u32 v) { *(volatile u32 *)a = v; puts_("MW4 "); hex(a); sp(); hex(v); nl(); }
static u32 mr(u32 a) { u32 v = *(volatile u32 *)a; puts_("MR4 "); hex(a); sp(); hex(v); nl(); return v; }
static u8 fill_byte(u32 seed, u32 i) { return (u8)(seed * 7 + i * 13 + (i >> 8)); }
static void mfill(u32 a, u32 len, u32 seed) {
    for (u32 i = 0; i < len; i++) ((volatile u8 *)a)[i] = fill_byte(seed, i);
    puts_("MFILL "); hex(a); sp(); hex(len); sp(); hex(seed); nl();
}
/* A position-weighted sum, so that moved bytes change it. */
static u32 msum(u32 a, u32 len) {
    u32 s = 0;
    for (u32 i = 0; i < len; i++) s = s * 31 + ((volatile u8 *)a)[i];
    puts_("MSUM "); hex(a); sp(); hex(len); sp(); hex(s); nl();
    return s;
}
