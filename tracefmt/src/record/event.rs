//! The timed event stream: one [`ExecEvent`] per executed block, exception markers
//! between them. It is what every trace writer consumes (the compact trace, the
//! Android qtrace v2); the engines write the words of [`super::raw`], which a
//! recording thread turns into these events (the time rebuilt from the static costs).

/// One executed block, or an exception marker (see [`ExecEvent::exception`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(C)]
pub struct ExecEvent {
    /// Virtual time (ticks) at the block's entry.
    pub time: u64,
    /// The block's number (1, 2, ... in order of discovery).
    pub bb: u32,
    /// An exception marker's instruction count ([`WHOLE_BLOCK`]: all of them); 0 for a
    /// block.
    pub aux: u32,
    /// Bit i set: the block's i-th conditional ARM instruction (counting only
    /// instructions whose condition is not AL) passed its condition. Together with the
    /// static costs this rebuilds every instruction's time exactly.
    pub mask: u64,
}

/// The block number of an exception marker (never a real block's).
pub const EXCEPTION_MARK: u32 = u32::MAX;

/// The instruction count of an exception marker for an interrupt taken after the block
/// recorded last ran whole (the recorder knows how many instructions that is).
pub const WHOLE_BLOCK: u32 = u32::MAX;

/// Trace time is the guest's tick counter plus this: a `qtrace.bb` record cannot start
/// at time 0 (a zero time delta reads as the end of the file), so rather than move the
/// first blocks of a run one tick apart, the whole trace (blocks, instructions,
/// exceptions, process events) is one tick later than the guest's ticks.
pub const TIME_BASE: u64 = 1;

/// What an exception marker says: an exception was taken at `time`, at `pc`, to
/// `target`, after `insns` instructions of the block recorded just before (`None`: all
/// of them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExceptionEvent {
    pub time: u64,
    pub pc: u32,
    pub target: u32,
    pub insns: Option<u32>,
}

impl ExecEvent {
    /// The marker of an exception taken at `time`: the block recorded just before it
    /// ran `insns` of its instructions; `pc` is where it was raised, `target` the
    /// vector. Interrupts taken between blocks report [`WHOLE_BLOCK`].
    pub fn exception(time: u64, pc: u32, target: u32, insns: u32) -> ExecEvent {
        ExecEvent {
            time,
            bb: EXCEPTION_MARK,
            aux: insns,
            mask: u64::from(pc) << 32 | u64::from(target),
        }
    }

    /// The exception this event marks, if it is a marker.
    #[inline]
    pub fn as_exception(&self) -> Option<ExceptionEvent> {
        (self.bb == EXCEPTION_MARK).then_some(ExceptionEvent {
            time: self.time,
            pc: (self.mask >> 32) as u32,
            target: self.mask as u32,
            insns: (self.aux != WHOLE_BLOCK).then_some(self.aux),
        })
    }
}

/// The rule every writer applies to an execution's time: trace time, moved one tick
/// past the previous block record if it does not advance (a zero delta reads as the end
/// of `qtrace.bb`; only blocks of zero-cost instructions can need it).
#[inline]
pub fn record_time(time: u64, last: &mut u64) -> u64 {
    let time = time + TIME_BASE;
    let time = if time > *last { time } else { *last + 1 };
    *last = time;
    time
}
