//! The device tree goldtrace generates for its `virt` board: QEMU 7.2's tree for
//! `-M virt -cpu cortex-a15,neon=off` (`hw/arm/virt.c`, finished by `arm_load_dtb` in
//! `hw/arm/boot.c`), node for node where goldtrace has the device, plus the goldfish
//! trace device.
//!
//! Nodes and properties appear in the order of QEMU's finished tree (libfdt puts each
//! new node and property ahead of its siblings, so QEMU's tree reads in the reverse of
//! the order it was built in) and the phandles are QEMU's numbers, so the tree compares
//! equal to QEMU's dump (`tests/fixtures/qemu-virt-7.2.dts`) apart from the nodes left
//! out below and the random seeds. docs/virt-board.md lists the differences.
//!
//! Left out, because goldtrace has no such device (Linux would probe each one):
//! - `flash@0`: QEMU's two CFI flash banks (firmware and variables); no flash here.
//! - `fw-cfg@9020000`: QEMU's firmware configuration interface; no firmware reads it.
//! - `pcie@10000000` and the GIC's `v2m@8020000` MSI frame: no PCIe, and the MSI
//!   frame only serves PCIe; the GIC driver would probe the frame's registers.
//! - `platform-bus@c000000`: the window for devices added on QEMU's command line.
//! - Secure-world nodes (`/secure-chosen`, secure UART and GPIO): QEMU writes them only
//!   with `secure=on`, which is not the default.

use devices::board::virt::{
    GICC_BASE, GICD_BASE, GIC_WIN, GPIO_BASE, GPIO_SPI, PL0X_WIN, RAM_BASE, RTC_BASE, RTC_SPI,
    TIMER_PPIS, TRACE_BASE, UART_BASE, UART_SPI, VIRTIO_BASE, VIRTIO_SLOTS, VIRTIO_SPI, VIRTIO_WIN,
};

use crate::fdt::{self, Fdt, Node};

/// What the generated tree describes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VirtDtb {
    /// RAM size in bytes; RAM starts at [`RAM_BASE`].
    pub ram_size: u32,
    /// `/chosen/bootargs`, left out when empty (as QEMU does without `-append`).
    pub bootargs: String,
    /// The initrd's physical start and end (exclusive), if there is one.
    pub initrd: Option<(u32, u32)>,
    /// The seed of `/chosen/rng-seed` ([`fdt::rng_seed`]) and `/chosen/kaslr-seed`
    /// ([`fdt::kaslr_seed`]); `None` leaves both out (QEMU's `dtb-randomness=off`).
    pub rng_seed: Option<u64>,
    /// Whether the goldfish trace device is present (at [`TRACE_BASE`]).
    pub trace: bool,
    /// How many virtio-mmio transports to describe, from slot 0 ([`VIRTIO_SLOTS`] on
    /// QEMU).
    pub virtio_slots: u32,
}

/// The size of the trace device's window: two 4 KiB pages.
pub const TRACE_WIN: u32 = 0x2000;
/// The `apb-pclk` fixed clock's rate (QEMU's 24 MHz).
const APB_PCLK_HZ: u32 = 24_000_000;
/// QEMU allocates phandles from 0x8000 in the order it builds nodes: the clock, the
/// CPU, the GIC, the GIC's v2m frame (0x8003, left out here), the PL061. The numbers
/// are kept so that references compare equal to QEMU's.
const CLOCK_PHANDLE: u32 = 0x8000;
const CPU_PHANDLE: u32 = 0x8001;
const GIC_PHANDLE: u32 = 0x8002;
const GPIO_PHANDLE: u32 = 0x8004;
/// The power button: PL061 line 3, Linux's KEY_POWER.
const POWER_KEY_LINE: u32 = 3;
const KEY_POWER: u32 = 116;
/// The GIC binding's interrupt specifier: type (SPI 0, PPI 1), number, flags.
const GIC_SPI: u32 = 0;
const GIC_PPI: u32 = 1;
const IRQ_EDGE_RISING: u32 = 1;
const IRQ_LEVEL_HIGH: u32 = 4;
/// A GICv2 PPI's flags carry the mask of CPUs it goes to in bits [15:8]: one CPU.
const PPI_CPU0: u32 = 1 << 8;
/// PSCI 0.2 function IDs (SMC32 calling convention) that the `/psci` node names.
const PSCI_CPU_SUSPEND: u32 = 0x8400_0001;
const PSCI_CPU_OFF: u32 = 0x8400_0002;
const PSCI_CPU_ON: u32 = 0x8400_0003;
const PSCI_MIGRATE: u32 = 0x8400_0005;

/// The tree for `cfg` as a DTB.
pub fn virt_dtb(cfg: &VirtDtb) -> Vec<u8> {
    virt_fdt(cfg).to_bytes()
}

/// The tree for `cfg`. Panics if `cfg.virtio_slots` exceeds [`VIRTIO_SLOTS`].
pub fn virt_fdt(cfg: &VirtDtb) -> Fdt {
    assert!(
        cfg.virtio_slots <= VIRTIO_SLOTS,
        "the virt board has {VIRTIO_SLOTS} virtio-mmio slots"
    );
    let mut root = node(
        "",
        vec![
            ("interrupt-parent", fdt::cells(&[GIC_PHANDLE])),
            ("model", fdt::string("linux,dummy-virt")),
            ("#size-cells", fdt::cells(&[2])),
            ("#address-cells", fdt::cells(&[2])),
            ("compatible", fdt::string("linux,dummy-virt")),
        ],
    );
    root.children.push(psci_node());
    root.children.push(node(
        &format!("memory@{RAM_BASE:x}"),
        vec![
            ("reg", reg(RAM_BASE, cfg.ram_size)),
            ("device_type", fdt::string("memory")),
        ],
    ));
    if cfg.trace {
        root.children.push(trace());
    }
    root.children.extend((0..cfg.virtio_slots).map(virtio_mmio));
    root.children.push(gpio_keys());
    root.children.push(pl061());
    root.children.push(primecell(
        "pl031",
        RTC_BASE,
        RTC_SPI,
        fdt::cells(&[CLOCK_PHANDLE]),
        fdt::string("apb_pclk"),
    ));
    root.children.push(primecell(
        "pl011",
        UART_BASE,
        UART_SPI,
        fdt::cells(&[CLOCK_PHANDLE, CLOCK_PHANDLE]),
        strings(&["uartclk", "apb_pclk"]),
    ));
    // QEMU's Cortex-A15 has a PMU, and for an ARMv7 CPU QEMU writes the node with no
    // properties: nothing binds to it.
    root.children.push(node("pmu", vec![]));
    root.children.push(gic());
    root.children.push(cpus());
    root.children.push(timer());
    root.children.push(node(
        "apb-pclk",
        vec![
            ("phandle", fdt::cells(&[CLOCK_PHANDLE])),
            ("clock-output-names", fdt::string("clk24mhz")),
            ("clock-frequency", fdt::cells(&[APB_PCLK_HZ])),
            ("#clock-cells", fdt::cells(&[0])),
            ("compatible", fdt::string("fixed-clock")),
        ],
    ));
    root.children.push(chosen(cfg));
    Fdt {
        reserved: Vec::new(),
        root,
        boot_cpuid: 0,
    }
}

fn node(name: &str, props: Vec<(&str, Vec<u8>)>) -> Node {
    Node {
        name: name.to_string(),
        props: props.into_iter().map(|(n, v)| (n.to_string(), v)).collect(),
        children: Vec::new(),
    }
}

/// A string-list property: each string NUL-terminated.
fn strings(list: &[&str]) -> Vec<u8> {
    list.iter().flat_map(|s| fdt::string(s)).collect()
}

/// A `reg` of one region in the root's two address and two size cells.
fn reg(base: u32, size: u32) -> Vec<u8> {
    fdt::cells(&[0, base, 0, size])
}

/// The `/psci` node as `arm_load_dtb` writes it for PSCI over HVC: QEMU 7.2 implements
/// PSCI 1.1, so the node claims 1.0 compatibility.
pub(crate) fn psci_node() -> Node {
    node(
        "psci",
        vec![
            ("migrate", fdt::cells(&[PSCI_MIGRATE])),
            ("cpu_on", fdt::cells(&[PSCI_CPU_ON])),
            ("cpu_off", fdt::cells(&[PSCI_CPU_OFF])),
            ("cpu_suspend", fdt::cells(&[PSCI_CPU_SUSPEND])),
            ("method", fdt::string("hvc")),
            (
                "compatible",
                strings(&["arm,psci-1.0", "arm,psci-0.2", "arm,psci"]),
            ),
        ],
    )
}

/// The goldfish trace device: an AMBA PrimeCell so that the bus reads its ID registers
/// before any driver binds (see guest/goldtrace.dts for the Versatile node). It sits
/// where QEMU would have put it had it built it after the virtio transports.
fn trace() -> Node {
    node(
        &format!("trace@{TRACE_BASE:x}"),
        vec![
            ("clock-names", fdt::string("apb_pclk")),
            ("clocks", fdt::cells(&[CLOCK_PHANDLE])),
            ("reg", reg(TRACE_BASE, TRACE_WIN)),
            (
                "compatible",
                strings(&["goldtrace,qemu-trace", "arm,primecell"]),
            ),
        ],
    )
}

fn virtio_mmio(slot: u32) -> Node {
    let base = VIRTIO_BASE + slot * VIRTIO_WIN;
    node(
        &format!("virtio_mmio@{base:x}"),
        vec![
            ("dma-coherent", Vec::new()),
            (
                "interrupts",
                fdt::cells(&[GIC_SPI, VIRTIO_SPI + slot, IRQ_EDGE_RISING]),
            ),
            ("reg", reg(base, VIRTIO_WIN)),
            ("compatible", fdt::string("virtio,mmio")),
        ],
    )
}

/// A PrimeCell with one level-triggered SPI and its clocks (the PL011 and the PL031).
fn primecell(part: &str, base: u32, spi: u32, clocks: Vec<u8>, clock_names: Vec<u8>) -> Node {
    node(
        &format!("{part}@{base:x}"),
        vec![
            ("clock-names", clock_names),
            ("clocks", clocks),
            ("interrupts", fdt::cells(&[GIC_SPI, spi, IRQ_LEVEL_HIGH])),
            ("reg", reg(base, PL0X_WIN)),
            (
                "compatible",
                strings(&[&format!("arm,{part}"), "arm,primecell"]),
            ),
        ],
    )
}

/// QEMU's power button on the PL061. goldtrace's PL061 answers its ID registers only
/// (reads 0, ignores writes), which is all Linux's gpio-pl061 and gpio-keys drivers
/// need to bind: the key reads as released and its interrupt never fires.
fn gpio_keys() -> Node {
    let poweroff = node(
        "poweroff",
        vec![
            ("gpios", fdt::cells(&[GPIO_PHANDLE, POWER_KEY_LINE, 0])),
            ("linux,code", fdt::cells(&[KEY_POWER])),
            ("label", fdt::string("GPIO Key Poweroff")),
        ],
    );
    let mut keys = node("gpio-keys", vec![("compatible", fdt::string("gpio-keys"))]);
    keys.children.push(poweroff);
    keys
}

fn pl061() -> Node {
    node(
        &format!("pl061@{GPIO_BASE:x}"),
        vec![
            ("phandle", fdt::cells(&[GPIO_PHANDLE])),
            ("clock-names", fdt::string("apb_pclk")),
            ("clocks", fdt::cells(&[CLOCK_PHANDLE])),
            (
                "interrupts",
                fdt::cells(&[GIC_SPI, GPIO_SPI, IRQ_LEVEL_HIGH]),
            ),
            ("gpio-controller", Vec::new()),
            ("#gpio-cells", fdt::cells(&[2])),
            ("compatible", strings(&["arm,pl061", "arm,primecell"])),
            ("reg", reg(GPIO_BASE, PL0X_WIN)),
        ],
    )
}

/// The GICv2: distributor and CPU interface. QEMU's v2m MSI frame child is left out
/// (module comment).
fn gic() -> Node {
    let mut regs = reg(GICD_BASE, GIC_WIN);
    regs.extend(reg(GICC_BASE, GIC_WIN));
    node(
        &format!("intc@{GICD_BASE:x}"),
        vec![
            ("phandle", fdt::cells(&[GIC_PHANDLE])),
            ("reg", regs),
            ("compatible", fdt::string("arm,cortex-a15-gic")),
            ("ranges", Vec::new()),
            ("#size-cells", fdt::cells(&[2])),
            ("#address-cells", fdt::cells(&[2])),
            ("interrupt-controller", Vec::new()),
            ("#interrupt-cells", fdt::cells(&[3])),
        ],
    )
}

/// One Cortex-A15 (MPIDR affinity 0) and QEMU's topology map for it.
fn cpus() -> Node {
    let core0 = node("core0", vec![("cpu", fdt::cells(&[CPU_PHANDLE]))]);
    let mut cluster0 = node("cluster0", vec![]);
    cluster0.children.push(core0);
    let mut socket0 = node("socket0", vec![]);
    socket0.children.push(cluster0);
    let mut cpu_map = node("cpu-map", vec![]);
    cpu_map.children.push(socket0);
    let cpu0 = node(
        "cpu@0",
        vec![
            ("phandle", fdt::cells(&[CPU_PHANDLE])),
            ("reg", fdt::cells(&[0])),
            ("compatible", fdt::string("arm,cortex-a15")),
            ("device_type", fdt::string("cpu")),
        ],
    );
    let mut cpus = node(
        "cpus",
        vec![
            ("#size-cells", fdt::cells(&[0])),
            ("#address-cells", fdt::cells(&[1])),
        ],
    );
    cpus.children.push(cpu_map);
    cpus.children.push(cpu0);
    cpus
}

/// The generic timer: its four PPIs, level-high, to CPU 0. `always-on`: the timer keeps
/// counting in every power state, so Linux need not fall back to a broadcast timer.
fn timer() -> Node {
    let interrupts: Vec<u32> = TIMER_PPIS
        .iter()
        .flat_map(|&ppi| [GIC_PPI, ppi, PPI_CPU0 | IRQ_LEVEL_HIGH])
        .collect();
    node(
        "timer",
        vec![
            ("interrupts", fdt::cells(&interrupts)),
            ("always-on", Vec::new()),
            ("compatible", fdt::string("arm,armv7-timer")),
        ],
    )
}

fn chosen(cfg: &VirtDtb) -> Node {
    let mut props = Vec::new();
    if let Some((start, end)) = cfg.initrd {
        props.push(("linux,initrd-end", fdt::cells(&[end])));
        props.push(("linux,initrd-start", fdt::cells(&[start])));
    }
    if !cfg.bootargs.is_empty() {
        props.push(("bootargs", fdt::string(&cfg.bootargs)));
    }
    props.push(("stdout-path", fdt::string(&format!("/pl011@{UART_BASE:x}"))));
    if let Some(seed) = cfg.rng_seed {
        props.push(("rng-seed", fdt::rng_seed(seed)));
        props.push(("kaslr-seed", fdt::kaslr_seed(seed)));
    }
    node("chosen", props)
}

#[cfg(test)]
mod tests;
