//! Checkpoints of the whole machine at a tick: the CPU (every register, the banks,
//! the SPSRs, CP15; on ARMv7 also VFP, the exclusive monitor, the ARMv7 CP15 with the
//! generic timer and CP14, and the CPU model: [`v7`]), guest RAM, every device with its
//! pending events and console input, and the virtual time. Restoring one and running on gives exactly the run
//! that went straight through (the run is deterministic with `--clock virtual`).
//!
//! RAM is kept as 4 KiB pages shared between the checkpoints of one run: a page
//! equal to the previous checkpoint's is the same `Arc`, all-zero pages share one
//! page, so a checkpoint costs about the pages the guest wrote since the last one.
//! The soft TLB is not saved (it is flushed on restore, the entries it keeps for other
//! ASIDs with it), nor are decoded or
//! translated blocks: the engine must be flushed after a restore
//! ([`Checkpoint::restore_into`] does both).

pub mod codec;
pub mod file;
pub mod saver;
pub mod v7;

use std::sync::Arc;

use arm::bus::{BusState, Irqs};
use arm::cp15::Cp15Regs;
use arm::cpu_model::{CpuModel, ARM926};
use arm::run::Engine;
use arm::{Core, CpuState};
use v7::V7State;

/// The page size RAM is kept in.
pub const PAGE: usize = 4096;

/// Guest RAM as shared pages.
#[derive(Clone)]
pub struct RamImage {
    pages: Vec<Arc<[u8]>>,
}

impl std::fmt::Debug for RamImage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "RamImage({} pages)", self.pages.len())
    }
}

impl RamImage {
    /// Saves `ram`, sharing every page equal to `prev`'s (the checkpoint before)
    /// and every all-zero page. Returns the image and the bytes of new pages.
    pub fn capture(ram: &[u8], prev: Option<&RamImage>, zero: &Arc<[u8]>) -> (RamImage, usize) {
        let mut fresh = 0;
        let pages = ram
            .chunks(PAGE)
            .enumerate()
            .map(|(i, bytes)| {
                if let Some(p) = prev.and_then(|p| p.pages.get(i)) {
                    if **p == *bytes {
                        return p.clone();
                    }
                }
                if bytes.len() == zero.len() && bytes.iter().all(|&b| b == 0) {
                    return zero.clone();
                }
                fresh += bytes.len();
                Arc::from(bytes)
            })
            .collect();
        (RamImage { pages }, fresh)
    }

    /// Writes the image back into `ram` (only the pages that differ).
    pub fn restore(&self, ram: &mut [u8]) -> Result<(), String> {
        let size: usize = self.pages.iter().map(|p| p.len()).sum();
        if size != ram.len() {
            return Err(format!(
                "the checkpoint holds {size} bytes of RAM, the machine {}",
                ram.len()
            ));
        }
        for (dst, src) in ram.chunks_mut(PAGE).zip(&self.pages) {
            if *dst != **src {
                dst.copy_from_slice(src);
            }
        }
        Ok(())
    }

    /// The pages, for hashing and accounting.
    pub fn pages(&self) -> &[Arc<[u8]>] {
        &self.pages
    }
}

/// What a run outside the core must put back with a checkpoint: how far the
/// console output and the recorded input had got, and the replay's thread names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RunPosition {
    /// Bytes the guest had written to the console.
    pub console_written: u64,
    /// Console inputs (of a replay's recipe) already handed to the guest.
    pub inputs_fed: usize,
    /// Whether the tracer recorded blocks.
    pub tracer_recording: bool,
    /// The replay's thread state (current thread, names, switch count).
    pub threads: Option<crate::replay::pids::ThreadsSnapshot>,
}

/// The machine at one tick.
pub struct Checkpoint {
    /// Virtual time of the checkpoint.
    pub ticks: u64,
    cpu: CpuState,
    cp15: Cp15Regs,
    next_check: u64,
    lines: Irqs,
    recording: bool,
    trace_handed: bool,
    ram: RamImage,
    bus: BusState,
    /// The ARMv7 state (`None`: an ARM926).
    v7: Option<V7State>,
    /// What the run around the machine had reached.
    pub position: RunPosition,
    /// Bytes of RAM pages this checkpoint holds that no earlier one shares.
    pub new_bytes: usize,
    /// Host seconds taking it took.
    pub secs: f64,
}

impl std::fmt::Debug for Checkpoint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Checkpoint")
            .field("ticks", &self.ticks)
            .field("pc", &format_args!("{:#010x}", self.cpu.r[15]))
            .field("new_bytes", &self.new_bytes)
            .finish_non_exhaustive()
    }
}

impl Checkpoint {
    /// Saves `core`, sharing RAM pages with `prev` (the run's checkpoint before).
    /// Pending trace events stay with the core. Fails with a host clock.
    pub fn take(
        core: &mut Core,
        prev: Option<&Checkpoint>,
        zero: &Arc<[u8]>,
        position: RunPosition,
    ) -> anyhow::Result<Checkpoint> {
        let start = std::time::Instant::now();
        let bus = core.bus.snapshot().ok_or_else(|| {
            anyhow::anyhow!("checkpoints need --clock virtual (device time follows the host)")
        })?;
        // The executions the core holds stay there (they belong to the trace before
        // the checkpoint and go to the tracer when the run hands them over):
        // flushing them here would move the process events that follow among them,
        // and the trace would differ from one taken without checkpoints.
        let (ram, new_bytes) = RamImage::capture(core.ram.bytes(), prev.map(|p| &p.ram), zero);
        Ok(Checkpoint {
            ticks: core.ticks,
            cpu: core.s.clone(),
            cp15: core.mmu.regs.clone(),
            next_check: core.next_check,
            lines: core.lines,
            recording: core.recording,
            trace_handed: core.trace_handed || core.trace_len() > 0,
            ram,
            bus,
            v7: V7State::of(core),
            position,
            new_bytes,
            secs: start.elapsed().as_secs_f64(),
        })
    }

    /// The CPU model the checkpoint was taken on.
    pub fn model(&self) -> &'static CpuModel {
        self.v7.as_ref().map_or(&ARM926, |v| v.model)
    }

    /// Puts the machine back as it was at the checkpoint, on a core built the same
    /// way (same CPU, same RAM size, same board), and drops the engine's blocks.
    pub fn restore_into(&self, core: &mut Core, engine: &mut dyn Engine) -> anyhow::Result<()> {
        let model = self.model();
        if core.model.name != model.name || core.mmu.v7.is_some() != self.v7.is_some() {
            anyhow::bail!(
                "cannot restore the checkpoint at tick {}: its CPU is {} and this machine's is {}",
                self.ticks,
                model.name,
                core.model.name
            );
        }
        core.flush_trace_events();
        self.ram.restore(core.ram.bytes_mut()).map_err(|e| {
            anyhow::anyhow!("cannot restore the checkpoint at tick {}: {e}", self.ticks)
        })?;
        core.bus.restore(&self.bus).map_err(|e| {
            anyhow::anyhow!("cannot restore the checkpoint at tick {}: {e}", self.ticks)
        })?;
        core.s = self.cpu.clone();
        core.s.psr_bits = model.psr_bits;
        core.mmu.regs = self.cp15.clone();
        if let Some(v7) = &self.v7 {
            // `regs.dacr` is the copy of DACR the TLB's hit check reads.
            core.mmu.regs.dacr = v7.cp15.dacr;
            core.mmu.v7 = Some(Box::new(v7.cp15.clone()));
        }
        core.mmu.flush_tlb();
        if let Some(v7) = &self.v7 {
            core.mmu.tlb.flush_to_asid(v7.cp15.asid());
        }
        core.ticks = self.ticks;
        core.next_check = self.next_check;
        core.lines = self.lines;
        core.recording = self.recording;
        core.trace_handed = self.trace_handed;
        engine.flush(core);
        core.clear_code_pages();
        Ok(())
    }

    /// Everything but the RAM, as the file keeps it.
    pub fn machine_state(&self) -> codec::MachineState {
        codec::MachineState {
            ticks: self.ticks,
            cpu: self.cpu.clone(),
            cp15: self.cp15.clone(),
            next_check: self.next_check,
            lines: self.lines,
            recording: self.recording,
            trace_handed: self.trace_handed,
            bus: self.bus.clone(),
            position: self.position.clone(),
            v7: self.v7.clone(),
        }
    }

    /// A checkpoint read back from its parts (a file's record).
    pub fn from_parts(state: codec::MachineState, ram: RamImage) -> Checkpoint {
        Checkpoint {
            ticks: state.ticks,
            cpu: state.cpu,
            cp15: state.cp15,
            next_check: state.next_check,
            lines: state.lines,
            recording: state.recording,
            trace_handed: state.trace_handed,
            ram,
            bus: state.bus,
            v7: state.v7,
            position: state.position,
            new_bytes: 0,
            secs: 0.0,
        }
    }

    /// The RAM image.
    pub fn ram(&self) -> &RamImage {
        &self.ram
    }

    /// The CPU state saved.
    pub fn cpu(&self) -> &CpuState {
        &self.cpu
    }
}

/// The checkpoints of one run, in tick order, taken every `every` ticks or more (at
/// the first chance after that many ticks: the end of a run slice).
pub struct Checkpoints {
    every: u64,
    /// The most bytes of RAM pages held (`usize::MAX`: no bound).
    limit: usize,
    list: Vec<Arc<Checkpoint>>,
    zero: Arc<[u8]>,
    /// Bytes of RAM pages held, over all checkpoints (shared pages once).
    pub ram_bytes: usize,
    /// Host seconds spent taking them.
    pub secs: f64,
    /// Checkpoints taken, and dropped to stay within the memory bound.
    pub taken: usize,
    pub dropped: usize,
}

impl std::fmt::Debug for Checkpoints {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Checkpoints")
            .field("every", &self.every)
            .field("count", &self.list.len())
            .field("ram_bytes", &self.ram_bytes)
            .finish()
    }
}

impl Checkpoints {
    /// An empty set taking one every `every` ticks (at least 1).
    pub fn new(every: u64) -> Checkpoints {
        Checkpoints {
            every: every.max(1),
            limit: usize::MAX,
            list: Vec::new(),
            zero: Arc::from(vec![0u8; PAGE]),
            ram_bytes: 0,
            secs: 0.0,
            taken: 0,
            dropped: 0,
        }
    }

    /// Bounds the RAM pages held to `bytes`: when a new checkpoint goes over, every
    /// other old one is dropped (the second, the fourth, ... counting from the
    /// oldest; the newest is always kept; of two, the older goes), as often as needed, so the checkpoints
    /// thin out with age. One checkpoint alone may exceed the bound.
    pub fn with_memory_limit(mut self, bytes: usize) -> Checkpoints {
        self.limit = bytes;
        self
    }

    /// Bytes of the RAM pages held by the checkpoints, each shared page once and
    /// the all-zero page not at all.
    fn held_bytes(&self) -> usize {
        let mut seen = std::collections::HashSet::new();
        let zero = Arc::as_ptr(&self.zero) as *const u8;
        let mut bytes = 0;
        for c in &self.list {
            for p in c.ram.pages() {
                let at = Arc::as_ptr(p) as *const u8;
                if at != zero && seen.insert(at) {
                    bytes += p.len();
                }
            }
        }
        bytes
    }

    /// Drops every other old checkpoint while over the bound.
    fn thin(&mut self) {
        while self.ram_bytes > self.limit && self.list.len() > 1 {
            let n = self.list.len();
            if n == 2 {
                self.list.remove(0);
            } else {
                let mut i = 0;
                self.list.retain(|_| {
                    i += 1;
                    // Keep the 1st, 3rd, ... and the newest.
                    i % 2 == 1 || i == n
                });
            }
            self.dropped += n - self.list.len();
            self.ram_bytes = self.held_bytes();
        }
    }

    /// The interval.
    pub fn every(&self) -> u64 {
        self.every
    }

    /// Takes one now (whether due or not), unless one exists at this tick already.
    /// Checkpoints later than `core.ticks` (from a run that went further before
    /// going back) are kept: the run is deterministic, they are still right.
    pub fn take(&mut self, core: &mut Core, position: RunPosition) -> anyhow::Result<()> {
        let at = self.list.partition_point(|c| c.ticks < core.ticks);
        if self.list.get(at).is_some_and(|c| c.ticks == core.ticks) {
            return Ok(());
        }
        let prev = at.checked_sub(1).map(|i| self.list[i].clone());
        let c = Checkpoint::take(core, prev.as_deref(), &self.zero, position)?;
        self.ram_bytes += c.new_bytes;
        self.secs += c.secs;
        self.taken += 1;
        self.list.insert(at, Arc::new(c));
        self.thin();
        Ok(())
    }

    /// Takes one if due at `core.ticks`.
    pub fn maybe_take(
        &mut self,
        core: &mut Core,
        position: impl FnOnce() -> RunPosition,
    ) -> anyhow::Result<()> {
        if self.due_at(core.ticks) {
            self.take(core, position())?;
        }
        Ok(())
    }

    /// Whether no checkpoint lies within `every` ticks before `ticks` (and none
    /// exactly at it).
    fn due_at(&self, ticks: u64) -> bool {
        let at = self.list.partition_point(|c| c.ticks <= ticks);
        match at.checked_sub(1).map(|i| &self.list[i]) {
            None => true,
            Some(c) => ticks >= c.ticks.saturating_add(self.every),
        }
    }

    /// The latest checkpoint at or before `ticks`.
    pub fn at_or_before(&self, ticks: u64) -> Option<Arc<Checkpoint>> {
        let at = self.list.partition_point(|c| c.ticks <= ticks);
        at.checked_sub(1).map(|i| self.list[i].clone())
    }

    /// All of them, in tick order.
    pub fn list(&self) -> &[Arc<Checkpoint>] {
        &self.list
    }
}

/// A hash of guest RAM (FNV-1a over 64-bit words), to compare runs in tests.
pub fn ram_hash(ram: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for w in ram.chunks(8) {
        let mut b = [0u8; 8];
        b[..w.len()].copy_from_slice(w);
        h ^= u64::from_le_bytes(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A checkpoint at `ticks` of `ram`, sharing pages with the set's newest.
    fn fake(set: &Checkpoints, ticks: u64, ram: &[u8]) -> Checkpoint {
        let prev = set.list.last().map(|c| &c.ram);
        let (ram, new_bytes) = RamImage::capture(ram, prev, &set.zero);
        Checkpoint {
            ticks,
            cpu: CpuState::default(),
            cp15: Cp15Regs::default(),
            next_check: 0,
            lines: Irqs::default(),
            recording: false,
            trace_handed: false,
            ram,
            bus: Vec::new(),
            v7: None,
            position: RunPosition::default(),
            new_bytes,
            secs: 0.0,
        }
    }

    #[test]
    fn over_the_memory_bound_every_other_old_checkpoint_goes() {
        // Each checkpoint writes one page of its own and page 0: two new pages each.
        let mut set = Checkpoints::new(10).with_memory_limit(9 * PAGE);
        let mut ram = vec![0u8; 16 * PAGE];
        let mut ticks = Vec::new();
        for k in 0..6u8 {
            ram[0] = k + 1;
            ram[(1 + usize::from(k)) * PAGE] = 1;
            let c = fake(&set, u64::from(k) * 10, &ram);
            set.ram_bytes += c.new_bytes;
            set.taken += 1;
            set.list.push(Arc::new(c));
            set.thin();
            ticks.push(set.list().iter().map(|c| c.ticks).collect::<Vec<_>>());
            assert!(set.ram_bytes <= 9 * PAGE || set.list().len() == 1);
            assert_eq!(set.ram_bytes, set.held_bytes());
        }
        // Each holds its own page 0 and shares pages 1..=k with the one before: four
        // hold 8 pages; the fifth makes 10, so the 2nd and 4th go (3 versions of page
        // 0 and pages 1..=5: 8); the sixth makes 10 again: of 0, 20, 40, 50 the 20
        // goes (9 pages).
        assert_eq!(ticks[3], [0, 10, 20, 30]);
        assert_eq!(ticks[4], [0, 20, 40]);
        assert_eq!(ticks[5], [0, 40, 50]);
        assert_eq!(set.ram_bytes, 9 * PAGE);
        assert_eq!(set.dropped, 3);
        assert_eq!(set.at_or_before(35).unwrap().ticks, 0);
    }

    #[test]
    fn unchanged_pages_are_shared_and_zero_pages_cost_nothing() {
        let zero: Arc<[u8]> = Arc::from(vec![0u8; PAGE]);
        let mut ram = vec![0u8; 4 * PAGE];
        ram[PAGE + 7] = 1;
        ram[3 * PAGE] = 2;
        let (a, fresh) = RamImage::capture(&ram, None, &zero);
        assert_eq!(fresh, 2 * PAGE);
        assert!(Arc::ptr_eq(&a.pages[0], &zero) && Arc::ptr_eq(&a.pages[2], &zero));
        ram[3 * PAGE + 5] = 9;
        let (b, fresh) = RamImage::capture(&ram, Some(&a), &zero);
        assert_eq!(fresh, PAGE);
        assert!(Arc::ptr_eq(&a.pages[1], &b.pages[1]));
        assert!(!Arc::ptr_eq(&a.pages[3], &b.pages[3]));
        let mut back = vec![0xffu8; 4 * PAGE];
        a.restore(&mut back).unwrap();
        assert_eq!(back[PAGE + 7], 1);
        assert_eq!(back[3 * PAGE + 5], 0);
        assert_eq!(ram_hash(&back[..PAGE]), ram_hash(&[0u8; PAGE]));
        b.restore(&mut back).unwrap();
        assert_eq!(back, ram);
        assert!(a.restore(&mut [0u8; PAGE]).is_err());
    }
}
