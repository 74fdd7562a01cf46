//! The replayed machine model: processes, their address spaces (fork copies, clone shares, exec
//! resets, mmap/munmap) and symbol resolution of (address space, address) to functions.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use tracefmt::PidEvent;

use crate::bootcode::{BootImage, KERNEL_PHYS_DELTA};
use crate::symbols::{vectors_page_symbols, SymbolTable, VECTORS_BASE};

/// Addresses at or above this are kernel space (modules start at 0xbf000000 with a 3G/1G split).
pub const KERNEL_BASE: u32 = 0xbf00_0000;

/// Process flag: called exec.
pub const FLAG_EXEC: u32 = 1;
/// Process flag: exited.
pub const FLAG_EXIT: u32 = 2;
/// Process flag: created by clone (a thread sharing its parent's address space).
pub const FLAG_CLONE: u32 = 4;

/// A function id: an index into [`Model::funcs`].
pub type FuncId = u32;

/// The function `(unknown)`: an address outside every region.
pub const UNKNOWN: FuncId = 0;

/// A function (or pseudo-function) that addresses resolve to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FuncInfo {
    /// Symbol name (or `basename` for code of a file without symbols, `(unknown)`).
    pub name: String,
    /// File the symbol comes from (`vmlinux`, `[vectors]`, a mapped path).
    pub path: Arc<str>,
    /// Kernel code.
    pub kernel: bool,
    /// Code of a library (a region mapped after the executable).
    pub library: bool,
    /// Start address as mapped at first resolution.
    pub start: u32,
    /// Size in bytes (0 when unknown).
    pub size: u32,
}

/// A function's identity across copies of one model (see [`Model::func_key`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct FuncKey((usize, usize));

/// A mapped region of a process.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Region {
    /// First address.
    pub vstart: u32,
    /// One past the last address.
    pub vend: u32,
    /// File offset of `vstart`.
    pub offset: u32,
    /// Mapped path.
    pub path: Arc<str>,
    /// Index into the model's symbol tables.
    pub table: usize,
    /// Mapped after the executable.
    pub library: bool,
}

/// One process or thread.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Process {
    /// Thread id.
    pub pid: u32,
    /// Thread-group id.
    pub tgid: u32,
    /// Parent pid (the thread current at fork/clone).
    pub parent: u32,
    /// Name (kernel comm, or argv[0] after exec).
    pub name: String,
    /// Arguments of the last exec.
    pub argv: Vec<String>,
    /// Cycles spent current (between context switches).
    pub cpu_time: u64,
    /// Creation time (0 for processes seen from the start).
    pub start_time: u64,
    /// Exit time.
    pub end_time: Option<u64>,
    /// Exit code.
    pub exit_code: Option<u32>,
    /// `FLAG_*` bits.
    pub flags: u32,
    /// Address-space id.
    pub space: usize,
    /// Mmaps seen since the last exec (the first one is the executable).
    pub mmaps_since_exec: u32,
}

/// The model: processes, address spaces, symbol tables and interned functions.
#[derive(Debug, Clone)]
pub struct Model {
    /// The time window of the analyses (see [`crate::replay::TimeRange`]).
    pub window: crate::replay::TimeRange,
    root: PathBuf,
    /// Processes by pid.
    pub procs: BTreeMap<u32, Process>,
    /// Regions of each address space, sorted by `vstart`.
    pub spaces: Vec<Vec<Region>>,
    /// A generation number per space, changed on every change of its regions.
    pub space_gen: Vec<u32>,
    next_gen: u32,
    /// Symbol tables; 0 is the kernel, 1 the vectors page.
    pub tables: Vec<SymbolTable>,
    table_paths: Vec<Arc<str>>,
    by_path: HashMap<String, usize>,
    /// Interned functions; 0 is `(unknown)`.
    pub funcs: Vec<FuncInfo>,
    func_ids: HashMap<(usize, usize), FuncId>,
    /// The key (table, symbol or [`PSEUDO`]) of each function in [`Model::funcs`]; [`NO_KEY`]
    /// for `(unknown)`.
    func_keys: Vec<(usize, usize)>,
    /// Current thread.
    pub current: u32,
    last_switch: u64,
    /// One line per problem met (missing or stripped ELF files), each once.
    pub warnings: Vec<String>,
    /// Print each warning to stderr as it is met.
    pub echo_warnings: bool,
    /// Mapped files that are missing or not ELF files, and do not look like code (device files,
    /// data files): told in one line by [`Model::summarize_warnings`] rather than one each.
    pub unreadable: Vec<String>,
    /// ELF files given by hand, by file name: used for mapped paths with that file name.
    pub overrides: HashMap<String, PathBuf>,
    /// Boot images searched for unmapped early code, loaded at first use.
    boot: Vec<BootSlot>,
    /// Kernel modules' tables (see [`Model::set_kernel_symbols`]): `[start, end)`, table.
    kernel_modules: Vec<(u32, u32, usize)>,
}

/// A boot image: not read yet (path, table, first guess of link minus run address), read, or
/// unreadable.
#[derive(Debug, Clone)]
enum BootSlot {
    Pending(PathBuf, usize, Option<u32>),
    Ready(Box<BootImage>),
    Failed,
}

const KERNEL_TABLE: usize = 0;
const VECTORS_TABLE: usize = 1;
const PSEUDO: usize = usize::MAX;
/// The key of `(unknown)`, which no table holds.
const NO_KEY: (usize, usize) = (usize::MAX, usize::MAX);

impl Model {
    /// A model with the kernel symbols of `vmlinux` (if given) and user files under `root`.
    pub fn new(vmlinux: Option<&Path>, root: &Path) -> Model {
        let kernel = match vmlinux {
            Some(p) => SymbolTable::from_elf(p, true),
            None => SymbolTable::default(),
        };
        let mut m = Model {
            window: crate::replay::TimeRange::default(),
            root: root.to_path_buf(),
            procs: BTreeMap::new(),
            spaces: vec![Vec::new()],
            space_gen: vec![0],
            next_gen: 1,
            tables: vec![kernel, SymbolTable::from_symbols(vectors_page_symbols())],
            table_paths: vec![Arc::from("vmlinux"), Arc::from("[vectors]")],
            by_path: HashMap::new(),
            funcs: Vec::new(),
            func_ids: HashMap::new(),
            func_keys: vec![NO_KEY],
            current: 0,
            last_switch: 0,
            warnings: Vec::new(),
            echo_warnings: false,
            overrides: HashMap::new(),
            unreadable: Vec::new(),
            boot: Vec::new(),
            kernel_modules: Vec::new(),
        };
        if let Some(p) = vmlinux {
            m.boot.push(BootSlot::Pending(
                p.to_path_buf(),
                KERNEL_TABLE,
                Some(KERNEL_PHYS_DELTA),
            ));
        }
        if let Some(p) = m.tables[KERNEL_TABLE].problem.clone() {
            m.warnings.push(p);
        }
        m.funcs.push(FuncInfo {
            name: "(unknown)".into(),
            path: Arc::from(""),
            kernel: false,
            library: false,
            start: 0,
            size: 0,
        });
        m.ensure(0, 0);
        m
    }

    fn ensure(&mut self, pid: u32, time: u64) -> &mut Process {
        if !self.procs.contains_key(&pid) {
            let space = self.new_space(Vec::new());
            self.procs.insert(
                pid,
                Process {
                    pid,
                    tgid: pid,
                    parent: 0,
                    name: String::new(),
                    argv: Vec::new(),
                    cpu_time: 0,
                    start_time: time,
                    end_time: None,
                    exit_code: None,
                    flags: 0,
                    space,
                    mmaps_since_exec: 0,
                },
            );
        }
        self.procs.get_mut(&pid).expect("inserted above")
    }

    fn new_space(&mut self, regions: Vec<Region>) -> usize {
        self.spaces.push(regions);
        self.space_gen.push(self.next_gen);
        self.next_gen = self.next_gen.wrapping_add(1);
        self.spaces.len() - 1
    }

    fn touch(&mut self, space: usize) {
        self.space_gen[space] = self.next_gen;
        self.next_gen = self.next_gen.wrapping_add(1);
    }

    /// Time of the last context switch.
    pub fn last_switch(&self) -> u64 {
        self.last_switch
    }

    /// Applies one pid event at `time`.
    pub fn apply(&mut self, time: u64, ev: &PidEvent<'_>) {
        let cur = self.current;
        match ev {
            PidEvent::Fork { tgid, pid } | PidEvent::Clone { tgid, pid } => {
                let clone = matches!(ev, PidEvent::Clone { .. });
                let parent = self.ensure(cur, time).clone();
                let space = if clone {
                    parent.space
                } else {
                    let regions = self.spaces[parent.space].clone();
                    self.new_space(regions)
                };
                let child = Process {
                    pid: *pid,
                    tgid: *tgid,
                    parent: cur,
                    name: parent.name.clone(),
                    argv: parent.argv.clone(),
                    cpu_time: 0,
                    start_time: time,
                    end_time: None,
                    exit_code: None,
                    flags: if clone { FLAG_CLONE } else { 0 },
                    space,
                    mmaps_since_exec: parent.mmaps_since_exec,
                };
                self.procs.insert(*pid, child);
            }
            PidEvent::Switch { pid } => {
                let since = self.last_switch;
                let ran = self.window.overlap(since, time);
                let p = self.ensure(cur, time);
                p.cpu_time += ran;
                self.last_switch = time;
                self.current = *pid;
                self.ensure(*pid, time);
            }
            PidEvent::Exec { argv } => {
                let space = self.new_space(Vec::new());
                let p = self.ensure(cur, time);
                p.argv = argv
                    .iter()
                    .map(|a| String::from_utf8_lossy(a).into_owned())
                    .collect();
                if let Some(a0) = p.argv.first() {
                    p.name = a0.clone();
                }
                p.flags = (p.flags | FLAG_EXEC) & !FLAG_CLONE;
                p.space = space;
                p.mmaps_since_exec = 0;
            }
            PidEvent::Mmap {
                start,
                end,
                offset,
                path,
            } => {
                let path = String::from_utf8_lossy(path).into_owned();
                let table = self.table_for(&path);
                let p = self.ensure(cur, time);
                let library = p.mmaps_since_exec > 0;
                p.mmaps_since_exec += 1;
                let space = p.space;
                let region = Region {
                    vstart: *start,
                    vend: *end,
                    offset: *offset,
                    path: self.table_paths[table].clone(),
                    table,
                    library,
                };
                unmap(&mut self.spaces[space], *start, *end);
                let regions = &mut self.spaces[space];
                let at = regions.partition_point(|r| r.vstart < *start);
                regions.insert(at, region);
                self.touch(space);
            }
            PidEvent::Munmap { start, end } => {
                let space = self.ensure(cur, time).space;
                unmap(&mut self.spaces[space], *start, *end);
                self.touch(space);
            }
            PidEvent::Exit { code } => {
                let p = self.ensure(cur, time);
                p.exit_code = Some(*code);
                p.end_time = Some(time);
                p.flags |= FLAG_EXIT;
            }
            PidEvent::KthreadName { tgid, pid, name } => {
                let p = self.ensure(*pid, time);
                p.tgid = *tgid;
                p.name = String::from_utf8_lossy(name).into_owned();
            }
            PidEvent::Name { pid, name } => {
                let p = self.ensure(*pid, time);
                p.name = String::from_utf8_lossy(name).into_owned();
            }
            PidEvent::SymbolAdd { .. } | PidEvent::SymbolRemove { .. } => {}
        }
    }

    fn table_for(&mut self, path: &str) -> usize {
        if let Some(&t) = self.by_path.get(path) {
            return t;
        }
        let base = path.rsplit('/').next().unwrap_or(path);
        let file = match self.overrides.get(base) {
            Some(f) => f.clone(),
            None => self.root.join(path.trim_start_matches('/')),
        };
        let table = SymbolTable::from_elf(&file, false);
        if let Some(p) = &table.problem {
            if table.unreadable && !looks_like_code(path) {
                self.unreadable.push(path.to_string());
            } else {
                self.warn(p.clone());
            }
        }
        self.tables.push(table);
        self.table_paths.push(Arc::from(path));
        let t = self.tables.len() - 1;
        self.by_path.insert(path.to_string(), t);
        t
    }

    /// Turns the mapped files that were missing or not ELF files (see [`Model::unreadable`]) into one
    /// warning, once; call at the end of a replay.
    pub fn summarize_warnings(&mut self) {
        if self.unreadable.is_empty() {
            return;
        }
        let n = self.unreadable.len();
        let mut names = self.unreadable[..n.min(4)].join(", ");
        if n > 4 {
            names.push_str(", ...");
        }
        self.unreadable.clear();
        self.warn(format!(
            "{n} mapped file{} missing or not ELF under {} (their code shows as (unknown)): {names}",
            if n == 1 { "" } else { "s" },
            self.root.display()
        ));
    }

    /// Records a warning (and prints it when `echo_warnings`).
    pub fn warn(&mut self, w: String) {
        if self.echo_warnings {
            eprintln!("qtools: warning: {w}");
        }
        self.warnings.push(w);
    }

    /// The address space of `pid` (its own, or its thread group's).
    pub fn space_of(&self, pid: u32) -> Option<usize> {
        self.procs.get(&pid).map(|p| p.space)
    }

    /// A key that changes whenever the result of [`Model::resolve`] for `pid` may change;
    /// `u32::MAX` for kernel addresses, which do not depend on the process.
    pub fn resolve_key(&self, pid: u32, addr: u32) -> u32 {
        if addr >= KERNEL_BASE {
            return u32::MAX;
        }
        self.space_of(pid)
            .map_or(u32::MAX - 1, |s| self.space_gen[s] & 0x7fff_ffff)
    }

    /// Resolves `addr` in `pid`'s address space to a function and the offset into it.
    pub fn resolve(&mut self, pid: u32, addr: u32) -> (FuncId, u32) {
        if (VECTORS_BASE..VECTORS_BASE + 0x1000).contains(&addr) {
            return self.in_table(VECTORS_TABLE, addr, addr, true, false, VECTORS_BASE);
        }
        if addr >= KERNEL_BASE {
            let table = self
                .kernel_modules
                .iter()
                .find(|&&(start, end, _)| (start..end).contains(&addr))
                .map_or(KERNEL_TABLE, |m| m.2);
            return self.in_table(table, addr, addr, true, false, KERNEL_BASE);
        }
        let Some(space) = self.space_of(pid) else {
            return (UNKNOWN, addr);
        };
        let regions = &self.spaces[space];
        let i = regions.partition_point(|r| r.vstart <= addr);
        let Some(r) = i.checked_sub(1).map(|i| &regions[i]) else {
            return (UNKNOWN, addr);
        };
        if addr >= r.vend {
            return (UNKNOWN, addr);
        }
        let (table, library, vstart, offset) = (r.table, r.library, r.vstart, r.offset);
        let rel = if self.tables[table].relative {
            addr - vstart + offset
        } else {
            addr
        };
        let (f, off) = self.in_table(table, rel, addr, false, library, vstart);
        if f != UNKNOWN && self.func_ids.get(&(table, PSEUDO)) == Some(&f) {
            return (f, addr - vstart + offset);
        }
        (f, off)
    }

    /// Kernel symbols from elsewhere than an ELF (the trace's `kallsyms`, see
    /// [`crate::kallsyms`]): `kernel` replaces the kernel's table; each module's table
    /// names the kernel addresses `[start, end)`, with the module's name as their file.
    /// Call before resolving anything.
    pub fn set_kernel_symbols(
        &mut self,
        kernel: SymbolTable,
        modules: Vec<(String, u32, u32, SymbolTable)>,
    ) {
        self.tables[KERNEL_TABLE] = kernel;
        for (name, start, end, table) in modules {
            self.tables.push(table);
            self.table_paths.push(Arc::from(name));
            self.kernel_modules
                .push((start, end, self.tables.len() - 1));
        }
    }

    /// Adds the boot image `path` (see [`crate::bootcode`]), named by its last two path parts;
    /// a trace's `kallsyms` names the kernel's own code, as the kernel's functions are named.
    pub fn add_boot_image(&mut self, path: &Path) {
        let table = crate::bootcode::boot_symbols(path);
        if let Some(p) = &table.problem {
            self.warn(p.clone());
        }
        let parts: Vec<_> = path.iter().rev().take(2).collect();
        let label: Vec<String> = parts
            .iter()
            .rev()
            .map(|p| p.to_string_lossy().into_owned())
            .collect();
        let label = if crate::bootcode::is_kallsyms(path) {
            self.table_paths[KERNEL_TABLE].clone()
        } else {
            Arc::from(label.join("/"))
        };
        self.tables.push(table);
        self.table_paths.push(label);
        self.boot.push(BootSlot::Pending(
            path.to_path_buf(),
            self.tables.len() - 1,
            None,
        ));
    }

    /// Whether [`Model::resolve_block`] of this block looks in the boot images (whose answer
    /// depends on what they matched before: see [`crate::bootcode::BootImage::find`]).
    pub(crate) fn resolves_by_boot_images(&self, pid: u32, addr: u32, thumb: bool) -> bool {
        addr < KERNEL_BASE
            && !(VECTORS_BASE..VECTORS_BASE + 0x1000).contains(&addr)
            && self.boot_images_apply(pid, thumb)
    }

    /// Whether a block that [`Model::resolve`] does not name is looked for in the boot images:
    /// an ARM block of a thread with no mapped region at all (early boot).
    fn boot_images_apply(&self, pid: u32, thumb: bool) -> bool {
        !thumb
            && !self.boot.is_empty()
            && self.space_of(pid).is_none_or(|s| self.spaces[s].is_empty())
    }

    /// Like [`Model::resolve`] for the executed block at `addr`; an ARM block of a thread that
    /// has no mapped region at all (early boot) and is outside the kernel is looked up by its
    /// instruction words (`words`, called only then) in the boot images.
    pub fn resolve_block(
        &mut self,
        pid: u32,
        addr: u32,
        thumb: bool,
        words: impl FnOnce() -> Vec<u32>,
    ) -> (FuncId, u32) {
        let r = self.resolve(pid, addr);
        if r.0 != UNKNOWN || !self.boot_images_apply(pid, thumb) {
            return r;
        }
        let words = words();
        for i in 0..self.boot.len() {
            if let BootSlot::Pending(path, table, delta) = &self.boot[i] {
                self.boot[i] = match BootImage::load(path, *table, *delta) {
                    Ok(img) => BootSlot::Ready(Box::new(img)),
                    Err(e) => {
                        self.warn(e);
                        BootSlot::Failed
                    }
                };
            }
            let BootSlot::Ready(img) = &mut self.boot[i] else {
                continue;
            };
            if let Some(link) = img.find(addr, &words) {
                // A trace's kallsyms names the kernel's text by the kernel's own table (one
                // function before and after the MMU is on, as with a vmlinux), its head by
                // its own.
                let in_kernel = self.tables[KERNEL_TABLE].lookup(link).is_some();
                let table = if img.names_kernel_text() && in_kernel {
                    KERNEL_TABLE
                } else {
                    img.table
                };
                return self.in_table(table, link, link, true, false, link);
            }
        }
        r
    }

    fn in_table(
        &mut self,
        table: usize,
        rel: u32,
        addr: u32,
        kernel: bool,
        library: bool,
        region_start: u32,
    ) -> (FuncId, u32) {
        match self.tables[table].lookup(rel) {
            Some(i) => {
                let sym = &self.tables[table].symbols[i];
                let off = rel - sym.addr;
                let key = (table, i);
                if let Some(&f) = self.func_ids.get(&key) {
                    return (f, off);
                }
                let info = FuncInfo {
                    name: sym.name.clone(),
                    path: self.table_paths[table].clone(),
                    kernel,
                    library,
                    start: addr - off,
                    size: sym.size,
                };
                (self.intern(key, info), off)
            }
            None => {
                let key = (table, PSEUDO);
                let off = addr.wrapping_sub(region_start);
                if let Some(&f) = self.func_ids.get(&key) {
                    return (f, off);
                }
                let path = self.table_paths[table].clone();
                let name = if kernel {
                    "(kernel)".to_string()
                } else {
                    path.rsplit('/').next().unwrap_or(&path).to_string()
                };
                let info = FuncInfo {
                    name,
                    path,
                    kernel,
                    library,
                    start: region_start,
                    size: 0,
                };
                (self.intern(key, info), off)
            }
        }
    }

    fn intern(&mut self, key: (usize, usize), info: FuncInfo) -> FuncId {
        let id = self.funcs.len() as FuncId;
        self.funcs.push(info);
        self.func_ids.insert(key, id);
        self.func_keys.push(key);
        id
    }

    /// What names function `f` across copies of this model that applied the same pid events
    /// (their tables are numbered alike): see [`Model::adopt`].
    pub(crate) fn func_key(&self, f: FuncId) -> FuncKey {
        FuncKey(self.func_keys[f as usize])
    }

    /// The function `key` (described by `info`) of a copy of this model (see
    /// [`Model::func_key`]): its id here, interned now if this model has not resolved it yet.
    /// Copies that resolve different parts of a trace so give their functions the ids of one
    /// model resolving it all in order, when their parts' functions are adopted in order of
    /// first resolution.
    pub(crate) fn adopt(&mut self, key: FuncKey, info: &FuncInfo) -> FuncId {
        if key.0 == NO_KEY {
            return UNKNOWN;
        }
        if let Some(&id) = self.func_ids.get(&key.0) {
            return id;
        }
        self.intern(key.0, info.clone())
    }

    /// `name+0xoff` for a resolved address.
    pub fn sym_offset(&self, f: FuncId, off: u32) -> String {
        format!("{}+{off:#x}", self.funcs[f as usize].name)
    }

    /// The name of a function.
    pub fn name(&self, f: FuncId) -> &str {
        &self.funcs[f as usize].name
    }

    /// All symbols of the kernel and of every loaded file, as (table path, symbol name, size,
    /// kernel) for coverage.
    pub fn all_symbols(&self) -> impl Iterator<Item = (usize, usize, &str, &str, bool)> + '_ {
        self.tables.iter().enumerate().flat_map(move |(t, tab)| {
            let path = &*self.table_paths[t];
            tab.symbols
                .iter()
                .enumerate()
                .map(move |(i, s)| (t, i, path, s.name.as_str(), t <= VECTORS_TABLE))
        })
    }

    /// The function id already interned for symbol `i` of table `t`.
    pub fn func_of_symbol(&self, t: usize, i: usize) -> Option<FuncId> {
        self.func_ids.get(&(t, i)).copied()
    }
}

/// Removes `[start, end)` from a sorted region list: drops regions inside it, trims overlaps.
fn unmap(regions: &mut Vec<Region>, start: u32, end: u32) {
    if end <= start {
        return;
    }
    let mut out = Vec::with_capacity(regions.len());
    for r in regions.drain(..) {
        if r.vend <= start || r.vstart >= end {
            out.push(r);
            continue;
        }
        if r.vstart < start {
            let mut a = r.clone();
            a.vend = start;
            out.push(a);
        }
        if r.vend > end {
            let mut b = r;
            b.offset = b.offset.wrapping_add(end - b.vstart);
            b.vstart = end;
            out.push(b);
        }
    }
    *regions = out;
}

/// True for a mapped path where symbols would be expected: a shared library or a file in the usual
/// program and library folders. A missing file there is worth its own warning.
fn looks_like_code(path: &str) -> bool {
    path.contains(".so")
        || ["/bin/", "/sbin/", "/lib/", "/usr/"]
            .iter()
            .any(|d| path.starts_with(d))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fork_copies_clone_shares_exec_resets() {
        let mut m = Model::new(None, Path::new("/nonexistent-root"));
        m.apply(1, &PidEvent::Switch { pid: 1 });
        m.apply(
            2,
            &PidEvent::Mmap {
                start: 0x8000,
                end: 0x9000,
                offset: 0,
                path: b"/bin/a",
            },
        );
        m.apply(3, &PidEvent::Fork { tgid: 2, pid: 2 });
        m.apply(3, &PidEvent::Clone { tgid: 1, pid: 3 });
        let s1 = m.space_of(1).unwrap();
        assert_ne!(m.space_of(2).unwrap(), s1);
        assert_eq!(m.space_of(3).unwrap(), s1);
        assert_eq!(m.spaces[m.space_of(2).unwrap()].len(), 1);
        m.apply(4, &PidEvent::Switch { pid: 2 });
        assert_eq!(m.procs[&1].cpu_time, 3);
        m.apply(
            5,
            &PidEvent::Exec {
                argv: vec![b"/bin/b", b"x"],
            },
        );
        assert!(m.spaces[m.space_of(2).unwrap()].is_empty());
        assert_eq!(m.procs[&2].argv, ["/bin/b", "x"]);
        // The missing file is a warning, and its code resolves to the file's base name.
        let (f, off) = m.resolve(1, 0x8010);
        assert_eq!((m.name(f), off), ("a", 0x10));
        assert_eq!(m.resolve(1, 0x9000).0, UNKNOWN);
        assert!(m
            .warnings
            .iter()
            .any(|w| w.contains("/nonexistent-root/bin/a")));
        m.apply(6, &PidEvent::Switch { pid: 1 });
        m.apply(
            6,
            &PidEvent::Munmap {
                start: 0x8000,
                end: 0x8800,
            },
        );
        assert_eq!(m.spaces[s1][0].vstart, 0x8800);
        assert_eq!(m.spaces[s1][0].offset, 0x800);
    }

    #[test]
    fn missing_data_files_are_one_warning_missing_code_one_each() {
        let root = std::env::temp_dir().join(format!("qtools-model-warn-{}", std::process::id()));
        std::fs::create_dir_all(root.join("etc")).unwrap();
        std::fs::write(root.join("etc/data.bin"), b"not an ELF file").unwrap();
        let mut m = Model::new(None, &root);
        m.apply(1, &PidEvent::Switch { pid: 1 });
        let paths: [&[u8]; 5] = [
            b"/dev/mem",
            b"/tmp/gt-threads.map",
            b"/etc/data.bin",
            b"/lib/libmissing.so.1",
            b"/bin/missing",
        ];
        for (i, path) in paths.iter().enumerate() {
            let start = 0x1_0000 * (i as u32 + 1);
            m.apply(
                2,
                &PidEvent::Mmap {
                    start,
                    end: start + 0x1000,
                    offset: 0,
                    path,
                },
            );
        }
        // Code in a missing data mapping still resolves (to the file's base name).
        let f = m.resolve(1, 0x1_0010).0;
        assert_eq!(m.name(f), "mem");
        // The library and the program are told one by one; the rest wait for the summary.
        assert_eq!(m.warnings.len(), 2, "{:?}", m.warnings);
        assert!(
            m.warnings[0].ends_with("lib/libmissing.so.1: No such file or directory (os error 2)")
        );
        assert!(m.warnings[1].contains("bin/missing"));
        m.summarize_warnings();
        m.summarize_warnings();
        assert_eq!(m.warnings.len(), 3);
        let w = &m.warnings[2];
        assert!(w.starts_with("3 mapped files missing or not ELF"), "{w}");
        assert!(
            w.ends_with(": /dev/mem, /tmp/gt-threads.map, /etc/data.bin"),
            "{w}"
        );
        let _ = std::fs::remove_dir_all(&root);
    }
}
