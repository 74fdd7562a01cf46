@ edge_thumb: the Thumb BL/BLX prefix-suffix pair, BX/BLX interworking both ways,
@ BL to a far target, POP {pc} interworking.
        .syntax unified
        .text
        .global cases
        .thumb
c0: @ case 0
        bl c0_t1
        nop
        bx pc
        nop
        .arm
        b post
        .balign 4
        .thumb
c0_t1:  bx pc
        nop
        .arm
        b post1
        .thumb
c1: @ case 1
        blx c1_p1
        nop
        bx pc
        nop
        .arm
        b post
c1_p1:  b post1
        .thumb
c2: @ case 2
        blx r3
        bx pc
        nop
        .arm
        b post
        .thumb
c2_t1:  bx pc
        nop
        .arm
        b post2
        .thumb
c3: @ case 3
        pop {r0, pc}
        bx pc
        nop
        .arm
        b post
c3_p1:  b post3
        .thumb
c4: @ case 4
        bl far_t
        nop
        bx pc
        nop
        .arm
        b post
        .space 0x3000
        .thumb
far_t:  bx pc
        nop
        .arm
        b post2
        .data
        .balign 4
cases:
        .word c0+1, 1, 0, 0xd3, 0x0, 0
        .word c1+1, 1, 0, 0xd3, 0x0, 0
        .word c2+1, 1, 0, 0xd3, 0x8, c2_t1+1, 0
        .word c3+1, 1, 0, 0xd3, 0x2000, 0x100100, 1, 0x104, c3_p1
        .word c4+1, 1, 0, 0xd3, 0x0, 0
        .word 0
