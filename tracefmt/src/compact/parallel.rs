//! Chunks encoded on several threads (`trace-enc`, `trace-enc-1`, ...), byte for byte
//! what one encoder writes.
//!
//! A chunk's tokens do not depend on the chunks before it (every chunk starts with an
//! empty prediction table), but where it starts does (a chunk is cut after 2^20
//! executions, at [`super::encode::CHUNK_BYTES`] of payload or after
//! [`super::encode::CHUNK_TICKS`] of guest time, or before a process event), and so do
//! its times (the words carry a time only at markers: every other time is the sum of
//! the blocks' costs since), its record times, its totals and what the engines' words
//! leave pending at its start. Thread t encodes chunks t, t + N, t + 2N, ...:
//!
//! - The thread that encodes chunk s in order (the one before it is written) hands
//!   chunk s + 1 its start: the position in the stream and the [`Carry`].
//! - Then it **guesses** where chunk s + N starts: 2^20 executions after where chunk
//!   s + N - 1 starts (known or guessed), from the executions counted in each item as
//!   its batch arrived (a block word of a defined block is an execution; a marker's
//!   words are skipped) — right whenever the chunks in between are cut by their count,
//!   as nearly all are where the encoding is the bottleneck (all 331 of the armhf
//!   guest's boot).
//! - It encodes chunk s + N from there with its times from 0 and its totals from
//!   nothing ([`Encoder::begin_spec`]): the tokens hold time differences only, so they
//!   do not change with the start time. It halts where it needs more than that: a
//!   marker (a time of its own), an unnumbered block, a process event, timed events,
//!   the end of the stream, or the cut (the summary holds absolute times).
//! - Once chunk s + N - 1 is done it gets that chunk's carry: where the guess was right,
//!   [`Encoder::rebase`] moves the times and totals and the thread goes on in order;
//!   otherwise it encodes the chunk again from the right start.
//!
//! Each thread keeps its own prediction tables (every thread learns every block).
//! The batches are held until no thread can need them again: each thread's floor is
//! where the chunk before the one it encodes starts, so a thread is at most about N
//! chunks of words ahead of the slowest.

use std::collections::{BTreeMap, VecDeque};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, SyncSender};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Duration;

use super::encode::{Carry, Encoder, RawChunk, CHUNK_EXECS};
use super::recorder::{finished, note_elapsed, ChunkQueue, Msg, Own, Written};
use crate::record::raw::{W_EXCEPTION, W_MASK_HI, W_TIME};
use crate::record::{thread_cpu, Batch, EventBuf, Finished, Item, EXCEPTION_MARK};
use crate::FinishInfo;

/// A place in the stream: a batch (counted from the first), an item of it, a word (or
/// timed event) of that item.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
struct Pos {
    batch: u64,
    item: usize,
    word: usize,
}

type Reply = SyncSender<std::result::Result<Finished, String>>;

/// What the thread that writes the last chunk needs to answer `finish`.
pub(super) struct Kit {
    pub written: Receiver<Written>,
    pub zstd_busy: Arc<Mutex<Duration>>,
    pub recipe: PathBuf,
}

/// The stream's state at the start of an item, as counted when its batch arrived.
#[derive(Debug, Clone, Copy, Default)]
struct Mark {
    /// Executions before it (see [`count_words`]).
    execs: u64,
    /// Blocks defined before it.
    defined: u64,
    /// Words of a marker still to come at its start.
    skip: usize,
}

/// A batch with the stream's state at each of its items and at its end.
struct Counted {
    batch: Arc<Batch>,
    marks: Vec<Mark>,
}

/// The receiving side: the channel and the stream's state after the last batch.
struct Receiving {
    rx: Receiver<Msg>,
    at: Mark,
}

/// The batches received and not yet released.
struct Held {
    /// The number of `batches[0]`.
    base: u64,
    batches: VecDeque<Arc<Counted>>,
    /// No batch comes after these.
    ended: bool,
    finish: Option<(FinishInfo, Reply)>,
    /// Per thread, the first batch it may still read.
    floor: Vec<u64>,
}

/// What the threads hand each other.
#[derive(Default)]
struct Chain {
    /// By the sequence number of the chunk that starts there: its start and carry.
    carries: BTreeMap<u64, (Pos, Carry)>,
    /// By sequence number: where a chunk starts (known or guessed) and the blocks
    /// defined there.
    starts: BTreeMap<u64, (Pos, u64)>,
    /// The last chunk is written (or a thread failed): every thread stops.
    done: bool,
    /// Threads still running.
    live: usize,
}

struct Shared {
    n: usize,
    rx: Mutex<Receiving>,
    held: Mutex<Held>,
    chain: Mutex<Chain>,
    changed: Condvar,
    raw: Arc<ChunkQueue>,
    kit: Mutex<Option<Kit>>,
    /// The CPU time of the threads that stopped.
    cpu: Mutex<Duration>,
    counts: Arc<Counts>,
}

/// How the guesses went.
#[derive(Debug, Default)]
pub struct Counts {
    /// Chunks encoded before the one before them was, and kept.
    pub rebased: AtomicU64,
    /// Chunks encoded again (a wrong guess or a carry that could not be used).
    pub redone: AtomicU64,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Starts `n` encoder threads on the batches of `rx`.
pub(super) fn spawn(
    n: usize,
    tokens: u16,
    rx: Receiver<Msg>,
    raw: Arc<ChunkQueue>,
    own: &Own,
    kit: Kit,
) -> std::io::Result<(Vec<std::thread::JoinHandle<()>>, Arc<Counts>)> {
    let mut chain = Chain {
        live: n,
        ..Chain::default()
    };
    chain.starts.insert(0, (Pos::default(), 0));
    let sh = Arc::new(Shared {
        n,
        rx: Mutex::new(Receiving {
            rx,
            at: Mark::default(),
        }),
        held: Mutex::new(Held {
            base: 0,
            batches: VecDeque::new(),
            ended: false,
            finish: None,
            floor: vec![0; n],
        }),
        chain: Mutex::new(chain),
        changed: Condvar::new(),
        raw,
        kit: Mutex::new(Some(kit)),
        cpu: Mutex::new(Duration::ZERO),
        counts: Arc::new(Counts::default()),
    });
    let counts = Arc::clone(&sh.counts);
    let mut threads = Vec::new();
    for t in 0..n {
        let w = Worker {
            t,
            sh: Arc::clone(&sh),
            enc: Encoder::with_tokens(tokens),
            own: Some(own.clone()),
            cur: None,
            out: Vec::new(),
        };
        let name = if t == 0 {
            "trace-enc".to_string()
        } else {
            format!("trace-enc-{t}")
        };
        let spawned = std::thread::Builder::new().name(name).spawn(move || {
            let mut w = w;
            w.main();
        });
        match spawned {
            Ok(h) => threads.push(h),
            Err(e) => {
                // The threads started stop: none can hand over to the missing one.
                let mut c = lock(&sh.chain);
                c.done = true;
                c.live -= n - t;
                drop(c);
                sh.changed.notify_all();
                return Err(e);
            }
        }
    }
    Ok((threads, counts))
}

impl Shared {
    /// Batch `n`, received if need be; `None` once the stream ended before it.
    fn batch(&self, n: u64) -> Option<Arc<Counted>> {
        loop {
            if let Some(b) = self.held_batch(n) {
                return b;
            }
            let mut rx = lock(&self.rx);
            if let Some(b) = self.held_batch(n) {
                return b;
            }
            let msg = rx.rx.recv();
            // Counted as it arrives, while its words are likely still in a cache.
            let counted = match &msg {
                Ok(Msg::Batch(b)) => {
                    let mut marks = Vec::with_capacity(b.items.len() + 1);
                    let mut at = rx.at;
                    for item in &b.items {
                        marks.push(at);
                        match item {
                            Item::Block(_) => at.defined += 1,
                            Item::Process(_) => {}
                            Item::Events(_) => {
                                let (n, _, skip) = item_count(item, at, usize::MAX, u64::MAX);
                                at.execs += n;
                                at.skip = skip;
                            }
                        }
                    }
                    marks.push(at);
                    rx.at = at;
                    Some(Arc::new(Counted {
                        batch: Arc::clone(b),
                        marks,
                    }))
                }
                _ => None,
            };
            let mut h = lock(&self.held);
            match msg {
                Ok(Msg::Batch(_)) => h.batches.extend(counted),
                Ok(Msg::Finish(info, reply)) => {
                    h.ended = true;
                    h.finish = Some((info, reply));
                }
                Err(_) => h.ended = true,
            }
        }
    }

    /// `Some(Some(b))`: batch `n` is held; `Some(None)`: the stream ended before it;
    /// `None`: it is still to be received.
    fn held_batch(&self, n: u64) -> Option<Option<Arc<Counted>>> {
        let h = lock(&self.held);
        assert!(n >= h.base, "batch {n} read after its release");
        match h.batches.get((n - h.base) as usize) {
            Some(b) => Some(Some(Arc::clone(b))),
            None if h.ended => Some(None),
            None => None,
        }
    }

    /// Thread `t` reads nothing before batch `n` any more: what no thread reads goes.
    fn set_floor(&self, t: usize, n: u64) {
        let mut h = lock(&self.held);
        h.floor[t] = n;
        let min = h.floor.iter().copied().min().unwrap_or(n);
        while h.base < min && !h.batches.is_empty() {
            h.batches.pop_front();
            h.base += 1;
        }
    }

    /// Waits for what `f` finds in the chain; `None` once the threads stop.
    fn wait<T>(&self, mut f: impl FnMut(&mut Chain) -> Option<T>) -> Option<T> {
        let mut c = lock(&self.chain);
        loop {
            if let Some(x) = f(&mut c) {
                return Some(x);
            }
            if c.done {
                return None;
            }
            c = self.changed.wait(c).unwrap_or_else(|e| e.into_inner());
        }
    }

    fn update(&self, f: impl FnOnce(&mut Chain)) {
        f(&mut lock(&self.chain));
        self.changed.notify_all();
    }
}

/// The executions in `item` (a block word of a defined block, a timed event of one)
/// from its start in state `m` up to word `upto`, or up to the `want`-th: how many,
/// where the `want`-th ends (after its wide block's high-bits word), and the words of a
/// marker still to come at the end. The encoder's cuts by count fall there (a guess:
/// a stream the engines do not write may differ, and the chunk is then encoded again).
fn item_count(item: &Item, m: Mark, upto: usize, want: u64) -> (u64, Option<usize>, usize) {
    match item {
        Item::Events(EventBuf::Timed(evs)) => {
            let mut n = 0;
            for (k, e) in evs.iter().take(upto).enumerate() {
                if e.bb != EXCEPTION_MARK && e.bb != 0 && u64::from(e.bb) <= m.defined {
                    n += 1;
                    if n == want {
                        return (n, Some(k + 1), 0);
                    }
                }
            }
            (n, None, 0)
        }
        Item::Events(e) => {
            let words = e.words();
            count_words(
                &words[..upto.min(words.len())],
                m.skip,
                m.defined as u32,
                want,
            )
        }
        _ => (0, None, m.skip),
    }
}

/// [`item_count`] of engine words.
fn count_words(words: &[u64], skip: usize, known: u32, want: u64) -> (u64, Option<usize>, usize) {
    let mut i = skip;
    let mut n = 0u64;
    while i < words.len() {
        let lo = words[i] as u32;
        i += 1;
        if lo.wrapping_sub(1) < known {
            n += 1;
            if n == want {
                if words.get(i).is_some_and(|&w| w as u32 == W_MASK_HI) {
                    i += 1;
                }
                return (n, Some(i), 0);
            }
        } else if lo == W_TIME {
            i += 1;
        } else if lo == W_EXCEPTION {
            i += 2;
        }
    }
    (n, None, i - words.len().min(i))
}

struct Worker {
    t: usize,
    sh: Arc<Shared>,
    enc: Encoder,
    own: Option<Own>,
    /// The batch read last.
    cur: Option<(u64, Arc<Counted>)>,
    out: Vec<RawChunk>,
}

impl Drop for Worker {
    /// Counts the thread out, whichever way it stops (a thread that fails stops the
    /// others: no chunk after its own can be written); the last one closes the queue.
    fn drop(&mut self) {
        self.cur = None;
        self.own = None;
        *lock(&self.sh.cpu) += thread_cpu(Duration::ZERO);
        let panicking = std::thread::panicking();
        let mut last = false;
        self.sh.update(|c| {
            c.live -= 1;
            c.done |= panicking;
            last = c.live == 0;
        });
        if last {
            self.sh.raw.close();
        }
    }
}

impl Worker {
    fn batch(&mut self, n: u64) -> Option<Arc<Counted>> {
        match &self.cur {
            Some((k, b)) if *k == n => return Some(Arc::clone(b)),
            _ => self.cur = None,
        }
        let b = self.sh.batch(n)?;
        self.cur = Some((n, Arc::clone(&b)));
        Some(b)
    }

    fn main(&mut self) {
        let n = self.sh.n as u64;
        let mut seq = self.t as u64;
        let mut pos = Pos::default();
        if seq == 0 {
            self.enc.begin(&Carry::start());
        } else {
            let Some((g, defined)) = self.guess(seq, pos) else {
                return;
            };
            self.enc.begin_spec(seq, defined);
            pos = g;
        }
        loop {
            let start = pos;
            let mut ended = !self.run(&mut pos);
            if self.enc.is_spec() {
                let Some((at, carry)) = self.sh.wait(|c| c.carries.remove(&seq)) else {
                    return;
                };
                if at == start && self.enc.rebase(&carry, &mut self.out) {
                    self.sh.counts.rebased.fetch_add(1, Ordering::Relaxed);
                    if self.out.is_empty() {
                        ended = !self.run(&mut pos);
                    }
                } else {
                    self.sh.counts.redone.fetch_add(1, Ordering::Relaxed);
                    self.out.clear();
                    self.enc.begin(&carry);
                    pos = at;
                    self.sh.set_floor(self.t, pos.batch);
                    ended = !self.run(&mut pos);
                }
            }
            if ended {
                self.finish_stream();
                return;
            }
            let carry = self.enc.carry();
            self.sh.update(|c| {
                c.carries.insert(seq + 1, (pos, carry));
                c.starts.insert(seq + 1, (pos, carry.defined));
                // Starts no thread counts from any more.
                while c
                    .starts
                    .first_key_value()
                    .is_some_and(|(&k, _)| k + n <= seq)
                {
                    c.starts.pop_first();
                }
            });
            if let Some(own) = &self.own {
                for c in self.out.drain(..) {
                    own.send(&self.sh.raw, c);
                }
            }
            seq += n;
            self.sh.set_floor(self.t, pos.batch);
            if n == 1 {
                self.enc.begin(&carry);
                continue;
            }
            let Some((g, defined)) = self.guess(seq, pos) else {
                return;
            };
            self.enc.begin_spec(seq, defined);
            pos = g;
        }
    }

    /// Encodes from `pos` until the encoder halts (`true`: after a cut, or in `spec`
    /// mode where it needs the chunk's start) or the stream ends (`false`).
    fn run(&mut self, pos: &mut Pos) -> bool {
        loop {
            let Some(batch) = self.batch(pos.batch) else {
                return false;
            };
            let Some(item) = batch.batch.items.get(pos.item) else {
                *pos = Pos {
                    batch: pos.batch + 1,
                    item: 0,
                    word: 0,
                };
                if !self.enc.is_spec() {
                    self.sh.set_floor(self.t, pos.batch);
                }
                continue;
            };
            match item {
                Item::Block(b) => self.enc.block(b),
                Item::Events(EventBuf::Timed(evs)) => {
                    if self.enc.is_spec() {
                        return true;
                    }
                    let k = self.enc.events_at(evs, pos.word, &mut self.out);
                    if self.enc.halted() {
                        pos.word = k;
                        return true;
                    }
                }
                Item::Events(e) => {
                    let words = e.words();
                    let k = self.enc.words_at(words, pos.word, &mut self.out);
                    if self.enc.halted() {
                        pos.word = k;
                        return true;
                    }
                    self.enc.words_end(&mut self.out);
                    if self.enc.halted() {
                        pos.word = words.len();
                        return true;
                    }
                }
                Item::Process(p) => {
                    if self.enc.is_spec() {
                        return true;
                    }
                    if self.enc.process_cuts(p) {
                        self.out.push(self.enc.cut());
                        return true;
                    }
                    self.enc.process(p, &mut self.out);
                }
            }
            pos.item += 1;
            pos.word = 0;
        }
    }

    /// Where chunk `seq` likely starts ([`CHUNK_EXECS`] executions after chunk
    /// `seq - 1`'s start, from the batches' counts) and the blocks defined there; the
    /// tables learn every block from `from` (where they are complete) to there.
    fn guess(&mut self, seq: u64, from: Pos) -> Option<(Pos, u64)> {
        let (base, _) = self.sh.wait(|c| c.starts.get(&(seq - 1)).copied())?;
        let base = base.max(from);
        // The executions before `base`.
        let target = match self.batch(base.batch) {
            None => u64::MAX,
            Some(b) => {
                let m = b.marks[base.item.min(b.marks.len() - 1)];
                let before = match b.batch.items.get(base.item) {
                    Some(item) => item_count(item, m, base.word, u64::MAX).0,
                    None => 0,
                };
                m.execs + before + CHUNK_EXECS
            }
        };
        // The item where the target is reached, then the word.
        let mut p = Pos {
            batch: base.batch,
            item: 0,
            word: 0,
        };
        let found = loop {
            let Some(b) = self.batch(p.batch) else {
                break p;
            };
            let last = b.marks[b.marks.len() - 1];
            if last.execs < target {
                p.batch += 1;
                continue;
            }
            let k = b.marks.partition_point(|m| m.execs < target) - 1;
            let m = b.marks[k];
            let (_, at, _) = item_count(&b.batch.items[k], m, usize::MAX, target - m.execs);
            p.item = k;
            p.word = at.unwrap_or(0);
            break p;
        };
        // The blocks up to there.
        let mut q = from;
        let defined = loop {
            let Some(b) = self.batch(q.batch) else {
                break lock(&self.sh.rx).at.defined;
            };
            if q.batch == found.batch && q.item >= found.item {
                break b.marks[found.item].defined;
            }
            match b.batch.items.get(q.item) {
                Some(Item::Block(d)) => {
                    let m = b.marks[q.item];
                    self.enc.learn(m.defined + 1, d);
                    q.item += 1;
                }
                Some(_) => q.item += 1,
                None => {
                    q = Pos {
                        batch: q.batch + 1,
                        item: 0,
                        word: 0,
                    }
                }
            }
        };
        self.sh.update(|c| {
            c.starts.entry(seq).or_insert((found, defined));
        });
        Some((found, defined))
    }

    /// The stream ended and this thread's chunk is the last: it writes it, stops the
    /// others and answers `finish`.
    fn finish_stream(&mut self) {
        let finish = lock(&self.sh.held).finish.take();
        let Some(own) = self.own.take() else {
            return;
        };
        let raw = Arc::clone(&self.sh.raw);
        let Some((info, reply)) = finish else {
            // The emulator went away without finishing: what there is, unfinished.
            if !self.enc.is_empty() {
                own.send(&raw, self.enc.cut());
            }
            self.sh.update(|c| c.done = true);
            return;
        };
        let kit = lock(&self.sh.kit).take();
        self.enc.end(info.final_time);
        if let Some(k) = &kit {
            note_elapsed(&k.recipe, info.elapsed_usecs);
        }
        own.send(&raw, self.enc.cut());
        while let Some(c) = raw.take() {
            own.compress(&c);
        }
        self.sh.update(|c| c.done = true);
        // The others stop (their CPU counted, their senders of frames gone).
        {
            let mut c = lock(&self.sh.chain);
            while c.live > 1 {
                c = self.sh.changed.wait(c).unwrap_or_else(|e| e.into_inner());
            }
        }
        let enc_busy = *lock(&self.sh.cpu) + thread_cpu(Duration::ZERO);
        raw.close();
        drop(own);
        let r = match kit {
            None => Err("the trace writer thread stopped".to_string()),
            Some(k) => {
                let w = k.written.recv().unwrap_or_else(|_| Written {
                    error: Some("the trace writer thread stopped".into()),
                    ..Written::default()
                });
                match w.error {
                    Some(e) => Err(e),
                    None => Ok(finished(&self.enc, &info, enc_busy, &k.zstd_busy, &w)),
                }
            }
        };
        let _ = reply.send(r);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compact::frame::TOKENS_ALT;
    use crate::compact::{CompactReader, CompactRecorder, RecorderOptions};
    use crate::compact::{BLOCKS_FILE, EVENTS_FILE, SUMMARY_FILE};
    use crate::record::raw::{block_word, time_bits};
    use crate::record::{BlockDef, ExecEvent, InsnCost, Process, ProcessEvent, TIME_BASE};

    /// Block `n`: ARM with conditional instructions of two costs (block 9 with 40 of
    /// them: a wide block), every 5th a Thumb one ending in a conditional branch.
    fn def(n: u32) -> BlockDef {
        let thumb = n.is_multiple_of(5);
        let conds = if n == 9 { 40 } else { 1 + n as usize % 7 };
        let costs: Vec<InsnCost> = (0..if thumb { 2 } else { conds * 2 + 1 })
            .map(|i| InsnCost {
                taken: 2 + (i % 3) as u32,
                untaken: 1,
                conditional: !thumb && i % 2 == 0,
            })
            .collect();
        let bits = time_bits(&costs, thumb);
        BlockDef {
            n,
            addr: 0x8000 + n * 0x100,
            thumb,
            words: vec![0xe1a0_0000; costs.len()].into(),
            mask_bits: bits & !(1 << (bits | 1).ilog2()),
            costs: costs.into(),
        }
    }

    /// The items of a stream with every kind of cut and every place a chunk may start:
    /// long runs without markers (cut by their count, guessed right), branchy stretches
    /// (cut by their bytes), jumps in time (cut by ticks), exceptions, unnumbered and
    /// not yet defined blocks, process events (one cutting the chunk), timed events,
    /// wide blocks; the words split into items anywhere (a marker's words, a wide
    /// block's high-bits word on either side).
    fn stream() -> Vec<Item> {
        let mut rng = testrng::Rng::new(0x5eed_0013);
        let mut items = Vec::new();
        let mut defined = 0u32;
        let mut words: Vec<u64> = vec![u64::from(W_TIME), 5000];
        let mut time = 5000u64;
        let mut n = 1u32;
        let define = |upto: u32, defined: &mut u32, items: &mut Vec<Item>| {
            while *defined < upto {
                *defined += 1;
                items.push(Item::Block(def(*defined)));
            }
        };
        define(40, &mut defined, &mut items);
        // Phases: loops, branchy code, markers, loops, branchy code and markers, loops.
        let ends = [
            2_500_000, 3_700_000, 5_000_000, 7_500_000, 8_300_000, 9_500_000,
        ];
        for k in 0..9_500_000u64 {
            let phase = ends.iter().position(|&e| k < e).unwrap_or(0);
            let r = rng.next_u64();
            let branchy = phase == 1 || phase == 4;
            let markers = phase == 2 || phase == 4;
            if markers && r % 20_000 == 1 {
                let t = time + 3 + r % 50;
                words.extend([
                    u64::from(W_EXCEPTION) | (r >> 40 & 3) << 32,
                    t,
                    0x8004_u64 << 32 | 0xffff_0018,
                ]);
                time = t;
            }
            if markers && r % 150_000 == 2 {
                // A jump in time: the chunk is cut by its ticks.
                time += 120_000_000;
                words.extend([u64::from(W_TIME), time]);
            }
            if markers && r % 300_000 == 3 {
                items.push(Item::Events(EventBuf::Words(std::mem::take(&mut words))));
                // Far enough ahead to cut the chunk before it.
                let at = time + 150_000_000;
                items.push(Item::Process(Process {
                    time: at + TIME_BASE,
                    event: ProcessEvent::Switch { pid: k as u32 },
                }));
                time = at + 10;
                words.extend([u64::from(W_TIME), time]);
            }
            if markers && r % 400_000 == 4 {
                items.push(Item::Events(EventBuf::Words(std::mem::take(&mut words))));
                time += 100;
                let evs = (0..300)
                    .map(|i| ExecEvent {
                        time: time + 7 * i,
                        bb: [2, 3, 4, 77][i as usize % 4],
                        aux: 0,
                        mask: 1,
                    })
                    .collect();
                items.push(Item::Events(EventBuf::Timed(evs)));
                time += 2200;
                words.extend([u64::from(W_TIME), time]);
            }
            if r % 1_000_003 == 5 {
                // Unnumbered, and not yet defined.
                words.push(block_word(if r & 1 == 0 { 0 } else { defined + 3 }));
            }
            if k % 250_000 == 7 && defined < 700 {
                items.push(Item::Events(EventBuf::Words(std::mem::take(&mut words))));
                define(defined + 60, &mut defined, &mut items);
            }
            let d = def(n);
            let bits = time_bits(&d.costs, d.thumb);
            let mask = if branchy {
                match r % 8 {
                    0..=4 => bits,
                    5 | 6 => bits & 0xaaaa_aaaa_aaaa_aaaa,
                    _ => bits & rng.next_u64(),
                }
            } else if r.is_multiple_of(16) {
                bits & 0x5555_5555_5555_5555
            } else {
                bits
            };
            words.push(block_word(n) | mask << 32);
            if bits >> 32 != 0 {
                words.push(u64::from(W_MASK_HI) | mask & !0xffff_ffff);
            }
            time += 3 * d.costs.len() as u64;
            n = if branchy {
                match r >> 8 & 15 {
                    0 => 1 + (r >> 16) as u32 % defined,
                    1..=6 => 1 + (n * 7 + 1) % defined,
                    7..=11 => 1 + (n * 13 + 5) % defined,
                    _ => 1 + (n + 1) % defined,
                }
            } else {
                // A loop over 9 blocks, wide block 9 among them.
                1 + n % 9 + if r.is_multiple_of(64) { 9 } else { 0 }
            };
            if words.len() > 3000 && r.is_multiple_of(101) {
                items.push(Item::Events(EventBuf::Words(std::mem::take(&mut words))));
            }
        }
        items.push(Item::Events(EventBuf::Words(words)));
        items
    }

    /// Records `items` in batches with `encoders` encoding threads; the files' bytes
    /// and the guesses' counts.
    fn record(items: &[Item], encoders: usize) -> ([Vec<u8>; 3], Finished, Option<(u64, u64)>) {
        let dir = std::env::temp_dir().join(format!(
            "tracefmt-parallel-{encoders}-{}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        let opts = RecorderOptions {
            level: 1,
            threads: 1,
        };
        let mut r =
            CompactRecorder::create_with_encoders(&dir, false, opts, TOKENS_ALT, encoders).unwrap();
        let counts = r.guesses();
        let mut rng = testrng::Rng::new(0x5eed_0113);
        let mut k = 0;
        while k < items.len() {
            let take = (1 + rng.below(6) as usize).min(items.len() - k);
            let batch = Batch {
                items: items[k..k + take]
                    .iter()
                    .map(|i| match i {
                        Item::Block(b) => Item::Block(b.clone()),
                        Item::Events(EventBuf::Timed(v)) => {
                            Item::Events(EventBuf::Timed(v.clone()))
                        }
                        Item::Events(e) => Item::Events(EventBuf::Words(e.words().to_vec())),
                        Item::Process(p) => Item::Process(p.clone()),
                    })
                    .collect(),
                recycle: None,
            };
            assert!(r.send(Arc::new(batch)));
            k += take;
        }
        let done = r
            .finish(FinishInfo {
                final_time: 1 << 40,
                elapsed_usecs: 7,
            })
            .unwrap();
        let files =
            [BLOCKS_FILE, EVENTS_FILE, SUMMARY_FILE].map(|f| std::fs::read(dir.join(f)).unwrap());
        if encoders == 1 {
            // The kinds of cut the stream is for.
            let r = CompactReader::open(&dir).unwrap();
            let chunks = r.chunks();
            let by_count = chunks.iter().filter(|c| c.execs == CHUNK_EXECS).count();
            let by_bytes = chunks.iter().filter(|c| c.raw >= 1 << 20).count();
            let by_ticks = chunks
                .windows(2)
                .filter(|w| w[1].first_time - w[0].first_time >= 100_000_000)
                .count();
            assert!(by_count >= 3, "{by_count} chunks cut by count");
            assert!(by_bytes >= 2, "{by_bytes} chunks cut by bytes");
            assert!(by_ticks >= 3, "{by_ticks} chunks cut by ticks");
        }
        let _ = std::fs::remove_dir_all(&dir);
        let counts = counts.map(|c| {
            (
                c.rebased.load(Ordering::Relaxed),
                c.redone.load(Ordering::Relaxed),
            )
        });
        (files, done, counts)
    }

    /// One, two and three encoding threads write the same bytes; with two or three,
    /// some chunks were encoded ahead and kept, and some encoded again (a guess the
    /// cuts by bytes, ticks and process events made wrong). A speculative chunk kept
    /// with a start time, a record time or a total not moved (see
    /// [`Encoder::rebase`]), a guess counted differently from the encoder's cut, or a
    /// block missing from a thread's tables would change the bytes.
    #[test]
    fn one_two_and_three_encoders_write_the_same_bytes() {
        let items = stream();
        let (one, done1, none) = record(&items, 1);
        assert!(none.is_none());
        assert!(done1.executions > 9_000_000);
        for n in [2, 3] {
            let (files, done, counts) = record(&items, n);
            for (f, (a, b)) in [BLOCKS_FILE, EVENTS_FILE, SUMMARY_FILE]
                .iter()
                .zip(one.iter().zip(&files))
            {
                assert_eq!(a.len(), b.len(), "{n} encoders: {f} of another length");
                assert!(a == b, "{n} encoders: {f} differs");
            }
            assert_eq!(done.header, done1.header);
            assert_eq!(
                (
                    done.executions,
                    done.first_time,
                    done.last_time,
                    done.unknown_blocks
                ),
                (
                    done1.executions,
                    done1.first_time,
                    done1.last_time,
                    done1.unknown_blocks
                )
            );
            let (rebased, redone) = counts.unwrap();
            assert!(
                rebased >= 1 && redone >= 2,
                "{n} encoders: kept {rebased}, redone {redone}"
            );
        }
    }
}
