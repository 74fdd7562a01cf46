@ mmu_edge_00: hand-written cases with the MMU on (see README.md): unaligned loads and
@ stores that cross a page boundary between two virtual pages mapped to physical pages
@ that are not adjacent, and the fault when the second page is unmapped (DFAR, DFSR,
@ registers and memory left as they were).
@ Case 0 builds the tables and the page contents; every case turns the MMU on, runs
@ its accesses, reads back through the identity map and turns the MMU off before the
@ harness prints.
@ Map: RAM 0x40000000-0x40ffffff identity (sections, Normal memory, full access);
@ VA 0x50000000 -> PA 0x40300000, VA 0x50001000 -> PA 0x40302000 (small pages,
@ Normal); VA 0x50002000 unmapped. PA 0x40301000, the page after the first, holds
@ 0xbbbbbbbb, which an access that ignored the second page's mapping would touch.
.syntax unified
.text
.global cases
.arm
.balign 4
mmu_on: mov     r0, #0
        mcr     p15, 0, r0, c2, c0, 2   @ TTBCR: TTBR0 only, short descriptors
        ldr     r0, =0x40200000
        mcr     p15, 0, r0, c2, c0, 0   @ TTBR0
        ldr     r0, =0x55555555
        mcr     p15, 0, r0, c3, c0, 0   @ DACR: every domain client
        mov     r0, #0
        mcr     p15, 0, r0, c8, c7, 0   @ TLBIALL
        dsb
        isb
        mrc     p15, 0, r0, c1, c0, 0
        orr     r0, r0, #1              @ M on
        bic     r0, r0, #2              @ A off: unaligned accesses allowed
        mcr     p15, 0, r0, c1, c0, 0
        isb
        bx      lr
mmu_off: mrc    p15, 0, r12, c1, c0, 0
        bic     r12, r12, #1
        mcr     p15, 0, r12, c1, c0, 0
        isb
        b       post
        .ltorg

c0: @ case 0: tables, page contents, then a word load, a halfword load and a word
    @ store across the boundary, read back through the identity map
        ldr     r0, =0x40200000         @ L1: 4096 entries, zero
        mov     r1, #0
        mov     r2, #4096
1:      str     r1, [r0], #4
        subs    r2, r2, #1
        bne     1b
        ldr     r0, =0x40200000 + 0x400 * 4
        ldr     r1, =0x40000c0e         @ section, AP=11, C B: Normal
        mov     r2, #16
2:      str     r1, [r0], #4
        add     r1, r1, #0x100000
        subs    r2, r2, #1
        bne     2b
        ldr     r0, =0x40200000 + 0x500 * 4
        ldr     r1, =0x40204001         @ VA 0x500xxxxx: the L2 table below
        str     r1, [r0]
        ldr     r0, =0x40204000         @ L2: 256 entries, zero
        mov     r1, #0
        mov     r2, #256
3:      str     r1, [r0], #4
        subs    r2, r2, #1
        bne     3b
        ldr     r0, =0x40204000
        ldr     r1, =0x4030003e         @ small page, AP=11, C B
        str     r1, [r0]
        ldr     r1, =0x4030203e
        str     r1, [r0, #4]
        ldr     r0, =0x40300000         @ page contents: 0xa0a0xxxx, 0xbbbbbbbb, 0xc1c1xxxx
        mov     r2, #0
4:      orr     r1, r2, #0xa0000000
        orr     r1, r1, #0x00a00000
        str     r1, [r0, r2]
        add     r3, r0, #0x1000
        ldr     r1, =0xbbbbbbbb
        str     r1, [r3, r2]
        add     r3, r0, #0x2000
        orr     r1, r2, #0xc1000000
        orr     r1, r1, #0x00c10000
        str     r1, [r3, r2]
        add     r2, r2, #4
        cmp     r2, #0x1000
        bne     4b
        bl      mmu_on
        ldr     r9, =0x50000ffe
        ldr     r1, [r9]                @ 0000a0a0
        ldr     r2, [r9, #1]            @ c10000a0
        ldrh    r3, [r9, #1]            @ 00a0
        ldrsh   r4, [r9, #-1]           @ ffffa00f
        ldr     r5, =0x44332211
        str     r5, [r9]
        ldr     r6, =0x40300ffc
        ldr     r6, [r6]                @ 22110ffc
        ldr     r7, =0x40302000
        ldr     r7, [r7]                @ c1c14433
        ldr     r8, =0x40301000
        ldr     r8, [r8]                @ bbbbbbbb
        ldr     r10, =0x6655
        strh    r10, [r9, #1]
        ldr     r10, [r9]               @ 44665511
        b       mmu_off

c1: @ case 1: a word load whose second page is unmapped: a data abort on that page
        bl      mmu_on
        ldr     r9, =0x50001ffe
        mov     r1, #0x77
        ldr     r1, [r9]                @ aborts: r1 stays 0x77
        mrc     p15, 0, r2, c6, c0, 0   @ DFAR
        mrc     p15, 0, r3, c5, c0, 0   @ DFSR
        b       mmu_off

c2: @ case 2: a halfword store whose second page is unmapped: nothing is written
        bl      mmu_on
        ldr     r9, =0x50001fff
        ldr     r1, =0xfefe
        strh    r1, [r9]                @ aborts
        mrc     p15, 0, r2, c6, c0, 0   @ DFAR
        mrc     p15, 0, r3, c5, c0, 0   @ DFSR
        ldr     r4, =0x40302ffc
        ldr     r4, [r4]                @ c1c10ffc: unchanged
        b       mmu_off

.balign 4
.thumb
c3: @ case 3: the same crossing load and store in Thumb state (32-bit encodings)
        blx     mmu_on
        ldr.w   r9, =0x50000ffd
        ldr.w   r1, [r9]
        ldrh.w  r2, [r9, #2]
        ldr.w   r5, =0x8899aabb
        str.w   r5, [r9]
        ldr.w   r3, [r9]
        ldr.w   r4, =0x40300ffc
        ldr.w   r4, [r4]
        .p2align 2
        bx      pc
        nop
.arm
        b       mmu_off
        .ltorg
.data
.balign 4
cases:
.word c0,0x11,0x0,0xd3,0x0,0x0,0,0
.word c1,0x13,0x0,0xd3,0x0,0x0,0,0
.word c2,0x15,0x0,0xd3,0x0,0x0,0,0
.word c3+1,0x17,0x0,0xd3,0x0,0x0,0,0
.word 0
