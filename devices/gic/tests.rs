//! GIC unit tests: interrupts from device lines (the QEMU replay of register
//! behaviour is `tests/virt_qemu.rs`).

use super::*;

const W: AccessSize = AccessSize::Word;
const C: u32 = CPU_OFFSET;

fn rd(g: &mut Gic, off: u32) -> u32 {
    g.read(0, off, W)
}

fn wr(g: &mut Gic, off: u32, v: u32) {
    g.write(0, off, W, v);
}

/// Distributor and CPU interface on, priority mask open, SPI `irq` enabled.
fn ready(irq: u32) -> Gic {
    let mut g = Gic::new();
    wr(&mut g, 0x000, 1);
    wr(&mut g, C, 1);
    wr(&mut g, C + 0x4, 0xff);
    wr(&mut g, 0x100 + irq / 32 * 4, 1 << (irq % 32));
    g
}

#[test]
fn a_level_spi_follows_its_line() {
    let mut g = ready(33);
    assert_eq!(g.outputs(), 0);
    g.set_input(33, true);
    assert_eq!(g.outputs(), 1 << OUT_IRQ);
    assert_eq!(rd(&mut g, C + 0xc), 33);
    assert_eq!(g.outputs(), 0, "active: not signalled again");
    g.set_input(33, false);
    wr(&mut g, C + 0x10, 33);
    assert_eq!(g.outputs(), 0);
    assert_eq!(rd(&mut g, C + 0xc), SPURIOUS);
    // Still high at EOI: pending again at once.
    g.set_input(33, true);
    assert_eq!(rd(&mut g, C + 0xc), 33);
    wr(&mut g, C + 0x10, 33);
    assert_eq!(g.outputs(), 1 << OUT_IRQ);
}

#[test]
fn an_edge_spi_is_latched() {
    let mut g = ready(48);
    wr(&mut g, 0xc0c, 2); // ICFGR3: interrupt 48 edge-triggered
    g.set_input(48, true);
    g.set_input(48, false);
    assert_eq!(g.outputs(), 1 << OUT_IRQ);
    assert_eq!(rd(&mut g, C + 0xc), 48);
    wr(&mut g, C + 0x10, 48);
    assert_eq!(g.outputs(), 0);
    // A pulse while active is kept for after the EOI.
    g.set_input(48, true);
    assert_eq!(rd(&mut g, C + 0xc), 48);
    g.set_input(48, false);
    g.set_input(48, true);
    assert_eq!(g.outputs(), 0);
    wr(&mut g, C + 0x10, 48);
    assert_eq!(g.outputs(), 1 << OUT_IRQ);
}

#[test]
fn priorities_preempt_and_the_mask_hides() {
    let mut g = ready(40);
    wr(&mut g, 0x100 + 4, 1 << 9); // 41 too
    wr(&mut g, 0x428, 0x0000_4080); // 40: 0x80, 41: 0x40
    g.set_input(40, true);
    assert_eq!(rd(&mut g, C + 0xc), 40);
    assert_eq!(rd(&mut g, C + 0x14), 0x80);
    g.set_input(41, true);
    assert_eq!(g.outputs(), 1 << OUT_IRQ, "higher priority preempts");
    assert_eq!(rd(&mut g, C + 0xc), 41);
    wr(&mut g, C + 0x10, 41);
    assert_eq!(rd(&mut g, C + 0x14), 0x80);
    wr(&mut g, C + 0x10, 40);
    assert_eq!(rd(&mut g, C + 0x14), 0xff);
    wr(&mut g, C + 0x4, 0x40);
    assert_eq!(rd(&mut g, C + 0x18), SPURIOUS, "both masked");
}

#[test]
fn fiq_en_sends_group_0_to_fiq() {
    let mut g = ready(34);
    wr(&mut g, C, 1 | FIQ_EN);
    g.set_input(34, true);
    assert_eq!(g.outputs(), 1 << OUT_FIQ);
    wr(&mut g, 0x084, 1 << 2); // 34 to group 1
    assert_eq!(g.outputs(), 0, "group 1 disabled");
    wr(&mut g, 0x000, 3);
    wr(&mut g, C, 3 | FIQ_EN);
    assert_eq!(g.outputs(), 1 << OUT_IRQ);
    assert_eq!(rd(&mut g, C + 0xc), 1022, "group 1 hidden without AckCtl");
}

#[test]
fn ppis_and_sgis_are_separate_inputs() {
    let mut g = ready(32);
    g.set_input(27, true);
    assert_eq!(
        rd(&mut g, 0x200),
        1 << 27,
        "level PPI pending while disabled"
    );
    assert_eq!(g.outputs(), 0);
    wr(&mut g, 0x100, 1 << 27);
    assert_eq!(rd(&mut g, C + 0xc), 27);
    // Lines below 16 are SGIs: no input reaches them.
    g.set_input(3, true);
    assert_eq!(rd(&mut g, 0x200) & 0xffff, 0);
}

#[test]
fn state_round_trips() {
    let mut g = ready(40);
    wr(&mut g, 0x428, 0x80);
    g.set_input(40, true);
    wr(&mut g, 0xf00, 0x0200_0003);
    assert_eq!(rd(&mut g, C + 0xc), 3);
    let saved = g.snapshot().unwrap();
    let mut twin = Gic::new();
    twin.restore(&saved).unwrap();
    assert_eq!(twin.snapshot().unwrap(), saved);
    assert_eq!(twin.outputs(), g.outputs());
    for off in [C + 0x14, C + 0x18, 0x200, 0x300, C + 0xd0] {
        assert_eq!(rd(&mut twin, off), rd(&mut g, off), "{off:#x}");
    }
    wr(&mut g, C + 0x10, 3);
    wr(&mut twin, C + 0x10, 3);
    assert_eq!(rd(&mut twin, C + 0xc), rd(&mut g, C + 0xc));
    for cut in 0..saved.len() {
        assert!(Gic::new().restore(&saved[..cut]).is_err(), "cut at {cut}");
    }
}

#[test]
fn registers_have_their_names() {
    assert_eq!(reg_name(0x104, false), "GICD_ISENABLER");
    assert_eq!(reg_name(0xf00, true), "GICD_SGIR");
    assert_eq!(reg_name(C + 0xc, false), "GICC_IAR");
    assert_eq!(reg_name(C + 0x1000, true), "GICC_DIR");
    assert_eq!(reg_name(0x5000, false), "reserved");
}
