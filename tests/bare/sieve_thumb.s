@ sieve_thumb.s: a Thumb loop. The sieve of Eratosthenes over N byte flags, run
@ PASSES times in Thumb state (entered with BLX from ARM); prints the number of
@ primes below N and their sum (mod 2^32), both totalled over the passes.

        .syntax unified
        .equ FLAGS, 0x00300000
        .equ N, 262144
        .equ PASSES, 2

        .text
        .arm
        .global main
main:   push    {r4-r11, lr}
        mov     r8, #0                  @ total count
        mov     r9, #0                  @ total sum
        mov     r10, #PASSES
1:      ldr     r0, =FLAGS
        ldr     r1, =N
        ldr     r12, =sieve             @ a .thumb_func: bit 0 set
        blx     r12
        add     r8, r8, r0
        add     r9, r9, r1
        subs    r10, r10, #1
        bne     1b

        adr     r0, s_count
        bl      puts
        mov     r0, r8
        bl      puthex
        adr     r0, s_sum
        bl      puts
        mov     r0, r9
        bl      puthex
        mov     r0, #'\n'
        bl      putc
        pop     {r4-r11, pc}

s_count: .asciz "SIEVE primes="
s_sum:  .asciz  " sum="
        .align  2
        .ltorg

@ sieve(r0 = flags, r1 = n, a multiple of 4) -> r0 = primes below n, r1 = their sum
        .thumb
        .thumb_func
sieve:  push    {r4-r7, lr}
        ldr     r3, =0x01010101
        movs    r2, #0
1:      str     r3, [r0, r2]            @ every flag = 1
        adds    r2, #4
        cmp     r2, r1
        blo     1b
        movs    r4, #2                  @ i
outer:  movs    r2, r4
        muls    r2, r4, r2              @ j = i * i
        cmp     r2, r1
        bhs     count
        ldrb    r5, [r0, r4]
        cmp     r5, #0
        beq     next
        movs    r5, #0
inner:  strb    r5, [r0, r2]
        adds    r2, r2, r4
        cmp     r2, r1
        blo     inner
next:   adds    r4, #1
        b       outer
count:  movs    r4, #2
        movs    r6, #0                  @ count
        movs    r7, #0                  @ sum
2:      ldrb    r5, [r0, r4]
        cmp     r5, #0
        beq     3f
        adds    r6, #1
        adds    r7, r7, r4
3:      adds    r4, #1
        cmp     r4, r1
        blo     2b
        movs    r0, r6
        movs    r1, r7
        pop     {r4-r7}
        pop     {r2}
        bx      r2
        .align  2
        .ltorg
