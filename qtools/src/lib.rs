//! `qtools`: offline profiling of qtrace directories (the Android emulator's qtools, and more).
//!
//! A [`Session`] opens a trace and the ELF files that give it symbols; each command in [`cmd`] is
//! one library call that replays the trace (see [`replay`]) and writes its report.
#![forbid(unsafe_code)]

pub mod blocksums;
pub mod bootcode;
pub mod cachesim;
pub mod callstack;
pub mod cmd;
pub mod compact;
pub mod disasm;
pub mod fasthash;
pub mod filter;
pub mod kallsyms;
pub mod machine;
pub mod model;
pub mod parquet;
pub mod recipe;
pub mod replay;
pub mod stress;
pub mod symargs;
pub mod symbols;
pub mod table;
pub mod tracecheck;

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use tracefmt::TraceReader;

pub use filter::Filter;
pub use model::Model;
pub use table::Format;

/// The default guest's unpacked root file system, where mapped paths are looked up.
pub fn default_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../guest/out/rootfs")
}

/// A trace directory's own root file system (`goldtrace run --trace` writes it: the
/// guest's files as links to their host files), used instead of [`default_root`]
/// when there.
pub const TRACE_ROOT_DIR: &str = "rootfs";

/// The root for `trace` when none is given: its own ([`TRACE_ROOT_DIR`]), else the
/// default guest's of its machine (see [`machine::default_root_of_machine`]).
pub fn default_root_for(trace: &Path) -> PathBuf {
    let own = trace.join(TRACE_ROOT_DIR);
    if own.is_dir() {
        own
    } else {
        machine::default_root_of_machine(trace)
    }
}

/// The default guest's zImage decompressor ELF (left in the kernel build tree), used to name the
/// boot's first code when it exists and kernel symbols are loaded by default.
pub fn default_decompressor() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../guest/build/kobj/arch/arm/boot/compressed/vmlinux")
}

/// The default guest's kernel, used when no ELF is given and it exists.
pub fn default_vmlinux() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../guest/out/vmlinux")
}

/// Options shared by every command.
#[derive(Debug, Clone)]
pub struct Options {
    /// The kernel ELF (`vmlinux`), if any.
    pub vmlinux: Option<PathBuf>,
    /// Root directory that mapped paths are relative to.
    pub root: PathBuf,
    /// Filters.
    pub filter: Filter,
    /// Output format of tabular commands.
    pub format: Format,
    /// Cycles per microsecond, for the converters that need wall-clock-like units.
    pub mhz: u32,
    /// More ELF files, used for mapped paths with the same file name.
    pub elfs: Vec<PathBuf>,
    /// ELF files of code that runs before the kernel maps anything (the zImage decompressor),
    /// found by content (see [`bootcode`]); vmlinux is searched too.
    pub boot: Vec<PathBuf>,
    /// Print warnings (missing or stripped ELF files) to stderr.
    pub warnings: bool,
    /// The time window of the commands that take one from here (`profile`, `bbprof`,
    /// `coverage`, `flamegraph`, `hist`, `dmtrace`: a block counts if it starts in it;
    /// `events`, `exceptions`: the records at times in it).
    pub window: replay::TimeRange,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            vmlinux: None,
            root: default_root(),
            filter: Filter::default(),
            format: Format::Text,
            mhz: 200,
            elfs: Vec::new(),
            boot: Vec::new(),
            warnings: false,
            window: replay::TimeRange::default(),
        }
    }
}

/// An open trace with its symbol model.
#[derive(Debug)]
pub struct Session {
    /// The trace (either form: see [`TraceReader::open_any`]).
    pub reader: TraceReader,
    /// Options.
    pub opts: Options,
    /// The emulator's own trace events recorded into the trace (`goldtrace --trace DIR
    /// --trace-backend trace`), in time order; empty without them.
    pub emulator: Vec<EmulatorEvent>,
    /// The kernel symbols the trace carries ([`kallsyms`]), used when no kernel ELF is
    /// given; set to `None` for no kernel symbols at all.
    pub kallsyms: Option<std::sync::Arc<kallsyms::Kallsyms>>,
}

/// One of the emulator's trace events, at its trace time (cycles, as the blocks').
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmulatorEvent {
    pub time: u64,
    pub name: String,
    pub args: Vec<(String, goldtrace_events::read::OwnedValue)>,
}

/// Reads `dir`'s emulator events, if it has them.
fn read_emulator_events(dir: &Path) -> Result<Vec<EmulatorEvent>> {
    use goldtrace_events::read::{self, TRACE_DIR_DECLS, TRACE_DIR_EVENTS};
    let path = dir.join(TRACE_DIR_EVENTS);
    if !path.exists() {
        return Ok(Vec::new());
    }
    let decls_path = dir.join(TRACE_DIR_DECLS);
    let decls = std::fs::read_to_string(&decls_path)
        .with_context(|| format!("cannot read {}", decls_path.display()))?;
    let decls =
        read::parse_declarations(&decls).with_context(|| format!("{}", decls_path.display()))?;
    let data = std::fs::read(&path).with_context(|| format!("cannot read {}", path.display()))?;
    let records =
        read::read_simple(&data, &decls).with_context(|| format!("{}", path.display()))?;
    let mut out: Vec<EmulatorEvent> = records
        .into_iter()
        .map(|r| EmulatorEvent {
            time: r.ns / goldtrace_events::NS_PER_TICK + tracefmt::record::TIME_BASE,
            name: r.name,
            args: r.args,
        })
        .collect();
    out.sort_by_key(|e| e.time);
    Ok(out)
}

impl Session {
    /// Opens the trace directory `dir`, a compact trace or Android qtrace v2. A missing
    /// directory, a directory that is not a trace or a corrupt header is an error here;
    /// damage further in shows up while replaying. An unfinished or damaged compact trace
    /// is read up to its last whole chunk, said on stderr.
    pub fn open(dir: &Path, opts: Options) -> Result<Session> {
        match std::fs::metadata(dir) {
            Err(e) => anyhow::bail!("{}: {e}", dir.display()),
            Ok(m) if !m.is_dir() => anyhow::bail!("{}: not a trace directory", dir.display()),
            Ok(_) => {}
        }
        let reader = if tracefmt::compact::is_compact(dir) {
            let r = TraceReader::open_any(dir)
                .with_context(|| format!("{} is not a readable compact trace", dir.display()))?;
            if let Some(c) = r.compact() {
                compact::say_state(c);
            }
            r
        } else {
            TraceReader::open(dir)
                .with_context(|| format!("{} is not a readable qtrace directory", dir.display()))?
        };
        let emulator = read_emulator_events(dir)?;
        let kallsyms = match opts.vmlinux {
            Some(_) => None,
            None => kallsyms::Kallsyms::load(dir).map(std::sync::Arc::new),
        };
        Ok(Session {
            reader,
            opts,
            emulator,
            kallsyms,
        })
    }

    /// A fresh model (processes at the trace start, symbols loaded lazily).
    pub fn model(&self) -> Model {
        let mut m = Model::new(self.opts.vmlinux.as_deref(), &self.opts.root);
        m.echo_warnings = self.opts.warnings;
        m.window = self.opts.window;
        if let Some(k) = &self.kallsyms {
            k.install(&mut m);
        }
        if self.opts.warnings {
            for w in &m.warnings {
                eprintln!("qtools: warning: {w}");
            }
        }
        for b in &self.opts.boot {
            m.add_boot_image(b);
        }
        for e in &self.opts.elfs {
            if let Some(name) = e.file_name() {
                m.overrides
                    .insert(name.to_string_lossy().into_owned(), e.clone());
            }
        }
        m
    }
}
