//! Windows named by what the profiles show rather than by ticks: the Nth call of a
//! function in a thread (`--pid P --call FUNCTION[@FILE][#N]`) or the Nth exception
//! record (`--exception N`), found in the recorded trace. A call is the execution of a
//! block starting at the function's address while the thread runs (a call always
//! starts a block: BL, BLX and returns end theirs); an exception is a marker record
//! (the vector is its target). Both give the tick the window starts at.
//!
//! A function is looked up in the kernel's symbols (`vmlinux`, or the bare-metal ELF;
//! without one, the trace's `kallsyms`)
//! and in the files the thread maps: its executable and libraries, read from the guest's
//! root file system, as qtools reads them ([`qtools::model::Model`] follows the trace's
//! fork, clone, exec, mmap and munmap events; [`qtools::symbols::find_named`] reads the
//! symbols). Its address is where it is mapped in the thread at the time of each block:
//! a position-independent executable or a library at its load bias, so the same name
//! can move when the thread execs. The name is ambiguous when, at some time of the
//! trace, more than one definition is visible to the thread (the kernel's `memcpy` and
//! libc's, two files of the same name); `FUNCTION@FILE` picks one, FILE being `vmlinux`
//! (or the bare-metal ELF's file name), a mapped path, its file name, or its file name
//! up to a `.` or `-` (`libc` for `libc.so.6`), or an address `0x...` for two
//! definitions in one file.

use std::collections::{HashMap, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use qtools::model::Model;
use qtools::symbols::{find_named, Named};
use tracefmt::compact::{CompactReader, Decoded};
use tracefmt::record::{ExecEvent, Process, ProcessEvent, EXCEPTION_MARK, TIME_BASE};
use tracefmt::PidEvent;

/// What starts a window.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// The `nth` (1 first) call of `function` while thread `pid` runs; `file` narrows
    /// the definitions to one file (see the module's documentation).
    Call {
        pid: u32,
        function: String,
        file: Option<String>,
        nth: u64,
    },
    /// The `nth` (1 first) exception record of the trace.
    Exception { nth: u64 },
}

impl Target {
    /// `FUNCTION[@FILE][#N]` for thread `pid`.
    pub fn call(pid: u32, spec: &str) -> anyhow::Result<Target> {
        let (name, nth) = match spec.rsplit_once('#') {
            Some((f, n)) => (
                f,
                n.parse::<u64>().ok().filter(|&n| n > 0).ok_or_else(|| {
                    anyhow::anyhow!("--call {spec:?}: #N must be a number from 1")
                })?,
            ),
            None => (spec, 1),
        };
        let (function, file) = match name.rsplit_once('@') {
            Some((_, "")) => anyhow::bail!("--call {spec:?}: no file named after @"),
            Some((f, file)) => (f, Some(file.to_string())),
            None => (name, None),
        };
        if function.is_empty() {
            anyhow::bail!("--call {spec:?}: no function named");
        }
        Ok(Target::Call {
            pid,
            function: function.to_string(),
            file,
            nth,
        })
    }
}

/// Where a target was found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// The tick of the call's first instruction, or of the exception's entry.
    pub tick: u64,
    /// The function's address, or the exception's vector.
    pub addr: u32,
    /// The file that defines the function (`vmlinux`, a mapped path); none for an
    /// exception.
    pub file: Option<String>,
}

/// The guest's root file system that user-space files are read from when `--root` is
/// not given: the folder beside the recorded initrd named like it with `rootfs` for
/// `initramfs.cpio.gz` (`guest/out/bench-rootfs` for `bench-initramfs.cpio.gz`) when
/// it exists, else qtools' default (`guest/out/rootfs`).
pub fn default_root(initrd: Option<&Path>) -> PathBuf {
    initrd
        .and_then(|p| {
            let name = p.file_name()?.to_str()?;
            let stem = name.strip_suffix("initramfs.cpio.gz")?;
            Some(p.with_file_name(format!("{stem}rootfs")))
        })
        .filter(|d| d.is_dir())
        .unwrap_or_else(qtools::default_root)
}

/// Finds `target` in the compact trace `dir`. A call's function is looked up in the
/// kernel's ELF files `kernel` (the first that can be read and defines it) and in the
/// files under `root` that the thread maps.
pub fn find(dir: &Path, target: &Target, kernel: &[PathBuf], root: &Path) -> anyhow::Result<Found> {
    let reader = CompactReader::open(dir)
        .map_err(|e| anyhow::anyhow!("{}: not a readable compact trace: {e}", dir.display()))?;
    match target {
        Target::Exception { nth } => find_exception(&reader, *nth),
        Target::Call {
            pid,
            function,
            file,
            nth,
        } => {
            let (mut kernel_defs, mut looked) = kernel_definitions(kernel, function);
            if kernel_defs.is_empty() {
                // A kernel without an ELF (the stock armhf one): the trace's kallsyms.
                if let Some(k) = qtools::kallsyms::Kallsyms::load(dir) {
                    looked.push(dir.join("kallsyms").display().to_string());
                    kernel_defs = kallsyms_definitions(&k, function);
                }
            }
            let mut scan = CallScan::new(
                &reader,
                *pid,
                function,
                file.as_deref(),
                *nth,
                kernel_defs,
                root,
            );
            scan.run(&reader)?;
            scan.verdict(&looked)
        }
    }
}

/// Decodes the chunks of `reader` in order, handing each chunk's records to `each`
/// until it returns false.
pub(super) fn for_each_chunk(
    reader: &CompactReader,
    mut each: impl FnMut(&[Decoded]) -> bool,
) -> anyhow::Result<()> {
    let mut dec = tracefmt::compact::decode::ChunkDecoder::default();
    let mut out = Vec::new();
    for k in 0..reader.num_chunks() {
        out.clear();
        reader
            .decode(k, 1 << 16, &mut dec, &mut out)
            .map_err(|e| anyhow::anyhow!("{}: {e}", reader.dir().display()))?;
        if !each(&out) {
            break;
        }
    }
    Ok(())
}

fn find_exception(reader: &CompactReader, nth: u64) -> anyhow::Result<Found> {
    let mut seen = 0u64;
    let mut found = None;
    for_each_chunk(reader, |out| {
        for d in out {
            let Decoded::Events(evs) = d else { continue };
            for e in evs.iter().filter(|e| e.bb == EXCEPTION_MARK) {
                seen += 1;
                if seen == nth {
                    // Compact traces hold the guest's ticks (TIME_BASE is added on export).
                    found = Some(Found {
                        tick: e.time,
                        addr: e.mask as u32,
                        file: None,
                    });
                    return false;
                }
            }
        }
        true
    })?;
    found
        .ok_or_else(|| anyhow::anyhow!("--exception {nth}: the trace has {seen} exception records"))
}

/// One definition of the function: its address in the thread and the file it is in.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Definition {
    addr: u32,
    file: Arc<str>,
}

impl Definition {
    fn show(&self, function: &str) -> String {
        format!("{function}@{} ({:#010x})", self.file, self.addr)
    }
}

/// The kernel's definitions of `function` (from the first of `elves` that can be read
/// and defines it), and the files that could be read.
fn kernel_definitions(elves: &[PathBuf], function: &str) -> (Vec<Definition>, Vec<String>) {
    let mut looked = Vec::new();
    for path in elves {
        let Ok(named) = find_named(path, function, true) else {
            continue;
        };
        looked.push(path.display().to_string());
        if !named.addrs.is_empty() {
            let file: Arc<str> = Arc::from(path.file_name().map_or_else(
                || path.display().to_string(),
                |n| n.to_string_lossy().into(),
            ));
            let defs = named
                .addrs
                .iter()
                .filter(|&&a| a != 0)
                .map(|&addr| Definition {
                    addr,
                    file: file.clone(),
                })
                .collect();
            return (defs, looked);
        }
    }
    (Vec::new(), looked)
}

/// The definitions of `function` in the trace's kallsyms: the kernel's (file
/// `kallsyms`) and its modules' (file `[module]`).
fn kallsyms_definitions(k: &qtools::kallsyms::Kallsyms, function: &str) -> Vec<Definition> {
    let kernel: Arc<str> = Arc::from("kallsyms");
    let modules = k
        .modules
        .iter()
        .map(|m| (Arc::from(m.file.as_str()), &m.symbols));
    std::iter::once((kernel, &k.kernel))
        .chain(modules)
        .flat_map(|(file, symbols)| {
            symbols
                .iter()
                .filter(|s| s.name == function && s.addr != 0)
                .map(move |s| Definition {
                    addr: s.addr,
                    file: file.clone(),
                })
        })
        .collect()
}

/// Whether the `--call FUNCTION@FILE` part `want` names the definition `d`.
fn file_matches(want: &str, d: &Definition) -> bool {
    if let Some(hex) = want.strip_prefix("0x") {
        return u32::from_str_radix(hex, 16) == Ok(d.addr);
    }
    let path = &*d.file;
    let base = path.rsplit('/').next().unwrap_or(path);
    want == path
        || want == base
        || base
            .strip_prefix(want)
            .is_some_and(|rest| rest.starts_with('.') || rest.starts_with('-'))
}

/// The trace's process event as the model takes it (`None` for the events it does not
/// use).
pub(super) fn pid_event(e: &ProcessEvent) -> Option<PidEvent<'_>> {
    Some(match e {
        ProcessEvent::Switch { pid } => PidEvent::Switch { pid: *pid },
        ProcessEvent::Fork { tgid, pid } => PidEvent::Fork {
            tgid: *tgid,
            pid: *pid,
        },
        ProcessEvent::Clone { tgid, pid } => PidEvent::Clone {
            tgid: *tgid,
            pid: *pid,
        },
        ProcessEvent::Exec { argv } => PidEvent::Exec {
            argv: argv.iter().map(Vec::as_slice).collect(),
        },
        ProcessEvent::Mmap {
            start,
            end,
            offset,
            path,
        } => PidEvent::Mmap {
            start: *start,
            end: *end,
            offset: *offset,
            path,
        },
        ProcessEvent::Munmap { start, end } => PidEvent::Munmap {
            start: *start,
            end: *end,
        },
        ProcessEvent::Exit { code } => PidEvent::Exit { code: *code },
        ProcessEvent::Name { pid, name } => PidEvent::Name { pid: *pid, name },
        ProcessEvent::KthreadName { tgid, pid, name } => PidEvent::KthreadName {
            tgid: *tgid,
            pid: *pid,
            name,
        },
        ProcessEvent::SymbolAdd { .. }
        | ProcessEvent::SymbolRemove { .. }
        | ProcessEvent::Method { .. } => return None,
    })
}

/// One pass over the trace looking for the calls of a function in a thread.
///
/// Process events are applied in time order with the executions (as qtools does: an
/// event applies to the blocks at its time and after), not in the stream's order: the
/// recorder writes a process event at once and executions in batches, so an event can
/// come before executions of earlier ticks.
struct CallScan<'a> {
    pid: u32,
    function: &'a str,
    file: Option<&'a str>,
    nth: u64,
    root: &'a Path,
    /// Block start addresses (Thumb bit cleared), block n at n - 1.
    starts: Vec<u32>,
    model: Model,
    /// Process events read but not yet due.
    pending: VecDeque<Process>,
    kernel: Vec<Definition>,
    /// What each mapped path defines (`None`: not a readable ELF file).
    named: HashMap<Arc<str>, Option<Named>>,
    /// The thread's address space and its generation when `defs` was computed.
    key: Option<(usize, u32)>,
    /// The definitions the thread sees now (narrowed by `file`).
    defs: Vec<Definition>,
    /// The thread runs.
    running: bool,
    /// Every definition the thread saw, and every mapped path it could see.
    ever: Vec<Definition>,
    mapped: Vec<Arc<str>>,
    /// More than one definition was visible at once.
    ambiguous: bool,
    seen: u64,
    found: Option<Found>,
}

impl<'a> CallScan<'a> {
    fn new(
        reader: &CompactReader,
        pid: u32,
        function: &'a str,
        file: Option<&'a str>,
        nth: u64,
        kernel: Vec<Definition>,
        root: &'a Path,
    ) -> CallScan<'a> {
        let mut scan = CallScan {
            pid,
            function,
            file,
            nth,
            root,
            starts: reader.blocks().iter().map(|b| b.addr & !1).collect(),
            model: Model::new(None, root),
            pending: VecDeque::new(),
            kernel,
            named: HashMap::new(),
            key: None,
            defs: Vec::new(),
            running: false,
            ever: Vec::new(),
            mapped: Vec::new(),
            ambiguous: false,
            seen: 0,
            found: None,
        };
        scan.refresh(true);
        scan
    }

    /// Whether the pass can stop: the call is found, or the name is found ambiguous
    /// with a file given (without one, a later definition could still make it so).
    fn done(&self) -> bool {
        (self.found.is_some() || self.ambiguous) && self.file.is_some()
    }

    fn run(&mut self, reader: &CompactReader) -> anyhow::Result<()> {
        for_each_chunk(reader, |out| {
            for d in out {
                match d {
                    Decoded::Events(evs) => {
                        for e in evs {
                            self.execution(e);
                        }
                    }
                    Decoded::Process(p) => self.pending.push_back(p.clone()),
                    Decoded::End { .. } => {}
                }
                if self.done() {
                    return false;
                }
            }
            true
        })?;
        self.apply_due(u64::MAX);
        Ok(())
    }

    #[inline]
    fn execution(&mut self, e: &ExecEvent) {
        if e.bb == EXCEPTION_MARK {
            return;
        }
        // Process events carry the trace time (ticks + TIME_BASE), executions the ticks.
        if self
            .pending
            .front()
            .is_some_and(|p| p.time <= e.time + TIME_BASE)
        {
            self.apply_due(e.time + TIME_BASE);
        }
        if !self.running {
            return;
        }
        let Some(&addr) =
            e.bb.checked_sub(1)
                .and_then(|i| self.starts.get(i as usize))
        else {
            return;
        };
        let Some(d) = self.defs.iter().find(|d| d.addr == addr) else {
            return;
        };
        self.seen += 1;
        if self.seen == self.nth && self.found.is_none() {
            self.found = Some(Found {
                tick: e.time,
                addr,
                file: Some(d.file.to_string()),
            });
        }
    }

    /// Applies the pending process events of times up to `time`.
    fn apply_due(&mut self, time: u64) {
        let mut any = false;
        while self.pending.front().is_some_and(|p| p.time <= time) {
            let p = self.pending.pop_front().expect("checked above");
            if let Some(ev) = pid_event(&p.event) {
                self.model.apply(p.time, &ev);
                any = true;
            }
        }
        if any {
            self.refresh(false);
        }
    }

    /// Notes whether the thread runs and recomputes what it sees when its address
    /// space changed (or `force`).
    fn refresh(&mut self, force: bool) {
        self.running = self.model.current == self.pid;
        let key = self
            .model
            .space_of(self.pid)
            .map(|s| (s, self.model.space_gen[s]));
        if key == self.key && !force {
            return;
        }
        self.key = key;
        let mut defs: Vec<Definition> = self.kernel.clone();
        if let Some((space, _)) = key {
            let regions = &self.model.spaces[space];
            // Each file once, by its first (lowest) region: regions are sorted.
            let mut files: Vec<&Arc<str>> = Vec::new();
            for r in regions {
                if !files.contains(&&r.path) {
                    files.push(&r.path);
                }
            }
            for path in files {
                if !self.mapped.contains(path) {
                    self.mapped.push(path.clone());
                }
                let (root, function) = (self.root, self.function);
                let named = self.named.entry(path.clone()).or_insert_with(|| {
                    find_named(&root.join(path.trim_start_matches('/')), function, false).ok()
                });
                let Some(named) = named else { continue };
                let mine = || regions.iter().filter(|r| r.path == *path);
                // A position-independent file is loaded at a bias: its first region maps
                // file offset `offset` at `vstart`, and a symbol's value is its offset in
                // the loaded image (as qtools takes it). Later regions of the file can
                // map offset 0 again (what is left of the loader's first reservation),
                // so only the first one gives the bias.
                let first = mine().next().expect("the file has a region");
                let bias = first.vstart.wrapping_sub(first.offset);
                for &a in &named.addrs {
                    let addr = if named.relative {
                        bias.wrapping_add(a)
                    } else {
                        a
                    };
                    if mine().any(|r| (r.vstart..r.vend).contains(&addr)) {
                        defs.push(Definition {
                            addr,
                            file: path.clone(),
                        });
                    }
                }
            }
        }
        if let Some(want) = self.file {
            defs.retain(|d| file_matches(want, d));
        }
        defs.dedup();
        for d in &defs {
            if !self.ever.contains(d) {
                self.ever.push(d.clone());
            }
        }
        self.ambiguous |= defs.len() > 1;
        self.defs = defs;
    }

    /// The result of the pass; `looked` are the kernel files read.
    fn verdict(self, looked: &[String]) -> anyhow::Result<Found> {
        let (pid, function, nth) = (self.pid, self.function, self.nth);
        let spec = match self.file {
            Some(f) => format!("{function}@{f}"),
            None => function.to_string(),
        };
        if self.ambiguous {
            // Every definition the thread could see, not only those of the first
            // ambiguous moment: any of them can be named.
            let list: Vec<String> = self.ever.iter().map(|d| d.show(function)).collect();
            anyhow::bail!(
                "--call {spec}: ambiguous in thread {pid}: {} (name one as FUNCTION@FILE, or FUNCTION@0xADDRESS)",
                list.join(", ")
            );
        }
        if self.ever.is_empty() {
            let mut files: Vec<String> = looked.to_vec();
            files.extend(self.mapped.iter().map(|p| {
                self.root
                    .join(p.trim_start_matches('/'))
                    .display()
                    .to_string()
            }));
            if files.is_empty() {
                anyhow::bail!("--call {spec}: no ELF file with symbols (vmlinux beside the kernel, the bare-metal ELF, or files thread {pid} maps)");
            }
            anyhow::bail!("--call {spec}: no such symbol in {}", files.join(", "));
        }
        if !self.model.procs.contains_key(&pid) {
            anyhow::bail!("--pid {pid}: no such thread in the trace");
        }
        let defs: Vec<String> = self.ever.iter().map(|d| d.show(function)).collect();
        self.found.ok_or_else(|| {
            anyhow::anyhow!(
                "--call {spec}#{nth}: thread {pid} calls it {} times in the trace ({})",
                self.seen,
                defs.join(", ")
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn call_specs() {
        assert_eq!(
            Target::call(5, "schedule#3").unwrap(),
            Target::Call {
                pid: 5,
                function: "schedule".into(),
                file: None,
                nth: 3
            }
        );
        assert_eq!(
            Target::call(0, "do_timer").unwrap(),
            Target::Call {
                pid: 0,
                function: "do_timer".into(),
                file: None,
                nth: 1
            }
        );
        assert_eq!(
            Target::call(7, "memcpy@libc#2").unwrap(),
            Target::Call {
                pid: 7,
                function: "memcpy".into(),
                file: Some("libc".into()),
                nth: 2
            }
        );
        assert!(Target::call(1, "f#0").is_err());
        assert!(Target::call(1, "f#x").is_err());
        assert!(Target::call(1, "#2").is_err());
        assert!(Target::call(1, "@libc").is_err());
        assert!(Target::call(1, "f@").is_err());
    }

    #[test]
    fn files_match_by_path_name_prefix_or_address() {
        let d = |file: &str| Definition {
            addr: 0xb6f0_1234,
            file: Arc::from(file),
        };
        let libc = d("/lib/libc.so.6");
        for want in [
            "/lib/libc.so.6",
            "libc.so.6",
            "libc",
            "libc.so",
            "0xb6f01234",
        ] {
            assert!(file_matches(want, &libc), "{want}");
        }
        for want in [
            "lib",
            "libc.so.6.1",
            "/lib/libc",
            "c.so.6",
            "0xb6f01230",
            "0xzz",
        ] {
            assert!(!file_matches(want, &libc), "{want}");
        }
        assert!(file_matches("ld", &d("/lib/ld-linux.so.3")));
        assert!(file_matches("vmlinux", &d("vmlinux")));
    }

    #[test]
    fn the_root_follows_the_initrd() {
        let dir = std::env::temp_dir().join(format!("goldtrace-root-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("bench-rootfs")).unwrap();
        assert_eq!(
            default_root(Some(&dir.join("bench-initramfs.cpio.gz"))),
            dir.join("bench-rootfs")
        );
        // No such folder beside it, another name, no initrd: qtools' default.
        assert_eq!(
            default_root(Some(&dir.join("initramfs.cpio.gz"))),
            qtools::default_root()
        );
        assert_eq!(
            default_root(Some(&dir.join("bench-rootfs"))),
            qtools::default_root()
        );
        assert_eq!(default_root(None), qtools::default_root());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
