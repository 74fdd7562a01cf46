//! `--drive file=IMG[,format=raw][,snapshot=on|off]`: a raw disk image for the
//! boards' virtio-blk, in QEMU's `-drive` spelling, the disk that serves it (a
//! copy-on-write overlay over the image, or the image written through), and the
//! Versatile PB device tree's node for it.

use std::path::{Path, PathBuf};

use devices::board::{VIRTIO_BASE, VIRTIO_SIC_LINE, VIRTIO_WIN};
use devices::virtio::{BlockBackend, FileBackend, Overlay};

use crate::fdt::{self, Fdt, Node};

/// A disk image attached with `--drive`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drive {
    pub file: PathBuf,
    /// Writes go to an overlay in memory and the image never changes (the default);
    /// `false` (`snapshot=off`) writes them to the image.
    pub snapshot: bool,
}

/// The most bytes of written 4 KiB chunks the overlay holds: past it a write fails
/// and the guest sees an I/O error (QEMU's `snapshot=on` spills into a temporary
/// file instead; `snapshot=off` has no bound).
pub const OVERLAY_LIMIT: usize = 1 << 30;

/// virtio-blk counts the disk in 512-byte sectors.
const SECTOR: u64 = 512;

/// What `--drive` takes, for the error messages.
const KEYS: &str = "file=IMG, format=raw and snapshot=on|off";

/// Splits QEMU's option string at single commas; `,,` is a comma inside a value.
fn split_options(spec: &str) -> Vec<String> {
    let mut parts = vec![String::new()];
    let mut chars = spec.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, chars.peek()) {
            (',', Some(',')) => {
                chars.next();
                parts.last_mut().expect("one part").push(',');
            }
            (',', _) => parts.push(String::new()),
            (c, _) => parts.last_mut().expect("one part").push(c),
        }
    }
    parts
}

impl Drive {
    /// Parses one `--drive` value. As QEMU's option parser, a key given twice takes
    /// its last value.
    pub fn parse(spec: &str) -> anyhow::Result<Drive> {
        let mut file = None;
        let mut snapshot = true;
        for part in split_options(spec) {
            let Some((key, value)) = part.split_once('=') else {
                anyhow::bail!("--drive {spec:?}: {part:?} is not KEY=VALUE (it takes {KEYS})");
            };
            match key {
                "file" if value.is_empty() => anyhow::bail!("--drive {spec:?}: file= is empty"),
                "file" => file = Some(PathBuf::from(value)),
                "format" if value == "raw" => {}
                "format" => anyhow::bail!(
                    "--drive {spec:?}: format={value} is not supported (only raw images)"
                ),
                "snapshot" => {
                    snapshot = match value {
                        "on" => true,
                        "off" => false,
                        _ => anyhow::bail!("--drive {spec:?}: snapshot= takes on or off"),
                    }
                }
                _ => anyhow::bail!("--drive {spec:?}: unknown option {key:?} (it takes {KEYS})"),
            }
        }
        let file = file.ok_or_else(|| anyhow::anyhow!("--drive {spec:?}: no file=IMG"))?;
        Ok(Drive { file, snapshot })
    }

    /// Checks that the image can be opened as the drive needs it and is a whole
    /// number of sectors.
    pub fn check(&self) -> anyhow::Result<()> {
        self.open_file().map(drop)
    }

    fn open_file(&self) -> anyhow::Result<FileBackend> {
        let disk = FileBackend::open(&self.file, self.snapshot)
            .map_err(|e| anyhow::anyhow!("--drive file={}: {e}", self.file.display()))?;
        let len = disk.len();
        if len % SECTOR != 0 {
            anyhow::bail!(
                "--drive file={}: its size ({len} bytes) is not a whole number of 512-byte sectors",
                self.file.display()
            );
        }
        Ok(disk)
    }

    /// The disk the board's virtio-blk serves.
    pub fn open(&self) -> anyhow::Result<Box<dyn BlockBackend>> {
        let file = Box::new(self.open_file()?);
        Ok(match self.snapshot {
            true => Box::new(Overlay::new(file, OVERLAY_LIMIT)),
            false => file,
        })
    }

    /// The drive a recipe names (recorded runs always have an overlay).
    pub fn recorded(file: &Path) -> Drive {
        Drive {
            file: file.to_path_buf(),
            snapshot: true,
        }
    }
}

/// Where the Versatile PB's secondary interrupt controller sits in its device tree.
const VPB_SIC: &str = "interrupt-controller@10003000";

/// Adds the Versatile PB's virtio-mmio transport (`devices::board::VIRTIO_BASE`) to
/// its device tree: `/amba/virtio@10160000`, on the SIC's line `VIRTIO_SIC_LINE`, as
/// Linux's `virtio,mmio` binding spells it. Fails when the tree has no `/amba` SIC.
pub fn add_vpb_virtio_node(fdt: &mut Fdt) -> Result<(), String> {
    let next_phandle = max_phandle(&fdt.root) + 1;
    let amba = fdt.root.child_mut("amba");
    let sic = amba
        .children
        .iter_mut()
        .find(|c| c.name == VPB_SIC)
        .ok_or_else(|| format!("--drive needs the Versatile PB's SIC (/amba/{VPB_SIC})"))?;
    let phandle = match sic.prop("phandle") {
        Some(&[a, b, c, d]) => u32::from_be_bytes([a, b, c, d]),
        _ => {
            sic.set_prop("phandle", fdt::cells(&[next_phandle]));
            next_phandle
        }
    };
    amba.children.push(Node {
        name: format!("virtio@{VIRTIO_BASE:x}"),
        props: vec![
            ("compatible".into(), fdt::string("virtio,mmio")),
            ("reg".into(), fdt::cells(&[VIRTIO_BASE, VIRTIO_WIN])),
            ("interrupt-parent".into(), fdt::cells(&[phandle])),
            ("interrupts".into(), fdt::cells(&[VIRTIO_SIC_LINE])),
        ],
        children: Vec::new(),
    });
    Ok(())
}

/// The highest `phandle` in the tree under `node` (0 if none).
fn max_phandle(node: &Node) -> u32 {
    let own = match node.prop("phandle") {
        Some(&[a, b, c, d]) => u32::from_be_bytes([a, b, c, d]),
        _ => 0,
    };
    node.children.iter().map(max_phandle).fold(own, u32::max)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_qemus_spelling() {
        let d = Drive::parse("file=/a/b.img,format=raw").unwrap();
        assert_eq!(d.file, PathBuf::from("/a/b.img"));
        assert!(d.snapshot);
        let d = Drive::parse("snapshot=off,file=x,,y.img").unwrap();
        assert_eq!((d.file, d.snapshot), (PathBuf::from("x,y.img"), false));
        let d = Drive::parse("file=a,snapshot=off,snapshot=on,file=b").unwrap();
        assert_eq!((d.file, d.snapshot), (PathBuf::from("b"), true));
    }

    #[test]
    fn refuses_what_it_does_not_take() {
        let err = |s: &str| Drive::parse(s).unwrap_err().to_string();
        assert!(err("file=a,format=qcow2").contains("only raw"));
        assert!(err("file=a,if=virtio").contains("unknown option \"if\""));
        assert!(err("a.img").contains("not KEY=VALUE"));
        assert!(err("format=raw").contains("no file=IMG"));
        assert!(err("file=a,snapshot=yes").contains("on or off"));
        assert!(err("file=").contains("empty"));
    }

    #[test]
    fn opens_the_image_as_asked() {
        let dir = std::env::temp_dir().join(format!("goldtrace-drive-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let img = dir.join("d.img");
        std::fs::write(&img, vec![7u8; 1024]).unwrap();
        let mut disk = Drive::recorded(&img).open().unwrap();
        disk.write_at(0, &[1, 2, 3]).unwrap();
        let mut back = [0; 4];
        disk.read_at(0, &mut back).unwrap();
        assert_eq!(back, [1, 2, 3, 7]);
        assert_eq!(std::fs::read(&img).unwrap(), vec![7u8; 1024]);
        let through = Drive {
            snapshot: false,
            ..Drive::recorded(&img)
        };
        through.open().unwrap().write_at(1020, &[9]).unwrap();
        assert_eq!(std::fs::read(&img).unwrap()[1020], 9);
        std::fs::write(&img, vec![0u8; 1000]).unwrap();
        let e = Drive::recorded(&img).check().unwrap_err().to_string();
        assert!(e.contains("512-byte sectors"), "{e}");
        let e = Drive::recorded(&dir.join("none.img")).check().unwrap_err();
        assert!(e.to_string().contains("No such file"), "{e}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    fn goldtrace_dtb() -> Option<Vec<u8>> {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("guest/out/goldtrace.dtb");
        std::fs::read(path).ok()
    }

    #[test]
    fn the_vpb_tree_gains_the_transport_on_the_sic() {
        let Some(dtb) = goldtrace_dtb() else {
            eprintln!("skipped: no guest/out/goldtrace.dtb (guest/build.sh)");
            return;
        };
        let mut fdt = Fdt::parse(&dtb).unwrap();
        add_vpb_virtio_node(&mut fdt).unwrap();
        let fdt = Fdt::parse(&fdt.to_bytes()).unwrap();
        let amba = fdt.root.child("amba").unwrap();
        let node = amba.child("virtio@10160000").unwrap();
        assert_eq!(node.prop("compatible").unwrap(), b"virtio,mmio\0");
        assert_eq!(node.prop("reg").unwrap(), fdt::cells(&[0x1016_0000, 0x200]));
        assert_eq!(node.prop("interrupts").unwrap(), fdt::cells(&[9]));
        let sic = amba.child(VPB_SIC).unwrap();
        assert_eq!(node.prop("interrupt-parent"), sic.prop("phandle"));
        // The SIC's phandle is the one dtc gave it (the UART3 node refers to it).
        let uart3 = amba.child("fpga").unwrap().child("uart@9000").unwrap();
        assert_eq!(uart3.prop("interrupt-parent"), sic.prop("phandle"));
    }

    #[test]
    fn a_sic_without_phandle_gets_a_new_one_and_no_sic_is_an_error() {
        let sic = Node {
            name: VPB_SIC.into(),
            ..Node::default()
        };
        let vic = Node {
            name: "interrupt-controller@10140000".into(),
            props: vec![("phandle".into(), fdt::cells(&[4]))],
            children: Vec::new(),
        };
        let mut fdt = Fdt {
            reserved: Vec::new(),
            root: Node {
                name: String::new(),
                props: Vec::new(),
                children: vec![Node {
                    name: "amba".into(),
                    props: Vec::new(),
                    children: vec![vic, sic],
                }],
            },
            boot_cpuid: 0,
        };
        add_vpb_virtio_node(&mut fdt).unwrap();
        let amba = fdt.root.child("amba").unwrap();
        assert_eq!(
            amba.child(VPB_SIC).unwrap().prop("phandle"),
            Some(&[0, 0, 0, 5][..])
        );
        let node = amba.child("virtio").unwrap();
        assert_eq!(node.prop("interrupt-parent"), Some(&[0, 0, 0, 5][..]));
        let mut bare = Fdt {
            root: Node::default(),
            ..fdt
        };
        let e = add_vpb_virtio_node(&mut bare).unwrap_err();
        assert!(e.contains("interrupt-controller@10003000"), "{e}");
    }
}
