#!/usr/bin/env python3
"""Writes grid.S for cp15_probe.c: functions that execute every encoding of a
coprocessor access (the operands are part of the instruction, so each needs its own
instruction) and report each to C.

  grid15/grid14      every MRC p15/p14 (opc1 0-7, CRn, CRm 0-15, opc2 0-7):
                     report(value, undefined, key, cp)
  grid15_64/grid14_64 every MRRC (opc1 0-15, CRm 0-15):
                     report64(lo, hi, undefined, cp, cp, key)
  mcrgrid            every MCR p15 to c7 and c8 (value 0x40000000):
                     wreport(0, undefined, key, 15)
  mcrrgrid           every MCRR p14/p15 of zero (p15 c2 and c14 left out):
                     wreport(1, undefined, key, cp)
key = opc1 << 12 | CRn << 8 | CRm << 4 | opc2 (MRRC/MCRR: opc1 << 4 | CRm)."""
out = ['.syntax unified', '.arm', '.text']
FLAG = ' movw r4, #:lower16:undef_flag\n movt r4, #:upper16:undef_flag'

def func(name, regs):
    out.append(f'.global {name}\n{name}:\n push {{{regs}, lr}}\n{FLAG}')

def mrc_grid(name, cp):
    func(name, 'r4, r5')
    for opc1 in range(8):
        for crn in range(16):
            for crm in range(16):
                for opc2 in range(8):
                    key = opc1 << 12 | crn << 8 | crm << 4 | opc2
                    out.append(f' mov r0, #0\n str r0, [r4]\n movw r0, #0xbeef\n movt r0, #0xdead\n'
                               f' mrc p{cp}, {opc1}, r0, c{crn}, c{crm}, {opc2}\n'
                               f' ldr r1, [r4]\n movw r2, #{key}\n mov r3, #{cp}\n bl report')
    out.append(' pop {r4, r5, pc}')

def mrrc_grid(name, cp):
    func(name, 'r4, r5')
    for opc1 in range(16):
        for crm in range(16):
            key = opc1 << 4 | crm
            out.append(f' mov r0, #0\n str r0, [r4]\n movw r0, #0xbeef\n movt r0, #0xdead\n mov r1, r0\n'
                       f' mrrc p{cp}, {opc1}, r0, r1, c{crm}\n'
                       f' ldr r2, [r4]\n movw r3, #{key}\n push {{r3}}\n mov r3, #{cp}\n push {{r3}}\n'
                       f' bl report64\n add sp, sp, #8')
    out.append(' pop {r4, r5, pc}')

def mcr_grid():
    func('mcrgrid', 'r4, r5')
    for opc1 in range(8):
        for crn in (7, 8):
            for crm in range(16):
                for opc2 in range(8):
                    key = opc1 << 12 | crn << 8 | crm << 4 | opc2
                    out.append(f' mov r0, #0\n str r0, [r4]\n movw r5, #0\n movt r5, #0x4000\n'
                               f' mcr p15, {opc1}, r5, c{crn}, c{crm}, {opc2}\n'
                               f' ldr r1, [r4]\n movw r2, #{key}\n mov r3, #15\n mov r0, #0\n bl wreport')
    out.append(' pop {r4, r5, pc}')

def mcrr_grid():
    func('mcrrgrid', 'r4, r5')
    for cp in (14, 15):
        for opc1 in range(16):
            for crm in range(16):
                if cp == 15 and crm in (2, 14):
                    continue
                key = opc1 << 4 | crm
                out.append(f' mov r0, #0\n str r0, [r4]\n mov r5, #0\n'
                           f' mcrr p{cp}, {opc1}, r5, r5, c{crm}\n'
                           f' ldr r1, [r4]\n movw r2, #{key}\n mov r3, #{cp}\n mov r0, #1\n bl wreport')
    out.append(' pop {r4, r5, pc}')

mrc_grid('grid15', 15)
mrc_grid('grid14', 14)
mrrc_grid('grid15_64', 15)
mrrc_grid('grid14_64', 14)
mcr_grid()
mcrr_grid()
open('grid.S', 'w').write('\n'.join(out) + '\n')
