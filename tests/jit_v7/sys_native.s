@ The ARMv7-A operations the JIT translates natively since the escape-hatch profile of
@ the armhf boot (CP15 thread ID registers and other plain registers, cache
@ maintenance, CPS, MRS/MSR, LDREX/STREX/CLREX in their byte, halfword and word forms,
@ UADD8/SEL, ORN, Thumb-2 BLX <label>), at PL1 and at PL0, printed one value a line
@ on the virt board's UART. Built and recorded from QEMU 7.2 by build.sh.
.syntax unified
.arm
.text
.global _start
_start:
    cps #0x1b               @ Undefined mode: its own stack
    ldr sp, =0x40101000
    cps #0x1f               @ System mode: User's stack
    ldr sp, =0x40102000
    cps #0x13
    ldr sp, =0x40100000
    ldr r0, =vectors
    mcr p15, 0, r0, c12, c0, 0
    mov r11, #3             @ each block runs in the interpreter first, then translated
again:
    @ Thread ID registers: write, read back
    ldr r0, =0x11112222
    mcr p15, 0, r0, c13, c0, 2
    ldr r0, =0x33334444
    mcr p15, 0, r0, c13, c0, 3
    ldr r0, =0x55556666
    mcr p15, 0, r0, c13, c0, 4
    mrc p15, 0, r4, c13, c0, 2
    bl hex
    mrc p15, 0, r4, c13, c0, 3
    bl hex
    mrc p15, 0, r4, c13, c0, 4
    bl hex
    @ ID and plain registers
    mrc p15, 0, r4, c0, c0, 0
    bl hex
    mrc p15, 0, r4, c0, c0, 1
    bl hex
    mrc p15, 0, r4, c0, c0, 5
    bl hex
    mrc p15, 0, r4, c1, c0, 0
    bl hex
    mrc p15, 0, r4, c12, c0, 0
    bl hex
    mrc p15, 0, r4, c3, c0, 0
    bl hex
    mrc p15, 0, r4, c13, c0, 1
    bl hex
    @ Cache and branch predictor maintenance, CP15 barriers: no effect
    ldr r0, =scratch
    mcr p15, 0, r0, c7, c14, 1
    mcr p15, 0, r0, c7, c11, 1
    mcr p15, 0, r0, c7, c5, 1
    mcr p15, 0, r0, c7, c1, 0
    mcr p15, 0, r0, c7, c1, 6
    mcr p15, 0, r0, c7, c10, 4
    mcr p15, 0, r0, c7, c5, 4
    ldr r4, [r0]
    bl hex
    @ CPS and MRS
    cpsid i
    mrs r4, cpsr
    bl hex
    cpsid aif
    mrs r4, cpsr
    bl hex
    cpsie af
    mrs r4, cpsr
    bl hex
    cpsie i
    mrs r4, cpsr
    bl hex
    @ MSR: flags, control (mode kept), SPSR
    ldr r0, =0xf8000000
    msr cpsr_f, r0
    mrs r4, cpsr
    bl hex
    mrs r0, cpsr
    orr r0, r0, #0xc0
    msr cpsr_c, r0
    mrs r4, cpsr
    bl hex
    bic r0, r0, #0xc0
    msr cpsr_fc, r0
    mrs r4, cpsr
    bl hex
    ldr r0, =0x600f01d0
    msr spsr_fsxc, r0
    mrs r4, spsr
    bl hex
    msr spsr_c, #0x13
    mrs r4, spsr
    bl hex
    msr apsr_nzcvq, #0
    @ Exclusives
    bl exclusives
    @ UADD8 and SEL
    ldr r1, =0x80ff7f01
    ldr r2, =0x8001017f
    uadd8 r4, r1, r2
    bl hex
    mrs r4, cpsr
    bl hex
    sel r4, r1, r2
    bl hex
    ldr r1, =0x01020304
    uadd8 r4, r1, r1
    sel r4, r2, r1
    bl hex
    @ Thumb-2: ORN, UADD8/SEL, BLX <label> to ARM code
    ldr r0, =thumb_code
    orr r0, r0, #1
    blx r0
    mov r4, r0
    bl hex
    mov r4, r1
    bl hex
    mov r4, r2
    bl hex
    mov r4, r3
    bl hex
    subs r11, r11, #1
    bne again
    @ PL0: thread ID registers, exclusives, CPS (no effect), MRS, then TPIDRPRW
    @ (Undefined: the handler prints and returns), three times, then SVC back to PL1
    cps #0x10
    mov r11, #3
pl0:
    mrc p15, 0, r4, c13, c0, 3
    bl hex
    ldr r0, =0x77778888
    mcr p15, 0, r0, c13, c0, 2
    mrc p15, 0, r4, c13, c0, 2
    bl hex
    bl exclusives
    cpsid i
    mrs r4, cpsr
    bl hex
    mrc p15, 0, r4, c13, c0, 4
    bl hex
    mcr p15, 0, r0, c13, c0, 3
    mcr p15, 0, r0, c7, c14, 1
    mrc p15, 0, r4, c13, c0, 3
    bl hex
    subs r11, r11, #1
    bne pl0
    svc #0

exclusives: @ prints the results of exclusive sequences; uses r0-r6
    push {lr}
    ldr r1, =scratch
    ldr r0, =0x40
    str r0, [r1]
    ldrex r2, [r1]
    add r2, r2, #3
    strex r3, r2, [r1]      @ succeeds
    strex r4, r2, [r1]      @ fails: the monitor is open
    orr r4, r4, r3, lsl #4
    ldr r3, [r1]
    orr r4, r4, r3, lsl #8
    bl hex
    ldrex r2, [r1]
    clrex
    strex r4, r2, [r1]      @ fails after CLREX
    bl hex
    ldrex r2, [r1]
    add r5, r1, #4
    strex r4, r2, [r5]      @ fails: another address
    bl hex
    ldrex r2, [r1]
    mov r0, #0x99
    str r0, [r1]            @ memory changed under the monitor: fails
    strex r4, r2, [r1]
    ldr r3, [r1]
    orr r4, r4, r3, lsl #8
    bl hex
    add r5, r1, #1
    ldrexb r2, [r5]
    mov r0, #0xab
    strexb r4, r0, [r5]
    ldr r3, [r1]
    orr r4, r3, r4, lsl #28
    bl hex
    add r5, r1, #2
    ldrexh r2, [r5]
    movw r0, #0xcdef
    strexh r4, r0, [r5]
    ldr r3, [r1]
    eor r4, r3, r4, lsl #28
    bl hex
    ldr r0, =0x12345678
    str r0, [r1]
    ldrex r2, [r1]
    mov r0, #0x5a
    strexb r4, r0, [r1]     @ QEMU: stores the byte and reports failure
    ldr r3, [r1]
    eor r4, r3, r4, lsl #28
    bl hex
    ldrex r2, [r1]
    movne r4, r2
    strexne r4, r2, [r1]
    streq r4, [r1]
    ldr r4, [r1]
    bl hex
    pop {pc}

hex: @ prints r4 in hex and a newline; uses r0-r3
    push {r0-r3}
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
    pop {r0-r3}
    bx lr

und_handler:
    push {r4, lr}
    mov r4, lr
    bl hex
    mrs r4, spsr
    bl hex
    pop {r4, lr}
    movs pc, lr

svc_handler:
    mrs r4, cpsr
    bl hex
    mrc p15, 0, r4, c13, c0, 4
    bl hex
    movw r0, #8
    movt r0, #0x8400
    hvc #0
1:  b 1b

arm_callee:
    add r3, r3, #0x100
    bx lr

.thumb
.thumb_func
thumb_code:
    push {r4, lr}
    ldr r1, =0x0f0f00ff
    ldr r2, =0x00ff0ff0
    orn r0, r1, r2
    orns r3, r1, r2, lsl #4
    mrs r4, apsr
    eor r0, r0, r4
    ldr r3, =0x7f7f8080
    uadd8 r4, r3, r3
    sel r1, r3, r2
    blx arm_callee
    mov r2, r4
    pop {r4, pc}

.arm
.balign 32
vectors:
    b .
    b und_handler
    b svc_handler
    b .
    b .
    b .
    b .
    b .
.ltorg
.data
.balign 4096                @ data in a page of its own: no code page is written
scratch: .word 0x40
         .word 0
