@ pabt.s: prefetch aborts with the MMU on. One-to-one sections map the program's
@ megabyte and the devices; the high vectors (0xffff0000) map to the copy of the
@ vector table at 0x000f0000. The program branches 5 times in ARM state and 5 times in
@ Thumb state to 0x40000000, which no section maps: each fetch takes the prefetch
@ abort, whose handler prints the aborted address (LR_abt - 4) and returns to the
@ continuation in r7 (in SVC mode, through the SPSR). It prints the number of aborts,
@ then resets the board through lib.s.

        .syntax unified
        .arm
        .equ TABLE, 0x00080000          @ first-level table (16 KiB aligned)
        .equ VEC_PA, 0x000f0000         @ where the vectors lie (VA 0xffff0000)
        .equ UNMAPPED, 0x40000000
        .equ ROUNDS, 5

        .text
        .global main
main:   push    {r4-r8, lr}
        @ The vector table: eight `ldr pc, [pc, #24]` and their handlers' addresses.
        adr     r0, vectors
        ldr     r1, =VEC_PA
        mov     r2, #16
1:      ldr     r3, [r0], #4
        str     r3, [r1], #4
        subs    r2, r2, #1
        bne     1b
        @ Sections: 0x000 (program, stack, table, vectors), 0x100 (system registers),
        @ 0x101 (UART0) one-to-one, 0xfff -> 0x000; every other one faults.
        ldr     r0, =TABLE
        mov     r1, #0
        ldr     r2, =4095
2:      str     r1, [r0, r2, lsl #2]
        subs    r2, r2, #1
        bpl     2b
        ldr     r3, =0xc12              @ section, AP = read/write, domain 0
        str     r3, [r0]
        orr     r1, r3, #0x10000000
        str     r1, [r0, #0x100 << 2]
        orr     r1, r1, #0x00100000
        str     r1, [r0, #0x101 << 2]
        ldr     r1, =0xfff << 2
        str     r3, [r0, r1]
        mcr     p15, 0, r0, c2, c0, 0   @ TTBR
        mov     r1, #1
        mcr     p15, 0, r1, c3, c0, 0   @ DACR: domain 0 client
        mov     r1, #0
        mcr     p15, 0, r1, c8, c7, 0   @ invalidate the TLBs
        mrc     p15, 0, r1, c1, c0, 0
        orr     r1, r1, #0x2000         @ V: high vectors
        orr     r1, r1, #1              @ M: the MMU on
        mcr     p15, 0, r1, c1, c0, 0

        mov     r5, #0                  @ aborts taken (the handler counts)
        mov     r6, #ROUNDS
3:      adr     r7, 4f
        ldr     r0, =UNMAPPED
        bx      r0                      @ ARM state: aborts
4:      subs    r6, r6, #1
        bne     3b
        mov     r6, #ROUNDS
5:      adr     r7, 6f
        ldr     r0, =UNMAPPED + 0x101
        bx      r0                      @ Thumb state: aborts at UNMAPPED + 0x100
6:      subs    r6, r6, #1
        bne     5b

        adr     r0, s_count
        bl      puts
        mov     r0, r5
        bl      puthex
        mov     r0, #'\n'
        bl      putc
        pop     {r4-r8, pc}

@ The prefetch abort: prints "pabt ADDR", counts, and returns to r7 in the mode and
@ of the SPSR (SVC), in ARM state.
pabt:   sub     r8, lr, #4
        ldr     sp, =0x000e0000         @ the abort mode's own stack, below SVC's
        mrs     r0, spsr
        bic     r0, r0, #0x20           @ back in ARM state
        msr     spsr_fsxc, r0
        adr     r0, s_pabt
        bl      puts
        mov     r0, r8
        bl      puthex
        mov     r0, #'\n'
        bl      putc
        add     r5, r5, #1
        movs    pc, r7

@ Any other exception: says which, and resets the board.
other:  adr     r0, s_other
        bl      puts
        b       reset

        .align  2
vectors:
        .rept   8
        ldr     pc, [pc, #24]
        .endr
        .word   other, other, other, pabt, other, other, other, other

s_pabt: .asciz  "pabt "
s_other:
        .asciz  "unexpected exception\n"
s_count:
        .asciz  "aborts "
        .align  2
        .ltorg
