//! A minimal flattened device tree (DTB) reader and writer: enough to patch `/memory`
//! and `/chosen` the way a boot loader does before entering the kernel.

use thiserror::Error;

const FDT_MAGIC: u32 = 0xd00d_feed;
const FDT_BEGIN_NODE: u32 = 1;
const FDT_END_NODE: u32 = 2;
const FDT_PROP: u32 = 3;
const FDT_NOP: u32 = 4;
const FDT_END: u32 = 9;

/// Why a DTB could not be parsed.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum FdtError {
    #[error("not a device tree blob (bad magic {0:#010x})")]
    BadMagic(u32),
    #[error("device tree blob is truncated or its header is inconsistent")]
    Truncated,
    #[error("device tree blob has a malformed structure block at offset {0:#x}")]
    Malformed(usize),
}

/// A device tree node.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Node {
    pub name: String,
    pub props: Vec<(String, Vec<u8>)>,
    pub children: Vec<Node>,
}

impl Node {
    pub fn prop(&self, name: &str) -> Option<&[u8]> {
        self.props
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_slice())
    }

    /// Sets (replacing or appending) a property.
    pub fn set_prop(&mut self, name: &str, value: Vec<u8>) {
        match self.props.iter_mut().find(|(n, _)| n == name) {
            Some((_, v)) => *v = value,
            None => self.props.push((name.to_string(), value)),
        }
    }

    /// The child named `name` (or `name@...`), created if absent.
    pub fn child_mut(&mut self, name: &str) -> &mut Node {
        let pos = self
            .children
            .iter()
            .position(|c| node_matches(&c.name, name));
        let idx = match pos {
            Some(i) => i,
            None => {
                self.children.push(Node {
                    name: name.to_string(),
                    ..Node::default()
                });
                self.children.len() - 1
            }
        };
        &mut self.children[idx]
    }

    pub fn child(&self, name: &str) -> Option<&Node> {
        self.children.iter().find(|c| node_matches(&c.name, name))
    }
}

fn node_matches(full: &str, name: &str) -> bool {
    full == name || full.split('@').next() == Some(name)
}

/// A parsed device tree: the memory reservations and the root node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fdt {
    pub reserved: Vec<(u64, u64)>,
    pub root: Node,
    pub boot_cpuid: u32,
}

fn be32(b: &[u8], off: usize) -> Result<u32, FdtError> {
    b.get(off..off + 4)
        .map(|s| u32::from_be_bytes([s[0], s[1], s[2], s[3]]))
        .ok_or(FdtError::Truncated)
}

fn be64(b: &[u8], off: usize) -> Result<u64, FdtError> {
    Ok((u64::from(be32(b, off)?) << 32) | u64::from(be32(b, off + 4)?))
}

fn cstr(b: &[u8], off: usize) -> Option<&str> {
    let rest = b.get(off..)?;
    let end = rest.iter().position(|&c| c == 0)?;
    std::str::from_utf8(&rest[..end]).ok()
}

impl Fdt {
    /// Parses a DTB.
    pub fn parse(b: &[u8]) -> Result<Fdt, FdtError> {
        let magic = be32(b, 0).map_err(|_| FdtError::BadMagic(0))?;
        if magic != FDT_MAGIC {
            return Err(FdtError::BadMagic(magic));
        }
        let total = be32(b, 4)? as usize;
        if total > b.len() || total < 40 {
            return Err(FdtError::Truncated);
        }
        let b = &b[..total];
        let off_struct = be32(b, 8)? as usize;
        let off_strings = be32(b, 12)? as usize;
        let off_rsv = be32(b, 16)? as usize;
        let boot_cpuid = be32(b, 28)?;
        let size_strings = be32(b, 32)? as usize;
        let strings = b
            .get(
                off_strings
                    ..off_strings
                        .checked_add(size_strings)
                        .ok_or(FdtError::Truncated)?,
            )
            .ok_or(FdtError::Truncated)?;
        let mut reserved = Vec::new();
        let mut p = off_rsv;
        loop {
            let (addr, size) = (be64(b, p)?, be64(b, p + 8)?);
            p += 16;
            if addr == 0 && size == 0 {
                break;
            }
            reserved.push((addr, size));
        }
        let mut p = off_struct;
        let mut stack: Vec<Node> = Vec::new();
        let mut root = None;
        loop {
            let tok = be32(b, p)?;
            let at = p;
            p += 4;
            match tok {
                FDT_BEGIN_NODE => {
                    let name = cstr(b, p).ok_or(FdtError::Malformed(at))?.to_string();
                    p = (p + name.len() + 1 + 3) & !3;
                    stack.push(Node {
                        name,
                        ..Node::default()
                    });
                }
                FDT_END_NODE => {
                    let node = stack.pop().ok_or(FdtError::Malformed(at))?;
                    match stack.last_mut() {
                        Some(parent) => parent.children.push(node),
                        None => root = Some(node),
                    }
                }
                FDT_PROP => {
                    let len = be32(b, p)? as usize;
                    let nameoff = be32(b, p + 4)? as usize;
                    p += 8;
                    let value = b.get(p..p + len).ok_or(FdtError::Truncated)?.to_vec();
                    p = (p + len + 3) & !3;
                    let name = cstr(strings, nameoff).ok_or(FdtError::Malformed(at))?;
                    stack
                        .last_mut()
                        .ok_or(FdtError::Malformed(at))?
                        .props
                        .push((name.to_string(), value));
                }
                FDT_NOP => {}
                FDT_END => break,
                _ => return Err(FdtError::Malformed(at)),
            }
        }
        let root = root.ok_or(FdtError::Malformed(off_struct))?;
        if !stack.is_empty() {
            return Err(FdtError::Malformed(p));
        }
        Ok(Fdt {
            reserved,
            root,
            boot_cpuid,
        })
    }

    /// Serializes to a version 17 DTB.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut strings: Vec<u8> = Vec::new();
        let mut structure: Vec<u8> = Vec::new();
        fn string_off(strings: &mut Vec<u8>, name: &str) -> u32 {
            let mut i = 0;
            while i < strings.len() {
                let end = i + strings[i..].iter().position(|&c| c == 0).unwrap_or(0);
                if &strings[i..end] == name.as_bytes() {
                    return i as u32;
                }
                i = end + 1;
            }
            let off = strings.len() as u32;
            strings.extend_from_slice(name.as_bytes());
            strings.push(0);
            off
        }
        fn pad(v: &mut Vec<u8>) {
            while !v.len().is_multiple_of(4) {
                v.push(0);
            }
        }
        fn emit(node: &Node, s: &mut Vec<u8>, strings: &mut Vec<u8>) {
            s.extend_from_slice(&FDT_BEGIN_NODE.to_be_bytes());
            s.extend_from_slice(node.name.as_bytes());
            s.push(0);
            pad(s);
            for (name, value) in &node.props {
                s.extend_from_slice(&FDT_PROP.to_be_bytes());
                s.extend_from_slice(&(value.len() as u32).to_be_bytes());
                s.extend_from_slice(&string_off(strings, name).to_be_bytes());
                s.extend_from_slice(value);
                pad(s);
            }
            for c in &node.children {
                emit(c, s, strings);
            }
            s.extend_from_slice(&FDT_END_NODE.to_be_bytes());
        }
        emit(&self.root, &mut structure, &mut strings);
        structure.extend_from_slice(&FDT_END.to_be_bytes());
        let off_rsv = 40usize;
        let rsv_len = (self.reserved.len() + 1) * 16;
        let off_struct = off_rsv + rsv_len;
        let off_strings = off_struct + structure.len();
        let total = off_strings + strings.len();
        let mut out = Vec::with_capacity(total);
        for v in [
            FDT_MAGIC,
            total as u32,
            off_struct as u32,
            off_strings as u32,
            off_rsv as u32,
            17,
            16,
            self.boot_cpuid,
            strings.len() as u32,
            structure.len() as u32,
        ] {
            out.extend_from_slice(&v.to_be_bytes());
        }
        for &(a, s) in self.reserved.iter().chain(std::iter::once(&(0, 0))) {
            out.extend_from_slice(&a.to_be_bytes());
            out.extend_from_slice(&s.to_be_bytes());
        }
        out.extend_from_slice(&structure);
        out.extend_from_slice(&strings);
        out
    }
}

/// Encodes a list of 32-bit cells.
pub fn cells(values: &[u32]) -> Vec<u8> {
    values.iter().flat_map(|v| v.to_be_bytes()).collect()
}

/// The length of the `/chosen/rng-seed` property the boot loader writes.
pub const RNG_SEED_LEN: usize = 64;

/// The bytes of a `/chosen/rng-seed` property for `seed`: eight splitmix64 outputs
/// (state starting at `seed`), each little-endian. Linux 6.1 mixes the property into
/// its random pool and credits it (`CONFIG_RANDOM_TRUST_BOOTLOADER`), so the guest's
/// generator is ready at boot and never waits for timer jitter.
/// `guest/bench/build.sh` computes the same bytes for QEMU's device tree.
pub fn rng_seed(seed: u64) -> Vec<u8> {
    let mut state = seed;
    let mut out = Vec::with_capacity(RNG_SEED_LEN);
    for _ in 0..RNG_SEED_LEN / 8 {
        out.extend_from_slice(&splitmix64(&mut state).to_le_bytes());
    }
    out
}

/// The bytes of a `/chosen/kaslr-seed` property for `seed` (QEMU's `virt` writes one
/// beside `rng-seed`; 32-bit Linux has no KASLR and ignores it): the ninth splitmix64
/// output, the one after [`rng_seed`]'s eight, as one big-endian 64-bit value.
pub fn kaslr_seed(seed: u64) -> Vec<u8> {
    let mut state = seed;
    for _ in 0..RNG_SEED_LEN / 8 {
        splitmix64(&mut state);
    }
    splitmix64(&mut state).to_be_bytes().to_vec()
}

/// One step of splitmix64: advances `state` and returns the next output.
fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Encodes a NUL-terminated string property.
pub fn string(s: &str) -> Vec<u8> {
    let mut v = s.as_bytes().to_vec();
    v.push(0);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Fdt {
        let mut root = Node {
            name: String::new(),
            ..Node::default()
        };
        root.set_prop("#address-cells", cells(&[1]));
        root.set_prop("model", string("test"));
        let mem = root.child_mut("memory");
        mem.name = "memory@0".into();
        mem.set_prop("reg", cells(&[0, 0x0800_0000]));
        Fdt {
            reserved: vec![(0x1000, 0x2000)],
            root,
            boot_cpuid: 0,
        }
    }

    #[test]
    fn round_trip() {
        let f = sample();
        let bytes = f.to_bytes();
        assert_eq!(Fdt::parse(&bytes).unwrap(), f);
    }

    #[test]
    fn patch_chosen() {
        let mut f = sample();
        f.root
            .child_mut("chosen")
            .set_prop("bootargs", string("console=ttyAMA0"));
        f.root
            .child_mut("memory")
            .set_prop("reg", cells(&[0, 0x0400_0000]));
        let g = Fdt::parse(&f.to_bytes()).unwrap();
        assert_eq!(
            g.root.child("chosen").unwrap().prop("bootargs"),
            Some(&b"console=ttyAMA0\0"[..])
        );
        assert_eq!(
            g.root.child("memory").unwrap().prop("reg"),
            Some(&cells(&[0, 0x0400_0000])[..])
        );
        assert_eq!(g.root.children.len(), 2);
    }

    #[test]
    fn rng_seed_is_splitmix64_and_depends_on_the_seed() {
        let s0 = rng_seed(0);
        assert_eq!(s0.len(), RNG_SEED_LEN);
        // splitmix64's first two outputs from state 0 (its published test values).
        assert_eq!(s0[..8], 0xe220_a839_7b1d_cdafu64.to_le_bytes());
        assert_eq!(s0[8..16], 0x6e78_9e6a_a1b9_65f4u64.to_le_bytes());
        assert_eq!(rng_seed(42), rng_seed(42));
        assert_ne!(rng_seed(42), rng_seed(43));
        // kaslr_seed continues the same sequence: splitmix64's ninth output from 0.
        let mut state = 0;
        let ninth = (0..9).map(|_| splitmix64(&mut state)).last().unwrap();
        assert_eq!(kaslr_seed(0), ninth.to_be_bytes());
        assert_ne!(kaslr_seed(0)[..], s0[..8]);
        let mut f = sample();
        f.root.child_mut("chosen").set_prop("rng-seed", rng_seed(7));
        let g = Fdt::parse(&f.to_bytes()).unwrap();
        assert_eq!(
            g.root.child("chosen").unwrap().prop("rng-seed"),
            Some(&rng_seed(7)[..])
        );
    }

    #[test]
    fn rejects_garbage_and_truncation() {
        assert_eq!(
            Fdt::parse(b"hello world, not a dtb at all........................"),
            Err(FdtError::BadMagic(0x68656c6c))
        );
        let bytes = sample().to_bytes();
        for cut in [3, 10, 39, bytes.len() - 1] {
            assert!(Fdt::parse(&bytes[..cut]).is_err(), "cut at {cut}");
        }
        let mut bad = bytes.clone();
        let off_struct = u32::from_be_bytes(bad[8..12].try_into().unwrap()) as usize;
        bad[off_struct + 3] = 7; // an unknown token
        assert_eq!(Fdt::parse(&bad), Err(FdtError::Malformed(off_struct)));
    }
}
