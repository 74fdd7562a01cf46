@ runtime.s: the bare-metal harness every ARMv7 ISA test program links first (at
@ 0x40000000, the RAM of QEMU's `virt` board, Cortex-A15 without NEON). It owns the
@ exception vectors (through VBAR), turns VFP on, runs the cases listed by the
@ program's `cases` descriptor table, prints one line per case on the PL011, then
@ powers off with PSCI SYSTEM_OFF. See README.md for the line format.
@
@ Descriptor (words): entry (|1 = Thumb), seed (non-zero), NZCVQ and GE flags (CPSR
@ positions), SPSR_svc, FPSCR, register mask (bits 0-14), one word per masked register,
@ memory-override count, (scratch offset, value) pairs, VFP-override count, (word
@ index 0-63 of D0-D31, value) pairs. A zero entry ends the table.

        .syntax unified
        .arm
        .equ UART, 0x09000000
        .equ SCRATCH, 0x40100000        @ 512 bytes that loads and stores target
        .equ INIT, 0x40101000           @ the 15 initial register values of a case
        .equ VINIT, 0x40101100          @ the initial D0-D31 (64 words)
        .equ SVV, 0x40101200            @ D0-D31 after the case
        .equ STK, 0x40102000            @ banked r13 of the other modes: STK + mode*16
        .equ U13, 0x401025f0            @ User/System r13
        .equ U14, 0x0e140000            @ User/System r14
        .equ FPEXC_EN, 0x40000000

        .text
        .global _start
_start: b       main                    @ the vector table (VBAR points here)
        b       h_und
        b       h_swi
        b       h_pabt
        b       h_dabt
        b       .
        b       h_irq
        b       h_fiq

main:   msr     cpsr_fsxc, #0xd3        @ SVC, I and F masked, flags and A clear
        ldr     r0, =_start
        mcr     p15, 0, r0, c12, c0, 0  @ VBAR
        mrc     p15, 0, r0, c1, c0, 2
        orr     r0, r0, #0x00f00000     @ CPACR: cp10 and cp11 full access
        mcr     p15, 0, r0, c1, c0, 2
        isb
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
        ldr     r8, =VINIT
        mov     r2, #0
3:      bl      rnd
        str     r1, [r8, r2, lsl #2]
        add     r2, r2, #1
        cmp     r2, #64
        blt     3b
        ldr     r0, [r11, #12]
        str     r0, cur_spsr
        ldr     r0, [r11, #16]
        str     r0, cur_fpscr
        ldr     r3, [r11, #20]          @ register overrides
        add     r4, r11, #24
        mov     r2, #0
4:      movs    r3, r3, lsr #1
        ldrcs   r5, [r4], #4
        strcs   r5, [r10, r2, lsl #2]
        add     r2, r2, #1
        cmp     r2, #15
        blt     4b
        ldr     r5, [r4], #4            @ memory overrides
5:      subs    r5, r5, #1
        bmi     6f
        ldr     r6, [r4], #4
        ldr     r7, [r4], #4
        str     r7, [r9, r6]
        b       5b
6:      ldr     r5, [r4], #4            @ VFP register overrides
7:      subs    r5, r5, #1
        bmi     8f
        ldr     r6, [r4], #4
        ldr     r7, [r4], #4
        str     r7, [r8, r6, lsl #2]
        b       7b
8:      str     r4, cur_desc
        bl      checksum
        str     r0, chk0
        mov     r0, #0
        str     r0, exc_kind
        str     r0, in_post
        @ VFP on, D0-D31 and the FPSCR of the case (read back: what the FPSCR keeps)
        mov     r0, #FPEXC_EN
        vmsr    fpexc, r0
        ldr     r0, =VINIT
        vldmia  r0!, {d0-d15}
        vldmia  r0, {d16-d31}
        ldr     r0, cur_fpscr
        vmsr    fpscr, r0
        vmrs    r0, fpscr
        str     r0, fpscr0
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
        clrex                           @ every case starts with an open monitor
        ldr     r11, cur_desc_prev
        ldr     r0, [r11, #8]
        msr     cpsr_fs, r0             @ NZCVQ and GE
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
        ldr     r0, =sv_regs + 4
        stmia   r0, {r1-r14}
        mrs     r1, cpsr
        str     r1, sv_cpsr
        and     r2, r1, #0x1f
        mov     r3, #0
        str     r3, sv_spsr_ok
        cmp     r2, #0x10
        cmpne   r2, #0x1f
        beq     1f
        mrs     r3, spsr
        str     r3, sv_spsr
        mov     r3, #1
        str     r3, sv_spsr_ok
        ldr     r0, =sv_usr
        stmia   r0, {r13, r14}^
        b       2f
1:      str     r13, sv_usr
        str     r14, sv_usr + 4
        cmp     r2, #0x10
        bne     2f
        mov     r0, #1                  @ User mode: SVC back to SVC mode
        str     r0, in_post
        svc     0
2:      msr     cpsr_c, #0xd3
post_svc:
        vmrs    r0, fpexc
        str     r0, sv_fpexc
        mov     r0, #FPEXC_EN
        vmsr    fpexc, r0
        vmrs    r0, fpscr
        str     r0, sv_fpscr
        ldr     r0, =SVV
        vstmia  r0!, {d0-d15}
        vstmia  r0, {d16-d31}
        ldr     r0, case_no
        mov     r4, #16
        bl      hexn
        ldr     r9, =sv_regs
        ldr     r10, =INIT
        mov     r6, #0
3:      ldr     r7, [r9, r6, lsl #2]
        ldr     r8, [r10, r6, lsl #2]
        cmp     r7, r8
        beq     4f
        mov     r0, #'r'
        bl      tag
        mov     r0, r6
        bl      putdec
        mov     r0, r7
        bl      eqhex
4:      add     r6, r6, #1
        cmp     r6, #15
        blt     3b
        mov     r0, #'c'
        bl      tag
        ldr     r0, sv_cpsr
        bl      eqhex
        ldr     r0, sv_spsr_ok
        cmp     r0, #0
        beq     5f
        ldr     r0, sv_spsr
        ldr     r1, cur_spsr
        cmp     r0, r1
        beq     5f
        mov     r0, #'s'
        bl      tag
        ldr     r0, sv_spsr
        bl      eqhex
5:      ldr     r7, sv_usr
        ldr     r8, =U13
        cmp     r7, r8
        beq     6f
        mov     r0, #'u'
        bl      tag
        mov     r0, r7
        bl      eqhex
6:      ldr     r7, sv_usr + 4
        ldr     r8, =U14
        cmp     r7, r8
        beq     7f
        mov     r0, #'v'
        bl      tag
        mov     r0, r7
        bl      eqhex
7:      ldr     r7, sv_pad
        cmp     r7, #0
        beq     8f
        mov     r0, #'p'
        bl      tag
        mov     r0, r7
        bl      eqhex
8:      ldr     r7, exc_kind
        cmp     r7, #0
        beq     9f
        mov     r0, #'e'
        bl      tag
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
9:      bl      checksum
        ldr     r1, chk0
        cmp     r0, r1
        beq     10f
        mov     r7, r0
        mov     r0, #'m'
        bl      tag
        mov     r0, r7
        bl      eqhex
10:     ldr     r9, =SVV
        ldr     r10, =VINIT
        mov     r6, #0
11:     ldr     r7, [r9, r6, lsl #2]
        ldr     r8, [r10, r6, lsl #2]
        cmp     r7, r8
        beq     12f
        mov     r0, #'f'
        bl      tag
        mov     r0, r6
        bl      putdec
        mov     r0, r7
        bl      eqhex
12:     add     r6, r6, #1
        cmp     r6, #64
        blt     11b
        ldr     r7, sv_fpscr
        ldr     r8, fpscr0
        cmp     r7, r8
        beq     13f
        mov     r0, #'x'
        bl      tag
        mov     r0, r7
        bl      eqhex
13:     ldr     r7, sv_fpexc
        cmp     r7, #FPEXC_EN
        beq     14f
        mov     r0, #'y'
        bl      tag
        mov     r0, r7
        bl      eqhex
14:     mov     r0, #'\n'
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
        movw    r0, #8                  @ PSCI SYSTEM_OFF (0x84000008)
        movt    r0, #0x8400
        hvc     #0
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

@ ' ' then the character r0; uses r0-r2, r5
tag:    str     r0, tag_ch              @ no stack: a case may leave any SP
        mov     r5, lr
        mov     r0, #' '
        bl      putc
        ldr     r0, tag_ch
        bl      putc
        bx      r5

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

@ r0 (0..99) in decimal; uses r0-r4, r12
putdec: mov     r12, lr
        mov     r3, r0
        mov     r4, #0
1:      cmp     r3, #10
        subge   r3, r3, #10
        addge   r4, r4, #1
        bge     1b
        cmp     r4, #0
        beq     2f
        add     r0, r4, #'0'
        bl      putc
2:      add     r0, r3, #'0'
        bl      putc
        bx      r12

@ Exception handlers: record kind, LR and SPSR, return past the instruction. The
@ instruction's address comes from LR by the ARMv7 offsets (undefined: ARM 4,
@ Thumb 2; prefetch abort 4; data abort 8); a Thumb instruction is 4 bytes when its
@ first halfword is 0xe800 or above. SVC returns to LR as it is.
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
        cmp     r0, #2
        beq     3f                      @ SVC: LR is the next instruction
        subgt   lr, lr, #4              @ aborts, IRQ, FIQ: back 4 ...
        cmp     r0, #4
        subge   lr, lr, #4              @ ... data abort, IRQ, FIQ: back 8
        cmp     r0, #1
        bne     1f
        ldr     r0, exc_spsr
        tst     r0, #0x20
        subeq   lr, lr, #4              @ undefined: ARM back 4, Thumb back 2
        subne   lr, lr, #2
1:      ldr     r0, exc_spsr            @ lr = the instruction: step over it
        tst     r0, #0x20
        addeq   lr, lr, #4
        beq     3f
        ldrh    r0, [lr]
        cmp     r0, #0xe800
        addhs   lr, lr, #4
        addlo   lr, lr, #2
3:      ldr     r0, hs0
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
cur_fpscr:      .word 0
fpscr0:         .word 0
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
sv_fpscr:       .word 0
sv_fpexc:       .word 0
tag_ch:         .word 0
sv_usr:         .word 0, 0
sv_regs:        .space 60
