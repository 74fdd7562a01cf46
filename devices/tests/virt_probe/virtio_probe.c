/* virtio_probe: QEMU 7.2's virtio-mmio transports on -M virt with
 * -global virtio-mmio.force-legacy=false: the registers of every slot, then, for each
 * slot holding a virtio-blk device (highest first), a driver's initialisation and a run
 * of requests on queue 0 (IN, OUT, FLUSH, GET_ID, errors, an indirect table, a chain
 * of five descriptors, a buffer crossing a page), each followed by the used ring, the
 * status byte and the interrupt status. */
#include "probe.h"

#define SLOT(n) (0x0a000000u + (n) * 0x200u)
#define Q 0x40100000u          /* descriptor table (8 entries) */
#define IND (Q + 0x800)        /* an indirect table */
#define AVAIL (Q + 0x1000)
#define USED (Q + 0x2000)
#define HDR (Q + 0x3000)
#define STATUS (Q + 0x3100)
#define IDBUF (Q + 0x3200)
#define DATA 0x40104000u
#define CROSS 0x40105f00u      /* 512 bytes across a page boundary */
#define QSIZE 8

static u32 avail_idx, used_seen;

static void desc(u32 table, u32 i, u32 addr, u32 len, u32 flags, u32 next) {
    u32 d = table + i * 16;
    mw(d, addr); mw(d + 4, 0); mw(d + 8, len); mw(d + 12, flags | (next << 16));
}
static void header(u32 type, u32 sector) { mw(HDR, type); mw(HDR + 4, 0); mw(HDR + 8, sector); mw(HDR + 12, 0); }

/* Publishes descriptor 0 as the next request, notifies, reads back the results. */
static void submit(u32 base, u32 avail_flags) {
    mw(STATUS, 0xffffffffu);
    avail_idx++;
    mw(AVAIL, avail_flags | (avail_idx << 16));
    wr(base + 0x50, 0);
    /* QEMU completes requests on its I/O threads: wait for the used ring as a driver
     * waits for the interrupt (goldtrace completes them during the notify). */
    for (u32 n = 0; n < 100000000u && (*(volatile u32 *)USED >> 16) == used_seen; n++) {}
    rd(base + 0x60);
    u32 u = mr(USED);
    if ((u >> 16) != used_seen) {
        u32 slot = used_seen % QSIZE;
        mr(USED + 4 + slot * 8); mr(USED + 8 + slot * 8);
        used_seen = u >> 16;
    }
    mr(STATUS);
    wr(base + 0x64, rd(base + 0x60));
    rd(base + 0x60);
}

static void rw3(u32 base, u32 type, u32 sector, u32 buf, u32 len, u32 data_flags) {
    header(type, sector);
    desc(Q, 0, HDR, 16, 1, 1);
    desc(Q, 1, buf, len, data_flags | 1, 2);
    desc(Q, 2, STATUS, 1, 2, 0);
    submit(base, 0);
}

static void blk(u32 base) {
    note("initialisation");
    wr(base + 0x70, 0); rd(base + 0x70); wr(base + 0x70, 1); wr(base + 0x70, 3); rd(base + 0x70);
    wr(base + 0x14, 0); u32 f0 = rd(base + 0x10); wr(base + 0x14, 1); rd(base + 0x10);
    wr(base + 0x14, 2); rd(base + 0x10);
    note("FEATURES_OK without VERSION_1");
    wr(base + 0x24, 1); wr(base + 0x20, 0); wr(base + 0x24, 0); wr(base + 0x20, f0 & 0x10000200u);
    wr(base + 0x70, 0xb); rd(base + 0x70);
    wr(base + 0x70, 0); rd(base + 0x70); wr(base + 0x70, 1); wr(base + 0x70, 3);
    note("FEATURES_OK with VERSION_1 and a feature not offered");
    wr(base + 0x24, 1); wr(base + 0x20, 1); wr(base + 0x24, 0); wr(base + 0x20, (f0 & 0x10000220u) | 0x80000000u);
    wr(base + 0x70, 0xb); rd(base + 0x70);
    note("queues");
    wr(base + 0x30, 1); rd(base + 0x34); rd(base + 0x44);
    wr(base + 0x30, 0); rd(base + 0x34); rd(base + 0x44); rd(base + 0x80); rd(base + 0x38);
    for (u32 i = 0; i < 4 + QSIZE * 2; i += 4) mw(AVAIL + i, 0);
    for (u32 i = 0; i < 4 + QSIZE * 8; i += 4) mw(USED + i, 0);
    wr(base + 0x38, QSIZE);
    wr(base + 0x80, Q); wr(base + 0x84, 0);
    wr(base + 0x90, AVAIL); wr(base + 0x94, 0);
    wr(base + 0xa0, USED); wr(base + 0xa4, 0);
    wr(base + 0x44, 1); rd(base + 0x44); rd(base + 0x80); rd(base + 0x90); rd(base + 0xa0); rd(base + 0xa4);
    wr(base + 0x70, 0xf); rd(base + 0x70); rd(base + 0x60); rd(base + 0xfc);
    avail_idx = 0; used_seen = 0;

    note("GET_ID, 20 bytes");
    mw(IDBUF, 0x11111111u); mw(IDBUF + 4, 0x22222222u);
    rw3(base, 8, 0, IDBUF, 20, 2); mr(IDBUF); mr(IDBUF + 4);
    note("IN sector 1");
    mfill(DATA, 512, 0x33);
    rw3(base, 0, 1, DATA, 512, 2); msum(DATA, 512); mr(DATA); mr(DATA + 508);
    note("OUT sector 2, then IN sector 2 across a page");
    mfill(DATA, 512, 5);
    rw3(base, 1, 2, DATA, 512, 0);
    mfill(CROSS, 512, 0x44);
    rw3(base, 0, 2, CROSS, 512, 2); msum(CROSS, 512);
    note("FLUSH");
    header(4, 0); desc(Q, 0, HDR, 16, 1, 1); desc(Q, 1, STATUS, 1, 2, 0); submit(base, 0);
    note("IN past the end, IN across the end, unknown type, OUT of 100 bytes");
    rw3(base, 0, 0x80, DATA, 512, 2);
    rw3(base, 0, 0x7f, DATA, 1024, 2);
    rw3(base, 0x63, 0, DATA, 512, 2);
    rw3(base, 1, 3, DATA, 100, 0);
    note("IN sector 3 through an indirect table");
    header(0, 3);
    desc(IND, 0, HDR, 16, 1, 1); desc(IND, 1, DATA, 512, 3, 2); desc(IND, 2, STATUS, 1, 2, 0);
    desc(Q, 0, IND, 48, 4, 0);
    mfill(DATA, 512, 0x55);
    submit(base, 0); msum(DATA, 512);
    note("IN sector 4 through a chain of five");
    header(0, 4); mfill(DATA, 1024, 0x66);
    desc(Q, 0, HDR, 16, 1, 1); desc(Q, 1, DATA, 100, 3, 2); desc(Q, 2, DATA + 0x200, 300, 3, 3);
    desc(Q, 3, DATA + 0x380, 112, 3, 4); desc(Q, 4, STATUS, 1, 2, 0);
    submit(base, 0); msum(DATA, 1024);
    note("GET_ID into 8 bytes; a FLUSH with NO_INTERRUPT");
    mw(IDBUF, 0x11111111u); mw(IDBUF + 4, 0x22222222u);
    rw3(base, 8, 0, IDBUF, 8, 2); mr(IDBUF); mr(IDBUF + 4);
    header(4, 0); desc(Q, 0, HDR, 16, 1, 1); desc(Q, 1, STATUS, 1, 2, 0); submit(base, 1);
    note("notify of queue 1 and of 0x10000");
    wr(base + 0x50, 1); wr(base + 0x50, 0x10000); rd(base + 0x60); rd(base + 0x70);
    note("reset");
    wr(base + 0x70, 0); rd(base + 0x70); rd(base + 0x44); rd(base + 0x80); rd(base + 0x34); rd(base + 0x60);
    wr(base + 0x14, 0); rd(base + 0x10);
}

int main(void) {
    note("every register of every slot");
    for (u32 n = 0; n < 32; n++) {
        u32 b = SLOT(n);
        for (u32 o = 0; o < 0x100; o += 4) rd(b + o);
    }
    note("slot 31's config space, and sizes");
    u32 b = SLOT(31);
    for (u32 o = 0x100; o < 0x140; o += 4) rd(b + o);
    for (u32 o = 0x100; o < 0x124; o++) rdb(b + o);
    rdh(b + 0x100); rdh(b + 0x102); rdh(b + 0x122); rd(b + 0x1fc); rd(b + 0x102);
    rdb(b + 0x0); rdh(b + 0x0); rdb(b + 0x70); rdb(b + 0x8);
    rdb(SLOT(0) + 0x1); rdh(SLOT(0) + 0x2); rdb(SLOT(0) + 0xc); rdb(SLOT(0) + 0xd);
    wrb(b + 0x70, 1); rd(b + 0x70); wrh(b + 0x70, 1); rd(b + 0x70);
    wrb(b + 0x120, 1); rd(b + 0x120);
    for (int n = 31; n >= 0; n--) {
        if (*(volatile u32 *)(SLOT(n) + 8) == 2) {
            puts_("# virtio-blk in slot "); hex(n); nl();
            blk(SLOT(n));
        }
    }
    puts_("END\n");
    return 0;
}
