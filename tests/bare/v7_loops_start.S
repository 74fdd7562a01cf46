@ Start-up for v7_loops.c on the virt board: stack, VFP on, zero .bss, main_c,
@ PSCI SYSTEM_OFF.
    .syntax unified
    .arch armv7ve
    .arm
    .section .text.start
    .global _start
_start:
    ldr sp, =0x40800000
    mrc p15, 0, r0, c1, c0, 2
    orr r0, r0, #(0xf << 20)
    mcr p15, 0, r0, c1, c0, 2
    isb
    mov r0, #0x40000000
    vmsr fpexc, r0
    ldr r0, =__bss_start
    ldr r1, =__bss_end
    mov r2, #0
1:  cmp r0, r1
    strlo r2, [r0], #4
    blo 1b
    blx main_c
    movw r0, #8
    movt r0, #0x8400
    hvc #0
2:  b 2b
