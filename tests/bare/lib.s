@ lib.s: the start-up and UART helpers every tests/bare program links first (at 0).
@ _start sets up SVC mode and a stack, calls the program's `main`, then resets the
@ board through the Versatile system registers (QEMU with -no-reboot exits there).

        .syntax unified
        .arm
        .equ UART, 0x101f1000           @ PL011 UART0: DR at +0, FR at +0x18
        .equ SYS_LOCK, 0x10000020       @ SYS_RESETCTL is SYS_LOCK + 0x20
        .equ STACK_TOP, 0x00100000

        .text
        .global _start, putc, puts, puthex, reset
_start: msr     cpsr_c, #0xd3           @ SVC, IRQ and FIQ masked
        ldr     sp, =STACK_TOP
        bl      main
reset:  ldr     r0, =SYS_LOCK
        ldr     r1, =0xa05f
        str     r1, [r0]                @ unlock
        ldr     r1, =0x105
        str     r1, [r0, #0x20]         @ SYS_RESETCTL: the board resets
        b       .

@ putc: writes the byte r0; uses r1, r2
putc:   ldr     r1, =UART
1:      ldr     r2, [r1, #0x18]
        tst     r2, #0x20               @ TXFF
        bne     1b
        strb    r0, [r1]
        bx      lr

@ puts: writes the NUL-terminated string at r0; uses r0-r2
puts:   push    {r4, lr}
        mov     r4, r0
1:      ldrb    r0, [r4], #1
        cmp     r0, #0
        popeq   {r4, pc}
        bl      putc
        b       1b

@ puthex: writes r0 as 8 hex digits; uses r0-r2
puthex: push    {r4, r5, lr}
        mov     r4, r0
        mov     r5, #28
1:      mov     r0, r4, lsr r5
        and     r0, r0, #15
        cmp     r0, #10
        addlo   r0, r0, #'0'
        addhs   r0, r0, #'a' - 10
        bl      putc
        subs    r5, r5, #4
        bpl     1b
        pop     {r4, r5, pc}

        .ltorg
