//! The VFP rows of the ARMv7-A cost model: each VFP operation's class and the VFP and
//! core registers it reads and writes (see [`super`] for the table and its sources).

use super::{slots, Class, CortexTicks, Step, E1, E2};
use crate::insn::{Reg, VReg, Vfp, VfpCvt, VfpOp2, VfpOp3};

impl CortexTicks {
    pub(super) fn vfp(&self, v: Vfp) -> Step {
        let m = self;
        match v {
            Vfp::Op3 { op, vd, vn, vm } => {
                let d = vd.double;
                let (class, accumulates) = match op {
                    VfpOp3::Add | VfpOp3::Sub => (Class::VfpAdd, false),
                    VfpOp3::Mul | VfpOp3::Nmul => (pick(d, Class::VfpMulS, Class::VfpMulD), false),
                    VfpOp3::Div => (pick(d, Class::VfpDivS, Class::VfpDivD), false),
                    VfpOp3::Mla
                    | VfpOp3::Mls
                    | VfpOp3::Nmla
                    | VfpOp3::Nmls
                    | VfpOp3::Fma
                    | VfpOp3::Fms
                    | VfpOp3::Fnma
                    | VfpOp3::Fnms => (pick(d, Class::VfpMacS, Class::VfpMacD), true),
                };
                let mut s = Step::new(class);
                s.vread(m, vn);
                s.vread(m, vm);
                if accumulates {
                    s.vread(m, vd);
                }
                s.vdef(vd);
                s
            }
            Vfp::Op2 { op, vd, vm } => {
                let class = match op {
                    VfpOp2::Mov | VfpOp2::Abs | VfpOp2::Neg => Class::VfpUnary,
                    VfpOp2::Sqrt => pick(vd.double, Class::VfpSqrtS, Class::VfpSqrtD),
                };
                let mut s = Step::new(class);
                s.vread(m, vm);
                s.vdef(vd);
                s
            }
            Vfp::MovImm { vd, .. } => {
                let mut s = Step::new(Class::VfpUnary);
                s.vdef(vd);
                s
            }
            Vfp::Cmp { vd, vm, .. } => {
                let mut s = Step::new(Class::VfpCmp);
                s.vread(m, vd);
                if let Some(vm) = vm {
                    s.vread(m, vm);
                }
                s.flags = Some(s.latency());
                s
            }
            Vfp::Cvt { kind, vd, vm } => {
                let from_half = matches!(kind, VfpCvt::Half { to_half: false, .. });
                let mut s = Step::new(if from_half {
                    Class::VfpCvtHalf
                } else {
                    Class::VfpCvt
                });
                s.vread(m, vm);
                // The fixed-point and half-precision forms keep part of Vd.
                if matches!(kind, VfpCvt::Fixed { .. } | VfpCvt::Half { .. }) {
                    s.vread(m, vd);
                }
                s.vdef(vd);
                s
            }
            Vfp::MovCore { to_core, rt, sn } => {
                let sreg = VReg {
                    double: false,
                    n: sn,
                };
                m.transfer(to_core, &[rt], sreg)
            }
            Vfp::MovCore2 {
                to_core,
                rt,
                rt2,
                vm,
            } => {
                let regs = if vm.double {
                    vm
                } else {
                    // Two consecutive singles: one 64-bit slot pair from Sm.
                    VReg {
                        double: false,
                        n: vm.n,
                    }
                };
                let mut s = m.transfer(to_core, &[rt, rt2], regs);
                if !vm.double && vm.n < 31 {
                    let next = VReg {
                        double: false,
                        n: vm.n + 1,
                    };
                    if to_core {
                        s.vread(m, next);
                    } else {
                        s.vdef(next);
                    }
                }
                s
            }
            Vfp::MovScalar {
                to_core,
                rt,
                dn,
                index,
            } => {
                let sreg = VReg {
                    double: false,
                    n: 2 * dn + (index & 1),
                };
                let mut s = m.transfer(to_core, &[rt], sreg);
                if !to_core {
                    s.vread(m, sreg); // the other half of Dd stays
                }
                s
            }
            Vfp::Sys { to_core, rt, reg } => {
                if to_core {
                    let mut s = Step::new(Class::VfpToCore);
                    if reg == 1 {
                        s.stall = s.stall.max(m.flags_ready - m.base);
                    }
                    s.def(rt);
                    s
                } else {
                    Step::new(Class::CoreToVfp).also_read(m, rt, E2)
                }
            }
            Vfp::Mem { load, vd, rn, .. } => {
                let mut s = Step::new(pick(vd.double, Class::VfpLoadS, Class::VfpLoadD));
                s.read(m, rn, E1);
                if load {
                    s.vdef(vd);
                } else {
                    s.vread(m, vd);
                }
                s
            }
            Vfp::Block {
                load,
                writeback,
                rn,
                vd,
                count,
                words,
                ..
            } => {
                let mut s = Step::new(Class::VfpMultiple);
                s.read(m, rn, E1);
                s.issue = ((words as i64 + 1) / 2).max(1);
                // The slots the list covers (an UNPREDICTABLE count may run past D31).
                let first = slots(vd).0 as usize;
                let n = if vd.double { 2 } else { 1 } * count as usize;
                if load {
                    let latency = s.issue - 1 + s.latency();
                    s.vrange = Some((first, n, latency));
                } else {
                    for slot in first..(first + n).min(64) {
                        s.stall = s.stall.max(m.vready[slot] - m.base);
                    }
                }
                if writeback {
                    s.def_at(rn, Class::Alu.timing().latency as i64);
                }
                s
            }
        }
    }

    /// VMOV between core registers and a VFP register.
    fn transfer(&self, to_core: bool, regs: &[Reg], v: VReg) -> Step {
        let mut s = Step::new(if to_core {
            Class::VfpToCore
        } else {
            Class::CoreToVfp
        });
        if to_core {
            s.vread(self, v);
            for &r in regs {
                s.def(r);
            }
        } else {
            for &r in regs {
                s.read(self, r, E2);
            }
            s.vdef(v);
        }
        s
    }
}

/// The single- or double-precision class.
fn pick(double: bool, single: Class, dbl: Class) -> Class {
    if double {
        dbl
    } else {
        single
    }
}
