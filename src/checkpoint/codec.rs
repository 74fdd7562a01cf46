//! A checkpoint's state other than RAM as bytes (the `state` field of a record in
//! docs/checkpoint-format.md): the tick, the CPU with its banks and SPSRs, CP15, the
//! run loop's interrupt state, the board's devices (`Bus::snapshot`'s bytes) and the
//! run's position (console, input, tracer switch, threads).

use arm::bus::Irqs;
use arm::cp15::Cp15Regs;
use arm::CpuState;
use devices::state::{StateError, StateReader, StateWriter};

use super::RunPosition;
use crate::replay::pids::ThreadsSnapshot;

/// The most bytes a board's saved state may take.
const MAX_BUS: usize = 1 << 26;

/// Everything of a checkpoint but its RAM.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MachineState {
    pub ticks: u64,
    pub cpu: CpuState,
    pub cp15: Cp15Regs,
    pub next_check: u64,
    pub lines: Irqs,
    pub recording: bool,
    pub trace_handed: bool,
    pub bus: Vec<u8>,
    pub position: RunPosition,
}

fn save_cpu(w: &mut StateWriter, s: &CpuState) {
    w.u32s(&s.r);
    w.u32s(&[s.n, s.z, s.c, s.v, s.cpsr_rest]);
    for b in &s.banked_r13_r14 {
        w.u32s(b);
    }
    for b in &s.banked_r8_r12 {
        w.u32s(b);
    }
    w.u32s(&s.spsr);
}

fn load_cpu(r: &mut StateReader) -> Result<CpuState, StateError> {
    let mut s = CpuState::new();
    r.u32s(&mut s.r, "r0-r15")?;
    let mut f = [0; 5];
    r.u32s(&mut f, "CPSR")?;
    for (what, v) in ["N", "Z", "C", "V"].into_iter().zip(&f) {
        if *v > 1 {
            return Err(StateError::BadValue {
                what,
                value: u64::from(*v),
            });
        }
    }
    [s.n, s.z, s.c, s.v, s.cpsr_rest] = f;
    for b in &mut s.banked_r13_r14 {
        r.u32s(b, "banked r13/r14")?;
    }
    for b in &mut s.banked_r8_r12 {
        r.u32s(b, "banked r8-r12")?;
    }
    r.u32s(&mut s.spsr, "SPSRs")?;
    Ok(s)
}

fn cp15_words(c: &Cp15Regs) -> [u32; 12] {
    [
        c.control,
        c.ttbr0,
        c.ttbr1,
        c.ttbcr,
        c.dacr,
        c.dfsr,
        c.ifsr,
        c.far,
        c.dlockdown,
        c.ilockdown,
        c.fcse_pid,
        c.context_id,
    ]
}

fn load_cp15(r: &mut StateReader) -> Result<Cp15Regs, StateError> {
    let mut w = [0; 12];
    r.u32s(&mut w, "CP15")?;
    let mut c = Cp15Regs::reset();
    [
        c.control,
        c.ttbr0,
        c.ttbr1,
        c.ttbcr,
        c.dacr,
        c.dfsr,
        c.ifsr,
        c.far,
        c.dlockdown,
        c.ilockdown,
        c.fcse_pid,
        c.context_id,
    ] = w;
    Ok(c)
}

impl MachineState {
    /// The bytes of the state.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut w = StateWriter::new();
        w.u64(self.ticks);
        save_cpu(&mut w, &self.cpu);
        w.u32s(&cp15_words(&self.cp15));
        w.u64(self.next_check);
        w.bool(self.lines.irq);
        w.bool(self.lines.fiq);
        w.bool(self.recording);
        w.bool(self.trace_handed);
        w.bytes(&self.bus);
        let p = &self.position;
        w.u64(p.console_written);
        w.u64(p.inputs_fed as u64);
        w.bool(p.tracer_recording);
        match &p.threads {
            Some(t) => {
                w.bool(true);
                t.save(&mut w);
            }
            None => w.bool(false),
        }
        w.into_bytes()
    }

    /// Reads what [`MachineState::to_bytes`] wrote (all of it).
    pub fn from_bytes(bytes: &[u8]) -> Result<MachineState, StateError> {
        let mut r = StateReader::new(bytes);
        let ticks = r.u64("ticks")?;
        let cpu = load_cpu(&mut r)?;
        let cp15 = load_cp15(&mut r)?;
        let next_check = r.u64("next interrupt check")?;
        let lines = Irqs {
            irq: r.bool("IRQ line")?,
            fiq: r.bool("FIQ line")?,
        };
        let recording = r.bool("core recording")?;
        let trace_handed = r.bool("trace handed")?;
        let bus = r.bytes(MAX_BUS, "devices")?.to_vec();
        let console_written = r.u64("console bytes written")?;
        let inputs_fed = r.u64("console inputs fed")?;
        let inputs_fed = usize::try_from(inputs_fed).map_err(|_| StateError::BadValue {
            what: "console inputs fed",
            value: inputs_fed,
        })?;
        let tracer_recording = r.bool("tracer recording")?;
        let threads = match r.bool("threads flag")? {
            true => Some(ThreadsSnapshot::load(&mut r)?),
            false => None,
        };
        r.finish()?;
        Ok(MachineState {
            ticks,
            cpu,
            cp15,
            next_check,
            lines,
            recording,
            trace_handed,
            bus,
            position: RunPosition {
                console_written,
                inputs_fed,
                tracer_recording,
                threads,
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> MachineState {
        let mut cpu = CpuState::new();
        for (i, r) in cpu.r.iter_mut().enumerate() {
            *r = 0x1000_0000 + i as u32;
        }
        cpu.c = 1;
        cpu.banked_r13_r14[3] = [0xc000_0000, 0xc000_0004];
        cpu.banked_r8_r12[1][4] = 12;
        cpu.spsr[2] = 0x6000_0013;
        let mut cp15 = Cp15Regs::reset();
        cp15.ttbr0 = 0x4000;
        cp15.context_id = 7;
        MachineState {
            ticks: 40_000_000,
            cpu,
            cp15,
            next_check: 40_001_000,
            lines: Irqs {
                irq: true,
                fiq: false,
            },
            recording: true,
            trace_handed: true,
            bus: vec![1, 2, 3],
            position: RunPosition {
                console_written: 1234,
                inputs_fed: 2,
                tracer_recording: true,
                threads: None,
            },
        }
    }

    #[test]
    fn the_state_reads_back_and_every_shorter_prefix_is_an_error() {
        let s = sample();
        let b = s.to_bytes();
        assert_eq!(MachineState::from_bytes(&b), Ok(s));
        for cut in 0..b.len() {
            assert!(MachineState::from_bytes(&b[..cut]).is_err(), "cut at {cut}");
        }
        let mut long = b.clone();
        long.push(0);
        assert!(MachineState::from_bytes(&long).is_err());
    }
}
