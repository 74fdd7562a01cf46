@ runtime.s: the bare-metal harness every ISA test program links first (at address 0).
@ It owns the exception vectors, runs the cases listed by the program's `cases`
@ descriptor table, and prints one line per case over PL011 UART0, then resets the
@ board through the Versatile system registers. See README.md for the line format.
@
@ Descriptor (words): entry (|1 = Thumb), seed (non-zero), NZCVQ flags, SPSR_svc,
@ register mask (bits 0-14), one word per masked register, memory-override count,
@ then (scratch offset, value) pairs. A zero entry ends the table.

        .syntax unified
        .arm
        .equ UART, 0x101f1000
        .equ SCRATCH, 0x00100000        @ 512 bytes that loads and stores target
        .equ INIT, 0x00101000           @ the 15 initial register values of a case
        .equ STK, 0x00102000            @ banked r13 of the other modes: STK + mode*16
        .equ U13, 0x001025f0            @ User/System r13
        .equ U14, 0x0e140000            @ User/System r14

        .text
        .global _start
_start: b       main
        b       h_und
        b       h_swi
        b       h_pabt
        b       h_dabt
        b       .
        b       h_irq
        b       h_fiq

main:   msr     cpsr_fsxc, #0xd3        @ SVC, I and F masked, flags and A clear
        ldr     r0, =cases
        str     r0, cur_desc
        mov     r0, #0
        str     r0, case_no

loop:   ldr     r11, cur_desc
        str     r11, cur_desc_prev
        ldr     r0, [r11]
        cmp     r0, #0
        beq     finish
        str     r0, entry_slot
        ldr     r1, [r11, #4]           @ xorshift32 state
        ldr     r10, =INIT
        mov     r2, #0
1:      bl      rnd
        str     r1, [r10, r2, lsl #2]
        add     r2, r2, #1
        cmp     r2, #15
        blt     1b
        ldr     r0, =SCRATCH + 256
        str     r0, [r10, #52]          @ a sane r13 unless the case overrides it
        ldr     r9, =SCRATCH
        mov     r2, #0
2:      bl      rnd
        str     r1, [r9, r2, lsl #2]
        add     r2, r2, #1
        cmp     r2, #128
        blt     2b
        ldr     r0, [r11, #12]
        str     r0, cur_spsr
        ldr     r3, [r11, #16]          @ register overrides
        add     r4, r11, #20
        mov     r2, #0
3:      movs    r3, r3, lsr #1
        ldrcs   r5, [r4], #4
        strcs   r5, [r10, r2, lsl #2]
        add     r2, r2, #1
        cmp     r2, #15
        blt     3b
        ldr     r5, [r4], #4            @ memory overrides
4:      subs    r5, r5, #1
        bmi     5f
        ldr     r6, [r4], #4
        ldr     r7, [r4], #4
        str     r7, [r9, r6]
        b       4b
5:      str     r4, cur_desc
        bl      checksum
        str     r0, chk0
        mov     r0, #0
        str     r0, exc_kind
        str     r0, in_post
        @ the other modes' banked registers and SPSRs, the same for every case
        msr     cpsr_c, #0xd1           @ FIQ
        ldr     r8, =0xf8f80008
        add     r9, r8, #1
        add     r10, r8, #2
        add     r11, r8, #3
        add     r12, r8, #4
        ldr     sp, =STK + 0x110
        ldr     lr, =0x0e110000
        ldr     r0, =0x200000d1
        msr     spsr_fsxc, r0
        msr     cpsr_c, #0xd2           @ IRQ
        ldr     sp, =STK + 0x120
        ldr     lr, =0x0e120000
        ldr     r0, =0x400000d2
        msr     spsr_fsxc, r0
        msr     cpsr_c, #0xd7           @ ABT
        ldr     sp, =STK + 0x170
        ldr     lr, =0x0e170000
        ldr     r0, =0x800000d7
        msr     spsr_fsxc, r0
        msr     cpsr_c, #0xdb           @ UND
        ldr     sp, =STK + 0x1b0
        ldr     lr, =0x0e1b0000
        ldr     r0, =0x100000db
        msr     spsr_fsxc, r0
        msr     cpsr_c, #0xdf           @ SYS (User bank)
        ldr     sp, =U13
        ldr     lr, =U14
        msr     cpsr_c, #0xd3           @ back to SVC
        ldr     r0, cur_spsr
        msr     spsr_fsxc, r0
        ldr     r11, cur_desc_prev
        ldr     r0, [r11, #8]
        msr     cpsr_f, r0
        ldr     r0, =INIT
        ldmia   r0, {r0-r14}
        ldr     pc, entry_slot          @ interworking: bit 0 selects Thumb

@ Every case ends with a branch to post (or to postN from landing pad N).
post:   str     r0, sv_regs
        mov     r0, #0
        b       post_c
        .global post, post1, post2, post3
post1:  str     r0, sv_regs
        mov     r0, #1
        b       post_c
post2:  str     r0, sv_regs
        mov     r0, #2
        b       post_c
post3:  str     r0, sv_regs
        mov     r0, #3
post_c: str     r0, sv_pad
        adr     r0, sv_regs + 4
        stmia   r0, {r1-r14}
        mrs     r1, cpsr
        str     r1, sv_cpsr
        and     r2, r1, #0x1f
        mov     r3, #0
        str     r3, sv_spsr_ok
        cmp     r2, #0x10
        cmpne   r2, #0x1f
        beq     6f
        mrs     r3, spsr
        str     r3, sv_spsr
        mov     r3, #1
        str     r3, sv_spsr_ok
        adr     r0, sv_usr
        stmia   r0, {r13, r14}^
        b       7f
6:      str     r13, sv_usr
        str     r14, sv_usr + 4
        cmp     r2, #0x10
        bne     7f
        mov     r0, #1                  @ User mode: SWI back to SVC
        str     r0, in_post
        swi     0
7:      msr     cpsr_c, #0xd3
post_svc:
        ldr     r0, case_no
        mov     r4, #16
        bl      hexn
        adr     r9, sv_regs
        ldr     r10, =INIT
        mov     r6, #0
8:      ldr     r7, [r9, r6, lsl #2]
        ldr     r8, [r10, r6, lsl #2]
        cmp     r7, r8
        beq     9f
        mov     r0, #' '
        bl      putc
        mov     r0, #'r'
        bl      putc
        mov     r0, r6
        bl      putdec
        mov     r0, r7
        bl      eqhex
9:      add     r6, r6, #1
        cmp     r6, #15
        blt     8b
        mov     r0, #' '
        bl      putc
        mov     r0, #'c'
        bl      putc
        ldr     r0, sv_cpsr
        bl      eqhex
        ldr     r0, sv_spsr_ok
        cmp     r0, #0
        beq     10f
        ldr     r0, sv_spsr
        ldr     r1, cur_spsr
        cmp     r0, r1
        beq     10f
        mov     r0, #' '
        bl      putc
        mov     r0, #'s'
        bl      putc
        ldr     r0, sv_spsr
        bl      eqhex
10:     ldr     r7, sv_usr
        ldr     r8, =U13
        cmp     r7, r8
        beq     11f
        mov     r0, #' '
        bl      putc
        mov     r0, #'u'
        bl      putc
        mov     r0, r7
        bl      eqhex
11:     ldr     r7, sv_usr + 4
        ldr     r8, =U14
        cmp     r7, r8
        beq     12f
        mov     r0, #' '
        bl      putc
        mov     r0, #'v'
        bl      putc
        mov     r0, r7
        bl      eqhex
12:     ldr     r7, sv_pad
        cmp     r7, #0
        beq     13f
        mov     r0, #' '
        bl      putc
        mov     r0, #'p'
        bl      putc
        mov     r0, r7
        bl      eqhex
13:     ldr     r7, exc_kind
        cmp     r7, #0
        beq     14f
        mov     r0, #' '
        bl      putc
        mov     r0, #'e'
        bl      putc
        mov     r0, r7
        bl      eqhex
        mov     r0, #','
        bl      putc
        ldr     r0, exc_lr
        mov     r4, #32
        bl      hexn
        mov     r0, #','
        bl      putc
        ldr     r0, exc_spsr
        mov     r4, #32
        bl      hexn
14:     bl      checksum
        ldr     r1, chk0
        cmp     r0, r1
        beq     15f
        mov     r7, r0
        mov     r0, #' '
        bl      putc
        mov     r0, #'m'
        bl      putc
        mov     r0, r7
        bl      eqhex
15:     mov     r0, #'\n'
        bl      putc
        ldr     r0, case_no
        add     r0, r0, #1
        str     r0, case_no
        b       loop

finish: mov     r0, #'E'
        bl      putc
        mov     r0, #'N'
        bl      putc
        mov     r0, #'D'
        bl      putc
        mov     r0, #' '
        bl      putc
        ldr     r0, case_no
        mov     r4, #16
        bl      hexn
        mov     r0, #'\n'
        bl      putc
        ldr     r0, =0x10000020         @ SYS_LOCK
        ldr     r1, =0xa05f
        str     r1, [r0]
        ldr     r1, =0x105
        str     r1, [r0, #0x20]         @ SYS_RESETCTL: the board resets
        b       .

@ r1 = xorshift32(r1)
rnd:    eor     r1, r1, r1, lsl #13
        eor     r1, r1, r1, lsr #17
        eor     r1, r1, r1, lsl #5
        bx      lr

@ r0 = checksum of the scratch area (uses r1-r3)
checksum:
        ldr     r1, =SCRATCH
        mov     r0, #0
        mov     r2, #0
1:      ldr     r3, [r1, r2]
        eor     r3, r3, r2
        add     r0, r3, r0, ror #25
        add     r2, r2, #4
        cmp     r2, #512
        blt     1b
        bx      lr

@ putc(r0); uses r1, r2
putc:   ldr     r1, =UART
1:      ldr     r2, [r1, #0x18]
        tst     r2, #0x20               @ TXFF
        bne     1b
        strb    r0, [r1]
        bx      lr

@ '=' then 8 hex digits of r0
eqhex:  mov     r3, r0
        mov     r12, lr
        mov     r0, #'='
        bl      putc
        mov     r0, r3
        mov     lr, r12
        mov     r4, #32
@ the low r4 bits of r0 in hex (r4 a multiple of 4); uses r0-r4, r12
hexn:   mov     r12, lr
        mov     r3, r0
1:      subs    r4, r4, #4
        bmi     2f
        mov     r0, r3, lsr r4
        and     r0, r0, #15
        cmp     r0, #10
        addlt   r0, r0, #'0'
        addge   r0, r0, #'a' - 10
        bl      putc
        b       1b
2:      bx      r12

@ r0 (0..99) in decimal; uses r0-r3, r12
putdec: mov     r12, lr
        mov     r3, r0
        cmp     r3, #10
        blt     1f
        mov     r0, #'1'
        bl      putc
        sub     r3, r3, #10
1:      add     r0, r3, #'0'
        bl      putc
        bx      r12

@ Exception handlers: record kind, LR and SPSR, return past the instruction.
h_und:  str     r0, hs0
        mov     r0, #1
        b       h_com
h_swi:  str     r0, hs0
        ldr     r0, in_post
        cmp     r0, #0
        bne     from_user
        mov     r0, #2
        b       h_com
h_pabt: str     r0, hs0
        mov     r0, #3
        b       h_com
h_dabt: str     r0, hs0
        mov     r0, #4
        b       h_com
h_irq:  str     r0, hs0
        mov     r0, #5
        b       h_com
h_fiq:  str     r0, hs0
        mov     r0, #6
h_com:  str     r0, exc_kind
        str     lr, exc_lr
        mrs     r0, spsr
        str     r0, exc_spsr
        ldr     r0, exc_kind
        cmp     r0, #3                  @ prefetch abort (BKPT): LR = insn + 4
        blt     1f
        subgt   lr, lr, #4              @ data abort / IRQ / FIQ: LR = next + 4
        ldr     r0, exc_spsr
        tst     r0, #0x20
        subne   lr, lr, #2              @ Thumb: the next instruction is 2 on
1:      ldr     r0, hs0
        movs    pc, lr
from_user:
        mov     r0, #0
        str     r0, in_post
        b       post_svc

        .ltorg
        .align  2
cur_desc:       .word 0
cur_desc_prev:  .word 0
case_no:        .word 0
entry_slot:     .word 0
cur_spsr:       .word 0
chk0:           .word 0
in_post:        .word 0
hs0:            .word 0
exc_kind:       .word 0
exc_lr:         .word 0
exc_spsr:       .word 0
sv_pad:         .word 0
sv_cpsr:        .word 0
sv_spsr:        .word 0
sv_spsr_ok:     .word 0
sv_usr:         .word 0, 0
sv_regs:        .space 60
