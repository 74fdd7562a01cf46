//! What a program needs to run in the guest: its ELF header says which board can run
//! it (an ARM ELF, soft-float for the ARMv5 Versatile PB), its `PT_INTERP` names the
//! dynamic loader and its `DT_NEEDED` entries the shared libraries, which are found
//! in a sysroot (the Debian cross toolchain's `/usr/arm-linux-gnueabi` by default),
//! libraries of libraries included.

use std::path::{Path, PathBuf};

use object::elf::{FileHeader32, DT_NEEDED, EM_ARM};
use object::read::elf::{Dyn, FileHeader, ProgramHeader, SectionHeader};
use object::LittleEndian;

/// The float ABI an ARM EABI ELF was built for (its `e_flags`), which tells armel
/// programs from armhf ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatAbi {
    /// armel: soft-float calling convention (`EF_ARM_ABI_FLOAT_SOFT`, or neither flag).
    Soft,
    /// armhf: VFP registers in calls (`EF_ARM_ABI_FLOAT_HARD`), ARMv7 in Debian.
    Hard,
}

const EF_ARM_ABI_FLOAT_HARD: u32 = 0x400;

/// The dynamic-linking facts of an ARM ELF.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ElfDeps {
    pub float: FloatAbi,
    /// The dynamic loader (`PT_INTERP`), absent in a static program.
    pub interp: Option<String>,
    /// The `DT_NEEDED` names, in the file's order.
    pub needed: Vec<String>,
}

/// Reads the ARM ELF `data` (named `path` in errors).
pub fn inspect(path: &Path, data: &[u8]) -> anyhow::Result<ElfDeps> {
    let name = path.display();
    if !data.starts_with(b"\x7fELF") {
        anyhow::bail!("{name}: not an ELF file");
    }
    if data.get(4) != Some(&object::elf::ELFCLASS32) || data.get(5) != Some(&1) {
        anyhow::bail!("{name}: not an ARM ELF (a 64-bit or big-endian ELF)");
    }
    let e = LittleEndian;
    let header = FileHeader32::<LittleEndian>::parse(data)
        .map_err(|err| anyhow::anyhow!("{name}: malformed ELF header: {err}"))?;
    let machine = header.e_machine(e);
    if machine != EM_ARM {
        anyhow::bail!("{name}: not an ARM ELF (e_machine {machine})");
    }
    let float = if header.e_flags(e) & EF_ARM_ABI_FLOAT_HARD != 0 {
        FloatAbi::Hard
    } else {
        FloatAbi::Soft
    };
    let malformed = |what: &str, err: object::read::Error| {
        anyhow::anyhow!("{name}: malformed ELF ({what}: {err})")
    };
    let mut interp = None;
    for ph in header
        .program_headers(e, data)
        .map_err(|err| malformed("program headers", err))?
    {
        if let Some(bytes) = ph
            .interpreter(e, data)
            .map_err(|err| malformed("PT_INTERP", err))?
        {
            interp = Some(String::from_utf8_lossy(bytes).into_owned());
        }
    }
    let sections = header
        .sections(e, data)
        .map_err(|err| malformed("section headers", err))?;
    let mut needed = Vec::new();
    for section in sections.iter() {
        let Some((entries, link)) = section
            .dynamic(e, data)
            .map_err(|err| malformed(".dynamic", err))?
        else {
            continue;
        };
        let strings = sections
            .strings(e, data, link)
            .map_err(|err| malformed(".dynstr", err))?;
        for d in entries {
            if d.tag32(e) == Some(DT_NEEDED) {
                let s = d
                    .string(e, strings)
                    .map_err(|err| malformed("DT_NEEDED", err))?;
                needed.push(String::from_utf8_lossy(s).into_owned());
            }
        }
    }
    Ok(ElfDeps {
        float,
        interp,
        needed,
    })
}

/// The folders of a sysroot searched for a library, in order (the multiarch ones of
/// the Debian cross toolchain's triplets, then the plain ones).
const LIB_DIRS: &[&str] = &[
    "lib",
    "usr/lib",
    "lib/arm-linux-gnueabi",
    "usr/lib/arm-linux-gnueabi",
    "lib/arm-linux-gnueabihf",
    "usr/lib/arm-linux-gnueabihf",
];

/// The host file of library `name` in `sysroot`.
pub fn find_library(sysroot: &Path, name: &str) -> Option<PathBuf> {
    LIB_DIRS
        .iter()
        .map(|d| sysroot.join(d).join(name))
        .find(|p| p.is_file())
}

/// The host file of the dynamic loader `interp` (an absolute guest path) in
/// `sysroot`: the same path under it, else its file name in a library folder.
pub fn find_interp(sysroot: &Path, interp: &str) -> Option<PathBuf> {
    let same = sysroot.join(interp.trim_start_matches('/'));
    if same.is_file() {
        return Some(same);
    }
    find_library(sysroot, Path::new(interp).file_name()?.to_str()?)
}

/// A file the program needs, where it goes in the guest and where it comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Needed {
    pub guest: String,
    pub host: PathBuf,
}

/// Every file `program` (an ELF already [`inspect`]ed as `deps`) needs from `sysroot`:
/// the loader at its `PT_INTERP` path, and each library (transitively) in `/lib`,
/// which the loader searches by default. The first library not found is an error
/// naming it and who needs it.
pub fn resolve(program: &Path, deps: &ElfDeps, sysroot: &Path) -> anyhow::Result<Vec<Needed>> {
    let mut out = Vec::new();
    if let Some(interp) = &deps.interp {
        let host = find_interp(sysroot, interp).ok_or_else(|| {
            anyhow::anyhow!(
                "{}: its loader {interp} is not in the sysroot {} (give another with --sysroot)",
                program.display(),
                sysroot.display()
            )
        })?;
        out.push(Needed {
            guest: interp.clone(),
            host,
        });
    }
    // Breadth first, each name once, in the order the files name them.
    let mut queue: std::collections::VecDeque<(String, PathBuf)> = deps
        .needed
        .iter()
        .map(|n| (n.clone(), program.to_path_buf()))
        .collect();
    let mut seen = std::collections::HashSet::new();
    while let Some((name, by)) = queue.pop_front() {
        if !seen.insert(name.clone()) {
            continue;
        }
        let host = find_library(sysroot, &name).ok_or_else(|| {
            anyhow::anyhow!(
                "library {name} (needed by {}) is not in the sysroot {} (searched {}; give another with --sysroot)",
                by.display(),
                sysroot.display(),
                LIB_DIRS.join(", ")
            )
        })?;
        let data = std::fs::read(&host)
            .map_err(|e| anyhow::anyhow!("cannot read {}: {e}", host.display()))?;
        let lib = inspect(&host, &data)?;
        queue.extend(lib.needed.into_iter().map(|n| (n, host.clone())));
        let guest = format!("/lib/{name}");
        if out.iter().all(|n: &Needed| n.guest != guest) {
            out.push(Needed { guest, host });
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A minimal ARM ELF32 with flags `flags`: no program or section headers.
    fn header(machine: u16, flags: u32) -> Vec<u8> {
        let mut d = vec![0u8; 52];
        d[..4].copy_from_slice(b"\x7fELF");
        d[4] = 1;
        d[5] = 1;
        d[6] = 1;
        d[16..18].copy_from_slice(&2u16.to_le_bytes());
        d[18..20].copy_from_slice(&machine.to_le_bytes());
        d[20..24].copy_from_slice(&1u32.to_le_bytes());
        d[36..40].copy_from_slice(&flags.to_le_bytes());
        d[40..42].copy_from_slice(&52u16.to_le_bytes());
        d[42..44].copy_from_slice(&32u16.to_le_bytes());
        d[46..48].copy_from_slice(&40u16.to_le_bytes());
        d
    }

    #[test]
    fn float_abi_from_the_flags() {
        let p = Path::new("p");
        let soft = inspect(p, &header(EM_ARM, 0x0500_0200)).unwrap();
        assert_eq!(soft.float, FloatAbi::Soft);
        assert_eq!((soft.interp, soft.needed.len()), (None, 0));
        assert_eq!(
            inspect(p, &header(EM_ARM, 0x0500_0400)).unwrap().float,
            FloatAbi::Hard
        );
    }

    #[test]
    fn other_files_are_refused_by_name() {
        let p = Path::new("/x/prog");
        let e = inspect(p, &header(object::elf::EM_386, 0)).unwrap_err();
        assert_eq!(e.to_string(), "/x/prog: not an ARM ELF (e_machine 3)");
        let e = inspect(p, b"#!/bin/sh\n").unwrap_err();
        assert_eq!(e.to_string(), "/x/prog: not an ELF file");
        let mut wide = header(EM_ARM, 0);
        wide[4] = 2;
        assert!(inspect(p, &wide)
            .unwrap_err()
            .to_string()
            .contains("64-bit"));
    }

    #[test]
    fn a_missing_library_is_named() {
        let dir = std::env::temp_dir().join(format!("goldtrace-elfdeps-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("lib")).unwrap();
        let deps = ElfDeps {
            float: FloatAbi::Soft,
            interp: None,
            needed: vec!["libnothere.so.1".into()],
        };
        let e = resolve(Path::new("/p/hello"), &deps, &dir)
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with("library libnothere.so.1 (needed by /p/hello) is not in the sysroot"),
            "{e}"
        );
        // The loader is looked for at its own path, then by its name.
        std::fs::write(dir.join("lib/ld-x.so"), b"").unwrap();
        assert_eq!(
            find_interp(&dir, "/lib/ld-x.so"),
            Some(dir.join("lib/ld-x.so"))
        );
        assert_eq!(
            find_interp(&dir, "/elsewhere/ld-x.so"),
            Some(dir.join("lib/ld-x.so"))
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
