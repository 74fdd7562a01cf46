//! The ARMv7 part of a checkpoint: the CPU model, the VFP registers, the exclusive
//! monitor, and the ARMv7 CP15 with the generic timer's and CP14's registers. It is a
//! section of its own after the ARM926 machine state (docs/checkpoint-format.md), so an
//! ARM926 checkpoint's bytes stay what they were and the section names the CPU it
//! belongs to.
//!
//! The TLB, with the entries it keeps for other ASIDs, is not saved: a restore flushes
//! it (see [`super::Checkpoint::restore_into`]), as the architecture lets a TLB drop any
//! entry at any time.

use arm::cp15_v7::cp14::Cp14Regs;
use arm::cp15_v7::timer::{GenericTimer, TimerRegs};
use arm::cp15_v7::Cp15V7Regs;
use arm::cpu_model::{self, CpuModel};
use arm::state::ExclusiveMonitor;
use arm::{Core, CpuState};
use devices::state::{StateError, StateReader, StateWriter};

/// The section's first bytes (a `str`): what follows is ARMv7-A state.
pub const SECTION: &str = "armv7-a";

/// The longest CPU model name read back.
const MAX_NAME: usize = 64;

/// The ARMv7 state a checkpoint holds beyond [`CpuState`]'s ARM926 part (the VFP
/// registers and the monitor travel in the `CpuState` itself).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct V7State {
    /// The CPU model (an ARMv7 one).
    pub model: &'static CpuModel,
    pub cp15: Cp15V7Regs,
}

impl V7State {
    /// The ARMv7 state of `core`, or `None` on the ARM926.
    pub fn of(core: &Core) -> Option<V7State> {
        let cp15 = core.mmu.v7.as_deref()?.clone();
        Some(V7State {
            model: core.model,
            cp15,
        })
    }
}

/// Writes the section: the model's name, VFP and the monitor from `cpu`, CP15,
/// the generic timer, CP14.
pub fn save(w: &mut StateWriter, v7: &V7State, cpu: &CpuState) {
    w.str(SECTION);
    w.str(v7.model.name);
    let vfp = &cpu.vfp;
    for d in vfp.d {
        w.u64(d);
    }
    w.u32s(&[vfp.fpscr, vfp.fpexc]);
    let m = &cpu.monitor;
    w.bool(m.addr.is_some());
    w.u32(m.addr.unwrap_or(0));
    w.u64(m.value);
    let c = &v7.cp15;
    w.u32s(&[c.sctlr, c.cpacr]);
    w.u64(c.ttbr0);
    w.u64(c.ttbr1);
    w.u32s(&[c.ttbcr, c.dacr, c.dfsr, c.ifsr, c.dfar, c.ifar]);
    w.u64(c.par);
    w.u32s(&[
        c.prrr,
        c.nmrr,
        c.vbar,
        c.fcseidr,
        c.contextidr,
        c.tpidrurw,
        c.tpidruro,
        c.tpidrprw,
        c.csselr,
    ]);
    let t = &c.timer;
    w.u32s(&[t.cntfrq, t.cntkctl]);
    for r in [&t.phys, &t.virt] {
        w.u32(r.ctl);
        w.u64(r.cval);
    }
    w.u64(t.ticks_per_count);
    let d = &c.cp14;
    w.u32s(&d.dbgbvr);
    w.u32s(&d.dbgbcr);
    w.u32s(&d.dbgwvr);
    w.u32s(&d.dbgwcr);
    w.u32(d.dbgdscr);
    w.bool(d.os_lock);
    w.u32s(&[d.osdlr, d.teecr, d.teehbr]);
}

/// Reads what [`save`] wrote, putting VFP and the monitor into `cpu` and the model's
/// PSR bits with them.
pub fn load(r: &mut StateReader, cpu: &mut CpuState) -> Result<V7State, StateError> {
    let tag = r.string(MAX_NAME, "ARMv7 section")?;
    if tag != SECTION {
        return Err(StateError::BadValue {
            what: "ARMv7 section tag (length)",
            value: tag.len() as u64,
        });
    }
    let name = r.string(MAX_NAME, "CPU model")?;
    let model = cpu_model::by_name(&name)
        .filter(|m| m.armv7_ticks_per_count.is_some())
        .ok_or(StateError::BadValue {
            what: "ARMv7 CPU model (name length)",
            value: name.len() as u64,
        })?;
    cpu.psr_bits = model.psr_bits;
    let vfp = &mut cpu.vfp;
    for d in &mut vfp.d {
        *d = r.u64("VFP D0-D31")?;
    }
    let mut w = [0; 2];
    r.u32s(&mut w, "FPSCR, FPEXC")?;
    [vfp.fpscr, vfp.fpexc] = w;
    let exclusive = r.bool("monitor state")?;
    let addr = r.u32("monitor address")?;
    cpu.monitor = ExclusiveMonitor {
        addr: exclusive.then_some(addr),
        value: r.u64("monitor value")?,
    };
    let mut c = Cp15V7Regs::new(1);
    let mut w = [0; 2];
    r.u32s(&mut w, "SCTLR, CPACR")?;
    [c.sctlr, c.cpacr] = w;
    c.ttbr0 = r.u64("TTBR0")?;
    c.ttbr1 = r.u64("TTBR1")?;
    let mut w = [0; 6];
    r.u32s(&mut w, "TTBCR, DACR, FSRs, FARs")?;
    [c.ttbcr, c.dacr, c.dfsr, c.ifsr, c.dfar, c.ifar] = w;
    c.par = r.u64("PAR")?;
    let mut w = [0; 9];
    r.u32s(&mut w, "CP15 c10-c13, CSSELR")?;
    [
        c.prrr,
        c.nmrr,
        c.vbar,
        c.fcseidr,
        c.contextidr,
        c.tpidrurw,
        c.tpidruro,
        c.tpidrprw,
        c.csselr,
    ] = w;
    let mut w = [0; 2];
    r.u32s(&mut w, "CNTFRQ, CNTKCTL")?;
    let mut timer = |what| -> Result<TimerRegs, StateError> {
        Ok(TimerRegs {
            ctl: r.u32(what)?,
            cval: r.u64(what)?,
        })
    };
    let phys = timer("physical timer")?;
    let virt = timer("virtual timer")?;
    let ticks_per_count = r.u64("ticks per count")?;
    if ticks_per_count == 0 {
        return Err(StateError::BadValue {
            what: "ticks per count",
            value: 0,
        });
    }
    c.timer = GenericTimer {
        cntfrq: w[0],
        cntkctl: w[1],
        phys,
        virt,
        ticks_per_count,
    };
    let mut d = Cp14Regs::reset();
    r.u32s(&mut d.dbgbvr, "DBGBVR")?;
    r.u32s(&mut d.dbgbcr, "DBGBCR")?;
    r.u32s(&mut d.dbgwvr, "DBGWVR")?;
    r.u32s(&mut d.dbgwcr, "DBGWCR")?;
    d.dbgdscr = r.u32("DBGDSCR")?;
    d.os_lock = r.bool("OS lock")?;
    let mut w = [0; 3];
    r.u32s(&mut w, "DBGOSDLR, TEECR, TEEHBR")?;
    [d.osdlr, d.teecr, d.teehbr] = w;
    c.cp14 = d;
    Ok(V7State { model, cp15: c })
}
