//! A checkpoint's state other than RAM as bytes (the `state` field of a record in
//! docs/checkpoint-format.md): the tick, the CPU with its banks and SPSRs, CP15, the
//! run loop's interrupt state, the board's devices (`Bus::snapshot`'s bytes) and the
//! run's position (console, input, tracer switch, threads); on an ARMv7 CPU, the
//! section of [`super::v7`] after them.

use arm::bus::Irqs;
use arm::cp15::Cp15Regs;
use arm::CpuState;
use devices::state::{StateError, StateReader, StateWriter};

use super::v7::{self, V7State};
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
    /// The ARMv7 state (`None` on the ARM926, whose bytes end before it).
    pub v7: Option<V7State>,
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
        if let Some(v7) = &self.v7 {
            v7::save(&mut w, v7, &self.cpu);
        }
        w.into_bytes()
    }

    /// Reads what [`MachineState::to_bytes`] wrote (all of it).
    pub fn from_bytes(bytes: &[u8]) -> Result<MachineState, StateError> {
        let mut r = StateReader::new(bytes);
        let ticks = r.u64("ticks")?;
        let mut cpu = load_cpu(&mut r)?;
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
        let v7 = match r.remaining() {
            0 => None,
            _ => Some(v7::load(&mut r, &mut cpu)?),
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
            v7,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(super) fn sample() -> MachineState {
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
            v7: None,
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

#[cfg(test)]
mod tests_v7 {
    use super::*;
    use arm::cp15_v7::Cp15V7Regs;
    use arm::cpu_model::CORTEX_A15;

    /// An ARMv7 state with every field of the section set to a value of its own.
    fn sample_v7() -> MachineState {
        let mut cpu = CpuState::new();
        cpu.psr_bits = CORTEX_A15.psr_bits;
        cpu.r[15] = 0x4000_1234;
        cpu.cpsr_rest = 0x0600_fe33 | 0xf << 16 | 1 << 9 | 1 << 8;
        for (i, d) in cpu.vfp.d.iter_mut().enumerate() {
            *d = 0x0123_4567_89ab_cdef ^ (i as u64) << 40;
        }
        cpu.vfp.fpscr = 0x03c0_009f;
        cpu.vfp.fpexc = 0x4000_0000;
        cpu.monitor.addr = Some(0x4010_0008);
        cpu.monitor.value = 0xdead_beef_0000_0001;
        let mut c = Cp15V7Regs::new(16);
        let mut n = 0x1000u32;
        let mut next = || {
            n += 0x111;
            n
        };
        for f in [
            &mut c.sctlr,
            &mut c.cpacr,
            &mut c.ttbcr,
            &mut c.dacr,
            &mut c.dfsr,
            &mut c.ifsr,
            &mut c.dfar,
            &mut c.ifar,
            &mut c.prrr,
            &mut c.nmrr,
            &mut c.vbar,
            &mut c.fcseidr,
            &mut c.contextidr,
            &mut c.tpidrurw,
            &mut c.tpidruro,
            &mut c.tpidrprw,
            &mut c.csselr,
            &mut c.timer.cntfrq,
            &mut c.timer.cntkctl,
            &mut c.timer.phys.ctl,
            &mut c.timer.virt.ctl,
            &mut c.cp14.dbgdscr,
            &mut c.cp14.osdlr,
            &mut c.cp14.teecr,
            &mut c.cp14.teehbr,
        ] {
            *f = next();
        }
        c.ttbr0 = 0x0001_0000_4000_406a;
        c.ttbr1 = 0x0002_0000_4000_806a;
        c.par = 0x0000_0000_4567_8a01;
        c.timer.phys.cval = 0x1_0000_0002;
        c.timer.virt.cval = 0x3_0000_0004;
        c.cp14.os_lock = false;
        for (i, w) in c.cp14.dbgbvr.iter_mut().enumerate() {
            *w = 0x100 + i as u32;
        }
        c.cp14.dbgbcr[5] = 7;
        c.cp14.dbgwvr[3] = 9;
        c.cp14.dbgwcr[0] = 11;
        let mut s = super::tests::sample();
        s.cpu = cpu;
        s.v7 = Some(V7State {
            model: &CORTEX_A15,
            cp15: c,
        });
        s
    }

    #[test]
    fn the_armv7_state_reads_back_and_every_shorter_prefix_is_an_error() {
        let s = sample_v7();
        let b = s.to_bytes();
        assert_eq!(MachineState::from_bytes(&b), Ok(s.clone()));
        let arm926 = MachineState {
            v7: None,
            cpu: CpuState::new(),
            ..s
        };
        let short = arm926.to_bytes().len();
        for cut in short + 1..b.len() {
            assert!(MachineState::from_bytes(&b[..cut]).is_err(), "cut at {cut}");
        }
    }

    /// The sample's length and FNV-1a hash, worked out from docs/checkpoint-format.md's
    /// layout by hand (a script), not by this code.
    const ARM926_SAMPLE_LEN: usize = 289;
    const ARM926_SAMPLE_HASH: u64 = 0x0bcd_7634_6f7a_798f;

    /// The ARM926 state's bytes are those of the format before the ARMv7 section.
    #[test]
    fn an_arm926_state_has_the_bytes_it_always_had() {
        let b = super::tests::sample().to_bytes();
        assert_eq!(b.len(), ARM926_SAMPLE_LEN);
        assert_eq!(crate::checkpoint::ram_hash(&b), ARM926_SAMPLE_HASH);
    }

    /// A section naming the ARM926, or no CPU, is refused.
    #[test]
    fn a_section_for_another_cpu_is_an_error() {
        let b = sample_v7().to_bytes();
        let name = b"cortex-a15";
        let at = b.windows(name.len()).position(|w| w == name).unwrap();
        let mut other = b.clone();
        other[at..at + name.len()].copy_from_slice(b"cortex-a9x");
        assert!(MachineState::from_bytes(&other).is_err());
    }
}
