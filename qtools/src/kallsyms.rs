//! Kernel symbols from the trace itself: the `kallsyms` file the tracer writes from the
//! guest kernel's `/proc/kallsyms` (the trace driver hands it over at probe). A stock
//! distribution kernel has no ELF with symbols at hand, so this is how its functions, and
//! those of its loaded modules, get names, as `perf` does with the kallsyms it records.
//!
//! Only text symbols (`t`, `T`, `w`, `W`) name code; every symbol bounds the size of the
//! one before it. Module symbols (`... [goldtrace]`) form one table per module, named
//! `[goldtrace]` as their file; the kernel's are `vmlinux`'s.

use std::collections::BTreeMap;
use std::path::Path;

use crate::model::Model;
use crate::symbols::{Symbol, SymbolTable};

/// The file's name in a trace directory (as `goldtrace`'s tracer writes it).
pub const KALLSYMS_FILE: &str = "kallsyms";

/// The most bytes read (the tracer writes at most this much).
const MAX_BYTES: u64 = 64 << 20;

/// One module's symbols.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Module {
    /// `[name]`, as the file the symbols come from.
    pub file: String,
    /// The lowest and one past the highest address its symbols cover.
    pub start: u32,
    pub end: u32,
    /// Text symbols, sorted, one per address.
    pub symbols: Vec<Symbol>,
}

/// A parsed `kallsyms`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Kallsyms {
    /// The kernel's text symbols, sorted, one per address.
    pub kernel: Vec<Symbol>,
    /// Modules by name order.
    pub modules: Vec<Module>,
    /// Lines that are not `ADDR TYPE NAME [\t[MODULE]]`.
    pub bad_lines: usize,
}

/// A candidate before one is kept per address.
struct Entry<'a> {
    addr: u32,
    name: &'a str,
    /// 0 global (`T`), 1 weak (`W`, `w`), 2 local (`t`); `None` for a non-text symbol.
    text: Option<u8>,
}

impl Kallsyms {
    /// Parses the text of `/proc/kallsyms`: `c0008000 T _text`, `bf000000 t f\t[mod]`.
    pub fn parse(text: &str) -> Kallsyms {
        let mut spaces: BTreeMap<Option<&str>, Vec<Entry>> = BTreeMap::new();
        let mut bad_lines = 0;
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let (body, module) = match line.split_once('\t') {
                Some((b, m)) => (
                    b,
                    Some(m.trim().trim_start_matches('[').trim_end_matches(']')),
                ),
                None => (line, None),
            };
            let mut f = body.split_whitespace();
            let (Some(addr), Some(kind), Some(name), None) =
                (f.next(), f.next(), f.next(), f.next())
            else {
                bad_lines += 1;
                continue;
            };
            let (Ok(addr), 1) = (u32::from_str_radix(addr, 16), kind.len()) else {
                bad_lines += 1;
                continue;
            };
            // ARM mapping symbols ($a, $t, $d) name no function, and a module's
            // `?` symbols (modinfo entries such as __UNIQUE_ID_*) and absolute ones have
            // addresses outside its code: neither may stretch a module's range.
            if name.starts_with('$') || matches!(kind, "?" | "a" | "A" | "U" | "u" | "n" | "N") {
                continue;
            }
            let text = match kind {
                "T" => Some(0),
                "W" | "w" => Some(1),
                "t" => Some(2),
                _ => None,
            };
            spaces
                .entry(module)
                .or_default()
                .push(Entry { addr, name, text });
        }
        let mut k = Kallsyms {
            bad_lines,
            ..Kallsyms::default()
        };
        for (module, entries) in spaces {
            let (symbols, start, end) = text_symbols(entries);
            match module {
                None => k.kernel = symbols,
                Some(m) if !symbols.is_empty() => k.modules.push(Module {
                    file: format!("[{m}]"),
                    start,
                    end,
                    symbols,
                }),
                Some(_) => {}
            }
        }
        k
    }

    /// Reads `DIR/kallsyms`, if the trace has one; a file that cannot be read is a warning.
    pub fn load(trace: &Path) -> Option<Kallsyms> {
        let path = trace.join(KALLSYMS_FILE);
        let meta = std::fs::metadata(&path).ok()?;
        if meta.len() > MAX_BYTES {
            eprintln!(
                "qtools: warning: {}: over {MAX_BYTES} bytes: not used",
                path.display()
            );
            return None;
        }
        match std::fs::read(&path) {
            Ok(bytes) => Some(Kallsyms::parse(&String::from_utf8_lossy(&bytes))),
            Err(e) => {
                eprintln!("qtools: warning: {}: {e}", path.display());
                None
            }
        }
    }

    /// The function at `addr`: its name, file (`vmlinux` or `[module]`) and the offset in
    /// it; `None` outside every symbol (before the first, or past the last one's end).
    pub fn lookup(&self, addr: u32) -> Option<(&str, &str, u32)> {
        let (syms, file) = match self
            .modules
            .iter()
            .find(|m| (m.start..m.end).contains(&addr))
        {
            Some(m) => (&m.symbols, m.file.as_str()),
            None => (&self.kernel, "vmlinux"),
        };
        let i = syms.partition_point(|s| s.addr <= addr).checked_sub(1)?;
        let s = &syms[i];
        let off = addr - s.addr;
        (s.size == 0 && off == 0 || off < s.size).then_some((s.name.as_str(), file, off))
    }

    /// Gives `m` these symbols for the kernel and its modules.
    pub fn install(&self, m: &mut Model) {
        let modules = self
            .modules
            .iter()
            .map(|md| {
                let table = SymbolTable::from_symbols(md.symbols.clone());
                (md.file.clone(), md.start, md.end, table)
            })
            .collect();
        m.set_kernel_symbols(SymbolTable::from_symbols(self.kernel.clone()), modules);
    }

    /// Where the kernel's code ran before its MMU was on, for a kernel whose RAM starts at
    /// `ram_base` (see [`PhysMap`]); `None` without kernel symbols.
    pub fn phys_map(&self, ram_base: u32) -> Option<PhysMap> {
        let stext = self.kernel.first()?.addr;
        let last = self.kernel.last()?;
        // PAGE_OFFSET is 256 MiB-aligned for every split ARM Linux offers (0x40000000,
        // 0x80000000, 0xb0000000, 0xc0000000) and the kernel's text starts within the first
        // 256 MiB above it.
        let page_offset = stext & 0xf000_0000;
        let head = stext.saturating_sub(HEAD_SPAN).max(page_offset);
        let mut symbols = vec![Symbol {
            addr: head,
            size: stext - head,
            name: KERNEL_HEAD.to_string(),
        }];
        symbols.extend(self.kernel.iter().cloned());
        Some(PhysMap {
            delta: page_offset.wrapping_sub(ram_base),
            start: head,
            end: last.addr.saturating_add(last.size.max(1)),
            symbols,
        })
    }

    /// One line for `qtools info`.
    pub fn describe(&self) -> String {
        let in_modules: usize = self.modules.iter().map(|m| m.symbols.len()).sum();
        let names: Vec<&str> = self.modules.iter().map(|m| m.file.as_str()).collect();
        format!(
            "the trace's {KALLSYMS_FILE} ({} kernel functions; {in_modules} in {} modules{}{})",
            self.kernel.len(),
            self.modules.len(),
            if names.is_empty() { "" } else { ": " },
            names.join(" ")
        )
    }
}

/// What the trace's `/proc/kallsyms` lists begins at `_stext`: the kernel's head
/// (`.head.text`: `stext`, `__create_page_tables`, `__fixup_pv_table`, ...) is below it,
/// unnamed. Its blocks are named this, at their offset from the bottom of [`HEAD_SPAN`].
pub const KERNEL_HEAD: &str = ".head.text";

/// How far below `_stext` the head is taken to reach: `_stext` is aligned to a 1 MiB
/// section under `CONFIG_STRICT_KERNEL_RWX`, the head a few hundred bytes at `_text`.
const HEAD_SPAN: u32 = 1 << 20;

/// The kernel's code at its physical addresses: Linux on ARM runs its head with the MMU off
/// at `link - (PAGE_OFFSET - PHYS_OFFSET)`, `PHYS_OFFSET` the start of RAM (where the
/// decompressor put it: `(pc & 0xf8000000) + TEXT_OFFSET`, and the head takes the offset
/// from where it runs), `PAGE_OFFSET` from the symbols' addresses. The identity-mapped
/// `__turn_mmu_on` runs there too with the MMU on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PhysMap {
    /// Link minus physical address (wrapping): `PAGE_OFFSET - PHYS_OFFSET`.
    pub delta: u32,
    /// The link addresses named: from [`KERNEL_HEAD`] to the end of the last text symbol.
    pub start: u32,
    pub end: u32,
    /// The kernel's text symbols with [`KERNEL_HEAD`] before them.
    pub symbols: Vec<Symbol>,
}

impl PhysMap {
    /// The link address of physical address `addr`, if the kernel's text is there.
    pub fn link_of(&self, addr: u32) -> Option<u32> {
        let link = addr.wrapping_add(self.delta);
        (self.start..self.end).contains(&link).then_some(link)
    }
}

/// Where `qtools` takes the kernel symbols of the trace in `trace` from when no kernel ELF is
/// given, for `qtools info`.
pub fn describe_source(trace: &Path) -> String {
    match Kallsyms::load(trace) {
        Some(k) => format!("{} (used when no kernel ELF is given)", k.describe()),
        None => match crate::machine::default_vmlinux_for(trace) {
            Some(p) => format!("{} (the default guest's kernel)", p.display()),
            None => "none (give the kernel's ELF)".to_string(),
        },
    }
}

/// Whether `name` is a linker's section boundary rather than a function (kallsyms gives
/// both the same type: `_stext`, `__turn_mmu_on` and `__idmap_text_start` are all `T` at
/// the identity-mapped text's start).
fn is_boundary(name: &str) -> bool {
    matches!(
        name,
        "_text" | "_stext" | "_etext" | "_sinittext" | "_einittext"
    ) || name.ends_with("_text_start")
        || name.ends_with("_text_end")
}

/// The text symbols of one space, one per address (the earliest of: a function before a
/// section boundary ([`is_boundary`]); global, weak, local; fewer leading underscores;
/// shorter; smaller name), each sized up to the next symbol of any kind; and the range
/// all its symbols cover.
fn text_symbols(mut entries: Vec<Entry>) -> (Vec<Symbol>, u32, u32) {
    fn underscores(n: &str) -> usize {
        n.len() - n.trim_start_matches('_').len()
    }
    entries.sort_by(|a, b| {
        let key = |e: &Entry| {
            (
                e.addr,
                e.text.is_none(),
                is_boundary(e.name),
                e.text,
                underscores(e.name),
                e.name.len(),
            )
        };
        key(a).cmp(&key(b)).then_with(|| a.name.cmp(b.name))
    });
    let start = entries.first().map_or(0, |e| e.addr);
    let last = entries.last().map_or(0, |e| e.addr);
    let mut out: Vec<Symbol> = Vec::new();
    let mut prev_addr = None;
    for (i, e) in entries.iter().enumerate() {
        if prev_addr == Some(e.addr) {
            continue;
        }
        prev_addr = Some(e.addr);
        if e.text.is_none() {
            continue;
        }
        let next = entries[i..]
            .iter()
            .find(|n| n.addr > e.addr)
            .map(|n| n.addr);
        out.push(Symbol {
            addr: e.addr,
            size: next.map_or(0, |n| n - e.addr),
            name: e.name.to_string(),
        });
    }
    let end = out
        .last()
        .filter(|s| s.addr == last)
        .map_or(last, |s| last.saturating_add(s.size.max(1)));
    (out, start, end.max(last.saturating_add(1)))
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "\
c0100000 T _text
c0100100 T __softirqentry_text_start
c0100100 t __do_softirq
c0100040 T handle_mm_fault
c0100080 d some_data
c0100090 t local_fn
c0100090 W weak_fn
c0100090 T global_fn
c0100200 r last_rodata
c0100180 t memcpy
bf000000 t gt_probe_switch\t[goldtrace]
bf000040 T goldtrace_send_kallsyms\t[goldtrace]
bf000080 b gt_lock\t[goldtrace]
bf001000 t other_fn\t[other]
bf000000 t $a\t[goldtrace]
c89589d5 ? __UNIQUE_ID_depends181\t[goldtrace]
not a line
";

    #[test]
    fn text_symbols_sorted_sized_and_one_per_address() {
        let k = Kallsyms::parse(TEXT);
        assert_eq!(k.bad_lines, 1);
        let names: Vec<(&str, u32, u32)> = k
            .kernel
            .iter()
            .map(|s| (s.name.as_str(), s.addr, s.size))
            .collect();
        assert_eq!(
            names,
            [
                ("_text", 0xc010_0000, 0x40),
                ("handle_mm_fault", 0xc010_0040, 0x40),
                ("global_fn", 0xc010_0090, 0x70),
                ("__do_softirq", 0xc010_0100, 0x80),
                ("memcpy", 0xc010_0180, 0x80),
            ],
            "data symbols bound sizes but are not functions; T wins a shared address, \
             but a function wins over a section boundary"
        );
        assert_eq!(k.modules.len(), 2);
        assert_eq!(k.modules[0].file, "[goldtrace]");
        assert_eq!(
            (k.modules[0].start, k.modules[0].end),
            (0xbf00_0000, 0xbf00_0081)
        );
    }

    #[test]
    fn lookup_names_kernel_and_module_functions() {
        let k = Kallsyms::parse(TEXT);
        assert_eq!(
            k.lookup(0xc010_0044),
            Some(("handle_mm_fault", "vmlinux", 4))
        );
        assert_eq!(k.lookup(0xc010_0104), Some(("__do_softirq", "vmlinux", 4)));
        assert_eq!(k.lookup(0xc010_0080), None, "a data symbol names nothing");
        assert_eq!(
            k.lookup(0xbf00_0044),
            Some(("goldtrace_send_kallsyms", "[goldtrace]", 4))
        );
        assert_eq!(k.lookup(0xbf00_1000), Some(("other_fn", "[other]", 0)));
        assert_eq!(k.lookup(0xc00f_ffff), None, "before the first symbol");
        assert_eq!(k.lookup(0xc010_0200), None, "the last symbol is data");
        assert_eq!(k.lookup(0xc020_0000), None, "past the last symbol");
        // A module's modinfo symbols (`?`, far above its code) do not make its range
        // cover the kernel's.
        assert_eq!(k.lookup(0xc010_0104), Some(("__do_softirq", "vmlinux", 4)));
    }

    #[test]
    fn physical_addresses_map_to_the_kernels_text_and_head() {
        let k = Kallsyms::parse(TEXT);
        // RAM at 0x40000000 (virt): PAGE_OFFSET 0xc0000000 runs at 0x40000000.
        let m = k.phys_map(0x4000_0000).unwrap();
        assert_eq!(m.delta, 0x8000_0000);
        assert_eq!(m.link_of(0x4010_0044), Some(0xc010_0044));
        assert_eq!(m.link_of(0x4020_0000), None, "past the last symbol");
        // Below _text's first symbol: the head, down to PAGE_OFFSET at most.
        assert_eq!(
            (m.start, m.symbols[0].name.as_str()),
            (0xc000_0000, KERNEL_HEAD)
        );
        assert_eq!(m.symbols[0].size, 0x10_0000);
        assert_eq!(m.link_of(0x4000_8000), Some(0xc000_8000));
        assert_eq!(m.link_of(0x3fff_fffc), None);
        assert_eq!(m.symbols[1].name, "_text");
        // RAM at 0 (Versatile PB): the same code at 0x00100044.
        let pb = k.phys_map(0).unwrap();
        assert_eq!(pb.link_of(0x0010_0044), Some(0xc010_0044));
        assert_eq!(Kallsyms::parse("").phys_map(0), None);
        // A kernel whose text starts 3 MiB up: the head is the MiB below it only.
        let high = Kallsyms::parse("c0300000 T _stext\nc0300100 T f\nc0300200 r x\n");
        let m = high.phys_map(0x4000_0000).unwrap();
        assert_eq!((m.start, m.end), (0xc020_0000, 0xc030_0200));
        assert_eq!(m.link_of(0x4001_0000), None, "the zImage's load address");
        assert_eq!(m.link_of(0x4020_8000), Some(0xc020_8000));
    }

    #[test]
    fn the_model_names_kernel_and_module_code_from_it() {
        let k = Kallsyms::parse(TEXT);
        let mut m = Model::new(None, Path::new("/nonexistent"));
        k.install(&mut m);
        let (f, off) = m.resolve(1, 0xc010_0188);
        assert_eq!((m.funcs[f as usize].name.as_str(), off), ("memcpy", 8));
        assert_eq!(&*m.funcs[f as usize].path, "vmlinux");
        assert!(m.funcs[f as usize].kernel);
        let (f, _) = m.resolve(1, 0xbf00_0004);
        assert_eq!(m.funcs[f as usize].name, "gt_probe_switch");
        assert_eq!(&*m.funcs[f as usize].path, "[goldtrace]");
        assert!(m.funcs[f as usize].kernel);
    }
}
