@ edge_sat: saturating arithmetic at the saturation points and the sticky Q flag.
        .syntax unified
        .text
        .global cases
c0: @ case 0
        qadd r0, r1, r2         @ 0x7fffffff + 1 saturates, Q set
        b post
c1: @ case 1
        qsub r0, r1, r2         @ 0x80000000 - 1 saturates
        b post
c2: @ case 2
        qdadd r0, r1, r2        @ doubling saturates
        b post
c3: @ case 3
        qdsub r0, r1, r2        @ 0 - 2*0x80000000
        b post
c4: @ case 4
        qadd r0, r1, r2         @ no saturation: Q stays as it was (set)
        b post
c5: @ case 5
        smlabb r0, r1, r2, r3   @ accumulate overflow sets Q
        b post
c6: @ case 6
        smlawt r0, r1, r2, r3
        b post
c7: @ case 7
        smulbb r0, r1, r2       @ 0x8000 * 0x8000: no Q
        b post
c8: @ case 8
        msr cpsr_f, #0          @ Q cleared by MSR
        b post
        .data
        .balign 4
cases:
        .word c0, 1, 0, 0xd3, 0x6, 0x7fffffff, 1, 0
        .word c1, 1, 0, 0xd3, 0x6, 0x80000000, 1, 0
        .word c2, 1, 0, 0xd3, 0x6, 1, 0x40000000, 0
        .word c3, 1, 0, 0xd3, 0x6, 0, 0x80000000, 0
        .word c4, 1, 0x08000000, 0xd3, 0x6, 5, 6, 0
        .word c5, 1, 0, 0xd3, 0xe, 0x7fff, 0x7fff, 0x7fffffff, 0
        .word c6, 1, 0, 0xd3, 0xe, 0x7fffffff, 0x7fff0000, 0x7fffffff, 0
        .word c7, 1, 0, 0xd3, 0x6, 0x8000, 0x8000, 0
        .word c8, 1, 0xf8000000, 0xd3, 0x0, 0
        .word 0
