//! Separate debug files, found the way gdb finds them (gdb manual, "Debugging Information in
//! Separate Files"): by build-id, `DEBUGDIR/.build-id/xx/yyyy....debug`, then by
//! `.gnu_debuglink`, the named file next to the binary, in its `.debug/` subdirectory, then
//! under each debug directory followed by the binary's directory path.

use std::path::{Component, Path, PathBuf};
use std::sync::RwLock;

/// Where separate debug files are looked for.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DebugSearch {
    /// The debug directories, searched in order (qtools: each `--debug-dir`, then
    /// `ROOT/usr/lib/debug`).
    pub dirs: Vec<PathBuf>,
    /// The guest's root directory: a binary under it is placed in the debug directories by its
    /// path inside the guest (`ROOT/usr/lib/libz.so.1` has `DEBUGDIR/usr/lib/`), and absolute
    /// symbolic links met in the debug directories are followed inside it.
    pub root: Option<PathBuf>,
}

static SEARCH: RwLock<DebugSearch> = RwLock::new(DebugSearch {
    dirs: Vec::new(),
    root: None,
});

impl DebugSearch {
    /// The search of a guest whose files are under `root`: the `extra` directories, then
    /// `root/usr/lib/debug`.
    pub fn for_root(extra: &[PathBuf], root: &Path) -> DebugSearch {
        let mut dirs = extra.to_vec();
        dirs.push(root.join("usr/lib/debug"));
        DebugSearch {
            dirs,
            root: Some(root.to_path_buf()),
        }
    }

    /// Makes `self` the search that [`super::SymbolTable::from_elf`] uses (none by default).
    pub fn install(self) {
        *SEARCH.write().unwrap_or_else(|e| e.into_inner()) = self;
    }

    /// The search that [`super::SymbolTable::from_elf`] uses.
    pub fn installed() -> DebugSearch {
        SEARCH.read().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// The paths to try, in order, for the binary `binary`: its build-id's paths first, then its
    /// debuglink name's. Each comes with the check its contents must pass.
    pub(super) fn candidates(
        &self,
        binary: &Path,
        build_id: Option<&[u8]>,
        debuglink: Option<&str>,
    ) -> Vec<(PathBuf, Check)> {
        let mut out = Vec::new();
        if let Some(id) = build_id.filter(|id| id.len() >= 2) {
            let hex: String = id.iter().map(|b| format!("{b:02x}")).collect();
            let rel = format!(".build-id/{}/{}.debug", &hex[..2], &hex[2..]);
            for d in &self.dirs {
                out.push((d.join(&rel), Check::BuildId(id.to_vec())));
            }
        }
        // A name with a directory part would leave the places searched.
        let link = debuglink.filter(|l| {
            !l.is_empty()
                && Path::new(l)
                    .components()
                    .all(|c| matches!(c, Component::Normal(_)))
        });
        if let Some(link) = link {
            let real = binary
                .canonicalize()
                .unwrap_or_else(|_| binary.to_path_buf());
            let dir = real.parent().unwrap_or(Path::new("/")).to_path_buf();
            let check = || Check::Crc(link.to_string());
            out.push((dir.join(link), check()));
            out.push((dir.join(".debug").join(link), check()));
            let inner = self.inside_root(&dir);
            for d in &self.dirs {
                out.push((d.join(&inner).join(link), check()));
            }
        }
        out
    }

    /// `dir` relative to `/`: its path inside the root when under it, else its host path.
    fn inside_root(&self, dir: &Path) -> PathBuf {
        let inside = self.root.as_ref().and_then(|r| {
            let r = r.canonicalize().unwrap_or_else(|_| r.clone());
            dir.strip_prefix(&r).ok().map(Path::to_path_buf)
        });
        let p = inside.unwrap_or_else(|| dir.to_path_buf());
        p.components()
            .filter(|c| matches!(c, Component::Normal(_)))
            .collect()
    }

    /// `path`, with absolute symbolic links (the last component's, a few levels) taken inside
    /// the root: `ROOT/usr/lib/debug/.build-id/ab/cd.debug -> /usr/lib/debug/x` means
    /// `ROOT/usr/lib/debug/x`. Relative links work as they are.
    pub(super) fn rooted(&self, path: &Path) -> PathBuf {
        let Some(root) = &self.root else {
            return path.to_path_buf();
        };
        let mut p = path.to_path_buf();
        for _ in 0..8 {
            match std::fs::read_link(&p) {
                Ok(target) if target.is_absolute() => {
                    p = root.join(target.strip_prefix("/").unwrap_or(&target));
                }
                Ok(target) => p = p.parent().unwrap_or(Path::new("/")).join(target),
                Err(_) => break,
            }
        }
        p
    }
}

/// What a candidate debug file must satisfy to be taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Check {
    /// Its build-id note equals the binary's.
    BuildId(Vec<u8>),
    /// Its contents' CRC-32 equals the binary's debuglink CRC (the name is only for messages).
    Crc(String),
}

/// The CRC-32 of `.gnu_debuglink` (the ISO-HDLC / IEEE 802.3 CRC: reflected polynomial
/// 0xedb88320, initial value and final XOR all ones), as gdb's `gnu_debuglink_crc32` computes.
pub fn crc32(data: &[u8]) -> u32 {
    static TABLE: std::sync::OnceLock<[u32; 256]> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = [0u32; 256];
        for (i, e) in t.iter_mut().enumerate() {
            let mut c = i as u32;
            for _ in 0..8 {
                c = if c & 1 != 0 {
                    0xedb8_8320 ^ (c >> 1)
                } else {
                    c >> 1
                };
            }
            *e = c;
        }
        t
    });
    !data.iter().fold(!0u32, |c, &b| {
        table[((c ^ u32::from(b)) & 0xff) as usize] ^ (c >> 8)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32_check_value() {
        // The catalogue's check value of CRC-32/ISO-HDLC.
        assert_eq!(crc32(b"123456789"), 0xcbf4_3926);
        assert_eq!(crc32(b""), 0);
    }

    #[test]
    fn candidates_follow_gdb_order() {
        let s = DebugSearch {
            dirs: vec![PathBuf::from("/dbg"), PathBuf::from("/r/usr/lib/debug")],
            root: Some(PathBuf::from("/r")),
        };
        let c = s.candidates(
            Path::new("/r/usr/lib/libx.so"),
            Some(&[0xab, 0xcd, 0xef]),
            Some("libx.so.debug"),
        );
        let paths: Vec<_> = c.iter().map(|(p, _)| p.to_str().unwrap()).collect();
        assert_eq!(
            paths,
            [
                "/dbg/.build-id/ab/cdef.debug",
                "/r/usr/lib/debug/.build-id/ab/cdef.debug",
                "/r/usr/lib/libx.so.debug",
                "/r/usr/lib/.debug/libx.so.debug",
                "/dbg/usr/lib/libx.so.debug",
                "/r/usr/lib/debug/usr/lib/libx.so.debug",
            ]
        );
        assert_eq!(c[0].1, Check::BuildId(vec![0xab, 0xcd, 0xef]));
        // A debuglink that names another directory is not followed.
        assert!(s
            .candidates(Path::new("/r/bin/x"), None, Some("../x.debug"))
            .is_empty());
    }
}
