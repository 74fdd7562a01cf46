//! The event encoder: turns the recorder's input stream into chunk payloads.
//!
//! A payload is a sequence of tokens, each starting with a varint whose low 3 bits are
//! its kind (`tag`) and whose upper bits are an argument:
//!
//! | tag | argument | then | meaning |
//! | ---: | --- | --- | --- |
//! | 0 | n | | the next n executions are predicted ones |
//! | 1 | block number | time delta (signed); the mask if the block has mask bits | an execution |
//! | 2 | 0 | time delta (signed), block number, aux word, mask | an execution the other forms cannot say (a mask bit the block does not define, an unnumbered block) |
//! | 3 | 0 | time delta (signed), pc, target, instructions + 1 (0: the whole block) | an exception marker |
//! | 4 | event kind | time delta (signed) from the previous process event, fields | a process event |
//! | 5 | 0 | final tick | the end of the trace |
//! | 6 | n | | n predicted executions, then the first alternative |
//! | 7 | 2n + r - 2 | | n predicted executions, then alternative r (2 or 3) |
//!
//! Time deltas of executions and exceptions are from the previous execution or
//! exception in the chunk (the first from the frame header's first time). A predicted
//! execution is the one that followed the previous block the last time that block
//! ran in this chunk: same block, same mask, same time delta. Every chunk starts with
//! an empty prediction table, so it decodes alone.
//!
//! Tags 6 and 7 belong to token revision 1 ([`TOKENS_ALT`], in the events frame's
//! header; revision 0 has tags 0 to 5 only). Besides its prediction, each block keeps
//! up to [`ALTS`] **alternatives**: the earlier different successors (block, mask and
//! time delta) seen after it in this chunk, most recent first. An execution equal to
//! alternative r is one token of tag 6 or 7 (with the predicted executions before it)
//! instead of a tag-1 token; it becomes the prediction, and the prediction it replaces
//! becomes the first alternative, the others moving down. An execution of tag 1 or 2
//! becomes the prediction the same way, pushing the old one to the front of the
//! alternatives (the last falls off). A block ending in a data-dependent branch has two
//! successors, each with its own time delta (a taken branch costs more): the first
//! revision wrote a 3 to 5 byte token whenever the branch changed direction, this one a
//! byte or less. On the stock Debian armhf kernel's XZ decompressor (over half of the
//! default virt guest's executions) that is 2.5x fewer bytes after zstd.

use super::frame::{FrameHeader, BLOCKS_MAGIC, EVENTS_MAGIC, TOKENS_ALT, TOKENS_FIRST};
use super::leb::{put, put_bytes, put_signed};
use super::summary::{self, SumRun};
use crate::record::raw::{TimeCost, W_EXCEPTION, W_FIRST_MARK, W_MASK_HI, W_TIME};
use crate::record::{
    record_time, BlockDef, ExecEvent, Process, ProcessEvent, EXCEPTION_MARK, TIME_BASE, WHOLE_BLOCK,
};

pub const TAG_HITS: u64 = 0;
pub const TAG_BLOCK: u64 = 1;
pub const TAG_RAW: u64 = 2;
pub const TAG_EXCEPTION: u64 = 3;
pub const TAG_PROCESS: u64 = 4;
pub const TAG_END: u64 = 5;
pub const TAG_ALT1: u64 = 6;
pub const TAG_ALT: u64 = 7;

/// How many alternatives each block keeps besides its prediction.
pub const ALTS: usize = 3;

/// Process event kinds (the tag-4 argument).
pub mod kind {
    pub const SWITCH: u64 = 0;
    pub const FORK: u64 = 1;
    pub const CLONE: u64 = 2;
    pub const EXEC: u64 = 3;
    pub const MMAP: u64 = 4;
    pub const MUNMAP: u64 = 5;
    pub const EXIT: u64 = 6;
    pub const NAME: u64 = 7;
    pub const KTHREAD_NAME: u64 = 8;
    pub const SYMBOL_ADD: u64 = 9;
    pub const SYMBOL_REMOVE: u64 = 10;
    pub const METHOD: u64 = 11;
}

/// A chunk is cut once its payload reaches this many bytes...
pub const CHUNK_BYTES: usize = 1 << 20;
/// ...or it holds this many executions (what a reader decodes at once)...
pub const CHUNK_EXECS: u64 = 1 << 20;
/// ...or its events span this many ticks of guest time (half a second at 200 MHz), so
/// that a killed run loses little. Cuts depend only on the stream, never on the host,
/// so both engines write the same bytes.
pub const CHUNK_TICKS: u64 = 100_000_000;

/// The most bytes one execution's tokens take: the predicted executions before it, its
/// block and time delta, its mask (four varints).
const TOKEN_ROOM: usize = 4 * 10;

/// The prediction for the block after a given one.
#[derive(Debug, Clone, Copy, Default)]
pub struct Successor {
    /// The chunk this entry was set in (older entries are void).
    pub chunk: u32,
    pub bb: u32,
    pub mask: u64,
    pub dt: u64,
}

/// A block's alternative successors in one chunk (see the module's doc), most recent
/// first. The decoder keeps these; the encoder keeps [`AltSlot`], which changes by the
/// same two rules (`demote`, `promote`) with each entry's word beside it: the round trip
/// of every test trace holds them to it.
#[derive(Debug, Clone, Copy, Default)]
pub struct Alternatives {
    /// The chunk these were set in (older ones are void).
    pub chunk: u32,
    pub len: u32,
    pub e: [Successor; ALTS],
}

impl Alternatives {
    /// The alternative of rank `r` in `chunk` (`None`: there is none).
    #[inline]
    pub fn get(&self, chunk: u32, r: usize) -> Option<Successor> {
        (self.chunk == chunk && r >= 1 && r <= self.len as usize).then(|| self.e[r - 1])
    }

    /// A successor no alternative matched replaced the prediction `old`: `old` (if it
    /// was set in `chunk`) goes first, the last alternative falls off.
    #[inline]
    pub fn demote(&mut self, chunk: u32, old: &Successor) {
        if self.chunk != chunk || old.chunk != chunk {
            self.chunk = chunk;
            self.len = 0;
        }
        if old.chunk == chunk {
            self.e.copy_within(0..ALTS - 1, 1);
            self.e[0] = *old;
            self.len = (self.len + 1).min(ALTS as u32);
        }
    }

    /// Alternative `r` became the prediction, replacing `old`, which goes first.
    #[inline]
    pub fn promote(&mut self, r: usize, old: &Successor) {
        // Moved one by one: r - 1 is at most 2, a call to memmove costs more.
        for k in (1..r).rev() {
            self.e[k] = self.e[k - 1];
        }
        self.e[0] = *old;
    }
}

/// The token of an execution that is alternative `r`, after `hits` predicted ones.
#[inline]
pub fn alt_token(hits: u64, r: usize) -> u64 {
    if r == 1 {
        hits << 3 | TAG_ALT1
    } else {
        (hits * (ALTS as u64 - 1) + r as u64 - 2) << 3 | TAG_ALT
    }
}

/// The predicted executions and the rank of a tag-6 or tag-7 token's argument.
#[inline]
pub fn alt_of(tag: u64, arg: u64) -> (u64, usize) {
    if tag == TAG_ALT1 {
        (arg, 1)
    } else {
        let k = ALTS as u64 - 1;
        (arg / k, (arg % k) as usize + 2)
    }
}

/// A chunk ready to be compressed and written: its blocks frame (possibly empty) and
/// its events frame, without lengths and checksums yet.
#[derive(Debug, Default)]
pub struct RawChunk {
    pub seq: u64,
    pub blocks_header: FrameHeader,
    pub blocks: Vec<u8>,
    pub events_header: FrameHeader,
    pub events: Vec<u8>,
    /// The chunk's summary frame payload (see [`super::summary`]).
    pub summary: Vec<u8>,
}

/// What the encoder keeps per block number: the prediction for the block after it and
/// its own mask bits and instruction count, side by side, so that one cache line serves
/// both the look-up of an execution's block and, next, of its successor (64 bytes,
/// aligned to a line of their own: a block's look-up is one line, never two).
#[derive(Debug, Clone, Copy, Default)]
#[repr(align(64))]
struct Slot {
    succ: Successor,
    /// The engines' word (`crate::record::raw`: block number and every time bit) of the
    /// execution that last set or met `succ` in [`Encoder::words`], and the ticks that
    /// execution took: an execution of this very word at `succ.dt` is the prediction,
    /// without its mask or its ticks worked out again. 0 where `succ` was set otherwise
    /// or that execution took no tick or 2^32 or more ([`continues`]; block 0 never
    /// reaches the comparison).
    word: u64,
    ticks: u32,
    mask_bits: u64,
    len: u32,
    /// Its cost by time bits (for the engines' words, [`Encoder::words`]).
    cost: TimeCost,
}

// One cache line each, the word kept included.
const _: () = assert!(std::mem::size_of::<Slot>() == 64);

impl Slot {
    /// The prediction with its word and ticks.
    #[inline]
    fn kept(&self) -> Kept {
        Kept {
            succ: self.succ,
            word: self.word,
            ticks: self.ticks,
        }
    }
}

/// A successor as the encoder keeps it, the prediction in its [`Slot`] or an
/// alternative in its [`AltSlot`]: with the engines' word of an execution that was it
/// and the ticks that execution took (0, 0: none known; see [`Slot::word`]).
#[derive(Debug, Clone, Copy, Default)]
struct Kept {
    succ: Successor,
    word: u64,
    ticks: u32,
}

/// A block's alternatives as the encoder keeps them (see [`Alternatives`], which the
/// decoder keeps): each with its word and ticks ([`Kept`]), moved with it. An execution
/// of that very word at the alternative's time delta is that alternative, without its
/// mask or its ticks worked out again. Entries past `len` keep no word (0, which no
/// execution of a block is), so that the look-up by word reads no `len`. Two cache
/// lines, as the unaligned [`Alternatives`] alone always took.
#[derive(Debug, Clone, Copy, Default)]
#[repr(align(64))]
struct AltSlot {
    /// The chunk these were set in (older ones are void).
    chunk: u32,
    len: u32,
    e: [Kept; ALTS],
}

const _: () = assert!(std::mem::size_of::<AltSlot>() == 128);

impl AltSlot {
    /// The index (rank - 1) of the alternative that is this execution, in `chunk`.
    #[inline]
    fn find(&self, chunk: u32, bb: u32, mask: u64, dt: u64) -> Option<usize> {
        if self.chunk != chunk {
            return None;
        }
        self.e[..self.len as usize]
            .iter()
            .position(|a| a.succ.bb == bb && a.succ.mask == mask && a.succ.dt == dt)
    }

    /// The index of the alternative that execution word `w` at time delta `dt` is by
    /// its kept word, in `chunk`.
    #[inline]
    fn find_word(&self, chunk: u32, w: u64, dt: u64) -> Option<usize> {
        if self.chunk != chunk {
            return None;
        }
        self.e.iter().position(|a| a.word == w && a.succ.dt == dt)
    }

    /// A successor no alternative matched replaced the prediction `old`: `old` (if it
    /// was set in `chunk`) goes first, the last alternative falls off
    /// ([`Alternatives::demote`]).
    #[inline]
    fn demote(&mut self, chunk: u32, old: Kept) {
        if self.chunk != chunk || old.succ.chunk != chunk {
            self.chunk = chunk;
            self.len = 0;
            self.e = [Kept::default(); ALTS];
        }
        if old.succ.chunk == chunk {
            self.e[2] = self.e[1];
            self.e[1] = self.e[0];
            self.e[0] = old;
            self.len = (self.len + 1).min(ALTS as u32);
        }
    }

    /// The alternative at index `k` becomes the prediction, which it returns, replacing
    /// `old`, which goes first ([`Alternatives::promote`]). Moved by fixed sizes: a
    /// loop becomes a call to memmove.
    #[inline]
    fn promote(&mut self, k: usize, old: Kept) -> Kept {
        let new = self.e[k];
        match k {
            0 => {}
            1 => self.e[1] = self.e[0],
            _ => {
                self.e[2] = self.e[1];
                self.e[1] = self.e[0];
            }
        }
        self.e[0] = old;
        new
    }
}

const _: () = assert!(
    ALTS == 3,
    "AltSlot's moves are written for three alternatives"
);

/// Whether [`Encoder::predicted_run`] goes on after an execution of `ticks` ticks: one
/// of none would break its record times' rule, one of 2^32 or more its deadline's.
/// Only such executions' words are kept ([`Slot::word`], [`AltSlot`]).
#[inline]
fn continues(ticks: u64) -> bool {
    (1..=u64::from(u32::MAX)).contains(&ticks)
}

/// The word kept for an execution of word `w` that took `ticks` (see [`continues`]).
#[inline]
fn kept_word(w: u64, ticks: u64) -> (u64, u32) {
    match u32::try_from(ticks) {
        Ok(t) if t != 0 => (w, t),
        _ => (0, 0),
    }
}

/// An execution of word `w` (a known block's) after block `prev`, at time delta `dt`,
/// that is neither the prediction nor an alternative by its kept word (the rare case of
/// [`Encoder::predicted_run`], out of its loop): the prediction by its mask, an
/// alternative, or a miss, as [`Encoder::event`] takes it, after `hits` predicted
/// ones. Returns its ticks and the predicted executions after it, or `None` (nothing
/// changed) where [`Encoder::event`] must take it: a wide block.
#[inline(never)]
#[allow(
    clippy::too_many_arguments,
    reason = "the loop's tables and locals, passed as they are: in a struct they would go through memory"
)]
fn miss(
    slots: &mut [Slot],
    alts: &mut [AltSlot],
    savings: &[i64],
    buf: &mut Vec<u8>,
    prev: usize,
    w: u64,
    dt: u64,
    chunk: u32,
    hits: u64,
) -> Option<(u64, u64)> {
    let n = w as u32;
    let slot = &slots[n as usize];
    if slot.cost.wide() {
        return None;
    }
    let (mask_bits, cost) = (slot.mask_bits, slot.cost);
    let mask = (w >> 32) & mask_bits;
    let p = &mut slots[prev];
    let s = &p.succ;
    let hits = if s.chunk == chunk && s.bb == n && s.mask == mask && s.dt == dt {
        hits + 1
    } else {
        let old = p.kept();
        p.succ = Successor {
            chunk,
            bb: n,
            mask,
            dt,
        };
        let alts = alts.get_mut(prev);
        match alts.as_ref().and_then(|a| a.find(chunk, n, mask, dt)) {
            Some(k) => {
                if let Some(a) = alts {
                    a.promote(k, old);
                }
                put(buf, alt_token(hits, k + 1));
            }
            None => {
                if let Some(a) = alts {
                    a.demote(chunk, old);
                }
                if hits != 0 {
                    put(buf, hits << 3 | TAG_HITS);
                }
                put(buf, u64::from(n) << 3 | TAG_BLOCK);
                put_signed(buf, dt as i64);
                if mask_bits != 0 {
                    put(buf, mask);
                }
            }
        }
        0
    };
    let ticks = cost.ticks(w >> 32, savings);
    // Kept for the next execution of this word after this block (see `Slot::word`).
    let p = &mut slots[prev];
    (p.word, p.ticks) = kept_word(w, ticks);
    Some((ticks, hits))
}

/// Where [`Encoder::predicted_run`] is, and what it carries from one execution to the
/// next.
#[derive(Debug, Clone, Copy)]
struct Cursor {
    /// The next word, and where the run ends.
    i: usize,
    end: usize,
    /// When the next execution starts, and its time delta: the ticks the one before
    /// took.
    time: u64,
    dt: u64,
    /// The block before it.
    prev: usize,
    /// Predicted executions not written yet.
    hits: u64,
    /// The instructions of each execution's block before it, added as its slot is read:
    /// the run's instructions less the first's previous block's plus the last block's.
    lens: u64,
}

/// What [`Encoder::predicted_run`] reads and changes besides its cursor.
struct Tables<'a> {
    slots: &'a mut [Slot],
    alts: &'a mut [AltSlot],
    savings: &'a [i64],
    buf: &'a mut Vec<u8>,
    chunk: u32,
}

impl Tables<'_> {
    /// The execution of word `w` (a known block's, before the deadline) at `c`, when it
    /// is not the prediction by its kept word: an alternative by its kept word, or
    /// else what [`miss`] makes of it. Returns the cursor after it, or `None` (nothing
    /// changed) where [`Encoder::event`] must take it.
    #[inline(always)]
    fn step(&mut self, w: u64, mut c: Cursor) -> Option<Cursor> {
        let chunk = self.chunk;
        let ticks = if let Some((k, a)) = self
            .alts
            .get_mut(c.prev)
            .and_then(|a| Some((a.find_word(chunk, w, c.dt)?, a)))
        {
            // An alternative said by its kept word at its time delta (see `AltSlot`):
            // the prediction is not it (no alternative equals the prediction), its
            // block is known and narrow, its mask the alternative's, its ticks the
            // ones kept.
            let p = &mut self.slots[c.prev];
            let new = a.promote(k, p.kept());
            (p.succ, p.word, p.ticks) = (new.succ, new.word, new.ticks);
            put(self.buf, alt_token(c.hits, k + 1));
            c.hits = 0;
            u64::from(new.ticks)
        } else {
            let (ticks, hits) = miss(
                self.slots,
                self.alts,
                self.savings,
                self.buf,
                c.prev,
                w,
                c.dt,
                chunk,
                c.hits,
            )?;
            c.hits = hits;
            if !continues(ticks) {
                c.end = c.i + 1;
            }
            ticks
        };
        // The last execution here once the next token might not fit.
        if self.buf.len() + TOKEN_ROOM >= CHUNK_BYTES {
            c.end = c.i + 1;
        }
        c.lens += u64::from(self.slots[c.prev].len);
        c.prev = w as u32 as usize;
        c.dt = ticks;
        c.time = c.time.wrapping_add(ticks);
        c.i += 1;
        Some(c)
    }
}

/// The encoder's state.
#[derive(Debug, Default)]
pub struct Encoder {
    /// Per block number n at n (index 0: the prediction after an exception or at the
    /// start, no block of its own).
    slots: Vec<Slot>,
    /// The alternatives after each block, indexed as `slots` (read only when the
    /// prediction fails, so kept out of the slots' cache lines).
    alts: Vec<AltSlot>,
    /// The token revision written ([`TOKENS_ALT`] or [`TOKENS_FIRST`]).
    tokens: u16,
    chunk_id: u32,
    /// The open chunk.
    buf: Vec<u8>,
    blocks_buf: Vec<u8>,
    blocks_first: u64,
    blocks_count: u64,
    hits: u64,
    prev_bb: u32,
    last_time: Option<u64>,
    first_time: u64,
    max_time: u64,
    proc_time: u64,
    /// The first process event's time in the open chunk.
    proc_first: Option<u64>,
    chunk_execs: u64,
    /// Totals.
    pub executions: u64,
    pub insns: u64,
    pub first_exec_time: Option<u64>,
    pub last_exec_time: u64,
    pub unknown: u64,
    next_seq: u64,
    chunk_start_execs: u64,
    last_len: u32,
    /// The open chunk's summary and its open run of executions.
    summary: Vec<u8>,
    run: Option<SumRun>,
    /// The last block record time (see [`record_time`]), across chunks.
    rec_last: u64,
    /// The engines' words (`crate::record::raw`): the ticks time bits save when they
    /// fail, when the next block starts, and a marker whose words are still to come
    /// (its kind, its argument, what was read of it).
    savings: Vec<i64>,
    next_time: u64,
    partial: Option<Pending>,
    /// The blocks the stream has defined so far (the tables may know more: see
    /// [`Encoder::learn`]).
    defined: u64,
    /// Chunk by chunk ([`Encoder::begin`]): the chunk's start time is not known yet, so
    /// the times run from 0 ([`Encoder::rebase`] moves them); what needs the real time
    /// (a marker, an unnumbered block, the cut) halts the encoder first.
    spec: bool,
    /// One chunk at a time: the encoder halts after its cut.
    one_chunk: bool,
    /// It halted: at a cut (or, in `spec`, where it needs the real time).
    halt: bool,
    /// In `spec`: the chunk is full; the cut waits for the real time.
    cut_due: bool,
}

/// A marker whose words are still to come: its kind, its argument, what was read of it.
pub type Pending = (u32, u32, [u64; 2], usize);

/// What a chunk hands to the next one (see [`Encoder::carry`]): the stream's state where
/// the next chunk starts, besides the position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Carry {
    /// The sequence number of the chunk that starts here.
    pub seq: u64,
    pub defined: u64,
    pub next_time: u64,
    pub rec_last: u64,
    pub last_len: u32,
    pub partial: Option<Pending>,
    pub executions: u64,
    pub insns: u64,
    pub unknown: u64,
    pub first_exec_time: Option<u64>,
    pub last_exec_time: u64,
}

impl Carry {
    /// The state at the start of the stream.
    pub fn start() -> Carry {
        Carry {
            seq: 0,
            defined: 0,
            next_time: 0,
            rec_last: 0,
            last_len: 0,
            partial: None,
            executions: 0,
            insns: 0,
            unknown: 0,
            first_exec_time: None,
            last_exec_time: 0,
        }
    }
}

impl Encoder {
    /// An encoder of the current token revision ([`TOKENS_ALT`]).
    pub fn new() -> Encoder {
        Encoder::with_tokens(TOKENS_ALT)
    }

    /// An encoder that writes token revision `tokens` (as a trace of that revision was
    /// written, for a replay to compare with it).
    pub fn with_tokens(tokens: u16) -> Encoder {
        let tokens = tokens.min(TOKENS_ALT);
        Encoder {
            slots: vec![Slot::default()],
            // The first revision has no alternatives: none kept, none looked up.
            alts: if tokens == TOKENS_FIRST {
                Vec::new()
            } else {
                vec![AltSlot::default()]
            },
            tokens,
            chunk_id: 1,
            blocks_first: 1,
            ..Encoder::default()
        }
    }

    /// How many blocks are defined.
    pub fn blocks(&self) -> u64 {
        self.defined
    }

    /// Whether the open chunk holds anything.
    pub fn is_empty(&self) -> bool {
        self.buf.is_empty() && self.hits == 0 && self.blocks_buf.is_empty()
    }

    /// Learns the `index`-th block of the stream (from 1) into the tables, if they do
    /// not have it yet (a thread that read ahead has it).
    pub fn learn(&mut self, index: u64, b: &BlockDef) {
        if self.slots.len() as u64 != index {
            return;
        }
        let cost = TimeCost::of(b, &mut self.savings);
        self.slots.push(Slot {
            succ: Successor::default(),
            word: 0,
            ticks: 0,
            mask_bits: b.mask_bits,
            len: b.costs.len() as u32,
            cost,
        });
        if self.tokens != TOKENS_FIRST {
            self.alts.push(AltSlot::default());
        }
    }

    /// A block at its discovery (numbers must come in order).
    pub fn block(&mut self, b: &BlockDef) {
        self.defined += 1;
        self.learn(self.defined, b);
        let w = &mut self.blocks_buf;
        put(w, u64::from(b.n));
        put(w, u64::from(b.addr));
        put(w, u64::from(b.thumb));
        put(w, b.words.len() as u64);
        for &x in b.words.iter() {
            put(w, u64::from(x));
        }
        put(w, b.costs.len() as u64);
        for c in b.costs.iter() {
            put(w, u64::from(c.taken) << 1 | u64::from(c.conditional));
            put(w, u64::from(c.untaken));
        }
        put(w, b.mask_bits);
        if self.blocks_count == 0 {
            self.blocks_first = u64::from(b.n);
        }
        self.blocks_count += 1;
    }

    #[inline]
    fn flush_hits(&mut self) {
        if self.hits != 0 {
            put(&mut self.buf, self.hits << 3 | TAG_HITS);
            self.hits = 0;
        }
    }

    /// The time delta of an event at `time` (the first of a chunk sets its base).
    #[inline]
    fn delta(&mut self, time: u64) -> i64 {
        let last = match self.last_time {
            Some(t) => t,
            None => {
                self.first_time = time;
                time
            }
        };
        self.last_time = Some(time);
        self.max_time = self.max_time.max(time);
        time.wrapping_sub(last) as i64
    }

    /// An execution the other forms cannot say, whole.
    fn put_raw(&mut self, ev: &ExecEvent) {
        let d = self.delta(ev.time);
        put(&mut self.buf, TAG_RAW);
        put_signed(&mut self.buf, d);
        put(&mut self.buf, u64::from(ev.bb));
        put(&mut self.buf, u64::from(ev.aux));
        put(&mut self.buf, ev.mask);
    }

    /// An execution neither predicted nor an alternative, whole (`bits`: its block's
    /// mask bits).
    fn put_miss(&mut self, ev: &ExecEvent, bits: u64) {
        self.flush_hits();
        if ev.mask & !bits != 0 || ev.aux != 0 {
            self.put_raw(ev);
        } else {
            let d = self.delta(ev.time);
            put(&mut self.buf, u64::from(ev.bb) << 3 | TAG_BLOCK);
            put_signed(&mut self.buf, d);
            if bits != 0 {
                put(&mut self.buf, ev.mask);
            }
        }
    }

    /// Executed blocks and exception markers, in order; chunks that fill up go to `out`.
    pub fn events(&mut self, evs: &[ExecEvent], out: &mut Vec<RawChunk>) {
        self.events_at(evs, 0, out);
    }

    /// [`Encoder::events`] from `evs[start]` on; returns where it halted (after the
    /// event that cut the chunk, in [`Encoder::begin`]'s mode) or `evs.len()`. Not for
    /// the `spec` mode (timed events carry the real time).
    pub fn events_at(&mut self, evs: &[ExecEvent], start: usize, out: &mut Vec<RawChunk>) -> usize {
        let known = self.defined as u32;
        for (k, ev) in evs.iter().enumerate().skip(start) {
            self.event(ev, known, out);
            if self.halt {
                return k + 1;
            }
        }
        evs.len()
    }

    /// The engines' words (`crate::record::raw`), in order: what [`Encoder::events`]
    /// does with the events a [`crate::record::Timeline`] makes of them, without
    /// making them (one look-up of the block's slot serves its time and its encoding).
    pub fn words(&mut self, words: &[u64], out: &mut Vec<RawChunk>) {
        self.words_at(words, 0, out);
    }

    /// [`Encoder::words`] from `words[start]` on; returns where it halted (see
    /// [`Encoder::halted`]: after the words of the execution that cut the chunk, or in
    /// `spec` mode at the first word that needs the real time) or `words.len()`.
    pub fn words_at(&mut self, words: &[u64], start: usize, out: &mut Vec<RawChunk>) -> usize {
        let known = self.defined as u32;
        let mut i = start;
        while i < words.len() {
            if self.halt {
                return i;
            }
            if self.partial.is_none() {
                i = self.predicted_run(words, i, known);
                if i == words.len() {
                    break;
                }
            }
            let w = words[i];
            i += 1;
            if let Some((kind, arg, mut got, mut have)) = self.partial.take() {
                got[have] = w;
                have += 1;
                match kind {
                    W_EXCEPTION if have < 2 => self.partial = Some((kind, arg, got, have)),
                    W_EXCEPTION => {
                        self.next_time = got[0];
                        let ev =
                            ExecEvent::exception(got[0], (got[1] >> 32) as u32, got[1] as u32, arg);
                        self.event(&ev, known, out);
                    }
                    W_TIME => self.next_time = got[0],
                    // The high-bits word of the wide block at the end of the last call.
                    _ => self.executed(arg, got[0] | w & 0xffff_ffff_0000_0000, known, out),
                }
                continue;
            }
            let lo = w as u32;
            if self.spec && (lo == 0 || lo > known) && lo != W_MASK_HI {
                // An unnumbered block or a marker: the real time first.
                self.halt = true;
                return i - 1;
            }
            if lo < W_FIRST_MARK {
                let wide = lo <= known && lo != 0 && self.slots[lo as usize].cost.wide();
                if !wide {
                    self.executed(lo, w >> 32, known, out);
                } else if let Some(&hi) = words.get(i) {
                    i += 1;
                    self.executed(lo, w >> 32 | hi & 0xffff_ffff_0000_0000, known, out);
                } else {
                    self.partial = Some((W_MASK_HI, lo, [w >> 32, 0], 1));
                }
            } else if lo != W_MASK_HI {
                self.partial = Some((lo, (w >> 32) as u32, [0; 2], 0));
            }
        }
        i
    }

    /// The fast path of [`Encoder::words`]: from `words[i]` on, the executions of
    /// narrow, known blocks that cut no chunk, with the state in locals; returns where
    /// the first other word is. Each is exactly what [`Encoder::event`] does with it: a
    /// predicted execution is counted, an alternative or a miss (the block, mask and
    /// time delta that followed the previous block the last time, in this chunk, or
    /// not) writes its token and updates the prediction and alternatives. It runs only
    /// while a token fits under [`CHUNK_BYTES`] (what is left to `event` near the
    /// end writes the same bytes), so no execution here cuts the chunk by its bytes.
    #[inline(never)]
    fn predicted_run(&mut self, words: &[u64], start: usize, known: u32) -> usize {
        let (Some(last_time), Some(mut run)) = (self.last_time, self.run) else {
            return start;
        };
        let time0 = self.next_time;
        if self.buf.len() + TOKEN_ROOM >= CHUNK_BYTES
            || time0.wrapping_sub(self.first_time) >= CHUNK_TICKS
            || self.first_time > u64::MAX >> 2
        {
            return start;
        }
        // Executions from `deadline` on cut the chunk by their ticks (left to `event`):
        // the times here start under it and grow by less than 2^53 in all (the chunk's
        // executions, each of fewer than 2^32 ticks but the last: see `continues`).
        let deadline = self.first_time + CHUNK_TICKS;
        // Up to the execution that cuts the chunk by its count (left to `event`).
        let execs_room = CHUNK_EXECS - 1 - self.chunk_execs.min(CHUNK_EXECS - 1);
        let first_prev = self.prev_bb as usize;
        let mut c = Cursor {
            i: start,
            end: words.len().min(start + execs_room as usize),
            time: time0,
            dt: time0.wrapping_sub(last_time),
            prev: first_prev,
            hits: self.hits,
            lens: 0,
        };
        let mut t = Tables {
            slots: &mut self.slots[..],
            alts: &mut self.alts[..],
            savings: &self.savings[..],
            buf: &mut self.buf,
            chunk: self.chunk_id,
        };
        loop {
            // The common case, in a loop that only reads: the very word that last set
            // or met the prediction after `prev`, at the same time delta. Its block is
            // known and narrow (checked when the word was kept), its mask the
            // prediction's, its ticks the ones kept with it.
            let (slots, chunk) = (&*t.slots, t.chunk);
            while c.i < c.end {
                let w = words[c.i];
                if (w as u32).wrapping_sub(1) >= known || c.time >= deadline {
                    break;
                }
                let s = &slots[c.prev];
                if !(w == s.word && c.dt == s.succ.dt && s.succ.chunk == chunk) {
                    break;
                }
                c.hits += 1;
                c.lens += u64::from(s.len);
                c.prev = w as u32 as usize;
                c.dt = u64::from(s.ticks);
                c.time = c.time.wrapping_add(c.dt);
                c.i += 1;
            }
            if c.i >= c.end {
                break;
            }
            let w = words[c.i];
            // Unknown (or no) block, a marker; or the chunk is cut by its ticks.
            if (w as u32).wrapping_sub(1) >= known || c.time >= deadline {
                break;
            }
            match t.step(w, c) {
                Some(next) => c = next,
                None => break,
            }
        }
        let count = (c.i - start) as u64;
        if count == 0 {
            return start;
        }
        let (time, dt, prev) = (c.time, c.dt, c.prev);
        let last_time = time.wrapping_sub(dt);
        // `lens` has each execution's block before it (see `Cursor::lens`).
        let insns =
            c.lens - u64::from(self.slots[first_prev].len) + u64::from(self.slots[prev].len);
        // Every execution but the last took a tick or more (`continues`), so the
        // record times (`record_time`) of the run's executions after the first were
        // their times, or the one before plus one: the last is whichever is later of
        // its own time and the one before the run plus the count.
        let rec_last = (last_time + TIME_BASE).max(self.rec_last + count);
        if run.n == 1 {
            // The run's second execution is this run's first.
            let mut rec = self.rec_last;
            run.second = (u64::from(words[start] as u32), record_time(time0, &mut rec));
        }
        run.n += count;
        run.insns += insns;
        run.last = (prev as u64, rec_last);
        self.last_len = self.slots[prev].len;
        self.hits = c.hits;
        self.executions += count;
        self.chunk_execs += count;
        self.last_exec_time = last_time;
        self.last_time = Some(last_time);
        self.next_time = time;
        self.max_time = self.max_time.max(last_time);
        self.prev_bb = prev as u32;
        self.insns += insns;
        self.rec_last = rec_last;
        self.run = Some(run);
        c.i
    }
    /// The words end here (a batch item's): a wide block still waiting for its
    /// high-bits word is encoded without it.
    pub fn words_end(&mut self, out: &mut Vec<RawChunk>) {
        if let Some((W_MASK_HI, n, got, _)) = self.partial {
            self.partial = None;
            let known = self.defined as u32;
            self.executed(n, got[0], known, out);
        }
    }

    /// Block `n` ran with time bits `bits` from the time the words say; the next
    /// starts after it.
    #[inline(always)]
    fn executed(&mut self, n: u32, bits: u64, known: u32, out: &mut Vec<RawChunk>) {
        let time = self.next_time;
        let (mask, ticks) = match self.slots.get(n as usize) {
            Some(s) if n != 0 && n <= known => {
                (bits & s.mask_bits, s.cost.ticks(bits, &self.savings))
            }
            _ => (bits, 0),
        };
        self.next_time = time.wrapping_add(ticks);
        let ev = ExecEvent {
            time,
            bb: n,
            aux: 0,
            mask,
        };
        self.event(&ev, known, out);
    }

    /// One executed block or exception marker.
    #[inline(always)]
    fn event(&mut self, ev: &ExecEvent, known: u32, out: &mut Vec<RawChunk>) {
        if ev.bb == EXCEPTION_MARK {
            self.flush_hits();
            let d = self.delta(ev.time);
            put(&mut self.buf, TAG_EXCEPTION);
            put_signed(&mut self.buf, d);
            put(&mut self.buf, ev.mask >> 32);
            put(&mut self.buf, ev.mask & 0xffff_ffff);
            let insns = if ev.aux == WHOLE_BLOCK {
                0
            } else {
                u64::from(ev.aux) + 1
            };
            put(&mut self.buf, insns);
            self.close_run();
            summary::put_exception(&mut self.summary, ev.time, ev.mask, insns);
            if ev.aux != WHOLE_BLOCK {
                self.insns = self
                    .insns
                    .wrapping_sub(u64::from(self.last_len.saturating_sub(ev.aux)));
            }
            self.prev_bb = 0;
            return;
        }
        if ev.bb == 0 || ev.bb > known {
            self.flush_hits();
            self.put_raw(ev);
            self.unknown += 1;
            self.close_run();
            summary::put_skipped(&mut self.summary);
            return;
        }
        let Slot {
            mask_bits: bits,
            len,
            ..
        } = self.slots[ev.bb as usize];
        let dt = match self.last_time {
            Some(t) => ev.time.wrapping_sub(t),
            None => u64::MAX,
        };
        let chunk = self.chunk_id;
        let p = &mut self.slots[self.prev_bb as usize];
        let s = &mut p.succ;
        if s.chunk == chunk && s.bb == ev.bb && s.mask == ev.mask && s.dt == dt {
            self.hits += 1;
            self.last_time = Some(ev.time);
            self.max_time = self.max_time.max(ev.time);
        } else {
            // Not said by a word (see `Slot::word`).
            let old = p.kept();
            p.succ = Successor {
                chunk,
                bb: ev.bb,
                mask: ev.mask,
                dt,
            };
            p.word = 0;
            let alts = self.alts.get_mut(self.prev_bb as usize);
            let found = alts
                .as_ref()
                .and_then(|a| a.find(chunk, ev.bb, ev.mask, dt));
            match (alts, found) {
                (Some(a), Some(k)) => {
                    // The alternative's word, if it kept one, is this successor's.
                    let new = a.promote(k, old);
                    (p.word, p.ticks) = (new.word, new.ticks);
                    put(&mut self.buf, alt_token(self.hits, k + 1));
                    self.hits = 0;
                    self.last_time = Some(ev.time);
                    self.max_time = self.max_time.max(ev.time);
                }
                (alts, _) => {
                    if let Some(a) = alts {
                        a.demote(chunk, old);
                    }
                    self.put_miss(ev, bits);
                }
            }
        }
        self.prev_bb = ev.bb;
        self.last_len = len;
        self.insns += u64::from(self.last_len);
        let at = (u64::from(ev.bb), record_time(ev.time, &mut self.rec_last));
        match &mut self.run {
            Some(r) => r.push(at, self.last_len),
            None => self.run = Some(SumRun::new(at, self.last_len)),
        }
        self.executions += 1;
        self.chunk_execs += 1;
        self.first_exec_time.get_or_insert(ev.time);
        self.last_exec_time = ev.time;
        if self.chunk_execs >= CHUNK_EXECS
            || self.buf.len() >= CHUNK_BYTES
            || ev.time.wrapping_sub(self.first_time) >= CHUNK_TICKS
        {
            self.full(out);
        }
    }

    /// The open chunk is full: it is cut (in `spec` mode, once the real time is known).
    #[cold]
    fn full(&mut self, out: &mut Vec<RawChunk>) {
        if self.spec {
            self.cut_due = true;
            self.halt = true;
        } else {
            out.push(self.cut());
            self.halt = self.one_chunk;
        }
    }

    /// Whether the encoder halted (see [`Encoder::begin`]).
    pub fn halted(&self) -> bool {
        self.halt
    }

    /// Whether the chunk is encoded up to its time base (see [`Encoder::begin_spec`]).
    pub fn is_spec(&self) -> bool {
        self.spec
    }

    /// Whether process event `p` cuts the open chunk first (see [`Encoder::process`]).
    pub fn process_cuts(&self, p: &Process) -> bool {
        !self.is_empty() && p.time.wrapping_sub(self.chunk_start_time()) >= CHUNK_TICKS
    }

    /// The state the next chunk starts from, right after a cut.
    pub fn carry(&self) -> Carry {
        Carry {
            seq: self.next_seq,
            defined: self.defined,
            next_time: self.next_time,
            rec_last: self.rec_last,
            last_len: self.last_len,
            partial: self.partial,
            executions: self.executions,
            insns: self.insns,
            unknown: self.unknown,
            first_exec_time: self.first_exec_time,
            last_exec_time: self.last_exec_time,
        }
    }

    /// Empties the open chunk for chunk `seq` of `defined` blocks, with a fresh
    /// prediction table, encoding one chunk at a time (halting after its cut).
    fn open(&mut self, seq: u64, defined: u64) {
        self.buf.clear();
        self.blocks_buf.clear();
        self.summary.clear();
        self.blocks_first = defined + 1;
        self.blocks_count = 0;
        self.defined = defined;
        self.hits = 0;
        self.prev_bb = 0;
        self.last_time = None;
        self.first_time = 0;
        self.max_time = 0;
        self.proc_time = 0;
        self.proc_first = None;
        self.chunk_execs = 0;
        self.run = None;
        self.next_seq = seq;
        self.chunk_id = self.chunk_id.wrapping_add(1).max(1);
        self.one_chunk = true;
        self.halt = false;
        self.cut_due = false;
    }

    /// Starts chunk `c.seq` from the state `c` the chunk before it handed over.
    pub fn begin(&mut self, c: &Carry) {
        self.open(c.seq, c.defined);
        self.spec = false;
        self.next_time = c.next_time;
        self.rec_last = c.rec_last;
        self.last_len = c.last_len;
        self.partial = c.partial;
        self.executions = c.executions;
        self.chunk_start_execs = c.executions;
        self.insns = c.insns;
        self.unknown = c.unknown;
        self.first_exec_time = c.first_exec_time;
        self.last_exec_time = c.last_exec_time;
    }

    /// Starts chunk `seq` of `defined` blocks where the chunk before it is likely to
    /// end (after a cut by count: no marker pending), before that chunk is encoded:
    /// its times run from 0 and its totals from nothing, and it halts where it needs
    /// more (a marker, an unnumbered block, the cut: the caller halts it before a
    /// process event, timed events and the stream's end). [`Encoder::rebase`] then
    /// makes it what [`Encoder::begin`] would have made of the same words (and cuts
    /// the chunk if it was full).
    pub fn begin_spec(&mut self, seq: u64, defined: u64) {
        self.open(seq, defined);
        self.spec = true;
        self.next_time = 0;
        // So that the first execution's record time is its time's.
        self.rec_last = TIME_BASE - 1;
        self.last_len = 0;
        self.partial = None;
        self.executions = 0;
        self.chunk_start_execs = 0;
        self.insns = 0;
        self.unknown = 0;
        self.first_exec_time = None;
        self.last_exec_time = 0;
    }

    /// The chunk begun by [`Encoder::begin_spec`] gets the state `c` of the stream where
    /// it started: its times move by the start time, its totals add to those before it.
    /// `false` (nothing changed) where that would not give what [`Encoder::begin`]
    /// gives: a marker was pending there, or the record times would differ (a record
    /// time before it at or past its start time), or the times come near the end of
    /// their range. Then the chunk must be encoded again from `c`.
    pub fn rebase(&mut self, c: &Carry, out: &mut Vec<RawChunk>) -> bool {
        let ran = self.chunk_execs > 0;
        const LIMIT: u64 = u64::MAX / 4;
        if !self.spec
            || c.seq != self.next_seq
            || c.partial.is_some()
            || c.next_time > LIMIT
            || self.next_time > LIMIT
            || self.max_time > LIMIT
            || self.rec_last > LIMIT
            || (ran && c.rec_last >= c.next_time + TIME_BASE)
        {
            return false;
        }
        debug_assert!(self.summary.is_empty() && self.unknown == 0);
        let d = c.next_time;
        self.next_time += d;
        if let Some(t) = self.last_time {
            self.last_time = Some(t + d);
            self.first_time += d;
            self.max_time += d;
        }
        if let Some(r) = &mut self.run {
            r.first.1 += d;
            r.second.1 += d;
            r.last.1 += d;
        }
        if ran {
            self.rec_last += d;
            self.last_exec_time += d;
        } else {
            self.rec_last = c.rec_last;
            self.last_len = c.last_len;
            self.last_exec_time = c.last_exec_time;
        }
        self.first_exec_time = c.first_exec_time.or(self.first_exec_time.map(|t| t + d));
        self.executions += c.executions;
        self.chunk_start_execs = c.executions;
        self.insns = self.insns.wrapping_add(c.insns);
        self.unknown = c.unknown;
        self.spec = false;
        self.halt = false;
        if self.cut_due {
            self.cut_due = false;
            self.full(out);
        }
        true
    }

    /// A process event; the chunk is cut first if it spans too long a time already.
    pub fn process(&mut self, p: &Process, out: &mut Vec<RawChunk>) {
        if !self.is_empty() && p.time.wrapping_sub(self.chunk_start_time()) >= CHUNK_TICKS {
            out.push(self.cut());
        }
        self.flush_hits();
        self.close_run();
        summary::put_process(&mut self.summary, p);
        let w = &mut self.buf;
        let (k, d) = (
            kind_of(&p.event),
            p.time.wrapping_sub(self.proc_time) as i64,
        );
        self.proc_time = p.time;
        if self.proc_first.is_none() {
            self.proc_first = Some(p.time);
        }
        put(w, k << 3 | TAG_PROCESS);
        put_signed(w, d);
        put_process_fields(w, &p.event);
    }

    /// The end of the trace at `final_time` (ticks).
    pub fn end(&mut self, final_time: u64) {
        self.flush_hits();
        put(&mut self.buf, TAG_END);
        put(&mut self.buf, final_time);
        self.close_run();
        summary::put_end(&mut self.summary, final_time);
    }

    /// Ends the open run of executions in the summary.
    fn close_run(&mut self) {
        if let Some(r) = self.run.take() {
            r.put(&mut self.summary);
        }
    }

    /// The time the open chunk started at (its first execution or process event).
    fn chunk_start_time(&self) -> u64 {
        let t = self.last_time.map(|_| self.first_time);
        match (t, self.proc_first) {
            (Some(a), Some(b)) => a.min(b.saturating_sub(crate::record::TIME_BASE)),
            (Some(a), None) => a,
            (None, Some(b)) => b.saturating_sub(crate::record::TIME_BASE),
            (None, None) => 0,
        }
    }

    /// Closes the open chunk and starts the next with an empty prediction table.
    pub fn cut(&mut self) -> RawChunk {
        self.flush_hits();
        self.close_run();
        let blocks_defined = self.blocks();
        let chunk = RawChunk {
            seq: self.next_seq,
            blocks_header: FrameHeader {
                magic: BLOCKS_MAGIC,
                first: self.blocks_first,
                count: self.blocks_count,
                blocks_defined,
                ..FrameHeader::default()
            },
            blocks: std::mem::take(&mut self.blocks_buf),
            events_header: FrameHeader {
                magic: EVENTS_MAGIC,
                tokens: self.tokens,
                first: self.chunk_start_execs,
                count: self.chunk_execs,
                first_time: self.first_time,
                last_time: self.max_time,
                blocks_defined,
                ..FrameHeader::default()
            },
            events: std::mem::replace(&mut self.buf, Vec::with_capacity(CHUNK_BYTES + 64)),
            summary: summary::finish(std::mem::take(&mut self.summary), self.max_time),
        };
        self.next_seq += 1;
        self.chunk_start_execs += self.chunk_execs;
        self.chunk_execs = 0;
        self.blocks_count = 0;
        self.blocks_first = blocks_defined + 1;
        self.chunk_id = self.chunk_id.wrapping_add(1).max(1);
        self.prev_bb = 0;
        self.last_time = None;
        self.first_time = 0;
        self.max_time = 0;
        self.proc_time = 0;
        self.proc_first = None;
        chunk
    }
}

/// The fields of a process event (after its kind and time).
pub(crate) fn put_process_fields(w: &mut Vec<u8>, event: &ProcessEvent) {
    match event {
        ProcessEvent::Switch { pid } => put(w, u64::from(*pid)),
        ProcessEvent::Fork { tgid, pid } | ProcessEvent::Clone { tgid, pid } => {
            put(w, u64::from(*tgid));
            put(w, u64::from(*pid));
        }
        ProcessEvent::Exec { argv } => {
            put(w, argv.len() as u64);
            for a in argv {
                put_bytes(w, a);
            }
        }
        ProcessEvent::Mmap {
            start,
            end,
            offset,
            path,
        } => {
            put(w, u64::from(*start));
            put(w, u64::from(*end));
            put(w, u64::from(*offset));
            put_bytes(w, path);
        }
        ProcessEvent::Munmap { start, end } => {
            put(w, u64::from(*start));
            put(w, u64::from(*end));
        }
        ProcessEvent::Exit { code } => put(w, u64::from(*code)),
        ProcessEvent::Name { pid, name } => {
            put(w, u64::from(*pid));
            put_bytes(w, name);
        }
        ProcessEvent::KthreadName { tgid, pid, name } => {
            put(w, u64::from(*tgid));
            put(w, u64::from(*pid));
            put_bytes(w, name);
        }
        ProcessEvent::SymbolAdd { addr, name } => {
            put(w, u64::from(*addr));
            put_bytes(w, name);
        }
        ProcessEvent::SymbolRemove { addr } => put(w, u64::from(*addr)),
        ProcessEvent::Method {
            addr,
            pid,
            call_type,
        } => {
            put(w, u64::from(*addr));
            put(w, u64::from(*pid));
            put(w, u64::from(*call_type));
        }
    }
}

pub(crate) fn kind_of(e: &ProcessEvent) -> u64 {
    match e {
        ProcessEvent::Switch { .. } => kind::SWITCH,
        ProcessEvent::Fork { .. } => kind::FORK,
        ProcessEvent::Clone { .. } => kind::CLONE,
        ProcessEvent::Exec { .. } => kind::EXEC,
        ProcessEvent::Mmap { .. } => kind::MMAP,
        ProcessEvent::Munmap { .. } => kind::MUNMAP,
        ProcessEvent::Exit { .. } => kind::EXIT,
        ProcessEvent::Name { .. } => kind::NAME,
        ProcessEvent::KthreadName { .. } => kind::KTHREAD_NAME,
        ProcessEvent::SymbolAdd { .. } => kind::SYMBOL_ADD,
        ProcessEvent::SymbolRemove { .. } => kind::SYMBOL_REMOVE,
        ProcessEvent::Method { .. } => kind::METHOD,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::raw::{block_word, time_bits, W_TIME};
    use crate::record::{EventBuf, InsnCost, Timeline};

    /// Block `n` of `insns` ARM instructions, every other one conditional (mask and
    /// time bits), or of two Thumb ones (no mask bits).
    fn def(n: u32, insns: usize) -> BlockDef {
        let thumb = n.is_multiple_of(5);
        let costs: Vec<InsnCost> = (0..if thumb { 2 } else { insns })
            .map(|i| InsnCost {
                taken: 2 + (i % 3) as u32,
                untaken: 1,
                conditional: !thumb && i % 2 == 0,
            })
            .collect();
        let bits = time_bits(&costs, thumb);
        BlockDef {
            n,
            addr: 0x8000 + n * 0x40,
            thumb,
            words: vec![0xe1a0_0000; costs.len()].into(),
            mask_bits: bits & !1,
            costs: costs.into(),
        }
    }

    /// The events frames, summaries and counts of `buffers` encoded in token revision
    /// `tokens` through the words (the recorder's path) or through a timeline's timed
    /// events (the reference).
    fn encode(
        defs: &[BlockDef],
        buffers: &[Vec<u64>],
        tokens: u16,
        through_words: bool,
    ) -> Vec<(Vec<u8>, Vec<u8>, u64)> {
        let mut enc = Encoder::with_tokens(tokens);
        let mut timeline = Timeline::new();
        let (mut timed, mut out) = (Vec::new(), Vec::new());
        for d in defs {
            enc.block(d);
            timeline.block(d);
        }
        for b in buffers {
            if through_words {
                enc.words(b, &mut out);
                enc.words_end(&mut out);
            } else {
                EventBuf::Core(b.clone().into(), b.len())
                    .timed(&mut timeline, &mut timed, |evs| enc.events(evs, &mut out));
            }
        }
        enc.end(u64::MAX / 2);
        out.push(enc.cut());
        out.into_iter()
            .map(|c| (c.events, c.summary, c.events_header.count))
            .collect()
    }

    /// Branchy code, as the XZ decompressor's: each of 700 blocks is followed by one of
    /// a few successors with a few masks, so that predictions, alternatives and misses
    /// all come often, and chunks are cut by their bytes (over a byte an execution),
    /// their executions and their ticks. The words' fast path writes what the event
    /// path writes, in both revisions.
    #[test]
    fn branchy_streams_encode_alike_through_words_and_events() {
        let defs: Vec<BlockDef> = (1..=700).map(|n| def(n, 1 + n as usize % 9)).collect();
        let mut rng = testrng::Rng::new(0x5eed_0030);
        let mut buffers = Vec::new();
        let mut cur = vec![u64::from(W_TIME), 1000];
        let mut n = 1u32;
        for k in 0..2_600_000u64 {
            let r = rng.next_u64();
            let d = &defs[n as usize - 1];
            let bits = time_bits(&d.costs, d.thumb);
            // Mostly one of three masks.
            let mask = match r % 8 {
                0..=4 => bits,
                5 | 6 => bits & 0b1010_1010,
                _ => bits & rng.next_u64(),
            };
            cur.push(block_word(n) | mask << 32);
            if r >> 20 & 0xffff == 7 {
                // Now and then a jump in time (a chunk cut by ticks).
                cur.extend([u64::from(W_TIME), 1000 + k * 40]);
            }
            // Two or three usual successors per block, sometimes any block.
            n = match r >> 8 & 15 {
                0 => 1 + (r >> 16) as u32 % 700,
                1..=6 => 1 + (n * 7 + 1) % 700,
                7..=11 => 1 + (n * 13 + 5) % 700,
                _ => 1 + (n + 1) % 700,
            };
            if cur.len() > 5000 && r.is_multiple_of(97) {
                buffers.push(std::mem::take(&mut cur));
            }
        }
        buffers.push(cur);
        for tokens in [TOKENS_FIRST, TOKENS_ALT] {
            let by_words = encode(&defs, &buffers, tokens, true);
            let by_events = encode(&defs, &buffers, tokens, false);
            let big = by_words.iter().filter(|c| c.0.len() >= CHUNK_BYTES).count();
            assert!(big >= 2, "chunks cut by bytes: {big} of {}", by_words.len());
            assert!(by_words.len() >= 5, "{} chunks", by_words.len());
            assert_eq!(by_words.len(), by_events.len());
            for (i, (w, e)) in by_words.iter().zip(&by_events).enumerate() {
                assert!(w == e, "revision {tokens}: chunk {i} differs");
            }
        }
    }

    /// What the words' fast path works out in closed form or leaves to the event path,
    /// against the event path: record times that count up from the last one (a time word
    /// before the end of the execution before it, then a long predicted loop), blocks of
    /// no ticks, and blocks of 2^32 ticks or more (costs past `u32`: the time wraps
    /// back); each of the last two ends the fast path's run.
    #[test]
    fn backward_times_and_odd_ticks_encode_alike_through_words_and_events() {
        use crate::record::raw::TimeCost;
        let cost = |taken: u32, untaken: u32, conditional: bool| InsnCost {
            taken,
            untaken,
            conditional,
        };
        let mut defs: Vec<BlockDef> = (1..=40).map(|n| def(n, 1 + n as usize % 5)).collect();
        // 41: no ticks at all; 42: costs past `u32` (one tick when its condition passes,
        // 2^64 - 2^32 + 3 when it fails: back by almost 2^32); 43: one tick (after 41, so
        // that a record time counted up stays ahead for a while).
        for (n, costs) in [
            (41, vec![cost(0, 0, false), cost(0, 0, false)]),
            (42, vec![cost(u32::MAX, 1, true), cost(2, 2, false)]),
            (43, vec![cost(1, 1, false)]),
        ] {
            let bits = time_bits(&costs, false);
            defs.push(BlockDef {
                n,
                addr: 0x9000 + n * 0x40,
                thumb: false,
                words: vec![0xe1a0_0000; costs.len()].into(),
                mask_bits: bits,
                costs: costs.into(),
            });
        }
        let mut savings = Vec::new();
        let costs: Vec<TimeCost> = defs.iter().map(|d| TimeCost::of(d, &mut savings)).collect();
        let mut rng = testrng::Rng::new(0x5eed_0016);
        let (mut buffers, mut cur) = (Vec::new(), vec![u64::from(W_TIME), 1 << 40]);
        let (mut time, mut n) = (1u64 << 40, 1u32);
        let (mut zero, mut huge, mut back) = (0, 0, 0);
        for _ in 0..1_500_000u64 {
            let r = rng.next_u64();
            let c = costs[n as usize - 1];
            let bits = match n {
                42 if r.is_multiple_of(3) => 0,
                _ => {
                    c.bits
                        & if r.is_multiple_of(16) {
                            rng.next_u64()
                        } else {
                            u64::MAX
                        }
                }
            };
            cur.push(block_word(n) | bits << 32);
            let ticks = c.ticks(bits, &savings);
            time = time.wrapping_add(ticks);
            zero += u32::from(ticks == 0);
            huge += u32::from(ticks > u64::from(u32::MAX));
            if r >> 24 & 0x3fff == 1 {
                // Back by up to 20,000 ticks: the next record times count up from the
                // last one until the times pass it.
                time -= 10_000 + (r >> 40) % 10_000;
                cur.extend([u64::from(W_TIME), time]);
                back += 1;
            }
            n = match r >> 8 & 63 {
                _ if n == 41 || (n == 43 && !r.is_multiple_of(8)) => 43,
                0 => 1 + (r >> 16) as u32 % 40,
                1 => 41,
                2 if r >> 14 & 63 == 0 => 42,
                3..=20 => 1 + (n * 7 + 1) % 40,
                _ => 1 + n % 40,
            };
            if cur.len() > 3000 && r.is_multiple_of(211) {
                buffers.push(std::mem::take(&mut cur));
            }
        }
        buffers.push(cur);
        assert!(
            zero > 1000 && huge > 10 && back > 50,
            "{zero} {huge} {back}"
        );
        let by_words = encode(&defs, &buffers, TOKENS_ALT, true);
        let by_events = encode(&defs, &buffers, TOKENS_ALT, false);
        assert!(by_words.len() >= 10, "{} chunks", by_words.len());
        assert_eq!(by_words.len(), by_events.len());
        for (i, (w, e)) in by_words.iter().zip(&by_events).enumerate() {
            assert!(w == e, "chunk {i} differs");
        }
    }
}
