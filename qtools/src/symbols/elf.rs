//! Reading one ELF file: its code symbols (from `.symtab` and `.dynsym`), its type, and the two
//! pointers to a separate debug file (`.gnu_debuglink`, `.note.gnu.build-id`).

use object::{Object, ObjectSection, ObjectSymbol, SectionFlags, SymbolFlags};

use super::Symbol;

/// `st_info` types (ELF gABI, "Symbol Table").
const STT_OBJECT: u8 = 1;
const STT_FUNC: u8 = 2;
const STT_SECTION: u8 = 3;
const STT_FILE: u8 = 4;
const STT_COMMON: u8 = 5;
const STT_TLS: u8 = 6;
const STT_GNU_IFUNC: u8 = 10;
/// The Thumb functions of the pre-EABI ARM ABI (`STT_LOPROC`).
const STT_ARM_TFUNC: u8 = 13;
/// `st_info` bindings.
const STB_LOCAL: u8 = 0;
const STB_GLOBAL: u8 = 1;
const STB_WEAK: u8 = 2;
/// `sh_flags` bit of sections that hold instructions.
const SHF_EXECINSTR: u64 = 0x4;

/// A symbol before one is chosen per address, with what the choice looks at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Candidate {
    /// Address (Thumb bit cleared), size and name.
    pub sym: Symbol,
    /// A function (`STT_FUNC`, `STT_GNU_IFUNC`), rather than a label (`STT_NOTYPE` or a type
    /// this reader does not know).
    pub func: bool,
    /// 0 global, 1 weak, 2 local (or other); 3 more for a `.dynsym` symbol of a hidden
    /// (non-default) version, such as `cfree@GLIBC_2.4` beside `free@@GLIBC_2.4`.
    pub binding: u8,
}

impl Candidate {
    /// A function symbol (what [`super::SymbolTable::from_symbols`] takes every symbol for).
    pub fn function(sym: Symbol) -> Candidate {
        Candidate {
            sym,
            func: true,
            binding: 0,
        }
    }
}

/// What one ELF file says about its symbols.
#[derive(Debug, Default)]
pub(super) struct ElfSymbols {
    /// Code symbols of `.symtab`.
    pub symtab: Vec<Candidate>,
    /// Code symbols of `.dynsym` (defined ones only: imports have no section).
    pub dynsym: Vec<Candidate>,
    /// A position-independent file (`ET_DYN`).
    pub relative: bool,
    /// `.gnu_debuglink`: the debug file's name and the CRC-32 of its contents.
    pub debuglink: Option<(String, u32)>,
    /// The GNU build-id note's bytes.
    pub build_id: Option<Vec<u8>>,
}

/// Reads `data`. Keeps the functions and labels that lie in code sections; data objects, section
/// and file symbols are left out. `kernel` also keeps local labels, as the kernel's assembly
/// entry points are such labels; elsewhere only global and weak labels are kept.
pub(super) fn read(data: &[u8], kernel: bool) -> Result<ElfSymbols, object::Error> {
    let file = object::File::parse(data)?;
    let arm = file.architecture() == object::Architecture::Arm;
    // `.gnu.version`, indexed like `.dynsym` (32-bit files: the targets qtools traces).
    let versions = match &file {
        object::File::Elf32(f) => f
            .elf_section_table()
            .versions(f.endian(), f.data())
            .ok()
            .flatten()
            .map(|v| (v, f.endian())),
        _ => None,
    };
    let code = |sym: &object::Symbol<'_, '_>, dynamic: bool| -> Option<Candidate> {
        let name = sym.name().ok()?;
        // `$a`, `$t`, `$d`: the ARM ELF mapping symbols, which mark the kind of code or data.
        if name.is_empty() || name.starts_with('$') {
            return None;
        }
        let SymbolFlags::Elf { st_info, .. } = sym.flags() else {
            return None;
        };
        let (ty, bind) = (st_info & 0xf, st_info >> 4);
        let func = ty == STT_FUNC || ty == STT_GNU_IFUNC || (arm && ty == STT_ARM_TFUNC);
        let other = matches!(
            ty,
            STT_OBJECT | STT_SECTION | STT_FILE | STT_COMMON | STT_TLS
        );
        let label = !func && !other && (kernel || bind != STB_LOCAL);
        if !(func || label) {
            return None;
        }
        let section = file.section_by_index(sym.section_index()?).ok()?;
        // By flag rather than kind: a debug file's copy of `.text` is `SHT_NOBITS`.
        let SectionFlags::Elf { sh_flags } = section.flags() else {
            return None;
        };
        if sh_flags & SHF_EXECINSTR == 0 {
            return None;
        }
        let addr = u32::try_from(sym.address()).ok()?;
        Some(Candidate {
            sym: Symbol {
                // ARM ELF: bit 0 of a function's value is set for Thumb code (AAELF32 5.5.3).
                addr: if arm { addr & !1 } else { addr },
                size: u32::try_from(sym.size()).unwrap_or(0),
                name: name.to_string(),
            },
            func,
            binding: match bind {
                STB_GLOBAL => 0,
                STB_WEAK => 1,
                _ => 2,
            } + if dynamic
                && versions
                    .as_ref()
                    .is_some_and(|(v, e)| v.version_index(*e, sym.index()).is_hidden())
            {
                3
            } else {
                0
            },
        })
    };
    let debuglink = file
        .gnu_debuglink()
        .ok()
        .flatten()
        .map(|(name, crc)| (String::from_utf8_lossy(name).into_owned(), crc));
    let build_id = file.build_id().ok().flatten().map(<[u8]>::to_vec);
    Ok(ElfSymbols {
        symtab: file.symbols().filter_map(|s| code(&s, false)).collect(),
        dynsym: file
            .dynamic_symbols()
            .filter_map(|s| code(&s, true))
            .collect(),
        relative: file.kind() == object::ObjectKind::Dynamic,
        debuglink,
        build_id,
    })
}
