//! Symbol tables: ELF symbols (via `object`), the kernel's fixed pages, and address lookup.

use std::path::Path;

use object::{Object, ObjectSection, ObjectSymbol, SectionKind, SymbolKind};

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

/// A sorted symbol table, one symbol per address.
#[derive(Debug, Clone, Default)]
pub struct SymbolTable {
    /// Sorted by address.
    pub symbols: Vec<Symbol>,
    /// True when the file held no usable symbols (stripped, unreadable or missing).
    pub stripped: bool,
    /// Why the file could not be read, if it could not.
    pub problem: Option<String>,
    /// True when the file is missing or is not an ELF file (rather than an ELF without symbols).
    pub unreadable: bool,
    /// True for a position-independent file (ET_DYN): symbols are relative to the load address.
    pub relative: bool,
}

/// Index of a symbol inside a [`SymbolTable`].
pub type SymIndex = usize;

impl SymbolTable {
    /// Builds a table from unsorted symbols: sorts, keeps one symbol per address (the name with
    /// fewer leading underscores, then the smaller name, as qtools does) and fills zero sizes.
    pub fn from_symbols(mut syms: Vec<Symbol>) -> SymbolTable {
        syms.sort_by(|a, b| {
            let ua = a.name.len() - a.name.trim_start_matches('_').len();
            let ub = b.name.len() - b.name.trim_start_matches('_').len();
            (a.addr, ua, &a.name).cmp(&(b.addr, ub, &b.name))
        });
        syms.dedup_by(|b, a| a.addr == b.addr);
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
            problem: None,
            unreadable: false,
            relative: false,
        }
    }

    /// The symbol with the greatest address <= `addr`.
    pub fn lookup(&self, addr: u32) -> Option<SymIndex> {
        match self.symbols.partition_point(|s| s.addr <= addr) {
            0 => None,
            n => Some(n - 1),
        }
    }

    /// Reads the function-like symbols of an ELF file. `kernel` also keeps local non-function
    /// labels. A file that cannot be read gives an empty table with `problem` set.
    pub fn from_elf(path: &Path, kernel: bool) -> SymbolTable {
        let data = match std::fs::read(path) {
            Ok(d) => d,
            Err(e) => return SymbolTable::failed(format!("{}: {e}", path.display())),
        };
        match parse_elf(&data, kernel) {
            Ok((syms, relative)) => {
                let mut t = SymbolTable::from_symbols(syms);
                t.relative = relative;
                if t.stripped {
                    t.problem = Some(format!("{}: no symbols (stripped)", path.display()));
                }
                t
            }
            Err(e) => {
                SymbolTable::failed(format!("{}: not a readable ELF file: {e}", path.display()))
            }
        }
    }

    fn failed(problem: String) -> SymbolTable {
        SymbolTable {
            symbols: Vec::new(),
            stripped: true,
            problem: Some(problem),
            unreadable: true,
            relative: false,
        }
    }
}

fn parse_elf(data: &[u8], kernel: bool) -> Result<(Vec<Symbol>, bool), object::Error> {
    let file = object::File::parse(data)?;
    let relative = file.kind() == object::ObjectKind::Dynamic;
    let mut out = Vec::new();
    for sym in file.symbols() {
        let Ok(name) = sym.name() else { continue };
        if name.is_empty() || name.starts_with('$') {
            continue;
        }
        let func = sym.kind() == SymbolKind::Text;
        let label = matches!(sym.kind(), SymbolKind::Unknown | SymbolKind::Label);
        if !(func || (label && (kernel || sym.is_global()))) {
            continue;
        }
        let Some(idx) = sym.section_index() else {
            continue;
        };
        let Ok(section) = file.section_by_index(idx) else {
            continue;
        };
        if section.kind() != SectionKind::Text {
            continue;
        }
        let Ok(addr) = u32::try_from(sym.address()) else {
            continue;
        };
        out.push(Symbol {
            addr: addr & !1,
            size: u32::try_from(sym.size()).unwrap_or(0),
            name: name.to_string(),
        });
    }
    Ok((out, relative))
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
    fn vectors_page_names_kuser_helpers() {
        let t = SymbolTable::from_symbols(vectors_page_symbols());
        let i = t.lookup(0xffff_0fa4).unwrap();
        assert_eq!(t.symbols[i].name, "__kuser_memory_barrier");
        let i = t.lookup(0xffff_0018).unwrap();
        assert_eq!(t.symbols[i].name, "vector:irq");
    }
}
