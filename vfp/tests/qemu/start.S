@ Entry for the VFP recorder: stack, VFP on (CPACR cp10/cp11 full access, FPEXC.EN), run, then
@ PSCI SYSTEM_OFF through HVC (the virt board's conduit). Also holds the vectors blob.
    .syntax unified
    .arm
    .section .text.start, "ax"
    .global _start
_start:
    ldr sp, =0x48000000
    mrc p15, 0, r0, c1, c0, 2
    orr r0, r0, #(0xf << 20)
    mcr p15, 0, r0, c1, c0, 2
    isb
    mov r0, #0x40000000
    vmsr fpexc, r0
    bl main_
    movw r0, #8
    movt r0, #0x8400
    hvc #0
1:  b 1b

    .section .rodata.vectors, "a"
    .balign 8
    .global vectors_start, vectors_end
vectors_start:
    .incbin VECTORS_BIN
vectors_end:
