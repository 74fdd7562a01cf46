//! The symbol and filter options of the commands that open traces by themselves (`diff` opens
//! two, `export-parquet` one), as `profile`'s, and the [`Session`] they make.

use std::path::{Path, PathBuf};

use anyhow::Result;
use clap::Args;

use crate::replay::TimeRange;
use crate::{Filter, Format, Options, Session};

/// ELF files, root, filters and output format, as the other commands take them.
#[derive(Args, Debug, Clone, Default)]
pub struct SymbolArgs {
    /// Root directory that mapped paths are looked up under (default: each trace's own
    /// `rootfs`, else the default guest's).
    #[arg(short = 'r', long)]
    pub root: Option<PathBuf>,
    /// Directory of separate debug files, searched by build-id and by `.gnu_debuglink` before
    /// `ROOT/usr/lib/debug` (repeatable).
    #[arg(long = "debug-dir")]
    pub debug_dir: Vec<PathBuf>,
    /// Do not load any kernel symbols.
    #[arg(long)]
    pub no_vmlinux: bool,
    /// ELF of code that runs before the kernel maps anything (the zImage decompressor), found
    /// by content (repeatable). Default: the default guest's, as for `profile`.
    #[arg(long = "boot")]
    pub boot: Vec<PathBuf>,
    /// Only these: a pid, a function name, `:kernel` or `:libs` (repeatable).
    #[arg(short = 'i', long = "include")]
    pub include: Vec<String>,
    /// Leave these out: a pid, a function name, `:kernel` or `:libs` (repeatable).
    #[arg(short = 'e', long = "exclude")]
    pub exclude: Vec<String>,
    /// Merge all kernel (`:kernel`) or library (`:libs`) symbols into one.
    #[arg(short = 'l', long = "merge")]
    pub merge: Vec<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// CPU clock, for seconds (default: the trace's tick rate, its recipe's `tick-hz`; for
    /// older traces 200 on versatilepb, 1000 on virt).
    #[arg(long)]
    pub mhz: Option<u32>,
    /// Do not print warnings about missing or stripped ELF files.
    #[arg(short = 'q', long)]
    pub quiet: bool,
}

impl SymbolArgs {
    /// Opens `trace` with these options, the ELF files `elfs` (the kernel first, as for
    /// `profile`) and the time window `window`. Installs the trace's debug-file search, which
    /// symbol tables loaded from then on use: open and replay one trace before the next.
    pub fn open(&self, trace: &Path, elfs: &[PathBuf], window: TimeRange) -> Result<Session> {
        let filter = Filter::new(&self.include, &self.exclude, &self.merge)?;
        let mut given = elfs.iter();
        let vmlinux = match given.next() {
            Some(k) => Some(k.clone()),
            None if self.no_vmlinux => None,
            None => crate::machine::default_vmlinux_for(trace),
        };
        let boot = if !self.boot.is_empty() {
            self.boot.clone()
        } else if elfs.is_empty() && !self.no_vmlinux {
            crate::machine::default_decompressor_for(trace)
                .into_iter()
                .collect()
        } else {
            Vec::new()
        };
        let root = self
            .root
            .clone()
            .unwrap_or_else(|| crate::default_root_for(trace));
        crate::symbols::DebugSearch::for_root(&self.debug_dir, &root).install();
        let opts = Options {
            vmlinux,
            root,
            filter,
            format: self.format,
            mhz: self.mhz.unwrap_or_else(|| crate::machine::tick_mhz(trace)),
            elfs: given.cloned().collect(),
            boot,
            warnings: !self.quiet,
            window,
        };
        let s = Session::open(trace, opts)?;
        if self.no_vmlinux {
            return Ok(Session {
                kallsyms: None,
                ..s
            });
        }
        Ok(s)
    }
}
