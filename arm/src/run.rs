//! The interpreter's run loop: a cache of decoded blocks keyed by physical address,
//! interrupts taken at block boundaries, virtual time charged per instruction from
//! the block's static tick costs, and idle (WFI) skipping to the next device event.

use std::collections::HashMap;
use std::rc::Rc;

use crate::block::{self, Block, BlockInsn};
use crate::bus::{AccessSize, SystemRequest};
use crate::core::Core;
use crate::cp15_v7::timer::Timer;
use crate::exception::{self, Exception};
use crate::insn::{Branch, Cond, Op};
use crate::interp::{self, Step};
use crate::mmu::AccessKind;
use crate::state::psr;

/// Why the run loop returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The board asked for something (the guest reset the system, or asked to stop).
    Request(SystemRequest),
    /// `ticks` reached the limit given to [`Interpreter::run`].
    TickLimit,
    /// The CPU can never run again: it spins on a branch to itself (or waits for an
    /// interrupt) with IRQs masked and no FIQ pending, or it takes exceptions without
    /// end while time stands still (e.g. an undefined instruction at the undefined
    /// instruction vector: see [`Core::stalled`](crate::Core::stalled)). `poweroff -f`
    /// ends like this.
    Halted,
    /// Lockstep found the engines disagreeing (reported on stderr).
    Diverged,
}

/// What an engine reports after running guest code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// Ran one or more blocks; the run loop services interrupts and calls again.
    Continue,
    /// The last instruction was CP15 wait-for-interrupt.
    Wfi,
    /// The block at the PC is an unconditional branch to itself (see [`is_self_loop`]).
    SelfLoop,
    /// The engine found the engines disagreeing (lockstep) and reported it.
    Diverged,
}

/// An execution engine: the interpreter, the JIT, or both in lockstep.
pub trait Engine {
    /// Runs guest code from the current PC: at least one block, or none if entering
    /// it raised an exception. An engine may run on (chained blocks) while
    /// `core.ticks < core.next_check`; the run loop sets `next_check` no later than its
    /// tick limit.
    fn run_blocks(&mut self, core: &mut Core) -> Exit;
    /// Drops every decoded or translated block.
    fn flush(&mut self, core: &mut Core);
    /// The engine's own named code outside its translations, as (host address, size,
    /// name), for `--perf-map` (the JIT's shared stubs).
    fn code_symbols(&self) -> Vec<(usize, usize, &'static str)> {
        Vec::new()
    }
    /// One line of statistics for the exit summary.
    fn stats(&self) -> String {
        String::new()
    }
    /// Lets the engine go where the process exits right after: what it must close (the
    /// files its observers write) is closed, and memory may be left to the exit, which
    /// releases it whole. The default drops the engine.
    fn end_at_exit(self: Box<Self>) {}
}

/// Runs `core` with `engine` until `until_tick`, a board request, or a halt.
pub fn run_engine(engine: &mut dyn Engine, core: &mut Core, until_tick: u64) -> Stop {
    // Sampled at the first check: whatever happened before this call (console input, a
    // restored checkpoint) is seen.
    let mut sampled = Sampled {
        until: 0,
        keep: core.bus.time_is_ticks(),
    };
    loop {
        if core.ticks >= core.next_check {
            apply_trace_toggle(engine, core);
        }
        if let Some(stop) = service_interrupts(core, until_tick, &mut sampled) {
            return stop;
        }
        let masks = core.s.cpsr_rest & (psr::I | psr::F);
        goldtrace_events::set_now(core.ticks);
        core.trace_boundary();
        core.trace_time_if_moved();
        let exit = engine.run_blocks(core);
        core.trace_time_end = core.ticks;
        if core.stalled() {
            return Stop::Halted;
        }
        if core.s.cpsr_rest & (psr::I | psr::F) != masks {
            // An interrupt that was pending may now be deliverable.
            core.next_check = 0;
        }
        match exit {
            Exit::Continue => {}
            Exit::Wfi => {
                sampled.until = 0;
                if let Some(stop) = wait_for_interrupt(core, until_tick, Wake::AnyLine) {
                    return stop;
                }
            }
            Exit::Diverged => return Stop::Diverged,
            Exit::SelfLoop => {
                if core.s.cpsr_rest & psr::I != 0 && !core.lines.fiq {
                    return Stop::Halted;
                }
                // Spinning with interrupts enabled: nothing changes until the next
                // device event, so time can jump there (unlike WFI, a line that is up
                // but masked does not end the spin).
                sampled.until = 0;
                if let Some(stop) = wait_for_interrupt(core, until_tick, Wake::Deliverable) {
                    return stop;
                }
            }
        }
    }
}

/// The interpreter: decodes each block once, then executes its decoded instructions.
#[derive(Default)]
pub struct Interpreter {
    /// Decoded blocks by (virtual PC, physical address << 1 | Thumb), with their trace
    /// numbers (0 when not recording). The virtual PC is in the key because the
    /// tracer numbers blocks by address, as the JIT's translations are keyed.
    blocks: HashMap<(u32, u64), (Rc<Block>, u32)>,
}

impl std::fmt::Debug for Interpreter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Interpreter({} blocks)", self.blocks.len())
    }
}

/// Runs `core` with a fresh interpreter until `until_tick` or a stop.
pub fn run(core: &mut Core, until_tick: u64) -> Stop {
    Interpreter::default().run(core, until_tick)
}

impl Engine for Interpreter {
    fn run_blocks(&mut self, core: &mut Core) -> Exit {
        let exit = self.step_block(core);
        let dirty = core.take_dirty_code();
        self.invalidate_pages(&dirty);
        exit
    }

    fn flush(&mut self, core: &mut Core) {
        self.blocks.clear();
        core.clear_code_pages();
    }
}

impl Interpreter {
    pub fn new() -> Interpreter {
        Interpreter::default()
    }

    /// Runs the one block at the PC (nothing if fetching it aborts). Writes to code
    /// pages are left in `core` for the caller ([`Core::take_dirty_code`]).
    pub fn step_block(&mut self, core: &mut Core) -> Exit {
        match self.lookup(core) {
            Some((block, _)) if is_self_loop(&block) => Exit::SelfLoop,
            Some((block, bb)) => execute_block(core, &block, bb),
            None => Exit::Continue,
        }
    }

    /// Drops the decoded blocks of the given physical pages.
    pub fn invalidate_pages(&mut self, pages: &[u32]) {
        if !pages.is_empty() {
            self.blocks
                .retain(|&(_, k), _| !pages.contains(&((k >> 13) as u32)));
        }
    }

    /// Number of decoded blocks held.
    pub fn cached_blocks(&self) -> usize {
        self.blocks.len()
    }

    /// Runs until `ticks` reaches `until_tick`, the board requests a stop, or the CPU halts.
    pub fn run(&mut self, core: &mut Core, until_tick: u64) -> Stop {
        run_engine(self, core, until_tick)
    }

    /// Finds or decodes the block at the current PC. `None` when the fetch of its first
    /// instruction faulted (the prefetch abort has been entered and, while recording,
    /// marked in the trace).
    pub fn lookup(&mut self, core: &mut Core) -> Option<(Rc<Block>, u32)> {
        let key = fetch_key(core, Marks::Trace)?;
        let full = (core.s.r[15], key);
        if let Some((b, bb)) = self.blocks.get(&full) {
            return Some((b.clone(), *bb));
        }
        let block = Rc::new(discover_at_pc(core, key, Marks::Trace)?);
        let bb = block_number(core, &block);
        // The first instruction in RAM (a Thumb block may start in its last halfword):
        // writes to the page are tracked, so the decoded block can be kept.
        let (paddr, size) = ((key >> 1) as u32, if key & 1 != 0 { 2 } else { 4 });
        if core.ram.contains(paddr, size) {
            core.mark_code(paddr, block.bytes().max(size));
            self.blocks.insert(full, (block.clone(), bb));
        }
        Some((block, bb))
    }
}

/// The trace number of a freshly discovered block (0 when not recording).
pub fn block_number(core: &mut Core, block: &Block) -> u32 {
    match core.tracer.as_mut() {
        Some(t) if core.recording => t.block_number(block),
        _ => 0,
    }
}

/// Whether an engine's prefetch aborts go into the trace. Lockstep's JIT leaves them to
/// the interpreter beside it, which records for both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marks {
    /// Marked while the core is recording.
    Trace,
    /// Never marked.
    Skip,
}

/// Where a block key holds the IT state (above the physical address, out of the way
/// of the page number the code-page invalidation takes from bits 13 up to 44).
const KEY_IT_SHIFT: u32 = 48;

/// Translates the PC for an instruction fetch and returns the block key
/// (IT state << [`KEY_IT_SHIFT`] | physical address << 1 | Thumb). On a fault the
/// prefetch abort is entered ([`prefetch_abort`]).
pub fn fetch_key(core: &mut Core, marks: Marks) -> Option<u64> {
    let pc = core.s.r[15];
    let thumb = core.s.thumb();
    if !thumb && core.s.cpsr_rest & crate::state::psr::IT != 0 {
        // ARM state has no IT blocks: an exception return or RFE that restored IT bits
        // with T clear leaves them to be cleared at the next block, as QEMU 7.2's
        // arm_tr_tb_start does.
        core.s.cpsr_rest &= !crate::state::psr::IT;
    }
    let it = u64::from(interp::it_state(core.s.cpsr_rest)) << KEY_IT_SHIFT;
    let user = !core.s.mode().privileged();
    let size = if thumb { 2 } else { 4 };
    match core
        .mmu
        .translate(&core.ram, pc, AccessKind::Fetch, user, size)
    {
        Ok(paddr) => Some(it | (u64::from(paddr) << 1) | u64::from(thumb)),
        Err(fault) => {
            core.mmu.record_prefetch_abort(fault);
            prefetch_abort(core, pc, marks);
            None
        }
    }
}

/// Discovers the block at the current PC, whose physical address and state are in
/// `key`. `None` (with the prefetch abort entered, [`prefetch_abort`]) if the bus
/// refuses the first fetch.
pub fn discover_at_pc(core: &mut Core, key: u64, marks: Marks) -> Option<Block> {
    let pc = core.s.r[15];
    let thumb = key & 1 != 0;
    let it = (key >> KEY_IT_SHIFT) as u8;
    let page = (key >> 1) as u32 & !0xfff;
    let access = if thumb {
        AccessSize::Half
    } else {
        AccessSize::Word
    };
    let profile = core.model.profile;
    let user = !core.s.mode().privileged();
    // Only the second half of a 32-bit Thumb instruction that starts the block at a
    // page's last halfword is fetched from another page: translated on its own.
    let mut fetch = |addr: u32| {
        let paddr = if (addr ^ pc) & !0xfff == 0 {
            page | (addr & 0xfff)
        } else {
            match core
                .mmu
                .translate(&core.ram, addr, AccessKind::Fetch, user, 2)
            {
                Ok(p) => p,
                Err(fault) => {
                    // The prefetch abort the engine raises reports this page.
                    core.mmu.record_prefetch_abort(fault);
                    return None;
                }
            }
        };
        core.read_phys(paddr, access).ok()
    };
    let mut block = block::discover_on(profile, pc, thumb, it, &mut fetch);
    block.big_endian = core.s.cpsr_rest & crate::state::psr::E != 0;
    if block.insns.is_empty() {
        prefetch_abort(core, pc, marks);
        return None;
    }
    Some(block)
}

/// Enters the prefetch abort of the instruction at `pc`, whose fetch failed before any
/// of its block ran. It is taken between blocks, like an interrupt: the trace marks it
/// after the whole of the block recorded last, at `pc`, to the vector.
fn prefetch_abort(core: &mut Core, pc: u32, marks: Marks) {
    exception::enter(core, Exception::PrefetchAbort, pc);
    if marks == Marks::Trace && (core.recording || core.exception_log.is_some()) {
        let target = core.s.r[15];
        core.note_exception(pc, target, crate::trace::WHOLE_BLOCK);
    }
}

/// Follows the tracer's recording switch. Recording is compiled into translated
/// blocks (and block numbers are only assigned while recording), so every engine
/// starts afresh when recording starts. When it stops, the events so far are handed
/// over and the translations stay: those that record go on storing events, which
/// [`Core::flush_trace_events`] drops while the core is not recording (cheaper than
/// translating every block again, often right before the run ends).
pub fn apply_trace_toggle(engine: &mut dyn Engine, core: &mut Core) {
    let Some(t) = core.tracer.as_mut() else {
        return;
    };
    if t.take_toggle() || t.recording() != core.recording {
        let on = t.recording();
        core.flush_trace_events();
        core.recording = on;
        if on {
            engine.flush(core);
            // The blocks run while not recording were dropped: the next one needs
            // its time.
            core.trace_time_end = u64::MAX;
        }
    }
}

/// The board's interrupt lines at the current tick, after handing it the CPU's own
/// outputs (the ARMv7 generic timers), which it may route back in.
fn sample_lines(core: &mut Core) -> crate::bus::Irqs {
    let now = core.ticks;
    if let Some(r) = &core.mmu.v7 {
        let lines = crate::bus::CpuLines {
            phys_timer: r.timer.output(Timer::Physical, now),
            virt_timer: r.timer.output(Timer::Virtual, now),
        };
        core.bus.cpu_lines(now, lines);
    }
    core.bus.interrupts(now)
}

/// The earliest tick at which a device or one of the CPU's timers changes its
/// output by itself, or `u64::MAX`.
fn next_event(core: &Core) -> u64 {
    let now = core.ticks;
    let board = core.bus.next_event(now);
    let Some(r) = &core.mmu.v7 else {
        return board;
    };
    [Timer::Physical, Timer::Virtual]
        .into_iter()
        .filter_map(|t| r.timer.deadline(t, now))
        .fold(board, u64::min)
}

/// How long the run loop's last sample of the interrupt lines holds.
struct Sampled {
    /// The next device event as of that sample (0: sample at the next check).
    until: u64,
    /// Whether the sample is kept until then unless something touches the devices
    /// (`Bus::time_is_ticks`); otherwise every check samples.
    keep: bool,
}

/// Samples the interrupt lines when due, takes a pending request or interrupt.
///
/// A check (`ticks` at `next_check`) samples only where something may have changed
/// the lines: a device event is due, or the devices were touched
/// (`Core::devices_touched`). Most checks are for neither (a DACR write, a mode change
/// or an interrupt mask changed by the escape hatch end the chain too), and the lines
/// are then those of the last sample: the bus's lines change only at its next event or
/// through what sets `devices_touched`.
fn service_interrupts(core: &mut Core, until_tick: u64, sampled: &mut Sampled) -> Option<Stop> {
    if core.ticks >= core.next_check {
        if !sampled.keep || core.devices_touched || core.ticks >= sampled.until {
            core.devices_touched = false;
            core.lines = sample_lines(core);
            sampled.until = next_event(core);
            if let Some(req) = core.bus.take_request() {
                return Some(Stop::Request(req));
            }
        }
        core.next_check = sampled.until;
    }
    core.next_check = core.next_check.min(until_tick);
    if core.ticks >= until_tick {
        return Some(Stop::TickLimit);
    }
    let rest = core.s.cpsr_rest;
    let pc = core.s.r[15];
    let exc = if core.lines.fiq && rest & psr::F == 0 {
        Exception::Fiq
    } else if core.lines.irq && rest & psr::I == 0 {
        Exception::Irq
    } else {
        return None;
    };
    exception::enter(core, exc, pc);
    if core.recording || core.exception_log.is_some() {
        let target = core.s.r[15];
        core.note_exception(pc, target, crate::trace::WHOLE_BLOCK);
    }
    None
}

/// Executes one decoded block at the current PC, charging ticks per instruction and,
/// while recording, recording it as block `bb`.
pub fn execute_block(core: &mut Core, block: &Block, bb: u32) -> Exit {
    match execute_block_from(core, block, bb, 0, |_, _, _| false) {
        BlockRun::Done(exit) => exit,
        // The pause test above never pauses.
        BlockRun::Paused(_) => Exit::Continue,
    }
}

/// How [`execute_block_from`] left a block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlockRun {
    /// The block ended (its last instruction ran, or one branched or raised).
    Done(Exit),
    /// `pause` asked to stop before the instruction with this index; r15 holds its
    /// address and the block can be resumed there.
    Paused(usize),
}

/// [`execute_block`] from the instruction with index `start` (r15 holds its address;
/// the block is recorded in the trace only when `start` is 0), asking `pause`, with
/// each instruction and its address, whether to stop before it (the debugger's
/// breakpoints, single steps and watchpoints).
pub fn execute_block_from(
    core: &mut Core,
    block: &Block,
    bb: u32,
    start: usize,
    mut pause: impl FnMut(&mut Core, &BlockInsn, u32) -> bool,
) -> BlockRun {
    let thumb = block.thumb;
    let page = core.s.r[15] & !0xfff;
    let recording = core.recording;
    if recording && start == 0 {
        core.trace_block(bb, block.wide_time);
    }
    // The physical page of the block, for an observer (`None`: not observed).
    let observed_page = core
        .observer
        .is_some()
        .then(|| core.mmu.probe(&core.ram, page).unwrap_or(page) & !0xfff);
    for ((i, bi), mask_bit) in block
        .insns
        .iter()
        .enumerate()
        .zip(block.time_bit_per_insn())
        .skip(start)
    {
        let addr = page | (bi.addr & 0xfff);
        if pause(core, bi, addr) {
            return BlockRun::Paused(i);
        }
        if observed_page.is_some() {
            crate::observe::begin(core);
        }
        let step = interp::execute_sized(core, &bi.insn, addr, thumb, bi.len as u32);
        if let Some(ppage) = observed_page {
            let paddr = ppage | (addr & 0xfff);
            crate::observe::end(core, bi, addr, paddr, thumb, step != Step::CondFailed);
        }
        if let Some(bit) = mask_bit.filter(|_| recording && step != Step::CondFailed) {
            core.trace_cond_passed(bit);
        }
        match step {
            // A CP15 write that changed the memory system ends the block (coprocessor
            // instructions always do); blocks are keyed by physical address, so
            // nothing needs flushing here.
            Step::Next | Step::Cp15(_) => core.ticks += u64::from(bi.ticks.taken),
            Step::CondFailed => core.ticks += u64::from(bi.ticks.untaken),
            Step::Branched => {
                core.ticks += u64::from(bi.ticks.taken);
                return BlockRun::Done(Exit::Continue);
            }
            Step::Exception => {
                core.ticks += u64::from(bi.ticks.taken);
                if recording || core.exception_log.is_some() {
                    let target = core.s.r[15];
                    core.note_exception(addr, target, i as u32 + 1);
                }
                return BlockRun::Done(Exit::Continue);
            }
            Step::Wfi => {
                core.ticks += u64::from(bi.ticks.taken);
                return BlockRun::Done(Exit::Wfi);
            }
        }
    }
    BlockRun::Done(Exit::Continue)
}

/// Whether the block is one unconditional branch to itself. Run with IRQs masked and
/// no FIQ asserted, it can never leave: the guest has halted (the kernel's
/// `machine_halt`). FIQs are not considered beyond the line's level: nothing on this
/// board routes one unless the guest selects it in the VIC, and Linux does not.
pub fn is_self_loop(block: &Block) -> bool {
    let [only] = block.insns.as_slice() else {
        return false;
    };
    let self_offset = if block.thumb { -4 } else { -8 };
    matches!(only.insn.op, Op::Branch(Branch { link: false, offset }) if offset == self_offset)
        && only.insn.cond == Cond::Al
}

/// What ends an idle wait: WFI wakes on any asserted line, masked or not (as ARM's
/// does); a branch to itself spins on until an interrupt the CPSR lets through is up.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Wake {
    AnyLine,
    Deliverable,
}

/// Lets time jump from device event to device event until the wait ends (`wake`), or
/// the run stops (`until_tick`, a request, or halted: IRQs masked and no event to come).
/// An unmasked interrupt that woke it is taken at the next block boundary.
fn wait_for_interrupt(core: &mut Core, until_tick: u64, wake: Wake) -> Option<Stop> {
    loop {
        core.lines = sample_lines(core);
        let rest = core.s.cpsr_rest;
        let woken = match wake {
            Wake::AnyLine => core.lines.irq || core.lines.fiq,
            Wake::Deliverable => {
                core.lines.irq && rest & psr::I == 0 || core.lines.fiq && rest & psr::F == 0
            }
        };
        if woken {
            core.next_check = next_event(core);
            return None;
        }
        if let Some(req) = core.bus.take_request() {
            return Some(Stop::Request(req));
        }
        let next = next_event(core);
        if next == u64::MAX && rest & psr::I != 0 {
            return Some(Stop::Halted);
        }
        if next >= until_tick {
            core.ticks = core.ticks.max(until_tick);
            return Some(Stop::TickLimit);
        }
        core.ticks = core.ticks.max(next);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bus::{Bus, BusFault, Irqs};
    use crate::ram::Ram;
    use crate::state::Mode;

    /// Where `Doorbell` answers (above the test core's RAM).
    const BELL: u32 = 0x10_0000;

    /// A bus whose IRQ line goes up when the guest writes [`BELL`] (an access) or by
    /// itself at tick `at` (a device event), and whose time is the tick count or not.
    struct Doorbell {
        rung: bool,
        at: u64,
        ticks_time: bool,
    }

    impl Bus for Doorbell {
        fn read(&mut self, _now: u64, _addr: u32, _size: AccessSize) -> Result<u32, BusFault> {
            Ok(0)
        }
        fn write(&mut self, _now: u64, addr: u32, _: AccessSize, _: u32) -> Result<(), BusFault> {
            self.rung |= addr == BELL;
            Ok(())
        }
        fn interrupts(&mut self, now: u64) -> Irqs {
            Irqs {
                irq: self.rung || now >= self.at,
                fiq: false,
            }
        }
        fn next_event(&self, now: u64) -> u64 {
            if now < self.at {
                self.at
            } else {
                u64::MAX
            }
        }
        fn take_request(&mut self) -> Option<SystemRequest> {
            None
        }
        fn time_is_ticks(&self) -> bool {
            self.ticks_time
        }
    }

    /// Runs, with IRQs enabled from 0x1000 in SVC mode, a block that writes the bell
    /// (when `ring`) and then a loop that counts in r3; the IRQ vector spins with IRQs
    /// masked, which halts the run. Returns the core.
    fn run_doorbell(ring: bool, at: u64, ticks_time: bool) -> Core {
        let bus = Doorbell {
            rung: false,
            at,
            ticks_time,
        };
        let mut core = Core::new(Ram::new(0x10000).unwrap(), Box::new(bus));
        let code: [(u32, u32); 7] = [
            (0x1000, 0xe3a0_0601),                                  // mov r0, #BELL
            (0x1004, if ring { 0xe580_1000 } else { 0xe1a0_0000 }), // str r1, [r0] / nop
            (0x1008, 0xe282_2001),                                  // add r2, r2, #1
            (0x100c, 0xeaff_ffff),                                  // b 0x1010
            (0x1010, 0xe283_3001),                                  // add r3, r3, #1
            (0x1014, 0xeaff_fffd),                                  // b 0x1010
            (0x18, 0xeaff_fffe),                                    // b 0x18
        ];
        for (addr, word) in code {
            assert!(core.ram.write32(addr, word));
        }
        core.s.cpsr_rest &= !psr::I;
        core.s.r[15] = 0x1000;
        let stop = Interpreter::new().run(&mut core, 1_000_000);
        assert_eq!(stop, Stop::Halted);
        assert_eq!(core.s.mode(), Mode::Irq);
        core
    }

    #[test]
    fn an_access_that_raises_a_line_is_taken_at_the_next_block_boundary() {
        for ticks_time in [false, true] {
            let core = run_doorbell(true, u64::MAX, ticks_time);
            // Taken right after the block that rang, before the loop's first turn.
            assert_eq!((core.s.r[14], core.s.r[3]), (0x1014, 0), "{ticks_time}");
        }
    }

    #[test]
    fn lines_kept_between_samples_take_interrupts_where_sampling_every_check_does() {
        for at in [5, 40, 41, 42, 43, 1000, 1001] {
            let every = run_doorbell(false, at, false);
            let kept = run_doorbell(false, at, true);
            assert_eq!(
                (kept.ticks, kept.s.r[3], kept.s.r[14]),
                (every.ticks, every.s.r[3], every.s.r[14]),
                "event at {at}"
            );
            assert!(every.s.r[3] > 0 || at < 10, "event at {at}");
        }
    }
}
