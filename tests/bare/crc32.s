@ crc32.s: integer loop. Fills 64 KiB with xorshift32 words, then runs a bitwise
@ (table-free) CRC-32 over it PASSES times, the CRC carried from pass to pass.
@ Each byte costs 20 instructions: LDRB, EOR, 8 x (MOVS LSR, EORCS), SUBS, BNE.

        .syntax unified
        .arm
        .equ BUF, 0x00200000
        .equ LEN, 65536
        .equ PASSES, 8

        .text
        .global main
main:   push    {r4-r11, lr}
        ldr     r0, =BUF
        ldr     r1, =0x2545f491         @ xorshift32 seed
        ldr     r2, =LEN / 4
1:      eor     r1, r1, r1, lsl #13
        eor     r1, r1, r1, lsr #17
        eor     r1, r1, r1, lsl #5
        str     r1, [r0], #4
        subs    r2, r2, #1
        bne     1b

        mvn     r3, #0                  @ crc = 0xffffffff
        ldr     r4, =0xedb88320         @ reflected polynomial
        mov     r6, #PASSES
2:      ldr     r0, =BUF
        ldr     r2, =LEN
3:      ldrb    r1, [r0], #1
        eor     r3, r3, r1
        .rept 8
        movs    r3, r3, lsr #1
        eorcs   r3, r3, r4
        .endr
        subs    r2, r2, #1
        bne     3b
        subs    r6, r6, #1
        bne     2b
        mvn     r7, r3

        adr     r0, s_crc
        bl      puts
        mov     r0, r7
        bl      puthex
        mov     r0, #'\n'
        bl      putc
        pop     {r4-r11, pc}

s_crc:  .asciz  "CRC32 "
        .align  2
        .ltorg
