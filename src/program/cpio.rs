//! A writer of the "newc" cpio format (`070701` headers), the format the Linux kernel
//! unpacks an initramfs from (Documentation/driver-api/early-userspace/
//! buffer-format.rst): every entry is a 110-byte ASCII header of thirteen 8-digit hex
//! fields, the NUL-terminated name padded to 4 bytes, then the data padded to 4 bytes;
//! the archive ends with the entry `TRAILER!!!`.
//!
//! Entries get inode numbers in order and modification time 0, so the same entries
//! always give the same bytes (the recipe hashes the archive).

/// An archive being written.
#[derive(Debug, Default)]
pub struct Cpio {
    bytes: Vec<u8>,
    next_ino: u32,
}

/// File-type bits of `st_mode`.
const S_IFDIR: u32 = 0o040_000;
const S_IFREG: u32 = 0o100_000;
const S_IFLNK: u32 = 0o120_000;

impl Cpio {
    pub fn new() -> Cpio {
        Cpio {
            bytes: Vec::new(),
            next_ino: 1,
        }
    }

    /// A directory `name` (no leading `/`) with permission bits `perm`.
    pub fn dir(&mut self, name: &str, perm: u32) {
        self.entry(name, S_IFDIR | (perm & 0o7777), 2, &[]);
    }

    /// A regular file.
    pub fn file(&mut self, name: &str, perm: u32, data: &[u8]) {
        self.entry(name, S_IFREG | (perm & 0o7777), 1, data);
    }

    /// A symbolic link `name` pointing at `target`.
    pub fn symlink(&mut self, name: &str, target: &str) {
        self.entry(name, S_IFLNK | 0o777, 1, target.as_bytes());
    }

    fn entry(&mut self, name: &str, mode: u32, nlink: u32, data: &[u8]) {
        let ino = self.next_ino;
        self.next_ino += 1;
        let fields = [
            ino,
            mode,
            0, // uid
            0, // gid
            nlink,
            0, // mtime
            data.len() as u32,
            0, // devmajor
            0, // devminor
            0, // rdevmajor
            0, // rdevminor
            name.len() as u32 + 1,
            0, // check (newc has no checksum)
        ];
        self.bytes.extend_from_slice(b"070701");
        for f in fields {
            self.bytes.extend_from_slice(format!("{f:08x}").as_bytes());
        }
        self.bytes.extend_from_slice(name.as_bytes());
        self.bytes.push(0);
        self.pad();
        self.bytes.extend_from_slice(data);
        self.pad();
    }

    fn pad(&mut self) {
        self.bytes.resize(self.bytes.len().next_multiple_of(4), 0);
    }

    /// The archive with its trailer.
    pub fn finish(mut self) -> Vec<u8> {
        self.next_ino = 0;
        self.entry("TRAILER!!!", 0, 1, &[]);
        self.bytes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads the archive back as (name, mode, data) the way the kernel walks it.
    fn entries(bytes: &[u8]) -> Vec<(String, u32, Vec<u8>)> {
        let field = |at: usize, i: usize| {
            let s = std::str::from_utf8(&bytes[at + 6 + 8 * i..at + 14 + 8 * i]).unwrap();
            u32::from_str_radix(s, 16).unwrap() as usize
        };
        let mut out = Vec::new();
        let mut at = 0;
        loop {
            assert_eq!(&bytes[at..at + 6], b"070701", "at {at}");
            let (mode, size, namesize) = (field(at, 1), field(at, 6), field(at, 11));
            let name = std::str::from_utf8(&bytes[at + 110..at + 110 + namesize - 1]).unwrap();
            assert_eq!(bytes[at + 110 + namesize - 1], 0);
            let data_at = (at + 110 + namesize).next_multiple_of(4);
            if name == "TRAILER!!!" {
                assert_eq!(data_at, bytes.len());
                return out;
            }
            out.push((
                name.to_string(),
                mode as u32,
                bytes[data_at..data_at + size].to_vec(),
            ));
            at = (data_at + size).next_multiple_of(4);
        }
    }

    #[test]
    fn entries_read_back_aligned() {
        let mut c = Cpio::new();
        c.dir("lib", 0o755);
        c.file("lib/a.so", 0o644, b"hello");
        c.symlink("lib/b.so", "a.so");
        c.file("init", 0o755, b"");
        let bytes = c.finish();
        assert!(bytes.len().is_multiple_of(4));
        assert_eq!(
            entries(&bytes),
            vec![
                ("lib".to_string(), 0o040_755, vec![]),
                ("lib/a.so".to_string(), 0o100_644, b"hello".to_vec()),
                ("lib/b.so".to_string(), 0o120_777, b"a.so".to_vec()),
                ("init".to_string(), 0o100_755, vec![]),
            ]
        );
    }

    #[test]
    fn same_entries_same_bytes() {
        let make = || {
            let mut c = Cpio::new();
            c.file("x", 0o600, b"123");
            c.finish()
        };
        assert_eq!(make(), make());
        // The header of the first entry: inode 1, a regular file of 3 bytes.
        let b = make();
        assert_eq!(&b[..14], b"07070100000001");
        assert_eq!(&b[14..22], b"00008180");
    }
}
