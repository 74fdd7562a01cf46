//! MRS/MSR, coprocessors, SWI, BKPT, Undefined.

use super::*;
use crate::cp15::Cp15Effect;
use crate::insn::{Bkpt, Cdp, CoprocReg, CpReg2, Mrs, Msr, Shifter, Swi};

fn msr(spsr: bool, fields: u8, value: u32) -> Op {
    Op::Msr(Msr {
        spsr,
        fields,
        src: Shifter::imm(value),
    })
}

#[test]
fn mrs_reads_cpsr_and_spsr() {
    let mut c = core();
    set_flags(&mut c, 1, 0, 1, 0);
    arm(&mut c, Op::Mrs(Mrs { rd: 0, spsr: false }));
    assert_eq!(c.s.r[0], 0xa000_0000 | psr::I | psr::F | Mode::Svc as u32);
    c.s.set_spsr(0x1234_0010);
    arm(&mut c, Op::Mrs(Mrs { rd: 0, spsr: true }));
    assert_eq!(c.s.r[0], c.s.spsr().unwrap());
    c.s.set_mode(Mode::User);
    let step = arm(&mut c, Op::Mrs(Mrs { rd: 0, spsr: true }));
    assert_undefined(&c, step, false);
}

#[test]
fn msr_control_field_changes_mode_and_rebanks() {
    let mut c = core();
    c.s.r[13] = 0x5500;
    arm(&mut c, msr(false, 0b0001, Mode::Irq as u32 | psr::I));
    assert_eq!(c.s.mode(), Mode::Irq);
    assert_eq!(c.s.cpsr() & (psr::F | psr::I), psr::I);
    assert_eq!(c.s.r[13], 0);
    arm(
        &mut c,
        msr(false, 0b0001, Mode::Svc as u32 | psr::I | psr::T),
    );
    assert_eq!(
        (c.s.mode(), c.s.r[13], c.s.thumb()),
        (Mode::Svc, 0x5500, false),
        "T is not writable"
    );
    // the flags field alone leaves the mode
    arm(&mut c, msr(false, 0b1000, 0xf800_001f));
    assert_eq!(c.s.cpsr() >> 27, 0x1f);
    assert_eq!(c.s.mode(), Mode::Svc);
}

#[test]
fn msr_in_user_mode_writes_flags_only() {
    let mut c = core();
    c.s.set_mode(Mode::User);
    arm(&mut c, msr(false, 0b1111, 0xf800_0000 | Mode::Svc as u32));
    assert_eq!(
        c.s.cpsr(),
        0xf800_0000 | psr::I | psr::F | Mode::User as u32
    );
    let step = arm(&mut c, msr(true, 0b1000, 0));
    assert_undefined(&c, step, false);
}

#[test]
fn msr_spsr_fields_and_system_mode_slot() {
    let mut c = core();
    c.s.set_spsr(0x0000_0010);
    arm(&mut c, msr(true, 0b1001, 0xf000_0033));
    assert_eq!(c.s.spsr(), Some(0xf000_0033), "SPSR.T is writable");
    arm(&mut c, msr(true, 0b0001, 0xffff_ffd0));
    assert_eq!(c.s.spsr(), Some(0xf000_00d0));
    c.s.set_mode(Mode::System);
    arm(&mut c, msr(true, 0b1111, 0x6000_00d3));
    arm(&mut c, Op::Mrs(Mrs { rd: 1, spsr: true }));
    assert_eq!(c.s.r[1], 0x6000_00d3);
}

fn cp(load: bool, cp: u8, rd: u8, crn: u8, crm: u8, opc2: u8) -> Op {
    Op::CpReg(CoprocReg {
        load,
        cp,
        opc1: 0,
        rd,
        crn,
        crm,
        opc2,
    })
}

#[test]
fn cp15_access() {
    let mut c = core();
    let want = c.mmu.cp15_read(0, 0, 0, 0, 0).expect("main ID register");
    assert_eq!(arm(&mut c, cp(true, 15, 0, 0, 0, 0)), Step::Next);
    assert_eq!(c.s.r[0], want);
    // MCR to TTBR: the MMU reports a TLB flush
    c.s.r[1] = 0x4000;
    let step = arm(&mut c, cp(false, 15, 1, 2, 0, 0));
    assert_eq!(step, Step::Cp15(Cp15Effect::TlbFlushed));
    assert_eq!(c.mmu.cp15_read(0, 2, 0, 0, 0), Some(0x4000));
    // wait for interrupt
    assert_eq!(arm(&mut c, cp(false, 15, 0, 7, 0, 4)), Step::Wfi);
    assert_eq!(c.s.r[15], AT + 4);
    // a register that does not exist
    let step = arm(&mut c, cp(true, 15, 0, 4, 0, 0));
    assert_undefined(&c, step, false);
}

#[test]
fn mrc_to_pc_sets_flags() {
    let mut c = core();
    set_flags(&mut c, 1, 0, 1, 1);
    let v = c.mmu.cp15_read(0, 7, 14, 3, 0).expect("test and clean");
    assert_eq!(arm(&mut c, cp(true, 15, 15, 7, 14, 3)), Step::Next);
    assert_eq!(
        flags(&c),
        (v >> 31, (v >> 30) & 1, (v >> 29) & 1, (v >> 28) & 1)
    );
    assert_eq!(c.s.z, 1, "the kernel's loop ends on Z");
    assert_eq!(c.s.r[15], AT + 4);
}

#[test]
fn cp15_in_user_mode_is_undefined() {
    let mut c = core();
    c.s.set_mode(Mode::User);
    let step = arm(&mut c, cp(true, 15, 0, 0, 0, 0));
    assert_undefined(&c, step, false);
    let mut c = core();
    c.s.set_mode(Mode::User);
    let step = arm(&mut c, cp(false, 15, 0, 7, 0, 4));
    assert_undefined(&c, step, false);
}

#[test]
fn other_coprocessors() {
    let mut c = core();
    c.s.r[0] = 0x77;
    assert_eq!(arm(&mut c, cp(true, 14, 0, 0, 0, 0)), Step::Next);
    assert_eq!(c.s.r[0], 0, "DBGDIDR reads as zero");
    for op in [
        cp(true, 14, 0, 1, 0, 0),
        cp(false, 14, 0, 0, 0, 0),
        cp(true, 13, 0, 0, 0, 0),
        Op::Cdp(Cdp {
            cp: 15,
            opc1: 0,
            crd: 0,
            crn: 0,
            crm: 0,
            opc2: 0,
        }),
        Op::CpReg2(CpReg2 {
            load: true,
            cp: 15,
            opc: 0,
            rd: 0,
            rn: 1,
            crm: 0,
        }),
    ] {
        let mut c = core();
        let step = arm(&mut c, op);
        assert_undefined(&c, step, false);
    }
}

#[test]
fn swi_bkpt_undefined() {
    let mut c = core();
    c.s.set_mode(Mode::User);
    c.s.cpsr_rest &= !(psr::I | psr::F);
    assert_eq!(thumb(&mut c, Op::Swi(Swi { imm: 0 })), Step::Exception);
    assert_eq!(
        (c.s.mode(), c.s.r[15], c.s.r[14], c.s.thumb()),
        (Mode::Svc, 0x08, AT + 2, false)
    );
    assert_eq!(c.s.spsr(), Some(psr::T | Mode::User as u32));
    assert_eq!(c.s.cpsr() & (psr::I | psr::F), psr::I);
    let mut c = core();
    assert_eq!(arm(&mut c, Op::Bkpt(Bkpt { imm: 0 })), Step::Exception);
    assert_eq!(
        (c.s.mode(), c.s.r[15], c.s.r[14]),
        (Mode::Abort, 0x0c, AT + 4)
    );
    let mut c = core();
    let step = thumb(&mut c, Op::Undefined);
    assert_undefined(&c, step, true);
    let mut c = core();
    assert_eq!(arm(&mut c, Op::Nop), Step::Next);
    assert_eq!(c.s.r[15], AT + 4);
}
