//! `dump`, `blocks`, `bb2sym` and `bbprof`: block- and instruction-level views.

use std::collections::HashMap;
use std::io::Write;

use anyhow::Result;
use tracefmt::insn_stream::InsnTimes;

use crate::disasm::{Disasm, InsnLine};
use crate::model::Model;
use crate::replay::{replay, replay_segments, BlockSum, Event, SegmentVisitor, Visitor};
use crate::table::{Cell, Format, Table, TableStream, LOOKAHEAD};
use crate::Session;

pub use crate::replay::TimeRange;

/// Reads the start times of one block's instructions (qtools' `ReadInsnTime` per instruction,
/// with the block's time as the minimum), or the block time when `.insn` is empty.
fn insn_times(it: &mut Option<InsnTimes<'_>>, ev: &Event<'_>, buf: &mut Vec<u64>) {
    buf.clear();
    for _ in 0..ev.num_insns {
        let t = match it {
            Some(i) => match i.next_at_or_after(ev.time) {
                Some(Ok(t)) => t,
                _ => {
                    *it = None;
                    ev.time
                }
            },
            None => ev.time,
        };
        buf.push(t);
    }
}

struct DumpV<'a, 'w> {
    s: &'a Session,
    out: &'w mut dyn Write,
    range: TimeRange,
    dis: Disasm,
    cache: HashMap<u64, Vec<InsnLine>>,
    insns: Option<InsnTimes<'a>>,
    times: Vec<u64>,
    err: Option<std::io::Error>,
    /// A block started after the window: every later one does too.
    past_end: bool,
}

impl Visitor for DumpV<'_, '_> {
    fn block(&mut self, m: &Model, ev: &Event<'_>) {
        insn_times(&mut self.insns, ev, &mut self.times);
        // A block that started before the window shows its instructions from the window's start
        // on (read_trace's `-s`): the window is checked per instruction.
        let last = self.times.last().copied().unwrap_or(ev.time);
        self.past_end = self.range.end.is_some_and(|e| ev.time > e);
        if self.err.is_some()
            || self.range.start.is_some_and(|s| last < s)
            || self.range.end.is_some_and(|e| ev.time > e)
            || !self.s.opts.filter.keep(m, ev.pid, ev.func)
        {
            return;
        }
        let lines = self
            .cache
            .entry(ev.bb_num)
            .or_insert_with(|| self.dis.block(&ev.block));
        for (i, l) in lines.iter().take(ev.num_insns as usize).enumerate() {
            let time = self.times.get(i).copied().unwrap_or(ev.time);
            if !self.range.contains(time) {
                continue;
            }
            let off = ev.offset.wrapping_add(l.addr.wrapping_sub(ev.addr));
            let r = writeln!(
                self.out,
                "{} p{} {:08x} {} {}+{:02x} {}",
                time,
                ev.pid,
                l.addr,
                l.enc,
                self.s.opts.filter.label(m, ev.func),
                off,
                l.text
            );
            if let Err(e) = r {
                self.err = Some(e);
                return;
            }
        }
        if self.cache.len() > DISASM_CACHE {
            self.cache.clear();
        }
    }

    fn done(&self) -> bool {
        self.err.is_some() || self.past_end
    }
}

/// Blocks whose disassembly `dump` keeps (the cache starts over when it is full).
const DISASM_CACHE: usize = 1 << 16;

/// `dump` (read_trace): one line per executed instruction with time, pid, address, encoding,
/// symbol+offset and disassembly; with a window, the instructions whose start time lies in it.
pub fn dump(s: &Session, range: TimeRange, out: &mut dyn Write) -> Result<()> {
    let mut m = s.model();
    let have = s.reader.insn_times().next().is_some();
    let mut v = DumpV {
        s,
        out,
        range,
        dis: Disasm::new(),
        cache: HashMap::new(),
        insns: have.then(|| s.reader.insn_times()),
        times: Vec::new(),
        err: None,
        past_end: false,
    };
    replay(&s.reader, &mut m, &mut v)?;
    if let Some(e) = v.err {
        return Err(e.into());
    }
    Ok(())
}

struct BlocksV<'a, 'w> {
    s: &'a Session,
    range: TimeRange,
    table: TableStream<'w>,
    err: Option<std::io::Error>,
    past_end: bool,
}

impl Visitor for BlocksV<'_, '_> {
    fn block(&mut self, m: &Model, ev: &Event<'_>) {
        self.past_end = self.range.end.is_some_and(|e| ev.time > e);
        if self.err.is_some()
            || !self.range.contains(ev.time)
            || !self.s.opts.filter.keep(m, ev.pid, ev.func)
        {
            return;
        }
        let r = self.table.row(vec![
            ev.time.into(),
            ev.bb_num.into(),
            ev.pid.into(),
            ev.num_insns.into(),
            Cell::Addr(ev.addr | u32::from(ev.thumb)),
            m.sym_offset(ev.func, ev.offset).into(),
        ]);
        if let Err(e) = r {
            self.err = Some(e);
        }
    }

    fn done(&self) -> bool {
        self.err.is_some() || self.past_end
    }
}

/// `blocks` (bb_dump): one row per block execution, written as the trace streams (the text
/// columns are sized from the first [`LOOKAHEAD`] rows).
pub fn blocks(s: &Session, range: TimeRange, out: &mut dyn Write) -> Result<()> {
    let mut m = s.model();
    let table = TableStream::new(
        out,
        s.opts.format,
        &["time", "bb", "pid", "num_insns", "bb_addr", "symbol"],
        &[],
        LOOKAHEAD,
    )?;
    let mut v = BlocksV {
        s,
        range,
        table,
        err: None,
        past_end: false,
    };
    replay(&s.reader, &mut m, &mut v)?;
    if let Some(e) = v.err {
        return Err(e.into());
    }
    v.table.finish()?;
    Ok(())
}

struct FirstSeen {
    seen: Vec<Option<(u32, u32)>>,
}

impl SegmentVisitor for FirstSeen {
    fn segment(&mut self, _m: &Model, _pid: u32, blocks: &[BlockSum]) {
        for b in blocks {
            let slot = &mut self.seen[b.bb_num as usize];
            if slot.is_none() {
                *slot = Some((b.func, b.offset));
            }
        }
    }
}

/// `bb2sym`: every static block with the file and symbol it ran in (first execution).
pub fn bb2sym(s: &Session, out: &mut dyn Write) -> Result<()> {
    let mut m = s.model();
    let mut v = FirstSeen {
        seen: vec![None; s.reader.num_static_blocks() as usize],
    };
    replay_segments(&s.reader, &mut m, &mut v)?;
    let mut t = Table::new(&["bb", "num_insns", "bb_addr", "file", "symbol"]);
    for b in s.reader.static_blocks().skip(1) {
        let (file, sym) = match v.seen[b.bb_num as usize] {
            Some((f, off)) => {
                let path = &m.funcs[f as usize].path;
                let file = if path.is_empty() {
                    "-".to_string()
                } else {
                    path.to_string()
                };
                (file, m.sym_offset(f, off))
            }
            None => ("-".to_string(), "(not executed)".to_string()),
        };
        t.row(vec![
            b.bb_num.into(),
            (b.num_insns() as u64).into(),
            Cell::Addr(b.bb_addr),
            file.into(),
            sym.into(),
        ]);
    }
    t.write(out, s.opts.format)?;
    Ok(())
}

#[derive(Default, Clone)]
struct BlockProf {
    freq: u64,
    elapsed: u64,
    insn_cycles: Vec<u64>,
    func: u32,
    offset: u32,
}

struct BbProfV<'a> {
    s: &'a Session,
    prof: Vec<BlockProf>,
    insns: Option<InsnTimes<'a>>,
    times: Vec<u64>,
}

impl Visitor for BbProfV<'_> {
    fn block(&mut self, m: &Model, ev: &Event<'_>) {
        insn_times(&mut self.insns, ev, &mut self.times);
        if !self.s.opts.filter.keep(m, ev.pid, ev.func) {
            return;
        }
        let p = &mut self.prof[ev.bb_num as usize];
        p.freq += 1;
        p.elapsed += ev.dur;
        p.func = ev.func;
        p.offset = ev.offset;
        if p.insn_cycles.len() < self.times.len() {
            p.insn_cycles.resize(self.times.len(), 0);
        }
        let end = ev.time + ev.dur;
        for (i, &t) in self.times.iter().enumerate() {
            let next = self.times.get(i + 1).copied().unwrap_or(end);
            p.insn_cycles[i] += next.saturating_sub(t);
        }
    }
}

/// `bbprof`: blocks sorted by elapsed cycles, each with its per-instruction cycles.
pub fn bbprof(s: &Session, limit: usize, out: &mut dyn Write) -> Result<()> {
    let mut m = s.model();
    let have = s.reader.insn_times().next().is_some();
    let mut v = BbProfV {
        s,
        prof: vec![BlockProf::default(); s.reader.num_static_blocks() as usize],
        insns: have.then(|| s.reader.insn_times()),
        times: Vec::new(),
    };
    replay(&s.reader, &mut m, &mut v)?;
    let mut order: Vec<usize> = (0..v.prof.len()).filter(|&i| v.prof[i].freq > 0).collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(v.prof[i].elapsed), i));
    order.truncate(limit);
    let dis = Disasm::new();
    if s.opts.format == Format::Json {
        let mut t = Table::new(&[
            "bb",
            "addr",
            "insns",
            "freq",
            "elapsed",
            "symbol",
            "insn_cycles",
        ]);
        for &i in &order {
            let p = &v.prof[i];
            let Some(b) = s.reader.static_block(i as u64) else {
                continue;
            };
            let cyc: Vec<String> = p.insn_cycles.iter().map(u64::to_string).collect();
            t.row(vec![
                (i as u64).into(),
                Cell::Addr(b.bb_addr),
                (b.num_insns() as u64).into(),
                p.freq.into(),
                p.elapsed.into(),
                m.sym_offset(p.func, p.offset).into(),
                cyc.join(",").into(),
            ]);
        }
        t.write(out, Format::Json)?;
        return Ok(());
    }
    for &i in &order {
        let p = &v.prof[i];
        let Some(b) = s.reader.static_block(i as u64) else {
            continue;
        };
        writeln!(
            out,
            "bb {i} addr: {:#010x}, insns: {} freq: {} elapsed: {} {}",
            b.bb_addr,
            b.num_insns(),
            p.freq,
            p.elapsed,
            m.sym_offset(p.func, p.offset)
        )?;
        for (k, l) in dis.block(&b).iter().enumerate() {
            let c = p.insn_cycles.get(k).copied().unwrap_or(0);
            writeln!(out, "  {c:4} {:08x} {} {}", l.addr, l.enc, l.text)?;
        }
    }
    Ok(())
}
