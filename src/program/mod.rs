//! `goldtrace run -- PROG ARGS`: the initramfs made on the fly for one program. It is
//! the board's default guest's initramfs (busybox; the trace driver is in the
//! Versatile PB's kernel, a module in the armhf guest's) followed by a second, uncompressed cpio archive that holds the program, the
//! loader and libraries it needs from the sysroot, the files of `--add`, and an
//! `/init` (see [`init`]) that replaces the default one: the kernel unpacks both
//! archives in turn into the same root, later files over earlier ones.

pub mod cpio;
pub mod elfdeps;
pub mod init;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use crate::desc::BoardKind;
use elfdeps::FloatAbi;

/// Where the program goes in the guest.
pub const PROGRAM_DIR: &str = "/usr/local/bin";
/// The Debian cross toolchain's sysroot for armel programs.
pub const ARMEL_SYSROOT: &str = "/usr/arm-linux-gnueabi";
/// The same for armhf programs.
pub const ARMHF_SYSROOT: &str = "/usr/arm-linux-gnueabihf";

/// What the user asked to run.
#[derive(Clone, Debug, Default)]
pub struct ProgramSpec {
    pub program: PathBuf,
    pub args: Vec<String>,
    /// Where the libraries are looked for (default [`ARMEL_SYSROOT`] or
    /// [`ARMHF_SYSROOT`], as the program's float ABI says).
    pub sysroot: Option<PathBuf>,
    /// `--machine`: the board asked for (default: the one for the program's ABI).
    pub machine: Option<BoardKind>,
    /// `--add HOST[:GUEST]`, as given.
    pub add: Vec<String>,
    /// The program's working directory in the guest.
    pub cwd: String,
    /// `--env K=V`, as given.
    pub env: Vec<String>,
    /// See [`init::InitSpec::interactive`].
    pub interactive: bool,
}

/// The default guest the program's files go on top of.
#[derive(Clone, Debug)]
pub struct Base {
    /// Its initramfs (`guest/out/initramfs.cpio.gz`, `guest/out/armhf/...` on virt).
    pub initrd: PathBuf,
    /// The same tree unpacked (`guest/out/rootfs`, `guest/out/armhf/rootfs`), if there: folders it already has
    /// are not written again (their modes stay).
    pub root: Option<PathBuf>,
}

/// A host file put into the guest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GuestFile {
    /// Absolute path in the guest.
    pub guest: String,
    pub host: PathBuf,
}

/// The initramfs made for a program.
#[derive(Clone, Debug)]
pub struct ProgramImage {
    pub initrd: Vec<u8>,
    /// The board that runs the program.
    pub board: BoardKind,
    /// The program's path in the guest.
    pub guest_program: String,
    /// Every host file put in (the program, its loader and libraries, `--add`'s),
    /// by guest path: a profile finds their symbols here.
    pub files: Vec<GuestFile>,
}

/// One entry of the overlay archive.
#[derive(Clone, Debug)]
enum Entry {
    File { host: PathBuf, perm: u32 },
    Symlink(String),
    Data(Vec<u8>),
}

impl Entry {
    /// The host file `host` (its absolute path, links resolved) with permissions `perm`.
    fn file(host: &Path, perm: u32) -> Entry {
        Entry::File {
            host: std::fs::canonicalize(host).unwrap_or_else(|_| host.to_path_buf()),
            perm,
        }
    }
}

/// Splits `--add HOST[:GUEST]`: the last `:` followed by `/` starts GUEST.
fn parse_add(arg: &str) -> (PathBuf, Option<String>) {
    match arg.rsplit_once(':') {
        Some((host, guest)) if guest.starts_with('/') && !host.is_empty() => {
            (PathBuf::from(host), Some(guest.to_string()))
        }
        _ => (PathBuf::from(arg), None),
    }
}

/// `--env K=V` as a pair; K must be a shell variable name.
fn parse_env(arg: &str) -> anyhow::Result<(String, String)> {
    let (k, v) = arg
        .split_once('=')
        .ok_or_else(|| anyhow::anyhow!("--env {arg:?}: expected NAME=VALUE"))?;
    let good = k.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if !good {
        anyhow::bail!("--env {arg:?}: {k:?} is not a variable name");
    }
    Ok((k.to_string(), v.to_string()))
}

/// Joins guest folder `dir` and `name`.
fn guest_join(dir: &str, name: &str) -> String {
    format!("{}/{name}", dir.trim_end_matches('/'))
}

/// Adds host `path` (a file, or a folder with everything in it) at guest `guest`.
fn add_tree(
    entries: &mut BTreeMap<String, Entry>,
    host: &Path,
    guest: &str,
    top: bool,
) -> anyhow::Result<()> {
    let meta = if top {
        std::fs::metadata(host)
    } else {
        std::fs::symlink_metadata(host)
    }
    .map_err(|e| anyhow::anyhow!("--add {}: {e}", host.display()))?;
    use std::os::unix::fs::PermissionsExt;
    let perm = meta.permissions().mode() & 0o7777;
    if meta.file_type().is_symlink() {
        let target = std::fs::read_link(host)
            .map_err(|e| anyhow::anyhow!("--add {}: {e}", host.display()))?;
        entries.insert(
            guest.to_string(),
            Entry::Symlink(target.to_string_lossy().into_owned()),
        );
    } else if meta.is_dir() {
        let mut names: Vec<_> = std::fs::read_dir(host)
            .map_err(|e| anyhow::anyhow!("--add {}: {e}", host.display()))?
            .map(|d| d.map(|d| d.file_name()))
            .collect::<Result<_, _>>()
            .map_err(|e| anyhow::anyhow!("--add {}: {e}", host.display()))?;
        names.sort();
        for n in names {
            let name = n.to_string_lossy();
            add_tree(entries, &host.join(&n), &guest_join(guest, &name), false)?;
        }
    } else if meta.is_file() {
        entries.insert(guest.to_string(), Entry::file(host, perm));
    }
    // Sockets, fifos and devices are left out.
    Ok(())
}

/// The program's bytes and, for an ELF (not a `#!` script), what it needs.
fn read_program(prog: &Path) -> anyhow::Result<(Vec<u8>, Option<elfdeps::ElfDeps>)> {
    let data = std::fs::read(prog).map_err(|e| anyhow::anyhow!("{}: {e}", prog.display()))?;
    if data.starts_with(b"#!") {
        // A script: its interpreter must be in the guest already (busybox's sh).
        return Ok((data, None));
    }
    let deps = elfdeps::inspect(prog, &data)?;
    Ok((data, Some(deps)))
}

/// The board that runs `spec`'s program: `--machine` if it runs the program's float
/// ABI, else the ABI's board; a script runs on `--machine` or the Versatile PB.
fn board_for(spec: &ProgramSpec, deps: Option<&elfdeps::ElfDeps>) -> anyhow::Result<BoardKind> {
    let prog = &spec.program;
    let Some(deps) = deps else {
        return Ok(spec.machine.unwrap_or(BoardKind::VersatilePb));
    };
    Ok(match spec.machine {
        Some(b) if b.runs(deps.float) => b,
        Some(b) => anyhow::bail!(
            "{}: the {} board does not run {} programs",
            prog.display(),
            b.name(),
            if deps.float == FloatAbi::Hard {
                "armhf"
            } else {
                "armel"
            }
        ),
        None => BoardKind::for_program(deps.float)
            .map_err(|e| anyhow::anyhow!("{}: {e}", prog.display()))?,
    })
}

/// The board that runs `spec`'s program (whose default guest [`build`] then needs).
pub fn board(spec: &ProgramSpec) -> anyhow::Result<BoardKind> {
    let (_, deps) = read_program(&spec.program)?;
    board_for(spec, deps.as_ref())
}

/// Makes the initramfs that runs `spec` on the default guest `base`.
pub fn build(spec: &ProgramSpec, base: &Base) -> anyhow::Result<ProgramImage> {
    let prog = &spec.program;
    let (_, deps) = read_program(prog)?;
    let name = prog
        .file_name()
        .and_then(|n| n.to_str())
        .ok_or_else(|| anyhow::anyhow!("{}: not a program's file name", prog.display()))?
        .to_string();
    let guest_program = guest_join(PROGRAM_DIR, &name);
    let mut entries = BTreeMap::new();
    let board = board_for(spec, deps.as_ref())?;
    if let Some(deps) = deps {
        let sysroot = spec.sysroot.clone().unwrap_or_else(|| {
            PathBuf::from(match deps.float {
                FloatAbi::Soft => ARMEL_SYSROOT,
                FloatAbi::Hard => ARMHF_SYSROOT,
            })
        });
        if (deps.interp.is_some() || !deps.needed.is_empty()) && !sysroot.is_dir() {
            anyhow::bail!(
                "{}: a dynamically linked program, and the sysroot {} is not there (install the cross toolchain's C library or give --sysroot)",
                prog.display(),
                sysroot.display()
            );
        }
        for n in elfdeps::resolve(prog, &deps, &sysroot)? {
            entries.insert(n.guest, Entry::file(&n.host, 0o755));
        }
    }
    entries.insert(guest_program.clone(), Entry::file(prog, 0o755));
    if !spec.cwd.starts_with('/') {
        anyhow::bail!("--cwd {:?}: not an absolute path", spec.cwd);
    }
    for a in &spec.add {
        let (host, guest) = parse_add(a);
        let guest = match guest {
            Some(g) => g,
            None => {
                let file = host.file_name().ok_or_else(|| {
                    anyhow::anyhow!("--add {a}: give the guest path (HOST:GUEST)")
                })?;
                guest_join(&spec.cwd, &file.to_string_lossy())
            }
        };
        add_tree(&mut entries, &host, &guest, true)?;
    }
    let env = spec
        .env
        .iter()
        .map(|e| parse_env(e))
        .collect::<anyhow::Result<Vec<_>>>()?;
    let script = init::script(&init::InitSpec {
        program: &guest_program,
        args: &spec.args,
        cwd: &spec.cwd,
        env: &env,
        interactive: spec.interactive,
        board,
    });
    entries.insert("/init".to_string(), Entry::Data(script.into_bytes()));

    // The folders every entry needs, parents first, unless the base has them.
    let mut dirs = BTreeSet::new();
    let mut note_parents = |path: &str| {
        let mut p = Path::new(path);
        while let Some(parent) = p.parent() {
            if parent != Path::new("/") {
                dirs.insert(parent.to_string_lossy().into_owned());
            }
            p = parent;
        }
    };
    for g in entries.keys() {
        note_parents(g);
    }
    dirs.insert(spec.cwd.trim_end_matches('/').to_string());
    dirs.remove("");
    let in_base = |d: &str| {
        base.root
            .as_ref()
            .is_some_and(|r| r.join(d.trim_start_matches('/')).is_dir())
    };
    let mut archive = cpio::Cpio::new();
    for d in dirs.iter().filter(|d| !in_base(d)) {
        archive.dir(d.trim_start_matches('/'), 0o755);
    }
    for (g, e) in &entries {
        let name = g.trim_start_matches('/');
        match e {
            Entry::File { host, perm } => {
                let bytes = std::fs::read(host)
                    .map_err(|err| anyhow::anyhow!("cannot read {}: {err}", host.display()))?;
                archive.file(name, *perm, &bytes);
            }
            Entry::Symlink(target) => archive.symlink(name, target),
            Entry::Data(bytes) => archive.file(name, 0o755, bytes),
        }
    }
    let mut initrd = std::fs::read(&base.initrd).map_err(|e| {
        anyhow::anyhow!(
            "cannot read the default guest's initramfs {}: {e}",
            base.initrd.display()
        )
    })?;
    // The kernel starts an uncompressed archive only at a multiple of 4 bytes
    // (init/initramfs.c), skipping the zeros between archives.
    initrd.resize(initrd.len().next_multiple_of(4), 0);
    initrd.extend_from_slice(&archive.finish());
    Ok(ProgramImage {
        initrd,
        board,
        guest_program,
        files: entries
            .into_iter()
            .filter_map(|(guest, e)| match e {
                Entry::File { host, .. } => Some(GuestFile { guest, host }),
                _ => None,
            })
            .collect(),
    })
}

/// Makes `TRACE/rootfs` (qtools' default root for this trace, see
/// `qtools::TRACE_ROOT_DIR`): the default guest's tree `base_root` and the files
/// put in (`files`, over it) as symbolic links to their host files, so a profile
/// finds the program's and its libraries' symbols where the guest mapped them.
pub fn write_trace_root(trace: &Path, files: &[GuestFile], base_root: &Path) -> anyhow::Result<()> {
    let root = trace.join(qtools::TRACE_ROOT_DIR);
    let err = |p: &Path, e: std::io::Error| anyhow::anyhow!("cannot write {}: {e}", p.display());
    if root.exists() {
        std::fs::remove_dir_all(&root).map_err(|e| err(&root, e))?;
    }
    std::fs::create_dir_all(&root).map_err(|e| err(&root, e))?;
    let mut links: Vec<(PathBuf, PathBuf)> = Vec::new();
    if base_root.is_dir() {
        let mut stack = vec![base_root.to_path_buf()];
        while let Some(dir) = stack.pop() {
            let Ok(list) = std::fs::read_dir(&dir) else {
                continue;
            };
            for e in list.flatten() {
                let path = e.path();
                let Ok(rel) = path.strip_prefix(base_root) else {
                    continue;
                };
                match e.file_type() {
                    Ok(t) if t.is_dir() => stack.push(path.clone()),
                    Ok(t) if t.is_file() => links.push((rel.to_path_buf(), path.clone())),
                    _ => {}
                }
            }
        }
    }
    for f in files {
        links.push((
            PathBuf::from(f.guest.trim_start_matches('/')),
            f.host.clone(),
        ));
    }
    for (rel, host) in links {
        let at = root.join(&rel);
        if let Some(parent) = at.parent() {
            std::fs::create_dir_all(parent).map_err(|e| err(parent, e))?;
        }
        let _ = std::fs::remove_file(&at);
        std::os::unix::fs::symlink(&host, &at).map_err(|e| err(&at, e))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn add_splits_at_a_guest_path() {
        assert_eq!(parse_add("a.txt"), (PathBuf::from("a.txt"), None));
        assert_eq!(
            parse_add("a.txt:/data/b.txt"),
            (PathBuf::from("a.txt"), Some("/data/b.txt".to_string()))
        );
        // A colon not followed by an absolute path is part of the host path.
        assert_eq!(parse_add("c:d"), (PathBuf::from("c:d"), None));
    }

    #[test]
    fn env_names_are_checked() {
        assert_eq!(parse_env("A_1=x=y").unwrap(), ("A_1".into(), "x=y".into()));
        assert!(parse_env("1A=x").is_err());
        assert!(parse_env("novalue").is_err());
    }

    #[test]
    fn a_script_with_added_files_goes_over_the_base() {
        let dir = std::env::temp_dir().join(format!("goldtrace-program-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("data/sub")).unwrap();
        std::fs::write(dir.join("run.sh"), "#!/bin/sh\necho hi\n").unwrap();
        std::fs::write(dir.join("data/sub/x"), "x").unwrap();
        std::fs::write(dir.join("base.gz"), [0x1f, 0x8b, 8, 0, 0, 0]).unwrap();
        let image = build(
            &ProgramSpec {
                program: dir.join("run.sh"),
                add: vec![format!("{}:/srv/d", dir.join("data").display())],
                cwd: "/root".into(),
                ..ProgramSpec::default()
            },
            &Base {
                initrd: dir.join("base.gz"),
                root: None,
            },
        )
        .unwrap();
        assert_eq!(image.guest_program, "/usr/local/bin/run.sh");
        let guests: Vec<&str> = image.files.iter().map(|f| f.guest.as_str()).collect();
        assert_eq!(guests, ["/srv/d/sub/x", "/usr/local/bin/run.sh"]);
        // The base, padded to 4 bytes, then the overlay's first entry.
        assert_eq!(&image.initrd[..6], &[0x1f, 0x8b, 8, 0, 0, 0]);
        assert_eq!(&image.initrd[6..8], &[0, 0]);
        assert_eq!(&image.initrd[8..14], b"070701");
        let text = String::from_utf8_lossy(&image.initrd);
        for name in ["root\0", "srv/d/sub\0", "srv/d/sub/x\0", "init\0"] {
            assert!(text.contains(name), "{name}");
        }
        let missing = build(
            &ProgramSpec {
                program: dir.join("run.sh"),
                add: vec!["/nonexistent/file".into()],
                cwd: "/root".into(),
                ..ProgramSpec::default()
            },
            &Base {
                initrd: dir.join("base.gz"),
                root: None,
            },
        )
        .unwrap_err()
        .to_string();
        assert!(
            missing.starts_with("--add /nonexistent/file: "),
            "{missing}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
