/* gic_probe: QEMU 7.2's GICv2 on -M virt (distributor 0x08000000, CPU interface
 * 0x08010000): reset values, writable bits, byte accesses, SGIs, PPIs from the virtual
 * timer, SPIs set pending by software, priorities, preemption, EOI modes and the
 * windows' ends. IRQ and FIQ stay masked in the CPSR: ISR shows the GIC's outputs. */
#include "probe.h"
void psci_off(void);

#define D 0x08000000u
#define C 0x08010000u

static void vtimer(int on) {
    if (on) __asm__ volatile("mcrr p15, 3, %0, %1, c14\n isb" :: "r"(0), "r"(0));
    __asm__ volatile("mcr p15, 0, %0, c14, c3, 1\n isb" :: "r"(on ? 1u : 0u));
    puts_(on ? "VT 1\n" : "VT 0\n");
}

static void ones(u32 a) { u32 old = rd(a); wr(a, 0xffffffffu); rd(a); wr(a, 0); rd(a); wr(a, old); }

int main(void) {
    note("distributor reset values");
    for (u32 o = 0; o < 0x10; o += 4) rd(D + o);
    for (u32 o = 0x80; o < 0x90; o += 4) rd(D + o);
    rd(D + 0xa4); rd(D + 0xa8);
    for (u32 b = 0x100; b < 0x400; b += 0x80) { rd(D + b); rd(D + b + 4); rd(D + b + 0x24); rd(D + b + 0x28); }
    for (u32 o = 0x400; o < 0x410; o += 4) rd(D + o);
    rd(D + 0x420); rd(D + 0x51c); rd(D + 0x520);
    for (u32 o = 0x800; o < 0x824; o += 4) rd(D + o);
    rd(D + 0x91c); rd(D + 0x920);
    for (u32 o = 0xc00; o < 0xc10; o += 4) rd(D + o);
    rd(D + 0xc44); rd(D + 0xc48);
    rd(D + 0xf00); rd(D + 0xf04); rd(D + 0xf10); rd(D + 0xf1c); rd(D + 0xf20); rd(D + 0xf2c); rd(D + 0xf30);
    for (u32 o = 0xfc0; o < 0x1000; o += 4) rd(D + o);
    rdb(D + 0xfe1); rdb(D + 0x4); rdb(D + 0x5); rdh(D + 0x4);
    note("distributor window end");
    rd(D + 0x1000); rd(D + 0xfff0); wr(D + 0x1000, 1);

    note("cpu interface reset values");
    for (u32 o = 0; o < 0x40; o += 4) rd(C + o);
    for (u32 o = 0xd0; o < 0x100; o += 4) rd(C + o);
    rd(C + 0x1000); rd(C + 0x1004); rd(C + 0x1ffc);
    note("cpu interface window end");
    rd(C + 0x2000); rd(C + 0xfffc);

    note("writable bits");
    ones(D + 0x0);
    ones(D + 0x80); ones(D + 0x84); ones(D + 0xa0);
    ones(D + 0x400); ones(D + 0x41c); ones(D + 0x420);
    ones(D + 0x800); ones(D + 0x81c); ones(D + 0x820);
    ones(D + 0xc00); ones(D + 0xc04); ones(D + 0xc08);
    ones(C + 0x0); ones(C + 0x4); ones(C + 0x8); ones(C + 0x1c);
    ones(C + 0xd0); ones(C + 0xd4); ones(C + 0xe0); ones(C + 0xe4);
    wr(D + 0x100, 0xffffffffu); rd(D + 0x100); wr(D + 0x180, 0xffffffffu); rd(D + 0x100);
    wr(D + 0x200, 0xffffffffu); rd(D + 0x200); wr(D + 0x280, 0xffffffffu); rd(D + 0x200);
    wr(D + 0x104, 0xffffffffu); rd(D + 0x104); wr(D + 0x184, 0xffffffffu); rd(D + 0x104);
    wr(D + 0x300, 0xffffffffu); rd(D + 0x300); wr(D + 0x380, 0xffffffffu); rd(D + 0x300);
    wr(D + 0x304, 0x00ff0000u); rd(D + 0x304); wr(D + 0x384, 0xffffffffu); rd(D + 0x304);
    wr(D + 0x208, 0xff00u); rd(D + 0x208); rd(D + 0x288); wr(D + 0x288, 0xffffffffu); rd(D + 0x208);

    note("byte and halfword accesses");
    wrb(D + 0x421, 0x80); rd(D + 0x420); wrh(D + 0x422, 0xc0a0); rd(D + 0x420); rdb(D + 0x423); rdh(D + 0x422);
    wrb(D + 0xc09, 0x0a); rd(D + 0xc08); wrb(D + 0xc09, 0x00); rd(D + 0xc08);
    wrb(D + 0x104, 0x01); rd(D + 0x104); wrb(D + 0x184, 0xff); rd(D + 0x104);
    wrb(D + 0xf00, 0x05); rd(D + 0x200); wrh(D + 0xf00, 0x05); rd(D + 0x200);
    rdb(C + 0x4); rdb(C + 0x5); rdb(C + 0xc); rdb(C + 0xd); rdh(C + 0xfc); rdh(C + 0xfe);

    note("enable");
    wr(D + 0x0, 1); wr(C + 0x0, 1); wr(C + 0x4, 0xff); isr();

    note("SGI 5 to self (filter 2)");
    wr(D + 0x404, 0x00400000); /* SGI 5 priority 0x40 (byte 1 of word 1) */
    wr(D + 0xf00, (2u << 24) | 5); isr();
    rd(D + 0x200); rd(D + 0xf10); rd(D + 0xf14); rd(D + 0xf24);
    rd(C + 0x18); rd(C + 0x14); rd(C + 0xc); isr();
    rd(C + 0x14); rd(C + 0xd0); rd(D + 0x300); rd(D + 0x200); rd(C + 0x18); rd(C + 0xc);
    wr(C + 0x10, 5); rd(C + 0x14); rd(C + 0xd0); rd(D + 0x300); isr();
    note("SGI 3 by target list 1, SGI 4 to others, SGI 6 to all, SGI 2 to list 0xfe");
    wr(D + 0xf00, (0u << 24) | (1u << 16) | 3); rd(D + 0x200);
    wr(D + 0xf00, (1u << 24) | 4); rd(D + 0x200);
    wr(D + 0xf00, (3u << 24) | 6); rd(D + 0x200);
    wr(D + 0xf00, (0u << 24) | (0xfeu << 16) | 2); rd(D + 0x200);
    wr(D + 0xf00, (2u << 24) | 0x8005); rd(D + 0x200); rd(D + 0xf14);
    rd(C + 0xc); wr(C + 0x10, 3); rd(C + 0xc); wr(C + 0x10, 5); rd(C + 0xc); wr(C + 0x10, 6); rd(C + 0xc);
    note("SGI 7 from CPU 1 and 3 through SPENDSGIR");
    wrb(D + 0xf27, 0x0a); rd(D + 0xf24); rd(D + 0x200); isr();
    rd(C + 0xc); rd(D + 0xf24); rd(C + 0xc); rd(C + 0xc); wr(C + 0x10, 7); rd(C + 0xc); wr(C + 0x10, 7);
    wrb(D + 0xf27, 0x06); wrb(D + 0xf17, 0x02); rd(D + 0xf24); rd(D + 0x200); rd(C + 0xc); wr(C + 0x10, 7);
    wrb(D + 0xf17, 0x04); rd(D + 0xf24); rd(D + 0x200); rd(C + 0xc);
    isr(); rd(C + 0x14);

    note("PPI 27 from the virtual timer");
    rd(D + 0x200); rd(D + 0x100); rd(D + 0xc04);
    vtimer(1); rd(D + 0x200); isr(); rd(C + 0x18);
    wr(D + 0x418, 0xa0000000u); wr(D + 0x100, 1u << 27); rd(D + 0x200); isr();
    rd(C + 0xc); isr(); rd(C + 0x14); rd(D + 0x300); rd(D + 0x200); rd(C + 0x18);
    vtimer(0); rd(D + 0x200); wr(C + 0x10, 27); rd(C + 0x14); isr(); rd(D + 0x200); rd(C + 0x18);
    rd(C + 0xc); wr(C + 0x10, 27); rd(D + 0x200);
    note("enable while the line is high latches pending (level)");
    wr(D + 0x180, 1u << 27); vtimer(1); wr(D + 0x100, 1u << 27); vtimer(0); rd(D + 0x200); isr();
    rd(C + 0xc); wr(C + 0x10, 27); rd(D + 0x200); isr();
    note("PPI 27 as edge");
    wr(D + 0xc04, 0x00800000u); rd(D + 0xc04); vtimer(1); rd(D + 0x200); isr(); vtimer(0); rd(D + 0x200);
    rd(C + 0xc); rd(D + 0x200); wr(C + 0x10, 27); isr();
    vtimer(1); wr(D + 0x280, 1u << 27); rd(D + 0x200); vtimer(0); wr(D + 0xc04, 0); wr(D + 0x180, 1u << 27);

    note("SPI 40 (72) and 41 (73): priority, preemption, EOI");
    wr(D + 0x448, 0x00208000u); /* 72: 0x80, 73: 0x20 */
    wr(D + 0x108, 3u << 8); wr(D + 0x208, 1u << 8); isr(); rd(C + 0x18); rd(C + 0xc); rd(C + 0x14); isr();
    wr(D + 0x208, 2u << 8); isr(); rd(C + 0x18); rd(C + 0xc); rd(C + 0x14); rd(C + 0xd0); isr();
    wr(D + 0x208, 1u << 8); rd(C + 0x18); rd(D + 0x208); rd(D + 0x308);
    wr(C + 0x10, 73); rd(C + 0x14); rd(C + 0xd0); rd(C + 0x18); isr();
    wr(C + 0x10, 72); rd(C + 0x14); rd(C + 0xd0); rd(C + 0x18); isr(); rd(C + 0xc); wr(C + 0x10, 72);
    note("EOI of a non-active, of 1023, out of order");
    wr(C + 0x10, 72); wr(C + 0x10, 1023); rd(C + 0x14);
    wr(D + 0x208, 3u << 8); rd(C + 0xc); rd(C + 0xc); wr(D + 0x448, 0x00108000u); wr(D + 0x208, 2u << 8);
    rd(C + 0xc); rd(C + 0x14); wr(C + 0x10, 72); rd(C + 0x14); rd(C + 0xd0); rd(D + 0x308);
    wr(C + 0x10, 73); rd(C + 0x14); rd(D + 0x308);
    note("binary point: group priority");
    wr(C + 0x8, 5); rd(C + 0x8); wr(D + 0x448, 0x00408000u);
    wr(D + 0x208, 1u << 8); rd(C + 0xc); rd(C + 0x14); wr(D + 0x208, 2u << 8); isr(); rd(C + 0x18); rd(C + 0xc);
    wr(C + 0x10, 72); rd(C + 0x14); rd(C + 0xc); rd(C + 0x14); rd(C + 0xd0); wr(C + 0x10, 73); rd(C + 0x14); wr(C + 0x8, 0);
    note("priority mask");
    wr(C + 0x4, 0x80); wr(D + 0x208, 1u << 8); rd(C + 0x18); rd(C + 0xc); isr();
    wr(C + 0x4, 0x81); rd(C + 0x4); rd(C + 0x18); isr(); rd(C + 0xc); wr(C + 0x10, 72); wr(C + 0x4, 0xff);
    note("EOImode 1: EOIR drops priority, DIR deactivates");
    wr(C + 0x0, 0x201); rd(C + 0x0); wr(D + 0x208, 1u << 8); rd(C + 0xc); wr(C + 0x10, 72);
    rd(C + 0x14); rd(D + 0x308); rd(C + 0x18); wr(D + 0x208, 1u << 8); rd(C + 0x18); rd(C + 0xc);
    wr(C + 0x1000, 72); rd(D + 0x308); rd(C + 0x18); isr(); rd(C + 0xc); wr(C + 0x10, 72); wr(C + 0x1000, 72);
    wr(C + 0x0, 1); wr(C + 0x1000, 72);
    note("group 1, FIQEn, AckCtl");
    wr(D + 0x84, 1u << 9); wr(D + 0x208, 3u << 8); isr(); rd(C + 0x18);
    wr(D + 0x0, 3); isr(); rd(C + 0x18); wr(C + 0x0, 3); isr(); rd(C + 0x18);
    wr(C + 0x0, 0xb); isr(); rd(C + 0x18); rd(C + 0xc); isr(); rd(C + 0x18);
    wr(C + 0x0, 0x7); rd(C + 0x18); rd(C + 0xc); rd(C + 0x14); rd(C + 0xd0); rd(C + 0xe0);
    wr(C + 0x10, 73); wr(C + 0x10, 72); rd(C + 0x14); rd(C + 0xd0); rd(C + 0xe0); isr();
    wr(D + 0x84, 0); wr(C + 0x0, 1); wr(D + 0x0, 1);
    note("active bits by hand and the APRs");
    wr(D + 0x308, 1u << 8); rd(C + 0x14); wr(D + 0x208, 1u << 8); rd(C + 0x18); isr(); wr(D + 0x388, 1u << 8); rd(C + 0x18);
    wr(C + 0xd0, 0x10); rd(C + 0x14); rd(C + 0xc); wr(C + 0xd0, 0); rd(C + 0x14); rd(C + 0xc); rd(C + 0x14); rd(C + 0xd0);
    wr(C + 0x10, 72); rd(C + 0x14);
    note("disable");
    wr(D + 0x208, 1u << 8); wr(D + 0x0, 0); isr(); rd(C + 0x18); rd(C + 0xc); wr(D + 0x0, 1); wr(C + 0x0, 0); isr(); rd(C + 0x18); rd(C + 0xc);
    wr(C + 0x0, 1); rd(C + 0xc); wr(C + 0x10, 72);
    puts_("END\n");
    return 0;
}
