@ edge_mem: unaligned LDR (what QEMU does for ARMv5), unaligned LDRH, STM with the
@ base in the list (lowest: the original base is stored), LDM with the base in the
@ list without writeback, LDM/STM ^ user registers, and LDM ^ exception return.
        .syntax unified
        .text
        .global cases
c0: @ case 0
        ldr r0, [r1]            @ address 1 mod 4
        b post
c1: @ case 1
        ldr r0, [r1]            @ address 2 mod 4
        b post
c2: @ case 2
        ldr r0, [r1]            @ address 3 mod 4
        b post
c3: @ case 3
        ldrh r0, [r1]           @ address 1 mod 2
        b post
c4: @ case 4
        stmia r1!, {r1, r2, r3} @ base lowest in the list: original base stored
        b post
c5: @ case 5
        ldmia r1, {r0, r1, r2}  @ base in the list, no writeback: loaded value
        b post
c6: @ case 6
        stmia r1, {r13, r14}^   @ User r13/r14 stored from SVC
        b post
c7: @ case 7
        ldmia r1, {r13, r14}^   @ User r13/r14 loaded from SVC
        b post
c8: @ case 8
        ldmia r1!, {r2, pc}^    @ exception return: CPSR = SPSR (IRQ mode)
        b post
c8_p1:  b post1
c9: @ case 9
        movs pc, lr             @ exception return to SYS mode with flags
        b post
c9_p1:  b post1
c10: @ case 10
        swp r0, r2, [r1]
        b post
        .data
        .balign 4
cases:
        .word c0, 1, 0, 0xd3, 0x2, 0x100011, 0
        .word c1, 1, 0, 0xd3, 0x2, 0x100012, 0
        .word c2, 1, 0, 0xd3, 0x2, 0x100013, 0
        .word c3, 1, 0, 0xd3, 0x2, 0x100021, 0
        .word c4, 1, 0, 0xd3, 0x2, 0x100040, 0
        .word c5, 1, 0, 0xd3, 0x2, 0x100080, 0
        .word c6, 1, 0, 0xd3, 0x2, 0x100100, 0
        .word c7, 1, 0, 0xd3, 0x2, 0x100100, 0
        .word c8, 1, 0, 0xa00000d2, 0x2, 0x100100, 1, 0x104, c8_p1
        .word c9, 1, 0, 0x500000df, 0x4000, c9_p1, 0
        .word c10, 1, 0, 0xd3, 0x2, 0x100104, 0
        .word 0
