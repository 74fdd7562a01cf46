@ A first ARMv7-A program for the virt board (Cortex-A15): MOVW/MOVT, REV, UBFX, SDIV,
@ SADD16 and the GE flags, VFP, LDREX/STREX, Thumb-2 with IT and CBZ, an undefined
@ instruction taken through VBAR, PSCI SYSTEM_OFF. Built and recorded as build.sh says.
.syntax unified
.arm
.text
.global _start
_start:
    cps #0x1b               @ Undefined mode: its own stack
    ldr sp, =0x40101000
    cps #0x13
    ldr sp, =0x40100000
    ldr r0, =vectors
    mcr p15, 0, r0, c12, c0, 0
    @ VFP on
    mrc p15, 0, r0, c1, c0, 2
    orr r0, r0, #(0xf << 20)
    mcr p15, 0, r0, c1, c0, 2
    isb
    mov r0, #0x40000000
    vmsr fpexc, r0
    movw r4, #0x1234
    movt r4, #0xabcd
    bl hex
    rev r4, r4
    bl hex
    ubfx r4, r4, #4, #12
    bl hex
    mov r1, #100
    mov r2, #7
    sdiv r4, r1, r2
    bl hex
    ldr r1, =0x80017fff
    ldr r2, =0x00017fff
    sadd16 r4, r1, r2
    bl hex
    mrs r4, cpsr
    bl hex
    @ VFP: 1.5 + 2.25
    vmov.f32 s0, #1.5
    vmov.f32 s1, #2.25
    vadd.f32 s2, s0, s1
    vmov r4, s2
    bl hex
    vdiv.f64 d2, d0, d0
    vmrs r4, fpscr
    bl hex
    vmov r4, r5, d2
    bl hex
    @ LDREX/STREX, the second STREX fails
    ldr r1, =scratch
    ldrex r2, [r1]
    add r2, r2, #3
    strex r3, r2, [r1]
    strex r4, r2, [r1]
    orr r4, r4, r3, lsl #4
    ldr r3, [r1]
    orr r4, r4, r3, lsl #8
    bl hex
    @ Thumb-2
    adr r0, thumb_code + 1
    blx r0
    mov r4, r0
    bl hex
    @ undefined instruction -> handler prints
    .word 0xe7f000f0
    mov r4, #0x55
    bl hex
    movw r0, #8
    movt r0, #0x8400
    hvc #0
1:  b 1b

hex: @ prints r4 in hex and a newline; uses r0-r3
    ldr r1, =0x09000000
    mov r2, #28
2:  lsr r0, r4, r2
    and r0, r0, #15
    cmp r0, #10
    addlt r0, r0, #48
    addge r0, r0, #87
    str r0, [r1]
    subs r2, r2, #4
    bpl 2b
    mov r0, #10
    str r0, [r1]
    bx lr

und_handler:
    push {r4, lr}
    mov r4, lr
    bl hex
    mrs r4, spsr
    bl hex
    pop {r4, lr}
    movs pc, lr

.thumb
.thumb_func
thumb_code:
    movs r0, #5
    cmp r0, #5
    ite eq
    addeq r0, r0, #10
    subne r0, r0, #1
    movw r1, #0x7fff
    add.w r0, r0, r1, lsl #4
    cbz r1, 3f
    adds r0, #1
3:  bx lr

.arm
.balign 32
vectors:
    b .
    b und_handler
    b .
    b .
    b .
    b .
    b .
    b .
.ltorg
.data
scratch: .word 0x40
