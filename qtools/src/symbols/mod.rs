//! Symbol tables: ELF symbols (via `object`), the kernel's fixed pages, and address lookup.
//!
//! Symbols are found the way perf and gdb find them: a file's `.symtab` when it has code symbols
//! there; else a separate debug file's `.symtab` (see [`DebugSearch`]: by build-id, then by
//! `.gnu_debuglink` with its CRC checked) together with the file's own `.dynsym`; else `.dynsym`
//! alone, which names every exported function of a stripped library or program. C++ and Rust
//! names are demangled.

mod debugfile;
mod demangle;
mod elf;

use std::path::{Path, PathBuf};

pub use debugfile::{crc32, DebugSearch};
pub use demangle::demangle;
use elf::Candidate;

/// One symbol: an address (relative to its table's base) and a name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Symbol {
    /// Start address, Thumb bit cleared.
    pub addr: u32,
    /// Size in bytes (from the ELF, or the distance to the next symbol when the ELF says 0).
    pub size: u32,
    /// The name.
    pub name: String,
}

/// Where a table's symbols came from.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum SymbolSource {
    /// Given by the caller, or none found.
    #[default]
    None,
    /// The file's own `.symtab`.
    Symtab,
    /// The file's `.dynsym` only (exported symbols).
    Dynsym,
    /// The `.symtab` of a separate debug file (plus the file's own `.dynsym`).
    DebugFile(PathBuf),
}

/// A sorted symbol table, one symbol per address.
#[derive(Debug, Clone, Default)]
pub struct SymbolTable {
    /// Sorted by address.
    pub symbols: Vec<Symbol>,
    /// True when the file held no usable symbols (stripped, unreadable or missing).
    pub stripped: bool,
    /// Why the file could not be read, if it could not (or why its debug file was refused).
    pub problem: Option<String>,
    /// True when the file is missing or is not an ELF file (rather than an ELF without symbols).
    pub unreadable: bool,
    /// True for a position-independent file (ET_DYN): symbols are relative to the load address.
    pub relative: bool,
    /// Where the symbols came from.
    pub source: SymbolSource,
}

/// Index of a symbol inside a [`SymbolTable`].
pub type SymIndex = usize;

impl SymbolTable {
    /// Builds a table from unsorted symbols, all taken as functions: sorts, keeps one symbol per
    /// address (the rule of `from_candidates` below) and fills zero sizes.
    pub fn from_symbols(syms: Vec<Symbol>) -> SymbolTable {
        SymbolTable::from_candidates(syms.into_iter().map(Candidate::function).collect())
    }

    /// One symbol per address. Where several share an address the first of this order wins:
    /// functions (`STT_FUNC`, `STT_GNU_IFUNC`) before labels (so `__schedule`, not the section
    /// label `__sched_text_start`); then fewer leading underscores (as the original qtools);
    /// then global before weak before local binding, and a default symbol version before a
    /// hidden one (`free@@GLIBC_2.4`, not `cfree@GLIBC_2.4`); then the shorter name (the plain
    /// name rather than a prefixed alias: `__printf_fp_l`, not `__GI___printf_fp_l`); then the
    /// smaller name in byte order. The winner's name is demangled.
    fn from_candidates(mut syms: Vec<Candidate>) -> SymbolTable {
        fn underscores(n: &str) -> usize {
            n.len() - n.trim_start_matches('_').len()
        }
        syms.sort_by(|a, b| {
            let key = |c: &Candidate| {
                let n = &c.sym.name;
                (c.sym.addr, !c.func, underscores(n), c.binding, n.len())
            };
            key(a)
                .cmp(&key(b))
                .then_with(|| a.sym.name.cmp(&b.sym.name))
        });
        syms.dedup_by(|b, a| a.sym.addr == b.sym.addr);
        let mut syms: Vec<Symbol> = syms
            .into_iter()
            .map(|c| Symbol {
                name: demangle(&c.sym.name),
                ..c.sym
            })
            .collect();
        for i in 0..syms.len() {
            let next = syms.get(i + 1).map(|s| s.addr);
            if syms[i].size == 0 {
                if let Some(n) = next {
                    syms[i].size = n - syms[i].addr;
                }
            }
        }
        SymbolTable {
            stripped: syms.is_empty(),
            symbols: syms,
            ..SymbolTable::default()
        }
    }

    /// The symbol with the greatest address <= `addr`.
    pub fn lookup(&self, addr: u32) -> Option<SymIndex> {
        match self.symbols.partition_point(|s| s.addr <= addr) {
            0 => None,
            n => Some(n - 1),
        }
    }

    /// Reads the function-like symbols of an ELF file, looking for a separate debug file with the
    /// search [`DebugSearch::install`]ed. `kernel` also keeps local non-function labels. A file
    /// that cannot be read gives an empty table with `problem` set.
    pub fn from_elf(path: &Path, kernel: bool) -> SymbolTable {
        SymbolTable::from_elf_with(path, kernel, &DebugSearch::installed())
    }

    /// [`SymbolTable::from_elf`] with the debug file search `search`.
    pub fn from_elf_with(path: &Path, kernel: bool, search: &DebugSearch) -> SymbolTable {
        let chosen = match choose_symbols(path, kernel, search) {
            Ok(c) => c,
            Err(problem) => return SymbolTable::failed(problem),
        };
        let mut t = SymbolTable::from_candidates(chosen.candidates);
        t.source = match chosen.source {
            SymbolSource::Dynsym if t.stripped => SymbolSource::None,
            s => s,
        };
        t.relative = chosen.relative;
        t.problem = match (t.stripped, chosen.refused) {
            (true, None) => Some(format!("{}: no symbols (stripped)", path.display())),
            (true, Some(r)) => Some(format!("{}: no symbols (stripped); {r}", path.display())),
            (false, Some(r)) => Some(format!(
                "{}: {r}; using .dynsym (exported functions only)",
                path.display()
            )),
            (false, None) => None,
        };
        t
    }

    fn failed(problem: String) -> SymbolTable {
        SymbolTable {
            stripped: true,
            problem: Some(problem),
            unreadable: true,
            ..SymbolTable::default()
        }
    }
}

/// The code symbols of one ELF file that a table is made of, before one is kept per address.
struct Chosen {
    candidates: Vec<Candidate>,
    source: SymbolSource,
    relative: bool,
    /// Why a separate debug file was refused, if one was.
    refused: Option<String>,
}

/// Chooses where `path`'s symbols come from (see the module's documentation): its `.symtab`,
/// else a separate debug file's `.symtab` with its `.dynsym`, else its `.dynsym`. An error is
/// the problem line of a file that cannot be read.
fn choose_symbols(path: &Path, kernel: bool, search: &DebugSearch) -> Result<Chosen, String> {
    let data = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let main = elf::read(&data, kernel)
        .map_err(|e| format!("{}: not a readable ELF file: {e}", path.display()))?;
    drop(data);
    let relative = main.relative;
    if !main.symtab.is_empty() {
        return Ok(Chosen {
            candidates: main.symtab,
            source: SymbolSource::Symtab,
            relative,
            refused: None,
        });
    }
    let found = find_debug_file(path, &main, kernel, search);
    Ok(match found.file {
        Some((dpath, mut syms)) => {
            syms.extend(main.dynsym);
            Chosen {
                candidates: syms,
                source: SymbolSource::DebugFile(dpath),
                relative,
                refused: None,
            }
        }
        None => Chosen {
            candidates: main.dynsym,
            source: SymbolSource::Dynsym,
            relative,
            refused: found.refused,
        },
    })
}

/// Where one ELF file defines a function of a given name: see [`find_named`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Named {
    /// The symbols' addresses (Thumb bit cleared), sorted, each once; relative to the load
    /// address when `relative`.
    pub addrs: Vec<u32>,
    /// A position-independent file (ET_DYN).
    pub relative: bool,
}

/// The addresses at which the ELF file `path` defines a code symbol named `name` (its name in
/// the file or its demangled name), from the symbols [`SymbolTable::from_elf`] would read
/// (with the installed debug file search), aliases included: the table keeps one name per
/// address, this finds every name. An error is the problem line of a file that cannot be read.
pub fn find_named(path: &Path, name: &str, kernel: bool) -> Result<Named, String> {
    let chosen = choose_symbols(path, kernel, &DebugSearch::installed())?;
    let mut addrs: Vec<u32> = chosen
        .candidates
        .iter()
        .filter(|c| {
            let n = &c.sym.name;
            n == name || (n.starts_with("_Z") || n.starts_with("_R")) && demangle(n) == name
        })
        .map(|c| c.sym.addr)
        .collect();
    addrs.sort_unstable();
    addrs.dedup();
    Ok(Named {
        addrs,
        relative: chosen.relative,
    })
}

/// What the debug file search gave: the file taken (its path and code symbols), or why the last
/// candidate that existed was refused.
struct Found {
    file: Option<(PathBuf, Vec<Candidate>)>,
    refused: Option<String>,
}

fn find_debug_file(
    binary: &Path,
    main: &elf::ElfSymbols,
    kernel: bool,
    search: &DebugSearch,
) -> Found {
    let mut found = Found {
        file: None,
        refused: None,
    };
    if main.build_id.is_none() && main.debuglink.is_none() {
        return found;
    }
    let own = binary.canonicalize().ok();
    let link = main.debuglink.as_ref().map(|(n, _)| n.as_str());
    for (cand, check) in search.candidates(binary, main.build_id.as_deref(), link) {
        let cand = search.rooted(&cand);
        if own.is_some() && cand.canonicalize().ok() == own {
            continue;
        }
        let Ok(data) = std::fs::read(&cand) else {
            continue;
        };
        let why = match &check {
            debugfile::Check::Crc(_) => {
                let want = main.debuglink.as_ref().map_or(0, |l| l.1);
                let got = crc32(&data);
                (got != want).then(|| format!("CRC {got:08x}, the debuglink says {want:08x}"))
            }
            debugfile::Check::BuildId(_) => None,
        };
        let syms = match (why, elf::read(&data, kernel)) {
            (Some(why), _) => Err(why),
            (None, Err(e)) => Err(format!("not a readable ELF file: {e}")),
            (None, Ok(d)) => match &check {
                debugfile::Check::BuildId(id) if d.build_id.as_ref() != Some(id) => {
                    Err("its build-id differs".to_string())
                }
                _ if d.symtab.is_empty() => Err("it has no .symtab".to_string()),
                _ => Ok(d.symtab),
            },
        };
        match syms {
            Ok(s) => {
                found.file = Some((cand, s));
                found.refused = None;
                return found;
            }
            Err(why) => {
                found.refused = Some(format!(
                    "separate debug file {} refused: {why}",
                    cand.display()
                ))
            }
        }
    }
    found
}

/// Base of the high vectors page.
pub const VECTORS_BASE: u32 = 0xffff_0000;

/// The fixed symbols of the high vectors page that the kernel copies there at boot: the eight
/// vector slots and the user helpers (`arch/arm/kernel/entry-armv.S`, Documentation/arm/kernel_user_helpers).
pub fn vectors_page_symbols() -> Vec<Symbol> {
    let named = [
        (0x00, 4, "vector:reset"),
        (0x04, 4, "vector:undef"),
        (0x08, 4, "vector:swi"),
        (0x0c, 4, "vector:pabt"),
        (0x10, 4, "vector:dabt"),
        (0x14, 4, "vector:addrexcptn"),
        (0x18, 4, "vector:irq"),
        (0x1c, 4, "vector:fiq"),
        (0x20, 0xf40, "(vectors page)"),
        (0xf60, 0x40, "__kuser_cmpxchg64"),
        (0xfa0, 0x20, "__kuser_memory_barrier"),
        (0xfc0, 0x20, "__kuser_cmpxchg"),
        (0xfe0, 0x1c, "__kuser_get_tls"),
        (0xffc, 4, "__kuser_helper_version"),
    ];
    named
        .iter()
        .map(|&(off, size, name)| Symbol {
            addr: VECTORS_BASE + off,
            size,
            name: name.to_string(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(addr: u32, name: &str) -> Symbol {
        Symbol {
            addr,
            size: 0,
            name: name.into(),
        }
    }

    #[test]
    fn dedup_prefers_fewer_underscores_and_fills_sizes() {
        let t = SymbolTable::from_symbols(vec![s(0x20, "b"), s(0x10, "__a"), s(0x10, "a")]);
        assert_eq!(t.symbols.len(), 2);
        assert_eq!(t.symbols[0].name, "a");
        assert_eq!(t.symbols[0].size, 0x10);
        assert_eq!(t.lookup(0x0f), None);
        assert_eq!(t.lookup(0x1f), Some(0));
        assert_eq!(t.lookup(0x20), Some(1));
    }

    fn c(addr: u32, name: &str, func: bool, binding: u8) -> Candidate {
        Candidate {
            sym: s(addr, name),
            func,
            binding,
        }
    }

    #[test]
    fn functions_win_over_labels_then_underscores_binding_name() {
        // The kernel's case: a global section label and a local function at one address.
        let t = SymbolTable::from_candidates(vec![
            c(0x100, "__sched_text_start", false, 0),
            c(0x100, "__schedule", true, 2),
            c(0x200, "_ZN3foo3barEv", true, 0),
            c(0x300, "weak_one", true, 1),
            c(0x300, "global_b", true, 0),
            c(0x300, "global_a", true, 0),
            c(0x300, "_global", true, 0),
            c(0x400, "label_only", false, 0),
        ]);
        let names: Vec<_> = t.symbols.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(
            names,
            ["__schedule", "foo::bar()", "global_a", "label_only"]
        );
        // Shorter names before longer ones, whatever their bytes say.
        let t3 = SymbolTable::from_candidates(vec![
            c(0x10, "__GI___printf_fp_l", true, 2),
            c(0x10, "__printf_fp_l", true, 2),
            c(0x20, "cfree", true, 3),
            c(0x20, "free", true, 0),
        ]);
        let names: Vec<_> = t3.symbols.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["__printf_fp_l", "free"]);
        assert_eq!(t.symbols[0].size, 0x100);
        // The same set in another order chooses the same.
        let t2 = SymbolTable::from_candidates(vec![
            c(0x300, "_global", true, 0),
            c(0x300, "global_a", true, 0),
            c(0x300, "global_b", true, 0),
            c(0x300, "weak_one", true, 1),
        ]);
        assert_eq!(t2.symbols[0].name, "global_a");
    }

    #[test]
    fn missing_and_garbage_files_give_problems() {
        let t = SymbolTable::from_elf(Path::new("/nonexistent/qtools-elf"), false);
        assert!(t.stripped && t.problem.is_some());
        let dir = std::env::temp_dir().join(format!("qtools-garbage-{}", std::process::id()));
        std::fs::write(&dir, b"not an elf at all").unwrap();
        let t = SymbolTable::from_elf(&dir, false);
        assert!(t.problem.unwrap().contains("not a readable ELF"));
        let _ = std::fs::remove_file(&dir);
    }

    #[test]
    fn find_named_clears_the_thumb_bit_and_keeps_local_labels_for_kernels_only() {
        // The bare-metal Thumb program of the replay tests, linked with its symbols.
        let elf =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/replay/sieve_thumb_syms.elf");
        let named = |name: &str, kernel: bool| find_named(&elf, name, kernel).unwrap();
        // `sieve` is a local Thumb function whose value is 0x10d.
        assert_eq!(named("sieve", false).addrs, [0x10c]);
        assert!(!named("sieve", false).relative);
        assert_eq!(named("puts", false).addrs, [0x3c]);
        assert_eq!(named("outer", true).addrs, [0x11c]);
        assert!(named("outer", false).addrs.is_empty());
        assert!(
            named("FLAGS", true).addrs.is_empty(),
            "an absolute symbol is no code"
        );
        assert!(find_named(Path::new("/nonexistent/elf"), "x", false).is_err());
    }

    #[test]
    fn vectors_page_names_kuser_helpers() {
        let t = SymbolTable::from_symbols(vectors_page_symbols());
        let i = t.lookup(0xffff_0fa4).unwrap();
        assert_eq!(t.symbols[i].name, "__kuser_memory_barrier");
        let i = t.lookup(0xffff_0018).unwrap();
        assert_eq!(t.symbols[i].name, "vector:irq");
    }
}
