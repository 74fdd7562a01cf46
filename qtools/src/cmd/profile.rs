//! `profile`, `pids`, `regions` and `coverage`: where the cycles went, per function, process,
//! thread or file; the processes and their address spaces; the code that never ran.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::Write;

use anyhow::Result;

use crate::filter::Selector;
use crate::model::{Model, FLAG_CLONE, FLAG_EXEC, FLAG_EXIT};
use crate::replay::{replay_segments, BlockSum, SegmentVisitor};
use crate::table::{Cell, Table};
use crate::Session;

/// What `profile` groups cycles by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum ProfileBy {
    /// Per function (kernel functions marked `k`).
    #[default]
    Function,
    /// Per thread.
    Pid,
    /// Per process (thread group).
    Process,
    /// Per file (vmlinux, the executable, each library).
    Library,
}

struct ProfV<'a> {
    s: &'a Session,
    per_func: Vec<(u64, u64)>,
    per_pid: HashMap<u32, (u64, u64)>,
    total: u64,
    kept: u64,
}

impl SegmentVisitor for ProfV<'_> {
    fn segment(&mut self, m: &Model, pid: u32, blocks: &[BlockSum]) {
        let f = &self.s.opts.filter;
        let (mut c, mut n, mut any) = (0u64, 0u64, false);
        for b in blocks {
            self.total += b.cycles;
            if !f.keep(m, pid, b.func) {
                continue;
            }
            let i = b.func as usize;
            if self.per_func.len() <= i {
                self.per_func.resize(i + 1, (0, 0));
            }
            self.per_func[i].0 += b.cycles;
            self.per_func[i].1 += b.insns;
            c += b.cycles;
            n += b.insns;
            any = true;
        }
        self.kept += c;
        if !any {
            return;
        }
        let p = self.per_pid.entry(pid).or_default();
        p.0 += c;
        p.1 += n;
    }
}

/// One row of a flat profile.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProfileRow {
    /// (function label, its file), (file, empty) or (right-aligned pid, process name).
    pub key: (String, String),
    /// Cycles.
    pub cycles: u64,
    /// Instructions.
    pub insns: u64,
    /// Kernel code.
    pub kernel: bool,
}

/// A flat profile's numbers: one row per function (or thread, process, file), largest first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FlatProfile {
    /// The rows, by cycles (largest first), then by key.
    pub rows: Vec<ProfileRow>,
    /// Cycles of every block in the window.
    pub total: u64,
    /// Cycles of the blocks the filters kept.
    pub kept: u64,
    /// Block events replayed.
    pub events: u64,
}

/// The aggregation behind [`profile`] (and `diff`): the cycles from a block's start to the next
/// block's start go to the block's function (or thread, process, file), with the session's
/// filters, merges and window.
pub fn flat_profile(s: &Session, by: ProfileBy) -> Result<FlatProfile> {
    let mut m = s.model();
    let mut v = ProfV {
        s,
        per_func: Vec::new(),
        per_pid: HashMap::new(),
        total: 0,
        kept: 0,
    };
    let sum = replay_segments(&s.reader, &mut m, &mut v)?;
    // (cycles, insns, kernel flag, name, file)
    let mut rows: BTreeMap<(String, String), (u64, u64, bool)> = BTreeMap::new();
    let f = &s.opts.filter;
    match by {
        ProfileBy::Function | ProfileBy::Library => {
            for (i, &(c, n)) in v.per_func.iter().enumerate() {
                if c == 0 && n == 0 {
                    continue;
                }
                let info = &m.funcs[i];
                let key = if by == ProfileBy::Library {
                    let file = if info.path.is_empty() {
                        "(unknown)"
                    } else {
                        &info.path
                    };
                    (file.to_string(), String::new())
                } else {
                    let label = f.label(&m, i as u32);
                    let file = if label.starts_with(':') {
                        ""
                    } else {
                        &info.path
                    };
                    (label.to_string(), file.to_string())
                };
                let e = rows.entry(key).or_insert((0, 0, info.kernel));
                e.0 += c;
                e.1 += n;
            }
        }
        ProfileBy::Pid | ProfileBy::Process => {
            for (&pid, &(c, n)) in &v.per_pid {
                let id = if by == ProfileBy::Process {
                    m.procs.get(&pid).map_or(pid, |p| p.tgid)
                } else {
                    pid
                };
                let name = m.procs.get(&id).map_or(String::new(), |p| p.name.clone());
                let e = rows
                    .entry((format!("{id:>6}"), name))
                    .or_insert((0, 0, false));
                e.0 += c;
                e.1 += n;
            }
        }
    }
    let mut sorted: Vec<ProfileRow> = rows
        .into_iter()
        .map(|(key, (cycles, insns, kernel))| ProfileRow {
            key,
            cycles,
            insns,
            kernel,
        })
        .collect();
    sorted.sort_by(|a, b| b.cycles.cmp(&a.cycles).then_with(|| a.key.cmp(&b.key)));
    Ok(FlatProfile {
        rows: sorted,
        total: v.total,
        kept: v.kept,
        events: sum.events,
    })
}

/// `profile` (profile_trace): a flat profile. The cycles from a block's start to the next block's
/// start go to the block's function (or thread, process, file).
pub fn profile(s: &Session, by: ProfileBy, out: &mut dyn Write) -> Result<()> {
    let p = flat_profile(s, by)?;
    let sorted = p.rows;
    let mhz = f64::from(s.opts.mhz.max(1));
    let mut t = match by {
        ProfileBy::Function => Table::new(&[
            "cycles",
            "percent",
            "cumulative",
            "insns",
            "k",
            "function",
            "file",
        ]),
        ProfileBy::Library => Table::new(&["cycles", "percent", "cumulative", "insns", "file"]),
        _ => Table::new(&["cycles", "percent", "cumulative", "insns", "pid", "name"]),
    };
    t.note("total cycles", p.total);
    t.note("total seconds", Cell::Float(p.total as f64 / (mhz * 1e6)));
    t.note("MHz", u64::from(s.opts.mhz));
    t.note("block events", p.events);
    if p.kept != p.total {
        t.note("cycles kept by the filters", p.kept);
    }
    let denom = p.kept.max(1) as f64;
    let mut cum = 0u64;
    for ProfileRow {
        key: (a, b),
        cycles: c,
        insns: n,
        kernel: k,
    } in sorted
    {
        cum += c;
        let mut row = vec![
            c.into(),
            Cell::Float(100.0 * c as f64 / denom),
            Cell::Float(100.0 * cum as f64 / denom),
            n.into(),
        ];
        match by {
            ProfileBy::Function => {
                row.push(if k && !a.starts_with(':') { "k" } else { "" }.into());
                row.push(a.into());
                row.push(b.into());
            }
            ProfileBy::Library => row.push(a.into()),
            _ => {
                row.push(Cell::Int(a.trim().parse().unwrap_or(0)));
                row.push(b.into());
            }
        }
        t.row(row);
    }
    t.write(out, s.opts.format)?;
    Ok(())
}

struct EndV;
impl SegmentVisitor for EndV {}

fn replay_model(s: &Session) -> Result<(Model, crate::replay::Summary)> {
    let mut m = s.model();
    let sum = replay_segments(&s.reader, &mut m, &mut EndV)?;
    Ok((m, sum))
}

/// `pids` (profile_pid): per-thread CPU time (between context switches, the last interval up to
/// the trace end included), parent, flags and argv. Flags: `E` called exec, `T` thread (never
/// exec'd), `C` created by clone, `X` exited.
pub fn pids(s: &Session, out: &mut dyn Write) -> Result<()> {
    let (m, sum) = replay_model(s)?;
    let cur = m.current;
    // The cycles since the last switch, clipped to the window like every other stretch.
    let tail = m.window.overlap(m.last_switch(), sum.end);
    let cpu = |pid: u32, t: u64| if pid == cur { t + tail } else { t };
    let total: u64 = m.procs.values().map(|p| cpu(p.pid, p.cpu_time)).sum();
    let mut t = Table::new(&[
        "pid", "parent", "cpu_time", "percent", "flags", "name", "argv",
    ]);
    t.note("total cycles", total);
    for p in m.procs.values() {
        if !s
            .opts
            .filter
            .include
            .iter()
            .chain(&s.opts.filter.exclude)
            .all(|sel| !matches!(sel, Selector::Pid(_)))
            && !s.opts.filter.keep(&m, p.pid, 0)
        {
            continue;
        }
        let c = cpu(p.pid, p.cpu_time);
        let mut flags = String::new();
        flags.push(if p.flags & FLAG_EXEC != 0 { 'E' } else { 'T' });
        if p.flags & FLAG_CLONE != 0 {
            flags.push('C');
        }
        if p.flags & FLAG_EXIT != 0 {
            flags.push('X');
        }
        t.row(vec![
            p.pid.into(),
            p.parent.into(),
            c.into(),
            Cell::Float(100.0 * c as f64 / total.max(1) as f64),
            flags.into(),
            p.name.clone().into(),
            p.argv.join(" ").into(),
        ]);
    }
    t.write(out, s.opts.format)?;
    Ok(())
}

/// `regions` (dump_regions): every process's mapped regions at the end of the trace.
pub fn regions(s: &Session, out: &mut dyn Write) -> Result<()> {
    let (m, _) = replay_model(s)?;
    if s.opts.format == crate::Format::Json {
        let mut t = Table::new(&[
            "pid", "name", "vstart", "vend", "offset", "nsyms", "library", "path",
        ]);
        for p in m.procs.values() {
            for r in &m.spaces[p.space] {
                t.row(vec![
                    p.pid.into(),
                    p.name.clone().into(),
                    Cell::Addr(r.vstart),
                    Cell::Addr(r.vend),
                    Cell::Addr(r.offset),
                    (m.tables[r.table].symbols.len() as u64).into(),
                    Cell::Str(r.library.to_string()),
                    r.path.to_string().into(),
                ]);
            }
        }
        t.write(out, crate::Format::Json)?;
        return Ok(());
    }
    for p in m.procs.values() {
        let regs = &m.spaces[p.space];
        writeln!(
            out,
            "pid {} regions: {} {} [{}]",
            p.pid,
            regs.len(),
            p.name,
            p.argv.join(" ")
        )?;
        for r in regs {
            writeln!(
                out,
                "  {:08x} - {:08x} offset: {:5x}  nsyms: {:4} {}{}",
                r.vstart,
                r.vend,
                r.offset,
                m.tables[r.table].symbols.len(),
                if r.library { "lib " } else { "" },
                r.path
            )?;
        }
    }
    Ok(())
}

struct CovV {
    hit: Vec<Option<(u32, u32)>>,
}

impl SegmentVisitor for CovV {
    fn segment(&mut self, _m: &Model, _pid: u32, blocks: &[BlockSum]) {
        for b in blocks {
            let slot = &mut self.hit[b.bb_num as usize];
            let n = slot.map_or(0, |(_, n)| n).max(b.max_insns);
            *slot = Some((b.func, n));
        }
    }
}

/// `coverage`: functions of the kernel and of every mapped file that never ran (`k` marks kernel
/// ones), sorted by file then name; with `insns`, also the share of each executed function's
/// instructions that ran.
pub fn coverage(s: &Session, insns: bool, out: &mut dyn Write) -> Result<()> {
    let mut m = s.model();
    let mut v = CovV {
        hit: vec![None; s.reader.num_static_blocks() as usize],
    };
    replay_segments(&s.reader, &mut m, &mut v)?;
    let f = &s.opts.filter;
    let skip_kernel = f.exclude.contains(&Selector::Kernel) || f.include.contains(&Selector::Libs);
    let only_kernel = f.include.contains(&Selector::Kernel);
    let mut executed: HashMap<u32, HashSet<u32>> = HashMap::new();
    for (bb, h) in v.hit.iter().enumerate() {
        let (Some((func, n)), Some(b)) = (h, s.reader.static_block(bb as u64)) else {
            continue;
        };
        let set = executed.entry(*func).or_default();
        for i in 0..*n as usize {
            set.insert(crate::disasm::insn_addr(&b, i));
        }
    }
    // Every symbol is a function of its own: several (static functions of different files) may
    // share a name, and each one that never ran is listed.
    let mut never: Vec<(String, String, bool)> = Vec::new();
    for (t, i, path, name, kernel) in m.all_symbols() {
        if (kernel && skip_kernel) || (!kernel && only_kernel) || name.starts_with('(') {
            continue;
        }
        if f.exclude.contains(&Selector::Func(name.to_string())) {
            continue;
        }
        let ran = m
            .func_of_symbol(t, i)
            .is_some_and(|id| executed.contains_key(&id));
        if !ran {
            never.push((path.to_string(), name.to_string(), kernel));
        }
    }
    never.sort();
    let mut t = Table::new(&["k", "function", "file"]);
    t.note("never executed", never.len() as u64);
    for (path, name, k) in never {
        t.row(vec![
            if k { "k" } else { "" }.into(),
            name.into(),
            path.into(),
        ]);
    }
    t.write(out, s.opts.format)?;
    if insns {
        let mut c = Table::new(&["executed", "total", "percent", "function", "file"]);
        let mut ids: Vec<&u32> = executed.keys().collect();
        ids.sort_by_key(|&&id| {
            (
                m.funcs[id as usize].path.clone(),
                m.funcs[id as usize].name.clone(),
                id,
            )
        });
        for &id in ids {
            let info = &m.funcs[id as usize];
            if info.size == 0 {
                continue;
            }
            let done = executed[&id].len() as u64;
            let total = u64::from(info.size / 4).max(done);
            c.row(vec![
                done.into(),
                total.into(),
                Cell::Float(100.0 * done as f64 / total.max(1) as f64),
                info.name.clone().into(),
                info.path.to_string().into(),
            ]);
        }
        writeln!(out)?;
        c.write(out, s.opts.format)?;
    }
    Ok(())
}
