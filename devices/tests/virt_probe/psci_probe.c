/* psci_probe: how QEMU 7.2 answers HVC on -M virt (no EL2/EL3: QEMU is the PSCI
 * firmware): each function with its arguments, r0 after the call, or UNDEF. Also the
 * answers at the addresses of devices goldtrace's virt board leaves out. */
#include "probe.h"
void psci_off(void);

#define HVC(imm) \
    static void hvc##imm(u32 a, u32 b, u32 c, u32 d) { \
        register u32 r0 __asm__("r0") = a; register u32 r1 __asm__("r1") = b; \
        register u32 r2 __asm__("r2") = c; register u32 r3 __asm__("r3") = d; \
        undef_flag = 0; \
        __asm__ volatile(".arch_extension virt\n hvc #" #imm : "+r"(r0), "+r"(r1), "+r"(r2), "+r"(r3) :: "memory"); \
        u32 res = r0, undef = undef_flag; \
        puts_("HVC " #imm " "); hex(a); sp(); hex(b); sp(); hex(c); sp(); hex(d); puts_(" -> "); \
        if (undef) puts_("UNDEF"); else hex(res); nl(); \
    }
HVC(0)
HVC(1)

int main(void) {
    u32 mpidr; __asm__ volatile("mrc p15, 0, %0, c0, c0, 5" : "=r"(mpidr));
    puts_("# MPIDR "); hex(mpidr); nl();
    note("PSCI functions");
    hvc0(0x84000000, 0, 0, 0);          /* PSCI_VERSION */
    hvc0(0x84000006, 0, 0, 0);          /* MIGRATE_INFO_TYPE */
    hvc0(0x84000004, 0, 0, 0);          /* AFFINITY_INFO mpidr 0 level 0 */
    hvc0(0x84000004, 0x80000000, 0, 0); /* AFFINITY_INFO own MPIDR with bit 31 */
    hvc0(0x84000004, 1, 0, 0);          /* AFFINITY_INFO an unknown CPU */
    hvc0(0x84000004, 0, 1, 0);          /* AFFINITY_INFO level 1 */
    hvc0(0x84000003, 0, 0x40000000, 0); /* CPU_ON self */
    hvc0(0x84000003, 1, 0x40000000, 0); /* CPU_ON an unknown CPU */
    hvc0(0x84000003, 0x80000000, 0x40000000, 0);
    hvc0(0xc4000003, 1, 0x40000000, 0); /* CPU_ON, SMC64 */
    hvc0(0xc4000004, 0, 0, 0);          /* AFFINITY_INFO, SMC64 */
    hvc0(0x84000005, 0, 0, 0);          /* MIGRATE */
    hvc0(0x84000007, 0, 0, 0);          /* MIGRATE_INFO_UP_CPU (0.2) */
    hvc0(0x8400000a, 0x84000000, 0, 0); /* PSCI_FEATURES (1.0) */
    hvc0(0x8400000a, 0x12345678, 0, 0);
    hvc0(0x80000000, 0, 0, 0);          /* SMCCC_VERSION */
    hvc0(0x84000099, 0, 0, 0);          /* unknown PSCI range */
    hvc0(0x12345678, 0, 0, 0);          /* not PSCI */
    hvc0(0x95000000, 0, 0, 0);          /* the first 0.1 function IDs QEMU knows */
    hvc0(0x95000001, 0, 0, 0);
    hvc0(0x95000002, 0, 0, 0);
    hvc0(0x95c1ba5e, 0x20000, 0, 0);    /* 0.1 CPU_SUSPEND, bad power state */
    hvc0(0x84000001, 0x20000, 0, 0);    /* CPU_SUSPEND, bad power state */
    hvc0(0x95c1ba60, 1, 0x40000000, 0); /* 0.1 CPU_ON */
    hvc0(0x95c1ba61, 0, 0, 0);          /* 0.1 MIGRATE */
    note("PSCI_FEATURES of each function");
    for (u32 f = 0; f < 0x14; f++) { hvc0(0x8400000a, 0x84000000 + f, 0, 0); hvc0(0x8400000a, 0xc4000000 + f, 0, 0); }
    for (u32 f = 0; f < 4; f++) hvc0(0x8400000a, 0x95c1ba5e + f, 0, 0);
    note("other function numbers");
    for (u32 f = 0xb; f < 0x14; f++) hvc0(0x84000000 + f, 0, 0, 0);
    hvc1(0x84000000, 0, 0, 0);          /* PSCI_VERSION with imm 1 */
    hvc1(0x12345678, 0, 0, 0);

    note("addresses of devices left out, and unassigned ones");
    rd(0x00000000); rd(0x00000004); rd(0x04000000); rd(0x07fffffc);
    rd(0x08020000); rd(0x08020008); rd(0x08030000);
    rd(0x09001000); rd(0x09011000);
    rd(0x09020000); rd(0x09020008); rd(0x09020010);
    for (u32 o = 0xfe0; o < 0x1000; o += 4) rd(0x09030000 + o);
    rd(0x09030000); rd(0x09031000); rd(0x09040000);
    rd(0x0a003ffc); rd(0x0a004000); rd(0x0a004200);
    rd(0x0b000000); rd(0x0b001fe0); rd(0x0c000000);
    rd(0x10000000); rd(0x3eff0000); rd(0x3f000000); rd(0x3ffffffc);
    wr(0x0b000000, 1); wr(0x0a004000, 1); wr(0x09020000, 1); wr(0x09040000, 1);
    wr(0x00000000, 0); rd(0x00000000);
    note("PL031 and PL011 sizes");
    rdb(0x09010fe0); rdh(0x09010000); rdb(0x09000fe0); rd(0x09000018);
    puts_("END\n");
    return 0;
}
