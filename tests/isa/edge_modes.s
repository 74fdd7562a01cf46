@ edge_modes: MSR control-field mode changes re-bank r8-r14 (the dump shows the new
@ mode's registers), MRS of the SPSR, SWI/UND/BKPT exception entry.
        .syntax unified
        .text
        .global cases
c0: @ case 0
        msr cpsr_c, r0          @ FIQ: r8-r14 banked
        b post
c1: @ case 1
        msr cpsr_c, r0          @ IRQ
        b post
c2: @ case 2
        msr cpsr_c, r0          @ ABT
        b post
c3: @ case 3
        msr cpsr_c, r0          @ UND
        b post
c4: @ case 4
        msr cpsr_c, r0          @ SYS
        b post
c5: @ case 5
        msr cpsr_c, r0          @ USR
        b post
c6: @ case 6
        msr cpsr_fc, r0         @ reserved mode 0x15: QEMU keeps the mode
        b post
c7: @ case 7
        mrs r0, spsr
        b post
c8: @ case 8
        swi 0x123456
        b post
c9: @ case 9
        .inst 0xe7f123f4        @ permanently undefined
        b post
c10: @ case 10
        bkpt 0xabcd
        b post
        .data
        .balign 4
cases:
        .word c0, 1, 0, 0xd3, 0x1, 0xd1, 0
        .word c1, 1, 0, 0xd3, 0x1, 0xd2, 0
        .word c2, 1, 0, 0xd3, 0x1, 0xd7, 0
        .word c3, 1, 0, 0xd3, 0x1, 0xdb, 0
        .word c4, 1, 0, 0xd3, 0x1, 0xdf, 0
        .word c5, 1, 0, 0xd3, 0x1, 0x10, 0
        .word c6, 1, 0, 0xd3, 0x1, 0xf0000015, 0
        .word c7, 1, 0, 0x600000d3, 0x0, 0
        .word c8, 1, 0xf0000000, 0xd3, 0x0, 0
        .word c9, 1, 0, 0xd3, 0x0, 0
        .word c10, 1, 0, 0xd3, 0x0, 0
        .word 0
