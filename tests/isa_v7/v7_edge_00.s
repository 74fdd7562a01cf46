@ v7_edge_00: hand-written cases the generated programs leave out (see README.md):
@ literal loads (ARM, 16-bit and 32-bit Thumb, the PC word-aligned down), SRS and
@ RFE, VMSR/VMRS of FPEXC, and a Thumb BLX to an ARM label and back.
.syntax unified
.text
.global cases
.arm
.balign 4
c0: @ case 0: ARM LDR literal, before and after the instruction, and LDRD literal
        ldr     r1, lit_a
        ldr     r2, lit_b
        ldrd    r4, r5, lit_d
        b       post
lit_a:  .word   0x11223344
lit_b:  .word   0x55667788
        .balign 8
lit_d:  .word   0x99aabbcc, 0xddeeff00

.balign 4
.thumb
c1: @ case 1: Thumb LDR literal, 16-bit at both halfword alignments, and 32-bit with
    @ a negative offset
        ldr     r1, 1f
        nop
        ldr     r2, 1f
        ldr.w   r3, 2f
        b       3f
        .balign 4
2:      .word   0x0badf00d
1:      .word   0xcafe1234
3:      ldr.w   r4, 2b
        .p2align 2
        bx      pc
        nop
.arm
        b       post

.balign 4
.arm
c2: @ case 2: SRS of LR and SPSR to the SVC stack, then RFE back to the next
    @ instruction with the flags from the stored word
        mov     r6, sp
        adr     r1, 1f
        mov     r2, #0xf0000000
        orr     r2, r2, #0x13           @ SVC, NZCV set, ARM
        push    {r1, r2}                @ the words RFE reads: PC, then CPSR
        srsdb   sp!, #0x13              @ stores LR_svc and SPSR_svc below them
        ldr     r3, [sp]                @ the stored LR
        ldr     r4, [sp, #4]            @ the stored SPSR
        add     sp, sp, #8
        rfeia   sp!
        mov     r5, #1                  @ skipped: RFE returns to 1f
1:      sub     r7, r6, sp              @ sp back where it started: 0
        b       post

.balign 4
.arm
c3: @ case 3: FPEXC written and read back (EN kept, the rest as the A15 keeps it)
        vmrs    r1, fpexc
        mov     r2, #0
        vmsr    fpexc, r2
        vmrs    r3, fpexc
        ldr     r2, =0xc0000000
        vmsr    fpexc, r2
        vmrs    r4, fpexc
        vmsr    fpexc, r1
        vmrs    r5, fpexc
        b       post

.balign 4
.thumb
c4: @ case 4: Thumb BLX to an ARM function at a word-aligned label, which returns
    @ with BX LR to the Thumb caller
        nop
        blx     arm_fn                  @ at an address 2 mod 4: the target is Align(PC, 4) + off
        mov     r2, lr
        .p2align 2
        bx      pc
        nop
.arm
        b       post
.balign 4
arm_fn: mov     r1, #0x42
        mov     r3, lr
        bx      lr
        .ltorg
.data
.balign 4
cases:
.word c0,0x11,0x0,0xd3,0x0,0x0,0,0
.word c1+1,0x13,0x0,0xd3,0x0,0x0,0,0
.word c2,0x15,0x0,0xd3,0x0,0x0,0,0
.word c3,0x17,0x0,0xd3,0x0,0x0,0,0
.word c4+1,0x19,0x0,0xd3,0x0,0x0,0,0
.word 0
