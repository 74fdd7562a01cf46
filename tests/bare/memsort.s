@ memsort.s: memory-heavy loop. Fills A (N words) with xorshift32, copies A to B
@ COPIES times with 8-register LDM/STM, then sorts B with a bottom-up merge sort
@ (ping-ponging between B and C), checks the order and hashes the result.

        .syntax unified
        .arm
        .equ N, 32768
        .equ A, 0x00200000
        .equ B, 0x00240000
        .equ C, 0x00280000
        .equ COPIES, 32

        .text
        .global main
main:   push    {r4-r11, lr}
        ldr     r0, =A
        ldr     r1, =0x6b8b4567         @ xorshift32 seed
        ldr     r2, =N
1:      eor     r1, r1, r1, lsl #13
        eor     r1, r1, r1, lsr #17
        eor     r1, r1, r1, lsl #5
        str     r1, [r0], #4
        subs    r2, r2, #1
        bne     1b

@ memcpy A -> B, COPIES times; a running sum of B's first word checks each copy
        mov     r12, #COPIES
        mov     r3, #0
2:      ldr     r0, =A
        ldr     r1, =B
        ldr     r2, =N / 8
3:      ldmia   r0!, {r4-r11}
        stmia   r1!, {r4-r11}
        subs    r2, r2, #1
        bne     3b
        ldr     r1, =B
        ldr     r4, [r1, r12, lsl #2]
        add     r3, r3, r4
        subs    r12, r12, #1
        bne     2b
        push    {r3}

@ bottom-up merge sort: r0 = src, r1 = dst, r2 = width (bytes), r3 = N * 4
        ldr     r0, =B
        ldr     r1, =C
        mov     r2, #4
        ldr     r3, =N * 4
pass:   cmp     r2, r3
        bhs     sorted
        mov     r4, #0                  @ i (bytes)
run:    cmp     r4, r3
        bhs     endpass
        add     r6, r4, r2              @ mid = min(i + width, N)
        cmp     r6, r3
        movhi   r6, r3
        add     r8, r6, r2              @ right = min(mid + width, N)
        cmp     r8, r3
        movhi   r8, r3
        add     r9, r1, r4              @ o
        add     r5, r0, r4              @ p
        add     r7, r0, r6              @ q
        add     r6, r0, r6              @ pe
        add     r8, r0, r8              @ qe
        mov     r4, r8                  @ next i = right (as a src address for now)
merge:  cmp     r5, r6
        bhs     tailq
        cmp     r7, r8
        bhs     tailp
        ldr     r10, [r5]
        ldr     r11, [r7]
        cmp     r10, r11
        strls   r10, [r9], #4
        addls   r5, r5, #4
        strhi   r11, [r9], #4
        addhi   r7, r7, #4
        b       merge
tailp:  cmp     r5, r6
        ldrlo   r10, [r5], #4
        strlo   r10, [r9], #4
        blo     tailp
tailq:  cmp     r7, r8
        ldrlo   r11, [r7], #4
        strlo   r11, [r9], #4
        blo     tailq
        sub     r4, r4, r0              @ back to a byte offset
        b       run
endpass:
        mov     r12, r0                 @ swap src and dst
        mov     r0, r1
        mov     r1, r12
        mov     r2, r2, lsl #1
        b       pass

@ r0 = the sorted array: count out-of-order neighbours, hash the contents
sorted: mov     r5, r0
        ldr     r2, =N - 1
        mov     r6, #0                  @ out-of-order count
        mov     r7, #0                  @ hash
        ldr     r10, [r5], #4
        eor     r7, r10, r7, ror #27
4:      ldr     r11, [r5], #4
        cmp     r10, r11
        addhi   r6, r6, #1
        eor     r7, r11, r7, ror #27
        add     r7, r7, r2
        mov     r10, r11
        subs    r2, r2, #1
        bne     4b

        adr     r0, s_copy
        bl      puts
        pop     {r0}
        bl      puthex
        adr     r0, s_bad
        bl      puts
        mov     r0, r6
        bl      puthex
        adr     r0, s_hash
        bl      puts
        mov     r0, r7
        bl      puthex
        mov     r0, #'\n'
        bl      putc
        pop     {r4-r11, pc}

s_copy: .asciz  "MEMSORT copy="
s_bad:  .asciz  " unsorted="
s_hash: .asciz  " hash="
        .align  2
        .ltorg
