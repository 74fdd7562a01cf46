@ start.S: start-up and exception handlers shared by the v7 probes (QEMU -M virt,
@ entered in SVC mode with the MMU off). VBAR points at `vectors`:
@ - Undefined: SP_und holds &undef_flag; the handler stores it there (nonzero) and
@   skips the instruction;
@ - Data Abort: DFSR, DFAR and 1 go to fault_rec[0..3]; the access is skipped;
@ - Prefetch Abort: IFSR, IFAR and 1 go to fault_rec; returns to SVC's lr (the
@   probe reached the address with blx), or from User mode into user_fetch;
@ - SVC (from User mode): back to SVC mode, on to main_after_user.
        .syntax unified
        .arm
        .arch_extension virt
        .section .text.start
        .global _start, psci_off, user_enter
_start: ldr     sp, =stack_top
        cps     #0x1b
        ldr     sp, =undef_flag
        cps     #0x17
        ldr     sp, =abt_stack_top
        cps     #0x13
        ldr     r0, =vectors
        mcr     p15, 0, r0, c12, c0, 0  @ VBAR
        isb
        bl      main
psci_off:                               @ PSCI SYSTEM_OFF through QEMU's HVC conduit
        movw    r0, #8
        movt    r0, #0x8400
        hvc     #0
        b       .

        .balign 32
vectors:
        b       .
        b       undef
        b       svc
        b       pabt
        b       dabt
        b       .
        b       .
        b       .
undef:  str     sp, [sp]
        movs    pc, lr
dabt:   push    {r0, r1}
        ldr     r1, =fault_rec
        mrc     p15, 0, r0, c5, c0, 0
        str     r0, [r1]
        mrc     p15, 0, r0, c6, c0, 0
        str     r0, [r1, #4]
        mov     r0, #1
        str     r0, [r1, #8]
        pop     {r0, r1}
        subs    pc, lr, #4
pabt:   ldr     r1, =fault_rec
        mrc     p15, 0, r0, c5, c0, 1
        str     r0, [r1]
        mrc     p15, 0, r0, c6, c0, 2
        str     r0, [r1, #4]
        mov     r0, #1
        str     r0, [r1, #8]
        mrs     r0, spsr
        and     r0, r0, #0x1f
        cmp     r0, #0x10
        ldreq   lr, =user_fetch_resume  @ from User mode: back into user_fetch
        movseq  pc, lr
        cps     #0x13
        bx      lr
svc:    cps     #0x13
        ldr     sp, =stack_top
        b       main_after_user

@ user_fetch(va): in User mode, branches to va (which holds bx lr); a Prefetch Abort
@ resumes at user_fetch_resume.
        .global user_fetch
user_fetch:
        push    {r4, lr}
        blx     r0
user_fetch_resume:
        pop     {r4, pc}

@ user_enter(f): runs f in User mode, then SVC #0 (to main_after_user).
user_enter:
        cps     #0x10
        ldr     sp, =user_stack_top
        blx     r0
        svc     #0
