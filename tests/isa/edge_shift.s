@ edge_shift: hand-written shifter carry-out cases: shifts by 0, 32 and more than 32
@ (register amounts), the immediate forms LSR/ASR #32 and RRX, rotated immediates.
        .syntax unified
        .text
        .global cases
c0: @ case 0
        movs r0, r1, lsl r2     @ r2 = 0: C unchanged
        b post
c1: @ case 1
        movs r0, r1, lsl r2     @ r2 = 32: C = bit 0
        b post
c2: @ case 2
        movs r0, r1, lsl r2     @ r2 = 33: result 0, C = 0
        b post
c3: @ case 3
        movs r0, r1, lsr r2     @ r2 = 32: C = bit 31
        b post
c4: @ case 4
        movs r0, r1, asr r2     @ r2 = 200: all sign, C = sign
        b post
c5: @ case 5
        movs r0, r1, ror r2     @ r2 = 32: C = bit 31, value unchanged
        b post
c6: @ case 6
        movs r0, r1, ror r2     @ r2 = 0x120 (low byte 0x20)
        b post
c7: @ case 7
        movs r0, r1, rrx        @ C in = 1
        b post
c8: @ case 8
        movs r0, r1, lsr #32
        b post
c9: @ case 9
        movs r0, r1, asr #32
        b post
c10: @ case 10
        movs r0, #0xff, 2       @ rotated immediate: C = bit 31 of the result
        b post
c11: @ case 11
        movs r0, #0x1, 0        @ rotation 0: C unchanged
        b post
c12: @ case 12
        adcs r0, r1, r1, rrx
        b post
c13: @ case 13
        mov r0, pc, lsl r2      @ r2 = 1: PC reads as address + 12 with a register shift
        b post
        .data
        .balign 4
cases:
        .word c0, 1, 0x20000000, 0xd3, 0x6, 0x80000001, 0, 0
        .word c1, 1, 0x00000000, 0xd3, 0x6, 0x80000001, 32, 0
        .word c2, 1, 0x20000000, 0xd3, 0x6, 0xffffffff, 33, 0
        .word c3, 1, 0x00000000, 0xd3, 0x6, 0x80000000, 32, 0
        .word c4, 1, 0x00000000, 0xd3, 0x6, 0x80000000, 200, 0
        .word c5, 1, 0x00000000, 0xd3, 0x6, 0x80000000, 32, 0
        .word c6, 1, 0x00000000, 0xd3, 0x6, 0x80000000, 0x120, 0
        .word c7, 1, 0x20000000, 0xd3, 0x2, 0x00000003, 0
        .word c8, 1, 0x00000000, 0xd3, 0x2, 0x80000000, 0
        .word c9, 1, 0x00000000, 0xd3, 0x2, 0x80000000, 0
        .word c10, 1, 0x00000000, 0xd3, 0x0, 0
        .word c11, 1, 0x20000000, 0xd3, 0x0, 0
        .word c12, 1, 0x20000000, 0xd3, 0x2, 0x80000001, 0
        .word c13, 1, 0x00000000, 0xd3, 0x4, 1, 0
        .word 0
