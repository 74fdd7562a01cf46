//! The generated `virt` tree against QEMU 7.2's own (`tests/fixtures/qemu-virt-7.2.dts`).

use super::*;

/// QEMU 7.2's tree for `-M virt -cpu cortex-a15,neon=off -m 256M -append
/// "console=ttyAMA0" -initrd <1,099,912 bytes>` (tests/fixtures/README.md).
const QEMU_DTS: &str = include_str!("../../tests/fixtures/qemu-virt-7.2.dts");
/// The fixture's initrd range, as QEMU placed it.
const QEMU_INITRD: (u32, u32) = (0x4800_0000, 0x4810_c888);

/// QEMU's nodes that goldtrace leaves out, each with the reason (module comment).
const LEFT_OUT: &[(&str, &str)] = &[
    ("/platform-bus@c000000", "no dynamic sysbus devices"),
    ("/fw-cfg@9020000", "no firmware configuration interface"),
    ("/pcie@10000000", "no PCIe"),
    (
        "/intc@8000000/v2m@8020000",
        "the MSI frame serves PCIe only",
    ),
    ("/flash@0", "no flash"),
];

/// Properties whose values differ by design: QEMU's seeds are random (and its
/// rng-seed 32 bytes long); goldtrace's come from the configured seed.
const SEEDS: &[&str] = &["rng-seed", "kaslr-seed"];

fn qemu_config() -> VirtDtb {
    VirtDtb {
        ram_size: 256 << 20,
        bootargs: "console=ttyAMA0".into(),
        initrd: Some(QEMU_INITRD),
        rng_seed: Some(7),
        trace: false,
        virtio_slots: VIRTIO_SLOTS,
    }
}

/// Parses the subset of `dtc -O dts` output the fixture uses: one statement a line,
/// nodes (`name {` ... `};`), empty properties (`name;`), cell lists
/// (`name = <0x1 0x2>;`) and strings with `\0` separators (`name = "a\0b";`).
/// Anything else fails the test.
fn parse_dts(text: &str) -> Node {
    let mut stack: Vec<Node> = Vec::new();
    let mut root = None;
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        let bad = || -> ! { panic!("fixture line {}: cannot parse {line:?}", n + 1) };
        if line.is_empty() || line == "/dts-v1/;" {
            continue;
        }
        if let Some(name) = line.strip_suffix(" {") {
            let name = if name == "/" { "" } else { name };
            stack.push(Node {
                name: name.into(),
                ..Node::default()
            });
        } else if line == "};" {
            let done = stack.pop().unwrap_or_else(|| bad());
            match stack.last_mut() {
                Some(parent) => parent.children.push(done),
                None => root = Some(done),
            }
        } else if let Some(stmt) = line.strip_suffix(';') {
            let (name, value) = match stmt.split_once(" = ") {
                None => (stmt, Vec::new()),
                Some((name, v)) => {
                    let value = if let Some(list) = v.strip_prefix('<') {
                        let list = list.strip_suffix('>').unwrap_or_else(|| bad());
                        let words: Vec<u32> = list
                            .split_whitespace()
                            .map(|w| {
                                let hex = w.strip_prefix("0x").unwrap_or_else(|| bad());
                                u32::from_str_radix(hex, 16).unwrap_or_else(|_| bad())
                            })
                            .collect();
                        fdt::cells(&words)
                    } else if let Some(s) = v.strip_prefix('"') {
                        let s = s.strip_suffix('"').unwrap_or_else(|| bad());
                        fdt::string(&s.replace("\\0", "\0"))
                    } else {
                        bad()
                    };
                    (name, value)
                }
            };
            stack
                .last_mut()
                .unwrap_or_else(|| bad())
                .props
                .push((name.into(), value));
        } else {
            bad();
        }
    }
    assert!(stack.is_empty(), "fixture: unclosed node");
    root.expect("fixture: no root node")
}

/// Removes the node at `path` ("/a/b") from the tree under `root`.
fn remove(root: &mut Node, path: &str) {
    let mut parts: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let last = parts.pop().unwrap();
    let mut node = root;
    for p in parts {
        node = node
            .children
            .iter_mut()
            .find(|c| c.name == p)
            .unwrap_or_else(|| panic!("{path}: no {p}"));
    }
    let before = node.children.len();
    node.children.retain(|c| c.name != last);
    assert_eq!(node.children.len(), before - 1, "{path} not in QEMU's tree");
}

/// Compares two trees node by node, in order, with paths in the failure messages.
fn assert_same(ours: &Node, qemu: &Node, path: &str) {
    let names = |n: &Node| {
        n.children
            .iter()
            .map(|c| c.name.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(names(ours), names(qemu), "children of {path}/");
    let pnames = |n: &Node| n.props.iter().map(|p| p.0.clone()).collect::<Vec<_>>();
    assert_eq!(pnames(ours), pnames(qemu), "properties of {path}/");
    for ((name, mine), (_, theirs)) in ours.props.iter().zip(&qemu.props) {
        if !SEEDS.contains(&name.as_str()) {
            assert_eq!(mine, theirs, "{path}/{name}");
        }
    }
    for (a, b) in ours.children.iter().zip(&qemu.children) {
        assert_same(a, b, &format!("{path}/{}", a.name));
    }
}

#[test]
fn matches_qemu_apart_from_the_nodes_left_out_and_the_seeds() {
    let mut qemu = parse_dts(QEMU_DTS);
    for (path, _why) in LEFT_OUT {
        remove(&mut qemu, path);
    }
    let ours = Fdt::parse(&virt_dtb(&qemu_config())).unwrap();
    assert_eq!(ours.reserved, [], "QEMU reserves no memory in the header");
    assert_same(&ours.root, &qemu, "");

    let chosen = ours.root.child("chosen").unwrap();
    let qchosen = qemu.child("chosen").unwrap();
    assert_eq!(chosen.prop("rng-seed"), Some(&fdt::rng_seed(7)[..]));
    assert_eq!(chosen.prop("kaslr-seed"), Some(&fdt::kaslr_seed(7)[..]));
    assert_eq!(qchosen.prop("rng-seed").unwrap().len(), 32);
    assert_eq!(qchosen.prop("kaslr-seed").unwrap().len(), 8);
}

#[test]
fn the_fixture_parser_reads_every_kind_of_line() {
    let qemu = parse_dts(QEMU_DTS);
    assert_eq!(qemu.prop("#address-cells"), Some(&fdt::cells(&[2])[..]));
    let psci = qemu.child("psci").unwrap();
    assert_eq!(
        psci.prop("compatible"),
        Some(&b"arm,psci-1.0\0arm,psci-0.2\0arm,psci\0"[..])
    );
    let virtio = qemu.child("virtio_mmio@a000000").unwrap();
    assert_eq!(virtio.prop("dma-coherent"), Some(&[][..]));
    assert_eq!(qemu.children.len(), 48);
    assert_eq!(
        qemu.child("cpus").unwrap().children[0].children[0].children[0].children[0].name,
        "core0"
    );
}

#[test]
fn trace_node_is_a_primecell_at_trace_base_clocked_like_the_uart() {
    let cfg = VirtDtb {
        trace: true,
        ..qemu_config()
    };
    let tree = Fdt::parse(&virt_dtb(&cfg)).unwrap();
    let trace = tree.root.child("trace@b000000").expect("trace node");
    assert_eq!(
        trace.prop("compatible"),
        Some(&b"goldtrace,qemu-trace\0arm,primecell\0"[..])
    );
    assert_eq!(
        trace.prop("reg"),
        Some(&fdt::cells(&[0, TRACE_BASE, 0, 0x2000])[..])
    );
    let pclk = fdt::cells(&[CLOCK_PHANDLE]);
    assert_eq!(trace.prop("clocks"), Some(&pclk[..]));
    assert_eq!(trace.prop("clock-names"), Some(&b"apb_pclk\0"[..]));
    let apb = tree.root.child("apb-pclk").unwrap();
    assert_eq!(apb.prop("phandle"), Some(&pclk[..]));
    // No interrupt: the device has none.
    assert_eq!(trace.prop("interrupts"), None);
    // Without it the tree is the same less that one node.
    let plain = Fdt::parse(&virt_dtb(&qemu_config())).unwrap();
    let mut less = tree.root.clone();
    less.children.retain(|c| c.name != "trace@b000000");
    assert_eq!(less, plain.root);
}

#[test]
fn chosen_follows_the_configuration() {
    let cfg = VirtDtb {
        ram_size: 1 << 30,
        bootargs: String::new(),
        initrd: None,
        rng_seed: None,
        trace: false,
        virtio_slots: 3,
    };
    let tree = Fdt::parse(&virt_dtb(&cfg)).unwrap();
    let chosen = tree.root.child("chosen").unwrap();
    let names: Vec<&str> = chosen.props.iter().map(|p| p.0.as_str()).collect();
    assert_eq!(names, ["stdout-path"]);
    assert_eq!(
        tree.root.child("memory").unwrap().prop("reg"),
        Some(&fdt::cells(&[0, RAM_BASE, 0, 1 << 30])[..])
    );
    let virtio: Vec<&str> = tree
        .root
        .children
        .iter()
        .filter(|c| c.name.starts_with("virtio_mmio@"))
        .map(|c| c.name.as_str())
        .collect();
    assert_eq!(
        virtio,
        [
            "virtio_mmio@a000000",
            "virtio_mmio@a000200",
            "virtio_mmio@a000400"
        ]
    );
    let last = tree.root.child("virtio_mmio@a000400").unwrap();
    assert_eq!(
        last.prop("interrupts"),
        Some(&fdt::cells(&[0, VIRTIO_SPI + 2, 1])[..])
    );
}

#[test]
#[should_panic(expected = "virtio-mmio slots")]
fn more_virtio_slots_than_the_board_has_is_a_bug() {
    virt_fdt(&VirtDtb {
        virtio_slots: VIRTIO_SLOTS + 1,
        ..qemu_config()
    });
}
